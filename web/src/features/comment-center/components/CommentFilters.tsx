// The comment center's filters: course, status and rating (all in the URL) and the search.
import { Flex, Select } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { SearchBox } from '../../../components/SearchBox';
import type { CommentListQuery } from '../api';
import type { CourseView } from '../../../lib/api-types';

interface CommentFiltersProps {
  query: CommentListQuery;
  courses: Pick<CourseView, 'id' | 'name'>[];
  coursesLoading: boolean;
  /** Sets a filter (cleared by undefined) and goes back to the first page. */
  onFilter: (name: string) => (value: string | number | undefined) => void;
}

export function CommentFilters({ query, courses, coursesLoading, onFilter }: CommentFiltersProps) {
  const { t } = useTranslation();
  const courseOptions = courses.map((c) => ({ value: c.id, label: c.name }));
  // A course in the URL that is not in the first 100 still shows as selected, by its id.
  if (query.courseId && !courseOptions.some((o) => o.value === query.courseId)) courseOptions.push({ value: query.courseId, label: `#${query.courseId}` });
  return (
    <Flex wrap gap="small" className="sc-list-toolbar">
      <Select<number>
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder={t('commentCenter.allCourses')}
        value={query.courseId}
        options={courseOptions}
        loading={coursesLoading}
        onChange={onFilter('courseId')}
        className="sc-comment-filter-course"
        data-testid="comment-filter-course"
      />
      <Select<string>
        allowClear
        placeholder={t('commentCenter.allStatuses')}
        value={query.status}
        options={[
          { value: 'published', label: t('commentCenter.published') },
          { value: 'hidden', label: t('commentCenter.hiddenStatus') },
        ]}
        onChange={onFilter('status')}
        className="sc-comment-filter"
        data-testid="comment-filter-status"
      />
      <Select<number>
        allowClear
        placeholder={t('commentCenter.allRatings')}
        value={query.rating}
        options={[5, 4, 3, 2, 1].map((n) => ({ value: n, label: t('commentCenter.ratingOption', { count: n }) }))}
        onChange={onFilter('rating')}
        className="sc-comment-filter"
        data-testid="comment-filter-rating"
      />
      <SearchBox param="q" placeholder={t('commentCenter.searchPlaceholder')} data-testid="comment-search" />
    </Flex>
  );
}
