// The lesson player's props and its progressUpdate event (what to save, and why now).

export type SaveReason = 'interval' | 'pause' | 'hidden' | 'unload' | 'leave' | 'completed' | 'ended';

/** The `progressUpdate` event: what to save, and why it is being saved now. */
export interface ProgressUpdate {
  sectionId: string | number;
  itemId?: string | number;
  currentTime: number;
  duration: number;
  /** 0-100 watched. */
  progress: number;
  completed: boolean;
  furthest: number;
  reason: SaveReason;
}

export interface VideoPlayerProps {
  videoSrc: string;
  courseId: string | number;
  sectionId: string | number;
  /** A lesson inside the section (keeps the local mirror per lesson). */
  itemId?: string | number;
  /** Second to resume at. */
  startTime?: number;
  /** Percent watched so far (0-100). */
  initialProgress?: number;
  /** Furthest second watched so far; derived from initialProgress when absent. */
  initialFurthest?: number;
  initialCompleted?: boolean;
  kind?: 'video' | 'audio';
  /** The fastest speed the course credits (its study rules); the speed list offers no more. */
  maxRate?: number;
  title?: string;
  onDurationChange?: (duration: number) => void;
  onProgressUpdate?: (update: ProgressUpdate) => void;
}
