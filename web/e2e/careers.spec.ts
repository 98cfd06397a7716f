// 就业推荐 end to end: the administrator adds a position (a salary range upside down is refused under its field, then it
// saves), refers a qualifying learner to it (the 已推荐 card counts one more), moves the referral to 面试中 and then
// 已录用 (no status action is left) and reads its trail; the learner finds 就业推荐 and 就业推荐进展 in the message center
// and the referral under 就业推荐 in the profile; deleting the position is refused with the server's 409 message and
// closing it works. Screenshots (zh-CN, light and dark, 1366 and 768 px wide) of both tabs, the refer dialog, the
// trail and the learner's page. A candidate comes from the demo data; if none can sign in with the demo password, the
// material reviewer records the exam passed for an enrolled demo application.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, chooseOption, DEMO_PASSWORD, expectFitsWidth, inBothThemes, toast, token, sessionViaApi, settle, switchSession, useTheme } from './helpers';

test.describe.configure({ mode: 'serial' });

const DIR = 'screenshots';
const STAMP = Date.now().toString().slice(-6);
const COMPANY = `广州穗安电力工程有限公司${STAMP}`;
const DELETE_REFUSED = '该岗位已有推荐记录，不能删除，可将其关闭';

interface Candidate {
  userId: number;
  username: string;
  name: string | null;
  courseId: number;
  courseName: string;
  certificateNumber: string | null;
  examCompleted: boolean;
}

interface QueueEntry {
  id: number;
  courseId: number;
  username: string;
  status: number;
  examCompleted: boolean;
}


/** The number on a count card. */
async function cardCount(page: Page, status: string): Promise<number> {
  const value = page.getByTestId(`stat-referrals-${status}`).locator('.ant-statistic-content-value');
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.textContent());
}

const demoLogin = async (request: APIRequestContext, username: string) => (await request.post('/api/v0/user/login', { data: { username, password: DEMO_PASSWORD } })).ok();

/** A learner who may be referred and signs in with the demo password; a certificate holder when there is one. */
async function qualifyingCandidate(request: APIRequestContext): Promise<Candidate> {
  const admin = await token(request, 'admin');
  const list = async () => (await apiCall<{ candidates: Candidate[] }>(request, 'get', '/api/v0/admin/career/candidate?page=0&size=100', admin)).candidates;
  const pick = async (candidates: Candidate[]) => {
    const ordered = [...candidates].sort((a, b) => Number(!!b.certificateNumber) - Number(!!a.certificateNumber));
    for (const c of ordered) if (await demoLogin(request, c.username)) return c;
    return null;
  };
  const found = await pick(await list());
  if (found) return found;
  // None yet: the material reviewer records the exam passed for an enrolled demo application.
  const reviewer = await token(request, 'reviewer');
  const { records } = await apiCall<{ records: QueueEntry[] }>(request, 'get', '/api/v0/reviewer/material?issuedRegistrationCode=true&size=100', reviewer);
  const enrolled = [];
  for (const r of records.filter((e) => e.status === 4)) if (await demoLogin(request, r.username)) enrolled.push(r);
  expect(enrolled.length, 'the demo data has an enrolled learner').toBeGreaterThan(0);
  const entry = enrolled[0];
  await apiCall(request, 'put', `/api/v0/reviewer/material/${entry.courseId}/record/${entry.id}/exam`, reviewer, { examCompleted: true });
  const now = (await list()).find((c) => c.username === entry.username && c.courseId === entry.courseId);
  expect(now, `${entry.username} qualifies once the exam is recorded passed`).toBeDefined();
  return now!;
}

async function positionId(request: APIRequestContext): Promise<number> {
  const admin = await token(request, 'admin');
  const { positions } = await apiCall<{ positions: { id: number; company: string }[] }>(request, 'get', `/api/v0/admin/career/position?q=${encodeURIComponent(COMPANY)}&page=0&size=20`, admin);
  const mine = positions.find((p) => p.company === COMPANY);
  expect(mine, 'the position made by the first test').toBeDefined();
  return mine!.id;
}

let learner: Candidate | null = null;

test('the administrator adds a position: a salary range upside down is refused under its field, then it saves', async ({ page, request }) => {
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'admin');
  await page.goto('/root');
  // The side menu leads to the page.
  const entry = page.getByRole('menuitem', { name: '就业推荐' });
  if (!(await entry.isVisible())) await page.getByRole('menuitem', { name: '就业管理' }).click();
  await entry.click();
  await expect(page).toHaveURL(/\/root\/career-referrals$/);
  await expect(page.getByTestId('career-manager')).toBeVisible();
  await expect(page.getByTestId('page-unavailable')).toHaveCount(0);

  await page.getByTestId('career-tab-positions').click();
  await expect(page).toHaveURL(/tab=positions/);
  await page.getByTestId('career-add-position').click();
  const dialog = page.getByTestId('position-dialog');
  await page.getByTestId('position-submit').click();
  await expect(dialog.getByText('请输入企业名称')).toBeVisible();
  await expect(dialog.getByText('请输入联系方式')).toBeVisible();

  await page.getByTestId('position-company').fill(COMPANY);
  await page.getByTestId('position-title').fill('配电运维电工');
  await page.getByTestId('position-city').fill('广州');
  await page.getByTestId('position-contact').fill('李经理 020-88886666');
  await page.getByTestId('position-salary-min').fill('12000');
  await page.getByTestId('position-salary-max').fill('8000');
  await page.getByTestId('position-requirements').fill('持有电工证（四级及以上）\n两年以上配电运维经验优先');
  await page.getByTestId('position-submit').click();
  await expect(dialog.getByText('最高薪资不能低于最低薪资')).toBeVisible();
  await page.getByTestId('position-salary-min').fill('8000');
  await page.getByTestId('position-salary-max').fill('12000');
  await expect(dialog.getByText('最高薪资不能低于最低薪资')).toHaveCount(0);
  await page.getByTestId('position-submit').click();
  await expect(toast(page, '岗位已新增')).toBeVisible();

  await page.getByTestId('position-search').fill(COMPANY);
  await page.getByTestId('position-search').press('Enter');
  const row = page.locator('[data-testid^="position-row-"]').filter({ hasText: COMPANY });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('8,000–12,000 元/月');
  await expect(row).toContainText('招聘中');
});

test('the administrator refers a qualifying learner; the 已推荐 card counts one more', async ({ page, request }) => {
  const candidate = await qualifyingCandidate(request);
  await positionId(request);
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'admin');
  await page.goto('/root/career-referrals');
  await expect(page.getByTestId('career-manager')).toBeVisible();
  const before = await cardCount(page, 'recommended');

  await page.getByTestId('career-refer').click();
  const dialog = page.getByTestId('refer-dialog');
  await chooseOption(page, 'positionId', `${COMPANY} · 配电运维电工（广州）`);
  await page.getByTestId('candidate-search').fill(candidate.username);
  await page.getByTestId('candidate-search').press('Enter');
  const row = dialog.getByTestId(`candidate-row-${candidate.userId}-${candidate.courseId}`);
  await expect(row).toBeVisible();
  await expect(row).toContainText(candidate.certificateNumber ? `已取得证书 ${candidate.certificateNumber}` : candidate.examCompleted ? '考试已通过' : '课程已学完');
  await row.click();
  await expect(dialog.getByTestId('refer-chosen')).toContainText(candidate.courseName);
  await page.getByTestId('refer-notes').fill('动手能力强，持证上岗，推荐参加面试');
  await settle(page);
  await dialog.locator('.ant-modal-content').screenshot({ path: `${DIR}/career-refer-dialog-light.png` });
  await page.getByTestId('refer-submit').click();
  await expect(toast(page, '已推荐，学员会在消息中心收到通知')).toBeVisible();
  await expect.poll(() => cardCount(page, 'recommended')).toBe(before + 1);

  // Referring the same learner to the same position again is refused under the learner.
  await page.getByTestId('career-refer').click();
  await chooseOption(page, 'positionId', `${COMPANY} · 配电运维电工（广州）`);
  await page.getByTestId('candidate-search').fill(candidate.username);
  await page.getByTestId('candidate-search').press('Enter');
  await dialog.getByTestId(`candidate-row-${candidate.userId}-${candidate.courseId}`).click();
  await page.getByTestId('refer-submit').click();
  await expect(dialog.locator('.ant-form-item-explain-error').filter({ hasText: '该学员已推荐到此岗位' })).toBeVisible();
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await page.getByRole('button', { name: '放弃修改' }).click();
  learner = candidate;
});

test('the referral moves to 面试中 and then 已录用, and its trail shows both steps', async ({ page, request }) => {
  expect(learner, 'the learner referred by the test before').not.toBeNull();
  const id = await positionId(request);
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'admin');
  await page.goto(`/root/career-referrals?positionId=${id}`);
  const row = page.locator('[data-testid^="referral-row-"]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(COMPANY);
  await expect(row.locator('[data-testid^="referral-status-"]')).toHaveText('已推荐');
  const interviewingBefore = await cardCount(page, 'interviewing');

  await row.locator('[data-testid^="referral-update-"]').click();
  const dialog = page.getByTestId('status-dialog');
  await expect(dialog.getByRole('radio')).toHaveCount(3);
  await dialog.getByText('面试中', { exact: true }).click();
  await page.getByTestId('status-notes').fill('已约 11 月 28 日上午面试');
  await page.getByTestId('status-submit').click();
  await expect(toast(page, '推荐状态已更新，学员会收到进展通知')).toBeVisible();
  await expect(row.locator('[data-testid^="referral-status-"]')).toHaveText('面试中');
  await expect.poll(() => cardCount(page, 'interviewing')).toBe(interviewingBefore + 1);

  await row.locator('[data-testid^="referral-update-"]').click();
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await dialog.getByText('已录用', { exact: true }).click();
  await page.getByTestId('status-submit').click();
  // The first change's toast may still show.
  await expect(toast(page, '推荐状态已更新，学员会收到进展通知').last()).toBeVisible();
  await expect(row.locator('[data-testid^="referral-status-"]')).toHaveText('已录用');
  // Final: no status action is left.
  await expect(row.locator('[data-testid^="referral-update-"]')).toHaveCount(0);

  await row.locator('[data-testid^="referral-detail-"]').click();
  const trail = page.getByTestId('referral-trail');
  await expect(trail.getByTestId('referral-event-recommended')).toContainText('管理员');
  await expect(trail.getByTestId('referral-event-interviewing')).toContainText('已约 11 月 28 日上午面试');
  await expect(trail.getByTestId('referral-event-hired')).toContainText('面试中');
  await settle(page);
  await page.locator('.ant-drawer-content-wrapper').screenshot({ path: `${DIR}/career-trail-light.png` });
});

test('the learner finds 就业推荐 and 就业推荐进展 in the message center and the referral under 就业推荐', async ({ page, request }) => {
  expect(learner, 'the learner referred before').not.toBeNull();
  await useTheme(page, 'light');
  await sessionViaApi(page, request, learner!.username);
  await page.goto('/StudentProfile/message');
  const titles = page.locator('[data-testid^="message-row-"] .sc-msg-row-title');
  await expect(titles.filter({ hasText: /^就业推荐$/ }).first()).toBeVisible();
  await expect(titles.filter({ hasText: /^就业推荐进展$/ }).first()).toBeVisible();

  await page.getByRole('menuitem', { name: '就业推荐' }).click();
  await expect(page).toHaveURL(/\/StudentProfile\/career$/);
  const card = page.locator('[data-testid^="career-referral-"]').filter({ hasText: COMPANY });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('配电运维电工');
  await expect(card).toContainText('8,000–12,000 元/月');
  await expect(card).toContainText('已录用');
  await settle(page);
  await page.screenshot({ path: `${DIR}/career-learner-light.png`, fullPage: true });
});

test('deleting the position is refused with the 409 message; closing it works', async ({ page, request }) => {
  await useTheme(page, 'light');
  await sessionViaApi(page, request, 'admin');
  const id = await positionId(request);
  await page.goto(`/root/career-referrals?tab=positions&q=${encodeURIComponent(COMPANY)}`);
  const row = page.getByTestId(`position-row-${id}`);
  await expect(row).toContainText('1 人');
  await row.getByTestId(`position-delete-${id}`).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /删\s*除/ }).click();
  await expect(toast(page, DELETE_REFUSED)).toBeVisible();
  await expect(row).toBeVisible();

  await row.getByTestId(`position-toggle-${id}`).click();
  await expect(toast(page, '岗位已关闭，不能再向其推荐学员')).toBeVisible();
  await expect(row.getByTestId(`position-status-${id}`)).toHaveText('已关闭');
  await expect(row.getByTestId(`position-toggle-${id}`)).toHaveAttribute('aria-label', '重新开放');

  // A closed position is not offered in the refer dialog.
  await page.getByTestId('career-tab-referrals').click();
  await page.getByTestId('career-refer').click();
  await page.locator('.ant-select').filter({ has: page.locator('#positionId') }).locator('.ant-select-selector').click();
  await expect(page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title^="${COMPANY}"]`)).toHaveCount(0);
});

// ---- screenshots ---------------------------------------------------------------------------------------

for (const width of [1366, 768]) {
  test(`screenshots of 就业推荐 (light and dark, ${width} px)`, async ({ page, request }) => {
    const admin = await token(request, 'admin');
    await useTheme(page, 'light');
    await page.setViewportSize({ width, height: 900 });
    await sessionViaApi(page, request, 'admin');
    await page.goto('/root/career-referrals');
    await expect(page.getByRole('heading', { level: 1, name: '就业推荐' })).toBeVisible();
    await expect(page.getByText('管理合作企业的招聘岗位，向已学完课程、考试已通过或已取得证书的学员推荐岗位并跟踪进展')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['推荐记录', '招聘岗位']);
    await expect(page.getByRole('tab', { selected: true })).toHaveText('推荐记录');
    // One card per status, each with its count.
    for (const [status, label] of [
      ['recommended', '已推荐'],
      ['interviewing', '面试中'],
      ['hired', '已录用'],
      ['declined', '未录用'],
    ]) {
      await expect(page.getByTestId(`stat-referrals-${status}`).locator('.ant-statistic-title')).toHaveText(label);
      await cardCount(page, status);
    }
    const referrals = page.locator('[data-testid^="referral-row-"]');
    await expect(referrals.first()).toBeVisible();
    await expect(page.getByText(/^共 \d+ 条推荐$/)).toBeVisible();
    await expect(page.getByTestId('career-refer')).toBeEnabled();
    await inBothThemes(page, async (theme) => {
      await settle(page);
      await page.screenshot({ path: `${DIR}/career-referrals-${theme}-${width}.png`, fullPage: true });
    });

    await page.getByTestId('career-refer').click();
    const dialog = page.getByTestId('refer-dialog');
    await expect(dialog.locator('.ant-modal-title')).toHaveText('推荐学员');
    await expect(dialog.locator('[data-testid^="candidate-row-"]').first()).toBeVisible();
    await expect(dialog).toContainText('仅列出已学完课程、考试已通过或已取得证书的学员，每行为一名学员的一门课程');
    await expect(page.getByTestId('candidate-search')).toHaveAttribute('placeholder', '搜索学员姓名、用户名或手机号');
    await expect(page.getByTestId('refer-chosen')).toHaveCount(0);
    await expect(page.getByTestId('refer-submit')).toBeEnabled();
    await inBothThemes(page, async (theme) => {
      await settle(page);
      await dialog.locator('.ant-modal-content').screenshot({ path: `${DIR}/career-refer-dialog-${theme}-${width}.png` });
    });
    await dialog.getByRole('button', { name: /取\s*消/ }).click();

    const positions = await apiCall<{ totalCount: number }>(request, 'get', '/api/v0/admin/career/position?page=0&size=20', admin);
    await page.getByTestId('career-tab-positions').click();
    await expect(page.getByRole('tab', { selected: true })).toHaveText('招聘岗位');
    await expect(page.locator('[data-testid^="position-row-"]')).toHaveCount(Math.min(20, positions.totalCount));
    await expect(page.getByText(`共 ${positions.totalCount} 个岗位`)).toBeVisible();
    await expect(page.getByTestId('career-add-position')).toBeEnabled();
    await inBothThemes(page, async (theme) => {
      await settle(page);
      await page.screenshot({ path: `${DIR}/career-positions-${theme}-${width}.png`, fullPage: true });
    });

    await page.getByTestId('career-add-position').click();
    await expect(page.getByTestId('position-company')).toBeVisible();
    await expect(page.getByTestId('position-dialog').locator('.ant-modal-title')).toHaveText('新增岗位');
    // A click while the dialog still opens may land nowhere: try again until the rules answer.
    await expect(async () => {
      await page.getByTestId('position-submit').click();
      await expect(page.getByTestId('position-dialog').getByText('请输入企业名称')).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(page.getByTestId('position-company')).toHaveValue('');
    await inBothThemes(page, async (theme) => {
      await settle(page);
      await page.getByTestId('position-dialog').locator('.ant-modal-content').screenshot({ path: `${DIR}/career-position-dialog-${theme}-${width}.png` });
    });

    expect(learner, 'the learner referred before').not.toBeNull();
    await switchSession(page, request, learner!.username);
    await page.goto('/StudentProfile/career');
    const profile = page.getByTestId('profile-career');
    await expect(profile).toContainText('就业推荐');
    await expect(profile).toContainText('培训中心为您推荐的就业岗位及其进展');
    const card = page.locator('[data-testid^="career-referral-"]').filter({ hasText: COMPANY });
    await expect(card.locator('h3')).toHaveText('配电运维电工');
    await expect(card).toContainText('8,000–12,000 元/月');
    await expect(card.locator('[data-testid^="career-referral-status-"]')).toHaveText('已录用');
    await expect(page.locator('.sc-profile-menu li.ant-menu-item-selected')).toHaveText('就业推荐');
    if (width < 992) await expectFitsWidth(page);
    await inBothThemes(page, async (theme) => {
      await settle(page);
      await page.screenshot({ path: `${DIR}/career-learner-${theme}-${width}.png`, fullPage: true });
    });
  });
}
