// Learning progress end to end: screenshots (zh-CN, light and dark) of 学习进度, its learner drawer and the teacher's
// 学员管理, and the progress table at 768 px; the administrator filters a course's enrolled learners, exports them and
// the .xlsx holds the same rows as the API's list; the teacher messages a learner of their course, who finds the
// message in 消息中心.
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, expectTheme, inBothThemes, sessionViaApi, settle, switchSession, toast, token, useTheme, watchViolations } from './helpers';

test.describe.configure({ mode: 'serial' });

const DIR = 'screenshots';
const base = '/api/v0/admin/progress';

interface Course {
  id: number;
  name: string;
  type: number;
  learners: number;
}

interface Row {
  userId: number;
  username: string;
  name: string | null;
  courseId: number;
  courseName: string;
  status: number;
  itemsDone: number;
  itemsTotal: number;
  percent: number;
  lastStudiedAt: number | null;
  secondsStudied: number;
  examScore: number | null;
  examTotal: number | null;
  examPassed: boolean | null;
  examCompleted: boolean;
}

const rows = (page: Page) => page.locator('[data-testid^="progress-row-"]');

/** Waits for fonts, data and the last animation, then writes the screenshot. */
async function shoot(page: Page, name: string, fullPage = false) {
  await settle(page);
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage });
}

async function courses(request: APIRequestContext, tok: string): Promise<Course[]> {
  return (await apiCall<{ courses: Course[] }>(request, 'get', `${base}/course`, tok)).courses;
}

async function list(request: APIRequestContext, tok: string, query: Record<string, string | number>): Promise<{ rows: Row[]; totalCount: number }> {
  const search = new URLSearchParams(Object.entries({ page: 0, size: 100, ...query }).map(([k, v]) => [k, String(v)]));
  return apiCall(request, 'get', `${base}?${search}`, tok);
}

/** The course select's option as the page labels it. */
const courseLabel = (c: Course) => `${c.name}（${c.learners} 人）`;

async function choose(page: Page, testId: string, option: string) {
  const select = page.getByTestId(testId);
  await select.click();
  await page.locator('.ant-select-dropdown:visible').locator(`.ant-select-item-option[title="${option}"]`).click();
  await expect(select.locator('.ant-select-selection-item')).toHaveText(option);
}

/** The demo learner studies the first chapter of a course they are enrolled in: texts read, a few seconds of each medium watched. */
async function studyFirstChapter(request: APIRequestContext): Promise<{ key: string; done: number }> {
  const tok = await token(request, 'student');
  const { courses: mine } = await apiCall<{ courses: { id: number; status: number | null }[] }>(request, 'get', '/api/v0/course?size=100', tok);
  const course = mine.find((c) => c.status === 4);
  expect(course, 'the demo learner studies a course').toBeTruthy();
  const { sections } = await apiCall<{ sections: { id: number; items: { id: number; type: string }[] }[] }>(request, 'get', `/api/v0/course/${course!.id}/section`, tok);
  const at = (itemId: number) => `/api/v0/course/${course!.id}/section/${sections[0].id}/item/${itemId}/progress`;
  const timed = sections[0].items.filter((i) => i.type === 'VIDEO' || i.type === 'AUDIO');
  // The server refuses a medium watched further than the time since it started: start, wait, then report.
  for (const item of timed) await apiCall(request, 'put', at(item.id), tok, { position: 0, furthest: 0 });
  for (const item of sections[0].items.filter((i) => !timed.includes(i))) await apiCall(request, 'put', at(item.id), tok, { completed: true, progress: 100 });
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  for (const item of timed) await apiCall(request, 'put', at(item.id), tok, { position: 4, furthest: 4 });
  const me = await apiCall<{ id: number }>(request, 'get', '/api/v0/user', tok);
  return { key: `${course!.id}-${me.id}`, done: sections[0].items.length - timed.length };
}

/** The demo learner's row (course-learner key) in the course studied, and the lessons done. */
let studied: { key: string; done: number } | null = null;

test("screenshots of 学习进度, a learner's progress and 学员管理 (light and dark)", async ({ page, request }) => {
  studied ??= await studyFirstChapter(request);
  const violations = await watchViolations(page);
  const admin = await token(request, 'admin');
  const all = await list(request, admin, { size: 20 });
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'admin');
  await page.goto('/root/course-schedule');
  await expectTheme(page, 'light');
  await expect(page.getByRole('heading', { level: 1, name: '学习进度' })).toBeVisible();
  await expect(page.getByText('查看学员的课时完成情况、学习时长和考试结果，可按筛选条件导出 Excel')).toBeVisible();
  await expect(rows(page)).toHaveCount(Math.min(20, all.totalCount));
  await expect(page.getByText(`共 ${all.totalCount} 位学员`)).toBeVisible();
  await expect(page.getByTestId('progress-export')).toHaveText(/导出 Excel/);
  await expect(page.getByTestId('progress-export')).toBeEnabled();
  await expect(page.locator('.ant-table-thead th')).toContainText(['学员', '课程', '报名状态', '学习进度', '学习时长', '最近学习', '考试']);
  await inBothThemes(page, (theme) => shoot(page, `progress-${theme}`, true));

  // The demo learner's lessons and exams in the course they studied.
  await expect(page.getByTestId(`progress-row-${studied.key}`)).toContainText(new RegExp(`已学 ${studied.done} / \\d+ 课时`));
  await page.getByTestId(`progress-details-${studied.key}`).click();
  const drawer = page.getByTestId('progress-drawer');
  await expect(page.locator('.ant-drawer-title')).toHaveText('张同学的学习进度');
  await expect(drawer.locator('[data-testid^="progress-section-"]').first()).toBeVisible();
  await expect(drawer).toContainText('课时进度');
  await expect(drawer.locator('[data-testid^="progress-section-"]').first()).toContainText(`已完成 ${studied.done} /`);
  await inBothThemes(page, (theme) => shoot(page, `progress-drawer-${theme}`));
  await drawer.getByRole('button', { name: /close|关闭/i }).click();
  await expect(drawer).toBeHidden();

  // The teacher's course with the most learners.
  const [busiest] = (await courses(request, await token(request, 'teacher'))).sort((a, b) => b.learners - a.learners);
  expect(busiest?.learners, 'the demo teacher has learners').toBeGreaterThan(0);
  await switchSession(page, request, 'teacher');
  await page.goto(`/teacher/students-manager?courseId=${busiest.id}`);
  await expect(page.getByRole('heading', { level: 1, name: '学员管理' })).toBeVisible();
  await expect(page.getByText('查看所授课程学员的学习情况，并给学员发送消息')).toBeVisible();
  await expect(rows(page)).toHaveCount(Math.min(20, busiest.learners));
  await expect(page.locator('.ant-select-selection-item').filter({ hasText: busiest.name })).toHaveText(courseLabel(busiest));
  // Messaging the chosen learners opens once one is ticked.
  await expect(page.getByTestId('progress-message-selected')).toBeDisabled();
  await rows(page).first().getByRole('checkbox').check();
  await expect(page.getByTestId('progress-message-selected')).toBeEnabled();
  await inBothThemes(page, (theme) => shoot(page, `progress-students-${theme}`, true));
  expect(await violations()).toEqual([]);
});

test('学习进度 at 768 px scrolls its table sideways', async ({ page, request }) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'admin');
  await page.goto('/root/course-schedule');
  await expect(page.getByRole('heading', { level: 1, name: '学习进度' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  const box = (await page.getByTestId('progress-manager').boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(768);
  const table = page.locator('.ant-table-content, .ant-table-body').first();
  expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await shoot(page, 'progress-narrow-light', true);
});

test('the administrator filters a course’s enrolled learners and exports the same rows to Excel', async ({ page, request }) => {
  const tok = await token(request, 'admin');
  // A course with enrolled learners (the seed enrols the demo learners in several).
  let course: Course | undefined;
  let expected: Row[] = [];
  for (const c of (await courses(request, tok)).filter((c) => c.learners > 0)) {
    const answer = await list(request, tok, { courseId: c.id, status: 4 });
    if (answer.rows.length > 0) {
      course = c;
      expected = answer.rows;
      expect(answer.totalCount).toBe(answer.rows.length);
      break;
    }
  }
  expect(course, 'a course with enrolled learners').toBeTruthy();

  await sessionViaApi(page, request, 'admin');
  await page.goto('/root');
  const menu = page.getByTestId('admin-shell-menu');
  await menu.getByRole('menuitem', { name: '课程管理' }).click();
  await menu.getByRole('menuitem', { name: '学习进度' }).click();
  await expect(page).toHaveURL(/\/root\/course-schedule$/);
  await expect(page).toHaveTitle(/学习进度/);

  await choose(page, 'progress-filter-course', courseLabel(course!));
  await expect(page).toHaveURL(new RegExp(`courseId=${course!.id}`));
  await choose(page, 'progress-filter-status', '已报名');
  await expect(page).toHaveURL(/status=4/);
  await expect(rows(page)).toHaveCount(Math.min(expected.length, 20));
  await expect(page.getByText(`共 ${expected.length} 位学员`)).toBeVisible();
  for (const r of expected.slice(0, 20)) {
    const row = page.getByTestId(`progress-row-${r.courseId}-${r.userId}`);
    await expect(row).toContainText(r.username);
    await expect(row).toContainText('已报名');
    await expect(row).toContainText(`已学 ${r.itemsDone} / ${r.itemsTotal} 课时`);
  }

  const downloading = page.waitForEvent('download');
  await page.getByTestId('progress-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^学习进度-\d{8}\.xlsx$/);

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.getWorksheet('学习进度');
  expect(sheet, 'the sheet 学习进度').toBeTruthy();
  const values = (n: number) => Array.from({ length: 11 }, (_, i) => sheet!.getRow(n).getCell(i + 1).text.trim());
  expect(values(1)).toEqual(['学员账号', '姓名', '课程', '报名状态', '已学课时', '总课时', '完成度', '学习时长（分钟）', '最近学习', '考试成绩', '考试通过']);
  expect(sheet!.actualRowCount).toBe(expected.length + 1);
  expected.forEach((r, i) => {
    const [username, name, courseName, status, done, total, percent, minutes, last, score, passed] = values(i + 2);
    expect({ username, name, courseName, done, total, percent, score }).toEqual({
      username: r.username,
      name: r.name ?? '',
      courseName: r.courseName,
      done: String(r.itemsDone),
      total: String(r.itemsTotal),
      percent: `${r.percent}%`,
      score: r.examScore === null ? '' : `${r.examScore} / ${r.examTotal}`,
    });
    expect(status).toMatch(/^(已报名|已缴费)$/);
    expect(Math.abs(Number(minutes) - r.secondsStudied / 60)).toBeLessThanOrEqual(1);
    if (r.lastStudiedAt === null) expect(last).toBe('');
    else expect(last).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(['是', '否', '']).toContain(passed);
  });
});

test('the teacher messages a learner of their course, who reads it in 消息中心', async ({ page, request }) => {
  const tok = await token(request, 'teacher');
  // A course of the demo teacher's that the demo learner is in.
  let found: Row | undefined;
  for (const c of await courses(request, tok)) {
    found = (await list(request, tok, { courseId: c.id, q: 'student' })).rows.find((r) => r.username === 'student');
    if (found) break;
  }
  expect(found, 'the demo learner is in a course of the demo teacher').toBeTruthy();
  const title = `E2E${Date.now().toString().slice(-6)} 第二章学习提醒`;
  const content = '请在本周内完成第二章的视频课时，周五统一答疑。';

  await sessionViaApi(page, request, 'teacher');
  await page.goto('/teacher/course-manager');
  await page.getByRole('menuitem', { name: '学员管理' }).click();
  await expect(page).toHaveURL(/\/teacher\/students-manager$/);
  await expect(page.getByRole('heading', { level: 1, name: '学员管理' })).toBeVisible();
  await page.goto(`/teacher/students-manager?courseId=${found!.courseId}`);
  await page.getByTestId('progress-search').fill('student');
  await page.getByTestId('progress-search').press('Enter');
  const row = page.getByTestId(`progress-row-${found!.courseId}-${found!.userId}`);
  await expect(row).toBeVisible();
  await row.getByRole('checkbox').check();
  await expect(page.getByText('已选 1 位学员')).toBeVisible();
  await page.getByTestId('progress-message-selected').click();
  const dialog = page.getByTestId('progress-message-dialog');
  await expect(dialog.getByTestId('progress-message-recipients')).toHaveText('选中的 1 位学员');
  // The form asks for both fields first.
  await page.getByTestId('progress-message-submit').click();
  await expect(dialog.getByText('请输入消息标题')).toBeVisible();
  await page.getByTestId('progress-message-title').fill(title);
  await page.getByTestId('progress-message-content').fill(content);
  await page.getByTestId('progress-message-submit').click();
  await expect(toast(page, '已发送给 1 位学员')).toBeVisible();
  await expect(dialog).toBeHidden();

  await switchSession(page, request, 'student');
  await page.goto('/StudentProfile/message');
  await expect(page.getByTestId('message-page')).toBeVisible();
  const message = page.locator('[data-testid^="message-row-"]').filter({ hasText: title });
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: '查看详情' }).click();
  await expect(page.getByTestId('message-detail-course')).toContainText(content);
});
