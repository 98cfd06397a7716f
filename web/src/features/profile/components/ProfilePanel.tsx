// The card every profile page sits in: title, subtitle, optional actions on the right.
import type { ReactNode } from 'react';
import '../profile.css';

export function ProfilePanel({ title, subtitle, extra, children, testId }: { title: string; subtitle?: string; extra?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="sc-pf-panel" data-testid={testId}>
      <header className="sc-pf-panel-head">
        <div>
          <h2 className="sc-pf-panel-title">{title}</h2>
          {subtitle && <p className="sc-pf-panel-subtitle">{subtitle}</p>}
        </div>
        {extra && <div className="sc-pf-panel-extra">{extra}</div>}
      </header>
      <div className="sc-pf-panel-body">{children}</div>
    </div>
  );
}
