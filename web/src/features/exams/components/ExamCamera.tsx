// Camera stills during an exam that asks for them (考试抓拍). The consent notice before the attempt starts (agreeing
// also asks the browser for the camera, so its permission prompt comes before the paper, not during it), and on the
// paper the preview in a corner that takes each still the server reveals as it falls due (asked every 15 s). With the
// camera off the paper waits behind the notice, and the server's conduct record notes it.
import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { CameraConsentDialog } from '../../../components/camera/CameraConsentDialog';
import { CameraStills } from '../../../components/camera/CameraStills';
import { CAMERA_CONSTRAINTS } from '../../../components/camera/useCamera';
import { examApi } from '../api';

/** How often the paper asks whether a still is due (a still may be sent up to a minute after it falls due). */
export const STILL_POLL_MS = 15_000;

/** Asks the browser for the camera once and lets it go (the permission is then remembered for the paper). */
async function askForCamera() {
  try {
    const stream = await navigator.mediaDevices?.getUserMedia(CAMERA_CONSTRAINTS);
    for (const track of stream?.getTracks() ?? []) track.stop();
  } catch {
    // Refused or missing: the paper says so and waits.
  }
}

export function ExamCameraConsent({ examId, onAgreed, onDecline }: { examId: string; onAgreed: () => void; onDecline: () => void }) {
  const { t } = useTranslation();
  const state = useQuery({ queryKey: ['exam', 'camera-consent', examId], queryFn: () => examApi.cameraConsent(examId) });
  const days = state.data?.retentionDays;
  const points = [
    t('exam.cameraWhat'),
    t('exam.cameraWhy'),
    t('exam.cameraWho'),
    days !== undefined ? t('camera.consentKeep', { days }) : null,
    t('exam.cameraMissing'),
  ].filter((p): p is string => p !== null);
  const agree = async () => {
    await askForCamera();
    await examApi.agreeToCamera(examId);
    onAgreed();
  };
  return <CameraConsentDialog open points={points} agreeText={t('exam.cameraAgree')} declineText={t('exam.cameraDecline')} onAgree={agree} onDecline={onDecline} />;
}

/** The preview on the paper; over the whole paper while the camera is off. */
export function ExamCamera({ examId }: { examId: string }) {
  const { t } = useTranslation();
  const [request, setRequest] = useState<{ id: number } | null>(null);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    let live = true;
    const ask = () =>
      examApi.dueStill(examId).then(
        (due) => live && setRequest(due.snapshot ?? null),
        () => undefined,
      );
    void ask();
    const timer = window.setInterval(ask, STILL_POLL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [examId]);

  // The server keeps it on the conduct record (recorded, not counted as a leave).
  useEffect(() => {
    if (blocked) examApi.event(examId, 'cameraOff').catch(() => undefined);
  }, [blocked, examId]);

  const send = useCallback(
    async (id: number, fileId: number) => {
      setRequest((await examApi.sendStill(examId, id, fileId)).snapshot ?? null);
    },
    [examId],
  );

  return (
    <div
      className={blocked ? 'sc-paper-camera is-blocked' : 'sc-paper-camera'}
      role={blocked ? 'alertdialog' : undefined}
      aria-modal={blocked || undefined}
      data-testid="exam-camera"
    >
      <CameraStills request={request} send={send} source="exam-snapshot" onBlocked={setBlocked} blockedText={t('exam.cameraBlocked')} />
    </div>
  );
}
