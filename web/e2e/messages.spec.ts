// Messages end to end: the demo learner's inbox (tabs, page sizes, jump-to-page, detail dialogs, mark read); an admin
// sends an exam-class-opening notice to a course's learners: the learner of that course sees the badge within seconds,
// opens the dialog and goes to registration with the query; a learner outside the course never sees it.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { chooseInDropdown, DEMO_PASSWORD, newLearner, registerViaApi, sessionViaApi, toast } from './helpers';

/** A form field's rule message (not a placeholder with the same words). */
function fieldError(page: Page, text: string) {
  return page.locator('.ant-form-item-explain-error').getByText(text, { exact: true });
}

const COURSE_NAME = 'JavaWeb应用开发（四级/中级工）';
const stamp = Date.now().toString().slice(-6);
const TITLE = `E2E${stamp} JavaWeb 考证开班通知`;

async function unreadBadge(page: Page): Promise<number> {
  return Number((await page.getByTestId('messages-bell').getAttribute('data-unread')) ?? '0');
}

/** Opens `path` and answers the unread count the server gave it, once the badge shows it (it reads 0 until then). */
async function unreadAfterLoad(page: Page, path: string): Promise<number> {
  const answer = page.waitForResponse((r) => r.url().includes('/api/v0/announcement/unread') && r.ok());
  await page.goto(path);
  const { data } = (await (await answer).json()) as { data: { unreadCount: number } };
  await expect.poll(() => unreadBadge(page)).toBe(data.unreadCount);
  return data.unreadCount;
}

async function choose(page: Page, id: string, option: string, search = false) {
  await page.locator('.ant-form-item').filter({ has: page.locator(`#${id}`) }).locator('.ant-select-selector').click();
  // A long list renders only what is in view: a searchable one is narrowed first.
  if (search) await page.locator(`#${id}`).fill(option);
  await page.locator('.ant-select-dropdown:visible').locator(`.ant-select-item-option[title="${option}"]`).click();
}

async function pageFor(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1366, height: 860 } });
  return context.newPage();
}

test('the demo learner’s inbox: tabs, page sizes, jump to page, detail dialogs, mark read', async ({ page, request }) => {
  const { token } = await sessionViaApi(page, request, 'student', DEMO_PASSWORD);
  await page.goto('/classroom');
  await expect.poll(() => unreadBadge(page)).toBeGreaterThan(0);

  // The header link leads to the message page.
  const rows = page.locator('[data-testid^="message-row-"]');
  await chooseInDropdown(page.getByTestId('messages-bell'), page.getByTestId('messages-dropdown-all'), rows.first());
  await expect(page).toHaveURL(/\/StudentProfile\/message$/);
  const total = await rows.count();
  expect(total).toBeGreaterThanOrEqual(6);

  // Page size 5, then jump to page 2.
  await page.locator('.ant-pagination-options .ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '5' }).first().click();
  await expect(rows).toHaveCount(5);
  const jumper = page.locator('.ant-pagination-options-quick-jumper input');
  await jumper.fill('2');
  await jumper.press('Enter');
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  await expect(rows).toHaveCount(Math.min(5, total - 5));
  await page.locator('.ant-pagination-options .ant-select-selector').click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText([/^5\D/, /^10\D/, /^20\D/, /^50\D/]);
  await page.keyboard.press('Escape');

  // The unread tab lists only unread messages.
  await page.getByRole('tab', { name: /未读/ }).click();
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('[data-testid^="message-row-"][data-read="true"]')).toHaveCount(0);
  await page.getByRole('tab', { name: '全部' }).click();

  // Certificate-pickup dialog.
  const cert = rows.filter({ hasText: '领取证书通知' }).first();
  await cert.getByRole('button', { name: '查看详情' }).click();
  const certDialog = page.getByTestId('message-detail-certificate');
  for (const label of ['证书名称', '发证机关', '领取地点', '领取时间', '所需材料']) await expect(certDialog.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByTestId('message-go-register')).toHaveCount(0);
  await page.getByTestId('message-detail-close').click();
  // Opening the notice read it: the badge shows the server's count from then before one more is marked (read before
  // it had caught up, the badge's count was one too many).
  await expect(cert).toHaveAttribute('data-read', 'true');
  const unread = await request.get('/api/v0/announcement/unread', { headers: { Authorization: `Bearer ${token}` } });
  const before = ((await unread.json()) as { data: { unreadCount: number } }).data.unreadCount;
  await expect.poll(() => unreadBadge(page)).toBe(before);

  // Mark one read with the button.
  const unreadRow = page.locator('[data-testid^="message-row-"][data-read="false"]').first();
  const id = (await unreadRow.getAttribute('data-testid'))!.replace('message-row-', '');
  await page.getByTestId(`message-mark-read-${id}`).click();
  await expect(toast(page, '标记已读成功')).toBeVisible();
  await expect(page.getByTestId(`message-row-${id}`)).toHaveAttribute('data-read', 'true');
  await expect.poll(() => unreadBadge(page)).toBe(before - 1);
});

test.describe.serial('an exam-class-opening notice to a course’s learners', () => {
  const outsider = newLearner();
  let recipients = 0;

  test('only the admin may open the notification page', async ({ page, request }) => {
    await sessionViaApi(page, request, 'teacher', DEMO_PASSWORD);
    await page.goto('/root/notification');
    await expect(toast(page, '该页面需要管理员权限')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('sent by the admin, seen within seconds by the course learner only', async ({ page, request, browser, baseURL }) => {
    test.setTimeout(120_000);
    await registerViaApi(request, outsider);

    // Both learners are online before the notice is sent.
    const learner = await pageFor(browser, baseURL);
    await sessionViaApi(learner, request, 'student', DEMO_PASSWORD);
    const learnerBefore = await unreadAfterLoad(learner, '/classroom');

    const other = await pageFor(browser, baseURL);
    await sessionViaApi(other, request, outsider.username, outsider.password);
    // A new account has the broadcasts sent before it existed: its count is read once the server has answered it.
    const otherBefore = await unreadAfterLoad(other, '/classroom');

    // The admin composes: the rules first, then a complete exam-class-opening notice to the course.
    await sessionViaApi(page, request, 'admin', DEMO_PASSWORD);
    await page.goto('/root/notification');
    await expect(page.getByTestId('notification-page')).toBeVisible();
    await page.getByTestId('compose-send').click();
    await expect(fieldError(page, '消息类型无效')).toBeVisible();
    await expect(fieldError(page, '请输入标题')).toBeVisible();
    await choose(page, 'type', '考证开班通知');
    await page.locator('.ant-radio-button-wrapper').filter({ hasText: '课程学员' }).click();
    await page.getByTestId('compose-send').click();
    await expect(fieldError(page, '请填写：发证机关')).toBeVisible();
    await expect(fieldError(page, '请选择课程')).toBeVisible();

    await page.locator('#title').fill(TITLE);
    await page.locator('#content').fill('开班考试安排如下，请点击前往报名。');
    const fields: Record<string, string> = {
      issuingAuthority: '广东省人力资源和社会保障厅',
      examLocation: '广州市天河区职业技能鉴定中心',
      trainingInstitution: '技能认证培训中心',
      classroom: 'B204',
      occupation: '计算机程序设计员',
      evaluationLevel: '四级/中级工',
      examName: 'JavaWeb应用开发',
      examLevel: '四级',
      examId: '1',
    };
    for (const [id, value] of Object.entries(fields)) await page.locator(`#${id}`).fill(value);
    await page.locator('#examTime').click();
    await page.locator('#examTime').fill('2026-12-20 09:00');
    await page.locator('#examTime').press('Enter');
    await expect(page.locator('#examTime')).toHaveValue('2026-12-20 09:00');
    await choose(page, 'courseId', COURSE_NAME, true);
    await page.getByTestId('compose-send').click();
    const sent = page.locator('.ant-message').getByText(/^发送成功，共 \d+ 位接收人$/);
    await expect(sent).toBeVisible({ timeout: 30_000 }); // sending to a course's learners writes a row each: slow under the full parallel run
    recipients = Number((await sent.textContent())!.match(/\d+/)![0]);
    expect(recipients).toBeGreaterThanOrEqual(1);
    const row = page.locator('.ant-table-row').filter({ hasText: TITLE });
    await expect(row).toContainText(`0 / ${recipients}`);
    await expect(row).toContainText(`课程学员：${COURSE_NAME}`);

    // The course learner's badge moves within a few seconds (2 s poll).
    await expect.poll(() => unreadBadge(learner), { timeout: 6_000, intervals: [250] }).toBe(learnerBefore + 1);
    await learner.getByTestId('messages-bell').click();
    const item = learner.locator('[data-testid^="messages-dropdown-item-"]').filter({ hasText: TITLE });
    await expect(item).toBeVisible();
    await item.click();
    const dialog = learner.getByTestId('message-detail-exam');
    await expect(dialog).toBeVisible();
    for (const value of ['广东省人力资源和社会保障厅', '广州市天河区职业技能鉴定中心', '技能认证培训中心', 'B204', '计算机程序设计员', '四级/中级工', '2026-12-20 09:00']) {
      await expect(dialog.getByText(value, { exact: true })).toBeVisible();
    }
    await expect.poll(() => unreadBadge(learner), { timeout: 6_000 }).toBe(learnerBefore);
    await learner.getByTestId('message-go-register').click();
    await expect(learner).toHaveURL(/\/applicationmaterials\?/);
    const query = new URL(learner.url()).searchParams;
    expect(query.get('examId')).toBe('1');
    expect(query.get('examName')).toBe('JavaWeb应用开发');
    expect(query.get('examLevel')).toBe('四级');

    // The admin sees it read.
    await page.getByRole('button', { name: /刷\s*新/ }).click();
    await expect(row).toContainText(`1 / ${recipients}`);

    // The learner outside the course never sees it: their page asks for the unread count after it was read by the
    // course learner (the header asks every 2 s) and still shows the count of before.
    await other.waitForResponse((r) => r.url().includes('/api/v0/announcement/unread') && r.ok(), { timeout: 6_000 });
    await other.waitForResponse((r) => r.url().includes('/api/v0/announcement/unread') && r.ok(), { timeout: 6_000 });
    expect(await unreadBadge(other)).toBe(otherBefore);
    await other.goto('/StudentProfile/message');
    await expect(other.getByTestId('message-page')).toBeVisible();
    await expect(other.locator('.ant-skeleton')).toHaveCount(0);
    await expect(other.getByText(TITLE)).toHaveCount(0);

    await learner.context().close();
    await other.context().close();
  });

  test('the admin deletes the notice and the learner no longer has it', async ({ page, request }) => {
    await sessionViaApi(page, request, 'admin', DEMO_PASSWORD);
    await page.goto('/root/notification');
    const row = page.locator('.ant-table-row').filter({ hasText: TITLE });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /删\s*除/ }).click();
    await expect(page.getByText('确定删除这条消息吗？')).toBeVisible();
    await page.getByTestId('sent-delete-ok').click();
    await expect(toast(page, '删除成功')).toBeVisible();
    await expect(row).toHaveCount(0);

    const login = await request.post('/api/v0/user/login', { data: { username: 'student', password: DEMO_PASSWORD } });
    const { data } = (await login.json()) as { data: { token: string } };
    const inbox = await request.get('/api/v0/announcement?page=0&size=100', { headers: { Authorization: `Bearer ${data.token}` } });
    const body = (await inbox.json()) as { data: { announcements: { title: string }[] } };
    expect(body.data.announcements.some((m) => m.title === TITLE)).toBe(false);
  });
});

test('during an exam the messages link is blocked with the spec message', async ({ page, request }) => {
  const who = newLearner();
  await registerViaApi(request, who);
  const login = await request.post('/api/v0/user/login', { data: { username: who.username, password: who.password } });
  const { data } = (await login.json()) as { data: { token: string } };
  const list = await request.get('/api/v0/exam?page=0&size=50&status=started', { headers: { Authorization: `Bearer ${data.token}` } });
  const exams = ((await list.json()) as { data: { exams: { id: number; title: string; courseId: number | null }[] } }).data.exams;
  // The demo data always has a running exam open to every learner (智能合约开发 模拟考试); other tests' exams may ask
  // for full screen or end at the first leave.
  const open = exams.find((e) => e.title === '智能合约开发 模拟考试');
  expect(open, 'a running exam open to every learner in the demo data').toBeTruthy();

  await sessionViaApi(page, request, who.username, who.password);
  page.on('dialog', (d) => void d.accept());
  await page.goto(`/exam-paper/${open!.id}`);
  await expect(page.getByTestId('exam-paper')).toBeVisible();
  await expect(page.getByTestId('exam-timer')).toBeVisible();
  await chooseInDropdown(
    page.getByTestId('messages-bell'),
    page.getByTestId('messages-dropdown-all'),
    toast(page, 'When current state cannot jump!'),
  );
  await expect(page).toHaveURL(new RegExp(`/exam-paper/${open!.id}`));
});
