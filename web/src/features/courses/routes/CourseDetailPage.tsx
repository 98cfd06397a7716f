// /course-detail?courseId=: cover, name, teacher, description, fee, outline titles and the status button.
import { useEffect, useRef } from 'react';
import { App, Button, Empty, Result, Skeleton, Tag } from 'antd';
import { ArrowLeftOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { courseQueries } from '../../../lib/course';
import { paths } from '../../../lib/paths';
import { CourseActionButton } from '../components/CourseActionButton';
import { CourseFee, CourseTypeTag } from '../components/CourseCard';
import { CourseCover } from '../components/CourseCover';
import { courseAction } from '../courseAction';
import { useCourseActions } from '../useCourseActions';
import '../courses.css';

function MissingId() {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    message.error(t('courseDetail.missingId'));
    navigate(paths.classroom, { replace: true });
  }, [message, navigate, t]);
  return null;
}

export function CourseDetailPage() {
  const [params] = useSearchParams();
  const courseId = params.get('courseId')?.trim() ?? '';
  if (!courseId) return <MissingId />;
  return <CourseDetail courseId={courseId} />;
}

function CourseDetail({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const course = useQuery(courseQueries.detail(courseId));
  const open = course.data ? courseAction(course.data) === 'study' : false;
  const sections = useQuery({ ...courseQueries.sections(courseId), enabled: open });
  const { act, startingId } = useCourseActions();

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
    <div className="sc-course-detail" data-testid="course-detail">
      <Link to={paths.classroom} className="sc-learning-back">
        <ArrowLeftOutlined /> {t('courseDetail.backToClassroom')}
      </Link>
      <section className="sc-detail-hero">
        <CourseCover name={c.name} cover={c.cover} category={c.category} className="sc-detail-cover" />
        <div className="sc-detail-info">
          <div className="sc-course-card-tags">
            <CourseTypeTag type={c.type} />
            {c.category && <Tag>{c.category}</Tag>}
            {c.publicCourse && <Tag color="green">{t('course.trial')}</Tag>}
          </div>
          <h1 className="sc-detail-name">{c.name}</h1>
          <div className="sc-course-card-teacher">
            <UserOutlined /> {t('course.teacherLine', { name: c.teacherName || t('course.unknownTeacher') })}
          </div>
          <p className="sc-detail-desc">{c.description || t('course.noDescription')}</p>
          <div className="sc-detail-foot">
            <span className="sc-detail-fee">
              <CourseFee fee={c.fee} />
            </span>
            <CourseActionButton course={c} loading={startingId === c.id} onAct={act} />
          </div>
        </div>
      </section>
      <section className="sc-detail-outline">
        <h2 className="sc-section-title">
          {t('courseDetail.outline')}
          {open && sections.data ? <span className="sc-detail-count">{t('courseDetail.lessons', { count: itemCount })}</span> : null}
        </h2>
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
          <ol className="sc-detail-sections">
            {sections.data.map((s, i) => (
              <li key={s.id}>
                <div className="sc-detail-section-title">
                  <span className="sc-outline-index">{i + 1}</span> {s.title}
                </div>
                {s.items.length === 0 ? (
                  <div className="sc-detail-empty">{t('course.noItems')}</div>
                ) : (
                  <ul>
                    {s.items.map((item) => (
                      <li key={item.id}>
                        <Tag bordered={false}>{t(`learning.type${item.type}`)}</Tag>
                        {item.title}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

export default CourseDetailPage;
