// /applicationmaterials (optional ?courseId=): the enrolment wizard of spec 001 §2. Four steps — choose a project,
// submit materials, pay, done — follow the chosen course's status; the course is the URL's (kept in selectedCourseId
// so the centre reopens where the learner left). A loading overlay covers the page while requests run and tells,
// after a submission, that the materials wait for the reviewer. The application's timeline is beside the step.
import { useState } from 'react';
import { Button, Spin, Steps } from 'antd';
import { useApp } from '../../../lib/useApp';
import { SwapOutlined } from '@ant-design/icons';
import { useIsMutating, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { PageHeader } from '../../../components/PageHeader';
import { COURSE_STATUS, courseQueries } from '../../../lib/course';
import { useSession } from '../../../lib/session';
import { enrolmentQueries } from '../api';
import { ApplicationFormDialog } from '../components/ApplicationFormDialog';
import { NoticeDialog } from '../components/NoticeDialog';
import { WizardStep } from '../components/WizardStep';
import { useEnrolNotice, useMaterialsSubmit, useWizardCourse } from '../useEnrolmentWizard';
import { STEPS, stepOf } from '../wizard';
import type { CourseView } from '../../../lib/api-types';
import '../enrolment.css';
import { SCREEN, useScreen } from '../../../lib/screen';

export function ApplicationMaterialsPage() {
  const { t } = useTranslation();
  // A phone keeps the four steps in one row, each label under its number (antd stacks them, a screen's height).
  const phone = !useScreen(SCREEN.sm);
  const { message } = useApp();
  const { token, guest, role, user } = useSession();
  const visitor = !token || guest || role === 'guest';
  const { courseId, select, wantMaterials, setWantMaterials } = useWizardCourse(visitor);
  const [formOpen, setFormOpen] = useState(false);

  const courses = useQuery({ ...courseQueries.list(), meta: { errorToast: 'course.listFailed' } });
  const options = useQuery({ ...enrolmentQueries.options(), meta: { errorToast: 'enrolment.courseFailed' } });
  const settings = useQuery({ ...enrolmentQueries.settings(), enabled: !visitor });
  const application = useQuery({ ...enrolmentQueries.application(courseId ?? 0), enabled: courseId !== null });
  const { overlay, onSubmit, submitting } = useMaterialsSubmit(courseId);
  const mutating = useIsMutating() > 0;
  const app = courseId !== null && application.data?.courseId === courseId ? application.data : undefined;
  const notice = useEnrolNotice({ app, options: options.data, user, select, openForm: () => setFormOpen(true) });

  const choose = (course: CourseView) => {
    if (visitor) {
      message.warning(t('course.guestEnrolWarning'));
      return;
    }
    if (course.status == null) {
      notice.ask({ id: course.id, name: course.name });
      return;
    }
    select(course.id);
    // Spec §3: choosing a course waiting for review reopens the form.
    if (course.status === COURSE_STATUS.pendingReview) setFormOpen(true);
  };

  const step = courseId === null ? (wantMaterials ? 1 : 0) : stepOf(courseId, app?.status);
  const onStep = (i: number) => {
    if (i === 0) select(null);
    else if (i === 1 && courseId === null) setWantMaterials(true);
  };
  const loading = courses.isPending || options.isPending || (courseId !== null && application.isPending);
  // With a course chosen, its name (one line) stands under the title from the start: the general subtitle shown until
  // the application came wrapped to three lines on a phone, and the page jumped up when the name replaced it.
  const chosenName = courses.data?.courses.find((c) => c.id === courseId)?.name ?? '\u00a0';
  const busy = overlay !== null || mutating || notice.agreeing || loading;

  return (
    <div data-testid="enrolment-page" data-step={step}>
      <PageHeader
        title={t('enrolment.title')}
        subtitle={app ? app.courseName : courseId !== null ? chosenName : t(step === 0 ? 'enrolment.choose.subtitle' : 'enrolment.subtitle')}
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
            responsive={false}
            type={phone ? 'inline' : 'default'}
            items={STEPS.map((key, i) => ({ title: t(`enrolment.steps.${key}`), disabled: !(i === 0 || (i === 1 && courseId === null)) }))}
            data-testid="wizard-steps"
          />
        </div>
        <WizardStep
          step={step}
          courseId={courseId}
          wantMaterials={wantMaterials}
          onGoChoose={() => setWantMaterials(false)}
          courses={courses.data?.courses ?? []}
          coursesLoading={courses.isPending}
          onChoose={choose}
          application={application}
          app={app}
          options={options.data}
          settings={settings.data}
          onChangeCourse={() => select(null)}
          onOpenForm={() => setFormOpen(true)}
          onSubmit={() => void onSubmit()}
          submitting={submitting}
        />
      </Spin>
      <NoticeDialog course={notice.notice?.name ?? null} notice={settings.data?.registrationNotice} agreeing={notice.agreeing} onCancel={notice.cancel} onAgree={() => void notice.agree()} />
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
