// The visible language switch and light/dark toggle shown on auth pages and in every shell.
import { Button, Flex } from 'antd';
import { GlobalOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { LANGUAGES, LANGUAGE_LABELS, currentLanguage, setLanguage, useTranslation, type Language } from '../lib/i18n';
import { setTheme, useThemeMode } from '../lib/theme';
import { MenuButton } from './MenuButton';

export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <MenuButton
      entries={LANGUAGES.map((l) => ({ key: l, label: LANGUAGE_LABELS[l], testId: `language-option-${l}` }))}
      selected={lang}
      onChoose={(key) => setLanguage(key as Language)}
      button={{ type: 'text', icon: <GlobalOutlined />, 'aria-label': t('common.language'), 'data-testid': 'language-switch' }}
    >
      {compact ? null : LANGUAGE_LABELS[lang]}
    </MenuButton>
  );
}

export function ThemeToggle() {
  const { t } = useTranslation();
  const mode = useThemeMode();
  const label = mode === 'dark' ? t('common.switchToLight') : t('common.switchToDark');
  return (
    <Button
      type="text"
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      data-theme-mode={mode}
      icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
      onClick={() => setTheme(mode === 'dark' ? 'light' : 'dark')}
    />
  );
}

export function PreferenceSwitches({ compact = false }: { compact?: boolean }) {
  return (
    <Flex component="span" align="center" gap={4}>
      <LanguageSwitch compact={compact} />
      <ThemeToggle />
    </Flex>
  );
}
