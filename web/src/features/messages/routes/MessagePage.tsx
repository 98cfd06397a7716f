// /StudentProfile/message: tabs all / unread, page sizes 5/10/20/50, jump-to-page, detail dialogs, mark read.
import { useState } from 'react';
import { Badge, Button, Empty, Flex, Pagination, Skeleton, Tabs } from 'antd';
import { Result } from '../../../components/Result';
import { useApp } from '../../../lib/useApp';
import { CheckOutlined, EyeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Panel } from '../../../components/Panel';
import { formatMessageTime } from '../../../lib/messages';
import { useSession } from '../../../lib/session';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, messageQueries, useMarkRead, useReadAll } from '../api';
import { MessageDetailDialog, MessageTypeTag } from '../components/MessageDetailDialog';
import { useMessageDialog } from '../useMessageDialog';
import '../../../components/page.css';
import '../messages.css';
import type { MessageView } from '../../../lib/api-types';

type Tab = 'all' | 'unread';

function MessageRow({ message, onOpen, onMarkRead, marking }: { message: MessageView; onOpen: () => void; onMarkRead: () => void; marking: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex component="li" align="flex-start" gap="var(--sc-space-sm)" className={`sc-msg-row${message.read ? '' : ' is-unread'}`} data-testid={`message-row-${message.id}`} data-read={message.read ? 'true' : 'false'}>
      <span role="img" aria-label={message.read ? t('messages.read') : t('messages.unread')}>
        <Badge color={message.read ? 'transparent' : 'var(--sc-error)'} />
      </span>
      <Flex vertical gap={6} className="sc-grow">
        <Flex align="center" gap="small">
          <MessageTypeTag message={message} />
          <button type="button" className="sc-plain-button sc-msg-row-title sc-link sc-ellipsis" onClick={onOpen}>
            {message.title}
          </button>
        </Flex>
        {message.content && (
          <p className="sc-paragraph sc-msg-row-content sc-secondary sc-clamp-2">
            {message.content}
          </p>
        )}
        <div className="sc-small sc-muted">{formatMessageTime(message.createdAt)}</div>
      </Flex>
      <Flex vertical align="flex-end" gap={4} className="sc-msg-row-actions">
        <Button size="small" icon={<EyeOutlined />} onClick={onOpen} data-testid={`message-open-${message.id}`}>
          {t('messages.viewDetail')}
        </Button>
        {!message.read && (
          <Button size="small" type="link" icon={<CheckOutlined />} loading={marking} onClick={onMarkRead} data-testid={`message-mark-read-${message.id}`}>
            {t('messages.markRead')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

export default function MessagePage() {
  const { t } = useTranslation();
  const { message: toast } = useApp();
  const { user } = useSession();
  const userId = user?.id ?? '';
  const [tab, setTab] = useState<Tab>('all');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const params = { page: page - 1, size, unread: tab === 'unread' };
  const list = useQuery({ ...messageQueries.page(userId, params), meta: { errorToast: 'messages.listFailed' } });
  const markRead = useMarkRead(userId);
  const readAll = useReadAll(userId);
  const dialog = useMessageDialog(userId);

  const data = list.data;
  const total = data?.totalCount ?? 0;
  const unreadCount = data?.unreadCount ?? 0;

  // Reading the last unread message of a page in the unread tab shrinks the list: step back to a page that exists
  // (state adjusted while rendering, as React documents for values derived from the previous render).
  if (data && !list.isPlaceholderData && page > 1 && data.announcements.length === 0 && total > 0) {
    setPage(Math.max(1, Math.ceil(total / size)));
  }

  const onMarkRead = (m: MessageView) =>
    markRead.mutate(m.id, {
      onSuccess: () => toast.success(t('messages.markReadSuccess')),
      onError: () => toast.error(t('messages.markReadFailed')),
    });

  const onReadAll = () =>
    readAll.mutate(undefined, {
      onSuccess: () => toast.success(t('messages.readAllSuccess')),
      onError: () => toast.error(t('messages.markReadFailed')),
    });

  const body = list.isPending ? (
    <Skeleton active paragraph={{ rows: 6 }} />
  ) : list.isError ? (
    <Result
      status="warning"
      title={t('messages.listFailed')}
      extra={
        <Button type="primary" onClick={() => void list.refetch()}>
          {t('common.reload')}
        </Button>
      }
    />
  ) : data && data.announcements.length > 0 ? (
    <ul className="sc-plain-list" data-testid="message-list">
      {data.announcements.map((m) => (
        <MessageRow
          key={m.id}
          message={m}
          onOpen={() => dialog.open(m)}
          onMarkRead={() => onMarkRead(m)}
          marking={markRead.isPending && markRead.variables === m.id}
        />
      ))}
    </ul>
  ) : (
    <Empty description={tab === 'unread' ? t('messages.emptyUnread') : t('messages.empty')} className="sc-msg-empty" data-testid="message-empty" />
  );

  return (
    <Panel
      title={t('messages.title')}
      subtitle={t('messages.subtitle')}
      extra={
        <Button icon={<CheckOutlined />} disabled={unreadCount === 0} loading={readAll.isPending} onClick={onReadAll} data-testid="message-read-all">
          {t('messages.readAll')}
        </Button>
      }
      testId="message-page"
    >
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as Tab);
          setPage(1);
        }}
        items={[
          { key: 'all', label: t('messages.tabAll') },
          {
            key: 'unread',
            label: (
              <span>
                {t('messages.tabUnread')} <Badge count={unreadCount} size="small" showZero={false} data-testid="message-unread-count" />
              </span>
            ),
          },
        ]}
        data-testid="message-tabs"
      />
      {body}
      {total > 0 && (
        <Pagination
          className="sc-msg-pagination"
          align="end"
          current={page}
          pageSize={size}
          total={total}
          showSizeChanger
          showQuickJumper
          pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
          showTotal={(n) => t('messages.total', { count: n })}
          onChange={(p, s) => {
            if (s !== size) {
              setSize(s);
              setPage(1);
            } else setPage(p);
          }}
          data-testid="message-pagination"
        />
      )}
      <MessageDetailDialog message={dialog.current} onClose={dialog.close} />
    </Panel>
  );
}
