// The learners' progress as a staff table: learner, course, enrolment status, progress, time studied, last study,
// latest exam, 考试通过 and a 详情 button (a row click does the same). The filters above it come as children.
import type { ReactNode } from 'react';
import { Button, Typography, type TableColumnsType, type TableProps } from 'antd';
import { ProfileOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { EnrolmentStatusTag } from '../../../components/EnrolmentStatusTag';
import { ListTable } from '../../../components/ListTable';
import { formatDateTime } from '../../../lib/exam';
import { PROGRESS_FILTERS, PROGRESS_PAGE_SIZES, rowKey } from '../progress';
import { ExamCompleted, ExamResult, LearnerCell, ProgressCell, StudyTime } from './ProgressCells';
import type { ProgressPage, ProgressRow } from '../../../lib/api-types';

/** antd's checkbox column. */
const SELECTION_WIDTH = 32;

export interface ProgressTableProps {
  list: { isFetching: boolean; isError: boolean; data?: ProgressPage };
  pageSize: number;
  /** The course column (left out where one course is shown). */
  showCourse?: boolean;
  rowSelection?: TableProps<ProgressRow>['rowSelection'];
  /** The URL parameters "clear filters" removes (default: course, status and search). */
  filters?: readonly string[];
  onOpen: (row: ProgressRow) => void;
  children?: ReactNode;
}

export function ProgressTable({ list, pageSize, showCourse = true, rowSelection, filters = PROGRESS_FILTERS, onOpen, children }: ProgressTableProps) {
  const { t, i18n } = useTranslation();
  // A failed load empties the table (as every staff list does); the page says why above it.
  const shown = list.isError ? { isFetching: list.isFetching, data: undefined } : list;

  const columns: TableColumnsType<ProgressRow> = [
    {
      title: t('progress.colLearner'),
      key: 'learner',
      fixed: 'left',
      width: 100,
      render: (_, r) => <LearnerCell name={r.name} username={r.username} />,
    },
    ...(showCourse
      ? [
          {
            title: t('progress.colCourse'),
            key: 'course',
            width: 140,
            render: (_: unknown, r: ProgressRow) => (
              <Typography.Text ellipsis={{ tooltip: r.courseName }}>
                {r.courseName}
              </Typography.Text>
            ),
          },
        ]
      : []),
    { title: t('progress.colStatus'), key: 'status', width: 115, render: (_, r) => <EnrolmentStatusTag status={r.status} /> },
    { title: t('progress.colProgress'), key: 'progress', width: 140, render: (_, r) => <ProgressCell row={r} /> },
    { title: t('progress.colStudyTime'), key: 'studyTime', width: 110, render: (_, r) => <StudyTime seconds={r.secondsStudied} /> },
    {
      title: t('progress.colLastStudied'),
      key: 'lastStudied',
      width: 135,
      render: (_, r) =>
        r.lastStudiedAt ? <span className="lp-nowrap">{formatDateTime(r.lastStudiedAt, i18n.language)}</span> : <span className="sc-muted">{t('progress.notStarted')}</span>,
    },
    { title: t('progress.colExam'), key: 'exam', width: 145, render: (_, r) => <ExamResult row={r} /> },
    { title: t('progress.colExamCompleted'), key: 'examCompleted', width: 80, render: (_, r) => <ExamCompleted done={r.examCompleted} /> },
    {
      title: t('progress.colActions'),
      key: 'actions',
      fixed: 'right',
      width: 72,
      render: (_, r) => (
        <Button type="link" size="small" icon={<ProfileOutlined />} onClick={() => onOpen(r)} data-testid={`progress-details-${rowKey(r)}`}>
          {t('progress.details')}
        </Button>
      ),
    },
  ];

  return (
    <ListTable<ProgressRow>
      list={shown}
      rows={list.isError ? [] : list.data?.rows}
      columns={columns}
      rowKey={rowKey}
      rowTestId="progress-row"
      rowSelection={rowSelection}
      onRowClick={onOpen}
      pageSize={pageSize}
      pageSizes={PROGRESS_PAGE_SIZES}
      totalText={(n) => t('progress.total', { count: n })}
      filters={[...filters]}
      empty={{ text: t('progress.empty'), noMatch: t('progress.noMatch'), clear: t('progress.clearFilters') }}
      scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 0), rowSelection ? SELECTION_WIDTH : 0) }}
      size="middle"
    >
      {children}
    </ListTable>
  );
}
