// Paging by the URL's ?page=: under a card list (hidden when one page holds everything) and for antd Tables.
import type { TablePaginationConfig } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from '../lib/i18n';
import { useUrlState } from './useUrlState';
import './page.css';

/** The page numbers a pager shows: all of up to seven pages, else the first, the last and two either side of the
 * current one, a gap (null) where two or more pages are left out. */
export function pagerPages(current: number, last: number): (number | null)[] {
  if (last <= 7) return Array.from({ length: last }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(current - 2, last - 5));
  const to = Math.min(last - 1, Math.max(current + 2, 6));
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  // A gap never stands for one page alone: that page is shown instead.
  const head = from === 3 ? [2] : from > 3 ? [null] : [];
  const tail = to === last - 2 ? [last - 1] : to < last - 2 ? [null] : [];
  return [1, ...head, ...middle, ...tail, last];
}

/**
 * The pager of the learner pages' lists, drawn like antd's (antd's Pagination brought its page-size Select, some
 * 30 KB gzip, into every list page although they offer no size). Each page is a button of at least 32 px (44 px on
 * a phone); the current one is marked for assistive technology.
 */
export function Pager({ current, pageSize, total, onChange, testId }: { current: number; pageSize: number; total: number; onChange: (page: number) => void; testId?: string }) {
  const { t } = useTranslation();
  const last = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="sc-pager" aria-label={t('common.pagination')} data-testid={testId}>
      <button type="button" className="sc-pager-item" aria-label={t('common.previousPage')} disabled={current <= 1} onClick={() => onChange(current - 1)}>
        <LeftOutlined />
      </button>
      {pagerPages(current, last).map((page, i) =>
        page === null ? (
          <span key={`gap${i}`} className="sc-pager-gap" aria-hidden="true">
            •••
          </span>
        ) : (
          <button
            key={page}
            type="button"
            className={`sc-pager-item${page === current ? ' sc-pager-current' : ''}`}
            aria-label={t('common.pageNumber', { page })}
            aria-current={page === current ? 'page' : undefined}
            onClick={() => page !== current && onChange(page)}
          >
            {page}
          </button>
        ),
      )}
      <button type="button" className="sc-pager-item" aria-label={t('common.nextPage')} disabled={current >= last} onClick={() => onChange(current + 1)}>
        <RightOutlined />
      </button>
    </nav>
  );
}

export function ListPagination({ total, pageSize }: { total: number; pageSize: number }) {
  const { page, setPage } = useUrlState();
  if (total <= pageSize) return null;
  return <Pager current={page} pageSize={pageSize} total={total} onChange={setPage} />;
}

/** Page sizes a list offers (its ?size= choices) and the one it starts with, which the URL leaves out. */
export interface PageSizes {
  options: readonly number[];
  initial: number;
}

/** The page size a ?size= value names: one of the offered sizes, else the initial one. */
export function pageSizeOf(raw: string | null | undefined, sizes: PageSizes): number {
  const n = Number(raw);
  return sizes.options.includes(n) ? n : sizes.initial;
}

/** The ?size= to write for a chosen size (null for the initial size). */
export function sizeParam(size: number, sizes: PageSizes): number | null {
  return size === sizes.initial || !sizes.options.includes(size) ? null : size;
}

/**
 * The same paging for a Table: hidden on a single page, with the total written out. With `sizes` the user picks the
 * page size (kept in ?size=; a new size goes back to page 1) and the pager stays visible so the choice can be undone.
 */
export function useTablePagination(total: number, pageSize: number, showTotal: (count: number) => string, sizes?: PageSizes): TablePaginationConfig {
  const { page, setPage, set } = useUrlState();
  if (!sizes) return { current: page, pageSize, total, showSizeChanger: false, hideOnSinglePage: true, showTotal, onChange: setPage };
  return {
    current: page,
    pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: sizes.options.map(String),
    showTotal,
    onChange: (p, size) => (size !== pageSize ? set({ size: sizeParam(size, sizes), page: null }) : setPage(p)),
  };
}
