// The answer part of the question dialog, by type: a choice's options (2 to the maximum) and its correct label(s),
// true or false, the accepted blanks of a fill question, a short answer's reference.
import { Button, Checkbox, Flex, Form, Input, Radio, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { QUESTION_CONTENT_MAX, QUESTION_OPTIONS_MAX, checkQuestionOptions, fieldDependencies, formRules, questionRules } from '../../../lib/validation';
import { optionLabels } from '../questionForm';
import type { QuestionType } from '../../../lib/api-types';

/** A single choice picks one label (radio), a multiple choice several (checkboxes); the value is always a list. */
function ChoiceAnswer({ value, onChange, count, multiple }: { value?: string[]; onChange?: (v: string[]) => void; count: number; multiple: boolean }) {
  const labels = optionLabels(count);
  if (multiple) {
    return <Checkbox.Group options={labels.map((l) => ({ value: l, label: l }))} value={value ?? []} onChange={(v) => onChange?.((v as string[]).slice().sort())} data-testid="question-form-answer" />;
  }
  return (
    <Radio.Group
      optionType="button"
      options={labels.map((l) => ({ value: l, label: l }))}
      value={value?.[0]}
      onChange={(e) => onChange?.([String(e.target.value)])}
      data-testid="question-form-answer"
    />
  );
}

interface QuestionAnswerFieldsProps {
  type: QuestionType;
  isMultiple: boolean;
  /** How many options the choice has now. */
  optionCount: number;
}

export function QuestionAnswerFields({ type, isMultiple, optionCount }: QuestionAnswerFieldsProps) {
  const { t } = useTranslation();
  const rules = (field: string) => formRules(questionRules, field, t);
  const deps = (field: string) => fieldDependencies(questionRules, field);
  return (
    <>
      {type === 'CHOICE' && (
        <Form.List
          name="options"
          rules={[
            {
              validator: (_r, value: { text?: string }[] | undefined) => {
                const key = checkQuestionOptions(value);
                return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <Form.Item label={t('examAdmin.fieldOptions')} required>
              {fields.map((field, i) => {
                const label = optionLabels(fields.length)[i];
                return (
                  <Flex key={field.key} align="center" gap="small" className="sc-xa-option">
                    <Flex component="span" align="center" justify="center" className="sc-xa-option-label">{label}</Flex>
                    <Form.Item name={[field.name, 'text']} noStyle>
                      <Input placeholder={t('examAdmin.optionPlaceholder', { label })} maxLength={500} data-testid={`question-form-option-${label}`} />
                    </Form.Item>
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={t('examAdmin.removeOption')}
                      disabled={fields.length <= 2}
                      onClick={() => remove(field.name)}
                    />
                  </Flex>
                );
              })}
              <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= QUESTION_OPTIONS_MAX} onClick={() => add({ text: '' })} data-testid="question-form-add-option">
                {t('examAdmin.addOption')}
              </Button>
              <Form.ErrorList errors={errors} />
            </Form.Item>
          )}
        </Form.List>
      )}

      {type === 'CHOICE' && (
        <Form.Item name="answerChoice" label={t('examAdmin.fieldAnswer')} rules={rules('answerChoice')} dependencies={deps('answerChoice')} required>
          <ChoiceAnswer count={optionCount} multiple={isMultiple} />
        </Form.Item>
      )}
      {type === 'JUDGE' && (
        <Form.Item name="answerJudge" label={t('examAdmin.fieldAnswer')} rules={rules('answerJudge')} required>
          <Radio.Group
            optionType="button"
            options={[
              { value: true, label: <span data-testid="question-form-judge-true">{t('exam.judgeTrue')}</span> },
              { value: false, label: <span data-testid="question-form-judge-false">{t('exam.judgeFalse')}</span> },
            ]}
          />
        </Form.Item>
      )}
      {type === 'FILL' && (
        <Form.Item name="answerFill" label={t('examAdmin.fieldFillAnswers')} extra={t('examAdmin.fillAnswersHint')} rules={rules('answerFill')} required>
          <Select mode="tags" open={false} tokenSeparators={['\n']} suffixIcon={null} placeholder={t('examAdmin.fieldFillAnswers')} data-testid="question-form-fill" />
        </Form.Item>
      )}
      {type === 'SHORT' && (
        <Form.Item name="answerShort" label={t('examAdmin.fieldShortAnswer')} extra={t('examAdmin.shortAnswerHint')} rules={rules('answerShort')} required>
          <Input.TextArea rows={3} maxLength={QUESTION_CONTENT_MAX} data-testid="question-form-short" />
        </Form.Item>
      )}
    </>
  );
}
