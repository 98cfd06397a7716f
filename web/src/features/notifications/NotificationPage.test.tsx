import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveLogin } from '../../lib/session';
import { renderAt, serveApi } from '../../test/serve';
import type { SentView } from '../../lib/api-types';
import { staffUser } from '../../test/fixtures';

// Pages load as lazy chunks: on a busy machine the first render may take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

const sent: SentView[] = [
  { id: 9, type: 'exam', typeLabel: '考证开班通知', title: '开班通知', content: '请报名', details: { classroom: 'B204' }, audience: 'course', audienceValue: '1', createdAt: 1_700_000_000_000, recipientCount: 4, readCount: 1 },
  { id: 8, type: 'system', typeLabel: '系统通知', title: '系统维护', content: '今晚维护', details: {}, audience: 'role', audienceValue: 'student', createdAt: 1_700_000_000_000, recipientCount: 7, readCount: 0 },
];

afterEach(() => vi.unstubAllGlobals());

describe('admin notification page', { timeout: 30_000 }, () => {
  it('lists sent messages with audience and read counts, validates the form, deletes with confirmation', async () => {
    saveLogin({ token: 't', user: staffUser(['admin'], { id: 1, username: 'admin' }), roles: ['admin'] });
    let list = sent;
    const calls = serveApi(({ method, path }) => {
      if (path === '/api/v0/admin/notification' && method === 'GET') return { data: { notifications: list, totalCount: list.length } };
      if (path === '/api/v0/admin/notification/9' && method === 'DELETE') {
        list = list.filter((n) => n.id !== 9);
        return { data: null };
      }
      if (path === '/api/v0/course') return { data: { courses: [{ id: 1, name: 'JavaWeb应用开发（四级/中级工）' }], totalCount: 1 } };
      return undefined;
    });
    renderAt('/root/notification');
    expect(await screen.findByTestId('notification-page', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByText('课程学员：JavaWeb应用开发（四级/中级工）')).toBeInTheDocument();
    expect(screen.getByText('角色：学员')).toBeInTheDocument();
    expect(screen.getByTestId('sent-read-9')).toHaveTextContent('1 / 4');

    fireEvent.click(screen.getByTestId('compose-send'));
    expect(await screen.findByText('消息类型无效')).toBeInTheDocument();
    expect(screen.getByText('请输入标题', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(screen.getByText('请输入内容', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByTestId('sent-delete-9'));
    fireEvent.click(await screen.findByTestId('sent-delete-ok'));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('开班通知')).toBeNull());
    expect(within(screen.getByTestId('sent-table')).getByText('系统维护')).toBeInTheDocument();
  });

  it('is refused to a non-admin with the spec message', async () => {
    saveLogin({ token: 't', user: staffUser(['teacher'], { id: 2, username: 'teacher' }), roles: ['teacher'] });
    serveApi();
    renderAt('/root/notification');
    expect(await screen.findByText('该页面需要管理员权限')).toBeInTheDocument();
  });
});
