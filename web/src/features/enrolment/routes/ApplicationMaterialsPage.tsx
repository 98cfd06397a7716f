// /applicationmaterials (optional ?courseId=): the enrolment wizard of spec 001 §2. Four steps — choose a project,
// submit materials, pay, done — follow the chosen course's status; the course is the URL's (kept in selectedCourseId
// so the centre reopens where the learner left). A loading overlay covers the page while requests run and tells,
// after a submission, that the materials wait for the reviewer. The application's timeline is beside the step.
import { useEffect, useState } from 'react';
import { Button, Col, Empty, Result, Row, Skeleton, Spin, Steps } from 'antd';
import { useApp } from '../../../lib/useApp';
import { ReloadOutlined, SwapOutlined } from '@ant-design/icons';
import { useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EventTimeline } from '../../../components/EventTimeline';
import { PageHeader } from '../../../components/PageHeader';
import { useUrlState } from '../../../components/useUrlState';
import { errorMessage } from '../../../lib/api';
import { COURSE_STATUS, courseQueries } from '../../../lib/course';
import { useSession } from '../../../lib/session';
import { enrolmentApi, enrolmentKeys, enrolmentQueries, useApplicationMutation } from '../api';
import { ApplicationFormDialog } from '../components/ApplicationFormDialog';
import { CourseChooser } from '../components/CourseChooser';
import { DoneStep } from '../components/DoneStep';
import { MaterialsStep } from '../components/MaterialsStep';
import { NoticeDialog } from '../components/NoticeDialog';
import { PaymentStep } from '../components/PaymentStep';
import { STEPS, firstDraft, readLocalDraft, readSelectedCourse, stepOf, writeLocalDraft, writeSelectedCourse } from '../wizard';
import type { CourseView, DraftBody } from '../../../lib/api-types';
import '../enrolment.css';

/** How long the "submitted, waiting for the reviewer" overlay stays after a submission. */
export const SUBMITTED_OVERLAY_MS = 1_500;

function courseIdOf(value: string): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function ApplicationMaterialsPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const queryClient = useQueryClient();
  const { get, set } = useUrlState();
  const { token, guest, role, user } = useSession();
  const visitor = !token || guest || role === 'guest';
  const urlCourseId = courseIdOf(get('courseId'));
  // Guests may look at the projects but not apply.
  const courseId = visitor ? null : urlCourseId;

  const [formOpen, setFormOpen] = useState(false);
  const [noticeFor, setNoticeFor] = useState<Pick<CourseView, 'id' | 'name'> | null>(null);
  const [agreeing, setAgreeing] = useState(false);
  const [wantMaterials, setWantMaterials] = useState(false);
  const [overlay, setOverlay] = useState<string | null>(null);

  const courses = useQuery({ ...courseQueries.list(), meta: { errorToast: 'course.listFailed' } });
  const options = useQuery({ ...enrolmentQueries.options(), meta: { errorToast: 'enrolment.courseFailed' } });
  const settings = useQuery({ ...enrolmentQueries.settings(), enabled: !visitor });
  const application = useQuery({ ...enrolmentQueries.application(courseId ?? 0), enabled: courseId !== null });
  const submit = useApplicationMutation(courseId, (id, body: DraftBody) => enrolmentApi.submit(id, body), true);
  const mutating = useIsMutating() > 0;
  const app = courseId !== null && application.data?.courseId === courseId ? application.data : undefined;

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
  useEffect(() => {
    if (overlay === null) return;
    const timer = window.setTimeout(() => setOverlay(null), SUBMITTED_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [overlay]);

  const select = (id: number | null) => {
    writeSelectedCourse(id);
    setWantMaterials(false);
    set({ courseId: id });
  };

  // A course named by the URL that the learner has not started an application for: the notice comes first.
  const urlNeedsNotice = !!app && app.id == null && app.status == null;
  const notice = noticeFor ?? (urlNeedsNotice ? { id: app.courseId, name: app.courseName } : null);

  const choose = (course: CourseView) => {
    if (visitor) {
      message.warning(t('course.guestEnrolWarning'));
      return;
    }
    if (course.status == null) {
      setNoticeFor({ id: course.id, name: course.name });
      return;
    }
    select(course.id);
    // Spec §3: choosing a course waiting for review reopens the form.
    if (course.status === COURSE_STATUS.pendingReview) setFormOpen(true);
  };

  const agree = async () => {
    if (!notice || !options.data) return;
    setAgreeing(true);
    try {
      const current = await queryClient.fetchQuery(enrolmentQueries.application(notice.id));
      // Agreeing starts the application (a draft from the profile) unless one exists already.
      if (current.id == null) {
        const saved = await enrolmentApi.saveDraft(notice.id, { form: firstDraft(user, options.data, new Date()) });
        queryClient.setQueryData(enrolmentKeys.application(notice.id), saved);
      }
      select(notice.id);
      setNoticeFor(null);
      setFormOpen(true);
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setAgreeing(false);
    }
  };

  const cancelNotice = () => {
    setNoticeFor(null);
    if (urlNeedsNotice) select(null);
  };

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

  const step = courseId === null ? (wantMaterials ? 1 : 0) : stepOf(courseId, app?.status);
  const onStep = (i: number) => {
    if (i === 0) select(null);
    else if (i === 1 && courseId === null) setWantMaterials(true);
  };
  const loading = courses.isPending || options.isPending || (courseId !== null && application.isPending);
  const busy = overlay !== null || mutating || agreeing || loading;
  const formDone = !!app && (readLocalDraft(app.courseId).downloaded || app.submittedMaterials || app.documents.length > 0);

  let body: React.ReactNode;
  if (courseId === null) {
    body = wantMaterials ? (
      <div className="sc-panel" data-testid="choose-first">
        <Empty description={t('enrolment.materials.chooseFirst')}>
          <Button type="primary" onClick={() => setWantMaterials(false)}>
            {t('enrolment.materials.goChoose')}
          </Button>
        </Empty>
      </div>
    ) : (
      <CourseChooser courses={courses.data?.courses ?? []} loading={courses.isPending} onChoose={choose} />
    );
  } else if (application.isError) {
    body = (
      <Result
        status="warning"
        title={t('enrolment.courseFailed')}
        subTitle={errorMessage(application.error)}
        extra={[
          <Button key="retry" icon={<ReloadOutlined />} onClick={() => void application.refetch()}>
            {t('common.reload')}
          </Button>,
          <Button key="change" type="primary" onClick={() => select(null)}>
            {t('enrolment.changeCourse')}
          </Button>,
        ]}
        data-testid="application-error"
      />
    );
  } else if (!app || !options.data) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    const content =
      step === 3 ? (
        <DoneStep application={app} />
      ) : step === 2 ? (
        <PaymentStep application={app} methods={options.data.paymentMethods} settings={settings.data} />
      ) : (
        <MaterialsStep application={app} options={options.data} formDone={formDone} onOpenForm={() => setFormOpen(true)} onSubmit={() => void onSubmit()} submitting={submit.isPending} />
      );
    body = (
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={app.events.length > 0 ? 16 : 24}>{content}</Col>
        {app.events.length > 0 && (
          <Col xs={24} xl={8}>
            <EventTimeline events={app.events} />
          </Col>
        )}
      </Row>
    );
  }

  return (
    <div data-testid="enrolment-page" data-step={step}>
      <PageHeader
        title={t('enrolment.title')}
        subtitle={app ? app.courseName : t(step === 0 ? 'enrolment.choose.subtitle' : 'enrolment.subtitle')}
        extra={
          courseId !== null && (
            <Button icon={<SwapOutlined />} onClick={() => select(null)} data-testid="change-course">
              {t('enrolment.changeCourse')}
            </Button>
          )
        }
      />
      <Spin spinning={busy} tip={overlay ?? t('common.loading')} size="large">
        <div className="sc-panel sc-enrol-steps">
          <Steps
            current={step}
            status={app?.status === COURSE_STATUS.rejected ? 'error' : undefined}
            onChange={onStep}
            items={STEPS.map((key, i) => ({ title: t(`enrolment.steps.${key}`), disabled: !(i === 0 || (i === 1 && courseId === null)) }))}
            data-testid="wizard-steps"
          />
        </div>
        {body}
      </Spin>
      <NoticeDialog course={notice?.name ?? null} notice={settings.data?.registrationNotice} agreeing={agreeing} onCancel={cancelNotice} onAgree={() => void agree()} />
      {app && options.data && (
        <ApplicationFormDialog
          open={formOpen && app.status !== COURSE_STATUS.awaitingPayment && app.status !== COURSE_STATUS.studying}
          application={app}
          options={options.data}
          onClose={() => setFormOpen(false)}
          onNext={() => setFormOpen(false)}
        />
      )}
    </div>
  );
}

export default ApplicationMaterialsPage;
