import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveLogin } from '../../lib/session';
import { renderAt, serveApi, type Call } from '../../test/serve';
import { staffUser, userView } from '../../test/fixtures';
import type { AuditEntryView, AuditPage } from '../../lib/api-types';

// Pages load as lazy chunks: on a busy machine the first render may take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

const PATH = '/root/audit-log';
const base = '/api/v0/admin/audit';

function entry(over: Partial<AuditEntryView> & Pick<AuditEntryView, 'id'>): AuditEntryView {
  return {
    at: new Date(2026, 10, 20, 16, 30, 5).getTime(),
    actorId: 3,
    actorName: '王老师',
    address: '192.168.1.23',
    kind: 'content',
    action: '修改课程',
    object: 'course',
    objectId: 12,
    objectLabel: '电工基础（进阶）',
    from: '电工基础',
    to: '电工基础（进阶）',
    reason: null,
    ...over,
  };
}

const rename = entry({ id: 41 });
const login = entry({ id: 40, actorId: 1, actorName: '系统管理员', address: '10.0.0.8', kind: 'login', action: '密码登录', object: 'user', objectId: 1, objectLabel: '系统管理员（admin）', from: null, to: null });
const graded = entry({ id: 39, actorId: null, actorName: null, address: null, kind: 'grading', action: '自动阅卷', object: 'answerSheet', objectId: 88, objectLabel: '电工基础期末考试 · 周八', from: null, to: '86', reason: null });
const removed = entry({ id: 36, actorId: 1, actorName: '系统管理员', kind: 'deletion', action: '删除课程', object: 'course', objectId: 5, objectLabel: '旧课程', from: null, to: null, reason: '课程已停开' });
const refused = entry({ id: 38, actorId: null, actorName: null, address: '203.0.113.9', kind: 'loginFailed', action: '密码错误', object: 'user', objectId: null, objectLabel: 'nobody', from: null, to: null });
const setting = entry({ id: 37, actorId: 1, actorName: '系统管理员', kind: 'setting', action: '修改设置', object: 'setting', objectId: null, objectLabel: 'siteName', from: '', to: '广州技能学院' });
const ALL = [rename, login, graded, refused, setting, removed];

function signIn() {
  saveLogin({ token: 't', user: staffUser(['admin'], { id: 1, username: 'admin' }), roles: ['admin'] });
}

/** The log as a server would answer it: filtered by kind and the person's name. */
function log(entries: AuditEntryView[]) {
  return ({ method, path, query }: Call) => {
    if (path !== base || method !== 'GET') return undefined;
    const kind = query.get('kind');
    const actor = query.get('actor');
    const shown = entries.filter((e) => (!kind || e.kind === kind) && (!actor || (e.actorName ?? '').includes(actor)));
    return { data: { entries: shown, totalCount: shown.length } satisfies AuditPage };
  };
}

const listCalls = (calls: Call[]) => calls.filter((c) => c.path === base && c.method === 'GET');
const plain = (query: URLSearchParams) => Object.fromEntries([...query].filter(([k]) => k !== '_t'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the audit log', { timeout: 30_000 }, () => {
  it('shows who did what, when, from where, on what, from → to and why', async () => {
    signIn();
    const calls = serveApi(log(ALL));
    renderAt(PATH);
    const row = await screen.findByTestId('audit-row-41', {}, { timeout: 15_000 });
    expect(plain(listCalls(calls)[0].query)).toEqual({ page: '0', size: '20' });
    expect(screen.getByRole('heading', { level: 1, name: '操作日志' })).toBeInTheDocument();
    expect(screen.getByText('共 6 条记录')).toBeInTheDocument();

    // A teacher renamed a course: the time to the second, the person and their address, the kind, the change.
    expect(row).toHaveTextContent('2026-11-20 16:30:05');
    expect(row).toHaveTextContent('王老师');
    expect(row).toHaveTextContent('192.168.1.23');
    expect(within(row).getByText('内容管理')).toHaveClass('ant-tag');
    expect(row).toHaveTextContent('修改课程');
    expect(row).toHaveTextContent('课程：电工基础（进阶）');
    expect(row).toHaveTextContent('ID 12');
    expect(screen.getByTestId('audit-change-41')).toHaveTextContent('电工基础→电工基础（进阶）');

    // A login: no change to show.
    const loginRow = screen.getByTestId('audit-row-40');
    expect(within(loginRow).getByText('登录')).toHaveClass('ant-tag');
    expect(loginRow).toHaveTextContent('密码登录');
    expect(screen.queryByTestId('audit-change-40')).toBeNull();

    // The system's own work (no person, no address); nothing before, a value after.
    const gradedRow = screen.getByTestId('audit-row-39');
    expect(gradedRow).toHaveTextContent('系统');
    expect(within(gradedRow).getByText('阅卷')).toHaveClass('ant-tag-geekblue');
    expect(gradedRow).toHaveTextContent('答卷：电工基础期末考试 · 周八');
    expect(screen.getByTestId('audit-change-39')).toHaveTextContent('—→86');
    // A deletion stands out, with its reason.
    const removedRow = screen.getByTestId('audit-row-36');
    expect(within(removedRow).getByText('删除')).toHaveClass('ant-tag-volcano');
    expect(removedRow).toHaveTextContent('课程：旧课程');
    expect(removedRow).toHaveTextContent('课程已停开');
    // A refused login by nobody known, from an address, in red.
    const refusedRow = screen.getByTestId('audit-row-38');
    expect(refusedRow).toHaveTextContent('未知用户');
    expect(refusedRow).toHaveTextContent('203.0.113.9');
    expect(within(refusedRow).getByText('登录失败')).toHaveClass('ant-tag-red');
    expect(refusedRow).toHaveTextContent('用户：nobody');

    // A setting is named as the settings page labels it; an empty value says so.
    expect(screen.getByTestId('audit-row-37')).toHaveTextContent('设置：站点名称');
    expect(screen.getByTestId('audit-change-37')).toHaveTextContent('（空）→广州技能学院');
  });

  it('filters by kind and person through the URL and the server', async () => {
    signIn();
    const calls = serveApi(log(ALL));
    const router = renderAt(`${PATH}?page=2`);
    await screen.findByTestId('audit-row-41', {}, { timeout: 15_000 });

    fireEvent.mouseDown(within(screen.getByTestId('audit-kind-filter')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('登录失败'));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=loginFailed'));
    await waitFor(() => expect(screen.queryByTestId('audit-row-41')).toBeNull());
    expect(screen.getByTestId('audit-row-38')).toBeInTheDocument();
    expect(plain(listCalls(calls).at(-1)!.query)).toEqual({ page: '0', size: '20', kind: 'loginFailed' });

    // Back to every kind, then a person.
    fireEvent.mouseDown(within(screen.getByTestId('audit-kind-filter')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('全部类别'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const actor = screen.getByTestId('audit-actor-filter');
    fireEvent.change(actor, { target: { value: '王老师' } });
    fireEvent.keyDown(actor, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByTestId('audit-row-40')).toBeNull());
    expect(screen.getByTestId('audit-row-41')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?actor=${encodeURIComponent('王老师')}`);
    expect(plain(listCalls(calls).at(-1)!.query)).toEqual({ page: '0', size: '20', actor: '王老师' });
  });

  it('reads the filters of the URL, and says when nothing matches with a way back', async () => {
    signIn();
    const calls = serveApi(log(ALL));
    const router = renderAt(`${PATH}?kind=export&actor=张&from=2026-11-01&to=2026-11-30&size=50`);
    expect(await screen.findByText('没有符合条件的记录', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(plain(listCalls(calls)[0].query)).toEqual({ page: '0', size: '50', kind: 'export', actor: '张', from: '2026-11-01', to: '2026-11-30' });
    expect(screen.getByTestId('audit-actor-filter')).toHaveValue('张');
    expect(within(screen.getByTestId('audit-kind-filter')).getByText('导出与下载')).toBeInTheDocument();
    const period = within(screen.getByTestId('audit-date-filter')).getAllByRole('textbox');
    expect(period.map((input) => (input as HTMLInputElement).value)).toEqual(['2026-11-01', '2026-11-30']);
    fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(await screen.findByTestId('audit-row-41')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?size=50');
  });

  it('says so when nothing was recorded yet', async () => {
    signIn();
    serveApi(log([]));
    renderAt(PATH);
    expect(await screen.findByText('暂无操作记录', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '清除筛选' })).toBeNull();
  });

  it('exports what the filters show, with the token, under the server’s file name', async () => {
    signIn();
    serveApi(log(ALL));
    const served = globalThis.fetch as unknown as (input: string, init?: RequestInit) => Promise<Response>;
    const exports: { url: URL; headers: Headers }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        const url = new URL(input, 'http://localhost');
        if (url.pathname !== `${base}/export`) return served(input, init);
        exports.push({ url, headers: new Headers(init.headers) });
        return new Response('xlsx-bytes', {
          status: 200,
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('操作日志-2026-11-30.xlsx')}`,
          },
        });
      }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });

    renderAt(`${PATH}?kind=content&actor=王&from=2026-11-01&to=2026-11-30&page=3`);
    await screen.findByTestId('audit-row-41', {}, { timeout: 15_000 });
    fireEvent.click(screen.getByTestId('audit-export'));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:export', download: '操作日志-2026-11-30.xlsx' }]));
    expect(exports).toHaveLength(1);
    expect(plain(exports[0].url.searchParams)).toEqual({ actor: '王', kind: 'content', from: '2026-11-01', to: '2026-11-30' });
    expect(exports[0].headers.get('Authorization')).toBe('Bearer t');
  });

  it("shows the server's refusal of the period in its words, with a way to clear the filters", async () => {
    signIn();
    serveApi(({ path, query }) =>
      path === base && query.get('from') === '2026-11-30'
        ? {
            status: 400,
            message: '结束日期不能早于开始日期',
            error: 'AUDIT_DATES_REVERSED',
            data: { fields: { to: '结束日期不能早于开始日期' }, codes: { to: 'AUDIT_DATES_REVERSED' } },
          }
        : undefined,
      log(ALL),
    );
    const router = renderAt(`${PATH}?from=2026-11-30&to=2026-11-01&kind=login`);
    const failed = await screen.findByTestId('audit-load-failed', {}, { timeout: 15_000 });
    expect(failed).toHaveTextContent('筛选条件有误');
    expect(failed).toHaveTextContent('结束日期不能早于开始日期');
    expect(within(failed).queryByTestId('audit-retry')).toBeNull();
    // The export would be refused the same way.
    expect(screen.getByTestId('audit-export')).toBeDisabled();
    fireEvent.click(within(failed).getByTestId('audit-clear-filters'));
    expect(await screen.findByTestId('audit-row-41')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows a failed load with a retry', async () => {
    signIn();
    let fail = true;
    serveApi((call) => (fail && call.path === base ? { status: 403, message: '没有权限', error: 'FORBIDDEN' } : undefined), log(ALL));
    renderAt(PATH);
    const failed = await screen.findByTestId('audit-load-failed', {}, { timeout: 15_000 });
    expect(failed).toHaveTextContent('操作日志加载失败');
    fail = false;
    fireEvent.click(screen.getByTestId('audit-retry'));
    expect(await screen.findByTestId('audit-row-41')).toBeInTheDocument();
  });

  it('leads an account holding audit:read alone from /root to the log, and shows it the menu entry', async () => {
    saveLogin({ token: 't', user: userView({ id: 7, username: 'auditor', permissions: ['audit:read'] }), roles: ['auditor'] });
    serveApi(log(ALL));
    const router = renderAt('/root');
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH), { timeout: 15_000 });
    expect(await screen.findByTestId('audit-row-41', {}, { timeout: 15_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('sider-toggle'));
    const menu = await screen.findByTestId('admin-shell-menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['安全审计', '操作日志']);
  });
});
