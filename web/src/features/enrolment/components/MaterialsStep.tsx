// Step 2, submit materials: where the application stands (waiting for review, or the reviewer's reason), the
// application form (fill in, download), then the documents of the course type, each uploaded with a progress bar and
// saved at once, and the submission for review.
import { useRef } from 'react';
import { Alert, Button, Flex } from 'antd';
import { useApp } from '../../../lib/useApp';
import { CheckCircleOutlined, FormOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { FileUpload } from '../../../components/FileUpload';
import { Panel } from '../../../components/Panel';
import { errorMessage } from '../../../lib/api';
import { COURSE_STATUS } from '../../../lib/course';
import { optionLabel } from '../../../lib/optionLabels';
import { enrolmentApi, useApplicationMutation } from '../api';
import { acceptOf, documentIds, documentSlots, missingDocuments, typeNames } from '../wizard';
import type { ApplicationView, DocumentSlot, EnrolmentOptions } from '../../../lib/api-types';

export interface MaterialsStepProps {
  application: ApplicationView;
  options: EnrolmentOptions;
  /** The form was downloaded (and Next pressed), or the materials were submitted before: the documents are open. */
  formDone: boolean;
  onOpenForm: () => void;
  onSubmit: () => void;
  submitting: boolean;
}

/** Where a submitted application stands: waiting for the reviewer, or rejected with the reason. */
function Standing({ application }: { application: ApplicationView }) {
  const { t } = useTranslation();
  if (application.status === COURSE_STATUS.pendingReview) {
    return <Alert type="info" showIcon message={t('enrolment.materials.submitted')} description={t('enrolment.materials.pendingHint')} data-testid="status-alert" data-status={1} />;
  }
  if (application.status === COURSE_STATUS.rejected) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('enrolment.materials.rejected')}
        description={
          <>
            {application.reviewReason && (
              <div className="sc-reason" data-testid="review-reason">
                {t('enrolment.materials.reason', { reason: application.reviewReason })}
              </div>
            )}
            <div>{t('enrolment.materials.rejectedHint')}</div>
          </>
        }
        data-testid="status-alert"
        data-status={3}
      />
    );
  }
  return null;
}

function DocumentUpload({ slot, application, onSaved }: { slot: DocumentSlot; application: ApplicationView; onSaved: (slot: string, fileId: number | null) => void }) {
  const { t } = useTranslation();
  const doc = application.documents.find((d) => d.slot === slot.name);
  return (
    <section className="sc-enrol-doc" data-testid={`doc-${slot.name}`}>
      <div className="sc-strong">{optionLabel(t, 'document', slot.label)}</div>
      <FileUpload
        source="material"
        slot={{ name: slot.name, courseType: application.courseType }}
        accept={acceptOf(slot.types)}
        value={doc?.url ?? null}
        fileName={doc?.name}
        isPrivate
        preview={doc?.type.startsWith('image/') ? 'image' : 'none'}
        hint={t('enrolment.materials.types', { types: typeNames(slot.types) })}
        testId={`doc-${slot.name}-upload`}
        onChange={(_, uploaded) => onSaved(slot.name, uploaded?.id ?? null)}
      />
    </section>
  );
}

export function MaterialsStep({ application, options, formDone, onOpenForm, onSubmit, submitting }: MaterialsStepProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const saveDocuments = useApplicationMutation(application.courseId, (id, documents: Record<string, number>) => enrolmentApi.saveDraft(id, { documents }));
  const slots = documentSlots(options, application.courseType);
  const missing = missingDocuments(slots, application);
  const resubmit = application.status === COURSE_STATUS.pendingReview || application.status === COURSE_STATUS.rejected;

  // Uploads may finish close together: each save sends every document so far, one save after the other, so the last
  // one the server stores holds them all.
  const ids = useRef<Record<string, number> | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const save = (slot: string, fileId: number | null) => {
    const next = { ...(ids.current ?? documentIds(application)) };
    if (fileId === null) delete next[slot];
    else next[slot] = fileId;
    ids.current = next;
    queue.current = queue.current
      .then(() => saveDocuments.mutateAsync(next))
      .catch((error: unknown) => message.error(t('enrolment.materials.saveFailed', { message: errorMessage(error) })));
  };

  return (
    <Flex vertical gap="middle" data-testid="materials-step">
      <Standing application={application} />
      <Panel
        title={t('enrolment.materials.formTitle')}
        extra={
          <Button type={formDone ? 'default' : 'primary'} icon={<FormOutlined />} onClick={onOpenForm} data-testid="open-form">
            {t(formDone ? 'enrolment.materials.editForm' : 'enrolment.materials.fillForm')}
          </Button>
        }
        testId="form-panel"
      >
        {formDone ? (
          <span className="sc-secondary">
            <CheckCircleOutlined className="sc-enrol-ok" /> {t('enrolment.materials.formDone')}
          </span>
        ) : (
          <span className="sc-secondary">{t('enrolment.materials.formTodo')}</span>
        )}
      </Panel>
      {formDone && (
        <Panel title={t('enrolment.materials.documents')} subtitle={t('enrolment.materials.documentsHint')} testId="documents-panel">
          <div className="sc-enrol-docs">
            {slots.map((slot) => (
              <DocumentUpload key={slot.name} slot={slot} application={application} onSaved={save} />
            ))}
          </div>
          <Flex vertical align="flex-end" gap={6} className="sc-enrol-submit">
            <Button
              type="primary"
              size="large"
              icon={<SendOutlined />}
              disabled={missing.length > 0 || saveDocuments.isPending}
              loading={submitting}
              onClick={onSubmit}
              data-testid="materials-submit"
            >
              {t(resubmit ? 'enrolment.materials.resubmit' : 'enrolment.materials.submit')}
            </Button>
            {missing.length > 0 && (
              <span className="sc-small sc-muted" data-testid="missing-documents">
                {t('refusals.ENROL_DOCUMENT_MISSING', { document: missing.map((s) => optionLabel(t, 'document', s.label)).join(t('options.listSeparator')) })}
              </span>
            )}
          </Flex>
        </Panel>
      )}
    </Flex>
  );
}
