// The cells a learner's progress shows in the table and the drawer: the learner, progress bar with lessons done,
// time studied, the latest exam's result and the 考试通过 flag (the study-hours report shares the learner's).
import { Flex, Progress, Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { formatScore } from '../../../lib/exam';
import { examOutcome, studyTime } from '../progress';
import type { ProgressRow } from '../../../lib/api-types';

/** A staff table's learner: the name with the username under it (the username alone when there is no name). */
export function LearnerCell({ name, username }: { name?: string | null; username: string }) {
  return (
    <Flex vertical gap={0} className="lp-learner">
      <span className="sc-strong sc-ellipsis" title={name ?? username}>
        {name || username}
      </span>
      {name && <span className="sc-secondary sc-small sc-ellipsis">{username}</span>}
    </Flex>
  );
}

export function ProgressCell({ row }: { row: Pick<ProgressRow, 'percent' | 'itemsDone' | 'itemsTotal'> }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={0} className="lp-progress">
      <Progress percent={row.percent} size="small" status={row.percent >= 100 ? 'success' : 'normal'} />
      <span className="sc-secondary sc-small">{t('progress.itemsDone', { done: row.itemsDone, total: row.itemsTotal })}</span>
    </Flex>
  );
}

export function StudyTime({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const time = studyTime(seconds);
  return <span className={time.key === 'none' ? 'sc-muted' : undefined}>{t(`progress.studyTime.${time.key}`, time)}</span>;
}

/** The learner's latest exam: "80 / 100" with 通过 / 未通过, 待批阅 while ungraded, 未参加 without a record. */
export function ExamResult({ row }: { row: Pick<ProgressRow, 'examScore' | 'examTotal' | 'examPassed'> }) {
  const { t } = useTranslation();
  const outcome = examOutcome(row);
  if (outcome === 'absent') return <span className="sc-muted">{t('progress.exam.absent')}</span>;
  if (outcome === 'pending') return <Tag color="processing" bordered={false}>{t('progress.exam.pending')}</Tag>;
  return (
    <Flex align="center" gap="small" wrap={false}>
      <span className="lp-nowrap">{t('progress.score', { score: formatScore(row.examScore), total: formatScore(row.examTotal) })}</span>
      <Tag color={outcome === 'passed' ? 'success' : 'error'} bordered={false}>
        {t(`progress.exam.${outcome}`)}
      </Tag>
    </Flex>
  );
}

/** The enrolment's 考试通过 flag. */
export function ExamCompleted({ done }: { done: boolean }) {
  const { t } = useTranslation();
  return done ? (
    <Tag color="success" bordered={false}>
      {t('progress.yes')}
    </Tag>
  ) : (
    <span className="sc-muted">{t('progress.no')}</span>
  );
}
