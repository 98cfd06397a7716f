// The file center (/root/file-center): storage used per source, then every uploaded file with its uploader and uses,
// filtered by source and a search kept in the URL; preview in the page, download, and delete for a file nothing uses.
import { useState } from 'react';
import { Button, Flex, Popconfirm, Result, Select, Skeleton, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useApp } from '../../../lib/useApp';
import { DeleteOutlined, EyeOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/ListTable';
import { PageHeader } from '../../../components/PageHeader';
import { Panel } from '../../../components/Panel';
import { SearchBox } from '../../../components/SearchBox';
import { useUrlState } from '../../../components/useUrlState';
import { errorMessage, isRefusal } from '../../../lib/api';
import { formatDateTime } from '../../../lib/exam';
import { formatFileSize } from '../../../lib/privateFile';
import { fileCenterQueries, useDeleteFile } from '../api';
import { DownloadButton } from '../components/DownloadButton';
import { FilePreviewDialog } from '../components/FilePreviewDialog';
import { FileThumb } from '../components/FileThumb';
import { FileUses } from '../components/FileUses';
import { StorageSummary } from '../components/StorageSummary';
import { FILE_FILTERS, FILE_PAGE_SIZES, FILE_SOURCES, SOURCE_COLORS, fileListQuery, formatDuration, isFileSource, shortType, sourceChange } from '../files';
import '../fileCenter.css';
import type { CenterFile } from '../../../lib/api-types';

export default function FileCenterPage() {
  const { t, i18n } = useTranslation();
  const { message } = useApp();
  const { params, set, page, setPage } = useUrlState();
  const query = fileListQuery(params);
  const list = useQuery(fileCenterQueries.list(query));
  const remove = useDeleteFile();
  const [previewing, setPreviewing] = useState<CenterFile | null>(null);

  const rows = list.data?.files;
  const sourceLabel = (source: string) => t(`fileCenter.sources.${source}`, { defaultValue: source });

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

  const columns: TableColumnsType<CenterFile> = [
    {
      title: t('fileCenter.colFile'),
      key: 'file',
      render: (_, f) => (
        <Flex align="center" gap="var(--sc-space-sm)" className="fc-file">
          <FileThumb file={f} onOpen={() => setPreviewing(f)} />
          <button type="button" className="sc-plain-button sc-strong sc-link sc-ellipsis fc-file-name" title={f.name} onClick={() => setPreviewing(f)} data-testid={`file-name-${f.id}`}>
            {f.name}
          </button>
        </Flex>
      ),
    },
    {
      title: t('fileCenter.colSource'),
      key: 'source',
      render: (_, f) => <Tag color={isFileSource(f.source) ? SOURCE_COLORS[f.source] : 'default'}>{sourceLabel(f.source)}</Tag>,
    },
    {
      title: t('fileCenter.colType'),
      key: 'type',
      render: (_, f) => (
        <Tooltip title={f.type || undefined}>
          <span className="fc-nowrap sc-secondary" data-testid={`file-type-${f.id}`}>
            {shortType(f.type, f.name)}
            {f.duration != null && <span className="sc-muted"> · {formatDuration(f.duration)}</span>}
          </span>
        </Tooltip>
      ),
    },
    { title: t('fileCenter.colSize'), key: 'size', align: 'right', render: (_, f) => <span className="fc-nowrap">{formatFileSize(f.size)}</span> },
    {
      title: t('fileCenter.colUploader'),
      key: 'uploader',
      render: (_, f) => (f.uploader ? <span className="fc-nowrap">{f.uploader}</span> : <span className="sc-muted fc-nowrap">{t('fileCenter.uploaderGone')}</span>),
    },
    { title: t('fileCenter.colCreatedAt'), key: 'createdAt', render: (_, f) => <span className="fc-nowrap">{formatDateTime(f.createdAt, i18n.language)}</span> },
    { title: t('fileCenter.colUses'), key: 'uses', render: (_, f) => <FileUses file={f} /> },
    {
      title: t('fileCenter.colActions'),
      key: 'actions',
      fixed: 'right',
      render: (_, f) => (
        <Flex gap={4}>
          <Tooltip title={t('fileCenter.preview')}>
            <Button size="small" icon={<EyeOutlined />} onClick={() => setPreviewing(f)} aria-label={t('fileCenter.preview')} data-testid={`file-preview-${f.id}`} />
          </Tooltip>
          <DownloadButton file={f} size="small" iconOnly testId={`file-download-${f.id}`} />
          {f.uses.length > 0 ? (
            <Tooltip title={t('fileCenter.inUseHint', { count: f.uses.length })}>
              {/* A disabled button fires no pointer events: the wrapper shows the tooltip. */}
              <span className="fc-disabled" data-testid={`file-delete-wrap-${f.id}`}>
                <Button size="small" danger disabled icon={<DeleteOutlined />} aria-label={t('fileCenter.delete')} data-testid={`file-delete-${f.id}`} />
              </span>
            </Tooltip>
          ) : (
            <Popconfirm
              title={t('fileCenter.deleteTitle')}
              description={<span className="fc-confirm">{t('fileCenter.deleteConfirm', { name: f.name })}</span>}
              okText={t('fileCenter.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('common.cancel')}
              onConfirm={() => deleteFile(f)}
            >
              <Tooltip title={t('fileCenter.delete')}>
                <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('fileCenter.delete')} data-testid={`file-delete-${f.id}`} />
              </Tooltip>
            </Popconfirm>
          )}
        </Flex>
      ),
    },
  ];

  const toolbar = (
    <Flex wrap gap="small" className="sc-list-toolbar">
      <Select
        value={query.source ?? ''}
        onChange={(value: string) => set(sourceChange(value))}
        options={[{ value: '', label: t('fileCenter.sources.all') }, ...FILE_SOURCES.map((s) => ({ value: s, label: sourceLabel(s) }))]}
        aria-label={t('fileCenter.sourceFilter')}
        className="fc-source-select"
        popupMatchSelectWidth={false}
        data-testid="file-source-filter"
      />
      <SearchBox param="q" placeholder={t('fileCenter.searchPlaceholder')} data-testid="file-search" />
    </Flex>
  );

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
