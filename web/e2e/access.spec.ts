// Login, register, guest entry, role routing, route guard and logout against the real server.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, fillCaptcha, fillRegisterForm, loginThroughForm, logoutThroughMenu, newLearner, sessionViaApi, toast, type DemoRole, openLogin, openPage } from './helpers';

test('a new learner registers, logs in and lands on /classroom', async ({ page }) => {
  const user = newLearner();
  await openPage(page, '/register');
  await fillRegisterForm(page, user);
  await page.getByTestId('register-submit').click();
  await expect(toast(page, '注册成功，即将跳转到登录页面...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

  await loginThroughForm(page, user.username, user.password);
  await expect(toast(page, '登录成功，正在跳转...')).toBeVisible();
  await expect(page).toHaveURL(/\/classroom$/);
  await expect(page.getByTestId('learner-shell')).toHaveAttribute('data-visitor', 'false');
  expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('student');
  expect((await page.context().cookies()).map((c) => c.name)).toEqual(expect.arrayContaining(['token', 'userInfo', 'userRole', 'userRoles']));
});

test('register shows the rules and the server conflict message', async ({ page }) => {
  await openPage(page, '/register');
  await page.getByTestId('register-submit').click();
  for (const text of ['请输入用户名', '请输入手机号', '请输入邮箱', '请输入密码', '请确认密码', '请输入验证码']) {
    await expect(page.locator('.ant-form-item-explain-error').getByText(text, { exact: true })).toBeVisible();
  }
  await page.getByPlaceholder('邀请码（选填，12位字符）').fill('ABC');
  await expect(page.getByText('邀请码必须为12位字符')).toBeVisible();
  await page.getByPlaceholder('邀请码（选填，12位字符）').fill('');

  // The demo student's username and phone are taken: the server answers 409.
  const user = newLearner();
  await fillRegisterForm(page, { ...user, username: 'student' });
  await page.getByTestId('register-submit').click();
  await expect(toast(page, '用户名已存在')).toBeVisible();
  await expect(page.locator('.ant-form-item-explain-error').getByText('用户名已存在')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('the login page is drawn from its HTML before any script, and what is typed before the scripts arrive is kept', async ({ browser }) => {
  // Without scripts: the whole form, styled, from the HTML alone (a phone on a slow network sees it this way first).
  const bare = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const still = await bare.newPage();
  await still.goto('/login');
  await expect(still.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
  await expect(still.getByPlaceholder('请输入用户名/手机号/邮箱')).toBeVisible();
  await expect(still.getByTestId('login-submit')).toHaveCSS('background-color', 'rgb(22, 104, 220)');
  await expect(still.locator('.sc-auth-brand')).toBeHidden();
  await bare.close();

  // With scripts held back: a learner types into the drawn form, then the scripts arrive and take it over (the page
  // is rendered with antd's motion; a visitor who asked for less motion gets it drawn again, see main.tsx).
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, reducedMotion: 'no-preference' });
  const page = await context.newPage();
  const problems = watchProblems(page);
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const drawn = await page.locator('style[data-css-hash]').count();
  expect(drawn).toBeGreaterThan(5);
  await page.getByPlaceholder('请输入用户名/手机号/邮箱').fill('student');
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  release();
  await fillCaptcha(page);
  // antd used the styles that came with the page instead of writing its own.
  expect(await page.locator('style[data-css-hash]').count()).toBe(drawn);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/classroom$/);
  expect(problems).toEqual([]);
  await context.close();
});

test('the register page is prerendered too: a learner registers with what was typed before its scripts arrived', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, reducedMotion: 'no-preference' });
  const page = await context.newPage();
  const problems = watchProblems(page);
  const release = await holdScripts(page);
  await page.goto('/register', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: '创建账号' })).toBeVisible();
  const user = newLearner();
  await page.getByPlaceholder('请输入用户名').fill(user.username);
  await page.getByPlaceholder('请输入手机号').fill(user.phone);
  await page.getByPlaceholder('请输入邮箱').fill(user.email);
  await page.getByPlaceholder('请输入密码（不少于10位，包含字母和数字）').fill(user.password);
  await page.getByPlaceholder('请再次输入密码').fill(user.password);
  release();
  await fillCaptcha(page);
  await page.getByTestId('register-submit').click();
  await expect(toast(page, '注册成功，即将跳转到登录页面...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
  expect(problems).toEqual([]);
  await context.close();
});

/** Errors the page reports (a hydration that did not match its HTML among them). */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
  page.on('pageerror', (e) => void problems.push(e.message));
  return problems;
}

/** Holds the app's scripts back until the answer is called: the page shows only what its HTML draws. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('login checks the captcha case-insensitively and refreshes it after a wrong entry', async ({ page }) => {
  await openLogin(page);
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('请输入用户名！')).toBeVisible();
  await expect(page.getByText('请输入密码！')).toBeVisible();

  const captcha = page.getByTestId('captcha');
  const box = (await captcha.boundingBox())!;
  expect(Math.round(box.width)).toBe(120);
  expect(Math.round(box.height)).toBe(40);

  const before = await captcha.getAttribute('data-code');
  await page.getByPlaceholder('请输入用户名/手机号/邮箱').fill('student');
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByPlaceholder('请输入验证码').fill(before === 'zzzz' ? 'yyyy' : 'zzzz');
  await page.getByTestId('login-submit').click();
  await expect(toast(page, '验证码错误')).toBeVisible();
  await expect(captcha).not.toHaveAttribute('data-code', before!);

  const clicked = await captcha.getAttribute('data-code');
  await captcha.click();
  await expect(captcha).not.toHaveAttribute('data-code', clicked!);
});

test('a wrong password shows the server message', async ({ page }) => {
  await loginThroughForm(page, 'student', 'WrongPass123');
  await expect(toast(page, '用户名或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('remember account fills the username next time', async ({ page }) => {
  await openLogin(page);
  await page.getByText('记住账号').click();
  await page.getByPlaceholder('请输入用户名/手机号/邮箱').fill('student');
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await fillCaptcha(page);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/classroom$/);
  expect(await page.evaluate(() => localStorage.getItem('remembered_username'))).toBe('student');
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.context().clearCookies();
  await openLogin(page);
  await expect(page.getByPlaceholder('请输入用户名/手机号/邮箱')).toHaveValue('student');
});

for (const role of Object.keys(DEMO) as DemoRole[]) {
  test(`demo ${role} lands on ${DEMO[role].home}`, async ({ page }) => {
    await loginThroughForm(page, role, DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${DEMO[role].home}$`));
    await expect(page.getByTestId(DEMO[role].shell)).toBeVisible();
    const auditorType = await page.evaluate(() => localStorage.getItem('auditorType'));
    expect(auditorType).toBe(role === 'finance' ? 'financial' : role === 'reviewer' ? 'material' : null);
  });
}

test('login also accepts the phone number', async ({ page }) => {
  await loginThroughForm(page, DEMO.teacher.phone, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/teacher\/course-manager$/);
});

test('guest entry lands on /classroom and staff pages send the guest to /login', async ({ page }) => {
  await openLogin(page);
  await page.getByTestId('guest-login').click();
  await expect(page).toHaveURL(/\/classroom$/);
  const shell = page.getByTestId('learner-shell');
  await expect(shell).toHaveAttribute('data-visitor', 'true');
  expect(await page.evaluate(() => localStorage.getItem('guest_login'))).toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('guest');

  await page.getByTestId('learner-menu').getByText('考试中心').click();
  await expect(toast(page, '请先登录')).toBeVisible();
  await expect(page).toHaveURL(/\/classroom$/);

  await page.goto('/StudentProfile/basicinfo');
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, '请先登录')).toBeVisible();

  await page.goto('/root');
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, '该页面需要管理员权限')).toBeVisible();

  await page.goto('/teacher/course-manager');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/root/settings');
  await expect(page).toHaveURL(/\/login$/);
});

test('pages that need a session send anonymous visitors to /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  for (const path of ['/classroom', '/StudentProfile/basicinfo', '/root', '/auditors/material/home', '/distributor']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await page.goto('/trialcourse');
  await expect(page).toHaveURL(/\/trialcourse$/);
});

test('a learner logs out after confirming', async ({ page }) => {
  await loginThroughForm(page, 'student', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/classroom$/);
  await logoutThroughMenu(page);
  await expect(toast(page, '退出成功')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('manual_logout'))).toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/classroom');
  await expect(page).toHaveURL(/\/login$/);
});

test('the profile pages and exam exit limit follow the route guard', async ({ page }) => {
  await loginThroughForm(page, 'student', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/classroom$/);
  await page.goto('/studentprofile');
  await expect(page).toHaveURL(/\/StudentProfile\/basicinfo$/);
  await expect(page.getByTestId('profile-basic')).toBeVisible();
  await expect(page).toHaveTitle('基本信息 - 职业技能培训与认证平台');

  await page.evaluate(() => localStorage.setItem('exam_exit_count_42', '3'));
  await page.goto('/exam-paper/42');
  await expect(page).toHaveURL(/\/examrecord$/);
  await expect(toast(page, '您已退出超过三次，系统已自动结束考试')).toBeVisible();
});

test('a page whose chunk fails to load shows a retry, and the retry loads it', async ({ page, request }) => {
  await sessionViaApi(page, request, 'student');
  await page.route(/\/assets\/ExamCenterPage-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/examcenter');
  const failed = page.getByTestId('page-load-failed');
  await expect(failed).toContainText('页面加载失败');
  await page.unroute(/\/assets\/ExamCenterPage-[^/]+\.js$/);
  await page.getByTestId('page-load-retry').click();
  await expect(page.getByTestId('page-load-failed')).toHaveCount(0);
  await expect(page).toHaveURL(/\/examcenter$/);
  await expect(page.getByTestId('learner-shell')).toBeVisible();
});

test('a session ended elsewhere: the next page says so and opens the login page', async ({ page, request }) => {
  const { token } = await sessionViaApi(page, request, 'student');
  // Signed out on another device: the token this browser holds is no longer valid.
  const out = await request.post('/api/v0/user/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(out.status()).toBe(200);
  await page.goto('/examcenter');
  await expect(toast(page, '登录已过期，请重新登录')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
});
