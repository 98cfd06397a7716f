import { describe, expect, it } from 'vitest';
import { TEXT_CHAPTERS, chaptersFor, finishAll, loadExperience, markChapterDone, openChapter, saveExperience } from './experience';

const video = { courseId: 3, title: '示例视频', url: '/files/abc' };

describe('experience courses', () => {
  it('builds the chapters per variant', () => {
    expect(chaptersFor('text', video)).toBe(TEXT_CHAPTERS);
    expect(chaptersFor('video', null)).toBe(TEXT_CHAPTERS);
    const chapters = chaptersFor('video', video);
    expect(chapters[0]).toMatchObject({ kind: 'video', videoUrl: '/files/abc', title: '示例视频' });
    expect(chapters).toHaveLength(TEXT_CHAPTERS.length + 1);
  });

  it('completes a text chapter when it is left, not a video chapter', () => {
    const chapters = chaptersFor('video', video);
    let s = loadExperience('x');
    expect(s).toEqual({ current: null, done: [], savedAt: null });
    s = openChapter(s, chapters, 'video-3');
    s = openChapter(s, chapters, 'ch1');
    expect(s.done).toEqual([]);
    s = openChapter(s, chapters, 'ch2');
    expect(s.done).toEqual(['ch1']);
    s = openChapter(s, chapters, 'ch2');
    expect(s.done).toEqual(['ch1']);
    s = markChapterDone(s, 'video-3');
    expect(s.done).toEqual(['ch1', 'video-3']);
  });

  it('finishes every chapter and keeps the state in the browser', () => {
    const chapters = chaptersFor('text', null);
    const s = finishAll({ current: 'ch1', done: ['ch1'], savedAt: null }, chapters);
    expect(s.done.sort()).toEqual(['ch1', 'ch2', 'ch3', 'ch4']);
    saveExperience('text', s, 1234);
    expect(JSON.parse(localStorage.getItem('experience_progress_text')!)).toMatchObject({ savedAt: 1234, current: 'ch1' });
    expect(loadExperience('text').done).toHaveLength(4);
    localStorage.setItem('experience_progress_bad', '{nope');
    expect(loadExperience('bad').done).toEqual([]);
  });
});
