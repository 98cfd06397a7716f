// The visible language switch and light/dark toggle shown on auth pages and in every shell.
import { Button, Dropdown, Flex, Tooltip } from 'antd';
import { GlobalOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_LABELS, currentLanguage, setLanguage, type Language } from '../lib/i18n';
import { setTheme, useThemeMode } from '../lib/theme';

export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((l) => ({ key: l, label: <span data-testid={`language-option-${l}`}>{LANGUAGE_LABELS[l]}</span> })),
        onClick: ({ key }) => setLanguage(key as Language),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('common.language')} data-testid="language-switch">
        {compact ? null : LANGUAGE_LABELS[lang]}
      </Button>
    </Dropdown>
  );
}

export function ThemeToggle() {
  const { t } = useTranslation();
  const mode = useThemeMode();
  const label = mode === 'dark' ? t('common.switchToLight') : t('common.switchToDark');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        data-testid="theme-toggle"
        data-theme-mode={mode}
        icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
        onClick={() => setTheme(mode === 'dark' ? 'light' : 'dark')}
      />
    </Tooltip>
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
