// /root/distributors, 渠道数据: every distributor's figures for the period side by side with the totals, the .xlsx
// export of the same, and a row's way to that distributor's dashboard.
import { useState } from 'react';
import { Alert, Button, Table, type TableColumnsType } from 'antd';
import { useApp } from '../../../lib/useApp';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { PageHeader } from '../../../components/PageHeader';
import { Panel } from '../../../components/Panel';
import { StatCards, type StatCard } from '../../../components/StatCards';
import { errorMessage } from '../../../lib/api';
import { adminDistributorPath } from '../../../lib/paths';
import { formatAmount, periodSearch } from '../dashboard';
import { distributorApi, distributorQueries } from '../api';
import { PeriodSwitch, usePeriod } from '../components/PeriodSwitch';
import type { DistributorComparisonRow } from '../../../lib/api-types';
import '../distributor.css';

export default function DistributorsPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const navigate = useNavigate();
  const period = usePeriod();
  const comparison = useQuery({ ...distributorQueries.comparison(period), meta: { errorToast: 'distributor.comparisonFailed', serverMessage: true } });
  const [exporting, setExporting] = useState(false);
  const data = comparison.isError ? undefined : comparison.data;
  const totals = data?.totals;
  const open = (row: DistributorComparisonRow) => navigate(`${adminDistributorPath(row.userId)}${periodSearch(period)}`);

  const exportXlsx = async () => {
    setExporting(true);
    try {
      await distributorApi.exportComparison(period, `${t('distributor.exportName')}-${period.from}-${period.to}.xlsx`);
    } catch (error) {
      message.error(errorMessage(error, t('distributor.exportFailed')));
    } finally {
      setExporting(false);
    }
  };

  const cards: StatCard[] = [
    { key: 'total-registrations', label: t('distributor.registrations'), value: totals?.registrations, tone: 'primary' },
    { key: 'total-enrolments', label: t('distributor.enrolments'), value: totals?.enrolments, tone: 'warning' },
    {
      key: 'total-payments',
      label: totals ? t('distributor.paymentsCard', { count: totals.payments }) : t('distributor.paymentCount'),
      value: totals && formatAmount(totals.amountYuan),
      tone: 'success',
    },
    { key: 'total-passed', label: t('distributor.passed'), value: totals?.passed, tone: 'primary' },
  ];

  const columns: TableColumnsType<DistributorComparisonRow> = [
    {
      title: t('distributor.distributor'),
      key: 'name',
      fixed: 'left',
      render: (_, d) => (
        <Button type="link" className="dd-link-button" onClick={() => open(d)} data-testid={`dc-open-${d.userId}`}>
          {d.name || d.username}
        </Button>
      ),
    },
    { title: t('distributor.username'), dataIndex: 'username', key: 'username' },
    { title: t('distributor.codeCount'), key: 'codes', align: 'right', render: (_, d) => t('distributor.codesActive', { active: d.activeCodes, total: d.codes }) },
    { title: t('distributor.registrations'), dataIndex: 'registrations', key: 'registrations', align: 'right', sorter: (a, b) => a.registrations - b.registrations },
    { title: t('distributor.enrolments'), dataIndex: 'enrolments', key: 'enrolments', align: 'right', sorter: (a, b) => a.enrolments - b.enrolments },
    { title: t('distributor.paymentCount'), dataIndex: 'payments', key: 'payments', align: 'right', sorter: (a, b) => a.payments - b.payments },
    { title: t('distributor.paymentAmount'), dataIndex: 'amountYuan', key: 'amountYuan', align: 'right', render: (v: number) => formatAmount(v), sorter: (a, b) => a.amountYuan - b.amountYuan },
    { title: t('distributor.passed'), dataIndex: 'passed', key: 'passed', align: 'right', sorter: (a, b) => a.passed - b.passed },
  ];

  return (
    <div className="dd-page" data-testid="distributor-comparison">
      <PageHeader
        title={t('titles.adminDistributors')}
        subtitle={t('distributor.subtitle', { from: period.from, to: period.to })}
        extra={
          <>
            <PeriodSwitch />
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportXlsx()} data-testid="dc-export">
              {t('distributor.export')}
            </Button>
          </>
        }
      />
      {comparison.isError && (
        <Alert
          type="error"
          showIcon
          message={t('distributor.comparisonFailed')}
          description={errorMessage(comparison.error)}
          action={<Button onClick={() => void comparison.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      <StatCards cards={cards} />
      <Panel compact title={t('distributor.comparisonTitle')} subtitle={t('distributor.comparisonHint')}>
        <Table<DistributorComparisonRow>
          rowKey="userId"
          size="middle"
          columns={columns}
          dataSource={data?.distributors ?? []}
          loading={comparison.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          rowClassName="sc-clickable-row"
          onRow={(d) =>
            ({
              'data-testid': `dc-row-${d.userId}`,
              onClick: (e: React.MouseEvent) => !(e.target instanceof Element && e.target.closest('button, a')) && open(d),
            }) as React.HTMLAttributes<HTMLElement>
          }
          locale={{ emptyText: t('distributor.noDistributors') }}
          summary={() =>
            totals ? (
              <Table.Summary.Row className="dd-totals" data-testid="dc-totals">
                <Table.Summary.Cell index={0} colSpan={3}>{t('distributor.totals')}</Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">{totals.registrations}</Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">{totals.enrolments}</Table.Summary.Cell>
                <Table.Summary.Cell index={5} align="right">{totals.payments}</Table.Summary.Cell>
                <Table.Summary.Cell index={6} align="right">{formatAmount(totals.amountYuan)}</Table.Summary.Cell>
                <Table.Summary.Cell index={7} align="right">{totals.passed}</Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
        />
      </Panel>
    </div>
  );
}
