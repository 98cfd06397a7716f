// Shared steps for the browser tests: captcha, slider, SMS outbox, demo accounts, toasts.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

export async function fillCaptcha(page: Page) {
  const code = await page.getByTestId('captcha').getAttribute('data-code');
  expect(code).toMatch(/^[A-Za-z0-9]{4}$/);
  // Lower case on purpose: the comparison is case-insensitive.
  await page.getByPlaceholder('请输入验证码').fill(code!.toLowerCase());
}

export async function loginThroughForm(page: Page, username: string, password: string) {
  await page.goto('/login');
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

/** Logs in by API and seeds the session keys, for tests about a shell rather than the login page. */
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
}
