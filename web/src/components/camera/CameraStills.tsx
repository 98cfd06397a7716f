// Camera stills the server asks for (随机抓拍 while studying, 考试抓拍 during an exam): a small live preview, and each
// still asked for taken from it, uploaded (the page's `source`) and sent once. Without the camera the page says why,
// with a way to turn it on again; the page decides what stops meanwhile (`onBlocked`).
import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Flex } from 'antd';
import { useTranslation } from '../../lib/i18n';
import { uploadFile, type UploadSource } from '../../lib/upload';
import { useCamera } from './useCamera';
import './camera.css';

export interface CameraStillsProps {
  /** The still asked for now (null: none). A new object for the same id is a reminder: one that failed is tried again. */
  request: { id: number } | null;
  /** Sends the uploaded still; rejects when the server did not take it. */
  send: (requestId: number, fileId: number) => Promise<void>;
  source: Extract<UploadSource, 'snapshot' | 'exam-snapshot'>;
  onBlocked: (blocked: boolean) => void;
  /** What the learner reads while the camera is off. */
  blockedText: string;
}

export function CameraStills({ request, send, source, onBlocked, blockedText }: CameraStillsProps) {
  const { t } = useTranslation();
  const { state, attachVideo, retry, capture } = useCamera();
  /** The requests already answered (each is sent once) and the one being sent. */
  const sent = useRef(new Set<number>());
  const sending = useRef(false);
  const [count, setCount] = useState(0);

  useEffect(() => {
    onBlocked(state === 'blocked');
  }, [state, onBlocked]);
  useEffect(() => () => onBlocked(false), [onBlocked]);

  useEffect(() => {
    if (!request || state !== 'on' || sending.current || sent.current.has(request.id)) return;
    const id = request.id;
    sending.current = true;
    const take = async () => {
      const still = await capture();
      if (!still) throw new Error('no camera frame');
      const file = await uploadFile(new File([still], `snapshot-${id}.jpg`, { type: 'image/jpeg' }), source);
      await send(id, file.id);
      sent.current.add(id);
      setCount(sent.current.size);
    };
    take()
      .catch(() => undefined)
      .finally(() => {
        sending.current = false;
      });
  }, [request, state, capture, send, source]);

  if (state === 'blocked') {
    return (
      <Alert
        type="warning"
        showIcon
        className="sc-camera-blocked"
        data-testid="camera-blocked"
        message={blockedText}
        action={
          <Button type="primary" onClick={retry}>
            {t('camera.retry')}
          </Button>
        }
      />
    );
  }

  return (
    <Flex vertical align="center" gap={2} className="sc-camera" data-testid="camera-snapshots-sent" data-count={count} data-state={state}>
      <video ref={attachVideo} className="sc-camera-preview" data-testid="camera-preview" muted playsInline autoPlay aria-label={t('camera.on')} />
      <Badge status={state === 'on' ? 'error' : 'default'} text={t('camera.on')} className="sc-camera-label" />
    </Flex>
  );
}
