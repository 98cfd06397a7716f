// /exam-result/:id (query examTitle, examTime, duration, score) and /exam-result/:examId/:submissionId (query examTitle): the graded record with every answer, score, comment, explanation;
// while the exam's setting withholds the correct answers, a note says when they will be shown.
import { Alert, Button, Flex, Skeleton } from 'antd';
import { Result } from '../../../components/Result';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { AnswerReview } from '../../../components/AnswerReview';
import { PageHeader } from '../../../components/PageHeader';
import { NotFound } from '../../../components/StatusPages';
import { formatDateTime, formatScore, orderByKind, questionKind } from '../../../lib/exam';
import { paths } from '../../../lib/paths';
import { examQueries } from '../api';
import { answerKeyNote, type AnswerKeyNote } from '../examRules';
import { ReviewTag } from '../components/ReviewTag';
import '../exams.css';

function KeyNote({ note, withheld }: { note: AnswerKeyNote; withheld: boolean }) {
  const { t, i18n } = useTranslation();
  const title =
    note.kind === 'afterClose'
      ? note.at !== null
        ? t('record.answersAfterClose', { time: formatDateTime(note.at, i18n.language) })
        : t('record.answersAfterCloseUntimed')
      : note.kind === 'afterGrading'
        ? t('record.answersAfterGrading')
        : t('record.answersNever');
  return (
    <Alert
      type="info"
      showIcon
      className="sc-result-key-note"
      message={title}
      description={t(withheld ? 'record.answersWithheldHint' : note.kind === 'never' ? 'record.answersNeverHint' : 'record.answersHiddenHint')}
      data-testid="answers-hidden-note"
      data-kind={note.kind}
    />
  );
}

export default function ExamResultPage() {
  // /exam-result/{id} or /exam-result/{examId}/{submissionId} (spec 001 §2).
  const { id, examId = id ?? '', submissionId } = useParams();
  const [params] = useSearchParams();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const attempt = Number(params.get('attempt')) || undefined;
  const detail = useQuery({ ...examQueries.record(examId, attempt), meta: { errorToast: 'record.detailFailed' } });

  const record = detail.data?.record;
  // The query carries what the records list knew, shown until the record arrives.
  const title = record?.title ?? params.get('examTitle') ?? '';
  const examTime = record?.createdAt ?? (Number(params.get('examTime')) || null);
  const duration = record?.duration ?? (params.get('duration') !== null ? Number(params.get('duration')) : null);
  const score = record ? record.score : params.get('score') !== null && params.get('score') !== '' ? Number(params.get('score')) : null;
  const answers = orderByKind(detail.data?.answers ?? [], (a) => questionKind(a.type, a.isMultiple));
  const keyNote = detail.data ? answerKeyNote(detail.data) : null;
  // A submission id that is not this learner's record of the exam names nothing.
  if (submissionId && record && String(record.id) !== submissionId) return <NotFound />;

  return (
    <div data-testid="exam-result">
      <PageHeader
        title={t('record.resultTitle')}
        extra={
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(paths.examRecord)}>
            {t('record.backToRecords')}
          </Button>
        }
      />

      <Flex component="section" align="center" justify="space-between" wrap gap="middle" className="sc-panel sc-result-summary">
        <Flex vertical gap={6}>
          <h2>{title}</h2>
          <Flex wrap gap="6px var(--sc-space-md)" className="sc-note">
            {record?.subject && <span>{t('record.subject')}：{record.subject}</span>}
            {examTime && (
              <span>
                {t('record.examTime')}：{formatDateTime(examTime, i18n.language)}
              </span>
            )}
            {duration !== null && Number.isFinite(duration) && (
              <span>
                {t('record.duration')}：{t('record.durationSeconds', { count: duration })}
              </span>
            )}
            {record && <ReviewTag reviewed={record.reviewed} />}
          </Flex>
        </Flex>
        <Flex align="baseline" gap={6}>
          <span className="sc-secondary">{t('record.yourScore')}</span>
          {record?.scoreWithheld ? (
            <span className="sc-result-score-withheld" data-testid="result-score-withheld">
              {t('record.scoreWithheld')}
            </span>
          ) : (
            <>
              <span className="sc-result-score-value" data-testid="result-score">
                {formatScore(score)}
              </span>
              {record && <span className="sc-secondary">{t('record.outOf', { score: formatScore(record.totalScore) })}</span>}
            </>
          )}
        </Flex>
      </Flex>

      <h2 className="sc-paper-group-title">{t('record.answersTitle')}</h2>
      {keyNote && <KeyNote note={keyNote} withheld={record?.scoreWithheld ?? false} />}
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : detail.isError ? (
        <Result status="error" title={t('record.detailFailed')} extra={<Button onClick={() => void detail.refetch()}>{t('common.reload')}</Button>} />
      ) : (
        answers.map((a, i) => <AnswerReview key={a.questionId} detail={a} index={i} />)
      )}
    </div>
  );
}
