// What a learner who chose English reads: the application form's option lists, the examination place, the document
// slots and the server's refusals that name them are in English, while the values sent stay the spec's Chinese;
// the profile's education and degree too. Screenshots at 1366 and 390 px.
import { expect, test, type Page } from '@playwright/test';
import { apiCall, chooseOption, expectFitsWidth, pdf, newLearner, toast, token, registerViaApi, sessionViaApi, settle } from './helpers';

const DIR = 'screenshots';
/** Chinese characters and punctuation (、，：). */
const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;


async function english(page: Page, width = 1366, height = 860) {
  await page.setViewportSize({ width, height });
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
}

test('an en-US learner fills in the application form and uploads documents in English', async ({ page, request }) => {
  test.setTimeout(180_000);
  const learner = newLearner();
  await registerViaApi(request, learner);
  const tok = await token(request, learner.username, learner.password);
  const { courses } = await apiCall<{ courses: { id: number; type: number; fee: number; publicCourse: boolean }[] }>(request, 'get', '/api/v0/course?size=100', tok);
  const course = courses.find((c) => c.type === 0 && !c.publicCourse && c.fee > 0)!;
  expect(course, 'a paid certification course').toBeDefined();
  await english(page, 1366, 2600);
  await sessionViaApi(page, request, learner.username, learner.password);

  await page.goto(`/applicationmaterials?courseId=${course.id}`);
  await page.getByTestId('notice-agree').click();
  const dialog = page.getByTestId('form-dialog');
  await expect(dialog).toBeVisible();

  // The form's own check names the missing fields in English.
  await page.getByTestId('form-download').click();
  const missing = page.locator('.ant-message').getByText(/^Please fill in every required field; missing: Name, Gender, Date of birth, ID type,/);
  await expect(missing).toBeVisible();
  expect(await missing.textContent()).not.toMatch(CJK);

  // Every option list reads in English.
  for (const [field, labels] of [
    ['gender', ['Male', 'Female']],
    ['examType', ['First sitting', 'Resit']],
    ['certificateGetType', ['Collect in person', 'By post']],
  ] as const) {
    for (const label of labels) await expect(dialog.locator(`#enrolForm_${field}`).getByText(label, { exact: true })).toBeVisible();
  }
  await page.locator('#enrolForm_name').fill('Zhang Xiaoming');
  await dialog.locator('#enrolForm_gender').getByText('Male', { exact: true }).click();
  await page.locator('#enrolForm_birth').fill('1992-03-15');
  await page.locator('#enrolForm_birth').press('Enter');
  await chooseOption(page, 'enrolForm_idType', 'Resident ID card');
  await page.locator('#enrolForm_idNumber').fill('440106199203151234');
  await chooseOption(page, 'enrolForm_education', 'Junior college');
  await page.locator('#enrolForm_job').fill('Network engineer');
  await page.locator('#enrolForm_address').fill('100 Tianhe Road, Guangzhou');
  await chooseOption(page, 'enrolForm_level', 'Level 4 / Intermediate worker');
  await chooseOption(page, 'enrolForm_declareCondition', 'At least 4 years of work in this or a related occupation');
  await dialog.locator('#enrolForm_examType').getByText('First sitting', { exact: true }).click();
  await chooseOption(page, 'enrolForm_examSubject', 'Theory');
  await page.keyboard.press('Escape');
  await dialog.locator('#enrolForm_certificateGetType').getByText('By post', { exact: true }).click();
  await page.locator('#enrolForm_workYear').fill('6');
  await chooseOption(page, 'enrolForm_examCity', 'Guangzhou');
  await chooseOption(page, 'enrolForm_examDistrict', 'Tianhe District');
  await expect(dialog).toContainText('Exam place: Tianhe District, Guangzhou, Guangdong');
  for (const [id, value] of [
    ['eduTime1', '2010.09-2013.07'],
    ['eduSchool1', 'Guangdong Polytechnic'],
    ['eduMajor1', 'Computer networks'],
    ['eduType1', 'College'],
    ['workTime1', '2013.08-now'],
    ['workCompany1', 'Guangzhou Cloud Networks'],
    ['workJob1', 'Engineer'],
    ['workContact1', 'Mr Chen 020-87654321'],
  ]) {
    await page.locator(`#enrolForm_${id}`).fill(value);
  }
  await expect(page.getByTestId('form-save-state')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await settle(page);
  await page.screenshot({ path: `${DIR}/en-US-application-form-1366.png` });

  // What was saved are the spec's Chinese values.
  const saved = await apiCall<{ form: Record<string, unknown> }>(request, 'get', `/api/v0/enrolment/${course.id}`, tok);
  expect(saved.form).toMatchObject({
    gender: '男',
    idType: '居民身份证',
    education: '大专',
    level: '四级工/中级工',
    declareCondition: '累计从事本职业或相关职业工作满4年',
    examType: '正考',
    examSubject: ['理论'],
    certificateGetType: '邮寄',
    examCity: '广州',
    examDistrict: '天河区',
    examPlace: '广东省广州市天河区',
  });

  const download = page.waitForEvent('download');
  await page.getByTestId('form-download').click();
  await download;
  await page.getByTestId('form-next').click();
  await expect(dialog).toBeHidden();

  // The document slots, what is still missing, and the server's refusal of a file of the wrong type.
  const documents = page.getByTestId('documents-panel');
  await expect(documents).toBeVisible();
  for (const [slot, label] of [
    ['declaration', 'Application form (signed, with fingerprint)'],
    ['workingProof', 'Proof of employment'],
    ['idFront', 'ID card (front)'],
    ['idBack', 'ID card (back)'],
    ['educationCert', 'Diploma'],
    ['photo', 'ID photo (1 inch, white background)'],
  ]) {
    await expect(page.getByTestId(`doc-${slot}`)).toContainText(label);
  }
  await expect(page.getByTestId('missing-documents')).toHaveText(
    'Please upload: Application form (signed, with fingerprint), Proof of employment, ID card (front), ID card (back), Diploma, ID photo (1 inch, white background)',
  );
  await page.getByTestId('doc-workingProof-upload-input').setInputFiles({ name: 'proof.pdf', mimeType: 'application/pdf', buffer: pdf('Proof') });
  const refusal = page.locator('.ant-message-error').filter({ hasText: 'Proof of employment' });
  await expect(refusal).toBeVisible();
  expect(await refusal.textContent()).not.toMatch(CJK);
  await expect(toast(page, 'Please fill in every required field; missing: Name')).toHaveCount(0);
  await page.setViewportSize({ width: 1366, height: 860 });
  await settle(page);
  await page.screenshot({ path: `${DIR}/en-US-documents-1366.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 860 });
  await page.reload();
  await expect(page.getByTestId('documents-panel')).toBeVisible();
  await expect(page.getByTestId('doc-idFront')).toContainText('ID card (front)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), 'nothing scrolls sideways at 390 px').toBe(true);
  await settle(page);
  await page.screenshot({ path: `${DIR}/en-US-documents-390.png`, fullPage: true });
  await page.getByTestId('open-form').click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Exam place: Tianhe District, Guangzhou, Guangdong');
  await page.setViewportSize({ width: 390, height: 4400 });
  await settle(page);
  await page.screenshot({ path: `${DIR}/en-US-application-form-390.png` });
});

test('an en-US learner picks education and degree in English', async ({ page, request }) => {
  const learner = newLearner();
  await registerViaApi(request, learner);
  await english(page, 390);
  await sessionViaApi(page, request, learner.username, learner.password);
  await page.goto('/StudentProfile/personinfo');
  await page.getByTestId('person-education').click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Junior college"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('person-degree').click();
  const degrees = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(degrees).toHaveText(['Bachelor', 'Master', 'Doctorate', 'Other']);
  await settle(page);
  await expectFitsWidth(page);
  await page.screenshot({ path: `${DIR}/en-US-person-info-390.png` });
});
