// Saves lesson progress: to the server for members (keepalive while the page goes away), locally for guests.
import { useCallback } from 'react';
import { useApp } from '../../lib/useApp';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { errorMessage, isRefusal } from '../../lib/api';
import { courseKeys } from '../../lib/course';
import { learningApi, type LessonProgress } from './api';
import { saveLocalProgress } from './localLearning';
import { patchItem } from './outline';
import type { ProgressView, SectionView } from '../../lib/api-types';

export interface SaveOptions {
  /** Let the request outlive the page (unload, tab hidden, leaving the lesson). */
  keepalive?: boolean;
  /** Say '学习进度已保存' on success (user-visible moments: pause, completion, mark done). */
  announce?: boolean;
}

const ERROR_KEY = 'learning-progress-error';

/** The toast for a failed save: the spec's texts, or the server's own refusal of progress beyond the clock. */
export function progressErrorMessage(error: unknown, t: (key: string) => string): string {
  if (isRefusal(error, 'PROGRESS_INVALID', 'BODY_MALFORMED')) return t('learning.saveInvalid');
  if (isRefusal(error, 'PROGRESS_AHEAD_OF_CLOCK')) return errorMessage(error);
  return t('learning.saveFailed');
}

export function useProgressSaver(courseId: string, guest: boolean, onLocalChange?: () => void) {
  const { message } = useApp();
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const apply = useCallback(
    (itemId: number, p: ProgressView) => {
      queryClient.setQueryData<SectionView[]>(courseKeys.sections(courseId), (old) =>
        old ? patchItem(old, itemId, { completed: p.completed, progress: p.progress, position: p.position, furthest: p.furthest }) : old,
      );
    },
    [courseId, queryClient],
  );

  return useCallback(
    async (sectionId: number, itemId: number, body: LessonProgress, options: SaveOptions = {}): Promise<ProgressView | null> => {
      if (guest) {
        const p = saveLocalProgress(courseId, itemId, body);
        onLocalChange?.();
        if (options.announce) message.success(t('learning.saved'));
        return p;
      }
      try {
        const p = await learningApi.saveProgress(courseId, sectionId, itemId, body, { keepalive: options.keepalive });
        apply(itemId, p);
        if (options.announce) message.success(t('learning.saved'));
        return p;
      } catch (error) {
        message.error({ content: progressErrorMessage(error, t), key: ERROR_KEY });
        return null;
      }
    },
    [apply, courseId, guest, message, onLocalChange, t],
  );
}
