// Create / edit a bank question: type (single or multiple choice, judge, fill, short), text, options, answer, points, explanation, subject.
import { useEffect } from 'react';
import { AutoComplete, Button, Checkbox, Flex, Form, Input, InputNumber, Modal, Radio, Select, Switch } from 'antd';
import { useApp } from '../../../lib/useApp';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { setFieldErrors } from '../../../components/formErrors';
import { errorMessage } from '../../../lib/api';
import { QUESTION_TYPES } from '../../../lib/exam';
import { QUESTION_CONTENT_MAX, QUESTION_OPTIONS_MAX, SUBJECT_MAX, checkQuestionOptions, fieldDependencies, formRules, questionRules } from '../../../lib/validation';
import { examAdminApi, useExamAdminMutation } from '../api';
import { emptyQuestionForm, formToBody, optionLabels, pruneChoiceAnswer, questionToForm, type QuestionFormValues } from '../questionForm';
import type { QuestionBody, QuestionType, QuestionView } from '../../../lib/api-types';

export interface QuestionFormDialogProps {
  open: boolean;
  question?: QuestionView | null;
  subjects: string[];
  /** Subject to start a new question with (the list's filter). */
  defaultSubject?: string;
  onClose: () => void;
}

/** Server field names → form fields (answer errors land on the answer input of the type). */
function formField(field: string, type: QuestionType): keyof QuestionFormValues | null {
  if (field === 'answer') return type === 'CHOICE' ? 'answerChoice' : type === 'JUDGE' ? 'answerJudge' : type === 'FILL' ? 'answerFill' : 'answerShort';
  if (field === 'metadata' || field.startsWith('metadata.') || field === 'options') return 'options';
  return (['type', 'content', 'score', 'explanation', 'subject'] as const).find((f) => f === field) ?? null;
}

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

export function QuestionFormDialog({ open, question, subjects, defaultSubject, onClose }: QuestionFormDialogProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<QuestionFormValues>();
  const type = Form.useWatch('type', form) ?? 'CHOICE';
  const isMultiple = Form.useWatch('isMultiple', form) ?? false;
  const options = Form.useWatch('options', form) ?? [];
  const editing = !!question;

  const save = useExamAdminMutation((body: QuestionBody) => (question ? examAdminApi.updateQuestion(question.id, body) : examAdminApi.createQuestion(body)));

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(question ? questionToForm(question) : emptyQuestionForm(defaultSubject ?? ''));
  }, [open, question, defaultSubject, form]);

  const onValuesChange = (changed: Partial<QuestionFormValues>, all: QuestionFormValues) => {
    // Removing an option or switching to single choice drops answers that no longer fit.
    if ('options' in changed || 'isMultiple' in changed) {
      const pruned = pruneChoiceAnswer(all.answerChoice ?? [], all.options?.length ?? 0, !!all.isMultiple);
      if (pruned.join() !== (all.answerChoice ?? []).join()) form.setFieldValue('answerChoice', pruned);
    }
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) {
      message.error(t('examAdmin.checkForm'));
      return;
    }
    const all = form.getFieldsValue(true) as QuestionFormValues;
    try {
      await save.mutateAsync(formToBody(all));
      message.success(t('examAdmin.saved'));
      onClose();
    } catch (error) {
      setFieldErrors(form, error, (name) => formField(name, all.type));
      message.error(errorMessage(error, t('examAdmin.saveFailed')));
    }
  };

  const rules = (field: string) => formRules(questionRules, field, t);
  const deps = (field: string) => fieldDependencies(questionRules, field);

  return (
    <Modal
      open={open}
      title={t(editing ? 'examAdmin.editQuestion' : 'examAdmin.createQuestion')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('examAdmin.save')}
      cancelText={t('examAdmin.cancel')}
      okButtonProps={{ ...({ 'data-testid': 'question-form-save' } as object) }}
      confirmLoading={save.isPending}
      width={720}
      destroyOnHidden
      maskClosable={false}
    >
      <Form form={form} layout="vertical" preserve onValuesChange={onValuesChange} data-testid="question-form">
        <Flex wrap align="flex-start" gap="middle">
          <Form.Item name="type" label={t('examAdmin.fieldType')} className="sc-form-grow">
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={QUESTION_TYPES.map((qt) => ({ value: qt, label: <span data-testid={`question-type-${qt}`}>{t(`examAdmin.type${qt}`)}</span> }))}
            />
          </Form.Item>
          {type === 'CHOICE' && (
            <Form.Item name="isMultiple" label={t('examAdmin.fieldMultiple')} valuePropName="checked">
              <Switch data-testid="question-form-multiple" />
            </Form.Item>
          )}
        </Flex>
        <Form.Item name="content" label={t('examAdmin.fieldContent')} rules={rules('content')} required>
          <Input.TextArea rows={3} maxLength={QUESTION_CONTENT_MAX} placeholder={t('examAdmin.contentPlaceholder')} data-testid="question-form-content" />
        </Form.Item>

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
            <ChoiceAnswer count={options.length} multiple={isMultiple} />
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

        <Flex wrap align="flex-start" gap="middle">
          <Form.Item name="score" label={t('examAdmin.fieldScore')} rules={rules('score')} required>
            <InputNumber min={1} max={100} step={1} precision={0} style={{ width: 140 }} data-testid="question-form-score" />
          </Form.Item>
          <Form.Item name="subject" label={t('examAdmin.fieldSubject')} rules={rules('subject')} required className="sc-form-grow">
            <AutoComplete
              placeholder={t('examAdmin.subjectPlaceholder')}
              maxLength={SUBJECT_MAX}
              options={subjects.map((s) => ({ value: s }))}
              filterOption={(input, option) => String(option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
              data-testid="question-form-subject"
            />
          </Form.Item>
        </Flex>
        <Form.Item name="explanation" label={t('examAdmin.fieldExplanation')}>
          <Input.TextArea rows={2} maxLength={QUESTION_CONTENT_MAX} placeholder={t('examAdmin.explanationPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
