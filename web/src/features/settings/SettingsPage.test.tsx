import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../lib/i18n';
import { saveLogin } from '../../lib/session';
import { applySiteName } from '../../lib/siteName';
import type { SettingChange } from '../../lib/api-types';
import { renderAt, serveApi } from '../../test/serve';
import { staffUser } from '../../test/fixtures';

// Pages load as lazy chunks: on a busy machine the first render may take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  applySiteName('');
});

const saved: Record<string, string> = {
  siteName: '',
  registrationNotice: '请如实填写',
  wechatAccount: 'skillcert',
  wechatQr: '',
  alipayAccount: '',
  alipayQr: '',
  bankName: '中国银行',
  bankAccountName: '技能认证中心',
  bankAccount: '6222',
  paymentNote: '',
  loginFailuresPerAddress: '5',
  loginFailuresPerAccount: '10',
  loginLockMinutes: '15',
  privateFilesQuotaMb: '200',
  studyPeriodMinutes: '45',
  snapshotRetentionDays: '90',
  idImageRetentionDays: '365',
  auditRetentionDays: '365',
};

const signIn = () => saveLogin({ token: 't', user: staffUser(['admin'], { id: 1, username: 'admin' }), roles: ['admin'] });

describe('the settings page', { timeout: 40_000 }, () => {
  it('saves what changed, shows the site name at once and lists the change', async () => {
    signIn();
    let changes: SettingChange[] = [];
    const calls = serveApi(({ method, path, body }) => {
      if (path === '/api/v0/admin/settings' && method === 'GET') return { data: saved };
      if (path === '/api/v0/admin/settings' && method === 'PUT') {
        changes = [{ key: 'loginLockMinutes', from: null, to: '30', by: '系统管理员', at: 1_790_000_000_000 }];
        return { data: { ...saved, ...(body as object) } };
      }
      if (path === '/api/v0/admin/settings/changes') return { data: changes };
      return undefined;
    });
    renderAt('/root/settings');
    expect(await screen.findByTestId('setting-registrationNotice', {}, { timeout: 15_000 })).toHaveValue('请如实填写');
    expect(screen.getByTestId('setting-loginFailuresPerAddress')).toHaveValue('5');
    // How long the audit log is kept: at least the six months the law asks for.
    expect(screen.getByTestId('setting-auditRetentionDays')).toHaveValue('365');
    expect(screen.getByTestId('settings-audit-log')).toHaveTextContent('操作日志保存天数');
    expect(screen.getByTestId('settings-audit-log')).toHaveTextContent('180–3650，默认 365');
    expect(await within(screen.getByTestId('settings-history')).findByText('暂无修改记录')).toBeInTheDocument();
    expect(screen.getByTestId('setting-siteName')).toHaveAttribute('placeholder', '职业技能培训与认证平台');

    fireEvent.change(screen.getByTestId('setting-siteName'), { target: { value: ' 广州技能学院 ' } });
    fireEvent.change(screen.getByTestId('setting-bankAccount'), { target: { value: ' 6222 0000 1111 ' } });
    fireEvent.change(screen.getByTestId('setting-loginLockMinutes'), { target: { value: '30' } });
    fireEvent.click(screen.getAllByTestId('settings-save')[0]);
    expect(await screen.findByText('设置已保存')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    // Only what changed is sent.
    expect(put.body).toEqual({ siteName: '广州技能学院', bankAccount: '6222 0000 1111', loginLockMinutes: '30' });

    // The name replaces the app's in every header and in the title, without a reload.
    expect(i18n.t('app.name')).toBe('广州技能学院');
    await waitFor(() => expect(document.title).toBe('设置 - 广州技能学院'));
    // The history is read again after the save.
    const row = await screen.findByTestId('settings-change-loginLockMinutes');
    expect(row).toHaveTextContent('锁定时长（分钟）');
    expect(row).toHaveTextContent('系统管理员');
    expect(row).toHaveTextContent('15（默认）');
    expect(calls.filter((c) => c.path === '/api/v0/admin/settings/changes').length).toBeGreaterThanOrEqual(2);
  });

  it("stops a number out of range before sending, in the server's words", async () => {
    signIn();
    const calls = serveApi(({ method, path }) => {
      if (path === '/api/v0/admin/settings' && method === 'GET') return { data: saved };
      if (path === '/api/v0/admin/settings/changes') return { data: [] };
      return undefined;
    });
    renderAt('/root/settings');
    const field = await screen.findByTestId('setting-loginFailuresPerAccount', {}, { timeout: 15_000 });
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getAllByTestId('settings-save')[0]);
    expect(await screen.findByText('请输入5到500之间的整数')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows a refusal of the server on its field and saves nothing', async () => {
    signIn();
    serveApi(({ method, path }) => {
      if (path === '/api/v0/admin/settings' && method === 'GET') return { data: saved };
      if (path === '/api/v0/admin/settings' && method === 'PUT') {
        return { status: 400, message: '请输入3到50之间的整数', data: { fields: { loginFailuresPerAddress: '请输入3到50之间的整数' } } };
      }
      if (path === '/api/v0/admin/settings/changes') return { data: [] };
      return undefined;
    });
    renderAt('/root/settings');
    fireEvent.change(await screen.findByTestId('setting-siteName', {}, { timeout: 15_000 }), { target: { value: '新名称' } });
    fireEvent.click(screen.getAllByTestId('settings-save')[0]);
    const field = screen.getByTestId('setting-loginFailuresPerAddress').closest('.ant-form-item')!;
    await waitFor(() => expect(field).toHaveTextContent('请输入3到50之间的整数'));
    expect(screen.queryByText('设置已保存')).toBeNull();
    expect(i18n.t('app.name')).toBe('职业技能培训与认证平台');
  });

  it('lists the history: labels of the keys, unset and empty values, a deleted account', async () => {
    signIn();
    const changes: SettingChange[] = [
      { key: 'siteName', from: null, to: '广州技能学院', by: null, at: 1_790_000_100_000 },
      { key: 'paymentNote', from: '转账请备注姓名', to: '', by: '系统管理员', at: 1_790_000_000_000 },
      { key: 'retiredKey', from: 'a', to: 'b', by: '系统管理员', at: 1_780_000_000_000 },
    ];
    serveApi(({ method, path }) => {
      if (path === '/api/v0/admin/settings' && method === 'GET') return { data: saved };
      if (path === '/api/v0/admin/settings/changes') return { data: changes };
      return undefined;
    });
    renderAt('/root/settings');
    const site = await screen.findByTestId('settings-change-siteName', {}, { timeout: 15_000 });
    expect(site).toHaveTextContent('站点名称');
    expect(site).toHaveTextContent('未设置');
    expect(site).toHaveTextContent('广州技能学院');
    expect(site).toHaveTextContent('已删除的账号');
    const note = screen.getByTestId('settings-change-paymentNote');
    expect(note).toHaveTextContent('缴费说明');
    expect(note).toHaveTextContent('转账请备注姓名');
    expect(note).toHaveTextContent('（空）');
    expect(screen.getByTestId('settings-change-retiredKey')).toHaveTextContent('retiredKey');
  });
});
