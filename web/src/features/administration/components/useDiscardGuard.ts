// Closing a dialog whose form has changes asks first (spec 001 §8: discard unsaved data when closing a dialog).
import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

export function useDiscardGuard() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [dirty, setDirty] = useState(false);
  return {
    /** Form `onValuesChange`: the user changed something. */
    markDirty: () => setDirty(true),
    /** After opening or saving: nothing unsaved. */
    reset: () => setDirty(false),
    /** Closes at once when nothing changed, else after the user agrees to discard the changes. */
    confirmClose: (close: () => void) => {
      if (!dirty) {
        close();
        return;
      }
      modal.confirm({
        title: t('administration.discardTitle'),
        content: t('administration.discardContent'),
        okText: t('administration.discard'),
        okButtonProps: { danger: true },
        cancelText: t('administration.keepEditing'),
        onOk: () => {
          setDirty(false);
          close();
        },
      });
    },
  };
}
