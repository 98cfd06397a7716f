// Create / edit an exam: title, subject, description, cover, duration, open window, the pass mark, who may take it, when
// learners see the correct answers, and the paper
// (questions picked from the bank with points per question; the total is computed).
import { useEffect, useState } from 'react';
import { AutoComplete, Button, DatePicker, Drawer, Empty, Flex, Form, Input, InputNumber, Select, Space, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { useApp } from '../../../lib/useApp';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { setFieldErrors } from '../../../components/formErrors';
import { FileUpload } from '../../../components/FileUpload';
import { errorMessage } from '../../../lib/api';
import { UPLOAD_MAX_MB } from '../../../lib/upload';
import { EXAM_TITLE_MAX, SUBJECT_MAX, checkExamSchedule, checkPassScore, defaultPassScore, examRules, formRules } from '../../../lib/validation';
import { examAdminApi, examAdminQueries, useExamAdminMutation } from '../api';
import { ANSWER_VISIBILITIES, addPicked, emptyExamForm, examToForm, examTotal, formToExamBody, itemsValid, type ExamFormValues, type ExamItemDraft } from '../examForm';
import { QuestionPicker } from './QuestionPicker';
import { QuestionTypeTag } from './QuestionTypeTag';
import type { AnswerVisibility, ExamBody, QuestionView } from '../../../lib/api-types';

/** The form holds the window as dayjs values (the picker's type); the model holds milliseconds. */
type FormShape = Omit<ExamFormValues, 'schedule' | 'courseId'> & { schedule?: [Dayjs, Dayjs]; courseId: number | 'all' };

const ALL = 'all' as const;

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
};

const VISIBILITY_LABELS: Record<AnswerVisibility, string> = {
  afterClose: 'examAdmin.answerVisibilityAfterClose',
  afterGrading: 'examAdmin.answerVisibilityAfterGrading',
  never: 'examAdmin.answerVisibilityNever',
};

function toShape(v: ExamFormValues): FormShape {
  return { ...v, schedule: v.schedule ? [dayjs(v.schedule[0]), dayjs(v.schedule[1])] : undefined, courseId: v.courseId ?? ALL };
}

function fromShape(v: FormShape): ExamFormValues {
  return {
    ...v,
    schedule: v.schedule ? [v.schedule[0].valueOf(), v.schedule[1].valueOf()] : null,
    courseId: v.courseId === ALL ? null : v.courseId,
  };
}

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
  const [items, setItems] = useState<ExamItemDraft[]>([]);
  const [itemsError, setItemsError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const subject = Form.useWatch('subject', form);
  const passScore = Form.useWatch('passScore', form);
  const editing = examId !== null;

  const detail = useQuery({ ...examAdminQueries.exam(examId ?? 0), enabled: open && editing, meta: { errorToast: 'examAdmin.examFailed', serverMessage: true } });
  const courses = useQuery({ ...examAdminQueries.courses(), enabled: open, meta: { errorToast: 'examAdmin.coursesFailed', serverMessage: true } });
  const save = useExamAdminMutation((body: ExamBody) => (examId !== null ? examAdminApi.updateExam(examId, body) : examAdminApi.createExam(body)));

  // Fill the form when the drawer opens (create) or when the exam arrives (edit). A later copy of the same exam (the
  // refetch of a cached one, or the one a refused save asks for) must not replace what the author has started typing,
  // nor clear the server's field errors.
  const loaded = editing ? detail.data : null;
  const [filledFor, setFilledFor] = useState<string | null>(null);
  const [fillValues, setFillValues] = useState<ExamFormValues | null>(null);
  const fillKey = open ? (editing ? (loaded ? `exam-${examId}-${detail.dataUpdatedAt}` : null) : 'new') : null;
  if (fillKey !== filledFor) {
    setFilledFor(fillKey);
    const keepEdits = fillKey !== null && filledFor !== null && (save.isError || form.isFieldsTouched());
    if (fillKey === 'new') {
      setItems([]);
      setItemsError(null);
      setFillValues(emptyExamForm());
    } else if (fillKey && loaded && !keepEdits) {
      const filled = examToForm(loaded);
      setItems(filled.items);
      setItemsError(null);
      setFillValues(filled.values);
    }
  }
  useEffect(() => {
    if (!fillValues) return;
    form.resetFields();
    form.setFieldsValue(toShape(fillValues));
  }, [fillValues, form]);

  const total = examTotal(items);
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
    const itemsOk = itemsValid(items);
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

  const rules = (field: string) => formRules(examRules, field, t);

  const itemColumns: TableColumnsType<ExamItemDraft> = [
    { title: '#', key: 'index', width: 44, render: (_, _i, index) => index + 1 },
    { title: t('examAdmin.colType'), key: 'type', width: 96, render: (_, i) => (i.question ? <QuestionTypeTag question={i.question} /> : '—') },
    {
      title: t('examAdmin.colContent'),
      key: 'content',
      render: (_, i) => (
        <Typography.Paragraph className="sc-xa-content" ellipsis={{ rows: 2, tooltip: i.question?.content }}>
          {i.question?.content ?? `#${i.questionId}`}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('examAdmin.colScore'),
      key: 'score',
      width: 110,
      render: (_, item) => (
        <InputNumber
          size="small"
          min={1}
          max={100}
          step={1}
          precision={0}
          value={item.score}
          status={item.score > 0 ? undefined : 'error'}
          onChange={(v) => setItems((all) => all.map((x) => (x.questionId === item.questionId ? { ...x, score: Number(v ?? 0) } : x)))}
          data-testid={`exam-item-score-${item.questionId}`}
        />
      ),
    },
    {
      title: '',
      key: 'remove',
      width: 48,
      render: (_, item) => (
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('examAdmin.removeItem')}
          onClick={() => setItems((all) => all.filter((x) => x.questionId !== item.questionId))}
        />
      ),
    },
  ];

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
          <Flex wrap align="flex-start" gap="middle">
            <Form.Item name="title" label={t('examAdmin.fieldTitle')} rules={rules('title')} required className="sc-form-grow">
              <Input maxLength={EXAM_TITLE_MAX} showCount data-testid="exam-form-title" />
            </Form.Item>
            <Form.Item name="subject" label={t('examAdmin.fieldSubject')} rules={rules('subject')} required style={{ width: 240 }}>
              <AutoComplete
                placeholder={t('examAdmin.subjectPlaceholder')}
                maxLength={SUBJECT_MAX}
                options={subjects.map((s) => ({ value: s }))}
                filterOption={(input, option) => String(option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
                data-testid="exam-form-subject"
              />
            </Form.Item>
          </Flex>
          <Form.Item name="description" label={t('examAdmin.fieldDescription')}>
            <Input.TextArea rows={2} maxLength={2000} data-testid="exam-form-description" />
          </Form.Item>
          <Flex wrap align="flex-start" gap="middle">
            <Form.Item
              name="schedule"
              label={t('examAdmin.fieldSchedule')}
              required
              className="sc-form-grow"
              rules={[
                ...rules('schedule'),
                {
                  validator: (_r, v: [Dayjs, Dayjs] | null) => {
                    const key = checkExamSchedule(v?.[0]?.valueOf(), v?.[1]?.valueOf());
                    return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
                  },
                },
              ]}
            >
              <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} data-testid="exam-form-schedule" />
            </Form.Item>
            <Form.Item name="durationMinutes" label={t('examAdmin.fieldDuration')} rules={rules('durationMinutes')} required>
              <InputNumber min={1} max={1440} precision={0} style={{ width: 160 }} data-testid="exam-form-duration" />
            </Form.Item>
            <Form.Item
              name="passScore"
              label={t('examAdmin.fieldPassScore')}
              extra={passHelp || undefined}
              style={{ width: 220 }}
              rules={[
                {
                  validator: (_r, v: number | null | undefined) => {
                    const key = checkPassScore(v, total);
                    return key ? Promise.reject(new Error(t(key, { total }))) : Promise.resolve();
                  },
                },
              ]}
            >
              <InputNumber min={1} precision={0} placeholder={t('examAdmin.passScorePlaceholder')} style={{ width: '100%' }} data-testid="exam-form-pass-score" />
            </Form.Item>
          </Flex>
          <Flex wrap align="flex-start" gap="middle">
            <Form.Item name="courseId" label={t('examAdmin.fieldCourse')} className="sc-form-grow">
              <Select
                showSearch
                optionFilterProp="label"
                loading={courses.isPending}
                options={[
                  { value: ALL, label: t('examAdmin.allLearners') },
                  ...(courses.data?.courses ?? []).map((c) => ({ value: c.id, label: t('examAdmin.courseLearners', { name: c.name }) })),
                ]}
                data-testid="exam-form-course"
              />
            </Form.Item>
            <Form.Item name="answerVisibility" label={t('examAdmin.fieldAnswerVisibility')} tooltip={t('examAdmin.answerVisibilityHint')} style={{ width: 240 }}>
              <Select options={ANSWER_VISIBILITIES.map((v) => ({ value: v, label: t(VISIBILITY_LABELS[v]) }))} data-testid="exam-form-answer-visibility" />
            </Form.Item>
          </Flex>
          <Form.Item name="cover" label={t('examAdmin.fieldCover')} valuePropName="value" trigger="onChange" getValueFromEvent={(url: string | null) => url}>
            <FileUpload source="cover" accept="image/jpeg,image/png,image/gif,image/webp" preview="image" hint={t('authoring.coverHint', { max: UPLOAD_MAX_MB.cover })} testId="exam-cover" />
          </Form.Item>

          <Flex align="center" justify="space-between" gap="var(--sc-space-sm)" className="sc-xa-items-head">
            <Flex align="baseline" gap="var(--sc-space-sm)">
              <span className="sc-strong">{t('examAdmin.fieldItems')}</span>
              <span className="sc-xa-total sc-accent" data-testid="exam-form-total">
                {t('examAdmin.computedTotal', { score: total, count: items.length })}
              </span>
            </Flex>
            <Button icon={<PlusOutlined />} onClick={() => setPicking(true)} data-testid="exam-form-pick">
              {t('examAdmin.pickQuestions')}
            </Button>
          </Flex>
          <Table<ExamItemDraft>
            rowKey="questionId"
            size="small"
            columns={itemColumns}
            dataSource={items}
            pagination={false}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('examAdmin.noItems')} /> }}
          />
          {itemsError && (
            <div className="ant-form-item-explain-error" style={{ marginTop: 6 }} role="alert">
              {itemsError}
            </div>
          )}
        </Form>
      )}
      <QuestionPicker open={picking} taken={items.map((i) => i.questionId)} subject={subject} onPick={onPick} onClose={() => setPicking(false)} />
    </Drawer>
  );
}
