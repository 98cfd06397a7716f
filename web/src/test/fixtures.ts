// Builders of server answers for tests: a complete object of the generated type with the fields a test cares about.
import type { ProgressRow, UserView } from '../lib/api-types';
import type { Permission } from '../lib/permissions';

export function userView(fields: Partial<UserView> & Pick<UserView, 'id' | 'username'>): UserView {
  return { roles: [], permissions: [], mustChangePassword: false, createdAt: 0, updatedAt: 0, ...fields };
}

/** The built-in roles' permissions (admin contract), for tests that sign in as a built-in role. */
export const BUILTIN_PERMISSIONS: Record<string, Permission[]> = {
  admin: [
    'user:manage',
    'role:manage',
    'course:manage',
    'question:manage',
    'exam:manage',
    'exam:grade',
    'content:all',
    'material:review',
    'payment:review',
    'notice:send',
    'comment:manage',
    'file:manage',
    'career:manage',
    'distributor:manage',
    'settings:manage',
    'dashboard:view',
    'study:verify',
    'audit:read',
  ],
  distributor: ['dashboard:view'],
  teacher: ['course:manage', 'question:manage', 'exam:manage', 'comment:manage'],
  finance: ['payment:review'],
  reviewer: ['material:review'],
  student: ['course:browse', 'course:study', 'enrolment:apply', 'exam:take'],
  guest: ['course:browse'],
};

/** The effective permissions of these built-in roles together. */
export function permissionsOf(roles: string[]): Permission[] {
  return Array.from(new Set(roles.flatMap((r) => BUILTIN_PERMISSIONS[r] ?? [])));
}

/** A user of these built-in roles, with their permissions, as the server answers it. */
export function staffUser(roles: string[], fields: Partial<UserView> = {}): UserView {
  return userView({ id: 1, username: roles[0] ?? 'user', roles, permissions: permissionsOf(roles), ...fields });
}

/** A learner's progress row (learning progress): 周八 enrolled in course 2, a quarter done, an exam passed. */
export function progressRow(fields: Partial<ProgressRow> = {}): ProgressRow {
  return {
    userId: 16,
    username: 'zhouba',
    name: '周八',
    courseId: 2,
    courseName: 'Python爬虫工程师',
    status: 4,
    itemsDone: 3,
    itemsTotal: 12,
    percent: 25,
    lastStudiedAt: Date.UTC(2026, 10, 20, 8, 30),
    secondsStudied: 3900,
    examScore: 80,
    examTotal: 100,
    examPassed: true,
    examCompleted: true,
    enrolledAt: Date.UTC(2026, 10, 1),
    ...fields,
  };
}
