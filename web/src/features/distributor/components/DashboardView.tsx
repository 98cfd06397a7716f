// One distributor's dashboard for the chosen period — figures, funnel, daily and per-course charts, the figures per
// invite code and the attributed learners — and, on its second tab, the invite codes. Shown to the distributor for
// their own data and to the administrator for any distributor's (scope: their userId).
import { Suspense, lazy } from 'react';
import { Alert, Button, Flex, Spin, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { CheckCircleFilled, TrophyFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { EnrolmentStatusTag } from '../../../components/EnrolmentStatusTag';
import { ListTable } from '../../../components/ListTable';
import { PageHeader } from '../../../components/PageHeader';
import { Panel } from '../../../components/Panel';
import { SearchBox } from '../../../components/SearchBox';
import { StatCards, type StatCard } from '../../../components/StatCards';
import { useUrlState } from '../../../components/useUrlState';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/exam';
import { statusLabel } from '../../../lib/enrolment';
import { enrolmentTotal, formatAmount, type Period } from '../dashboard';
import { LEARNER_PAGE_SIZES, TAB_PARAM, distributorQueries, learnerQuery, tabOf, type DistributorScope } from '../api';
import { InviteCodes } from './InviteCodes';
import type { AttributedLearner, DistributorDashboard } from '../../../lib/api-types';
import '../distributor.css';

// ECharts is large: it loads with the first chart, never with the rest of the area.
const DashboardCharts = lazy(() => import('./DashboardCharts'));

type CodeFigures = DistributorDashboard['codes'][number];

function Figures({ dashboard }: { dashboard: DistributorDashboard | undefined }) {
  const { t } = useTranslation();
  const cards: StatCard[] = [
    { key: 'registrations', label: t('distributor.registrations'), value: dashboard?.registrations, tone: 'primary' },
    { key: 'enrolments', label: t('distributor.enrolments'), value: dashboard && enrolmentTotal(dashboard.enrolments), tone: 'warning' },
    // The confirmed payments: their number in the label, their sum as the figure.
    {
      key: 'payments',
      label: dashboard ? t('distributor.paymentsCard', { count: dashboard.payments.count }) : t('distributor.paymentCount'),
      value: dashboard && formatAmount(dashboard.payments.amountYuan),
      tone: 'success',
    },
    { key: 'passed', label: t('distributor.passed'), value: dashboard?.passed, tone: 'primary' },
  ];
  return (
    <Flex vertical gap="small">
      <div className="dd-cards">
        <StatCards cards={cards} />
      </div>
      {dashboard && (
        <Flex wrap gap={6} align="center" className="dd-breakdown" data-testid="dd-enrolment-breakdown">
          <span className="sc-secondary">{t('distributor.enrolmentBreakdown')}</span>
          {dashboard.enrolments.map((e) => (
            <Tag key={e.status} bordered={false} color={e.count > 0 ? statusLabel(e.status).color : undefined} data-testid={`dd-enrolments-${e.status}`}>
              {t(statusLabel(e.status).key)} {e.count}
            </Tag>
          ))}
        </Flex>
      )}
    </Flex>
  );
}

function CodeTable({ dashboard, loading }: { dashboard: DistributorDashboard | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<CodeFigures> = [
    { title: t('distributor.code'), dataIndex: 'code', key: 'code', render: (code: string) => <span className="dd-code">{code}</span> },
    { title: t('distributor.label'), dataIndex: 'label', key: 'label', render: (label: string | null) => label || <span className="sc-muted">—</span> },
    {
      title: t('distributor.status'),
      key: 'active',
      render: (_, c) => <Tag color={c.active ? 'success' : 'default'} bordered={false}>{t(c.active ? 'distributor.active' : 'distributor.inactive')}</Tag>,
    },
    { title: t('distributor.registrations'), dataIndex: 'registrations', key: 'registrations', align: 'right' },
    { title: t('distributor.paymentCount'), dataIndex: 'payments', key: 'payments', align: 'right' },
    { title: t('distributor.paymentAmount'), dataIndex: 'amountYuan', key: 'amountYuan', align: 'right', render: (v: number) => formatAmount(v) },
  ];
  return (
    <Panel title={t('distributor.byCodeTitle')} compact testId="dd-by-code">
      <Table<CodeFigures>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={dashboard?.codes ?? []}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onRow={(c) => ({ 'data-testid': `dd-by-code-${c.code}` }) as React.HTMLAttributes<HTMLElement>}
        locale={{ emptyText: t('distributor.noCodes') }}
      />
    </Panel>
  );
}

function LearnerCourses({ learner }: { learner: AttributedLearner }) {
  const { t } = useTranslation();
  if (!learner.courses.length) return <span className="sc-muted">{t('distributor.noEnrolment')}</span>;
  return (
    <Flex vertical gap={4}>
      {learner.courses.map((c) => (
        <Flex key={c.courseId} wrap gap={4} align="center" data-testid={`dd-learner-course-${learner.userId}-${c.courseId}`}>
          <span className="dd-course-name">{c.courseName}</span>
          <EnrolmentStatusTag status={c.status} />
          {c.paid && (
            <Tag bordered={false} color="success" icon={<CheckCircleFilled />}>
              {t('distributor.paid')}
            </Tag>
          )}
          {c.examCompleted && (
            <Tag bordered={false} color="gold" icon={<TrophyFilled />}>
              {t('distributor.examPassed')}
            </Tag>
          )}
        </Flex>
      ))}
    </Flex>
  );
}

function Learners({ scope }: { scope: DistributorScope }) {
  const { t, i18n } = useTranslation();
  const { params } = useUrlState();
  const query = learnerQuery(params);
  const list = useQuery({ ...distributorQueries.learners(scope, query), meta: { errorToast: 'distributor.learnersFailed', serverMessage: true } });
  const columns: TableColumnsType<AttributedLearner> = [
    { title: t('distributor.learnerName'), key: 'name', render: (_, l) => l.name || <span className="sc-muted">—</span> },
    { title: t('distributor.username'), dataIndex: 'username', key: 'username' },
    { title: t('distributor.phone'), dataIndex: 'phone', key: 'phone', render: (p: string | null) => p || <span className="sc-muted">—</span> },
    { title: t('distributor.code'), dataIndex: 'inviteCode', key: 'inviteCode', render: (code: string) => <span className="dd-code">{code}</span> },
    { title: t('distributor.registeredAt'), dataIndex: 'registeredAt', key: 'registeredAt', render: (ms: number) => formatDateTime(ms, i18n.language) },
    { title: t('distributor.learnerCourses'), key: 'courses', render: (_, l) => <LearnerCourses learner={l} /> },
  ];
  return (
    <div data-testid="dd-learners">
      <ListTable<AttributedLearner>
        list={list}
        rows={list.data?.learners}
        columns={columns}
        pageSize={query.size}
        pageSizes={LEARNER_PAGE_SIZES}
        rowTestId="dd-learner"
        rowKey={(l) => l.userId}
        filters={['q']}
        size="middle"
        scroll={{ x: 'max-content' }}
        empty={{ text: t('distributor.noLearners'), noMatch: t('distributor.noLearnerMatch'), clear: t('distributor.clearSearch') }}
      >
        <PageHeader
          level={2}
          title={t('distributor.learnersTitle')}
          subtitle={t('distributor.learnersHint')}
          extra={<SearchBox param="q" placeholder={t('distributor.learnerSearch')} className="dd-search" data-testid="dd-learner-search" />}
        />
      </ListTable>
    </div>
  );
}

function Overview({ scope, period }: { scope: DistributorScope; period: Period }) {
  const { t } = useTranslation();
  const dashboard = useQuery({ ...distributorQueries.dashboard(scope, period), meta: { errorToast: 'distributor.dashboardFailed', serverMessage: true } });
  const data = dashboard.isError ? undefined : dashboard.data;
  return (
    <Flex vertical gap="middle">
      {dashboard.isError && (
        <Alert
          type="error"
          showIcon
          message={t('distributor.dashboardFailed')}
          description={errorMessage(dashboard.error)}
          action={<Button onClick={() => void dashboard.refetch()}>{t('common.retry')}</Button>}
          data-testid="dd-error"
        />
      )}
      <Figures dashboard={data} />
      {data && (
        <Suspense fallback={<Spin className="dd-charts-loading" />}>
          <DashboardCharts dashboard={data} />
        </Suspense>
      )}
      <CodeTable dashboard={data} loading={dashboard.isFetching} />
      <Learners scope={scope} />
    </Flex>
  );
}

export function DashboardView({ scope, period }: { scope: DistributorScope; period: Period }) {
  const { t } = useTranslation();
  const { params, set } = useUrlState();
  const tab = tabOf(params);
  return (
    <div className="dd-page" data-testid="distributor-dashboard">
      <Tabs
        activeKey={tab}
        onChange={(next) => set({ [TAB_PARAM]: next === 'codes' ? next : null, page: null, q: null })}
        items={[
          { key: 'overview', label: <span data-testid="dd-tab-overview">{t('distributor.tabOverview')}</span> },
          { key: 'codes', label: <span data-testid="dd-tab-codes">{t('distributor.tabCodes')}</span> },
        ]}
      />
      {tab === 'overview' ? (
        <Overview scope={scope} period={period} />
      ) : (
        <InviteCodes scope={scope} />
      )}
    </div>
  );
}
