// Exams end to end: a teacher builds a bank and an exam, learners take it (reload, exits, submit), the teacher grades,
// the learner sees the result; plus screenshots of the exam pages (zh-CN, light and dark).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall, expectFitsWidth, expectScreen, inBothThemes, newLearner, toast, registerViaApi, sessionViaApi, settle, token as loginToken, useTheme, watchToasts } from './helpers';

const token = `E2E${Date.now().toString().slice(-6)}`;
const subject = `考试E2E${token.slice(-4)}`;
const examTitle = `${token} 综合考试`;

const Q = {
  single: `${token} 单选：HTTP 默认端口是？`,
  multiple: `${token} 多选：以下哪些是 HTTP 方法？`,
  judge: `${token} 判断：HTTPS 使用 TLS 加密。`,
  fill: `${token} 填空：请求网页常用的方法是____。`,
  short: `${token} 简答：简述 Cookie 与 Session 的区别。`,
};

function pad(n: number) {
  return String(n).padStart(2, '0');
}
function pickerText(ms: number) {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Accept the browser's "leave site?" prompt the exam page raises on reload or close. */
function acceptDialogs(page: Page) {
  page.on('dialog', (d) => void d.accept());
}

function questionCard(page: Page, content: string): Locator {
  return page.locator('.sc-q-card').filter({ hasText: content });
}

/** The option whose text is exactly `text` (after its label, e.g. 'A. 80'). */
function option(card: Locator, text: string): Locator {
  return card.locator('.sc-q-option').filter({ hasText: new RegExp(`^[A-H]\\.\\s*${text}$`) });
}

async function openExamFromCentre(page: Page) {
  await page.goto('/examcenter');
  const card = page.locator('[data-testid^="exam-card-"]').filter({ hasText: examTitle });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: '开始考试' }).click();
  await expect(page).toHaveURL(/\/exam-paper\/\d+\?examTitle=/);
  await expect(page.getByTestId('exam-paper')).toBeVisible();
}

async function leaveTo(page: Page, menuItem: string) {
  await page.getByTestId('learner-menu').getByText(menuItem, { exact: true }).click();
  await expect(page.locator('.ant-modal-confirm-title').getByText('确认离开考试')).toBeVisible();
  await page.getByTestId('exam-leave-ok').click();
}

async function addQuestion(page: Page, fill: (dialog: Locator) => Promise<void>) {
  await page.getByTestId('question-create').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '新建题目' });
  await expect(dialog).toBeVisible();
  await fill(dialog);
  await dialog.getByLabel('科目').fill(subject);
  // Close the subject suggestions (Escape would close the dialog).
  await dialog.locator('.ant-modal-title').click();
  await page.getByTestId('question-form-save').click();
  await expect(toast(page, '保存成功').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe.serial('exam flow', () => {
  const learnerA = newLearner();
  const learnerB = newLearner();

  test('a teacher builds questions of every type and an exam open to all learners', async ({ page, request }) => {
    test.setTimeout(120_000);
    await sessionViaApi(page, request, 'teacher');
    await page.goto('/teacher/topic-manager');
    await expect(page.getByTestId('question-manager')).toBeVisible();

    // Validation comes from the shared rules.
    await page.getByTestId('question-create').click();
    await page.getByTestId('question-form-save').click();
    await expect(page.getByText('请输入题干')).toBeVisible();
    await expect(page.getByText('请设置正确答案')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: /取\s*消/ }).click();

    await addQuestion(page, async (d) => {
      await d.getByTestId('question-form-content').fill(Q.single);
      for (const [label, text] of [['A', '80'], ['B', '21'], ['C', '443'], ['D', '8080']]) await d.getByTestId(`question-form-option-${label}`).fill(text);
      await d.getByTestId('question-form-answer').getByText('A', { exact: true }).click();
    });
    await addQuestion(page, async (d) => {
      await d.getByTestId('question-form-content').fill(Q.multiple);
      await d.getByRole('switch').click();
      for (const [label, text] of [['A', 'GET'], ['B', 'POST'], ['C', 'FETCH'], ['D', 'DELETE']]) await d.getByTestId(`question-form-option-${label}`).fill(text);
      for (const label of ['A', 'B', 'D']) await d.getByTestId('question-form-answer').getByText(label, { exact: true }).click();
    });
    await addQuestion(page, async (d) => {
      await d.getByText('判断题', { exact: true }).click();
      await d.getByTestId('question-form-content').fill(Q.judge);
      await d.getByTestId('question-form-judge-true').click();
    });
    await addQuestion(page, async (d) => {
      await d.getByText('填空题', { exact: true }).click();
      await d.getByTestId('question-form-content').fill(Q.fill);
      const accepted = d.getByLabel('可接受的答案');
      await accepted.fill('GET');
      await accepted.press('Enter');
      await accepted.fill('get');
      await accepted.press('Enter');
    });
    await addQuestion(page, async (d) => {
      await d.getByText('简答题', { exact: true }).click();
      await d.getByTestId('question-form-content').fill(Q.short);
      await d.getByLabel('参考答案').fill('Cookie 存在浏览器，Session 存在服务器。');
      await d.getByLabel('分值').fill('10');
    });

    // Filter by type and search.
    await page.getByTestId('question-search').fill(token);
    await page.getByTestId('question-search').press('Enter');
    await expect(page.locator('[data-testid^="question-row-"]')).toHaveCount(5);
    await page.getByTestId('question-type-filter').click();
    await page.locator('.ant-select-dropdown').getByText('简答题', { exact: true }).click();
    await expect(page.locator('[data-testid^="question-row-"]')).toHaveCount(1);
    await expect(page).toHaveURL(/type=SHORT/);

    // The exam: via the header search (text with 考试 goes to the exam manager).
    await page.getByTestId('teacher-search').fill('考试');
    await page.getByTestId('teacher-search').press('Enter');
    await expect(page).toHaveURL(/\/teacher\/exam-manager\?search=/);
    await page.getByTestId('exam-create').click();
    const drawer = page.locator('.ant-drawer-content').filter({ hasText: '新建考试' });
    await drawer.getByLabel('考试名称').fill(examTitle);
    await drawer.getByLabel('科目').fill(subject);
    await drawer.locator('.ant-drawer-title').click();
    await drawer.getByLabel('考试说明').fill('E2E 考试：每种题型各一道。');
    await drawer.getByLabel('考试时长（分钟）').fill('30');
    const now = Date.now();
    const range = drawer.locator('.ant-picker-range input');
    await range.nth(0).click();
    await range.nth(0).fill(pickerText(now - 10 * 60_000));
    await range.nth(0).press('Enter');
    await range.nth(1).fill(pickerText(now + 24 * 3600_000));
    await range.nth(1).press('Enter');
    await expect(drawer.getByText('全体学员')).toBeVisible();
    // By default the correct answers (and, while the exam is open, the totals) are shown once the exam has closed;
    // this exam shows them once graded, so the learners of the next tests see their results.
    const visibility = drawer.locator('.ant-form-item').filter({ hasText: '答案公布' });
    await expect(visibility).toContainText('考试结束后公布');
    await visibility.locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:visible').locator('.ant-select-item-option[title="批阅完成后公布"]').click();
    await expect(visibility).toContainText('批阅完成后公布');

    await page.getByTestId('exam-form-pick').click();
    const picker = page.getByRole('dialog').filter({ hasText: '从题库选题' });
    await picker.getByTestId('picker-search').fill(token);
    await picker.getByTestId('picker-search').press('Enter');
    await expect(picker.locator('[data-testid^="picker-row-"]')).toHaveCount(5);
    await picker.locator('.ant-table-thead .ant-checkbox-input').check();
    await page.getByTestId('picker-ok').click();
    await expect(page.getByTestId('exam-form-total')).toHaveText('总分 30 分 · 共 5 题');
    await page.getByTestId('exam-form-save').click();
    await expect(toast(page, '保存成功').first()).toBeVisible();
    await page.getByTestId('exam-search').fill(token);
    await page.getByTestId('exam-search').press('Enter');
    const row = page.locator('[data-testid^="exam-row-"]').filter({ hasText: examTitle });
    await expect(row).toContainText('进行中');
    await expect(row).toContainText('30');
  });

  test('a learner answers, reloads without losing an answer, and leaving three times ends the exam', async ({ page, request }) => {
    acceptDialogs(page);
    const toasts = await watchToasts(page);
    await registerViaApi(request, learnerA);
    await sessionViaApi(page, request, learnerA.username, learnerA.password);
    await openExamFromCentre(page);

    // The header tells this exam's real total and duration (the spec's fixed 100分 / 120分钟 would be wrong here),
    // then the order single, multiple, judge, fill, short.
    await expect(page.getByTestId('exam-total')).toHaveText('总分：30分');
    await expect(page.getByTestId('exam-duration')).toHaveText('考试时长：30分钟');
    await expect(page.getByTestId('exam-timer')).toContainText(/00:(29|30):\d\d/);
    const order = await page.locator('.sc-q-card .sc-question-content').allTextContents();
    expect(order).toEqual([Q.single, Q.multiple, Q.judge, Q.fill, Q.short]);

    await option(questionCard(page, Q.single), '80').click();
    await option(questionCard(page, Q.multiple), 'GET').click();
    await option(questionCard(page, Q.multiple), 'POST').click();
    await questionCard(page, Q.judge).getByText('正确', { exact: true }).click();
    await questionCard(page, Q.fill).getByPlaceholder('请输入答案').fill(' GET ');
    await questionCard(page, Q.short).getByPlaceholder('请输入你的作答').fill('Cookie 在客户端');
    await expect(page.getByTestId('exam-completion')).toContainText('100%');
    // Saved locally within a second, on the server within five.
    await expect(page.getByTestId('exam-sync')).toHaveAttribute('data-state', 'synced', { timeout: 12_000 });

    // A reload is leaving the page (counted once) and every answer is back.
    await page.reload();
    await expect(page.getByTestId('exam-paper')).toBeVisible();
    await expect(page.getByTestId('exam-exit-count')).toHaveText('已退出 1 / 3 次');
    await expect(option(questionCard(page, Q.single), '80')).toHaveClass(/ant-radio-wrapper-checked/);
    await expect(option(questionCard(page, Q.multiple), 'GET')).toHaveClass(/ant-checkbox-wrapper-checked/);
    await expect(option(questionCard(page, Q.multiple), 'POST')).toHaveClass(/ant-checkbox-wrapper-checked/);
    await expect(option(questionCard(page, Q.multiple), 'DELETE')).not.toHaveClass(/ant-checkbox-wrapper-checked/);
    await expect(questionCard(page, Q.judge).locator('.ant-radio-button-wrapper-checked')).toHaveText('正确');
    await expect(questionCard(page, Q.fill).getByPlaceholder('请输入答案')).toHaveValue(' GET ');
    await expect(questionCard(page, Q.short).getByPlaceholder('请输入你的作答')).toHaveValue('Cookie 在客户端');

    // Second exit: leave by the menu, confirm, come back.
    await leaveTo(page, '考试中心');
    await expect(page).toHaveURL(/\/examcenter$/);
    await openExamFromCentre(page);
    await expect(page.getByTestId('exam-exit-count')).toHaveText('已退出 2 / 3 次');
    await questionCard(page, Q.short).getByPlaceholder('请输入你的作答').fill('Cookie 在客户端，Session 在服务端');

    // Third exit ends the exam on the server with the saved draft: one warning, no error under it.
    await toasts.take();
    await leaveTo(page, '在线课堂');
    await expect(toast(page, '您已退出超过三次，系统已自动结束考试')).toBeVisible({ timeout: 30_000 }); // the third exit ends the exam on the server first: slow under the full parallel run
    await expect(page).toHaveURL(/\/examrecord$/);
    await expect(page.locator('[data-testid^="record-card-"]').first()).toBeVisible();
    // Every request the page makes after the exam has been answered (a 409 would come from one of them).
    await page.waitForLoadState('networkidle');
    expect(await toasts.take()).toEqual(['warning: 您已退出超过三次，系统已自动结束考试']);
    expect(await page.evaluate(() => Object.entries(localStorage).find(([k]) => k.startsWith('exam_exit_count_'))?.[1])).toBe('3');
    const record = page.locator('[data-testid^="record-card-"]').filter({ hasText: examTitle });
    await expect(record).toBeVisible();
    await expect(record).toContainText('待批阅');

    // The paper stays closed, from the centre and by its address.
    await page.goto('/examcenter');
    await expect(page.locator('[data-testid^="exam-card-"]').filter({ hasText: examTitle }).getByRole('button', { name: '已完成考试' })).toBeDisabled();
    const examId = await page.evaluate(() => Object.keys(localStorage).find((k) => k.startsWith('exam_exit_count_'))!.slice('exam_exit_count_'.length));
    await page.goto(`/exam-paper/${examId}`);
    await expect(page).toHaveURL(/\/examrecord$/);
  });

  test('another learner submits with one question unanswered and waits for grading', async ({ page, request }) => {
    acceptDialogs(page);
    const toasts = await watchToasts(page);
    await registerViaApi(request, learnerB);
    await sessionViaApi(page, request, learnerB.username, learnerB.password);
    await openExamFromCentre(page);

    await option(questionCard(page, Q.single), '80').click();
    for (const m of ['GET', 'POST', 'DELETE']) await option(questionCard(page, Q.multiple), m).click();
    await questionCard(page, Q.judge).getByText('正确', { exact: true }).click();
    await questionCard(page, Q.short).getByPlaceholder('请输入你的作答').fill('Cookie 保存在浏览器，Session 保存在服务器。');
    await expect(page.getByTestId('exam-completion')).toContainText('80%');
    await expect(page.getByTestId('sheet-cell-4')).not.toHaveClass(/is-answered/);

    await page.getByTestId('exam-submit').click();
    await expect(page.getByText('您还有 1 道题未作答（完成度 80%），未作答的题目按不得分处理。确定要提交吗？')).toBeVisible();
    await toasts.take();
    await page.getByTestId('exam-submit-ok').click();
    await expect(toast(page, '交卷成功')).toBeVisible();
    await expect(page).toHaveURL(/\/examrecord$/);
    const card = page.locator('[data-testid^="record-card-"]').filter({ hasText: examTitle });
    await expect(card).toContainText('待批阅');
    // One green message and nothing else (the paper must not ask to start the finished attempt again): every
    // request the page makes has been answered.
    await page.waitForLoadState('networkidle');
    expect(await toasts.take()).toEqual(['success: 交卷成功']);
    await expect(card.getByRole('button', { name: '查看试卷' })).toBeDisabled();
    await card.locator('[data-testid^="record-not-reviewed-"]').hover();
    await expect(page.getByRole('tooltip').getByText('未批阅，无法查看')).toBeVisible();
    expect(await page.evaluate(() => Object.entries(localStorage).some(([k, v]) => k.startsWith('exam_completed_') && v === 'true'))).toBe(true);
    expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('exam_state_')))).toBe(false);

    await card.getByRole('button', { name: '详情' }).click();
    const detail = page.getByTestId('record-detail-dialog');
    await expect(detail).toContainText(subject);
    await expect(detail).toContainText('30 分');
    await page.getByRole('dialog').getByRole('button', { name: /关\s*闭/ }).first().click();

    // Subject tabs include the spec's four and this record's subject.
    for (const s of ['全部', 'JavaWeb', 'Python爬虫', '区块链搭建与运维', '智能合约', subject]) {
      await expect(page.getByRole('tab', { name: s, exact: true })).toBeVisible();
    }
    await page.getByRole('tab', { name: 'JavaWeb', exact: true }).click();
    await expect(page.getByTestId('record-empty')).toBeVisible();
  });

  test('the teacher grades the short answer and the learner sees 已批阅 and the result', async ({ page, request, browser }) => {
    await sessionViaApi(page, request, 'teacher');
    await page.goto('/teacher/reprint-manager');
    const row = page.locator('[data-testid^="grading-row-"]').filter({ hasText: examTitle }).filter({ hasText: learnerB.username });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: '批阅' }).click();
    const sheet = page.getByTestId('grade-sheet');
    await expect(sheet).toBeVisible();
    const short = sheet.locator('.sc-review').filter({ hasText: Q.short });
    await expect(short).toContainText('待批阅');
    await sheet.getByTestId('grade-save').click();
    await expect(toast(page, '还有 1 道简答题未评分')).toBeVisible();
    await short.locator('[data-testid^="grade-score-"]').fill('8');
    await short.locator('[data-testid^="grade-comment-"]').fill('要点正确，可补充安全性。');
    // 5 (single) + 5 (multiple) + 5 (judge) + 0 (fill, unanswered) + 8.
    await expect(sheet.getByTestId('grade-total')).toHaveText('总分 23 / 30 分');
    await sheet.getByTestId('grade-save').click();
    await expect(toast(page, '批阅已保存')).toBeVisible();
    await expect(page.getByTestId('grade-sheet')).toBeHidden();

    await page.goto('/teacher/rewinding-manager');
    await expect(page.locator('[data-testid^="grading-row-"]').filter({ hasText: examTitle }).filter({ hasText: learnerB.username })).toContainText('23 / 30');

    const learner = await browser.newPage();
    await sessionViaApi(learner, request, learnerB.username, learnerB.password);
    await learner.goto('/examrecord');
    const card = learner.locator('[data-testid^="record-card-"]').filter({ hasText: examTitle });
    await expect(card).toContainText('已批阅');
    await expect(card.locator('[data-testid^="record-score-"]')).toHaveText('23');
    const [recordResponse] = await Promise.all([
      learner.waitForResponse((r) => /\/api\/v0\/exam\/\d+\/record/.test(r.url())),
      card.getByRole('button', { name: '查看试卷' }).click(),
    ]);
    await expect(learner).toHaveURL(/\/exam-result\/\d+\?examTitle=.*&score=23/);
    await expect(learner.getByTestId('result-score')).toHaveText('23');
    // The same result under /exam-result/{examId}/{submissionId}; another submission id names nothing.
    const { data } = await recordResponse.json();
    const byIds = `/exam-result/${data.record.examId}/${data.record.id}`;
    await learner.goto(`${byIds}?examTitle=${encodeURIComponent(examTitle)}`);
    await expect(learner.getByTestId('result-score')).toHaveText('23');
    await learner.goto(`/exam-result/${data.record.examId}/${data.record.id + 1000}`);
    await expect(learner.getByTestId('page-not-found')).toBeVisible();
    await learner.goto(byIds);
    await expect(learner.getByTestId('result-score')).toHaveText('23');
    const shortReview = learner.locator('.sc-review').filter({ hasText: Q.short });
    await expect(shortReview).toContainText('得分：8 / 10 分');
    await expect(shortReview).toContainText('要点正确，可补充安全性。');
    await expect(learner.locator('.sc-review').filter({ hasText: Q.fill })).toContainText('未作答');
    // This exam shows its answers once graded: the learner sees the score, their answers and the key (an exam that
    // keeps them until it closes withholds both: desks.spec.ts).
    await expect(learner.getByTestId('answers-hidden-note')).toHaveCount(0);
    const singleReview = learner.locator('.sc-review').filter({ hasText: Q.single });
    await expect(singleReview.getByTestId(/^review-answer-/)).toContainText('A. 80');
    await expect(singleReview).toContainText('得分：5 / 5 分');
    await expect(singleReview).toContainText('参考答案');
    await learner.close();
  });
});

// ---- screenshots ---------------------------------------------------------------------------------------

const DIR = 'screenshots';

/** The exam paper's head, the first question answered and the answer sheet as a learner sees them. */
async function expectPaper(page: Page, total: string, duration: string, answered: number) {
  const paper = page.getByTestId('exam-paper');
  await expect(paper.getByRole('heading', { level: 1 })).toHaveText('智能合约开发 模拟考试');
  await expect(page.getByTestId('exam-total')).toHaveText(total);
  await expect(page.getByTestId('exam-duration')).toHaveText(duration);
  await expect(page.getByTestId('exam-exit-count')).toHaveText(/^(已退出 [0-2] \/ 3 次|Exits: [0-2] \/ 3)$/);
  await expect(page.getByTestId('exam-timer')).toHaveText(/\d{1,2}:\d{2}:\d{2}/);
  await expect(page.getByTestId('exam-submit')).toBeEnabled();
  const cards = page.locator('.sc-q-card');
  const questions = await cards.count();
  expect(questions, 'the demo exam has questions').toBeGreaterThan(0);
  // Under 992 px the answer sheet opens from the bar at the bottom (the countdown and 交卷 are in it).
  const narrow = (page.viewportSize()?.width ?? 1280) < 992;
  await expect(page.getByTestId('exam-bar')).toHaveCount(narrow ? 1 : 0);
  if (narrow) {
    await expect(page.getByTestId('exam-bar')).toContainText(`${answered}/${questions}`);
    await expect(page.getByTestId('answer-sheet')).toHaveCount(0);
    await page.getByTestId('exam-sheet-open').click();
  }
  const sheet = page.getByTestId('answer-sheet');
  await expect(sheet.locator('[data-testid^="sheet-cell-"]')).toHaveCount(questions);
  await expect(sheet.locator('.sc-paper-cell.is-answered')).toHaveCount(answered);
  return { questions, sheet };
}

test(`exam screenshots (light and dark)`, async ({ page, request, browser }) => {
  const studentToken = await loginToken(request, 'student');
  await useTheme(page, 'light');
  acceptDialogs(page);
  await sessionViaApi(page, request, 'student');

  const exams = await apiCall<{ totalCount: number }>(request, 'get', '/api/v0/exam?page=0&size=10', studentToken);
  await page.goto('/examcenter');
  await expect(page.getByRole('heading', { level: 1, name: '考试中心' })).toBeVisible();
  await expect(page.getByText('在线参加考试，交卷后可在考试记录中查看成绩与批阅状态')).toBeVisible();
  await expect(page.getByTestId('exam-tabs').locator('.ant-segmented-item')).toHaveText(['全部', '进行中', '已结束', '未开始']);
  await expect(page.getByTestId('exam-tabs').locator('.ant-segmented-item-selected')).toHaveText('全部');
  const cards = page.locator('[data-testid^="exam-card-"]');
  await expect(cards).toHaveCount(Math.min(10, exams.totalCount));
  // A running exam offers 开始考试, one not started yet or over does not.
  const running = cards.filter({ hasText: '智能合约开发 模拟考试' });
  await expect(running.locator('[data-testid^="exam-start-"]')).toHaveText('开始考试');
  await expect(running).toContainText('120 分钟');
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/exam-center-${theme}.png`, fullPage: true });
  });

  const records = await apiCall<{ totalCount: number }>(request, 'get', '/api/v0/exam/record?page=0&size=10', studentToken);
  await page.goto('/examrecord');
  await expect(page.getByRole('heading', { level: 1, name: '考试记录' })).toBeVisible();
  await expect(page.getByTestId('record-tabs').locator('.ant-tabs-tab-active')).toHaveText('全部');
  const recordCards = page.locator('[data-testid^="record-card-"]');
  await expect(recordCards).toHaveCount(Math.min(10, records.totalCount));
  // A graded record shows its score and opens its paper; one waiting for grading says so and cannot.
  const graded = recordCards.filter({ hasText: '已批阅' }).first();
  await expect(graded.locator('[data-testid^="record-score-"]')).toHaveText(/^\d+(\.\d+)?$/);
  await expect(graded.getByRole('button', { name: '查看试卷' })).toBeEnabled();
  const pending = recordCards.filter({ hasText: '待批阅' }).first();
  await expect(pending.getByRole('button', { name: '查看试卷' })).toBeDisabled();
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/exam-record-${theme}.png`, fullPage: true });
  });

  await graded.getByRole('button', { name: '查看试卷' }).click();
  const result = page.getByTestId('exam-result');
  await expect(result).toBeVisible();
  await expect(result.getByRole('heading', { level: 1 })).toHaveText('考试结果');
  await expect(page.getByTestId('result-score')).toHaveText(/^\d+(\.\d+)?$/);
  await expect(result.locator('.sc-result-summary')).toContainText('已批阅');
  await expect(result.getByRole('heading', { level: 2, name: '答题详情' })).toBeVisible();
  await expect(page.locator('.sc-review').first()).toBeVisible();
  await expect(result.getByRole('button', { name: /返回考试记录/ })).toBeVisible();
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/exam-result-${theme}.png`, fullPage: true });
  });

  // A running demo exam open to every learner.
  await page.goto('/examcenter?status=started');
  await expect(page.getByTestId('exam-tabs').locator('.ant-segmented-item-selected')).toHaveText('进行中');
  const card = page.locator('[data-testid^="exam-card-"]').filter({ hasText: '智能合约开发 模拟考试' });
  await card.getByRole('button', { name: '开始考试' }).click();
  await expect(page.getByTestId('exam-paper')).toBeVisible();
  const first = page.locator('.sc-q-card').first().locator('.sc-q-option').first();
  await first.click();
  const { questions } = await expectPaper(page, '总分：30分', '考试时长：120分钟', 1);
  await expect(page.getByTestId('sheet-cell-1')).toHaveClass(/is-answered/);
  await expect(page.getByTestId('answer-sheet')).toContainText(`已答 1 / ${questions} 题`);
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/exam-paper-${theme}.png` });
  });

  const staff = await browser.newPage();
  await useTheme(staff, 'light');
  await sessionViaApi(staff, request, 'teacher');
  await staff.goto('/teacher/topic-manager');
  await expect(staff.getByRole('heading', { level: 1, name: '题库管理' })).toBeVisible();
  await expect(staff.locator('[data-testid^="question-row-"]').first()).toBeVisible();
  await inBothThemes(staff, async (theme) => {
    await settle(staff);
    await staff.screenshot({ path: `${DIR}/teacher-question-bank-${theme}.png`, fullPage: true });
  });

  await staff.goto('/teacher/exam-manager');
  await expect(staff.getByRole('heading', { level: 1, name: '考试管理' })).toBeVisible();
  await staff.locator('[data-testid^="exam-edit-"]').first().click();
  await expect(staff.locator('.ant-drawer-title')).toHaveText('编辑考试');
  await expect(staff.getByTestId('exam-form-title')).not.toHaveValue('');
  await expect(staff.getByTestId('exam-form-total')).toContainText('总分 30 分');
  await expect(staff.getByTestId('exam-form-save')).toBeEnabled();
  await inBothThemes(staff, async (theme) => {
    await settle(staff);
    await staff.screenshot({ path: `${DIR}/teacher-exam-editor-${theme}.png` });
  });

  await staff.goto('/teacher/topic-manager');
  await staff.locator('[data-testid^="question-edit-"]').nth(3).click();
  await expect(staff.getByTestId('question-form')).toBeVisible();
  await expect(staff.locator('.ant-modal-title')).toHaveText('编辑题目');
  await expect(staff.getByTestId('question-form').locator('.ant-radio-button-wrapper-checked').filter({ has: staff.locator('[data-testid^="question-type-"]') })).toHaveCount(1);
  await inBothThemes(staff, async (theme) => {
    await settle(staff);
    await staff.screenshot({ path: `${DIR}/teacher-question-dialog-${theme}.png` });
  });

  await staff.goto('/teacher/reprint-manager');
  await expect(staff.getByRole('heading', { level: 1, name: '批阅管理' })).toBeVisible();
  await staff.locator('[data-testid^="grading-row-"]').first().getByRole('button').click();
  await expect(staff.getByTestId('grade-sheet')).toBeVisible();
  await expect(staff.locator('.ant-drawer-title')).toHaveText('批阅答卷');
  await expect(staff.locator('[data-testid^="grade-score-"]').first()).toBeVisible();
  await expect(staff.getByTestId('grade-total')).toContainText(/\d/);
  await expect(staff.getByTestId('grade-save')).toBeEnabled();
  await inBothThemes(staff, async (theme) => {
    await settle(staff);
    await staff.screenshot({ path: `${DIR}/teacher-grading-${theme}.png` });
  });
  await staff.close();
});

// A fresh learner (the demo student's exits are spent by the screenshots above) on the running demo exam: 30 points,
// 120 minutes. The wide zh-CN paper is compared with its baseline (the clock, the save time and the learner's
// name masked).
for (const view of [
  { name: 'wide', lang: 'zh-CN', width: 1366, total: '总分：30分', duration: '考试时长：120分钟' },
  { name: 'narrow', lang: 'zh-CN', width: 390, total: '总分：30分', duration: '考试时长：120分钟' },
  { name: 'en-US', lang: 'en-US', width: 1366, total: 'Total: 30 points', duration: 'Duration: 120 minutes' },
] as const) {
  test(`exam paper screenshot (${view.name})`, async ({ page, request }) => {
    acceptDialogs(page);
    await page.setViewportSize({ width: view.width, height: 860 });
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), view.lang);
    const learner = newLearner();
    await registerViaApi(request, learner);
    await sessionViaApi(page, request, learner.username, learner.password);
    await page.goto('/examcenter?status=started');
    await page.locator('[data-testid^="exam-card-"]').filter({ hasText: '智能合约开发 模拟考试' }).locator('[data-testid^="exam-start-"]').click();
    await expect(page.getByTestId('exam-paper')).toBeVisible();
    const { questions, sheet } = await expectPaper(page, view.total, view.duration, 0);
    if (view.lang === 'zh-CN') {
      await expect(page.getByTestId('exam-exit-count')).toHaveText('已退出 0 / 3 次');
      await expect(sheet).toContainText(`已答 0 / ${questions} 题`);
      await expect(page.getByTestId('exam-completion')).toContainText('0%');
      await expect(page.getByRole('button', { name: '上一题' })).toBeDisabled();
      await expect(page.getByRole('button', { name: '下一题' })).toBeEnabled();
    } else {
      await expect(page.getByTestId('exam-exit-count')).toHaveText('Exits: 0 / 3');
      await expect(sheet).toContainText(`0 / ${questions} answered`);
      await expect(page.getByTestId('exam-submit')).toHaveText('Submit paper');
    }
    if (view.width < 992) {
      // The answer sheet is a drawer over the paper: a grid of numbers; a number takes the learner to its question.
      await settle(page);
      await page.screenshot({ path: `${DIR}/exam-paper-${view.name}-sheet.png` });
      await page.getByTestId('sheet-cell-2').click();
      await expect(page.getByTestId('answer-sheet')).toBeHidden();
      await expect(page.locator('#question-2')).toBeInViewport();
      await expect(page.getByTestId('exam-timer')).toBeInViewport();
    }
    await settle(page);
    if (view.width < 768) await expectFitsWidth(page);
    await page.screenshot({ path: `${DIR}/exam-paper-${view.name}.png` });
    if (view.name === 'wide') {
      await expectScreen(page, 'exam-paper-wide.png', { mask: [page.getByTestId('exam-timer'), page.getByTestId('exam-sync'), page.getByTestId('user-menu'), page.getByTestId('messages-badge').locator('sup')] });
    }
  });
}
