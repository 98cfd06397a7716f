// The learner's camera for camera presence (随机抓拍): started when the component using it mounts (while a session
// that requires it is open), shown in a small preview, read one frame at a time as a JPEG still, and stopped (every
// track) when it unmounts.
import { useCallback, useEffect, useRef, useState } from 'react';

/** starting: asked the browser; on: the preview runs; blocked: refused, missing or lost. */
export type CameraState = 'starting' | 'on' | 'blocked';

export const CAMERA_CONSTRAINTS: MediaStreamConstraints = { video: { facingMode: 'user', width: { ideal: 640 } }, audio: false };

/** The widest still sent: a face is recognisable at this size and the file stays far below the 2 MB limit. */
export const STILL_MAX_WIDTH = 640;

/** The still's size for a frame of `width` × `height`: scaled down to `maxWidth`, never up; null without a frame. */
export function stillSize(width: number, height: number, maxWidth = STILL_MAX_WIDTH): { width: number; height: number } | null {
  if (!(width > 0) || !(height > 0)) return null;
  const scale = Math.min(1, maxWidth / width);
  return { width: Math.round(width * scale), height: Math.max(1, Math.round(height * scale)) };
}

function stop(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** Resolves once the preview has presented a frame from the camera (a camera's first frames may be blank until
 * then), or after `ms` with whatever it has. */
function frameReady(video: HTMLVideoElement, ms = 5000): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    const done = () => {
      window.clearTimeout(timer);
      resolve();
    };
    if (typeof video.requestVideoFrameCallback === 'function') {
      // Two frames: the first one presented after the stream starts can still be empty.
      video.requestVideoFrameCallback(() => video.requestVideoFrameCallback(done));
    } else if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
      done();
    } else {
      video.addEventListener('loadeddata', done, { once: true });
    }
  });
}

export interface Camera {
  state: CameraState;
  /** The preview's callback ref: the stream plays in it, and stills are taken from it. */
  attachVideo: (video: HTMLVideoElement | null) => void;
  /** Asks for the camera again (after a refusal). */
  retry: () => void;
  /** The current frame as a JPEG (at most STILL_MAX_WIDTH wide); null when there is no frame. */
  capture: () => Promise<Blob | null>;
}

export function useCamera(): Camera {
  const [state, setState] = useState<CameraState>('starting');
  const [attempt, setAttempt] = useState(0);
  const stream = useRef<MediaStream | null>(null);
  const video = useRef<HTMLVideoElement | null>(null);

  useEffect(() => {
    let live = true;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
      return navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
    };
    start()
      .then((opened) => {
        if (!live) {
          stop(opened);
          return;
        }
        stream.current = opened;
        // The camera taken away (permission revoked, device unplugged) is a refusal too.
        for (const track of opened.getTracks()) track.onended = () => live && setState('blocked');
        if (video.current) video.current.srcObject = opened;
        setState('on');
      })
      .catch(() => {
        if (live) setState('blocked');
      });
    return () => {
      live = false;
      stop(stream.current);
      stream.current = null;
      if (video.current) video.current.srcObject = null;
    };
  }, [attempt]);

  const attachVideo = useCallback((element: HTMLVideoElement | null) => {
    video.current = element;
    if (element && stream.current && element.srcObject !== stream.current) element.srcObject = stream.current;
  }, []);

  const retry = useCallback(() => {
    setState('starting');
    setAttempt((n) => n + 1);
  }, []);

  const capture = useCallback(async () => {
    const element = video.current;
    if (!element || !stream.current) return null;
    await frameReady(element);
    const size = stillSize(element.videoWidth, element.videoHeight);
    const canvas = document.createElement('canvas');
    const context = size && canvas.getContext('2d');
    if (!size || !context) return null;
    canvas.width = size.width;
    canvas.height = size.height;
    context.drawImage(element, 0, 0, size.width, size.height);
    return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
  }, []);

  return { state, attachVideo, retry, capture };
}
