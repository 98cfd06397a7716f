import { describe, expect, it } from 'vitest';
import i18n, { loadLanguage } from '../../lib/i18n';
import domainSource from '../../../../server/src/domain/audit.rs?raw';
import zhCNStaff from '../../locales/zh-CN.staff';
import {
  AUDIT_KINDS,
  AUDIT_KIND_COLORS,
  AUDIT_PAGE_SIZES,
  actorLabel,
  auditFilter,
  auditListQuery,
  auditListSearch,
  changeValue,
  hasChange,
  kindChange,
  kindLabel,
  objectLabel,
  objectTypeLabel,
  periodChange,
  type AuditListQuery,
} from './auditLog';

const zh = i18n.getFixedT('zh-CN');

/** The wire codes and labels of an enum of domain::audit: its `code()` arms, then its `label()` arms. */
function serverEnum(name: 'Kind' | 'Object'): { codes: string[]; labels: string[] } {
  const body = domainSource.slice(domainSource.indexOf(`impl ${name} {`));
  const arms = (fn: string) => {
    const start = body.indexOf(`pub fn ${fn}(self)`);
    const block = body.slice(start, body.indexOf('\n    }\n', start));
    return Array.from(block.matchAll(new RegExp(`${name}::\\w+ => "([^"]+)"`, 'g')), (m) => m[1]);
  };
  return { codes: arms('code'), labels: arms('label') };
}

describe('the kinds and objects', () => {
  it("are the server's (domain::audit), in its order, each named as its export names it", () => {
    const kinds = serverEnum('Kind');
    expect([...AUDIT_KINDS]).toEqual(kinds.codes);
    expect(kinds.codes.map((k) => kindLabel(zh, k))).toEqual(kinds.labels);
    expect(Object.keys(AUDIT_KIND_COLORS).sort()).toEqual([...AUDIT_KINDS].sort());
    const objects = serverEnum('Object');
    expect(objects.codes).toHaveLength(20);
    expect(Object.keys(zhCNStaff.auditLog.objects)).toEqual(objects.codes);
    expect(objects.codes.map((o) => objectTypeLabel(zh, o))).toEqual(objects.labels);
  });

  it('marks what needs a second look', () => {
    expect(AUDIT_KIND_COLORS.loginFailed).toBe('red');
    expect(AUDIT_KIND_COLORS.deletion).toBe('volcano');
    expect(AUDIT_KIND_COLORS.export).toBe('orange');
    expect(AUDIT_KIND_COLORS.login).toBe('default');
  });

  it('names them in the reader’s language, and one this client does not know as sent', async () => {
    expect(kindLabel(zh, 'loginFailed')).toBe('登录失败');
    expect(kindLabel(zh, 'newKind')).toBe('newKind');
    expect(objectTypeLabel(zh, 'answerSheet')).toBe('答卷');
    await loadLanguage('en-US');
    const en = i18n.getFixedT('en-US');
    expect(kindLabel(en, 'export')).toBe('Export and download');
    expect(objectTypeLabel(en, 'inviteCode')).toBe('Invite code');
  });
});

describe('the list query in the URL', () => {
  it('reads page (1-based in the URL), size, person, kind and period', () => {
    expect(auditListQuery(new URLSearchParams(''))).toEqual({ page: 0, size: 20 });
    expect(auditListQuery(new URLSearchParams('page=3&size=50&actor=%20王老师%20&kind=deletion&from=2026-11-01&to=2026-11-30'))).toEqual({
      page: 2,
      size: 50,
      actor: '王老师',
      kind: 'deletion',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('leaves out a size not offered, a bad page and blank filters', () => {
    expect(auditListQuery(new URLSearchParams('size=500&page=-2&actor=%20%20&kind=&from='))).toEqual({ page: 0, size: AUDIT_PAGE_SIZES.initial });
    expect(auditListQuery(new URLSearchParams('page=abc&size=100'))).toEqual({ page: 0, size: 100 });
    expect(auditListQuery(new URLSearchParams('page=2.7'))).toEqual({ page: 1, size: 20 });
  });

  it('sends the filters the server judges as the address names them (it refuses them in its own words)', () => {
    expect(auditListQuery(new URLSearchParams('from=2026-11-30&to=2026-11-01&kind=nothing'))).toEqual({ page: 0, size: 20, from: '2026-11-30', to: '2026-11-01', kind: 'nothing' });
    expect(auditListQuery(new URLSearchParams('from=2026-02-30'))).toMatchObject({ from: '2026-02-30' });
  });

  it('writes a query back as the same URL, leaving defaults out', () => {
    expect(auditListSearch({ page: 0, size: 20 })).toBe('');
    expect(auditListSearch({ page: 1, size: 100, kind: 'login', actor: '张三' })).toBe('actor=%E5%BC%A0%E4%B8%89&kind=login&page=2&size=100');
    const queries: AuditListQuery[] = [
      { page: 0, size: 20 },
      { page: 4, size: 10, kind: 'loginFailed' },
      { page: 0, size: 50, actor: '系统 管理员', from: '2026-11-01' },
      { page: 2, size: 20, from: '2026-11-01', to: '2026-11-30' },
    ];
    for (const query of queries) expect(auditListQuery(new URLSearchParams(auditListSearch(query)))).toEqual(query);
  });

  it('gives the export the filters without the page', () => {
    const query: AuditListQuery = { page: 3, size: 50, actor: '王', kind: 'export', from: '2026-11-01', to: '2026-11-02' };
    expect(auditFilter(query)).toEqual({ actor: '王', kind: 'export', from: '2026-11-01', to: '2026-11-02' });
    expect(auditFilter(auditListQuery(new URLSearchParams('page=2')))).toEqual({ actor: undefined, kind: undefined, from: undefined, to: undefined });
  });

  it('goes back to page 1 when a kind or a period is chosen; "all" or no day removes it', () => {
    expect(kindChange('grading')).toEqual({ kind: 'grading', page: null });
    expect(kindChange('')).toEqual({ kind: null, page: null });
    expect(kindChange(undefined)).toEqual({ kind: null, page: null });
    expect(periodChange('2026-11-01', '2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30', page: null });
    expect(periodChange('2026-11-01', undefined)).toEqual({ from: '2026-11-01', to: null, page: null });
    expect(periodChange(null, null)).toEqual({ from: null, to: null, page: null });
  });
});

describe('how an entry reads', () => {
  it('names the person, else the system, else an unknown person who tried to log in from an address', () => {
    expect(actorLabel(zh, { actorName: '王老师', address: '10.0.0.8' })).toBe('王老师');
    expect(actorLabel(zh, { actorName: null, address: null })).toBe('系统');
    expect(actorLabel(zh, { actorName: null, address: '203.0.113.9' })).toBe('未知用户');
  });

  it("shows a setting's key as the settings page labels it; any other label as written", () => {
    expect(objectLabel(zh, { object: 'setting', objectLabel: 'siteName' })).toBe('站点名称');
    expect(objectLabel(zh, { object: 'setting', objectLabel: 'auditRetentionDays' })).toBe('操作日志保存天数');
    expect(objectLabel(zh, { object: 'setting', objectLabel: 'retiredKey' })).toBe('retiredKey');
    expect(objectLabel(zh, { object: 'setting', objectLabel: '操作日志 12 条' })).toBe('操作日志 12 条');
    expect(objectLabel(zh, { object: 'course', objectLabel: 'siteName' })).toBe('siteName');
  });

  it('tells a side of a change that is absent from one that is empty', () => {
    expect(changeValue(null)).toEqual({ kind: 'none' });
    expect(changeValue(undefined)).toEqual({ kind: 'none' });
    expect(changeValue('')).toEqual({ kind: 'empty' });
    expect(changeValue('电工基础')).toEqual({ kind: 'text', text: '电工基础' });
    expect(hasChange({ from: null, to: null })).toBe(false);
    expect(hasChange({ from: null, to: '' })).toBe(true);
    expect(hasChange({ from: 'a', to: null })).toBe(true);
  });
});
