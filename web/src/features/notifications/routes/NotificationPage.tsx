// /root/notification (admin only): compose a message of any type to an audience (chosen users found by name, username
// or phone); the sent list with read counts, the staff's messages apart from the automatic notices; delete.
import { useState } from 'react';
import { Button, DatePicker, Divider, Flex, Form, Input, Popconfirm, Progress, Radio, Select, Table, Tooltip, type TableColumnsType } from 'antd';
import { useApp } from '../../../lib/useApp';
import { DeleteOutlined, ReloadOutlined, SendOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { setFieldErrors } from '../../../components/formErrors';
import { PageHeader } from '../../../components/PageHeader';
import { Panel } from '../../../components/Panel';
import { errorMessage } from '../../../lib/api';
import { courseQueries } from '../../../lib/course';
import { CERTIFICATE_DETAIL_FIELDS, EXAM_DETAIL_FIELDS, MESSAGE_TYPES, formatMessageTime, type MessageType } from '../../../lib/messages';
import { fieldDependencies, formRules, notificationRules } from '../../../lib/validation';
import { AUDIENCE_KINDS, AUDIENCE_ROLES, SENT_ORIGINS, SENT_PAGE_SIZE, notificationQueries, toComposeBody, useDeleteNotification, useSendNotification, type ComposeValues, type SentOrigin } from '../api';
import { RecipientPicker } from '../components/RecipientPicker';
import { SentDetails, SentTypeTag } from '../components/SentDetails';
import '../notification.css';
import type { SentView } from '../../../lib/api-types';
import { FormGrid } from '../../../components/FormGrid';

const EXAM_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
const INITIAL: Partial<ComposeValues> = { audience: 'all' };
/** Server field names → the form's (the audience error lands on the field of the chosen kind). */
const AUDIENCE_FIELD: Record<string, string> = { role: 'role', course: 'courseId', users: 'userIds' };

export default function NotificationPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<ComposeValues>();
  const type = Form.useWatch('type', form) as MessageType | undefined;
  const audience = Form.useWatch('audience', form) ?? 'all';
  const [page, setPage] = useState(0);
  const [origin, setOrigin] = useState<SentOrigin>('staff');
  const sent = useQuery({ ...notificationQueries.list(origin, page), meta: { errorToast: 'notification.listFailed', serverMessage: true } });
  // Course names: for the course audience picker and for naming the course of each sent message.
  const courses = useQuery(courseQueries.list({ size: 100 }));
  const send = useSendNotification();
  const remove = useDeleteNotification();

  const courseName = (id: string | null) => courses.data?.courses.find((c) => String(c.id) === id)?.name ?? id ?? '';

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
      setPage(0);
    } catch (error) {
      setFieldErrors(form, error, (name) => (name === 'audience' ? AUDIENCE_FIELD[audience] : name === 'details' ? null : name));
      message.error(errorMessage(error, t('notification.sendFailed')));
    }
  };

  const onDelete = (row: SentView) =>
    remove.mutateAsync(row.id).then(
      () => message.success(t('notification.deleteSuccess')),
      (error: unknown) => message.error(errorMessage(error, t('notification.deleteFailed'))),
    );

  const audienceText = (row: SentView) => {
    switch (row.audience) {
      case 'all':
        return t('notification.audienceAll');
      case 'role':
        if (!row.audienceValue) return t('notification.audienceRole');
        return t('notification.audienceRoleValue', { role: t(`roles.${row.audienceValue}`, { defaultValue: row.audienceValue }) });
      case 'course':
        if (!row.audienceValue) return t('notification.audienceCourse');
        return t('notification.audienceCourseValue', { course: courseName(row.audienceValue) });
      default:
        return t('notification.audienceUsersValue');
    }
  };

  const columns: TableColumnsType<SentView> = [
    { title: t('notification.colType'), dataIndex: 'type', width: 130, render: (_v, row) => <SentTypeTag row={row} /> },
    {
      title: t('notification.colTitle'),
      dataIndex: 'title',
      render: (_v, row) => (
        <div>
          <div className="sc-nt-title">{row.title}</div>
          <div className="sc-nt-content sc-note sc-small sc-ellipsis">{row.content}</div>
        </div>
      ),
    },
    { title: t('notification.colAudience'), dataIndex: 'audience', width: 170, render: (_v, row) => audienceText(row) },
    {
      title: t('notification.colRead'),
      dataIndex: 'readCount',
      width: 150,
      render: (_v, row) => (
        <Tooltip title={`${t('notification.colRecipients')} ${row.recipientCount}`}>
          <Flex vertical gap={2} data-testid={`sent-read-${row.id}`}>
            <span>
              {row.readCount} / {row.recipientCount}
            </span>
            <Progress percent={row.recipientCount ? Math.round((row.readCount / row.recipientCount) * 100) : 0} size="small" showInfo={false} style={{ margin: 0 }} />
          </Flex>
        </Tooltip>
      ),
    },
    { title: t('notification.colCreatedAt'), dataIndex: 'createdAt', width: 170, render: (v: number) => formatMessageTime(v) },
    {
      title: t('notification.colActions'),
      key: 'actions',
      width: 90,
      render: (_v, row) => (
        <Popconfirm
          title={t('notification.deleteConfirm')}
          description={t('notification.deleteConfirmContent')}
          okText={t('common.ok')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true, ...({ 'data-testid': 'sent-delete-ok' } as object) }}
          onConfirm={() => onDelete(row)}
        >
          <Button type="link" danger size="small" icon={<DeleteOutlined />} data-testid={`sent-delete-${row.id}`}>
            {t('notification.delete')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

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
    <div data-testid="notification-page">
      <PageHeader title={t('notification.title')} subtitle={t('notification.subtitle')} />
      <div className="sc-nt-grid">
        <Panel title={t('notification.composeTitle')} aria-label={t('notification.composeTitle')}>
          <Form<ComposeValues> form={form} layout="vertical" initialValues={INITIAL} onFinish={onFinish} data-testid="compose-form">
            <Form.Item {...item('type', t('notification.type'))}>
              <Select
                placeholder={t('notification.typePlaceholder')}
                options={MESSAGE_TYPES.map((v) => ({ value: v, label: t(`messages.types.${v}`) }))}
                data-testid="compose-type"
              />
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
                <Select
                  placeholder={t('notification.roleRequired')}
                  options={AUDIENCE_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
                  data-testid="compose-role"
                />
              </Form.Item>
            )}
            {audience === 'course' && (
              <Form.Item {...item('courseId', t('notification.course'))} extra={t('notification.courseHint')}>
                <Select
                  showSearch
                  optionFilterProp="label"
                  loading={courses.isPending}
                  placeholder={t('notification.courseRequired')}
                  options={(courses.data?.courses ?? []).map((c) => ({ value: c.id, label: c.name }))}
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

        <Panel
          title={t('notification.sentTitle')}
          extra={
            <Flex gap="var(--sc-space-sm)" wrap>
              <Radio.Group
                optionType="button"
                size="small"
                value={origin}
                onChange={(e) => {
                  setOrigin(e.target.value as SentOrigin);
                  setPage(0);
                }}
                options={SENT_ORIGINS.map((o) => ({ value: o, label: t(`notification.origin.${o}`) }))}
                data-testid="sent-origin"
              />
              <Button icon={<ReloadOutlined />} onClick={() => void sent.refetch()} loading={sent.isFetching} size="small">
                {t('notification.refresh')}
              </Button>
            </Flex>
          }
          aria-label={t('notification.sentTitle')}
        >
          <Table<SentView>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={sent.data?.notifications ?? []}
            loading={sent.isPending}
            locale={{ emptyText: t('notification.empty') }}
            expandable={{ expandedRowRender: (row) => <SentDetails row={row} />, rowExpandable: (row) => Boolean(row.content) }}
            pagination={{ current: page + 1, pageSize: SENT_PAGE_SIZE, total: sent.data?.totalCount ?? 0, showSizeChanger: false, onChange: (p) => setPage(p - 1) }}
            scroll={{ x: 760 }}
            data-testid="sent-table"
          />
        </Panel>
      </div>
    </div>
  );
}
