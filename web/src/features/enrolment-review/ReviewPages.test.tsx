import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveLogin } from '../../lib/session';
import { renderAt, serveApi } from '../../test/serve';
import { staffUser } from '../../test/fixtures';
import type { ApplicationView, QueueEntry } from '../../lib/api-types';

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

  it('tells the server message of a 409 (someone else decided first) and reloads the record', async () => {
    saveLogin({ token: 't', user: staffUser(['reviewer'], { id: 1, username: 'reviewer' }), roles: ['reviewer'] });
    let record = application();
    serveApi(({ method, path }) => {
      if (path === '/api/v0/reviewer/material/2/record/5' && method === 'GET') return { data: record };
      if (path === '/api/v0/reviewer/material/2/record/5' && method === 'PUT') {
        record = application({ status: 2, events: [...record.events, { action: 'approve', fromStatus: 1, toStatus: 2, at: 1_700_000_100_000, actor: '李审核' }] });
        return { status: 409, message: '该报名已被他人处理，请刷新后查看' };
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
