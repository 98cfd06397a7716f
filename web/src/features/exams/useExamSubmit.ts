// Ending the attempt: the learner's submit, the submit when the time is up, and the end when the server says the
// attempt is over; each clears the local sheet and goes to the records.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useApp } from '../../lib/useApp';
import { examApi, invalidateAfterAttempt } from './api';
import { serializeAnswers } from './answerSheet';
import { attemptIsOver, remainingMs, submitFailure } from './examRules';
import { clearExamState, markExamCompleted } from './examStorage';
import { useNow } from './useNow';
import type { AnswerSync } from './useAnswerSync';
import type { Leave } from './useLeave';
import type { PaperItem } from '../../lib/api-types';

/** The server took no more answers (its time is up, it submitted the saved draft): say why and show the records. */
export function useTimeOver(examId: string, leave: Pick<Leave, 'go' | 'isLeaving'>) {
  const { message } = useApp();
  const queryClient = useQueryClient();
  const { go, isLeaving } = leave;
  return useCallback(
    (error: unknown) => {
      if (isLeaving()) return;
      message.error(errorMessage(error));
      clearExamState(examId);
      void invalidateAfterAttempt(queryClient);
      go(paths.examRecord);
    },
    [examId, go, isLeaving, message, queryClient],
  );
}

export type Finishing = 'submit' | 'timeUp' | null;

interface ExamSubmitOptions {
  examId: string;
  questions: PaperItem[];
  /** The attempt's deadline on the server's clock (the client's clock counts it down). */
  deadline: number;
  sync: Pick<AnswerSync, 'answersRef' | 'stop'>;
  endAfterTimeOver: (error: unknown) => void;
  leave: Pick<Leave, 'go' | 'isLeaving'>;
}

/** Submits the sheet (asked, or at the deadline); `remaining` is the countdown, `finishing` what is under way. */
export function useExamSubmit({ examId, questions, deadline, sync, endAfterTimeOver, leave }: ExamSubmitOptions) {
  const { t } = useTranslation();
  const { message } = useApp();
  const queryClient = useQueryClient();
  const { go, isLeaving } = leave;
  const { answersRef, stop } = sync;
  const submitting = useRef(false);
  const [finishing, setFinishing] = useState<Finishing>(null);
  const submit = useMutation({ mutationFn: (body: ReturnType<typeof serializeAnswers>) => examApi.submit(examId, body) });

  const doSubmit = useCallback(
    async (auto: boolean) => {
      if (submitting.current) return;
      submitting.current = true;
      setFinishing(auto ? 'timeUp' : 'submit');
      try {
        await submit.mutateAsync(serializeAnswers(questions, answersRef()));
        stop();
        clearExamState(examId);
        markExamCompleted(examId);
        void invalidateAfterAttempt(queryClient);
        message.success(t('exam.submitSuccess'));
        go(paths.examRecord);
      } catch (error) {
        if (attemptIsOver(error)) {
          stop();
          endAfterTimeOver(error);
          return;
        }
        submitting.current = false;
        setFinishing(null);
        const failure = submitFailure(error);
        message.error('key' in failure ? t(failure.key) : failure.text);
      }
    },
    [answersRef, endAfterTimeOver, examId, go, message, queryClient, questions, stop, submit, t],
  );

  // ---- timer: remaining = deadline − server now; time up submits what is there --------------------------
  const now = useNow(1000);
  // The deadline is on the server's clock and the attempt carries no server time: the client's clock counts.
  const remaining = remainingMs(deadline, now);
  useEffect(() => {
    if (remaining <= 0 && !submitting.current && !isLeaving()) void doSubmit(true);
  }, [remaining, doSubmit, isLeaving]);

  return { finishing, doSubmit, remaining };
}
