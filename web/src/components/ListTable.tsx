// A staff list as a table on a panel: filters above it, rows with test ids, paging by the URL's ?page=, and an
// empty state that says whether the list is empty or only the filters (URL parameters) match nothing; in the
// second case a button clears them. Rows are keyed by their id unless the list names another key.
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { Button, Empty, Table, type TableColumnsType, type TableProps } from 'antd';
import { useTablePagination, type PageSizes } from './ListPagination';
import { Panel } from './Panel';
import { useUrlState } from './useUrlState';

export interface ListTableProps<T> {
  /** The list's query: its loading state and `totalCount`. */
  list: { isFetching: boolean; data?: { totalCount: number } };
  rows: T[] | undefined;
  columns: TableColumnsType<T>;
  pageSize: number;
  /** Let the user choose the page size among these (kept in ?size=). */
  pageSizes?: PageSizes;
  /** The total under the table; "共 N 条" unless given. */
  totalText?: (count: number) => string;
  /** Row test ids are `${rowTestId}-${key}`. */
  rowTestId: string;
  /** A row's key, for rows without an `id` (default: the id). */
  rowKey?: (row: T) => string | number;
  /** Checkboxes in front of the rows. */
  rowSelection?: TableProps<T>['rowSelection'];
  /** A click on a row (not on its buttons, links or checkbox). */
  onRowClick?: (row: T) => void;
  /** The text when the list is empty; while a filter is on, `noMatch` and a button labelled `clear` that removes them. */
  empty: { text: string; noMatch?: string; clear?: string };
  /** The URL parameters that filter the list (default: ?search=). */
  filters?: string[];
  scroll?: TableProps<T>['scroll'];
  /** Denser rows (`middle`) for a table with many columns. */
  size?: TableProps<T>['size'];
  /** A server-sorted list: the column (its `key`) and direction the user picked, undefined when the sort is cleared. */
  onSort?: (key: string | undefined, order: 'asc' | 'desc' | undefined) => void;
  /** Filters or tabs above the table. */
  children?: ReactNode;
}

const idOf = (row: object) => (row as { id: number }).id;

/** A click inside a control of the row belongs to that control, not to the row. */
const onControl = (target: EventTarget) => target instanceof Element && target.closest('button, a, input, label, .ant-table-selection-column') !== null;

export function ListTable<T extends object>({ list, rows, columns, pageSize, pageSizes, totalText, rowTestId, rowKey = idOf, rowSelection, onRowClick, empty, filters = ['search'], scroll, size, onSort, children }: ListTableProps<T>) {
  const { t } = useTranslation();
  const pagination = useTablePagination(list.data?.totalCount ?? 0, pageSize, totalText ?? ((count) => t('common.total', { count })), pageSizes);
  const { get, set } = useUrlState();
  const filtered = empty.noMatch !== undefined && filters.some((name) => get(name) !== '');
  const clearFilters = () => set({ ...Object.fromEntries(filters.map((name) => [name, null])), page: null });
  return (
    <Panel compact>
      {children}
      <Table<T>
        rowKey={rowKey}
        rowSelection={rowSelection}
        rowClassName={onRowClick ? 'sc-clickable-row' : undefined}
        columns={columns}
        dataSource={rows ?? []}
        loading={list.isFetching}
        scroll={scroll}
        size={size}
        onRow={(row) =>
          ({
            'data-testid': `${rowTestId}-${rowKey(row)}`,
            onClick: onRowClick && ((e: React.MouseEvent) => !onControl(e.target) && onRowClick(row)),
          }) as React.HTMLAttributes<HTMLElement>
        }
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? empty.noMatch : empty.text}>
              {filtered && empty.clear && <Button onClick={clearFilters}>{empty.clear}</Button>}
            </Empty>
          ),
        }}
        pagination={pagination}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (!onSort || extra.action !== 'sort' || Array.isArray(sorter)) return;
          const order = sorter.order === 'ascend' ? 'asc' : sorter.order === 'descend' ? 'desc' : undefined;
          onSort(order ? String(sorter.columnKey) : undefined, order);
        }}
      />
    </Panel>
  );
}
