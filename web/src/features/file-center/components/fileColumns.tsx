// The file center's columns: the file (thumb and name open the preview), its source, type and length, size, uploader,
// upload time, uses, and preview, download and delete (only for a file nothing uses).
import { Button, Flex, Popconfirm, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/exam';
import { formatFileSize } from '../../../lib/privateFile';
import { SOURCE_COLORS, formatDuration, isFileSource, shortType } from '../files';
import { DownloadButton } from './DownloadButton';
import { FileThumb } from './FileThumb';
import { FileUses } from './FileUses';
import type { CenterFile } from '../../../lib/api-types';

/** A source's name in the current language (an unknown source as it is). */
export function useSourceLabel() {
  const { t } = useTranslation();
  return (source: string) => t(`fileCenter.sources.${source}`, { defaultValue: source });
}

export function useFileColumns({ onPreview, onDelete }: { onPreview: (file: CenterFile) => void; onDelete: (file: CenterFile) => Promise<void> }): TableColumnsType<CenterFile> {
  const { t, i18n } = useTranslation();
  const sourceLabel = useSourceLabel();
  return [
    {
      title: t('fileCenter.colFile'),
      key: 'file',
      render: (_, f) => (
        <Flex align="center" gap="var(--sc-space-sm)" className="fc-file">
          <FileThumb file={f} onOpen={() => onPreview(f)} />
          <button type="button" className="sc-plain-button sc-strong sc-link sc-ellipsis fc-file-name" title={f.name} onClick={() => onPreview(f)} data-testid={`file-name-${f.id}`}>
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
            <Button size="small" icon={<EyeOutlined />} onClick={() => onPreview(f)} aria-label={t('fileCenter.preview')} data-testid={`file-preview-${f.id}`} />
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
              onConfirm={() => onDelete(f)}
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
}
