// The head of a page (or of a panel): title, optional subtitle, actions on the right.
import type { ReactNode } from 'react';
import './page.css';

export function PageHeader({ title, subtitle, extra, level = 1 }: { title: ReactNode; subtitle?: ReactNode; extra?: ReactNode; level?: 1 | 2 }) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <header className="sc-page-head">
      <div>
        <Title className="sc-page-title">{title}</Title>
        {subtitle && <p className="sc-page-subtitle">{subtitle}</p>}
      </div>
      {extra && <div className="sc-page-extra">{extra}</div>}
    </header>
  );
}
