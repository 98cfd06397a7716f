// antd's App (the context behind `useApp()`: message, modal, notification, and the .ant-app base styles), with the
// modal and notification code loaded on first use: antd's own App imports Modal, Skeleton and notification, which
// put them in the entry although no page shows a dialog before the user asks for one.
import { useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import useMessage from 'antd/es/message/useMessage';
import type { ConfigOptions as MessageConfig } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { DeferredApis } from './DeferredHosts';

type HostsComponent = ComponentType<{ onReady: (apis: DeferredApis) => void }>;
type WhenReady = (run: (apis: DeferredApis) => void) => void;
type ModalInstance = ReturnType<ModalApi['confirm']>;
type ModalUpdate = Parameters<ModalInstance['update']>[0];

const MODAL_METHODS = ['info', 'success', 'error', 'warning', 'confirm'] as const;
const NOTIFICATION_METHODS = ['success', 'error', 'info', 'warning', 'open'] as const;

/** The modal API: before its code is loaded, a call opens its dialog once the holder is there. */
function deferredModal(whenReady: WhenReady, current: () => DeferredApis | null): ModalApi {
  const api = {} as ModalApi;
  for (const method of MODAL_METHODS) {
    api[method] = (config) => {
      const loaded = current();
      if (loaded) return loaded.modal[method](config);
      let instance: ModalInstance | undefined;
      let destroyed = false;
      const updates: ModalUpdate[] = [];
      let settle: (confirmed: boolean) => void = () => undefined;
      const confirmed = new Promise<boolean>((resolve) => (settle = resolve));
      whenReady(({ modal }) => {
        if (destroyed) return settle(false);
        instance = modal[method](config);
        for (const update of updates) instance.update(update);
        void instance.then(settle, () => settle(false));
      });
      return {
        destroy: () => {
          destroyed = true;
          if (instance) instance.destroy();
          else settle(false);
        },
        update: (update: ModalUpdate) => (instance ? instance.update(update) : void updates.push(update)),
        then: (resolve) => confirmed.then(resolve),
      };
    };
  }
  return api;
}

function deferredNotification(whenReady: WhenReady, current: () => DeferredApis | null): NotificationInstance {
  const api = {} as NotificationInstance;
  for (const method of NOTIFICATION_METHODS) {
    api[method] = (args) => whenReady(({ notification }) => notification[method](args));
  }
  api.destroy = (key) => current()?.notification.destroy(key);
  return api;
}

interface Deferred {
  modal: ModalApi;
  notification: NotificationInstance;
  onReady: (apis: DeferredApis) => void;
}

/** The first call loads the holders (showHosts renders them); calls made meanwhile run once they are mounted. */
function createDeferred(showHosts: (Hosts: HostsComponent) => void): Deferred {
  let ready: DeferredApis | null = null;
  let waiting: ((apis: DeferredApis) => void)[] = [];
  let loading = false;
  const whenReady: WhenReady = (run) => {
    if (ready) return run(ready);
    waiting.push(run);
    if (loading) return;
    loading = true;
    import('./DeferredHosts').then(
      (m) => showHosts(m.default),
      () => {
        // The chunk did not load (offline): the calls are dropped and the next one tries again.
        loading = false;
        waiting = [];
      },
    );
  };
  const current = () => ready;
  return {
    modal: deferredModal(whenReady, current),
    notification: deferredNotification(whenReady, current),
    onReady: (apis) => {
      ready = apis;
      for (const run of waiting.splice(0)) run(apis);
    },
  };
}

export function AppHost({ message: messageConfig, children }: { message?: MessageConfig; children: ReactNode }) {
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [wrapCSSVar, hashId, cssVarCls] = useAppStyle(prefixCls);
  const [message, messageHolder] = useMessage(messageConfig);
  const [Hosts, setHosts] = useState<HostsComponent | null>(null);
  const [{ modal, notification, onReady }] = useState(() => createDeferred((loaded) => setHosts(() => loaded)));
  const value = useMemo<useAppProps>(() => ({ message, modal, notification }), [message, modal, notification]);
  const className = [hashId, prefixCls, cssVarCls, direction === 'rtl' ? `${prefixCls}-rtl` : ''].filter(Boolean).join(' ');

  return wrapCSSVar(
    <AppContext.Provider value={value}>
      <div className={className}>
        {Hosts && <Hosts onReady={onReady} />}
        {messageHolder}
        {children}
      </div>
    </AppContext.Provider>,
  );
}
