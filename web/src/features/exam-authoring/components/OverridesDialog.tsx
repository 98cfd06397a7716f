// One exam's learners with their own terms (extra time, extra attempts, their own window): the list, a form that gives
// or replaces a learner's terms with a reason, taking them away (with a reason), and the trail of every change.
import { useState } from 'react';
import { Button, DatePicker, Empty, Flex, Form, Input, InputNumber, Modal, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { setFieldErrors } from '../../../components/formErrors';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/exam';
import { useApp } from '../../../lib/useApp';
import { OVERRIDE_REASON_MAX, formRules, overrideRules } from '../../../lib/validation';
import { examAdminApi, examAdminQueries, useExamAdminMutation } from '../api';
import { describeTerms } from '../overrides';
import type { OverrideBody, OverrideChangeView, OverrideView } from '../../../lib/api-types';

interface TermsForm {
  learner: string;
  extraMinutes: number | null;
  extraAttempts: number | null;
  window?: [Dayjs, Dayjs] | null;
  reason: string;
}

const FIELDS: Record<string, keyof TermsForm> = {
  learner: 'learner',
  extraTime: 'extraMinutes',
  extraAttempts: 'extraAttempts',
  startedAt: 'window',
  expiredAt: 'window',
  reason: 'reason',
};

export interface OverridesDialogProps {
  exam: { id: number; title: string } | null;
  onClose: () => void;
}

export function OverridesDialog({ exam, onClose }: OverridesDialogProps) {
  const { t, i18n } = useTranslation();
  const { message, modal } = useApp();
  const [form] = Form.useForm<TermsForm>();
  const [tab, setTab] = useState('terms');
  const id = exam?.id ?? 0;
  const list = useQuery({ ...examAdminQueries.overrides(id), enabled: exam !== null });
  const save = useExamAdminMutation((body: OverrideBody) => examAdminApi.setOverride(id, body));
  const remove = useExamAdminMutation((v: { userId: number; reason: string }) => examAdminApi.removeOverride(id, v.userId, v.reason));
  const rules = (field: string) => formRules(overrideRules, field, t);

  const submit = async (v: TermsForm) => {
    try {
      await save.mutateAsync({
        learner: v.learner.trim(),
        extraTime: Math.round(Number(v.extraMinutes || 0) * 60),
        extraAttempts: Number(v.extraAttempts || 0),
        startedAt: v.window?.[0]?.valueOf() ?? null,
        expiredAt: v.window?.[1]?.valueOf() ?? null,
        reason: v.reason.trim(),
      });
      message.success(t('examAdmin.overrideSaved'));
      form.resetFields();
    } catch (error) {
      const fields = setFieldErrors(form, error, (name) => FIELDS[name]);
      if (Object.keys(fields).length === 0) message.error(errorMessage(error, t('examAdmin.overrideFailed')));
    }
  };

  const edit = (o: OverrideView) => {
    form.setFieldsValue({
      learner: o.username ?? '',
      extraMinutes: Math.round(o.extraTime / 60) || null,
      extraAttempts: o.extraAttempts || null,
      window: undefined,
      reason: '',
    });
  };

  const takeAway = (o: OverrideView) => {
    let reason = '';
    modal.confirm({
      title: t('examAdmin.overrideRemoveTitle', { name: o.name ?? o.username }),
      content: <Input.TextArea rows={2} maxLength={OVERRIDE_REASON_MAX} placeholder={t('examAdmin.overrideReason')} onChange={(e) => (reason = e.target.value)} data-testid="override-remove-reason" />,
      okText: t('examAdmin.overrideRemove'),
      okButtonProps: { danger: true },
      cancelText: t('examAdmin.cancel'),
      onOk: () =>
        remove.mutateAsync({ userId: o.userId, reason: reason.trim() }).then(
          () => message.success(t('examAdmin.overrideRemoved')),
          (error: unknown) => {
            message.error(errorMessage(error, t('examAdmin.overrideFailed')));
            throw error;
          },
        ),
    });
  };

  const columns: TableColumnsType<OverrideView> = [
    {
      title: t('examAdmin.overrideLearner'),
      key: 'learner',
      render: (_, o) => (
        <Flex vertical>
          <span>{o.name ?? '—'}</span>
          <span className="sc-note sc-small">{o.username}</span>
        </Flex>
      ),
    },
    { title: t('examAdmin.overrideTerms'), key: 'terms', render: (_, o) => describeTerms(o, t, i18n.language) },
    { title: t('examAdmin.overrideUsed'), key: 'used', width: 80, align: 'right', render: (_, o) => o.attemptsUsed },
    {
      title: t('examAdmin.overrideReason'),
      key: 'reason',
      render: (_, o) => (
        <Flex vertical>
          <span>{o.reason}</span>
          <span className="sc-note sc-small">
            {o.grantedBy} · {formatDateTime(o.updatedAt, i18n.language)}
          </span>
        </Flex>
      ),
    },
    {
      title: t('examAdmin.colActions'),
      key: 'actions',
      width: 140,
      render: (_, o) => (
        <Flex gap={4} wrap>
          <Button size="small" onClick={() => edit(o)} data-testid={`override-edit-${o.userId}`}>
            {t('examAdmin.overrideChange')}
          </Button>
          <Button size="small" danger onClick={() => takeAway(o)} data-testid={`override-remove-${o.userId}`}>
            {t('examAdmin.overrideRemove')}
          </Button>
        </Flex>
      ),
    },
  ];

  const changeColumns: TableColumnsType<OverrideChangeView> = [
    { title: t('examAdmin.overrideWhen'), key: 'at', width: 150, render: (_, c) => formatDateTime(c.changedAt, i18n.language) },
    { title: t('examAdmin.overrideBy'), key: 'by', width: 100, render: (_, c) => c.changedBy ?? '—' },
    { title: t('examAdmin.overrideLearner'), key: 'learner', width: 100, render: (_, c) => c.learner ?? '—' },
    {
      title: t('examAdmin.overrideChangeCol'),
      key: 'change',
      render: (_, c) => (
        <span>
          {c.from ? describeTerms(c.from, t, i18n.language) : t('examAdmin.overrideNone')} → {c.to ? describeTerms(c.to, t, i18n.language) : t('examAdmin.overrideNone')}
        </span>
      ),
    },
    { title: t('examAdmin.overrideReason'), key: 'reason', render: (_, c) => c.reason },
  ];

  return (
    <Modal
      open={exam !== null}
      title={t('examAdmin.overridesTitle', { title: exam?.title ?? '' })}
      onCancel={onClose}
      footer={null}
      width={860}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (visible) {
          form.resetFields();
          setTab('terms');
        }
      }}
    >
      <Typography.Paragraph type="secondary">{t('examAdmin.overridesIntro')}</Typography.Paragraph>
      <Form<TermsForm> form={form} layout="vertical" onFinish={(v) => void submit(v)} data-testid="override-form">
        <Flex wrap gap="middle" align="flex-start">
          <Form.Item name="learner" label={t('examAdmin.overrideLearnerField')} rules={rules('learner')} required style={{ width: 200 }}>
            <Input maxLength={100} placeholder={t('examAdmin.overrideLearnerPlaceholder')} data-testid="override-learner" />
          </Form.Item>
          <Form.Item name="extraMinutes" label={t('examAdmin.overrideExtraTime')}>
            <InputNumber min={0} max={1440} precision={0} addonAfter={t('examAdmin.minutesUnit')} style={{ width: 150 }} data-testid="override-extra-time" />
          </Form.Item>
          <Form.Item name="extraAttempts" label={t('examAdmin.overrideExtraAttempts')}>
            <InputNumber min={0} max={10} precision={0} style={{ width: 120 }} data-testid="override-extra-attempts" />
          </Form.Item>
          <Form.Item name="window" label={t('examAdmin.overrideWindow')} className="sc-form-grow">
            <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} data-testid="override-window" />
          </Form.Item>
        </Flex>
        <Flex gap="middle" align="flex-start">
          <Form.Item name="reason" label={t('examAdmin.overrideReason')} rules={rules('reason')} required className="sc-form-grow">
            <Input maxLength={OVERRIDE_REASON_MAX} showCount data-testid="override-reason" />
          </Form.Item>
          <Form.Item label=" ">
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="override-save">
              {t('examAdmin.overrideSave')}
            </Button>
          </Form.Item>
        </Flex>
      </Form>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'terms',
            label: t('examAdmin.overridesTab', { count: list.data?.overrides.length ?? 0 }),
            children: (
              <Table<OverrideView>
                rowKey="userId"
                size="small"
                loading={list.isLoading}
                columns={columns}
                dataSource={list.data?.overrides ?? []}
                pagination={false}
                scroll={{ x: 640 }}
                locale={{ emptyText: <Empty description={t('examAdmin.overridesEmpty')} /> }}
                data-testid="override-list"
              />
            ),
          },
          {
            key: 'changes',
            label: t('examAdmin.overrideChangesTab'),
            children: (
              <Table<OverrideChangeView>
                rowKey={(c) => `${c.userId}-${c.changedAt}-${c.reason}`}
                size="small"
                columns={changeColumns}
                dataSource={list.data?.changes ?? []}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                scroll={{ x: 640 }}
                data-testid="override-changes"
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
