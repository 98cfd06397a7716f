// Header messages entry: unread badge (polled every 2 s), the latest unread messages, a link to the message page.
// Self-contained: mounted by the learner and teacher headers; renders nothing for guests or signed-out visitors.
import { useEffect, useState } from 'react';
import { Badge, Button, Empty, Flex, Popover, Tooltip } from 'antd';
import { useApp } from '../../../lib/useApp';
import { BellOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { formatMessageTime } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { DROPDOWN_LATEST, messageKeys, messageQueries, useReadAll } from '../api';
import { useMessageDialog } from '../useMessageDialog';
import { MessageDetailDialog, MessageTypeTag } from './MessageDetailDialog';
import '../../../components/page.css';
import '../messages.css';
import type { MessageView } from '../../../lib/api-types';

export function MessagesDropdown() {
  const { token, guest, role, user } = useSession();
  const signedIn = Boolean(token) && !guest && role !== 'guest' && user?.id !== undefined && user?.id !== null;
  if (!signedIn) return null;
  return <MessagesEntry userId={user!.id} />;
}

function MessagesEntry({ userId }: { userId: number | string }) {
  const { t } = useTranslation();
  const { message: toast } = useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const unread = useQuery(messageQueries.unread(userId, true));
  const store = useQuery(messageQueries.store(userId, true));
  const readAll = useReadAll(userId);
  const dialog = useMessageDialog(userId);

  const count = unread.data?.unreadCount ?? store.data?.unreadCount ?? 0;

  // The 2 s count is the truth: when it moves away from the store's, a message arrived or was read elsewhere.
  const storeCount = store.data?.unreadCount;
  useEffect(() => {
    if (unread.data && storeCount !== undefined && unread.data.unreadCount !== storeCount && !store.isFetching) {
      void queryClient.invalidateQueries({ queryKey: messageKeys.store(userId), exact: true });
    }
  }, [unread.data, storeCount, store.isFetching, queryClient, userId]);

  const latest = (store.data?.announcements ?? []).filter((m) => !m.read).slice(0, DROPDOWN_LATEST);

  const openMessage = (m: MessageView) => {
    setOpen(false);
    dialog.open(m);
  };

  const goToAll = () => {
    setOpen(false);
    navigate(paths.profileMessage);
  };

  const panel = (
    <div className="sc-msg-drop" data-testid="messages-dropdown-panel">
      <Flex align="center" justify="space-between" className="sc-msg-drop-head">
        <span className="sc-strong">{t('messages.dropdownTitle')}</span>
        {count > 0 && (
          <Button
            type="link"
            size="small"
            loading={readAll.isPending}
            onClick={() =>
              readAll.mutate(undefined, {
                onSuccess: () => toast.success(t('messages.readAllSuccess')),
                onError: () => toast.error(t('messages.markReadFailed')),
              })
            }
          >
            {t('messages.readAll')}
          </Button>
        )}
      </Flex>
      {latest.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.noUnread')} style={{ margin: 'var(--sc-space-md) 0' }} />
      ) : (
        <ul className="sc-plain-list sc-msg-drop-list">
          {latest.map((m) => (
            <li key={m.id}>
              <button type="button" className="sc-plain-button sc-msg-drop-item" onClick={() => openMessage(m)} data-testid={`messages-dropdown-item-${m.id}`}>
                <Flex component="span" align="center" justify="space-between" gap="small">
                  <MessageTypeTag message={m} />
                  <span className="sc-small sc-muted">{formatMessageTime(m.createdAt).slice(0, 16)}</span>
                </Flex>
                <span className="sc-ellipsis">{m.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Button type="link" block className="sc-msg-drop-foot" onClick={goToAll} data-testid="messages-dropdown-all">
        {t('messages.viewAll')} <RightOutlined />
      </Button>
    </div>
  );

  return (
    <>
      <Popover
        content={panel}
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        arrow={false}
        styles={{ body: { padding: 0 } }}
      >
        <Tooltip title={open ? undefined : t('messages.bell')}>
          <Button
            type="text"
            aria-label={t('messages.bell')}
            data-testid="messages-bell"
            data-unread={count}
            icon={
              <Badge count={count} size="small" overflowCount={99} offset={[4, -2]} data-testid="messages-badge">
                <BellOutlined style={{ fontSize: 18 }} />
              </Badge>
            }
          />
        </Tooltip>
      </Popover>
      <MessageDetailDialog message={dialog.current} onClose={dialog.close} />
    </>
  );
}
