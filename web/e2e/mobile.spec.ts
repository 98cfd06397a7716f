// The learner journeys on a phone: a 375 × 812 touch screen at device scale 2, as a learner's phone shows them. Each
// journey asserts what the learner checks with a thumb (the questions first, the time always in sight, targets large
// enough to touch, nothing wider than the screen) and is photographed in light and dark.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall, expectFitsWidth, inBothThemes, lessonUrl, newLearner, registerViaApi, sessionViaApi, settle, token, videoLearner } from './helpers';

const DIR = 'screenshots';
const RUNNING_EXAM = '智能合约开发 模拟考试';
/** The least height of a target a thumb presses (Apple and Material ask 44–48 px). */
const TOUCH_PX = 44;

test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

async function expectTouchable(target: Locator) {
  const box = await target.boundingBox();
  expect(box, 'the target is on the screen').not.toBeNull();
  expect(box!.height, 'tall enough to touch').toBeGreaterThanOrEqual(TOUCH_PX);
}

async function shoot(page: Page, name: string, width = 375) {
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/mobile-${name}-${width}-${theme}.png` });
  });
}

test('a learner sits an exam on a phone: questions first, the time in sight, the answer sheet from the bar, 交卷 confirmed', async ({ page, request }) => {
  page.on('dialog', (d) => void d.accept());
  const learner = newLearner();
  await registerViaApi(request, learner);
  await sessionViaApi(page, request, learner.username, learner.password);
  await page.goto('/examcenter?status=started');
  await page.locator('[data-testid^="exam-card-"]').filter({ hasText: RUNNING_EXAM }).locator('[data-testid^="exam-start-"]').tap();
  await expect(page.getByTestId('exam-paper')).toBeVisible();

  // The first question is on the first screen; the answer sheet is not (it opens from the bar).
  const cards = page.locator('.sc-q-card');
  const questions = await cards.count();
  expect(questions, 'the demo exam has questions').toBeGreaterThan(2);
  await expect(cards.first()).toBeInViewport();
  await expect(page.getByTestId('answer-sheet')).toHaveCount(0);
  const bar = page.getByTestId('exam-bar');
  await expect(page.getByTestId('exam-timer')).toBeInViewport();
  await expect(bar).toContainText(`0/${questions}`);
  await expectTouchable(page.getByTestId('exam-sheet-open'));
  await expectTouchable(page.getByTestId('exam-submit'));
  const submit = await page.getByTestId('exam-submit').boundingBox();
  expect(submit!.x + submit!.width, '交卷 fits on the screen').toBeLessThanOrEqual(375);
  await expectFitsWidth(page);

  // An option is pressed with the thumb: the bar counts it.
  const firstOption = cards.first().locator('.sc-q-option').first();
  await expectTouchable(firstOption);
  await firstOption.tap();
  await expect(bar).toContainText(`1/${questions}`);
  await shoot(page, 'exam-paper');

  // At the end of the paper the time and 交卷 are still there.
  await page.getByRole('button', { name: '下一题' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: '下一题' })).toBeInViewport();
  await expect(page.getByTestId('exam-timer')).toBeInViewport();
  await expect(page.getByTestId('exam-submit')).toBeInViewport();

  // The answer sheet: a grid of numbers, the answered one marked; a number takes the learner to its question.
  await page.getByTestId('exam-sheet-open').tap();
  const sheet = page.getByTestId('answer-sheet');
  await expect(sheet.locator('[data-testid^="sheet-cell-"]')).toHaveCount(questions);
  await expect(sheet.locator('.sc-paper-cell.is-answered')).toHaveCount(1);
  await expect(page.getByTestId('sheet-cell-1')).toHaveClass(/is-answered/);
  await expect(sheet).toContainText(`已答 1 / ${questions} 题`);
  await expectTouchable(page.getByTestId(`sheet-cell-${questions}`));
  await shoot(page, 'exam-sheet');
  await page.getByTestId('sheet-cell-3').tap();
  await expect(sheet).toBeHidden();
  await expect(page.locator('#question-3')).toBeInViewport();

  // 交卷 asks first, saying how many are left unanswered.
  await page.getByTestId('exam-submit').tap();
  const unanswered = questions - 1;
  await expect(page.getByText(new RegExp(`您还有 ${unanswered} 道题未作答`))).toBeVisible();
  await expectTouchable(page.getByTestId('exam-submit-ok'));
  await shoot(page, 'exam-submit');
  await page.getByTestId('exam-submit-ok').tap();
  await expect(page).toHaveURL(/\/examrecord$/);
  await expect(page.locator('[data-testid^="record-card-"]').filter({ hasText: RUNNING_EXAM })).toBeVisible();
});

test('a learner’s own pages on a phone: the page on the first screen, nothing wider than the screen, buttons a thumb can press', async ({ page, request }) => {
  // zhouba: enrolled, examined, certified, with messages (the demo's finished learner).
  await sessionViaApi(page, request, 'zhouba');
  const pages: { url: string; name: string; ready: Locator; touch: Locator[] }[] = [
    { url: '/StudentProfile/message', name: 'messages', ready: page.getByTestId('message-list'), touch: [page.getByTestId('message-read-all'), page.locator('[data-testid^="message-open-"]').first()] },
    { url: '/StudentProfile/certificate', name: 'certificates', ready: page.getByTestId('certificate-list'), touch: [page.getByTestId('certificate-download'), page.getByTestId('certificate-verify-link')] },
    { url: '/examrecord', name: 'records', ready: page.getByTestId('exam-record'), touch: [page.locator('[data-testid^="record-detail-"]').first()] },
    { url: '/StudentProfile/basicinfo', name: 'profile', ready: page.locator('.sc-panel').first(), touch: [] },
    { url: '/StudentProfile/personinfo', name: 'personinfo', ready: page.locator('.sc-panel').first(), touch: [page.getByTestId('download-my-data')] },
    { url: '/StudentProfile/deleteaccount', name: 'deleteaccount', ready: page.getByTestId('delete-warning'), touch: [page.getByTestId('download-my-data'), page.getByTestId('delete-account-confirm')] },
  ];
  for (const p of pages) {
    await page.goto(p.url);
    await expect(p.ready).toBeVisible();
    // The profile's menu is one block of rows above the page, not seven stacked entries: the page starts on the first screen.
    await expect(page.locator('.sc-panel, [data-testid="exam-record"]').first()).toBeInViewport();
    await expectFitsWidth(page);
    for (const target of p.touch) await expectTouchable(target);
    await shoot(page, p.name);
  }

  // My data, under the personal data: the text wraps on the phone and the button is a thumb's.
  await page.goto('/StudentProfile/personinfo');
  await page.getByTestId('download-my-data').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('profile-my-data')).toBeInViewport();
  await expectFitsWidth(page);
  await shoot(page, 'personinfo-my-data');

  // A message opens in a dialog that fits the phone and closes with a thumb.
  await page.goto('/StudentProfile/message');
  await page.locator('[data-testid^="message-open-"]').first().tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x, 'the dialog starts on the screen').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'the dialog ends on the screen').toBeLessThanOrEqual(375);
  await shoot(page, 'message-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a learner applies on a phone: the project tapped, the notice agreed, the form a full-screen dialog whose photo comes from the camera', async ({ page, request }) => {
  const learner = newLearner();
  await registerViaApi(request, learner);
  const tok = await token(request, learner.username, learner.password);
  const { courses } = await apiCall<{ courses: { id: number; type: number; fee: number; publicCourse: boolean }[] }>(request, 'get', '/api/v0/course?size=100', tok);
  const course = courses.find((c) => c.type === 0 && !c.publicCourse && c.fee > 0)!;
  await sessionViaApi(page, request, learner.username, learner.password);
  await page.goto('/applicationmaterials');
  await expect(page.getByTestId('wizard-steps')).toBeVisible();
  await expectFitsWidth(page);
  await expectTouchable(page.getByTestId(`enrol-choose-${course.id}`));
  await shoot(page, 'enrol-choose');

  await page.getByTestId(`enrol-choose-${course.id}`).tap();
  await expectTouchable(page.getByTestId('notice-agree'));
  await page.getByTestId('notice-agree').tap();
  const dialog = page.getByTestId('form-dialog').locator('.ant-modal');
  await expect(dialog).toBeVisible();
  // The form takes the whole width of the phone; its actions are at the thumb, large enough to press.
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.width, 'the dialog takes the screen').toBeGreaterThanOrEqual(360);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await expectTouchable(page.getByTestId('form-download'));
  // The ID photo's picker takes pictures: a phone offers its camera for an image input.
  await expect(page.getByTestId('form-photo').locator('input[type=file]')).toHaveAttribute('accept', 'image/*');
  await page.locator('#enrolForm_name').fill('张晓明');
  await expect(page.locator('#enrolForm_name')).toHaveValue('张晓明');
  await shoot(page, 'enrol-form');
});

test('a learner studies a video on a phone: in the page upright, the whole screen sideways, no skipping ahead by touch', async ({ page, request }) => {
  const { username, password, lesson } = await videoLearner(request);
  await sessionViaApi(page, request, username, password);
  await page.goto(lessonUrl(lesson));
  const player = page.getByTestId('video-player');
  await expect.poll(async () => Number(await player.getAttribute('data-duration')), { timeout: 15_000 }).toBeGreaterThan(0);
  await expectFitsWidth(page);
  const upright = (await player.boundingBox())!;
  expect(upright.width, 'the player spans the phone').toBeLessThanOrEqual(375);
  expect(upright.y, 'under the header, in the page').toBeGreaterThan(0);

  // Touching the progress bar far ahead of what was watched does not move the video there.
  const bar = page.getByTestId('player-progress');
  const track = (await bar.boundingBox())!;
  await bar.tap({ position: { x: track.width * 0.8, y: track.height / 2 } });
  expect(Number(await player.getAttribute('data-current')), 'still at the start').toBeLessThan(1);
  await shoot(page, 'video-upright');

  // Sideways: the player is the whole screen; upright again, it is back in the page.
  await page.setViewportSize({ width: 812, height: 375 });
  await expect.poll(async () => (await player.boundingBox())!.width).toBe(812);
  const sideways = (await player.boundingBox())!;
  expect(sideways).toMatchObject({ x: 0, y: 0, height: 375 });
  await shoot(page, 'video-sideways', 812);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(async () => (await player.boundingBox())!.width).toBeLessThanOrEqual(375);
  expect((await player.boundingBox())!.y).toBeGreaterThan(0);
});
