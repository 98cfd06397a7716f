// Add or edit a 知识点: its name and the topic it sits under (never itself or one of its own subtopics).
import { useEffect } from 'react';
import { Form, Input, Modal, TreeSelect } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { useApp } from '../../../lib/useApp';
import { errorMessage } from '../../../lib/api';
import { setFieldErrors } from '../../../components/formErrors';
import { CATEGORY_NAME_MAX, categoryRules, formRules } from '../../../lib/validation';
import { examAdminApi, useExamAdminMutation } from '../api';
import { categoryTree, subtreeIds, type CategoryNode } from '../categories';
import type { QuestionCategoryBody, QuestionCategoryView } from '../../../lib/api-types';

interface Values {
  name: string;
  parentId: number | null;
}

export interface CategoryDialogProps {
  open: boolean;
  /** The topic being edited; null adds one. */
  category: QuestionCategoryView | null;
  /** Where a new topic goes first. */
  parentId: number | null;
  categories: QuestionCategoryView[];
  onClose: () => void;
}

/** The tree with a topic's own subtree disabled (a topic cannot move under itself). */
function withoutSubtree(nodes: CategoryNode[], own: Set<number>): (CategoryNode & { disabled: boolean })[] {
  return nodes.map((n) => ({ ...n, disabled: own.has(n.key), children: withoutSubtree(n.children, own) }));
}

export function CategoryDialog({ open, category, parentId, categories, onClose }: CategoryDialogProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<Values>();
  const save = useExamAdminMutation((body: QuestionCategoryBody) =>
    category ? examAdminApi.updateCategory(category.id, body) : examAdminApi.createCategory(body),
  );

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ name: category?.name ?? '', parentId });
  }, [open, category, parentId, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await save.mutateAsync({ name: values.name.trim(), parentId: values.parentId ?? 0 });
      message.success(t('examAdmin.saved'));
      onClose();
    } catch (error) {
      setFieldErrors(form, error, ['name', 'parentId']);
      message.error(errorMessage(error, t('examAdmin.saveFailed')));
    }
  };

  const own = category ? subtreeIds(categories, category.id) : new Set<number>();
  return (
    <Modal
      open={open}
      title={t(category ? 'examAdmin.editCategory' : 'examAdmin.newCategory')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('examAdmin.save')}
      cancelText={t('examAdmin.cancel')}
      okButtonProps={{ ...({ 'data-testid': 'category-form-save' } as object) }}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve data-testid="category-form">
        <Form.Item name="name" label={t('examAdmin.categoryName')} rules={formRules(categoryRules, 'name', t)} required>
          <Input maxLength={CATEGORY_NAME_MAX} data-testid="category-form-name" />
        </Form.Item>
        <Form.Item name="parentId" label={t('examAdmin.categoryParent')}>
          <TreeSelect
            allowClear
            showSearch
            treeNodeFilterProp="title"
            treeDefaultExpandAll
            placeholder={t('examAdmin.categoryTop')}
            treeData={withoutSubtree(categoryTree(categories), own)}
            data-testid="category-form-parent"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
