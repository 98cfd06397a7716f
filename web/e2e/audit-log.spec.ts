// The audit log end to end: screenshots of the page (light and dark at 1280 px, and at 768 px); then the administrator
// opens 操作日志 from the menu and finds their own password login with its address, a course the teacher renamed
// (修改课程, old name → new name) and a refused login under the name that was typed, and exports what the filters show
// as 操作日志-YYYY-MM-DD.xlsx; a learner is refused the page like every admin page, and the API refuses them too.
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, apiCall, expectTheme, inBothThemes, sessionViaApi, settle, toast, token, useTheme, watchViolations } from './helpers';

test.describe.configure({ mode: 'serial' });

const DIR = 'screenshots';
const run = Date.now().toString().slice(-6);
/** An IPv4 or IPv6 address as the log writes the client's (the whole cell). */
const ADDRESS = /^((\d{1,3}\.){3}\d{1,3}|[0-9a-f:.]*:[0-9a-f:.]*)$/i;

/** Waits for fonts, data, images and the last animation, then writes the screenshot. */
async function shoot(page: Page, name: string, fullPage = false) {
  await settle(page);
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage });
}

const rows = (page: Page) => page.locator('[data-testid^="audit-row-"]');

/**
 * Picks a kind in the filter above the table and waits until the filter shows it: right after another change the
 * first click on an option can land while the dropdown still animates and choose nothing, so it is chosen again.
 */
async function chooseKind(page: Page, label: string) {
  const select = page.getByTestId('audit-kind-filter');
  await expect(async () => {
    await select.click();
    await page.locator('.ant-select-dropdown:visible').locator(`.ant-select-item-option[title="${label}"]`).click({ timeout: 3_000 });
    await expect(select.locator('.ant-select-selection-item')).toHaveText(label, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Searches the person filter (Enter applies it) and waits until the address carries it. */
async function searchActor(page: Page, text: string) {
  const box = page.getByTestId('audit-actor-filter');
  await box.fill(text);
  await box.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('actor')).toBe(text);
}

/** A demo account's token and the name the log gives them (their name, else their username). */
async function signedIn(request: APIRequestContext, username: string): Promise<{ tok: string; name: string }> {
  const res = await request.post('/api/v0/user/login', { data: { username, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  const { data } = (await res.json()) as { data: { token: string; user: { name?: string | null; username: string } } };
  return { tok: data.token, name: data.user.name || data.user.username };
}

/** The log's head, its filters and the table's first page. */
async function expectAuditLog(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: '操作日志' })).toBeVisible();
  await expect(page.getByText('平台上每个人的每一次操作：谁、何时、从哪个 IP、对什么、由什么改为什么、原因')).toBeVisible();
  await expect(page.getByTestId('audit-kind-filter').locator('.ant-select-selection-item')).toHaveText('全部类别');
  await expect(page.getByTestId('audit-actor-filter')).toHaveAttribute('placeholder', '操作人姓名或账号');
  await expect(page.getByTestId('audit-date-filter')).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByText(/^共 \d+ 条记录$/)).toBeVisible();
}

test('screenshots of the audit log (light and dark, 1280 px)', async ({ page, request }) => {
  const violations = await watchViolations(page);
  await page.setViewportSize({ width: 1280, height: 860 });
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'admin');
  await page.goto('/root/audit-log');
  await expectTheme(page, 'light');
  await expectAuditLog(page);
  await expect(page.locator('.ant-table-thead th')).toContainText(['时间', '操作人', '类别', '操作', '对象', '变更', '原因']);
  // At 1280 px the columns fit beside the menu: nothing scrolls sideways.
  const table = page.locator('.ant-table-content, .ant-table-body').first();
  expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await inBothThemes(page, (theme) => shoot(page, `audit-log-${theme}`, true));
  expect(await violations()).toEqual([]);
});

test('the audit log at 768 px scrolls its table sideways', async ({ page, request }) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'admin');
  await page.goto('/root/audit-log');
  await expectAuditLog(page);
  // The page's content stays inside the window (the shell's header is not this page's); the table scrolls sideways.
  const box = (await page.getByTestId('audit-log').boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(768);
  const table = page.locator('.ant-table-content, .ant-table-body').first();
  expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await shoot(page, 'audit-log-narrow-light', true);
});

test('the administrator finds their login, a renamed course and a refused login, and exports the log', async ({ page, request }) => {
  test.setTimeout(90_000);
  // The teacher renames a course of their own, then deletes it (the server is shared with the other specs of the
  // shard, whose screenshots show the course list; the log keeps what was done to it).
  const teacher = await signedIn(request, 'teacher');
  const before = `审计课程${run}`;
  const after = `审计课程${run}（新版）`;
  const course = { category: '测试', type: 1, fee: 0, publicCourse: false };
  const { id: courseId } = await apiCall<{ id: number }>(request, 'post', '/api/v0/admin/course', teacher.tok, { ...course, name: before });
  await apiCall(request, 'put', `/api/v0/admin/course/${courseId}`, teacher.tok, { ...course, name: after });
  await apiCall(request, 'delete', `/api/v0/admin/course/${courseId}`, teacher.tok);

  // A login refused for a wrong password, under a name no account has.
  const typed = `nobody${run}`;
  const refused = await request.post('/api/v0/user/login', { data: { username: typed, password: 'Wrong-password-1' } });
  expect(refused.ok()).toBe(false);

  // The administrator logs in last: theirs is the newest login.
  const { user } = (await sessionViaApi(page, request, 'admin')) as { user: { name?: string | null; username: string } };
  const adminName = user.name || user.username;
  await page.goto('/root');
  const menu = page.getByTestId('admin-shell-menu');
  await menu.getByRole('menuitem', { name: '安全审计' }).click();
  await menu.getByRole('menuitem', { name: '操作日志' }).click();
  await expect(page).toHaveURL(/\/root\/audit-log$/);
  await expect(page).toHaveTitle(/操作日志/);
  await expectAuditLog(page);

  // The administrator's own password login, from the address the request came from.
  await chooseKind(page, '登录');
  await expect(page).toHaveURL(/kind=login(&|$)/);
  await searchActor(page, adminName);
  const own = rows(page).first();
  await expect(own).toContainText('密码登录');
  await expect(own).toContainText(adminName);
  await expect(own.locator('[data-testid^="audit-address-"]')).toHaveText(ADDRESS);
  await expect(own.locator('.ant-tag')).toHaveText('登录');

  // The teacher's rename: 修改课程, the course's name then, and old → new.
  await page.getByTestId('audit-actor-filter').fill('');
  await expect(page).not.toHaveURL(/actor=/);
  await chooseKind(page, '内容管理');
  await expect(page).toHaveURL(/kind=content/);
  const renamed = rows(page).filter({ hasText: '修改课程' }).filter({ hasText: after });
  await expect(renamed).toHaveCount(1);
  await expect(renamed).toContainText(teacher.name);
  await expect(renamed).toContainText(`课程：${after}`);
  await expect(renamed).toContainText(`ID ${courseId}`);
  await expect(renamed.locator('[data-testid^="audit-change-"]')).toHaveText(`${before}→${after}`);
  await chooseKind(page, '删除');
  await expect(rows(page).filter({ hasText: '删除课程' }).filter({ hasText: after })).toHaveCount(1);

  // The refused login: in red, by nobody known, under the name that was typed.
  await chooseKind(page, '登录失败');
  await expect(page).toHaveURL(/kind=loginFailed/);
  const failed = rows(page).filter({ hasText: typed });
  await expect(failed).toHaveCount(1);
  await expect(failed.locator('.ant-tag')).toHaveText('登录失败');
  await expect(failed.locator('.ant-tag')).toHaveClass(/ant-tag-red/);
  await expect(failed).toContainText('密码错误');
  await expect(failed).toContainText('未知用户');
  await expect(failed).toContainText(`用户：${typed}`);
  for (const row of await rows(page).all()) await expect(row.locator('.ant-tag')).toHaveText('登录失败');

  // The export holds what the filters show: refused logins only, ours among them.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('audit-export').click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^操作日志-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet = book.worksheets[0];
  const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map((v) => String(v ?? ''));
  expect(values(1).slice(0, 4)).toEqual(['时间', '操作人', 'IP 地址', '类别']);
  const lines = Array.from({ length: sheet.rowCount - 1 }, (_, i) => values(i + 2));
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((line) => line[3] === '登录失败')).toBe(true);
  expect(lines.some((line) => line.includes(typed))).toBe(true);

  // The export is itself recorded.
  await chooseKind(page, '导出与下载');
  await expect(rows(page).filter({ hasText: '导出操作日志' }).first()).toContainText(adminName);
});

test('a learner is refused the audit log, in the page and by the API', async ({ page, request }) => {
  await sessionViaApi(page, request, 'student');
  await page.goto('/root/audit-log');
  await expect(toast(page, '该页面需要管理员权限')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  const learner = await token(request, 'student');
  for (const path of ['/api/v0/admin/audit', '/api/v0/admin/audit/export']) {
    const res = await request.get(path, { headers: { Authorization: `Bearer ${learner}` } });
    expect(res.status(), path).toBe(403);
  }
});
