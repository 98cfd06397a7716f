import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveLogin } from '../../lib/session';
import { renderAt, serveApi } from '../../test/serve';
import { staffUser } from '../../test/fixtures';
import dayjs from 'dayjs';
import type { ApplicationView, CertificateBody, QueueEntry } from '../../lib/api-types';

// Pages load as lazy chunks: on a busy machine the first render may take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

const entry: QueueEntry = {
  id: 5,
  courseId: 2,
  courseName: '电工（四级/中级工）',
  courseType: 0,
  fee: 128000,
  userId: 9,
  username: 'zhangsan',
  learnerName: '张三',
  status: 1,
  submittedAt: 1_700_000_000_000,
  submittedMaterials: true,
  paymentCompleted: false,
  issuedRegistrationCode: false,
  examCompleted: false,
  certificateIssued: false,
  invoiceIssued: false,
  updatedAt: 1_700_000_000_000,
};

function application(over: Partial<ApplicationView> = {}): ApplicationView {
  return {
    id: 5,
    courseId: 2,
    courseName: '电工（四级/中级工）',
    courseType: 0,
    fee: 128000,
    status: 1,
    form: {
      name: '张三',
      gender: '男',
      idNumber: '440101199001011234',
      examSubject: ['理论', '技能'],
      eduSchool1: '广州市技师学院',
      workCompany1: '广州电力工程有限公司',
      signDate: '2026',
      signMonth: '11',
      signDay: '20',
    } as ApplicationView['form'],
    documents: [
      { slot: 'declaration', label: '申报表（签名并按手印）', fileId: 1, name: '申报表.pdf', type: 'application/pdf', size: 2048, url: '/files/aaa' },
      { slot: 'idFront', label: '身份证正面', fileId: 2, name: '身份证正面.png', type: 'image/png', size: 4096, url: '/files/bbb' },
    ],
    submittedMaterials: true,
    submittedAt: 1_700_000_000_000,
    paymentCompleted: false,
    issuedRegistrationCode: false,
    invoiceIssued: false,
    examCompleted: false,
    certificateIssued: false,
    events: [{ action: 'submit', fromStatus: null, toStatus: 1, at: 1_700_000_000_000, actor: '张三', reason: null }],
    ...over,
  };
}

// jsdom has no object URLs; the previews only need a string.
beforeEach(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => undefined });
});
afterEach(() => vi.unstubAllGlobals());

describe('material review', { timeout: 30_000 }, () => {
  it('asks the queue for the pending applications with the filters of the URL', async () => {
    saveLogin({ token: 't', user: staffUser(['reviewer'], { id: 1, username: 'reviewer' }), roles: ['reviewer'] });
    const calls = serveApi(({ path }) => (path === '/api/v0/reviewer/material' ? { data: { records: [entry], totalCount: 1 } } : undefined));
    renderAt('/auditors/material/review?courseName=电工&paymentCompleted=false&page=2');
    expect(await screen.findByTestId('review-row-5', {}, { timeout: 15_000 })).toHaveTextContent('张三');
    const query = calls.find((c) => c.path === '/api/v0/reviewer/material')!.query;
    expect(Object.fromEntries([...query].filter(([k]) => k !== '_t'))).toEqual({
      courseName: '电工',
      reviewedResult: 'pending',
      paymentCompleted: 'false',
      page: '1',
      size: '10',
    });
    expect(screen.getByTestId('review-open-5')).toHaveTextContent('审核');
  });

  it('shows the form, documents and timeline; rejecting needs a reason', async () => {
    saveLogin({ token: 't', user: staffUser(['reviewer'], { id: 1, username: 'reviewer' }), roles: ['reviewer'] });
    let record = application();
    const calls = serveApi(({ method, path, body }) => {
      if (path === '/api/v0/reviewer/material/2/record/5' && method === 'GET') return { data: record };
      if (path === '/api/v0/reviewer/material/2/record/5' && method === 'PUT') {
        const reason = (body as { reason?: string }).reason ?? null;
        record = application({ status: 3, reviewReason: reason, events: [...record.events, { action: 'reject', fromStatus: 1, toStatus: 3, at: 1_700_000_100_000, actor: '审核员', reason }] });
        return { data: record };
      }
      if (path.startsWith('/files/')) return { data: null };
      return undefined;
    });
    renderAt('/auditors/material/materialinformation?courseId=2&id=5');
    const form = await screen.findByTestId('record-form', {}, { timeout: 15_000 });
    expect(within(form).getByText('440101199001011234')).toBeInTheDocument();
    expect(within(form).getByText('理论、技能')).toBeInTheDocument();
    expect(within(form).getByText('2026年11月20日')).toBeInTheDocument();
    expect(within(screen.getByTestId('document-idFront')).getByText('身份证正面')).toBeInTheDocument();
    expect(await screen.findByTestId('document-image-idFront')).toBeInTheDocument();
    expect(await screen.findByTestId('pdf-preview')).toBeInTheDocument();
    expect(within(screen.getByTestId('record-timeline')).getByText('提交报名材料')).toBeInTheDocument();
    // The private files are read with the token.
    const fileCall = calls.find((c) => c.path === '/files/bbb');
    expect(fileCall).toBeDefined();

    fireEvent.click(screen.getByTestId('decision-reject'));
    fireEvent.click(await screen.findByTestId('reason-submit'));
    expect(await screen.findByText('请填写原因')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: '身份证照片不清晰' } });
    fireEvent.click(screen.getByTestId('reason-submit'));
    expect(await screen.findByText('已驳回，学员会收到通知')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ result: 'reject', reason: '身份证照片不清晰' });
    await waitFor(() => expect(screen.getByTestId('record-status')).toHaveTextContent('已驳回'));
    expect(within(screen.getByTestId('record-timeline')).getByText('原因：身份证照片不清晰')).toBeInTheDocument();
    expect(screen.queryByTestId('decision-approve')).toBeNull();

  });

  it('tells the server message of a decision someone else took first and reloads the record', async () => {
    saveLogin({ token: 't', user: staffUser(['reviewer'], { id: 1, username: 'reviewer' }), roles: ['reviewer'] });
    let record = application();
    serveApi(({ method, path }) => {
      if (path === '/api/v0/reviewer/material/2/record/5' && method === 'GET') return { data: record };
      if (path === '/api/v0/reviewer/material/2/record/5' && method === 'PUT') {
        record = application({ status: 2, events: [...record.events, { action: 'approve', fromStatus: 1, toStatus: 2, at: 1_700_000_100_000, actor: '李审核' }] });
        return {
          status: 409,
          message: '该报名已被他人处理，请刷新后查看',
          error: 'ENROL_DECIDED_ELSEWHERE',
          data: { fields: { status: '该报名已被他人处理，请刷新后查看' }, codes: { status: 'ENROL_DECIDED_ELSEWHERE' } },
        };
      }
      if (path.startsWith('/files/')) return { data: null };
      return undefined;
    });
    renderAt('/auditors/material/materialinformation?courseId=2&id=5');
    fireEvent.click(await screen.findByTestId('decision-approve', {}, { timeout: 15_000 }));
    fireEvent.click(await screen.findByTestId('approve-ok'));
    expect(await screen.findByText('该报名已被他人处理，请刷新后查看，已为您刷新记录')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('decision-approve')).toBeNull());
    expect(within(screen.getByTestId('record-timeline')).getByText('李审核')).toBeInTheDocument();
  });

  it('tells a record page opened without an id to start from the list', async () => {
    saveLogin({ token: 't', user: staffUser(['reviewer'], { id: 1, username: 'reviewer' }), roles: ['reviewer'] });
    serveApi();
    renderAt('/auditors/material/materialinformation');
    expect(await screen.findByText('缺少报名记录编号，请从列表中打开', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});

describe('finance', { timeout: 30_000 }, () => {
  it('confirms a waiting payment and then marks the invoice', async () => {
    saveLogin({ token: 't', user: staffUser(['finance'], { id: 1, username: 'finance' }), roles: ['finance'] });
    const proof = { slot: 'paymentProof', label: '缴费凭证', fileId: 3, name: '转账凭证.png', type: 'image/png', size: 1000, url: '/files/ccc' };
    let record = application({ status: 2, paymentMethod: 'bank', paymentReference: '20261120000104', paymentSubmittedAt: 1_700_000_000_000, paymentProof: proof });
    const calls = serveApi(({ method, path }) => {
      if (path === '/api/v0/finance/payment/5' && method === 'GET') return { data: record };
      if (path === '/api/v0/finance/payment/5' && method === 'PUT') {
        record = { ...record, status: 4, paymentCompleted: true, paidAt: 1_700_000_200_000, enrolmentNumber: 'BM2026000001', issuedRegistrationCode: true };
        return { data: record };
      }
      if (path === '/api/v0/finance/payment/5/invoice' && method === 'PUT') {
        record = { ...record, invoiceIssued: true };
        return { data: record };
      }
      if (path.startsWith('/files/')) return { data: null };
      return undefined;
    });
    renderAt('/auditors/financial/financialinformation?id=5');
    const payment = await screen.findByTestId('record-payment', {}, { timeout: 15_000 });
    expect(within(payment).getByText('银行转账')).toBeInTheDocument();
    expect(within(payment).getByText('20261120000104')).toBeInTheDocument();
    expect(within(payment).getByText('¥1280.00')).toBeInTheDocument();
    expect(await within(payment).findByTestId('document-image-paymentProof')).toBeInTheDocument();
    // Finance does not decide materials.
    expect(screen.queryByTestId('decision-approve')).toBeNull();

    fireEvent.click(screen.getByTestId('decision-confirm-payment'));
    fireEvent.click(await screen.findByTestId('confirm-payment-ok'));
    expect(await screen.findByText('已确认收款，报名编号已生成')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ result: 'confirm' });

    fireEvent.click(await screen.findByTestId('decision-invoice'));
    fireEvent.click(await screen.findByTestId('invoice-ok'));
    expect(await screen.findByText('已标记发票开具')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('record-invoice')).toHaveTextContent('已开票'));
    expect(screen.queryByTestId('decision-invoice')).toBeNull();
  });
});

describe('exam and certificate', { timeout: 40_000 }, () => {
  const base = '/api/v0/reviewer/material/2/record/5';
  const enrolled = (over: Partial<ApplicationView> = {}) =>
    application({ status: 4, paymentCompleted: true, issuedRegistrationCode: true, enrolmentNumber: '202600020001', ...over });

  it('records the exam passed with a reason, then issues the certificate and shows it', async () => {
    saveLogin({ token: 't', user: staffUser(['reviewer'], { id: 1, username: 'reviewer' }), roles: ['reviewer'] });
    let record = enrolled();
    const calls = serveApi(({ method, path, body }) => {
      if (path === base && method === 'GET') return { data: record };
      if (path === `${base}/exam` && method === 'PUT') {
        record = { ...record, examCompleted: (body as { examCompleted: boolean }).examCompleted, examCompletedAt: 1_700_000_300_000 };
        return { data: record };
      }
      if (path === `${base}/certificate` && method === 'PUT') {
        const issued = body as Required<{ [K in keyof CertificateBody]: string }>;
        record = { ...record, certificateIssued: true, certificate: { ...issued, issuedAt: 1_700_000_400_000 } };
        return { data: record };
      }
      if (path.startsWith('/files/')) return { data: null };
      return undefined;
    });
    renderAt('/auditors/material/materialinformation?courseId=2&id=5');
    const panel = await screen.findByTestId('record-exam-certificate', {}, { timeout: 15_000 });
    expect(within(panel).getByTestId('record-exam-state')).toHaveTextContent('尚未通过考试');
    expect(within(panel).getByTestId('certificate-blocked')).toHaveTextContent('记录考试通过后才能发放证书。');
    expect(within(panel).queryByTestId('certificate-issue')).toBeNull();

    fireEvent.click(within(panel).getByTestId('exam-record'));
    fireEvent.change(await screen.findByTestId('exam-pass-reason'), { target: { value: ' 线下技能考核合格 ' } });
    fireEvent.click(screen.getByTestId('exam-pass-submit'));
    expect(await screen.findByText('已记录考试通过')).toBeInTheDocument();
    expect(calls.find((c) => c.path === `${base}/exam`)!.body).toEqual({ examCompleted: true, reason: '线下技能考核合格' });
    await waitFor(() => expect(within(panel).getByTestId('record-exam-state')).toHaveTextContent('考试通过'));

    fireEvent.click(await within(panel).findByTestId('certificate-issue'));
    const form = await screen.findByTestId('certificate-form');
    // The date starts as today; the other fields are required and checked.
    expect(within(form).getByTestId('certificate-date').querySelector('input') ?? within(form).getByTestId('certificate-date')).toHaveValue(dayjs().format('YYYY-MM-DD'));
    fireEvent.change(within(form).getByTestId('certificate-number'), { target: { value: '证书一号' } });
    fireEvent.click(screen.getByTestId('certificate-submit'));
    expect(await within(form).findByText('证书编号只能包含字母、数字和短横线，最多32位')).toBeInTheDocument();
    expect(await within(form).findByText('请选择证书等级')).toBeInTheDocument();
    expect(await within(form).findByText('请输入发证机构')).toBeInTheDocument();
    expect(calls.some((c) => c.path === `${base}/certificate`)).toBe(false);

    fireEvent.change(within(form).getByTestId('certificate-number'), { target: { value: 'GD-2026-000123' } });
    fireEvent.mouseDown(within(form).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('四级/中级工'));
    fireEvent.change(within(form).getByTestId('certificate-authority'), { target: { value: '广东省职业技能鉴定指导中心' } });
    fireEvent.click(screen.getByTestId('certificate-submit'));
    expect(await screen.findByText('证书已发放，学员可在个人中心查看')).toBeInTheDocument();
    expect(calls.find((c) => c.path === `${base}/certificate`)!.body).toEqual({
      number: 'GD-2026-000123',
      level: '四级/中级工',
      date: dayjs().format('YYYY-MM-DD'),
      authority: '广东省职业技能鉴定指导中心',
    });
    const shown = await within(panel).findByTestId('record-certificate');
    expect(within(shown).getByTestId('record-certificate-number')).toHaveTextContent('GD-2026-000123');
    expect(within(shown).getByText('广东省职业技能鉴定指导中心')).toBeInTheDocument();
    expect(within(panel).getByTestId('certificate-edit')).toBeInTheDocument();
    // Issued: the pass stays (the server refuses to withdraw it).
    expect(within(panel).getByTestId('exam-withdraw')).toBeDisabled();
  });

  it('waits for the enrolment before the exam result and the certificate', async () => {
    saveLogin({ token: 't', user: staffUser(['reviewer'], { id: 1, username: 'reviewer' }), roles: ['reviewer'] });
    serveApi(({ path }) => (path === base ? { data: application({ status: 2 }) } : path.startsWith('/files/') ? { data: null } : undefined));
    renderAt('/auditors/material/materialinformation?courseId=2&id=5');
    await screen.findByTestId('record-summary', {}, { timeout: 15_000 });
    expect(screen.queryByTestId('record-exam-certificate')).toBeNull();
  });

  it('shows a pass recorded before the enrolment moved back, without the buttons', async () => {
    saveLogin({ token: 't', user: staffUser(['reviewer'], { id: 1, username: 'reviewer' }), roles: ['reviewer'] });
    serveApi(({ path }) => (path === base ? { data: application({ status: 2, examCompleted: true }) } : path.startsWith('/files/') ? { data: null } : undefined));
    renderAt('/auditors/material/materialinformation?courseId=2&id=5');
    const panel = await screen.findByTestId('record-exam-certificate', {}, { timeout: 15_000 });
    expect(within(panel).getByTestId('record-exam-state')).toHaveTextContent('考试通过');
    expect(within(panel).getByTestId('certificate-blocked')).toHaveTextContent('学员完成报名（已缴费）后，才能记录考试结果和发放证书。');
    expect(within(panel).queryByTestId('exam-withdraw')).toBeNull();
    expect(within(panel).queryByTestId('certificate-issue')).toBeNull();
  });

  it('shows a duplicate certificate number under the field and withdraws a passed exam without a reason', async () => {
    saveLogin({ token: 't', user: staffUser(['reviewer'], { id: 1, username: 'reviewer' }), roles: ['reviewer'] });
    let record = enrolled({ examCompleted: true, examCompletedAt: 1_700_000_300_000 });
    const calls = serveApi(({ method, path, body }) => {
      if (path === base && method === 'GET') return { data: record };
      if (path === `${base}/certificate` && method === 'PUT')
        return { status: 409, message: '证书编号已被使用', error: 'CERTIFICATE_NUMBER_TAKEN', data: { fields: { number: '证书编号已被使用' }, codes: { number: 'CERTIFICATE_NUMBER_TAKEN' } } };
      if (path === `${base}/exam` && method === 'PUT') {
        record = { ...record, examCompleted: (body as { examCompleted: boolean }).examCompleted, examCompletedAt: null };
        return { data: record };
      }
      if (path.startsWith('/files/')) return { data: null };
      return undefined;
    });
    renderAt('/auditors/material/materialinformation?courseId=2&id=5');
    const panel = await screen.findByTestId('record-exam-certificate', {}, { timeout: 15_000 });
    expect(within(panel).getByText('学员已报名并通过考试，可以发放证书。')).toBeInTheDocument();
    fireEvent.click(within(panel).getByTestId('certificate-issue'));
    const form = await screen.findByTestId('certificate-form');
    fireEvent.change(within(form).getByTestId('certificate-number'), { target: { value: 'GD-2026-000001' } });
    fireEvent.mouseDown(within(form).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('三级/高级工'));
    fireEvent.change(within(form).getByTestId('certificate-authority'), { target: { value: '广东省人社厅' } });
    fireEvent.click(screen.getByTestId('certificate-submit'));
    const numberItem = within(form).getByTestId('certificate-number').closest('.ant-form-item') as HTMLElement;
    expect(await within(numberItem).findByText('证书编号已被使用')).toBeInTheDocument();
    // The dialog stays open with what was typed.
    expect(within(form).getByTestId('certificate-authority')).toHaveValue('广东省人社厅');
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));

    fireEvent.click(within(panel).getByTestId('exam-withdraw'));
    fireEvent.click(await screen.findByTestId('exam-pass-submit'));
    expect(await screen.findByText('已撤销考试通过')).toBeInTheDocument();
    expect(calls.find((c) => c.path === `${base}/exam`)!.body).toEqual({ examCompleted: false, reason: null });
    await waitFor(() => expect(within(panel).getByTestId('record-exam-state')).toHaveTextContent('尚未通过考试'));
    expect(within(panel).queryByTestId('certificate-issue')).toBeNull();
  });

  it('closes the certificate dialog with a warning when the pass was withdrawn meanwhile', async () => {
    saveLogin({ token: 't', user: staffUser(['reviewer'], { id: 1, username: 'reviewer' }), roles: ['reviewer'] });
    let record = enrolled({ examCompleted: true, examCompletedAt: 1_700_000_300_000 });
    serveApi(({ method, path }) => {
      if (path === base && method === 'GET') return { data: record };
      if (path === `${base}/certificate` && method === 'PUT') {
        record = { ...record, examCompleted: false, examCompletedAt: null };
        return {
          status: 409,
          message: '学员考试通过后才能发放证书',
          error: 'CERTIFICATE_EXAM_NOT_PASSED',
          data: { fields: { examCompleted: '学员考试通过后才能发放证书' }, codes: { examCompleted: 'CERTIFICATE_EXAM_NOT_PASSED' } },
        };
      }
      if (path.startsWith('/files/')) return { data: null };
      return undefined;
    });
    renderAt('/auditors/material/materialinformation?courseId=2&id=5');
    const panel = await screen.findByTestId('record-exam-certificate', {}, { timeout: 15_000 });
    fireEvent.click(within(panel).getByTestId('certificate-issue'));
    const form = await screen.findByTestId('certificate-form');
    fireEvent.change(within(form).getByTestId('certificate-number'), { target: { value: 'GD-2026-000001' } });
    fireEvent.mouseDown(within(form).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('三级/高级工'));
    fireEvent.change(within(form).getByTestId('certificate-authority'), { target: { value: '广东省人社厅' } });
    fireEvent.click(screen.getByTestId('certificate-submit'));
    expect(await screen.findByText('学员考试通过后才能发放证书，已为您刷新记录')).toBeInTheDocument();
    // The dialog closes (its content stays in the document until antd's leave animation ends).
    const dialog = form.closest('.ant-modal-root') as HTMLElement;
    await waitFor(() => expect(dialog.querySelector('.ant-modal-mask.ant-fade-leave, .ant-modal-wrap[style*="display: none"]')).not.toBeNull());
    await waitFor(() => expect(within(panel).getByTestId('record-exam-state')).toHaveTextContent('尚未通过考试'));
  });

  it('is not on the finance desk', async () => {
    saveLogin({ token: 't', user: staffUser(['finance'], { id: 1, username: 'finance' }), roles: ['finance'] });
    serveApi(({ path }) => (path === '/api/v0/finance/payment/5' ? { data: enrolled({ examCompleted: true }) } : path.startsWith('/files/') ? { data: null } : undefined));
    renderAt('/auditors/financial/financialinformation?id=5');
    await screen.findByTestId('record-payment', {}, { timeout: 15_000 });
    expect(screen.queryByTestId('record-exam-certificate')).toBeNull();
  });
});
