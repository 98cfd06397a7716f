import { describe, expect, it } from 'vitest';
import { readLocalNote, readLocalProgress, saveLocalNote, saveLocalProgress, withLocalProgress } from './localLearning';

describe("a guest's browser-kept learning", () => {
  it('never lowers progress and keeps completion', () => {
    saveLocalProgress(5, 9, { progress: 40, completed: false, position: 12, furthest: 20 });
    const p = saveLocalProgress(5, 9, { progress: 10, completed: false, position: 3, furthest: 5 });
    expect(p).toMatchObject({ progress: 40, furthest: 20, position: 3, completed: false });
    saveLocalProgress(5, 9, { progress: 100, completed: true, position: 0, furthest: 0 });
    expect(saveLocalProgress(5, 9, { progress: 0, completed: false, position: 0, furthest: 0 })).toMatchObject({ completed: true, progress: 100 });
    expect(readLocalProgress(5, 9)?.completed).toBe(true);
    expect(readLocalProgress(5, 10)).toBeNull();
  });

  it('fills the outline from the browser', () => {
    saveLocalProgress(6, 1, { progress: 100, completed: true, position: 0, furthest: 0 });
    const sections = withLocalProgress(6, [
      {
        id: 1,
        title: 's',
        items: [
          { id: 1, sectionId: 1, title: 'a', type: 'TEXT', contents: [], duration: null, completed: false, progress: 0, position: 0, furthest: 0 },
          { id: 2, sectionId: 1, title: 'b', type: 'TEXT', contents: [], duration: null, completed: false, progress: 0, position: 0, furthest: 0 },
        ],
      },
    ]);
    expect(sections[0].items.map((i) => i.completed)).toEqual([true, false]);
  });

  it('keeps notes and clears them when empty', () => {
    saveLocalNote(5, 9, '要点');
    expect(readLocalNote(5, 9)).toBe('要点');
    saveLocalNote(5, 9, '');
    expect(readLocalNote(5, 9)).toBe('');
  });
});
