// User and role administration end to end: screenshots of the administrator's home, every dialog and role
// management (light and dark, zh-CN); then an administrator finds a learner by phone, opens the details, edits
// them, resets their password (the learner's old session ends), creates a role with one permission and assigns it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall, chooseOption, expectScreen, expectTheme, inBothThemes, loginThroughForm, newLearner, toast, token, registerViaApi, sessionViaApi, settle, useTheme, watchViolations } from './helpers';

test.describe.configure({ mode: 'serial' });

const DIR = 'screenshots';
const STUDENT_PHONE = '13800000006';

/** Waits for fonts, data and the last animation, then writes the screenshot, in light and in dark. */
async function shoot(page: Page, name: string, fullPage = false) {
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `${DIR}/admin-${name}-${theme}.png`, fullPage });
  });
}

function dialog(page: Page, title: string): Locator {
  return page.locator('.ant-modal-content').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
}

/** Closes a dialog with its cancel button (nothing was changed, so no discard question). */
async function cancel(page: Page, title: string) {
  await dialog(page, title).getByRole('button', { name: /取\s?消|关\s?闭/ }).last().click();
  await expect(dialog(page, title)).toBeHidden();
}

/** Searches the user table by phone and answers the only row's user id. */
async function findByPhone(page: Page, phone: string): Promise<number> {
  const search = page.getByTestId('user-search-phone');
  await search.fill(phone);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`phone=${phone}`));
  const rows = page.locator('[data-testid^="user-row-"]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(phone);
  return Number((await rows.first().getAttribute('data-testid'))!.replace('user-row-', ''));
}

test('screenshots of the administration pages and dialogs (light and dark)', async ({ page, request }) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page);
  const admin = await token(request, 'admin');
  const users = await apiCall<{ totalCount: number }>(request, 'get', '/api/v0/admin/user?page=0&size=100', admin);
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'admin');
  await page.goto('/root');
  await expectTheme(page, 'light');
  await expect(page.getByRole('heading', { level: 1, name: '用户管理' })).toBeVisible();
  await expect(page.getByText('查看、搜索和管理平台用户及其角色')).toBeVisible();
  for (const [card, label] of [
    ['total-users', '总用户数'],
    ['students', '学生数'],
    ['reviewers', '审核员数'],
    ['admins', '管理员数'],
  ]) {
    await expect(page.getByTestId(`stat-${card}`).locator('.ant-statistic-title')).toHaveText(label);
    await expect(page.getByTestId(`stat-${card}`).locator('.ant-statistic-content-value')).toHaveText(/^[\d,]+$/);
  }
  for (const [name, placeholder] of [
    ['id', '用户ID'],
    ['username', '用户名'],
    ['phone', '手机号'],
    ['email', '邮箱'],
  ]) {
    await expect(page.getByTestId(`user-search-${name}`)).toHaveAttribute('placeholder', placeholder);
  }
  await expect(page.getByTestId('user-create')).toHaveText(/添加用户/);
  await expect(page.getByTestId('role-create')).toHaveText(/添加角色/);
  await expect(page.getByRole('link', { name: '角色权限管理' })).toBeVisible();
  await expect(page.locator('[data-testid^="user-row-"]')).toHaveCount(Math.min(100, users.totalCount));
  await expect(page.locator('[data-testid^="user-row-"]').filter({ hasText: STUDENT_PHONE })).toContainText('张同学');
  await shoot(page, 'home', true);

  // The demo staff, learner and applicants (phones 1380000xxxx), always the same thirteen, newest first:
  // compared with the baseline.
  await page.goto('/root?phone=1380000');
  const demo = page.locator('[data-testid^="user-row-"]');
  await expect(demo).toHaveCount(13);
  await expect(demo.first()).toContainText('zhouba');
  await expect(demo.last()).toContainText('admin');
  await expect(page.getByTestId('user-search-phone')).toHaveValue('1380000');
  await expect(page.getByTestId('stat-total-users').locator('.ant-statistic-content-value')).toHaveText(/^[\d,]+$/);
  // The counts grow with every learner the other tests register; the join dates are the seed's.
  await expectScreen(page, 'admin-users-light.png', {
    fullPage: true,
    mask: [page.locator('.ant-statistic-content-value'), page.locator('[data-testid^="user-row-"] td').filter({ hasText: /\d{4}\D\d{2}\D\d{2}/ })],
  });

  // Add user: empty, then the client check's messages, then the discard question.
  await page.getByTestId('user-create').click();
  const add = dialog(page, '添加用户');
  await expect(add).toBeVisible();
  for (const field of ['username', 'phone', 'email']) await expect(page.getByTestId(`user-form-${field}`)).toHaveValue('');
  await expect(page.getByTestId('user-form-submit')).toBeEnabled();
  await expect(add.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await shoot(page, 'add-user');
  await page.getByTestId('user-form-submit').click();
  await expect(toast(page, '请检查表单填写，确保所有必填项正确')).toBeVisible();
  await expect(add.locator('.ant-form-item-explain-error', { hasText: '请选择角色' })).toBeVisible();
  await expect(add.locator('.ant-form-item-explain-error', { hasText: '请输入用户名' })).toBeVisible();
  await shoot(page, 'add-user-errors');
  await page.getByTestId('user-form-username').fill('草稿');
  await add.getByRole('button', { name: /取\s?消/ }).click();
  const discard = page.locator('.ant-modal-confirm');
  await expect(discard.locator('.ant-modal-confirm-title')).toHaveText('放弃未保存的修改？');
  await expect(discard).toContainText('当前对话框中有尚未保存的修改，关闭后这些修改将丢失。');
  await expect(discard.getByRole('button')).toHaveText(['继续编辑', '放弃修改']);
  await shoot(page, 'discard');
  await discard.getByRole('button', { name: '放弃修改' }).click();
  await expect(add).toBeHidden();

  const id = await findByPhone(page, STUDENT_PHONE);
  await page.getByTestId(`user-edit-${id}`).click();
  await expect(dialog(page, '编辑用户')).toBeVisible();
  await expect(page.getByTestId('user-form-phone')).toHaveValue(STUDENT_PHONE);
  await expect(page.getByTestId('user-form-username')).toHaveValue('student');
  await expect(page.getByTestId('user-form-name')).toHaveValue('张同学');
  await expect(page.getByTestId('user-form-submit')).toBeEnabled();
  await shoot(page, 'edit-user');
  await cancel(page, '编辑用户');

  await page.getByTestId(`user-details-${id}`).click();
  const details = dialog(page, '用户详情');
  await expect(details).toContainText('student');
  await expect(details).toContainText('张同学');
  await expect(details.getByTestId('user-roles')).toHaveAttribute('data-mode', 'view');
  await expect(details.getByTestId('user-role-student')).toHaveText('学员');
  await expect(details.getByTestId('user-roles-edit')).toBeVisible();
  await expect(details.getByTestId('user-append')).toBeVisible();
  await shoot(page, 'details');
  await details.getByTestId('user-roles-edit').click();
  await expect(details.getByTestId('user-roles')).toHaveAttribute('data-mode', 'edit');
  await expect(details.getByTestId('user-roles-save')).toBeVisible();
  await expect(details.getByTestId('user-roles-cancel')).toBeVisible();
  await expect(details.getByTestId('user-role-add')).toBeVisible();
  await shoot(page, 'details-edit-roles');
  await details.getByTestId('user-roles-cancel').click();
  await details.getByTestId('user-append').click();
  const append = dialog(page, '追加权限');
  await expect(append).toBeVisible();
  await expect(append.getByTestId('append-roles')).toBeVisible();
  await expect(append.getByTestId('append-permissions')).toBeVisible();
  await shoot(page, 'append');
  await cancel(page, '追加权限');
  await details.getByTestId('user-role-student').click();
  const studentRole = dialog(page, '编辑角色');
  await expect(studentRole).toBeVisible();
  // A built-in role keeps its name.
  await expect(studentRole.getByTestId('role-form-name')).toHaveValue('student');
  await expect(studentRole.getByTestId('role-form-name')).toBeDisabled();
  await shoot(page, 'edit-role-from-details');
  await cancel(page, '编辑角色');
  await cancel(page, '用户详情');

  await page.getByTestId(`user-reset-${id}`).click();
  const reset = dialog(page, '重置密码');
  await expect(reset).toBeVisible();
  await expect(reset).toContainText('student');
  await expect(page.getByTestId('reset-password-input')).toHaveValue('');
  await expect(page.getByTestId('reset-password-submit')).toBeEnabled();
  await shoot(page, 'reset-password');
  await cancel(page, '重置密码');

  const roles = await apiCall<{ totalCount: number }>(request, 'get', '/api/v0/admin/permission/role?page=0&size=10', admin);
  await page.goto('/root/role-manage');
  await expect(page.getByRole('heading', { level: 1, name: '角色权限' })).toBeVisible();
  await expect(page.getByText('管理角色及其权限；内置角色不能删除')).toBeVisible();
  const roleRows = page.locator('[data-testid^="role-row-"]');
  await expect(roleRows).toHaveCount(Math.min(10, roles.totalCount));
  for (const builtin of ['admin', 'teacher', 'student']) await expect(roleRows.filter({ hasText: builtin }).first()).toContainText('内置');
  await shoot(page, 'role-manage', true);
  await page.getByTestId('role-create').click();
  const addRole = dialog(page, '添加角色');
  await expect(addRole).toBeVisible();
  await expect(addRole.getByTestId('role-form-name')).toHaveValue('');
  await expect(addRole.getByTestId('role-form-name')).toBeEnabled();
  await expect(addRole.getByTestId('role-form-delete')).toHaveCount(0);
  await shoot(page, 'add-role');
  await cancel(page, '添加角色');
  const teacher = roleRows.filter({ hasText: 'teacher' });
  await teacher.locator('[data-testid^="role-edit-"]').click();
  const editRole = dialog(page, '编辑角色');
  await expect(editRole).toBeVisible();
  await expect(editRole.getByTestId('role-form-name')).toHaveValue('teacher');
  await expect(editRole.getByTestId('role-form-permissions').locator('.ant-select-selection-item').first()).toBeVisible();
  await shoot(page, 'edit-role');
  await cancel(page, '编辑角色');

  expect(await violations()).toEqual([]);
});

test('an administrator finds a learner, edits them, resets their password, makes them a grading assistant, and they see only the grading pages', async ({ page, request }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  const learner = newLearner();
  await registerViaApi(request, learner);
  const learnerToken = await token(request, learner.username, learner.password);

  await sessionViaApi(page, request, 'admin');
  await page.goto('/root');
  const id = await findByPhone(page, learner.phone);

  // Details.
  await page.getByTestId(`user-details-${id}`).click();
  const details = dialog(page, '用户详情');
  await expect(details).toContainText(learner.username);
  await expect(details).toContainText(learner.email);
  await cancel(page, '用户详情');

  // Edit: the edit rules require work unit and address, which a fresh registration does not have.
  await page.getByTestId(`user-edit-${id}`).click();
  const edit = dialog(page, '编辑用户');
  await expect(page.getByTestId('user-form-phone')).toHaveValue(learner.phone);
  await page.getByTestId('user-form-submit').click();
  await expect(toast(page, '请检查表单填写，确保所有必填项正确')).toBeVisible();
  await expect(edit.locator('.ant-form-item-explain-error', { hasText: '请输入工作单位' })).toBeVisible();
  await page.getByTestId('user-form-name').fill('王小明');
  await page.getByTestId('user-form-idCard').fill('440101199005011234');
  const birth = edit.locator('#birth');
  await birth.click();
  await birth.fill('1990-05-01');
  await birth.press('Enter');
  await chooseOption(page, 'education', '本科');
  await chooseOption(page, 'degree', '学士');
  await page.getByTestId('user-form-workUnit').fill('广州电力工程有限公司');
  await edit.locator('#workExperience').fill('6');
  await page.getByTestId('user-form-address').fill('广州市天河区体育西路1号');
  await page.getByTestId('user-form-submit').click();
  await expect(toast(page, '用户编辑成功')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId(`user-row-${id}`)).toContainText('王小明');

  // Reset the password: the learner's old session ends.
  await page.getByTestId(`user-reset-${id}`).click();
  await page.getByTestId('reset-password-input').fill('short');
  await page.getByTestId('reset-password-submit').click();
  const tooShort = dialog(page, '重置密码').locator('.ant-form-item-explain-error', { hasText: '密码长度至少10位' });
  await expect(tooShort).toBeVisible();
  await page.getByTestId('reset-password-input').fill('NewPass2026x');
  // The error leaves with an animation that moves the button; click once the form has settled.
  await expect(tooShort).toBeHidden();
  await page.getByTestId('reset-password-submit').click();
  // Hashing the new password can queue behind other logins on a busy machine.
  await expect(toast(page, '密码重置成功')).toBeVisible({ timeout: 30_000 });
  const after = await request.get('/api/v0/user', { headers: { Authorization: `Bearer ${learnerToken}` } });
  expect(after.status()).toBe(401);
  const relogin = await request.post('/api/v0/user/login', { data: { username: learner.username, password: 'NewPass2026x' } });
  expect(relogin.status()).toBe(200);

  // A new role with grading only.
  const roleName = `assistant_${learner.username.slice(-8)}`;
  const roleLabel = `助教${learner.username.slice(-4)}`;
  await page.goto('/root/role-manage');
  await page.getByTestId('role-create').click();
  const addRole = dialog(page, '添加角色');
  await page.getByTestId('role-form-submit').click();
  await expect(addRole.locator('.ant-form-item-explain-error', { hasText: '请输入角色英文名' })).toBeVisible();
  await page.getByTestId('role-form-name').fill(roleName);
  await page.getByTestId('role-form-description').fill(roleLabel);
  // The catalogue is longer than the dropdown shows at once: type to find the permission.
  await addRole.locator('.ant-select-selector').click();
  await page.keyboard.type('阅卷');
  await page.locator('.ant-select-dropdown:visible').locator('.ant-select-item-option[title="阅卷（全部考试的答卷）"]').click();
  await addRole.locator('.ant-modal-title').click();
  await page.getByTestId('role-form-submit').click();
  await expect(toast(page, '角色添加成功')).toBeVisible();
  const roleRow = page.locator('[data-testid^="role-row-"]').filter({ hasText: roleName });
  await expect(roleRow).toContainText(roleLabel);
  await expect(roleRow).toContainText('阅卷（全部考试的答卷）');

  // Assign it in the learner's details.
  await page.goto(`/root?phone=${learner.phone}`);
  await page.getByTestId(`user-details-${id}`).click();
  await details.getByTestId('user-roles-edit').click();
  await details.getByTestId('user-role-add').click();
  await page.keyboard.type(roleLabel);
  await page.locator('.ant-select-dropdown:visible').locator(`.ant-select-item-option[title="${roleLabel}"]`).click();
  await details.locator('.ant-modal-title').click();
  await details.getByTestId('user-roles-save').click();
  await expect(toast(page, '更新成功')).toBeVisible();
  await expect(details.getByTestId(`user-role-${roleName}`)).toBeVisible();
  await expect(details.getByTestId('user-roles')).toHaveAttribute('data-mode', 'view');
  await expect(details.getByTestId('user-permissions')).toContainText('阅卷（全部考试的答卷）');
  // The learner role goes (closing a tag saves at once): the account is an assistant only.
  await details.getByTestId('user-roles-edit').click();
  await details.getByTestId('user-role-student').locator('.anticon-close').click();
  await expect(toast(page, '更新成功').last()).toBeVisible();
  await expect(details.getByTestId('user-role-student')).toHaveCount(0);

  // The learner's live session follows at once (the server reads permissions per request) ...
  const me = (await (await request.get('/api/v0/user', { headers: { Authorization: `Bearer ${(await relogin.json()).data.token}` } })).json()) as {
    data: { roles: string[]; permissions: string[] };
  };
  expect(me.data.roles).toEqual([roleName]);
  expect(me.data.permissions).toEqual(['exam:grade']);
  // ... and logging in, they land on the grading pages and see only those.
  const assistant = await page.context().browser()!.newPage({ baseURL: new URL(page.url()).origin, locale: 'zh-CN' });
  await loginThroughForm(assistant, learner.username, 'NewPass2026x');
  await expect(assistant).toHaveURL(/\/teacher\/reprint-manager$/);
  await expect(assistant.getByTestId('teacher-menu').getByRole('menuitem')).toHaveText(['批阅管理', '答卷管理']);
  await assistant.goto('/teacher/course-manager');
  await expect(assistant).toHaveURL(/\/teacher\/reprint-manager$/);
  await assistant.close();

  expect(await violations()).toEqual([]);
});
