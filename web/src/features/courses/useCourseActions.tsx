// What the course buttons do: start learning (first chapter, first lesson), the review-failed dialog, enrolment.
import { useState } from 'react';
import { useApp } from '../../lib/useApp';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { errorMessage } from '../../lib/api';
import { courseQueries } from '../../lib/course';
import { applicationMaterialsPath, learningContentPath, paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { courseAction } from './courseAction';
import type { CourseView } from '../../lib/api-types';

export function useIsVisitor(): boolean {
  const { token, guest, role } = useSession();
  return !token || guest || role === 'guest';
}

/**
 * Spec 000 §2 home: start-learning loads the course's first section and its first item, then opens
 * learning content; '该课程暂无章节内容' without a section, '该章节暂无课程内容' without an item.
 */
export function useStartLearning() {
  const { message } = useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [startingId, setStartingId] = useState<number | null>(null);

  const start = async (course: Pick<CourseView, 'id' | 'name'>) => {
    setStartingId(course.id);
    try {
      const sections = await queryClient.fetchQuery({ ...courseQueries.sections(course.id), staleTime: 0 });
      const first = sections[0];
      if (!first) {
        message.warning(t('course.noSections'));
        return;
      }
      const item = first.items[0];
      if (!item) {
        message.warning(t('course.noItems'));
        return;
      }
      navigate(learningContentPath({ courseId: course.id, courseName: course.name, sectionId: first.id, itemId: item.id }));
    } catch (error) {
      message.error(errorMessage(error, t('course.detailFailed')));
    } finally {
      setStartingId(null);
    }
  };

  return { start, startingId };
}

/** The click of a course card's button, per the status table. */
export function useCourseActions() {
  const { message, modal } = useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const visitor = useIsVisitor();
  const { start, startingId } = useStartLearning();

  const showRejected = (course: CourseView) =>
    modal.confirm({
      title: t('course.rejectedTitle'),
      content: t('course.rejectedText', { name: course.name }),
      okText: t('course.goEnrolmentCentre'),
      cancelText: t('course.close'),
      onOk: () => navigate(applicationMaterialsPath(course.id)),
    });

  const act = (course: CourseView) => {
    switch (courseAction(course)) {
      case 'study':
        void start(course);
        return;
      case 'rejected':
        showRejected(course);
        return;
      case 'pay':
        navigate(applicationMaterialsPath(course.id));
        return;
      case 'pending':
        return;
      case 'enrol':
        if (visitor) {
          message.warning(t('course.guestEnrolWarning'));
          return;
        }
        navigate(applicationMaterialsPath(course.id));
        return;
    }
  };

  return { act, startingId, visitor, goClassroom: () => navigate(paths.classroom) };
}
