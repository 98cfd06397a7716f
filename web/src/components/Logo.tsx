// Brand mark + product name (the administrator's site name when one is set: lib/siteName.ts), used by the auth panel
// and every shell header.
import { useId } from 'react';
import { Flex } from 'antd';
import { useTranslation } from '../lib/i18n';
import './components.css';
import './page.css';

export function LogoMark({ size = 32 }: { size?: number }) {
  // Each mark's own gradient: with one id for all, a mark painted with the first one's, and that one inside a hidden
  // panel (the auth page's brand side on a phone), had no gradient and showed white on white.
  const gradient = `sc-logo-g${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" className="sc-logo-mark">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1677ff" />
          <stop offset="1" stopColor="#13c2c2" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradient})`} />
      <path d="M32 14l18 8-18 8-18-8z" fill="#fff" />
      <path d="M20 28v10c0 4 6 8 12 8s12-4 12-8V28l-12 5z" fill="#fff" opacity=".85" />
      <path d="M50 22v14" stroke="#fff" strokeWidth="2" />
      <circle cx="50" cy="36" r="2.5" fill="#fff" />
    </svg>
  );
}

export function Logo({
  size = 32,
  showName = true,
  short = false,
  subtitle,
}: {
  size?: number;
  showName?: boolean;
  /** The short brand name (headers with a full menu next to them). */
  short?: boolean;
  subtitle?: string;
}) {
  const { t } = useTranslation();
  const name = short ? t('app.shortName') : t('app.name');
  return (
    <Flex component="span" align="center" gap={10} className="sc-logo">
      <LogoMark size={size} />
      {showName && (
        <Flex component="span" vertical className="sc-logo-text">
          <span className={short ? 'sc-logo-name is-short sc-ellipsis' : 'sc-logo-name sc-ellipsis'} title={name}>
            {name}
          </span>
          {subtitle && <span className="sc-note sc-small">{subtitle}</span>}
        </Flex>
      )}
    </Flex>
  );
}
