// The course pages as a person checks them (home, classroom, a video lesson, a text lesson, the teacher's course
// manager and editor, the administrator's course form) in light and dark, zh-CN, and at 375 px; the PNGs stay for a
// person to look at, and the classroom and a text lesson are compared with their baselines.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, expectFitsWidth, expectScreen, inBothThemes, sessionViaApi, settle, token, useTheme } from './helpers';

const DIR = 'screenshots';

interface Lesson {
  courseId: number;
  courseName: string;
  sectionId: number;
  sectionTitle: string;
  itemId: number;
  itemTitle: string;
}

interface Course {
  id: number;
  name: string;
  status: number | null;
  publicCourse: boolean;
}

/** The first lesson of a type among the demo student's studyable courses. */
async function lessonOfType(request: APIRequestContext, type: string): Promise<Lesson> {
  const tok = await token(request, 'student');
  const { courses } = await apiCall<{ courses: Course[] }>(request, 'get', '/api/v0/course?size=100', tok);
  for (const c of courses.filter((x) => x.status === 4 && !x.publicCourse)) {
    const { sections } = await apiCall<{ sections: { id: number; title: string; items: { id: number; type: string; title: string }[] }[] }>(request, 'get', `/api/v0/course/${c.id}/section`, tok);
    for (const s of sections) {
      const item = s.items.find((i) => i.type === type);
      if (item) return { courseId: c.id, courseName: c.name, sectionId: s.id, sectionTitle: s.title, itemId: item.id, itemTitle: item.title };
    }
  }
  throw new Error(`no ${type} lesson in the demo data`);
}

/** The lesson page: the course, the lesson's chapter, title and type, the outline with it current, the way on. */
async function expectLesson(page: Page, lesson: Lesson, typeLabel: string, wide: boolean) {
  await expect(page.getByTestId('learning-course-name')).toHaveText(lesson.courseName);
  await expect(page.getByRole('link', { name: '返回在线课堂' })).toBeVisible();
  await expect(page.getByTestId('lesson-title')).toHaveText(lesson.itemTitle);
  await expect(page.locator('.sc-lesson-title').locator('..')).toContainText(lesson.sectionTitle);
  await expect(page.locator('.sc-lesson-title + * .ant-tag').first()).toHaveText(typeLabel);
  if (wide) {
    await expect(page.getByTestId('lesson-outline')).toContainText('课程目录');
    await expect(page.getByTestId('lesson-outline')).toContainText(/已完成 \d+\/\d+/);
    await expect(page.getByTestId(`outline-item-${lesson.itemId}`)).toHaveAttribute('aria-current', 'true');
  } else {
    // Under 992 px the outline opens from a button instead.
    await expect(page.getByTestId('lesson-outline')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '目录' })).toBeVisible();
  }
  for (const [id, text] of [
    ['prev-section', '上一章'],
    ['prev-item', '上一节'],
    ['next-item', '下一节'],
    ['next-section', '下一章'],
  ]) {
    await expect(page.getByTestId(id)).toHaveText(text);
  }
  await expect(page.getByTestId('note-input')).toHaveAttribute('placeholder', '记录本节的学习要点...');
  await expect(page.getByTestId('note-save')).toHaveText('保存笔记');
}

/** A text lesson: its paragraphs and the button that marks it read (or says it is). */
async function expectTextLesson(page: Page) {
  await expect(page.getByTestId('lesson-text').locator('p').first()).not.toBeEmpty();
  const done = page.getByTestId('lesson-mark-done');
  await expect(done).toHaveText(/^(完成学习|已学完)$/);
  if ((await done.textContent()) === '已学完') await expect(done).toBeDisabled();
  else await expect(done).toBeEnabled();
}

test('screenshot /studenthome and /classroom (light and dark)', async ({ page, request }) => {
  const tok = await token(request, 'student');
  const { categories } = await apiCall<{ categories: { name: string; count: number }[] }>(request, 'get', '/api/v0/course/categories', tok);
  const trial = await apiCall<{ courses: Course[] }>(request, 'get', '/api/v0/course?page=0&size=100&publicCourse=true', tok);
  const all = await apiCall<{ totalCount: number }>(request, 'get', '/api/v0/course?page=0&size=12', tok);
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'student');

  await page.goto('/studenthome');
  const home = page.getByTestId('home-categories');
  await expect(home).toContainText('课程分类');
  // 全部课程 and each category with its count.
  const counts = home.locator('li');
  await expect(counts).toHaveText([`全部课程${categories.reduce((n, c) => n + c.count, 0)}`, ...categories.map((c) => `${c.name}${c.count}`)]);
  await expect(page.getByTestId('home-carousel').locator('.slick-slide:not(.slick-cloned)')).toHaveCount(5);
  await expect(page.getByRole('heading', { level: 2, name: '体验课程' })).toBeVisible();
  await expect(page.getByTestId('trial-grid').locator('[data-testid^="trial-card-"]')).toHaveCount(trial.courses.length);
  await expect(page.getByTestId('trial-grid').locator('[data-testid^="start-learning-"]')).toHaveText(trial.courses.map(() => '开始学习'));
  await expect(page.getByTestId('home-text-experience')).toContainText('图文体验课');
  await expect(page.getByTestId('home-video-experience')).toContainText('视频体验课');
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/studenthome-${theme}.png`, fullPage: true });
  });

  await page.goto('/classroom');
  await expect(page.getByRole('heading', { level: 1, name: '在线课堂' })).toBeVisible();
  const cards = page.getByTestId('course-grid').locator('[data-testid^="course-card-"]');
  await expect(cards).toHaveCount(Math.min(12, all.totalCount));
  // The category bar starts at 全部; every card has its fee and a status button.
  await expect(page.locator('.sc-category-bar .ant-tag-checkable-checked')).toHaveText('全部');
  await expect(page.getByTestId('course-grid').locator('[data-testid^="course-action-"]')).toHaveCount(Math.min(12, all.totalCount));
  await expect(page.getByTestId('course-grid').locator('.sc-card-foot')).toHaveCount(Math.min(12, all.totalCount));
  await page.waitForLoadState('networkidle');
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/classroom-${theme}.png`, fullPage: true });
  });
  // The ratings follow the comments other tests write, the unread count the messages they send; the year in
  // the footer changes once a year.
  await expectScreen(page, 'classroom-light.png', { mask: [page.locator('.sc-course-rating'), page.getByTestId('messages-badge').locator('sup'), page.locator('.sc-footer-copy')] });
});

test('screenshot a video and a text lesson (light and dark)', async ({ page, request }) => {
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'student');
  const video = await lessonOfType(request, 'VIDEO');
  await page.goto(`/learningcontent?courseId=${video.courseId}&sectionId=${video.sectionId}&itemId=${video.itemId}`);
  await expectLesson(page, video, '视频', true);
  const player = page.getByTestId('video-player');
  await expect.poll(async () => Number(await player.getAttribute('data-duration')), { timeout: 15_000 }).toBeGreaterThan(0);
  // A picture of the video: a frame of it decoded (HAVE_CURRENT_DATA).
  await expect.poll(() => page.evaluate(() => document.querySelector('video')?.readyState ?? 0), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await page.evaluate(() => document.querySelector('video')?.pause());
  await expect(page.getByTestId('player-play')).toBeVisible();
  await expect(page.getByTestId('player-time')).toHaveText(/^\d+:\d{2} \/ \d+:\d{2}$/);
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/video-lesson-${theme}.png`, fullPage: true });
  });

  const text = await lessonOfType(request, 'TEXT');
  await page.goto(`/learningcontent?courseId=${text.courseId}&sectionId=${text.sectionId}&itemId=${text.itemId}`);
  await expectLesson(page, text, '图文', true);
  await expectTextLesson(page);
  await expect(page.getByTestId('study-strip')).toBeVisible();
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/text-lesson-${theme}.png`, fullPage: true });
  });
  // The outline's count of lessons done and the lesson's own state follow what other tests studied, the unread
  // count the messages they send; the year in the footer changes once a year.
  await expectScreen(page, 'text-lesson-light.png', {
    fullPage: true,
    mask: [
      page.locator('.sc-outline-head .sc-note'),
      page.locator('.sc-outline-progress'),
      page.locator('.sc-outline-item .anticon-check-circle, .sc-outline-item .sc-small'),
      page.getByTestId('lesson-mark-done'),
      page.getByTestId('lesson-completed'),
      page.getByTestId('study-strip'),
      page.getByTestId('messages-badge').locator('sup'),
      page.locator('.sc-footer-copy'),
    ],
  });
});

test("screenshot the teacher's course manager and editor (light and dark)", async ({ page, request }) => {
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'teacher');
  await page.goto('/teacher/course-manager');
  await expect(page.getByRole('heading', { level: 1, name: '课程管理' })).toBeVisible();
  await expect(page.getByText('创建课程，维护章节与课程内容')).toBeVisible();
  const rows = page.locator('[data-testid^="course-row-"]');
  await expect(rows.first()).toBeVisible();
  // Each of the teacher's courses opens its chapters from the row.
  await expect(page.locator('[data-testid^="course-edit-content-"]')).toHaveCount(await rows.count());
  await expect(page.locator('.ant-table-thead th')).toContainText(['课程', '分类', '类型', '费用']);
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/course-manager-${theme}.png`, fullPage: true });
  });
  const name = await rows.last().locator('button.sc-plain-button').first().textContent();
  await page.locator('[data-testid^="course-edit-content-"]').last().click();
  const editor = page.getByTestId('course-editor');
  await expect(editor).toBeVisible();
  await expect(editor.getByRole('heading', { level: 4 })).toHaveText(name!.trim());
  await expect(editor).toContainText(/\d+ 章 · \d+ 节/);
  await expect(editor.getByRole('link', { name: /学员视角预览/ })).toBeVisible();
  await expect(page.getByTestId('section-title-input')).toHaveAttribute('placeholder', '输入章节标题，例如：第一章 课程导论');
  await expect(page.getByTestId('section-add')).toHaveText(/添加章节/);
  await expect(editor.locator('[data-testid^="editor-section-"]').first()).toBeVisible();
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/course-editor-${theme}.png` });
  });
});

test('screenshot the narrow home and a lesson', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 860 });
  await sessionViaApi(page, request, 'student');
  await page.goto('/studenthome');
  await expect(page.getByTestId('trial-grid')).toBeVisible();
  await expect(page.getByTestId('learner-menu-button')).toBeVisible();
  await expect(page.getByTestId('home-categories')).toContainText('全部课程');
  await settle(page);
  await expectFitsWidth(page);
  await page.screenshot({ path: `${DIR}/studenthome-narrow.png`, fullPage: true });
  const text = await lessonOfType(request, 'TEXT');
  await page.goto(`/learningcontent?courseId=${text.courseId}&sectionId=${text.sectionId}&itemId=${text.itemId}`);
  await expectLesson(page, text, '图文', false);
  await expectTextLesson(page);
  await settle(page);
  await expectFitsWidth(page);
  await page.screenshot({ path: `${DIR}/text-lesson-narrow.png`, fullPage: true });
});

test('screenshot the admin course list and the course form', async ({ page, request }) => {
  await sessionViaApi(page, request, 'admin');
  await page.goto('/root/general-course');
  await expect(page.locator('[data-testid^="course-row-"]').first()).toBeVisible();
  await page.getByTestId('course-create').click();
  const form = page.locator('.ant-modal-content').filter({ has: page.getByTestId('course-form-name') });
  await expect(form.locator('.ant-modal-title')).toHaveText('新建课程');
  await expect(page.getByTestId('course-form-name')).toHaveValue('');
  await expect(form.locator('.ant-form-item-required')).not.toHaveCount(0);
  await settle(page);
  await page.screenshot({ path: `${DIR}/course-form-admin.png` });
});
