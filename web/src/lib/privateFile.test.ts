import { describe, expect, it } from 'vitest';
import { formatFileSize, previewKind } from './privateFile';

describe('private files', () => {
  it('previews images and PDFs in the page and offers everything else as a download', () => {
    expect(previewKind('image/png')).toBe('image');
    expect(previewKind('image/jpeg')).toBe('image');
    expect(previewKind('application/pdf')).toBe('pdf');
    expect(previewKind('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('download');
    expect(previewKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('download');
    expect(previewKind('image/svg+xml')).toBe('download');
    expect(previewKind('', 'scan.PDF')).toBe('pdf');
    expect(previewKind(null, 'photo.jpg')).toBe('image');
    expect(previewKind(null, 'table.xlsx')).toBe('download');
  });

  it('writes sizes as people read them', () => {
    expect(formatFileSize(600)).toBe('600 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(5 * 1024 * 1024 + 1)).toBe('5.0 MB');
    expect(formatFileSize(undefined)).toBe('0 B');
  });

  it('goes up to GB and never prints 1024 of a unit', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(1_432_355)).toBe('1.4 MB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.0 MB');
    expect(formatFileSize(3.5 * 1024 ** 3)).toBe('3.5 GB');
    expect(formatFileSize(2048 * 1024 ** 3)).toBe('2048.0 GB');
    expect(formatFileSize(-5)).toBe('0 B');
    expect(formatFileSize(Number.NaN)).toBe('0 B');
  });
});
