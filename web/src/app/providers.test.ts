import { describe, expect, it } from 'vitest';
import zhCN from 'antd/locale/zh_CN';
import type { Locale } from 'antd/es/locale';
import { unwrapLocale } from './providers';

describe('antd locale import', () => {
  it('takes the locale itself or the one a CommonJS module object holds under default', () => {
    const locale = unwrapLocale(zhCN);
    expect(locale.locale).toBe('zh-cn');
    expect(unwrapLocale({ default: locale } as unknown as Locale)).toBe(locale);
    expect(locale.Pagination?.items_per_page).toBe('条/页');
  });
});
