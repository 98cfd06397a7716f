// Camera presence (随机抓拍) on the lesson page: a small live preview while the session runs, and each still the
// server asks for taken from it, uploaded (source `snapshot`) and sent once. Without the camera the lesson does not
// play and the learner is told why, with a way to turn it on again.
import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../lib/upload';
import { useCamera } from './useCamera';
import type { StudyStatus } from './useStudySession';

export function CameraPresence({ study }: { study: StudyStatus }) {
  const { t } = useTranslation();
  const { state, attachVideo, retry, capture } = useCamera();
  const { snapshot, sendSnapshot, setCameraBlocked } = study;
  /** The requests already answered (each is sent once) and the one being sent. */
  const sent = useRef(new Set<number>());
  const sending = useRef(false);
  const [count, setCount] = useState(0);

  // The lesson waits while the camera is off.
  useEffect(() => {
    setCameraBlocked(state === 'blocked');
    return () => setCameraBlocked(false);
  }, [state, setCameraBlocked]);

  // Each answer naming a still renews `snapshot`: one that failed is tried again at the next heartbeat's answer.
  useEffect(() => {
    if (!snapshot || state !== 'on' || sending.current || sent.current.has(snapshot.request.id)) return;
    const id = snapshot.request.id;
    sending.current = true;
    const send = async () => {
      const still = await capture();
      if (!still) throw new Error('no camera frame');
      const file = await uploadFile(new File([still], `snapshot-${id}.jpg`, { type: 'image/jpeg' }), 'snapshot');
      await sendSnapshot(id, file.id);
      sent.current.add(id);
      setCount(sent.current.size);
    };
    send()
      .catch(() => undefined)
      .finally(() => {
        sending.current = false;
      });
  }, [snapshot, state, capture, sendSnapshot]);

  if (state === 'blocked') {
    return (
      <Alert
        type="warning"
        showIcon
        className="sc-camera-blocked"
        data-testid="camera-blocked"
        message={t('learning.study.cameraBlocked')}
        action={
          <Button size="small" type="primary" onClick={retry}>
            {t('learning.study.cameraRetry')}
          </Button>
        }
      />
    );
  }

  return (
    <Flex vertical align="center" gap={2} className="sc-camera" data-testid="camera-snapshots-sent" data-count={count} data-state={state}>
      <video ref={attachVideo} className="sc-camera-preview" data-testid="camera-preview" muted playsInline autoPlay aria-label={t('learning.study.cameraOn')} />
      <Badge status={state === 'on' ? 'error' : 'default'} text={t('learning.study.cameraOn')} className="sc-camera-label" />
    </Flex>
  );
}
