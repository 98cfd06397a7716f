import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import i18n, { loadLanguage, useTranslation } from './i18n';
import { applySiteName, defaultSiteName, loadSiteName } from './siteName';
import { STORAGE_KEYS } from './session';
import zhCN from '../locales/zh-CN';

afterEach(() => {
  applySiteName('');
  vi.unstubAllGlobals();
});

function Brand() {
  const { t } = useTranslation();
  return <span data-testid="brand">{t('app.name')}</span>;
}

describe('the site name', () => {
  it('replaces the app name in the headers, the copyright line and the page title, and is kept for the next visit', () => {
    applySiteName('  广州技能学院 ');
    expect(i18n.t('app.name')).toBe('广州技能学院');
    expect(i18n.t('app.shortName')).toBe('广州技能学院');
    expect(i18n.t('app.pageTitle', { page: '登录' })).toBe('登录 - 广州技能学院');
    expect(i18n.t('app.copyright', { year: 2026 })).toBe('© 2026 广州技能学院 版权所有');
    expect(localStorage.getItem(STORAGE_KEYS.siteName)).toBe('广州技能学院');
  });

  it("an empty name brings back the app's own, and the locale module is never changed", () => {
    applySiteName('广州技能学院');
    applySiteName('');
    expect(i18n.t('app.name')).toBe('职业技能培训与认证平台');
    expect(i18n.t('app.shortName')).toBe('技能认证');
    expect(i18n.t('app.pageTitle', { page: '登录' })).toBe('登录 - 职业技能培训与认证平台');
    expect(localStorage.getItem(STORAGE_KEYS.siteName)).toBeNull();
    applySiteName('广州技能学院');
    expect(zhCN.app.name).toBe('职业技能培训与认证平台');
    expect(defaultSiteName('zh-CN')).toBe('职业技能培训与认证平台');
  });

  it('reaches en-US when it loads after the name was set', async () => {
    applySiteName('Guangzhou Skills');
    await loadLanguage('en-US');
    const en = i18n.getFixedT('en-US');
    expect(en('app.name')).toBe('Guangzhou Skills');
    expect(en('app.pageTitle', { page: 'Login' })).toBe('Login - Guangzhou Skills');
    applySiteName('');
    expect(en('app.name')).toBe('SkillCert Vocational Training');
    expect(defaultSiteName('en-US')).toBe('SkillCert Vocational Training');
  });

  it('re-renders the views that show it', () => {
    render(<Brand />);
    expect(screen.getByTestId('brand')).toHaveTextContent('职业技能培训与认证平台');
    act(() => applySiteName('广州技能学院'));
    expect(screen.getByTestId('brand')).toHaveTextContent('广州技能学院');
    act(() => applySiteName(''));
    expect(screen.getByTestId('brand')).toHaveTextContent('职业技能培训与认证平台');
  });

  it('reaches a view drawn before the name arrived and subscribed after (a first render in slices)', async () => {
    let arrived = false;
    function LateBrand() {
      const { t } = useTranslation();
      const name = t('app.name');
      // The server's answer lands after this view's texts were read and before its effects subscribe (a side effect
      // in render on purpose: it is the moment the test is about).
      if (!arrived) {
        // eslint-disable-next-line react-hooks/globals -- the name arrives once, during this first render
        arrived = true;
        applySiteName('广州技能学院');
      }
      return <span data-testid="brand">{name}</span>;
    }
    await act(async () => {
      render(<LateBrand />);
    });
    expect(screen.getByTestId('brand')).toHaveTextContent('广州技能学院');
    act(() => applySiteName(''));
    expect(screen.getByTestId('brand')).toHaveTextContent('职业技能培训与认证平台');
  });

  it('is read from GET /api/v0/site without the session token; a failure keeps the last name', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'secret');
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 0, message: 'ok', data: { siteName: '广州技能学院' } })));
    vi.stubGlobal('fetch', fetch);
    await loadSiteName();
    expect(i18n.t('app.name')).toBe('广州技能学院');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/api\/v0\/site\?_t=\d+$/);
    expect(new Headers(init.headers).get('authorization')).toBeNull();

    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 40400, message: '不存在', data: null }), { status: 404 })));
    await loadSiteName();
    expect(i18n.t('app.name')).toBe('广州技能学院');
  });
});
