// The course center's call (GET /api/v0/admin/course-center: every course an administrator may manage, a teacher's own,
// with learners by status, completion, rating and revenue), the list query it reads from the URL and its query options.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { pageSizeOf, type PageSizes } from '../../components/ListPagination';
import type { CourseCenterPage } from '../../lib/api-types';

/** The course type as everywhere else: 0 certification class (认证班), 1 special-topic class (专题班). */
export const isSpecialClass = (type: number) => type === 1;

/** The columns the server sorts by; createdAt (newest first) when the URL names none. */
export const COURSE_CENTER_SORTS = ['name', 'fee', 'learners', 'completionRate', 'rating', 'revenue', 'createdAt'] as const;
export type CourseCenterSort = (typeof COURSE_CENTER_SORTS)[number];
export type SortOrder = 'asc' | 'desc';
const isSort = (v: string): v is CourseCenterSort => (COURSE_CENTER_SORTS as readonly string[]).includes(v);

export const COURSE_CENTER_PAGE_SIZES: PageSizes = { options: [10, 20, 50, 100], initial: 20 };
/** The URL parameters that filter the list (the sort only orders it). */
export const COURSE_CENTER_FILTERS = ['q'] as const;

export interface CourseCenterQuery {
  q?: string;
  sort?: CourseCenterSort;
  order?: SortOrder;
  page: number;
  size: number;
}

/** The list's query from the URL (?q=&sort=&order=&page=&size=); values the server would refuse are left out. */
export function courseCenterQuery(params: URLSearchParams): CourseCenterQuery {
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const sort = text('sort');
  const order = text('order');
  const sorted = isSort(sort);
  return {
    q: text('q') || undefined,
    sort: sorted ? sort : undefined,
    // An order without a column means nothing; a column without an order is the server's default (desc).
    order: sorted && (order === 'asc' || order === 'desc') ? order : undefined,
    page: Math.max(0, (Number(text('page')) || 1) - 1),
    size: pageSizeOf(text('size'), COURSE_CENTER_PAGE_SIZES),
  };
}

export const courseCenterApi = {
  list: (query: CourseCenterQuery) => api.get<CourseCenterPage>('/api/v0/admin/course-center', { ...query }),
};

export const courseCenterKeys = {
  all: ['courseCenter'] as const,
  list: (query: CourseCenterQuery) => ['courseCenter', 'list', query] as const,
};

export const courseCenterQueries = {
  list: (query: CourseCenterQuery) =>
    queryOptions({ queryKey: courseCenterKeys.list(query), queryFn: () => courseCenterApi.list(query), placeholderData: keepPreviousData }),
};
