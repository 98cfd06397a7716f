// The notice a page that takes camera stills shows before it starts (摄像头抓拍说明): what is taken, why, who sees it,
// how long it is kept, and what happens without it. Agreeing records the consent (`onAgree`); declining leaves.
import { useState } from 'react';
import { Button, Flex, Modal } from 'antd';
import { useTranslation } from '../../lib/i18n';
import { errorMessage } from '../../lib/api';
import { useApp } from '../../lib/useApp';
import './camera.css';

export interface CameraConsentDialogProps {
  open: boolean;
  /** The notice's points, in order. */
  points: string[];
  agreeText: string;
  declineText: string;
  onAgree: () => Promise<unknown>;
  onDecline: () => void;
}

export function CameraConsentDialog({ open, points, agreeText, declineText, onAgree, onDecline }: CameraConsentDialogProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [busy, setBusy] = useState(false);

  const agree = async () => {
    setBusy(true);
    try {
      await onAgree();
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('camera.consentTitle')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      centered
      data-testid="camera-consent"
      footer={
        <Flex gap="small" justify="flex-end" className="sc-camera-consent-actions">
          <Button size="large" onClick={onDecline} data-testid="camera-consent-decline">
            {declineText}
          </Button>
          <Button type="primary" size="large" loading={busy} onClick={() => void agree()} data-testid="camera-consent-agree">
            {agreeText}
          </Button>
        </Flex>
      }
    >
      <ul className="sc-camera-consent">
        {points.map((point) => (
          <li key={point}>
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
