// The outcome of a page or a step (a failure to load, a refusal, a check's verdict), drawn like antd's Result.
// antd's Result imports its 403/404/500 illustrations whatever the status (some 10 KB gzip on every learner page that
// can fail); this one has the four statuses' icons only. The 404 page (StatusPages.tsx) keeps antd's with its picture.
import type { CSSProperties, ReactNode } from 'react';
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, WarningFilled } from '@ant-design/icons';
import './result.css';

export type ResultStatus = 'success' | 'error' | 'info' | 'warning';

const ICONS: Record<ResultStatus, ReactNode> = {
  success: <CheckCircleFilled />,
  error: <CloseCircleFilled />,
  info: <ExclamationCircleFilled />,
  warning: <WarningFilled />,
};

export function Result({
  status = 'info',
  icon,
  title,
  subTitle,
  extra,
  children,
  className,
  style,
}: {
  status?: ResultStatus;
  /** Instead of the status's own icon (in the status's colour). */
  icon?: ReactNode;
  title?: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <div className={['sc-result', `sc-result-${status}`, className].filter(Boolean).join(' ')} style={style}>
      <div className="sc-result-icon" aria-hidden="true">
        {icon ?? ICONS[status]}
      </div>
      {title && <div className="sc-result-title">{title}</div>}
      {subTitle && <div className="sc-result-subtitle">{subTitle}</div>}
      {extra && <div className="sc-result-extra">{extra}</div>}
      {children && <div className="sc-result-content">{children}</div>}
    </div>
  );
}
