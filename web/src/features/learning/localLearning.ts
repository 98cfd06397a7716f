// A guest's learning kept in this browser (no server calls for guests): lesson progress and notes per course.
import type { ProgressView, SectionView } from '../../lib/api-types';
import type { LessonProgress } from './api';

type Id = number | string;

export const localProgressKey = (courseId: Id) => `learning_progress_${courseId}`;
export const localNoteKey = (courseId: Id, itemId: Id) => `learning_note_${courseId}_${itemId}`;

type Store = Record<string, ProgressView>;

function readStore(courseId: Id): Store {
  try {
    const raw = localStorage.getItem(localProgressKey(courseId));
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Store) : {};
  } catch {
    return {};
  }
}

export function readLocalProgress(courseId: Id, itemId: Id): ProgressView | null {
  return readStore(courseId)[String(itemId)] ?? null;
}

/** Same rule as the server: progress never goes back and completion sticks. */
export function saveLocalProgress(courseId: Id, itemId: Id, next: LessonProgress): ProgressView {
  const store = readStore(courseId);
  const prev = store[String(itemId)];
  const completed = !!prev?.completed || next.completed;
  const merged: ProgressView = {
    completed,
    progress: completed ? 100 : Math.max(prev?.progress ?? 0, Math.round(next.progress)),
    position: next.position,
    furthest: Math.max(prev?.furthest ?? 0, next.furthest),
    updated_at: Date.now(),
  };
  store[String(itemId)] = merged;
  try {
    localStorage.setItem(localProgressKey(courseId), JSON.stringify(store));
  } catch {
    // Storage unavailable: the guest's progress lives until the page closes.
  }
  return merged;
}

/** The outline with the guest's local progress filled in. */
export function withLocalProgress(courseId: Id, sections: SectionView[]): SectionView[] {
  const store = readStore(courseId);
  return sections.map((s) => ({
    ...s,
    items: s.items.map((i) => {
      const p = store[String(i.id)];
      return p ? { ...i, completed: p.completed, progress: p.progress, position: p.position, furthest: p.furthest } : i;
    }),
  }));
}

export function readLocalNote(courseId: Id, itemId: Id): string {
  try {
    return localStorage.getItem(localNoteKey(courseId, itemId)) ?? '';
  } catch {
    return '';
  }
}

export function saveLocalNote(courseId: Id, itemId: Id, content: string): void {
  try {
    if (content) localStorage.setItem(localNoteKey(courseId, itemId), content);
    else localStorage.removeItem(localNoteKey(courseId, itemId));
  } catch {
    // ignored, as above
  }
}
