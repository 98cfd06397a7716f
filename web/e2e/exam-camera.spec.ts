// Camera stills during an exam (考试抓拍) in Chromium with its fake camera, at 375 px with touch: an exam asks for the
// camera; the learner reads what is taken, why, who sees it and for how long, agrees, and the paper opens with the
// preview in a corner that sends the still at the start; the camera lost covers the paper until it is turned on again
// (and the conduct record says so); the learner submits. An administrator reads the attempt's sheet: the still beside
// the answers, and the camera's loss on the timeline. Screenshots: the consent and the paper at 375 px, the paper
// waiting for the camera, the teacher's stills (light and dark).
import { expect, test } from '@playwright/test';
import { apiCall, expectFitsWidth, inBothThemes, newLearner, registerViaApi, sessionViaApi, settle, toast, token, useTheme } from './helpers';

const DIR = 'screenshots';
const run = Date.now().toString(36).slice(-5);
const title = `抓拍考试${run}`;

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

test('an exam that asks for the camera: consent, the still at the start, the paper waits without the camera, and the teacher sees the still', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const tok = await token(request, 'teacher');
  const question = await apiCall<{ id: number }>(request, 'post', '/api/v0/admin/question', tok, {
    type: 'JUDGE', content: `考试抓拍${run}：电气火灾应先切断电源。`, answer: true, subject: 'JavaWeb',
  });
  const now = Date.now();
  const created = await apiCall<{ exam: { id: number } }>(request, 'post', '/api/v0/admin/exam', tok, {
    title, subject: 'JavaWeb', duration: 1800, startedAt: now - 60_000, expiredAt: now + 86_400_000,
    answerVisibility: 'afterGrading', cameraRequired: true, exitLimit: 0, items: [{ questionId: question.id }],
  });
  const examId = created.exam.id;

  const learner = newLearner();
  await registerViaApi(request, learner);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, permissions: ['camera'] });
  const page = await context.newPage();
  await useTheme(page, 'light');
  await sessionViaApi(page, request, learner.username, learner.password);
  await page.goto('/examcenter');
  await page.getByTestId(`exam-card-${examId}`).getByRole('button', { name: '开始考试' }).click();

  // What is taken, why, who sees it and how long it is kept; nothing starts before the learner agrees.
  const consent = page.getByTestId('camera-consent');
  await expect(consent).toContainText('不录像、不录音');
  await expect(consent).toContainText('仅您本人和本场考试的阅卷老师可以查看');
  await expect(consent).toContainText('照片保存90天后自动删除');
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/learner-exam-camera-consent-375-${theme}.png` });
  });
  const sent = page.waitForResponse((r) => new RegExp(`/api/v0/exam/${examId}/snapshot/\\d+$`).test(r.url()));
  await page.getByTestId('camera-consent-agree').click();
  await expect(page.getByTestId('exam-paper')).toBeVisible();
  expect((await sent).status()).toBe(200);
  await expect(page.getByTestId('camera-snapshots-sent')).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('camera-preview')).toBeVisible();
  await expectFitsWidth(page);
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/learner-exam-camera-paper-375-${theme}.png` });
  });

  // The camera lost: the paper waits behind the notice (the server records it), and comes back with the camera.
  const recorded = page.waitForResponse((r) => r.url().endsWith(`/api/v0/exam/${examId}/event`) && r.request().postData()?.includes('cameraOff') === true);
  await page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('[data-testid="camera-preview"]')!;
    for (const track of (video.srcObject as MediaStream).getTracks()) track.dispatchEvent(new Event('ended'));
  });
  await expect(page.getByTestId('camera-blocked')).toContainText('本场考试需开启摄像头，请允许使用摄像头后继续作答');
  expect((await recorded).status()).toBe(200);
  await settle(page);
  await page.screenshot({ path: `${DIR}/learner-exam-camera-off-375-light.png` });
  await page.getByTestId('camera-blocked').getByRole('button', { name: '重新开启摄像头' }).click();
  await expect(page.getByTestId('camera-preview')).toBeVisible();

  await page.getByText('正确', { exact: true }).click();
  await page.getByTestId('exam-submit').click();
  await page.getByTestId('exam-submit-ok').click();
  await expect(toast(page, '交卷成功')).toBeVisible();
  await context.close();

  // The administrator's sheet: the still taken at the start, and the camera's loss on the timeline.
  const adminTok = await token(request, 'admin');
  const sheets = await apiCall<{ examRecords: { id: number }[] }>(request, 'get', `/api/v0/admin/exam/record?examId=${examId}`, adminTok);
  const admin = await browser.newPage();
  await useTheme(admin, 'light');
  await sessionViaApi(admin, request, 'admin');
  await admin.goto(`/root/reroll-page/${sheets.examRecords[0].id}`);
  const stills = admin.getByTestId('conduct-stills');
  await expect(stills).toContainText('考试抓拍（1 张，未抓拍 0 张）');
  await expect(stills.getByTestId('conduct-still')).toHaveAttribute('data-state', 'taken');
  await expect(stills.getByRole('img', { name: '开考时' })).toBeVisible();
  await expect(admin.getByTestId('conduct-cameraOff')).toContainText('摄像头关闭或不可用');
  await inBothThemes(admin, async (theme) => {
    await settle(admin);
    await admin.getByTestId('conduct-panel').screenshot({ path: `${DIR}/teacher-exam-stills-${theme}.png` });
  });
  await admin.close();
});
