// The exam paper's header: the title, the exam's figures and exits used, the countdown, the save state and 交卷 (on a
// phone the countdown and 交卷 are in the bar at the bottom, PaperBar, instead).
import { Button, Flex, Tag, Tooltip } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, CloudSyncOutlined, LogoutOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { durationMinutes } from '../../../lib/exam';
import { COUNTDOWN_WARNING_MS, formatCountdown } from '../examRules';
import type { SyncState } from '../useAnswerSync';
import type { Finishing } from '../useExamSubmit';

interface PaperHeaderProps {
  title: string;
  totalScore: number;
  /** The exam's duration as the server sends it. */
  duration: number;
  exitCount: number;
  /** The exam's limit of leaves (0: none). */
  exitLimit: number;
  remaining: number;
  sync: SyncState;
  /** Server time (ms) of the last acknowledged save. */
  savedAt: number | null;
  finishing: Finishing;
  onSubmit: () => void;
  /** A phone: the countdown and 交卷 are in the bar at the bottom. */
  compact: boolean;
}

/** The countdown: red under five minutes. */
export function PaperTimer({ remaining }: { remaining: number }) {
  const { t } = useTranslation();
  const warning = remaining <= COUNTDOWN_WARNING_MS;
  return (
    <Tag bordered={false} color={warning ? 'error' : 'processing'} icon={<ClockCircleOutlined />} className="sc-paper-timer" role="timer" aria-live="off" data-testid="exam-timer">
      <span className="sc-paper-timer-label">{t('exam.remaining')}</span> <span className="sc-paper-timer-value">{formatCountdown(remaining)}</span>
    </Tag>
  );
}

/** 交卷: asks first (onSubmit opens the confirmation). */
export function SubmitButton({ finishing, onSubmit, size }: { finishing: Finishing; onSubmit: () => void; size?: 'large' }) {
  const { t } = useTranslation();
  return (
    <Button type="primary" size={size} icon={<SendOutlined />} onClick={onSubmit} loading={finishing === 'submit'} disabled={finishing !== null} data-testid="exam-submit">
      {t('exam.submit')}
    </Button>
  );
}

export function PaperHeader({ title, totalScore, duration, exitCount, exitLimit, remaining, sync, savedAt, finishing, onSubmit, compact }: PaperHeaderProps) {
  const { t } = useTranslation();
  return (
    <Flex
      component="header"
      align="center"
      justify="space-between"
      wrap
      gap="var(--sc-space-sm) var(--sc-space-lg)"
      className={`sc-panel sc-paper-header${compact ? ' is-compact' : ''}`}
    >
      <Flex vertical gap={4} className="sc-paper-heading">
        <h1 className="sc-paper-title">{title}</h1>
        <Flex align="center" wrap gap="6px var(--sc-space)" className="sc-note">
          {/* The spec fixes 总分：100分 / 考试时长：120分钟; the learner is told this exam's own figures (README). */}
          <span data-testid="exam-total">{t('exam.headerTotal', { score: totalScore })}</span>
          <span data-testid="exam-duration">{t('exam.headerDuration', { minutes: durationMinutes(duration) })}</span>
          <Tooltip title={t(exitLimit > 0 ? 'exam.leaveContent' : 'exam.leaveContentNoLimit', { count: exitCount + 1, limit: exitLimit })}>
            <Tag icon={<LogoutOutlined />} color={exitCount > 0 ? 'orange' : 'default'} data-testid="exam-exit-count">
              {t(exitLimit > 0 ? 'exam.exitsUsed' : 'exam.exitsUsedNoLimit', { count: exitCount, limit: exitLimit })}
            </Tag>
          </Tooltip>
        </Flex>
      </Flex>
      <Flex align="center" gap="middle" wrap>
        {!compact && <PaperTimer remaining={remaining} />}
        <span className="sc-paper-sync sc-small sc-muted" data-testid="exam-sync" data-state={sync}>
          {sync === 'synced' ? <CheckCircleOutlined /> : <CloudSyncOutlined />}{' '}
          {sync === 'saving'
            ? t('exam.saving')
            : sync === 'pending'
              ? t('exam.syncPending')
              : savedAt
                ? t('exam.savedAt', { time: new Date(savedAt).toLocaleTimeString(undefined, { hour12: false }) })
                : null}
        </span>
        {!compact && <SubmitButton finishing={finishing} onSubmit={onSubmit} />}
      </Flex>
    </Flex>
  );
}
