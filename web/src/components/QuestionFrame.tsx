// The frame of one question, on the exam paper and on a record under review: number, kind, score, the question text.
import type { HTMLAttributes, ReactNode } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { KIND_LABEL_KEYS, type QuestionKind } from '../lib/exam';
import './page.css';
import './question.css';

interface QuestionFrameProps extends HTMLAttributes<HTMLElement> {
  index: number;
  kind: QuestionKind;
  content: string;
  /** Shown at the right end of the head (the question's points, or the score it got). */
  score: ReactNode;
  /** Tags after the kind (the verdict of a graded answer). */
  tags?: ReactNode;
}

export function QuestionFrame({ index, kind, content, score, tags, className, children, ...rest }: QuestionFrameProps) {
  const { t } = useTranslation();
  return (
    <section className={['sc-panel sc-question', className].filter(Boolean).join(' ')} {...rest}>
      <header className="sc-question-head">
        <span className="sc-question-number">{index + 1}</span>
        <Tag color="blue">{t(KIND_LABEL_KEYS[kind])}</Tag>
        {tags}
        {score}
      </header>
      <div className="sc-question-content">{content}</div>
      {children}
    </section>
  );
}
