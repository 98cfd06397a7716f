// A staff list page: the page head (title, subtitle, the search box that follows ?search=, an "add" button),
// the list as a ListTable, and the page's dialogs. Test ids follow the entity: `${entity}-manager` (the page),
// `${entity}-search`, `${entity}-create` and `${entity}-row-<id>`.
import type { ReactNode } from 'react';
import { CreateButton } from './CreateButton';
import { ListTable, type ListTableProps } from './ListTable';
import { PageHeader } from './PageHeader';
import { SearchBox } from './SearchBox';

export interface ListPageProps<T> extends Omit<ListTableProps<T>, 'rowTestId' | 'children'> {
  entity: string;
  title: string;
  subtitle?: string;
  /** The search box's placeholder; no search box without it. */
  searchPlaceholder?: string;
  create?: { label: string; onClick: () => void };
  /** More buttons in the head, before the "add" button. */
  actions?: ReactNode;
  /** A column beside the table (a tree that filters it); above the table on narrow screens. */
  aside?: ReactNode;
  /** Filters or tabs above the table. */
  toolbar?: ReactNode;
  /** Dialogs and drawers the page opens. */
  children?: ReactNode;
}

export function ListPage<T extends { id: number }>({ entity, title, subtitle, searchPlaceholder, create, actions, aside, toolbar, children, ...table }: ListPageProps<T>) {
  const list = (
    <ListTable<T> {...table} rowTestId={`${entity}-row`}>
      {toolbar}
    </ListTable>
  );
  return (
    <div data-testid={`${entity}-manager`}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        extra={
          (searchPlaceholder || create || actions) && (
            <>
              {searchPlaceholder && <SearchBox placeholder={searchPlaceholder} data-testid={`${entity}-search`} />}
              {actions}
              {create && <CreateButton label={create.label} onClick={create.onClick} testId={`${entity}-create`} />}
            </>
          )
        }
      />
      {aside ? (
        <div className="sc-list-aside">
          {aside}
          <div className="sc-list-main">{list}</div>
        </div>
      ) : (
        list
      )}
      {children}
    </div>
  );
}
