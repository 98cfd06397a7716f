// The preview of one file in the page: the image, an audio or video player, the PDF in a frame, or for anything else
// a download; with the file's facts under it. Private files (and PDFs) are read with the token as blob URLs.
import { useState } from 'react';
import { Button, Descriptions, Flex, Modal, Skeleton, Tag, Typography, type DescriptionsProps } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/exam';
import { formatFileSize, usePrivateFile } from '../../../lib/privateFile';
import { SOURCE_COLORS, filePreview, formatDuration, isFileSource, readsAsBlob } from '../files';
import { DownloadButton } from './DownloadButton';
import { FileTypeIcon } from './FileThumb';
import type { CenterFile } from '../../../lib/api-types';

function PreviewBody({ file }: { file: CenterFile }) {
  const { t } = useTranslation();
  const kind = filePreview(file);
  const blob = readsAsBlob(file);
  const bytes = usePrivateFile(file.url, blob);

  if (kind === 'other') {
    return (
      <Flex vertical align="center" justify="center" gap="middle" className="fc-preview is-other" data-testid="file-preview-other">
        <FileTypeIcon file={file} />
        <span className="sc-secondary">{t('fileCenter.previewUnsupported')}</span>
        <DownloadButton file={file} type="primary" />
      </Flex>
    );
  }
  if (blob && bytes.isPending) {
    return (
      <Flex align="center" justify="center" className="fc-preview">
        <Skeleton.Image active />
      </Flex>
    );
  }
  if (blob && (bytes.isError || !bytes.data)) {
    return (
      <Flex vertical align="center" justify="center" gap="small" className="fc-preview" data-testid="file-preview-failed">
        <span className="sc-secondary">{errorMessage(bytes.error, t('fileCenter.previewFailed'))}</span>
        <Button size="small" icon={<ReloadOutlined />} onClick={() => void bytes.refetch()}>
          {t('fileCenter.retry')}
        </Button>
      </Flex>
    );
  }
  const src = blob ? bytes.data!.objectUrl : file.url;
  switch (kind) {
    case 'image':
      return (
        <Flex align="center" justify="center" className="fc-preview is-image">
          <img src={src} alt={file.name} data-testid="file-preview-image" />
        </Flex>
      );
    case 'audio':
      return (
        <Flex vertical align="center" justify="center" gap="middle" className="fc-preview is-audio">
          <FileTypeIcon file={file} />
          <audio controls preload="metadata" src={src} data-testid="file-preview-audio" />
        </Flex>
      );
    case 'video':
      return (
        <Flex align="center" justify="center" className="fc-preview is-video">
          <video controls preload="metadata" src={src} data-testid="file-preview-video" />
        </Flex>
      );
    default:
      return (
        <div className="fc-preview is-pdf">
          <iframe src={src} title={file.name} data-testid="file-preview-pdf" />
        </div>
      );
  }
}

function Facts({ file }: { file: CenterFile }) {
  const { t, i18n } = useTranslation();
  const duration = formatDuration(file.duration);
  const items: DescriptionsProps['items'] = [
    {
      key: 'source',
      label: t('fileCenter.colSource'),
      children: <Tag color={isFileSource(file.source) ? SOURCE_COLORS[file.source] : 'default'}>{t(`fileCenter.sources.${file.source}`, { defaultValue: file.source })}</Tag>,
    },
    { key: 'access', label: t('fileCenter.access'), children: file.public ? t('fileCenter.publicFile') : t('fileCenter.privateFile') },
    { key: 'type', label: t('fileCenter.colType'), children: file.type || '—' },
    { key: 'size', label: t('fileCenter.colSize'), children: formatFileSize(file.size) },
    ...(duration ? [{ key: 'duration', label: t('fileCenter.duration'), children: duration }] : []),
    { key: 'uploader', label: t('fileCenter.colUploader'), children: file.uploader ?? <span className="sc-muted">{t('fileCenter.uploaderGone')}</span> },
    { key: 'createdAt', label: t('fileCenter.colCreatedAt'), children: formatDateTime(file.createdAt, i18n.language) },
    { key: 'uses', label: t('fileCenter.colUses'), children: file.uses.length ? t('fileCenter.usesCount', { count: file.uses.length }) : t('fileCenter.unused') },
    {
      key: 'sha256',
      label: 'SHA-256',
      span: 'filled',
      children: (
        <Typography.Text copyable={{ text: file.sha256 }} className="fc-sha" title={file.sha256}>
          {file.sha256.slice(0, 16)}…
        </Typography.Text>
      ),
    },
  ];
  return <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={items} className="fc-facts" />;
}

export function FilePreviewDialog({ file, onClose }: { file: CenterFile | null; onClose: () => void }) {
  const { t } = useTranslation();
  // The last file stays on screen while the dialog closes.
  const [last, setLast] = useState(file);
  if (file && file !== last) setLast(file);
  const current = file ?? last;
  const kind = current ? filePreview(current) : 'other';

  return (
    <Modal
      open={file !== null}
      onCancel={onClose}
      title={<span className="sc-ellipsis fc-preview-title">{current?.name}</span>}
      width={kind === 'pdf' || kind === 'video' ? 960 : 720}
      centered
      destroyOnHidden
      footer={
        current && (
          <Flex justify="flex-end" gap="small" wrap>
            <DownloadButton file={current} testId="file-preview-download" />
            <Button onClick={onClose} data-testid="file-preview-close">
              {t('fileCenter.close')}
            </Button>
          </Flex>
        )
      }
    >
      {current && (
        <Flex vertical gap="middle" data-testid="file-preview-dialog">
          <PreviewBody file={current} />
          <Facts file={current} />
        </Flex>
      )}
    </Modal>
  );
}
