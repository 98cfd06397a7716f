// The 知识点 tree beside the question bank: all questions, those under no topic, and each topic with how many of the
// caller's questions it holds (with those below it). Picking one filters the list (?category=); the topics the caller
// made can be given a subtopic, edited or deleted from their menu.
import { useState } from 'react';
import { Button, Dropdown, Flex, Popconfirm, Tree, Typography, type TreeDataNode } from 'antd';
import { MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { useApp } from '../../../lib/useApp';
import { errorMessage } from '../../../lib/api';
import { Panel } from '../../../components/Panel';
import { examAdminApi, useExamAdminMutation } from '../api';
import { categoryTree, type CategoryNode } from '../categories';
import { CategoryDialog } from './CategoryDialog';
import type { QuestionCategoryView } from '../../../lib/api-types';

/** The tree's keys: 'all', 'none' (filed under no topic) or a topic's id. */
export type CategoryKey = 'all' | 'none' | number;

export interface CategoryPanelProps {
  categories: QuestionCategoryView[];
  selected: CategoryKey;
  onSelect: (key: CategoryKey) => void;
}

export function CategoryPanel({ categories, selected, onSelect }: CategoryPanelProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [dialog, setDialog] = useState<{ category: QuestionCategoryView | null; parentId: number | null } | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const remove = useExamAdminMutation((id: number) => examAdminApi.deleteCategory(id));

  const title = (node: CategoryNode) => (
    <Flex align="center" gap={4} className="sc-xa-category" data-testid={`category-${node.key}`}>
      <Typography.Text ellipsis className="sc-xa-category-name">
        {node.title}
      </Typography.Text>
      <span className="sc-secondary sc-xa-category-count">{node.category.total}</span>
      {node.category.editable && (
        <Popconfirm
          open={confirming === node.key}
          title={t('examAdmin.deleteCategoryConfirm', { name: node.title })}
          onOpenChange={(open) => !open && setConfirming(null)}
          onConfirm={async () => {
            try {
              await remove.mutateAsync(node.key);
              message.success(t('examAdmin.deleted'));
              if (selected === node.key) onSelect('all');
            } catch (error) {
              message.error(errorMessage(error, t('examAdmin.deleteFailed')));
            }
            setConfirming(null);
          }}
        >
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'child', label: t('examAdmin.newSubcategory') },
                { key: 'edit', label: t('examAdmin.editCategory') },
                { key: 'delete', label: t('examAdmin.deleteCategory'), danger: true },
              ],
              onClick: ({ key, domEvent }) => {
                domEvent.stopPropagation();
                if (key === 'child') setDialog({ category: null, parentId: node.key });
                if (key === 'edit') setDialog({ category: node.category, parentId: node.category.parentId ?? null });
                if (key === 'delete') setConfirming(node.key);
              },
            }}
          >
            <Button
              type="text"
              size="small"
              icon={<MoreOutlined />}
              aria-label={t('examAdmin.categoryActions')}
              onClick={(e) => e.stopPropagation()}
              data-testid={`category-menu-${node.key}`}
            />
          </Dropdown>
        </Popconfirm>
      )}
    </Flex>
  );

  const data = (node: CategoryNode): TreeDataNode => ({ key: node.key, title: title(node), children: node.children.map(data) });
  const fixed = (key: 'all' | 'none', text: string): TreeDataNode => ({ key, title: <span data-testid={`category-${key}`}>{text}</span> });
  const nodes: TreeDataNode[] = [fixed('all', t('examAdmin.allQuestions')), fixed('none', t('examAdmin.uncategorised')), ...categoryTree(categories).map(data)];

  return (
    <Panel compact className="sc-xa-categories" testId="category-panel">
      <Flex align="center" justify="space-between" className="sc-xa-categories-head">
        <Typography.Text strong>{t('examAdmin.categories')}</Typography.Text>
        <Button size="small" icon={<PlusOutlined />} onClick={() => setDialog({ category: null, parentId: null })} data-testid="category-create">
          {t('examAdmin.newCategory')}
        </Button>
      </Flex>
      <Tree key={categories.length} blockNode defaultExpandAll selectedKeys={[selected]} onSelect={(keys) => keys.length > 0 && onSelect(keys[0] as CategoryKey)} treeData={nodes} />
      <CategoryDialog
        open={dialog !== null}
        category={dialog?.category ?? null}
        parentId={dialog?.parentId ?? null}
        categories={categories}
        onClose={() => setDialog(null)}
      />
    </Panel>
  );
}
