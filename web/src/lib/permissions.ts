// The one table of who may open what: the server's permission names, the staff areas and each of their pages
// (menu entries), and the landing after login. The route guard, every staff menu and the login read it.
import { PERMISSION, type components } from './api-schema.gen';
import { paths } from './paths';

/** Permission names as the server sends them (schema Permission; the map is generated with the API types). */
export { PERMISSION };

export type Permission = components['schemas']['Permission'];

const P = PERMISSION;

/** What the client knows about the signed-in user: the stored active role, all roles and the effective permissions. */
export interface Grant {
  role: string | null;
  roles?: readonly string[];
  permissions: readonly string[];
}

/** Opens when the user holds any of `anyOf`, or (with `adminRole`) when the stored role is admin. */
export interface Requirement {
  anyOf: readonly Permission[];
  adminRole?: boolean;
}

export function meets(req: Requirement, who: Grant): boolean {
  if (req.adminRole && who.role === 'admin') return true;
  return req.anyOf.some((p) => who.permissions.includes(p));
}

export type AreaId = 'admin' | 'teacher' | 'material' | 'financial' | 'distributor';

export interface EntryRule {
  /** Stable name the menus refer to. */
  key: string;
  /** Route pattern (`:param` matches one segment). */
  path: string;
  requires: Requirement;
  /** Refused like the spec's admin pages: '该页面需要管理员权限' and back to /login. */
  adminOnly?: boolean;
}

export interface AreaRule {
  id: AreaId;
  base: string;
  requires: Requirement;
  /** The message shown when the area itself is refused (the visitor goes to /login). */
  refusal: 'errors.adminOnly' | 'errors.noAccess';
  /** In menu order: the first one the user may open is where the area starts for them. */
  entries: EntryRule[];
}

const any = (...anyOf: Permission[]): Requirement => ({ anyOf });
const ADMIN_ROLE_ONLY: Requirement = { anyOf: [], adminRole: true };
const GRADING = any(P.examGrade, P.examManage);

// A custom role made for career referrals alone (career:manage) enters the admin area for its one page; so do one
// made for the channel figures alone (distributor:manage), one for the study-hours report alone (study:verify) and
// one for the audit log alone (audit:read).
const ADMIN_AREA: Requirement = {
  anyOf: [P.userManage, P.roleManage, P.fileManage, P.careerManage, P.distributorManage, P.studyVerify, P.settingsManage, P.noticeSend, P.classManage, P.auditRead],
  adminRole: true,
};
const TEACHER_AREA = any(P.courseManage, P.questionManage, P.examManage, P.examGrade);

export const AREAS: Record<AreaId, AreaRule> = {
  admin: {
    id: 'admin',
    base: paths.admin,
    requires: ADMIN_AREA,
    refusal: 'errors.adminOnly',
    entries: [
      { key: 'admin.users', path: paths.admin, requires: any(P.userManage) },
      { key: 'admin.roleManage', path: paths.adminRoleManage, requires: any(P.roleManage) },
      { key: 'admin.generalCourse', path: paths.adminGeneralCourse, requires: any(P.courseManage) },
      { key: 'admin.courseSchedule', path: paths.adminCourseSchedule, requires: any(P.courseManage) },
      { key: 'admin.studyReport', path: paths.adminStudyReport, requires: any(P.studyVerify, P.courseManage) },
      // One session's review (学时核验), opened from the report's sessions: no menu entry.
      { key: 'admin.studyReview', path: paths.adminStudyReview, requires: any(P.studyVerify) },
      { key: 'admin.studentCourse', path: paths.adminStudentCourse, requires: any(P.commentManage) },
      { key: 'admin.topicRepository', path: paths.adminTopicRepository, requires: any(P.questionManage) },
      { key: 'admin.examManage', path: paths.adminExamManage, requires: any(P.examManage) },
      { key: 'admin.rewindingCenter', path: paths.adminRewindingCenter, requires: GRADING },
      { key: 'admin.fileCenter', path: paths.adminFileCenter, requires: any(P.fileManage) },
      { key: 'admin.materialCenter', path: paths.adminMaterialCenter, requires: any(P.materialReview) },
      { key: 'admin.careerReferrals', path: paths.adminCareerReferrals, requires: any(P.careerManage) },
      { key: 'admin.classes', path: paths.adminClasses, requires: any(P.classManage) },
      // One class, opened from the list: no menu entry.
      { key: 'admin.class', path: paths.adminClass, requires: any(P.classManage) },
      { key: 'admin.courseCenter', path: paths.adminCourseCenter, requires: any(P.courseManage) },
      { key: 'admin.distributors', path: paths.adminDistributors, requires: any(P.distributorManage) },
      { key: 'admin.distributor', path: paths.adminDistributor, requires: any(P.distributorManage) },
      { key: 'admin.rerollPage', path: paths.adminRerollPage, requires: GRADING },
      { key: 'admin.auditLog', path: paths.adminAuditLog, requires: any(P.auditRead) },
      // Spec 001 §6: these two need the stored role admin, whatever the permissions.
      { key: 'admin.notification', path: paths.adminNotification, requires: ADMIN_ROLE_ONLY, adminOnly: true },
      { key: 'admin.settings', path: paths.adminSettings, requires: ADMIN_ROLE_ONLY, adminOnly: true },
      // Everyone who enters the area has their own profile page.
      { key: 'admin.information', path: paths.adminInformation, requires: ADMIN_AREA },
    ],
  },
  teacher: {
    id: 'teacher',
    base: paths.teacher,
    requires: TEACHER_AREA,
    refusal: 'errors.noAccess',
    entries: [
      { key: 'teacher.courseManager', path: paths.teacherCourseManager, requires: any(P.courseManage) },
      { key: 'teacher.topicManager', path: paths.teacherTopicManager, requires: any(P.questionManage) },
      { key: 'teacher.examManager', path: paths.teacherExamManager, requires: any(P.examManage) },
      { key: 'teacher.reprintManager', path: paths.teacherReprintManager, requires: GRADING },
      { key: 'teacher.rewindingManager', path: paths.teacherRewindingManager, requires: GRADING },
      { key: 'teacher.studentsManager', path: paths.teacherStudentsManager, requires: any(P.courseManage) },
      { key: 'teacher.studyReport', path: paths.teacherStudyReport, requires: any(P.courseManage) },
      // The classes the teacher leads (班主任), and one of them.
      { key: 'teacher.classes', path: paths.teacherClasses, requires: any(P.courseManage) },
      { key: 'teacher.class', path: paths.teacherClass, requires: any(P.courseManage) },
    ],
  },
  material: {
    id: 'material',
    base: `${paths.auditors}/material`,
    requires: any(P.materialReview),
    refusal: 'errors.noAccess',
    entries: [
      { key: 'material.home', path: paths.materialHome, requires: any(P.materialReview) },
      { key: 'material.review', path: paths.materialReview, requires: any(P.materialReview) },
      { key: 'material.status', path: paths.materialStatus, requires: any(P.materialReview) },
      { key: 'material.information', path: paths.materialInformation, requires: any(P.materialReview) },
    ],
  },
  financial: {
    id: 'financial',
    base: `${paths.auditors}/financial`,
    requires: any(P.paymentReview),
    refusal: 'errors.noAccess',
    entries: [
      { key: 'financial.home', path: paths.financialHome, requires: any(P.paymentReview) },
      { key: 'financial.review', path: paths.financialReview, requires: any(P.paymentReview) },
      { key: 'financial.status', path: paths.financialStatus, requires: any(P.paymentReview) },
      { key: 'financial.materialReview', path: paths.financialMaterialReview, requires: any(P.paymentReview) },
      { key: 'financial.materialStatus', path: paths.financialMaterialStatus, requires: any(P.paymentReview) },
      { key: 'financial.information', path: paths.financialInformation, requires: any(P.paymentReview) },
    ],
  },
  distributor: {
    id: 'distributor',
    base: paths.distributor,
    requires: any(P.dashboardView),
    refusal: 'errors.noAccess',
    entries: [{ key: 'distributor.dashboard', path: paths.distributor, requires: any(P.dashboardView) }],
  },
};

/** Staff areas in landing order (spec: admin first by role; then what the permissions open). */
export const STAFF_AREA_ORDER: readonly AreaId[] = ['teacher', 'material', 'financial', 'distributor', 'admin'];

/** Permissions of the learner area; a user holding none of them (and no learner role) has no place to land. */
const LEARNER_PERMISSIONS: readonly string[] = [P.courseBrowse, P.courseStudy, P.enrolmentApply, P.examTake];
const LEARNER_ROLES: readonly string[] = ['student', 'guest'];

const ENTRY_BY_KEY = new Map(Object.values(AREAS).flatMap((a) => a.entries.map((e) => [e.key, e] as const)));

export function entryRule(key: string): EntryRule {
  const rule = ENTRY_BY_KEY.get(key);
  if (!rule) throw new Error(`unknown menu entry ${key}`);
  return rule;
}

export function canOpenArea(area: AreaId, who: Grant): boolean {
  return meets(AREAS[area].requires, who);
}

/** May the user open this page? It needs its area and its own permission. */
export function canOpenEntry(key: string, who: Grant): boolean {
  const rule = entryRule(key);
  const area = Object.values(AREAS).find((a) => a.entries.includes(rule))!;
  return canOpenArea(area.id, who) && meets(rule.requires, who);
}

/** Case-insensitive route match, trailing slash ignored; `:param` matches one non-empty segment. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const split = (p: string) => p.toLowerCase().replace(/\/+$/, '').split('/');
  const want = split(pattern);
  const have = split(pathname);
  return want.length === have.length && want.every((seg, i) => (seg.startsWith(':') ? have[i] !== '' : seg === have[i]));
}

/** The page of an area this path is, if it is one of the table's. */
export function entryAt(area: AreaId, pathname: string): EntryRule | undefined {
  return AREAS[area].entries.find((e) => matchesPattern(e.path, pathname));
}

/** Where the area starts for this user: the first page they may open (pages with parameters skipped), or null. */
export function areaHome(area: AreaId, who: Grant): string | null {
  if (!canOpenArea(area, who)) return null;
  const first = AREAS[area].entries.find((e) => !e.path.includes(':') && meets(e.requires, who));
  return first?.path ?? null;
}

/** The staff areas the user may open, in landing order. */
export function openAreas(who: Grant): AreaId[] {
  return STAFF_AREA_ORDER.filter((a) => areaHome(a, who) !== null);
}

/**
 * Where a login lands: the admin role → /root; otherwise the first area the permissions open (teacher,
 * material, financial, distributor, then the admin area for a custom role holding admin permissions);
 * otherwise the learner area for a learner (role or permission); otherwise null (no area: the spec's
 * '用户角色不匹配，禁止访问！').
 */
export function landingPath(who: Grant): string | null {
  if (who.role === 'admin') return paths.admin;
  for (const area of STAFF_AREA_ORDER) {
    const home = areaHome(area, who);
    if (home) return home;
  }
  const learner = (who.roles ?? [who.role]).some((r) => r !== null && LEARNER_ROLES.includes(r)) || who.permissions.some((p) => LEARNER_PERMISSIONS.includes(p));
  return learner ? paths.classroom : null;
}

/** The other staff areas this user may open (the "switch to" links), each at its first page for them. */
export function areaSwitches(who: Grant, current?: AreaId): { area: AreaId; to: string }[] {
  return openAreas(who)
    .filter((a) => a !== current)
    .map((area) => ({ area, to: areaHome(area, who)! }));
}

/** The area a path lies in, if any. */
export function areaOfPath(pathname: string): AreaId | null {
  const p = pathname.toLowerCase();
  const area = Object.values(AREAS).find((a) => p === a.base.toLowerCase() || p.startsWith(`${a.base.toLowerCase()}/`));
  return area?.id ?? null;
}

/** A menu tree whose leaves name the entry they open; groups left without a leaf disappear. */
export interface MenuNode {
  entry?: string;
  children?: MenuNode[];
}

export function visibleMenu<T extends MenuNode>(items: T[], who: Grant): T[] {
  const out: T[] = [];
  for (const item of items) {
    if (item.children) {
      const children = visibleMenu(item.children as T[], who);
      if (children.length) out.push({ ...item, children });
    } else if (!item.entry || canOpenEntry(item.entry, who)) {
      out.push(item);
    }
  }
  return out;
}

/** Spec label of each built-in role's area, for "switch to …" links. */
export const AREA_LABEL_KEYS: Record<AreaId, string> = {
  admin: 'admin.consoleName',
  teacher: 'teacher.consoleName',
  material: 'auditor.materialConsole',
  financial: 'auditor.financialConsole',
  distributor: 'distributor.console',
};
