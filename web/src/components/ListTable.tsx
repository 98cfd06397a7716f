// A staff list as a table on a panel: filters above it, rows with test ids, an empty state that can clear the
// filters, and paging by the URL's ?page=.
import type { ReactNode } from 'react';
import { Button, Empty, Table, type TableColumnsType, type TableProps } from 'antd';
import { useTablePagination } from './ListPagination';
import { Panel } from './Panel';

export interface ListTableProps<T> {
  /** The list's query: its loading state and `totalCount`. */
  list: { isFetching: boolean; data?: { totalCount: number } };
  rows: T[] | undefined;
  columns: TableColumnsType<T>;
  pageSize: number;
  totalText: (count: number) => string;
  /** Row test ids are `${rowTestId}-${id}`. */
  rowTestId: string;
  /** The empty text, and a button that clears the search or filters while one is on. */
  empty: { text: string; clear?: { label: string; onClick: () => void } };
  scroll?: TableProps<T>['scroll'];
  /** Filters or tabs above the table. */
  children?: ReactNode;
}

export function ListTable<T extends { id: number }>({ list, rows, columns, pageSize, totalText, rowTestId, empty, scroll, children }: ListTableProps<T>) {
  const pagination = useTablePagination(list.data?.totalCount ?? 0, pageSize, totalText);
  return (
    <Panel compact>
      {children}
      <Table<T>
        rowKey="id"
        columns={columns}
        dataSource={rows ?? []}
        loading={list.isFetching}
        scroll={scroll}
        onRow={(row) => ({ 'data-testid': `${rowTestId}-${row.id}` }) as React.HTMLAttributes<HTMLElement>}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty.text}>
              {empty.clear && <Button onClick={empty.clear.onClick}>{empty.clear.label}</Button>}
            </Empty>
          ),
        }}
        pagination={pagination}
      />
    </Panel>
  );
}
