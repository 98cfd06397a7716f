// One question of the paper with the input its type needs (radio, checkboxes, true/false, a blank, a text box).
import { memo } from 'react';
import { Checkbox, Input, Radio } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { QuestionFrame } from '../../../components/QuestionFrame';
import { optionEntries, questionMetadata } from '../../../lib/exam';
import { isAnswered, kindOf, toggleChoice } from '../answerSheet';
import type { Answer, PaperItem } from '../../../lib/api-types';

interface Props {
  question: PaperItem;
  index: number;
  answer: Answer | null | undefined;
  active: boolean;
  disabled?: boolean;
  onAnswer: (questionId: number, answer: Answer | null) => void;
  onFocus: (index: number) => void;
}

export const QuestionCard = memo(function QuestionCard({ question, index, answer, active, disabled, onAnswer, onFocus }: Props) {
  const { t } = useTranslation();
  const kind = kindOf(question);
  const options = optionEntries(questionMetadata(question.metadata).options);
  const id = question.id;

  let input: React.ReactNode;
  switch (kind) {
    case 'single': {
      const value = answer && 'selected' in answer ? answer.selected[0] : undefined;
      input = (
        <Radio.Group className="sc-q-options" value={value} disabled={disabled} onChange={(e) => onAnswer(id, toggleChoice(answer, String(e.target.value), false))}>
          {options.map(([label, text]) => (
            <Radio key={label} value={label} className="sc-q-option" data-testid={`q-${id}-opt-${label}`}>
              <span className="sc-strong">{label}.</span> {text}
            </Radio>
          ))}
        </Radio.Group>
      );
      break;
    }
    case 'multiple': {
      const selected = answer && 'selected' in answer ? answer.selected : [];
      input = (
        <div className="sc-q-options" role="group">
          {options.map(([label, text]) => (
            <Checkbox
              key={label}
              className="sc-q-option"
              checked={selected.includes(label)}
              disabled={disabled}
              onChange={() => onAnswer(id, toggleChoice(answer, label, true))}
              data-testid={`q-${id}-opt-${label}`}
            >
              <span className="sc-strong">{label}.</span> {text}
            </Checkbox>
          ))}
        </div>
      );
      break;
    }
    case 'judge': {
      const value = answer && 'value' in answer ? answer.value : undefined;
      input = (
        <Radio.Group className="sc-q-judge" value={value} disabled={disabled} onChange={(e) => onAnswer(id, { value: Boolean(e.target.value) })}>
          <Radio.Button value={true} data-testid={`q-${id}-true`}>
            {t('exam.judgeTrue')}
          </Radio.Button>
          <Radio.Button value={false} data-testid={`q-${id}-false`}>
            {t('exam.judgeFalse')}
          </Radio.Button>
        </Radio.Group>
      );
      break;
    }
    case 'fill': {
      const value = answer && 'text' in answer ? answer.text : '';
      input = (
        <Input
          style={{ maxWidth: 420 }}
          value={value}
          disabled={disabled}
          placeholder={t('exam.fillPlaceholder')}
          maxLength={500}
          onChange={(e) => onAnswer(id, { text: e.target.value })}
          data-testid={`q-${id}-text`}
        />
      );
      break;
    }
    default: {
      const value = answer && 'text' in answer ? answer.text : '';
      input = (
        <Input.TextArea
          value={value}
          disabled={disabled}
          placeholder={t('exam.shortPlaceholder')}
          autoSize={{ minRows: 4, maxRows: 14 }}
          maxLength={5000}
          showCount
          onChange={(e) => onAnswer(id, { text: e.target.value })}
          data-testid={`q-${id}-text`}
        />
      );
    }
  }

  return (
    <QuestionFrame
      index={index}
      kind={kind}
      content={question.content}
      score={<span className="sc-question-score sc-note">{t('exam.questionScore', { score: question.score })}</span>}
      id={`question-${index + 1}`}
      className={`sc-q-card${active ? ' is-active' : ''}`}
      data-testid={`question-${id}`}
      data-answered={isAnswered(answer) ? 'true' : 'false'}
      onFocusCapture={() => onFocus(index)}
      onClick={() => onFocus(index)}
    >
      {input}
    </QuestionFrame>
  );
});
