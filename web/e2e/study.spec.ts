// Study hours in Chromium: a learner plays a video lesson and the time the server credits grows; a hidden page earns
// nothing; a second window takes over the first; an attention check (made due through the dev endpoint) pauses the
// lesson until answered; the hours credited show against the requirement on the lesson page, its outline, the
// classroom card and the course page, and the speed list stops at the course's limit. On desktop and at 375 px with
// touch; screenshots light and dark.
import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { apiCall, expectFitsWidth, inBothThemes, lessonUrl, sessionViaApi, settle, token, useTheme, videoLearner } from './helpers';

const SHOTS = 'test-results/screenshots';

function opened(page: Page): Promise<Response> {
  return page.waitForResponse((r) => r.url().endsWith('/api/v0/study/session') && r.request().method() === 'POST');
}

async function sessionId(response: Response): Promise<number> {
  const body = (await response.json()) as { data: { session: { id: number } } };
  return body.data.session.id;
}

/** The answer to the next heartbeat (of those whose report `reported` accepts, when given). */
const beatAnswered = (page: Page, reported: (body: { playing: boolean; visible: boolean }) => boolean = () => true) =>
  page.waitForResponse((r) => /\/api\/v0\/study\/session\/\d+\/beat$/.test(r.url()) && reported(r.request().postDataJSON()));

async function play(page: Page) {
  const player = page.getByTestId('video-player');
  await expect.poll(async () => Number(await player.getAttribute('data-duration')), { timeout: 15_000 }).toBeGreaterThan(0);
  await page.evaluate(() => {
    const v = document.querySelector('video')!;
    v.muted = true;
    void v.play();
  });
  await expect(player).toHaveAttribute('data-playing', 'true');
}

/** Waits until the video has played `secs` more seconds (the time being studied, on the media's own clock). */
async function playedFor(page: Page, secs: number) {
  const start = await page.evaluate(() => document.querySelector('video')!.currentTime);
  await expect.poll(() => page.evaluate(() => document.querySelector('video')!.currentTime), { timeout: 15_000 }).toBeGreaterThanOrEqual(start + secs);
}

/** Pauses the video: the interval it played is reported at once. */
async function pause(page: Page) {
  const answered = beatAnswered(page);
  await page.evaluate(() => document.querySelector('video')!.pause());
  return answered;
}

async function ledger(request: APIRequestContext, username: string, password: string, id: number): Promise<Record<string, number>> {
  const tok = await token(request, username, password);
  const { ledger: rows } = await apiCall<{ ledger: { reason: string; ms: number }[] }>(request, 'get', `/api/v0/study/session/${id}`, tok);
  const sums: Record<string, number> = {};
  for (const row of rows) sums[row.reason] = (sums[row.reason] ?? 0) + row.ms;
  return sums;
}

for (const device of ['desktop', 'phone'] as const) {
  test.describe(`studying for hours (${device})`, () => {
    if (device === 'phone') test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

    test('playing earns time the server credits; a hidden page earns nothing', async ({ page, request }) => {
      const { username, password, lesson } = await videoLearner(request);
      await sessionViaApi(page, request, username, password);
      const open = opened(page);
      await page.goto(lessonUrl(lesson));
      const id = await sessionId(await open);
      await expect(page.getByTestId('study-strip')).toBeVisible();
      await expect(page.getByTestId('study-credited')).toHaveText('本次已计学时 0:00');

      await play(page);
      await playedFor(page, 2.5);
      await pause(page);
      await expect.poll(async () => Number(await page.getByTestId('study-credited').getAttribute('data-ms'))).toBeGreaterThanOrEqual(2_000);
      await expect(page.getByTestId('study-credited')).toHaveText(/本次已计学时 0:0[2-9]/);

      // Hidden (another tab): the interval is reported when the page shows again, and earns nothing. Playing again
      // reports the paused stretch at once; hiding the page then reports the stretch played (a busy machine may
      // answer the two in either order, so each is waited for by what it reports).
      const resumed = beatAnswered(page, (b) => !b.playing);
      await play(page);
      await resumed;
      const hidden = beatAnswered(page, (b) => b.playing && b.visible);
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      const shown = (await (await hidden).json()) as { data: { sessionCreditedMs: number } };
      const creditedBefore = shown.data.sessionCreditedMs;
      await expect(page.getByTestId('study-credited')).toHaveAttribute('data-ms', String(creditedBefore));
      await playedFor(page, 1.5); // the time away: the video plays on in the hidden page
      const back = beatAnswered(page);
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      const answer = (await (await back).json()) as { data: { creditedMs: number; spans: { reason: string; ms: number }[] } };
      expect(answer.data.creditedMs).toBe(0);
      expect(answer.data.spans.map((s) => s.reason)).toEqual(['hidden']);
      await expect(page.getByTestId('study-credited')).toHaveAttribute('data-ms', String(creditedBefore));
      const sums = await ledger(request, username, password, id);
      expect(sums.hidden).toBeGreaterThanOrEqual(1_000);
      expect(sums.credited).toBe(creditedBefore);
      await expectFitsWidth(page);
    });

    test('a second window takes over; the first is told and can take it back', async ({ page, request }) => {
      const { username, password, lesson } = await videoLearner(request);
      await sessionViaApi(page, request, username, password);
      const first = opened(page);
      await page.goto(lessonUrl(lesson));
      await first;
      await play(page);

      const other = await page.context().newPage();
      const second = opened(other);
      await other.goto(lessonUrl(lesson));
      await second;
      await expect(other.getByTestId('study-strip')).toBeVisible();

      // The first window's next report is refused: it pauses and says why.
      await pause(page);
      await expect(page.getByTestId('study-taken-over')).toContainText('您已在其他设备或窗口继续学习');
      await expect(page.getByTestId('video-player')).toHaveAttribute('data-playing', 'false');
      await page.evaluate(() => void document.querySelector('video')!.play());
      await expect(page.getByTestId('video-player')).toHaveAttribute('data-playing', 'false');
      await settle(page);
      await page.screenshot({ path: `${SHOTS}/study-taken-over-${device}.png`, fullPage: true });

      const again = opened(page);
      await page.getByRole('button', { name: '在此继续学习' }).click();
      await again;
      await expect(page.getByTestId('study-taken-over')).toBeHidden();
      await other.close();
    });

    test(`the hours credited show against the requirement: lesson page, outline, classroom card, course page (light and dark)`, async ({
      page,
      request,
    }) => {
      const { username, password, lesson } = await videoLearner(request);
      const admin = await token(request, 'admin');
      const rules = `/api/v0/admin/course/${lesson.courseId}/study-rules`;
      await apiCall(request, 'put', rules, admin, { requiredPeriods: 2, maxRatePct: 150 });
      try {
        await useTheme(page, 'light');
        await sessionViaApi(page, request, username, password);
        const open = opened(page);
        await page.goto(lessonUrl(lesson));
        await open;
        await expect(page.getByTestId('study-course-hours')).toHaveText('课程学时 0 / 2');

        // The speed list stops at what the course credits (1.5×).
        await page.getByTestId('player-speed').click();
        await expect(page.getByRole('option')).toHaveText(['0.75x', '1x', '1.25x', '1.5x']);
        await page.getByTestId('player-speed').click();
        await expect(page.getByRole('option')).toHaveCount(0);

        await play(page);
        await playedFor(page, 2.5);
        await pause(page);
        await expect.poll(async () => Number(await page.getByTestId('study-credited').getAttribute('data-ms'))).toBeGreaterThanOrEqual(2_000);
        if (device === 'phone') await page.getByRole('button', { name: '目录' }).click();
        await expect(page.getByTestId(`outline-credit-${lesson.itemId}`)).toHaveText(/^\s*0:0[2-9]$/);
        await inBothThemes(page, async (theme) => {
          await settle(page);
          await page.screenshot({ path: `${SHOTS}/study-outline-${device}-${theme}.png` });
        });

        await page.goto('/classroom');
        const card = page.getByTestId(`course-hours-${lesson.courseId}`);
        await expect(card).toHaveText('已计学时 0 / 2');
        await card.scrollIntoViewIfNeeded();
        await inBothThemes(page, async (theme) => {
          await settle(page);
          await page.screenshot({ path: `${SHOTS}/study-card-${device}-${theme}.png` });
        });
        await page.goto(`/course-detail?courseId=${lesson.courseId}`);
        await expect(page.getByTestId('course-detail-hours')).toHaveText('已计学时 0 / 2');
        await expectFitsWidth(page);
        await inBothThemes(page, async (theme) => {
          await settle(page);
          await page.screenshot({ path: `${SHOTS}/study-detail-${device}-${theme}.png` });
        });
      } finally {
        await apiCall(request, 'put', rules, admin, {});
      }
    });

    test(`an attention check pauses the lesson until the learner answers it (light and dark)`, async ({ page, request }) => {
      const { username, password, lesson } = await videoLearner(request);
      await useTheme(page, 'light');
      await sessionViaApi(page, request, username, password);
      const open = opened(page);
      await page.goto(lessonUrl(lesson));
      const id = await sessionId(await open);
      const due = await request.post(`/api/v0/dev/study/session/${id}/check-due`);
      expect(due.status()).toBe(200);

      await play(page);
      await playedFor(page, 1.2);
      await pause(page);
      const dialog = page.getByRole('dialog', { name: '请点击继续学习' });
      await expect(dialog).toBeVisible();
      await expect(page.getByTestId('study-check-countdown')).toContainText(/请在 \d+ 秒内确认，否则本段学时不计入/);
      await page.evaluate(() => void document.querySelector('video')!.play());
      await expect(page.getByTestId('video-player')).toHaveAttribute('data-playing', 'false');
      await inBothThemes(page, async (theme) => {
        await settle(page);
        await page.screenshot({ path: `${SHOTS}/study-check-${device}-${theme}.png` });
      });
      await page.getByTestId('study-check-continue').click();
      await expect(dialog).toBeHidden();
      await play(page);
      await expect(page.getByTestId('video-player')).toHaveAttribute('data-playing', 'true');
    });
  });
}

test("a teacher sets a course's study rules (light and dark)", async ({ page, request }) => {
  const teacher = await token(request, 'teacher');
  const { courses } = await apiCall<{ courses: { id: number }[] }>(request, 'get', '/api/v0/admin/course?size=1', teacher);
  const courseId = courses[0].id;
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'teacher');
  await page.goto(`/teacher/course-manager?course=${courseId}`);
  await page.getByTestId('study-rules-open').click();
  const dialog = page.getByTestId('study-rules-form');
  await expect(dialog).toContainText('学时由服务器按学员实际学习的时间计入');
  await expect(page.getByTestId('study-rule-heartbeatSecs')).toHaveValue(/^\d+$/);
  await page.getByTestId('study-rule-heartbeatSecs').fill('20');
  await page.getByTestId('study-rule-maxRatePct').fill('150');
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/study-rules-${theme}.png` });
  });
  await dialog.locator('.ant-btn-primary').click();
  await expect(page.getByText('学时设置已保存')).toBeVisible();
  const saved = await apiCall<{ heartbeatSecs: number; maxRatePct: number }>(request, 'get', `/api/v0/admin/course/${courseId}/study-rules`, teacher);
  expect(saved).toMatchObject({ heartbeatSecs: 20, maxRatePct: 150 });
  // Put the defaults back for the other tests of this server.
  await apiCall(request, 'put', `/api/v0/admin/course/${courseId}/study-rules`, teacher, {});
});

test("staff read the study-hours report and a learner's sessions (light and dark)", async ({ page, request }) => {
  const { username, password, lesson } = await videoLearner(request);
  // The learner studies a little: one session with credited time.
  const learner = await page.context().newPage();
  await sessionViaApi(learner, request, username, password);
  const open = opened(learner);
  await learner.goto(lessonUrl(lesson));
  const id = await sessionId(await open);
  await play(learner);
  await playedFor(learner, 2.5);
  await pause(learner);
  const { ledger: rows } = await apiCall<{ ledger: { reason: string; ms: number }[] }>(
    request,
    'get',
    `/api/v0/study/session/${id}`,
    await token(request, username, password),
  );
  const credited = rows.filter((r) => r.reason === 'credited').reduce((n, r) => n + r.ms, 0);
  expect(credited).toBeGreaterThanOrEqual(2_000);
  await learner.close();

  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'admin');
  await page.goto(`/root/study-report?courseId=${lesson.courseId}&q=${username}`);
  const table = page.getByTestId('study-report-table');
  await expect(table).toContainText(username);
  const uid = (await apiCall<{ rows: { userId: number; sessions: number; creditedMs: number }[] }>(
    request,
    'get',
    `/api/v0/admin/study/report?courseId=${lesson.courseId}&q=${username}`,
    await token(request, 'admin'),
  )).rows[0];
  expect(uid.sessions).toBe(1);
  expect(uid.creditedMs).toBe(credited);
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/study-report-${theme}.png` });
  });
  await page.getByTestId(`study-report-detail-${uid.userId}`).click();
  const drawer = page.getByTestId('study-sessions-drawer');
  await expect(drawer.getByTestId(`study-session-${id}`)).toBeVisible();
  await expect(drawer.getByTestId(`study-reason-${id}-credited`)).toContainText('计入');
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/study-report-drawer-${theme}.png` });
  });
});
