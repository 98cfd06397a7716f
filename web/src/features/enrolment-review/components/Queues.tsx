// The desks' lists: the material queue (course-name search, the yes/no filters and the review result in the URL)
// and the payment queue (waiting or confirmed proofs). A row opens its record page.
import { Button, Flex, Segmented, Select, type TableColumnsType } from 'antd';
import { AuditOutlined, EyeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { EnrolmentStatusTag } from '../../../components/EnrolmentStatusTag';
import { ListTable } from '../../../components/ListTable';
import { PageHeader } from '../../../components/PageHeader';
import { SearchBox } from '../../../components/SearchBox';
import { useUrlState } from '../../../components/useUrlState';
import { fenToYuan } from '../../../lib/course';
import { formatDateTime } from '../../../lib/exam';
import { reviewQueries } from '../api';
import {
  BOOLEAN_FILTERS,
  COURSE_NAME_PARAM,
  QUEUE_PAGE_SIZE,
  RESULT_PARAM,
  materialQueueParams,
  paymentQueueParams,
  type PaymentState,
  type ReviewedResult,
} from '../review';
import type { QueueEntry } from '../../../lib/api-types';
import { CourseTypeTag, PaymentTag, ProgressTags } from './Tags';
import '../enrolmentReview.css';

type Column = TableColumnsType<QueueEntry>[number];

/** The URL parameters that filter a queue (cleared together by the empty state's button). */
const FILTER_PARAMS = [COURSE_NAME_PARAM, ...BOOLEAN_FILTERS];

/**
 * Opens a record page, remembering the list (with its filters) for the way back. The list is read from the address
 * bar when the button is pressed: a filter picked just before is already there, while the render that made this
 * handler may still hold the previous parameters (the router commits a navigation in a transition; see useUrlState).
 */
export function useOpenRecord() {
  const navigate = useNavigate();
  return (to: string) => navigate(to, { state: { from: `${window.location.pathname}${window.location.search}` } });
}

function LearnerCell({ r }: { r: QueueEntry }) {
  return (
    <Flex vertical className="sc-er-learner">
      <span className="sc-strong">{r.learnerName || r.username}</span>
      {r.learnerName && <span className="sc-muted sc-small">{r.username}</span>}
    </Flex>
  );
}

function CourseCell({ r }: { r: QueueEntry }) {
  return (
    <Flex vertical gap={2} align="flex-start">
      <span>{r.courseName}</span>
      <CourseTypeTag type={r.courseType} />
    </Flex>
  );
}

function Fee({ fen }: { fen: number }) {
  return <span className="sc-er-fee">¥{fenToYuan(fen)}</span>;
}

/** The yes/no filters: each a select of any / yes / no, kept in the URL. */
function FlagFilters() {
  const { t } = useTranslation();
  const { get, set } = useUrlState();
  const any = FILTER_PARAMS.some((p) => p !== COURSE_NAME_PARAM && get(p) !== '');
  return (
    <Flex wrap gap="small" align="center" className="sc-er-filters" data-testid="queue-filters">
      {BOOLEAN_FILTERS.map((name) => (
        <Select<string>
          key={name}
          value={get(name) === 'true' || get(name) === 'false' ? get(name) : ''}
          onChange={(v) => set({ [name]: v || null, page: null })}
          prefix={<span className="sc-er-filter-label">{t(`review.filters.${name}`)}</span>}
          options={[
            { value: '', label: t('review.any') },
            { value: 'true', label: t('review.yes') },
            { value: 'false', label: t('review.no') },
          ]}
          popupMatchSelectWidth={false}
          className="sc-er-filter"
          data-testid={`filter-${name}`}
          aria-label={t(`review.filters.${name}`)}
        />
      ))}
      {any && (
        <Button type="link" size="small" onClick={() => set({ ...Object.fromEntries(BOOLEAN_FILTERS.map((n) => [n, null])), page: null })}>
          {t('review.clearFilters')}
        </Button>
      )}
    </Flex>
  );
}

export interface MaterialQueueProps {
  title: string;
  subtitle: string;
  /** The review results the page may show, first is the default; one entry: fixed (no switch). */
  results: (ReviewedResult | 'all')[];
  /** Whether the desk decides (the row button says "审核") or only reads ("查看"). */
  decides: boolean;
  recordPath: (r: QueueEntry) => string;
  testId: string;
}

function emptyKey(result: ReviewedResult | 'all'): string {
  return { pending: 'review.emptyPending', approved: 'review.emptyApproved', rejected: 'review.emptyRejected', all: 'review.emptyAll' }[result];
}

export function MaterialQueue({ title, subtitle, results, decides, recordPath, testId }: MaterialQueueProps) {
  const { t, i18n } = useTranslation();
  const { get, set, page } = useUrlState();
  const open = useOpenRecord();
  const chosen = (results as string[]).includes(get(RESULT_PARAM)) ? (get(RESULT_PARAM) as ReviewedResult | 'all') : results[0];
  const params = materialQueueParams(get, page, chosen === 'all' ? undefined : chosen);
  // ?result=all means every status: materialQueueParams read it as no result.
  if (chosen === 'all') delete params.reviewedResult;
  const list = useQuery({ ...reviewQueries.materials(params), meta: { errorToast: 'review.listFailed', serverMessage: true } });
  const decided = chosen !== 'pending';
  const reviewedAt: Column = { title: t('review.colReviewedAt'), key: 'reviewedAt', width: 150, responsive: ['md'], render: (_, r) => formatDateTime(r.reviewedAt, i18n.language) };

  const columns: TableColumnsType<QueueEntry> = [
    { title: t('review.colLearner'), key: 'learner', width: 140, render: (_, r) => <LearnerCell r={r} /> },
    { title: t('review.colCourse'), key: 'course', render: (_, r) => <CourseCell r={r} /> },
    { title: t('review.colFee'), key: 'fee', width: 110, align: 'right', responsive: ['lg'], render: (_, r) => <Fee fen={r.fee} /> },
    // A decided list shows when it was decided; when it was submitted only on the widest screens.
    {
      title: t('review.colSubmittedAt'),
      key: 'submittedAt',
      width: 150,
      responsive: decided ? ['xxl'] : ['md'],
      render: (_, r) => formatDateTime(r.submittedAt, i18n.language),
    },
    ...(decided ? [reviewedAt] : []),
    { title: t('review.colStatus'), key: 'status', width: 130, render: (_, r) => <EnrolmentStatusTag status={r.status} /> },
    { title: t('review.colProgress'), key: 'progress', width: 160, responsive: ['xl'], render: (_, r) => <ProgressTags record={r} /> },
    {
      title: t('review.colActions'),
      key: 'actions',
      width: 96,
      fixed: 'right',
      render: (_, r) => {
        const acting = decides && r.status === 1;
        return (
          <Button
            size="small"
            type={acting ? 'primary' : 'default'}
            icon={acting ? <AuditOutlined /> : <EyeOutlined />}
            onClick={() => open(recordPath(r))}
            data-testid={`review-open-${r.id}`}
          >
            {acting ? t('review.review') : t('review.view')}
          </Button>
        );
      },
    },
  ];

  return (
    <div data-testid={testId}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        extra={<SearchBox param={COURSE_NAME_PARAM} placeholder={t('review.searchCourse')} data-testid="review-search" />}
      />
      <ListTable<QueueEntry>
        list={list}
        rows={list.data?.records}
        columns={columns}
        pageSize={QUEUE_PAGE_SIZE}
        rowTestId="review-row"
        filters={FILTER_PARAMS}
        empty={{ text: t(emptyKey(chosen)), noMatch: t('review.noMatch'), clear: t('review.clearFilters') }}
        scroll={{ x: 'max-content' }}
      >
        <Flex vertical gap="small" className="sc-list-toolbar">
          {results.length > 1 && (
            <Segmented<string>
              value={chosen}
              onChange={(v) => set({ [RESULT_PARAM]: v === results[0] ? null : v, page: null })}
              options={results.map((r) => ({ value: r, label: t(`review.results.${r}`) }))}
              data-testid="review-result"
            />
          )}
          <FlagFilters />
        </Flex>
      </ListTable>
    </div>
  );
}

export interface PaymentQueueProps {
  title: string;
  subtitle: string;
  state: PaymentState;
  recordPath: (r: QueueEntry) => string;
  testId: string;
}

export function PaymentQueue({ title, subtitle, state, recordPath, testId }: PaymentQueueProps) {
  const { t, i18n } = useTranslation();
  const { get, page } = useUrlState();
  const open = useOpenRecord();
  const list = useQuery({ ...reviewQueries.payments(paymentQueueParams(get, page, state)), meta: { errorToast: 'review.listFailed', serverMessage: true } });
  const waiting = state === 'waiting';
  const stage: Column = { title: t('review.colStatus'), key: 'stage', width: 120, render: (_, r) => <PaymentTag record={r} /> };
  const number: Column = { title: t('review.colEnrolmentNumber'), key: 'number', width: 150, responsive: ['lg'], render: (_, r) => r.enrolmentNumber ?? '—' };
  const invoice: Column = {
    title: t('review.colInvoice'),
    key: 'invoice',
    width: 96,
    render: (_, r) => (
      <span className={r.invoiceIssued ? 'sc-er-ok' : 'sc-muted'} data-testid={`invoice-state-${r.id}`}>
        {r.invoiceIssued ? t('review.invoiceIssued') : t('review.invoiceNotIssued')}
      </span>
    ),
  };

  const columns: TableColumnsType<QueueEntry> = [
    { title: t('review.colLearner'), key: 'learner', width: 150, render: (_, r) => <LearnerCell r={r} /> },
    { title: t('review.colCourse'), key: 'course', render: (_, r) => <CourseCell r={r} /> },
    { title: t('review.colFee'), key: 'fee', width: 110, align: 'right', render: (_, r) => <Fee fen={r.fee} /> },
    {
      title: t('review.colPaymentSubmittedAt'),
      key: 'paymentSubmittedAt',
      width: 150,
      responsive: ['md'],
      render: (_, r) => formatDateTime(r.paymentSubmittedAt, i18n.language),
    },
    ...(waiting ? [stage] : [number, invoice]),
    {
      title: t('review.colActions'),
      key: 'actions',
      width: 96,
      fixed: 'right',
      render: (_, r) => (
        <Button
          size="small"
          type={waiting ? 'primary' : 'default'}
          icon={waiting ? <AuditOutlined /> : <EyeOutlined />}
          onClick={() => open(recordPath(r))}
          data-testid={`payment-open-${r.id}`}
        >
          {waiting ? t('review.confirmAction') : t('review.view')}
        </Button>
      ),
    },
  ];

  return (
    <div data-testid={testId}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        extra={<SearchBox param={COURSE_NAME_PARAM} placeholder={t('review.searchCourse')} data-testid="review-search" />}
      />
      <ListTable<QueueEntry>
        list={list}
        rows={list.data?.records}
        columns={columns}
        pageSize={QUEUE_PAGE_SIZE}
        rowTestId="payment-row"
        filters={[COURSE_NAME_PARAM]}
        empty={{ text: t(waiting ? 'review.emptyPayments' : 'review.emptyConfirmed'), noMatch: t('review.noMatch'), clear: t('review.clearFilters') }}
        scroll={{ x: 'max-content' }}
      />
    </div>
  );
}
