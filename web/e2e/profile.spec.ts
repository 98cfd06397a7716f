// Profile area end to end: basic info, personal data (the ID number fills the birth date), change password then
// log in with the new one, delete the account then register the same username again; plus the profile screenshots.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginThroughForm, logoutThroughMenu, newLearner, toast, registerViaApi, sessionViaApi, settle } from './helpers';

/** A form field's rule message (not a placeholder with the same words). */
function fieldError(page: Page, text: string) {
  return page.locator('.ant-form-item-explain-error').getByText(text, { exact: true });
}

async function apiUser(request: APIRequestContext, username: string, password: string) {
  const login = await request.post('/api/v0/user/login', { data: { username, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };
  const res = await request.get('/api/v0/user', { headers: { Authorization: `Bearer ${data.token}` } });
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

/** Picks an option of the antd Select inside the form item whose control has this id. */
async function choose(page: Page, id: string, option: string) {
  await page.locator('.ant-form-item').filter({ has: page.locator(`#${id}`) }).locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible').locator(`.ant-select-item-option[title="${option}"]`).click();
}

test.describe.serial('profile area', () => {
  const learner = newLearner();

  test.beforeAll(async ({ request }) => {
    await registerViaApi(request, learner);
  });

  test('basic info: rules, trimming, saved and shown in the header', async ({ page, request }) => {
    await sessionViaApi(page, request, learner.username, learner.password);
    await page.goto('/StudentProfile');
    await expect(page).toHaveURL(/\/StudentProfile\/basicinfo$/);
    await expect(page.locator('#username')).toHaveValue(learner.username);
    await expect(page.locator('#phone')).toHaveValue(learner.phone);

    await page.locator('#name').fill('');
    await page.locator('#phone').fill('12345678901');
    await page.locator('#email').fill('not-an-email');
    await page.getByTestId('basic-save').click();
    await expect(fieldError(page, '用户名和姓名为必填项')).toBeVisible();
    await expect(fieldError(page, '请输入正确的手机号码')).toBeVisible();
    await expect(fieldError(page, '请输入正确的邮箱地址')).toBeVisible();

    await page.locator('#name').fill('  王小明  ');
    await page.locator('#phone').fill(learner.phone);
    await page.locator('#email').fill(`  ${learner.email}  `);
    await page.getByTestId('basic-save').click();
    await expect(toast(page, '修改成功！')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toContainText('王小明');

    await page.reload();
    await expect(page.locator('#name')).toHaveValue('王小明');
    const saved = await apiUser(request, learner.username, learner.password);
    expect(saved.name).toBe('王小明');
    expect(saved.email).toBe(learner.email);

    // The server's conflict answer is shown as it says.
    await page.locator('#phone').fill('13800000006');
    await page.getByTestId('basic-save').click();
    await expect(toast(page, '手机号已被注册')).toBeVisible();
  });

  test('personal data: the ID number fills the birth date (18 and 15 digits), saved with every field', async ({ page, request }) => {
    await sessionViaApi(page, request, learner.username, learner.password);
    await page.goto('/StudentProfile/personinfo');
    await expect(page.locator('#name')).toHaveValue('王小明');

    await page.locator('#idCard').fill('1234');
    await page.getByTestId('person-save').click();
    await expect(fieldError(page, '请输入正确的身份证号')).toBeVisible();
    await expect(fieldError(page, '请选择出生日期')).toBeVisible();
    await expect(fieldError(page, '请选择学历')).toBeVisible();
    await expect(fieldError(page, '请选择学位')).toBeVisible();

    await page.locator('#idCard').fill('110105850612002');
    await expect(page.locator('#birthDate')).toHaveValue('1985-06-12');
    await page.locator('#idCard').fill('44010619900307002X');
    await expect(page.locator('#birthDate')).toHaveValue('1990-03-07');

    await choose(page, 'education', '本科');
    await choose(page, 'degree', '学士');
    await page.locator('#workUnit').fill(' 广州某软件公司 ');
    await page.locator('#workExperience').fill('5年');
    await page.getByTestId('person-save').click();
    await expect(fieldError(page, '工作年限必须为数字')).toBeVisible();
    await page.locator('#workExperience').fill('5');
    await page.locator('#address').fill('广州市天河区');
    await page.getByTestId('person-save').click();
    await expect(toast(page, '个人资料更新成功')).toBeVisible();

    const saved = await apiUser(request, learner.username, learner.password);
    expect(saved).toMatchObject({
      idCard: '44010619900307002X',
      birthDate: '1990-03-07',
      education: '本科',
      degree: '学士',
      workUnit: '广州某软件公司',
      workExperience: 5,
      address: '广州市天河区',
    });
  });

  test('change password: rules, wrong current password, then log in with the new one', async ({ page, request }) => {
    const newPassword = `${learner.password}N2`;
    await sessionViaApi(page, request, learner.username, learner.password);
    await page.goto('/StudentProfile/changepwd');

    await page.getByTestId('password-save').click();
    await expect(fieldError(page, '请输入当前密码')).toBeVisible();
    await expect(fieldError(page, '请输入新密码')).toBeVisible();

    await page.locator('#oldPassword').fill('12345');
    await page.locator('#newPassword').fill('short1');
    await page.locator('#confirm').fill('other');
    await expect(fieldError(page, '密码长度不能小于6个字符')).toBeVisible();
    await expect(fieldError(page, '密码长度不能小于10个字符')).toBeVisible();
    await expect(fieldError(page, '两次输入密码不一致')).toBeVisible();

    await page.locator('#oldPassword').fill('Wrong123456');
    await page.locator('#newPassword').fill(newPassword);
    await page.locator('#confirm').fill(newPassword);
    await page.getByTestId('password-save').click();
    await expect(toast(page, '密码修改失败，请确认当前密码是否正确')).toBeVisible();

    await page.locator('#oldPassword').fill(learner.password);
    await page.getByTestId('password-save').click();
    await expect(toast(page, '密码修改成功')).toBeVisible();
    await expect(page.locator('#oldPassword')).toHaveValue('');

    // This session stays; log out and in again with the new password.
    await page.goto('/StudentProfile/basicinfo');
    await expect(page.locator('#username')).toHaveValue(learner.username);
    await logoutThroughMenu(page);
    await loginThroughForm(page, learner.username, learner.password);
    await expect(page.locator('.ant-message')).toContainText(/./);
    await expect(page).toHaveURL(/\/login$/);
    await loginThroughForm(page, learner.username, newPassword);
    await expect(page).toHaveURL(/\/classroom$/);
    learner.password = newPassword;
  });

  test('delete account: warning, cancel, confirm; then the username can be registered again', async ({ page, request }) => {
    await sessionViaApi(page, request, learner.username, learner.password);
    await page.goto('/StudentProfile/basicinfo');
    await page.getByRole('menuitem', { name: '注销账号' }).click();
    await expect(page).toHaveURL(/\/StudentProfile\/deleteaccount$/);
    await expect(page.getByTestId('delete-warning')).toContainText('注销账号将永久删除您的所有个人信息和学习记录');

    await page.getByTestId('delete-account-cancel').click();
    await expect(page).toHaveURL(/\/StudentProfile\/basicinfo$/);
    await page.goto('/StudentProfile/deleteaccount');

    await page.getByTestId('delete-account-confirm').click();
    await expect(page.locator('.ant-modal-confirm')).toContainText(learner.username);
    await page.getByTestId('delete-account-ok').click();
    await expect(toast(page, '账号已注销，感谢您的使用！')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const login = await request.post('/api/v0/user/login', { data: { username: learner.username, password: learner.password } });
    expect(login.status()).not.toBe(200);
    await registerViaApi(request, learner);
    const again = await apiUser(request, learner.username, learner.password);
    expect(again.name).toBeNull();
    expect(again.idCard).toBeNull();
  });

  test('guests see no message area and cannot open the profile', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('guest-login').click();
    await expect(page.getByTestId('learner-shell')).toHaveAttribute('data-visitor', 'true');
    await expect(page.getByTestId('messages-bell')).toHaveCount(0);
    await page.goto('/StudentProfile/message');
    await expect(page).toHaveURL(/\/login$/);
  });
});

// ---- screenshots (zh-CN, light and dark) ----------------------------------------------------------------

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((t) => {
    localStorage.setItem('theme', t);
    localStorage.setItem('lang', 'zh-CN');
  }, theme);
}


for (const theme of ['light', 'dark'] as const) {
  test(`screenshots of the profile area (${theme})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const who = newLearner();
    await registerViaApi(request, who);
    await useTheme(page, theme);
    await sessionViaApi(page, request, who.username, who.password);
    for (const p of ['basicinfo', 'personinfo', 'changepwd', 'deleteaccount']) {
      await page.goto(`/StudentProfile/${p}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('.sc-panel')).toBeVisible();
      await expect(page.locator('.ant-skeleton')).toHaveCount(0);
      await settle(page);
      await page.screenshot({ path: `screenshots/profile-${p}-${theme}.png`, fullPage: true });
    }
  });

  test(`screenshots of the messages (${theme})`, async ({ page, request }) => {
    await useTheme(page, theme);
    await sessionViaApi(page, request, 'student', DEMO_PASSWORD);
    await page.goto('/StudentProfile/message');
    await expect(page.getByTestId('message-list')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `screenshots/profile-message-${theme}.png`, fullPage: true });

    const exam = page.locator('[data-testid^="message-row-"]').filter({ hasText: '考证开班通知' }).first();
    await exam.getByRole('button', { name: '查看详情' }).click();
    await expect(page.getByTestId('message-detail-exam')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `screenshots/profile-message-exam-dialog-${theme}.png` });
    await page.getByTestId('message-detail-close').click();

    const cert = page.locator('[data-testid^="message-row-"]').filter({ hasText: '领取证书通知' }).first();
    await cert.getByRole('button', { name: '查看详情' }).click();
    await expect(page.getByTestId('message-detail-certificate')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `screenshots/profile-message-certificate-dialog-${theme}.png` });
    await page.getByTestId('message-detail-close').click();

    await page.getByTestId('messages-bell').click();
    await expect(page.getByTestId('messages-dropdown-panel')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `screenshots/header-messages-dropdown-${theme}.png` });
  });

  test(`screenshot of the admin notification page (${theme})`, async ({ page, request }) => {
    await useTheme(page, theme);
    // The staff shell's sticky header and side menu do not suit a full-page capture: a tall viewport instead.
    await page.setViewportSize({ width: 1366, height: 1800 });
    await sessionViaApi(page, request, 'admin', DEMO_PASSWORD);
    await page.goto('/root/notification');
    await expect(page.getByTestId('notification-page')).toBeVisible();
    await choose(page, 'type', '考证开班通知');
    await page.locator('.ant-radio-button-wrapper').filter({ hasText: '课程学员' }).click();
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `screenshots/admin-notification-${theme}.png` });
  });
}
