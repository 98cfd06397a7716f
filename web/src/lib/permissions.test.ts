import { describe, expect, it } from 'vitest';
import { AREAS, PERMISSION, areaHome, areaOfPath, areaSwitches, canOpenEntry, landingPath, matchesPattern, openAreas, visibleMenu, type Grant } from './permissions';
import { paths } from './paths';
import { permissionsOf } from '../test/fixtures';

const as = (roles: string[], permissions = permissionsOf(roles)): Grant => ({ role: roles[0] ?? null, roles, permissions });

describe('the permission table', () => {
  it('names every area page by a route of the route table', () => {
    const all = Object.values(paths) as string[];
    for (const area of Object.values(AREAS)) {
      for (const entry of area.entries) {
        expect(all, entry.key).toContain(entry.path);
        expect(areaOfPath(entry.path.replace(':paperId', '1')), entry.key).toBe(area.id);
      }
    }
  });

  it('uses only the server permission names', () => {
    const names = Object.values(PERMISSION) as string[];
    for (const area of Object.values(AREAS)) {
      for (const p of [...area.requires.anyOf, ...area.entries.flatMap((e) => e.requires.anyOf)]) expect(names).toContain(p);
    }
  });

  it('matches route patterns case-insensitively', () => {
    expect(matchesPattern('/root/reroll-page/:paperId', '/root/reroll-page/7')).toBe(true);
    expect(matchesPattern('/root/reroll-page/:paperId', '/root/reroll-page/')).toBe(false);
    expect(matchesPattern('/root', '/ROOT/')).toBe(true);
    expect(matchesPattern('/root', '/root/x')).toBe(false);
  });
});

describe('landing after login', () => {
  const cases: [string, Grant, string | null][] = [
    ['admin', as(['admin']), '/root'],
    ['admin whose stored permissions are empty', as(['admin'], []), '/root'],
    ['distributor', as(['distributor']), '/distributor'],
    ['teacher', as(['teacher', 'student']), '/teacher/course-manager'],
    ['finance', as(['finance']), '/auditors/financial/home'],
    ['reviewer', as(['reviewer']), '/auditors/material/home'],
    ['student', as(['student']), '/classroom'],
    ['guest', as(['guest']), '/classroom'],
    ['assistant (exam:grade)', as(['assistant'], ['exam:grade']), '/teacher/reprint-manager'],
    ['question author', as(['author'], ['question:manage']), '/teacher/topic-manager'],
    ['teacher order before auditors', as(['mix'], ['payment:review', 'material:review', 'exam:manage']), '/teacher/exam-manager'],
    ['material before financial', as(['mix'], ['payment:review', 'material:review']), '/auditors/material/home'],
    ['financial before distributor', as(['mix'], ['dashboard:view', 'payment:review']), '/auditors/financial/home'],
    ['custom user manager', as(['useradmin'], ['user:manage']), '/root'],
    ['custom career officer', as(['careers'], ['career:manage']), '/root/career-referrals'],
    ['custom channel manager', as(['channels'], ['distributor:manage']), '/root/distributors'],
    ['custom study-hours verifier', as(['verifier'], ['study:verify']), '/root/study-report'],
    ['custom audit-log reader', as(['auditor'], ['audit:read']), '/root/audit-log'],
    ['custom role with learner permissions', as(['member'], ['course:browse']), '/classroom'],
    ['custom role with nothing', as(['custom'], []), null],
    ['no role', { role: null, roles: [], permissions: [] }, null],
  ];
  for (const [name, who, home] of cases) {
    it(`${name} → ${home}`, () => expect(landingPath(who)).toBe(home));
  }
});

describe('menus', () => {
  const adminMenu = [
    { key: 'users', children: [{ key: 'user-details', entry: 'admin.users' }] },
    { key: 'permissions', children: [{ key: 'role-manage', entry: 'admin.roleManage' }] },
    { key: 'courses', children: [{ key: 'general-course', entry: 'admin.generalCourse' }, { key: 'course-schedule', entry: 'admin.courseSchedule' }] },
    { key: 'grading', children: [{ key: 'rewinding-center', entry: 'admin.rewindingCenter' }] },
    { key: 'materials', children: [{ key: 'material-center', entry: 'admin.materialCenter' }] },
  ];
  const keys = (items: { key: string; children?: { key: string }[] }[]) => items.flatMap((i) => [i.key, ...(i.children ?? []).map((c) => c.key)]);

  it('shows an administrator every entry', () => {
    expect(keys(visibleMenu(adminMenu, as(['admin'])))).toEqual(keys(adminMenu));
  });

  it('drops entries without their permission, and groups left empty', () => {
    expect(keys(visibleMenu(adminMenu, as(['useradmin'], ['user:manage', 'exam:grade'])))).toEqual(['users', 'user-details', 'grading', 'rewinding-center']);
  });

  it('shows the assistant only the grading pages of the teacher menu', () => {
    const teacherMenu = AREAS.teacher.entries.map((e) => ({ key: e.path, entry: e.key }));
    expect(visibleMenu(teacherMenu, as(['assistant'], ['exam:grade'])).map((i) => i.key)).toEqual([paths.teacherReprintManager, paths.teacherRewindingManager]);
    expect(visibleMenu(teacherMenu, as(['teacher'])).map((i) => i.key)).toEqual(teacherMenu.map((i) => i.key));
  });

  it('opens the study-hours report alone to a study:verify account, and to teachers in both areas', () => {
    const verifier = as(['verifier'], ['study:verify']);
    const adminMenuOf = (who: Grant) => visibleMenu(AREAS.admin.entries.map((e) => ({ key: e.path, entry: e.key })), who).map((i) => i.key);
    expect(adminMenuOf(verifier)).toEqual([paths.adminStudyReport, paths.adminStudyReview, paths.adminInformation]);
    expect(canOpenEntry('admin.studyReview', verifier)).toBe(true);
    expect(canOpenEntry('admin.studyReview', as(['teacher']))).toBe(false);
    expect(canOpenEntry('admin.studyReport', verifier)).toBe(true);
    expect(canOpenEntry('teacher.studyReport', verifier)).toBe(false);
    expect(canOpenEntry('teacher.studyReport', as(['teacher']))).toBe(true);
    // course:manage alone does not open the admin area.
    expect(canOpenEntry('admin.studyReport', as(['teacher']))).toBe(false);
    expect(canOpenEntry('admin.studyReport', as(['admin']))).toBe(true);
  });

  it('needs the area as well as the page permission', () => {
    // material:review opens /root/material-center only inside the admin area, which it does not open alone.
    expect(canOpenEntry('admin.materialCenter', as(['reviewer']))).toBe(false);
    expect(canOpenEntry('material.review', as(['reviewer']))).toBe(true);
    expect(() => canOpenEntry('nope', as(['admin']))).toThrow();
  });
});

describe('switching areas', () => {
  it('offers an administrator every other staff area at its first page', () => {
    expect(openAreas(as(['admin']))).toEqual(['teacher', 'material', 'financial', 'distributor', 'admin']);
    expect(areaSwitches(as(['admin']), 'admin')).toEqual([
      { area: 'teacher', to: '/teacher/course-manager' },
      { area: 'material', to: '/auditors/material/home' },
      { area: 'financial', to: '/auditors/financial/home' },
      { area: 'distributor', to: '/distributor' },
    ]);
  });

  it('offers nothing to a one-area user, and a learner every area it may open', () => {
    expect(areaSwitches(as(['reviewer']), 'material')).toEqual([]);
    expect(areaSwitches(as(['student']))).toEqual([]);
    expect(areaSwitches(as(['teacher', 'student']))).toEqual([{ area: 'teacher', to: '/teacher/course-manager' }]);
  });

  it('starts an area at the first page the user may open', () => {
    expect(areaHome('admin', as(['admin']))).toBe('/root');
    expect(areaHome('admin', as(['r'], ['role:manage']))).toBe('/root/role-manage');
    expect(areaHome('teacher', as(['student']))).toBeNull();
  });
});
