// The status button of a course (classroom card, course detail): label and enabled state from the table.
import { Button } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { ACTION_LABEL, courseAction } from '../courseAction';
import type { CourseView } from '../../../lib/api-types';

export function CourseActionButton({
  course,
  loading,
  onAct,
  block,
}: {
  course: CourseView;
  loading?: boolean;
  onAct: (course: CourseView) => void;
  block?: boolean;
}) {
  const { t } = useTranslation();
  const kind = courseAction(course);
  const type = kind === 'study' || kind === 'pay' || kind === 'enrol' ? 'primary' : 'default';
  return (
    <Button
      type={type}
      danger={kind === 'rejected'}
      ghost={kind === 'pay'}
      disabled={kind === 'pending'}
      loading={loading}
      block={block}
      onClick={() => onAct(course)}
      data-testid={`course-action-${course.id}`}
      data-action={kind}
    >
      {t(ACTION_LABEL[kind])}
    </Button>
  );
}
