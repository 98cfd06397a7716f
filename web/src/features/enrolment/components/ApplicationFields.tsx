// The application form's fields (spec 001 §2 step 2): each section of the form, the education and work rows, and the
// signature with the photo; required as the course's options say.
import { useMemo, type ReactNode } from 'react';
import { DatePicker, Flex, Form, Input, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { Rule } from 'antd/es/form';
import { useTranslation } from '../../../lib/i18n';
import { FileUpload } from '../../../components/FileUpload';
import { FormGrid } from '../../../components/FormGrid';
import { EDUCATION_COLUMNS, FORM_SECTIONS, WIDE_FIELDS, WORK_COLUMNS, type FormField } from '../../../lib/enrolment';
import { cityLabel, optionChoices, placeLabel, type OptionList } from '../../../lib/optionLabels';
import { EDUCATION_OPTIONS } from '../../../lib/validation';
import { examPlace } from '../wizard';
import type { EnrolmentOptions } from '../../../lib/api-types';

/** The server's limits: 100 characters, 500 for the long free texts. */
const FIELD_MAX = 100;
const LONG_FIELD_MAX = 500;
const DATE_FIELDS: FormField[] = ['birth', 'certificateDate1', 'titleDate1'];
const ROWS = [1, 2, 3] as const;

/** A date kept as YYYY-MM-DD text in the form, shown in a DatePicker. */
const dateProps = {
  getValueProps: (value: string) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : ''),
};

export function ApplicationFields({ options }: { options: EnrolmentOptions }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const level = Form.useWatch('level', form);
  const city = Form.useWatch('examCity', form);
  const district = Form.useWatch('examDistrict', form);
  const required = useMemo(() => new Set(options.required.map(([field]) => field)), [options.required]);
  const conditions = options.levels.find((l) => l.name === level)?.conditions ?? [];
  const districts = options.cities.find((c) => c.name === city)?.districts ?? [];

  const label = (field: string) => t(`applicationForm.fields.${field}`);
  const rules = (field: string, array = false): Rule[] | undefined =>
    required.has(field) ? [{ required: true, whitespace: !array, type: array ? 'array' : 'string', message: t('enrolment.form.required') }] : undefined;
  const choices = (list: OptionList, values: readonly string[]) => optionChoices(t, list, values);
  const select = t('enrolment.form.select');

  const control = (field: FormField): ReactNode => {
    switch (field) {
      case 'gender':
        return <Radio.Group options={choices('gender', options.genders)} />;
      case 'examType':
        return <Radio.Group options={choices('examType', options.examTypes)} />;
      case 'certificateGetType':
        return <Radio.Group options={choices('certificateGetType', options.certificateGetTypes)} />;
      case 'idType':
        return <Select options={choices('idType', options.idTypes)} placeholder={select} />;
      case 'education':
        return <Select options={choices('education', EDUCATION_OPTIONS)} placeholder={select} />;
      case 'level':
        return <Select options={choices('level', options.levels.map((l) => l.name))} placeholder={select} />;
      case 'declareCondition':
        return (
          <Select
            options={choices('declareCondition', conditions)}
            disabled={!level}
            placeholder={level ? select : t('enrolment.form.levelFirst')}
            classNames={{ popup: { root: 'sc-enrol-wrap-options' } }}
          />
        );
      case 'examSubject':
        return <Select mode="multiple" options={choices('examSubject', options.examSubjects)} placeholder={select} />;
      case 'birth':
      case 'certificateDate1':
      case 'titleDate1':
        return <DatePicker className="sc-enrol-full" placeholder={select} disabledDate={field === 'birth' ? (d) => d.isAfter(dayjs()) : undefined} />;
      case 'address':
      case 'conductionCondition':
        return <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={LONG_FIELD_MAX} />;
      default:
        return <Input maxLength={FIELD_MAX} />;
    }
  };

  const item = (field: FormField) => {
    if (field === 'examPlace') {
      const place = examPlace(city, district) && placeLabel(t, city, district);
      return (
        <Form.Item key={field} label={label('examPlace')} required={required.has('examPlace')} extra={place ? t('enrolment.form.place', { place }) : undefined}>
          <Flex gap="small">
            <Form.Item name="examCity" noStyle rules={rules('examPlace')}>
              <Select options={options.cities.map((c) => ({ value: c.name, label: cityLabel(t, c.name) }))} placeholder={t('enrolment.form.city')} className="sc-grow" aria-label={label('examCity')} />
            </Form.Item>
            <Form.Item name="examDistrict" noStyle rules={rules('examPlace')}>
              <Select options={choices('district', districts)} disabled={!city} placeholder={t('enrolment.form.district')} className="sc-grow" aria-label={label('examDistrict')} />
            </Form.Item>
          </Flex>
        </Form.Item>
      );
    }
    return (
      <Form.Item key={field} name={field} label={label(field)} rules={rules(field, field === 'examSubject')} {...(DATE_FIELDS.includes(field) ? dateProps : {})}>
        {control(field)}
      </Form.Item>
    );
  };

  const experience = (kind: 'education' | 'work', columns: readonly string[]) => (
    <section key={kind}>
      <h3 className="sc-enrol-section">{t(`applicationForm.sections.${kind}`)}</h3>
      {ROWS.map((n) => (
        <div key={n} className="sc-enrol-row" data-testid={`${kind}-row-${n}`}>
          <div className="sc-small sc-secondary">{t('enrolment.form.row', { n })}</div>
          <FormGrid gutter={12} columns={4}>
            {columns.map((c) => (
              <Form.Item key={c} name={`${c}${n}`} label={label(c)} rules={rules(`${c}${n}`)}>
                <Input maxLength={FIELD_MAX} placeholder={c.endsWith('Time') ? t('enrolment.form.timePlaceholder') : undefined} />
              </Form.Item>
            ))}
          </FormGrid>
        </div>
      ))}
    </section>
  );

  return (
    <>
      {FORM_SECTIONS.map((section) => (
        <section key={section.key}>
          <h3 className="sc-enrol-section">{t(`applicationForm.sections.${section.key}`)}</h3>
          <FormGrid gutter={16} columns={3} wide={section.fields.filter((f) => WIDE_FIELDS.includes(f)).map(item)}>
            {section.fields.filter((f) => !WIDE_FIELDS.includes(f)).map(item)}
          </FormGrid>
        </section>
      ))}
      {experience('education', EDUCATION_COLUMNS)}
      {experience('work', WORK_COLUMNS)}
      <section>
        <h3 className="sc-enrol-section">{t('applicationForm.sections.signature')}</h3>
        <FormGrid
          gutter={16}
          columns={3}
          wide={
            <Form.Item name="photo" label={label('photo')} normalize={(url: string | null) => url ?? ''}>
              <FileUpload source="material" accept="image/*" preview="image" isPrivate photo hint={t('enrolment.form.photoHint')} testId="form-photo" />
            </Form.Item>
          }
        >
          {(['signDate', 'signMonth', 'signDay'] as const).map((f) => (
            <Form.Item key={f} name={f} label={label(f === 'signDate' ? 'signYear' : f)} rules={rules(f)}>
              <Input maxLength={4} inputMode="numeric" />
            </Form.Item>
          ))}
        </FormGrid>
      </section>
    </>
  );
}
