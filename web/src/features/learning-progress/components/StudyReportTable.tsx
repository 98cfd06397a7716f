// The study-hours report as a staff table, one row per learner: learner, masked ID number, 学时 credited (against
// the course's requirement, 已达标 once reached), sessions, attention checks passed / missed, camera stills taken and
// confirmed 本人, first and last study, and a 明细 button (a row click does the same). The filters above it come as
// children.
import type { ReactNode } from 'react';
import { Button, Flex, Tag, type TableColumnsType } from 'antd';
import { ProfileOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { ListTable } from '../../../components/ListTable';
import { formatDateTime } from '../../../lib/exam';
import { REPORT_FILTERS, REPORT_PAGE_SIZES, formatDuration, periodsReached } from '../studyReport';
import { LearnerCell } from './ProgressCells';
import type { ReportRowView, ReportView } from '../../../lib/api-types';

/** Attention checks passed / missed; the missed ones in the error colour when there are any. */
export function CheckCounts({ passed, missed, testId }: { passed: number; missed: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className="lp-nowrap" title={t('studyReport.checksTitle', { passed, missed })} data-testid={testId}>
      {passed} / <span className={missed > 0 ? 'sr-missed' : undefined}>{missed}</span>
    </span>
  );
}

/** A time, or a muted dash without one. */
function When({ ms }: { ms: number | null | undefined }) {
  const { i18n } = useTranslation();
  return ms ? <span className="lp-nowrap">{formatDateTime(ms, i18n.language)}</span> : <span className="sc-muted">—</span>;
}

export interface StudyReportTableProps {
  list: { isFetching: boolean; isError: boolean; data?: ReportView };
  pageSize: number;
  onOpen: (row: ReportRowView) => void;
  children?: ReactNode;
}

export function StudyReportTable({ list, pageSize, onOpen, children }: StudyReportTableProps) {
  const { t } = useTranslation();
  // A failed load empties the table (as every staff list does); the page says why above it.
  const shown = list.isError ? { isFetching: list.isFetching, data: undefined } : list;
  const required = list.data?.requiredPeriods ?? 0;

  const columns: TableColumnsType<ReportRowView> = [
    {
      title: t('studyReport.colLearner'),
      key: 'learner',
      fixed: 'left',
      width: 100,
      render: (_, r) => <LearnerCell name={r.name} username={r.username} />,
    },
    {
      title: t('studyReport.colIdCard'),
      key: 'idCard',
      width: 170,
      render: (_, r) => (r.idCard ? <span className="lp-nowrap sr-id-card">{r.idCard}</span> : <span className="sc-muted">—</span>),
    },
    {
      title: t('studyReport.colPeriods'),
      key: 'periods',
      width: 150,
      render: (_, r) => (
        <Flex vertical gap={0}>
          <Flex align="center" gap="small" wrap={false}>
            <span className="sc-strong lp-nowrap">{required > 0 ? t('studyReport.periodsOf', { done: r.creditedPeriods, required }) : r.creditedPeriods}</span>
            {periodsReached(r.creditedPeriods, required) && (
              <Tag color="success" bordered={false}>
                {t('studyReport.reached')}
              </Tag>
            )}
          </Flex>
          <span className="sc-secondary sc-small lp-nowrap">{t('studyReport.creditedTime', { time: formatDuration(r.creditedMs) })}</span>
        </Flex>
      ),
    },
    { title: t('studyReport.colSessions'), key: 'sessions', width: 90, render: (_, r) => r.sessions },
    {
      title: t('studyReport.colChecks'),
      key: 'checks',
      width: 120,
      render: (_, r) => <CheckCounts passed={r.checksPassed} missed={r.checksMissed} testId={`study-report-checks-${r.userId}`} />,
    },
    {
      title: t('studyReport.colSnapshots'),
      key: 'snapshotsTaken',
      width: 72,
      render: (_, r) => <span data-testid={`study-report-snapshots-${r.userId}`}>{r.snapshotsTaken}</span>,
    },
    {
      title: t('studyReport.colConfirmed'),
      key: 'snapshotsConfirmed',
      width: 90,
      render: (_, r) => <span data-testid={`study-report-confirmed-${r.userId}`}>{r.snapshotsConfirmed}</span>,
    },
    { title: t('studyReport.colFirstAt'), key: 'firstAt', width: 135, render: (_, r) => <When ms={r.firstAt} /> },
    { title: t('studyReport.colLastAt'), key: 'lastAt', width: 135, render: (_, r) => <When ms={r.lastAt} /> },
    {
      title: t('studyReport.colActions'),
      key: 'actions',
      fixed: 'right',
      width: 72,
      render: (_, r) => (
        <Button type="link" size="small" icon={<ProfileOutlined />} onClick={() => onOpen(r)} data-testid={`study-report-detail-${r.userId}`}>
          {t('studyReport.detail')}
        </Button>
      ),
    },
  ];

  return (
    <div data-testid="study-report-table">
      <ListTable<ReportRowView>
        list={shown}
        rows={list.isError ? [] : list.data?.rows}
        columns={columns}
        rowKey={(r) => r.userId}
        rowTestId="study-report-row"
        onRowClick={onOpen}
        pageSize={pageSize}
        pageSizes={REPORT_PAGE_SIZES}
        totalText={(n) => t('studyReport.total', { count: n })}
        filters={[...REPORT_FILTERS]}
        empty={{ text: t('studyReport.empty'), noMatch: t('studyReport.noMatch'), clear: t('studyReport.clearFilters') }}
        scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
        size="middle"
      >
        {children}
      </ListTable>
    </div>
  );
}
