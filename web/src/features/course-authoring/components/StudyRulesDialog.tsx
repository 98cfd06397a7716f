// A course's study rules (学时设置): how often the lesson page reports, when a text lesson counts as idle, the fastest
// credited rate, the random attention checks, the most a text lesson earns, and camera presence (随机抓拍) with the
// interval of its stills. The server checks each range.
import { useEffect } from 'react';
import { Alert, Flex, Form, InputNumber, Modal, Skeleton, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { setFieldErrors } from '../../../components/formErrors';
import { errorMessage } from '../../../lib/api';
import { useApp } from '../../../lib/useApp';
import { authoringApi, authoringQueries, useAuthoringMutation } from '../api';
import type { StudyRules } from '../../../lib/api-types';

/** Each rule with its range (as the server's, so a value out of range cannot be typed). */
type NumberRule = Exclude<keyof StudyRules, 'cameraRequired'>;

const FIELDS: { name: NumberRule; min: number; max: number }[] = [
  { name: 'heartbeatSecs', min: 15, max: 60 },
  { name: 'idleSecs', min: 60, max: 1800 },
  { name: 'maxRatePct', min: 100, max: 200 },
  { name: 'checkMinMinutes', min: 0, max: 120 },
  { name: 'checkMaxMinutes', min: 0, max: 120 },
  { name: 'checkCountdownSecs', min: 10, max: 300 },
  { name: 'readCapMinutes', min: 1, max: 120 },
  { name: 'requiredPeriods', min: 0, max: 1000 },
];

/** The stills' interval, shown while the camera is required (kept, and sent, while it is not). */
const SNAPSHOT_FIELDS: { name: NumberRule; min: number; max: number }[] = [
  { name: 'snapshotMinMinutes', min: 1, max: 120 },
  { name: 'snapshotMaxMinutes', min: 1, max: 120 },
];

const SERVER_FIELDS: string[] = ['cameraRequired', ...FIELDS.map((f) => f.name), ...SNAPSHOT_FIELDS.map((f) => f.name)];

export function StudyRulesDialog({ courseId, open, onClose }: { courseId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<StudyRules>();
  const rules = useQuery({ ...authoringQueries.studyRules(courseId), enabled: open });
  const save = useAuthoringMutation((body: StudyRules) => authoringApi.setStudyRules(courseId, body));
  const camera = Form.useWatch('cameraRequired', form) ?? false;

  useEffect(() => {
    if (open && rules.data) form.setFieldsValue(rules.data);
  }, [open, rules.data, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await save.mutateAsync(values);
      message.success(t('authoring.studyRulesSaved'));
      onClose();
    } catch (error) {
      setFieldErrors(form, error, SERVER_FIELDS);
      message.error(errorMessage(error, t('authoring.studyRulesFailed')));
    }
  };

  return (
    <Modal
      open={open}
      title={t('authoring.studyRules')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('authoring.save')}
      cancelText={t('authoring.cancel')}
      confirmLoading={save.isPending}
      width={560}
      destroyOnHidden
      maskClosable={false}
      data-testid="study-rules-form"
    >
      <Flex vertical gap="middle">
        <Alert type="info" showIcon message={t('authoring.studyRulesIntro')} />
        {rules.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : rules.isError ? (
          <Alert type="error" showIcon message={errorMessage(rules.error)} />
        ) : (
          <Form form={form} layout="vertical" preserve={false}>
            <Flex wrap gap="0 var(--sc-space-md)">
              {FIELDS.map((f) => (
                <Form.Item
                  key={f.name}
                  name={f.name}
                  label={t(`authoring.${f.name}`)}
                  extra={f.name === 'checkMaxMinutes' ? t('authoring.checksHint') : f.name === 'requiredPeriods' ? t('authoring.requiredPeriodsHint') : undefined}
                  rules={[{ required: true }]}
                  className="sc-study-rule"
                >
                  <InputNumber min={f.min} max={f.max} precision={0} style={{ width: '100%' }} data-testid={`study-rule-${f.name}`} />
                </Form.Item>
              ))}
            </Flex>
            <Form.Item name="cameraRequired" label={t('authoring.cameraRequired')} valuePropName="checked" extra={t('authoring.cameraRequiredHint')}>
              <Switch data-testid="study-rule-cameraRequired" />
            </Form.Item>
            {/* Hidden, not removed, while the camera is not required: the saved interval is kept and sent as it was. */}
            <Flex wrap gap="0 var(--sc-space-md)">
              {SNAPSHOT_FIELDS.map((f) => (
                <Form.Item key={f.name} name={f.name} label={t(`authoring.${f.name}`)} rules={[{ required: true }]} hidden={!camera} className="sc-study-rule">
                  <InputNumber min={f.min} max={f.max} precision={0} style={{ width: '100%' }} data-testid={`study-rule-${f.name}`} />
                </Form.Item>
              ))}
            </Flex>
          </Form>
        )}
      </Flex>
    </Modal>
  );
}
