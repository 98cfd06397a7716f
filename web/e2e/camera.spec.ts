// Camera presence (随机抓拍) in Chromium with its fake camera: a course requires it; the learner reads what is captured,
// why, who sees it and for how long, consents, and the page sends the still the server asks for as the session opens
// while the lesson earns; a study-hours reviewer sees the still beside the application's photo and ID card, marks the
// session 非本人 with a reason, and the learner's hours drop to nothing. At 375 px with touch in zh-CN and dark, and on
// desktop in en-US and light.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, enrol, expectFitsWidth, sessionViaApi, settle, submitApplication, token } from './helpers';

const PORT = Number(process.env.E2E_PORT ?? 18080);
const SHOTS = 'test-results/screenshots';
const BASE_URL = `http://127.0.0.1:${PORT}`;

/** What each language's screens say at the steps checked. */
const TEXTS = {
  'zh-CN': {
    noRecording: '不录像、不录音',
    kept: '照片保存90天后自动删除',
    notMatched: '未自动比对',
    other: '非本人',
    reasonRequired: '判定为非本人时请填写理由',
    final: '已判定为非本人，本次学习的学时已撤销',
  },
  'en-US': {
    noRecording: 'No video or sound is recorded',
    kept: 'deleted automatically after 90 days',
    notMatched: 'Not compared automatically',
    other: 'Not the learner',
    reasonRequired: 'Give a reason when marking it not the learner',
    final: 'Marked not the learner: the study hours of this session were withdrawn',
  },
};

/** The theme and language of a page, before its scripts run. */
async function looks(page: Page, theme: 'light' | 'dark', lang: keyof typeof TEXTS) {
  await page.addInitScript(
    ([t, l]) => {
      localStorage.setItem('theme', t);
      localStorage.setItem('lang', l);
    },
    [theme, lang],
  );
}

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

/** A learner with a submitted application (photo and ID card) to a course, enrolled, and the course's first video lesson. */
async function applicant(request: APIRequestContext, shade: number) {
  const { courseId, username, password } = await submitApplication(request, '李抓拍', shade);
  enrol(username, courseId);
  const admin = await token(request, 'admin');
  const { sections } = await apiCall<{ sections: { id: number; items: { id: number; type: string }[] }[] }>(request, 'get', `/api/v0/course/${courseId}/section`, admin);
  const section = sections.find((s) => s.items.some((i) => i.type === 'VIDEO'))!;
  const itemId = section.items.find((i) => i.type === 'VIDEO')!.id;
  return { username, password, courseId, url: `/learningcontent?courseId=${courseId}&sectionId=${section.id}&itemId=${itemId}` };
}

async function playFor(page: Page, secs: number) {
  const player = page.getByTestId('video-player');
  await expect.poll(async () => Number(await player.getAttribute('data-duration')), { timeout: 15_000 }).toBeGreaterThan(0);
  const start = await page.evaluate(() => {
    const v = document.querySelector<HTMLVideoElement>('[data-testid="video-player"] video')!;
    v.muted = true;
    void v.play();
    return v.currentTime;
  });
  await expect(player).toHaveAttribute('data-playing', 'true');
  await expect.poll(() => page.evaluate(() => document.querySelector<HTMLVideoElement>('[data-testid="video-player"] video')!.currentTime), { timeout: 15_000 }).toBeGreaterThanOrEqual(start + secs);
  const beat = page.waitForResponse((r) => /\/api\/v0\/study\/session\/\d+\/beat$/.test(r.url()));
  await page.evaluate(() => document.querySelector<HTMLVideoElement>('[data-testid="video-player"] video')!.pause());
  await beat;
}

for (const [device, theme, lang] of [
  ['phone', 'dark', 'zh-CN'],
  ['desktop', 'light', 'en-US'],
] as const) {
  test(`camera presence: consent, the still asked for, and a reviewer's 非本人 withdraws the hours (${device}, ${theme}, ${lang})`, async ({ browser, request }) => {
    const text = TEXTS[lang];
    const context = { baseURL: BASE_URL, locale: lang };
    test.setTimeout(120_000);
    const learner = await applicant(request, device === 'phone' ? 20 : 60);
    const admin = await token(request, 'admin');
    const rules = `/api/v0/admin/course/${learner.courseId}/study-rules`;
    await apiCall(request, 'put', rules, admin, { cameraRequired: true, checkMinMinutes: 0, checkMaxMinutes: 0 });
    try {
      const phone = device === 'phone' ? { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true } : {};
      const learnerContext = await browser.newContext({ ...context, ...phone, permissions: ['camera'] });
      const page = await learnerContext.newPage();
      await looks(page, theme, lang);
      await sessionViaApi(page, request, learner.username, learner.password);
      await page.goto(learner.url);

      // What is captured, why, who sees it, for how long: then the session opens and the first still is sent.
      const consent = page.getByTestId('camera-consent');
      await expect(consent).toContainText(text.noRecording);
      await expect(consent).toContainText(text.kept);
      await settle(page);
      await page.screenshot({ path: `${SHOTS}/camera-consent-${device}-${theme}-${lang}.png` });
      const opened = page.waitForResponse((r) => r.url().endsWith('/api/v0/study/session') && r.request().method() === 'POST' && r.ok());
      const sent = page.waitForResponse((r) => /\/api\/v0\/study\/session\/\d+\/snapshot\/\d+$/.test(r.url()));
      await page.getByTestId('camera-consent-agree').click();
      const id = ((await (await opened).json()) as { data: { session: { id: number } } }).data.session.id;
      expect((await sent).status()).toBe(200);
      await expect(page.getByTestId('camera-preview')).toBeVisible();
      await expect(page.getByTestId('camera-snapshots-sent')).toHaveAttribute('data-count', '1');
      await playFor(page, 2.5);
      await expect.poll(async () => Number(await page.getByTestId('study-credited').getAttribute('data-ms'))).toBeGreaterThanOrEqual(2_000);
      await expectFitsWidth(page);
      await settle(page);
      await page.screenshot({ path: `${SHOTS}/camera-studying-${device}-${theme}-${lang}.png` });
      await learnerContext.close();
      // The learner has left: the session ends (as the lesson page says when it unmounts).
      const learnerToken = await token(request, learner.username, learner.password);
      await apiCall(request, 'post', `/api/v0/study/session/${id}/end`, learnerToken, {});

      // The reviewer: the still beside the application's images, then 非本人 with a reason.
      const staff = await browser.newPage({ ...context, viewport: { width: 1366, height: 900 } });
      await looks(staff, theme, lang);
      await sessionViaApi(staff, request, 'admin');
      await staff.goto(`/root/study-report?courseId=${learner.courseId}&q=${learner.username}`);
      const { rows } = await apiCall<{ rows: { userId: number; snapshotsTaken: number }[] }>(
        request,
        'get',
        `/api/v0/admin/study/report?courseId=${learner.courseId}&q=${learner.username}`,
        admin,
      );
      expect(rows[0].snapshotsTaken).toBe(1);
      await staff.getByTestId(`study-report-detail-${rows[0].userId}`).click();
      await staff.getByTestId(`study-session-review-${id}`).click();
      const sheet = staff.getByTestId('study-review-page');
      await expect(sheet).toContainText(text.notMatched);
      for (const slot of ['photo', 'idFront', 'idBack']) await expect(staff.getByTestId(`study-review-reference-${slot}`).locator('img')).toBeVisible();
      await expect(sheet.locator('[data-testid^="study-review-snapshot-"] img')).toHaveCount(1);
      await settle(staff);
      await staff.screenshot({ path: `${SHOTS}/camera-review-${theme}-${lang}.png`, fullPage: true });
      await staff.getByTestId('study-review-verdict').getByText(text.other, { exact: true }).click();
      await staff.getByTestId('study-review-submit').click();
      await expect(staff.getByTestId('study-review-form')).toContainText(text.reasonRequired);
      await staff.getByTestId('study-review-form').locator('textarea').fill('抓拍照片与报名照片不是同一人');
      await staff.getByTestId('study-review-submit').click();
      await expect(sheet).toContainText(text.final);
      await expect(staff.getByTestId('study-review-trail')).toContainText('抓拍照片与报名照片不是同一人');
      await settle(staff);
      await staff.screenshot({ path: `${SHOTS}/camera-reviewed-${theme}-${lang}.png`, fullPage: true });
      await staff.close();

      const credits = await apiCall<{ creditedMs: number }>(request, 'get', `/api/v0/study/course/${learner.courseId}/credits`, learnerToken);
      expect(credits.creditedMs).toBe(0);
    } finally {
      await apiCall(request, 'put', rules, admin, {});
    }
  });
}
