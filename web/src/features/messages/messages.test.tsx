import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveLogin } from '../../lib/session';
import { renderAt, serveApi, type Handler } from '../../test/serve';
import { STORE_REFRESH_MS, STORE_SIZE, STORE_STALE_MS, UNREAD_POLL_MS, messageQueries } from './api';
import type { MessageView } from '../../lib/api-types';
import { userView } from '../../test/fixtures';

// Pages load as lazy chunks: on a busy machine the first render may take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

const inbox: MessageView[] = [
  {
    id: 4,
    type: 'exam',
    typeLabel: '考证开班通知',
    title: 'JavaWeb 考证开班通知',
    content: '开班考试安排如下',
    details: {
      issuingAuthority: '人社厅',
      examLocation: '天河鉴定中心',
      trainingInstitution: '培训中心',
      classroom: 'A301',
      occupation: '程序设计员',
      evaluationLevel: '四级/中级工',
      examTime: '2026-12-20 09:00',
      examId: '1',
      examName: 'JavaWeb应用开发',
      examLevel: '四级',
    },
    createdAt: new Date(2026, 2, 5).getTime(),
    read: false,
  },
  {
    id: 5,
    type: 'certificate',
    typeLabel: '领取证书通知',
    title: '证书领取通知',
    content: '请按时领取',
    details: { certificateName: '职业技能等级证书', issuingAuthority: '人社厅', pickupLocation: '一楼大厅', pickupTime: '工作日', requiredMaterials: '身份证' },
    createdAt: 1_700_000_000_000,
    read: false,
  },
  { id: 2, type: 'system', typeLabel: '系统通知', title: '欢迎', content: '欢迎使用', details: {}, createdAt: 1_600_000_000_000, read: true },
];

function inboxApi(unreadCount = 2): Handler {
  return ({ method, path, query }) => {
    if (path === '/api/v0/announcement/unread') return { data: { unreadCount } };
    if (path === '/api/v0/announcement' && method === 'GET') {
      const list = query.get('unread') === 'true' ? inbox.filter((m) => !m.read) : inbox;
      return { data: { announcements: list, totalCount: list.length, unreadCount } };
    }
    if (method === 'POST' && /^\/api\/v0\/announcement\/\d+\/read$/.test(path)) return { data: { unreadCount: unreadCount - 1 } };
    return undefined;
  };
}

const student = () => saveLogin({ token: 't', user: userView({ id: 7, username: 'student' }), roles: ['student'] });

afterEach(() => vi.unstubAllGlobals());

describe('message timings', () => {
  it('polls the unread count every 2 s and refreshes the store every 20 s, stale after 5 minutes', () => {
    expect(UNREAD_POLL_MS).toBe(2000);
    expect(messageQueries.unread(7, true).refetchInterval).toBe(2000);
    expect(messageQueries.unread(7, false).refetchInterval).toBe(false);
    expect(STORE_REFRESH_MS).toBe(20_000);
    expect(STORE_STALE_MS).toBe(300_000);
    expect(messageQueries.store(7, true).refetchInterval).toBe(20_000);
    expect(messageQueries.store(7, true).staleTime).toBe(300_000);
    expect(STORE_SIZE).toBe(100);
  });
});

describe('header messages', { timeout: 30_000 }, () => {
  it('is hidden from guests and makes no message call', async () => {
    saveLogin({ token: 'g', user: userView({ id: 1, username: 'guest' }), roles: ['guest'] }, { guest: true });
    const calls = serveApi(inboxApi());
    renderAt('/classroom');
    await screen.findByTestId('learner-shell');
    expect(screen.queryByTestId('messages-bell')).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/api/v0/announcement'))).toBe(false);
  });

  it('shows the unread badge and opens an exam notice with the go-to-registration button', async () => {
    student();
    const calls = serveApi(inboxApi());
    const router = renderAt('/classroom');
    const bell = await screen.findByTestId('messages-bell');
    await waitFor(() => expect(bell).toHaveAttribute('data-unread', '2'));
    fireEvent.click(bell);
    const item = await screen.findByTestId('messages-dropdown-item-4');
    expect(screen.getByTestId('messages-dropdown-item-5')).toBeInTheDocument();
    expect(screen.queryByTestId('messages-dropdown-item-2')).toBeNull();
    fireEvent.click(item);
    const dialog = await screen.findByTestId('message-detail-exam');
    expect(within(dialog).getByText('A301')).toBeInTheDocument();
    expect(within(dialog).getByText('2026-12-20 09:00')).toBeInTheDocument();
    expect(within(dialog).getByText(/2026-03-05 00:00:00/)).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v0/announcement/4/read')).toBe(true));
    fireEvent.click(screen.getByTestId('message-go-register'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/applicationmaterials'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ examId: '1', examName: 'JavaWeb应用开发', examLevel: '四级' });
  });
});

describe('message page', { timeout: 30_000 }, () => {
  it('lists, filters unread, shows the certificate dialog and marks read', async () => {
    student();
    const calls = serveApi(inboxApi());
    renderAt('/StudentProfile/message');
    expect(await screen.findByTestId('message-row-4')).toHaveAttribute('data-read', 'false');
    expect(screen.getByTestId('message-row-2')).toHaveAttribute('data-read', 'true');
    const first = calls.find((c) => c.path === '/api/v0/announcement' && c.query.get('size') !== '100');
    expect(first?.query.get('page')).toBe('0');
    expect(first?.query.get('size')).toBe('10');

    fireEvent.click(screen.getByRole('tab', { name: /未读/ }));
    await waitFor(() => expect(screen.queryByTestId('message-row-2')).toBeNull());
    expect(calls.some((c) => c.path === '/api/v0/announcement' && c.query.get('unread') === 'true')).toBe(true);

    fireEvent.click(screen.getByTestId('message-open-5'));
    const dialog = await screen.findByTestId('message-detail-certificate');
    expect(within(dialog).getByText('一楼大厅')).toBeInTheDocument();
    expect(screen.queryByTestId('message-go-register')).toBeNull();
    fireEvent.click(screen.getByTestId('message-detail-close'));

    fireEvent.click(screen.getByTestId('message-mark-read-4'));
    expect(await screen.findByText('标记已读成功')).toBeInTheDocument();
  });

  it('says 获取公告列表失败 when the list cannot be read', async () => {
    student();
    serveApi(({ path }) => (path === '/api/v0/announcement' ? { status: 403, message: '' } : undefined));
    renderAt('/StudentProfile/message');
    expect((await screen.findAllByText('获取公告列表失败')).length).toBeGreaterThan(0);
  });
});
