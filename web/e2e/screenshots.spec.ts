// The access pages and every area's shell as a person checks them (headings, fields, buttons, menus, the theme
// applied, the narrow layout fitting), in light and dark (zh-CN); the PNGs stay for a person to look at, and the
// login page is compared with its baseline in both themes.
import { expect, test, type Page } from '@playwright/test';
import { apiCall, expectFitsWidth, expectScreen, expectTheme, inBothThemes, sessionViaApi, settle, token, useTheme, openLogin } from './helpers';

const DIR = 'screenshots';

/** What each access page must show: its heading and subtitle, its fields (by placeholder) and its main button. */
const ACCESS_PAGES = {
  '/login': {
    heading: '欢迎登录',
    subtitle: '使用用户名、手机号或邮箱登录',
    fields: ['请输入用户名/手机号/邮箱', '请输入密码', '请输入验证码'],
    submit: 'login-submit',
    submitText: /^登\s?录$/,
  },
  '/register': {
    heading: '创建账号',
    subtitle: '注册成为学员，开启技能认证之旅',
    fields: ['请输入用户名', '请输入手机号', '请输入邮箱', '请输入密码（不少于10位，包含字母和数字）', '请再次输入密码', '邀请码（选填，12位字符）', '请输入验证码'],
    submit: 'register-submit',
    submitText: /^注\s?册$/,
  },
  '/phonelogin': {
    heading: '手机号登录',
    subtitle: '使用已绑定的手机号和短信验证码登录',
    fields: ['请输入手机号', '请输入短信验证码'],
    submit: 'phone-login-submit',
    submitText: /^登\s?录$/,
  },
  '/forgetpwd': {
    heading: '找回密码',
    subtitle: '通过已绑定的手机号验证身份后重置密码',
    fields: ['请输入手机号', '请输入短信验证码'],
    submit: 'forgot-next',
    submitText: '下一步',
  },
} as const;

/** The brand panel beside every access form (shown from 992 px on). */
async function expectBrandPanel(page: Page) {
  const brand = page.locator('.sc-auth-brand');
  await expect(brand).toBeVisible();
  await expect(brand.getByRole('heading', { level: 1 })).toHaveText('学技能 · 考证书 · 谋发展');
  await expect(brand).toContainText('职业技能培训与认证平台');
  await expect(brand.locator('.sc-auth-features li')).toHaveText(['权威认证课程，覆盖热门职业技能', '在线学习与考试，随时随地提升自己', '报名、审核、缴费、领证全流程线上办理']);
}

/** The learner header's menu, in its order, with `selected` the current page. */
async function expectLearnerMenu(page: Page, selected: string) {
  const menu = page.getByTestId('learner-menu');
  await expect(menu.locator(':scope > li.ant-menu-item')).toHaveText(['首页', '在线课堂', '考试中心', '考试记录', '报名中心', '证书查询']);
  await expect(menu.locator('li.ant-menu-item-selected')).toHaveText(selected);
}

/** The demo student's classroom: the heading and as many course cards as the first page holds. */
async function expectClassroom(page: Page, request: Parameters<typeof token>[0]) {
  await expect(page.getByRole('heading', { level: 1, name: '在线课堂' })).toBeVisible();
  await expect(page.getByText('精选职业技能课程，报名审核通过并缴费后即可学习')).toBeVisible();
  const { totalCount } = await apiCall<{ totalCount: number }>(request, 'get', '/api/v0/course?page=0&size=12', await token(request, 'student'));
  expect(totalCount, 'the demo data has courses').toBeGreaterThan(0);
  await expect(page.getByTestId('course-grid').locator('[data-testid^="course-card-"]')).toHaveCount(Math.min(12, totalCount));
}

for (const [path, shows] of Object.entries(ACCESS_PAGES)) {
  test(`screenshot ${path} (light and dark)`, async ({ page }) => {
    await useTheme(page, 'light');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(shows.heading);
    await expect(page.getByText(shows.subtitle, { exact: true })).toBeVisible();
    for (const field of shows.fields) await expect(page.getByPlaceholder(field, { exact: true })).toBeVisible();
    await expect(page.getByTestId(shows.submit)).toHaveText(shows.submitText);
    await expect(page.getByTestId(shows.submit)).toBeEnabled();
    await expectBrandPanel(page);
    await expect(page.getByTestId('theme-toggle')).toBeVisible();
    if (path === '/login') {
      await expect(page.getByTestId('captcha')).toHaveAttribute('data-code', /^[A-Za-z0-9]{4}$/);
      await expect(page.getByRole('checkbox', { name: '记住账号' })).not.toBeChecked();
      await expect(page.getByRole('link', { name: '手机号登录' })).toBeVisible();
      await expect(page.getByRole('link', { name: '忘记密码？' })).toBeVisible();
      await expect(page.getByTestId('go-register')).toHaveText('注册账号');
      await expect(page.getByTestId('guest-login')).toHaveText('游客登录');
    } else if (path === '/register') {
      await expect(page.getByTestId('captcha')).toHaveAttribute('data-code', /^[A-Za-z0-9]{4}$/);
      await expect(page.getByRole('link', { name: '返回登录' })).toBeVisible();
    } else {
      // Phone login and password reset: the code button waits for nothing, the slider for a drag.
      await expect(page.getByTestId('sms-code-button')).toHaveText('获取验证码');
      await expect(page.getByTestId('sms-code-button')).toBeEnabled();
      await expect(page.getByTestId('slider-captcha')).toHaveAttribute('data-done', 'false');
      await expect(page.getByTestId('slider-captcha')).toContainText('请按住滑块，拖动到最右边');
    }
    if (path === '/forgetpwd') {
      await expect(page.locator('.ant-steps-item')).toHaveText(['1验证手机号', '2重置密码']);
      await expect(page.locator('.ant-steps-item-active')).toHaveText('1验证手机号');
    }
    await inBothThemes(page, async (theme) => {
      await settle(page);
      await page.screenshot({ path: `${DIR}${path}-${theme}.png`, fullPage: true });
      if (path === '/login') {
        // The captcha is drawn from a random code; the year in the footers changes once a year.
        await expectScreen(page, `login-${theme}.png`, { mask: [page.getByTestId('captcha'), page.locator('.sc-auth-brand-foot, .sc-auth-main-foot')] });
      }
    });
  });
}

test('screenshot learner shell (light and dark)', async ({ page, request }) => {
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'student');
  await page.goto('/classroom');
  await expect(page.getByTestId('learner-shell')).toHaveAttribute('data-visitor', 'false');
  await expectLearnerMenu(page, '在线课堂');
  await expect(page.getByTestId('user-menu')).toContainText('张同学');
  await expect(page.getByTestId('messages-bell')).toBeVisible();
  await expectClassroom(page, request);
  await expect(page.locator('.sc-learner-footer')).toContainText('学习资源');
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/learner-shell-${theme}.png`, fullPage: true });
  });
});

test('screenshot admin shell (light and dark)', async ({ page, request }) => {
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'admin');
  await page.goto('/root');
  const shell = page.getByTestId('admin-shell');
  await expect(shell).toBeVisible();
  await expect(shell.locator('.sc-sider-brand')).toContainText('技能认证管理后台');
  await expect(page.getByTestId('admin-shell-menu').locator(':scope > li.ant-menu-submenu > .ant-menu-submenu-title')).toHaveText([
    '用户管理',
    '权限管理',
    '课程管理',
    '题库管理',
    '考试管理',
    '批阅列表',
    '文件管理',
    '材料管理',
    '班级管理',
    '就业管理',
    '渠道管理',
    '安全审计',
  ]);
  await expect(page.getByTestId('admin-shell-menu').locator('li.ant-menu-item-selected')).toHaveText('用户详情');
  await expect(page.locator('.sc-staff-title')).toHaveText('用户详情');
  await expect(page.getByTestId('admin-toplinks').getByRole('button')).toHaveText(['首页', '通知', '设置']);
  await expect(page.getByTestId('user-menu')).toContainText('系统管理员');
  await expect(page.getByRole('heading', { level: 1, name: '用户管理' })).toBeVisible();
  for (const card of ['total-users', 'students', 'reviewers', 'admins']) await expect(page.getByTestId(`stat-${card}`)).toContainText(/\d/);
  const { totalCount } = await apiCall<{ totalCount: number }>(request, 'get', '/api/v0/admin/user?page=0&size=100', await token(request, 'admin'));
  await expect(page.locator('[data-testid^="user-row-"]')).toHaveCount(Math.min(100, totalCount));
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/admin-shell-${theme}.png`, fullPage: true });
  });
});

test('screenshot narrow learner shell', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 860 });
  await sessionViaApi(page, request, 'student');
  await page.goto('/StudentProfile/basicinfo');
  await expect(page.getByTestId('learner-shell')).toBeVisible();
  // Under 992 px the header menu folds into a button and the search goes with it.
  await expect(page.getByTestId('learner-menu-button')).toBeVisible();
  await expect(page.getByTestId('learner-menu')).toHaveCount(0);
  await expect(page.getByTestId('course-search')).toBeHidden();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  // The profile menu is one row above the page (scrolling sideways), with 基本信息 chosen; the page is on the first screen.
  await expect(page.getByRole('navigation', { name: '个人中心' })).toBeVisible();
  await expect(page.locator('.sc-profile-menu li.ant-menu-item-selected')).toHaveText('基本信息');
  await expect(page.locator('.sc-panel').first()).toBeInViewport();
  await settle(page);
  await expectFitsWidth(page);
  await page.screenshot({ path: `${DIR}/learner-shell-narrow.png`, fullPage: true });
});

test('screenshot en-US login and learner shell', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  await openLogin(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByTestId('login-submit')).toHaveText('Log in');
  // Nothing of the page is left in Chinese but the language switch's own name for Chinese.
  expect(await page.locator('main form').innerText()).not.toMatch(/[\u4e00-\u9fff]/);
  await settle(page);
  await page.screenshot({ path: `${DIR}/login-en-US.png`, fullPage: true });
  await sessionViaApi(page, request, 'student');
  await page.goto('/classroom');
  await expect(page.getByTestId('learner-shell')).toBeVisible();
  await expect(page.getByTestId('learner-menu').locator(':scope > li.ant-menu-item')).toHaveText(['Home', 'Classroom', 'Exam centre', 'Exam records', 'Enrolment', 'Certificate query']);
  await expect(page.getByRole('heading', { level: 1, name: 'Online classroom' })).toBeVisible();
  await expect(page.locator('[data-testid^="course-card-"]').first()).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${DIR}/learner-shell-en-US.png` });
});

test('screenshot the guest header and the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  const notFound = page.getByTestId('page-not-found');
  await expect(notFound).toBeVisible();
  await expect(notFound).toContainText('404');
  await expect(notFound).toContainText('抱歉，您访问的页面不存在');
  await expect(notFound.getByRole('button', { name: '返回首页' })).toBeEnabled();
  await settle(page);
  await page.screenshot({ path: `${DIR}/not-found-light.png` });

  await openLogin(page);
  await page.getByTestId('guest-login').click();
  await expect(page.getByTestId('learner-shell')).toHaveAttribute('data-visitor', 'true');
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 5_000 });
  // A guest: the badge and the login button instead of the user menu; the pages a guest may not open are greyed.
  await expect(page.locator('.sc-learner-header .ant-tag')).toHaveText('游客模式');
  await expect(page.getByTestId('guest-login-register')).toHaveText('登录 / 注册');
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  await expect(page.getByTestId('messages-bell')).toHaveCount(0);
  const menu = page.getByTestId('learner-menu');
  for (const open of ['首页', '在线课堂']) await expect(menu.locator('li.ant-menu-item', { hasText: open })).not.toHaveAttribute('style', /not-allowed/);
  for (const locked of ['考试中心', '考试记录', '报名中心']) await expect(menu.locator('li.ant-menu-item', { hasText: locked })).toHaveAttribute('style', /not-allowed/);
  await settle(page);
  await page.screenshot({ path: `${DIR}/learner-shell-guest.png` });
});

test('screenshot teacher-shell', async ({ page, request }) => {
  await sessionViaApi(page, request, 'teacher');
  await page.goto('/teacher/course-manager');
  await expect(page.getByTestId('teacher-shell')).toBeVisible();
  await expectTheme(page, 'light');
  // The teacher's area has the learner's header: a horizontal menu, the course or exam search, the messages.
  const menu = page.getByTestId('teacher-menu');
  await expect(menu.locator(':scope > li.ant-menu-item')).toHaveText(['课程管理', '题库管理', '考试管理', '批阅管理', '答卷管理', '学员管理', '学时报表', '我的班级']);
  await expect(menu.locator('li.ant-menu-item-selected')).toHaveText('课程管理');
  await expect(page.getByPlaceholder('搜索课程或考试')).toBeVisible();
  await expect(page.getByTestId('messages-bell')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('王老师');
  await expect(page.locator('[data-testid^="course-row-"]').first()).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${DIR}/teacher-shell-light.png` });
});

for (const [user, path, shell, consoleName, title, menu, name] of [
  ['finance', '/auditors/financial/home', 'financial-auditor-shell', '财务审核中心', '首页', ['首页', '缴费审核', '缴费状态', '材料审核', '材料状态'], '财务审核演示'],
  ['distributor', '/distributor', 'distributor-shell', '渠道商中心', '数据看板', ['数据看板'], '渠道商演示'],
] as const) {
  test(`screenshot ${shell}`, async ({ page, request }) => {
    await sessionViaApi(page, request, user);
    await page.goto(path);
    await expect(page.getByTestId(shell)).toBeVisible();
    await expectTheme(page, 'light');
    await expect(page.locator('.sc-sider-brand')).toContainText(`技能认证${consoleName}`);
    await expect(page.getByTestId(`${shell}-menu`).getByRole('menuitem')).toHaveText([...menu]);
    await expect(page.getByTestId(`${shell}-menu`).locator('li.ant-menu-item-selected')).toHaveText(title);
    await expect(page.locator('.sc-staff-title')).toHaveText(title);
    await expect(page.getByTestId('user-menu')).toContainText(name);
    await settle(page);
    await page.screenshot({ path: `${DIR}/${shell}-light.png` });
  });
}
