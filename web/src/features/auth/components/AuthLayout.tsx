// Layout of the access pages: brand panel on the left, the form on the right, language/theme switches on top.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Flex } from 'antd';
import { BookOutlined, SafetyCertificateOutlined, SolutionOutlined } from '@ant-design/icons';
import { Logo, LogoMark } from '../../../components/Logo';
import { PreferenceSwitches } from '../../../components/PreferenceSwitches';
import '../../../components/page.css';
import '../auth.css';
import { SCREEN, useScreen } from '../../../lib/screen';

function BrandIllustration() {
  return (
    <svg className="sc-auth-illustration" viewBox="0 0 360 220" aria-hidden="true">
      <rect x="40" y="30" width="230" height="160" rx="14" fill="rgba(255,255,255,0.14)" />
      <rect x="58" y="48" width="194" height="124" rx="10" fill="rgba(255,255,255,0.92)" />
      <rect x="78" y="68" width="92" height="10" rx="5" fill="#1677ff" opacity=".85" />
      <rect x="78" y="88" width="150" height="7" rx="3.5" fill="#c9d8f0" />
      <rect x="78" y="102" width="128" height="7" rx="3.5" fill="#c9d8f0" />
      <rect x="78" y="116" width="140" height="7" rx="3.5" fill="#c9d8f0" />
      <rect x="78" y="140" width="60" height="16" rx="8" fill="#13c2c2" opacity=".85" />
      <circle cx="268" cy="150" r="38" fill="#ffd666" />
      <circle cx="268" cy="150" r="28" fill="#faad14" />
      <path d="M256 150l9 9 16-18" stroke="#fff" strokeWidth="6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M250 182l-10 30 18-8 10 16 8-32z" fill="#ff7a45" />
      <path d="M286 182l10 30-18-8-10 16-8-32z" fill="#ff9c6e" />
      <circle cx="300" cy="52" r="8" fill="rgba(255,255,255,0.5)" />
      <circle cx="320" cy="86" r="4" fill="rgba(255,255,255,0.4)" />
      <circle cx="26" cy="120" r="5" fill="rgba(255,255,255,0.35)" />
    </svg>
  );
}

export function AuthLayout() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  // A phone upright has room for the logo with its name and the two switches' icons, not the language's name too.
  const phone = useScreen(SCREEN.xs);
  const features = [
    { icon: <SafetyCertificateOutlined />, text: t('app.feature1') },
    { icon: <BookOutlined />, text: t('app.feature2') },
    { icon: <SolutionOutlined />, text: t('app.feature3') },
  ];
  return (
    <Flex className="sc-screen sc-auth">
      <Flex component="aside" vertical justify="space-between" className="sc-auth-brand">
        <Flex align="center" gap="var(--sc-space-sm)">
          <LogoMark size={40} />
          <span className="sc-auth-brand-name">{t('app.name')}</span>
        </Flex>
        <div className="sc-auth-brand-body">
          <h1 className="sc-auth-tagline">{t('app.tagline')}</h1>
          <p className="sc-auth-intro">{t('app.intro')}</p>
          <Flex component="ul" vertical gap={14} className="sc-auth-features">
            {features.map((f) => (
              <Flex component="li" align="center" gap="var(--sc-space-sm)" key={f.text}>
                <span className="sc-auth-feature-icon" aria-hidden="true">
                  {f.icon}
                </span>
                {f.text}
              </Flex>
            ))}
          </Flex>
          <BrandIllustration />
        </div>
        <div className="sc-auth-brand-foot">{t('app.copyright', { year })}</div>
      </Flex>
      <Flex component="main" vertical className="sc-grow">
        <Flex justify="flex-end" align="center" gap="var(--sc-space-sm)" className="sc-auth-topbar">
          <span className="sc-auth-mobile-logo">
            <Logo size={28} />
          </span>
          <PreferenceSwitches compact={phone} />
        </Flex>
        <Flex align="center" justify="center" className="sc-grow sc-auth-center">
          <div className="sc-auth-card">
            <Outlet />
          </div>
        </Flex>
        <div className="sc-auth-main-foot sc-small sc-muted">{t('app.copyright', { year })}</div>
      </Flex>
    </Flex>
  );
}

export function AuthHeader({ title, subtitle, extra }: { title: string; subtitle?: string; extra?: ReactNode }) {
  return (
    <div className="sc-auth-header">
      <h2 className="sc-auth-title">{title}</h2>
      {subtitle && <span className="sc-secondary">{subtitle}</span>}
      {extra}
    </div>
  );
}
