import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiConfig } from '../../../lib/api';
import { saveLogin } from '../../../lib/session';
import { renderAt, serveApi, type Call, type Handler } from '../../../test/serve';
import { userView } from '../../../test/fixtures';
import type { BeatView, FileView, OpenedView, SectionView, SnapshotRequest, StudyRules } from '../../../lib/api-types';
import { stillSize } from '../../../components/camera/useCamera';

const outline: SectionView[] = [
  {
    id: 1,
    title: '第一章',
    items: [{ id: 11, sectionId: 1, title: '第11节', type: 'TEXT', contents: [{ type: 'TEXT', content: '<p>正文</p>' }], duration: null, completed: false, progress: 0, position: 0, furthest: 0 }],
  },
];

const RULES: StudyRules = {
  heartbeatSecs: 1,
  idleSecs: 300,
  maxRatePct: 100,
  checkMinMinutes: 0,
  checkMaxMinutes: 0,
  checkCountdownSecs: 60,
  readCapMinutes: 10,
  requiredPeriods: 0,
  cameraRequired: true,
  snapshotMinMinutes: 5,
  snapshotMaxMinutes: 15,
};

const request = (id: number): SnapshotRequest => ({ id, deadline: Date.now() + 120_000 });

function opened(snapshot: SnapshotRequest | null): OpenedView {
  return {
    session: { id: 501, courseId: 7, startedAt: Date.now(), creditedMs: 0, discardedMs: 0, lastSeq: 0, endedAt: null, endReason: null, check: null, snapshot },
    rules: RULES,
    takenOver: null,
  };
}

function beat(snapshot: SnapshotRequest | null): BeatView {
  return { accepted: true, creditedMs: 0, sessionCreditedMs: 0, lessonCreditedMs: 0, lessonFullMs: 0, check: null, snapshot, spans: [] };
}

const courseApi: Handler = ({ method, path }) => {
  if (path === '/api/v0/course/7') return { data: { id: 7, name: '电工基础' } };
  if (path === '/api/v0/course/7/section') return { data: { sections: outline } };
  if (method === 'GET' && path.endsWith('/note')) return { data: { content: '', updatedAt: null } };
  if (path === '/api/v0/study/course/7/credits') return { data: { creditedMs: 0, lessons: [], periodMinutes: 45, requiredPeriods: 0 } };
  return undefined;
};

/** Uploads answered at once with a stored file (ids from 900), each recorded with its source. */
class FakeXhr {
  static uploads: { source: string; file: File }[] = [];
  status = 0;
  responseText = '';
  upload = { onprogress: null };
  withCredentials = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send(form: FormData) {
    FakeXhr.uploads.push({ source: String(form.get('source')), file: form.get('file') as File });
    const id = 900 + FakeXhr.uploads.length;
    const file: FileView = { id, name: 'snapshot.jpg', size: 4, type: 'image/jpeg', sha256: `s${id}`, url: `/files/s${id}`, source: 'snapshot', public: false, createdAt: 1 };
    setTimeout(() => {
      this.status = 200;
      this.responseText = JSON.stringify({ code: 0, message: 'ok', data: file });
      this.onload?.();
    }, 0);
  }
}

const track = { stop: vi.fn(), onended: null };
const getUserMedia = vi.fn();

const member = () => saveLogin({ token: 't', user: userView({ id: 1, username: 'student' }), roles: ['student'] });
const snapshotPosts = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.path.includes('/snapshot/'));

beforeEach(() => {
  apiConfig.retryDelayMs = 0;
  FakeXhr.uploads = [];
  track.stop.mockClear();
  getUserMedia.mockReset();
  getUserMedia.mockResolvedValue({ getTracks: () => [track] });
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  // jsdom plays no video and draws no canvas: a camera frame of 1280 × 720, and a JPEG of it.
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(1280);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(720);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done: BlobCallback) => done(new Blob(['jpeg'], { type: 'image/jpeg' })));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  apiConfig.retryDelayMs = 1000;
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('the still size', () => {
  it('scales a frame down to 640 px wide, never up, and has none without a frame', () => {
    expect(stillSize(1280, 720)).toEqual({ width: 640, height: 360 });
    expect(stillSize(480, 640)).toEqual({ width: 480, height: 640 });
    expect(stillSize(0, 0)).toBeNull();
  });
});

describe('camera presence', { timeout: 40_000 }, () => {
  it('asks for consent when the course requires the camera, then records it and opens the session', async () => {
    member();
    let consented = false;
    const calls = serveApi(courseApi, ({ method, path }) => {
      if (method === 'POST' && path === '/api/v0/study/session') {
        return consented
          ? { data: opened(null) }
          : { status: 409, error: 'STUDY_CAMERA_CONSENT_REQUIRED', message: '学习本课程需开启摄像头抓拍，请先阅读并同意抓拍说明' };
      }
      if (method === 'GET' && path === '/api/v0/study/consent') return { data: { consentedAt: null, retentionDays: 90 } };
      if (method === 'POST' && path === '/api/v0/study/consent') {
        consented = true;
        return { data: { consentedAt: Date.now(), retentionDays: 90 } };
      }
      if (method === 'POST' && path.endsWith('/beat')) return { data: beat(null) };
      return undefined;
    });
    renderAt('/learningcontent?courseId=7');
    const dialog = await screen.findByTestId('camera-consent', {}, { timeout: 15_000 });
    expect(within(dialog).getByText('摄像头抓拍说明')).toBeInTheDocument();
    expect(within(dialog).getByText('拍摄内容：学习开始时及学习过程中的随机时刻，由摄像头拍摄一张静态照片；不录像、不录音。')).toBeInTheDocument();
    expect(await within(dialog).findByText('保存期限：照片保存90天后自动删除。')).toBeInTheDocument();
    expect(within(dialog).getByText('未开启摄像头或未按要求抓拍期间不计学时。')).toBeInTheDocument();
    // Nothing is reported, nor is the camera asked for, before the learner agrees.
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(calls.some((c) => c.path.endsWith('/beat'))).toBe(false);

    fireEvent.click(within(dialog).getByTestId('camera-consent-agree'));
    expect(await screen.findByTestId('camera-preview')).toBeInTheDocument();
    expect(screen.queryByTestId('camera-consent')).toBeNull();
    expect(screen.getByText('摄像头抓拍中')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/v0/study/consent').map((c) => c.body)).toEqual([{}]);
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/v0/study/session')).toHaveLength(2);
    // The preview is in the page before its effect asks for the camera (a loaded machine shows the gap).
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user', width: { ideal: 640 } }, audio: false }));
  });

  it('leaves for the classroom when the learner declines', async () => {
    member();
    serveApi(courseApi, ({ method, path }) => {
      if (method === 'POST' && path === '/api/v0/study/session') return { status: 409, error: 'STUDY_CAMERA_CONSENT_REQUIRED', message: '学习本课程需开启摄像头抓拍，请先阅读并同意抓拍说明' };
      if (method === 'GET' && path === '/api/v0/study/consent') return { data: { consentedAt: null, retentionDays: 30 } };
      return undefined;
    });
    const router = renderAt('/learningcontent?courseId=7');
    fireEvent.click(await screen.findByTestId('camera-consent-decline', {}, { timeout: 15_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/classroom'));
  });

  it('sends each still asked for once: uploaded as a snapshot file, then posted; a failed one again at the next heartbeat', async () => {
    member();
    // The open asks for still 51; the heartbeats keep naming it until it arrives, then ask for 52.
    let pending: SnapshotRequest | null = request(51);
    let refuseNext = false;
    const calls = serveApi(courseApi, ({ method, path, body }) => {
      if (method === 'POST' && path === '/api/v0/study/session') return { data: opened(pending) };
      if (method === 'POST' && path.endsWith('/beat')) return { data: beat(pending) };
      const sent = /^\/api\/v0\/study\/session\/501\/snapshot\/(\d+)$/.exec(path);
      if (method === 'POST' && sent) {
        if (refuseNext) {
          refuseNext = false;
          return { status: 500, message: 'boom' };
        }
        expect(body).toHaveProperty('fileId');
        pending = Number(sent[1]) === 51 ? request(52) : null;
        if (Number(sent[1]) === 51) refuseNext = true;
        return { data: { ...opened(null).session, snapshot: null } };
      }
      return undefined;
    });
    renderAt('/learningcontent?courseId=7');
    const preview = await screen.findByTestId('camera-snapshots-sent', {}, { timeout: 15_000 });
    await waitFor(() => expect(preview).toHaveAttribute('data-count', '1'));
    expect(snapshotPosts(calls).map((c) => c.path)).toEqual(['/api/v0/study/session/501/snapshot/51']);
    expect(snapshotPosts(calls)[0].body).toEqual({ fileId: 901 });
    expect(FakeXhr.uploads[0].source).toBe('snapshot');
    expect(FakeXhr.uploads[0].file.type).toBe('image/jpeg');

    // Still 52: its first post is refused, the next heartbeat's answer sends it again.
    await waitFor(() => expect(preview).toHaveAttribute('data-count', '2'), { timeout: 10_000 });
    expect(snapshotPosts(calls).map((c) => c.path)).toEqual([
      '/api/v0/study/session/501/snapshot/51',
      '/api/v0/study/session/501/snapshot/52',
      '/api/v0/study/session/501/snapshot/52',
    ]);
    // A couple more heartbeats: nothing more is sent.
    const beats = calls.filter((c) => c.path.endsWith('/beat')).length;
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/beat')).length).toBeGreaterThan(beats + 1), { timeout: 5000 });
    expect(snapshotPosts(calls)).toHaveLength(3);
    expect(preview).toHaveAttribute('data-count', '2');
  });

  it('holds the lesson while the camera is refused, and turns it on again', async () => {
    member();
    getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    serveApi(courseApi, ({ method, path }) => {
      if (method === 'POST' && path === '/api/v0/study/session') return { data: opened(null) };
      if (method === 'POST' && path.endsWith('/beat')) return { data: beat(null) };
      return undefined;
    });
    renderAt('/learningcontent?courseId=7');
    const blocked = await screen.findByTestId('camera-blocked', {}, { timeout: 15_000 });
    expect(blocked).toHaveTextContent('请允许使用摄像头后继续学习，未开启摄像头期间不计学时');
    // The lesson's media is paused as soon as it starts; the camera's preview is not the lesson's.
    const player = document.createElement('div');
    player.dataset.testid = 'video-player';
    const media = document.createElement('video');
    player.appendChild(media);
    const pause = vi.spyOn(media, 'pause').mockImplementation(() => undefined);
    document.body.appendChild(player);
    await waitFor(() => {
      media.dispatchEvent(new Event('play'));
      expect(pause).toHaveBeenCalled();
    });
    player.remove();

    fireEvent.click(within(blocked).getByText('重新开启摄像头'));
    expect(await screen.findByTestId('camera-preview')).toBeInTheDocument();
    expect(screen.queryByTestId('camera-blocked')).toBeNull();
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('stops the camera when the lesson page closes', async () => {
    member();
    serveApi(courseApi, ({ method, path }) => {
      if (method === 'POST' && path === '/api/v0/study/session') return { data: opened(null) };
      if (method === 'POST' && path.endsWith('/beat')) return { data: beat(null) };
      return undefined;
    });
    const router = renderAt('/learningcontent?courseId=7');
    await waitFor(() => expect(screen.getByTestId('camera-snapshots-sent')).toHaveAttribute('data-state', 'on'), { timeout: 15_000 });
    await act(() => router.navigate('/classroom'));
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
  });
});
