// The filters above the progress table, kept in the URL: course, enrolment status and a search of the learner's
// username, name or phone. Each change goes back to page 1.
import { Flex, Select } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { SearchBox } from '../../../components/SearchBox';
import { useUrlState } from '../../../components/useUrlState';
import { statusLabel } from '../../../lib/enrolment';
import { PROGRESS_STATUSES, type ProgressListQuery } from '../progress';
import type { ProgressCourse } from '../../../lib/api-types';

export interface ProgressFiltersProps {
  query: ProgressListQuery;
  courses: ProgressCourse[] | undefined;
  coursesLoading: boolean;
  /** The teacher's page always shows one course: no "all courses". */
  courseRequired?: boolean;
}

export function ProgressFilters({ query, courses, coursesLoading, courseRequired = false }: ProgressFiltersProps) {
  const { t } = useTranslation();
  const { set } = useUrlState();
  const filter = (name: string) => (value: string | number | undefined) => set({ [name]: value ?? null, page: null });

  const courseOptions = (courses ?? []).map((c) => ({ value: c.id, label: t('progress.courseOption', { name: c.name, count: c.learners }) }));
  // A course in the URL that is not in the list (gone, or not the caller's) still shows as selected, by its id.
  if (query.courseId && courses && !courseOptions.some((o) => o.value === query.courseId)) courseOptions.push({ value: query.courseId, label: `#${query.courseId}` });

  return (
    <Flex wrap gap="small" className="sc-list-toolbar">
      <Select<number>
        allowClear={!courseRequired}
        showSearch
        optionFilterProp="label"
        placeholder={courseRequired ? t('progress.chooseCourse') : t('progress.allCourses')}
        aria-label={t('progress.courseLabel')}
        value={query.courseId}
        options={courseOptions}
        loading={coursesLoading}
        onChange={filter('courseId')}
        popupMatchSelectWidth={false}
        className="lp-filter-course"
        data-testid="progress-filter-course"
      />
      <Select<number>
        allowClear
        placeholder={t('progress.allStatuses')}
        aria-label={t('progress.statusLabel')}
        value={query.status}
        options={PROGRESS_STATUSES.map((s) => ({ value: s, label: t(statusLabel(s).key) }))}
        onChange={filter('status')}
        popupMatchSelectWidth={false}
        className="lp-filter-status"
        data-testid="progress-filter-status"
      />
      <SearchBox param="q" placeholder={t('progress.searchPlaceholder')} data-testid="progress-search" />
    </Flex>
  );
}
