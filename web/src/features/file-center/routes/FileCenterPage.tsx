// The file center (/root/file-center): storage used per source, then every uploaded file with its uploader and uses,
// filtered by source and a search kept in the URL; preview in the page, download, and delete for a file nothing uses.
import { useState } from 'react';
import { Button, Flex, Skeleton } from 'antd';
import { Result } from '../../../components/Result';
import { useApp } from '../../../lib/useApp';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { ListTable } from '../../../components/ListTable';
import { PageHeader } from '../../../components/PageHeader';
import { Panel } from '../../../components/Panel';
import { useUrlState } from '../../../components/useUrlState';
import { errorMessage, isRefusal } from '../../../lib/api';
import { fileCenterQueries, useDeleteFile } from '../api';
import { FilePreviewDialog } from '../components/FilePreviewDialog';
import { FileToolbar } from '../components/FileToolbar';
import { StorageSummary } from '../components/StorageSummary';
import { useFileColumns } from '../components/fileColumns';
import { FILE_FILTERS, FILE_PAGE_SIZES, fileListQuery, sourceChange } from '../files';
import '../fileCenter.css';
import type { CenterFile } from '../../../lib/api-types';

export default function FileCenterPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const { params, set, page, setPage } = useUrlState();
  const query = fileListQuery(params);
  const list = useQuery(fileCenterQueries.list(query));
  const remove = useDeleteFile();
  const [previewing, setPreviewing] = useState<CenterFile | null>(null);

  const rows = list.data?.files;

  const deleteFile = async (file: CenterFile) => {
    try {
      await remove.mutateAsync(file.id);
      message.success(t('fileCenter.deleted'));
      // The last row of a later page is gone: show the page before it (the server refuses a page beyond the list).
      if (rows?.length === 1 && page > 1) setPage(page - 1);
    } catch (error) {
      // 409 names the uses that appeared since the list was read; 404: someone else deleted it first.
      message.error(errorMessage(error, t('fileCenter.deleteFailed')));
    }
  };

  const columns = useFileColumns({ onPreview: setPreviewing, onDelete: deleteFile });
  const toolbar = <FileToolbar source={query.source} onSource={(value) => set(sourceChange(value))} />;

  // A page number the server refuses (one no list can reach, typed into the address) offers the first page instead of a retry.
  const beyond = isRefusal(list.error, 'PAGE_INVALID', 'QUERY_MALFORMED') && page > 1;

  return (
    <Flex vertical gap="middle" data-testid="file-manager">
      <PageHeader
        title={t('fileCenter.title')}
        subtitle={t('fileCenter.subtitle')}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching && !list.isPending} data-testid="file-refresh">
            {t('fileCenter.refresh')}
          </Button>
        }
      />
      <StorageSummary storage={list.isError ? undefined : list.data?.storage} query={query} />
      {list.isError ? (
        <Panel compact>
          {toolbar}
          <div data-testid="file-load-failed">
            <Result
              status="warning"
              title={t('fileCenter.loadFailed')}
              subTitle={errorMessage(list.error)}
              extra={
                beyond ? (
                  <Button type="primary" onClick={() => setPage(1)}>
                    {t('fileCenter.backToFirstPage')}
                  </Button>
                ) : (
                  <Button type="primary" icon={<ReloadOutlined />} onClick={() => void list.refetch()} data-testid="file-retry">
                    {t('fileCenter.retry')}
                  </Button>
                )
              }
            />
          </div>
        </Panel>
      ) : list.isPending ? (
        <Panel compact>
          {toolbar}
          <div className="fc-skeleton" data-testid="file-loading">
            <Skeleton active title={false} paragraph={{ rows: 8 }} />
          </div>
        </Panel>
      ) : (
        <ListTable<CenterFile>
          list={list}
          rows={rows}
          columns={columns}
          rowTestId="file-row"
          pageSize={query.size}
          pageSizes={FILE_PAGE_SIZES}
          totalText={(n) => t('fileCenter.total', { count: n })}
          filters={[...FILE_FILTERS]}
          empty={{ text: t('fileCenter.empty'), noMatch: t('fileCenter.noMatch'), clear: t('fileCenter.clearFilters') }}
          scroll={{ x: 'max-content' }}
          size="middle"
        >
          {toolbar}
        </ListTable>
      )}
      <FilePreviewDialog file={previewing} onClose={() => setPreviewing(null)} />
    </Flex>
  );
}
