// The enrolment wizard's state apart from its screen: the chosen course (the URL's, remembered in selectedCourseId),
// the registration notice before a first application, and the submission with its "waiting for the reviewer" overlay.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { useUrlState } from '../../components/useUrlState';
import { errorMessage } from '../../lib/api';
import { useApp } from '../../lib/useApp';
import { enrolmentApi, enrolmentKeys, enrolmentQueries, useApplicationMutation } from './api';
import { firstDraft, readLocalDraft, readSelectedCourse, writeLocalDraft, writeSelectedCourse } from './wizard';
import type { ApplicationView, CourseView, DraftBody, EnrolmentOptions } from '../../lib/api-types';

/** How long the "submitted, waiting for the reviewer" overlay stays after a submission. */
export const SUBMITTED_OVERLAY_MS = 1_500;

function courseIdOf(value: string): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The course the wizard is at (none for a visitor, who may only look at the projects), and choosing another. */
export function useWizardCourse(visitor: boolean) {
  const { get, set } = useUrlState();
  const urlCourseId = courseIdOf(get('courseId'));
  // Guests may look at the projects but not apply.
  const courseId = visitor ? null : urlCourseId;
  const [wantMaterials, setWantMaterials] = useState(false);

  // Opening the centre without a course resumes the one chosen last; a course named by the URL is remembered.
  useEffect(() => {
    if (urlCourseId === null && !visitor) {
      const stored = readSelectedCourse();
      if (stored !== null) set({ courseId: stored }, { replace: true });
    }
    // Only when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (courseId !== null) writeSelectedCourse(courseId);
  }, [courseId]);

  const select = (id: number | null) => {
    writeSelectedCourse(id);
    setWantMaterials(false);
    set({ courseId: id });
  };

  return { courseId, select, wantMaterials, setWantMaterials };
}

interface NoticeOptions {
  /** The application of the URL's course, once read. */
  app: ApplicationView | undefined;
  options: EnrolmentOptions | undefined;
  user: Parameters<typeof firstDraft>[0];
  select: (id: number | null) => void;
  /** Opens the application form (after agreeing). */
  openForm: () => void;
}

/** The registration notice a learner agrees to before a first application, which agreeing starts (a draft from the profile). */
export function useEnrolNotice({ app, options, user, select, openForm }: NoticeOptions) {
  const { message } = useApp();
  const queryClient = useQueryClient();
  const [noticeFor, setNoticeFor] = useState<Pick<CourseView, 'id' | 'name'> | null>(null);
  const [agreeing, setAgreeing] = useState(false);

  // A course named by the URL that the learner has not started an application for: the notice comes first.
  const urlNeedsNotice = !!app && app.id == null && app.status == null;
  const notice = noticeFor ?? (urlNeedsNotice ? { id: app.courseId, name: app.courseName } : null);

  const agree = async () => {
    if (!notice || !options) return;
    setAgreeing(true);
    try {
      const current = await queryClient.fetchQuery(enrolmentQueries.application(notice.id));
      // Agreeing starts the application (a draft from the profile) unless one exists already.
      if (current.id == null) {
        const saved = await enrolmentApi.saveDraft(notice.id, { form: firstDraft(user, options, new Date()) });
        queryClient.setQueryData(enrolmentKeys.application(notice.id), saved);
      }
      select(notice.id);
      setNoticeFor(null);
      openForm();
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setAgreeing(false);
    }
  };

  const cancel = () => {
    setNoticeFor(null);
    if (urlNeedsNotice) select(null);
  };

  return { notice, ask: setNoticeFor, agreeing, agree, cancel };
}

/** Submits the materials (with typing the server has not taken yet); the overlay then tells they wait for the reviewer. */
export function useMaterialsSubmit(courseId: number | null) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [overlay, setOverlay] = useState<string | null>(null);
  const submit = useApplicationMutation(courseId, (id, body: DraftBody) => enrolmentApi.submit(id, body), true);

  useEffect(() => {
    if (overlay === null) return;
    const timer = window.setTimeout(() => setOverlay(null), SUBMITTED_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [overlay]);

  const onSubmit = async () => {
    if (courseId === null) return;
    const local = readLocalDraft(courseId);
    try {
      await submit.mutateAsync(local.dirty && local.form ? { form: local.form } : {});
      writeLocalDraft(courseId, { dirty: false });
      setOverlay(t('enrolment.materials.submitted'));
    } catch (error) {
      message.error(t('enrolment.materials.submitFailed', { message: errorMessage(error) }));
    }
  };

  return { overlay, onSubmit, submitting: submit.isPending };
}
