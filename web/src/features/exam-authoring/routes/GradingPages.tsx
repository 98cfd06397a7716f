// Answer-sheet lists: teacher 批阅管理 (waiting) and 答卷管理 (graded) open a sheet in a drawer; the admin paper
// centre lists both and opens /root/reroll-page/{paperId}; that page grades or re-grades one sheet.
import { useEffect } from 'react';
import { App, Button, Drawer, Empty, Select, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, AuditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { formatDateTime, formatScore } from '../../../lib/exam';
import { paths, rerollPagePath } from '../../../lib/paths';
import { STAFF_PAGE_SIZE, examAdminQueries, type GradingRecord } from '../api';
import { GradeSheet } from '../components/GradeSheet';
import '../examAuthoring.css';

type Mode = 'pending' | 'reviewed' | 'center';

function GradingList({ mode }: { mode: Mode }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const reviewed = mode === 'center' ? params.get('reviewed') === 'true' : mode === 'reviewed';
  const examId = Number(params.get('examId')) || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openRecord = mode === 'center' ? null : params.get('record');

  const list = useQuery(examAdminQueries.records({ reviewed, examId, page: page - 1 }));
  const exams = useQuery(examAdminQueries.exams({ page: 0 }));

  useEffect(() => {
    if (list.isError) message.error({ content: errorMessage(list.error, t('examAdmin.recordsFailed')), key: 'grading-list-failed' });
  }, [list.isError, list.error, message, t]);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };

  const open = (r: GradingRecord) => {
    if (mode === 'center') navigate(rerollPagePath(r.id));
    else update({ record: String(r.id) });
  };

  const columns: TableColumnsType<GradingRecord> = [
    {
      title: t('examAdmin.colLearner'),
      key: 'learner',
      width: 160,
      render: (_, r) => (r.learner ? <span title={r.learner.username}>{r.learner.name || r.learner.username}</span> : String(r.createdBy ?? '—')),
    },
    { title: t('examAdmin.colExam'), key: 'exam', render: (_, r) => r.title },
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
    <div className="sc-xa" data-testid={`grading-${mode}`}>
      <div className="sc-xa-head">
        <div>
          <h1 className="sc-xa-title">{t(heading.title)}</h1>
          <p className="sc-xa-subtitle">{t(heading.subtitle)}</p>
        </div>
        <Select
          value={examId ?? 0}
          onChange={(v) => update({ examId: v ? String(v) : null, page: null })}
          options={[{ value: 0, label: t('examAdmin.allExams') }, ...(exams.data?.exams ?? []).map((e) => ({ value: e.id, label: e.title || e.name }))]}
          className="sc-xa-exam-filter"
          showSearch
          optionFilterProp="label"
          data-testid="grading-exam-filter"
        />
      </div>
      <div className="sc-xa-panel">
        {mode === 'center' && (
          <Tabs
            activeKey={reviewed ? 'reviewed' : 'pending'}
            onChange={(k) => update({ reviewed: k === 'reviewed' ? 'true' : null, page: null })}
            items={[
              { key: 'pending', label: t('examAdmin.tabPending') },
              { key: 'reviewed', label: t('examAdmin.tabReviewed') },
            ]}
          />
        )}
        <Table<GradingRecord>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.examRecords ?? []}
          loading={list.isFetching}
          onRow={(r) => ({ 'data-testid': `grading-row-${r.id}` }) as React.HTMLAttributes<HTMLElement>}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(reviewed ? 'examAdmin.emptyReviewed' : 'examAdmin.emptyPending')} /> }}
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
      {mode !== 'center' && (
        <Drawer open={openRecord !== null} onClose={() => update({ record: null })} title={t('examAdmin.gradeTitle')} width={920} destroyOnHidden>
          {openRecord && <GradeSheet recordId={openRecord} onSaved={() => update({ record: null })} />}
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
    <div className="sc-xa" data-testid="reroll-page">
      <div className="sc-xa-head">
        <div>
          <h1 className="sc-xa-title">{t('examAdmin.gradeTitle')}</h1>
        </div>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(paths.adminRewindingCenter)}>
          {t('examAdmin.backToList')}
        </Button>
      </div>
      <GradeSheet key={paperId} recordId={paperId} />
    </div>
  );
}
