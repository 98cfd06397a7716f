// The exam editor's state: the exam read for editing, the form filled once per opening (or per newer copy of the exam),
// the paper's items and their error, and the save.
import { useEffect, useState } from 'react';
import type { FormInstance } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { examAdminApi, examAdminQueries, useExamAdminMutation } from './api';
import { emptyExamForm, examToForm, type ExamFormValues, type ExamItemDraft } from './examForm';
import type { ExamBody } from '../../lib/api-types';

/** The form holds the window as dayjs values (the picker's type); the model holds milliseconds. */
export type FormShape = Omit<ExamFormValues, 'schedule' | 'courseId'> & { schedule?: [Dayjs, Dayjs]; courseId: number | 'all' };

/** The course choice that opens the exam to every learner. */
export const ALL = 'all' as const;

function toShape(v: ExamFormValues): FormShape {
  return { ...v, schedule: v.schedule ? [dayjs(v.schedule[0]), dayjs(v.schedule[1])] : undefined, courseId: v.courseId ?? ALL };
}

export function fromShape(v: FormShape): ExamFormValues {
  return {
    ...v,
    schedule: v.schedule ? [v.schedule[0].valueOf(), v.schedule[1].valueOf()] : null,
    courseId: v.courseId === ALL ? null : v.courseId,
  };
}

export function useExamDraft(form: FormInstance<FormShape>, open: boolean, examId: number | null) {
  const [items, setItems] = useState<ExamItemDraft[]>([]);
  const [itemsError, setItemsError] = useState<string | null>(null);
  const editing = examId !== null;

  const detail = useQuery({ ...examAdminQueries.exam(examId ?? 0), enabled: open && editing, meta: { errorToast: 'examAdmin.examFailed', serverMessage: true } });
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

  return { editing, detail, save, items, setItems, itemsError, setItemsError };
}
