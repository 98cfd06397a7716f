// Create / edit a course: name, category (suggested from the catalogue), type, fee in yuan, trial switch, teacher, cover.
import { useEffect } from 'react';
import { AutoComplete, Flex, Form, Input, InputNumber, Modal, Radio, Select, Switch } from 'antd';
import { useApp } from '../../../lib/useApp';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { setFieldErrors } from '../../../components/formErrors';
import { errorMessage } from '../../../lib/api';
import { courseQueries, fenToYuan, isCourseType, yuanToFen, type CourseType } from '../../../lib/course';
import { UPLOAD_MAX_MB } from '../../../lib/upload';
import { COURSE_DESCRIPTION_MAX, COURSE_NAME_MAX, courseRules, formRules } from '../../../lib/validation';
import { FileUpload } from '../../../components/FileUpload';
import { authoringApi, authoringQueries, useAuthoringMutation } from '../api';
import type { CourseBody, CourseView } from '../../../lib/api-types';

interface FormValues {
  name: string;
  category: string;
  type: CourseType;
  fee: number | null;
  publicCourse: boolean;
  teacherId?: number | null;
  cover?: string | null;
  description?: string;
}

export interface CourseFormDialogProps {
  open: boolean;
  /** The course to edit; absent to create one. */
  course?: CourseView | null;
  isAdmin: boolean;
  onClose: () => void;
  onSaved?: (course: CourseView) => void;
}

export function toCourseBody(values: FormValues, isAdmin: boolean): CourseBody {
  const text = (v: string | null | undefined) => {
    const s = (v ?? '').trim();
    return s === '' ? null : s;
  };
  return {
    name: values.name.trim(),
    category: values.category.trim(),
    type: values.type,
    fee: yuanToFen(values.fee ?? 0),
    publicCourse: !!values.publicCourse,
    cover: text(values.cover),
    description: text(values.description),
    ...(isAdmin ? { teacherId: values.teacherId ?? null } : {}),
  };
}

export function CourseFormDialog({ open, course, isAdmin, onClose, onSaved }: CourseFormDialogProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<FormValues>();
  const categories = useQuery({ ...courseQueries.categories(), enabled: open });
  const teachers = useQuery({ ...authoringQueries.teachers(), enabled: open && isAdmin });
  const editing = !!course;

  const save = useAuthoringMutation((body: CourseBody) => (course ? authoringApi.update(course.id, body) : authoringApi.create(body)));

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      course
        ? {
            name: course.name,
            category: course.category,
            type: isCourseType(course.type) ? course.type : undefined,
            fee: Number(fenToYuan(course.fee)),
            publicCourse: course.publicCourse,
            teacherId: course.teacherId,
            cover: course.cover,
            description: course.description ?? '',
          }
        : { type: 0, fee: 0, publicCourse: false, cover: null, description: '' },
    );
  }, [open, course, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      const saved = await save.mutateAsync(toCourseBody(values, isAdmin));
      message.success(t(editing ? 'authoring.updated' : 'authoring.created'));
      onSaved?.(saved);
      onClose();
    } catch (error) {
      setFieldErrors(form, error, ['name', 'category', 'type', 'fee', 'cover', 'description', 'teacherId']);
      message.error(errorMessage(error, t('authoring.saveFailed')));
    }
  };

  const rules = (field: string) => formRules(courseRules, field, t);

  return (
    <Modal
      open={open}
      title={t(editing ? 'authoring.formEditTitle' : 'authoring.formCreateTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('authoring.save')}
      cancelText={t('authoring.cancel')}
      confirmLoading={save.isPending}
      width={640}
      destroyOnHidden
      maskClosable={false}
      data-testid="course-form"
    >
      <Form form={form} layout="vertical" requiredMark preserve={false}>
        <Form.Item name="name" label={t('authoring.name')} rules={rules('name')} required>
          <Input placeholder={t('authoring.namePlaceholder')} maxLength={COURSE_NAME_MAX} showCount data-testid="course-form-name" />
        </Form.Item>
        <Flex wrap align="flex-start" gap="middle">
          <Form.Item name="category" label={t('authoring.category')} rules={rules('category')} required className="sc-form-grow">
            <AutoComplete
              placeholder={t('authoring.categoryPlaceholder')}
              options={(categories.data?.categories ?? []).map((c) => ({ value: c.name }))}
              filterOption={(input, option) => String(option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
              data-testid="course-form-category"
            />
          </Form.Item>
          <Form.Item name="fee" label={t('authoring.fee')} rules={rules('fee')}>
            <InputNumber min={0} precision={2} step={10} prefix="¥" style={{ width: 160 }} data-testid="course-form-fee" />
          </Form.Item>
        </Flex>
        <Flex wrap align="flex-start" gap="middle">
          <Form.Item name="type" label={t('authoring.type')} className="sc-form-grow">
            <Radio.Group
              optionType="button"
              options={[
                { value: 0, label: t('course.typeCertification') },
                { value: 1, label: t('course.typeSpecial') },
              ]}
            />
          </Form.Item>
          <Form.Item name="publicCourse" label={t('authoring.publicCourse')} valuePropName="checked" tooltip={t('authoring.publicCourseHint')}>
            <Switch data-testid="course-form-public" />
          </Form.Item>
        </Flex>
        {isAdmin && (
          <Form.Item name="teacherId" label={t('authoring.teacher')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('authoring.teacherPlaceholder')}
              loading={teachers.isPending}
              options={(teachers.data?.teachers ?? []).map((tc) => ({ value: tc.id, label: tc.name ? `${tc.name} (${tc.username})` : tc.username }))}
              data-testid="course-form-teacher"
            />
          </Form.Item>
        )}
        <Form.Item name="cover" label={t('authoring.cover')} valuePropName="value" trigger="onChange" getValueFromEvent={(url: string | null) => url}>
          <FileUpload source="cover" accept="image/jpeg,image/png,image/gif,image/webp" preview="image" hint={t('authoring.coverHint', { max: UPLOAD_MAX_MB.cover })} testId="course-cover" />
        </Form.Item>
        <Form.Item name="description" label={t('authoring.description')} rules={rules('description')}>
          <Input.TextArea rows={4} maxLength={COURSE_DESCRIPTION_MAX} showCount placeholder={t('authoring.descriptionPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
