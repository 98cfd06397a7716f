// Files the selected questions under one 知识点 (or none), all at once.
import { useState } from 'react';
import { Form, Modal, TreeSelect } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { useApp } from '../../../lib/useApp';
import { errorMessage } from '../../../lib/api';
import { examAdminApi, useExamAdminMutation } from '../api';
import { categoryTree } from '../categories';
import type { QuestionCategoryView } from '../../../lib/api-types';

export interface MoveDialogProps {
  open: boolean;
  ids: number[];
  categories: QuestionCategoryView[];
  onClose: (moved: boolean) => void;
}

export function MoveDialog({ open, ids, categories, onClose }: MoveDialogProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [target, setTarget] = useState<number | undefined>();
  const move = useExamAdminMutation(() => examAdminApi.moveQuestions({ ids, categoryId: target ?? 0 }));

  const submit = async () => {
    try {
      const { moved } = await move.mutateAsync(undefined);
      message.success(t('examAdmin.moved', { count: moved }));
      onClose(true);
    } catch (error) {
      message.error(errorMessage(error, t('examAdmin.moveFailed')));
    }
  };

  return (
    <Modal
      open={open}
      title={t('examAdmin.moveTitle', { count: ids.length })}
      onCancel={() => onClose(false)}
      onOk={() => void submit()}
      okText={t('examAdmin.save')}
      cancelText={t('examAdmin.cancel')}
      okButtonProps={{ ...({ 'data-testid': 'move-save' } as object) }}
      confirmLoading={move.isPending}
      destroyOnHidden
      afterOpenChange={(visible) => visible && setTarget(undefined)}
    >
      <Form layout="vertical">
        <Form.Item label={t('examAdmin.moveTarget')}>
          <TreeSelect
            allowClear
            showSearch
            treeNodeFilterProp="title"
            treeDefaultExpandAll
            value={target}
            onChange={(v) => setTarget(v)}
            placeholder={t('examAdmin.uncategorised')}
            treeData={categoryTree(categories)}
            data-testid="move-target"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
