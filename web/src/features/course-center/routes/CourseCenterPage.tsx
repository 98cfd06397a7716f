// /root/course-center: every course the caller manages with its numbers — learners by enrolment status, completion,
// rating and confirmed revenue — sorted and searched by the server (?q=&sort=&order=&page=&size= in the URL), with
// the totals on top and each course's way to its editor, its learners' progress and its comments.
import { Alert, Button, Flex, Progress, Rate, Tag, Tooltip, type TableColumnsType } from 'antd';
import { BarChartOutlined, EditOutlined, MessageOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { ListTable } from '../../../components/ListTable';
import { PageHeader } from '../../../components/PageHeader';
import { SearchBox } from '../../../components/SearchBox';
import { StatCards } from '../../../components/StatCards';
import { ThumbTitle } from '../../../components/ThumbTitle';
import { useUrlState } from '../../../components/useUrlState';
import { errorMessage } from '../../../lib/api';
import { formatYuan } from '../../../lib/course';
import { formatDateTime } from '../../../lib/exam';
import { courseCommentsPath, courseEditorPath, courseProgressPath } from '../../../lib/paths';
import {
  isSpecialClass,
  COURSE_CENTER_FILTERS,
  COURSE_CENTER_PAGE_SIZES,
  courseCenterQueries,
  courseCenterQuery,
  type CourseCenterQuery,
  type CourseCenterSort,
} from '../api';
import type { CourseLearnerCounts, CourseStats } from '../../../lib/api-types';
import '../courseCenter.css';

/** The learner counts shown under the total, in the order of the journey, with their tag colours. */
const LEARNER_STATES: { key: Exclude<keyof CourseLearnerCounts, 'total'>; color: string }[] = [
  { key: 'pending', color: 'processing' },
  { key: 'approved', color: 'warning' },
  { key: 'rejected', color: 'error' },
  { key: 'enrolled', color: 'success' },
];

/** antd's sort state of a column from the URL's query (the server's default: newest first). */
function sortOrderOf(query: CourseCenterQuery, column: CourseCenterSort): 'ascend' | 'descend' | null {
  const sort = query.sort ?? 'createdAt';
  if (sort !== column) return null;
  return query.order === 'asc' ? 'ascend' : 'descend';
}

function Learners({ course }: { course: CourseStats }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4} data-testid={`course-learners-${course.id}`}>
      <span className="sc-strong">{t('courseCenter.learnerTotal', { count: course.learners.total })}</span>
      <div className="sc-cc-states">
        {LEARNER_STATES.map(({ key, color }) => {
          const n = course.learners[key];
          return (
            <Tag key={key} bordered={false} color={n > 0 ? color : undefined} className={n > 0 ? undefined : 'sc-muted'} data-testid={`course-learners-${key}`}>
              {t(`courseCenter.learnerStates.${key}`)} {n}
            </Tag>
          );
        })}
      </div>
    </Flex>
  );
}

function Rating({ course }: { course: CourseStats }) {
  const { t } = useTranslation();
  if (course.rating == null || course.ratingCount === 0) return <span className="sc-muted">{t('courseCenter.noRating')}</span>;
  return (
    <Flex vertical gap={2} className="sc-cc-nowrap" data-testid={`course-rating-${course.id}`}>
      <Rate disabled allowHalf value={Math.round(course.rating * 2) / 2} className="sc-rating-stars" />
      <span>
        <span className="sc-strong">{course.rating.toFixed(1)}</span> <span className="sc-muted sc-small">{t('courseCenter.ratingCount', { count: course.ratingCount })}</span>
      </span>
    </Flex>
  );
}

export default function CourseCenterPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { params, set } = useUrlState();
  const query = courseCenterQuery(params);
  const list = useQuery({ ...courseCenterQueries.list(query), meta: { errorToast: 'courseCenter.listFailed', serverMessage: true } });

  // A failed load empties the table (as every staff list does) and offers to try again.
  const shown = list.isError ? { isFetching: list.isFetching, data: undefined } : list;
  const totals = list.isError ? undefined : list.data?.totals;
  const sortable = (column: CourseCenterSort) => ({
    key: column,
    sorter: true,
    sortOrder: sortOrderOf(query, column),
    sortDirections: ['descend' as const, 'ascend' as const],
  });

  const columns: TableColumnsType<CourseStats> = [
    {
      title: t('courseCenter.colCourse'),
      ...sortable('name'),
      width: 236,
      // The teacher goes under the name: the table keeps to the width of a laptop screen.
      render: (_, c) => (
        <ThumbTitle
          cover={c.cover}
          name={c.name}
          sub={<span data-testid={`course-teacher-${c.id}`}>{t('courseCenter.teacherLine', { name: c.teacherName || t('course.unknownTeacher') })}</span>}
          onOpen={() => navigate(courseEditorPath(c.id))}
        />
      ),
    },
    {
      title: t('courseCenter.colType'),
      key: 'type',
      width: 72,
      render: (_, c) => (
        <Tag bordered={false} color={isSpecialClass(c.type) ? 'purple' : 'blue'}>
          {t(isSpecialClass(c.type) ? 'course.typeSpecial' : 'course.typeCertification')}
        </Tag>
      ),
    },
    {
      title: t('courseCenter.colFee'),
      ...sortable('fee'),
      width: 100,
      align: 'right',
      render: (_, c) => <span className="sc-cc-nowrap">{c.fee > 0 ? formatYuan(c.fee) : t('course.free')}</span>,
    },
    { title: t('courseCenter.colLearners'), ...sortable('learners'), width: 176, render: (_, c) => <Learners course={c} /> },
    {
      title: t('courseCenter.colCompletion'),
      ...sortable('completionRate'),
      width: 108,
      render: (_, c) => (
        <Tooltip title={t('courseCenter.completionHint', { progress: c.averageProgress })}>
          <Progress percent={c.completionRate} size="small" className="sc-cc-progress" data-testid={`course-completion-${c.id}`} />
        </Tooltip>
      ),
    },
    { title: t('courseCenter.colRating'), ...sortable('rating'), width: 118, render: (_, c) => <Rating course={c} /> },
    {
      title: t('courseCenter.colRevenue'),
      ...sortable('revenue'),
      width: 118,
      align: 'right',
      render: (_, c) => (
        <Flex vertical align="flex-end">
          <span className="sc-strong sc-cc-nowrap" data-testid={`course-revenue-${c.id}`}>
            {formatYuan(c.revenue)}
          </span>
          <span className="sc-muted sc-small sc-cc-nowrap">{t('courseCenter.paidCount', { count: c.paidCount })}</span>
        </Flex>
      ),
    },
    {
      title: t('courseCenter.colCreated'),
      ...sortable('createdAt'),
      width: 160,
      responsive: ['xxl'],
      render: (_, c) => formatDateTime(c.createdAt, i18n.language),
    },
    {
      title: t('courseCenter.colActions'),
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_, c) => (
        <Flex vertical align="flex-start" className="sc-cc-actions">
          <Link to={courseEditorPath(c.id)} data-testid={`course-center-edit-${c.id}`}>
            <EditOutlined /> {t('courseCenter.edit')}
          </Link>
          <Link to={courseProgressPath(c.id)} data-testid={`course-center-progress-${c.id}`}>
            <BarChartOutlined /> {t('courseCenter.progress')}
          </Link>
          <Link to={courseCommentsPath(c.id)} data-testid={`course-center-comments-${c.id}`}>
            <MessageOutlined /> {t('courseCenter.comments')}
          </Link>
        </Flex>
      ),
    },
  ];

  return (
    <div data-testid="course-center" className="sc-cc">
      <PageHeader
        title={t('titles.adminCourseCenter')}
        subtitle={t('courseCenter.subtitle')}
        extra={<SearchBox param="q" placeholder={t('courseCenter.searchPlaceholder')} data-testid="course-center-search" />}
      />
      <div className="sc-cc-stats">
        <StatCards
          cards={[
            { key: 'courses', label: t('courseCenter.totalCourses'), value: totals?.courses },
            { key: 'learners', label: t('courseCenter.totalLearners'), value: totals?.learners, tone: 'success' },
            { key: 'revenue', label: t('courseCenter.totalRevenue'), value: totals ? formatYuan(totals.revenue) : undefined, tone: 'warning' },
          ]}
        />
      </div>
      {list.isError && (
        <Alert
          className="sc-cc-error"
          type="error"
          showIcon
          message={t('courseCenter.listFailed')}
          description={errorMessage(list.error)}
          action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
          data-testid="course-center-error"
        />
      )}
      <ListTable<CourseStats>
        list={shown}
        rows={list.isError ? [] : list.data?.courses}
        columns={columns}
        rowTestId="course-center-row"
        pageSize={query.size}
        pageSizes={COURSE_CENTER_PAGE_SIZES}
        totalText={(n) => t('courseCenter.total', { count: n })}
        filters={[...COURSE_CENTER_FILTERS]}
        empty={{ text: t('courseCenter.empty'), noMatch: t('courseCenter.noMatch'), clear: t('courseCenter.clearSearch') }}
        scroll={{ x: 1024 }}
        onSort={(key, order) => set({ sort: key ?? null, order: order ?? null, page: null })}
      />
    </div>
  );
}
