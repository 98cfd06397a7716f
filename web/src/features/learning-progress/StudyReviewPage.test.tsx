import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveLogin } from '../../lib/session';
import { renderAt, serveApi, type Handler } from '../../test/serve';
import { staffUser, userView } from '../../test/fixtures';
import type { FileView, StudyReviewView } from '../../lib/api-types';

// Pages load as lazy chunks: on a busy machine the first render may take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

const PATH = '/root/study-review/901';
const SHEET_PATH = '/api/v0/admin/study/session/901';

const file = (id: number, name: string): FileView => ({
  id,
  name,
  size: 2048,
  type: 'image/jpeg',
  sha256: `sha${id}`,
  url: `/files/sha${id}`,
  source: id < 10 ? 'material' : 'snapshot',
  public: false,
  createdAt: Date.UTC(2026, 10, 1),
});

function sheet(fields: Partial<StudyReviewView> = {}): StudyReviewView {
  return {
    id: 901,
    userId: 16,
    username: 'zhouba',
    name: '周八',
    idCard: '4401**********123X',
    courseId: 2,
    courseName: 'Python爬虫工程师',
    startedAt: Date.UTC(2026, 10, 18, 1),
    lastBeatAt: Date.UTC(2026, 10, 18, 2),
    endedAt: Date.UTC(2026, 10, 18, 2),
    endReason: 'left',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    address: '203.0.113.7',
    creditedMs: 2_400_000,
    discardedMs: 600_000,
    verdict: null,
    matcher: false,
    references: [
      { slot: 'idFront', file: file(2, '身份证正面.jpg') },
      { slot: 'photo', file: file(1, '证件照.jpg') },
    ],
    snapshots: [
      { id: 31, requestedAt: Date.UTC(2026, 10, 18, 1), deadline: Date.UTC(2026, 10, 18, 1, 2), takenAt: Date.UTC(2026, 10, 18, 1, 0, 20), file: file(31, 'a.jpg'), deletedAt: null, matchScore: null },
      { id: 32, requestedAt: Date.UTC(2026, 10, 18, 1, 20), deadline: Date.UTC(2026, 10, 18, 1, 22), takenAt: null, file: null, deletedAt: null, matchScore: null },
      { id: 33, requestedAt: Date.UTC(2026, 10, 18, 1, 40), deadline: Date.UTC(2026, 10, 18, 1, 42), takenAt: Date.UTC(2026, 10, 18, 1, 40, 9), file: null, deletedAt: Date.UTC(2027, 1, 16), matchScore: null },
    ],
    reviews: [],
    ...fields,
  };
}

function signIn() {
  saveLogin({ token: 't', user: staffUser(['admin']), roles: ['admin'] });
}

/** The sheet as it is now, the private files (any bytes), and what `more` answers (the verdict). */
function serveSheet(current: () => StudyReviewView, ...more: Handler[]) {
  return serveApi(...more, ({ method, path }) => {
    if (method === 'GET' && path === SHEET_PATH) return { data: current() };
    if (path.startsWith('/files/')) return { data: null };
    return undefined;
  });
}

beforeEach(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => undefined });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('study-hours verification', { timeout: 40_000 }, () => {
  it('shows the session, the application documents and the stills, read with the token', async () => {
    signIn();
    const calls = serveSheet(() => sheet());
    renderAt(PATH);
    const page = await screen.findByTestId('study-review-page', {}, { timeout: 15_000 });
    const summary = await within(page).findByTestId('study-review-summary');
    expect(within(summary).getByText('周八（zhouba）')).toBeInTheDocument();
    expect(within(summary).getByText('4401**********123X')).toBeInTheDocument();
    expect(within(summary).getByText('Python爬虫工程师')).toBeInTheDocument();
    expect(within(summary).getByText('Chrome 120 · Windows')).toBeInTheDocument();
    expect(within(summary).getByText('0:40:00')).toBeInTheDocument();
    expect(within(summary).getByText('0:10:00')).toBeInTheDocument();
    expect(within(summary).getByTestId('study-review-verdict-tag')).toHaveTextContent('未核验');

    // The documents in their order: the photo first.
    const photo = screen.getByTestId('study-review-reference-photo');
    expect(photo).toHaveTextContent('一寸白底证件照');
    expect(screen.getByTestId('study-review-reference-idFront')).toHaveTextContent('身份证正面');
    expect(photo.compareDocumentPosition(screen.getByTestId('study-review-reference-idFront')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByTestId('study-review-reference-idBack')).toBeNull();

    const taken = screen.getByTestId('study-review-snapshot-31');
    expect(within(taken).getByText('未自动比对')).toBeInTheDocument();
    await waitFor(() => expect(taken.querySelector('img')).toHaveAttribute('src', 'blob:test'));
    expect(screen.getByTestId('study-review-snapshot-32')).toHaveTextContent('未拍摄');
    expect(screen.getByTestId('study-review-snapshot-33')).toHaveTextContent('已按保存期限删除');
    expect(within(screen.getByTestId('study-review-trail')).getByText('尚未核验')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/files/sha31')).toBe(true));
    expect(calls.some((c) => c.path === '/files/sha2')).toBe(true);
    // Neither the deleted still nor the missing one is asked for.
    expect(calls.filter((c) => c.path.startsWith('/files/')).map((c) => c.path).sort()).toEqual(['/files/sha1', '/files/sha2', '/files/sha31']);
  });

  it('shows the matcher’s likeness when it compared a still', async () => {
    signIn();
    serveSheet(() => sheet({ matcher: true, snapshots: [{ ...sheet().snapshots[0], matchScore: 87 }] }));
    renderAt(PATH);
    expect(await screen.findByText('相似度 87', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('未自动比对')).toBeNull();
  });

  it('needs a reason for 非本人 before asking the server, then posts it and shows the verdict and its trail', async () => {
    signIn();
    let current = sheet();
    const calls = serveSheet(() => current, ({ method, path, body }) => {
      if (method !== 'POST' || path !== `${SHEET_PATH}/review`) return undefined;
      const { verdict, reason } = body as { verdict: string; reason: string };
      current = sheet({
        verdict,
        creditedMs: 0,
        reviews: [{ fromVerdict: null, verdict, reason, withdrawnMs: 2_400_000, reviewerName: '系统管理员', at: Date.UTC(2026, 10, 19, 3) }],
      });
      return { data: current };
    });
    renderAt(PATH);
    const form = await screen.findByTestId('study-review-form', {}, { timeout: 15_000 });
    fireEvent.click(within(form).getByLabelText('非本人'));
    fireEvent.click(screen.getByTestId('study-review-submit'));
    expect(await screen.findByText('判定为非本人时请填写理由')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('study-review-reason'), { target: { value: '  抓拍照片与证件照不是同一人  ' } });
    fireEvent.click(screen.getByTestId('study-review-submit'));
    expect(await screen.findByText('已提交核验结果')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ verdict: 'other', reason: '抓拍照片与证件照不是同一人' }]);

    // 非本人 is final: the form gives way to the notice.
    expect(await screen.findByTestId('study-review-final')).toHaveTextContent('已判定为非本人，本次学习的学时已撤销');
    expect(screen.queryByTestId('study-review-form')).toBeNull();
    expect(screen.getByTestId('study-review-verdict-tag')).toHaveTextContent('非本人');
    const trail = screen.getByTestId('study-review-trail');
    expect(within(trail).getByText('系统管理员')).toBeInTheDocument();
    expect(within(trail).getByText('未核验')).toBeInTheDocument();
    expect(within(trail).getByText('撤销学时 0:40:00')).toBeInTheDocument();
    expect(within(trail).getByText('理由：抓拍照片与证件照不是同一人')).toBeInTheDocument();
  });

  it('posts 本人 without a reason and tells a refusal in the server’s words', async () => {
    signIn();
    const calls = serveSheet(() => sheet(), ({ method, path }) =>
      method === 'POST' && path === `${SHEET_PATH}/review`
        ? { status: 409, error: 'STUDY_VERDICT_ACTIVE', message: '学习尚未结束，请在本次学习结束后再核验' }
        : undefined,
    );
    renderAt(PATH);
    const form = await screen.findByTestId('study-review-form', {}, { timeout: 15_000 });
    fireEvent.click(screen.getByTestId('study-review-submit'));
    expect(await screen.findByText('请选择本人或非本人')).toBeInTheDocument();
    fireEvent.click(within(form).getByLabelText('本人'));
    fireEvent.click(screen.getByTestId('study-review-submit'));
    expect(await screen.findByText('学习尚未结束，请在本次学习结束后再核验')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ verdict: 'self', reason: '' }]);
  });

  it('is opened from the report’s sessions by an account holding study:verify', async () => {
    saveLogin({ token: 't', user: userView({ id: 7, username: 'verifier', permissions: ['study:verify'] }), roles: ['verifier'] });
    serveSheet(() => sheet());
    const router = renderAt(PATH);
    expect(await screen.findByTestId('study-review-summary', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('is refused to a teacher, who goes back to their own pages', async () => {
    saveLogin({ token: 't', user: staffUser(['teacher'], { id: 3, username: 'teacher' }), roles: ['teacher'] });
    serveSheet(() => sheet());
    const router = renderAt(PATH);
    await waitFor(() => expect(router.state.location.pathname).not.toBe(PATH), { timeout: 15_000 });
    expect(screen.queryByTestId('study-review-page')).toBeNull();
  });
});
