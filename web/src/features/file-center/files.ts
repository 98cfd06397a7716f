// Pure rules of the file center: the upload sources, the list's URL ⇄ server query, how a file is previewed and
// read, and where a use of a file leads.
import { pageSizeOf, sizeParam, type PageSizes } from '../../components/ListPagination';
import type { UrlChanges } from '../../components/useUrlState';
import { adminMaterialRecordPath, financialInformationPath, paths, studyReviewPath, withQuery } from '../../lib/paths';
import { canOpenEntry, type Grant } from '../../lib/permissions';
import { previewKind } from '../../lib/privateFile';
import type { CenterFile, FileUse } from '../../lib/api-types';

/** What a file was uploaded for (the server's `source`), in the order the page shows them. */
export const FILE_SOURCES = ['avatar', 'cover', 'course', 'material', 'payment'] as const;
export type FileSource = (typeof FILE_SOURCES)[number];

/** The sources of personal documents: the server lists them only to those who may read them, and reads need the token. */
export const PRIVATE_SOURCES: readonly string[] = ['material', 'payment'];

/** Tag colours (antd presets) of the sources; the summary's dots use the same hues. */
export const SOURCE_COLORS: Record<FileSource, string> = {
  avatar: 'cyan',
  cover: 'blue',
  course: 'purple',
  material: 'orange',
  payment: 'gold',
};

/** Tag colours of the places a file is used (the server's `kind`). */
export const USE_COLORS: Record<string, string> = {
  cover: 'blue',
  courseItem: 'purple',
  question: 'cyan',
  document: 'orange',
  paymentProof: 'gold',
  setting: 'default',
  snapshot: 'red',
};

/** 20 files a page by default; 10, 20, 50 or 100 to choose from (the server allows at most 100). */
export const FILE_PAGE_SIZES: PageSizes = { options: [10, 20, 50, 100], initial: 20 };
/** The URL parameters that filter the list (each is also the server's query parameter). */
export const FILE_FILTERS = ['source', 'q'] as const;
/** A row shows this many uses; the rest open from a "+N" tag. */
export const USES_SHOWN = 2;

export interface FileListQuery {
  /** Zero-based. */
  page: number;
  size: number;
  source?: FileSource;
  /** Part of the file's name or of the uploader's username or name. */
  q?: string;
}

export function isFileSource(value: unknown): value is FileSource {
  return typeof value === 'string' && (FILE_SOURCES as readonly string[]).includes(value);
}

/** The server query of the page's URL (?page= is 1-based there; an unknown source and a blank search are left out). */
export function fileListQuery(params: URLSearchParams): FileListQuery {
  const query: FileListQuery = {
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1) - 1,
    size: pageSizeOf(params.get('size'), FILE_PAGE_SIZES),
  };
  const source = params.get('source')?.trim();
  if (isFileSource(source)) query.source = source;
  const q = params.get('q')?.trim();
  if (q) query.q = q;
  return query;
}

/** The URL search of a query, the inverse of fileListQuery: page 1, the default size and empty filters are left out. */
export function fileListSearch(query: FileListQuery): string {
  return new URLSearchParams(
    Object.entries({
      source: query.source,
      q: query.q?.trim(),
      page: query.page > 0 ? query.page + 1 : null,
      size: sizeParam(query.size, FILE_PAGE_SIZES),
    }).flatMap(([name, value]) => (value === null || value === undefined || value === '' ? [] : [[name, String(value)]])),
  ).toString();
}

/** The URL changes of choosing a source ('' or anything unknown: all sources); the list goes back to page 1. */
export function sourceChange(source: string | null | undefined): UrlChanges {
  return { source: isFileSource(source) ? source : null, page: null };
}

// ---- previews and reading -----------------------------------------------------------------------------------

export type FilePreview = 'image' | 'audio' | 'video' | 'pdf' | 'other';

/** How the preview shows a file: an image, a player, a framed PDF, or only a download (SVG and office files too). */
export function filePreview(file: Pick<CenterFile, 'type' | 'name'>): FilePreview {
  const type = (file.type ?? '').toLowerCase();
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  const kind = previewKind(file.type, file.name);
  return kind === 'download' ? 'other' : kind;
}

/**
 * Whether the preview reads the bytes with the token (as a blob URL) rather than pointing at `/files/…`: private
 * files need the bearer header, and a PDF must be framed from a blob because `/files/*` answers may not be framed.
 */
export function readsAsBlob(file: Pick<CenterFile, 'public' | 'type' | 'name'>): boolean {
  const kind = filePreview(file);
  return kind !== 'other' && (!file.public || kind === 'pdf');
}

/** Subtypes whose short name is not the subtype itself. */
const SHORT_TYPES: Record<string, string> = {
  jpeg: 'JPG',
  'svg+xml': 'SVG',
  mpeg: 'MP3',
  quicktime: 'MOV',
  msword: 'DOC',
  'vnd.ms-excel': 'XLS',
  'vnd.ms-powerpoint': 'PPT',
  'vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'vnd.openxmlformats-officedocument.presentationml.presentation': 'PPTX',
  plain: 'TXT',
};

/** A content type as a short label (PNG, MP4, DOCX); the name's extension when the type says nothing useful. */
export function shortType(mime: string | null | undefined, name = ''): string {
  const [major = '', sub = ''] = (mime ?? '').toLowerCase().split(';')[0].trim().split('/');
  const extension = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toUpperCase();
  if (!sub || sub === 'octet-stream' || (major === 'application' && sub.startsWith('x-'))) return extension ?? (sub ? sub.toUpperCase() : '—');
  if (sub === 'mpeg' && major === 'video') return 'MPEG';
  return SHORT_TYPES[sub] ?? sub.replace(/^(x-|vnd\.)/, '').toUpperCase();
}

/** The file's address that makes the browser save it under its own name. */
export function downloadUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}download=1`;
}

/** A media length as a clock: 0:30, 12:05, 1:02:03; '' when unknown. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

// ---- uses ---------------------------------------------------------------------------------------------------

/**
 * Where a use leads, when this user may open that page: a cover or lesson to its course's editor, an application's
 * document to the material review, a payment proof to the finance desk, a setting to the settings. Questions have
 * no page of their own.
 */
export function linkOfUse(use: FileUse, who: Grant): string | null {
  const courseId = use.courseId ?? null;
  const target = use.targetId ?? null;
  switch (use.kind) {
    case 'cover':
    case 'courseItem':
      return courseId !== null && canOpenEntry('admin.generalCourse', who) ? withQuery(paths.adminGeneralCourse, { course: courseId }) : null;
    case 'document':
      return courseId !== null && target && canOpenEntry('admin.materialCenter', who) ? adminMaterialRecordPath(courseId, target) : null;
    case 'paymentProof':
      return target && canOpenEntry('financial.information', who) ? financialInformationPath(target) : null;
    case 'setting':
      return canOpenEntry('admin.settings', who) ? paths.adminSettings : null;
    case 'snapshot':
      return target && canOpenEntry('admin.studyReview', who) ? studyReviewPath(target) : null;
    default:
      return null;
  }
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "课程封面：电工基础": the kind in this language (the server's Chinese when the client does not know it) and the label. */
export function describeUse(t: Translate, use: Pick<FileUse, 'kind' | 'kindLabel' | 'label'>): string {
  return t('fileCenter.useText', { kind: t(`fileCenter.kinds.${use.kind}`, { defaultValue: use.kindLabel }), label: use.label });
}

/** The uses a row shows and the ones behind "+N". */
export function splitUses(uses: readonly FileUse[], shown = USES_SHOWN): { shown: FileUse[]; rest: FileUse[] } {
  return { shown: uses.slice(0, shown), rest: uses.slice(shown) };
}

/** Records and bytes per source, every source present (0 for one the server did not list), and the bytes' share. */
export function sourceUsage(bySource: readonly { source: string; count: number; bytes: number }[] | undefined) {
  const all = bySource ?? [];
  const totalBytes = all.reduce((sum, u) => sum + u.bytes, 0);
  return FILE_SOURCES.map((source) => {
    const found = all.find((u) => u.source === source);
    const bytes = found?.bytes ?? 0;
    return { source, count: found?.count ?? 0, bytes, share: totalBytes > 0 ? Math.round((bytes / totalBytes) * 1000) / 10 : 0 };
  });
}
