import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveLogin } from '../../lib/session';
import { renderAt, serveApi, type Call } from '../../test/serve';
import { staffUser } from '../../test/fixtures';
import type { CenterFile, FileCenterPage } from '../../lib/api-types';

// Pages load as lazy chunks: on a busy machine the first render may take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

function centerFile(over: Partial<CenterFile> & Pick<CenterFile, 'id' | 'name'>): CenterFile {
  return {
    size: 2048,
    type: 'image/png',
    sha256: `sha${over.id}`,
    url: `/files/sha${over.id}`,
    source: 'cover',
    public: true,
    createdAt: 1_700_000_000_000,
    duration: null,
    uploader: '王老师',
    uploaderId: 3,
    uses: [],
    ...over,
  };
}

const cover = centerFile({
  id: 3,
  name: 'cover-0.png',
  uses: [
    { kind: 'cover', kindLabel: '课程封面', label: '电工基础', courseId: 1, targetId: '1' },
    { kind: 'courseItem', kindLabel: '课程内容', label: '电工基础 · 1.2 知识图解', courseId: 1, targetId: '2' },
    { kind: 'cover', kindLabel: '课程封面', label: '安全生产体验课', courseId: 12, targetId: '12' },
  ],
});
const spare = centerFile({ id: 9, name: '备用封面.png', size: 3 * 1024 * 1024 });
const video = centerFile({ id: 1, name: 'demo-lesson.mp4', source: 'course', type: 'video/mp4', size: 1_097_294, duration: 30 });
const proof = centerFile({ id: 78, name: '转账凭证.png', source: 'payment', public: false, uploader: null, uses: [{ kind: 'paymentProof', kindLabel: '缴费凭证', label: '周八 · 区块链', courseId: 3, targetId: '11' }] });

const storage: FileCenterPage['storage'] = {
  storedBytes: 1_432_355,
  bySource: [
    { source: 'course', count: 2, bytes: 1_257_834 },
    { source: 'cover', count: 6, bytes: 158_958 },
    { source: 'payment', count: 4, bytes: 10_396 },
  ],
};

function signIn() {
  saveLogin({ token: 't', user: staffUser(['admin'], { id: 1, username: 'admin' }), roles: ['admin'] });
}

/** The file list as a server would answer it: filtered by source and text. */
function listing(files: CenterFile[]) {
  return ({ method, path, query }: Call) => {
    if (path !== '/api/v0/admin/file' || method !== 'GET') return undefined;
    const source = query.get('source');
    const q = query.get('q');
    const shown = files.filter((f) => (!source || f.source === source) && (!q || f.name.includes(q) || (f.uploader ?? '').includes(q)));
    return { data: { files: shown, totalCount: shown.length, storage } satisfies FileCenterPage };
  };
}

const listCalls = (calls: Call[]) => calls.filter((c) => c.path === '/api/v0/admin/file' && c.method === 'GET');
const plain = (query: URLSearchParams) => Object.fromEntries([...query].filter(([k]) => k !== '_t'));

// jsdom has no object URLs; the previews only need a string.
beforeEach(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => undefined });
});
afterEach(() => vi.unstubAllGlobals());

describe('file center', { timeout: 30_000 }, () => {
  it('shows the storage, the files with their uses, and filters through the URL', async () => {
    signIn();
    const calls = serveApi(listing([spare, cover, video, proof]));
    const router = renderAt('/root/file-center');
    expect(await screen.findByTestId('file-row-3', {}, { timeout: 15_000 })).toHaveTextContent('cover-0.png');
    expect(plain(listCalls(calls)[0].query)).toEqual({ page: '0', size: '20' });

    // Storage: bytes on disk and each source's files (a source the server did not list shows 0).
    expect(screen.getByTestId('storage-total')).toHaveTextContent('1.4 MB');
    expect(screen.getByTestId('storage-source-course')).toHaveTextContent('课程资料');
    expect(screen.getByTestId('storage-source-course')).toHaveTextContent('2 个文件');
    expect(screen.getByTestId('storage-source-avatar')).toHaveTextContent('0 个文件');
    expect(screen.getByTestId('storage-source-payment')).toHaveTextContent('缴费凭证');

    // Rows: source, size, type with the length, uploader (or that the account is gone).
    const videoRow = screen.getByTestId('file-row-1');
    expect(videoRow).toHaveTextContent('课程资料');
    expect(videoRow).toHaveTextContent('1.0 MB');
    expect(screen.getByTestId('file-type-1')).toHaveTextContent('MP4 · 0:30');
    expect(screen.getByTestId('file-row-9')).toHaveTextContent('3.0 MB');
    expect(screen.getByTestId('file-row-78')).toHaveTextContent('账号已删除');
    expect(within(screen.getByTestId('file-row-78')).getByRole('img', { name: '私有 · 仅授权人员可见' })).toBeInTheDocument();
    expect(within(screen.getByTestId('file-row-9')).queryByRole('img', { name: '私有 · 仅授权人员可见' })).toBeNull();

    // Uses: "未使用", or two tags (the course ones link to its editor) and "+1".
    expect(screen.getByTestId('file-uses-9')).toHaveTextContent('未使用');
    const uses = screen.getByTestId('file-uses-3');
    expect(within(uses).getByText('课程封面：电工基础').closest('a')).toHaveAttribute('href', '/root/general-course?course=1');
    expect(within(uses).getByText('课程内容：电工基础 · 1.2 知识图解')).toBeInTheDocument();
    expect(within(uses).queryByText('课程封面：安全生产体验课')).toBeNull();
    expect(screen.getByTestId('file-uses-more-3')).toHaveTextContent('+1');

    // Delete: only for a file nothing uses.
    expect(screen.getByTestId('file-delete-3')).toBeDisabled();
    expect(screen.getByTestId('file-delete-78')).toBeDisabled();
    expect(screen.getByTestId('file-delete-9')).toBeEnabled();
    // Download: a public file is a link that asks for the download.
    expect(screen.getByTestId('file-download-9')).toHaveAttribute('href', '/files/sha9?download=1');

    // The search and the source go to the URL and the server.
    const search = screen.getByTestId('file-search');
    fireEvent.change(search, { target: { value: 'demo' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByTestId('file-row-3')).toBeNull());
    expect(screen.getByTestId('file-row-1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=demo');
    expect(listCalls(calls).some((c) => c.query.get('q') === 'demo')).toBe(true);

    // Clearing the box shows everything again.
    fireEvent.change(search, { target: { value: '' } });
    expect(await screen.findByTestId('file-row-3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    // The summary's source tiles filter too.
    fireEvent.click(screen.getByTestId('storage-source-payment'));
    await waitFor(() => expect(screen.queryByTestId('file-row-3')).toBeNull());
    expect(screen.getByTestId('file-row-78')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?source=payment');
    expect(screen.getByTestId('storage-source-payment')).toHaveAttribute('aria-current', 'true');
    expect(plain(listCalls(calls).at(-1)!.query)).toEqual({ page: '0', size: '20', source: 'payment' });
  });

  it('reads the filters of the URL, and says when nothing matches with a way back', async () => {
    signIn();
    const calls = serveApi(listing([spare, cover]));
    const router = renderAt('/root/file-center?source=material&q=张三&size=50');
    expect(await screen.findByText('没有符合条件的文件', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(plain(listCalls(calls)[0].query)).toEqual({ page: '0', size: '50', source: 'material', q: '张三' });
    expect(screen.getByTestId('file-search')).toHaveValue('张三');
    fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(await screen.findByTestId('file-row-9')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?size=50');
  });

  it('says so when no file was ever uploaded', async () => {
    signIn();
    serveApi(listing([]));
    renderAt('/root/file-center');
    expect(await screen.findByText('还没有上传任何文件', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '清除筛选' })).toBeNull();
  });

  it('deletes an unused file after asking, and shows the refusal when it came into use meanwhile', async () => {
    signIn();
    let files = [spare, centerFile({ id: 10, name: '旧头像.png', source: 'avatar' }), cover];
    const calls = serveApi(({ method, path }) => {
      if (method === 'DELETE' && path === '/api/v0/admin/file/9') {
        files = files.filter((f) => f.id !== 9);
        return { data: null };
      }
      if (method === 'DELETE' && path === '/api/v0/admin/file/10') {
        return {
          status: 409,
          message: '文件正在使用中（课程封面：电工基础），不能删除',
        };
      }
      return undefined;
    }, (call) => listing(files)(call));
    renderAt('/root/file-center');
    fireEvent.click(await screen.findByTestId('file-delete-9', {}, { timeout: 15_000 }));
    expect(await screen.findByText('确定删除“备用封面.png”吗？删除后无法恢复。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '删 除' }));
    expect(await screen.findByText('文件已删除')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('file-row-9')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/v0/admin/file/9']);

    fireEvent.click(screen.getByTestId('file-delete-10'));
    expect(await screen.findByText('确定删除“旧头像.png”吗？删除后无法恢复。')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: '删 除' }).at(-1)!);
    expect(await screen.findByText('文件正在使用中（课程封面：电工基础），不能删除')).toBeInTheDocument();
    expect(screen.getByTestId('file-row-10')).toBeInTheDocument();
  });

  it('previews a public image from its address and a private one through the token', async () => {
    signIn();
    const calls = serveApi(listing([spare, proof, video]), ({ path }) => (path.startsWith('/files/') ? { data: null } : undefined));
    renderAt('/root/file-center');
    fireEvent.click(await screen.findByTestId('file-preview-9', {}, { timeout: 15_000 }));
    const dialog = await screen.findByTestId('file-preview-dialog');
    expect(within(dialog).getByTestId('file-preview-image')).toHaveAttribute('src', '/files/sha9');
    expect(within(dialog).getByText('未使用')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/files/'))).toBe(false);
    fireEvent.click(screen.getByTestId('file-preview-close'));

    // A private file: its bytes are read with the token and shown from a blob URL.
    fireEvent.click(screen.getByTestId('file-name-78'));
    await waitFor(() => expect(screen.getByTestId('file-preview-image')).toHaveAttribute('src', 'blob:test'));
    expect(calls.some((c) => c.path === '/files/sha78')).toBe(true);
    fireEvent.click(screen.getByTestId('file-preview-close'));

    // Media plays in the page.
    fireEvent.click(screen.getByTestId('file-preview-1'));
    expect(await screen.findByTestId('file-preview-video')).toHaveAttribute('src', '/files/sha1');
  });

  it('offers a download for what cannot be shown, reading a private file with the token', async () => {
    signIn();
    const form = centerFile({ id: 40, name: '工作证明.docx', source: 'material', public: false, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    const calls = serveApi(listing([form]), ({ path }) => (path.startsWith('/files/') ? { data: null } : undefined));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAt('/root/file-center');
    expect(await screen.findByTestId('file-type-40', {}, { timeout: 15_000 })).toHaveTextContent('DOCX');
    fireEvent.click(screen.getByTestId('file-preview-40'));
    expect(await screen.findByTestId('file-preview-other')).toHaveTextContent('该类型的文件暂不支持在线预览，请下载后查看');
    // Nothing is read until the user asks for the file.
    expect(calls.some((c) => c.path.startsWith('/files/'))).toBe(false);
    fireEvent.click(screen.getByTestId('file-preview-download'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const read = calls.find((c) => c.path === '/files/sha40')!;
    expect(read.query.get('download')).toBe('1');
    click.mockRestore();
  });

  it('shows a failed load with a retry', async () => {
    signIn();
    let fail = true;
    serveApi((call) => (fail && call.path === '/api/v0/admin/file' ? { status: 403, message: '没有权限' } : undefined), listing([spare]));
    renderAt('/root/file-center');
    expect(await screen.findByTestId('file-load-failed', {}, { timeout: 15_000 })).toHaveTextContent('文件列表加载失败');
    fail = false;
    fireEvent.click(screen.getByTestId('file-retry'));
    expect(await screen.findByTestId('file-row-9')).toBeInTheDocument();
  });

  it('offers the first page for a page number the server refuses, a retry for any other refusal', async () => {
    signIn();
    serveApi(
      ({ path, query }) =>
        path === '/api/v0/admin/file' && query.get('page') === '4'
          ? { status: 400, message: '页码超出范围', error: 'PAGE_INVALID', data: { fields: { page: '页码超出范围' }, codes: { page: 'PAGE_INVALID' } } }
          : undefined,
      ({ path, query }) => (path === '/api/v0/admin/file' && query.get('page') === '1' ? { status: 403, message: '无权访问', error: 'FORBIDDEN' } : undefined),
      listing([spare]),
    );
    const router = renderAt('/root/file-center?page=5');
    const failed = await screen.findByTestId('file-load-failed', {}, { timeout: 15_000 });
    expect(within(failed).queryByTestId('file-retry')).toBeNull();
    fireEvent.click(within(failed).getByRole('button', { name: '回到第一页' }));
    expect(await screen.findByTestId('file-row-9')).toBeInTheDocument();
    await router.navigate('/root/file-center?page=2');
    expect(await screen.findByTestId('file-retry')).toBeInTheDocument();
  });
});
