// Profile area end to end: basic info, personal data (the ID number fills the birth date), the download of the
// learner's data, change password then log in with the new one, delete the account then register the same username
// again; plus the profile screenshots.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, DEMO_PASSWORD, inBothThemes, loginThroughForm, logoutThroughMenu, newLearner, toast, token, registerViaApi, sessionViaApi, settle, useTheme, openLogin } from './helpers';

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

  test('my data: one .zip of everything held about the learner, saved under the server’s name', async ({ page, request }) => {
    await sessionViaApi(page, request, learner.username, learner.password);
    await page.goto('/StudentProfile/personinfo');
    await expect(page.getByTestId('profile-my-data')).toContainText('每小时最多下载 5 次');
    const downloaded = page.waitForEvent('download');
    await page.getByTestId('download-my-data').click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^个人数据-${learner.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    await expect(toast(page, '已开始下载您的数据')).toBeVisible();
    // A zip whose entries are named in the clear: the guide, the account's table with what was saved above.
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const names = bytes.toString('utf8');
    for (const entry of ['说明.txt', 'data/users.json', 'data/applications.json', 'data/audit_log.json']) expect(names).toContain(entry);
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
    await openLogin(page);
    await page.getByTestId('guest-login').click();
    await expect(page.getByTestId('learner-shell')).toHaveAttribute('data-visitor', 'true');
    await expect(page.getByTestId('messages-bell')).toHaveCount(0);
    await page.goto('/StudentProfile/message');
    await expect(page).toHaveURL(/\/login$/);
  });
});

// ---- screenshots (zh-CN, light and dark) ----------------------------------------------------------------

/** Each profile page: its panel's title and subtitle, the profile menu with it chosen, and its own fields and buttons. */
const PROFILE_PAGES = {
  basicinfo: {
    menu: '基本信息',
    title: '基本信息',
    subtitle: '维护您的账号名称与联系方式',
    shows: async (page: Page, who: ReturnType<typeof newLearner>) => {
      await expect(page.locator('#username')).toHaveValue(who.username);
      await expect(page.locator('#phone')).toHaveValue(who.phone);
      await expect(page.locator('#email')).toHaveValue(who.email);
      await expect(page.locator('.sc-pf-account-name .ant-tag')).toHaveText('学员');
      await expect(page.getByTestId('basic-save')).toHaveText('保存修改');
    },
  },
  personinfo: {
    menu: '个人资料',
    title: '个人资料',
    subtitle: '报名考证与领取证书需要这些信息，请如实填写',
    shows: async (page: Page) => {
      // A new learner has filled in nothing yet.
      await expect(page.getByTestId('person-idcard')).toHaveValue('');
      await expect(page.getByTestId('person-save')).toBeEnabled();
      await expect(page.getByTestId('profile-my-data')).toContainText('平台保存的与您有关的全部数据');
      await expect(page.getByTestId('download-my-data')).toHaveText('下载我的数据');
    },
  },
  changepwd: {
    menu: '修改密码',
    title: '修改密码',
    subtitle: '修改成功后，本设备保持登录，其他设备上的登录将失效',
    shows: async (page: Page) => {
      for (const placeholder of ['请输入当前密码', '不少于10位，包含字母和数字', '请再次输入新密码']) await expect(page.getByPlaceholder(placeholder)).toHaveValue('');
      await expect(page.getByTestId('password-save')).toHaveText('确认修改');
    },
  },
  deleteaccount: {
    menu: '注销账号',
    title: '注销账号',
    subtitle: '注销是永久操作，请谨慎处理',
    shows: async (page: Page) => {
      await expect(page.getByTestId('delete-warning')).toContainText('注销后，您的账号将无法恢复');
      await expect(page.locator('.sc-pf-danger-list li')).toHaveText(['个人资料与联系方式', '课程报名、学习进度与笔记', '考试记录与答卷', '消息与通知']);
      await expect(page.getByTestId('delete-account-cancel')).toHaveText('取 消');
      await expect(page.getByTestId('delete-account-confirm')).toHaveText('确认注销');
      await expect(page.getByTestId('download-my-data')).toHaveText('下载我的数据');
    },
  },
} as const;

test(`screenshots of the profile area (light and dark)`, async ({ page, request }) => {
  test.setTimeout(90_000);
  const who = newLearner();
  await registerViaApi(request, who);
  await useTheme(page, 'light');
  await sessionViaApi(page, request, who.username, who.password);
  for (const [p, shows] of Object.entries(PROFILE_PAGES)) {
    await page.goto(`/StudentProfile/${p}`);
    const panel = page.locator('.sc-panel').first();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading').first()).toHaveText(shows.title);
    await expect(panel).toContainText(shows.subtitle);
    await expect(page.locator('.sc-profile-menu li.ant-menu-item')).toHaveText(['基本信息', '个人资料', '我的消息', '我的证书', '就业推荐', '修改密码', '注销账号']);
    await expect(page.locator('.sc-profile-menu li.ant-menu-item-selected')).toHaveText(shows.menu);
    await shows.shows(page, who);
    await inBothThemes(page, async (theme) => {
      await settle(page);
      await page.screenshot({ path: `screenshots/profile-${p}-${theme}.png`, fullPage: true });
    });
  }
});

test(`screenshots of the messages (light and dark)`, async ({ page, request }) => {
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'student', DEMO_PASSWORD);
  const tok = await token(request, 'student', DEMO_PASSWORD);
  const { unreadCount: unread } = await apiCall<{ unreadCount: number }>(request, 'get', '/api/v0/announcement/unread', tok);
  await page.goto('/StudentProfile/message');
  const messages = page.getByTestId('message-page');
  await expect(messages.getByRole('heading').first()).toHaveText('我的消息');
  await expect(messages).toContainText('系统、课程、考证开班与证书领取等通知');
  await expect(page.getByTestId('message-tabs').getByRole('tab', { selected: true })).toHaveText('全部');
  const rows = page.locator('[data-testid^="message-row-"]');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('message-pagination')).toContainText(/共 \d+ 条/);
  for (const type of ['考证开班通知', '领取证书通知']) await expect(rows.filter({ hasText: type }).first()).toBeVisible();
  // 全部已读 is open while something is unread.
  if (unread > 0) await expect(page.getByTestId('message-read-all')).toBeEnabled();
  else await expect(page.getByTestId('message-read-all')).toBeDisabled();
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `screenshots/profile-message-${theme}.png`, fullPage: true });
  });

  const exam = rows.filter({ hasText: '考证开班通知' }).first();
  await exam.getByRole('button', { name: '查看详情' }).click();
  const examDetail = page.getByTestId('message-detail-exam');
  await expect(examDetail).toBeVisible();
  await expect(examDetail).toContainText('发送时间：');
  await expect(examDetail.locator('.ant-descriptions-title')).toHaveText('考试安排');
  await expect(examDetail).toContainText('考试地点');
  await expect(page.getByTestId('message-go-register')).toHaveText(/前往报名/);
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `screenshots/profile-message-exam-dialog-${theme}.png` });
  });
  await page.getByTestId('message-detail-close').click();

  const cert = rows.filter({ hasText: '领取证书通知' }).first();
  await cert.getByRole('button', { name: '查看详情' }).click();
  const certDetail = page.getByTestId('message-detail-certificate');
  await expect(certDetail).toBeVisible();
  await expect(certDetail.locator('.ant-descriptions-title')).toHaveText('领取信息');
  await expect(certDetail).toContainText('领取地点');
  await expect(page.getByTestId('message-go-register')).toHaveCount(0);
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `screenshots/profile-message-certificate-dialog-${theme}.png` });
  });
  await page.getByTestId('message-detail-close').click();

  await page.getByTestId('messages-bell').click();
  const dropdown = page.getByTestId('messages-dropdown-panel');
  await expect(dropdown).toBeVisible();
  await expect(dropdown).toContainText('未读消息');
  await expect(page.getByTestId('messages-dropdown-all')).toHaveText(/查看全部消息/);
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `screenshots/header-messages-dropdown-${theme}.png` });
  });
});

test(`screenshot of the admin notification page (light and dark)`, async ({ page, request }) => {
  await useTheme(page, 'light');
  // The staff shell's sticky header and side menu do not suit a full-page capture: a tall viewport instead.
  await page.setViewportSize({ width: 1366, height: 1800 });
  await sessionViaApi(page, request, 'admin', DEMO_PASSWORD);
  await page.goto('/root/notification');
  await expect(page.getByTestId('notification-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '消息通知' })).toBeVisible();
  await choose(page, 'type', '考证开班通知');
  // The exam notice asks for its own fields.
  await expect(page.getByTestId('compose-form')).toContainText('考证开班信息');
  await page.locator('.ant-radio-button-wrapper').filter({ hasText: '课程学员' }).click();
  await expect(page.getByTestId('compose-audience').locator('.ant-radio-button-wrapper-checked')).toHaveText('课程学员');
  await expect(page.getByTestId('compose-course')).toBeVisible();
  await expect(page.getByText('发送给该课程已开通学习的学员')).toBeVisible();
  await expect(page.getByTestId('compose-send')).toBeEnabled();
  await expect(page.getByText('已发送消息')).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await inBothThemes(page, async (theme) => {
    await settle(page);
    await page.screenshot({ path: `screenshots/admin-notification-${theme}.png` });
  });
});
