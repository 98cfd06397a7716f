// /examcenter: status tabs on the server's clock, exam cards with the spec's defaults and start button states.
import { Button, Flex, Segmented, Tag, Tooltip } from 'antd';
import { useApp } from '../../../lib/useApp';
import { CalendarOutlined, ClockCircleOutlined, FileTextOutlined, RedoOutlined, TrophyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { CardGrid, EmptyState } from '../../../components/CardGrid';
import { PageHeader } from '../../../components/PageHeader';
import { useUrlState } from '../../../components/useUrlState';
import { EXAM_PAGE_SIZE, durationMinutes, formatDateTime } from '../../../lib/exam';
import { examPaperLink, paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { EXAM_FILTERS, examCenterParams, examQueries, type ExamFilter } from '../api';
import { ExamCover } from '../components/ExamCover';
import { getExamExitCount, isExamCompleted, resetExamAttempt } from '../examStorage';
import { exitLimitReached, liveStatus, moreAttempts, startButton } from '../examRules';
import { useNow } from '../useNow';
import '../exams.css';
import type { ExamStatus, ExamView } from '../../../lib/api-types';

const FILTER_LABELS: Record<ExamFilter, string> = {
  all: 'exam.tabAll',
  started: 'exam.tabStarted',
  ended: 'exam.tabEnded',
  notStarted: 'exam.tabNotStarted',
};

const STATUS_TAG: Record<ExamStatus, { color: string; label: string }> = {
  started: { color: 'success', label: 'exam.tabStarted' },
  notStarted: { color: 'processing', label: 'exam.tabNotStarted' },
  ended: { color: 'default', label: 'exam.tabEnded' },
};

function ExamCard({ exam, status, now, visitor, onStart }: { exam: ExamView; status: ExamStatus; now: number; visitor: boolean; onStart: (e: ExamView) => void }) {
  const { t, i18n } = useTranslation();
  const state = startButton(exam, status, isExamCompleted(exam.id), now);
  const title = exam.title || exam.name;

  let button: React.ReactNode;
  switch (state.kind) {
    case 'completed':
      button = (
        <Button disabled data-testid={`exam-completed-${exam.id}`}>
          {t('exam.completed')}
        </Button>
      );
      break;
    case 'notStarted':
      button = <Button disabled>{t('exam.notStarted')}</Button>;
      break;
    case 'wait':
      button = (
        <Button disabled data-testid={`exam-wait-${exam.id}`}>
          {t('exam.waitMinutes', { count: Math.ceil((state.until - now) / 60_000) })}
        </Button>
      );
      break;
    case 'again':
      button = (
        <Button type="primary" onClick={() => onStart(exam)} data-testid={`exam-again-${exam.id}`}>
          {t('exam.again')}
        </Button>
      );
      break;
    case 'ended':
      button = <Button disabled>{t('exam.ended')}</Button>;
      break;
    case 'noAccess':
      // A visitor is told to log in; a learner outside the exam's course sees why it is closed.
      button = visitor ? (
        <Button type="primary" onClick={() => onStart(exam)} data-testid={`exam-start-${exam.id}`}>
          {t('exam.start')}
        </Button>
      ) : (
        <Tooltip title={t('exam.noAccess')}>
          <Button disabled>{t('exam.start')}</Button>
        </Tooltip>
      );
      break;
    default:
      button = (
        <Button type="primary" onClick={() => onStart(exam)} data-testid={`exam-start-${exam.id}`}>
          {t('exam.start')}
        </Button>
      );
  }

  return (
    <article className="sc-card" data-testid={`exam-card-${exam.id}`} data-status={status}>
      <div className="sc-card-cover">
        <ExamCover title={title} cover={exam.cover} subject={exam.subject} />
        <Tag color={STATUS_TAG[status].color} className="sc-exam-card-status">
          {t(STATUS_TAG[status].label)}
        </Tag>
      </div>
      <Flex vertical gap={6} className="sc-card-body">
        <Flex wrap gap={4} className="sc-card-tags">
          {exam.subject && <Tag color="geekblue">{exam.subject}</Tag>}
          <Tag>{exam.courseId ? t('exam.courseOnly') : t('exam.openToAll')}</Tag>
        </Flex>
        <h2 className="sc-card-title sc-ellipsis" title={title}>
          {title}
        </h2>
        <p className="sc-paragraph sc-card-desc sc-clamp-2 sc-secondary">
          {exam.description || t('exam.noDescription')}
        </p>
        <Flex component="dl" vertical gap={4} className="sc-exam-facts sc-note">
          <Flex justify="space-between" gap="small">
            <dt>
              <CalendarOutlined /> {t('exam.startTime')}
            </dt>
            <dd>{formatDateTime(exam.startedAt, i18n.language)}</dd>
          </Flex>
          <Flex justify="space-between" gap="small">
            <dt>
              <CalendarOutlined /> {t('exam.endTime')}
            </dt>
            <dd>{formatDateTime(exam.expiredAt, i18n.language)}</dd>
          </Flex>
          <Flex justify="space-between" gap="small">
            <dt>
              <ClockCircleOutlined /> {t('exam.duration')}
            </dt>
            <dd data-testid={`exam-duration-${exam.id}`}>{t('exam.minutes', { count: durationMinutes(exam.duration) })}</dd>
          </Flex>
          {exam.attemptsAllowed > 1 && (
            <Flex justify="space-between" gap="small">
              <dt>
                <RedoOutlined /> {t('exam.attempts')}
              </dt>
              <dd data-testid={`exam-attempts-${exam.id}`}>{t('exam.attemptsValue', { used: exam.attemptsUsed, allowed: exam.attemptsAllowed })}</dd>
            </Flex>
          )}
          {exam.attemptsAllowed > 1 && exam.result != null && (
            <Flex justify="space-between" gap="small">
              <dt>
                <TrophyOutlined /> {t('exam.result')}
              </dt>
              <dd data-testid={`exam-result-${exam.id}`}>
                {t('exam.resultValue', { score: exam.result, method: t(`exam.grading_${exam.gradingMethod}`) })}
              </dd>
            </Flex>
          )}
        </Flex>
        <Flex align="center" justify="space-between" gap="small" className="sc-card-foot sc-exam-card-foot">
          <Flex component="span" align="center" gap={6} className="sc-exam-card-meta sc-note">
            <FileTextOutlined /> {t('exam.questionCount', { count: exam.questionCount })}
            <TrophyOutlined /> {t('exam.fullScore', { score: exam.totalScore })}
          </Flex>
          {button}
        </Flex>
      </Flex>
    </article>
  );
}

export function ExamCenterPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const navigate = useNavigate();
  const { params, set } = useUrlState();
  const { token, guest, role } = useSession();
  const visitor = guest || !token || role === 'guest';
  const { status } = examCenterParams(params);
  const now = useNow(15_000);

  const list = useQuery({ ...examQueries.list(examCenterParams(params)), meta: { errorToast: 'exam.listFailed' } });

  // serverNow − clientNow when the list arrived, so the status follows the server's clock.
  const offset = list.data?.now ? list.data.now - list.dataUpdatedAt : 0;

  const start = (exam: ExamView) => {
    if (visitor) {
      message.warning(t('shell.loginFirst'));
      return;
    }
    // A further attempt starts with no exits and no sheet of the last one.
    if (moreAttempts(exam)) resetExamAttempt(exam.id);
    if (exitLimitReached(getExamExitCount(exam.id))) {
      message.warning(t('errors.examExitLimit'));
      navigate(paths.examRecord);
      return;
    }
    try {
      void Promise.resolve(navigate(examPaperLink(exam.id, exam.title || exam.name))).catch(() => message.error(t('exam.jumpFailed')));
    } catch {
      message.error(t('exam.jumpFailed'));
    }
  };

  return (
    <div data-testid="exam-center">
      <PageHeader
        title={t('exam.title')}
        subtitle={t('exam.subtitle')}
        extra={
          <Segmented
            value={status}
            onChange={(v) => set({ status: v === 'all' ? null : v, page: null })}
            options={EXAM_FILTERS.map((f) => ({ value: f, label: <span data-testid={`exam-tab-${f}`}>{t(FILTER_LABELS[f])}</span> }))}
            data-testid="exam-tabs"
          />
        }
      />
      <CardGrid
        list={list}
        items={list.data?.exams ?? []}
        total={list.data?.totalCount ?? 0}
        pageSize={EXAM_PAGE_SIZE}
        renderCard={(exam) => <ExamCard key={exam.id} exam={exam} status={liveStatus(exam, now, offset)} now={now + offset} visitor={visitor} onStart={start} />}
        errorTitle={t('exam.listFailed')}
        testId="exam-grid"
        empty={<EmptyState title={t('exam.empty')} testId="exam-empty" />}
      />
    </div>
  );
}

export default ExamCenterPage;
