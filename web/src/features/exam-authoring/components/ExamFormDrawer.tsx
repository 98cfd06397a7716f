// Create / edit an exam: title, subject, description, cover, duration, open window, the pass mark, who may take it, when
// learners see the correct answers, and the paper
// (questions picked from the bank with points per question; the total is computed).
import { useState } from 'react';
import { Button, Drawer, Flex, Form, Radio, Space, Spin } from 'antd';
import { useApp } from '../../../lib/useApp';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { setFieldErrors } from '../../../components/formErrors';
import { errorMessage } from '../../../lib/api';
import { defaultPassScore } from '../../../lib/validation';
import { examAdminQueries } from '../api';
import { addPicked, examTotal, formToExamBody, itemsValid, rulesTotal, type PaperMode, type RuleDraft } from '../examForm';
import { fromShape, useExamDraft, type FormShape } from '../useExamDraft';
import { ExamFormFields } from './ExamFormFields';
import { ExamItemsTable } from './ExamItemsTable';
import { ExamRulesEditor } from './ExamRulesEditor';
import { QuestionPicker } from './QuestionPicker';
import type { QuestionView } from '../../../lib/api-types';

/** The server's field names → the form's. */
const SERVER_FIELDS: Record<string, keyof FormShape> = {
  title: 'title',
  subject: 'subject',
  description: 'description',
  cover: 'cover',
  duration: 'durationMinutes',
  startedAt: 'schedule',
  expiredAt: 'schedule',
  courseId: 'courseId',
  answerVisibility: 'answerVisibility',
  passScore: 'passScore',
  requiresHours: 'requiresHours',
  rules: 'rules',
};

export interface ExamFormDrawerProps {
  open: boolean;
  /** The exam to edit; null to create one. */
  examId: number | null;
  subjects: string[];
  onClose: () => void;
}

export function ExamFormDrawer({ open, examId, subjects, onClose }: ExamFormDrawerProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<FormShape>();
  const [picking, setPicking] = useState(false);
  const subject = Form.useWatch('subject', form);
  const passScore = Form.useWatch('passScore', form);
  const mode = (Form.useWatch('mode', form) as PaperMode | undefined) ?? 'fixed';
  const rules = Form.useWatch('rules', form) as RuleDraft[] | undefined;
  const { editing, detail, save, items, setItems, itemsError, setItemsError } = useExamDraft(form, open, examId);
  const courses = useQuery({ ...examAdminQueries.courses(), enabled: open, meta: { errorToast: 'examAdmin.coursesFailed', serverMessage: true } });

  const total = mode === 'drawn' ? rulesTotal(rules) : examTotal(items);
  // The pass mark in force: the exam view's (saved) one, and what an empty field means for the paper as it now stands.
  const savedPass = editing ? detail.data?.exam.passScore : undefined;
  const passHelp = [
    savedPass != null ? t('examAdmin.passScoreSaved', { score: savedPass }) : null,
    passScore == null && total > 0 ? t('examAdmin.passScoreDefault', { total, score: defaultPassScore(total) }) : null,
  ]
    .filter(Boolean)
    .join(t('examAdmin.passScoreJoin'));

  const submit = async () => {
    const shape = await form.validateFields().catch(() => null);
    // A drawn paper's rules are checked by the form; a fixed one needs its questions.
    const itemsOk = mode === 'drawn' || itemsValid(items);
    setItemsError(itemsOk ? null : items.length === 0 ? t('examAdmin.itemsRequired') : t('examAdmin.itemScoreInvalid'));
    if (!shape || !itemsOk) {
      message.error(t('examAdmin.checkForm'));
      return;
    }
    const values = fromShape(form.getFieldsValue(true) as FormShape);
    try {
      await save.mutateAsync(formToExamBody(values, items));
      message.success(t('examAdmin.saved'));
      onClose();
    } catch (error) {
      const fields = setFieldErrors(form, error, (name) => SERVER_FIELDS[name]);
      if (fields.items) setItemsError(fields.items);
      message.error(errorMessage(error, t('examAdmin.saveFailed')));
    }
  };

  const onPick = (picked: QuestionView[]) => {
    setItems((all) => addPicked(all, picked));
    setItemsError(null);
    setPicking(false);
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t(editing ? 'examAdmin.editExam' : 'examAdmin.createExam')}
      width={920}
      destroyOnHidden
      maskClosable={false}
      extra={
        <Space>
          <Button onClick={onClose}>{t('examAdmin.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()} data-testid="exam-form-save">
            {t('examAdmin.save')}
          </Button>
        </Space>
      }
    >
      {editing && detail.isPending ? (
        <Flex justify="center" className="sc-empty">
          <Spin />
        </Flex>
      ) : (
        <Form form={form} layout="vertical" preserve data-testid="exam-form">
          <ExamFormFields subjects={subjects} courses={courses.data?.courses ?? []} coursesLoading={courses.isPending} total={total} passHelp={passHelp} />
          <Form.Item name="mode" label={t('examAdmin.fieldMode')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'fixed', label: <span data-testid="exam-mode-fixed">{t('examAdmin.modeFixed')}</span> },
                { value: 'drawn', label: <span data-testid="exam-mode-drawn">{t('examAdmin.modeDrawn')}</span> },
              ]}
            />
          </Form.Item>
          {mode === 'drawn' ? (
            <ExamRulesEditor examId={examId} />
          ) : (
            <ExamItemsTable items={items} setItems={setItems} total={total} error={itemsError} onPick={() => setPicking(true)} />
          )}
        </Form>
      )}
      <QuestionPicker open={picking} taken={items.map((i) => i.questionId)} subject={subject} onPick={onPick} onClose={() => setPicking(false)} />
    </Drawer>
  );
}
