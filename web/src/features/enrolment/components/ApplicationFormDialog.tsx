// The application-form dialog (spec 001 §2 step 2): 1200 px wide, closed only by its own buttons; every field of the
// form, saved to the server while the learner types (and copied to draftMaterial so a reload keeps unsaved typing);
// the Word download after the required-field check; Next once the form has been downloaded.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, DatePicker, Flex, Form, Input, Modal, Radio, Select, Spin, Typography } from 'antd';
import { useApp } from '../../../lib/useApp';
import { CheckCircleOutlined, DownloadOutlined, ExclamationCircleOutlined, LoadingOutlined, SaveOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/FileUpload';
import { FormGrid } from '../../../components/FormGrid';
import { setFieldErrors } from '../../../components/formErrors';
import { errorMessage } from '../../../lib/api';
import { EDUCATION_COLUMNS, FORM_SECTIONS, WIDE_FIELDS, WORK_COLUMNS, type FormField } from '../../../lib/enrolment';
import { cityLabel, optionChoices, placeLabel, type OptionList } from '../../../lib/optionLabels';
import { saveBlob } from '../../../lib/privateFile';
import { EDUCATION_OPTIONS } from '../../../lib/validation';
import { enrolmentApi, useApplicationMutation } from '../api';
import { completeForm, examPlace, formToOpen, missingFields, missingMessage, readLocalDraft, writeLocalDraft } from '../wizard';
import type { ApplicationForm, ApplicationView, EnrolmentOptions } from '../../../lib/api-types';

/** Typing is saved this long after the last change. */
export const AUTOSAVE_MS = 1_200;
/** The server's limits: 100 characters, 500 for the long free texts. */
const FIELD_MAX = 100;
const LONG_FIELD_MAX = 500;
const DATE_FIELDS: FormField[] = ['birth', 'certificateDate1', 'titleDate1'];
const ROWS = [1, 2, 3] as const;
const DIALOG_WIDTH = { xs: '100vw', sm: '100vw', md: 1200 };
/** The name the server gives the Word file (used only when its answer names none). */
const DOCX_NAME = '职业技能等级认定申报表.docx';

type SaveState = 'saved' | 'dirty' | 'saving' | 'failed';

export interface ApplicationFormDialogProps {
  open: boolean;
  application: ApplicationView;
  options: EnrolmentOptions;
  onClose: () => void;
  /** The form was downloaded and saved: go on to the documents. */
  onNext: () => void;
}

export function ApplicationFormDialog({ open, application, options, onClose, onNext }: ApplicationFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      // 1200 px (spec); the whole screen below the md breakpoint.
      width={DIALOG_WIDTH}
      maskClosable={false}
      keyboard={false}
      closable={false}
      footer={null}
      destroyOnHidden
      className="sc-enrol-form-modal"
      title={
        <Flex vertical gap={2}>
          <span>{t('enrolment.form.title')}</span>
          <span className="sc-small sc-secondary">{application.courseName}</span>
        </Flex>
      }
      wrapProps={{ 'data-testid': 'form-dialog' }}
    >
      {open && <FormBody application={application} options={options} onClose={onClose} onNext={onNext} />}
    </Modal>
  );
}

/** A date kept as YYYY-MM-DD text in the form, shown in a DatePicker. */
const dateProps = {
  getValueProps: (value: string) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : ''),
};

function SaveStatus({ state, error }: { state: SaveState; error: string }) {
  const { t } = useTranslation();
  const view: Record<SaveState, [ReactNode, string]> = {
    saved: [<CheckCircleOutlined key="i" className="sc-enrol-ok" />, t('enrolment.form.saved')],
    dirty: [<SaveOutlined key="i" />, t('enrolment.form.unsaved')],
    saving: [<LoadingOutlined key="i" />, t('enrolment.form.saving')],
    failed: [<ExclamationCircleOutlined key="i" className="sc-enrol-error" />, t('enrolment.form.saveFailed', { message: error })],
  };
  const [icon, text] = view[state];
  return (
    <span className="sc-small sc-secondary" data-testid="form-save-state" data-state={state}>
      {icon} {text}
    </span>
  );
}

function FormBody({ application, options, onClose, onNext }: Omit<ApplicationFormDialogProps, 'open'>) {
  const { t } = useTranslation();
  const { message } = useApp();
  const courseId = application.courseId;
  const [form] = Form.useForm<ApplicationForm>();
  // Opened once per showing (the dialog is destroyed when hidden): later answers of the server do not reset typing.
  const [initial] = useState(() => ({ local: readLocalDraft(courseId), form: formToOpen(readLocalDraft(courseId), application.form) }));
  const [state, setState] = useState<SaveState>(initial.local.dirty ? 'dirty' : 'saved');
  const [saveError, setSaveError] = useState('');
  const [downloaded, setDownloaded] = useState(initial.local.downloaded || application.submittedMaterials);
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const save = useApplicationMutation(courseId, (id, values: ApplicationForm) => enrolmentApi.saveDraft(id, { form: values }));

  const level = Form.useWatch('level', form);
  const city = Form.useWatch('examCity', form);
  const district = Form.useWatch('examDistrict', form);
  const required = useMemo(() => new Set(options.required.map(([field]) => field)), [options.required]);
  const conditions = options.levels.find((l) => l.name === level)?.conditions ?? [];
  const districts = options.cities.find((c) => c.name === city)?.districts ?? [];

  const current = () => completeForm(form.getFieldsValue(true) as Partial<ApplicationForm>);

  /** Saves what the form holds now; the failure's text when the server refused it (its field errors are marked). */
  const persist = async (): Promise<string | null> => {
    window.clearTimeout(timer.current);
    const values = current();
    setState('saving');
    try {
      await save.mutateAsync(values);
      const unchanged = JSON.stringify(current()) === JSON.stringify(values);
      writeLocalDraft(courseId, { form: values, dirty: !unchanged });
      setState(unchanged ? 'saved' : 'dirty');
      if (!unchanged) timer.current = window.setTimeout(() => void persist(), AUTOSAVE_MS);
      return null;
    } catch (error) {
      setFieldErrors(form, error, (name) => (name === 'examPlace' ? 'examCity' : name in values ? name : null));
      const text = errorMessage(error);
      setSaveError(text);
      setState('failed');
      return text;
    }
  };

  // Unsaved typing restored from the browser is saved as soon as the dialog opens; a pending save ends with it.
  useEffect(() => {
    if (initial.local.dirty) timer.current = window.setTimeout(() => void persist(), AUTOSAVE_MS);
    return () => window.clearTimeout(timer.current);
    // Once, for what the dialog opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onValuesChange = (changed: Partial<ApplicationForm>) => {
    // The condition list follows the level, the districts follow the city.
    if ('level' in changed) form.setFieldValue('declareCondition', '');
    if ('examCity' in changed) form.setFieldValue('examDistrict', '');
    writeLocalDraft(courseId, { form: current(), dirty: true });
    setState('dirty');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void persist(), AUTOSAVE_MS);
  };

  const download = async () => {
    const missing = missingFields(current(), options.required);
    if (missing.length > 0) {
      message.error(missingMessage(t, missing));
      form.validateFields().catch(() => undefined);
      form.scrollToField(missing[0] === 'examPlace' ? 'examCity' : missing[0], { block: 'center' });
      return;
    }
    setBusy(true);
    try {
      const failed = await persist();
      if (failed !== null) {
        message.error(t('enrolment.form.saveFailed', { message: failed }));
        return;
      }
      const file = await enrolmentApi.formDocx(courseId);
      saveBlob(file.blob, file.name || DOCX_NAME);
      writeLocalDraft(courseId, { downloaded: true });
      setDownloaded(true);
      message.success(t('enrolment.form.downloaded'));
    } catch (error) {
      message.error(t('enrolment.form.downloadFailed', { message: errorMessage(error) }));
    } finally {
      setBusy(false);
    }
  };

  /** Saves, then closes (typing the server refuses stays in the browser's copy) or goes on (only when saved). */
  const leave = async (then: () => void, onlyWhenSaved: boolean) => {
    setBusy(true);
    const failed = state === 'saved' ? null : await persist();
    setBusy(false);
    if (failed !== null) message.error(t('enrolment.form.saveFailed', { message: failed }));
    if (failed === null || !onlyWhenSaved) then();
  };

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
    <Spin spinning={busy}>
      <Typography.Paragraph type="secondary">{t('enrolment.form.intro')}</Typography.Paragraph>
      <Form<ApplicationForm>
        form={form}
        name="enrolForm"
        layout="vertical"
        initialValues={initial.form}
        onValuesChange={onValuesChange}
        scrollToFirstError
        className="sc-enrol-form"
      >
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
      </Form>
      <Flex wrap justify="space-between" align="center" gap="small" className="sc-enrol-form-foot">
        <SaveStatus state={state} error={saveError} />
        <Flex wrap gap="small" align="center" justify="flex-end">
          {!downloaded && (
            <span className="sc-small sc-muted" data-testid="form-next-hint">
              {t('enrolment.form.nextHint')}
            </span>
          )}
          <Button onClick={() => void leave(onClose, false)} data-testid="form-close">
            {t('enrolment.form.close')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void download()} data-testid="form-download">
            {t('enrolment.form.download')}
          </Button>
          <Button type="primary" disabled={!downloaded} onClick={() => void leave(onNext, true)} data-testid="form-next">
            {t('enrolment.form.next')}
          </Button>
        </Flex>
      </Flex>
    </Spin>
  );
}
