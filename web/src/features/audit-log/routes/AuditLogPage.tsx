// The audit log (/root/audit-log, audit:read): every change people made on the platform, newest first — who, when,
// from which address, what kind, on what, from what to what and why — filtered by person, kind and period (all in the
// URL), paged on the server, and exported as an Excel file with the same filters.
import { useState } from 'react';
import { Button, Flex, Skeleton } from 'antd';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Result } from '../../../components/Result';
import { ListTable } from '../../../components/ListTable';
import { PageHeader } from '../../../components/PageHeader';
import { Panel } from '../../../components/Panel';
import { useUrlState } from '../../../components/useUrlState';
import { errorMessage, isRefusal } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { useApp } from '../../../lib/useApp';
import { auditLogApi, auditLogQueries } from '../api';
import { AUDIT_FILTERS, AUDIT_PAGE_SIZES, auditFilter, auditListQuery } from '../auditLog';
import { AuditToolbar } from '../components/AuditToolbar';
import { useAuditColumns } from '../components/auditColumns';
import '../auditLog.css';
import type { AuditEntryView } from '../../../lib/api-types';

export default function AuditLogPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const { params, set, page, setPage } = useUrlState();
  const query = auditListQuery(params);
  const list = useQuery(auditLogQueries.list(query));
  const columns = useAuditColumns();
  const [exporting, setExporting] = useState(false);

  // The server refused the filters the address names (a day that is no date, a period ending before it starts, an
  // unknown kind): its words say which, and clearing them shows the log again.
  const refusedFilters = isRefusal(list.error, 'AUDIT_DATE_INVALID', 'AUDIT_DATES_REVERSED', 'AUDIT_KIND_INVALID');
  // A page number the server refuses (one no list can reach, typed into the address) offers the first page instead of a retry.
  const beyond = isRefusal(list.error, 'PAGE_INVALID', 'QUERY_MALFORMED') && page > 1;
  const clearFilters = () => set({ ...Object.fromEntries(AUDIT_FILTERS.map((name) => [name, null])), page: null });

  const exportExcel = async () => {
    setExporting(true);
    try {
      await auditLogApi.exportExcel(auditFilter(query), t('auditLog.exportFileName'));
    } catch (error) {
      message.error(t('auditLog.exportFailed', { message: errorMessage(error) }));
    } finally {
      setExporting(false);
    }
  };

  const toolbar = <AuditToolbar filter={query} />;

  return (
    <Flex vertical gap="middle" data-testid="audit-log">
      <PageHeader
        title={t('auditLog.title')}
        subtitle={t('auditLog.subtitle')}
        extra={
          <>
            <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching && !list.isPending} data-testid="audit-refresh">
              {t('auditLog.refresh')}
            </Button>
            <Button icon={<DownloadOutlined />} loading={exporting} disabled={refusedFilters} onClick={() => void exportExcel()} data-testid="audit-export">
              {t('auditLog.export')}
            </Button>
          </>
        }
      />
      {list.isError ? (
        <Panel compact>
          {toolbar}
          <div data-testid="audit-load-failed">
            <Result
              status="warning"
              title={refusedFilters ? t('auditLog.filterRefused') : t('auditLog.loadFailed')}
              subTitle={errorMessage(list.error)}
              extra={
                refusedFilters ? (
                  <Button type="primary" onClick={clearFilters} data-testid="audit-clear-filters">
                    {t('auditLog.clearFilters')}
                  </Button>
                ) : beyond ? (
                  <Button type="primary" onClick={() => setPage(1)}>
                    {t('auditLog.backToFirstPage')}
                  </Button>
                ) : (
                  <Button type="primary" icon={<ReloadOutlined />} onClick={() => void list.refetch()} data-testid="audit-retry">
                    {t('auditLog.retry')}
                  </Button>
                )
              }
            />
          </div>
        </Panel>
      ) : list.isPending ? (
        <Panel compact>
          {toolbar}
          <div className="al-skeleton" data-testid="audit-loading">
            <Skeleton active title={false} paragraph={{ rows: 8 }} />
          </div>
        </Panel>
      ) : (
        <ListTable<AuditEntryView>
          list={list}
          rows={list.data?.entries}
          columns={columns}
          rowTestId="audit-row"
          pageSize={query.size}
          pageSizes={AUDIT_PAGE_SIZES}
          totalText={(n) => t('auditLog.total', { count: n })}
          filters={[...AUDIT_FILTERS]}
          empty={{ text: t('auditLog.empty'), noMatch: t('auditLog.noMatch'), clear: t('auditLog.clearFilters') }}
          // The columns fit beside the menu at 1280 px; a narrower window scrolls the table sideways.
          scroll={{ x: 970 }}
          size="middle"
        >
          {toolbar}
        </ListTable>
      )}
    </Flex>
  );
}
