// The administration calls' shapes, exactly as /work/admin-contract.md (issue 13) gives them, until the server's
// OpenAPI document carries them and api-types.ts names the generated ones.
import type { UserView } from '../../lib/api-types';

/** A row of the user list (no ID card). */
export interface AdminUserRow {
  id: number;
  username: string;
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  roles: string[];
  createdAt: number;
  updatedAt: number;
}

export interface AdminUserList {
  users: AdminUserRow[];
  totalCount: number;
}

/** Users counted by their first role (spec 001 §6): student, teacher (the "reviewers" card), admin. */
export interface UserStatistics {
  totalUsers: number;
  students: number;
  reviewers: number;
  admins: number;
}

/** Every UserView field plus the permissions given to the user directly. */
export type AdminUserDetail = UserView & { appendedPermissions: string[] };

export interface AdminUserBody {
  username: string;
  name: string;
  phone: string;
  email: string;
  idCard: string;
  /** Date of birth, epoch milliseconds. */
  birth: number;
  gender?: string | null;
  education: string;
  degree: string;
  workUnit?: string | null;
  workExperience?: number | null;
  address?: string | null;
  password: string;
  inviteCode?: string | null;
  roles: string[];
  /** Permission names. */
  permissions: string[];
}

/** An edit (id plus the fields) or, with only id and password, a password reset. */
export interface AdminUserEdit {
  id: number;
  username?: string;
  name?: string;
  phone?: string;
  email?: string;
  idCard?: string;
  birth?: number;
  gender?: string | null;
  education?: string;
  degree?: string;
  workUnit?: string;
  workExperience?: number | null;
  address?: string;
  password?: string;
}

export interface UserRolesBody {
  roleName: string[];
  permissionName?: string[];
}

export interface UserRoles {
  userId: number;
  roles: string[];
  appendedPermissions: string[];
  permissions: string[];
}

export interface PermissionView {
  id: number;
  resource: string;
  name: string;
  /** The Chinese label. */
  description: string;
}

export interface PermissionList {
  permissions: PermissionView[];
}

export interface RoleView {
  id: number;
  name: string;
  description?: string | null;
  builtin: boolean;
  /** Permission ids. */
  permissions: number[];
  permissionNames: string[];
  userCount: number;
  createdBy?: { id: number; username: string } | null;
  createdAt: number;
}

export interface RoleList {
  roles: RoleView[];
  totalCount: number;
}

export interface RoleBody {
  name: string;
  description?: string | null;
  permissions: number[];
}
