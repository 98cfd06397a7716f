// A row of statistic cards (a desk's or the administrator's home, a list's counts): each a label and a number, optionally
// a link to its list (or to the filter of the list below, shown as active while it is on).
import { Col, Row, Statistic } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import './page.css';

export interface StatCard {
  key: string;
  label: string;
  /** undefined while loading; a text (money) is shown as given. */
  value: number | string | undefined;
  /** Where the card leads (its list); a card without it is not a link. */
  to?: string;
  action?: string;
  tone?: 'primary' | 'success' | 'error' | 'warning';
  /** The card is the list's current filter (a link card that filters the page it is on). */
  active?: boolean;
}

export function StatCards({ cards }: { cards: StatCard[] }) {
  return (
    <Row gutter={[16, 16]}>
      {cards.map((c) => {
        const className = `sc-stat is-${c.tone ?? 'primary'}${c.active ? ' is-active' : ''}`;
        const body = (
          <>
            <Statistic title={c.label} value={c.value ?? '—'} loading={c.value === undefined} />
            {c.action && (
              <span className="sc-stat-action">
                {c.action} <RightOutlined />
              </span>
            )}
          </>
        );
        return (
          <Col key={c.key} xs={24} sm={12} lg={24 / Math.min(cards.length, 4)}>
            {c.to ? (
              <Link to={c.to} className={`${className} is-link`} aria-current={c.active ? 'true' : undefined} data-testid={`stat-${c.key}`}>
                {body}
              </Link>
            ) : (
              <div className={className} data-testid={`stat-${c.key}`}>
                {body}
              </div>
            )}
          </Col>
        );
      })}
    </Row>
  );
}
