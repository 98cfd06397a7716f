// Move a referral on: only the statuses its current one allows (已推荐 → 面试中 | 已录用 | 未录用; 面试中 → 已录用 |
// 未录用), with optional notes. The learner gets a 就业推荐进展 message. A refused move (someone else moved it first, or
// the move is no longer allowed) tells the server's message and closes: the list shows the new state.
import { useEffect } from 'react';
import { Descriptions, Flex, Form, Input, Modal, Radio } from 'antd';
import { useApp } from '../../../lib/useApp';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { ReferralStatusTag } from '../../../components/CareerTags';
import { setFieldErrors } from '../../../components/formErrors';
import { useDiscardGuard } from '../../../components/useDiscardGuard';
import { errorMessage, isRefusal } from '../../../lib/api';
import { nextStatuses } from '../../../lib/career';
import { REFERRAL_NOTES_MAX, formRules, referralStatusRules } from '../../../lib/validation';
import { careerApi, useCareerMutation } from '../api';
import type { ReferralStatus, ReferralUpdateBody, ReferralView } from '../../../lib/api-types';

interface Values {
  status?: ReferralStatus;
  notes?: string;
}

export function StatusDialog({ referral, onClose }: { referral: ReferralView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<Values>();
  const guard = useDiscardGuard();
  const update = useCareerMutation((vars: { id: number; body: ReferralUpdateBody }) => careerApi.updateReferral(vars.id, vars.body));
  const next = referral ? nextStatuses(referral.status) : [];

  useEffect(() => {
    if (!referral) return;
    guard.reset();
    form.resetFields();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [referral, form]);

  const submit = async () => {
    if (!referral) return;
    const values = await form.validateFields().catch(() => null);
    if (!values?.status) return;
    const notes = (values.notes ?? '').trim();
    try {
      await update.mutateAsync({ id: referral.id, body: { status: values.status, ...(notes ? { notes } : {}) } });
      message.success(t('career.statusSaved'));
      guard.reset();
      onClose();
    } catch (error) {
      setFieldErrors(form, error, ['status', 'notes']);
      // Someone else moved it first (or the move is no longer allowed): the list now shows where it stands.
      if (isRefusal(error, 'CAREER_CHANGED_ELSEWHERE', 'CAREER_STATUS_MOVE')) {
        message.warning(errorMessage(error));
        guard.reset();
        onClose();
        return;
      }
      message.error(errorMessage(error, t('career.statusFailed')));
    }
  };

  return (
    <Modal
      open={referral !== null}
      title={t('career.statusTitle')}
      okText={t('career.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ ...({ 'data-testid': 'status-submit' } as object) }}
      confirmLoading={update.isPending}
      onOk={() => void submit()}
      onCancel={() => guard.confirmClose(onClose)}
      destroyOnHidden
      maskClosable={false}
      data-testid="status-dialog"
    >
      {referral && (
        <Flex vertical gap="middle">
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'learner', label: t('career.colLearner'), children: referral.learner },
              { key: 'position', label: t('career.colPosition'), children: `${referral.company} · ${referral.positionTitle}` },
              { key: 'status', label: t('career.currentStatus'), children: <ReferralStatusTag status={referral.status} label={referral.statusLabel} /> },
            ]}
          />
          <Form<Values> form={form} layout="vertical" preserve={false} onValuesChange={guard.markDirty}>
            <Form.Item name="status" label={t('career.newStatus')} rules={formRules(referralStatusRules, 'status', t)} required>
              <Radio.Group data-testid="status-choice">
                <Flex wrap gap="small" align="center">
                  <ArrowRightOutlined className="sc-muted" />
                  {next.map((s) => (
                    <Radio.Button key={s} value={s} data-testid={`status-choice-${s}`}>
                      {t(`career.statuses.${s}`)}
                    </Radio.Button>
                  ))}
                </Flex>
              </Radio.Group>
            </Form.Item>
            <Form.Item name="notes" label={t('career.notes')} rules={formRules(referralStatusRules, 'notes', t)}>
              <Input.TextArea
                autoSize={{ minRows: 2, maxRows: 6 }}
                maxLength={REFERRAL_NOTES_MAX}
                showCount
                placeholder={t('career.statusNotesPlaceholder')}
                data-testid="status-notes"
              />
            </Form.Item>
          </Form>
        </Flex>
      )}
    </Modal>
  );
}
