// The modal and notification holders of AppHost, in a chunk of their own: it loads when the app first opens a
// confirmation or a notification, so no page's first load carries antd's Modal (and its Skeleton) or notification.
import { useEffect } from 'react';
import useModal, { type HookAPI } from 'antd/es/modal/useModal';
import useNotification from 'antd/es/notification/useNotification';
import type { NotificationInstance } from 'antd/es/notification/interface';

export interface DeferredApis {
  modal: HookAPI;
  notification: NotificationInstance;
}

/** Renders the two holders and hands their APIs to AppHost once they are mounted. */
export default function DeferredHosts({ onReady }: { onReady: (apis: DeferredApis) => void }) {
  const [modal, modalHolder] = useModal();
  const [notification, notificationHolder] = useNotification();
  useEffect(() => onReady({ modal, notification }), [modal, notification, onReady]);
  return (
    <>
      {modalHolder}
      {notificationHolder}
    </>
  );
}
