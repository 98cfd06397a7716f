// Learning calls: a lesson's progress (read starts the server's watch clock; save) and the learner's note.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { LearningProgress } from '../../lib/course';

type Id = number | string;

export interface ProgressBody {
  progress: number;
  completed: boolean;
  /** Current playback second. */
  position: number;
  furthest: number;
}

export interface Note {
  content: string;
  updatedAt: number | null;
}

const itemPath = (courseId: Id, sectionId: Id, itemId: Id) => `/api/v0/course/${courseId}/section/${sectionId}/item/${itemId}`;

export const learningApi = {
  readProgress: (courseId: Id, sectionId: Id, itemId: Id) => api.get<LearningProgress>(`${itemPath(courseId, sectionId, itemId)}/progress`),
  saveProgress: (courseId: Id, sectionId: Id, itemId: Id, body: ProgressBody, options: { keepalive?: boolean } = {}) =>
    api.put<LearningProgress>(`${itemPath(courseId, sectionId, itemId)}/progress`, body, options),
  readNote: (courseId: Id, sectionId: Id, itemId: Id) => api.get<Note>(`${itemPath(courseId, sectionId, itemId)}/note`),
  saveNote: (courseId: Id, sectionId: Id, itemId: Id, content: string) =>
    api.put<Note>(`${itemPath(courseId, sectionId, itemId)}/note`, { content }),
};

export const learningKeys = {
  progress: (courseId: Id, sectionId: Id, itemId: Id) => ['learning', 'progress', String(courseId), String(sectionId), String(itemId)] as const,
  note: (courseId: Id, sectionId: Id, itemId: Id) => ['learning', 'note', String(courseId), String(sectionId), String(itemId)] as const,
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
};
