// The question bank organised for drawing, end to end: a teacher makes a 知识点, downloads the Excel template, fills it
// (one row wrong), sees that row's error in the preview and nothing imported, fixes it and imports all; imports the
// Word sample paper; filters the list by 知识点 and moves questions there; exports the 知识点 and reads the .xlsx back.
// Screenshots of the bank with its tree and of the import preview, light and dark.
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { inBothThemes, sessionViaApi, settle, toast, useTheme } from './helpers';

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
