// A question's kind as a coloured tag (single, multiple, judge, fill, short).
import { Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { KIND_LABEL_KEYS, questionKind, questionMetadata, type QuestionKind } from '../../../lib/exam';
import type { QuestionView } from '../../../lib/api-types';

const COLORS: Record<QuestionKind, string> = { single: 'blue', multiple: 'geekblue', judge: 'cyan', fill: 'purple', short: 'orange' };

export function QuestionTypeTag({ question }: { question: Pick<QuestionView, 'type' | 'metadata'> }) {
  const { t } = useTranslation();
  const kind = questionKind(question.type, questionMetadata(question.metadata).isMultiple);
  return <Tag color={COLORS[kind]}>{t(KIND_LABEL_KEYS[kind])}</Tag>;
}
