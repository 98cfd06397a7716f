import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import serverCatalogue from '../../../../server/src/service/settings.rs?raw';
import auditDomain from '../../../../server/src/domain/audit.rs?raw';
import { SETTINGS, SETTING_KEYS, settingRules, settingsBody, settingsChanges, settingsValues } from './settings';

/** The `pub const NAME: i64 = N;` of a Rust source, each name after `prefix` (a module path such as 'audit::'). */
const numbersOf = (source: string, prefix = '') => Array.from(source.matchAll(/pub const (\w+): i64 = (\d+);/g), ([, name, n]) => [`${prefix}${name}`, Number(n)]);

/** The server's catalogue (service::settings::CATALOGUE) read from its source: key → kind and limits. */
function serverSettings(): Record<string, unknown> {
  const keys = Object.fromEntries(Array.from(serverCatalogue.matchAll(/pub const (\w+): &str = "(\w+)";/g), ([, name, key]) => [name, key]));
  // The limits of the audit log's period are the domain's (domain::audit), named there.
  const numbers = Object.fromEntries([...numbersOf(serverCatalogue), ...numbersOf(auditDomain, 'audit::')]);
  const body = serverCatalogue.slice(serverCatalogue.indexOf('pub const CATALOGUE'));
  const entries = Array.from(body.matchAll(/(text|number)\(\s*([^)]*?),?\s*\)/g), ([, kind, args]) => {
    const [first, ...rest] = args.split(',').map((a) => a.trim());
    if (kind === 'text') return [keys[first] ?? JSON.parse(first), { kind: 'text', max: Number(rest[0]) }];
    const [min, max, initial] = rest.map((a) => numbers[a] ?? Number(a));
    return [keys[first] ?? JSON.parse(first), { kind: 'number', min, max, initial }];
  });
  return Object.fromEntries(entries);
}

describe('the settings catalogue', () => {
  it("mirrors the server's keys, kinds and limits, in its order", () => {
    const server = serverSettings();
    expect(Object.keys(server)).toEqual(SETTING_KEYS);
    expect(server).toEqual(SETTINGS);
  });

  it('sends every key, trimmed, with removed values as empty texts and numbers as whole-number texts', () => {
    const body = settingsBody({ registrationNotice: '  须知\n第二行  ', wechatQr: null, bankAccount: 6222, loginLockMinutes: 30, unknown: 'x' });
    expect(Object.keys(body)).toEqual(SETTING_KEYS);
    expect(body.registrationNotice).toBe('须知\n第二行');
    expect(body.wechatQr).toBe('');
    expect(body.siteName).toBe('');
    expect(body.bankAccount).toBe('6222');
    expect(body.loginLockMinutes).toBe('30');
    expect(body.loginFailuresPerAddress).toBe('');
    expect(body).not.toHaveProperty('unknown');
  });

  it('sends only what differs from the saved settings', () => {
    const saved = { siteName: '', registrationNotice: '须知', wechatQr: '', loginLockMinutes: '15', loginFailuresPerAddress: '5' };
    const values = { ...settingsValues(saved), registrationNotice: ' 须知 ', siteName: ' 广州技能学院 ', loginFailuresPerAddress: 3 };
    expect(settingsChanges(values, saved)).toEqual({ siteName: '广州技能学院', loginFailuresPerAddress: '3' });
    expect(settingsChanges(settingsValues(saved), saved)).toEqual({});
    // A value the server holds untrimmed is sent trimmed.
    const untrimmed = { ...saved, bankName: ' 中国银行 ' };
    expect(settingsChanges(settingsValues(untrimmed), untrimmed)).toEqual({ bankName: '中国银行' });
  });

  it("reads the server's texts as form values: numbers as numbers, an unreadable number empty", () => {
    const values = settingsValues({ siteName: ' 广州技能学院 ', loginFailuresPerAddress: '5', loginFailuresPerAccount: 'x', bankName: undefined });
    expect(values.siteName).toBe('广州技能学院');
    expect(values.loginFailuresPerAddress).toBe(5);
    expect(values.loginFailuresPerAccount).toBeNull();
    expect(values.loginLockMinutes).toBeNull();
    expect(values.bankName).toBe('');
  });

  it("words the rules as the server's refusals", () => {
    const t = i18n.getFixedT('zh-CN');
    expect(settingRules('siteName', t)).toEqual([{ max: 30, message: '不能超过30个字符' }]);
    expect(settingRules('loginFailuresPerAddress', t)).toEqual([{ required: true, type: 'integer', min: 3, max: 50, message: '请输入3到50之间的整数' }]);
    expect(settingRules('loginLockMinutes', t)[0]).toMatchObject({ min: 1, max: 1440, message: '请输入1到1440之间的整数' });
  });
});
