// The distributor dashboard's calls: a distributor's own under /api/v0/distributor, the administrator's for any
// distributor under /api/v0/admin/distributor/{userId} (the same shapes), and the administrator's comparison and export.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { saveBlob } from '../../lib/privateFile';
import { pageSizeOf, type PageSizes } from '../../components/ListPagination';
import { periodQuery, type Period } from './dashboard';
import type {
  AttributedLearnerPage,
  DistributorComparison,
  DistributorDashboard,
  InviteCodeBody,
  InviteCodeList,
  InviteCodeView,
} from '../../lib/api-types';

/** Whose dashboard: the signed-in distributor's own (no userId) or, for the administrator, that distributor's. */
export type DistributorScope = number | undefined;

const base = (scope: DistributorScope) => (scope === undefined ? '/api/v0/distributor' : `/api/v0/admin/distributor/${scope}`);

export const LEARNER_PAGE_SIZES: PageSizes = { options: [10, 20, 50, 100], initial: 20 };
/** ?tab= of the dashboard (the overview, the first tab, is written as no parameter). */
export const TAB_PARAM = 'tab';
export type DashboardTab = 'overview' | 'codes';
export const tabOf = (params: URLSearchParams): DashboardTab => (params.get(TAB_PARAM) === 'codes' ? 'codes' : 'overview');

export interface LearnerQuery {
  q?: string;
  page: number;
  size: number;
}

/** The learner table's query from the URL (?q=&page=&size=). */
export function learnerQuery(params: URLSearchParams): LearnerQuery {
  const q = params.get('q')?.trim() ?? '';
  return {
    q: q || undefined,
    page: Math.max(0, (Number(params.get('page')) || 1) - 1),
    size: pageSizeOf(params.get('size'), LEARNER_PAGE_SIZES),
  };
}

export const distributorApi = {
  dashboard: (scope: DistributorScope, period: Period) => api.get<DistributorDashboard>(`${base(scope)}/dashboard`, periodQuery(period)),
  learners: (scope: DistributorScope, query: LearnerQuery) => api.get<AttributedLearnerPage>(`${base(scope)}/learner`, { ...query }),
  codes: (scope: DistributorScope) => api.get<InviteCodeList>(`${base(scope)}/invite-code`),
  createCode: (scope: DistributorScope, body: InviteCodeBody) => api.post<InviteCodeView>(`${base(scope)}/invite-code`, body),
  updateCode: (scope: DistributorScope, id: number, body: InviteCodeBody) => api.put<InviteCodeView>(`${base(scope)}/invite-code/${id}`, body),
  /** The QR code of the code's registration link (SVG; needs the token, so it is read as a blob). */
  qrPath: (scope: DistributorScope, id: number) => `${base(scope)}/invite-code/${id}/qr.svg`,
  comparison: (period: Period) => api.get<DistributorComparison>('/api/v0/admin/distributor', periodQuery(period)),
  /** The comparison as an .xlsx download (sheet 渠道商对比). */
  exportComparison: async (period: Period, fallbackName: string) => {
    const file = await api.blob('/api/v0/admin/distributor/export', periodQuery(period));
    saveBlob(file.blob, file.name || fallbackName);
  },
};

const scopeKey = (scope: DistributorScope) => scope ?? 'own';

export const distributorKeys = {
  all: ['distributor'] as const,
  scope: (scope: DistributorScope) => ['distributor', scopeKey(scope)] as const,
  dashboard: (scope: DistributorScope, period: Period) => ['distributor', scopeKey(scope), 'dashboard', period.from, period.to] as const,
  learners: (scope: DistributorScope, query: LearnerQuery) => ['distributor', scopeKey(scope), 'learners', query] as const,
  codes: (scope: DistributorScope) => ['distributor', scopeKey(scope), 'codes'] as const,
  comparison: (period: Period) => ['distributor', 'comparison', period.from, period.to] as const,
};

export const distributorQueries = {
  dashboard: (scope: DistributorScope, period: Period) =>
    queryOptions({ queryKey: distributorKeys.dashboard(scope, period), queryFn: () => distributorApi.dashboard(scope, period), placeholderData: keepPreviousData }),
  learners: (scope: DistributorScope, query: LearnerQuery) =>
    queryOptions({ queryKey: distributorKeys.learners(scope, query), queryFn: () => distributorApi.learners(scope, query), placeholderData: keepPreviousData }),
  codes: (scope: DistributorScope) => queryOptions({ queryKey: distributorKeys.codes(scope), queryFn: () => distributorApi.codes(scope) }),
  comparison: (period: Period) =>
    queryOptions({ queryKey: distributorKeys.comparison(period), queryFn: () => distributorApi.comparison(period), placeholderData: keepPreviousData }),
};

/** A change to an invite code: the codes and every figure counted by code are stale afterwards. */
export function useInviteCodeMutation<TVars>(scope: DistributorScope, mutationFn: (vars: TVars) => Promise<InviteCodeView>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: distributorKeys.scope(scope) }) });
}
