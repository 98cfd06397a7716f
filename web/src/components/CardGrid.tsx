// One page of a list as a grid of cards, with its loading placeholders, failure, empty state and ?page= paging.
import type { CSSProperties, ReactNode } from 'react';
import { Button, Empty, Flex, Skeleton } from 'antd';
import { Result } from './Result';
import { useTranslation } from '../lib/i18n';
import { ListPagination } from './ListPagination';
import './page.css';

/** The empty state of a list: a title, an optional hint and action, on a panel. */
export function EmptyState({ title, hint, action, simple, testId }: { title: ReactNode; hint?: ReactNode; action?: ReactNode; simple?: boolean; testId?: string }) {
  return (
    <div className="sc-panel sc-empty" data-testid={testId}>
      <Empty
        image={simple ? Empty.PRESENTED_IMAGE_SIMPLE : Empty.PRESENTED_IMAGE_DEFAULT}
        description={
          <Flex vertical gap={4}>
            <div className="sc-empty-title">{title}</div>
            {hint && <div className="sc-muted">{hint}</div>}
          </Flex>
        }
      >
        {action}
      </Empty>
    </div>
  );
}

export interface CardGridProps<T> {
  list: { isPending: boolean; isError: boolean; refetch: () => unknown };
  items: T[];
  total: number;
  pageSize: number;
  renderCard: (item: T) => ReactNode;
  empty: ReactNode;
  errorTitle: string;
  testId: string;
  errorTestId?: string;
  /** The narrowest a column may get, in pixels. */
  minCardWidth?: number;
  /** What stands in for a card while the page loads (a text skeleton when not given). */
  placeholder?: ReactNode;
}

/** What a grid of cards shows while its list loads: cards of about the cards' height (a cover and text), so the page
 * below does not jump when the list comes. */
export function CardPlaceholders({ count = 6, style, className, placeholder }: { count?: number; style?: CSSProperties; className?: string; placeholder?: ReactNode }) {
  return (
    <div className={['sc-card-grid', className].filter(Boolean).join(' ')} style={style} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="sc-card sc-card-placeholder">
          {placeholder ?? <Skeleton active paragraph={{ rows: 4 }} />}
        </div>
      ))}
    </div>
  );
}

export function CardGrid<T>({ list, items, total, pageSize, renderCard, empty, errorTitle, testId, errorTestId, minCardWidth = 300, placeholder }: CardGridProps<T>) {
  const { t } = useTranslation();
  const style = { gridTemplateColumns: `repeat(auto-fill, minmax(${minCardWidth}px, 1fr))` };
  if (list.isPending) return <CardPlaceholders style={style} placeholder={placeholder} />;
  if (list.isError) {
    return (
      <div data-testid={errorTestId}>
        <Result status="error" title={errorTitle} extra={<Button onClick={() => void list.refetch()}>{t('common.reload')}</Button>} />
      </div>
    );
  }
  if (items.length === 0) return empty;
  return (
    <>
      <div className="sc-card-grid" style={style} data-testid={testId}>
        {items.map(renderCard)}
      </div>
      <ListPagination total={total} pageSize={pageSize} />
    </>
  );
}
