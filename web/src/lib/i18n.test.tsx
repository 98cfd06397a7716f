import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import i18n, { loadLanguage, useTranslation, type TFunction } from './i18n';
import enUS from '../locales/en-US';

// Texts of these tests' own, under a section no locale has (the test files share the store).
beforeAll(async () => {
  await loadLanguage('en-US');
  i18n.addTexts('zh-CN', {
    i18nTest: {
      greeting: '你好，{{name}}',
      twice: '{{a}} 与 {{a}}，{{b}}',
      title: '{{page}} - $t(app.name)',
      onlyZh: '只有中文',
      self: '前 $t(i18nTest.self) 后',
      loopA: 'A $t(i18nTest.loopB)',
      loopB: 'B $t(i18nTest.loopA)',
    },
  });
  i18n.addTexts('en-US', { i18nTest: { greeting: 'Hello, {{name}}' } });
});

afterEach(() => i18n.changeLanguage('zh-CN'));

describe('t', () => {
  const zh = i18n.getFixedT('zh-CN');

  it('fills {{name}} with the value as it is (no escaping), a number as its text', () => {
    expect(zh('i18nTest.greeting', { name: '<b>张三 & 李四</b>' })).toBe('你好，<b>张三 & 李四</b>');
    expect(zh('i18nTest.twice', { a: 1, b: 0 })).toBe('1 与 1，0');
  });

  it('only fills in count: the locales have no plural forms', () => {
    expect(zh('auth.phone.retryIn', { count: 1 })).toBe('1秒后重试');
    expect(zh('auth.phone.retryIn', { count: 42 })).toBe('42秒后重试');
  });

  it('keeps a {{name}} not given as written, and empties one given as null or undefined', () => {
    expect(zh('i18nTest.greeting')).toBe('你好，{{name}}');
    expect(zh('i18nTest.greeting', { name: null })).toBe('你好，');
    expect(zh('i18nTest.greeting', { name: undefined })).toBe('你好，');
  });

  it('never reads a value as a placeholder or a nested text', () => {
    expect(zh('i18nTest.twice', { a: '{{b}}', b: '$t(app.name)' })).toBe('{{b}} 与 {{b}}，$t(app.name)');
  });

  it('nests $t(key) in the same language with the same values', () => {
    expect(zh('i18nTest.title', { page: '登录' })).toBe('登录 - 职业技能培训与认证平台');
    expect(i18n.getFixedT('en-US')('app.pageTitle', { page: 'Login' })).toBe('Login - SkillCert');
    expect(zh('app.copyright', { year: 2026 })).toBe('© 2026 职业技能培训与认证平台 版权所有');
  });

  it('ends a text that nests itself', () => {
    expect(zh('i18nTest.self')).toBe('前  后');
    expect(zh('i18nTest.loopA')).toBe('A B ');
  });

  it('shows defaultValue only when no language has the key, with its values filled in', () => {
    expect(zh('roles.unknownRole', { defaultValue: '自定义角色' })).toBe('自定义角色');
    expect(zh('i18nTest.missing', { defaultValue: '{{n}} 项', n: 3 })).toBe('3 项');
    expect(zh('i18nTest.onlyZh', { defaultValue: 'x' })).toBe('只有中文');
    expect(i18n.getFixedT('en-US')('i18nTest.onlyZh', { defaultValue: 'x' })).toBe('只有中文');
  });

  it('falls back to zh-CN for a key en-US lacks', () => {
    const en = i18n.getFixedT('en-US');
    expect(en('i18nTest.greeting', { name: 'Ann' })).toBe('Hello, Ann');
    expect(en('i18nTest.onlyZh')).toBe('只有中文');
  });

  it('returns the key itself when no language has it, or when it names a section', () => {
    expect(zh('i18nTest.nothing.here')).toBe('i18nTest.nothing.here');
    expect(zh('i18nTest')).toBe('i18nTest');
    expect(zh('app')).toBe('app');
    expect(zh('app.name.more')).toBe('app.name.more');
    // Not an inherited property either.
    expect(zh('roles.constructor')).toBe('roles.constructor');
    expect(zh('roles.toString', { defaultValue: 'toString' })).toBe('toString');
  });

  it('speaks the current language; getFixedT keeps its own', () => {
    const en = i18n.getFixedT('en-US');
    expect(i18n.t('i18nTest.greeting', { name: 'A' })).toBe('你好，A');
    i18n.changeLanguage('en-US');
    expect(i18n.language).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(i18n.t('i18nTest.greeting', { name: 'A' })).toBe('Hello, A');
    expect(zh('i18nTest.greeting', { name: 'A' })).toBe('你好，A');
    i18n.changeLanguage('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(en('i18nTest.greeting', { name: 'A' })).toBe('Hello, A');
  });

  it('keeps the locale modules as they are when the texts change', () => {
    i18n.addTexts('en-US', { app: { tagline: 'changed' } });
    expect(i18n.getFixedT('en-US')('app.tagline')).toBe('changed');
    expect(enUS.app.tagline).toBe('Learn skills · Get certified · Grow');
    i18n.addTexts('en-US', { app: { tagline: enUS.app.tagline } });
  });
});

describe('useTranslation', () => {
  const seen: TFunction[] = [];

  function Greeting() {
    const { t, i18n: { language } } = useTranslation();
    // An effect that lists `t` runs again after each change.
    useEffect(() => void seen.push(t), [t]);
    return (
      <span data-testid="greeting" lang={language}>
        {t('i18nTest.greeting', { name: 'A' })} {t('i18nTest.later', { defaultValue: '-' })}
      </span>
    );
  }

  it('renders again when the language changes', () => {
    render(<Greeting />);
    const greeting = screen.getByTestId('greeting');
    expect(greeting).toHaveTextContent('你好，A -');
    act(() => i18n.changeLanguage('en-US'));
    expect(greeting).toHaveTextContent('Hello, A -');
    expect(greeting).toHaveAttribute('lang', 'en-US');
    act(() => i18n.changeLanguage('zh-CN'));
    expect(greeting).toHaveTextContent('你好，A -');
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('renders again when texts are added after it was drawn', () => {
    render(<Greeting />);
    const greeting = screen.getByTestId('greeting');
    expect(greeting).toHaveTextContent('你好，A -');
    act(() => i18n.addTexts('zh-CN', { i18nTest: { later: '后来的' } }));
    expect(greeting).toHaveTextContent('你好，A 后来的');
    act(() => i18n.addTexts('zh-CN', { i18nTest: { greeting: '您好，{{name}}' } }));
    expect(greeting).toHaveTextContent('您好，A 后来的');
    act(() => i18n.addTexts('zh-CN', { i18nTest: { greeting: '你好，{{name}}', later: '-' } }));
  });
});
