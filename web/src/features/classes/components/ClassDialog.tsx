// Open or change a class: its course (fixed once opened), name, the dates it runs, its teacher (班主任, optional),
// place and capacity. The client checks the server's rules with its texts; the server's field errors show the same way.
import { useEffect } from 'react';
import { Button, DatePicker, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '../../../lib/i18n';
import { FormGrid } from '../../../components/FormGrid';
import { setFieldErrors } from '../../../components/formErrors';
import { useDiscardGuard } from '../../../components/useDiscardGuard';
import { errorMessage } from '../../../lib/api';
import { useApp } from '../../../lib/useApp';
import { CLASS_CAPACITY_MAX, CLASS_NAME_MAX, CLASS_PLACE_MAX, classRules, formRules } from '../../../lib/validation';
import { classApi, classChoices, useClassMutation } from '../api';
import type { ClassBody, ClassView } from '../../../lib/api-types';

interface ClassValues {
  courseId?: number;
  name: string;
  dates?: [Dayjs, Dayjs];
  teacherId?: number | null;
  place: string;
  capacity?: number;
}

const DAY = 'YYYY-MM-DD';

const valuesOf = (c: ClassView | null): ClassValues =>
  c
    ? { courseId: c.courseId, name: c.name, dates: [dayjs(c.startsOn), dayjs(c.endsOn)], teacherId: c.teacherId, place: c.place, capacity: c.capacity }
    : { name: '', place: '', capacity: 40 };

const bodyOf = (v: ClassValues): ClassBody => ({
  courseId: v.courseId,
  name: v.name.trim(),
  startsOn: v.dates?.[0].format(DAY),
  endsOn: v.dates?.[1].format(DAY),
  teacherId: v.teacherId ?? null,
  place: v.place.trim(),
  capacity: v.capacity,
});

/** `value` undefined: closed; null: open a class; a class: change it. */
export function ClassDialog({ value, onClose }: { value: ClassView | null | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<ClassValues>();
  const guard = useDiscardGuard();
  const open = value !== undefined;
  const editing = !!value;
  const choices = useQuery({ ...classChoices(), enabled: open });
  const save = useClassMutation((body: ClassBody) => (value ? classApi.update(value.id, body) : classApi.create(body)));

  useEffect(() => {
    if (open) guard.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, value]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await save.mutateAsync(bodyOf(values));
      message.success(t(editing ? 'classes.updated' : 'classes.created'));
      guard.reset();
      onClose();
    } catch (error) {
      setFieldErrors(form, error, ['courseId', 'name', 'place', 'capacity', 'teacherId']);
      message.error(errorMessage(error, t('classes.saveFailed')));
    }
  };

  const item = (name: keyof ClassValues) => ({ name, rules: formRules(classRules, name, t) });

  return (
    <Modal
      open={open}
      title={t(editing ? 'classes.editTitle' : 'classes.createTitle')}
      onCancel={() => guard.confirmClose(onClose)}
      width={640}
      destroyOnHidden
      maskClosable={false}
      data-testid="class-dialog"
      footer={
        <Space wrap>
          <Button onClick={() => guard.confirmClose(onClose)}>{t('common.cancel')}</Button>
          <Button type="primary" onClick={() => void submit()} loading={save.isPending} data-testid="class-submit">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form<ClassValues> form={form} layout="vertical" preserve={false} initialValues={valuesOf(value ?? null)} onValuesChange={guard.markDirty}>
        <Form.Item {...item('courseId')} label={t('classes.course')} required>
          <Select
            disabled={editing}
            showSearch
            optionFilterProp="label"
            loading={choices.isFetching}
            placeholder={t('classes.coursePlaceholder')}
            options={editing && value ? [{ value: value.courseId, label: value.courseName }] : (choices.data?.courses ?? []).map((c) => ({ value: c.id, label: c.name }))}
            data-testid="class-course"
          />
        </Form.Item>
        <Form.Item {...item('name')} label={t('classes.name')} required>
          <Input maxLength={CLASS_NAME_MAX} placeholder={t('classes.namePlaceholder')} data-testid="class-name" />
        </Form.Item>
        <FormGrid gutter={16}>
          <Form.Item {...item('dates')} label={t('classes.datesLabel')} required>
            <DatePicker.RangePicker className="cl-full" data-testid="class-dates" />
          </Form.Item>
          <Form.Item name="teacherId" label={t('classes.teacher')}>
            <Select
              allowClear
              loading={choices.isFetching}
              placeholder={t('classes.teacherPlaceholder')}
              options={(choices.data?.teachers ?? []).map((u) => ({ value: u.id, label: u.name }))}
              data-testid="class-teacher"
            />
          </Form.Item>
          <Form.Item {...item('place')} label={t('classes.place')} required>
            <Input maxLength={CLASS_PLACE_MAX} placeholder={t('classes.placePlaceholder')} data-testid="class-place" />
          </Form.Item>
          <Form.Item {...item('capacity')} label={t('classes.capacity')} required>
            <InputNumber<number> className="cl-full" min={1} max={CLASS_CAPACITY_MAX} precision={0} data-testid="class-capacity" />
          </Form.Item>
        </FormGrid>
      </Form>
    </Modal>
  );
}
