// The conduct record kept by the server, end to end: an exam that must be sat in full screen and submits at the second
// leave. The learner enters full screen, the window loses focus (warned: 第 1 次), a copy is tried (recorded only), full
// screen is left (the second leave): the server submits the attempt and the page goes to the records. An administrator
// reads the attempt's record beside its answers and voids it with a reason; the learner's record says 已判无效.
// Screenshots: the full-screen request at 375 px, the conduct record (light and dark), the learner's voided record.
import { expect, test } from '@playwright/test';
import { apiCall, inBothThemes, newLearner, registerViaApi, sessionViaApi, settle, toast, token, useTheme } from './helpers';

const DIR = 'screenshots';
const run = Date.now().toString(36).slice(-5);
const title = `全屏考试${run}`;

test('leaves are counted by the server, the limit submits, and a teacher voids the attempt with a reason', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const tok = await token(request, 'teacher');
  const question = await apiCall<{ id: number }>(request, 'post', '/api/v0/admin/question', tok, {
    type: 'JUDGE', content: `全屏作答${run}：触电时应先切断电源。`, answer: true, subject: 'JavaWeb',
  });
  const now = Date.now();
  const created = await apiCall<{ exam: { id: number } }>(request, 'post', '/api/v0/admin/exam', tok, {
    title, subject: 'JavaWeb', duration: 1800, startedAt: now - 60_000, expiredAt: now + 86_400_000,
    answerVisibility: 'afterGrading', exitLimit: 2, requireFullscreen: true, items: [{ questionId: question.id }],
  });
  const examId = created.exam.id;

  const learner = newLearner();
  await registerViaApi(request, learner);
  await page.setViewportSize({ width: 375, height: 812 });
  await useTheme(page, 'light');
  await sessionViaApi(page, request, learner.username, learner.password);
  await page.goto('/examcenter');
  await page.getByTestId(`exam-card-${examId}`).getByRole('button', { name: '开始考试' }).click();
  await expect(page.getByTestId('exam-fullscreen')).toBeVisible();
  await expect(page.getByText('本场考试需全屏作答')).toBeVisible();
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/learner-exam-fullscreen-375-${theme}.png` });
  });
  await page.getByTestId('exam-fullscreen-enter').click();
  await expect(page.getByTestId('exam-fullscreen')).toBeHidden();
  await page.getByText('正确', { exact: true }).click();

  // The window loses focus: the first leave, warned.
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  await expect(toast(page, '检测到离开考试页面（第 1 次），离开满 2 次系统将自动交卷').first()).toBeVisible();
  const firstLeaveSeen = Date.now();
  await expect(page.getByTestId('exam-exit-count')).toHaveText('已退出 1 / 2 次');
  // A copy is refused and recorded, not counted.
  await page.evaluate(() => document.dispatchEvent(new ClipboardEvent('copy', { cancelable: true })));
  // The server takes reports within a second of a counted leave as the same leave: the next one must come later.
  await expect.poll(() => Date.now() - firstLeaveSeen, { intervals: [200] }).toBeGreaterThan(1_200);
  // Full screen left: the second leave submits.
  await page.evaluate(() => document.exitFullscreen());
  await expect(toast(page, '离开考试页面已满 2 次，系统已自动交卷').first()).toBeVisible();
  await expect(page).toHaveURL(/\/examrecord$/);

  // The record beside the answers, and the attempt voided with a reason.
  const admin = await browser.newPage();
  await useTheme(admin, 'light');
  const adminTok = await token(request, 'admin');
  const sheets = await apiCall<{ examRecords: { id: number }[] }>(request, 'get', `/api/v0/admin/exam/record?examId=${examId}`, adminTok);
  const rid = sheets.examRecords[0].id;
  await sessionViaApi(admin, request, 'admin');
  await admin.goto(`/root/reroll-page/${rid}`);
  const panel = admin.getByTestId('conduct-panel');
  await expect(panel).toContainText('共 3 条记录，其中 2 次计为离开考试页面');
  await expect(panel.getByTestId('conduct-blur')).toContainText('计入离开次数');
  await expect(panel.getByTestId('conduct-copy')).toContainText('尝试复制');
  await expect(panel.getByTestId('conduct-fullscreenExit')).toContainText('退出全屏');
  await admin.getByTestId('record-void').click();
  await admin.getByTestId('decision-ok').click();
  await expect(toast(admin, '请填写原因（不超过200字）').first()).toBeVisible();
  await admin.getByTestId('decision-reason').fill('考试期间多次切屏查阅资料');
  await admin.getByTestId('decision-ok').click();
  await expect(toast(admin, '已判为无效，已通知学员').first()).toBeVisible();
  await expect(admin.getByTestId('record-voided')).toContainText('本次作答已判为无效：考试期间多次切屏查阅资料');
  await expect(panel.getByTestId('conduct-voided')).toContainText('考试期间多次切屏查阅资料');
  await inBothThemes(admin, async (theme) => {
    await settle(admin);
    await panel.screenshot({ path: `${DIR}/teacher-exam-conduct-${theme}.png` });
  });
  await admin.close();

  await page.reload();
  const card = page.locator('[data-testid^="record-card-"]').filter({ hasText: title });
  await expect(card.getByText('已判无效')).toBeVisible();
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await card.screenshot({ path: `${DIR}/learner-exam-voided-375-${theme}.png` });
  });
});
