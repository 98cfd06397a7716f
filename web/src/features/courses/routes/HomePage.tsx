// /studenthome: 5-slide carousel (3 s, pause on hover, swipe), category menu with real counts, trial courses.
import { Badge, Button, Carousel, Flex, Skeleton } from 'antd';
import { AppstoreOutlined, FileTextOutlined, PlayCircleOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { CardPlaceholders, EmptyState } from '../../../components/CardGrid';
import { CourseFee } from '../../../components/CourseFee';
import { courseQueries } from '../../../lib/course';
import { paths, withQuery } from '../../../lib/paths';
import { CourseCover } from '../components/CourseCover';
import { CourseTypeTag } from '../components/CourseCard';
import { CourseRating } from '../components/CourseRating';
import { useStartLearning } from '../useCourseActions';
import { SCREEN, useScreen } from '../../../lib/screen';
import '../courses.css';

export const CAROUSEL_SLIDES = 5;
export const CAROUSEL_INTERVAL_MS = 3_000;

const SLIDE_COLORS = [
  ['#0b3d91', '#1677ff'],
  ['#006d75', '#13c2c2'],
  ['#391085', '#722ed1'],
  ['#ad4e00', '#fa8c16'],
  ['#135200', '#52c41a'],
];

function SlideArt({ index }: { index: number }) {
  // Simple geometric art per slide; no stock imagery is shipped.
  return (
    <svg className="sc-slide-art" viewBox="0 0 320 200" aria-hidden="true">
      <circle cx="240" cy="70" r="60" fill="rgba(255,255,255,0.14)" />
      <circle cx="280" cy="160" r="34" fill="rgba(255,255,255,0.1)" />
      <rect x="90" y="60" width="130" height="90" rx="12" fill="rgba(255,255,255,0.92)" />
      <rect x="104" y="76" width="70" height="10" rx="5" fill={SLIDE_COLORS[index][1]} />
      <rect x="104" y="96" width="100" height="7" rx="3.5" fill="rgba(0,0,0,0.12)" />
      <rect x="104" y="110" width="86" height="7" rx="3.5" fill="rgba(0,0,0,0.12)" />
      <rect x="104" y="126" width="40" height="12" rx="6" fill={SLIDE_COLORS[index][0]} opacity="0.85" />
      <circle cx="212" cy="150" r="20" fill={SLIDE_COLORS[index][1]} stroke="#fff" strokeWidth="4" />
      <path d="M204 150l6 6 11-12" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A category's number of courses: a grey count Badge. */
function CategoryCount({ count }: { count: number }) {
  return <Badge count={count} showZero overflowCount={9999} color="var(--sc-fill)" style={{ color: 'var(--sc-text-secondary)', boxShadow: 'none' }} />;
}

export function HomePage() {
  const { t } = useTranslation();
  const wide = useScreen(SCREEN.lg);
  const categories = useQuery({ ...courseQueries.categories(), meta: { errorToast: 'course.listFailed' } });
  const trial = useQuery({ ...courseQueries.list({ publicCourse: true }), meta: { errorToast: 'course.listFailed' } });
  const { start, startingId } = useStartLearning();

  const total = (categories.data?.categories ?? []).reduce((sum, c) => sum + c.count, 0);
  const trialCourses = trial.data?.courses ?? [];

  return (
    <Flex vertical gap={28} data-testid="home-page">
      <Flex component="section" gap="var(--sc-space-md)" className="sc-home-top">
        <aside className="sc-panel sc-home-categories" aria-label={t('home.categories')} data-testid="home-categories">
          <div className="sc-home-categories-title sc-strong">
            <AppstoreOutlined /> {t('home.categories')}
          </div>
          {categories.isPending ? (
            // As tall as the list it stands for: a column beside the carousel on a wide screen, two rows of tags on a
            // phone (five rows there moved the page up by 112 px when the categories came).
            <Skeleton active paragraph={{ rows: wide ? 5 : 2 }} title={false} />
          ) : (
            <ul className="sc-plain-list">
              <li>
                <Link to={paths.classroom}>
                  <span>{t('home.allCourses')}</span>
                  <CategoryCount count={total} />
                </Link>
              </li>
              {(categories.data?.categories ?? []).map((c) => (
                <li key={c.name}>
                  <Link to={withQuery(paths.classroom, { category: c.name })} data-testid="home-category">
                    <span>{c.name}</span>
                    <CategoryCount count={c.count} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </aside>
        <div className="sc-grow sc-home-carousel" data-testid="home-carousel">
          <Carousel autoplay autoplaySpeed={CAROUSEL_INTERVAL_MS} pauseOnHover swipe draggable={false}>
            {Array.from({ length: CAROUSEL_SLIDES }, (_, i) => (
              <div key={i}>
                <Flex align="center" justify="space-between" className="sc-slide" style={{ background: `linear-gradient(120deg, ${SLIDE_COLORS[i][0]}, ${SLIDE_COLORS[i][1]})` }}>
                  <div className="sc-slide-text">
                    <h2>{t(`home.slide${i + 1}Title`)}</h2>
                    <p>{t(`home.slide${i + 1}Text`)}</p>
                  </div>
                  <SlideArt index={i} />
                </Flex>
              </div>
            ))}
          </Carousel>
        </div>
      </Flex>

      <Flex component="section" vertical gap={14}>
        <Flex justify="space-between" align="baseline">
          <Flex component="h2" align="baseline" gap={10}>{t('home.trialCourses')}</Flex>
          <Link to={paths.classroom} className="sc-secondary">
            {t('home.moreCourses')} <RightOutlined />
          </Link>
        </Flex>
        {trial.isPending ? (
          <CardPlaceholders count={3} className="sc-trial-grid" />
        ) : trialCourses.length === 0 ? (
          <EmptyState title={t('home.trialEmpty')} />
        ) : (
          <div className="sc-card-grid sc-trial-grid" data-testid="trial-grid">
            {trialCourses.map((c) => (
              <article key={c.id} className="sc-card" data-testid={`trial-card-${c.id}`}>
                <CourseCover name={c.name} cover={c.cover} category={c.category} />
                <Flex vertical gap={6} className="sc-card-body">
                  <Flex justify="space-between" align="center" gap="small">
                    <Flex align="center" gap="small" className="sc-grow">
                      <CourseTypeTag type={c.type} />
                      <CourseRating rating={c.rating} count={c.ratingCount} compact testId={`trial-rating-${c.id}`} />
                    </Flex>
                    <CourseFee fee={c.fee} />
                  </Flex>
                  <h3 className="sc-card-title sc-ellipsis" title={c.name}>
                    {c.name}
                  </h3>
                  <p className="sc-paragraph sc-card-desc sc-clamp-2 sc-secondary">
                    {c.description || t('course.noDescription')}
                  </p>
                  <Button type="primary" block style={{ marginTop: 'auto' }} loading={startingId === c.id} onClick={() => void start(c)} data-testid={`start-learning-${c.id}`}>
                    {t('course.startLearning')}
                  </Button>
                </Flex>
              </article>
            ))}
          </div>
        )}
      </Flex>

      <Flex component="section" vertical gap={14}>
        <Flex justify="space-between" align="baseline">
          <Flex component="h2" align="baseline" gap={10}>{t('home.experience')}</Flex>
        </Flex>
        <div className="sc-experience-links">
          <Link to={paths.textExperience} className="sc-panel sc-experience-link" data-testid="home-text-experience">
            <FileTextOutlined className="sc-accent" style={{ fontSize: 24 }} />
            <span className="sc-grow">{t('home.textExperience')}</span>
            <RightOutlined />
          </Link>
          <Link to={paths.videoExperience} className="sc-panel sc-experience-link" data-testid="home-video-experience">
            <PlayCircleOutlined className="sc-accent" style={{ fontSize: 24 }} />
            <span className="sc-grow">{t('home.videoExperience')}</span>
            <RightOutlined />
          </Link>
        </div>
      </Flex>
    </Flex>
  );
}

export default HomePage;
