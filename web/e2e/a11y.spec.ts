// Accessibility of the learner pages: axe-core (WCAG 2.1 A and AA rules) in Chromium finds no serious or critical
// violation on any page a learner opens, on a desktop and on a 375 px touch screen, in light and dark.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, lessonUrl, sessionViaApi, settle, token, useTheme, videoLearner } from './helpers';
const RUNNING_EXAM = '智能合约开发 模拟考试';

/** The serious and critical violations on the page as it is now, one line each (rule, what, where). */
async function violations(page: Page): Promise<string[]> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    // antd's (rc-tabs') own markup: on a narrow screen the tab bar's overflow button sits inside role="tablist".
    // Known and left to antd; nothing of ours is exempted by this.
    .map((v) => (v.id === 'aria-required-children' ? { ...v, nodes: v.nodes.filter((n) => !n.target.join(' ').endsWith('.ant-tabs-nav')) } : v))
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`));
}

/** A new learner who studies a demo course with a video lesson and sits the running exam, and the pages they open. */
async function learnerWithLessonAndExam(request: APIRequestContext) {
  const { username, password, lesson } = await videoLearner(request);
  const tok = await token(request, username, password);
  const { exams } = await apiCall<{ exams: { id: number; title: string }[] }>(request, 'get', '/api/v0/exam?size=100', tok);
  const exam = exams.find((e) => e.title === RUNNING_EXAM)!;
  await apiCall(request, 'post', `/api/v0/exam/${exam.id}/start`, tok, {});
  const { courses } = await apiCall<{ courses: { id: number; publicCourse: boolean }[] }>(request, 'get', '/api/v0/course?size=100', tok);
  const other = courses.find((x) => !x.publicCourse && x.id !== lesson.courseId)!;
  return {
    user: { username, password },
    pages: [
      '/studenthome',
      '/classroom',
      lessonUrl(lesson),
      '/examcenter',
      `/exam-paper/${exam.id}`,
      `/applicationmaterials?courseId=${other.id}`,
      '/examrecord',
      '/StudentProfile/basicinfo',
      '/StudentProfile/personinfo',
      '/StudentProfile/message',
      '/StudentProfile/changepwd',
      '/StudentProfile/certificate',
    ],
  };
}

for (const view of [
  { name: 'desktop light', viewport: { width: 1366, height: 860 }, theme: 'light' as const, mobile: false },
  { name: '375 px light', viewport: { width: 375, height: 812 }, theme: 'light' as const, mobile: true },
  { name: '375 px dark', viewport: { width: 375, height: 812 }, theme: 'dark' as const, mobile: true },
]) {
  test.describe(view.name, () => {
    test.use({ viewport: view.viewport, isMobile: view.mobile, hasTouch: view.mobile });

    test('the pages before signing in have no serious or critical accessibility violation', async ({ page }) => {
      await useTheme(page, view.theme);
      const found: string[] = [];
      for (const url of ['/login', '/register', '/phonelogin', '/forgetpwd', '/verify']) {
        await page.goto(url);
        found.push(...(await violations(page)).map((v) => `${url}: ${v}`));
      }
      expect(found).toEqual([]);
    });

    test('a learner’s pages have no serious or critical accessibility violation', async ({ page, request }) => {
      test.slow();
      const { user, pages } = await learnerWithLessonAndExam(request);
      await useTheme(page, view.theme);
      await sessionViaApi(page, request, user.username, user.password);
      const found: string[] = [];
      for (const url of pages) {
        await page.goto(url);
        await expect(page.getByTestId('learner-shell').or(page.getByTestId('exam-paper')).first()).toBeVisible();
        found.push(...(await violations(page)).map((v) => `${url.split('?')[0]}: ${v}`));
      }
      expect(found).toEqual([]);
    });
  });
}
