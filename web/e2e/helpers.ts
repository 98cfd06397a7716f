// Shared steps for the browser tests: captcha, slider, SMS outbox, demo accounts, toasts, API calls with a token,
// sessions and themes, real PNG and PDF files to upload, and a learner enrolled through the server's CLI.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Skill2026demo';

export const DEMO = {
  admin: { phone: '13800000001', home: '/root', shell: 'admin-shell' },
  distributor: { phone: '13800000002', home: '/distributor', shell: 'distributor-shell' },
  teacher: { phone: '13800000003', home: '/teacher/course-manager', shell: 'teacher-shell' },
  finance: { phone: '13800000004', home: '/auditors/financial/home', shell: 'financial-auditor-shell' },
  reviewer: { phone: '13800000005', home: '/auditors/material/home', shell: 'material-auditor-shell' },
  student: { phone: '13800000006', home: '/classroom', shell: 'learner-shell' },
} as const;

export type DemoRole = keyof typeof DEMO;

/** A learner nobody has registered yet (unique username, phone and e-mail). */
export function newLearner() {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  return {
    username: `learner${n}`,
    phone: `139${n}`,
    email: `learner${n}@example.com`,
    password: `Learn${n}x`,
  };
}

export async function registerViaApi(request: APIRequestContext, user: ReturnType<typeof newLearner>) {
  const res = await request.post('/api/v0/user/register', {
    data: { username: user.username, phone: user.phone, email: user.email, password: user.password, inviteCode: null },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Fills the register form with this learner's fields and the captcha (the page is open). */
export async function fillRegisterForm(page: Page, user: ReturnType<typeof newLearner>) {
  await page.getByPlaceholder('请输入用户名').fill(user.username);
  await page.getByPlaceholder('请输入手机号').fill(user.phone);
  await page.getByPlaceholder('请输入邮箱').fill(user.email);
  await page.getByPlaceholder('请输入密码（不少于10位，包含字母和数字）').fill(user.password);
  await page.getByPlaceholder('请再次输入密码').fill(user.password);
  await fillCaptcha(page);
}

export async function fillCaptcha(page: Page) {
  // The code is drawn once the page's scripts run (the login page's HTML comes prerendered, without one).
  await expect(page.getByTestId('captcha')).toHaveAttribute('data-code', /^[A-Za-z0-9]{4}$/);
  const code = await page.getByTestId('captcha').getAttribute('data-code');
  // Lower case on purpose: the comparison is case-insensitive.
  await page.getByPlaceholder('请输入验证码').fill(code!.toLowerCase());
}

/**
 * Opens a page and waits until the app has taken over its prerendered HTML (scripts/prerender.mjs: /login, /register):
 * a tap on the drawn page before its scripts have arrived does nothing, for a test as for a person.
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
}

export const openLogin = (page: Page) => openPage(page, '/login');

export async function loginThroughForm(page: Page, username: string, password: string) {
  await openLogin(page);
  await page.getByPlaceholder('请输入用户名/手机号/邮箱').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await fillCaptcha(page);
  await page.getByTestId('login-submit').click();
}

/** Drags the slider handle to the far right end (or only `fraction` of the way). */
export async function dragSlider(page: Page, fraction = 1) {
  const slider = page.getByTestId('slider-captcha');
  const handle = page.getByTestId('slider-handle');
  await expect(slider).toHaveAttribute('data-done', 'false');
  // hover() waits until the handle is stable (it may still be snapping back).
  await handle.hover();
  const track = (await slider.boundingBox())!;
  const knob = (await handle.boundingBox())!;
  const y = knob.y + knob.height / 2;
  const startX = knob.x + knob.width / 2;
  const endX = startX + (track.width - knob.width) * fraction + (fraction >= 1 ? 10 : 0);
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + (endX - startX) / 2, y, { steps: 5 });
  await page.mouse.move(endX, y, { steps: 5 });
  await page.mouse.up();
}

/** The newest code the dev SMS outbox holds for this phone and purpose. */
export async function outboxCode(request: APIRequestContext, phone: string, purpose: 'login' | 'reset'): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v0/dev/sms/outbox?phone=${phone}`);
      if (!res.ok()) return undefined;
      const body = (await res.json()) as { data: { messages: { phone: string; purpose: string; code: string }[] } };
      found = body.data.messages.find((m) => m.phone === phone && m.purpose === purpose)?.code;
      return found;
    })
    .toBeTruthy();
  return found!;
}

export function toast(page: Page, text: string) {
  return page.locator('.ant-message').getByText(text, { exact: true });
}

/**
 * Records every toast the page shows from now on (type and text), so a test can say that a flow showed
 * exactly one message: `take()` returns what was shown since the last call and forgets it.
 */
export async function watchToasts(page: Page) {
  await page.addInitScript(() => {
    const shown: Element[] = [];
    (window as unknown as { __toasts: Element[] }).__toasts = shown;
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of Array.from(r.addedNodes))
          if (node instanceof Element) shown.push(...(node.matches('.ant-message-notice') ? [node] : []), ...Array.from(node.querySelectorAll('.ant-message-notice')));
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    take: () =>
      page.evaluate(() => {
        const shown = (window as unknown as { __toasts: Element[] }).__toasts;
        const kinds = ['success', 'info', 'warning', 'error', 'loading'];
        return shown.splice(0).map((n) => {
          const kind = kinds.find((k) => n.querySelector(`.ant-message-${k}`)) ?? 'other';
          return `${kind}: ${n.textContent?.trim()}`;
        });
      }),
  };
}

/** Opens the user menu and chooses `item` until `shows` is visible: under load the first click can land while
 * the dropdown is still opening, so the menu is opened again. */
export async function chooseInUserMenu(page: Page, item: string, shows: Locator) {
  await chooseInDropdown(page.getByTestId('user-menu'), page.getByRole('menuitem', { name: item }), shows);
}

/**
 * Opens a dropdown and chooses an entry, again until what it opens shows: on a busy machine the
 * entry can be clicked while the dropdown is still animating in (each try must leave the page in place).
 * A try whose click worked but whose page took longer than its wait is not repeated: the next try
 * finds what the entry opens already there (an area's shell can take seconds to load on a busy machine,
 * and the menu there no longer holds the entry).
 */
export async function chooseInDropdown(opener: Locator, entry: Locator, shows: Locator) {
  await expect(async () => {
    if (await shows.isVisible()) return;
    await opener.click();
    await entry.click({ timeout: 3_000 });
    await expect(shows).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Logs out through the user menu and its confirmation; ends on /login. The confirmation is clicked again while it
 * still shows (a click during its opening animation can be lost on a busy machine), and the wait covers the
 * client's own 10 s limit on the logout call (the local session ends whatever the server answers).
 */
export async function logoutThroughMenu(page: Page) {
  await chooseInUserMenu(page, '退出登录', page.getByText('确定要退出系统吗？'));
  const ok = page.locator('.ant-modal-confirm-btns .ant-btn-primary');
  await expect(async () => {
    if (await ok.isVisible()) await ok.click({ timeout: 3_000 });
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** Logs in by API and seeds the session keys, for tests about a shell rather than the login page; returns the login answer. */
export async function sessionViaApi(page: Page, request: APIRequestContext, username: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/v0/user/login', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  const { data } = (await res.json()) as { data: { token: string; user: unknown; roles: string[] } };
  await page.addInitScript((d) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('token', d.token);
    localStorage.setItem('userInfo', JSON.stringify(d.user));
    localStorage.setItem('userRole', d.roles[0]);
    localStorage.setItem('userRoles', JSON.stringify(d.roles));
  }, data);
  return data;
}

/** Collects the page's CSP violations (directive and blocked URI). */
export async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

// ---- API calls with a token -----------------------------------------------------------------------------

export async function token(request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/api/v0/user/login', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

export async function apiCall<T>(request: APIRequestContext, method: 'get' | 'post' | 'put' | 'delete', url: string, tok: string, data?: unknown): Promise<T> {
  const res = await request[method](url, { headers: { Authorization: `Bearer ${tok}` }, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

export async function upload(request: APIRequestContext, tok: string, source: string, name: string, mimeType: string, buffer: Buffer): Promise<number> {
  const res = await request.post('/api/v0/file/upload', { headers: { Authorization: `Bearer ${tok}` }, multipart: { source, file: { name, mimeType, buffer } } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

// ---- a real PNG, so the browser can show what the server keeps ------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A solid-colour RGB PNG of w × h. */
export function png(w: number, h: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** A one-page PDF. */
export function pdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}


// ---- applications made through the API ------------------------------------------------------------------

export const APPLICATION_FORM = {
  gender: '男', birth: '1990-05-01', idType: '居民身份证', idNumber: '440101199005011234', phone: '13912345678', education: '大专',
  job: '电工', level: '四级工/中级工', examType: '正考', examSubject: ['理论', '技能'], examCity: '广州', examDistrict: '天河区',
  examPlace: '广东省广州市天河区', certificateGetType: '自取', address: '广州市天河区体育西路1号', declareCondition: '累计从事本职业或相关职业工作满4年',
  eduTime1: '2008.09-2011.07', eduSchool1: '广州市技师学院', eduMajor1: '电气自动化', eduType1: '大专', workYear: '8', workTime1: '2011.08-至今',
  workCompany1: '广州电力工程有限公司', workJob1: '电工', workContact1: '李经理', signDate: '2026', signMonth: '11', signDay: '23',
};

/** A new learner's submitted application to a certification course; answers the learner's token, password and the course id. */
export async function submitApplication(request: APIRequestContext, name: string, shade: number): Promise<{ tok: string; courseId: number; username: string; password: string }> {
  const learner = newLearner();
  await registerViaApi(request, learner);
  const tok = await token(request, learner.username, learner.password);
  const { courses } = await apiCall<{ courses: { id: number; type: number; fee: number }[] }>(request, 'get', '/api/v0/course?size=100', tok);
  const course = courses.find((c) => c.type === 0 && c.fee > 0) ?? courses.find((c) => c.type === 0)!;
  const documents: Record<string, number> = { declaration: await upload(request, tok, 'material', '申报表.pdf', 'application/pdf', pdf(`Declaration ${learner.username}`)) };
  for (const [i, slot] of ['workingProof', 'idFront', 'idBack', 'educationCert', 'photo'].entries()) {
    documents[slot] = await upload(request, tok, 'material', `${slot}.png`, 'image/png', png(320, 200, [40 + i * 30, 90 + shade, 160]));
  }
  await apiCall(request, 'post', `/api/v0/enrolment/${course.id}/submit`, tok, { form: { ...APPLICATION_FORM, name }, documents });
  return { tok, courseId: course.id, username: learner.username, password: learner.password };
}

// ---- a still page, for screenshots and negative checks ----------------------------------------------------

/**
 * Waits until the page is still: fonts loaded, no skeleton or spinner, every image in view decoded, no CSS animation or
 * transition running (endless ones aside), and every canvas (the charts animate their first drawing) the same
 * twice in a row. A condition, never a fixed wait.
 */
export async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('.ant-skeleton')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.ant-spin-spinning, .sc-page-loader')).toHaveCount(0, { timeout: 15_000 });
  let canvases = '';
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => {
          // A lazy image below the fold is not loaded until it is scrolled to.
          const waiting = (img: HTMLImageElement) => img.loading === 'lazy' && img.getBoundingClientRect().top > window.innerHeight;
          const images = Array.from(document.images).every((img) => img.complete || waiting(img));
          const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
          const drawn = Array.from(document.querySelectorAll('canvas'), (c) => c.toDataURL()).join('|');
          return { images, moving, drawn };
        });
        const still = now.images && !now.moving && now.drawn === canvases;
        canvases = now.drawn;
        return still;
      },
      { timeout: 15_000, intervals: [100, 150, 200] },
    )
    .toBe(true);
}

// ---- sessions, themes and form controls ----------------------------------------------------------------

/** Replaces the page's session (sessionViaApi seeds only the first page load of a test). */
export async function switchSession(page: Page, request: APIRequestContext, username: string, password = DEMO_PASSWORD) {
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

/** Light or dark, and zh-CN, on every page load of the test. */
export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((t) => {
    localStorage.setItem('theme', t);
    localStorage.setItem('lang', 'zh-CN');
  }, theme);
}

/** Switches the open page's theme as another tab of the app would (the stored choice and its storage event), no reload. */
async function switchTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((t) => {
    localStorage.setItem('theme', t);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: t }));
  }, theme);
  await expectTheme(page, theme);
}

/**
 * The still page's pictures in both themes from one run of the flow: `take` runs in light, then in dark, and the page is
 * light again after.
 */
export async function inBothThemes(page: Page, take: (theme: 'light' | 'dark') => Promise<void>) {
  for (const theme of ['light', 'dark'] as const) {
    await switchTheme(page, theme);
    await take(theme);
  }
  await switchTheme(page, 'light');
}

/** Picks an option of the antd Select whose input has this id. */
export async function chooseOption(page: Page, id: string, option: string) {
  await page.locator('.ant-select').filter({ has: page.locator(`#${id}`) }).locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible').locator(`.ant-select-item-option[title="${option}"]`).click();
}

// ---- what a screen shows: the theme applied, the width it fits, and the pictures compared with a baseline ------

/** The perceived lightness (0–255) of a CSS colour such as `rgb(20, 20, 20)`. */
function lightness(css: string): number {
  const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).map(Number);
  return Math.round(0.299 * r + 0.587 * g + 0.114 * b);
}

/**
 * The theme is really applied, not only asked for: the attribute the app sets on <html>, and the page's background
 * and text as a person sees them (dark background with light text, or the other way round).
 */
export async function expectTheme(page: Page, theme: 'light' | 'dark') {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // The theme's ground and text are set when the app's first render is shown (the first render is a transition).
  await expect.poll(() => page.evaluate(() => document.body.style.color)).not.toBe('');
  const seen = await page.evaluate(() => ({ background: getComputedStyle(document.body).backgroundColor, text: getComputedStyle(document.body).color }));
  const background = lightness(seen.background);
  const text = lightness(seen.text);
  if (theme === 'dark') {
    expect(background, `a dark background (${seen.background})`).toBeLessThan(60);
    expect(text, `light text (${seen.text})`).toBeGreaterThan(150);
  } else {
    expect(background, `a light background (${seen.background})`).toBeGreaterThan(200);
    expect(text, `dark text (${seen.text})`).toBeLessThan(110);
  }
}

/** Nothing scrolls sideways: the page is no wider than the window. */
export async function expectFitsWidth(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `the page fits ${width} px`).toBeLessThanOrEqual(width);
}

/**
 * Compares the still page with its committed baseline (e2e/__screenshots__; the tolerance is in playwright.config.ts),
 * with `mask` over what changes from run to run (dates, clocks, captchas, names of learners made by the test).
 */
export async function expectScreen(page: Page, name: string, options: { mask?: Locator[]; fullPage?: boolean } = {}) {
  await settle(page);
  await expect(page).toHaveScreenshot(name, { fullPage: options.fullPage ?? false, mask: options.mask ?? [] });
}

// ---- a learner studying a video lesson ---------------------------------------------------------------------------

/** The data directory and binary of the test server (e2e/serve.sh), so the CLI works on the same data. */
const DATA_DIR = path.join(process.env.TMPDIR ?? '/tmp', `skillcert-e2e-${Number(process.env.E2E_PORT ?? 18080)}`);
const BIN = path.resolve(process.cwd(), process.env.SKILLCERT_BIN ?? '../target/release/skillcert');

export interface VideoLesson {
  courseId: number;
  sectionId: number;
  itemId: number;
}

/** The CLI the server ships for tests and operators: sets a learner's enrolment status in a course. */
export function enrol(username: string, courseId: number, status: 1 | 2 | 3 | 4 = 4) {
  execFileSync(BIN, ['enrol', '--data-dir', DATA_DIR, '--username', username, '--course-id', String(courseId), '--status', String(status)], { stdio: 'pipe' });
}

export const lessonUrl = (l: VideoLesson) => `/learningcontent?courseId=${l.courseId}&sectionId=${l.sectionId}&itemId=${l.itemId}`;

/** A demo course with a video lesson, and a new learner enrolled in it (status 4, through the server's CLI). */
export async function videoLearner(request: APIRequestContext): Promise<{ username: string; password: string; lesson: VideoLesson }> {
  const admin = await token(request, 'admin');
  const { courses } = await apiCall<{ courses: { id: number; publicCourse: boolean }[] }>(request, 'get', '/api/v0/course?size=100', admin);
  for (const c of courses.filter((x) => !x.publicCourse)) {
    const { sections } = await apiCall<{ sections: { id: number; items: { id: number; type: string }[] }[] }>(
      request,
      'get',
      `/api/v0/course/${c.id}/section`,
      admin,
    );
    for (const s of sections) {
      const video = s.items.find((i) => i.type === 'VIDEO');
      if (!video) continue;
      const user = newLearner();
      await registerViaApi(request, user);
      enrol(user.username, c.id);
      return { username: user.username, password: user.password, lesson: { courseId: c.id, sectionId: s.id, itemId: video.id } };
    }
  }
  throw new Error('the demo data holds no video lesson');
}
