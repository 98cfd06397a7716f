// Answer-sheet lists: teacher 批阅管理 (waiting) and 答卷管理 (graded) open a sheet in a drawer; the admin paper
// centre lists both and opens /root/reroll-page/{paperId}; that page grades or re-grades one sheet.
import { Button, Drawer, Select, Tabs, Tag, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, AuditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { ListTable } from '../../../components/ListTable';
import { PageHeader } from '../../../components/PageHeader';
import { useUrlState } from '../../../components/useUrlState';
import { formatDateTime, formatScore } from '../../../lib/exam';
import { paths, rerollPagePath } from '../../../lib/paths';
import { STAFF_PAGE_SIZE, examAdminQueries } from '../api';
import { GradeSheet } from '../components/GradeSheet';
import '../examAuthoring.css';
import type { StaffRecord } from '../../../lib/api-types';

type Mode = 'pending' | 'reviewed' | 'center';

function GradingList({ mode }: { mode: Mode }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { get, set, page } = useUrlState();
  const reviewed = mode === 'center' ? get('reviewed') === 'true' : mode === 'reviewed';
  const examId = Number(get('examId')) || undefined;
  const openRecord = mode === 'center' ? '' : get('record');

  const list = useQuery({ ...examAdminQueries.records({ reviewed, examId, page: page - 1 }), meta: { errorToast: 'examAdmin.recordsFailed', serverMessage: true } });
  const exams = useQuery(examAdminQueries.exams({ page: 0 }));

  const open = (r: StaffRecord) => {
    if (mode === 'center') navigate(rerollPagePath(r.id));
    else set({ record: r.id });
  };

  const columns: TableColumnsType<StaffRecord> = [
    {
      title: t('examAdmin.colLearner'),
      key: 'learner',
      width: 160,
      render: (_, r) => (r.learner ? <span title={r.learner.username}>{r.learner.name || r.learner.username}</span> : String(r.createdBy ?? '—')),
    },
    {
      title: t('examAdmin.colExam'),
      key: 'exam',
      render: (_, r) => (
        <>
          {r.title} {r.attempt > 1 && <Tag>{t('exam.attemptTag', { n: r.attempt })}</Tag>}
        </>
      ),
    },
    { title: t('examAdmin.colSubject'), key: 'subject', width: 130, responsive: ['lg'], render: (_, r) => r.subject || '—' },
    { title: t('examAdmin.colSubmitted'), key: 'submitted', width: 170, responsive: ['md'], render: (_, r) => formatDateTime(r.createdAt, i18n.language) },
    {
      title: t('examAdmin.colRecordScore'),
      key: 'score',
      width: 110,
      align: 'right',
      // While pending, the objective part scored so far.
      render: (_, r) => `${formatScore(r.score ?? r.partialScore ?? null)} / ${formatScore(r.totalScore)}`,
    },
    {
      title: t('record.status'),
      key: 'status',
      width: 90,
      render: (_, r) => (r.reviewed ? <Tag color="success">{t('record.reviewed')}</Tag> : <Tag color="processing">{t('record.pending')}</Tag>),
    },
    {
      title: t('examAdmin.colActions'),
      key: 'actions',
      width: 110,
      render: (_, r) => (
        <Button size="small" type={r.reviewed ? 'default' : 'primary'} icon={<AuditOutlined />} onClick={() => open(r)} data-testid={`grade-open-${r.id}`}>
          {r.reviewed ? t('examAdmin.regrade') : t('examAdmin.grade')}
        </Button>
      ),
    },
  ];

  const heading =
    mode === 'pending'
      ? { title: 'examAdmin.pendingTitle', subtitle: 'examAdmin.pendingSubtitle' }
      : mode === 'reviewed'
        ? { title: 'examAdmin.reviewedTitle', subtitle: 'examAdmin.reviewedSubtitle' }
        : { title: 'examAdmin.paperCenterTitle', subtitle: 'examAdmin.paperCenterSubtitle' };

  return (
    <div data-testid={`grading-${mode}`}>
      <PageHeader
        title={t(heading.title)}
        subtitle={t(heading.subtitle)}
        extra={
          <Select
            value={examId ?? 0}
            onChange={(v) => set({ examId: v || null, page: null })}
            options={[{ value: 0, label: t('examAdmin.allExams') }, ...(exams.data?.exams ?? []).map((e) => ({ value: e.id, label: e.title || e.name }))]}
            style={{ width: 240 }}
            showSearch
            optionFilterProp="label"
            data-testid="grading-exam-filter"
          />
        }
      />
      <ListTable<StaffRecord>
        list={list}
        rows={list.data?.examRecords}
        columns={columns}
        pageSize={STAFF_PAGE_SIZE}
        rowTestId="grading-row"
        empty={{ text: t(reviewed ? 'examAdmin.emptyReviewed' : 'examAdmin.emptyPending') }}
      >
        {mode === 'center' && (
          <Tabs
            activeKey={reviewed ? 'reviewed' : 'pending'}
            onChange={(k) => set({ reviewed: k === 'reviewed' ? 'true' : null, page: null })}
            items={[
              { key: 'pending', label: t('examAdmin.tabPending') },
              { key: 'reviewed', label: t('examAdmin.tabReviewed') },
            ]}
          />
        )}
      </ListTable>
      {mode !== 'center' && (
        <Drawer open={openRecord !== ''} onClose={() => set({ record: null })} title={t('examAdmin.gradeTitle')} width={920} destroyOnHidden>
          {openRecord && <GradeSheet recordId={openRecord} onSaved={() => set({ record: null })} />}
        </Drawer>
      )}
    </div>
  );
}

/** /teacher/reprint-manager: sheets waiting for grading. */
export function PendingSheetsPage() {
  return <GradingList mode="pending" />;
}

/** /teacher/rewinding-manager: graded sheets, to view or re-grade. */
export function ReviewedSheetsPage() {
  return <GradingList mode="reviewed" />;
}

/** /root/rewinding-center: every sheet, waiting and graded. */
export function PaperCenterPage() {
  return <GradingList mode="center" />;
}

/** /root/reroll-page/:paperId: grade or re-grade one sheet. */
export function RerollPage() {
  const { paperId = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div data-testid="reroll-page">
      <PageHeader
        title={t('examAdmin.gradeTitle')}
        extra={
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(paths.adminRewindingCenter)}>
            {t('examAdmin.backToList')}
          </Button>
        }
      />
      <GradeSheet key={paperId} recordId={paperId} />
    </div>
  );
}
