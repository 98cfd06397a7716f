// Staff areas follow permissions: the administrator enters every staff area (and switches there from the user
// menu), keeps the spec's admin-only pages, edits their own account on /root/information; a role the administrator
// creates with grading only lands on the teacher's grading pages and sees nothing else; a shell re-reads the user, so
// menus follow a role the administrator changed after the login.
import { expect, test, type Page } from '@playwright/test';
import { apiCall, chooseInUserMenu, DEMO_PASSWORD, expectFitsWidth, expectTheme, inBothThemes, loginThroughForm, newLearner, registerViaApi, sessionViaApi, settle, toast, token, useTheme } from './helpers';


test('the administrator opens the teacher, auditor and distributor areas', async ({ page, request }) => {
  await sessionViaApi(page, request, 'admin');
  for (const [path, shell] of [
    ['/teacher/course-manager', 'teacher-shell'],
    ['/auditors/material/home', 'material-auditor-shell'],
    ['/auditors/financial/home', 'financial-auditor-shell'],
    ['/distributor', 'distributor-shell'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(shell)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  // The teacher area shows the administrator every entry.
  await page.goto('/teacher');
  await expect(page).toHaveURL(/\/teacher\/course-manager$/);
  await expect(page.getByTestId('teacher-menu').getByRole('menuitem')).toHaveCount(8);
});

test('the user menu switches the administrator between the areas', async ({ page, request }) => {
  await sessionViaApi(page, request, 'admin');
  await page.goto('/root');
  await expect(page.getByTestId('admin-shell')).toBeVisible();
  await page.getByTestId('user-menu').click();
  for (const text of ['切换到教师工作台', '切换到材料审核中心', '切换到财务审核中心', '切换到渠道商中心']) {
    await expect(page.getByRole('menuitem', { name: text })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: '切换到教师工作台' }).click();
  await expect(page).toHaveURL(/\/teacher\/course-manager$/);
  // Wait for the new shell: the old one stays on screen while the area's chunk loads.
  await expect(page.getByTestId('teacher-shell')).toBeVisible();
  await chooseInUserMenu(page, '切换到材料审核中心', page.getByTestId('material-auditor-shell'));
  await expect(page).toHaveURL(/\/auditors\/material\/home$/);
  await chooseInUserMenu(page, '切换到管理后台', page.getByTestId('admin-shell'));
  await expect(page).toHaveURL(/\/root$/);
});

test('a teacher is kept out of /root and the auditor desks; the reviewer out of the teacher area', async ({ page, request }) => {
  await sessionViaApi(page, request, 'teacher');
  await page.goto('/root/information');
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, '该页面需要管理员权限')).toBeVisible();
  await loginThroughForm(page, 'reviewer', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/auditors\/material\/home$/);
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: /^切换到/ })).toHaveCount(0);
  await page.goto('/teacher/course-manager');
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, '当前账号无权访问该页面')).toBeVisible();
});

test('/root/information shows and saves the administrator profile', async ({ page, request }) => {
  await sessionViaApi(page, request, 'admin');
  await page.goto('/root');
  await chooseInUserMenu(page, '个人信息', page.getByTestId('account-information'));
  await expect(page).toHaveURL(/\/root\/information$/);
  await expect(page).toHaveTitle('个人信息 - 职业技能培训与认证平台');
  const info = page.getByTestId('account-information');
  await expect(info.getByTestId('profile-basic')).toBeVisible();
  await expect(page.locator('#username')).toHaveValue('admin');
  const original = await page.locator('#name').inputValue();

  // The learner's rules apply.
  await page.locator('#phone').fill('12345678901');
  await page.getByTestId('basic-save').click();
  await expect(page.locator('.ant-form-item-explain-error').getByText('请输入正确的手机号码', { exact: true })).toBeVisible();
  await page.locator('#phone').fill('13800000001');

  await page.locator('#name').fill('  平台管理员  ');
  await page.getByTestId('basic-save').click();
  await expect(toast(page, '修改成功！')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('平台管理员');
  const tok = await token(request, 'admin');
  const me = await apiCall<{ name: string }>(request, 'get', '/api/v0/user', tok);
  expect(me.name).toBe('平台管理员');

  // Personal data and the password form are the learner's, as tabs.
  await info.getByRole('tab', { name: '个人资料' }).click();
  await expect(page).toHaveURL(/\/root\/information\?tab=person$/);
  await expect(info.getByTestId('profile-person')).toBeVisible();
  await expect(page.locator('#name')).toHaveValue('平台管理员');
  await info.getByRole('tab', { name: '修改密码' }).click();
  await expect(info.getByTestId('profile-password')).toBeVisible();
  await page.getByTestId('password-save').click();
  await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();

  // Put the demo name back for the other tests.
  await apiCall(request, 'put', '/api/v0/user', tok, { username: 'admin', name: original || '系统管理员', email: (me as { email?: string }).email, phone: '13800000001' });
});

/** The administrator's own account page: heading, the three tabs with 基本信息 open, the form filled from the account. */
async function expectInformation(page: Page) {
  const info = page.getByTestId('account-information');
  await expect(info.getByRole('heading', { level: 1, name: '个人信息' })).toBeVisible();
  await expect(info.getByText('您的联系方式、个人资料与登录密码')).toBeVisible();
  await expect(info.getByRole('tab')).toHaveText(['基本信息', '个人资料', '修改密码']);
  await expect(info.getByRole('tab', { selected: true })).toHaveText('基本信息');
  await expect(page.locator('#username')).toHaveValue('admin');
  await expect(page.locator('#phone')).toHaveValue('13800000001');
  await expect(page.locator('#name')).not.toHaveValue('');
  await expect(info.locator('.sc-pf-account-name .ant-tag')).toHaveText('管理员');
  await expect(page.getByTestId('basic-save')).toBeEnabled();
}

test('screenshot /root/information (light and dark)', async ({ page, request }) => {
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'admin');
  await page.goto('/root/information');
  await expectTheme(page, 'light');
  await expectInformation(page);
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `screenshots/admin-information-${theme}.png`, fullPage: true });
  });
});

test('a custom grading role lands on the teacher grading pages and sees only them', async ({ page, request }) => {
  const admin = await token(request, 'admin');
  const perms = await request.get('/api/v0/admin/permission/permission', { headers: { Authorization: `Bearer ${admin}` } });
  expect(perms.status(), await perms.text()).toBe(200);
  const { permissions } = ((await perms.json()) as { data: { permissions: { id: number; name: string }[] } }).data;
  const grade = permissions.find((p) => p.name === 'exam:grade');
  expect(grade).toBeTruthy();

  const roleName = `assistant${Date.now().toString().slice(-6)}`;
  await apiCall(request, 'post', '/api/v0/admin/permission/role', admin, { name: roleName, description: '助教', permissions: [grade!.id] });
  // A registered learner becomes an assistant: the role replaces the learner role.
  const who = newLearner();
  await registerViaApi(request, who);
  const mine = await apiCall<{ id: number }>(request, 'get', '/api/v0/user', await token(request, who.username, who.password));
  const assigned = await apiCall<{ roles: string[]; permissions: string[] }>(request, 'put', `/api/v0/admin/permission/user/role/${mine.id}`, admin, {
    roleName: [roleName],
  });
  expect(assigned.roles).toEqual([roleName]);
  expect(assigned.permissions).toEqual(['exam:grade']);

  await loginThroughForm(page, who.username, who.password);
  await expect(toast(page, '登录成功，正在跳转...')).toBeVisible();
  await expect(page).toHaveURL(/\/teacher\/reprint-manager$/);
  const menu = page.getByTestId('teacher-menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['批阅管理', '答卷管理']);
  await page.getByTestId('teacher-menu').getByText('答卷管理').click();
  await expect(page).toHaveURL(/\/teacher\/rewinding-manager$/);
  // Other teacher pages, /root and the auditor desks stay closed.
  await page.goto('/teacher/course-manager');
  await expect(page).toHaveURL(/\/teacher\/reprint-manager$/);
  await expect(toast(page, '当前账号无权访问该页面')).toBeVisible();
  await page.goto('/teacher');
  await expect(page).toHaveURL(/\/teacher\/reprint-manager$/);
  await page.goto('/auditors/material/home');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/root');
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, '该页面需要管理员权限')).toBeVisible();
});

test("a staff shell follows a role the administrator changed after the user's login", async ({ page, request }) => {
  const admin = await token(request, 'admin');
  const { permissions } = await apiCall<{ permissions: { id: number; name: string }[] }>(request, 'get', '/api/v0/admin/permission/permission', admin);
  const id = (name: string) => permissions.find((p) => p.name === name)!.id;
  const roleName = `marker${Date.now().toString().slice(-6)}`;
  const role = await apiCall<{ id: number }>(request, 'post', '/api/v0/admin/permission/role', admin, { name: roleName, description: '阅卷员', permissions: [id('exam:grade')] });
  const who = newLearner();
  await registerViaApi(request, who);
  const mine = await apiCall<{ id: number }>(request, 'get', '/api/v0/user', await token(request, who.username, who.password));
  await apiCall(request, 'put', `/api/v0/admin/permission/user/role/${mine.id}`, admin, { roleName: [roleName] });

  await sessionViaApi(page, request, who.username, who.password);
  await page.goto('/teacher');
  await expect(page).toHaveURL(/\/teacher\/reprint-manager$/);
  const menu = page.getByTestId('teacher-menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['批阅管理', '答卷管理']);

  // The administrator lets the role manage exams too: the stored session still says grading only, the shell asks.
  await apiCall(request, 'put', `/api/v0/admin/permission/role/${role.id}`, admin, { name: roleName, description: '阅卷员', permissions: [id('exam:grade'), id('exam:manage')] });
  await page.reload();
  await expect(menu.getByRole('menuitem')).toHaveText(['考试管理', '批阅管理', '答卷管理']);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').permissions)).toEqual(['exam:grade', 'exam:manage']);
  await menu.getByText('考试管理').click();
  await expect(page).toHaveURL(/\/teacher\/exam-manager$/);

  // And takes it away again: the open page is refused as the guard refuses it, the menu shrinks.
  await apiCall(request, 'put', `/api/v0/admin/permission/role/${role.id}`, admin, { name: roleName, description: '阅卷员', permissions: [id('exam:grade')] });
  await page.reload();
  await expect(page).toHaveURL(/\/teacher\/reprint-manager$/);
  await expect(toast(page, '当前账号无权访问该页面')).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['批阅管理', '答卷管理']);
});

test('screenshot narrow /root/information with the menu drawer', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 860 });
  await sessionViaApi(page, request, 'admin');
  await page.goto('/root/information');
  await expectInformation(page);
  // Under 768 px the side menu is folded into a drawer and the header holds only icons.
  await expect(page.getByTestId('admin-shell-menu')).toHaveCount(0);
  await expect(page.locator('.sc-staff-title')).toHaveText('');
  await settle(page);
  await expectFitsWidth(page);
  await page.screenshot({ path: 'screenshots/admin-information-narrow.png', fullPage: true });
  await page.getByTestId('sider-toggle').click();
  const menu = page.getByTestId('admin-shell-menu');
  await expect(menu).toBeVisible();
  await expect(menu.locator(':scope > li.ant-menu-submenu > .ant-menu-submenu-title').first()).toHaveText('用户管理');
  await expect(page.locator('.ant-drawer .sc-sider-brand')).toContainText('技能认证管理后台');
  await settle(page);
  await page.screenshot({ path: 'screenshots/admin-menu-narrow.png' });
});
