// The review desks end to end: screenshots of every desk page (light and dark, zh-CN, and 768 px), the material
// reviewer filtering the queue, opening an application with its documents previewed, rejecting one with a reason
// and approving another; finance confirming a payment and marking the invoice; the administrator's material
// review and the settings the wizard shows (the settings page's own story and screenshots: settings.spec.ts); and
// learners and teachers kept out of /auditors.
// The demo data holds applications in every state; if the server under test has none waiting, the test makes
// them through the API (a learner registers, uploads documents, submits; a reviewer approves; the learner pays).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, expectFitsWidth, expectScreen, expectTheme, inBothThemes, png, sessionViaApi, settle, submitApplication, switchSession, toast, token, upload, useTheme, watchViolations } from './helpers';

test.describe.configure({ mode: 'serial' });

const DIR = 'screenshots';

interface QueueEntry {
  id: number;
  courseId: number;
  courseName: string;
  username: string;
  learnerName: string | null;
  status: number;
}

async function queue(request: APIRequestContext, tok: string, url: string): Promise<QueueEntry[]> {
  return (await apiCall<{ records: QueueEntry[] }>(request, 'get', url, tok)).records;
}

/** At least two applications wait for review and one payment proof waits for finance. */
async function ensureWork(request: APIRequestContext) {
  const reviewer = await token(request, 'reviewer');
  const finance = await token(request, 'finance');
  const pending = await queue(request, reviewer, '/api/v0/reviewer/material?reviewedResult=pending&size=50');
  for (let i = pending.length; i < 2; i += 1) await submitApplication(request, ['测试甲', '测试乙'][i], i * 40);
  const waiting = await queue(request, finance, '/api/v0/finance/payment?state=waiting');
  if (waiting.length === 0) {
    const { tok, courseId, username } = await submitApplication(request, '测试丁', 80);
    const mine = await queue(request, reviewer, '/api/v0/reviewer/material?reviewedResult=pending&size=50');
    const entry = mine.find((e) => e.username === username)!;
    await apiCall(request, 'put', `/api/v0/reviewer/material/${courseId}/record/${entry.id}`, reviewer, { result: 'approve' });
    const proof = await upload(request, tok, 'payment', '转账凭证.png', 'image/png', png(360, 240, [46, 139, 87]));
    await apiCall(request, 'post', `/api/v0/enrolment/${courseId}/payment`, tok, { method: 'bank', reference: '202611230001', proofFileId: proof });
  }
}

// ---- page helpers --------------------------------------------------------------------------------------

/** Waits for fonts, the documents' previews and the last animation, then writes the screenshot. */
async function shoot(page: Page, name: string, fullPage = true) {
  await settle(page);
  await page.screenshot({ path: `${DIR}/review-${name}.png`, fullPage });
}

/** Each image preview has loaded its bytes (read with the token as a blob). */
async function imagesLoaded(page: Page) {
  const images = page.locator('[data-testid^="document-image-"] img');
  await expect.poll(async () => images.count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect
    .poll(async () => images.evaluateAll((els) => els.every((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)), { timeout: 15_000 })
    .toBe(true);
}

test.beforeAll(async ({ request }) => {
  await ensureWork(request);
});

// ---- screenshots, taken while the demo applications still wait ---------------------------------------------

/** A desk list: its heading and subtitle, and the rows the server counts on the first page (10 a page). */
async function expectQueue(page: Page, heading: string, subtitle: string, rowPrefix: string, total: number) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText(subtitle, { exact: true })).toBeVisible();
  await expect(page.locator(`[data-testid^="${rowPrefix}-row-"]`)).toHaveCount(Math.min(10, total));
}

/** A record page: the learner's name as the heading, the course below it, the documents previewed, the actions. */
async function expectRecord(page: Page, name: string, courseName: string, actions: string[]) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.locator('.sc-page-head').first()).toContainText(courseName);
  await imagesLoaded(page);
  await expect(page.locator('section[data-testid^="document-"]')).not.toHaveCount(0);
  for (const action of actions) await expect(page.getByTestId(action)).toBeEnabled();
  await expect(page.getByTestId('record-back')).toBeVisible();
}

test('screenshots of the desks (light and dark)', async ({ page, request }) => {
  test.setTimeout(180_000);
  const reviewer = await token(request, 'reviewer');
  const finance = await token(request, 'finance');
  const pendingList = await apiCall<{ records: QueueEntry[]; totalCount: number }>(request, 'get', '/api/v0/reviewer/material?reviewedResult=pending&page=0&size=10', reviewer);
  const [pending] = pendingList.records;
  const waitingList = await apiCall<{ records: QueueEntry[]; totalCount: number }>(request, 'get', '/api/v0/finance/payment?state=waiting&page=0&size=10', finance);
  const [waiting] = waitingList.records;
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'reviewer');

  await page.goto('/auditors/material/home');
  await expectTheme(page, 'light');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('材料审核演示，欢迎回来');
  await expect(page.getByText(`目前有 ${pendingList.totalCount} 份报名材料等待审核`)).toBeVisible();
  await expect(page.getByTestId('stat-materials-waiting').locator('.ant-statistic-content-value')).toHaveText(String(pendingList.totalCount));
  await expect(page.getByTestId('stat-materials-waiting')).toContainText('去审核');
  await expect(page.getByTestId('stat-approved')).toContainText('审核通过');
  await expect(page.getByTestId('stat-rejected')).toContainText('已驳回');
  await expect(page.getByText('最早提交的待审核报名')).toBeVisible();
  await expect(page.locator('[data-testid^="home-pending-row-"]')).toHaveCount(Math.min(5, pendingList.totalCount));
  await expect(page.getByText('最近审核')).toBeVisible();
  await inBothThemes(page, (theme) => shoot(page, `material-home-${theme}`));

  await page.goto('/auditors/material/review');
  await expectQueue(page, '材料审核', '学员提交的报名材料，先提交的排在前面', 'review', pendingList.totalCount);
  // First come, first served: the oldest waiting application heads the list, with 审核 to open it.
  await expect(page.locator('[data-testid^="review-row-"]').first()).toHaveAttribute('data-testid', `review-row-${pending.id}`);
  await expect(page.getByTestId(`review-row-${pending.id}`)).toContainText('待审核');
  await expect(page.getByTestId(`review-open-${pending.id}`)).toHaveText(/审\s?核/);
  await expect(page.locator('.ant-table-thead th')).toContainText(['学员', '报名课程', '费用', '提交时间', '状态', '办理进度', '操作']);
  await inBothThemes(page, (theme) => shoot(page, `material-review-${theme}`));
  // One course's queue holds only the seed's applications (the other tests apply to the first paid course):
  // compared with the baseline, the submission times (the seed's clock) masked.
  await page.goto(`/auditors/material/review?courseName=${encodeURIComponent('区块链搭建与运维')}`);
  const seeded = page.locator('[data-testid^="review-row-"]');
  await expect(seeded).toHaveCount(4);
  await expect(seeded.locator('.sc-er-learner .sc-strong')).toHaveText(['谢秀英', '林秀英', '张同学', '李四']);
  await expectScreen(page, 'material-review-light.png', {
    fullPage: true,
    mask: [page.locator('.ant-table-row td').filter({ hasText: /\d{4}\D\d{2}\D\d{2}/ })],
  });

  await page.goto('/auditors/material/status');
  await expect(page.getByRole('heading', { level: 1, name: '审核状态' })).toBeVisible();
  await expect(page.getByTestId('review-result').locator('.ant-segmented-item')).toHaveText(['已通过', '已驳回']);
  await expect(page.getByTestId('review-result').locator('.ant-segmented-item-selected')).toHaveText('已通过');
  await expect(page.locator('[data-testid^="review-row-"]').first()).toBeVisible();
  await expect(page.locator('[data-testid^="review-row-"]').first()).not.toContainText('待审核');
  await inBothThemes(page, (theme) => shoot(page, `material-status-${theme}`));
  await page.goto(`/auditors/material/materialinformation?courseId=${pending.courseId}&id=${pending.id}`);
  await expectRecord(page, pending.learnerName ?? pending.username, pending.courseName, ['decision-approve', 'decision-reject', 'download-form']);
  await inBothThemes(page, (theme) => shoot(page, `material-record-${theme}`));

  await switchSession(page, request, 'finance');
  await page.goto('/auditors/financial/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('财务审核演示，欢迎回来');
  await expect(page.getByText(`目前有 ${waitingList.totalCount} 笔缴费等待确认`)).toBeVisible();
  await expect(page.getByTestId('stat-payments-waiting').locator('.ant-statistic-content-value')).toHaveText(String(waitingList.totalCount));
  await expect(page.getByTestId('stat-payments-waiting')).toContainText('去确认');
  await expect(page.getByText('最早提交的缴费凭证')).toBeVisible();
  await expect(page.getByText('最近确认收款')).toBeVisible();
  await inBothThemes(page, (theme) => shoot(page, `financial-home-${theme}`));
  await page.goto('/auditors/financial/review');
  await expectQueue(page, '缴费审核', '学员已上传缴费凭证，核对到账后确认收款', 'payment', waitingList.totalCount);
  await expect(page.getByTestId(`payment-row-${waiting.id}`)).toContainText('待确认收款');
  await inBothThemes(page, (theme) => shoot(page, `financial-review-${theme}`));
  await page.goto('/auditors/financial/status');
  await expect(page.getByTestId('payment-status')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '缴费状态' })).toBeVisible();
  // A confirmed payment has its enrolment number and the invoice's state.
  await expect(page.locator('[data-testid^="payment-row-"]').first()).toContainText(/\d{12}/);
  await expect(page.locator('[data-testid^="payment-row-"]').first()).toContainText(/已开票|未开票/);
  await inBothThemes(page, (theme) => shoot(page, `financial-status-${theme}`));
  await page.goto('/auditors/financial/material/review');
  await expectQueue(page, '材料审核', '等待材料审核员审核的报名（只读）', 'review', pendingList.totalCount);
  // Finance only reads: the row's button says 查看.
  await expect(page.getByTestId(`review-open-${pending.id}`)).toHaveText(/查\s?看/);
  await inBothThemes(page, (theme) => shoot(page, `financial-material-review-${theme}`));
  await page.goto('/auditors/financial/material/status');
  await expect(page.getByTestId('financial-material-status')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '材料状态' })).toBeVisible();
  await expect(page.getByText('材料审核的结果（只读）')).toBeVisible();
  await inBothThemes(page, (theme) => shoot(page, `financial-material-status-${theme}`));
  await page.goto(`/auditors/financial/financialinformation?id=${waiting.id}`);
  await expectRecord(page, waiting.learnerName ?? waiting.username, waiting.courseName, ['decision-confirm-payment', 'decision-refuse-payment']);
  await inBothThemes(page, (theme) => shoot(page, `financial-record-${theme}`));

  await switchSession(page, request, 'admin');
  await page.goto('/root/material-center');
  await expect(page.getByRole('heading', { level: 1, name: '材料审核' })).toBeVisible();
  await expect(page.getByTestId('review-result').locator('.ant-segmented-item')).toHaveText(['待审核', '已通过', '已驳回', '全部']);
  await expect(page.getByTestId('review-result').locator('.ant-segmented-item-selected')).toHaveText('待审核');
  await expect(page.getByTestId(`review-row-${pending.id}`)).toBeVisible();
  await inBothThemes(page, (theme) => shoot(page, `admin-material-center-${theme}`));
  await page.goto(`/root/material-center?courseId=${pending.courseId}&id=${pending.id}`);
  await expectRecord(page, pending.learnerName ?? pending.username, pending.courseName, ['decision-approve', 'decision-reject']);
  await inBothThemes(page, (theme) => shoot(page, `admin-material-record-${theme}`));
});

test('the desks at 768 px', async ({ page, request }) => {
  const reviewer = await token(request, 'reviewer');
  const [pending] = await queue(request, reviewer, '/api/v0/reviewer/material?reviewedResult=pending');
  await page.setViewportSize({ width: 768, height: 1000 });
  await sessionViaApi(page, request, 'reviewer');
  await page.goto('/auditors/material/review');
  await expect(page.getByTestId(`review-row-${pending.id}`)).toBeVisible();
  // Under 992 px the fee and progress columns give way; the learner, course, status and action stay.
  await expect(page.locator('.ant-table-thead th')).toContainText(['学员', '报名课程', '提交时间', '状态', '操作']);
  await expect(page.locator('.ant-table-thead th', { hasText: '费用' })).toHaveCount(0);
  await settle(page);
  await expectFitsWidth(page);
  await shoot(page, 'material-review-768');
  await page.goto(`/auditors/material/materialinformation?courseId=${pending.courseId}&id=${pending.id}`);
  await expectRecord(page, pending.learnerName ?? pending.username, pending.courseName, ['decision-approve', 'decision-reject']);
  await settle(page);
  await expectFitsWidth(page);
  await shoot(page, 'material-record-768');
});

// ---- the flows ------------------------------------------------------------------------------------------

test('the material reviewer filters the queue, sees the documents, rejects one with a reason and approves another', async ({ page, request }) => {
  test.setTimeout(120_000);
  const reviewer = await token(request, 'reviewer');
  const [first, second] = await queue(request, reviewer, '/api/v0/reviewer/material?reviewedResult=pending');
  expect(second, 'two applications wait for review').toBeDefined();
  await sessionViaApi(page, request, 'reviewer');
  const violations = await watchViolations(page);

  await page.goto('/auditors/material/home');
  await expect(page.getByTestId('material-auditor-shell')).toBeVisible();
  await page.getByTestId('stat-materials-waiting').click();
  await expect(page).toHaveURL(/\/auditors\/material\/review$/);
  await expect(page.getByTestId(`review-row-${first.id}`)).toBeVisible();

  // Search by (part of) the course name: the URL keeps it.
  const part = first.courseName.slice(0, Math.max(2, Math.min(4, first.courseName.length)));
  await page.getByTestId('review-search').fill(part);
  await page.getByTestId('review-search').press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('courseName')).toBe(part);
  await expect(page.getByTestId(`review-row-${first.id}`)).toBeVisible();

  // A yes/no filter nobody pending matches: the empty state clears it.
  await page.getByTestId('filter-paymentCompleted').click();
  await page.locator('.ant-select-dropdown:visible').getByText('是', { exact: true }).click();
  await expect(page).toHaveURL(/paymentCompleted=true/);
  await expect(page.getByText('没有符合条件的报名')).toBeVisible();
  // The filters' own link clears the yes/no filters and keeps the search (the empty state's button clears both).
  await page.getByTestId('queue-filters').getByRole('button', { name: '清除筛选' }).click();
  await expect(page).not.toHaveURL(/paymentCompleted/);
  await expect.poll(() => new URL(page.url()).searchParams.get('courseName')).toBe(part);
  await expect(page.getByTestId(`review-row-${first.id}`)).toBeVisible();

  // Open the first: the form, the documents previewed from the private files, the timeline.
  await page.getByTestId(`review-open-${first.id}`).click();
  await expect(page).toHaveURL(new RegExp(`materialinformation\\?courseId=${first.courseId}&id=${first.id}`));
  await expect(page.getByTestId('record-form')).toContainText('证件号码');
  await expect(page.getByTestId('record-status')).toHaveText('待审核');
  await imagesLoaded(page);
  await expect(page.getByTestId('document-idFront').locator('img')).toBeVisible();
  // The declaration PDF is framed in the page, allowed by the page's policy.
  await expect(page.getByTestId('pdf-preview')).toBeVisible();
  expect(await violations()).toEqual([]);
  await expect(page.getByTestId('record-timeline')).toContainText('提交报名材料');

  // The application form as Word.
  const download = page.waitForEvent('download');
  await page.getByTestId('download-form').click();
  expect((await download).suggestedFilename()).toMatch(/^报名表-.+\.docx$/);

  // Reject with a reason (required).
  await page.getByTestId('decision-reject').click();
  await page.getByTestId('reason-submit').click();
  await expect(page.locator('.ant-form-item-explain-error').getByText('请填写原因')).toBeVisible();
  await page.getByTestId('reason-input').fill('身份证照片不清晰，请重新上传');
  await page.getByTestId('reason-submit').click();
  await expect(toast(page, '已驳回，学员会收到通知')).toBeVisible();
  await expect(page.getByTestId('record-status')).toHaveText('已驳回');
  await expect(page.getByTestId('record-timeline')).toContainText('原因：身份证照片不清晰，请重新上传');
  await expect(page.getByTestId('decision-approve')).toHaveCount(0);

  // Back to the list (with its search), then approve the second.
  await page.getByTestId('record-back').click();
  await expect(page).toHaveURL(/\/auditors\/material\/review\?courseName=/);
  await page.goto(`/auditors/material/materialinformation?courseId=${second.courseId}&id=${second.id}`);
  await page.getByTestId('decision-approve').click();
  await page.getByTestId('approve-ok').click();
  await expect(toast(page, '已审核通过')).toBeVisible();
  await expect(page.getByTestId('record-status')).toHaveText('审核通过待缴费');

  // Deciding again (another reviewer's stale page) is refused with the server's message.
  const res = await request.put(`/api/v0/reviewer/material/${second.courseId}/record/${second.id}`, {
    headers: { Authorization: `Bearer ${reviewer}` },
    data: { result: 'reject', reason: '重复' },
  });
  expect(res.status()).toBe(409);

  // The status page lists both decisions.
  await page.goto('/auditors/material/status');
  await expect(page.getByTestId(`review-row-${second.id}`)).toBeVisible();
  await page.getByTestId('review-result').getByText('已驳回').click();
  await expect(page).toHaveURL(/result=rejected/);
  await expect(page.getByTestId(`review-row-${first.id}`)).toBeVisible();
});

test('finance confirms a payment and marks the invoice issued', async ({ page, request }) => {
  const finance = await token(request, 'finance');
  const [waiting] = await queue(request, finance, '/api/v0/finance/payment?state=waiting');
  await sessionViaApi(page, request, 'finance');
  await page.goto('/auditors/financial/review');
  await page.getByTestId(`payment-open-${waiting.id}`).click();
  await expect(page).toHaveURL(new RegExp(`financialinformation\\?id=${waiting.id}`));
  const payment = page.getByTestId('record-payment');
  await expect(payment).toContainText('待确认收款');
  await expect(payment.getByTestId('document-image-paymentProof').locator('img')).toBeVisible();
  await imagesLoaded(page);
  // Finance reads the materials but does not decide them.
  await expect(page.getByTestId('decision-approve')).toHaveCount(0);

  await page.getByTestId('decision-confirm-payment').click();
  await page.getByTestId('confirm-payment-ok').click();
  await expect(toast(page, '已确认收款，报名编号已生成')).toBeVisible();
  await expect(page.getByTestId('record-status')).toHaveText('已报名');
  await expect(payment).toContainText('已确认收款');

  await page.getByTestId('decision-invoice').click();
  await page.getByTestId('invoice-ok').click();
  await expect(toast(page, '已标记发票开具')).toBeVisible();
  await expect(page.getByTestId('record-invoice')).toHaveText('已开票');
  await expect(page.getByTestId('decision-invoice')).toHaveCount(0);
  await expect(page.getByTestId('record-timeline')).toContainText('开具发票');

  await page.goto('/auditors/financial/status');
  await expect(page.getByTestId(`invoice-state-${waiting.id}`)).toHaveText('已开票');

  // The material pages are read only for finance.
  await page.goto('/auditors/financial/material/status');
  await expect(page.getByTestId(`review-open-${waiting.id}`)).toHaveText(/查看/);
});

test('the administrator reviews materials and edits the settings the wizard shows', async ({ page, request }) => {
  await sessionViaApi(page, request, 'admin');
  await page.goto('/root/material-center');
  await expect(page.getByTestId('admin-material-center')).toBeVisible();
  await page.getByTestId('review-result').getByText('全部').click();
  await expect(page).toHaveURL(/result=all/);
  const first = page.locator('[data-testid^="review-open-"]').first();
  await first.click();
  await expect(page).toHaveURL(/\/root\/material-center\?courseId=\d+&id=\d+/);
  await expect(page.getByTestId('admin-material-record')).toBeVisible();
  await expect(page.getByTestId('record-form')).toBeVisible();
  await page.getByTestId('record-back').click();
  await expect(page).toHaveURL(/\/root\/material-center\?result=all$/);

  await page.goto('/root/settings');
  await expect(page.getByTestId('admin-shell')).toBeVisible();
  await page.getByTestId('setting-registrationNotice').fill('报名前请仔细阅读本须知。\n材料须真实有效。');
  await page.getByTestId('setting-wechatAccount').fill('skillcert-pay');
  await page.getByTestId('setting-wechatQr-input').setInputFiles({ name: 'wechat.png', mimeType: 'image/png', buffer: png(200, 200, [7, 193, 96]) });
  await expect(page.getByTestId('setting-wechatQr-preview').locator('img')).toBeVisible();
  await page.getByTestId('setting-bankName').fill('中国银行广州分行');
  await page.getByTestId('settings-save').first().click();
  await expect(toast(page, '设置已保存')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('setting-wechatAccount')).toHaveValue('skillcert-pay');
  await expect(page.getByTestId('setting-wechatQr-preview').locator('img')).toBeVisible();

  // What a learner's wizard reads.
  const learner = await token(request, 'student');
  const settings = await apiCall<Record<string, string>>(request, 'get', '/api/v0/enrolment/settings', learner);
  expect(settings.registrationNotice).toBe('报名前请仔细阅读本须知。\n材料须真实有效。');
  expect(settings.wechatQr).toMatch(/^\/files\/[0-9a-f]{64}/);
  // The QR is public: the learner's browser shows it without a token.
  expect((await request.get(settings.wechatQr)).status()).toBe(200);
});

test('learners and teachers are kept out of the review desks', async ({ page, request }) => {
  for (const user of ['student', 'teacher']) {
    const tok = await token(request, user);
    expect((await request.get('/api/v0/reviewer/material', { headers: { Authorization: `Bearer ${tok}` } })).status()).toBe(403);
    expect((await request.get('/api/v0/finance/payment', { headers: { Authorization: `Bearer ${tok}` } })).status()).toBe(403);
  }
  await sessionViaApi(page, request, 'student');
  await page.goto('/auditors/material/review');
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, '当前账号无权访问该页面')).toBeVisible();

  await switchSession(page, request, 'teacher');
  await page.goto('/auditors/financial/review');
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, '当前账号无权访问该页面')).toBeVisible();
  await page.goto('/auditors/material/materialinformation?courseId=1&id=1');
  await expect(page).toHaveURL(/\/login$/);
});
