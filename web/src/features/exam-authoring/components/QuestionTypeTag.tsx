// A question's kind as a coloured tag (single, multiple, judge, fill, short).
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { KIND_LABEL_KEYS, questionKind, type QuestionKind } from '../../../lib/exam';
import type { Question } from '../api';

const COLORS: Record<QuestionKind, string> = { single: 'blue', multiple: 'geekblue', judge: 'cyan', fill: 'purple', short: 'orange' };

export function QuestionTypeTag({ question }: { question: Pick<Question, 'type' | 'metadata'> }) {
  const { t } = useTranslation();
  const kind = questionKind(question.type, question.metadata?.isMultiple);
  return <Tag color={COLORS[kind]}>{t(KIND_LABEL_KEYS[kind])}</Tag>;
}
