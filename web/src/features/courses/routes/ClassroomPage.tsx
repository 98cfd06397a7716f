// /classroom: course cards with the status buttons, search by name (?search=) with its banner, category filter.
import { Alert, Button, Flex, Skeleton, Tag } from 'antd';
import { CloseCircleOutlined, SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { CardGrid, EmptyState } from '../../../components/CardGrid';
import { PageHeader } from '../../../components/PageHeader';
import { SearchBox } from '../../../components/SearchBox';
import { useUrlState } from '../../../components/useUrlState';
import { CLASSROOM_PAGE_SIZE, classroomParams, courseQueries } from '../../../lib/course';
import { CourseCard } from '../components/CourseCard';
import { useCourseActions } from '../useCourseActions';
import '../courses.css';

export function ClassroomPage() {
  const { t } = useTranslation();
  const { params, get, set } = useUrlState();
  const search = get('search');
  const category = get('category');

  const list = useQuery({ ...courseQueries.list(classroomParams(params)), placeholderData: keepPreviousData, meta: { errorToast: 'course.listFailed' } });
  const categories = useQuery(courseQueries.categories());
  const { act, startingId } = useCourseActions();

  const clearSearch = () => set({ search: null, page: null });
  const total = list.data?.totalCount ?? 0;

  return (
    <div data-testid="classroom-page">
      <PageHeader
        title={t('classroom.title')}
        subtitle={t('classroom.subtitle')}
        extra={<SearchBox className="sc-classroom-search" placeholder={t('classroom.searchPlaceholder')} enterButton={<SearchOutlined />} data-testid="classroom-search" />}
      />

      {(categories.data?.categories.length ?? 0) > 0 && (
        <Flex wrap gap="var(--sc-space-xs) 4px" className="sc-category-bar" role="group" aria-label={t('course.category')}>
          <Tag.CheckableTag checked={!category} onChange={() => set({ category: null, page: null })}>
            {t('classroom.all')}
          </Tag.CheckableTag>
          {categories.data?.categories.map((c) => (
            <Tag.CheckableTag key={c.name} checked={category === c.name} onChange={() => set({ category: c.name, page: null })}>
              {c.name} <span className="sc-category-count">{c.count}</span>
            </Tag.CheckableTag>
          ))}
        </Flex>
      )}

      {search && !list.isPending && !list.isError && (
        <Alert
          className="sc-search-banner"
          type="info"
          showIcon
          message={t('classroom.searchResult', { search, count: total })}
          action={
            <Button size="small" icon={<CloseCircleOutlined />} onClick={clearSearch} data-testid="classroom-clear-search">
              {t('classroom.clearSearch')}
            </Button>
          }
          data-testid="classroom-search-banner"
        />
      )}

      <CardGrid
        list={list}
        items={list.data?.courses ?? []}
        total={total}
        pageSize={CLASSROOM_PAGE_SIZE}
        renderCard={(c) => <CourseCard key={c.id} course={c} loading={startingId === c.id} onAct={act} />}
        minCardWidth={270}
        placeholder={
          <>
            <div className="sc-cover" />
            <Skeleton active paragraph={{ rows: 3 }} />
          </>
        }
        errorTitle={t('course.listFailed')}
        errorTestId="classroom-error"
        testId="course-grid"
        empty={
          search ? (
            <EmptyState
              simple
              title={t('classroom.noResults', { search })}
              hint={t('classroom.noResultsHint')}
              action={
                <Button type="primary" onClick={clearSearch}>
                  {t('classroom.clearSearch')}
                </Button>
              }
              testId="classroom-no-results"
            />
          ) : (
            <EmptyState title={t('classroom.empty')} testId="classroom-empty" />
          )
        }
      />
    </div>
  );
}

export default ClassroomPage;
