// 渠道数据 end to end: the demo distributor sees their dashboard for the last 90 days (figures above zero, the
// funnel, daily and per-course charts drawn on canvases, light and dark), creates an invite code and copies its
// registration link; a new learner registers through that link (the code is filled in); the distributor reloads and
// the code counts one registration more; an unknown code is refused under its field on the register page; the
// administrator compares the distributors, downloads the .xlsx (the distributor's row as the API counts it) and opens
// the distributor's dashboard and codes. Screenshots (zh-CN) of the dashboard light and dark at 1366 and 420 px, the
// invite codes and the administrator's comparison (light and dark), and a distributor's dashboard in en-US.
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { apiCall, DEMO_PASSWORD, expectFitsWidth, expectTheme, fillRegisterForm, newLearner, toast, token, sessionViaApi, settle, useTheme, openPage } from './helpers';

test.describe.configure({ mode: 'serial' });

const DIR = 'screenshots';
const STAMP = Date.now().toString().slice(-6);
const LABEL = `E2E渠道${STAMP}`;
const UNKNOWN = '邀请码无效或已停用';

interface InviteCode {
  id: number;
  code: string;
  label: string | null;
  registrations: number;
  link: string;
}

interface ComparisonRow {
  userId: number;
  username: string;
  name: string | null;
  registrations: number;
  enrolments: number;
  payments: number;
  amountYuan: number;
  passed: number;
}

let created: InviteCode;


/** The number on a statistic card. */
async function cardValue(page: Page, key: string): Promise<string> {
  const value = page.getByTestId(`stat-${key}`).locator('.ant-statistic-content-value');
  await expect(value).not.toHaveText('');
  return (await value.textContent())!.trim();
}

/** Clicks the shell's theme switch and leaves no tooltip of it on the page. */
async function toggleTheme(page: Page, to: 'light' | 'dark') {
  await page.getByTestId('theme-toggle').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', to);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(5, 500);
  await expect(page.locator('.ant-tooltip:visible')).toHaveCount(0);
}

async function expectCharts(page: Page) {
  for (const chart of ['funnel', 'daily', 'courses']) {
    await expect(page.getByTestId(`dd-chart-${chart}`).locator('canvas')).toHaveCount(1, { timeout: 20_000 });
  }
}

async function ownCodes(request: Parameters<typeof token>[0]): Promise<InviteCode[]> {
  const tok = await token(request, 'distributor');
  return (await apiCall<{ codes: InviteCode[] }>(request, 'get', '/api/v0/distributor/invite-code', tok)).codes;
}

test('the distributor sees the last 90 days: figures above zero and the charts, light and dark, wide and narrow', async ({ page, request }) => {
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'distributor');
  await page.goto('/distributor');
  await expect(page.getByTestId('distributor-shell')).toBeVisible();
  await page.getByTestId('dd-period-90').click();
  await expect(page).toHaveURL(/period=90/);
  await expectCharts(page);
  expect(Number(await cardValue(page, 'registrations'))).toBeGreaterThan(0);
  expect(Number(await cardValue(page, 'enrolments'))).toBeGreaterThan(0);
  await expect(page.getByTestId('dd-funnel')).toContainText('转化漏斗');
  await expect(page.locator('[data-testid^="dd-learner-"]').first()).toBeVisible();
  await expectTheme(page, 'light');
  await settle(page);
  await page.screenshot({ path: `${DIR}/distributor-dashboard-light-1366.png`, fullPage: true });

  // The theme switch redraws the charts in the dark palette.
  await toggleTheme(page, 'dark');
  await expectTheme(page, 'dark');
  await expectCharts(page);
  await settle(page);
  await page.screenshot({ path: `${DIR}/distributor-dashboard-dark-1366.png`, fullPage: true });

  await page.setViewportSize({ width: 420, height: 900 });
  await expect(page.getByTestId('dd-funnel')).toContainText('转化漏斗');
  await settle(page);
  await expectFitsWidth(page);
  await page.screenshot({ path: `${DIR}/distributor-dashboard-dark-420.png`, fullPage: true });
  await toggleTheme(page, 'light');
  await expectTheme(page, 'light');
  await settle(page);
  await page.screenshot({ path: `${DIR}/distributor-dashboard-light-420.png`, fullPage: true });
});

test('the distributor creates an invite code, copies its link and sees its QR code', async ({ page, request, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'distributor');
  await page.goto('/distributor?tab=codes');
  await page.getByTestId('dd-code-create').click();
  await page.getByTestId('dd-code-label').fill(LABEL);
  await page.getByTestId('dd-code-dialog-ok').click();
  await expect(toast(page, '邀请码已创建')).toBeVisible();

  created = (await ownCodes(request)).find((c) => c.label === LABEL)!;
  expect(created, 'the new code').toBeTruthy();
  expect(created.code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
  expect(created.registrations).toBe(0);
  const row = page.getByTestId(`dd-code-${created.code}`);
  await expect(row).toContainText(LABEL);
  await expect(row).toContainText('启用中');
  await expect(page.getByTestId(`dd-code-registrations-${created.code}`)).toHaveText('0');

  await page.getByTestId(`dd-code-copy-${created.code}`).click();
  await expect(toast(page, '注册链接已复制')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/register?inviteCode=${created.code}`);

  await page.getByTestId(`dd-code-qr-${created.code}`).click();
  const qr = page.getByTestId('dd-qr-image');
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByTestId('dd-qr-download')).toBeEnabled();
  await page.locator('.ant-modal-content').screenshot({ path: `${DIR}/distributor-invite-qr-light.png` });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('dd-qr')).toBeHidden();
  // No tooltip left over from the button the dialog gave the focus back to.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(5, 5);
  await expect(page.locator('.ant-tooltip:visible')).toHaveCount(0);
  await settle(page);
  await page.screenshot({ path: `${DIR}/distributor-invite-codes-light.png`, fullPage: true });
});

test('a new learner registers through the invite link', async ({ page }) => {
  expect(created, 'the code of the test before').toBeTruthy();
  const learner = newLearner();
  await openPage(page, `/register?inviteCode=${created.code}`);
  await expect(page.getByTestId('register-invite-code')).toHaveValue(created.code);
  await expect(page.getByTestId('register-invite-hint')).toHaveText('通过渠道邀请链接注册');
  await fillRegisterForm(page, learner);
  await page.getByTestId('register-submit').click();
  await expect(toast(page, '注册成功，即将跳转到登录页面...')).toBeVisible();
});

test('the code counts the registration', async ({ page, request }) => {
  expect(created, 'the code of the tests before').toBeTruthy();
  await sessionViaApi(page, request, 'distributor');
  await page.goto('/distributor?tab=codes');
  await expect(page.getByTestId(`dd-code-registrations-${created.code}`)).toHaveText('1');
  expect((await ownCodes(request)).find((c) => c.id === created.id)!.registrations).toBe(1);
});

test('an unknown invite code is refused under its field', async ({ page }) => {
  const learner = newLearner();
  await openPage(page, '/register?inviteCode=ZZZZZZZZZZZZ');
  await fillRegisterForm(page, learner);
  await page.getByTestId('register-submit').click();
  const field = page.locator('.ant-form-item').filter({ has: page.getByTestId('register-invite-code') });
  await expect(field.locator('.ant-form-item-explain-error')).toHaveText(UNKNOWN);
});

test('the administrator compares the distributors, exports them and opens the distributor', async ({ page, request }) => {
  expect(created, 'the code of the tests before').toBeTruthy();
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'admin', DEMO_PASSWORD);
  await page.goto('/root');
  const entry = page.getByRole('menuitem', { name: '渠道数据' });
  if (!(await entry.isVisible())) await page.getByRole('menuitem', { name: '渠道管理' }).click();
  await entry.click();
  await expect(page).toHaveURL(/\/root\/distributors$/);
  await page.getByTestId('dd-period-90').click();
  await expect(page).toHaveURL(/period=90/);

  const admin = await token(request, 'admin');
  const period = new URL(page.url()).searchParams;
  expect(period.get('period')).toBe('90');
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 89 * 86_400_000).toISOString().slice(0, 10);
  const compared = await apiCall<{ distributors: ComparisonRow[] }>(request, 'get', `/api/v0/admin/distributor?from=${from}&to=${today}`, admin);
  const mine = compared.distributors.find((d) => d.username === 'distributor')!;
  expect(mine, 'the demo distributor in the comparison').toBeTruthy();
  expect(mine.registrations).toBeGreaterThan(0);
  const row = page.getByTestId(`dc-row-${mine.userId}`);
  await expect(row).toContainText(mine.name || mine.username);
  await expect(row).toContainText(String(mine.registrations));
  await expect(page.getByTestId('dc-totals')).toContainText('合计');
  await expectTheme(page, 'light');
  await settle(page);
  await page.screenshot({ path: `${DIR}/distributor-admin-comparison-light.png`, fullPage: true });
  await toggleTheme(page, 'dark');
  await expectTheme(page, 'dark');
  await settle(page);
  await page.screenshot({ path: `${DIR}/distributor-admin-comparison-dark.png`, fullPage: true });
  await toggleTheme(page, 'light');

  const downloading = page.waitForEvent('download');
  await page.getByTestId('dc-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.getWorksheet('渠道商对比');
  expect(sheet, 'the sheet 渠道商对比').toBeTruthy();
  const cells = (n: number) => (sheet!.getRow(n).values as unknown[]).slice(1).map((v) => String(v ?? '').trim());
  let found: string[] | undefined;
  sheet!.eachRow((_row, n) => {
    if (cells(n).includes('distributor')) found = cells(n);
  });
  expect(found, "the distributor's row").toBeTruthy();
  expect(found).toContain(String(mine.registrations));
  expect(found).toContain(String(mine.enrolments));

  await page.getByTestId(`dc-open-${mine.userId}`).click();
  await expect(page).toHaveURL(new RegExp(`/root/distributors/${mine.userId}\\?period=90$`));
  await expect(page.getByTestId('dd-distributor-name')).toContainText(mine.name || mine.username);
  await expectCharts(page);
  expect(Number(await cardValue(page, 'registrations'))).toBe(mine.registrations);
  await page.getByTestId('dd-tab-codes').click();
  await expect(page.getByTestId(`dd-code-${created.code}`)).toContainText(LABEL);
  await expect(page.getByTestId(`dd-code-registrations-${created.code}`)).toHaveText('1');

  // In English the cards, the charts' titles and the funnel's stages follow.
  // (an init script added after useTheme's, so it runs after it on the next load)
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  await page.goto(`/root/distributors/${mine.userId}?period=90`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expectCharts(page);
  await expect(page.getByTestId('dd-funnel')).toContainText('Conversion funnel');
  expect(Number(await cardValue(page, 'registrations'))).toBe(mine.registrations);
  await settle(page);
  await page.screenshot({ path: `${DIR}/distributor-admin-dashboard-en-US-light.png`, fullPage: true });
});
