// The Content-Security-Policy in the browser: the app runs under it without a single violation,
// a script injected into the page does not run (the session token in local storage stays out of
// its reach), and another origin cannot frame the login page.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginThroughForm, watchViolations } from './helpers';


test('the app works under its policy and an injected inline script does not run', async ({ page }) => {
  const violations = await watchViolations(page);
  await loginThroughForm(page, 'student', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/classroom$/);
  await expect(page.getByTestId('learner-shell')).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // What a stored-XSS payload would try: an inline script, an inline handler, a javascript: URL.
  await page.evaluate(() => {
    const w = window as unknown as { stolen?: string };
    const script = document.createElement('script');
    script.textContent = 'window.stolen = localStorage.getItem("token")';
    document.body.appendChild(script);
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="/nothing.png" onerror="window.stolen = localStorage.getItem(\'token\')">';
    document.body.appendChild(holder);
    const link = document.createElement('a');
    link.href = 'javascript:window.stolen=localStorage.getItem("token")';
    document.body.appendChild(link);
    link.click();
    return w.stolen;
  });
  await expect.poll(async () => (await violations()).length).toBeGreaterThanOrEqual(3);
  expect(await page.evaluate(() => (window as unknown as { stolen?: string }).stolen)).toBeUndefined();
  expect((await violations()).every((v) => v.startsWith('script-src'))).toBe(true);
});

test('another origin cannot frame the login page', async ({ page, baseURL }) => {
  const login = await page.request.get('/login');
  expect(login.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(login.headers()['x-frame-options']).toBe('DENY');
  // A page of another origin (served by the test) that frames the login page.
  await page.route('http://attacker.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<iframe id="victim" src="${baseURL}/login" width="800" height="600"></iframe>` }),
  );
  await page.goto('http://attacker.test/');
  // The frame has loaded what the browser let it load: nothing of the app is inside it.
  await page.waitForLoadState('load');
  await expect.poll(() => page.frames().length).toBe(2);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  expect(frame).toBeDefined();
  expect(await frame!.locator('#root').count()).toBe(0);
  expect(await frame!.locator('input').count()).toBe(0);
});
