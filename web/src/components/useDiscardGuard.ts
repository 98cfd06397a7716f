// Closing a dialog whose form has changes asks first (spec 001 §8: discard unsaved data when closing a dialog); every
// staff form dialog uses it.
import { useState } from 'react';
import { useApp } from '../lib/useApp';
import { useTranslation } from '../lib/i18n';

export function useDiscardGuard() {
  const { t } = useTranslation();
  const { modal } = useApp();
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
        title: t('common.discardTitle'),
        content: t('common.discardContent'),
        okText: t('common.discard'),
        okButtonProps: { danger: true },
        cancelText: t('common.keepEditing'),
        onOk: () => {
          setDirty(false);
          close();
        },
      });
    },
  };
}
