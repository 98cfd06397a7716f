// One uploaded document of an application: images and PDFs shown in the page from the bytes read with the
// token, Word and Excel files (and a PDF the page's security policy will not frame) offered as downloads.
import { useState } from 'react';
import { Button, Flex, Image, Skeleton, Tooltip } from 'antd';
import { useApp } from '../../../lib/useApp';
import { DownloadOutlined, FileExcelOutlined, FileOutlined, FilePdfOutlined, FileWordOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/api';
import { downloadPrivateFile, formatFileSize, previewKind, usePrivateFile } from '../../../lib/privateFile';
import type { DocumentView } from '../../../lib/api-types';

function FileIcon({ doc }: { doc: Pick<DocumentView, 'type' | 'name'> }) {
  if (/word|\.docx?$/i.test(doc.type) || /\.docx?$/i.test(doc.name)) return <FileWordOutlined className="sc-er-file-icon is-word" />;
  if (/sheet|excel/i.test(doc.type) || /\.xlsx?$/i.test(doc.name)) return <FileExcelOutlined className="sc-er-file-icon is-excel" />;
  if (doc.type === 'application/pdf') return <FilePdfOutlined className="sc-er-file-icon is-pdf" />;
  return <FileOutlined className="sc-er-file-icon" />;
}

/** `compact`: the icon alone (with a tooltip), for the narrow cards of a grid. */
function DownloadButton({ doc, compact }: { doc: DocumentView; compact: boolean }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadPrivateFile(doc.url, doc.name);
    } catch (error) {
      message.error(t('review.record.downloadFailed', { message: errorMessage(error) }));
    } finally {
      setBusy(false);
    }
  };
  const label = t('review.record.download');
  return (
    <Tooltip title={compact ? label : undefined}>
      <Button size="small" icon={<DownloadOutlined />} loading={busy} onClick={() => void download()} aria-label={label} data-testid={`document-download-${doc.slot}`}>
        {compact ? null : label}
      </Button>
    </Tooltip>
  );
}


function Preview({ doc }: { doc: DocumentView }) {
  const { t } = useTranslation();
  const kind = previewKind(doc.type, doc.name);
  const file = usePrivateFile(doc.url, kind !== 'download');
  if (kind === 'download') {
    return (
      <Flex vertical align="center" justify="center" gap="small" className="sc-er-preview sc-er-preview-file">
        <FileIcon doc={doc} />
        <span className="sc-muted sc-small">{t('review.record.officeFile')}</span>
      </Flex>
    );
  }
  if (file.isPending) {
    return (
      <div className="sc-er-preview">
        <Skeleton.Image active className="sc-er-skeleton" />
      </div>
    );
  }
  if (file.isError || !file.data) {
    return (
      <Flex vertical align="center" justify="center" gap="small" className="sc-er-preview">
        <span className="sc-muted">{errorMessage(file.error, t('review.record.fileFailed'))}</span>
        <Button size="small" icon={<ReloadOutlined />} onClick={() => void file.refetch()}>
          {t('review.record.retry')}
        </Button>
      </Flex>
    );
  }
  if (kind === 'image') {
    return (
      <div className="sc-er-preview sc-er-preview-image" data-testid={`document-image-${doc.slot}`}>
        <Image src={file.data.objectUrl} alt={doc.label} />
      </div>
    );
  }
  return (
    <div className="sc-er-preview sc-er-preview-pdf">
      <iframe src={file.data.objectUrl} title={doc.label} className="sc-er-pdf" data-testid="pdf-preview" />
    </div>
  );
}

export function DocumentCard({ doc, wide = false }: { doc: DocumentView; wide?: boolean }) {
  // PDFs take the grid's whole width: a page needs it to be read.
  const full = wide || previewKind(doc.type, doc.name) === 'pdf';
  return (
    <section className={`sc-er-doc${full ? ' is-wide' : ''}`} data-testid={`document-${doc.slot}`}>
      <Flex align="center" justify="space-between" gap="small" className="sc-er-doc-head">
        <Flex vertical className="sc-grow">
          <span className="sc-strong sc-ellipsis" title={doc.label}>
            {doc.label}
          </span>
          <span className="sc-muted sc-small sc-ellipsis" title={doc.name}>
            {doc.name} · {formatFileSize(doc.size)}
          </span>
        </Flex>
        <DownloadButton doc={doc} compact={!full} />
      </Flex>
      <Preview doc={doc} />
    </section>
  );
}
