// The dialog that messages a course's learners: the selected ones, or (no ids) every learner of the course. The
// learners receive a course message in their message center; the toast says how many the server reached.
import { Alert, Descriptions, Flex, Form, Input, Modal } from 'antd';
import { useApp } from '../../../lib/useApp';
import { useTranslation } from '../../../lib/i18n';
import { setFieldErrors } from '../../../components/formErrors';
import { errorMessage } from '../../../lib/api';
import { PROGRESS_MESSAGE_CONTENT_MAX, PROGRESS_MESSAGE_TITLE_MAX, formRules, progressMessageRules } from '../../../lib/validation';
import { useSendMessage } from '../api';

/** Who the message goes to: these learners, or every learner of the course (`userIds` null, `count` learners). */
export interface MessageTarget {
  courseId: number;
  userIds: number[] | null;
  count: number;
}

interface Values {
  title: string;
  content: string;
}

export function MessageDialog({ target, onClose, onSent }: { target: MessageTarget | null; onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<Values>();
  const send = useSendMessage();

  const submit = async () => {
    if (!target) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      const { sent } = await send.mutateAsync({
        courseId: target.courseId,
        ...(target.userIds ? { userIds: target.userIds } : {}),
        title: values.title.trim(),
        content: values.content.trim(),
      });
      message.success(t('progress.sent', { count: sent }));
      onSent();
      onClose();
    } catch (error) {
      setFieldErrors(form, error, ['title', 'content']);
      message.error(errorMessage(error, t('progress.sendFailed')));
    }
  };

  return (
    <Modal
      open={target !== null}
      title={t('progress.messageDialogTitle')}
      okText={t('progress.send')}
      cancelText={t('common.cancel')}
      okButtonProps={{ ...({ 'data-testid': 'progress-message-submit' } as object) }}
      confirmLoading={send.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      data-testid="progress-message-dialog"
    >
      <Flex vertical gap="middle">
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'to',
              label: t('progress.recipients'),
              children: <span data-testid="progress-message-recipients">{target?.userIds ? t('progress.recipientsSelected', { count: target.userIds.length }) : t('progress.recipientsAll', { count: target?.count ?? 0 })}</span>,
            },
          ]}
        />
        <Alert type="info" showIcon message={t('progress.messageHint')} />
        <Form<Values> form={form} layout="vertical" preserve={false}>
          <Form.Item name="title" label={t('progress.messageTitle')} rules={formRules(progressMessageRules, 'title', t)}>
            <Input maxLength={PROGRESS_MESSAGE_TITLE_MAX} showCount autoFocus placeholder={t('progress.messageTitlePlaceholder')} data-testid="progress-message-title" />
          </Form.Item>
          <Form.Item name="content" label={t('progress.messageContent')} rules={formRules(progressMessageRules, 'content', t)}>
            <Input.TextArea
              autoSize={{ minRows: 4, maxRows: 10 }}
              maxLength={PROGRESS_MESSAGE_CONTENT_MAX}
              showCount
              placeholder={t('progress.messageContentPlaceholder')}
              data-testid="progress-message-content"
            />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}
