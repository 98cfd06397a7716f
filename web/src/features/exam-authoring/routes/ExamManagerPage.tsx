// Exam management for teachers (/teacher/exam-manager, header search ?search=) and admins (/root/exam-manage).
import { useState } from 'react';
import { Button, Tag, Tooltip, type TableColumnsType } from 'antd';
import { BarChartOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { ListPage } from '../../../components/ListPage';
import { RowActions } from '../../../components/RowActions';
import { ThumbTitle } from '../../../components/ThumbTitle';
import { useUrlState } from '../../../components/useUrlState';
import { durationMinutes, formatDateTime, formatScore, subjectTabs } from '../../../lib/exam';
import { STAFF_PAGE_SIZE, examAdminApi, examAdminQueries, useExamAdminMutation } from '../api';
import { ExamFormDrawer } from '../components/ExamFormDrawer';
import { AnalysisDrawer } from '../components/AnalysisDrawer';
import { OverridesDialog } from '../components/OverridesDialog';
import '../examAuthoring.css';
import type { ExamStatus, ExamView } from '../../../lib/api-types';

const STATUS: Record<ExamStatus, { color: string; key: string }> = {
  notStarted: { color: 'blue', key: 'examAdmin.statusNotStarted' },
  started: { color: 'green', key: 'examAdmin.statusStarted' },
  ended: { color: 'default', key: 'examAdmin.statusEnded' },
};

export default function ExamManagerPage() {
  const { t, i18n } = useTranslation();
  const { get, page } = useUrlState();
  const search = get('search');
  const [editor, setEditor] = useState<{ examId: number | null } | null>(null);
  const [terms, setTerms] = useState<{ id: number; title: string } | null>(null);
  const [analysed, setAnalysed] = useState<{ id: number; title: string } | null>(null);

  const list = useQuery({ ...examAdminQueries.exams({ search: search || undefined, page: page - 1 }), meta: { errorToast: 'examAdmin.examsFailed', serverMessage: true } });
  // Subjects already used in the bank, offered when naming an exam's subject.
  const bank = useQuery(examAdminQueries.questions({ page: 0, size: 1 }));
  const courses = useQuery(examAdminQueries.courses());
  const remove = useExamAdminMutation((id: number) => examAdminApi.deleteExam(id));

  const courseName = (id: number | null) => (id ? (courses.data?.courses.find((c) => c.id === id)?.name ?? `#${id}`) : null);

  const columns: TableColumnsType<ExamView> = [
    {
      title: t('examAdmin.colExam'),
      key: 'exam',
      render: (_, e) => <ThumbTitle cover={e.cover} name={e.title || e.name} sub={e.subject || '—'} onOpen={() => setEditor({ examId: e.id })} />,
    },
    {
      title: t('examAdmin.colSchedule'),
      key: 'schedule',
      width: 190,
      responsive: ['lg'],
      render: (_, e) => (
        <div className="sc-xa-schedule sc-note sc-small">
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
      width: 160,
      render: (_, e) => (
        <RowActions
          testId="exam"
          id={e.id}
          onEdit={() => setEditor({ examId: e.id })}
          remove={{ confirm: t('examAdmin.examDeleteConfirm', { name: e.title || e.name }), call: () => remove.mutateAsync(e.id), done: t('examAdmin.deleted'), failed: t('examAdmin.deleteFailed') }}
        >
          <Tooltip title={t('examAdmin.analysis')}>
            <Button
              size="small"
              icon={<BarChartOutlined />}
              onClick={() => setAnalysed({ id: e.id, title: e.title || e.name })}
              aria-label={t('examAdmin.analysis')}
              data-testid={`exam-analysis-${e.id}`}
            />
          </Tooltip>
          <Tooltip title={t('examAdmin.overrides')}>
            <Button
              size="small"
              icon={<UserSwitchOutlined />}
              onClick={() => setTerms({ id: e.id, title: e.title || e.name })}
              aria-label={t('examAdmin.overrides')}
              data-testid={`exam-overrides-${e.id}`}
            />
          </Tooltip>
        </RowActions>
      ),
    },
  ];

  return (
    <ListPage<ExamView>
      entity="exam"
      title={t('examAdmin.examsTitle')}
      subtitle={t('examAdmin.examsSubtitle')}
      searchPlaceholder={t('examAdmin.searchExams')}
      create={{ label: t('examAdmin.createExam'), onClick: () => setEditor({ examId: null }) }}
      list={list}
      rows={list.data?.exams}
      columns={columns}
      pageSize={STAFF_PAGE_SIZE}
      empty={{ text: t('exam.empty'), noMatch: t('examAdmin.noMatch'), clear: t('examAdmin.clearFilters') }}
    >
      <ExamFormDrawer open={editor !== null} examId={editor?.examId ?? null} subjects={subjectTabs(bank.data?.subjects)} onClose={() => setEditor(null)} />
      <OverridesDialog exam={terms} onClose={() => setTerms(null)} />
      <AnalysisDrawer exam={analysed} onClose={() => setAnalysed(null)} />
    </ListPage>
  );
}
