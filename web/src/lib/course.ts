// The course model every area shares (learner catalogue, learning, authoring): types, money, catalogue reads.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from './api';
import { pageParam, textParam } from './searchParams';
import type { CategoryList, Content, CourseList, CourseView, ItemList, SectionList } from './api-types';

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
export const isCourseType = (type: number): type is CourseType => (COURSE_TYPES as readonly number[]).includes(type);

export const ITEM_TYPES = ['TEXT', 'IMAGE', 'VIDEO', 'AUDIO'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
/** Lessons carry their type as a string on the wire. */
export const isItemType = (type: string): type is ItemType => (ITEM_TYPES as readonly string[]).includes(type);

/** The text or media URL of a lesson (`contents[0]`; the authoring view types its contents loosely). */
export function itemContent(item: { contents?: readonly Content[] | readonly unknown[] | null }): string {
  const first: unknown = item.contents?.[0];
  return typeof first === 'object' && first !== null && 'content' in first && typeof first.content === 'string' ? first.content : '';
}

export const isTimed = (type: string) => type === 'VIDEO' || type === 'AUDIO';

/** Reading a media file's duration in the browser gives up after this long (spec 001 §9). */
export const DURATION_PRELOAD_TIMEOUT_MS = 3_000;

// ---- money: integer fen on the wire, yuan with two decimals on screen -------------------------------

export function fenToYuan(fen: number | null | undefined): string {
  const value = Number.isFinite(fen) ? (fen as number) : 0;
  return (value / 100).toFixed(2);
}

/** Yuan for a summary: the ¥ sign, thousands separated, two decimals (123400 → ¥1,234.00). */
export function formatYuan(fen: number | null | undefined): string {
  const [whole, cents] = fenToYuan(fen).split('.');
  return `¥${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`;
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
  categories: () => api.get<CategoryList>('/api/v0/course/categories'),
  detail: (id: number | string) => api.get<CourseView>(`/api/v0/course/${id}`),
  sections: (id: number | string) => api.get<SectionList>(`/api/v0/course/${id}/section`),
  items: (id: number | string, sectionId: number | string) =>
    api.get<ItemList>(`/api/v0/course/${id}/section/${sectionId}/item`),
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

/** Courses per page of the classroom (课堂). */
export const CLASSROOM_PAGE_SIZE = 12;

/** The classroom's list from its address (?search=, ?category=, the 1-based ?page=). */
export function classroomParams(search: URLSearchParams): CourseListParams {
  const text = (name: string) => textParam(search, name) || undefined;
  return { search: text('search'), category: text('category'), page: pageParam(search) - 1, size: CLASSROOM_PAGE_SIZE };
}

// The catalogue pages' first data, asked for by their routes while the pages' chunks load (router.tsx).
export const prefetchHome = (client: QueryClient) =>
  Promise.all([client.prefetchQuery(courseQueries.categories()), client.prefetchQuery(courseQueries.list({ publicCourse: true }))]);
export const prefetchClassroom = (client: QueryClient, search: URLSearchParams) =>
  Promise.all([client.prefetchQuery(courseQueries.list(classroomParams(search))), client.prefetchQuery(courseQueries.categories())]);
export async function prefetchLesson(client: QueryClient, search: URLSearchParams) {
  const courseId = textParam(search, 'courseId');
  if (courseId) await Promise.all([client.prefetchQuery(courseQueries.detail(courseId)), client.prefetchQuery(courseQueries.sections(courseId))]);
}
