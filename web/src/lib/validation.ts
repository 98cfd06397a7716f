// Form rules of the spec (register, login, forgot/change password, basic info, personal data), shared by every form.
import type { FormRule } from 'antd';
import type { TFunction } from './i18n';
import { isMessageType } from './messages';

type Values = Record<string, unknown>;

/** One check: `test` returns true when the value passes; `message` is an i18n key. */
export interface Check {
  required?: boolean;
  test?: (value: string, all: Values) => boolean;
  message: string;
  /** Other fields whose change re-runs this check (e.g. confirm ← password). */
  dependencies?: string[];
  /** The check applies only when this holds (e.g. a lesson's text is required only for TEXT). */
  when?: (all: Values) => boolean;
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
  name: [{ required: true, message: 'validation.basicRequired' }],
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

/** Admin notification compose (spec 001 §2 /root/notification); the server answers the same texts. */
const EXAM_NOTICE_REQUIRED = ['issuingAuthority', 'examLocation', 'trainingInstitution', 'classroom', 'occupation', 'evaluationLevel', 'examTime', 'examName', 'examLevel'];
const CERTIFICATE_NOTICE_REQUIRED = ['certificateName', 'issuingAuthority', 'pickupLocation', 'pickupTime', 'requiredMaterials'];
const isPositiveId = (v: unknown) => /^[1-9]\d{0,17}$/.test(String(v).trim());

function noticeDetailRules(): RuleSet {
  const out: RuleSet = {};
  for (const field of new Set([...EXAM_NOTICE_REQUIRED, ...CERTIFICATE_NOTICE_REQUIRED])) {
    const types = [EXAM_NOTICE_REQUIRED.includes(field) && 'exam', CERTIFICATE_NOTICE_REQUIRED.includes(field) && 'certificate'].filter(Boolean);
    out[field] = [{ required: true, when: (all) => types.includes(String(all.type)), message: `notification.required.${field}`, dependencies: ['type'] }];
  }
  return out;
}

export const notificationRules: RuleSet = {
  type: [
    { required: true, message: 'notification.typeRequired' },
    { test: (v) => isMessageType(v), message: 'notification.typeRequired' },
  ],
  title: [{ required: true, message: 'notification.titleRequired' }],
  content: [{ required: true, message: 'notification.contentRequired' }],
  ...noticeDetailRules(),
  role: [{ required: true, when: (all) => all.audience === 'role', message: 'notification.roleRequired', dependencies: ['audience'] }],
  courseId: [{ required: true, when: (all) => all.audience === 'course', message: 'notification.courseRequired', dependencies: ['audience'] }],
  userIds: [
    { required: true, when: (all) => all.audience === 'users', message: 'notification.usersRequired', dependencies: ['audience'] },
    {
      when: (all) => all.audience === 'users',
      test: (_v, all) => Array.isArray(all.userIds) && all.userIds.every(isPositiveId),
      message: 'notification.userIdsInvalid',
      dependencies: ['audience'],
    },
  ],
};

/** Administration: add and edit user, reset password, append roles, roles (spec 001 §5 "Add and edit user"). */
export const NAME_MIN = 2;
export const NAME_MAX = 20;
/** A role's English name as the server accepts it. */
export const ROLE_NAME_PATTERN = /^[a-z][a-z0-9_-]{1,31}$/;

const lengthBetween = (min: number, max: number) => (v: string) => {
  const n = Array.from(v.trim()).length;
  return n >= min && n <= max;
};
const isEducation = (v: string) => (EDUCATION_OPTIONS as readonly string[]).includes(v);
const isDegree = (v: string) => (DEGREE_OPTIONS as readonly string[]).includes(v);

const adminPasswordChecks = (requiredMessage: string): Check[] => [
  { required: true, message: requiredMessage },
  { test: (v) => v.length >= PASSWORD_MIN, message: 'validation.passwordMin' },
  { test: hasLetterAndDigit, message: 'validation.newPasswordLetterDigit' },
];

const adminUserCommonRules: RuleSet = {
  phone: [
    { required: true, message: 'validation.phoneRequired' },
    { test: isMobile, message: 'validation.phoneInvalid' },
  ],
  username: [
    { required: true, message: 'validation.usernameRequired' },
    { test: lengthBetween(NAME_MIN, NAME_MAX), message: 'validation.lengthRange' },
  ],
  name: [
    { required: true, message: 'validation.nameRequired' },
    { test: lengthBetween(NAME_MIN, NAME_MAX), message: 'validation.lengthRange' },
  ],
  idCard: [
    { required: true, message: 'validation.idCardRequired' },
    { test: isIdCard, message: 'validation.idCardFormat' },
  ],
  birth: [{ required: true, message: 'validation.birthDateRequired' }],
  education: [
    { required: true, message: 'validation.educationRequired' },
    { test: isEducation, message: 'validation.educationRequired' },
  ],
  degree: [
    { required: true, message: 'validation.degreeRequired' },
    { test: isDegree, message: 'validation.degreeRequired' },
  ],
  workExperience: [{ test: (v) => Number.isFinite(Number(v)) && Number(v) >= 0, message: 'validation.workExperienceNegative' }],
  email: [
    { required: true, message: 'validation.emailRequired' },
    { test: isEmail, message: 'validation.emailAddressInvalid' },
  ],
};

/** Add user: password, invite code, roles and permissions; work unit and address optional. */
export const adminUserAddRules: RuleSet = {
  ...adminUserCommonRules,
  password: adminPasswordChecks('validation.passwordRequired'),
  inviteCode: [{ test: (v) => v.length === INVITE_CODE_LENGTH, message: 'validation.inviteCodeExact' }],
  roles: [{ required: true, message: 'validation.rolesRequired' }],
  permissions: [{ required: true, message: 'validation.permissionsRequired' }],
};

/** Edit user: no password; work unit and address required. */
export const adminUserEditRules: RuleSet = {
  ...adminUserCommonRules,
  workUnit: [{ required: true, message: 'validation.workUnitRequired' }],
  address: [{ required: true, message: 'validation.addressRequired' }],
};

/** The administrator's reset of a user's password: the add-user password rules. */
export const resetPasswordRules: RuleSet = {
  password: adminPasswordChecks('validation.newPasswordRequired'),
};

export const appendRolesRules: RuleSet = {
  roles: [{ required: true, message: 'validation.appendRolesRequired' }],
};

export const roleRules: RuleSet = {
  name: [
    { required: true, message: 'validation.roleNameRequired' },
    { test: (v) => ROLE_NAME_PATTERN.test(v.trim()), message: 'validation.roleNameFormat' },
  ],
};

/** Course authoring (limits as the server enforces them). */
export const COURSE_NAME_MAX = 100;
export const COURSE_CATEGORY_MAX = 32;
export const COURSE_DESCRIPTION_MAX = 5000;
export const OUTLINE_TITLE_MAX = 100;

const maxChars = (max: number) => (v: string) => Array.from(v.trim()).length <= max;

export const courseRules: RuleSet = {
  name: [
    { required: true, message: 'authoring.nameRequired' },
    { test: maxChars(COURSE_NAME_MAX), message: 'authoring.nameTooLong' },
  ],
  category: [
    { required: true, message: 'authoring.categoryRequired' },
    { test: maxChars(COURSE_CATEGORY_MAX), message: 'authoring.categoryTooLong' },
  ],
  fee: [{ test: (v) => Number.isFinite(Number(v)) && Number(v) >= 0, message: 'authoring.feeInvalid' }],
  description: [{ test: maxChars(COURSE_DESCRIPTION_MAX), message: 'authoring.descriptionTooLong' }],
};

export const sectionRules: RuleSet = {
  title: [
    { required: true, message: 'authoring.sectionTitleRequired' },
    { test: maxChars(OUTLINE_TITLE_MAX), message: 'authoring.sectionTitleTooLong' },
  ],
};

export const itemRules: RuleSet = {
  title: [
    { required: true, message: 'authoring.itemTitleRequired' },
    { test: maxChars(OUTLINE_TITLE_MAX), message: 'authoring.itemTitleTooLong' },
  ],
  content: [
    { required: true, when: (all) => all.type === 'TEXT', message: 'authoring.contentRequired', dependencies: ['type'] },
    { required: true, when: (all) => all.type !== 'TEXT', message: 'authoring.fileRequired', dependencies: ['type'] },
  ],
};

/** Question bank and exam authoring (spec 001 §3). */
export const QUESTION_CONTENT_MAX = 5000;
export const SUBJECT_MAX = 32;
export const EXAM_TITLE_MAX = 100;
export const QUESTION_OPTIONS_MIN = 2;
export const QUESTION_OPTIONS_MAX = 8;

/** Points are whole numbers on the server. */
const positiveInteger = (v: string) => Number.isInteger(Number(v)) && Number(v) > 0;
const forType = (type: string) => (all: Values) => all.type === type;

export const questionRules: RuleSet = {
  content: [
    { required: true, message: 'examAdmin.contentRequired' },
    { test: maxChars(QUESTION_CONTENT_MAX), message: 'examAdmin.contentTooLong' },
  ],
  subject: [
    { required: true, message: 'examAdmin.subjectRequired' },
    { test: maxChars(SUBJECT_MAX), message: 'examAdmin.subjectTooLong' },
  ],
  score: [
    { required: true, message: 'examAdmin.scoreInvalid' },
    { test: positiveInteger, message: 'examAdmin.scoreInvalid' },
  ],
  answerChoice: [
    { required: true, when: forType('CHOICE'), message: 'examAdmin.answerRequired', dependencies: ['type'] },
    {
      when: forType('CHOICE'),
      test: (_v, all) => Boolean(all.isMultiple) || (Array.isArray(all.answerChoice) && all.answerChoice.length === 1),
      message: 'examAdmin.singleAnswerOne',
      dependencies: ['isMultiple'],
    },
  ],
  answerJudge: [{ required: true, when: forType('JUDGE'), message: 'examAdmin.answerRequired', dependencies: ['type'] }],
  answerFill: [{ required: true, when: forType('FILL'), message: 'examAdmin.fillAnswerRequired', dependencies: ['type'] }],
  answerShort: [{ required: true, when: forType('SHORT'), message: 'examAdmin.shortAnswerRequired', dependencies: ['type'] }],
  tags: [
    {
      test: (_v, all) => {
        const tags = Array.isArray(all.tags) ? all.tags.map((t) => String(t).trim()).filter(Boolean) : [];
        return tags.length <= QUESTION_TAGS_MAX && tags.every((t) => Array.from(t).length <= QUESTION_TAG_MAX_CHARS);
      },
      message: 'examAdmin.tagsInvalid',
    },
  ],
};

/** A question's tags (the server's limits). */
export const QUESTION_TAGS_MAX = 10;
export const QUESTION_TAG_MAX_CHARS = 20;
export const CATEGORY_NAME_MAX = 64;

/** A 知识点 of the question bank. */
export const categoryRules: RuleSet = {
  name: [
    { required: true, message: 'examAdmin.categoryNameRequired' },
    { test: maxChars(CATEGORY_NAME_MAX), message: 'examAdmin.categoryNameTooLong' },
    { test: (v) => !/[/／]/.test(v), message: 'examAdmin.categoryNameSlash' },
  ],
};

/** The options of a choice question: 2 to 8, none blank. A message key, or null when they pass. */
export function checkQuestionOptions(options: ({ text?: string | null } | null | undefined)[] | null | undefined): string | null {
  const list = options ?? [];
  if (list.length < QUESTION_OPTIONS_MIN) return 'examAdmin.optionsMin';
  if (list.length > QUESTION_OPTIONS_MAX) return 'examAdmin.optionsMax';
  if (list.some((o) => !o?.text || !filled(o.text))) return 'examAdmin.optionRequired';
  return null;
}

export const examRules: RuleSet = {
  title: [
    { required: true, message: 'examAdmin.titleRequired' },
    { test: maxChars(EXAM_TITLE_MAX), message: 'examAdmin.titleTooLong' },
  ],
  subject: [
    { required: true, message: 'examAdmin.subjectRequired' },
    { test: maxChars(SUBJECT_MAX), message: 'examAdmin.subjectTooLong' },
  ],
  durationMinutes: [
    { required: true, message: 'examAdmin.durationInvalid' },
    { test: (v) => Number.isInteger(Number(v)) && Number(v) > 0, message: 'examAdmin.durationInvalid' },
  ],
  schedule: [{ required: true, message: 'examAdmin.scheduleRequired' }],
};

/** The most characters of a reason for one learner's own terms (domain::attempts::REASON_MAX). */
export const OVERRIDE_REASON_MAX = 200;

/** One learner's own terms for an exam: who, and why. */
export const overrideRules: RuleSet = {
  learner: [{ required: true, message: 'refusals.OVERRIDE_LEARNER_NOT_FOUND' }],
  reason: [
    { required: true, message: 'refusals.OVERRIDE_REASON_REQUIRED' },
    { test: maxChars(OVERRIDE_REASON_MAX), message: 'refusals.OVERRIDE_REASON_REQUIRED' },
  ],
};

/** An exam's window: both ends set and the end after the start. A message key, or null. */
export function checkExamSchedule(startedAt: number | null | undefined, expiredAt: number | null | undefined): string | null {
  if (!startedAt || !expiredAt) return 'examAdmin.scheduleRequired';
  if (expiredAt <= startedAt) return 'examAdmin.scheduleOrder';
  return null;
}

/** An exam's pass mark: optional (the server then takes 60 % of the total, rounded up); else a whole number from 1 to the total. */
export function checkPassScore(passScore: number | null | undefined, total: number): string | null {
  if (passScore === null || passScore === undefined) return null;
  if (!Number.isInteger(passScore) || passScore < 1 || passScore > total) return 'examAdmin.passScoreRange';
  return null;
}

/** The pass mark the server applies when none is set: 60 % of the total, rounded up. */
export const defaultPassScore = (total: number) => Math.ceil((total * 60) / 100);

// ---- certificates (issued by the material reviewer once the learner is enrolled and passed the exam) ----------

/** The five levels of a vocational skill certificate, as the server stores them. */
export const CERTIFICATE_LEVELS = ['五级/初级工', '四级/中级工', '三级/高级工', '二级/技师', '一级/高级技师'] as const;
export const CERTIFICATE_NUMBER_MAX = 32;
export const CERTIFICATE_AUTHORITY_MAX = 100;
const isCertificateNumber = (v: string) => new RegExp(`^[A-Za-z0-9-]{1,${CERTIFICATE_NUMBER_MAX}}$`).test(v.trim());

export const certificateRules: RuleSet = {
  number: [
    { required: true, message: 'review.certificate.numberRequired' },
    { test: isCertificateNumber, message: 'review.certificate.numberInvalid' },
  ],
  level: [
    { required: true, message: 'review.certificate.levelRequired' },
    { test: (v) => (CERTIFICATE_LEVELS as readonly string[]).includes(v), message: 'review.certificate.levelRequired' },
  ],
  date: [
    { required: true, message: 'review.certificate.dateRequired' },
    { test: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v), message: 'review.certificate.dateRequired' },
  ],
  authority: [
    { required: true, message: 'review.certificate.authorityRequired' },
    { test: maxChars(CERTIFICATE_AUTHORITY_MAX), message: 'review.certificate.authorityTooLong' },
  ],
};

/** Course comments (the server's limits; its refusal texts are the messages). */
export const COMMENT_CONTENT_MAX = 500;
export const COMMENT_REPLY_MAX = 500;
export const COMMENT_REASON_MAX = 200;
const isStarRating = (v: string) => /^[1-5]$/.test(v);

export const commentRules: RuleSet = {
  rating: [
    { required: true, message: 'refusals.COMMENT_RATING_RANGE' },
    { test: isStarRating, message: 'refusals.COMMENT_RATING_RANGE' },
  ],
  content: [
    { required: true, message: 'refusals.COMMENT_CONTENT_REQUIRED' },
    { test: maxChars(COMMENT_CONTENT_MAX), message: 'refusals.COMMENT_CONTENT_TOO_LONG' },
  ],
};

/** The comment center's reply ('' removes it) and the reason of hiding or deleting. */
export const moderationRules: RuleSet = {
  reply: [{ test: maxChars(COMMENT_REPLY_MAX), message: 'refusals.COMMENT_REPLY_TOO_LONG' }],
  reason: [
    { required: true, message: 'refusals.COMMENT_REASON_REQUIRED' },
    { test: maxChars(COMMENT_REASON_MAX), message: 'commentCenter.reasonTooLong' },
  ],
};

/** A study session's verdict (学时核验): 本人 or 非本人, the reason required for 非本人; the server's refusal texts. */
export const VERDICT_REASON_MAX = 200;

export const verdictRules: RuleSet = {
  verdict: [{ required: true, message: 'refusals.STUDY_VERDICT_INVALID' }],
  reason: [
    { required: true, when: (all) => all.verdict === 'other', message: 'refusals.STUDY_VERDICT_REASON_REQUIRED', dependencies: ['verdict'] },
    { test: maxChars(VERDICT_REASON_MAX), message: 'refusals.STUDY_VERDICT_REASON_TOO_LONG' },
  ],
};

/** A message to a course's learners (learning progress): the server's limits. */
export const PROGRESS_MESSAGE_TITLE_MAX = 50;
export const PROGRESS_MESSAGE_CONTENT_MAX = 2000;

export const progressMessageRules: RuleSet = {
  title: [
    { required: true, message: 'progress.messageTitleRequired' },
    { test: maxChars(PROGRESS_MESSAGE_TITLE_MAX), message: 'progress.messageTitleTooLong' },
  ],
  content: [
    { required: true, message: 'progress.messageContentRequired' },
    { test: maxChars(PROGRESS_MESSAGE_CONTENT_MAX), message: 'progress.messageContentTooLong' },
  ],
};

/** Career referrals: a position; the messages are the server's refusals (CAREER_*), so both sides say the same. */
export const POSITION_COMPANY_MAX = 100;
export const POSITION_TITLE_MAX = 100;
export const POSITION_CITY_MAX = 50;
export const POSITION_REQUIREMENTS_MAX = 2000;
export const POSITION_CONTACT_MAX = 100;
export const REFERRAL_NOTES_MAX = 500;
/** Whole yuan per month, 0 to 1,000,000 (lib/career SALARY_MIN, SALARY_MAX). */
const isSalary = (v: string) => /^\d+$/.test(v.trim()) && Number(v) <= 1_000_000;
const salaryOrder = (_v: string, all: Values) => {
  const min = text(all.salaryMin).trim();
  const max = text(all.salaryMax).trim();
  return min === '' || max === '' || !isSalary(min) || !isSalary(max) || Number(max) >= Number(min);
};

export const positionRules: RuleSet = {
  company: [
    { required: true, message: 'refusals.CAREER_COMPANY_REQUIRED' },
    { test: maxChars(POSITION_COMPANY_MAX), message: 'refusals.CAREER_COMPANY_TOO_LONG' },
  ],
  title: [
    { required: true, message: 'refusals.CAREER_TITLE_REQUIRED' },
    { test: maxChars(POSITION_TITLE_MAX), message: 'refusals.CAREER_TITLE_TOO_LONG' },
  ],
  city: [
    { required: true, message: 'refusals.CAREER_CITY_REQUIRED' },
    { test: maxChars(POSITION_CITY_MAX), message: 'refusals.CAREER_CITY_TOO_LONG' },
  ],
  salaryMin: [{ test: isSalary, message: 'refusals.CAREER_SALARY_RANGE' }],
  salaryMax: [
    { test: isSalary, message: 'refusals.CAREER_SALARY_RANGE' },
    { test: salaryOrder, message: 'refusals.CAREER_SALARY_ORDER', dependencies: ['salaryMin'] },
  ],
  requirements: [{ test: maxChars(POSITION_REQUIREMENTS_MAX), message: 'refusals.CAREER_REQUIREMENTS_TOO_LONG' }],
  contact: [
    { required: true, message: 'refusals.CAREER_CONTACT_REQUIRED' },
    { test: maxChars(POSITION_CONTACT_MAX), message: 'refusals.CAREER_CONTACT_TOO_LONG' },
  ],
  status: [{ test: (v) => v === 'open' || v === 'closed', message: 'refusals.CAREER_POSITION_STATUS_INVALID' }],
};

/** A referral (and a status change): the position and the learner are chosen, the notes optional. */
export const referralRules: RuleSet = {
  positionId: [{ required: true, message: 'refusals.CAREER_POSITION_REQUIRED' }],
  candidate: [{ required: true, message: 'refusals.CAREER_LEARNER_REQUIRED' }],
  notes: [{ test: maxChars(REFERRAL_NOTES_MAX), message: 'refusals.CAREER_NOTES_TOO_LONG' }],
};

export const referralStatusRules: RuleSet = {
  status: [{ required: true, message: 'career.statusRequired' }],
  notes: referralRules.notes,
};

// ---- running the rules --------------------------------------------------------------------------------

/** First failing message key for one field, or null. Optional empty values skip their tests. */
export function checkField(rules: RuleSet, field: string, all: Values): string | null {
  const value = text(all[field]);
  for (const check of rules[field] ?? []) {
    if (check.when && !check.when(all)) continue;
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
    required: check.required && !check.when,
    validator(_rule, raw: unknown) {
      const value = text(raw);
      const all = getFieldsValue(true) as Values;
      if (check.when && !check.when(all)) return Promise.resolve();
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

/** Why an administrator revokes a certificate (the learner reads it). */
export const CERTIFICATE_REVOKE_REASON_MAX = 200;

/** The public certificate check (证书核验): a serial number (1–32 letters, digits, '-') and the holder's name. */
export const certificateVerifyRules: RuleSet = {
  number: [
    { required: true, message: 'refusals.CERTIFICATE_VERIFY_QUERY_REQUIRED' },
    { test: (v) => /^[A-Za-z0-9-]{1,32}$/.test(v.trim()), message: 'refusals.CERTIFICATE_NUMBER_INVALID' },
  ],
  name: [
    { required: true, message: 'refusals.CERTIFICATE_VERIFY_QUERY_REQUIRED' },
    { test: maxChars(50), message: 'refusals.CERTIFICATE_VERIFY_QUERY_REQUIRED' },
  ],
};

export const certificateRevokeRules: RuleSet = {
  reason: [
    { required: true, message: 'refusals.CERTIFICATE_REVOKE_REASON_REQUIRED' },
    { test: maxChars(CERTIFICATE_REVOKE_REASON_MAX), message: 'refusals.CERTIFICATE_REVOKE_REASON_REQUIRED' },
  ],
};

/** A class (开班): the server's limits and refusals (CLASS_*). */
export const CLASS_NAME_MAX = 50;
export const CLASS_PLACE_MAX = 100;
export const CLASS_CAPACITY_MAX = 1000;

export const classRules: RuleSet = {
  courseId: [{ required: true, message: 'refusals.CLASS_COURSE_REQUIRED' }],
  name: [
    { required: true, message: 'refusals.CLASS_NAME_REQUIRED' },
    { test: maxChars(CLASS_NAME_MAX), message: 'refusals.CLASS_NAME_REQUIRED' },
  ],
  dates: [{ required: true, message: 'refusals.CLASS_DATE_INVALID' }],
  place: [
    { required: true, message: 'refusals.CLASS_PLACE_REQUIRED' },
    { test: maxChars(CLASS_PLACE_MAX), message: 'refusals.CLASS_PLACE_REQUIRED' },
  ],
  capacity: [
    { required: true, message: 'refusals.CLASS_CAPACITY_INVALID' },
    { test: (v) => /^\d+$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= CLASS_CAPACITY_MAX, message: 'refusals.CLASS_CAPACITY_INVALID' },
  ],
};
