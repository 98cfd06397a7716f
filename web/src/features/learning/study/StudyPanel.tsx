// The study session of the open lesson, as the learner sees it: the time credited (the server's figure), the attention
// check 「请点击继续学习」 with its countdown, the notices when another window took over or a check was missed, and for a
// course that requires the camera, the consent notice and the camera's preview.
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { learningKeys, learningQueries } from '../api';
import { CameraConsent } from './CameraConsent';
import { CameraPresence } from './CameraPresence';
import { creditedClock, periods } from './interval';
import type { StudyStatus } from './useStudySession';

/** `study` is the page's session (`useStudySession`): the page also caps the player's speed with its rules. */
export function StudyPanel({ courseId, study }: { courseId: string; study: StudyStatus }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const hours = useQuery({ ...learningQueries.hours(courseId), enabled: study.phase !== 'closed' });
  // Each credited heartbeat moves the course's hours too.
  useEffect(() => {
    if (study.sessionCreditedMs > 0) void queryClient.invalidateQueries({ queryKey: learningKeys.hours(courseId) });
  }, [study.sessionCreditedMs, courseId, queryClient]);
  if (study.phase === 'closed') return null;
  if (study.phase === 'consent') return <CameraConsent study={study} />;
  const required = hours.data?.requiredPeriods ?? 0;
  const camera = study.cameraRequired && (study.phase === 'studying' || study.phase === 'check');
  return (
    <>
      <Flex align="center" justify="space-between" gap="small" wrap className="sc-study-bar">
        <Flex align="center" gap="small" wrap className="sc-study-strip" data-testid="study-strip">
          <ClockCircleOutlined aria-hidden />
          <span data-testid="study-credited" data-ms={study.sessionCreditedMs}>
            {t('learning.study.sessionCredited', { time: creditedClock(study.sessionCreditedMs) })}
          </span>
          {required > 0 && hours.data && (
            <span className="sc-secondary" data-testid="study-course-hours">
              {t('learning.study.courseHours', { done: periods(hours.data.creditedMs, hours.data.periodMinutes), required })}
            </span>
          )}
          {study.lessonFullMs > 0 && (
            <span className="sc-secondary" data-testid="study-lesson-credited" data-ms={study.lessonCreditedMs}>
              {t('learning.study.lessonCredited', {
                time: creditedClock(study.lessonCreditedMs),
                full: creditedClock(study.lessonFullMs),
              })}
            </span>
          )}
        </Flex>
        {camera && <CameraPresence study={study} />}
      </Flex>
      {study.phase === 'takenOver' && (
        <Notice type="warning" testId="study-taken-over" text={t('learning.study.takenOver')} action={t('learning.study.studyHere')} onAction={study.resume} />
      )}
      {study.phase === 'missed' && (
        <Notice type="error" testId="study-check-missed" text={t('learning.study.checkMissed')} action={t('learning.study.restart')} onAction={study.resume} />
      )}
      <Modal
        open={study.phase === 'check' && !!study.check}
        title={t('learning.study.checkTitle')}
        closable={false}
        maskClosable={false}
        keyboard={false}
        centered
        footer={
          <Button type="primary" size="large" block onClick={() => void study.answer()} data-testid="study-check-continue">
            {t('learning.study.checkContinue')}
          </Button>
        }
      >
        {study.check && <Countdown receivedAt={study.check.receivedAt} secs={study.check.view.countdownSecs} />}
      </Modal>
    </>
  );
}

/** Why the lesson stopped earning, and the way to go on. */
function Notice(props: { type: 'warning' | 'error'; testId: string; text: string; action: string; onAction: () => void }) {
  return (
    <Alert
      type={props.type}
      showIcon
      data-testid={props.testId}
      message={props.text}
      action={
        <Button size="small" type="primary" onClick={props.onAction}>
          {props.action}
        </Button>
      }
    />
  );
}

function Countdown({ receivedAt, secs }: { receivedAt: number; secs: number }) {
  const { t } = useTranslation();
  const left = () => Math.max(0, secs - Math.floor((Date.now() - receivedAt) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = window.setInterval(() => setSeconds(left()), 500);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [receivedAt, secs]);
  return (
    <p className="sc-paragraph" data-testid="study-check-countdown" data-seconds={seconds}>
      {t('learning.study.checkCountdown', { seconds })}
    </p>
  );
}
