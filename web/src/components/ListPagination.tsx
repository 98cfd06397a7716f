// Paging by the URL's ?page=: under a card list (hidden when one page holds everything) and for antd Tables.
import { Pagination, type TablePaginationConfig } from 'antd';
import { useUrlState } from './useUrlState';
import './page.css';

export function ListPagination({ total, pageSize }: { total: number; pageSize: number }) {
  const { page, setPage } = useUrlState();
  if (total <= pageSize) return null;
  return <Pagination className="sc-list-pagination" align="center" current={page} pageSize={pageSize} total={total} showSizeChanger={false} onChange={setPage} />;
}

/** The same paging for a Table: hidden on a single page, with the total written out. */
export function useTablePagination(total: number, pageSize: number, showTotal: (count: number) => string): TablePaginationConfig {
  const { page, setPage } = useUrlState();
  return { current: page, pageSize, total, showSizeChanger: false, hideOnSinglePage: true, showTotal, onChange: setPage };
}
