// The course center and certificates end to end: screenshots of the course center (zh-CN, light and dark, and at
// 768 px where the table scrolls sideways); the administrator sorts it by confirmed revenue and the rows on screen
// follow the server's order; a material reviewer records that an enrolled learner passed the exam and issues the
// certificate (screenshots of the panel and the dialog), and the learner then finds its number under 我的证书.
// The demo data has enrolled applications (status 4); if none is left without a certificate, the test makes one
// through the API (a learner applies, the reviewer approves, the learner pays, finance confirms).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, DEMO_PASSWORD, expectFitsWidth, expectTheme, inBothThemes, newLearner, png, registerViaApi, sessionViaApi, settle, submitApplication, switchSession, toast, token, upload, useTheme } from './helpers';

test.describe.configure({ mode: 'serial' });

const DIR = 'screenshots';

interface QueueEntry {
  id: number;
  courseId: number;
  username: string;
  learnerName: string | null;
  status: number;
  examCompleted: boolean;
  certificateIssued: boolean;
}

interface CourseStats {
  id: number;
  name: string;
  revenue: number;
}


/** ¥1,234.00 → 123400 */
const fenOf = (text: string) => Math.round(Number(text.replace(/[¥,\s]/g, '')) * 100);

// ---- an enrolled application to certify ----------------------------------------------------------------

/** A new learner applies, is approved, pays, and finance confirms: an enrolled application (status 4). */
async function enrolNewLearner(request: APIRequestContext): Promise<{ entry: QueueEntry; password: string }> {
  const { tok, courseId, username, password } = await submitApplication(request, '证书测试', 30);
  const reviewer = await token(request, 'reviewer');
  const pending = await apiCall<{ records: QueueEntry[] }>(request, 'get', '/api/v0/reviewer/material?reviewedResult=pending&size=100', reviewer);
  const mine = pending.records.find((e) => e.username === username)!;
  await apiCall(request, 'put', `/api/v0/reviewer/material/${courseId}/record/${mine.id}`, reviewer, { result: 'approve' });
  const proof = await upload(request, tok, 'payment', '转账凭证.png', 'image/png', png(360, 240, [46, 139, 87]));
  await apiCall(request, 'post', `/api/v0/enrolment/${courseId}/payment`, tok, { method: 'bank', reference: '202611230009', proofFileId: proof });
  const finance = await token(request, 'finance');
  await apiCall(request, 'put', `/api/v0/finance/payment/${mine.id}`, finance, { result: 'confirm' });
  return { entry: { ...mine, status: 4 }, password };
}

/** An enrolled application without a certificate, and its learner's password (the demo learners share one). */
async function enrolledApplication(request: APIRequestContext): Promise<{ entry: QueueEntry; password: string }> {
  const reviewer = await token(request, 'reviewer');
  const { records } = await apiCall<{ records: QueueEntry[] }>(request, 'get', '/api/v0/reviewer/material?issuedRegistrationCode=true&certificateIssued=false&size=100', reviewer);
  const demo = records.find((r) => r.status === 4 && !r.certificateIssued);
  if (demo) {
    // A demo learner: the shared demo password opens the account.
    const res = await request.post('/api/v0/user/login', { data: { username: demo.username, password: DEMO_PASSWORD } });
    if (res.ok()) return { entry: demo, password: DEMO_PASSWORD };
  }
  return enrolNewLearner(request);
}

// ---- the course center -----------------------------------------------------------------------------------

/** The course center as an administrator checks it: heading, the three totals, one row per course with its links. */
async function expectCourseCenter(page: Page, request: APIRequestContext) {
  const admin = await token(request, 'admin');
  const { courses, totalCount } = await apiCall<{ courses: CourseStats[]; totalCount: number }>(request, 'get', '/api/v0/admin/course-center?page=0&size=20', admin);
  await expect(page.getByRole('heading', { level: 1, name: '课程中心' })).toBeVisible();
  await expect(page.getByText('各课程的报名、学习完成、评价与收入概况，点击表头可按该列排序')).toBeVisible();
  await expect(page.getByTestId('stat-courses').locator('.ant-statistic-title')).toHaveText('课程数');
  await expect(page.getByTestId('stat-courses').locator('.ant-statistic-content-value')).toHaveText(String(totalCount));
  await expect(page.getByTestId('stat-learners').locator('.ant-statistic-title')).toHaveText('学员数');
  await expect(page.getByTestId('stat-revenue').locator('.ant-statistic-title')).toHaveText('已确认收入');
  await expect(page.getByTestId('stat-revenue')).toContainText('¥');
  const rows = page.locator('[data-testid^="course-center-row-"]');
  await expect(rows).toHaveCount(courses.length);
  await expect(page.getByText(`共 ${totalCount} 门课程`)).toBeVisible();
  const first = courses[0];
  await expect(page.getByTestId(`course-center-row-${first.id}`)).toContainText(first.name);
  await expect(page.getByTestId(`course-center-edit-${first.id}`)).toHaveText(/编辑课程/);
  await expect(page.getByTestId(`course-center-progress-${first.id}`)).toHaveText(/学习进度/);
  await expect(page.getByTestId(`course-center-comments-${first.id}`)).toHaveText(/评论/);
}

test('screenshots of the course center (light and dark)', async ({ page, request }) => {
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'admin');
  await page.goto('/root/course-center');
  await expectTheme(page, 'light');
  await expectCourseCenter(page, request);
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/course-center-${theme}.png`, fullPage: true });
  });
});

test('the course center at 768 px scrolls its table sideways', async ({ page, request }) => {
  await useTheme(page, 'light');
  await page.setViewportSize({ width: 768, height: 1000 });
  await sessionViaApi(page, request, 'admin');
  await page.goto('/root/course-center');
  await expect(page.locator('[data-testid^="course-center-row-"]').first()).toBeVisible();
  // The table scrolls sideways inside its panel.
  await expectCourseCenter(page, request);
  const body = page.locator('[data-testid="course-center"] .ant-table-content, [data-testid="course-center"] .ant-table-body').first();
  expect(await body.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await settle(page);
  // Only the table scrolls, not the page.
  await expectFitsWidth(page);
  await page.screenshot({ path: `${DIR}/course-center-768.png`, fullPage: true });
});

test('the administrator sorts the course center by revenue and the rows follow the server', async ({ page, request }) => {
  const admin = await token(request, 'admin');
  const byServer = await apiCall<{ courses: CourseStats[] }>(request, 'get', '/api/v0/admin/course-center?sort=revenue&order=desc&size=20', admin);
  expect(byServer.courses.some((c) => c.revenue > 0), 'the demo data has confirmed payments').toBe(true);

  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'admin');
  await page.goto('/root/course-center');
  await expect(page.locator('[data-testid^="course-center-row-"]').first()).toBeVisible();
  await page.locator('.ant-table-thead th').filter({ hasText: '已确认收入' }).click();
  await expect(page).toHaveURL(/sort=revenue&order=desc/);
  await expect(page.locator('[data-testid^="course-center-row-"]').first()).toHaveAttribute('data-testid', `course-center-row-${byServer.courses[0].id}`);
  const rows = page.locator('[data-testid^="course-center-row-"]');
  await expect(rows).toHaveCount(byServer.courses.length);
  const ids = await rows.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-testid')!.replace('course-center-row-', ''))));
  expect(ids).toEqual(byServer.courses.map((c) => c.id));
  const shown = (await page.locator('[data-testid^="course-revenue-"]').allTextContents()).map(fenOf);
  expect(shown).toEqual([...shown].sort((a, b) => b - a));
  expect(shown[0]).toBe(byServer.courses[0].revenue);

  // Once more: the other way round, still the server's order.
  await page.locator('.ant-table-thead th').filter({ hasText: '已确认收入' }).click();
  await expect(page).toHaveURL(/sort=revenue&order=asc/);
  const ascending = await apiCall<{ courses: CourseStats[] }>(request, 'get', '/api/v0/admin/course-center?sort=revenue&order=asc&size=20', admin);
  await expect(rows.first()).toHaveAttribute('data-testid', `course-center-row-${ascending.courses[0].id}`);
  const up = (await page.locator('[data-testid^="course-revenue-"]').allTextContents()).map(fenOf);
  expect(up).toEqual([...up].sort((a, b) => a - b));

  // A course's links lead to its editor, its learners' progress and its comments.
  const first = ascending.courses[0].id;
  await expect(page.getByTestId(`course-center-edit-${first}`)).toHaveAttribute('href', `/root/general-course?course=${first}`);
  await expect(page.getByTestId(`course-center-progress-${first}`)).toHaveAttribute('href', `/root/course-schedule?course=${first}`);
  await page.getByTestId(`course-center-comments-${first}`).click();
  await expect(page).toHaveURL(new RegExp(`/root/student-course\\?courseId=${first}$`));
  await expect(page.getByTestId('comment-manager')).toBeVisible();
});

// ---- certificates ----------------------------------------------------------------------------------------

let issued: { entry: QueueEntry; password: string; number: string } | null = null;

test('a reviewer records the exam passed and issues a certificate; the learner sees it under 我的证书', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { entry, password } = await enrolledApplication(request);
  const number = `E2E-${Date.now()}`;

  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'reviewer');
  await page.goto(`/auditors/material/materialinformation?courseId=${entry.courseId}&id=${entry.id}`);
  const panel = page.getByTestId('record-exam-certificate');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('record-status')).toHaveText('已报名');

  if ((await panel.getByTestId('record-exam-state').getAttribute('data-passed')) !== 'true') {
    await expect(panel.getByTestId('certificate-blocked')).toHaveText('记录考试通过后才能发放证书。');
    await panel.getByTestId('exam-record').click();
    await page.getByTestId('exam-pass-reason').fill('线下技能考核成绩合格');
    await page.getByTestId('exam-pass-submit').click();
    await expect(toast(page, '已记录考试通过')).toBeVisible();
  }
  await expect(panel.getByTestId('record-exam-state')).toHaveText('考试通过');
  await expect(page.getByTestId('record-timeline').getByTestId('event-examCompleted').first()).toBeVisible();
  // At the top of the page the sticky header covers no part of the panel.
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  await panel.screenshot({ path: `${DIR}/certificate-panel-passed.png` });

  await panel.getByTestId('certificate-issue').click();
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('certificate-form') });
  await expect(dialog).toBeVisible();
  await page.getByTestId('certificate-number').fill(number);
  await dialog.locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="三级/高级工"]').click();
  await page.getByTestId('certificate-authority').fill('广东省职业技能鉴定指导中心');
  await settle(page);
  await dialog.locator('.ant-modal-content').screenshot({ path: `${DIR}/certificate-dialog.png` });
  await page.getByTestId('certificate-submit').click();
  await expect(toast(page, '证书已发放，学员可在个人中心查看')).toBeVisible();
  await expect(panel.getByTestId('record-certificate-number')).toHaveText(number);
  await expect(panel.getByTestId('record-certificate')).toContainText('三级/高级工');
  await expect(page.getByTestId('record-timeline').getByTestId('event-issueCertificate')).toContainText('发放证书');
  await expect(panel.getByTestId('exam-withdraw')).toBeDisabled();
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  await panel.screenshot({ path: `${DIR}/certificate-panel-issued.png` });

  // The learner sees the certificate in the profile.
  await switchSession(page, request, entry.username, password);
  await page.goto('/StudentProfile/certificate');
  const card = page.getByTestId(`certificate-${number}`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('三级/高级工');
  await expect(card).toContainText('广东省职业技能鉴定指导中心');
  await expect(page.getByTestId('certificate-lookup')).toHaveAttribute('href', 'http://zscx.osta.org.cn/');
  await settle(page);
  await page.screenshot({ path: `${DIR}/my-certificates-light.png`, fullPage: true });
  issued = { entry, password, number };
});

test('screenshots in the dark: the issued certificate at the reviewer, 我的证书 and its empty state', async ({ page, request }) => {
  expect(issued, 'the certificate issued by the test before').not.toBeNull();
  const { entry, password, number } = issued!;
  await useTheme(page, 'dark');
  await sessionViaApi(page, request, 'reviewer');
  await page.goto(`/auditors/material/materialinformation?courseId=${entry.courseId}&id=${entry.id}`);
  await expectTheme(page, 'dark');
  const panel = page.getByTestId('record-exam-certificate');
  await expect(panel).toContainText('考试与证书');
  await expect(panel.getByTestId('record-exam-state')).toHaveText('考试通过');
  await expect(panel.getByTestId('record-certificate-number')).toHaveText(number);
  await expect(panel.getByTestId('record-certificate')).toContainText('三级/高级工');
  await expect(panel.getByTestId('record-certificate')).toContainText('广东省职业技能鉴定指导中心');
  // An issued certificate keeps the exam result: withdrawing it is closed.
  await expect(panel.getByTestId('exam-withdraw')).toBeDisabled();
  // At the top of the page the sticky header covers no part of the panel.
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  await panel.screenshot({ path: `${DIR}/certificate-panel-dark.png` });

  await switchSession(page, request, entry.username, password);
  await page.goto('/StudentProfile/certificate');
  await expectTheme(page, 'dark');
  const card = page.getByTestId(`certificate-${number}`);
  await expect(card).toContainText(number);
  await expect(card).toContainText('三级/高级工');
  await expect(card).toContainText('广东省职业技能鉴定指导中心');
  await expect(page.getByTestId('certificate-lookup')).toHaveAttribute('href', 'http://zscx.osta.org.cn/');
  await expect(page.locator('.sc-profile-menu li.ant-menu-item-selected')).toHaveText('我的证书');
  await settle(page);
  await page.screenshot({ path: `${DIR}/my-certificates-dark.png`, fullPage: true });

  const learner = newLearner();
  await registerViaApi(request, learner);
  await switchSession(page, request, learner.username, learner.password);
  await page.goto('/StudentProfile/certificate');
  await expect(page.getByTestId('certificates-empty')).toContainText('暂无证书');
  await expect(page.locator('article.sc-pf-cert')).toHaveCount(0);
  await settle(page);
  await page.screenshot({ path: `${DIR}/my-certificates-empty-dark.png`, fullPage: true });
});

test('the learner downloads the PDF, anyone verifies it (QR link at 375 px, number and name on desktop), the administrator revokes it', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  expect(issued, 'the certificate issued by the test before').not.toBeNull();
  const { entry, password, number } = issued!;
  const tok = await token(request, entry.username, password);
  const { certificates } = await apiCall<{ certificates: { id: number; number: string; token: string }[] }>(request, 'get', '/api/v0/user/certificate', tok);
  const mine = certificates.find((c) => c.number === number)!;
  const { form } = await apiCall<{ form: { name: string } }>(request, 'get', `/api/v0/enrolment/${entry.courseId}`, tok);
  const name = [...form.name];
  const masked = name.length <= 2 ? `${name[0]}*` : `${name[0]}${'*'.repeat(name.length - 2)}${name[name.length - 1]}`;

  // The holder downloads the PDF from 我的证书 (at 375 px).
  await page.setViewportSize({ width: 375, height: 812 });
  await useTheme(page, 'light');
  await sessionViaApi(page, request, entry.username, password);
  await page.goto('/StudentProfile/certificate');
  const card = page.getByTestId(`certificate-${number}`);
  await expect(card).toHaveAttribute('data-status', 'valid');
  await expect(card).toContainText('证书有效');
  const saving = page.waitForEvent('download');
  await card.getByTestId('certificate-download').click();
  const download = await saving;
  expect(download.suggestedFilename()).toBe(`培训合格证书-${number}.pdf`);
  const saved = test.info().outputPath('certificate.pdf');
  await download.saveAs(saved);
  expect((await import('node:fs')).readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(card.getByTestId('certificate-verify-link')).toHaveAttribute('href', `/verify?t=${mine.token}`);
  await expectFitsWidth(page);
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await card.screenshot({ path: `${DIR}/my-certificate-card-375-${theme}.png` });
  });

  // A visitor without an account opens the QR code's link on a phone.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  const visitor = await phone.newPage();
  await useTheme(visitor, 'light');
  await visitor.goto(`/verify?t=${mine.token}`);
  const result = visitor.getByTestId('verify-result');
  await expect(result).toHaveAttribute('data-status', 'valid');
  await expect(result).toContainText('证书有效');
  await expect(result).toContainText(number);
  await expect(result).toContainText(masked);
  await expect(result).not.toContainText(form.name);
  await expect(visitor.getByTestId('verify-site')).toContainText('请确认本页网址为培训机构的官方网站');
  await expectFitsWidth(visitor);
  await inBothThemes(visitor, async (theme) => {
    await settle(visitor);
    await visitor.screenshot({ path: `${DIR}/verify-valid-375-${theme}.png`, fullPage: true });
  });

  // On a desktop, by number and the holder's name; a wrong name finds nothing.
  const desk = await browser.newPage();
  await useTheme(desk, 'light');
  await desk.goto('/verify');
  await desk.getByTestId('verify-submit').click();
  await expect(desk.getByText('请输入证书编号和持证人姓名').first()).toBeVisible();
  await desk.getByTestId('verify-number').fill(number);
  await desk.getByTestId('verify-name').fill('李四');
  await desk.getByTestId('verify-submit').click();
  await expect(desk.getByTestId('verify-error')).toHaveText('未查到该证书，请核对证书编号和持证人姓名');
  await desk.getByTestId('verify-name').fill(form.name);
  await desk.getByTestId('verify-submit').click();
  await expect(desk.getByTestId('verify-result')).toHaveAttribute('data-status', 'valid');
  await expect(desk.getByTestId('verify-result')).toContainText(masked);
  await settle(desk);
  await desk.screenshot({ path: `${DIR}/verify-valid-desktop-light.png`, fullPage: true });

  // The administrator sees the checks counted and revokes it with a reason.
  const admin = await browser.newPage();
  await useTheme(admin, 'light');
  await sessionViaApi(admin, request, 'admin');
  await admin.goto(`/root/material-center?courseId=${entry.courseId}&id=${entry.id}`);
  const history = admin.getByTestId('certificate-history');
  await expect(history.getByTestId('certificate-verifications').first()).toHaveText(/已核验 [1-9]\d* 次/);
  await history.getByTestId('certificate-revoke').first().click();
  await admin.getByTestId('certificate-revoke-ok').click();
  await expect(admin.getByText('请填写作废原因（不超过200字）').first()).toBeVisible();
  await admin.getByTestId('certificate-revoke-reason').fill('证书信息有误，作废后重新发放');
  await admin.getByTestId('certificate-revoke-ok').click();
  await expect(toast(admin, '证书已作废，已通知学员')).toBeVisible();
  await expect(history.getByTestId('certificate-history-entry').first()).toHaveAttribute('data-state', 'revoked');
  await settle(admin);
  await history.screenshot({ path: `${DIR}/certificate-history-revoked-light.png` });

  // The QR link now says revoked.
  await visitor.reload();
  await expect(visitor.getByTestId('verify-result')).toHaveAttribute('data-status', 'revoked');
  await expect(visitor.getByTestId('verify-result')).toContainText('证书已作废');
  await settle(visitor);
  await visitor.screenshot({ path: `${DIR}/verify-revoked-375-light.png`, fullPage: true });
  await phone.close();
});
