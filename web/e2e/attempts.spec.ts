// Several attempts at an exam, end to end: a learner on a phone sits an exam that allows two attempts, sees
// 「已作答 1 / 2 次」 and 「再次考试」, sits it again and has none left; the teacher gives them one more attempt with a
// reason in 考生安排, and the learner's card offers it; the teacher reads the item analysis and downloads it.
// Screenshots of the card at 375 px, of the dialog and of the analysis, light and dark.
import { expect, test, type Page } from '@playwright/test';
import { apiCall, inBothThemes, newLearner, registerViaApi, sessionViaApi, settle, toast, token, useTheme } from './helpers';

const DIR = 'screenshots';
const run = Date.now().toString(36).slice(-5);
const title = `多次作答练习${run}`;

async function sitAndSubmit(page: Page, button: '开始考试' | '再次考试') {
  const card = page.locator('[data-testid^="exam-card-"]').filter({ hasText: title });
  await card.getByRole('button', { name: button }).click();
  await expect(page.getByTestId('exam-paper')).toBeVisible();
  await page.getByTestId('exam-submit').click();
  await page.getByTestId('exam-submit-ok').click();
  await expect(toast(page, '交卷成功')).toBeVisible();
  await expect(page).toHaveURL(/\/examrecord$/);
}

test('a learner sits an exam twice, and the teacher gives them one more attempt', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const tok = await token(request, 'teacher');
  const question = await apiCall<{ id: number }>(request, 'post', '/api/v0/admin/question', tok, {
    type: 'JUDGE', content: `多次作答${run}：安全电压不高于36伏。`, answer: true, subject: 'JavaWeb',
  });
  const now = Date.now();
  const created = await apiCall<{ exam: { id: number } }>(request, 'post', '/api/v0/admin/exam', tok, {
    title, subject: 'JavaWeb', duration: 1800, startedAt: now - 60_000, expiredAt: now + 86_400_000,
    answerVisibility: 'afterGrading', attemptsAllowed: 2, gradingMethod: 'highest', items: [{ questionId: question.id }],
  });
  const examId = created.exam.id;

  const learner = newLearner();
  await registerViaApi(request, learner);
  await page.setViewportSize({ width: 375, height: 812 });
  page.on('dialog', (d) => void d.accept());
  await useTheme(page, 'light');
  await sessionViaApi(page, request, learner.username, learner.password);
  await page.goto('/examcenter');
  await sitAndSubmit(page, '开始考试');

  await page.goto('/examcenter');
  const card = page.getByTestId(`exam-card-${examId}`);
  await expect(card.getByTestId(`exam-attempts-${examId}`)).toHaveText('已作答 1 / 2 次');
  await expect(card.getByTestId(`exam-result-${examId}`)).toHaveText('0 分（取最高分）');
  await expect(card.getByTestId(`exam-again-${examId}`)).toHaveText('再次考试');
  await card.scrollIntoViewIfNeeded();
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await card.screenshot({ path: `${DIR}/learner-exam-attempts-375-${theme}.png` });
  });
  await sitAndSubmit(page, '再次考试');
  const second = page.locator('[data-testid^="record-card-"]').filter({ hasText: title }).first();
  await expect(second).toContainText('第 2 次');

  await page.goto('/examcenter');
  await expect(card.getByTestId(`exam-completed-${examId}`)).toBeVisible();
  await expect(card.getByTestId(`exam-attempts-${examId}`)).toHaveText('已作答 2 / 2 次');

  // The teacher gives this learner a third attempt, with a reason.
  const staff = await browser.newPage();
  await useTheme(staff, 'light');
  await sessionViaApi(staff, request, 'teacher');
  await staff.goto('/teacher/exam-manager');
  await staff.getByTestId('exam-search').fill(title);
  await staff.getByTestId('exam-search').press('Enter');
  await staff.getByTestId(`exam-overrides-${examId}`).click();
  await expect(staff.getByText('还没有学员的单独安排')).toBeVisible();
  await staff.getByTestId('override-learner').fill(learner.username);
  await staff.getByTestId('override-save').click();
  await expect(staff.getByText('请填写调整原因（不超过200字）')).toBeVisible();
  await staff.getByTestId('override-extra-attempts').fill('1');
  await staff.getByTestId('override-reason').fill('考试时停电');
  await staff.getByTestId('override-save').click();
  await expect(toast(staff, '考生安排已保存，已通知学员').first()).toBeVisible();
  const row = staff.getByTestId('override-list').locator('tr').filter({ hasText: learner.username });
  await expect(row).toContainText('增加1次作答机会');
  await expect(row).toContainText('考试时停电');
  await inBothThemes(staff, async (theme) => {
    await settle(staff);
    await staff.screenshot({ path: `${DIR}/teacher-exam-overrides-${theme}.png` });
  });
  await staff.getByRole('tab', { name: '调整记录' }).click();
  await expect(staff.getByTestId('override-changes')).toContainText('无 → 增加1次作答机会');
  await staff.keyboard.press('Escape');

  // The item analysis over the two graded attempts (both left the question unanswered).
  await staff.getByTestId(`exam-analysis-${examId}`).click();
  const analysis = staff.getByTestId('analysis');
  await expect(analysis).toContainText('已批阅答卷');
  await expect(analysis.locator('.ant-statistic').first()).toContainText('2');
  await expect(staff.getByTestId(`analysis-facility-${question.id}`)).toHaveText('0.00');
  await expect(staff.getByTestId('analysis-histogram')).toBeVisible();
  const downloading = staff.waitForEvent('download');
  await staff.getByTestId('analysis-export').click();
  expect((await downloading).suggestedFilename()).toBe(`试题分析-${title}.xlsx`);
  await inBothThemes(staff, async (theme) => {
    await settle(staff);
    await staff.screenshot({ path: `${DIR}/teacher-exam-analysis-${theme}.png` });
  });
  await staff.close();

  await page.goto('/examcenter');
  await expect(card.getByTestId(`exam-attempts-${examId}`)).toHaveText('已作答 2 / 3 次');
  await expect(card.getByTestId(`exam-again-${examId}`)).toBeVisible();
});

test("the demo's closed, drawn exam has an item analysis worth reading", async ({ page, request }) => {
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'teacher');
  await page.goto('/teacher/exam-manager');
  await page.getByTestId('exam-search').fill('随机抽题考试（演示）');
  await page.getByTestId('exam-search').press('Enter');
  const row = page.locator('tr').filter({ hasText: '低压电工作业 随机抽题考试（演示）' });
  await row.locator('[data-testid^="exam-analysis-"]').click();
  const analysis = page.getByTestId('analysis');
  await expect(analysis).toBeVisible();
  // 40 learners, a second attempt for some whose first did not pass (their papers are drawn anew each time), one
  // attempt voided: at least 39 graded attempts count.
  const attempts = Number((await analysis.locator('.ant-statistic-content-value').first().innerText()).replace(/\D/g, ''));
  expect(attempts).toBeGreaterThanOrEqual(39);
  const rows = page.getByTestId('analysis-items').locator('tbody tr.ant-table-row');
  expect(await rows.count()).toBeGreaterThan(35);
  await expect(page.getByTestId('analysis-histogram')).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/teacher-exam-analysis-demo-${theme}.png` });
  });
});
