// Spec 000 §2 classroom table: which button a course card shows for the caller's enrolment status.
import { COURSE_STATUS } from '../../lib/course';
import type { CourseView } from '../../lib/api-types';

export type CourseActionKind = 'study' | 'rejected' | 'pay' | 'pending' | 'enrol';

export function courseAction(course: Pick<CourseView, 'publicCourse' | 'status'>): CourseActionKind {
  if (course.publicCourse || course.status === COURSE_STATUS.studying) return 'study';
  switch (course.status) {
    case COURSE_STATUS.rejected:
      return 'rejected';
    case COURSE_STATUS.awaitingPayment:
      return 'pay';
    case COURSE_STATUS.pendingReview:
      return 'pending';
    default:
      return 'enrol';
  }
}

export const ACTION_LABEL: Record<CourseActionKind, string> = {
  study: 'course.study',
  rejected: 'course.rejectedView',
  pay: 'course.pay',
  pending: 'course.pending',
  enrol: 'course.enrol',
};
