// Classes and learners imported in bulk, end to end: an administrator opens a class, downloads the learner template,
// fills it (one row wrong), sees that row's errors and nothing imported, fixes it and imports the class with printed
// initial passwords; the class lists the learners enrolled, the roster downloads with their rows; an imported learner
// logs in with the initial password and must change it before anything else. Screenshots of the class list, the
// import preview and the class page (light and dark), and of the first-login page at 375 px (light and dark).
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { expectFitsWidth, inBothThemes, loginThroughForm, sessionViaApi, settle, toast, useTheme } from './helpers';

const DIR = 'screenshots';
const run = Date.now().toString().slice(-6);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A valid 18-digit ID number born on 1990-03-dd (GB 11643 check digit), odd order digit: 男. */
function idNumber(day: number, order: number): string {
  const body = `11010119900${3}${String(day).padStart(2, '0')}${String(order).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * weights[i], 0);
  return body + '10X98765432'[sum % 11];
}

async function download(page: Page, testId: string) {
  const downloading = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  const file = await downloading;
  return { path: await file.path(), name: file.suggestedFilename() };
}

test('an administrator imports a class from the template and an imported learner changes the initial password first', async ({ page, request }) => {
  test.setTimeout(120_000);
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'admin');
  await page.setViewportSize({ width: 1366, height: 860 });
  await page.goto('/root/classes');
  await expect(page.getByTestId('classes-page')).toBeVisible();

  // Open a class.
  const name = `低压电工${run}班`;
  await page.getByTestId('classes-create').click();
  const dialog = page.getByTestId('class-dialog');
  await dialog.getByTestId('class-course').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await dialog.getByTestId('class-name').fill(name);
  await dialog.locator('.ant-picker-range input').first().fill('2026-12-01');
  await dialog.locator('.ant-picker-range input').nth(1).fill('2026-12-20');
  await dialog.locator('.ant-picker-range input').nth(1).press('Enter');
  await dialog.getByTestId('class-place').fill('天河区培训楼 301');
  await dialog.getByTestId('class-capacity').fill('30');
  await page.getByTestId('class-submit').click();
  await expect(toast(page, '班级已创建').first()).toBeVisible();
  const row = page.getByTestId(/^class-row-/).filter({ hasText: name });
  await expect(row).toContainText('0 / 30 人');
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/admin-classes-${theme}.png` });
  });
  await row.getByRole('link', { name }).click();
  await expect(page.getByTestId('class-page')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // The template, filled with one wrong row: its errors, and nothing imported.
  await page.getByTestId('class-import').click();
  const importing = page.getByTestId('learner-import-dialog');
  await expect(importing.getByTestId('learner-import-target')).toContainText(name);
  const template = await download(page, 'learner-import-template');
  expect(template.name).toBe('学员导入模板.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(template.path);
  const sheet = book.getWorksheet('学员')!;
  expect(sheet.getRow(1).values).toEqual([undefined, '姓名', '手机号', '身份证号', '性别', '学历', '工作单位', '邮箱']);
  const phones = [`137${run}01`, `137${run}02`];
  const order = 100 + (Number(run) % 400) * 2;
  const ids = [idNumber(7, order + 1), idNumber(8, order)];
  const rows = [
    ['李明', phones[0], ids[0], '', '高中', '某建筑工程有限公司', ''],
    ['王', phones[1], ids[1].slice(0, 17) + (ids[1][17] === '0' ? '1' : '0'), '女', '博士后', '', ''],
  ];
  rows.forEach((cells, i) => (sheet.getRow(i + 2).values = cells));
  await importing.getByTestId('learner-import-file').setInputFiles({ name: '学员名单.xlsx', mimeType: XLSX, buffer: Buffer.from(await book.xlsx.writeBuffer()) });
  await expect(importing.getByTestId('learner-import-summary')).toContainText('共 2 行，1 行有错误');
  const errors = importing.getByTestId('learner-import-errors-3');
  await expect(errors).toContainText('姓名：姓名为 2–20 个字');
  await expect(errors).toContainText('身份证号：身份证号校验位不正确，请核对');
  await expect(errors).toContainText('学历：学历选项无效');
  await expect(page.getByTestId('learner-import-commit')).toBeDisabled();
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/admin-learner-import-${theme}.png` });
  });

  // Fixed: both rows import, enrolled, with passwords to print.
  sheet.getRow(3).values = ['王芳', phones[1], ids[1], '女', '大专', '', ''];
  await importing.getByTestId('learner-import-file').setInputFiles({ name: '学员名单.xlsx', mimeType: XLSX, buffer: Buffer.from(await book.xlsx.writeBuffer()) });
  await expect(importing.getByTestId('learner-import-summary')).toContainText('共 2 行，0 行有错误');
  await page.getByTestId('learner-import-commit').click();
  await expect(importing.getByTestId('learner-import-done')).toContainText('已创建 2 个学员账号');
  const sheetRows = importing.getByTestId('learner-import-sheet').locator('tbody tr');
  await expect(sheetRows).toHaveCount(2);
  await expect(sheetRows.first()).toContainText('李明');
  const password = (await sheetRows.first().locator('.cl-password').textContent())!.trim();
  expect(password).toMatch(/^[A-Za-z2-9]{10}$/);
  await page.getByTestId('learner-import-close').click();

  // The class: both learners, enrolled; the roster has their rows.
  await expect(page.getByTestId('class-seats')).toHaveText('2 / 30 人');
  await expect(page.getByTestId(/^member-row-/)).toHaveCount(2);
  await expect(page.getByTestId(/^member-row-/).first()).toContainText('已报名');
  await expect(page.getByTestId(/^member-row-/).first()).toContainText(ids[0]);
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/admin-class-${theme}.png` });
  });
  const roster = await download(page, 'class-roster');
  expect(roster.name).toBe(`花名册-${name}.xlsx`);
  const rosterBook = new ExcelJS.Workbook();
  await rosterBook.xlsx.readFile(roster.path);
  const rosterSheet = rosterBook.getWorksheet('花名册')!;
  expect(rosterSheet.getRow(1).values).toEqual([undefined, '序号', '姓名', '性别', '身份证号', '手机号', '学历', '工作单位', '学时', '考试成绩', '是否合格', '证书编号']);
  expect(rosterSheet.getRow(2).getCell(2).value).toBe('李明');
  expect(rosterSheet.getRow(2).getCell(3).value).toBe('男');
  expect(rosterSheet.getRow(3).getCell(2).value).toBe('王芳');

  // The imported learner's first login: the initial password is changed before anything else.
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize({ width: 375, height: 812 });
  await loginThroughForm(page, phones[0], password);
  await expect(page).toHaveURL(/\/initial-password$/);
  await expect(page.getByTestId('initial-password')).toBeVisible();
  await page.goto('/examcenter');
  await expect(page).toHaveURL(/\/initial-password$/);
  await expectFitsWidth(page);
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/learner-initial-password-375-${theme}.png` });
  });
  const form = page.getByTestId('password-form');
  await form.locator('input').nth(0).fill(password);
  await form.locator('input').nth(1).fill(`Mine${run}ok`);
  await form.locator('input').nth(2).fill(`Mine${run}ok`);
  await page.getByTestId('password-save').click();
  await expect(page).not.toHaveURL(/\/initial-password$/);
  await expect(page.getByTestId('learner-shell')).toBeVisible();
});

test('a head teacher reads the classes they lead, with identities masked and nothing to change', async ({ page, request }) => {
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'teacher');
  await page.setViewportSize({ width: 1366, height: 860 });
  await page.goto('/teacher/classes');
  await expect(page.getByTestId('classes-page')).toBeVisible();
  await expect(page.getByTestId('classes-create')).toHaveCount(0);
  const demo = page.getByTestId(/^class-row-/).filter({ hasText: '2026年冬季一班' });
  await expect(demo).toBeVisible();
  await demo.getByRole('link').click();
  await expect(page).toHaveURL(/\/teacher\/classes\/\d+$/);
  await expect(page.getByTestId(/^member-row-/).first()).toContainText('**********');
  await expect(page.getByTestId('class-add')).toHaveCount(0);
  await expect(page.getByTestId('class-roster')).toBeEnabled();
  await expect(page.getByText('身份证号和手机号已部分隐藏')).toBeVisible();
});
