// Camera presence (随机抓拍) on the lesson page: the stills the session's server asks for (`CameraStills`); without the
// camera the lesson does not play.
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CameraStills } from '../../../components/camera/CameraStills';
import type { StudyStatus } from './useStudySession';

export function CameraPresence({ study }: { study: StudyStatus }) {
  const { t } = useTranslation();
  const { snapshot, sendSnapshot, setCameraBlocked } = study;
  const onBlocked = useCallback((blocked: boolean) => setCameraBlocked(blocked), [setCameraBlocked]);
  return (
    <CameraStills
      request={snapshot?.request ?? null}
      send={sendSnapshot}
      source="snapshot"
      onBlocked={onBlocked}
      blockedText={t('learning.study.cameraBlocked')}
    />
  );
}
