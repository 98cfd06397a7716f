// The course model every area shares (learner catalogue, learning, authoring): types, money, catalogue reads.
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

/** Enrolment status of the caller in a course (spec 000 §3/§4); null when not enrolled. */
export const COURSE_STATUS = {
  pendingReview: 1,
  awaitingPayment: 2,
  rejected: 3,
  studying: 4,
} as const;
export type CourseStatus = (typeof COURSE_STATUS)[keyof typeof COURSE_STATUS];

/** 0 certification class, 1 special-topic class. */
export const COURSE_TYPES = [0, 1] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

export interface CourseView {
  id: number;
  name: string;
  cover: string | null;
  description: string | null;
  teacherId: number | null;
  teacherName: string | null;
  category: string;
  type: CourseType;
  /** Integer fen. */
  fee: number;
  publicCourse: boolean;
  status: CourseStatus | null;
  createdAt: number;
  updatedAt: number;
}

export interface CourseList {
  courses: CourseView[];
  totalCount: number;
}

export interface Category {
  name: string;
  count: number;
}

export const ITEM_TYPES = ['TEXT', 'IMAGE', 'VIDEO', 'AUDIO'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export interface ItemContent {
  type: string;
  content: string;
}

/** A lesson with the caller's progress. */
export interface ItemView {
  id: number;
  sectionId: number;
  title: string;
  type: ItemType;
  contents: ItemContent[];
  /** Seconds, for video and audio. */
  duration: number | null;
  completed: boolean;
  progress: number;
  position: number;
  furthest: number;
}

export interface SectionView {
  id: number;
  title: string;
  items: ItemView[];
}

export interface LearningProgress {
  completed: boolean;
  progress: number;
  position: number;
  furthest: number;
  updated_at?: number;
}

/** The text or media URL of a lesson (`contents[0]`). */
export function itemContent(item: { contents?: ItemContent[] | null }): string {
  return item.contents?.[0]?.content ?? '';
}

export const isTimed = (type: string) => type === 'VIDEO' || type === 'AUDIO';

/** Reading a media file's duration in the browser gives up after this long (spec 001 §9). */
export const DURATION_PRELOAD_TIMEOUT_MS = 3_000;

// ---- money: integer fen on the wire, yuan with two decimals on screen -------------------------------

export function fenToYuan(fen: number | null | undefined): string {
  const value = Number.isFinite(fen) ? (fen as number) : 0;
  return (value / 100).toFixed(2);
}

export function yuanToFen(yuan: number | string | null | undefined): number {
  const n = typeof yuan === 'string' ? Number.parseFloat(yuan) : (yuan ?? 0);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}

// ---- catalogue reads ----------------------------------------------------------------------------------

export interface CourseListParams {
  search?: string;
  category?: string;
  type?: CourseType;
  publicCourse?: boolean;
  page?: number;
  size?: number;
}

export const catalogueApi = {
  list: (params: CourseListParams = {}) =>
    api.get<CourseList>('/api/v0/course', { page: 0, size: 100, ...params, search: params.search || undefined }),
  categories: () => api.get<{ categories: Category[] }>('/api/v0/course/categories'),
  detail: (id: number | string) => api.get<CourseView>(`/api/v0/course/${id}`),
  sections: (id: number | string) => api.get<{ sections: SectionView[] }>(`/api/v0/course/${id}/section`),
  items: (id: number | string, sectionId: number | string) =>
    api.get<{ items: ItemView[] }>(`/api/v0/course/${id}/section/${sectionId}/item`),
};

/** Query keys: everything under ['course'] is the learner's view and changes with the session. */
export const courseKeys = {
  all: ['course'] as const,
  list: (params: CourseListParams) => ['course', 'list', params] as const,
  categories: () => ['course', 'categories'] as const,
  detail: (id: number | string) => ['course', 'detail', String(id)] as const,
  sections: (id: number | string) => ['course', 'sections', String(id)] as const,
};

export const courseQueries = {
  list: (params: CourseListParams = {}) => queryOptions({ queryKey: courseKeys.list(params), queryFn: () => catalogueApi.list(params) }),
  categories: () => queryOptions({ queryKey: courseKeys.categories(), queryFn: catalogueApi.categories }),
  detail: (id: number | string) => queryOptions({ queryKey: courseKeys.detail(id), queryFn: () => catalogueApi.detail(id) }),
  sections: (id: number | string) =>
    queryOptions({ queryKey: courseKeys.sections(id), queryFn: () => catalogueApi.sections(id).then((d) => d.sections ?? []) }),
};
