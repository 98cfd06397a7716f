// Opening a message: show it in the detail dialog and, when it was unread, mark it read (failure says '标记已读失败').
import { useState } from 'react';
import { useApp } from '../../lib/useApp';
import { useTranslation } from '../../lib/i18n';
import { useMarkRead } from './api';
import type { MessageView } from '../../lib/api-types';

export function useMessageDialog(user: number | string) {
  const { t } = useTranslation();
  const { message: toast } = useApp();
  const markRead = useMarkRead(user);
  const [current, setCurrent] = useState<MessageView | null>(null);

  const open = (message: MessageView) => {
    setCurrent(message);
    if (!message.read) markRead.mutate(message.id, { onError: () => toast.error(t('messages.markReadFailed')) });
  };

  return { current, open, close: () => setCurrent(null) };
}
