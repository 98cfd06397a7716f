// Private files (ID cards, certificates, receipts, generated forms): read with the bearer token through the API
// client as blobs and shown from object URLs, since a plain <img src="/files/…"> carries no Authorization header.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type FileBlob } from './api';

export interface PrivateFile extends FileBlob {
  /** A blob: URL of the bytes, for <img>, <iframe> and links; revoked when the query leaves the cache. */
  objectUrl: string;
}

const KEY = 'private-file';

/** How a document is shown: in the page (images, PDFs) or offered as a download (Word, Excel, anything else). */
export type PreviewKind = 'image' | 'pdf' | 'download';

export function previewKind(mime: string | null | undefined, name = ''): PreviewKind {
  const type = (mime ?? '').toLowerCase();
  if (type === 'image/svg+xml') return 'download';
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (!type && /\.(png|jpe?g|gif|webp)$/i.test(name)) return 'image';
  if (!type && /\.pdf$/i.test(name)) return 'pdf';
  return 'download';
}

/** A size in bytes as people read it (B, KB, MB, GB; one decimal above bytes). */
export function formatFileSize(bytes: number | null | undefined): string {
  const n = Number.isFinite(bytes) ? Math.max(0, Math.round(bytes as number)) : 0;
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = n / 1024;
  let unit = 0;
  // 1023.96 KB would print as "1024.0 KB": move up a unit once the rounded value reaches 1024.
  while (unit < units.length - 1 && Number(value.toFixed(1)) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

const watched = new WeakSet<QueryClient>();

/** Object URLs live as long as their query: revoke each when the cache drops it. */
function revokeOnRemoval(client: QueryClient): void {
  if (watched.has(client)) return;
  watched.add(client);
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'removed' || event.query.queryKey[0] !== KEY) return;
    const data = event.query.state.data as PrivateFile | undefined;
    if (data) URL.revokeObjectURL(data.objectUrl);
  });
}

export async function fetchPrivateFile(url: string): Promise<PrivateFile> {
  const file = await api.blob(url);
  return { ...file, objectUrl: URL.createObjectURL(file.blob) };
}

/** The bytes of a private file by its path (`/files/<sha256>`, an API path); null: nothing is fetched. */
export function usePrivateFile(url: string | null | undefined, enabled = true) {
  const client = useQueryClient();
  revokeOnRemoval(client);
  return useQuery({
    queryKey: [KEY, url ?? ''],
    queryFn: () => fetchPrivateFile(url as string),
    enabled: enabled && !!url,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: false,
  });
}

/** Hands bytes to the browser as a download under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

/** Downloads a private file (or generated document) with the token; the server's name wins over `fallbackName`. */
export async function downloadPrivateFile(url: string, fallbackName: string): Promise<void> {
  const file = await api.blob(url);
  saveBlob(file.blob, file.name || fallbackName);
}
