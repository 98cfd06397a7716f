import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { renderAt, serveApi } from '../../../test/serve';
import type { CertificateCheck } from '../../../lib/api-types';

// Pages load as lazy chunks: on a busy machine the first render may take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

const TOKEN = '0123456789abcdef0123456789abcdef';

const check: CertificateCheck = {
  status: 'valid',
  revokedAt: null,
  number: 'GD-2026-000123',
  holder: '张*丰',
  occupation: '电工',
  level: '四级/中级工',
  course: '低压电工作业',
  issueDate: '2026-11-20',
  authority: '广东省职业技能鉴定指导中心',
  organisation: '广州技能培训中心',
};

afterEach(() => vi.unstubAllGlobals());

describe('the public certificate check', { timeout: 30_000 }, () => {
  it('checks the QR code’s token at once, without a login, and says valid with the masked holder', async () => {
    const calls = serveApi(({ path }) => (path === `/api/v0/certificate/verify/${TOKEN}` ? { data: check } : undefined));
    renderAt(`/verify?t=${TOKEN}`);
    const result = await screen.findByTestId('verify-result', {}, { timeout: 15_000 });
    expect(result).toHaveAttribute('data-status', 'valid');
    expect(within(result).getAllByText('证书有效').length).toBeGreaterThan(0);
    expect(within(result).getByText('张*丰')).toBeInTheDocument();
    expect(within(result).getByText('广州技能培训中心')).toBeInTheDocument();
    expect(screen.getByTestId('verify-site')).toHaveTextContent('请确认本页网址为培训机构的官方网站');
    expect(screen.queryByTestId('verify-number')).toBeNull();
    expect(calls.every((c) => !c.path.startsWith('/api/v0/user'))).toBe(true);
  });

  it('says revoked, with the date', async () => {
    serveApi(({ path }) => (path.startsWith('/api/v0/certificate/verify/') ? { data: { ...check, status: 'revoked', revokedAt: 1_764_000_000_000 } } : undefined));
    renderAt(`/verify?t=${TOKEN}`);
    const result = await screen.findByTestId('verify-result', {}, { timeout: 15_000 });
    expect(result).toHaveAttribute('data-status', 'revoked');
    expect(within(result).getAllByText('证书已作废').length).toBeGreaterThan(0);
    expect(within(result).getByText(/作废时间：/)).toBeInTheDocument();
  });

  it('checks by number and name: asks for both first, then shows the server’s answer', async () => {
    const calls = serveApi(({ path, query }) => {
      if (path !== '/api/v0/certificate/verify') return undefined;
      return query.get('name') === '张三丰' ? { data: check } : { status: 404, message: '未查到该证书，请核对证书编号和持证人姓名' };
    });
    renderAt('/verify');
    fireEvent.click(await screen.findByTestId('verify-submit', {}, { timeout: 15_000 }));
    expect((await screen.findAllByText('请输入证书编号和持证人姓名')).length).toBe(2);
    expect(calls.some((c) => c.path === '/api/v0/certificate/verify')).toBe(false);
    fireEvent.change(screen.getByTestId('verify-number'), { target: { value: ' GD-2026-000123 ' } });
    fireEvent.change(screen.getByTestId('verify-name'), { target: { value: '李四' } });
    fireEvent.click(screen.getByTestId('verify-submit'));
    expect(await screen.findByTestId('verify-error')).toHaveTextContent('未查到该证书，请核对证书编号和持证人姓名');
    fireEvent.change(screen.getByTestId('verify-name'), { target: { value: '张三丰' } });
    fireEvent.click(screen.getByTestId('verify-submit'));
    expect(await screen.findByTestId('verify-result')).toHaveAttribute('data-status', 'valid');
    const sent = calls.filter((c) => c.path === '/api/v0/certificate/verify').at(-1)!;
    expect([sent.query.get('number'), sent.query.get('name')]).toEqual(['GD-2026-000123', '张三丰']);
  });
});
