// The entry's share of the status pages: the lazy-chunk loader and its failure. Plain markup and CSS, no antd: the
// entry carries none of antd (its theme and App context load with the first page, app/UiRoot.tsx), and the failure
// shows when even that could not load. The failure has the look of antd's Result with status "warning"; the 404
// page, drawn with antd, is a lazy chunk (StatusPages).
import { useTranslation } from '../lib/i18n';
import './components.css';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="sc-page-loader" role="status">
      <span className="sc-spinner" aria-hidden="true" />
      <span className="sc-visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/** A page that failed to load (its chunk failed or timed out, or it threw): retry reloads the app. */
export function PageLoadFailed() {
  const { t } = useTranslation();
  return (
    <div className="sc-load-failed-screen" data-testid="page-load-failed">
      <div className="sc-load-failed" role="alert">
        {/* antd's ExclamationCircleFilled. */}
        <svg className="sc-load-failed-icon" viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true">
          <path d="M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z" />
        </svg>
        <div className="sc-load-failed-title">{t('common.pageLoadFailed')}</div>
        <div className="sc-load-failed-subtitle">{t('common.pageLoadFailedHint')}</div>
        <div className="sc-load-failed-extra">
          <button type="button" className="sc-load-failed-button" onClick={() => window.location.reload()} data-testid="page-load-retry">
            {t('common.retry')}
          </button>
        </div>
      </div>
    </div>
  );
}
