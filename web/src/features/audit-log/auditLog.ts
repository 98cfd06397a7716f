// Pure rules of the audit log (操作日志): its kinds and their tag colours, the list's URL ⇄ server query, and how an
// entry's person, object and values read.
import { pageSizeOf, sizeParam, type PageSizes } from '../../components/ListPagination';
import type { UrlChanges } from '../../components/useUrlState';
import type { TFunction } from '../../lib/i18n';
import type { AuditEntryView, AuditKind } from '../../lib/api-types';

/** The kinds of change, in the server's order (domain::audit::Kind::ALL): the filter lists them so. */
export const AUDIT_KINDS = [
  'login',
  'loginFailed',
  'account',
  'access',
  'enrolment',
  'grading',
  'certificate',
  'study',
  'setting',
  'content',
  'deletion',
  'export',
] as const satisfies readonly AuditKind[];

/** Tag colours (antd presets): what needs a second look stands out — refused logins, deletions, data taken away. */
export const AUDIT_KIND_COLORS: Record<AuditKind, string> = {
  login: 'default',
  loginFailed: 'red',
  account: 'blue',
  access: 'purple',
  enrolment: 'cyan',
  grading: 'geekblue',
  certificate: 'gold',
  study: 'green',
  setting: 'magenta',
  content: 'lime',
  deletion: 'volcano',
  export: 'orange',
};

/** 20 entries a page by default; 10, 20, 50 or 100 to choose from (the server allows at most 100). */
export const AUDIT_PAGE_SIZES: PageSizes = { options: [10, 20, 50, 100], initial: 20 };
/** The URL parameters that filter the log (each is also the server's query parameter). */
export const AUDIT_FILTERS = ['actor', 'kind', 'from', 'to'] as const;

/** The filters of the list and of its export. */
export interface AuditFilter {
  /** Part of the acting person's name. */
  actor?: string;
  kind?: string;
  /** First and last day, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
}

export interface AuditListQuery extends AuditFilter {
  /** Zero-based. */
  page: number;
  size: number;
}

export function isAuditKind(value: unknown): value is AuditKind {
  return typeof value === 'string' && (AUDIT_KINDS as readonly string[]).includes(value);
}

/**
 * The server query of the page's URL (?page= is 1-based there). The filters go as the address names them, blank ones
 * left out: the server is their one judge, and the page shows its refusal (a day that is no date, a period that ends
 * before it starts, a kind it does not know) with a way to clear them rather than a list quietly unfiltered.
 */
export function auditListQuery(params: URLSearchParams): AuditListQuery {
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const query: AuditListQuery = {
    page: Math.max(1, Math.floor(Number(text('page'))) || 1) - 1,
    size: pageSizeOf(text('size'), AUDIT_PAGE_SIZES),
  };
  for (const name of AUDIT_FILTERS) {
    const value = text(name);
    if (value) query[name] = value;
  }
  return query;
}

/** The URL search of a query, the inverse of auditListQuery: page 1, the default size and empty filters are left out. */
export function auditListSearch(query: AuditListQuery): string {
  return new URLSearchParams(
    Object.entries({
      actor: query.actor?.trim(),
      kind: query.kind,
      from: query.from,
      to: query.to,
      page: query.page > 0 ? query.page + 1 : null,
      size: sizeParam(query.size, AUDIT_PAGE_SIZES),
    }).flatMap(([name, value]) => (value === null || value === undefined || value === '' ? [] : [[name, String(value)]])),
  ).toString();
}

/** The filters alone (for the export, which has no pages). */
export function auditFilter({ actor, kind, from, to }: AuditFilter): AuditFilter {
  return { actor, kind, from, to };
}

/** The URL changes of choosing a kind ('': every kind); the list goes back to page 1. */
export function kindChange(kind: string | null | undefined): UrlChanges {
  return { kind: kind || null, page: null };
}

/** The URL changes of choosing a period (either end may be open, YYYY-MM-DD); the list goes back to page 1. */
export function periodChange(from: string | null | undefined, to: string | null | undefined): UrlChanges {
  return { from: from || null, to: to || null, page: null };
}

// ---- how an entry reads -------------------------------------------------------------------------------------

/** A kind's name in the reader's language (one this client does not know, as the server sent it). */
export const kindLabel = (t: TFunction, kind: string) => t(`auditLog.kinds.${kind}`, { defaultValue: kind });

/** An object type's name in the reader's language (one this client does not know, as the server sent it). */
export const objectTypeLabel = (t: TFunction, object: string) => t(`auditLog.objects.${object}`, { defaultValue: object });

/**
 * Who acted: their name then; without one, the system (no address: a timer, the command line) or an unknown person
 * (an address: a refused login with a name that names no account).
 */
export function actorLabel(t: TFunction, entry: Pick<AuditEntryView, 'actorName' | 'address'>): string {
  if (entry.actorName) return entry.actorName;
  return entry.address ? t('auditLog.unknownActor') : t('auditLog.system');
}

/** A setting key as its field on the settings page is labelled ('siteName' → 站点名称). */
const SETTING_KEY = /^[a-z][A-Za-z0-9]*$/;

/**
 * The object's name: a setting's entry names its key, shown as the settings page labels that field (when this client
 * knows the key); any other label as the server wrote it.
 */
export function objectLabel(t: TFunction, entry: Pick<AuditEntryView, 'object' | 'objectLabel'>): string {
  const label = entry.objectLabel;
  if (entry.object === 'setting' && SETTING_KEY.test(label)) return t(`siteSettings.${label}`, { defaultValue: label });
  return label;
}

/** One side of a change: null (nothing on that side), an empty text, or the value. */
export type ChangeValue = { kind: 'none' } | { kind: 'empty' } | { kind: 'text'; text: string };

export function changeValue(value: string | null | undefined): ChangeValue {
  if (value === null || value === undefined) return { kind: 'none' };
  return value === '' ? { kind: 'empty' } : { kind: 'text', text: value };
}

/** True when an entry records a value before or after (the change column shows "from → to"). */
export const hasChange = (entry: Pick<AuditEntryView, 'from' | 'to'>) => entry.from != null || entry.to != null;
