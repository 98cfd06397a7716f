// One message in a dialog: the exam-class-opening and certificate-pickup layouts of spec 000 §2, plain text otherwise.
import { Button, Descriptions, Flex, Modal, Tag } from 'antd';
import { ClockCircleOutlined, FormOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { MESSAGE_TYPE_COLORS, detailFieldsOf, examRegistrationPath, formatMessageTime, isMessageType } from '../../../lib/messages';
import '../messages.css';
import type { MessageView } from '../../../lib/api-types';

export function MessageTypeTag({ message }: { message: Pick<MessageView, 'type' | 'typeLabel'> }) {
  const { t } = useTranslation();
  const known = isMessageType(message.type);
  return (
    <Tag color={known ? MESSAGE_TYPE_COLORS[message.type as keyof typeof MESSAGE_TYPE_COLORS] : 'default'} style={{ marginInlineEnd: 0 }}>
      {known ? t(`messages.types.${message.type}`) : message.typeLabel}
    </Tag>
  );
}

export function MessageDetailDialog({ message, onClose }: { message: MessageView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = message !== null;
  const type = message?.type ?? '';
  const fields = detailFieldsOf(type);
  const details = message?.details ?? {};
  const value = (k: string) => {
    const v = details[k];
    return v === null || v === undefined || v === '' ? <span className="sc-muted">{t('messages.notProvided')}</span> : String(v);
  };

  const goRegister = () => {
    const target = examRegistrationPath(details);
    onClose();
    navigate(target);
  };

  const footer = [
    <Button key="close" onClick={onClose} data-testid="message-detail-close">
      {t('messages.close')}
    </Button>,
  ];
  if (type === 'exam') {
    footer.push(
      <Button key="register" type="primary" icon={<FormOutlined />} onClick={goRegister} data-testid="message-go-register">
        {t('messages.goRegister')}
      </Button>,
    );
  }

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={footer}
      width={fields.length ? 640 : 520}
      destroyOnHidden
      title={
        message && (
          <Flex align="center" gap="small" className="sc-msg-dialog-title">
            <MessageTypeTag message={message} />
            <span>{message.title}</span>
          </Flex>
        )
      }
      data-testid="message-detail"
    >
      {message && (
        <div className="sc-msg-dialog" data-testid={`message-detail-${message.type}`}>
          <div className="sc-msg-dialog-time sc-muted">
            <ClockCircleOutlined /> {t('messages.sentAt')}：{formatMessageTime(message.createdAt)}
          </div>
          {message.content && <p className="sc-msg-dialog-content">{message.content}</p>}
          {fields.length > 0 && (
            <Descriptions
              bordered
              size="small"
              column={1}
              title={t(type === 'exam' ? 'messages.examInfo' : 'messages.certificateInfo')}
              items={[
                ...(type === 'exam' && details.examName
                  ? [{ key: 'examName', label: t('messages.fields.examName'), children: `${String(details.examName)}${details.examLevel ? `（${String(details.examLevel)}）` : ''}` }]
                  : []),
                ...fields.map((f) => ({ key: f, label: t(`messages.fields.${f}`), children: value(f) })),
              ]}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
