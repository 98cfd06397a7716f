// The end of a staff table row: any extra buttons, then edit and delete icon buttons; delete asks first.
import type { ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { useApp } from '../lib/useApp';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from '../lib/i18n';
import { errorMessage } from '../lib/api';

export interface RowActionsProps {
  /** Test ids are `${testId}-edit-${id}` and `${testId}-delete-${id}`. */
  testId: string;
  id: number;
  onEdit: () => void;
  /** What the confirmation says, the call that deletes, and the toasts after it; no delete button without it. */
  remove?: { confirm: string; call: () => Promise<unknown>; done: string; failed: string };
  children?: ReactNode;
}

export function RowActions({ testId, id, onEdit, remove, children }: RowActionsProps) {
  const { t } = useTranslation();
  const { message, modal } = useApp();
  const confirmDelete = (r: NonNullable<RowActionsProps['remove']>) =>
    modal.confirm({
      title: t('common.delete'),
      content: r.confirm,
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        r.call().then(
          () => message.success(r.done),
          (error: unknown) => message.error(errorMessage(error, r.failed)),
        ),
    });
  return (
    <Space size={4} wrap>
      {children}
      <Tooltip title={t('common.edit')}>
        <Button size="small" icon={<EditOutlined />} onClick={onEdit} aria-label={t('common.edit')} data-testid={`${testId}-edit-${id}`} />
      </Tooltip>
      {remove && (
        <Tooltip title={t('common.delete')}>
          <Button size="small" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(remove)} aria-label={t('common.delete')} data-testid={`${testId}-delete-${id}`} />
        </Tooltip>
      )}
    </Space>
  );
}
