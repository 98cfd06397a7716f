// Course management for teachers (/teacher/course-manager) and admins (/root/general-course, /root/course-center).
import { useEffect, useState } from 'react';
import { App, Button, Empty, Input, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { fenToYuan, type CourseView } from '../../../lib/course';
import { fileUrl } from '../../../lib/upload';
import { useSession } from '../../../lib/session';
import { AUTHORING_PAGE_SIZE, authoringApi, authoringQueries, useAuthoringMutation } from '../api';
import { CourseEditor } from '../components/CourseEditor';
import { CourseFormDialog } from '../components/CourseFormDialog';
import '../authoring.css';

export default function CourseManagerPage() {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const session = useSession();
  const isAdmin = session.role === 'admin' || session.roles.includes('admin');
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const editingId = Number(params.get('course')) || null;

  const [draft, setDraft] = useState(search);
  const [draftFor, setDraftFor] = useState(search);
  if (draftFor !== search) {
    // The header search (teacher layout) changed ?search=: the page's box follows.
    setDraftFor(search);
    setDraft(search);
  }
  const [form, setForm] = useState<{ course: CourseView | null } | null>(null);

  const list = useQuery({ ...authoringQueries.list({ search: search || undefined, page: page - 1 }), placeholderData: keepPreviousData });
  const remove = useAuthoringMutation((id: number) => authoringApi.remove(id));

  useEffect(() => {
    if (list.isError) message.error({ content: errorMessage(list.error, t('authoring.listFailed')), key: 'authoring-list-failed' });
  }, [list.isError, list.error, message, t]);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };

  const confirmDelete = (course: CourseView) =>
    modal.confirm({
      title: t('authoring.delete'),
      content: t('authoring.deleteConfirm', { name: course.name }),
      okText: t('authoring.delete'),
      okButtonProps: { danger: true },
      cancelText: t('authoring.cancel'),
      onOk: () =>
        remove.mutateAsync(course.id).then(
          () => {
            message.success(t('authoring.deleted'));
          },
          (error: unknown) => {
            message.error(errorMessage(error, t('authoring.deleteFailed')));
          },
        ),
    });

  const columns: TableColumnsType<CourseView> = [
    {
      title: t('authoring.colCourse'),
      key: 'course',
      render: (_, c) => (
        <div className="sc-author-course">
          {c.cover ? <img src={fileUrl(c.cover)} alt="" className="sc-author-thumb" /> : <span className="sc-author-thumb sc-author-thumb-empty">{Array.from(c.name)[0]}</span>}
          <div className="sc-author-course-text">
            <button type="button" className="sc-author-name" onClick={() => update({ course: String(c.id) })}>
              {c.name}
            </button>
            <div className="sc-author-desc">{c.description || t('course.noDescription')}</div>
          </div>
        </div>
      ),
    },
    { title: t('authoring.colCategory'), dataIndex: 'category', key: 'category', width: 120, responsive: ['md'] },
    {
      title: t('authoring.colType'),
      key: 'type',
      width: 110,
      responsive: ['lg'],
      render: (_, c) => <Tag color={c.type === 1 ? 'purple' : 'blue'}>{c.type === 1 ? t('course.typeSpecial') : t('course.typeCertification')}</Tag>,
    },
    { title: t('authoring.colFee'), key: 'fee', width: 110, align: 'right', render: (_, c) => fenToYuan(c.fee) },
    {
      title: t('authoring.colPublic'),
      key: 'public',
      width: 90,
      responsive: ['lg'],
      render: (_, c) => (c.publicCourse ? <Tag color="green">{t('authoring.yes')}</Tag> : <span className="sc-muted">{t('authoring.no')}</span>),
    },
    ...(isAdmin
      ? [
          {
            title: t('authoring.colTeacher'),
            key: 'teacher',
            width: 110,
            responsive: ['md' as const],
            render: (_: unknown, c: CourseView) => <span className="sc-nowrap">{c.teacherName || t('course.unknownTeacher')}</span>,
          },
        ]
      : []),
    {
      title: t('authoring.colUpdated'),
      key: 'updated',
      width: 170,
      responsive: ['xl'],
      render: (_, c) => new Date(c.updatedAt).toLocaleString(i18n.language, { hour12: false }),
    },
    {
      title: t('authoring.colActions'),
      key: 'actions',
      width: 220,
      render: (_, c) => (
        <Space size={4} wrap>
          <Button size="small" type="primary" ghost icon={<UnorderedListOutlined />} onClick={() => update({ course: String(c.id) })} data-testid={`course-edit-content-${c.id}`}>
            {t('authoring.editContent')}
          </Button>
          <Tooltip title={t('authoring.edit')}>
            <Button size="small" icon={<EditOutlined />} onClick={() => setForm({ course: c })} aria-label={t('authoring.edit')} data-testid={`course-edit-${c.id}`} />
          </Tooltip>
          <Tooltip title={t('authoring.delete')}>
            <Button size="small" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(c)} aria-label={t('authoring.delete')} data-testid={`course-delete-${c.id}`} />
          </Tooltip>
        </Space>
      ),
    },
  ];

  const courses = list.data?.courses ?? [];
  const total = list.data?.totalCount ?? 0;

  return (
    <div className="sc-author" data-testid="course-manager">
      <div className="sc-author-head">
        <div>
          <h1 className="sc-author-title">{t('authoring.title')}</h1>
          <p className="sc-author-subtitle">{t('authoring.subtitle')}</p>
        </div>
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('authoring.searchPlaceholder')}
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              if (e.target.value === '' && search) update({ search: null, page: null });
            }}
            onSearch={(v) => update({ search: v.trim() || null, page: null })}
            className="sc-author-search"
            data-testid="course-manager-search"
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ course: null })} data-testid="course-create">
            {t('authoring.create')}
          </Button>
        </Space>
      </div>

      <div className="sc-author-panel">
        <Table<CourseView>
          rowKey="id"
          columns={columns}
          dataSource={courses}
          loading={list.isFetching}
          scroll={{ x: 'max-content' }}
          onRow={(c) => ({ 'data-testid': `course-row-${c.id}` }) as React.HTMLAttributes<HTMLElement>}
          locale={{
            emptyText: (
              <Empty
                description={search ? t('authoring.noMatch', { search }) : t('authoring.empty')}
                image={Empty.PRESENTED_IMAGE_SIMPLE}
              >
                {search && <Button onClick={() => update({ search: null, page: null })}>{t('authoring.clearSearch')}</Button>}
              </Empty>
            ),
          }}
          pagination={{
            current: page,
            pageSize: AUTHORING_PAGE_SIZE,
            total,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (n) => t('authoring.total', { count: n }),
            onChange: (p) => update({ page: p > 1 ? String(p) : null }),
          }}
        />
      </div>

      <CourseFormDialog
        open={form !== null}
        course={form?.course}
        isAdmin={isAdmin}
        onClose={() => setForm(null)}
        onSaved={(saved) => {
          if (!form?.course) update({ course: String(saved.id) });
        }}
      />
      <CourseEditor courseId={editingId} open={editingId !== null} onClose={() => update({ course: null })} />
    </div>
  );
}
