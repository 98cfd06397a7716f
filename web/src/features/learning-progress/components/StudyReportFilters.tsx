// The filters above the study-hours report, kept in the URL: the course (always one), the period (first and last
// day, both included) and a search of the learner's username, name or phone. Each change goes back to page 1.
import { DatePicker, Flex, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from '../../../lib/i18n';
import { SearchBox } from '../../../components/SearchBox';
import { useUrlState } from '../../../components/useUrlState';
import type { ReportListQuery } from '../studyReport';
import type { ReportCourseView } from '../../../lib/api-types';

const DAY = 'YYYY-MM-DD';

export interface StudyReportFiltersProps {
  query: ReportListQuery;
  courses: ReportCourseView[] | undefined;
  coursesLoading: boolean;
}

export function StudyReportFilters({ query, courses, coursesLoading }: StudyReportFiltersProps) {
  const { t } = useTranslation();
  const { set } = useUrlState();

  const courseOptions = (courses ?? []).map((c) => ({ value: c.id, label: c.name }));
  // A course in the URL that is not in the list (gone, or not the caller's) still shows as selected, by its id.
  if (query.courseId && courses && !courseOptions.some((o) => o.value === query.courseId)) courseOptions.push({ value: query.courseId, label: `#${query.courseId}` });
  const day = (value: string | undefined) => (value ? dayjs(value) : null);

  return (
    <Flex wrap gap="small" className="sc-list-toolbar">
      <Select<number>
        showSearch
        optionFilterProp="label"
        placeholder={t('studyReport.chooseCourse')}
        aria-label={t('studyReport.courseLabel')}
        value={query.courseId}
        options={courseOptions}
        loading={coursesLoading}
        onChange={(value) => set({ courseId: value ?? null, page: null })}
        popupMatchSelectWidth={false}
        className="lp-filter-course"
        data-testid="study-report-course"
      />
      <span className="sr-filter-period" data-testid="study-report-period">
        <DatePicker.RangePicker
          value={query.from || query.to ? [day(query.from), day(query.to)] : null}
          format={DAY}
          allowEmpty={[true, true]}
          placeholder={[t('studyReport.periodStart'), t('studyReport.periodEnd')]}
          aria-label={t('studyReport.periodLabel')}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          onChange={(range) => set({ from: range?.[0]?.format(DAY) ?? null, to: range?.[1]?.format(DAY) ?? null, page: null })}
        />
      </span>
      <SearchBox param="q" placeholder={t('studyReport.searchPlaceholder')} data-testid="study-report-search" />
    </Flex>
  );
}
