// The 知识点 tree of the question bank: the server's flat list (each with its parent) as nested nodes for the
// antd Tree and TreeSelect, and the ids a category's subtree holds (a category cannot move under them).
import type { QuestionCategoryView } from '../../lib/api-types';

export interface CategoryNode {
  key: number;
  value: number;
  title: string;
  category: QuestionCategoryView;
  children: CategoryNode[];
}

/** 1 易, 2 中, 3 难 (the server's numbers). */
export const DIFFICULTIES = [1, 2, 3] as const;

/** The categories as nested nodes, siblings by name; a category whose parent is missing sits at the top. */
export function categoryTree(categories: QuestionCategoryView[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>(
    categories.map((c) => [c.id, { key: c.id, value: c.id, title: c.name, category: c, children: [] }]),
  );
  const roots: CategoryNode[] = [];
  for (const c of categories) {
    const node = nodes.get(c.id)!;
    const parent = c.parentId != null ? nodes.get(c.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const byName = (a: CategoryNode, b: CategoryNode) => a.title.localeCompare(b.title, 'zh-CN');
  const sort = (list: CategoryNode[]) => {
    list.sort(byName);
    list.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}

/** The category and every one below it. */
export function subtreeIds(categories: QuestionCategoryView[], id: number): Set<number> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of categories) {
      if (c.parentId != null && out.has(c.parentId) && !out.has(c.id)) {
        out.add(c.id);
        grew = true;
      }
    }
  }
  return out;
}

/** Tags as typed: trimmed, empty ones dropped, each once. */
export function cleanTags(tags: string[] | undefined): string[] {
  return Array.from(new Set((tags ?? []).map((t) => t.trim()).filter(Boolean)));
}
