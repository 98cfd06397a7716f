// Learning calls: a lesson's progress (read starts the server's watch clock; save) and the learner's note.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { BeatBody, BeatView, ConsentView, CreditsView, NoteView, OpenedView, ProgressBody, ProgressView, SnapshotBody, StudySessionView } from '../../lib/api-types';

type Id = number | string;

/** A save as the lesson pages make it: every field of the server's ProgressBody, none left to its defaults. */
export type LessonProgress = { [K in keyof ProgressBody]-?: NonNullable<ProgressBody[K]> };

const itemPath = (courseId: Id, sectionId: Id, itemId: Id) => `/api/v0/course/${courseId}/section/${sectionId}/item/${itemId}`;

export const learningApi = {
  readProgress: (courseId: Id, sectionId: Id, itemId: Id) => api.get<ProgressView>(`${itemPath(courseId, sectionId, itemId)}/progress`),
  saveProgress: (courseId: Id, sectionId: Id, itemId: Id, body: LessonProgress, options: { keepalive?: boolean } = {}) =>
    api.put<ProgressView>(`${itemPath(courseId, sectionId, itemId)}/progress`, body, options),
  readNote: (courseId: Id, sectionId: Id, itemId: Id) => api.get<NoteView>(`${itemPath(courseId, sectionId, itemId)}/note`),
  saveNote: (courseId: Id, sectionId: Id, itemId: Id, content: string) =>
    api.put<NoteView>(`${itemPath(courseId, sectionId, itemId)}/note`, { content }),
};

/** Study sessions (the server's 学时 ledger): open, heartbeats, an attention check's answer, the end. Never retried: a lost heartbeat is a gap. */
export const studyApi = {
  open: (courseId: Id) => api.post<OpenedView>('/api/v0/study/session', { courseId: Number(courseId) }),
  beat: (sessionId: number, body: BeatBody, options: { keepalive?: boolean } = {}) =>
    api.post<BeatView>(`/api/v0/study/session/${sessionId}/beat`, body, options),
  answer: (sessionId: number, checkId: number) => api.post<StudySessionView>(`/api/v0/study/session/${sessionId}/check/${checkId}`, {}),
  end: (sessionId: number) => api.post<null>(`/api/v0/study/session/${sessionId}/end`, {}, { keepalive: true }),
  credits: (courseId: Id) => api.get<CreditsView>(`/api/v0/study/course/${courseId}/credits`),
  /** Camera presence (随机抓拍): whether the learner agreed, and how long stills are kept. */
  consentState: () => api.get<ConsentView>('/api/v0/study/consent'),
  consent: () => api.post<ConsentView>('/api/v0/study/consent', {}),
  /** The still a session was asked for, uploaded first as a `snapshot` file. */
  snapshot: (sessionId: number, snapshotId: number, fileId: number) =>
    api.post<StudySessionView>(`/api/v0/study/session/${sessionId}/snapshot/${snapshotId}`, { fileId } satisfies SnapshotBody),
};

export const learningKeys = {
  progress: (courseId: Id, sectionId: Id, itemId: Id) => ['learning', 'progress', String(courseId), String(sectionId), String(itemId)] as const,
  note: (courseId: Id, sectionId: Id, itemId: Id) => ['learning', 'note', String(courseId), String(sectionId), String(itemId)] as const,
  hours: (courseId: Id) => ['study', 'hours', String(courseId)] as const,
  consent: () => ['study', 'consent'] as const,
};

export const learningQueries = {
  /** Always fresh: opening a lesson is what starts its clock on the server. */
  progress: (courseId: Id, sectionId: Id, itemId: Id) =>
    queryOptions({
      queryKey: learningKeys.progress(courseId, sectionId, itemId),
      queryFn: () => learningApi.readProgress(courseId, sectionId, itemId),
      staleTime: 0,
      gcTime: 0,
    }),
  note: (courseId: Id, sectionId: Id, itemId: Id) =>
    queryOptions({ queryKey: learningKeys.note(courseId, sectionId, itemId), queryFn: () => learningApi.readNote(courseId, sectionId, itemId) }),
  /** The member's credited 学时 in the course, by lesson, against the requirement. */
  hours: (courseId: Id) => queryOptions({ queryKey: learningKeys.hours(courseId), queryFn: () => studyApi.credits(courseId) }),
};
