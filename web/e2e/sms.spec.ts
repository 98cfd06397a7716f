// Forgot password and phone login: real SMS codes read from the dev outbox, drag slider, real reset/login.
import { expect, test } from '@playwright/test';
import { DEMO, dragSlider, loginThroughForm, newLearner, outboxCode, registerViaApi, toast } from './helpers';

test('forgot password: verify phone, reset, then log in with the new password', async ({ page, request }) => {
  const user = newLearner();
  await registerViaApi(request, user);
  const newPassword = `Reset${user.phone.slice(-6)}ab`;

  await page.goto('/forgetpwd');
  await page.getByTestId('forgot-next').click();
  await expect(page.getByText('请输入手机号！')).toBeVisible();
  await expect(page.getByText('请输入验证码！')).toBeVisible();
  // The failed submit shakes the slider once, and the shake stops: the count stays after the 500 ms
  // animation, so the check does not race it.
  await expect(page.getByTestId('slider-captcha')).toHaveAttribute('data-shakes', '1');
  await expect(page.getByTestId('slider-captcha')).toHaveAttribute('data-shaking', 'false', { timeout: 2_000 });

  await page.getByPlaceholder('请输入手机号').fill(user.phone);
  await page.getByTestId('sms-code-button').click();
  await expect(toast(page, '验证码已发送！')).toBeVisible();
  await expect(page.getByTestId('sms-code-button')).toBeDisabled();
  await expect(page.getByTestId('sms-code-button')).toHaveText(/^\d+秒后重试$/);
  const code = await outboxCode(request, user.phone, 'reset');
  await page.getByPlaceholder('请输入短信验证码').fill(code);

  // Released half-way the slider snaps back and stays unverified.
  await dragSlider(page, 0.5);
  await expect(page.getByTestId('slider-captcha')).toHaveAttribute('data-done', 'false');
  await dragSlider(page);
  await expect(page.getByTestId('slider-captcha')).toHaveAttribute('data-done', 'true');
  await expect(page.getByText('验证通过')).toBeVisible();
  await page.getByTestId('forgot-next').click();

  await expect(page.getByTestId('forgot-reset-form')).toBeVisible();
  await page.getByPlaceholder('请输入新密码（不少于10位，包含字母和数字）').fill(newPassword);
  await page.getByPlaceholder('请再次输入新密码').fill(`${newPassword}x`);
  await page.getByPlaceholder('请再次输入新密码').press('Enter');
  await expect(page.getByText('两次输入的密码不一致！')).toBeVisible();
  await page.getByPlaceholder('请再次输入新密码').fill(newPassword);
  await dragSlider(page);
  // Enter submits.
  await page.getByPlaceholder('请再次输入新密码').press('Enter');
  await expect(toast(page, '密码重置成功！')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await loginThroughForm(page, user.username, user.password);
  await expect(toast(page, '用户名或密码错误')).toBeVisible();
  await loginThroughForm(page, user.username, newPassword);
  await expect(page).toHaveURL(/\/classroom$/);
});

test('phone login with a code from the outbox routes by role', async ({ page, request }) => {
  await page.goto('/phonelogin');
  await page.getByPlaceholder('请输入手机号').fill(DEMO.teacher.phone);
  await page.getByTestId('sms-code-button').click();
  await expect(toast(page, '验证码已发送！')).toBeVisible();
  await expect(page.getByTestId('sms-code-button')).toHaveText(/^(60|59|58)秒后重试$/);
  const code = await outboxCode(request, DEMO.teacher.phone, 'login');
  await page.getByPlaceholder('请输入短信验证码').fill(code);
  await page.getByTestId('phone-login-submit').click();
  await expect(page.getByTestId('slider-captcha')).toHaveAttribute('data-shakes', '1');
  await dragSlider(page);
  await page.getByTestId('phone-login-submit').click();
  await expect(page).toHaveURL(/\/teacher\/course-manager$/);
  await expect(page.getByTestId('teacher-shell')).toBeVisible();
});

test('phone login of a learner lands on /classroom; a wrong code is refused', async ({ page, request }) => {
  const user = newLearner();
  await registerViaApi(request, user);
  await page.goto('/phonelogin');
  await page.getByPlaceholder('请输入手机号').fill(user.phone);
  await page.getByTestId('sms-code-button').click();
  const code = await outboxCode(request, user.phone, 'login');
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByPlaceholder('请输入短信验证码').fill(wrong);
  await dragSlider(page);
  await page.getByTestId('phone-login-submit').click();
  await expect(toast(page, '验证码错误')).toBeVisible();
  await page.getByPlaceholder('请输入短信验证码').fill(code);
  await dragSlider(page);
  await page.getByTestId('phone-login-submit').click();
  await expect(page).toHaveURL(/\/classroom$/);
});

test('unknown phone numbers and a second send within 60 s get the server message', async ({ page, request }) => {
  await page.goto('/forgetpwd');
  await page.getByPlaceholder('请输入手机号').fill('13999999999');
  await page.getByTestId('sms-code-button').click();
  await expect(toast(page, '该手机号未注册')).toBeVisible();
  await expect(page.getByTestId('sms-code-button')).toBeEnabled();

  const user = newLearner();
  await registerViaApi(request, user);
  await page.getByPlaceholder('请输入手机号').fill(user.phone);
  await page.getByTestId('sms-code-button').click();
  await expect(toast(page, '验证码已发送！')).toBeVisible();
  // After a reload the button is free again, but the server still throttles: 429 with retryAfter.
  await page.reload();
  await page.getByPlaceholder('请输入手机号').fill(user.phone);
  await page.getByTestId('sms-code-button').click();
  await expect(page.locator('.ant-message-error')).toBeVisible();
  await expect(page.getByTestId('sms-code-button')).toHaveText(/^\d+秒后重试$/);
  await expect(page.getByTestId('sms-code-button')).toBeDisabled();
});
