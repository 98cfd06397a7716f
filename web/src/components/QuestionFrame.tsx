// The frame of one question, on the exam paper and on a record under review: number, kind, score, the question text.
import type { HTMLAttributes, ReactNode } from 'react';
import { Flex, Tag } from 'antd';
import { useTranslation } from '../lib/i18n';
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
      <Flex component="header" align="center" wrap gap={6} className="sc-question-head">
        <Flex component="span" align="center" justify="center" className="sc-question-number">{index + 1}</Flex>
        <Tag color="blue">{t(KIND_LABEL_KEYS[kind])}</Tag>
        {tags}
        {score}
      </Flex>
      <div className="sc-question-content">{content}</div>
      {children}
    </section>
  );
}
