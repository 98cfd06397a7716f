// The administrator's settings end to end: the site name in the headers, the page titles and the login page (also
// for a visitor who never saw it); the login limit applied to the next logins; the history of changes; screenshots
// of /root/settings in light and dark. The settings are put back afterwards: the other specs share the server.
import { expect, test, type Page } from '@playwright/test';
import { apiCall, DEMO_PASSWORD, expectTheme, inBothThemes, loginThroughForm, logoutThroughMenu, newLearner, registerViaApi, sessionViaApi, settle, toast, token, useTheme } from './helpers';

test.describe.configure({ mode: 'serial' });

const SITE_NAME = '广州市职业技能培训中心';
const DEFAULTS = { siteName: '', loginFailuresPerAddress: '5', loginFailuresPerAccount: '10', loginLockMinutes: '15' };

test.afterAll(async ({ request }) => {
  await apiCall(request, 'put', '/api/v0/admin/settings', await token(request, 'admin'), DEFAULTS);
});

async function openSettings(page: Page) {
  await page.goto('/root/settings');
  await expect(page.getByTestId('settings-form')).toBeVisible();
}

async function save(page: Page) {
  await page.getByTestId('settings-save').first().click();
  await expect(toast(page, '设置已保存')).toBeVisible();
}

test('the site name shows in the headers, the title and on the login page', async ({ page, request }) => {
  await sessionViaApi(page, request, 'admin');
  await openSettings(page);
  await expect(page).toHaveTitle('设置 - 职业技能培训与认证平台');
  await expect(page.getByTestId('setting-siteName')).toHaveAttribute('placeholder', '职业技能培训与认证平台');
  await page.getByTestId('setting-siteName').fill(SITE_NAME);
  await save(page);

  // At once, without a reload: the side menu's brand and the title.
  await expect(page.locator('.sc-sider-brand-name')).toHaveText(SITE_NAME);
  await expect(page).toHaveTitle(`设置 - ${SITE_NAME}`);
  await expect(page.getByTestId('settings-change-siteName').first()).toContainText(SITE_NAME);

  // After the logout, on the login page.
  await logoutThroughMenu(page);
  await expect(page).toHaveTitle(`登录 - ${SITE_NAME}`);
  await expect(page.locator('.sc-auth-brand-name')).toHaveText(SITE_NAME);
  await expect(page.locator('.sc-auth-brand-foot')).toContainText(SITE_NAME);

  // A visitor with nothing stored reads it from the server.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page).toHaveTitle(`登录 - ${SITE_NAME}`);
  await expect(page.locator('.sc-auth-brand-name')).toHaveText(SITE_NAME);

  // The learner's header.
  await loginThroughForm(page, 'student', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/classroom$/);
  await expect(page.getByTestId('learner-shell').locator('.sc-learner-header .sc-logo-name')).toHaveText(SITE_NAME);
  await expect(page).toHaveTitle(new RegExp(` - ${SITE_NAME}$`));
});

test('a learner who fails to log in as often as the limit allows is told to wait', async ({ page, request }) => {
  const learner = newLearner();
  await registerViaApi(request, learner);

  await sessionViaApi(page, request, 'admin');
  await openSettings(page);
  await expect(page.getByTestId('settings-login-protection')).toContainText('锁定时长内累计');
  // Empty: the field says what it takes and nothing is sent (the field keeps a typed number within its range).
  await page.getByTestId('setting-loginFailuresPerAddress').fill('');
  await page.getByTestId('settings-save').first().click();
  await expect(page.locator('.ant-form-item-explain-error').getByText('请输入3到50之间的整数', { exact: true })).toBeVisible();
  await page.getByTestId('setting-loginFailuresPerAddress').fill('3');
  await save(page);
  await expect(page.getByTestId('settings-change-loginFailuresPerAddress').first()).toContainText('同一账号同一地址连续失败次数');
  const row = page.getByTestId('settings-change-loginFailuresPerAddress').first();
  // The default unless a retry of this file follows the reset of afterAll (which saves 5).
  await expect(row.locator('td').nth(1)).toHaveText(/^5(（默认）)?$/);
  await expect(row.locator('td').nth(2)).toHaveText('3');
  const settings = await apiCall<Record<string, string>>(request, 'get', '/api/v0/admin/settings', await token(request, 'admin'));
  expect(settings.loginFailuresPerAddress).toBe('3');

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  for (let i = 0; i < 3; i += 1) {
    await loginThroughForm(page, learner.username, `${learner.password}-wrong`);
    await expect(page.locator('.ant-message').getByText('用户名或密码错误', { exact: true }).last()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  }
  // Even the right password now waits for the lock to pass.
  await loginThroughForm(page, learner.username, learner.password);
  await expect(page.locator('.ant-message').getByText(/^登录尝试过于频繁，请\d+秒后重试$/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('screenshot /root/settings (light and dark)', async ({ page, request }) => {
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'admin');
  await openSettings(page);
  await expectTheme(page, 'light');
  await expect(page.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();
  await expect(page.getByText('站点名称、报名须知、收款账户与登录保护')).toBeVisible();
  // Every section of the form, the defaults in the login protection, and the history of the changes made above.
  for (const section of ['站点', '报名须知', '微信支付', '支付宝', '银行转账', '登录保护', '学员文件', '修改记录']) {
    await expect(page.locator('.sc-panel h2').filter({ hasText: new RegExp(`^${section}$`) }).first()).toBeVisible();
  }
  await expect(page.getByTestId('setting-siteName')).toHaveAttribute('placeholder', '职业技能培训与认证平台');
  await expect(page.getByTestId('setting-loginLockMinutes')).toHaveValue(/^\d+$/);
  await expect(page.getByTestId('settings-change-siteName').first()).toBeVisible();
  await expect(page.getByTestId('settings-save').first()).toBeEnabled();
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `screenshots/admin-settings-${theme}.png`, fullPage: true });
  });
});
