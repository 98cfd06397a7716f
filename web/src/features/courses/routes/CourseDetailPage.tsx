// /course-detail?courseId=: cover, name, teacher, rating, description, fee, outline titles, the status button and the
// course's comments.
import { Button, Empty, Flex, Skeleton, Tag } from 'antd';
import { Result } from '../../../components/Result';
import { ArrowLeftOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { CourseFee } from '../../../components/CourseFee';
import { StudyHours } from '../../../components/StudyHours';
import { Panel } from '../../../components/Panel';
import { RedirectWithError } from '../../../components/RedirectWithError';
import { useUrlState } from '../../../components/useUrlState';
import { errorMessage } from '../../../lib/api';
import { courseQueries } from '../../../lib/course';
import { paths } from '../../../lib/paths';
import { CourseActionButton } from '../components/CourseActionButton';
import { CourseTypeTag } from '../components/CourseCard';
import { CourseComments } from '../components/CourseComments';
import { CourseCover } from '../components/CourseCover';
import { CourseRating } from '../components/CourseRating';
import { courseAction } from '../courseAction';
import { useCourseActions } from '../useCourseActions';
import '../courses.css';
import { SCREEN, useScreen } from '../../../lib/screen';

export function CourseDetailPage() {
  const { t } = useTranslation();
  const courseId = useUrlState().get('courseId');
  if (!courseId) return <RedirectWithError text={t('courseDetail.missingId')} to={paths.classroom} />;
  return <CourseDetail courseId={courseId} />;
}

function CourseDetail({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const course = useQuery(courseQueries.detail(courseId));
  const open = course.data ? courseAction(course.data) === 'study' : false;
  const sections = useQuery({ ...courseQueries.sections(courseId), enabled: open });
  const { act, startingId } = useCourseActions();
  // Under antd's lg breakpoint (992 px) the cover sits above the facts.
  const stacked = !useScreen(SCREEN.lg);

  if (course.isPending) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  if (course.isError) {
    return (
      <Result
        status="warning"
        title={t('course.detailFailed')}
        subTitle={errorMessage(course.error)}
        extra={
          <Link to={paths.classroom}>
            <Button type="primary">{t('courseDetail.backToClassroom')}</Button>
          </Link>
        }
      />
    );
  }
  const c = course.data;
  const itemCount = (sections.data ?? []).reduce((n, s) => n + s.items.length, 0);

  return (
    <Flex vertical gap="middle" data-testid="course-detail">
      <Link to={paths.classroom} className="sc-ellipsis sc-secondary sc-link">
        <ArrowLeftOutlined /> {t('courseDetail.backToClassroom')}
      </Link>
      <Flex component="section" vertical={stacked} gap={28} className="sc-panel">
        <CourseCover name={c.name} cover={c.cover} category={c.category} className="sc-detail-cover" />
        <Flex vertical gap={10} className="sc-grow">
          <Flex wrap gap={4} className="sc-card-tags">
            <CourseTypeTag type={c.type} />
            {c.category && <Tag>{c.category}</Tag>}
            {c.publicCourse && <Tag color="green">{t('course.trial')}</Tag>}
          </Flex>
          <h1 className="sc-detail-name">{c.name}</h1>
          <Flex wrap align="center" gap="small" className="sc-note">
            <span>
              <UserOutlined /> {t('course.teacherLine', { name: c.teacherName || t('course.unknownTeacher') })}
            </span>
            <CourseRating rating={c.rating} count={c.ratingCount} testId="course-detail-rating" />
          </Flex>
          {c.creditedPeriods != null && <StudyHours done={c.creditedPeriods} required={c.requiredPeriods} testId="course-detail-hours" />}
          <p className="sc-detail-desc sc-secondary">{c.description || t('course.noDescription')}</p>
          <Flex align="center" gap="var(--sc-space-md)" className="sc-detail-foot">
            <span className="sc-detail-fee">
              <CourseFee fee={c.fee} />
            </span>
            <CourseActionButton course={c} loading={startingId === c.id} onAct={act} />
          </Flex>
        </Flex>
      </Flex>
      <Panel>
        <Flex component="h2" align="baseline" gap={10}>
          {t('courseDetail.outline')}
          {open && sections.data ? <span className="sc-detail-count sc-muted">{t('courseDetail.lessons', { count: itemCount })}</span> : null}
        </Flex>
        {!open ? (
          <div className="sc-detail-locked">
            <LockOutlined /> {t('courseDetail.outlineLocked')}
          </div>
        ) : sections.isPending ? (
          <Skeleton active />
        ) : sections.isError ? (
          <div className="sc-detail-locked">{errorMessage(sections.error, t('learning.loadFailed'))}</div>
        ) : sections.data.length === 0 ? (
          <Empty description={t('course.noSections')} />
        ) : (
          <Flex component="ol" vertical className="sc-detail-sections">
            {sections.data.map((s, i) => (
              <li key={s.id}>
                <Flex align="center" gap="small" className="sc-strong">
                  <Flex component="span" align="center" justify="center" className="sc-index">{i + 1}</Flex> {s.title}
                </Flex>
                {s.items.length === 0 ? (
                  <div className="sc-detail-items sc-muted">{t('course.noItems')}</div>
                ) : (
                  <Flex component="ul" vertical gap={6} className="sc-detail-items sc-secondary">
                    {s.items.map((item) => (
                      <li key={item.id}>
                        <Tag bordered={false}>{t(`learning.type${item.type}`)}</Tag>
                        {item.title}
                      </li>
                    ))}
                  </Flex>
                )}
              </li>
            ))}
          </Flex>
        )}
      </Panel>
      <CourseComments courseId={c.id} />
    </Flex>
  );
}

export default CourseDetailPage;
