import { describe, expect, it } from 'vitest';
import i18n, { loadLanguage } from '../../lib/i18n';
import {
  FILE_PAGE_SIZES,
  describeUse,
  downloadUrl,
  filePreview,
  fileListQuery,
  fileListSearch,
  formatDuration,
  linkOfUse,
  readsAsBlob,
  shortType,
  sourceChange,
  sourceUsage,
  splitUses,
  type FileListQuery,
} from './files';
import type { FileUse } from '../../lib/api-types';

const admin = { role: 'admin', roles: ['admin'], permissions: ['file:manage', 'course:manage', 'material:review', 'payment:review'] };
const fileKeeper = { role: 'keeper', roles: ['keeper'], permissions: ['file:manage'] };

describe('the list query in the URL', () => {
  it('reads page (1-based in the URL), size, source and search', () => {
    expect(fileListQuery(new URLSearchParams(''))).toEqual({ page: 0, size: 20 });
    expect(fileListQuery(new URLSearchParams('page=3&size=50&source=cover&q=%20电工%20'))).toEqual({ page: 2, size: 50, source: 'cover', q: '电工' });
  });

  it('ignores what the server would refuse: an unknown source, a size not offered, a bad page, a blank search', () => {
    expect(fileListQuery(new URLSearchParams('source=exam&size=500&page=-2&q=%20%20'))).toEqual({ page: 0, size: FILE_PAGE_SIZES.initial });
    expect(fileListQuery(new URLSearchParams('page=abc&size=10'))).toEqual({ page: 0, size: 10 });
    expect(fileListQuery(new URLSearchParams('page=2.7'))).toEqual({ page: 1, size: 20 });
  });

  it('writes a query back as the same URL, leaving defaults out', () => {
    expect(fileListSearch({ page: 0, size: 20 })).toBe('');
    expect(fileListSearch({ page: 1, size: 100, source: 'material', q: '张三' })).toBe('source=material&q=%E5%BC%A0%E4%B8%89&page=2&size=100');
    const queries: FileListQuery[] = [
      { page: 0, size: 20 },
      { page: 4, size: 10, source: 'payment' },
      { page: 0, size: 50, q: 'cover 1.png' },
    ];
    for (const query of queries) expect(fileListQuery(new URLSearchParams(fileListSearch(query)))).toEqual(query);
  });

  it('a chosen source goes back to page 1; "all" or an unknown value removes it', () => {
    expect(sourceChange('course')).toEqual({ source: 'course', page: null });
    expect(sourceChange('')).toEqual({ source: null, page: null });
    expect(sourceChange('exam')).toEqual({ source: null, page: null });
  });
});

describe('previews', () => {
  it('picks the preview from the content type (and the name when there is none)', () => {
    expect(filePreview({ type: 'image/png', name: 'a.png' })).toBe('image');
    expect(filePreview({ type: 'audio/mpeg', name: 'a.mp3' })).toBe('audio');
    expect(filePreview({ type: 'video/mp4', name: 'a.mp4' })).toBe('video');
    expect(filePreview({ type: 'application/pdf', name: 'a.pdf' })).toBe('pdf');
    expect(filePreview({ type: 'image/svg+xml', name: 'a.svg' })).toBe('other');
    expect(filePreview({ type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', name: 'a.docx' })).toBe('other');
    expect(filePreview({ type: '', name: 'scan.PDF' })).toBe('pdf');
  });

  it('reads private files and every PDF with the token; public media straight from /files', () => {
    expect(readsAsBlob({ public: false, type: 'image/png', name: 'id.png' })).toBe(true);
    expect(readsAsBlob({ public: true, type: 'application/pdf', name: 'a.pdf' })).toBe(true);
    expect(readsAsBlob({ public: true, type: 'image/png', name: 'cover.png' })).toBe(false);
    expect(readsAsBlob({ public: true, type: 'video/mp4', name: 'a.mp4' })).toBe(false);
    // Nothing is read for a file that is only offered as a download.
    expect(readsAsBlob({ public: false, type: 'application/zip', name: 'a.zip' })).toBe(false);
  });

  it('names a type shortly', () => {
    expect(shortType('image/png', 'a.png')).toBe('PNG');
    expect(shortType('image/jpeg', 'a.jpg')).toBe('JPG');
    expect(shortType('audio/mpeg', 'a.mp3')).toBe('MP3');
    expect(shortType('video/mp4', 'a.mp4')).toBe('MP4');
    expect(shortType('application/pdf', 'a.pdf')).toBe('PDF');
    expect(shortType('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'a.docx')).toBe('DOCX');
    expect(shortType('application/octet-stream', 'data.bin')).toBe('BIN');
    expect(shortType('application/x-zip-compressed', 'a.zip')).toBe('ZIP');
    expect(shortType('', 'noext')).toBe('—');
    expect(shortType('text/plain; charset=utf-8', 'a.txt')).toBe('TXT');
  });

  it('asks the server for a download', () => {
    expect(downloadUrl('/files/abc')).toBe('/files/abc?download=1');
    expect(downloadUrl('/files/abc?v=1')).toBe('/files/abc?v=1&download=1');
  });

  it('writes media lengths as a clock', () => {
    expect(formatDuration(30)).toBe('0:30');
    expect(formatDuration(20.036)).toBe('0:20');
    expect(formatDuration(725)).toBe('12:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
  });
});

describe('uses', () => {
  const use = (over: Partial<FileUse>): FileUse => ({ kind: 'cover', kindLabel: '课程封面', label: '电工基础', courseId: 3, targetId: '3', ...over });

  it('links a use to the page that shows it, when the user may open that page', () => {
    expect(linkOfUse(use({}), admin)).toBe('/root/general-course?course=3');
    expect(linkOfUse(use({ kind: 'courseItem', targetId: '29' }), admin)).toBe('/root/general-course?course=3');
    expect(linkOfUse(use({ kind: 'document', targetId: '11' }), admin)).toBe('/root/material-center?courseId=3&id=11');
    expect(linkOfUse(use({ kind: 'paymentProof', targetId: '11' }), admin)).toBe('/auditors/financial/financialinformation?id=11');
    expect(linkOfUse(use({ kind: 'setting', courseId: null, targetId: 'payment.qr' }), admin)).toBe('/root/settings');
    expect(linkOfUse(use({ kind: 'question', courseId: null, targetId: '7' }), admin)).toBeNull();
    // Someone who manages files only sees the uses as text.
    expect(linkOfUse(use({}), fileKeeper)).toBeNull();
    expect(linkOfUse(use({ kind: 'document', targetId: '11' }), fileKeeper)).toBeNull();
    expect(linkOfUse(use({ kind: 'setting', courseId: null }), fileKeeper)).toBeNull();
    // Without its course or target there is nothing to open.
    expect(linkOfUse(use({ courseId: null }), admin)).toBeNull();
  });

  it('describes a use in the language of the page', async () => {
    const zh = i18n.getFixedT('zh-CN');
    expect(describeUse(zh, use({}))).toBe('课程封面：电工基础');
    // A kind this client does not know keeps the server's Chinese label.
    expect(describeUse(zh, use({ kind: 'newKind', kindLabel: '新用途' }))).toBe('新用途：电工基础');
    await loadLanguage('en-US');
    expect(describeUse(i18n.getFixedT('en-US'), use({}))).toBe('Course cover: 电工基础');
  });

  it('shows two uses and keeps the rest for the "+N" tag', () => {
    const uses = [use({}), use({ targetId: '4' }), use({ targetId: '5' })];
    expect(splitUses(uses).shown).toHaveLength(2);
    expect(splitUses(uses).rest).toEqual([uses[2]]);
    expect(splitUses([]).rest).toEqual([]);
  });

  it('lists every source with its share of the bytes', () => {
    const usage = sourceUsage([
      { source: 'course', count: 2, bytes: 750 },
      { source: 'cover', count: 6, bytes: 250 },
    ]);
    expect(usage.map((u) => u.source)).toEqual(['avatar', 'cover', 'course', 'material', 'payment']);
    expect(usage.find((u) => u.source === 'course')).toEqual({ source: 'course', count: 2, bytes: 750, share: 75 });
    expect(usage.find((u) => u.source === 'avatar')).toEqual({ source: 'avatar', count: 0, bytes: 0, share: 0 });
    expect(sourceUsage(undefined).every((u) => u.share === 0)).toBe(true);
  });
});
