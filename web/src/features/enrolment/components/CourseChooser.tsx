// Step 1, choose a project: the courses one enrols in, in two groups (certification classes, special-topic classes),
// each card with its name, fee, description, the learner's status and the button that status calls for.
import { Button, Empty, Flex, Skeleton } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { CourseFee } from '../../../components/CourseFee';
import { EnrolmentStatusTag } from '../../../components/EnrolmentStatusTag';
import { Panel } from '../../../components/Panel';
import { COURSE_STATUS } from '../../../lib/course';
import { courseGroups } from '../wizard';
import type { CourseView } from '../../../lib/api-types';

const ACTION: Record<number, string> = {
  [COURSE_STATUS.pendingReview]: 'enrolment.choose.pending',
  [COURSE_STATUS.awaitingPayment]: 'enrolment.choose.pay',
  [COURSE_STATUS.rejected]: 'enrolment.choose.rejected',
  [COURSE_STATUS.studying]: 'enrolment.choose.enrolled',
};

function EnrolCard({ course, onChoose }: { course: CourseView; onChoose: (c: CourseView) => void }) {
  const { t } = useTranslation();
  const status = course.status ?? null;
  return (
    <article className="sc-card sc-enrol-card" data-testid={`enrol-course-${course.id}`} data-status={status ?? ''}>
      <Flex vertical gap={8} className="sc-card-body">
        <Flex justify="space-between" align="flex-start" gap="small">
          <h3 className="sc-card-title" title={course.name}>
            {course.name}
          </h3>
          <EnrolmentStatusTag status={status} />
        </Flex>
        <p className="sc-paragraph sc-card-desc sc-clamp-3 sc-secondary">
          {course.description || t('course.noDescription')}
        </p>
        <Flex align="center" justify="space-between" gap="small" wrap className="sc-card-foot">
          <CourseFee fee={course.fee} />
          <Button
            type={status === null || status === COURSE_STATUS.awaitingPayment ? 'primary' : 'default'}
            danger={status === COURSE_STATUS.rejected}
            onClick={() => onChoose(course)}
            data-testid={`enrol-choose-${course.id}`}
          >
            {t(status === null ? 'enrolment.choose.enrol' : ACTION[status] ?? 'enrolment.choose.enrol')}
          </Button>
        </Flex>
      </Flex>
    </article>
  );
}

export function CourseChooser({ courses, loading, onChoose }: { courses: CourseView[]; loading: boolean; onChoose: (c: CourseView) => void }) {
  const { t } = useTranslation();
  if (loading) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Flex vertical gap="middle" data-testid="course-chooser">
      {courseGroups(courses).map((group) => (
        <Panel key={group.type} title={t(group.type === 1 ? 'course.typeSpecial' : 'course.typeCertification')} testId={`course-group-${group.type}`}>
          {group.courses.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('enrolment.choose.empty')} />
          ) : (
            <div className="sc-card-grid sc-enrol-grid">
              {group.courses.map((c) => (
                <EnrolCard key={c.id} course={c} onChoose={onChoose} />
              ))}
            </div>
          )}
        </Panel>
      ))}
    </Flex>
  );
}
