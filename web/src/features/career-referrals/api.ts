// The career-referral calls under /api/v0/admin/career (positions, candidates, referrals and their trails), the
// filters each tab reads from the URL, the query options and the mutation hook.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { isPositionStatus, isReferralStatus } from '../../lib/career';
import { pageSizeOf, type PageSizes } from '../../components/ListPagination';
import type {
  CandidatePage,
  PositionBody,
  PositionPage,
  PositionStatus,
  PositionView,
  ReferralBody,
  ReferralDetail,
  ReferralPage,
  ReferralStatus,
  ReferralUpdateBody,
  ReferralView,
} from '../../lib/api-types';

export const CAREER_TABS = ['referrals', 'positions'] as const;
export type CareerTab = (typeof CAREER_TABS)[number];
/** ?tab= (referrals, the first tab, is written as no parameter). */
export const TAB_PARAM = 'tab';
export const tabOf = (params: URLSearchParams): CareerTab => (params.get(TAB_PARAM) === 'positions' ? 'positions' : 'referrals');

export const CAREER_PAGE_SIZES: PageSizes = { options: [10, 20, 50, 100], initial: 20 };
/** The URL parameters that filter each tab's list (a tab switch clears them). */
export const REFERRAL_FILTERS = ['status', 'positionId', 'q'] as const;
export const POSITION_FILTERS = ['status', 'q'] as const;
/** The candidates the refer dialog shows per page. */
export const CANDIDATE_PAGE_SIZE = 8;
/** Positions offered in the selects (the refer dialog's open ones, the referral filter's all). */
export const POSITION_CHOICES = 100;

export interface ReferralQuery {
  status?: ReferralStatus;
  positionId?: number;
  q?: string;
  page: number;
  size: number;
}

export interface PositionQuery {
  status?: PositionStatus;
  q?: string;
  page: number;
  size: number;
}

const text = (params: URLSearchParams, name: string) => params.get(name)?.trim() ?? '';
const zeroBasedPage = (params: URLSearchParams) => Math.max(0, (Number(text(params, 'page')) || 1) - 1);

/** The referral list's query from the URL (?status=&positionId=&q=&page=&size=); values the server would refuse are left out. */
export function referralQuery(params: URLSearchParams): ReferralQuery {
  const status = text(params, 'status');
  const positionId = Number(text(params, 'positionId'));
  return {
    status: isReferralStatus(status) ? status : undefined,
    positionId: Number.isInteger(positionId) && positionId > 0 ? positionId : undefined,
    q: text(params, 'q') || undefined,
    page: zeroBasedPage(params),
    size: pageSizeOf(text(params, 'size'), CAREER_PAGE_SIZES),
  };
}

/** The position list's query from the URL (?tab=positions&status=&q=&page=&size=). */
export function positionQuery(params: URLSearchParams): PositionQuery {
  const status = text(params, 'status');
  return {
    status: isPositionStatus(status) ? status : undefined,
    q: text(params, 'q') || undefined,
    page: zeroBasedPage(params),
    size: pageSizeOf(text(params, 'size'), CAREER_PAGE_SIZES),
  };
}

/** A position as a full PUT body (the server replaces every field), with the changes given. */
export function positionBody(p: PositionView, changes: Partial<PositionBody> = {}): PositionBody {
  return {
    company: p.company,
    title: p.title,
    city: p.city,
    salaryMin: p.salaryMin,
    salaryMax: p.salaryMax,
    requirements: p.requirements,
    contact: p.contact,
    status: p.status,
    ...changes,
  };
}

const base = '/api/v0/admin/career';

export const careerApi = {
  positions: (query: PositionQuery) => api.get<PositionPage>(`${base}/position`, { ...query }),
  createPosition: (body: PositionBody) => api.post<PositionView>(`${base}/position`, body),
  updatePosition: (id: number, body: PositionBody) => api.put<PositionView>(`${base}/position/${id}`, body),
  deletePosition: (id: number) => api.delete<null>(`${base}/position/${id}`),
  candidates: (q: string, page: number) => api.get<CandidatePage>(`${base}/candidate`, { q: q || undefined, page, size: CANDIDATE_PAGE_SIZE }),
  referrals: (query: ReferralQuery) => api.get<ReferralPage>(`${base}/referral`, { ...query }),
  refer: (body: ReferralBody) => api.post<ReferralView>(`${base}/referral`, body),
  updateReferral: (id: number, body: ReferralUpdateBody) => api.put<ReferralView>(`${base}/referral/${id}`, body),
  referral: (id: number) => api.get<ReferralDetail>(`${base}/referral/${id}`),
};

export const careerKeys = {
  all: ['career'] as const,
  positions: (query: PositionQuery) => ['career', 'positions', query] as const,
  candidates: (q: string, page: number) => ['career', 'candidates', q, page] as const,
  referrals: (query: ReferralQuery) => ['career', 'referrals', query] as const,
  referral: (id: number) => ['career', 'referral', id] as const,
};

export const careerQueries = {
  positions: (query: PositionQuery) =>
    queryOptions({ queryKey: careerKeys.positions(query), queryFn: () => careerApi.positions(query), placeholderData: keepPreviousData }),
  candidates: (q: string, page: number) =>
    queryOptions({ queryKey: careerKeys.candidates(q, page), queryFn: () => careerApi.candidates(q, page), placeholderData: keepPreviousData, staleTime: 0 }),
  referrals: (query: ReferralQuery) =>
    queryOptions({ queryKey: careerKeys.referrals(query), queryFn: () => careerApi.referrals(query), placeholderData: keepPreviousData }),
  referral: (id: number) => queryOptions({ queryKey: careerKeys.referral(id), queryFn: () => careerApi.referral(id), staleTime: 0 }),
};

/** A change to a position or a referral: every list, count and trail of the page is stale afterwards. */
export function useCareerMutation<TVars, TData>(mutationFn: (vars: TVars) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: careerKeys.all }) });
}
