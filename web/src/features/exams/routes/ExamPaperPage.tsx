// /exam-paper/:id: start or resume the attempt, answer (saved each second locally, every 5 s on the server), leave, submit.
// The page starts the attempt and sends a learner who may not take it elsewhere; ExamSheet is the paper being answered.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Flex, Spin } from 'antd';
import { Result } from '../../../components/Result';
import { useApp } from '../../../lib/useApp';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { examQueries } from '../api';
import { completion, groupByKind, hasUnsyncedChanges, orderQuestions, resolveInitialAnswers } from '../answerSheet';
import { PaperBar } from '../components/PaperBar';
import { PaperHeader } from '../components/PaperHeader';
import { PaperQuestions } from '../components/PaperQuestions';
import { PaperSheet } from '../components/PaperSheet';
import { getExamExitCount, loadExamState, markExamCompleted, setExamExitCount, setExamExitLimit } from '../examStorage';
import { exitLimitReached, mergeExitCount, paperIsComplete, startFailure } from '../examRules';
import { isRefusal } from '../../../lib/api';
import { ExamCamera, ExamCameraConsent } from '../components/ExamCamera';
import { useAnswerSync } from '../useAnswerSync';
import { useExamSubmit, useTimeOver } from '../useExamSubmit';
import { useLeave } from '../useLeave';
import { useConductWatch, useExitCount, useLeaveGuard } from '../usePaperExits';
import '../exams.css';
import type { Answer, Attempt, Paper } from '../../../lib/api-types';
import { SCREEN, useScreen } from '../../../lib/screen';

export default function ExamPaperPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const { message } = useApp();
  const { go } = useLeave();
  const session = useQuery(examQueries.session(id));
  const handled = useRef(false);

  const data = session.data;
  const incomplete = data !== undefined && data.paper !== null && !paperIsComplete(data.paper);
  const exitCount = data ? mergeExitCount(getExamExitCount(id), data.attempt.exitCount) : 0;
  const exitLimit = data?.paper?.exitLimit;
  const blockedByExits = data !== undefined && exitLimitReached(exitCount, exitLimit);
  // The exam asks for the camera and the learner has not agreed for it yet: the notice, then the start again.
  const needsConsent = session.isError && isRefusal(session.error, 'EXAM_CAMERA_CONSENT_REQUIRED');

  useEffect(() => {
    if (handled.current || needsConsent) return;
    if (session.isError) {
      handled.current = true;
      const failure = startFailure(session.error);
      message.error(failure.text ?? t(failure.key ?? 'exam.initFailed'));
      if (failure.completed) markExamCompleted(id);
      go(failure.to === 'examRecord' ? paths.examRecord : paths.examCenter);
      return;
    }
    if (!data) return;
    if (data.paper) setExamExitLimit(id, data.paper.exitLimit);
    if (data.attempt.submitted || data.paper === null) {
      handled.current = true;
      markExamCompleted(id);
      message.info(t('exam.alreadySubmitted'));
      go(paths.examRecord);
    } else if (blockedByExits) {
      handled.current = true;
      setExamExitCount(id, exitCount);
      message.warning(t('errors.examExitLimit'));
      go(paths.examRecord);
    } else if (incomplete) {
      handled.current = true;
      message.error(t('exam.incomplete'));
      go(paths.examCenter);
    }
  }, [session.isError, session.error, needsConsent, data, blockedByExits, exitCount, incomplete, id, go, message, t]);

  if (needsConsent) {
    return <ExamCameraConsent examId={id} onAgreed={() => void session.refetch()} onDecline={() => go(paths.examCenter)} />;
  }

  if (!data || data.paper === null || incomplete || blockedByExits) {
    return (
      <Flex align="center" justify="center" className="sc-paper-loading" data-testid="exam-paper-loading">
        {session.isError || (data && (data.paper === null || incomplete || blockedByExits)) ? (
          <Result status="warning" title={session.isError ? t('exam.initFailed') : t('exam.incomplete')} />
        ) : (
          <Spin size="large" />
        )}
      </Flex>
    );
  }

  return (
    <ExamSheet
      key={id}
      examId={id}
      title={data.paper.title || params.get('examTitle') || ''}
      attempt={data.attempt}
      paper={data.paper}
      initialExitCount={exitCount}
    />
  );
}

interface SheetProps {
  examId: string;
  title: string;
  attempt: Attempt;
  paper: Paper;
  initialExitCount: number;
}

function ExamSheet({ examId, title, attempt, paper, initialExitCount }: SheetProps) {
  const { t } = useTranslation();
  const { message, modal } = useApp();
  const leave = useLeave();

  const questions = useMemo(() => orderQuestions(paper.items), [paper.items]);
  const [start] = useState(() => {
    const local = loadExamState(examId);
    const unsynced = hasUnsyncedChanges(local);
    return {
      answers: resolveInitialAnswers(questions, attempt.answers, local),
      current: Math.min(Math.max(local?.current ?? 0, 0), questions.length - 1),
      changedAt: unsynced ? local.changedAt : 0,
      syncedAt: unsynced ? local.syncedAt : 0,
    };
  });

  const { exitCount, setExitCount, exitsRef } = useExitCount(examId, initialExitCount);
  const endAfterTimeOver = useTimeOver(examId, leave);
  const sync = useAnswerSync({
    examId,
    questions,
    initial: start.answers,
    initialCurrent: start.current,
    initialChangedAt: start.changedAt,
    initialSyncedAt: start.syncedAt,
    onTimeOver: endAfterTimeOver,
    onLocalSaveFailed: () => message.error({ content: t('exam.saveStateFailed'), key: 'exam-save-state' }),
  });
  const { answers, answersRef, setAnswer, current, setCurrent } = sync;
  const { finishing, doSubmit, remaining } = useExamSubmit({ examId, questions, deadline: attempt.deadline, sync, endAfterTimeOver, leave });
  useLeaveGuard({ examId, exitsRef, setExitCount, sync, leave });
  const fullscreen = useConductWatch({ examId, exitsRef, setExitCount, sync, leave, requireFullscreen: paper.requireFullscreen });

  const askSubmit = () => {
    const c = completion(questions, answersRef());
    modal.confirm({
      title: t('exam.submitTitle'),
      className: 'sc-exam-confirm',
      content: c.percent < 100 ? t('exam.submitIncomplete', { count: c.total - c.answered, percent: c.percent }) : t('exam.submitComplete'),
      okText: t('exam.submitOk'),
      cancelText: t('exam.keepAnswering'),
      okButtonProps: { ...({ 'data-testid': 'exam-submit-ok' } as object) },
      onOk: () => doSubmit(false),
    });
  };

  const onAnswer = useCallback((questionId: number, answer: Answer | null) => setAnswer(questionId, answer), [setAnswer]);
  // Under 992 px (a phone, a tablet upright) the questions come first: the answer sheet opens from the bar at the bottom.
  const compact = !useScreen(SCREEN.lg);
  const [sheetOpen, setSheetOpen] = useState(false);
  const jump = (index: number) => {
    setCurrent(index);
    setSheetOpen(false);
    document.getElementById(`question-${index + 1}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

  const groups = groupByKind(questions);
  const progress = completion(questions, answers);
  const sheet = <PaperSheet questions={questions} groups={groups} answers={answers} current={current} progress={progress} onJump={jump} />;
  return (
    <div className={`sc-paper${compact ? ' is-compact' : ''}`} data-testid="exam-paper" data-exam-id={examId}>
      <PaperHeader
        title={title}
        totalScore={paper.totalScore}
        duration={paper.duration}
        exitCount={exitCount}
        exitLimit={paper.exitLimit}
        remaining={remaining}
        sync={sync.sync}
        savedAt={sync.savedAt}
        finishing={finishing}
        onSubmit={askSubmit}
        compact={compact}
      />

      <div className="sc-paper-body">
        <PaperQuestions
          questions={questions}
          groups={groups}
          answers={answers}
          current={current}
          disabled={finishing !== null}
          onAnswer={onAnswer}
          onFocus={setCurrent}
          onJump={jump}
        />
        {!compact && sheet}
      </div>
      {compact && (
        <PaperBar remaining={remaining} progress={progress} finishing={finishing} onSubmit={askSubmit} sheetOpen={sheetOpen} onSheetOpen={setSheetOpen} sheet={sheet} />
      )}

      {paper.cameraRequired && finishing === null && <ExamCamera examId={examId} />}

      {fullscreen.needsFullscreen && finishing === null && (
        <div className="sc-paper-fullscreen" role="dialog" aria-modal="true" aria-labelledby="exam-fullscreen-title" data-testid="exam-fullscreen">
          <Result
            status="warning"
            title={<span id="exam-fullscreen-title">{t('exam.fullscreenTitle')}</span>}
            subTitle={t('exam.fullscreenHint')}
            extra={
              <Button type="primary" size="large" onClick={fullscreen.enterFullscreen} data-testid="exam-fullscreen-enter">
                {t('exam.fullscreenEnter')}
              </Button>
            }
          />
        </div>
      )}

      {finishing === 'timeUp' && (
        <div role="alert">
          <Spin fullscreen size="large" tip={t('exam.timeUp')} />
        </div>
      )}
    </div>
  );
}
