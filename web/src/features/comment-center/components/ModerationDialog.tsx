// The dialog of a moderation step that needs words: a reply (empty removes it), or the reason of hiding or deleting.
// A comment someone else handled first (COMMENT_CHANGED_ELSEWHERE) tells the server's message and closes: the list shows the new state.
import { Alert, Flex, Form, Input, Modal } from 'antd';
import { useApp } from '../../../lib/useApp';
import { useTranslation } from '../../../lib/i18n';
import { setFieldErrors } from '../../../components/formErrors';
import { errorMessage, isRefusal } from '../../../lib/api';
import { COMMENT_REASON_MAX, COMMENT_REPLY_MAX, formRules, moderationRules } from '../../../lib/validation';
import { commentCenterApi, useModeration } from '../api';
import type { StaffComment } from '../../../lib/api-types';

export type ModerationKind = 'reply' | 'hide' | 'delete';
export interface ModerationTarget {
  kind: ModerationKind;
  comment: StaffComment;
}

interface Values {
  reply?: string;
  reason?: string;
}

async function perform({ kind, comment }: ModerationTarget, values: Values) {
  if (kind === 'reply') return commentCenterApi.moderate(comment.id, { reply: (values.reply ?? '').trim() });
  const reason = (values.reason ?? '').trim();
  if (kind === 'hide') return commentCenterApi.moderate(comment.id, { status: 'hidden', reason });
  return commentCenterApi.remove(comment.id, reason);
}

export function ModerationDialog({ target, onClose }: { target: ModerationTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<Values>();
  const moderate = useModeration((vars: { target: ModerationTarget; values: Values }) => perform(vars.target, vars.values));
  const kind = target?.kind ?? 'reply';
  const field = kind === 'reply' ? 'reply' : 'reason';
  const text = {
    reply: { title: t('commentCenter.replyTitle'), label: t('commentCenter.replyLabel'), placeholder: t('commentCenter.replyPlaceholder'), ok: t('commentCenter.replyAction') },
    hide: { title: t('commentCenter.hideTitle'), label: t('commentCenter.hideReason'), placeholder: t('commentCenter.hidePlaceholder'), ok: t('commentCenter.hideAction') },
    delete: { title: t('commentCenter.deleteTitle'), label: t('commentCenter.deleteReason'), placeholder: t('commentCenter.deletePlaceholder'), ok: t('commentCenter.deleteAction') },
  }[kind];

  const submit = async () => {
    if (!target) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await moderate.mutateAsync({ target, values });
      const done = {
        reply: (values.reply ?? '').trim() ? t('commentCenter.replied') : t('commentCenter.replyRemoved'),
        hide: t('commentCenter.hiddenDone'),
        delete: t('commentCenter.deletedDone'),
      }[target.kind];
      message.success(done);
      onClose();
    } catch (error) {
      // Another moderator hid or showed it first: the list shows where it stands now.
      if (isRefusal(error, 'COMMENT_CHANGED_ELSEWHERE')) {
        message.warning(errorMessage(error));
        onClose();
        return;
      }
      setFieldErrors(form, error, [field]);
      message.error(errorMessage(error, t('commentCenter.actionFailed')));
    }
  };

  return (
    <Modal
      open={target !== null}
      title={text.title}
      okText={text.ok}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: kind !== 'reply', ...({ 'data-testid': 'moderation-submit' } as object) }}
      confirmLoading={moderate.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      data-testid={`moderation-dialog-${kind}`}
    >
      <Flex vertical gap="middle">
        {target && <blockquote className="sc-moderation-quote sc-comment-text">{target.comment.content}</blockquote>}
        {kind === 'reply' && <Alert type="info" showIcon message={t('commentCenter.replyHint')} />}
        <Form<Values> form={form} layout="vertical" preserve={false} initialValues={{ reply: target?.comment.reply ?? '' }}>
          <Form.Item name={field} label={text.label} rules={formRules(moderationRules, field, t)} required={field === 'reason'}>
            <Input.TextArea
              rows={4}
              maxLength={field === 'reply' ? COMMENT_REPLY_MAX : COMMENT_REASON_MAX}
              showCount
              autoFocus
              placeholder={text.placeholder}
              data-testid={`moderation-${field}`}
            />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}
