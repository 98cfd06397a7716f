// A file picker that uploads at once through lib/upload, with a progress bar, the file's name and a preview of the
// result (a private file's bytes are read with the token).
import { useRef, useState } from 'react';
import { Button, Flex, Progress, Space } from 'antd';
import { useApp } from '../lib/useApp';
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from '../lib/i18n';
import { errorMessage } from '../lib/api';
import { usePrivateFile } from '../lib/privateFile';
import { UPLOAD_MAX_MB, fileUrl, uploadFile, type UploadSlot, type UploadSource } from '../lib/upload';
import type { FileView } from '../lib/api-types';
import './components.css';
import './page.css';

export type PreviewKind = 'image' | 'video' | 'audio' | 'none';

export interface FileUploadProps {
  source: UploadSource;
  /** The `accept` attribute of the picker (a hint; the server checks the bytes). */
  accept?: string;
  /** The uploaded file's URL (`/files/<sha256>`). */
  value?: string | null;
  /** The new URL, the server's record and the picked file (for reading its duration locally). */
  onChange?: (url: string | null, uploaded: FileView | null, file: File | null) => void;
  preview?: PreviewKind;
  /** A private file (documents, receipts): the image preview reads its bytes with the token. */
  isPrivate?: boolean;
  /** The name of the file behind `value` (shown beside it); the picked file's name after an upload. */
  fileName?: string | null;
  hint?: React.ReactNode;
  testId?: string;
  /** The application form's photo: spec 001 §9's own texts for a missing address and a failure. */
  photo?: boolean;
  /** An application's document slot, checked by the server at upload. */
  slot?: UploadSlot;
}

export function FileUpload({ source, accept, value, onChange, preview = 'none', isPrivate = false, fileName, hint, testId, photo = false, slot }: FileUploadProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [phase, setPhase] = useState<'idle' | 'uploading' | 'done' | 'failed'>('idle');
  const [picked, setPicked] = useState<{ url: string; name: string } | null>(null);
  const privateImage = usePrivateFile(value, isPrivate && preview === 'image');
  const max = UPLOAD_MAX_MB[source];

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > max * 1024 * 1024) {
      message.error(t('upload.tooLarge', { max }));
      return;
    }
    setPhase('uploading');
    setPercent(0);
    try {
      const uploaded = await uploadFile(file, source, { onProgress: setPercent, slot });
      if (!uploaded.url) {
        setPhase('failed');
        message.error(t(photo ? 'upload.photoNoUrl' : 'upload.failed', { message: t('errors.unknown') }));
        return;
      }
      setPercent(100);
      setPhase('done');
      setPicked({ url: uploaded.url, name: file.name });
      message.success(t('upload.done'));
      onChange?.(uploaded.url, uploaded, file);
    } catch (error) {
      setPhase('failed');
      message.error(photo ? t('upload.photoFailed', { message: errorMessage(error, t('upload.unknownError')) }) : t('upload.failed', { message: errorMessage(error) }));
    }
  };

  const src = isPrivate ? privateImage.data?.objectUrl : fileUrl(value);
  const name = fileName || (picked && picked.url === value ? picked.name : null);
  const uploading = phase === 'uploading';
  const failed = phase === 'failed';

  return (
    <Flex vertical gap="small" data-testid={testId}>
      <Space wrap>
        <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} loading={uploading} data-testid={testId ? `${testId}-button` : undefined}>
          {value ? t('upload.replace') : t('upload.choose')}
        </Button>
        {value && !uploading && (
          <Button icon={<DeleteOutlined />} type="text" danger onClick={() => {
              setPhase('idle');
              setPercent(null);
              onChange?.(null, null, null);
            }}>
            {t('upload.remove')}
          </Button>
        )}
      </Space>
      <input
        ref={input}
        type="file"
        accept={accept}
        style={{ display: 'none' }}
        onChange={(e) => void pick(e.target.files?.[0])}
        data-testid={testId ? `${testId}-input` : undefined}
      />
      {value && name && (
        <span className="sc-small sc-secondary sc-ellipsis" title={name} data-testid={testId ? `${testId}-name` : undefined}>
          <PaperClipOutlined /> {name}
        </span>
      )}
      {hint && <div className="sc-small sc-muted">{hint}</div>}
      {percent !== null && phase !== 'idle' && (
        <Progress
          percent={percent}
          status={failed ? 'exception' : uploading ? 'active' : 'success'}
          size="small"
          format={(p) => (phase === 'done' ? t('upload.done') : failed ? undefined : t('upload.uploading', { percent: p ?? 0 }))}
          data-testid={testId ? `${testId}-progress` : undefined}
        />
      )}
      {src && !uploading && preview !== 'none' && (
        <div className="sc-file-upload-preview" data-testid={testId ? `${testId}-preview` : undefined}>
          {preview === 'image' && <img src={src} alt="" />}
          {preview === 'video' && <video src={src} controls preload="metadata" />}
          {preview === 'audio' && <audio src={src} controls preload="metadata" />}
        </div>
      )}
    </Flex>
  );
}
