// Add or edit a position: company, title, city, the monthly salary range (empty: 面议), requirements, contact and
// whether it recruits. The client checks the server's rules with its texts; the server's field errors show the same way.
import { useEffect } from 'react';
import { Button, Form, Input, InputNumber, Modal, Radio, Space } from 'antd';
import { useApp } from '../../../lib/useApp';
import { useTranslation } from '../../../lib/i18n';
import { FormGrid } from '../../../components/FormGrid';
import { setFieldErrors } from '../../../components/formErrors';
import { useDiscardGuard } from '../../../components/useDiscardGuard';
import { errorMessage } from '../../../lib/api';
import { POSITION_STATUSES } from '../../../lib/career';
import {
  POSITION_CITY_MAX,
  POSITION_COMPANY_MAX,
  POSITION_CONTACT_MAX,
  POSITION_REQUIREMENTS_MAX,
  POSITION_TITLE_MAX,
  fieldDependencies,
  formRules,
  positionRules,
} from '../../../lib/validation';
import { careerApi, useCareerMutation } from '../api';
import { positionValues, toPositionBody, type PositionValues } from '../career';
import type { PositionBody, PositionView } from '../../../lib/api-types';

const FIELDS = ['company', 'title', 'city', 'salaryMin', 'salaryMax', 'requirements', 'contact', 'status'];

/** `position` undefined: closed; null: add one; a position: edit it. */
export function PositionDialog({ position, onClose }: { position: PositionView | null | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<PositionValues>();
  const guard = useDiscardGuard();
  const open = position !== undefined;
  const editing = !!position;
  const save = useCareerMutation((body: PositionBody) => (position ? careerApi.updatePosition(position.id, body) : careerApi.createPosition(body)));

  useEffect(() => {
    if (open) guard.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, position]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) {
      message.error(t('career.formInvalid'));
      return;
    }
    try {
      await save.mutateAsync(toPositionBody(values));
      message.success(t(editing ? 'career.positionUpdated' : 'career.positionAdded'));
      guard.reset();
      onClose();
    } catch (error) {
      setFieldErrors(form, error, FIELDS);
      message.error(errorMessage(error, t('career.saveFailed')));
    }
  };

  const item = (name: keyof PositionValues) => ({ name, rules: formRules(positionRules, name, t), dependencies: fieldDependencies(positionRules, name) });

  return (
    <Modal
      open={open}
      title={t(editing ? 'career.editPositionTitle' : 'career.addPositionTitle')}
      onCancel={() => guard.confirmClose(onClose)}
      width={720}
      destroyOnHidden
      maskClosable={false}
      data-testid="position-dialog"
      footer={
        <Space wrap>
          <Button onClick={() => guard.confirmClose(onClose)}>{t('common.cancel')}</Button>
          <Button type="primary" onClick={() => void submit()} loading={save.isPending} data-testid="position-submit">
            {t('career.save')}
          </Button>
        </Space>
      }
    >
      {/* The dialog's content mounts at each opening (destroyOnHidden): the position's values are the form's initial ones. */}
      <Form<PositionValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={positionValues(position ?? null)}
        onValuesChange={guard.markDirty}
        data-testid="position-form"
      >
        <FormGrid gutter={16}>
          <Form.Item {...item('company')} label={t('career.company')} required>
            <Input maxLength={POSITION_COMPANY_MAX} placeholder={t('career.companyPlaceholder')} data-testid="position-company" />
          </Form.Item>
          <Form.Item {...item('title')} label={t('career.title')} required>
            <Input maxLength={POSITION_TITLE_MAX} placeholder={t('career.titlePlaceholder')} data-testid="position-title" />
          </Form.Item>
          <Form.Item {...item('city')} label={t('career.city')} required>
            <Input maxLength={POSITION_CITY_MAX} placeholder={t('career.cityPlaceholder')} data-testid="position-city" />
          </Form.Item>
          <Form.Item {...item('contact')} label={t('career.contact')} required>
            <Input maxLength={POSITION_CONTACT_MAX} placeholder={t('career.contactPlaceholder')} data-testid="position-contact" />
          </Form.Item>
          {/* No bounds on the inputs: a value out of range is said under the field, not silently changed. */}
          <Form.Item {...item('salaryMin')} label={t('career.salaryMin')}>
            <InputNumber<number> className="cr-number" controls={false} placeholder={t('career.salaryPlaceholder')} data-testid="position-salary-min" />
          </Form.Item>
          <Form.Item {...item('salaryMax')} label={t('career.salaryMax')}>
            <InputNumber<number> className="cr-number" controls={false} placeholder={t('career.salaryPlaceholder')} data-testid="position-salary-max" />
          </Form.Item>
        </FormGrid>
        <Form.Item {...item('requirements')} label={t('career.requirements')}>
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={POSITION_REQUIREMENTS_MAX}
            showCount
            placeholder={t('career.requirementsPlaceholder')}
            data-testid="position-requirements"
          />
        </Form.Item>
        <Form.Item {...item('status')} label={t('career.positionStatus')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={POSITION_STATUSES.map((s) => ({ value: s, label: t(`career.positionStatuses.${s}`) }))}
            data-testid="position-status"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
