// Course management for teachers (/teacher/course-manager) and admins (/root/general-course).
import { useState } from 'react';
import { Button, Tag, type TableColumnsType } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { ListPage } from '../../../components/ListPage';
import { RowActions } from '../../../components/RowActions';
import { ThumbTitle } from '../../../components/ThumbTitle';
import { useUrlState } from '../../../components/useUrlState';
import { fenToYuan } from '../../../lib/course';
import { formatDateTime } from '../../../lib/exam';
import { useSession } from '../../../lib/session';
import { AUTHORING_PAGE_SIZE, authoringApi, authoringQueries, useAuthoringMutation } from '../api';
import { CourseEditor } from '../components/CourseEditor';
import { CourseFormDialog } from '../components/CourseFormDialog';
import '../authoring.css';
import type { CourseView } from '../../../lib/api-types';

const COURSE_TABLE_MIN_WIDTH = 960;

export default function CourseManagerPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const isAdmin = session.role === 'admin' || session.roles.includes('admin');
  const { get, set, page } = useUrlState();
  const search = get('search');
  const editingId = Number(get('course')) || null;
  const [form, setForm] = useState<{ course: CourseView | null } | null>(null);

  const list = useQuery({
    ...authoringQueries.list({ search: search || undefined, page: page - 1 }),
    placeholderData: keepPreviousData,
    meta: { errorToast: 'authoring.listFailed', serverMessage: true },
  });
  const remove = useAuthoringMutation((id: number) => authoringApi.remove(id));

  const columns: TableColumnsType<CourseView> = [
    {
      title: t('authoring.colCourse'),
      key: 'course',
      render: (_, c) => <ThumbTitle cover={c.cover} name={c.name} sub={c.description || t('course.noDescription')} onOpen={() => set({ course: c.id })} />,
    },
    { title: t('authoring.colCategory'), dataIndex: 'category', key: 'category', width: 110, responsive: ['md'] },
    {
      title: t('authoring.colType'),
      key: 'type',
      width: 100,
      responsive: ['lg'],
      render: (_, c) => <Tag color={c.type === 1 ? 'purple' : 'blue'}>{c.type === 1 ? t('course.typeSpecial') : t('course.typeCertification')}</Tag>,
    },
    { title: t('authoring.colFee'), key: 'fee', width: 100, align: 'right', render: (_, c) => fenToYuan(c.fee) },
    {
      title: t('authoring.colPublic'),
      key: 'public',
      width: 80,
      responsive: ['lg'],
      render: (_, c) => (c.publicCourse ? <Tag color="green">{t('authoring.yes')}</Tag> : <span className="sc-muted">{t('authoring.no')}</span>),
    },
    ...(isAdmin
      ? [
          {
            title: t('authoring.colTeacher'),
            key: 'teacher',
            width: 100,
            responsive: ['md' as const],
            render: (_: unknown, c: CourseView) => <span className="sc-nowrap">{c.teacherName || t('course.unknownTeacher')}</span>,
          },
        ]
      : []),
    {
      title: t('authoring.colUpdated'),
      key: 'updated',
      width: 160,
      // The administrator's table has the teacher too and sits beside the menu: the time waits for a wider screen.
      responsive: [isAdmin ? 'xxl' : 'xl'],
      render: (_, c) => formatDateTime(c.updatedAt, i18n.language),
    },
    {
      title: t('authoring.colActions'),
      key: 'actions',
      width: 200,
      render: (_, c) => (
        <RowActions
          testId="course"
          id={c.id}
          onEdit={() => setForm({ course: c })}
          remove={{ confirm: t('authoring.deleteConfirm', { name: c.name }), call: () => remove.mutateAsync(c.id), done: t('authoring.deleted'), failed: t('authoring.deleteFailed') }}
        >
          <Button size="small" type="primary" ghost icon={<UnorderedListOutlined />} onClick={() => set({ course: c.id })} data-testid={`course-edit-content-${c.id}`}>
            {t('authoring.editContent')}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <ListPage<CourseView>
      entity="course"
      title={t('authoring.title')}
      subtitle={t('authoring.subtitle')}
      searchPlaceholder={t('authoring.searchPlaceholder')}
      create={{ label: t('authoring.create'), onClick: () => setForm({ course: null }) }}
      list={list}
      rows={list.data?.courses}
      columns={columns}
      pageSize={AUTHORING_PAGE_SIZE}
      totalText={(n) => t('authoring.total', { count: n })}
      empty={{ text: t('authoring.empty'), noMatch: t('authoring.noMatch', { search }), clear: t('authoring.clearSearch') }}
      // Wide enough for every column, so a narrow window scrolls; on a desktop the course column takes the rest.
      scroll={{ x: COURSE_TABLE_MIN_WIDTH }}
    >
      <CourseFormDialog
        open={form !== null}
        course={form?.course}
        isAdmin={isAdmin}
        onClose={() => setForm(null)}
        onSaved={(saved) => {
          if (!form?.course) set({ course: saved.id });
        }}
      />
      <CourseEditor courseId={editingId} open={editingId !== null} onClose={() => set({ course: null })} />
    </ListPage>
  );
}
