// The compose panel of the notification page: type, title, content, the exam's or certificate's details, the audience
// (everyone, a role, a course's learners or chosen users) and 发送.
import { Button, DatePicker, Divider, Flex, Form, Input, Radio, Select } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '../../../lib/i18n';
import { FormGrid } from '../../../components/FormGrid';
import { setFieldErrors } from '../../../components/formErrors';
import { Panel } from '../../../components/Panel';
import { errorMessage } from '../../../lib/api';
import { CERTIFICATE_DETAIL_FIELDS, EXAM_DETAIL_FIELDS, MESSAGE_TYPES, type MessageType } from '../../../lib/messages';
import { useApp } from '../../../lib/useApp';
import { fieldDependencies, formRules, notificationRules } from '../../../lib/validation';
import { AUDIENCE_KINDS, AUDIENCE_ROLES, toComposeBody, useSendNotification, type ComposeValues } from '../api';
import { RecipientPicker } from './RecipientPicker';
import type { CourseView } from '../../../lib/api-types';

const EXAM_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
const INITIAL: Partial<ComposeValues> = { audience: 'all' };
/** Server field names → the form's (the audience error lands on the field of the chosen kind). */
const AUDIENCE_FIELD: Record<string, string> = { role: 'role', course: 'courseId', users: 'userIds' };

interface ComposePanelProps {
  /** The courses whose learners a message may go to. */
  courses: Pick<CourseView, 'id' | 'name'>[];
  coursesLoading: boolean;
  /** A message went out (the sent list then shows its first page). */
  onSent: () => void;
}

export function ComposePanel({ courses, coursesLoading, onSent }: ComposePanelProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<ComposeValues>();
  const type = Form.useWatch('type', form) as MessageType | undefined;
  const audience = Form.useWatch('audience', form) ?? 'all';
  const send = useSendNotification();

  const item = (name: string, label: string, required = true) => ({
    name,
    label,
    rules: formRules(notificationRules, name, t),
    dependencies: fieldDependencies(notificationRules, name),
    required,
  });

  const onFinish = async (values: ComposeValues) => {
    try {
      const saved = await send.mutateAsync(toComposeBody(values));
      message.success(t('notification.sendSuccess', { count: saved.recipientCount }));
      form.resetFields();
      onSent();
    } catch (error) {
      setFieldErrors(form, error, (name) => (name === 'audience' ? AUDIENCE_FIELD[audience] : name === 'details' ? null : name));
      message.error(errorMessage(error, t('notification.sendFailed')));
    }
  };

  const detailInput = (field: string) =>
    field === 'examTime' ? (
      <Form.Item
        key={field}
        {...item(field, t(`messages.fields.${field}`))}
        getValueProps={(v: string | undefined) => ({ value: v && dayjs(v, EXAM_TIME_FORMAT).isValid() ? dayjs(v, EXAM_TIME_FORMAT) : null })}
        normalize={(d: Dayjs | null) => (d ? d.format(EXAM_TIME_FORMAT) : '')}
      >
        <DatePicker showTime={{ format: 'HH:mm' }} format={EXAM_TIME_FORMAT} style={{ width: '100%' }} data-testid="compose-examTime" />
      </Form.Item>
    ) : (
      <Form.Item key={field} {...item(field, t(`messages.fields.${field}`))}>
        <Input maxLength={200} data-testid={`compose-${field}`} />
      </Form.Item>
    );

  return (
    <Panel title={t('notification.composeTitle')} aria-label={t('notification.composeTitle')}>
      <Form<ComposeValues> form={form} layout="vertical" initialValues={INITIAL} onFinish={onFinish} data-testid="compose-form">
        <Form.Item {...item('type', t('notification.type'))}>
          <Select placeholder={t('notification.typePlaceholder')} options={MESSAGE_TYPES.map((v) => ({ value: v, label: t(`messages.types.${v}`) }))} data-testid="compose-type" />
        </Form.Item>
        <Form.Item {...item('title', t('notification.messageTitle'))}>
          <Input placeholder={t('notification.titlePlaceholder')} maxLength={100} showCount data-testid="compose-title" />
        </Form.Item>
        <Form.Item {...item('content', t('notification.content'))}>
          <Input.TextArea placeholder={t('notification.contentPlaceholder')} autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} data-testid="compose-content" />
        </Form.Item>

        {type === 'exam' && (
          <>
            <Divider orientation="left" plain>
              {t('notification.examSection')}
            </Divider>
            <FormGrid gutter={16}>
              {EXAM_DETAIL_FIELDS.map(detailInput)}
              {detailInput('examName')}
              {detailInput('examLevel')}
              <Form.Item name="examId" label={t('messages.fields.examId')}>
                <Input placeholder={t('notification.examIdPlaceholder')} maxLength={40} data-testid="compose-examId" />
              </Form.Item>
            </FormGrid>
          </>
        )}
        {type === 'certificate' && (
          <>
            <Divider orientation="left" plain>
              {t('notification.certificateSection')}
            </Divider>
            <FormGrid gutter={16}>{CERTIFICATE_DETAIL_FIELDS.map(detailInput)}</FormGrid>
          </>
        )}

        <Form.Item name="audience" label={t('notification.audience')} required>
          <Radio.Group optionType="button" buttonStyle="solid" data-testid="compose-audience">
            {AUDIENCE_KINDS.map((k) => (
              <Radio.Button key={k} value={k}>
                {t(`notification.audience${k[0].toUpperCase()}${k.slice(1)}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        {audience === 'role' && (
          <Form.Item {...item('role', t('notification.role'))}>
            <Select placeholder={t('notification.roleRequired')} options={AUDIENCE_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))} data-testid="compose-role" />
          </Form.Item>
        )}
        {audience === 'course' && (
          <Form.Item {...item('courseId', t('notification.course'))} extra={t('notification.courseHint')}>
            <Select
              showSearch
              optionFilterProp="label"
              loading={coursesLoading}
              placeholder={t('notification.courseRequired')}
              options={courses.map((c) => ({ value: c.id, label: c.name }))}
              data-testid="compose-course"
            />
          </Form.Item>
        )}
        {audience === 'users' && (
          <Form.Item {...item('userIds', t('notification.userIds'))} extra={t('notification.userIdsHint')}>
            <RecipientPicker />
          </Form.Item>
        )}
        <Flex gap="var(--sc-space-sm)">
          <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={send.isPending} data-testid="compose-send">
            {t('notification.send')}
          </Button>
          <Button onClick={() => form.resetFields()}>{t('notification.clear')}</Button>
        </Flex>
      </Form>
    </Panel>
  );
}
