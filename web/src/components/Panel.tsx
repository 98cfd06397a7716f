// A bordered surface on the page background, optionally with its own head (title, subtitle, actions).
import type { HTMLAttributes, ReactNode } from 'react';
import { PageHeader } from './PageHeader';
import './page.css';

export interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  subtitle?: ReactNode;
  extra?: ReactNode;
  /** Less padding, for a table that brings its own. */
  compact?: boolean;
  testId?: string;
}

export function Panel({ title, subtitle, extra, compact, testId, className, children, ...rest }: PanelProps) {
  const classes = ['sc-panel', compact && 'sc-panel-compact', className].filter(Boolean).join(' ');
  return (
    <section className={classes} data-testid={testId} {...rest}>
      {title && <PageHeader level={2} title={title} subtitle={subtitle} extra={extra} />}
      {children}
    </section>
  );
}
