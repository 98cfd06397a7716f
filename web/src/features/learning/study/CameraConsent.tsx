// The camera presence notice (摄像头抓拍说明) a course that requires the camera shows before the first session: what
// is taken, why, who sees it, how long it is kept, and that time without it is not credited. Agreeing records the
// consent and opens the session; declining leaves the lessons.
import { useState } from 'react';
import { Button, Flex, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { useApp } from '../../../lib/useApp';
import type { StudyStatus } from './useStudySession';

export function CameraConsent({ study }: { study: StudyStatus }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const agree = async () => {
    setBusy(true);
    try {
      await study.agree();
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const days = study.retentionDays;
  const points = [
    t('learning.study.consentWhat'),
    t('learning.study.consentWhy'),
    t('learning.study.consentWho'),
    days !== undefined ? t('learning.study.consentKeep', { days }) : null,
    t('learning.study.consentNoCredit'),
  ].filter((p): p is string => p !== null);

  return (
    <Modal
      open={study.phase === 'consent'}
      title={t('learning.study.consentTitle')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      centered
      data-testid="camera-consent"
      footer={
        <Flex gap="small" justify="flex-end" className="sc-camera-consent-actions">
          <Button size="large" onClick={() => navigate(paths.classroom)} data-testid="camera-consent-decline">
            {t('learning.study.consentDecline')}
          </Button>
          <Button type="primary" size="large" loading={busy} onClick={() => void agree()} data-testid="camera-consent-agree">
            {t('learning.study.consentAgree')}
          </Button>
        </Flex>
      }
    >
      <ul className="sc-camera-consent">
        {points.map((point) => (
          <li key={point}>
            <Typography.Text>{point}</Typography.Text>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
