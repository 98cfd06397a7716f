// The exam paper's questions under a heading per kind, and 上一题 / 下一题.
import { Button, Flex } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { KIND_LABEL_KEYS } from '../../../lib/exam';
import { QuestionCard } from './QuestionCard';
import type { AnswerMap, KindGroup } from '../answerSheet';
import type { Answer, PaperItem } from '../../../lib/api-types';

interface PaperQuestionsProps {
  questions: PaperItem[];
  groups: KindGroup[];
  answers: AnswerMap;
  current: number;
  disabled: boolean;
  onAnswer: (questionId: number, answer: Answer | null) => void;
  onFocus: (index: number) => void;
  /** Moves to a question (and scrolls it into view). */
  onJump: (index: number) => void;
}

export function PaperQuestions({ questions, groups, answers, current, disabled, onAnswer, onFocus, onJump }: PaperQuestionsProps) {
  const { t } = useTranslation();
  return (
    <main className="sc-paper-questions">
      {groups.map((g) => (
        <div key={`${g.kind}-${g.start}`} className="sc-paper-group">
          <h2 className="sc-paper-group-title">
            {t(KIND_LABEL_KEYS[g.kind])} <span className="sc-note">{t('exam.groupCount', { count: g.count })}</span>
          </h2>
          {questions.slice(g.start, g.start + g.count).map((q, offsetInGroup) => {
            const index = g.start + offsetInGroup;
            return (
              <QuestionCard
                key={q.id}
                question={q}
                index={index}
                answer={answers[String(q.id)]}
                active={index === current}
                disabled={disabled}
                onAnswer={onAnswer}
                onFocus={onFocus}
              />
            );
          })}
        </div>
      ))}
      <Flex justify="space-between" className="sc-paper-nav">
        <Button disabled={current <= 0} onClick={() => onJump(current - 1)}>
          {t('exam.prev')}
        </Button>
        <Button disabled={current >= questions.length - 1} onClick={() => onJump(current + 1)}>
          {t('exam.next')}
        </Button>
      </Flex>
    </main>
  );
}
