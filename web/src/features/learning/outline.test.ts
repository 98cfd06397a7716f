import { describe, expect, it } from 'vitest';
import { courseCompletion, neighbour, patchItem, resolveLesson } from './outline';
import { toParagraphs } from './text';
import type { ItemView, SectionView } from '../../lib/api-types';

const item = (id: number, sectionId: number, completed = false): ItemView => ({
  id,
  sectionId,
  title: `item ${id}`,
  type: 'TEXT',
  contents: [{ type: 'TEXT', content: 'x' }],
  duration: null,
  completed,
  progress: completed ? 100 : 0,
  position: 0,
  furthest: 0,
});

const sections: SectionView[] = [
  { id: 1, title: 'A', items: [item(11, 1, true), item(12, 1)] },
  { id: 2, title: 'B', items: [] },
  { id: 3, title: 'C', items: [item(31, 3)] },
];

describe('resolveLesson', () => {
  it('opens the first section and its first item by default', () => {
    expect(resolveLesson(sections)).toMatchObject({ section: { id: 1 }, item: { id: 11 } });
  });
  it('opens the item named by the URL, with or without its section', () => {
    expect(resolveLesson(sections, '3', '31')).toMatchObject({ section: { id: 3 }, item: { id: 31 } });
    expect(resolveLesson(sections, null, '12')).toMatchObject({ section: { id: 1 }, item: { id: 12 } });
  });
  it('shows an empty section as empty, and unknown ids fall back to the start', () => {
    expect(resolveLesson(sections, 2)).toMatchObject({ section: { id: 2 }, item: null });
    expect(resolveLesson(sections, 99, 99)).toMatchObject({ section: { id: 1 }, item: { id: 11 } });
    expect(resolveLesson([])).toBeNull();
  });
});

describe('neighbour', () => {
  it('moves between lessons across chapters', () => {
    expect(neighbour(sections, { sectionId: 1, itemId: 11 }, 'nextItem')).toEqual({ sectionId: 1, itemId: 12 });
    expect(neighbour(sections, { sectionId: 1, itemId: 12 }, 'nextItem')).toEqual({ sectionId: 3, itemId: 31 });
    expect(neighbour(sections, { sectionId: 3, itemId: 31 }, 'prevItem')).toEqual({ sectionId: 1, itemId: 12 });
  });
  it('stops at the last lesson and the last chapter', () => {
    expect(neighbour(sections, { sectionId: 3, itemId: 31 }, 'nextItem')).toBeNull();
    expect(neighbour(sections, { sectionId: 3, itemId: 31 }, 'nextSection')).toBeNull();
    expect(neighbour(sections, { sectionId: 1, itemId: 11 }, 'prevItem')).toBeNull();
    expect(neighbour(sections, { sectionId: 1, itemId: 11 }, 'prevSection')).toBeNull();
  });
  it('moves between chapters, including empty ones', () => {
    expect(neighbour(sections, { sectionId: 1, itemId: 12 }, 'nextSection')).toEqual({ sectionId: 2, itemId: null });
    expect(neighbour(sections, { sectionId: 2, itemId: null }, 'nextItem')).toEqual({ sectionId: 3, itemId: 31 });
    expect(neighbour(sections, { sectionId: 2, itemId: null }, 'prevItem')).toEqual({ sectionId: 1, itemId: 12 });
  });
});

describe('progress of the outline', () => {
  it('counts completed lessons and patches one after a save', () => {
    expect(courseCompletion(sections)).toEqual({ done: 1, total: 3, percent: 33 });
    const patched = patchItem(sections, 31, { completed: true, progress: 100 });
    expect(courseCompletion(patched).done).toBe(2);
    expect(patched[0]).toBe(sections[0]);
  });
});

describe('toParagraphs', () => {
  it('turns simple HTML and markdown into plain paragraphs', () => {
    expect(toParagraphs('<h2>标题</h2><p>第一段 &amp; 更多</p><p>第二段<br>第三段</p>')).toEqual(['标题', '第一段 & 更多', '第二段', '第三段']);
    expect(toParagraphs('# 标题\n\n**重点**内容\n- 列表 [链接](http://x)')).toEqual(['标题', '重点内容', '- 列表 链接']);
    expect(toParagraphs('<script>alert(1)</script>正文')).toEqual(['alert(1)正文']);
    expect(toParagraphs(null)).toEqual([]);
  });
});
