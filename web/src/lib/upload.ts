// The one file-upload helper: multipart POST /api/v0/file/upload over XHR for real upload progress.
import i18n from './i18n';
import { ApiError, apiConfig, authHeaders, buildUrl, unwrapEnvelope } from './api';
import type { FileView } from './api-types';

export const UPLOAD_PATH = '/api/v0/file/upload';

/** What the file is for; the server checks type and size against the purpose's policy. */
export type UploadSource = 'cover' | 'course' | 'avatar' | 'material' | 'payment' | 'snapshot' | 'exam-snapshot' | 'question-import' | 'learner-import';

/** Size limits per purpose, as the server enforces them (shown before a doomed upload starts). */
export const UPLOAD_MAX_MB: Record<UploadSource, number> = {
  avatar: 5,
  cover: 10,
  course: 500,
  material: 20,
  payment: 10,
  snapshot: 2,
  'exam-snapshot': 2,
  'question-import': 10,
  'learner-import': 10,
};

/** An application's document slot: the server refuses a file of a type the slot does not take before it keeps it. */
export interface UploadSlot {
  name: string;
  courseType: number;
}

export interface UploadOptions {
  /** Called with 0-100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  slot?: UploadSlot;
}

/** Percent of an upload progress event (0 when the total is unknown). */
export function uploadPercent(loaded: number, total: number): number {
  if (!total || total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((loaded / total) * 100)));
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Uploads one file. Same auth headers, base URL and envelope check as the API client; no
 * timeout (a 500 MB video takes as long as it takes) and no retry (a POST is never repeated).
 */
export function uploadFile(file: Blob, source: UploadSource, options: UploadOptions = {}): Promise<FileView> {
  return new Promise<FileView>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(UPLOAD_PATH, { source, slot: options.slot?.name, courseType: options.slot?.courseType }));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    // XHR joins repeated names into one comma-separated line ("Bearer t, Bearer t"), so each header
    // name is set once: both spellings of Authorization are the same header to HTTP.
    const sent = new Set<string>();
    for (const [name, value] of Object.entries(authHeaders())) {
      if (sent.has(name.toLowerCase())) continue;
      sent.add(name.toLowerCase());
      xhr.setRequestHeader(name, value);
    }

    xhr.upload.onprogress = (e) => options.onProgress?.(uploadPercent(e.loaded, e.lengthComputable ? e.total : 0));
    xhr.onload = () => {
      try {
        options.onProgress?.(100);
        resolve(unwrapEnvelope<FileView>(UPLOAD_PATH, xhr.status, parse(xhr.responseText)));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError(i18n.t('errors.network'), { kind: 'network' }));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));

    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('Aborted', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }

    // The source goes first: the server picks the size limit from it before the file streams in.
    const form = new FormData();
    form.append('source', source);
    form.append('file', file, file instanceof File ? file.name : 'upload');
    xhr.send(form);
  });
}

/** Absolute URL of a stored file (the server answers with `/files/<sha256>`). */
export function fileUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^(https?:|blob:|data:)/.test(url)) return url;
  return `${apiConfig.baseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}
