// The question bank organised for drawing, end to end: a teacher makes a 知识点, downloads the Excel template, fills it
// (one row wrong), sees that row's error in the preview and nothing imported, fixes it and imports all; imports the
// Word sample paper; filters the list by 知识点 and moves questions there; exports the 知识点 and reads the .xlsx back.
// Screenshots of the bank with its tree and of the import preview, light and dark. Then a drawn, shuffled exam built
// in the editor (the pool check beside each rule) and two learners who each get a paper of their own.
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiCall, inBothThemes, newLearner, registerViaApi, sessionViaApi, settle, toast, token, useTheme } from './helpers';

const DIR = 'screenshots';
const run = Date.now().toString(36).slice(-5);
const topic = `电工基础${run}`;

/** Clicks a button that downloads a file and answers the file's path and name. */
async function download(page: Page, testId: string) {
  const downloading = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  const file = await downloading;
  return { path: await file.path(), name: file.suggestedFilename() };
}

async function chooseFile(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.getByTestId('import-file').setInputFiles({ name, mimeType, buffer });
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

test('a teacher imports a bank from the Excel template and a Word paper, files it under 知识点 and exports it', async ({ page, request }) => {
  test.setTimeout(150_000);
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'teacher');
  await page.goto('/teacher/topic-manager');
  await expect(page.getByTestId('category-panel')).toBeVisible();

  // A 知识点 made by hand.
  await page.getByTestId('category-create').click();
  await page.getByTestId('category-form-name').fill('a/b');
  await expect(page.getByText('名称不能包含“/”')).toBeVisible();
  await page.getByTestId('category-form-name').fill(topic);
  await page.getByTestId('category-form-save').click();
  await expect(toast(page, '保存成功').first()).toBeVisible();
  await expect(page.getByTestId('category-panel').getByText(topic, { exact: true })).toBeVisible();

  // The template: the header only on the sheet 题目, the notes and examples beside it.
  await page.getByTestId('question-import').click();
  await expect(page.getByTestId('import-dialog')).toBeVisible();
  const template = await download(page, 'import-template');
  expect(template.name).toBe('题库导入模板.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(template.path);
  const sheet = book.getWorksheet('题目')!;
  expect(sheet.actualRowCount).toBe(1);
  expect(book.getWorksheet('示例')!.actualRowCount).toBe(6);
  const rows: string[][] = [
    ['单选题', `交流电频率${run}`, '50Hz', '60Hz', '', '', '', '', 'A', '2', '工频50赫兹', `${topic}/交流电`, '易', '工频'],
    ['多选题', `导体${run}`, '铜', '铝', '橡胶', '', '', '', 'AB', '4', '', topic, '中', '材料'],
    ['判断题', `湿手开关${run}`, '', '', '', '', '', '', '也许', '', '', `${topic}/安全`, '', ''],
  ];
  rows.forEach((cells, i) => sheet.getRow(i + 2).values = cells);
  const withError = Buffer.from(await book.xlsx.writeBuffer());
  await chooseFile(page, '题库.xlsx', XLSX, withError);
  await expect(page.getByTestId('import-summary')).toContainText('共 3 道题，其中 1 道有错误');
  await expect(page.getByTestId('import-summary')).toContainText(`将新建知识点：${topic}/交流电、${topic}/安全`);
  await expect(page.getByTestId('import-errors-4')).toHaveText('判断题答案须为“对”或“错”');
  await expect(page.getByTestId('import-row-4')).toContainText('第 4 行');
  await expect(page.getByTestId('import-commit')).toBeDisabled();
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/teacher-question-import-${theme}.png` });
  });

  sheet.getRow(4).getCell(9).value = '错';
  await chooseFile(page, '题库.xlsx', XLSX, Buffer.from(await book.xlsx.writeBuffer()));
  await expect(page.getByTestId('import-summary')).toContainText('共 3 道题，其中 0 道有错误');
  await page.getByTestId('import-commit').click();
  await expect(toast(page, '已导入 3 道题').first()).toBeVisible();
  await expect(page.getByTestId('import-dialog')).toBeHidden();

  // The Word sample paper imports as it is.
  await page.getByTestId('question-import').click();
  const paper = await download(page, 'import-sample-paper');
  expect(paper.name).toBe('题库导入示例.docx');
  await chooseFile(page, '试卷.docx', DOCX, await readFile(paper.path));
  await expect(page.getByTestId('import-summary')).toContainText('共 5 道题，其中 0 道有错误');
  await expect(page.getByTestId('import-row-4')).toContainText('第 4 段');
  await expect(page.getByTestId('import-row-4')).toContainText('单选题');
  await page.getByTestId('import-commit').click();
  await expect(toast(page, '已导入 5 道题').first()).toBeVisible();

  // The tree filters the list: the 知识点 with what lies below it.
  const panel = page.getByTestId('category-panel');
  await panel.getByText(topic, { exact: true }).click();
  await expect(page).toHaveURL(/category=\d+/);
  const rowsShown = page.locator('[data-testid^="question-row-"]');
  await expect(rowsShown).toHaveCount(3);
  await expect(page.getByText(`${topic}/交流电`, { exact: true })).toBeVisible();

  // Questions of the sample paper moved under it, in bulk.
  await panel.getByText('全部题目', { exact: true }).click();
  await expect(page).not.toHaveURL(/category=/);
  await page.getByTestId('question-search').fill('湿手可以操作电气开关');
  await page.getByTestId('question-search').press('Enter');
  const sample = page.locator('[data-testid^="question-row-"]').first();
  await expect(sample).toContainText('湿手可以操作电气开关');
  await sample.locator('.ant-checkbox-input').check();
  await page.getByTestId('question-move').click();
  await page.getByTestId('move-target').click();
  await page.locator('.ant-select-tree').getByTitle(topic, { exact: true }).click();
  await page.getByTestId('move-save').click();
  await expect(toast(page, '已移动 1 道题').first()).toBeVisible();
  await page.getByTestId('question-search').fill('');
  await page.getByTestId('question-search').press('Enter');
  await panel.getByText(topic, { exact: true }).click();
  await expect(rowsShown).toHaveCount(4);

  // The 知识点 exported reads back in the template's columns.
  const exported = await download(page, 'question-export');
  expect(exported.name).toMatch(new RegExp(`^题库-${topic}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  const back = new ExcelJS.Workbook();
  await back.xlsx.readFile(exported.path);
  const out = back.getWorksheet('题目')!;
  expect(out.actualRowCount).toBe(5);
  const stems = Array.from({ length: 4 }, (_, i) => out.getRow(i + 2).getCell(2).text);
  expect(stems).toContain(`导体${run}`);
  expect(stems).toContain('湿手可以操作电气开关。');

  await page.setViewportSize({ width: 1440, height: 900 });
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/teacher-question-bank-tree-${theme}.png` });
  });
});

const pad = (n: number) => String(n).padStart(2, '0');
const pickerText = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** A new learner's exam paper: the stems in the order their page shows them. */
async function paperOf(browser: Browser, request: Parameters<typeof registerViaApi>[0], title: string): Promise<string[]> {
  const learner = newLearner();
  await registerViaApi(request, learner);
  const page = await browser.newPage();
  page.on('dialog', (d) => void d.accept());
  await sessionViaApi(page, request, learner.username, learner.password);
  await page.goto('/examcenter');
  const card = page.locator('[data-testid^="exam-card-"]').filter({ hasText: title });
  await card.getByRole('button', { name: '开始考试' }).click();
  await expect(page.getByTestId('exam-paper')).toBeVisible();
  const cards = page.locator('.sc-q-card');
  await expect(cards).toHaveCount(5);
  const stems = await cards.allInnerTexts();
  await page.close();
  return stems;
}

test('a teacher builds a drawn, shuffled exam and two learners each get a paper of their own', async ({ page, request, browser }) => {
  test.setTimeout(150_000);
  const tok = await token(request, 'teacher');
  const drawTopic = `抽题${run}`;
  const category = await apiCall<{ id: number }>(request, 'post', '/api/v0/admin/question/category', tok, { name: drawTopic });
  for (let i = 0; i < 12; i++) {
    await apiCall(request, 'post', '/api/v0/admin/question', tok, {
      type: 'CHOICE', content: `抽题${run} 第${i + 1}题`, categoryId: category.id, subject: 'JavaWeb',
      metadata: { isMultiple: false, options: { A: `正确${i}`, B: '干扰一', C: '干扰二', D: '干扰三' } }, answer: ['A'],
    });
  }

  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'teacher');
  await page.goto('/teacher/exam-manager');
  await page.getByTestId('exam-create').click();
  const drawer = page.locator('.ant-drawer-content').filter({ hasText: '新建考试' });
  const title = `抽题考试${run}`;
  await drawer.getByLabel('考试名称').fill(title);
  await drawer.getByLabel('科目').fill('JavaWeb');
  await drawer.locator('.ant-drawer-title').click();
  await drawer.getByLabel('考试时长（分钟）').fill('30');
  const now = Date.now();
  const range = drawer.locator('.ant-picker-range input');
  await range.nth(0).click();
  await range.nth(0).fill(pickerText(now - 10 * 60_000));
  await range.nth(0).press('Enter');
  await range.nth(1).fill(pickerText(now + 24 * 3600_000));
  await range.nth(1).press('Enter');
  const visibility = drawer.locator('.ant-form-item').filter({ hasText: '答案公布' });
  await visibility.locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible').locator('.ant-select-item-option[title="批阅完成后公布"]').click();

  await page.getByTestId('exam-mode-drawn').click();
  await page.getByTestId('exam-rule-category-0').click();
  await page.locator('.ant-select-tree:visible').getByTitle(drawTopic, { exact: true }).click();
  await page.getByTestId('exam-rule-count-0').fill('13');
  await expect(page.getByTestId('exam-rule-pool-0')).toHaveText('仅有 12 道，不够抽取');
  await page.getByTestId('exam-rule-count-0').fill('5');
  await page.getByTestId('exam-rule-score-0').fill('4');
  await expect(page.getByTestId('exam-rule-pool-0')).toHaveText('可抽 12 道');
  await expect(page.getByTestId('exam-form-total')).toHaveText('总分 20 分 · 共 5 题');
  await page.getByTestId('exam-form-shuffle-questions').click();
  await page.getByTestId('exam-form-shuffle-options').click();
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/teacher-exam-rules-${theme}.png` });
  });
  await page.getByTestId('exam-form-save').click();
  await expect(toast(page, '保存成功').first()).toBeVisible();

  const first = await paperOf(browser, request, title);
  const second = await paperOf(browser, request, title);
  expect(first.every((text) => text.includes(`抽题${run}`))).toBe(true);
  expect(second).not.toEqual(first);
});
