// The enrolment wizard's step under the step bar: the projects to choose from (or a pointer back to them), a course
// that failed to load, or the course's step (materials, payment, done) with the application's timeline beside it.
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Col, Empty, Row, Skeleton } from 'antd';
import { Result } from '../../../components/Result';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { EventTimeline } from '../../../components/EventTimeline';
import { errorMessage } from '../../../lib/api';
import { readLocalDraft } from '../wizard';
import type { EnrolmentSettings } from '../api';
import { CourseChooser } from './CourseChooser';
import { DoneStep } from './DoneStep';
import { MaterialsStep } from './MaterialsStep';
import { PaymentStep } from './PaymentStep';
import type { ApplicationView, CourseView, EnrolmentOptions } from '../../../lib/api-types';

interface WizardStepProps {
  step: number;
  courseId: number | null;
  /** The learner asked for the materials step before choosing a course. */
  wantMaterials: boolean;
  onGoChoose: () => void;
  courses: CourseView[];
  coursesLoading: boolean;
  onChoose: (course: CourseView) => void;
  application: UseQueryResult<ApplicationView>;
  /** The application of the chosen course, once read. */
  app: ApplicationView | undefined;
  options: EnrolmentOptions | undefined;
  settings: EnrolmentSettings | undefined;
  onChangeCourse: () => void;
  onOpenForm: () => void;
  onSubmit: () => void;
  submitting: boolean;
}

export function WizardStep(props: WizardStepProps) {
  const { step, courseId, application, app, options } = props;
  const { t } = useTranslation();

  if (courseId === null) {
    return props.wantMaterials ? (
      <div className="sc-panel" data-testid="choose-first">
        <Empty description={t('enrolment.materials.chooseFirst')}>
          <Button type="primary" onClick={props.onGoChoose}>
            {t('enrolment.materials.goChoose')}
          </Button>
        </Empty>
      </div>
    ) : (
      <CourseChooser courses={props.courses} loading={props.coursesLoading} onChoose={props.onChoose} />
    );
  }
  if (application.isError) {
    return (
      <Result
        status="warning"
        title={t('enrolment.courseFailed')}
        subTitle={errorMessage(application.error)}
        extra={[
          <Button key="retry" icon={<ReloadOutlined />} onClick={() => void application.refetch()}>
            {t('common.reload')}
          </Button>,
          <Button key="change" type="primary" onClick={props.onChangeCourse}>
            {t('enrolment.changeCourse')}
          </Button>,
        ]}
        data-testid="application-error"
      />
    );
  }
  if (!app || !options) return <Skeleton active paragraph={{ rows: 8 }} />;

  const formDone = readLocalDraft(app.courseId).downloaded || app.submittedMaterials || app.documents.length > 0;
  const content =
    step === 3 ? (
      <DoneStep application={app} />
    ) : step === 2 ? (
      <PaymentStep application={app} methods={options.paymentMethods} settings={props.settings} />
    ) : (
      <MaterialsStep application={app} options={options} formDone={formDone} onOpenForm={props.onOpenForm} onSubmit={props.onSubmit} submitting={props.submitting} />
    );
  return (
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
