// The file center end to end: screenshots of the page and the preview (light and dark, zh-CN, and at 768 px); then the
// administrator opens 文件中心 from the menu, sees the seeded files and the storage, filters by source and searches,
// previews a public and a private image, deletes a file nothing uses, and cannot delete one a course uses.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectTheme, inBothThemes, png, sessionViaApi, settle, toast, token, upload, useTheme, watchViolations } from './helpers';

test.describe.configure({ mode: 'serial' });

const DIR = 'screenshots';

/** Waits for fonts, data, images and the last animation, then writes the screenshot. */
async function shoot(page: Page, name: string, fullPage = false) {
  await settle(page);
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage });
}

const rows = (page: Page) => page.locator('[data-testid^="file-row-"]');

/**
 * Picks a source in the filter above the table and waits until the page shows it: the URL changes at once, the page
 * renders the change a moment later (a router transition), and a search typed before that would start from the old URL.
 */
async function chooseSource(page: Page, label: string) {
  const select = page.getByTestId('file-source-filter');
  // Right after a dialog closes, the first click on an option can land while the dropdown still
  // animates and choose nothing: open and choose again until the choice shows.
  await expect(async () => {
    await select.click();
    await page.locator('.ant-select-dropdown:visible').locator(`.ant-select-item-option[title="${label}"]`).click({ timeout: 3_000 });
    await expect(select.locator('.ant-select-selection-item')).toHaveText(label, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** True once the image has decoded real pixels (not a broken image). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

/** A file nothing uses: the seed puts every file it makes to use, so the test uploads its own. */
async function uploadSpare(request: APIRequestContext, name: string): Promise<number> {
  return upload(request, await token(request, 'admin'), 'cover', name, 'image/png', png(320, 180, [22, 119, 255]));
}

/** The file center's head, its storage summary with one entry per source, and the table's first page. */
async function expectFileCenter(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: '文件中心' })).toBeVisible();
  await expect(page.getByText('平台上传的全部文件：占用的存储、上传者和使用情况；预览、下载，清理不再使用的文件')).toBeVisible();
  await expect(page.getByTestId('storage-total')).toHaveText(/\d+(\.\d)? (B|KB|MB|GB)$/);
  for (const source of ['avatar', 'cover', 'course', 'material', 'payment']) await expect(page.getByTestId(`storage-source-${source}`)).toContainText(/\d+ 个文件/);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByText(/^共 \d+ 个文件$/)).toBeVisible();
  await expect(page.getByTestId('file-source-filter').locator('.ant-select-selection-item')).toHaveText('全部来源');
}

test('screenshots of the file center and its preview (light and dark)', async ({ page, request }) => {
  const violations = await watchViolations(page);
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'admin');
  await page.goto('/root/file-center');
  await expectTheme(page, 'light');
  await expectFileCenter(page);
  await expect(page.locator('.ant-table-thead th')).toContainText(['文件', '来源', '类型', '大小', '上传者', '上传时间', '使用情况', '操作']);
  await inBothThemes(page, (theme) => shoot(page, `file-center-${theme}`, true));

  // The covers: public images with thumbnails, each used by courses.
  await page.getByTestId('storage-source-cover').click();
  await expect(page).toHaveURL(/source=cover/);
  await expect(rows(page).first()).toContainText('封面');
  await rows(page).first().locator('[data-testid^="file-preview-"]').click();
  const dialog = page.locator('.ant-modal-content').filter({ has: page.getByTestId('file-preview-dialog') });
  await expectLoaded(dialog.getByTestId('file-preview-image'));
  // A cover: public, used by courses.
  await expect(dialog).toContainText('公开访问');
  await expect(dialog).toContainText(/来源\s*封面/);
  await expect(dialog).toContainText(/使用情况\s*\d+ 处/);
  await expect(dialog.getByTestId('file-preview-close')).toBeEnabled();
  await inBothThemes(page, (theme) => shoot(page, `file-center-preview-${theme}`));
  await dialog.getByTestId('file-preview-close').click();
  await expect(dialog).toBeHidden();
  expect(await violations()).toEqual([]);
});

test('the file center at 768 px scrolls its table sideways', async ({ page, request }) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'admin');
  await page.goto('/root/file-center');
  await expectFileCenter(page);
  // The page's content stays inside the window (the shell's header is not this page's); the table scrolls sideways.
  const box = (await page.getByTestId('file-manager').boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(768);
  const table = page.locator('.ant-table-content, .ant-table-body').first();
  expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await shoot(page, 'file-center-narrow-light', true);
});

test('the administrator finds, previews and deletes files; a file in use cannot be deleted', async ({ page, request }) => {
  const spareName = `e2e-备用封面-${Date.now()}.png`;
  const spare = await uploadSpare(request, spareName);

  await sessionViaApi(page, request, 'admin');
  await page.goto('/root');
  const menu = page.getByTestId('admin-shell-menu');
  await menu.getByRole('menuitem', { name: '文件管理' }).click();
  await menu.getByRole('menuitem', { name: '文件中心' }).click();
  await expect(page).toHaveURL(/\/root\/file-center$/);
  await expect(page).toHaveTitle(/文件中心/);
  await expect(page.getByRole('heading', { level: 1, name: '文件中心' })).toBeVisible();

  // The seeded files and the storage they take; the newest (ours) first, used by nothing.
  await expect(page.getByTestId('storage-total')).toHaveText(/\d+(\.\d)? (B|KB|MB|GB)$/);
  await expect(page.getByTestId('storage-source-course')).toContainText(/\d+ 个文件/);
  await expect(rows(page).first()).toHaveAttribute('data-testid', `file-row-${spare}`);
  await expect(page.getByTestId(`file-uses-${spare}`)).toHaveText('未使用');
  await expect(page.getByText(/^共 \d+ 个文件$/)).toBeVisible();

  // Course media: the seeded lesson video and audio, both used by lessons.
  await chooseSource(page, '课程资料');
  await expect(page).toHaveURL(/source=course/);
  const video = rows(page).filter({ hasText: 'demo-lesson.mp4' });
  await expect(video).toHaveCount(1);
  await expect(rows(page).filter({ hasText: 'demo-lesson.mp3' })).toHaveCount(1);
  for (const row of await rows(page).all()) await expect(row).toContainText('课程资料');
  const videoId = Number((await video.getAttribute('data-testid'))!.replace('file-row-', ''));
  await expect(page.getByTestId(`file-type-${videoId}`)).toHaveText('MP4 · 0:30');
  await expect(page.getByTestId(`file-uses-${videoId}`)).toContainText('课程内容：');

  // A file in use: delete is disabled and says why; the server refuses it too, naming the uses.
  await expect(page.getByTestId(`file-delete-${videoId}`)).toBeDisabled();
  await page.getByTestId(`file-delete-wrap-${videoId}`).hover();
  await expect(page.locator('.ant-tooltip:visible')).toContainText(/文件正在使用中（\d+ 处），不能删除/);
  const refused = await request.delete(`/api/v0/admin/file/${videoId}`, { headers: { Authorization: `Bearer ${await token(request, 'admin')}` } });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toMatch(/^文件正在使用中（课程内容：.+），不能删除$/);

  // The uses beyond the first two open from "+N".
  await page.getByTestId(`file-uses-more-${videoId}`).hover();
  await expect(page.getByTestId(`file-uses-all-${videoId}`).locator('.ant-tag')).not.toHaveCount(0);
  await page.mouse.move(0, 0);

  // The video plays in the page.
  await page.getByTestId(`file-preview-${videoId}`).click();
  const dialog = page.locator('.ant-modal-content').filter({ has: page.getByTestId('file-preview-dialog') });
  const player = dialog.getByTestId('file-preview-video');
  await expect(player).toBeVisible();
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.duration > 29)).toBe(true);
  await dialog.getByTestId('file-preview-close').click();
  await expect(dialog).toBeHidden();

  // A private file (a payment proof) is read with the token.
  await chooseSource(page, '缴费凭证');
  await expect(page).toHaveURL(/source=payment/);
  // Other specs may upload proofs meanwhile (a PDF among them): take an image one, like the seeded 转账凭证.png.
  const proof = rows(page).filter({ hasText: /\.png/ }).first();
  await expect(proof.locator('[data-testid^="file-private-"]')).toBeVisible();
  await proof.locator('[data-testid^="file-name-"]').click();
  await expectLoaded(dialog.getByTestId('file-preview-image'));
  await expect(dialog.getByTestId('file-preview-image')).toHaveAttribute('src', /^blob:/);
  await dialog.getByTestId('file-preview-close').click();
  await expect(dialog).toBeHidden();

  // Search by name: the spare cover, whatever the source filter said before.
  await chooseSource(page, '全部来源');
  await expect(page).not.toHaveURL(/source=/);
  const search = page.getByTestId('file-search');
  await search.fill('e2e-备用封面');
  await search.press('Enter');
  await expect(page).toHaveURL(/q=e2e/);
  await expect(rows(page)).toHaveCount(1);

  // Preview the spare cover (a public image), then delete it.
  await page.getByTestId(`file-preview-${spare}`).click();
  await expectLoaded(dialog.getByTestId('file-preview-image'));
  await expect(dialog.getByTestId('file-preview-image')).toHaveAttribute('src', /^\/files\/[0-9a-f]{64}$/);
  await expect(dialog).toContainText(spareName);
  await dialog.getByTestId('file-preview-close').click();
  await expect(dialog).toBeHidden();

  await page.getByTestId(`file-delete-${spare}`).click();
  const confirm = page.locator('.ant-popconfirm:visible');
  await expect(confirm).toContainText(`确定删除“${spareName}”吗？`);
  await confirm.getByRole('button', { name: /删\s?除/ }).click();
  await expect(toast(page, '文件已删除')).toBeVisible();
  await expect(page.getByText('没有符合条件的文件')).toBeVisible();
  await page.getByRole('button', { name: /清除筛选/ }).click();
  await expect(page).not.toHaveURL(/q=/);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId(`file-row-${spare}`)).toHaveCount(0);
  const gone = await request.delete(`/api/v0/admin/file/${spare}`, { headers: { Authorization: `Bearer ${await token(request, 'admin')}` } });
  expect(gone.status()).toBe(404);
});
