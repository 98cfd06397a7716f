// Pure outline rules: which lesson a URL opens, previous/next across lessons and chapters, progress counts.
import type { ItemView, SectionView } from '../../lib/api-types';

export interface LessonRef {
  sectionId: number;
  itemId: number | null;
}

export type Move = 'prevItem' | 'nextItem' | 'prevSection' | 'nextSection';

/** The message key shown when a move has nowhere to go. */
export const MOVE_LIMIT_MESSAGE: Record<Move, string> = {
  prevItem: 'learning.firstItem',
  nextItem: 'learning.lastItem',
  prevSection: 'learning.firstSection',
  nextSection: 'learning.lastSection',
};

const num = (v: string | number | null | undefined) => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/**
 * The lesson to open. A known item (with or without its section) opens that item; a known
 * section opens its first item (or shows it empty); otherwise the first section's first item.
 * Null when the course has no sections.
 */
export function resolveLesson(
  sections: SectionView[],
  sectionId?: string | number | null,
  itemId?: string | number | null,
): { section: SectionView; item: ItemView | null } | null {
  if (sections.length === 0) return null;
  const sid = num(sectionId);
  const iid = num(itemId);
  if (iid !== null) {
    for (const s of sections) {
      if (sid !== null && s.id !== sid) continue;
      const item = s.items.find((i) => i.id === iid);
      if (item) return { section: s, item };
    }
  }
  const section = (sid !== null && sections.find((s) => s.id === sid)) || sections[0];
  return { section, item: section.items[0] ?? null };
}

/** Previous/next lesson (crossing chapters) or chapter; null at either end. */
export function neighbour(sections: SectionView[], at: LessonRef, move: Move): LessonRef | null {
  const si = sections.findIndex((s) => s.id === at.sectionId);
  if (si < 0) return null;
  if (move === 'nextSection' || move === 'prevSection') {
    const target = sections[si + (move === 'nextSection' ? 1 : -1)];
    return target ? { sectionId: target.id, itemId: target.items[0]?.id ?? null } : null;
  }
  const flat = sections.flatMap((s) => s.items.map((i) => ({ sectionId: s.id, itemId: i.id })));
  if (at.itemId === null) {
    // An empty chapter: the next lesson is the first one after it, the previous the last before it.
    const after = sections.slice(si + 1).flatMap((s) => s.items.map((i) => ({ sectionId: s.id, itemId: i.id })));
    const before = sections.slice(0, si).flatMap((s) => s.items.map((i) => ({ sectionId: s.id, itemId: i.id })));
    return (move === 'nextItem' ? after[0] : before[before.length - 1]) ?? null;
  }
  const idx = flat.findIndex((l) => l.itemId === at.itemId && l.sectionId === at.sectionId);
  if (idx < 0) return null;
  return flat[idx + (move === 'nextItem' ? 1 : -1)] ?? null;
}

export function courseCompletion(sections: SectionView[]): { done: number; total: number; percent: number } {
  const items = sections.flatMap((s) => s.items);
  const done = items.filter((i) => i.completed).length;
  return { done, total: items.length, percent: items.length ? Math.round((done / items.length) * 100) : 0 };
}

/** The outline with one item's progress replaced (after a save). */
export function patchItem(sections: SectionView[], itemId: number, patch: Partial<ItemView>): SectionView[] {
  return sections.map((s) =>
    s.items.some((i) => i.id === itemId) ? { ...s, items: s.items.map((i) => (i.id === itemId ? { ...i, ...patch } : i)) } : s,
  );
}
