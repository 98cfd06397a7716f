// The administrator's settings in the web: one catalogue mirroring the server's (service::settings::CATALOGUE), each
// key with its kind and limits, from which both the form's rules and the saved body are made.
import type { FormRule } from 'antd';
import type { TFunction } from '../../lib/i18n';

export type SettingKind =
  | { kind: 'text'; max: number }
  /** A whole number in a range; the server uses `initial` until one is saved. */
  | { kind: 'number'; min: number; max: number; initial: number };

const text = (max: number) => ({ kind: 'text', max }) as const;
const number = (min: number, max: number, initial: number) => ({ kind: 'number', min, max, initial }) as const;

/** Every setting, in the server's order. */
export const SETTINGS = {
  siteName: text(30),
  certificateOrganisation: text(60),
  certificateSeal: text(500),
  registrationNotice: text(5000),
  wechatAccount: text(500),
  wechatQr: text(500),
  alipayAccount: text(500),
  alipayQr: text(500),
  bankName: text(500),
  bankAccountName: text(500),
  bankAccount: text(500),
  paymentNote: text(5000),
  loginFailuresPerAddress: number(3, 50, 5),
  loginFailuresPerAccount: number(5, 500, 10),
  loginLockMinutes: number(1, 1440, 15),
  privateFilesQuotaMb: number(20, 10240, 200),
  studyPeriodMinutes: number(10, 120, 45),
  snapshotRetentionDays: number(1, 1095, 90),
  idImageRetentionDays: number(30, 3650, 365),
  auditRetentionDays: number(180, 3650, 365),
} as const satisfies Record<string, SettingKind>;

export type SettingKey = keyof typeof SETTINGS;
export type NumberKey = { [K in SettingKey]: (typeof SETTINGS)[K]['kind'] extends 'number' ? K : never }[SettingKey];
export type TextKey = Exclude<SettingKey, NumberKey>;

export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTINGS, key);

/** The settings as the server sends and takes them: every value a string. */
export type Settings = Record<SettingKey, string>;

/** The form's values: texts as texts, numbers as numbers (null while the field is empty). */
export type SettingsValues = Record<TextKey, string> & Record<NumberKey, number | null>;

const asText = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** The server's settings as form values; a number the server holds as text that is not a whole number shows empty. */
export function settingsValues(saved: Partial<Record<string, string>>): SettingsValues {
  return Object.fromEntries(
    SETTING_KEYS.map((key) => {
      const value = asText(saved[key]).trim();
      if (SETTINGS[key].kind === 'text') return [key, value];
      return [key, /^-?\d+$/.test(value) ? Number(value) : null];
    }),
  ) as SettingsValues;
}

/** The form values as the server holds them: every key of the catalogue, trimmed texts ('' for an empty or removed value). */
export function settingsBody(values: Partial<Record<string, unknown>>): Settings {
  // The long texts keep their inner line breaks; only the ends are trimmed.
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, asText(values[key]).trim()])) as Settings;
}

/**
 * What a save sends: the keys whose value differs from the saved one. A key left as it was is not sent, so the history
 * records only what the administrator changed and a save never overwrites another administrator's change of another key.
 */
export function settingsChanges(values: Partial<Record<string, unknown>>, saved: Partial<Record<string, string>>): Partial<Settings> {
  return Object.fromEntries(Object.entries(settingsBody(values)).filter(([key, value]) => value !== asText(saved[key]))) as Partial<Settings>;
}

/** A field's rules, in the server's own words (its refusal texts) and limits. */
export function settingRules(key: SettingKey, t: TFunction): FormRule[] {
  const setting: SettingKind = SETTINGS[key];
  if (setting.kind === 'text') return [{ max: setting.max, message: t('refusals.TEXT_TOO_LONG', { max: setting.max }) }];
  const { min, max } = setting;
  return [{ required: true, type: 'integer', min, max, message: t('refusals.SETTING_NUMBER_RANGE', { min, max }) }];
}
