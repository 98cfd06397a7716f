// Course comments end to end: a learner rates and comments a course they study and sees it in the list and on the
// course card; the administrator replies in the comment center (/root/student-course) and hides the comment with a
// reason; the learner then sees the reply and the hidden notice, and the card's average leaves the hidden rating
// out. Screenshots (zh-CN, light and dark) of the course's comments and of the comment center.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiCall, expectFitsWidth, expectTheme, inBothThemes, newLearner, registerViaApi, sessionViaApi, settle, switchSession, toast, token, useTheme } from './helpers';

test.describe.configure({ mode: 'serial' });

const DIR = 'screenshots';
const MINE = '课程案例很实用，跟着做完了第一个爬虫。\n希望多加一些练习题！';
const REPLY = '感谢反馈，下个月会补充练习题。';
const REASON = '评价中包含联系方式';

interface Course {
  id: number;
  name: string;
  status: number | null;
  publicCourse: boolean;
  rating: number | null;
  ratingCount: number;
}

/** The course the demo learner studies (status 4) that other new learners may comment on too (a trial course). */
async function studiedCourse(request: APIRequestContext): Promise<Course> {
  const tok = await token(request, 'student');
  const { courses } = await apiCall<{ courses: Course[] }>(request, 'get', '/api/v0/course?size=100', tok);
  const course = courses.find((c) => c.status === 4 && c.publicCourse) ?? courses.find((c) => c.status === 4);
  expect(course, 'the demo learner studies a course').toBeTruthy();
  return course!;
}

/** Two other learners rate the course 5 stars, one of them answered by the administrator. */
async function othersComment(request: APIRequestContext, courseId: number) {
  const texts = ['老师讲得很细致，零基础也能听懂。', '视频清晰，配套资料齐全，推荐！'];
  const ids: number[] = [];
  for (const content of texts) {
    const learner = newLearner();
    await registerViaApi(request, learner);
    const tok = await token(request, learner.username, learner.password);
    ids.push((await apiCall<{ id: number }>(request, 'put', `/api/v0/course/${courseId}/comment`, tok, { rating: 5, content })).id);
  }
  const admin = await token(request, 'admin');
  await apiCall(request, 'put', `/api/v0/admin/comment/${ids[0]}`, admin, { reply: '谢谢支持，祝学习顺利！' });
}


let course: Course;
let commentId: number;

test('a learner comments, the administrator replies and hides it, the learner sees both', async ({ page, request }) => {
  test.setTimeout(120_000);
  course = await studiedCourse(request);
  const partners = course.publicCourse;
  if (partners) await othersComment(request, course.id);

  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'student');
  await page.goto(`/course-detail?courseId=${course.id}`);
  const section = page.getByTestId('course-comments');
  const form = section.getByTestId('comment-form');
  await expect(form).toBeVisible();

  // The client asks for the stars and the text first.
  await section.getByTestId('comment-submit').click();
  await expect(form).toContainText('请选择1到5星的评分');
  await expect(form).toContainText('请输入评价内容');

  await form.locator('.ant-rate-star').nth(3).click();
  await section.getByTestId('comment-content').fill(MINE);
  await section.getByTestId('comment-submit').click();
  await expect(toast(page, '评价已保存')).toBeVisible();
  const mine = section.getByTestId('comment-mine');
  await expect(mine).toContainText('希望多加一些练习题');
  await expect(section.getByTestId('comment-list')).toContainText('跟着做完了第一个爬虫');
  await expect(section.getByTestId('comment-average')).toHaveText(partners ? '4.7' : '4.0');
  await expect(section.getByTestId('comment-distribution-4')).toContainText('1');

  // The course card shows the new average and count.
  await page.goto(`/classroom?search=${encodeURIComponent(course.name)}`);
  const rating = page.getByTestId(`course-rating-${course.id}`);
  await expect(rating).toContainText(partners ? '4.7' : '4.0');
  await expect(rating).toContainText(partners ? '(3)' : '(1)');

  // The administrator replies and hides it in the comment center.
  await switchSession(page, request, 'admin');
  await page.goto('/root');
  await page.getByRole('menuitem', { name: '课程管理' }).click();
  await page.getByRole('menuitem', { name: '评论中心' }).click();
  await expect(page).toHaveURL(/\/root\/student-course/);
  await page.getByTestId('comment-search').fill('第一个爬虫');
  await page.getByTestId('comment-search').press('Enter');
  const row = page.locator('[data-testid^="comment-row-"]').filter({ hasText: '第一个爬虫' });
  await expect(row).toHaveCount(1);
  commentId = Number((await row.getAttribute('data-testid'))!.replace('comment-row-', ''));
  await expect(row).toContainText(course.name);
  await expect(row).toContainText('已发布');

  await page.getByTestId(`comment-reply-${commentId}`).click();
  await page.getByTestId('moderation-reply').fill(REPLY);
  await page.getByTestId('moderation-submit').click();
  await expect(toast(page, '回复已保存')).toBeVisible();
  await expect(row).toContainText(REPLY);

  await page.getByTestId(`comment-hide-${commentId}`).click();
  const dialog = page.getByTestId('moderation-dialog-hide');
  await page.getByTestId('moderation-submit').click();
  await expect(dialog).toContainText('隐藏或删除评价时请填写原因');
  await page.getByTestId('moderation-reason').fill(REASON);
  await page.getByTestId('moderation-submit').click();
  await expect(toast(page, '评价已隐藏')).toBeVisible();
  await expect(row).toContainText('已隐藏');
  await expect(page.getByTestId(`comment-show-${commentId}`)).toBeVisible();

  await page.getByTestId(`comment-events-${commentId}`).click();
  const trail = page.getByTestId('comment-trail');
  await expect(trail.getByTestId('comment-event-hide')).toContainText(REASON);
  await expect(trail.getByTestId('comment-event-reply')).toContainText(REPLY);

  // The learner sees the reply and that the comment is hidden; the public list and the average leave it out.
  await switchSession(page, request, 'student');
  await page.goto(`/course-detail?courseId=${course.id}`);
  await expect(section.getByTestId('comment-hidden-notice')).toHaveText('该评价已被隐藏，仅您自己可见');
  await expect(section.getByTestId('comment-mine-reply')).toContainText(REPLY);
  await expect(section.getByTestId('comment-mine-reply')).toContainText('老师回复');
  await expect(section).not.toContainText('评价中包含联系方式');
  if (partners) {
    await expect(section.getByTestId('comment-list')).not.toContainText('第一个爬虫');
    await expect(section.getByTestId('comment-average')).toHaveText('5.0');
  } else {
    await expect(section.getByTestId('comments-empty')).toBeVisible();
  }
  await page.goto(`/classroom?search=${encodeURIComponent(course.name)}`);
  await expect(page.getByTestId(`course-card-${course.id}`)).toBeVisible();
  if (partners) await expect(rating).toContainText('(2)');
  else await expect(rating).toHaveCount(0);
});

test('screenshots of the course comments and the comment center (light and dark)', async ({ page, request }) => {
  expect(course, 'the course commented on by the first test').toBeDefined();
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'student');
  await page.goto(`/course-detail?courseId=${course.id}`);
  await expectTheme(page, 'light');
  const section = page.getByTestId('course-comments');
  await expect(section).toContainText('课程评价');
  // The learner's own comment: hidden by the administrator, with the reply, the stars and the two buttons.
  const mine = section.getByTestId('comment-mine');
  await expect(mine).toContainText('我的评价');
  await expect(mine).toContainText('希望多加一些练习题！');
  await expect(mine.locator('.ant-rate-star-full')).toHaveCount(4);
  await expect(section.getByTestId('comment-hidden-notice')).toHaveText('该评价已被隐藏，仅您自己可见');
  await expect(section.getByTestId('comment-mine-reply')).toContainText(REPLY);
  await expect(section.getByTestId('comment-edit')).toBeEnabled();
  await expect(section.getByTestId('comment-delete')).toBeEnabled();
  if (course.publicCourse) {
    // The two other learners' five stars; the hidden comment's four are left out.
    await expect(section.getByTestId('comment-average')).toHaveText('5.0');
    await expect(section.getByTestId('comment-summary')).toContainText('2 人评价');
    for (const stars of [5, 4, 3, 2, 1]) await expect(section.getByTestId(`comment-distribution-${stars}`)).toContainText(`${stars}星`);
  }
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await section.screenshot({ path: `${DIR}/comments-course-${theme}.png` });
  });

  await switchSession(page, request, 'admin');
  await page.goto('/root/student-course');
  await expect(page.getByRole('heading', { level: 1, name: '评论中心' })).toBeVisible();
  await expect(page.getByText('查看并管理学员对课程的评价：回复、隐藏或删除')).toBeVisible();
  const row = page.getByTestId(`comment-row-${commentId}`);
  await expect(row).toContainText(course.name);
  await expect(row).toContainText('已隐藏');
  await expect(row).toContainText(REPLY);
  // A hidden comment offers 恢复显示 instead of 隐藏.
  await expect(page.getByTestId(`comment-show-${commentId}`)).toBeVisible();
  await expect(page.getByTestId(`comment-hide-${commentId}`)).toHaveCount(0);
  await expect(page.getByText(/^共 \d+ 条评价$/)).toBeVisible();
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/comments-center-${theme}.png`, fullPage: true });
  });
});

test('screenshot of the course cards with ratings at 420 px', async ({ page, request }) => {
  expect(course, 'the course commented on by the first test').toBeDefined();
  await page.setViewportSize({ width: 420, height: 860 });
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'student');
  await page.goto('/classroom');
  const card = page.getByTestId(`course-card-${course.id}`);
  await expect(card).toBeVisible();
  await expect(card.locator('.sc-card-title')).toHaveText(course.name);
  // The hidden rating is left out of the card's count.
  if (course.publicCourse) await expect(page.getByTestId(`course-rating-${course.id}`)).toContainText('(2)');
  else await expect(page.getByTestId(`course-rating-${course.id}`)).toHaveCount(0);
  await expect(card.locator('[data-testid^="course-action-"]')).toBeVisible();
  await settle(page);
  await expectFitsWidth(page);
  await card.screenshot({ path: `${DIR}/comments-card-420.png` });
});
