import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { noteErrorKey } from './components/NotesPanel';
import { progressErrorMessage } from './useProgressSaver';

/** An answered failure as the server sends it: its status, text and refusal code. */
const refusal = (status: number, message: string, error: string) => new ApiError(message, { kind: 'http', status, error, fromServer: true });
const key = (k: string) => k;

describe('a failed progress save', () => {
  it('says the spec text for a save the server could not read', () => {
    expect(progressErrorMessage(refusal(400, '保存进度参数有误', 'PROGRESS_INVALID'), key)).toBe('learning.saveInvalid');
    expect(progressErrorMessage(refusal(400, '请求数据格式错误', 'BODY_MALFORMED'), key)).toBe('learning.saveInvalid');
  });

  it("tells the server's refusal of progress beyond the time watched", () => {
    expect(progressErrorMessage(refusal(422, '学习进度异常：超出实际观看时长', 'PROGRESS_AHEAD_OF_CLOCK'), key)).toBe('学习进度异常：超出实际观看时长');
  });

  it('says the save failed for anything else, whatever its status', () => {
    expect(progressErrorMessage(refusal(403, '请先报名并完成缴费后再学习', 'STUDY_NOT_ALLOWED'), key)).toBe('learning.saveFailed');
    expect(progressErrorMessage(refusal(400, '未知', 'SOMETHING_NEW'), key)).toBe('learning.saveFailed');
    expect(progressErrorMessage(new ApiError('x', { kind: 'network' }), key)).toBe('learning.saveFailed');
  });
});

describe('a failed note save', () => {
  it('says the lesson is gone only when the server says so', () => {
    expect(noteErrorKey(refusal(404, '笔记保存失败，当前章节不存在', 'NOTE_ITEM_NOT_FOUND'))).toBe('learning.noteMissing');
    expect(noteErrorKey(refusal(404, '接口不存在', 'API_NOT_FOUND'))).toBe('learning.noteFailed');
    expect(noteErrorKey(refusal(400, '笔记不能超过20000个字符', 'NOTE_TOO_LONG'))).toBe('learning.noteFailed');
    expect(noteErrorKey(new ApiError('x', { kind: 'timeout' }))).toBe('learning.noteFailed');
  });
});
