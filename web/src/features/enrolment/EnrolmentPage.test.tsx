import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveLogin } from '../../lib/session';
import { renderAt, serveApi, type Handler } from '../../test/serve';
import { userView } from '../../test/fixtures';
import { completeForm } from './wizard';
import type { ApplicationView, CourseView, EnrolmentOptions } from '../../lib/api-types';

// The page loads as a lazy chunk: on a busy machine the first render may take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

const course = (id: number, type: CourseView['type'], status: CourseView['status'] = null): CourseView => ({
  id,
  name: `课程${id}`,
  type,
  fee: 128000,
  status,
  singup: status !== null,
  category: '信息技术',
  publicCourse: false,
  ratingCount: 0,
  requiredPeriods: 0,
  createdAt: 0,
  updatedAt: 0,
});

const OPTIONS: EnrolmentOptions = {
  genders: ['男', '女'],
  idTypes: ['居民身份证', '护照'],
  levels: [{ name: '四级工/中级工', conditions: ['累计从事本职业或相关职业工作满4年'] }],
  examTypes: ['正考', '补考'],
  examSubjects: ['理论', '技能'],
  certificateGetTypes: ['自取', '邮寄'],
  cities: [{ name: '广州', districts: ['天河区'] }],
  paymentMethods: ['wechat', 'alipay', 'bank'],
  certificationDocuments: [{ name: 'declaration', label: '申报表（签名并按手印）', types: ['application/pdf'] }],
  specialDocuments: [{ name: 'declaration', label: '报名表（Excel）', types: ['application/vnd.ms-excel'] }],
  required: [
    ['name', '姓名'],
    ['gender', '性别'],
  ],
};

function application(over: Partial<ApplicationView> = {}): ApplicationView {
  return {
    id: null,
    courseId: 7,
    courseName: '课程7',
    courseType: 0,
    fee: 128000,
    status: null,
    form: completeForm(),
    documents: [],
    submittedMaterials: false,
    paymentCompleted: false,
    issuedRegistrationCode: false,
    invoiceIssued: false,
    examCompleted: false,
    certificateIssued: false,
    events: [],
    ...over,
  };
}

function learner() {
  saveLogin({ token: 't', user: userView({ id: 3, username: 'learner', name: '张三', phone: '13912345678' }), roles: ['student'] });
}

/** The catalogue, the options and empty settings; `app` answers the application of course 7. */
function serve(app: () => ApplicationView, ...more: Handler[]) {
  return serveApi(
    ...more,
    ({ path }) => (path === '/api/v0/course' ? { data: { courses: [course(7, 0), course(8, 1, 1)], totalCount: 2 } } : undefined),
    ({ path }) => (path === '/api/v0/enrolment/options' ? { data: OPTIONS } : undefined),
    ({ path }) => (path === '/api/v0/enrolment/settings' ? { data: { registrationNotice: '' } } : undefined),
    ({ path, method }) => (path === '/api/v0/enrolment/7' && method === 'GET' ? { data: app() } : undefined),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the enrolment wizard', { timeout: 30_000 }, () => {
  it('groups the projects and asks for a course before the materials', async () => {
    learner();
    serve(() => application());
    renderAt('/applicationmaterials');
    const certification = await screen.findByTestId('course-group-0', {}, { timeout: 15_000 });
    expect(within(certification).getByText('课程7')).toBeInTheDocument();
    expect(within(certification).getByText('¥1280.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('course-group-1')).getByText('待审核')).toBeInTheDocument();
    fireEvent.click(screen.getByText('提交材料'));
    expect(await screen.findByText('请先选择课程')).toBeInTheDocument();
  });

  it('shows the notice for a course named by the URL, starts the draft on agreeing and checks the required fields', async () => {
    learner();
    let app = application();
    const calls = serve(
      () => app,
      ({ path, method, body }) => {
        if (path !== '/api/v0/enrolment/7' || method !== 'PUT') return undefined;
        app = application({ id: 11, form: completeForm((body as { form: ApplicationView['form'] }).form) });
        return { data: app };
      },
    );
    renderAt('/applicationmaterials?courseId=7');
    // No notice set by the administrator: the built-in one.
    expect(await screen.findByText(/请如实填写报名表/, {}, { timeout: 15_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('notice-agree'));
    expect(await screen.findByTestId('form-next')).toBeDisabled();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({ form: { name: '张三', phone: '13912345678' } });
    expect(localStorage.getItem('selectedCourseId')).toBe('7');

    expect(screen.getByTestId('form-next-hint')).toHaveTextContent('请先下载并填写报名表');
    fireEvent.click(screen.getByTestId('form-download'));
    expect(await screen.findByText('请完整填写所有必填项，缺少：性别')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/form.docx'))).toBe(false);
  });

  it("shows the reviewer's reason of a rejected application and lets it be submitted again", async () => {
    learner();
    serve(() =>
      application({
        id: 11,
        status: 3,
        submittedMaterials: true,
        reviewReason: '身份证照片不清晰',
        documents: [{ slot: 'declaration', label: '申报表（签名并按手印）', fileId: 1, name: '申报表.pdf', type: 'application/pdf', size: 10, url: '/files/a' }],
        events: [{ action: 'reject', fromStatus: 1, toStatus: 3, at: 1_700_000_000_000, actor: '审核员', reason: '身份证照片不清晰' }],
      }),
    );
    renderAt('/applicationmaterials?courseId=7');
    expect(await screen.findByTestId('review-reason', {}, { timeout: 15_000 })).toHaveTextContent('审核意见：身份证照片不清晰');
    expect(within(screen.getByTestId('record-timeline')).getByText('原因：身份证照片不清晰')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('materials-submit')).toBeEnabled());
    expect(screen.getByTestId('materials-submit')).toHaveTextContent('重新提交');
  });

  it('shows the enrolment number once enrolled', async () => {
    learner();
    serve(() => application({ id: 11, status: 4, paymentCompleted: true, enrolmentNumber: '202600070001', submittedMaterials: true }));
    renderAt('/applicationmaterials?courseId=7');
    expect(await screen.findByText('报名成功', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByTestId('enrolment-number')).toHaveTextContent('202600070001');
    expect(screen.getByTestId('done-study')).toBeInTheDocument();
  });
});
