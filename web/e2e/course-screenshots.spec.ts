// Screenshots of the course pages (home, classroom, a video lesson, a text lesson, the teacher's course
// editor) in light and dark, zh-CN, for a person to look at.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, sessionViaApi, settle } from './helpers';

const DIR = 'screenshots';

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((t) => {
    localStorage.setItem('theme', t);
    localStorage.setItem('lang', 'zh-CN');
  }, theme);
}


interface Lesson {
  courseId: number;
  sectionId: number;
  itemId: number;
}

/** The first lesson of a type among the demo student's studyable courses. */
async function lessonOfType(request: APIRequestContext, type: string): Promise<Lesson> {
  const login = await request.post('/api/v0/user/login', { data: { username: 'student', password: DEMO_PASSWORD } });
  const tok = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { Authorization: `Bearer ${tok}` };
  const list = (await (await request.get('/api/v0/course?size=100', { headers })).json()) as { data: { courses: { id: number; status: number | null; publicCourse: boolean }[] } };
  for (const c of list.data.courses.filter((x) => x.status === 4 && !x.publicCourse)) {
    const res = (await (await request.get(`/api/v0/course/${c.id}/section`, { headers })).json()) as {
      data: { sections: { id: number; items: { id: number; type: string }[] }[] };
    };
    for (const s of res.data.sections) {
      const item = s.items.find((i) => i.type === type);
      if (item) return { courseId: c.id, sectionId: s.id, itemId: item.id };
    }
  }
  throw new Error(`no ${type} lesson in the demo data`);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test(`screenshot /studenthome and /classroom (${theme})`, async ({ page, request }) => {
      await useTheme(page, theme);
      await sessionViaApi(page, request, 'student');
      await page.goto('/studenthome');
      await expect(page.getByTestId('trial-grid')).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `${DIR}/studenthome-${theme}.png`, fullPage: true });
      await page.goto('/classroom');
      await expect(page.getByTestId('course-grid')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await settle(page);
      await page.screenshot({ path: `${DIR}/classroom-${theme}.png`, fullPage: true });
    });

    test(`screenshot a video and a text lesson (${theme})`, async ({ page, request }) => {
      await useTheme(page, theme);
      await sessionViaApi(page, request, 'student');
      const video = await lessonOfType(request, 'VIDEO');
      await page.goto(`/learningcontent?courseId=${video.courseId}&sectionId=${video.sectionId}&itemId=${video.itemId}`);
      const player = page.getByTestId('video-player');
      await expect.poll(async () => Number(await player.getAttribute('data-duration')), { timeout: 15_000 }).toBeGreaterThan(0);
      // A picture of the video: a frame of it decoded (HAVE_CURRENT_DATA).
      await expect.poll(() => page.evaluate(() => document.querySelector('video')?.readyState ?? 0), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
      await page.evaluate(() => document.querySelector('video')?.pause());
      await settle(page);
      await page.screenshot({ path: `${DIR}/video-lesson-${theme}.png`, fullPage: true });

      const text = await lessonOfType(request, 'TEXT');
      await page.goto(`/learningcontent?courseId=${text.courseId}&sectionId=${text.sectionId}&itemId=${text.itemId}`);
      await expect(page.getByTestId('lesson-text')).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `${DIR}/text-lesson-${theme}.png`, fullPage: true });
    });

    test(`screenshot the teacher's course manager and editor (${theme})`, async ({ page, request }) => {
      await useTheme(page, theme);
      await sessionViaApi(page, request, 'teacher');
      await page.goto('/teacher/course-manager');
      await expect(page.locator('[data-testid^="course-row-"]').first()).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `${DIR}/course-manager-${theme}.png`, fullPage: true });
      await page.locator('[data-testid^="course-edit-content-"]').last().click();
      await expect(page.getByTestId('course-editor')).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `${DIR}/course-editor-${theme}.png` });
    });
  });
}

test('screenshot the narrow home and a lesson', async ({ page, request }) => {
  await page.setViewportSize({ width: 420, height: 860 });
  await sessionViaApi(page, request, 'student');
  await page.goto('/studenthome');
  await expect(page.getByTestId('trial-grid')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${DIR}/studenthome-narrow.png`, fullPage: true });
  const text = await lessonOfType(request, 'TEXT');
  await page.goto(`/learningcontent?courseId=${text.courseId}&sectionId=${text.sectionId}&itemId=${text.itemId}`);
  await expect(page.getByTestId('lesson-text')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${DIR}/text-lesson-narrow.png`, fullPage: true });
});

test('screenshot the admin course list and the course form', async ({ page, request }) => {
  await sessionViaApi(page, request, 'admin');
  await page.goto('/root/general-course');
  await expect(page.locator('[data-testid^="course-row-"]').first()).toBeVisible();
  await page.getByTestId('course-create').click();
  await expect(page.getByTestId('course-form-name')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${DIR}/course-form-admin.png` });
});
