// Exam management for teachers (/teacher/exam-manager, header search ?search=) and admins (/root/exam-manage).
import { useEffect, useState } from 'react';
import { App, Button, Empty, Input, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { durationMinutes, formatDateTime, formatScore, subjectTabs, type ExamStatus, type ExamView } from '../../../lib/exam';
import { fileUrl } from '../../../lib/upload';
import { STAFF_PAGE_SIZE, examAdminApi, examAdminQueries, useExamAdminMutation } from '../api';
import { ExamFormDrawer } from '../components/ExamFormDrawer';
import '../examAuthoring.css';

const STATUS: Record<ExamStatus, { color: string; key: string }> = {
  notStarted: { color: 'blue', key: 'examAdmin.statusNotStarted' },
  started: { color: 'green', key: 'examAdmin.statusStarted' },
  ended: { color: 'default', key: 'examAdmin.statusEnded' },
};

export default function ExamManagerPage() {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(search);
  const [draftFor, setDraftFor] = useState(search);
  if (draftFor !== search) {
    // The teacher header's search changed ?search=: the page's box follows.
    setDraftFor(search);
    setDraft(search);
  }
  const [editor, setEditor] = useState<{ examId: number | null } | null>(null);

  const list = useQuery(examAdminQueries.exams({ search: search || undefined, page: page - 1 }));
  // Subjects already used in the bank, offered when naming an exam's subject.
  const bank = useQuery(examAdminQueries.questions({ page: 0, size: 1 }));
  const courses = useQuery(examAdminQueries.courses());
  const remove = useExamAdminMutation((id: number) => examAdminApi.deleteExam(id));

  useEffect(() => {
    if (list.isError) message.error({ content: errorMessage(list.error, t('examAdmin.examsFailed')), key: 'exams-failed' });
  }, [list.isError, list.error, message, t]);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };

  const confirmDelete = (exam: ExamView) =>
    modal.confirm({
      title: t('examAdmin.delete'),
      content: t('examAdmin.examDeleteConfirm', { name: exam.title || exam.name }),
      okText: t('examAdmin.delete'),
      okButtonProps: { danger: true },
      cancelText: t('examAdmin.cancel'),
      onOk: () =>
        remove.mutateAsync(exam.id).then(
          () => message.success(t('examAdmin.deleted')),
          (error: unknown) => message.error(errorMessage(error, t('examAdmin.deleteFailed'))),
        ),
    });

  const courseName = (id: number | null) => (id ? (courses.data?.courses.find((c) => c.id === id)?.name ?? `#${id}`) : null);

  const columns: TableColumnsType<ExamView> = [
    {
      title: t('examAdmin.colExam'),
      key: 'exam',
      render: (_, e) => (
        <div className="sc-xa-exam">
          {e.cover ? <img src={fileUrl(e.cover)} alt="" className="sc-xa-thumb" /> : <span className="sc-xa-thumb sc-xa-thumb-empty">{Array.from(e.title || e.name)[0]}</span>}
          <div className="sc-xa-exam-text">
            <button type="button" className="sc-xa-exam-name" onClick={() => setEditor({ examId: e.id })}>
              {e.title || e.name}
            </button>
            <div className="sc-xa-exam-sub">{e.subject || '—'}</div>
          </div>
        </div>
      ),
    },
    {
      title: t('examAdmin.colSchedule'),
      key: 'schedule',
      width: 190,
      responsive: ['lg'],
      render: (_, e) => (
        <div className="sc-xa-schedule">
          <div>{formatDateTime(e.startedAt, i18n.language)}</div>
          <div>{formatDateTime(e.expiredAt, i18n.language)}</div>
        </div>
      ),
    },
    {
      title: t('examAdmin.colStatus'),
      key: 'status',
      width: 90,
      render: (_, e) => {
        const s = STATUS[e.status] ?? STATUS.notStarted;
        return <Tag color={s.color}>{t(s.key)}</Tag>;
      },
    },
    { title: t('examAdmin.colDuration'), key: 'duration', width: 90, responsive: ['md'], render: (_, e) => t('exam.minutes', { count: durationMinutes(e.duration) }) },
    { title: t('examAdmin.colQuestions'), key: 'questions', width: 70, align: 'right', render: (_, e) => e.questionCount },
    { title: t('examAdmin.colTotal'), key: 'total', width: 70, align: 'right', render: (_, e) => formatScore(e.totalScore) },
    {
      title: t('examAdmin.colCourse'),
      key: 'course',
      width: 150,
      responsive: ['xl'],
      render: (_, e) => (e.courseId ? <Tag>{courseName(e.courseId)}</Tag> : <Tag color="green">{t('examAdmin.allLearners')}</Tag>),
    },
    {
      title: t('examAdmin.colActions'),
      key: 'actions',
      width: 100,
      render: (_, e) => (
        <Space size={4}>
          <Tooltip title={t('examAdmin.edit')}>
            <Button size="small" icon={<EditOutlined />} onClick={() => setEditor({ examId: e.id })} aria-label={t('examAdmin.edit')} data-testid={`exam-edit-${e.id}`} />
          </Tooltip>
          <Tooltip title={t('examAdmin.delete')}>
            <Button size="small" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(e)} aria-label={t('examAdmin.delete')} data-testid={`exam-delete-${e.id}`} />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <div className="sc-xa" data-testid="exam-manager">
      <div className="sc-xa-head">
        <div>
          <h1 className="sc-xa-title">{t('examAdmin.examsTitle')}</h1>
          <p className="sc-xa-subtitle">{t('examAdmin.examsSubtitle')}</p>
        </div>
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('examAdmin.searchExams')}
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              if (e.target.value === '' && search) update({ search: null, page: null });
            }}
            onSearch={(v) => update({ search: v.trim() || null, page: null })}
            className="sc-xa-search"
            data-testid="exam-search"
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditor({ examId: null })} data-testid="exam-create">
            {t('examAdmin.createExam')}
          </Button>
        </Space>
      </div>

      <div className="sc-xa-panel">
        <Table<ExamView>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.exams ?? []}
          loading={list.isFetching}
          onRow={(e) => ({ 'data-testid': `exam-row-${e.id}` }) as React.HTMLAttributes<HTMLElement>}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={search ? t('examAdmin.noMatch') : t('exam.empty')}>
                {search && <Button onClick={() => update({ search: null, page: null })}>{t('examAdmin.clearFilters')}</Button>}
              </Empty>
            ),
          }}
          pagination={{
            current: page,
            pageSize: STAFF_PAGE_SIZE,
            total: list.data?.totalCount ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (n) => t('examAdmin.total', { count: n }),
            onChange: (p) => update({ page: p > 1 ? String(p) : null }),
          }}
        />
      </div>

      <ExamFormDrawer open={editor !== null} examId={editor?.examId ?? null} subjects={subjectTabs(bank.data?.subjects)} onClose={() => setEditor(null)} />
    </div>
  );
}
