// One answered question of a record: the learner's answer beside the reference, its score, comment and explanation.
// Shared by the learner's result page and the staff grading page (which adds its controls as children).
import { Flex, Tag } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from '../lib/i18n';
import { answerDisplay, formatScore, optionEntries, questionKind, type AnswerDisplay } from '../lib/exam';
import { QuestionFrame } from './QuestionFrame';
import type { AnswerDetail } from '../lib/api-types';

function AnswerText({ display, options }: { display: AnswerDisplay; options: Record<string, string> }) {
  const { t } = useTranslation();
  switch (display.kind) {
    case 'none':
      return <span className="sc-muted">{t('record.noAnswer')}</span>;
    case 'judge':
      return <span>{display.value ? t('exam.judgeTrue') : t('exam.judgeFalse')}</span>;
    case 'labels':
      return (
        <span>
          {display.labels.map((l) => (options[l] ? `${l}. ${options[l]}` : l)).join('；')}
        </span>
      );
    default:
      return <span className="sc-review-text">{display.texts.join(' / ')}</span>;
  }
}

export function AnswerReview({
  detail,
  index,
  staff,
  children,
}: {
  detail: AnswerDetail;
  index: number;
  /** Seen by a teacher: the answer is the candidate's, not "yours". */
  staff?: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const kind = questionKind(detail.type, detail.isMultiple);
  const mine = answerDisplay(detail.answer, detail.type);
  const reference = answerDisplay(detail.correctAnswer, detail.type);
  const options = optionEntries(detail.options);
  const optionTexts = Object.fromEntries(options);
  const selected = mine.kind === 'labels' ? mine.labels : [];
  const correct = reference.kind === 'labels' ? reference.labels : [];
  // Withheld with the correct answers (objective questions while the exam's setting hides the key).
  const hidden = detail.scoreHidden === true;
  const pending = !hidden && (detail.score === null || detail.score === undefined);

  let verdict: React.ReactNode = null;
  if (!pending && !hidden) {
    const score = detail.score as number;
    verdict =
      score >= detail.maxScore ? (
        <Tag color="success">{t('record.fullMarks')}</Tag>
      ) : score > 0 ? (
        <Tag color="warning">{t('record.partial')}</Tag>
      ) : (
        <Tag color="error">{t('record.zero')}</Tag>
      );
  }

  return (
    <QuestionFrame
      index={index}
      kind={kind}
      content={detail.content}
      tags={verdict}
      score={
        <span className={`sc-question-score sc-note${pending || hidden ? '' : ' is-graded'}`} data-testid={`review-score-${detail.questionId}`}>
          {hidden
            ? t('record.answerScoreHidden', { max: formatScore(detail.maxScore) })
            : pending
              ? t('record.answerPending', { max: formatScore(detail.maxScore) })
              : t('record.answerScore', { score: formatScore(detail.score), max: formatScore(detail.maxScore) })}
        </span>
      }
      className="sc-review"
      data-testid={`review-${detail.questionId}`}
    >
      {options.length > 0 && (
        <Flex component="ul" vertical gap={6} className="sc-review-options">
          {options.map(([label, text]) => {
            const isMine = selected.includes(label);
            const isCorrect = correct.includes(label);
            return (
              <li key={label} className={`${isMine ? 'is-mine' : ''} ${isCorrect ? 'is-correct' : ''}`.trim() || undefined}>
                <span className="sc-strong">{label}.</span> {text}
                {isCorrect && <CheckOutlined style={{ marginLeft: 8, color: 'var(--sc-success)' }} aria-label={t('record.correctAnswer')} />}
              </li>
            );
          })}
        </Flex>
      )}

      <Flex component="dl" vertical gap="small" className="sc-review-answers">
        <div>
          <dt>{t(staff ? 'record.learnerAnswer' : 'record.yourAnswer')}</dt>
          <dd data-testid={`review-answer-${detail.questionId}`}>
            <AnswerText display={mine} options={optionTexts} />
          </dd>
        </div>
        {reference.kind !== 'none' && (
          <div>
            <dt>{kind === 'fill' ? t('record.acceptedAnswers') : t('record.correctAnswer')}</dt>
            <dd>
              <AnswerText display={reference} options={optionTexts} />
            </dd>
          </div>
        )}
        {detail.comment && (
          <div className="sc-review-comment">
            <dt>{t('record.comment')}</dt>
            <dd data-testid={`review-comment-${detail.questionId}`}>{detail.comment}</dd>
          </div>
        )}
        {detail.explanation && (
          <div className="sc-review-explanation">
            <dt>{t('record.explanation')}</dt>
            <dd>{detail.explanation}</dd>
          </div>
        )}
      </Flex>
      {children}
    </QuestionFrame>
  );
}
