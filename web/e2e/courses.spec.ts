// Courses end to end: authoring with uploads, the classroom status table, searching, studying a video
// lesson against the anti-skip rules, resuming after a reload, and the guest's warnings.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, enrol, newLearner, registerViaApi, sessionViaApi, toast, openLogin } from './helpers';

interface Course {
  id: number;
  name: string;
  publicCourse: boolean;
  status: number | null;
  teacherName: string | null;
}

async function token(request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/api/v0/user/login', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function apiCall<T>(request: APIRequestContext, method: 'get' | 'post' | 'put', url: string, tok: string, data?: unknown): Promise<T> {
  const res = await request[method](url, { headers: { Authorization: `Bearer ${tok}` }, data });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}


/** A real video the server generated for its demo courses, to upload again as a teacher. */
async function demoVideo(request: APIRequestContext): Promise<Buffer> {
  const admin = await token(request, 'admin');
  const { courses } = await apiCall<{ courses: Course[] }>(request, 'get', '/api/v0/course?size=100', admin);
  for (const c of courses) {
    const { sections } = await apiCall<{ sections: { items: { type: string; contents: { content: string }[] }[] }[] }>(
      request,
      'get',
      `/api/v0/course/${c.id}/section`,
      admin,
    );
    const video = sections.flatMap((s) => s.items).find((i) => i.type === 'VIDEO');
    if (!video) continue;
    const res = await request.get(video.contents[0].content);
    expect(res.status()).toBe(200);
    return res.body();
  }
  throw new Error('the demo data holds no video lesson');
}

/** Replaces the page's session (sessionViaApi seeds only the first page load of a test). */
async function switchSession(page: Page, request: APIRequestContext, username: string, password: string) {
  const res = await request.post('/api/v0/user/login', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  const { data } = (await res.json()) as { data: { token: string; user: unknown; roles: string[] } };
  await page.context().clearCookies();
  await page.evaluate((d) => {
    localStorage.clear();
    localStorage.setItem('token', d.token);
    localStorage.setItem('userInfo', JSON.stringify(d.user));
    localStorage.setItem('userRole', d.roles[0]);
    localStorage.setItem('userRoles', JSON.stringify(d.roles));
  }, data);
}

const player = (page: Page) => page.getByTestId('video-player');
const num = async (page: Page, attr: string) => Number(await player(page).getAttribute(attr));

async function startPlayback(page: Page) {
  await expect.poll(() => num(page, 'data-duration'), { timeout: 15_000 }).toBeGreaterThan(0);
  if ((await player(page).getAttribute('data-playing')) !== 'true') await page.getByTestId('player-play').click();
  await expect(player(page)).toHaveAttribute('data-playing', 'true');
}

test('the classroom shows the demo student the button of each status', async ({ page, request }) => {
  const tok = await token(request, 'student');
  const { courses } = await apiCall<{ courses: Course[] }>(request, 'get', '/api/v0/course?size=100', tok);
  const statuses = new Set(courses.map((c) => c.status));
  for (const s of [1, 2, 3, 4, null]) expect(statuses.has(s), `demo student has a course in status ${s}`).toBe(true);

  await sessionViaApi(page, request, 'student');
  await page.goto('/classroom');
  const expected = (c: Course) =>
    c.publicCourse || c.status === 4
      ? ['study', '去学习']
      : c.status === 3
        ? ['rejected', '审核未通过，查看']
        : c.status === 2
          ? ['pay', '审核通过，去缴费']
          : c.status === 1
            ? ['pending', '待审核']
            : ['enrol', '去报名'];
  for (const c of courses.slice(0, 12)) {
    const [kind, label] = expected(c);
    const button = page.getByTestId(`course-action-${c.id}`);
    await expect(button).toHaveAttribute('data-action', kind);
    await expect(button).toHaveText(label.length === 2 ? `${label[0]} ${label[1]}` : label);
    if (kind === 'pending') await expect(button).toBeDisabled();
  }
  const noTeacher = courses.find((c) => !c.teacherName);
  if (noTeacher) await expect(page.getByTestId(`course-card-${noTeacher.id}`)).toContainText('未知教师');

  // Status 3: the dialog points to the enrolment centre; status 2 goes to /applicationmaterials.
  const rejected = courses.find((c) => c.status === 3 && !c.publicCourse)!;
  await page.getByTestId(`course-action-${rejected.id}`).click();
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText('报名审核未通过');
  await page.getByRole('button', { name: '关 闭' }).or(page.getByRole('button', { name: '关闭' })).click();
  const pay = courses.find((c) => c.status === 2 && !c.publicCourse)!;
  await page.getByTestId(`course-action-${pay.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/applicationmaterials\\?courseId=${pay.id}$`));
});

test('the header search finds courses by name, with banner, clear button and no-results view', async ({ page, request }) => {
  await sessionViaApi(page, request, 'student');
  await page.goto('/classroom');
  await page.getByTestId('course-search').fill('区块链');
  await page.getByTestId('course-search').press('Enter');
  await expect(page).toHaveURL(/\/classroom\?search=%E5%8C%BA%E5%9D%97%E9%93%BE$/);
  const banner = page.getByTestId('classroom-search-banner');
  await expect(banner).toContainText('搜索“区块链”，共找到');
  const cards = page.locator('[data-testid^="course-card-"]');
  for (const name of await cards.locator('.sc-card-title').allTextContents()) expect(name).toContain('区块链');
  await page.getByTestId('classroom-clear-search').click();
  await expect(page).toHaveURL(/\/classroom$/);
  await expect(banner).toHaveCount(0);

  await page.goto('/classroom?search=没有这门课');
  await expect(page.getByTestId('classroom-no-results')).toContainText('没有找到与“没有这门课”相关的课程');
});

test('a teacher builds a course with a video and a text lesson; a learner studies it against the anti-skip rules', async ({ page, request }) => {
  test.setTimeout(180_000);
  const name = `电工安全实操${Date.now() % 100000}`;

  // ---- the teacher authors the course -------------------------------------------------------------
  await sessionViaApi(page, request, 'teacher');
  await page.goto('/teacher/course-manager');
  await page.getByTestId('course-create').click();
  await page.getByTestId('course-form-name').fill(name);
  await page.getByTestId('course-form-category').locator('input').fill('电工');
  await page.getByTestId('course-form-fee').fill('99.5');
  await page.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(toast(page, '课程创建成功')).toBeVisible();
  await expect(page).toHaveURL(/course=\d+/);
  const courseId = Number(new URL(page.url()).searchParams.get('course'));
  const editor = page.getByTestId('course-editor');
  await expect(editor).toContainText(name);
  await expect(editor).toContainText('¥99.50');

  await page.getByTestId('section-title-input').fill('第一章 安全用电');
  await page.getByTestId('section-add').click();
  await expect(editor.locator('.sc-editor-section')).toHaveCount(1);

  const sectionAdd = editor.locator('[data-testid^="item-add-"]').first();
  await sectionAdd.click();
  const dialog = page.getByTestId('item-dialog');
  await page.getByTestId('item-title').fill('1.1 安全规程');
  await page.getByTestId('item-text').fill('作业前必须断电验电。\n\n佩戴绝缘手套和护目镜。');
  await page.getByTestId('item-save').click();
  await expect(toast(page, '保存成功').last()).toBeVisible();
  await expect(dialog).toBeHidden();

  await sectionAdd.click();
  await page.getByTestId('item-title').fill('1.2 视频讲解');
  await page.getByTestId('item-type').getByText('视频').click();
  await page.getByTestId('item-file-input').setInputFiles({ name: 'lesson.mp4', mimeType: 'video/mp4', buffer: await demoVideo(request) });
  await expect(page.getByTestId('item-file-progress')).toBeVisible();
  await expect(page.getByTestId('item-file-preview')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('item-duration')).toContainText('0:30');
  await page.getByTestId('item-save').click();
  await expect(dialog).toBeHidden();
  await expect(editor.locator('.sc-editor-item')).toHaveCount(2);
  await expect(editor.locator('.sc-editor-item').nth(1)).toContainText('0:30');

  // ---- a learner with status 4 finds it, opens the video and tries to skip ahead ----------------------
  const learner = newLearner();
  await registerViaApi(request, learner);
  enrol(learner.username, courseId, 4);
  await switchSession(page, request, learner.username, learner.password);
  await page.goto('/classroom');
  await page.getByTestId('course-search').fill(name);
  await page.getByTestId('course-search').press('Enter');
  await expect(page.getByTestId('classroom-search-banner')).toContainText('共找到 1 门课程');
  await page.getByTestId(`course-action-${courseId}`).click();
  await expect(page).toHaveURL(/\/learningcontent\?/);
  await expect(page.getByTestId('lesson-text')).toContainText('作业前必须断电验电。');

  await page.getByTestId('next-item').click();
  await expect(page.getByTestId('lesson-title')).toContainText('1.2 视频讲解');
  await startPlayback(page);
  await expect.poll(() => num(page, 'data-furthest'), { timeout: 10_000 }).toBeGreaterThan(2);

  // Seeking far ahead is pulled back to the furthest watched second.
  await page.evaluate(() => {
    document.querySelector('video')!.currentTime = 25;
  });
  await expect(toast(page, '请按顺序观看，不能跳过未观看的内容')).toBeVisible();
  const furthest = await num(page, 'data-furthest');
  expect(await page.evaluate(() => document.querySelector('video')!.currentTime)).toBeLessThan(furthest + 5);
  // Dragging on the bar stops at the watched area; ArrowRight does not pass it either.
  const bar = (await page.getByTestId('player-progress').boundingBox())!;
  await page.mouse.click(bar.x + bar.width * 0.9, bar.y + bar.height / 2);
  expect(await page.evaluate(() => document.querySelector('video')!.currentTime)).toBeLessThanOrEqual((await num(page, 'data-furthest')) + 0.5);
  await page.keyboard.press('ArrowRight');
  expect(await page.evaluate(() => document.querySelector('video')!.currentTime)).toBeLessThanOrEqual((await num(page, 'data-furthest')) + 0.5);

  // Watch on at double speed, pause around a third, reload: playback resumes there.
  await page.evaluate(() => {
    document.querySelector('video')!.playbackRate = 2;
  });
  await expect.poll(() => num(page, 'data-current'), { timeout: 20_000 }).toBeGreaterThan(8);
  await page.keyboard.press('Space');
  await expect(player(page)).toHaveAttribute('data-playing', 'false');
  await expect(toast(page, '学习进度已保存')).toBeVisible();
  const paused = await num(page, 'data-current');
  await expect(page.getByTestId(`outline-item-${(await lessonIds(page))[1]}`)).toContainText('%');

  await page.reload();
  await expect(page.getByTestId('lesson-title')).toContainText('1.2 视频讲解');
  await expect.poll(() => num(page, 'data-duration'), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(Math.abs((await num(page, 'data-current')) - paused)).toBeLessThan(1.5);

  // Reaching 90 % completes the lesson (on the server too), after which seeking is free.
  await startPlayback(page);
  await page.evaluate(() => {
    document.querySelector('video')!.playbackRate = 2;
  });
  await expect(player(page)).toHaveAttribute('data-completed', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('lesson-completed')).toBeVisible();
  const videoItem = (await lessonIds(page))[1];
  await expect(page.getByTestId(`outline-item-${videoItem}`)).toHaveAttribute('data-completed', 'true');
  await page.evaluate(() => {
    document.querySelector('video')!.currentTime = 1;
  });
  await expect.poll(() => page.evaluate(() => document.querySelector('video')!.currentTime)).toBeLessThan(5);

  const tok = await token(request, learner.username, learner.password);
  const { sections } = await apiCall<{ sections: { items: { id: number; completed: boolean }[] }[] }>(request, 'get', `/api/v0/course/${courseId}/section`, tok);
  expect(sections[0].items.find((i) => i.id === videoItem)?.completed).toBe(true);
});

async function lessonIds(page: Page): Promise<number[]> {
  const ids = await page.locator('[data-testid^="outline-item-"]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-testid')!.replace('outline-item-', ''))));
  return ids;
}

test('a guest sees the warnings: enrolling, and trial courses without chapters or lessons', async ({ page, request }) => {
  const teacher = await token(request, 'teacher');
  const empty = await apiCall<{ id: number }>(request, 'post', '/api/v0/admin/course', teacher, {
    name: `空体验课${Date.now() % 100000}`,
    category: '测试',
    type: 1,
    fee: 0,
    publicCourse: true,
  });

  await openLogin(page);
  await page.getByTestId('guest-login').click();
  await expect(page).toHaveURL(/\/classroom$/);

  const { courses } = await apiCall<{ courses: Course[] }>(request, 'get', '/api/v0/course?size=100', teacher);
  const closed = courses.find((c) => !c.publicCourse)!;
  await page.getByTestId(`course-action-${closed.id}`).click();
  await expect(toast(page, '请先注册登录后再尝试报名')).toBeVisible();
  await expect(page).toHaveURL(/\/classroom$/);

  await page.goto('/studenthome');
  await expect(page.getByTestId('home-carousel')).toBeVisible();
  await expect(page.getByTestId('home-categories')).toContainText('全部课程');
  await page.getByTestId(`start-learning-${empty.id}`).click();
  await expect(toast(page, '该课程暂无章节内容')).toBeVisible();

  await apiCall(request, 'post', `/api/v0/admin/course/${empty.id}/section`, teacher, { title: '第一章' });
  await page.reload();
  await page.getByTestId(`start-learning-${empty.id}`).click();
  await expect(toast(page, '该章节暂无课程内容')).toBeVisible();

  // A trial course with lessons opens read-only for the guest (progress stays in the browser).
  const trial = courses.find((c) => c.publicCourse && c.id !== empty.id)!;
  await page.getByTestId(`start-learning-${trial.id}`).click();
  await expect(page).toHaveURL(/\/learningcontent\?/);
  await expect(page.getByText('游客模式：学习进度和笔记仅保存在本机浏览器中')).toBeVisible();
});

test('learning content without a course id goes back to the classroom', async ({ page, request }) => {
  await sessionViaApi(page, request, 'student');
  await page.goto('/learningcontent');
  await expect(toast(page, '课程ID不能为空')).toBeVisible();
  await expect(page).toHaveURL(/\/classroom$/);
});

test('the experience courses keep their progress and finish every chapter', async ({ page, request }) => {
  await sessionViaApi(page, request, 'student');
  await page.goto('/textexperience?courseTitle=%E4%BD%93%E9%AA%8C');
  await expect(page.getByTestId('experience-page')).toBeVisible();
  await page.getByTestId('chapter-ch2').click();
  await expect(page.getByTestId('chapter-ch1')).toHaveAttribute('data-completed', 'true');
  await page.getByTestId('experience-finish').click();
  await expect(toast(page, '已完成全部章节的学习')).toBeVisible();
  for (const ch of ['ch1', 'ch2', 'ch3', 'ch4']) await expect(page.getByTestId(`chapter-${ch}`)).toHaveAttribute('data-completed', 'true');
  await page.reload();
  await expect(page.getByTestId('chapter-ch4')).toHaveAttribute('data-completed', 'true');
  await page.getByTestId('experience-back').click();
  await expect(page).toHaveURL(/\/studenthome$/);

  await page.goto('/video-experience');
  await expect(page.getByTestId('video-player')).toBeVisible();
});
