// /learningcontent, /textlearning, /videolearning: outline, the open lesson, previous/next, notes, progress saves.
import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Drawer, Flex, Skeleton, Space } from 'antd';
import { Result } from '../../../components/Result';
import { useApp } from '../../../lib/useApp';
import { ArrowLeftOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState } from '../../../components/CardGrid';
import { RedirectWithError } from '../../../components/RedirectWithError';
import { useUrlState } from '../../../components/useUrlState';
import { errorMessage } from '../../../lib/api';
import { courseQueries } from '../../../lib/course';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { learningQueries } from '../api';
import { LessonBody } from '../components/LessonBody';
import { LessonOutline } from '../components/LessonOutline';
import { LessonHeading, LessonNav } from '../components/LessonParts';
import { NotesPanel } from '../components/NotesPanel';
import { StudyPanel } from '../study/StudyPanel';
import { useStudySession } from '../study/useStudySession';
import { withLocalProgress } from '../localLearning';
import { MOVE_LIMIT_MESSAGE, neighbour, resolveLesson, type Move } from '../outline';
import { useProgressSaver } from '../useProgressSaver';
import '../learning.css';
import { SCREEN, useScreen } from '../../../lib/screen';

/** Spec: without a course id the page says so and goes back to the classroom. */
export function LearningPage() {
  const { t } = useTranslation();
  const courseId = useUrlState().get('courseId');
  if (!courseId) return <RedirectWithError text={t('learning.missingCourseId')} to={paths.classroom} />;
  return <CourseLearning key={courseId} courseId={courseId} />;
}

function CourseLearning({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const { params, set } = useUrlState();
  const session = useSession();
  const guest = session.guest || session.role === 'guest' || !session.token;
  const [outlineOpen, setOutlineOpen] = useState(false);
  const [localVersion, setLocalVersion] = useState(0);
  const wide = useScreen(SCREEN.lg);

  const course = useQuery(courseQueries.detail(courseId));
  const sectionsQuery = useQuery(courseQueries.sections(courseId));

  const sections = useMemo(
    () => {
      const list = sectionsQuery.data ?? [];
      // localVersion re-reads the guest's browser-kept progress after each local save.
      return guest && localVersion >= 0 ? withLocalProgress(courseId, list) : list;
    },
    [courseId, guest, localVersion, sectionsQuery.data],
  );
  const bumpLocal = useCallback(() => setLocalVersion((v) => v + 1), []);
  const save = useProgressSaver(courseId, guest, bumpLocal);

  const courseName = params.get('courseName') || course.data?.name || '';
  const lesson = resolveLesson(sections, params.get('sectionId'), params.get('itemId'));
  const section = lesson?.section ?? null;
  const item = lesson?.item ?? null;
  // A member's lesson is studied in a session the server opened (the 学时 ledger).
  const study = useStudySession(courseId, item?.id ?? null, !guest && item !== null);
  const hours = useQuery({ ...learningQueries.hours(courseId), enabled: !guest });
  const credited = useMemo(() => new Map((hours.data?.lessons ?? []).map((l) => [l.itemId, l.creditedMs])), [hours.data]);

  const open = (sectionId: number, itemId: number | null) => {
    setOutlineOpen(false);
    set({ courseId, courseName, sectionId, itemId }, { replace: true });
    window.scrollTo?.({ top: 0 });
  };

  const move = (m: Move) => {
    if (!section) return;
    const target = neighbour(sections, { sectionId: section.id, itemId: item?.id ?? null }, m);
    if (!target) {
      message.warning(t(MOVE_LIMIT_MESSAGE[m]));
      return;
    }
    open(target.sectionId, target.itemId);
  };

  if (sectionsQuery.isPending) {
    return (
      <Flex vertical gap="middle" data-testid="learning-page">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Flex>
    );
  }

  if (sectionsQuery.isError) {
    return (
      <Flex vertical gap="middle" data-testid="learning-page">
        <div data-testid="learning-load-failed">
        <Result
          status="warning"
          title={t('learning.loadFailed')}
          subTitle={errorMessage(sectionsQuery.error)}
          extra={
            <Space>
              <Button onClick={() => void sectionsQuery.refetch()}>{t('course.retry')}</Button>
              <Link to={paths.classroom}>
                <Button type="primary">{t('learning.backToClassroom')}</Button>
              </Link>
            </Space>
          }
        />
        </div>
      </Flex>
    );
  }

  const outline = (
    <LessonOutline sections={sections} sectionId={section?.id ?? null} itemId={item?.id ?? null} onSelect={open} credited={credited} />
  );
  return (
    <Flex vertical gap="middle" data-testid="learning-page">
      <Flex align="center" gap="middle" wrap>
        <Link to={paths.classroom} className="sc-ellipsis sc-secondary sc-link">
          <ArrowLeftOutlined /> {t('learning.backToClassroom')}
        </Link>
        <h1 className="sc-grow sc-learning-course" data-testid="learning-course-name">
          {courseName}
        </h1>
        {!wide && sections.length > 0 && (
          <Button icon={<UnorderedListOutlined />} onClick={() => setOutlineOpen(true)} className="sc-learning-outline-toggle">
            {t('learning.openOutline')}
          </Button>
        )}
      </Flex>
      {guest && <Alert type="info" showIcon message={t('learning.guestHint')} className="sc-learning-guest" />}

      {sections.length === 0 ? (
        <EmptyState title={t('course.noSections')} testId="learning-no-sections" />
      ) : (
        <Flex align="flex-start" gap="var(--sc-space-md)">
          {wide ? <aside className="sc-panel sc-learning-outline">{outline}</aside> : null}
          <Flex component="main" vertical gap="middle" className="sc-grow">
            {item ? (
              <>
                <LessonHeading sectionTitle={section?.title} item={item} />
                {!guest && <StudyPanel courseId={courseId} study={study} />}
                <div className="sc-lesson-body">
                  <LessonBody key={item.id} courseId={courseId} item={item} guest={guest} save={save} maxRate={study.maxRate} />
                </div>
              </>
            ) : (
              <EmptyState title={t('course.noItems')} testId="learning-no-items" />
            )}

            <LessonNav onMove={move} />

            {item && <NotesPanel key={item.id} courseId={courseId} sectionId={item.sectionId} itemId={item.id} guest={guest} />}
          </Flex>
        </Flex>
      )}
      <Drawer open={!wide && outlineOpen} onClose={() => setOutlineOpen(false)} placement="left" width={320} title={courseName}>
        {outline}
      </Drawer>
    </Flex>
  );
}

export default LearningPage;
