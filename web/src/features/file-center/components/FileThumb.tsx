// A file's picture in the list and the preview: the image itself for a public image, else an icon of its type;
// private files carry a lock (their bytes are read only when previewed, never for the list).
import {
  CustomerServiceOutlined,
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FileWordOutlined,
  FileZipOutlined,
  LockOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { filePreview } from '../files';
import type { CenterFile } from '../../../lib/api-types';

type FileLike = Pick<CenterFile, 'type' | 'name'>;

/** The icon of a file's type, coloured by kind. */
export function FileTypeIcon({ file }: { file: FileLike }) {
  const kind = filePreview(file);
  const name = file.name.toLowerCase();
  if (kind === 'image') return <FileImageOutlined className="fc-icon is-image" />;
  if (kind === 'audio') return <CustomerServiceOutlined className="fc-icon is-audio" />;
  if (kind === 'video') return <VideoCameraOutlined className="fc-icon is-video" />;
  if (kind === 'pdf') return <FilePdfOutlined className="fc-icon is-pdf" />;
  if (/word/.test(file.type) || /\.docx?$/.test(name)) return <FileWordOutlined className="fc-icon is-word" />;
  if (/sheet|excel/.test(file.type) || /\.xlsx?$/.test(name)) return <FileExcelOutlined className="fc-icon is-excel" />;
  if (/zip|compressed|x-7z|x-rar/.test(file.type)) return <FileZipOutlined className="fc-icon" />;
  return <FileOutlined className="fc-icon" />;
}

export function FileThumb({ file, onOpen }: { file: CenterFile; onOpen: () => void }) {
  const { t } = useTranslation();
  const picture = filePreview(file) === 'image' && file.public;
  return (
    <button type="button" className="sc-plain-button fc-thumb" onClick={onOpen} aria-label={t('fileCenter.previewOf', { name: file.name })} data-testid={`file-thumb-${file.id}`}>
      {picture ? <img src={file.url} alt="" loading="lazy" /> : <FileTypeIcon file={file} />}
      {!file.public && (
        <Tooltip title={t('fileCenter.privateFile')}>
          <span className="fc-thumb-lock" role="img" aria-label={t('fileCenter.privateFile')} data-testid={`file-private-${file.id}`}>
            <LockOutlined />
          </span>
        </Tooltip>
      )}
    </button>
  );
}
