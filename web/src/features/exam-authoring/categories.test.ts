import { describe, expect, it } from 'vitest';
import { categoryTree, cleanTags, subtreeIds } from './categories';
import type { QuestionCategoryView } from '../../lib/api-types';

const category = (id: number, name: string, parentId: number | null = null): QuestionCategoryView => ({
  id, name, parentId, path: name, count: 0, total: 0, editable: true,
});

const all = [category(3, '高压', 2), category(1, '电工'), category(2, '安全', 1), category(4, '仪表', 1), category(5, '焊工')];

describe('the 知识点 tree', () => {
  it('nests categories under their parents, siblings by name', () => {
    const tree = categoryTree(all);
    expect(tree.map((n) => n.title)).toEqual(['电工', '焊工']);
    expect(tree[0].children.map((n) => n.title)).toEqual(['安全', '仪表']);
    expect(tree[0].children[0].children[0].key).toBe(3);
  });

  it('puts a category whose parent is gone at the top', () => {
    expect(categoryTree([category(7, '孤儿', 99)]).map((n) => n.key)).toEqual([7]);
  });

  it('knows what lies below a category', () => {
    expect([...subtreeIds(all, 1)].sort()).toEqual([1, 2, 3, 4]);
    expect([...subtreeIds(all, 5)]).toEqual([5]);
  });

  it('cleans tags as typed', () => {
    expect(cleanTags([' 安全 ', '', '安全', '电工'])).toEqual(['安全', '电工']);
    expect(cleanTags(undefined)).toEqual([]);
  });
});
