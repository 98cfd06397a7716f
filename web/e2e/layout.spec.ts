// Pages as a user sees them at their usual widths: a 404 inside the learner shell has the shell's header only; the
// comment center and the teacher's course table show every column whole at 1366 px; the distributor's funnel of an
// empty period says so instead of drawing blocks of 0. Screenshots in light, dark, en-US and (learner pages) 390 px.
import { expect, test, type Page } from '@playwright/test';
import { apiCall, newLearner, token, registerViaApi, sessionViaApi, settle } from './helpers';

const DIR = 'screenshots';

const VIEWS = [
  { name: 'light', theme: 'light', lang: 'zh-CN', width: 1366 },
  { name: 'dark', theme: 'dark', lang: 'zh-CN', width: 1366 },
  { name: 'en-US', theme: 'light', lang: 'en-US', width: 1366 },
  { name: '390', theme: 'light', lang: 'zh-CN', width: 390 },
] as const;
type View = (typeof VIEWS)[number];

async function useView(page: Page, v: View) {
  await page.setViewportSize({ width: v.width, height: 860 });
  await page.addInitScript(({ theme, lang }) => {
    localStorage.setItem('theme', theme);
    localStorage.setItem('lang', lang);
  }, v);
}


/** Every table on the page shows all its columns: nothing to scroll sideways, the last header cell inside the table. */
async function expectWholeColumns(page: Page) {
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  const tables = await page.locator('.ant-table-content, .ant-table-body').evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      const headers = el.closest('.ant-table')!.querySelectorAll('thead th');
      const last = headers[headers.length - 1].getBoundingClientRect();
      return { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, lastRight: Math.round(last.right), right: Math.round(box.right) };
    }),
  );
  expect(tables.length).toBeGreaterThan(0);
  for (const t of tables) {
    expect(t.scrollWidth, 'no column scrolled out of view').toBeLessThanOrEqual(t.clientWidth);
    expect(t.lastRight, 'the last column ends inside the table').toBeLessThanOrEqual(t.right);
  }
}

for (const v of VIEWS) {
  test(`a 404 inside the learner shell has one header (${v.name})`, async ({ page, request }) => {
    await useView(page, v);
    const tok = await token(request, 'student');
    const { examRecords } = await apiCall<{ examRecords: { examId: number }[] }>(request, 'get', '/api/v0/exam/record?page=0&size=10', tok);
    expect(examRecords.length, 'the demo student has exam records').toBeGreaterThan(0);
    await sessionViaApi(page, request, 'student');
    // A submission id that is not this learner's record of the exam names nothing.
    await page.goto(`/exam-result/${examRecords[0].examId}/999999999`);
    await expect(page.getByTestId('learner-shell')).toBeVisible();
    await expect(page.getByTestId('page-not-found')).toBeVisible();
    await expect(page.locator('header')).toHaveCount(1);
    await expect(page.getByTestId('page-not-found')).toContainText(v.lang === 'en-US' ? 'Sorry, the page you visited does not exist' : '抱歉，您访问的页面不存在');
    if (v.width < 768) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), 'nothing scrolls sideways').toBe(true);
    await settle(page);
    await page.screenshot({ path: `${DIR}/learner-not-found-${v.name}.png`, fullPage: true });
  });
}

test.describe('staff tables at 1366 px', () => {
  test.beforeAll(async ({ request }) => {
    // Two comments with replies, so the comment center has rows.
    const student = await token(request, 'student');
    const { courses } = await apiCall<{ courses: { id: number; status: number | null; publicCourse: boolean }[] }>(request, 'get', '/api/v0/course?size=100', student);
    const course = courses.find((c) => c.status === 4 && c.publicCourse) ?? courses.find((c) => c.status === 4)!;
    const admin = await token(request, 'admin');
    for (const content of ['老师讲得很细致，零基础也能听懂。', '视频清晰，配套资料齐全，推荐！课程案例很实用，跟着做完了第一个项目，希望多加一些练习题。']) {
      const learner = newLearner();
      await registerViaApi(request, learner);
      const tok = await token(request, learner.username, learner.password);
      const { id } = await apiCall<{ id: number }>(request, 'put', `/api/v0/course/${course.id}/comment`, tok, { rating: 5, content });
      await apiCall(request, 'put', `/api/v0/admin/comment/${id}`, admin, { reply: '感谢反馈，下个月会补充练习题与案例讲解。' });
    }
  });

  for (const v of VIEWS.filter((view) => view.width === 1366)) {
    test(`the comment center shows every column whole (${v.name})`, async ({ page, request }) => {
      await useView(page, v);
      await sessionViaApi(page, request, 'admin');
      await page.goto('/root/student-course');
      await expectWholeColumns(page);
      await settle(page);
      await page.screenshot({ path: `${DIR}/comment-center-1366-${v.name}.png`, fullPage: true });
    });

    test(`the teacher's course table shows every column whole (${v.name})`, async ({ page, request }) => {
      await useView(page, v);
      await sessionViaApi(page, request, 'teacher');
      await page.goto('/teacher/course-manager');
      await expectWholeColumns(page);
      await settle(page);
      await page.screenshot({ path: `${DIR}/teacher-courses-1366-${v.name}.png`, fullPage: true });
    });

    test(`the administrator's course table shows every column whole (${v.name})`, async ({ page, request }) => {
      await useView(page, v);
      await sessionViaApi(page, request, 'admin');
      await page.goto('/root/general-course');
      await expectWholeColumns(page);
    });
  }
});

for (const v of VIEWS.filter((view) => view.width === 1366)) {
  test(`the distributor's funnel of an empty period is an empty state (${v.name})`, async ({ page, request }) => {
    await useView(page, v);
    await sessionViaApi(page, request, 'distributor');
    await page.goto('/distributor?from=2020-01-01&to=2020-01-31');
    const funnel = page.getByTestId('dd-funnel');
    await expect(funnel.getByTestId('dd-funnel-empty')).toContainText(v.lang === 'en-US' ? 'No learners registered in this period' : '本时间段内暂无注册学员');
    await expect(funnel.locator('canvas')).toHaveCount(0);
    // The daily bars are drawn still (a row of empty days).
    await expect(page.getByTestId('dd-chart-daily').locator('canvas')).toHaveCount(1, { timeout: 20_000 });
    await settle(page);
    await page.screenshot({ path: `${DIR}/distributor-empty-period-${v.name}.png`, fullPage: true });

    // A period with sparse days: the daily chart draws bars (looked at in the screenshot).
    await page.goto('/distributor?period=90');
    await expect(page.getByTestId('dd-chart-funnel').locator('canvas')).toHaveCount(1, { timeout: 20_000 });
    await settle(page);
    await page.getByTestId('dd-daily').screenshot({ path: `${DIR}/distributor-daily-bars-${v.name}.png` });
  });
}
