// Screenshots of the access pages and the learner/admin shells in light and dark (zh-CN), for a person to look at.
import { expect, test, type Page } from '@playwright/test';
import { sessionViaApi, settle } from './helpers';

const DIR = 'screenshots';

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((t) => {
    localStorage.setItem('theme', t);
    localStorage.setItem('lang', 'zh-CN');
  }, theme);
}


for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    for (const path of ['/login', '/register', '/phonelogin', '/forgetpwd']) {
      test(`screenshot ${path}`, async ({ page }) => {
        await useTheme(page, theme);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await settle(page);
        await page.screenshot({ path: `${DIR}${path}-${theme}.png`, fullPage: true });
      });
    }

    test('screenshot learner shell', async ({ page, request }) => {
      await useTheme(page, theme);
      await sessionViaApi(page, request, 'student');
      await page.goto('/classroom');
      await expect(page.getByTestId('learner-shell')).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `${DIR}/learner-shell-${theme}.png`, fullPage: true });
    });

    test('screenshot admin shell', async ({ page, request }) => {
      await useTheme(page, theme);
      await sessionViaApi(page, request, 'admin');
      await page.goto('/root');
      await expect(page.getByTestId('admin-shell')).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `${DIR}/admin-shell-${theme}.png`, fullPage: true });
    });
  });
}

test('screenshot narrow learner shell', async ({ page, request }) => {
  await page.setViewportSize({ width: 420, height: 860 });
  await sessionViaApi(page, request, 'student');
  await page.goto('/StudentProfile/basicinfo');
  await expect(page.getByTestId('learner-shell')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${DIR}/learner-shell-narrow.png`, fullPage: true });
});

test('screenshot en-US login and learner shell', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${DIR}/login-en-US.png`, fullPage: true });
  await sessionViaApi(page, request, 'student');
  await page.goto('/classroom');
  await expect(page.getByTestId('learner-shell')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${DIR}/learner-shell-en-US.png` });
});

test('screenshot the guest header and the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('page-not-found')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${DIR}/not-found-light.png` });

  await page.goto('/login');
  await page.getByTestId('guest-login').click();
  await expect(page.getByTestId('learner-shell')).toHaveAttribute('data-visitor', 'true');
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 5_000 });
  await settle(page);
  await page.screenshot({ path: `${DIR}/learner-shell-guest.png` });
});

for (const [user, path, shell] of [
  ['teacher', '/teacher/course-manager', 'teacher-shell'],
  ['finance', '/auditors/financial/home', 'financial-auditor-shell'],
  ['distributor', '/distributor', 'distributor-shell'],
] as const) {
  test(`screenshot ${shell}`, async ({ page, request }) => {
    await sessionViaApi(page, request, user);
    await page.goto(path);
    await expect(page.getByTestId(shell)).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${DIR}/${shell}-light.png` });
  });
}
