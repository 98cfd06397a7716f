// Paging by the URL's ?page=: under a card list (hidden when one page holds everything) and for antd Tables.
import { Pagination, type TablePaginationConfig } from 'antd';
import { useUrlState } from './useUrlState';
import './page.css';

export function ListPagination({ total, pageSize }: { total: number; pageSize: number }) {
  const { page, setPage } = useUrlState();
  if (total <= pageSize) return null;
  return <Pagination className="sc-list-pagination" align="center" current={page} pageSize={pageSize} total={total} showSizeChanger={false} onChange={setPage} />;
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
