// The camera presence notice a course that requires the camera shows before the first session (摄像头抓拍说明): what is
// taken, why, who sees it, how long it is kept, and that time without it is not credited. Agreeing records the consent
// and opens the session; declining leaves the lessons.
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { CameraConsentDialog } from '../../../components/camera/CameraConsentDialog';
import { paths } from '../../../lib/paths';
import type { StudyStatus } from './useStudySession';

export function CameraConsent({ study }: { study: StudyStatus }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const days = study.retentionDays;
  const points = [
    t('learning.study.consentWhat'),
    t('learning.study.consentWhy'),
    t('learning.study.consentWho'),
    days !== undefined ? t('camera.consentKeep', { days }) : null,
    t('learning.study.consentNoCredit'),
  ].filter((p): p is string => p !== null);
  return (
    <CameraConsentDialog
      open={study.phase === 'consent'}
      points={points}
      agreeText={t('learning.study.consentAgree')}
      declineText={t('learning.study.consentDecline')}
      onAgree={study.agree}
      onDecline={() => navigate(paths.classroom)}
    />
  );
}
