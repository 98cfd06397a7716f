// A classroom card: cover, name, teacher ('未知教师') with the average rating, description ('暂无描述'), fee, type,
// status button.
import { Flex, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { CourseFee } from '../../../components/CourseFee';
import { StudyHours } from '../../../components/StudyHours';
import { courseDetailPath } from '../../../lib/paths';
import { CourseActionButton } from './CourseActionButton';
import { CourseCover } from './CourseCover';
import { CourseRating } from './CourseRating';
import type { CourseView } from '../../../lib/api-types';

export function CourseTypeTag({ type }: { type: number }) {
  const { t } = useTranslation();
  return <Tag color={type === 1 ? 'purple' : 'blue'}>{type === 1 ? t('course.typeSpecial') : t('course.typeCertification')}</Tag>;
}

export function CourseCard({ course, loading, onAct }: { course: CourseView; loading?: boolean; onAct: (c: CourseView) => void }) {
  const { t } = useTranslation();
  return (
    <article className="sc-card" data-testid={`course-card-${course.id}`}>
      <Link to={courseDetailPath(course.id)} className="sc-card-cover" aria-label={course.name}>
        <CourseCover name={course.name} cover={course.cover} category={course.category} />
        {/* antd's green-8: white text at 5.6:1 on the cover in either theme. */}
        {course.publicCourse && (
          <Tag color="#237804" className="sc-course-trial">
            {t('course.trial')}
          </Tag>
        )}
      </Link>
      <Flex vertical gap={6} className="sc-card-body">
        <Flex wrap gap={4} className="sc-card-tags">
          <CourseTypeTag type={course.type} />
          {course.category && <Tag>{course.category}</Tag>}
        </Flex>
        <h2 className="sc-card-title sc-ellipsis" title={course.name}>
          <Link to={courseDetailPath(course.id)} className="sc-strong sc-link">
            {course.name}
          </Link>
        </h2>
        <Flex align="center" justify="space-between" gap="small" className="sc-note">
          <span className="sc-ellipsis sc-grow">
            <UserOutlined /> {course.teacherName || t('course.unknownTeacher')}
          </span>
          <CourseRating rating={course.rating} count={course.ratingCount} compact testId={`course-rating-${course.id}`} />
        </Flex>
        {course.creditedPeriods != null && (
          <StudyHours done={course.creditedPeriods} required={course.requiredPeriods} testId={`course-hours-${course.id}`} />
        )}
        <p className="sc-paragraph sc-card-desc sc-clamp-2 sc-secondary">
          {course.description || t('course.noDescription')}
        </p>
        <Flex align="center" justify="space-between" gap="small" className="sc-card-foot">
          <CourseFee fee={course.fee} />
          <CourseActionButton course={course} loading={loading} onAct={onAct} />
        </Flex>
      </Flex>
    </article>
  );
}
