// Create / edit a bank question: type (single or multiple choice, judge, fill, short), text, options, answer, points,
// explanation, subject, 知识点, difficulty and tags.
import { useEffect } from 'react';
import { AutoComplete, Flex, Form, Input, InputNumber, Modal, Radio, Select, Switch, TreeSelect } from 'antd';
import { useApp } from '../../../lib/useApp';
import { useTranslation } from '../../../lib/i18n';
import { setFieldErrors } from '../../../components/formErrors';
import { errorMessage } from '../../../lib/api';
import { QUESTION_TYPES } from '../../../lib/exam';
import { QUESTION_CONTENT_MAX, QUESTION_TAGS_MAX, SUBJECT_MAX, formRules, questionRules } from '../../../lib/validation';
import { DIFFICULTIES, categoryTree } from '../categories';
import { examAdminApi, useExamAdminMutation } from '../api';
import { emptyQuestionForm, formToBody, pruneChoiceAnswer, questionToForm, type QuestionFormValues } from '../questionForm';
import { QuestionAnswerFields } from './QuestionAnswerFields';
import type { QuestionBody, QuestionCategoryView, QuestionType, QuestionView } from '../../../lib/api-types';

export interface QuestionFormDialogProps {
  open: boolean;
  question?: QuestionView | null;
  subjects: string[];
  /** Subject to start a new question with (the list's filter). */
  defaultSubject?: string;
  /** Every 知识点 of the bank. */
  categories: QuestionCategoryView[];
  /** 知识点 to start a new question with (the list's filter). */
  defaultCategory?: number | null;
  onClose: () => void;
}

/** Server field names → form fields (answer errors land on the answer input of the type). */
function formField(field: string, type: QuestionType): keyof QuestionFormValues | null {
  if (field === 'answer') return type === 'CHOICE' ? 'answerChoice' : type === 'JUDGE' ? 'answerJudge' : type === 'FILL' ? 'answerFill' : 'answerShort';
  if (field === 'metadata' || field.startsWith('metadata.') || field === 'options') return 'options';
  return (['type', 'content', 'score', 'explanation', 'subject', 'difficulty', 'tags'] as const).find((f) => f === field) ?? (field === 'categoryId' ? 'categoryId' : null);
}

export function QuestionFormDialog({ open, question, subjects, defaultSubject, categories, defaultCategory, onClose }: QuestionFormDialogProps) {
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
    form.setFieldsValue(question ? questionToForm(question) : emptyQuestionForm(defaultSubject ?? '', defaultCategory ?? null));
  }, [open, question, defaultSubject, defaultCategory, form]);

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

        <QuestionAnswerFields type={type} isMultiple={isMultiple} optionCount={options.length} />

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
        <Flex wrap align="flex-start" gap="middle">
          <Form.Item name="categoryId" label={t('examAdmin.fieldCategory')} className="sc-form-grow">
            <TreeSelect
              allowClear
              showSearch
              treeNodeFilterProp="title"
              treeDefaultExpandAll
              placeholder={t('examAdmin.categoryPlaceholder')}
              treeData={categoryTree(categories)}
              data-testid="question-form-category"
            />
          </Form.Item>
          <Form.Item name="difficulty" label={t('examAdmin.fieldDifficulty')}>
            <Radio.Group
              optionType="button"
              options={DIFFICULTIES.map((d) => ({ value: d, label: <span data-testid={`question-difficulty-${d}`}>{t(`examAdmin.difficulty${d}`)}</span> }))}
            />
          </Form.Item>
        </Flex>
        <Form.Item name="tags" label={t('examAdmin.fieldTags')} rules={rules('tags')}>
          <Select mode="tags" maxCount={QUESTION_TAGS_MAX} tokenSeparators={[',', '，', '、']} open={false} suffixIcon={null} placeholder={t('examAdmin.tagsPlaceholder')} data-testid="question-form-tags" />
        </Form.Item>
        <Form.Item name="explanation" label={t('examAdmin.fieldExplanation')}>
          <Input.TextArea rows={2} maxLength={QUESTION_CONTENT_MAX} placeholder={t('examAdmin.explanationPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
