// The sent list of the notification page: the staff's messages or the automatic notices, with read counts; delete.
import { Button, Flex, Popconfirm, Progress, Radio, Table, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Panel } from '../../../components/Panel';
import { errorMessage } from '../../../lib/api';
import { formatMessageTime } from '../../../lib/messages';
import { useApp } from '../../../lib/useApp';
import { SENT_ORIGINS, SENT_PAGE_SIZE, notificationQueries, useDeleteNotification, type SentOrigin } from '../api';
import { SentDetails, SentTypeTag } from './SentDetails';
import type { SentView } from '../../../lib/api-types';

interface SentPanelProps {
  origin: SentOrigin;
  /** Zero-based. */
  page: number;
  onOrigin: (origin: SentOrigin) => void;
  onPage: (page: number) => void;
  /** A course's name by its id (as a message's audience value names it). */
  courseName: (id: string | null) => string;
}

export function SentPanel({ origin, page, onOrigin, onPage, courseName }: SentPanelProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const sent = useQuery({ ...notificationQueries.list(origin, page), meta: { errorToast: 'notification.listFailed', serverMessage: true } });
  const remove = useDeleteNotification();

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

  return (
    <Panel
      title={t('notification.sentTitle')}
      extra={
        <Flex gap="var(--sc-space-sm)" wrap>
          <Radio.Group
            optionType="button"
            size="small"
            value={origin}
            onChange={(e) => onOrigin(e.target.value as SentOrigin)}
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
        pagination={{ current: page + 1, pageSize: SENT_PAGE_SIZE, total: sent.data?.totalCount ?? 0, showSizeChanger: false, onChange: (p) => onPage(p - 1) }}
        scroll={{ x: 760 }}
        data-testid="sent-table"
      />
    </Panel>
  );
}
