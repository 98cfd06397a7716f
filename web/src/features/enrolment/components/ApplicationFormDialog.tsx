// The application-form dialog (spec 001 §2 step 2): 1200 px wide, closed only by its own buttons; every field of the
// form, saved to the server while the learner types (and copied to draftMaterial so a reload keeps unsaved typing);
// the Word download after the required-field check; Next once the form has been downloaded.
import { useState, type ReactNode } from 'react';
import { Button, Flex, Form, Modal, Spin } from 'antd';
import { useApp } from '../../../lib/useApp';
import { CheckCircleOutlined, DownloadOutlined, ExclamationCircleOutlined, LoadingOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/api';
import { saveBlob } from '../../../lib/privateFile';
import { enrolmentApi } from '../api';
import { useFormAutosave, type SaveState } from '../useFormAutosave';
import { formToOpen, missingFields, missingMessage, readLocalDraft, writeLocalDraft } from '../wizard';
import { ApplicationFields } from './ApplicationFields';
import type { ApplicationForm, ApplicationView, EnrolmentOptions } from '../../../lib/api-types';

const DIALOG_WIDTH = { xs: '100vw', sm: '100vw', md: 1200 };
/** The name the server gives the Word file (used only when its answer names none). */
const DOCX_NAME = '职业技能等级认定申报表.docx';

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
  const [downloaded, setDownloaded] = useState(initial.local.downloaded || application.submittedMaterials);
  const [busy, setBusy] = useState(false);
  const { state, saveError, current, persist, changed } = useFormAutosave(form, courseId, initial.local.dirty);

  const onValuesChange = (changedValues: Partial<ApplicationForm>) => {
    // The condition list follows the level, the districts follow the city.
    if ('level' in changedValues) form.setFieldValue('declareCondition', '');
    if ('examCity' in changedValues) form.setFieldValue('examDistrict', '');
    changed();
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

  return (
    <Spin spinning={busy}>
      <p className="sc-paragraph sc-secondary">{t('enrolment.form.intro')}</p>
      <Form<ApplicationForm>
        form={form}
        name="enrolForm"
        layout="vertical"
        initialValues={initial.form}
        onValuesChange={onValuesChange}
        scrollToFirstError
        className="sc-enrol-form"
      >
        <ApplicationFields options={options} />
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
