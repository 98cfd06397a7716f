// Form rules of the spec (register, login, forgot/change password, basic info, personal data), shared by every form.
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

type Values = Record<string, unknown>;

/** One check: `test` returns true when the value passes; `message` is an i18n key. */
export interface Check {
  required?: boolean;
  test?: (value: string, all: Values) => boolean;
  message: string;
  /** Other fields whose change re-runs this check (e.g. confirm ← password). */
  dependencies?: string[];
}

export type RuleSet = Record<string, Check[]>;

// ---- value tests (constants of spec 000 §9 / 001 §9) ----------------------------------------------

export const PASSWORD_MIN = 10;
export const CURRENT_PASSWORD_MIN = 6;
export const INVITE_CODE_LENGTH = 12;
export const EDUCATION_OPTIONS = ['小学', '初中', '高中', '中专', '大专', '本科', '研究生'] as const;
export const DEGREE_OPTIONS = ['学士', '硕士', '博士', '其他'] as const;

export const isPhone = (v: string) => /^1\d{10}$/.test(v);
export const isMobile = (v: string) => /^1[3-9]\d{9}$/.test(v);
export const isEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);
export const hasLetterAndDigit = (v: string) => /[A-Za-z]/.test(v) && /\d/.test(v);
export const isStrongPassword = (v: string) => v.length >= PASSWORD_MIN && hasLetterAndDigit(v);
export const isIdCard = (v: string) => /^(\d{15}|\d{17}[\dXx])$/.test(v);
export const isDigits = (v: string) => /^\d+$/.test(v);

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

const filled = (v: string) => v.trim() !== '';

// ---- rule sets --------------------------------------------------------------------------------------

export const registerRules: RuleSet = {
  username: [{ required: true, message: 'validation.usernameRequired' }],
  phone: [
    { required: true, message: 'validation.phoneRequired' },
    { test: isPhone, message: 'validation.phoneInvalid' },
  ],
  email: [
    { required: true, message: 'validation.emailRequired' },
    { test: isEmail, message: 'validation.emailInvalid' },
  ],
  password: [
    { required: true, message: 'validation.passwordRequired' },
    { test: isStrongPassword, message: 'validation.passwordWeak' },
  ],
  confirm: [
    { required: true, message: 'validation.confirmRequired' },
    { test: (v, all) => v === text(all.password), message: 'validation.confirmMismatch', dependencies: ['password'] },
  ],
  inviteCode: [{ test: (v) => v === '' || v.length === INVITE_CODE_LENGTH, message: 'validation.inviteCodeLength' }],
  captcha: [{ required: true, message: 'validation.captchaRequired' }],
};

export const loginRules: RuleSet = {
  username: [{ required: true, message: 'validation.loginUsernameRequired' }],
  password: [{ required: true, message: 'validation.loginPasswordRequired' }],
  captcha: [{ required: true, message: 'validation.captchaRequired' }],
};

/** Phone login reuses the forgot-password wording for its phone and code. */
export const phoneLoginRules: RuleSet = {
  phone: [
    { required: true, message: 'validation.forgotPhoneRequired' },
    { test: isPhone, message: 'validation.phoneInvalid' },
  ],
  code: [{ required: true, message: 'validation.forgotCodeRequired' }],
};

export const forgotVerifyRules: RuleSet = phoneLoginRules;

export const forgotResetRules: RuleSet = {
  newPassword: [
    { required: true, message: 'validation.forgotNewPasswordRequired' },
    { test: isStrongPassword, message: 'validation.passwordWeak' },
  ],
  confirm: [
    { required: true, message: 'validation.forgotConfirmRequired' },
    { test: (v, all) => v === text(all.newPassword), message: 'validation.forgotMismatch', dependencies: ['newPassword'] },
  ],
};

export const changePasswordRules: RuleSet = {
  oldPassword: [
    { required: true, message: 'validation.currentPasswordRequired' },
    { test: (v) => v.length >= CURRENT_PASSWORD_MIN, message: 'validation.currentPasswordMin' },
  ],
  newPassword: [
    { required: true, message: 'validation.newPasswordRequired' },
    { test: (v) => v.length >= PASSWORD_MIN, message: 'validation.newPasswordMin' },
    { test: hasLetterAndDigit, message: 'validation.newPasswordLetterDigit' },
    { test: (v, all) => v !== text(all.oldPassword), message: 'validation.newPasswordSame', dependencies: ['oldPassword'] },
  ],
  confirm: [
    { required: true, message: 'validation.newConfirmRequired' },
    { test: (v, all) => v === text(all.newPassword), message: 'validation.newConfirmMismatch', dependencies: ['newPassword'] },
  ],
};

export const basicInfoRules: RuleSet = {
  username: [{ required: true, message: 'validation.basicRequired' }],
  name: [{ required: true, message: 'validation.basicRequired' }],
  email: [
    { required: true, message: 'validation.emailAddressInvalid' },
    { test: isEmail, message: 'validation.emailAddressInvalid' },
  ],
  phone: [
    { required: true, message: 'validation.phoneNumberInvalid' },
    { test: isMobile, message: 'validation.phoneNumberInvalid' },
  ],
};

export const personalDataRules: RuleSet = {
  phone: [
    { required: true, message: 'validation.phoneNumberInvalid' },
    { test: isMobile, message: 'validation.phoneNumberInvalid' },
  ],
  idCard: [
    { required: true, message: 'validation.idCardInvalid' },
    { test: isIdCard, message: 'validation.idCardInvalid' },
  ],
  birthDate: [{ required: true, message: 'validation.birthDateRequired' }],
  education: [
    { required: true, message: 'validation.educationRequired' },
    { test: (v) => (EDUCATION_OPTIONS as readonly string[]).includes(v), message: 'validation.educationRequired' },
  ],
  degree: [
    { required: true, message: 'validation.degreeRequired' },
    { test: (v) => (DEGREE_OPTIONS as readonly string[]).includes(v), message: 'validation.degreeRequired' },
  ],
  email: [
    { required: true, message: 'validation.emailAddressInvalid' },
    { test: isEmail, message: 'validation.emailAddressInvalid' },
  ],
  workExperience: [{ test: (v) => v === '' || isDigits(v), message: 'validation.workYearsDigits' }],
};

// ---- running the rules --------------------------------------------------------------------------------

/** First failing message key for one field, or null. Optional empty values skip their tests. */
export function checkField(rules: RuleSet, field: string, all: Values): string | null {
  const value = text(all[field]);
  for (const check of rules[field] ?? []) {
    if (check.required && !filled(value)) return check.message;
    if (check.test && value !== '' && !check.test(value, all)) return check.message;
  }
  return null;
}

/** All failing fields of a form → message keys (empty object when valid). */
export function validate(rules: RuleSet, all: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of Object.keys(rules)) {
    const key = checkField(rules, field, all);
    if (key) errors[field] = key;
  }
  return errors;
}

/** The same checks as antd Form rules, messages translated with `t`. */
export function formRules(rules: RuleSet, field: string, t: TFunction): FormRule[] {
  return (rules[field] ?? []).map((check) => ({ getFieldsValue }) => ({
    required: check.required,
    validator(_rule, raw: unknown) {
      const value = text(raw);
      const all = getFieldsValue(true) as Values;
      if (check.required && !filled(value)) return Promise.reject(new Error(t(check.message)));
      if (check.test && value !== '' && !check.test(value, all)) return Promise.reject(new Error(t(check.message)));
      return Promise.resolve();
    },
  }));
}

/** `dependencies` prop for a Form.Item so cross-field checks re-run. */
export function fieldDependencies(rules: RuleSet, field: string): string[] {
  return Array.from(new Set((rules[field] ?? []).flatMap((c) => c.dependencies ?? [])));
}

// ---- helpers the profile forms share ------------------------------------------------------------------

/** Basic-info values are trimmed before they are sent. */
export function trimValues<T extends Values>(values: T): T {
  const out: Values = {};
  for (const [k, v] of Object.entries(values)) out[k] = typeof v === 'string' ? v.trim() : v;
  return out as T;
}

/** YYYY-MM-DD from a valid 18- or 15-digit ID number (birthDate is auto-filled from it). */
export function birthDateFromIdCard(idCard: string): string | null {
  const id = idCard.trim();
  if (!isIdCard(id)) return null;
  const raw = id.length === 18 ? id.slice(6, 14) : `19${id.slice(6, 12)}`;
  const y = Number(raw.slice(0, 4));
  const m = Number(raw.slice(4, 6));
  const d = Number(raw.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${raw.slice(0, 4)}-${raw.slice(4, 6)}-${raw.slice(6, 8)}`;
}
