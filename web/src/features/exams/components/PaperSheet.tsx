// The answer sheet beside the paper: completion, a cell per question (answered, current) that jumps to it, the legend.
import { Button, Flex, Progress } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { KIND_LABEL_KEYS } from '../../../lib/exam';
import { isAnswered, type AnswerMap, type Completion, type KindGroup } from '../answerSheet';
import type { PaperItem } from '../../../lib/api-types';

interface PaperSheetProps {
  questions: PaperItem[];
  groups: KindGroup[];
  answers: AnswerMap;
  current: number;
  progress: Completion;
  onJump: (index: number) => void;
}

export function PaperSheet({ questions, groups, answers, current, progress, onJump }: PaperSheetProps) {
  const { t } = useTranslation();
  return (
    <Flex component="aside" vertical gap="var(--sc-space-sm)" className="sc-panel sc-paper-sheet" aria-label={t('exam.answerSheet')} data-testid="answer-sheet">
      <div className="sc-paper-sheet-title sc-strong">{t('exam.answerSheet')}</div>
      <Flex align="center" gap={14} className="sc-paper-progress">
        <Progress type="circle" size={76} percent={progress.percent} format={(p) => `${p}%`} aria-label={t('exam.progress')} data-testid="exam-completion" />
        <div>
          <div className="sc-note">{t('exam.progress')}</div>
          <div className="sc-strong">{t('exam.answeredOf', { answered: progress.answered, total: progress.total })}</div>
        </div>
      </Flex>
      {groups.map((g) => (
        <Flex key={`${g.kind}-${g.start}`} vertical gap={6}>
          <div className="sc-note">{t(KIND_LABEL_KEYS[g.kind])}</div>
          <div className="sc-paper-sheet-grid">
            {questions.slice(g.start, g.start + g.count).map((q, i) => {
              const index = g.start + i;
              const done = isAnswered(answers[String(q.id)]);
              return (
                <Button
                  key={q.id}
                  type={done ? 'primary' : 'default'}
                  className={`sc-paper-cell${done ? ' is-answered' : ''}${index === current ? ' is-current' : ''}`}
                  onClick={() => onJump(index)}
                  aria-label={`${t('exam.questionNav', { index: index + 1 })} ${done ? t('exam.answered') : t('exam.unanswered')}`}
                  data-testid={`sheet-cell-${index + 1}`}
                >
                  {index + 1}
                </Button>
              );
            })}
          </div>
        </Flex>
      ))}
      <Flex wrap gap={10} className="sc-note sc-small">
        <span>
          <i className="sc-paper-dot is-answered" /> {t('exam.answered')}
        </span>
        <span>
          <i className="sc-paper-dot" /> {t('exam.unanswered')}
        </span>
        <span>
          <i className="sc-paper-dot is-current" /> {t('exam.current')}
        </span>
      </Flex>
    </Flex>
  );
}
