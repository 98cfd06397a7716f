// Experience (trial) courses: built-in sample chapters and their browser-kept progress (30 s auto-save).
import { catalogueApi, itemContent } from '../../lib/course';

export const EXPERIENCE_AUTOSAVE_MS = 30_000;

export type ExperienceVariant = 'trial' | 'text' | 'video';

export interface Chapter {
  id: string;
  kind: 'text' | 'video';
  /** i18n keys for built-in chapters; a literal title for the sample video. */
  titleKey?: string;
  bodyKey?: string;
  title?: string;
  videoUrl?: string;
}

export interface ExperienceState {
  current: string | null;
  done: string[];
  savedAt: number | null;
}

export const TEXT_CHAPTERS: Chapter[] = [1, 2, 3, 4].map((n) => ({
  id: `ch${n}`,
  kind: 'text',
  titleKey: `experience.ch${n}Title`,
  bodyKey: `experience.ch${n}Body`,
}));

export interface SampleVideo {
  courseId: number;
  title: string;
  url: string;
}

/** The chapters of a variant: text only, or the sample video (when one exists) before the text. */
export function chaptersFor(variant: ExperienceVariant, video: SampleVideo | null): Chapter[] {
  if (variant === 'text' || !video) return TEXT_CHAPTERS;
  return [{ id: `video-${video.courseId}`, kind: 'video', title: video.title, videoUrl: video.url }, ...TEXT_CHAPTERS];
}

export const experienceKey = (courseKey: string) => `experience_progress_${courseKey}`;

export function loadExperience(courseKey: string): ExperienceState {
  try {
    const parsed = JSON.parse(localStorage.getItem(experienceKey(courseKey)) ?? 'null') as Partial<ExperienceState> | null;
    if (parsed && Array.isArray(parsed.done)) {
      return { current: typeof parsed.current === 'string' ? parsed.current : null, done: parsed.done.map(String), savedAt: parsed.savedAt ?? null };
    }
  } catch {
    // A damaged entry starts the course afresh.
  }
  return { current: null, done: [], savedAt: null };
}

export function saveExperience(courseKey: string, state: ExperienceState, now = Date.now()): ExperienceState {
  const saved = { ...state, savedAt: now };
  try {
    localStorage.setItem(experienceKey(courseKey), JSON.stringify(saved));
  } catch {
    // Storage unavailable: progress lasts as long as the page.
  }
  return saved;
}

/** Opening another chapter: a text chapter being left counts as completed (spec 001 §4). */
export function openChapter(state: ExperienceState, chapters: Chapter[], nextId: string): ExperienceState {
  const leaving = chapters.find((c) => c.id === state.current);
  const done = leaving && leaving.kind === 'text' && leaving.id !== nextId && !state.done.includes(leaving.id) ? [...state.done, leaving.id] : state.done;
  return { ...state, current: nextId, done };
}

export function markChapterDone(state: ExperienceState, id: string): ExperienceState {
  return state.done.includes(id) ? state : { ...state, done: [...state.done, id] };
}

/** 'Finish learning' marks every chapter done. */
export function finishAll(state: ExperienceState, chapters: Chapter[]): ExperienceState {
  return { ...state, done: Array.from(new Set([...state.done, ...chapters.map((c) => c.id)])) };
}

/** The first video lesson of the trial (public) courses, used as the sample video chapter. */
export async function findSampleVideo(): Promise<SampleVideo | null> {
  const { courses } = await catalogueApi.list({ publicCourse: true, size: 20 });
  for (const course of courses.slice(0, 5)) {
    const sections = await catalogueApi
      .sections(course.id)
      .then((d) => d.sections ?? [])
      .catch(() => []);
    for (const s of sections) {
      const video = s.items.find((i) => i.type === 'VIDEO' && itemContent(i));
      if (video) return { courseId: course.id, title: video.title, url: itemContent(video) };
    }
  }
  return null;
}
