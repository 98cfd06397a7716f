import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveLogin } from '../../lib/session';
import { renderAt, serveApi, type Handler } from '../../test/serve';
import { staffUser } from '../../test/fixtures';
import type { AuthoredExam, ExamView, QuestionView } from '../../lib/api-types';

// Pages load as lazy chunks: on a busy machine the first render may take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

const question: QuestionView = {
  id: 1, type: 'CHOICE', content: '1+1=?', metadata: { isMultiple: false, options: { A: '1', B: '2' } }, answer: ['B'], score: 100,
  explanation: null, subject: 'JavaWeb', categoryId: null, difficulty: 2, tags: [], createdAt: 0, updatedAt: 0,
};

const exam = (over: Partial<ExamView> = {}): ExamView => ({
  id: 3, title: '期末考试', name: '期末考试', description: null, cover: null, duration: 3600, startedAt: Date.now() + 86_400_000,
  expiredAt: Date.now() + 2 * 86_400_000, createdAt: 0, status: 'notStarted', subject: 'JavaWeb', totalScore: 100, questionCount: 1,
  courseId: null, canTake: false, completed: false, answerVisibility: 'afterClose', passScore: 70, requiresHours: false,
  attemptsAllowed: 1, attemptsUsed: 0, attemptOpen: false, nextAttemptAt: null, gradingMethod: 'highest', result: null, ...over,
});

function serveEditor(detail: () => AuthoredExam, ...more: Handler[]) {
  return serveApi(...more, ({ path, method }) => {
    if (path === '/api/v0/admin/exam' && method === 'GET') return { data: { exams: [detail().exam], totalCount: 1 } };
    if (path === '/api/v0/admin/exam/3' && method === 'GET') return { data: detail() };
    if (path === '/api/v0/admin/course') return { data: { courses: [], totalCount: 0 } };
    if (path === '/api/v0/admin/question') return { data: { questions: [], totalCount: 0, subjects: ['JavaWeb'], tags: [] } };
    return undefined;
  });
}

async function openEditor() {
  saveLogin({ token: 't', user: staffUser(['admin']), roles: ['admin'] });
  renderAt('/root/exam-manage');
  fireEvent.click(await screen.findByTestId('exam-edit-3', {}, { timeout: 15_000 }));
  const input = await screen.findByTestId('exam-form-pass-score');
  await waitFor(() => expect(screen.getByTestId('exam-form-title')).toHaveValue('期末考试'));
  return input;
}

const saved = (calls: ReturnType<typeof serveApi>) => calls.filter((c) => c.method === 'POST' && c.path === '/api/v0/admin/exam/3');

afterEach(() => vi.unstubAllGlobals());

describe('exam editor: the pass mark', { timeout: 40_000 }, () => {
  it('shows the saved pass mark, sends a new one, and null when the field is emptied', async () => {
    const calls = serveEditor(
      () => ({ exam: exam(), items: [{ questionId: 1, score: 100, question }], rules: [], shuffleQuestions: false, shuffleOptions: false, attemptWait: 0, exitLimit: 3, requireFullscreen: false, cameraRequired: false }),
      ({ path, method }) => (path === '/api/v0/admin/exam/3' && method === 'POST' ? { data: { exam: exam(), items: [], rules: [], shuffleQuestions: false, shuffleOptions: false, attemptWait: 0, exitLimit: 3, requireFullscreen: false, cameraRequired: false } } : undefined),
    );
    const input = await openEditor();
    expect(input).toHaveValue('70');
    expect(input).toHaveAttribute('placeholder', '留空则为总分的 60%');
    expect(screen.getByText('当前生效的及格分为 70 分')).toBeInTheDocument();

    fireEvent.change(input, { target: { value: '80' } });
    fireEvent.click(screen.getByTestId('exam-form-save'));
    await waitFor(() => expect(saved(calls)).toHaveLength(1));
    expect((saved(calls)[0].body as { passScore: unknown }).passScore).toBe(80);
    await screen.findByText('保存成功');

    const reads = calls.filter((c) => c.method === 'GET' && c.path === '/api/v0/admin/exam/3').length;
    fireEvent.click(await screen.findByTestId('exam-edit-3'));
    const again = await screen.findByTestId('exam-form-pass-score');
    await waitFor(() => expect(again).toHaveValue('70'));
    fireEvent.change(again, { target: { value: '' } });
    // The fresh copy of the exam that arrives now (the drawer showed the cached one) keeps the author's edit.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/v0/admin/exam/3').length).toBeGreaterThan(reads));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(again).toHaveValue('');
    expect(await screen.findByText('当前生效的及格分为 70 分；留空时按总分 100 分的 60% 计，为 60 分')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('exam-form-save'));
    await waitFor(() => expect(saved(calls)).toHaveLength(2));
    expect((saved(calls)[1].body as { passScore: unknown }).passScore).toBeNull();
  });

  it('shows the server refusal under the field and keeps what the author typed', async () => {
    const calls = serveEditor(
      () => ({ exam: exam({ passScore: 60 }), items: [{ questionId: 1, score: 100, question }], rules: [], shuffleQuestions: false, shuffleOptions: false, attemptWait: 0, exitLimit: 3, requireFullscreen: false, cameraRequired: false }),
      ({ path, method }) =>
        path === '/api/v0/admin/exam/3' && method === 'POST'
          ? { status: 400, message: '参数错误', data: { fields: { passScore: '及格分须在 1 到总分之间' } } }
          : undefined,
    );
    const input = await openEditor();
    // 60 of 100 is the default: the field stays empty, so the exam keeps following its total.
    expect(input).toHaveValue('');
    const item = input.closest('.ant-form-item') as HTMLElement;
    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.click(screen.getByTestId('exam-form-save'));
    await waitFor(() => expect(saved(calls)).toHaveLength(1));
    expect(await within(item).findByText('及格分须在 1 到总分之间')).toBeInTheDocument();
    // The refetch after the refused save does not put the stored exam back.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/v0/admin/exam/3').length).toBeGreaterThan(1));
    expect(input).toHaveValue('99');
    expect(within(item).getByText('及格分须在 1 到总分之间')).toBeInTheDocument();
  });

  it('refuses a pass mark above the total before asking the server', async () => {
    const calls = serveEditor(() => ({ exam: exam(), items: [{ questionId: 1, score: 100, question }], rules: [], shuffleQuestions: false, shuffleOptions: false, attemptWait: 0, exitLimit: 3, requireFullscreen: false, cameraRequired: false }));
    const input = await openEditor();
    fireEvent.change(input, { target: { value: '150' } });
    fireEvent.click(screen.getByTestId('exam-form-save'));
    const item = input.closest('.ant-form-item') as HTMLElement;
    expect(await within(item).findByText('及格分须在 1 到总分（100 分）之间')).toBeInTheDocument();
    expect(saved(calls)).toHaveLength(0);
  });
});
