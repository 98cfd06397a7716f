// A desk's home: how much work waits (the desk summary and the lists' totals) and short lists of the oldest
// waiting and the most recently decided applications.
import type { ReactNode } from 'react';
import { Button, Empty, Flex, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { EnrolmentStatusTag } from '../../../components/EnrolmentStatusTag';
import { Panel } from '../../../components/Panel';
import { formatDateTime } from '../../../lib/exam';
import type { QueueEntry } from '../../../lib/api-types';
import { useOpenRecord } from './Queues';
import '../enrolmentReview.css';

export interface ShortListProps {
  title: string;
  rows: QueueEntry[] | undefined;
  loading: boolean;
  /** Which time each row shows. */
  time: (r: QueueEntry) => number | null | undefined;
  recordPath: (r: QueueEntry) => string;
  allPath: string;
  testId: string;
  /** The label of each row (default: the enrolment status). */
  tag?: (r: QueueEntry) => ReactNode;
}

export function ShortList({ title, rows, loading, time, recordPath, allPath, testId, tag = (r) => <EnrolmentStatusTag status={r.status} /> }: ShortListProps) {
  const { t, i18n } = useTranslation();
  const open = useOpenRecord();
  const navigate = useNavigate();
  return (
    <Panel
      title={title}
      testId={testId}
      className="sc-er-shortlist"
      extra={
        <Button type="link" size="small" onClick={() => navigate(allPath)}>
          {t('review.home.viewAll')}
        </Button>
      }
    >
      {loading && !rows ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : !rows?.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('review.home.nothing')} />
      ) : (
        <ul className="sc-plain-list sc-er-shortlist-items">
          {rows.map((r) => (
            <li key={r.id}>
              <button type="button" className="sc-plain-button sc-er-shortlist-row" onClick={() => open(recordPath(r))} data-testid={`${testId}-row-${r.id}`}>
                <Flex vertical className="sc-grow">
                  <span className="sc-strong sc-ellipsis">{r.learnerName || r.username}</span>
                  <span className="sc-muted sc-small sc-ellipsis">{r.courseName}</span>
                </Flex>
                <Flex vertical align="flex-end" gap={2}>
                  {tag(r)}
                  <time className="sc-muted sc-small">{formatDateTime(time(r), i18n.language)}</time>
                </Flex>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
