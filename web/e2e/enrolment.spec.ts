// The enrolment wizard end to end: a new learner chooses a certification course, reads the notice, fills in the
// application form (a reload keeps the typing), downloads it, uploads every document and submits; the material
// reviewer rejects with a reason, the learner reads it, corrects and resubmits, the reviewer approves; the learner
// pays, finance refuses the proof with a reason, the learner pays again, finance confirms; the learner sees the
// enrolment number and opens the first lesson. Each step is photographed in light and dark (zh-CN) and at 420 px.
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { apiCall, chooseOption, expectFitsWidth, expectScreen, expectTheme, pdf, newLearner, png, toast, token, registerViaApi, sessionViaApi, settle, switchSession, openLogin } from './helpers';

const DIR = 'screenshots';

// A step that cannot happen fails in seconds, not at the end of the long journey's time-out.
test.use({ actionTimeout: 15_000 });
const REASON = '身份证正面照片模糊，请重新上传清晰的照片';
const REFUSAL = '凭证金额与课程费用不符，请重新上传';

interface Session {
  token: string;
  user: unknown;
  roles: string[];
}

interface Application {
  id: number | null;
  courseId: number;
  status: number | null;
  enrolmentNumber: string | null;
}

async function login(request: APIRequestContext, username: string, password: string): Promise<Session> {
  const res = await request.post('/api/v0/user/login', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Session }).data;
}

/** The administrator's notice and payment accounts, with a public WeChat QR image. */
async function setUpSettings(request: APIRequestContext) {
  const admin = await token(request, 'admin');
  const res = await request.post('/api/v0/file/upload', {
    headers: { Authorization: `Bearer ${admin}` },
    multipart: { source: 'cover', file: { name: 'wechat-qr.png', mimeType: 'image/png', buffer: png(200, 200, [7, 193, 96]) } },
  });
  expect(res.status(), await res.text()).toBe(200);
  const qr = ((await res.json()) as { data: { url: string } }).data.url;
  await apiCall(request, 'put', '/api/v0/admin/settings', admin, {
    registrationNotice: '一、报名前请仔细阅读本须知。\n二、报名表须本人签名并按手印。\n三、所有材料须真实有效，弄虚作假者取消报名资格。',
    wechatAccount: 'skillcert-pay',
    wechatQr: qr,
    alipayAccount: 'pay@skillcert.cn',
    bankName: '中国银行广州天河支行',
    bankAccountName: '广州技能认证培训中心',
    bankAccount: '6217 8571 0000 1234 567',
    paymentNote: '转账时请备注：姓名 + 报名课程。',
  });
}

const VARIANTS = [
  { name: 'light', theme: 'light', width: 1366, height: 860 },
  { name: 'dark', theme: 'dark', width: 1366, height: 860 },
  { name: '420', theme: 'light', width: 420, height: 900 },
] as const;

interface Shot {
  /** Opens what the picture should show. */
  prepare?: (page: Page) => Promise<void>;
  /** What the screen must show, checked in every variant before its picture. */
  shows: (page: Page) => Promise<void>;
  /** A dialog: photographed in a window tall enough to hold it (a full-page picture shows its mask on the first screen only). */
  dialog?: boolean;
  /** Compare the light variant with its baseline, `mask` over what changes from run to run. */
  compare?: (page: Page) => Locator[];
}

/** The wizard's steps, with `current` the one in progress (or, refused, marked as an error). */
async function expectStep(page: Page, current: string, state: 'process' | 'error' = 'process') {
  const steps = page.getByTestId('wizard-steps');
  await expect(steps.locator('.ant-steps-item-title')).toHaveText(['选择项目', '提交材料', '缴费', '完成']);
  await expect(steps.locator(`.ant-steps-item-${state} .ant-steps-item-title`)).toHaveText(current);
}

/**
 * Photographs the page at `url` as the learner sees it, in light and dark at 1366 px and light at 420 px, each in
 * a fresh browser context, after checking what it must show (the theme applied; at 420 px nothing scrolls sideways).
 */
async function shoot(browser: Browser, baseURL: string | undefined, session: Session, url: string, name: string, shot: Shot) {
  for (const v of VARIANTS) {
    const height = shot.dialog ? (v.width < 768 ? 4400 : 2600) : v.height;
    const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: v.width, height } });
    await context.addInitScript(
      ({ s, theme }) => {
        localStorage.setItem('token', s.token);
        localStorage.setItem('userInfo', JSON.stringify(s.user));
        localStorage.setItem('userRole', s.roles[0]);
        localStorage.setItem('userRoles', JSON.stringify(s.roles));
        localStorage.setItem('theme', theme);
        localStorage.setItem('lang', 'zh-CN');
      },
      { s: session, theme: v.theme },
    );
    const page = await context.newPage();
    await page.goto(url);
    await expectTheme(page, v.theme);
    await expect(page.getByTestId('enrolment-page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '报名中心' })).toBeVisible();
    await settle(page);
    if (shot.prepare) await shot.prepare(page);
    await shot.shows(page);
    await settle(page);
    if (v.width === 420) await expectFitsWidth(page);
    await page.screenshot({ path: `${DIR}/enrolment-${name}-${v.name}.png`, fullPage: !shot.dialog });
    if (shot.compare && v.name === 'light') await expectScreen(page, `enrolment-${name}-light.png`, { fullPage: !shot.dialog, mask: shot.compare(page) });
    await context.close();
  }
}

const openForm = async (page: Page) => {
  await page.getByTestId('open-form').click();
  await expect(page.getByTestId('form-dialog')).toBeVisible();
};

async function application(request: APIRequestContext, tok: string, courseId: number): Promise<Application> {
  return apiCall<Application>(request, 'get', `/api/v0/enrolment/${courseId}`, tok);
}

test('a new learner enrols in a certification course through the four steps', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(420_000);
  await setUpSettings(request);
  const learner = newLearner();
  await registerViaApi(request, learner);
  const session = await login(request, learner.username, learner.password);
  const { courses } = await apiCall<{ courses: { id: number; name: string; type: number; fee: number; publicCourse: boolean }[] }>(request, 'get', '/api/v0/course?size=100', session.token);
  const course = courses.find((c) => c.type === 0 && !c.publicCourse && c.fee > 0)!;
  expect(course, 'a paid certification course').toBeDefined();
  const url = `/applicationmaterials?courseId=${course.id}`;
  await sessionViaApi(page, request, learner.username, learner.password);

  // ---- step 1: choose a project ------------------------------------------------------------------------
  await page.goto('/applicationmaterials');
  await expect(page.getByTestId('wizard-steps')).toBeVisible();
  await expect(page.getByTestId('course-group-0')).toContainText('认证班');
  await expect(page.getByTestId('course-group-1')).toContainText('专题班');
  const card = page.getByTestId(`enrol-course-${course.id}`);
  await expect(card).toContainText(course.name);
  await expect(card).toContainText(`¥${(course.fee / 100).toFixed(2)}`);
  await expect(card).toContainText('未报名');
  await shoot(browser, baseURL, session, '/applicationmaterials', '1-choose', {
    shows: async (p) => {
      await expectStep(p, '选择项目');
      await expect(p.getByTestId('course-group-0')).toContainText('认证班');
      await expect(p.getByTestId('course-group-1')).toContainText('专题班');
      const mine = p.getByTestId(`enrol-course-${course.id}`);
      await expect(mine).toContainText(course.name);
      await expect(mine).toContainText(`¥${(course.fee / 100).toFixed(2)}`);
      await expect(mine).toContainText('未报名');
      await expect(p.getByTestId(`enrol-choose-${course.id}`)).toHaveText('去报名');
      await expect(p.getByTestId(`enrol-choose-${course.id}`)).toBeEnabled();
    },
  });

  // With no course chosen, the materials step asks for one.
  await page.getByTestId('wizard-steps').getByText('提交材料').click();
  await expect(page.getByTestId('choose-first')).toContainText('请先选择课程');
  await page.getByTestId('choose-first').getByRole('button').click();

  // The notice (the administrator's text); Cancel keeps the learner on the list.
  await page.getByTestId(`enrol-choose-${course.id}`).click();
  const notice = page.getByTestId('notice-dialog');
  await expect(notice).toContainText('报名须知');
  await expect(page.getByTestId('notice-text')).toContainText('报名表须本人签名并按手印');
  await shoot(browser, baseURL, session, '/applicationmaterials', '1-notice', {
    prepare: async (p) => {
      await p.getByTestId(`enrol-choose-${course.id}`).click();
      await expect(p.getByTestId('notice-agree')).toBeVisible();
    },
    shows: async (p) => {
      await expect(p.getByTestId('notice-dialog').locator('.ant-modal-title')).toHaveText('报名须知');
      await expect(p.getByTestId('notice-text')).toHaveText(/^一、报名前请仔细阅读本须知。\s*二、报名表须本人签名并按手印。\s*三、所有材料须真实有效，弄虚作假者取消报名资格。$/);
      await expect(p.getByTestId('notice-agree')).toHaveText('同意并继续');
      await expect(p.getByTestId('notice-cancel')).toBeEnabled();
    },
    dialog: true,
  });
  await page.getByTestId('notice-cancel').click();
  await expect(notice).toBeHidden();
  expect(new URL(page.url()).searchParams.get('courseId')).toBeNull();

  // The classroom's 去报名 comes here with ?courseId=: the notice opens at once; agreeing opens the form at step 2.
  await page.goto('/classroom');
  await page.getByTestId(`course-action-${course.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/applicationmaterials\\?courseId=${course.id}$`));
  await page.getByTestId('notice-agree').click();
  const dialog = page.getByTestId('form-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('enrolment-page')).toHaveAttribute('data-step', '1');
  expect(await page.evaluate(() => localStorage.getItem('selectedCourseId'))).toBe(String(course.id));

  // ---- step 2: the application form ----------------------------------------------------------------------
  await expect(page.getByTestId('form-next')).toBeDisabled();
  await expect(page.getByTestId('form-next-hint')).toHaveText('请先下载并填写报名表');
  // The phone comes from the profile; the signing date is today.
  await expect(page.locator('#enrolForm_phone')).toHaveValue(learner.phone);
  await page.getByTestId('form-download').click();
  await expect(page.locator('.ant-message').getByText(/^请完整填写所有必填项，缺少：姓名，性别，出生日期，证件类型，/)).toBeVisible();

  // Typing is kept in the browser: a reload before it is saved brings it back.
  await page.locator('#enrolForm_name').fill('张晓明');
  await page.reload();
  await openForm(page);
  await expect(page.locator('#enrolForm_name')).toHaveValue('张晓明');

  await dialog.locator('#enrolForm_gender').getByText('男', { exact: true }).click();
  await page.locator('#enrolForm_birth').fill('1992-03-15');
  await page.locator('#enrolForm_birth').press('Enter');
  await chooseOption(page, 'enrolForm_idType', '居民身份证');
  await page.locator('#enrolForm_idNumber').fill('440106199203151234');
  await chooseOption(page, 'enrolForm_education', '大专');
  await page.locator('#enrolForm_job').fill('网络运维工程师');
  await page.locator('#enrolForm_address').fill('广州市天河区天河路100号');
  // The conditions follow the level and are closed until one is chosen.
  await expect(page.locator('#enrolForm_declareCondition')).toBeDisabled();
  await chooseOption(page, 'enrolForm_level', '四级工/中级工');
  await chooseOption(page, 'enrolForm_declareCondition', '累计从事本职业或相关职业工作满4年');
  await dialog.locator('#enrolForm_examType').getByText('正考', { exact: true }).click();
  await chooseOption(page, 'enrolForm_examSubject', '理论');
  await page.locator('.ant-select-dropdown:visible').locator('.ant-select-item-option[title="技能"]').click();
  await page.keyboard.press('Escape');
  await dialog.locator('#enrolForm_certificateGetType').getByText('邮寄', { exact: true }).click();
  await page.locator('#enrolForm_workYear').fill('6');
  await chooseOption(page, 'enrolForm_examCity', '广州市');
  await chooseOption(page, 'enrolForm_examDistrict', '天河区');
  await expect(dialog).toContainText('考试地点：广东省广州市天河区');
  await page.locator('#enrolForm_eduTime1').fill('2010.09-2013.07');
  await page.locator('#enrolForm_eduSchool1').fill('广东科学技术职业学院');
  await page.locator('#enrolForm_eduMajor1').fill('计算机网络技术');
  await page.locator('#enrolForm_eduType1').fill('大专');
  await page.locator('#enrolForm_workTime1').fill('2013.08-至今');
  await page.locator('#enrolForm_workCompany1').fill('广州云联网络科技有限公司');
  await page.locator('#enrolForm_workJob1').fill('运维工程师');
  await page.locator('#enrolForm_workContact1').fill('陈经理 020-87654321');
  await page.getByTestId('form-photo-input').setInputFiles({ name: '证件照.png', mimeType: 'image/png', buffer: png(120, 160, [235, 240, 250]) });
  await expect(page.getByTestId('form-photo-preview').locator('img')).toBeVisible();
  await expect(page.getByTestId('form-save-state')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await shoot(browser, baseURL, session, url, '2-form', {
    prepare: openForm,
    shows: async (p) => {
      const form = p.getByTestId('form-dialog');
      await expect(form.locator('.ant-modal-title')).toContainText('填写报名表');
      for (const [field, value] of [
        ['name', '张晓明'],
        ['idNumber', '440106199203151234'],
        ['phone', learner.phone],
        ['address', '广州市天河区天河路100号'],
        ['workCompany1', '广州云联网络科技有限公司'],
      ]) {
        await expect(p.locator(`#enrolForm_${field}`)).toHaveValue(value);
      }
      await expect(form).toContainText('考试地点：广东省广州市天河区');
      await expect(p.getByTestId('form-photo-preview').locator('img')).toBeVisible();
      await expect(p.getByTestId('form-save-state')).toHaveAttribute('data-state', 'saved');
      await expect(form.locator('.ant-form-item-explain-error')).toHaveCount(0);
      // Next waits for the download.
      await expect(p.getByTestId('form-next')).toBeDisabled();
      await expect(p.getByTestId('form-next-hint')).toHaveText('请先下载并填写报名表');
      await expect(p.getByTestId('form-download')).toBeEnabled();
    },
    dialog: true,
  });

  // The download checks, saves and hands over the Word file; then Next opens the documents.
  const download = page.waitForEvent('download');
  await page.getByTestId('form-download').click();
  expect((await download).suggestedFilename()).toBe('职业技能等级认定申报表.docx');
  await expect(page.getByTestId('form-next')).toBeEnabled();
  await page.getByTestId('form-next').click();
  await expect(dialog).toBeHidden();
  const saved = await apiCall<{ form: Record<string, unknown> }>(request, 'get', `/api/v0/enrolment/${course.id}`, session.token);
  expect(saved.form).toMatchObject({ name: '张晓明', examPlace: '广东省广州市天河区', examSubject: ['理论', '技能'], birth: '1992-03-15' });

  // ---- step 2: the documents ------------------------------------------------------------------------------
  await expect(page.getByTestId('documents-panel')).toBeVisible();
  // The centre reopens the course chosen last, past the downloaded form.
  await page.goto('/applicationmaterials');
  await expect(page).toHaveURL(new RegExp(`courseId=${course.id}$`));
  await expect(page.getByTestId('documents-panel')).toBeVisible();
  await expect(page.getByTestId('materials-submit')).toBeDisabled();
  const files: [string, string, string, Buffer][] = [
    ['declaration', '申报表.pdf', 'application/pdf', pdf('Signed declaration')],
    ['workingProof', '工作证明.png', 'image/png', png(320, 200, [70, 130, 180])],
    ['idFront', '身份证正面.png', 'image/png', png(320, 200, [0, 128, 128])],
    ['idBack', '身份证反面.png', 'image/png', png(320, 200, [112, 128, 144])],
    ['educationCert', '学历证书.png', 'image/png', png(320, 200, [139, 0, 0])],
    ['photo', '证件照.png', 'image/png', png(120, 160, [245, 245, 245])],
  ];
  for (const [slot, name, mimeType, buffer] of files) {
    await page.getByTestId(`doc-${slot}-upload-input`).setInputFiles({ name, mimeType, buffer });
    await expect(page.getByTestId(`doc-${slot}-upload-progress`)).toContainText('上传成功');
    await expect(page.getByTestId(`doc-${slot}-upload-name`)).toContainText(name);
  }
  await expect(page.getByTestId('missing-documents')).toHaveCount(0);
  await shoot(browser, baseURL, session, url, '2-documents', {
    shows: async (p) => {
      await expectStep(p, '提交材料');
      await expect(p.getByTestId('materials-step')).toContainText('报名表已下载');
      for (const [slot, name] of files) await expect(p.getByTestId(`doc-${slot}`)).toContainText(name);
      await expect(p.getByTestId('missing-documents')).toHaveCount(0);
      await expect(p.getByTestId('materials-submit')).toHaveText(/提交审核/);
      await expect(p.getByTestId('materials-submit')).toBeEnabled();
    },
    // The header names the learner the test registered; the course is the first paid one (other tests may add one);
    // the year in the footer changes once a year.
    compare: (p) => [p.getByTestId('user-menu'), p.getByTestId('messages-badge').locator('sup'), p.locator('.sc-page-head .sc-secondary'), p.locator('.sc-footer-copy')],
  });
  await page.getByTestId('materials-submit').click();
  await expect(page.locator('.ant-spin-text')).toHaveText('材料已提交，等待审核员审核…');
  await expect(page.getByTestId('status-alert')).toHaveAttribute('data-status', '1');
  await expect(page.getByTestId('record-timeline')).toContainText('提交报名材料');
  await shoot(browser, baseURL, session, url, '2-pending', {
    shows: async (p) => {
      await expectStep(p, '提交材料');
      await expect(p.getByTestId('status-alert')).toHaveAttribute('data-status', '1');
      await expect(p.getByTestId('status-alert')).toContainText('材料已提交，等待审核员审核…');
      await expect(p.getByTestId('status-alert')).toContainText('审核完成前，仍可修改报名表和材料后重新提交。');
      await expect(p.getByTestId('record-timeline')).toContainText('提交报名材料');
    },
  });
  const submitted = await application(request, session.token, course.id);
  expect(submitted.status).toBe(1);

  // ---- the reviewer rejects with a reason ---------------------------------------------------------------
  await switchSession(page, request, 'reviewer');
  await page.goto(`/auditors/material/materialinformation?courseId=${course.id}&id=${submitted.id}`);
  await expect(page.getByTestId('record-form')).toContainText('张晓明');
  await page.getByTestId('decision-reject').click();
  await page.getByTestId('reason-input').fill(REASON);
  await page.getByTestId('reason-submit').click();
  await expect(toast(page, '已驳回，学员会收到通知')).toBeVisible();

  // ---- the learner reads the reason, corrects and resubmits ---------------------------------------------
  await switchSession(page, request, learner.username, learner.password);
  await page.goto(url);
  await expect(page.getByTestId('status-alert')).toHaveAttribute('data-status', '3');
  await expect(page.getByTestId('review-reason')).toHaveText(`审核意见：${REASON}`);
  await expect(page.getByTestId('record-timeline')).toContainText(`原因：${REASON}`);
  await shoot(browser, baseURL, session, url, '2-rejected', {
    shows: async (p) => {
      await expectStep(p, '提交材料', 'error');
      await expect(p.getByTestId('status-alert')).toHaveAttribute('data-status', '3');
      await expect(p.getByTestId('status-alert')).toContainText('报名材料审核未通过');
      await expect(p.getByTestId('review-reason')).toHaveText(`审核意见：${REASON}`);
      await expect(p.getByTestId('record-timeline')).toContainText(`原因：${REASON}`);
      await expect(p.getByTestId('materials-submit')).toBeEnabled();
    },
  });
  await openForm(page);
  await page.locator('#enrolForm_address').fill('广州市天河区天河路100号1201室');
  await page.getByTestId('form-close').click();
  await expect(dialog).toBeHidden();
  await page.getByTestId('doc-idFront-upload-input').setInputFiles({ name: '身份证正面-清晰.png', mimeType: 'image/png', buffer: png(640, 400, [0, 150, 136]) });
  await expect(page.getByTestId('doc-idFront-upload-name')).toContainText('身份证正面-清晰.png');
  await page.getByTestId('materials-submit').click();
  await expect(page.getByTestId('status-alert')).toHaveAttribute('data-status', '1');
  const resubmitted = await apiCall<{ status: number; form: { address: string }; documents: { slot: string; name: string }[] }>(request, 'get', `/api/v0/enrolment/${course.id}`, session.token);
  expect(resubmitted.status).toBe(1);
  expect(resubmitted.form.address).toBe('广州市天河区天河路100号1201室');
  expect(resubmitted.documents.find((d) => d.slot === 'idFront')?.name).toBe('身份证正面-清晰.png');

  // ---- the reviewer approves ----------------------------------------------------------------------------
  await switchSession(page, request, 'reviewer');
  await page.goto(`/auditors/material/materialinformation?courseId=${course.id}&id=${submitted.id}`);
  await page.getByTestId('decision-approve').click();
  await page.getByTestId('approve-ok').click();
  await expect(toast(page, '已审核通过')).toBeVisible();

  // ---- step 3: pay ----------------------------------------------------------------------------------------
  await switchSession(page, request, learner.username, learner.password);
  await page.goto(url);
  await expect(page.getByTestId('enrolment-page')).toHaveAttribute('data-step', '2');
  await expect(page.getByTestId('pay-fee')).toHaveText(`¥${(course.fee / 100).toFixed(2)}`);
  // WeChat is the default method: its account and QR code.
  await expect(page.getByTestId('pay-method').locator('.ant-segmented-item-selected')).toContainText('微信支付');
  await expect(page.getByTestId('pay-account')).toContainText('skillcert-pay');
  const qr = page.getByRole('img', { name: '扫码付款' });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await shoot(browser, baseURL, session, url, '3-pay', {
    shows: async (p) => {
      await expectStep(p, '缴费');
      await expect(p.getByTestId('pay-fee')).toHaveText(`¥${(course.fee / 100).toFixed(2)}`);
      await expect(p.getByTestId('pay-method').locator('.ant-segmented-item')).toHaveText(['微信支付', '支付宝', '银行转账']);
      await expect(p.getByTestId('pay-method').locator('.ant-segmented-item-selected')).toHaveText('微信支付');
      await expect(p.getByTestId('pay-account')).toContainText('skillcert-pay');
      await expect.poll(() => p.getByRole('img', { name: '扫码付款' }).evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await expect(p.getByTestId('pay-reference')).toHaveValue('');
      await expect(p.getByTestId('pay-submit')).toHaveText(/提交缴费凭证/);
      await expect(p.getByTestId('pay-submit')).toBeEnabled();
    },
  });
  await page.getByTestId('pay-method').getByText('银行转账').click();
  await expect(page.getByTestId('pay-account')).toContainText('中国银行广州天河支行');
  // Both the proof and the reference are needed.
  await page.getByTestId('pay-submit').click();
  await expect(page.getByText('请上传缴费凭证')).toBeVisible();
  await expect(page.getByText('请填写交易单号')).toBeVisible();
  await page.getByTestId('payment-proof-input').setInputFiles({ name: '转账凭证.png', mimeType: 'image/png', buffer: png(360, 240, [46, 139, 87]) });
  await expect(page.getByTestId('payment-proof-preview').locator('img')).toBeVisible();
  await page.getByTestId('pay-reference').fill('2026112300001');
  await page.getByTestId('pay-submit').click();
  await expect(page.getByTestId('payment-waiting')).toContainText('缴费凭证已提交，等待财务确认');
  await expect(page.getByTestId('payment-waiting')).toContainText('2026112300001');
  await shoot(browser, baseURL, session, url, '3-waiting', {
    shows: async (p) => {
      await expectStep(p, '缴费');
      await expect(p.getByTestId('payment-waiting')).toContainText('缴费凭证已提交，等待财务确认');
      await expect(p.getByTestId('payment-waiting')).toContainText('2026112300001');
      await expect(p.getByTestId('pay-submit')).toHaveCount(0);
    },
  });

  // ---- finance refuses the proof with a reason; the learner pays again ----------------------------------
  const finance = await token(request, 'finance');
  await apiCall(request, 'put', `/api/v0/finance/payment/${submitted.id}`, finance, { result: 'refuse', reason: REFUSAL });
  await page.reload();
  await expect(page.getByTestId('payment-refused')).toContainText(REFUSAL);
  await shoot(browser, baseURL, session, url, '3-refused', {
    shows: async (p) => {
      await expectStep(p, '缴费');
      await expect(p.getByTestId('payment-refused')).toContainText('缴费凭证未通过');
      await expect(p.getByTestId('payment-refused')).toContainText(REFUSAL);
      await expect(p.getByTestId('pay-submit')).toBeEnabled();
    },
  });
  await page.getByTestId('payment-proof-input').setInputFiles({ name: '转账回单.pdf', mimeType: 'application/pdf', buffer: pdf('Bank receipt 1580.00') });
  await expect(page.getByTestId('payment-proof-name')).toContainText('转账回单.pdf');
  await page.getByTestId('pay-reference').fill('2026112300002');
  await page.getByTestId('pay-submit').click();
  await expect(page.getByTestId('payment-waiting')).toContainText('2026112300002');

  // ---- finance confirms --------------------------------------------------------------------------------
  await switchSession(page, request, 'finance');
  await page.goto(`/auditors/financial/financialinformation?id=${submitted.id}`);
  await page.getByTestId('decision-confirm-payment').click();
  await page.getByTestId('confirm-payment-ok').click();
  await expect(toast(page, '已确认收款，报名编号已生成')).toBeVisible();

  // ---- step 4: done ----------------------------------------------------------------------------------------
  await switchSession(page, request, learner.username, learner.password);
  await page.goto(url);
  const done = page.getByTestId('done-step');
  await expect(done).toContainText('报名成功');
  await expect(done).toContainText(course.name);
  const enrolled = await application(request, session.token, course.id);
  expect(enrolled.status).toBe(4);
  expect(enrolled.enrolmentNumber).toMatch(/^\d{12}$/);
  await expect(page.getByTestId('enrolment-number')).toHaveText(enrolled.enrolmentNumber!);
  await expect(page.getByTestId('record-timeline')).toContainText('确认收款');
  await shoot(browser, baseURL, session, url, '4-done', {
    shows: async (p) => {
      await expect(p.getByTestId('wizard-steps').locator('.ant-steps-item-finish, .ant-steps-item-process')).toHaveCount(4);
      await expect(p.getByTestId('done-step')).toContainText('报名成功');
      await expect(p.getByTestId('done-step')).toContainText(course.name);
      await expect(p.getByTestId('enrolment-number')).toHaveText(enrolled.enrolmentNumber!);
      await expect(p.getByTestId('done-study')).toBeEnabled();
      await expect(p.getByTestId('done-home')).toBeEnabled();
      await expect(p.getByTestId('record-timeline')).toContainText('确认收款');
    },
  });

  // The project list shows the course enrolled; 去学习 opens the first lesson.
  await page.getByTestId('done-study').click();
  await expect(page).toHaveURL(new RegExp(`/learningcontent\\?courseId=${course.id}`));
  await expect(page.getByTestId('learning-page')).toBeVisible();
  await expect(page.getByTestId('lesson-title')).not.toBeEmpty();
  await expect(page.getByTestId('lesson-outline')).toBeVisible();
  await page.goto('/applicationmaterials');
  await page.getByTestId('change-course').click();
  await expect(page.getByTestId(`enrol-course-${course.id}`)).toHaveAttribute('data-status', '4');
});

test('a guest sees the projects but is asked to register before enrolling', async ({ page }) => {
  await openLogin(page);
  await page.getByRole('button', { name: /游客/ }).click();
  await expect(page).toHaveURL(/\/classroom$/);
  await page.goto('/applicationmaterials');
  const first = page.locator('[data-testid^="enrol-choose-"]').first();
  await first.click();
  await expect(toast(page, '请先注册登录后再尝试报名')).toBeVisible();
  await expect(page.getByTestId('notice-dialog')).toBeHidden();
});
