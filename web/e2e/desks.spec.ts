// What a day at the desks showed (issue 27 items 10, 13–15, 17): the review queue first come, first served and by
// name; the notification page finding recipients by name or phone and listing automatic notices apart; a document
// of the wrong type refused at upload with the types the slot takes; a learner's score withheld while the exam is
// open. Screenshots in light and dark, the learner's pages at 390 px too.
import { expect, test, type Page } from '@playwright/test';
import { apiCall, APPLICATION_FORM, expectFitsWidth, expectTheme, inBothThemes, newLearner, pdf, registerViaApi, sessionViaApi, settle, submitApplication, toast, token, useTheme } from './helpers';

test.describe.configure({ mode: 'serial' });

const DIR = 'screenshots';

async function shoot(page: Page, name: string) {
  await settle(page);
  await page.screenshot({ path: `${DIR}/desks-${name}.png`, fullPage: true });
}

interface QueueEntry {
  id: number;
  username: string;
  learnerName: string | null;
}

test('the review queue is first come, first served and names each learner', async ({ page, request }) => {
  const first = await submitApplication(request, '先来甲', 10);
  const second = await submitApplication(request, '后到乙', 50);
  // The first learner corrects the form afterwards: they keep their place.
  const mine = await apiCall<{ form: Record<string, unknown> }>(request, 'get', `/api/v0/enrolment/${first.courseId}`, first.tok);
  await apiCall(request, 'put', `/api/v0/enrolment/${first.courseId}`, first.tok, { form: { ...mine.form, address: '广州市天河区体育西路2号' } });

  const reviewer = await token(request, 'reviewer');
  const { records } = await apiCall<{ records: QueueEntry[] }>(request, 'get', '/api/v0/reviewer/material?reviewedResult=pending&size=100', reviewer);
  const order = records.map((r) => r.username);
  expect(order.indexOf(first.username)).toBeLessThan(order.indexOf(second.username));
  const firstRow = records.find((r) => r.username === first.username)!;

  await sessionViaApi(page, request, 'reviewer');
  await page.goto('/auditors/material/review');
  const row = page.getByTestId(`review-row-${firstRow.id}`);
  await expect(row).toContainText('先来甲');
  await expect(row).toContainText(first.username);
  await expect(row).toContainText('待审核');
  // The one who came first stays ahead of the one who came after, both named.
  const names = await page.locator('[data-testid^="review-row-"] .sc-er-learner .sc-strong').allTextContents();
  if (names.includes('后到乙')) expect(names.indexOf('先来甲')).toBeLessThan(names.indexOf('后到乙'));
  await shoot(page, 'review-queue-names');
});

test('the notification page finds recipients by name or phone and lists automatic notices apart (light and dark)', async ({ page, request }) => {
  const learner = newLearner();
  await registerViaApi(request, learner);
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'admin');
  await page.goto('/root/notification');
  await expectTheme(page, 'light');
  await page.getByTestId('compose-type').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  const title = `补交材料提醒 ${learner.username}`;
  await page.getByTestId('compose-title').fill(title);
  await page.getByTestId('compose-content').fill('请于本周内补交学历证明。');
  await page.getByTestId('compose-audience').getByText('指定用户').click();
  // The last four digits of the phone, as the sender sees them (139****1234).
  const picker = page.getByTestId('compose-users');
  await picker.click();
  await page.keyboard.type(learner.phone.slice(-4));
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: learner.username });
  await expect(option).toContainText(`${learner.phone.slice(0, 3)}****${learner.phone.slice(-4)}`);
  await option.click();
  await page.keyboard.press('Escape');
  await expect(picker).toContainText(learner.username);
  await expect(page.getByTestId('compose-audience').locator('.ant-radio-button-wrapper-checked')).toHaveText('指定用户');
  await expect(page.getByTestId('compose-title')).toHaveValue(title);
  await expect(page.getByTestId('compose-send')).toBeEnabled();
  await inBothThemes(page, (theme) => shoot(page, `notification-recipients-${theme}`));
  await page.getByTestId('compose-send').click();
  await expect(toast(page, '发送成功，共 1 位接收人')).toBeVisible();
  const sent = page.getByTestId('sent-table');
  await expect(sent).toContainText(title);

  // The product's own notices are listed apart.
  await page.getByTestId('sent-origin').getByText('系统自动通知').click();
  await expect(sent).not.toContainText(title);
  await expect(sent.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('sent-origin').locator('.ant-radio-button-wrapper-checked, .ant-segmented-item-selected')).toHaveText('系统自动通知');
  await inBothThemes(page, (theme) => shoot(page, `notification-automatic-${theme}`));
  await page.getByTestId('sent-origin').getByText('人工发送').click();
  await expect(sent).toContainText(title);
});

for (const view of [
  { name: '1366', width: 1366, height: 860 },
  { name: '390', width: 390, height: 844 },
]) {
  test(`a document of the wrong type is refused at upload, naming the types its slot takes (${view.name})`, async ({ page, request }) => {
    const learner = newLearner();
    await registerViaApi(request, learner);
    const tok = await token(request, learner.username, learner.password);
    const { courses } = await apiCall<{ courses: { id: number; type: number; fee: number; publicCourse: boolean }[] }>(request, 'get', '/api/v0/course?size=100', tok);
    const course = courses.find((c) => c.type === 0 && !c.publicCourse && c.fee > 0)!;
    await page.setViewportSize({ width: view.width, height: view.height });
    await sessionViaApi(page, request, learner.username, learner.password);
    await page.goto(`/applicationmaterials?courseId=${course.id}`);
    // The demo notice's lines start at the margin (二、三、四、 once carried the seed's source indentation).
    const notice = (await page.getByTestId('notice-text').innerText()).split('\n').filter((line) => line.trim() !== '');
    expect(notice.map((line) => line.slice(0, 2))).toEqual(['一、', '二、', '三、', '四、']);
    await page.getByTestId('notice-agree').click();
    await expect(page.getByTestId('form-dialog')).toBeVisible();
    // The form as a learner completes it (the wizard's own story is enrolment.spec.ts), then on to the documents.
    await apiCall(request, 'put', `/api/v0/enrolment/${course.id}`, tok, { form: { ...APPLICATION_FORM, name: '错型甲' } });
    await page.reload();
    await page.getByTestId('open-form').click();
    await expect(page.getByTestId('form-dialog')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByTestId('form-download').click();
    await download;
    await page.getByTestId('form-next').click();
    await expect(page.getByTestId('documents-panel')).toBeVisible();

    await page.getByTestId('doc-idFront-upload-input').setInputFiles({ name: '身份证正面.pdf', mimeType: 'application/pdf', buffer: pdf('not a photo') });
    await expect(toast(page, '上传失败：身份证正面只接受 JPG、PNG 格式的文件')).toBeVisible();
    await expect(toast(page, '上传成功')).toHaveCount(0);
    await expect(page.getByTestId('doc-idFront-upload-name')).toHaveCount(0);
    await expect(page.getByTestId('doc-idFront')).toContainText('支持 JPG/PNG');
    await expect(page.getByTestId('materials-submit')).toBeDisabled();
    if (view.width < 768) await expectFitsWidth(page);
    await shoot(page, `wrong-type-${view.name}`);
    // Nothing was kept or saved.
    const mine = await apiCall<{ documents: unknown[] }>(request, 'get', `/api/v0/enrolment/${course.id}`, tok);
    expect(mine.documents).toEqual([]);
  });
}

for (const view of [
  { name: 'light', width: 1366, height: 860, theme: 'light' as const },
  { name: 'dark', width: 1366, height: 860, theme: 'dark' as const },
  { name: '390', width: 390, height: 844, theme: 'light' as const },
]) {
  test(`a learner's score is withheld while the exam is open (${view.name})`, async ({ page, request }) => {
    const learner = newLearner();
    await registerViaApi(request, learner);
    const tok = await token(request, learner.username, learner.password);
    const { exams } = await apiCall<{ exams: { id: number; title: string; status: string; canTake: boolean }[] }>(request, 'get', '/api/v0/exam?size=100', tok);
    const open = exams.find((e) => e.title === '智能合约开发 模拟考试')!;
    await apiCall(request, 'post', `/api/v0/exam/${open.id}/start`, tok, {});
    const record = await apiCall<{ score: number | null; scoreWithheld: boolean; reviewed: boolean }>(request, 'post', `/api/v0/exam/${open.id}/submit`, tok, { answers: {} });
    expect(record).toMatchObject({ score: null, scoreWithheld: true });

    await page.setViewportSize({ width: view.width, height: view.height });
    await useTheme(page, view.theme);
    await sessionViaApi(page, request, learner.username, learner.password);
    await page.goto('/examrecord');
    const card = page.locator('[data-testid^="record-card-"]').filter({ hasText: '智能合约开发 模拟考试' });
    await expectTheme(page, view.theme);
    await expect(card.locator('[data-testid^="record-score-"]')).toHaveText('成绩将在考试结束后公布');
    await expect(page.getByRole('heading', { level: 1, name: '考试记录' })).toBeVisible();
    if (view.width < 768) await expectFitsWidth(page);
    await shoot(page, `record-withheld-${view.name}`);
    // Not graded yet (it has a short answer), so its paper opens by address.
    await page.goto(`/exam-result/${open.id}`);
    await expect(page.getByTestId('result-score-withheld')).toHaveText('成绩将在考试结束后公布');
    await expect(page.getByTestId('result-score')).toHaveCount(0);
    await expect(page.getByTestId('answers-hidden-note')).toContainText(/正确答案将在考试结束后公布（\d{4}\D\d{2}\D\d{2}\D+\d{2}:\d{2}）/);
    await expect(page.getByTestId('exam-result').getByRole('heading', { level: 2 }).first()).toHaveText('智能合约开发 模拟考试');
    if (view.width < 768) await expectFitsWidth(page);
    await shoot(page, `result-withheld-${view.name}`);
  });
}
