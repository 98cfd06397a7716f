//! Built-in roles, their priority and labels, and the permission catalogue the server checks.

/// Built-in roles in login priority order: the first a user holds is the active role.
pub const PRIORITY: [&str; 7] = [
    "admin",
    "distributor",
    "teacher",
    "finance",
    "reviewer",
    "student",
    "guest",
];

pub const ADMIN: &str = "admin";
pub const TEACHER: &str = "teacher";
pub const REVIEWER: &str = "reviewer";
pub const FINANCE: &str = "finance";
pub const STUDENT: &str = "student";
pub const GUEST: &str = "guest";

/// The permissions the server checks. Every staff endpoint requires one of them.
pub mod perm {
    pub const USER_MANAGE: &str = "user:manage";
    pub const ROLE_MANAGE: &str = "role:manage";
    pub const COURSE_MANAGE: &str = "course:manage";
    pub const QUESTION_MANAGE: &str = "question:manage";
    /// Author exams; an author also grades the sheets of their own exams.
    pub const EXAM_MANAGE: &str = "exam:manage";
    /// Grade the answer sheets of every exam.
    pub const EXAM_GRADE: &str = "exam:grade";
    /// Work on every teacher's courses, questions and exams, not only one's own.
    pub const CONTENT_ALL: &str = "content:all";
    pub const MATERIAL_REVIEW: &str = "material:review";
    pub const PAYMENT_REVIEW: &str = "payment:review";
    pub const NOTICE_SEND: &str = "notice:send";
    /// Hide, delete and reply to comments on one's own courses (every course with content:all).
    pub const COMMENT_MANAGE: &str = "comment:manage";
    pub const FILE_MANAGE: &str = "file:manage";
    pub const SETTINGS_MANAGE: &str = "settings:manage";
    pub const DASHBOARD_VIEW: &str = "dashboard:view";
    /// Keep employers' positions and refer learners to them.
    pub const CAREER_MANAGE: &str = "career:manage";
    /// Every distributor's dashboard and invite codes, and the comparison of all of them.
    pub const DISTRIBUTOR_MANAGE: &str = "distributor:manage";
    /// Read every course's study-hours report (a teacher reads their own courses' with
    /// course:manage) and verify learners' study.
    pub const STUDY_VERIFY: &str = "study:verify";
    /// Revoke certificates, read their history and how often they were verified, download any.
    pub const CERTIFICATE_MANAGE: &str = "certificate:manage";
    /// Open classes and fill them, export their rosters and archives, import learners in bulk.
    pub const CLASS_MANAGE: &str = "class:manage";
    /// Read and export the audit log (操作日志).
    pub const AUDIT_READ: &str = "audit:read";
}

/// The permission catalogue: (name, label). The resource is the part before ':'.
pub const PERMISSIONS: [(&str, &str); 24] = [
    (perm::USER_MANAGE, "用户管理"),
    (perm::ROLE_MANAGE, "角色与权限管理"),
    (perm::COURSE_MANAGE, "课程管理"),
    (perm::QUESTION_MANAGE, "题库管理"),
    (perm::EXAM_MANAGE, "考试管理（含批阅自己考试的答卷）"),
    (perm::EXAM_GRADE, "阅卷（全部考试的答卷）"),
    (perm::CONTENT_ALL, "管理全部教师的课程、题库和考试"),
    (perm::MATERIAL_REVIEW, "材料审核"),
    (perm::PAYMENT_REVIEW, "缴费审核"),
    (perm::NOTICE_SEND, "发送通知"),
    (perm::COMMENT_MANAGE, "评论管理"),
    (perm::FILE_MANAGE, "文件管理"),
    (perm::SETTINGS_MANAGE, "系统设置"),
    (perm::DASHBOARD_VIEW, "渠道数据看板"),
    (perm::CAREER_MANAGE, "就业推荐管理"),
    (perm::DISTRIBUTOR_MANAGE, "渠道商管理"),
    (perm::STUDY_VERIFY, "学时核验"),
    (perm::CERTIFICATE_MANAGE, "证书管理（作废、核验记录）"),
    (
        perm::CLASS_MANAGE,
        "班级管理（开班、花名册、培训档案、批量导入学员）",
    ),
    (perm::AUDIT_READ, "查看操作日志"),
    ("course:browse", "浏览课程"),
    ("course:study", "学习课程"),
    ("enrolment:apply", "报名"),
    ("exam:take", "参加考试"),
];

/// The permission names as one vocabulary of the API document: `Permission` is a string enum of
/// the catalogue's names (written by the document's modifier from `PERMISSIONS`); a field holding
/// one or a list of them says so with `#[schema(schema_with = …)]`.
pub fn permission_name() -> utoipa::openapi::Ref {
    utoipa::openapi::Ref::from_schema_name("Permission")
}

pub fn permission_names() -> utoipa::openapi::schema::Array {
    utoipa::openapi::schema::ArrayBuilder::new()
        .items(permission_name())
        .build()
}

/// The resource of a permission name (`course:manage` → `course`).
pub fn resource_of(name: &str) -> &str {
    name.split(':').next().unwrap_or(name)
}

/// The label of a known permission.
pub fn permission_label(name: &str) -> Option<&'static str> {
    PERMISSIONS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, label)| *label)
}

const STAFF: [&str; 20] = [
    perm::USER_MANAGE,
    perm::ROLE_MANAGE,
    perm::COURSE_MANAGE,
    perm::QUESTION_MANAGE,
    perm::EXAM_MANAGE,
    perm::EXAM_GRADE,
    perm::CONTENT_ALL,
    perm::MATERIAL_REVIEW,
    perm::PAYMENT_REVIEW,
    perm::NOTICE_SEND,
    perm::COMMENT_MANAGE,
    perm::FILE_MANAGE,
    perm::SETTINGS_MANAGE,
    perm::DASHBOARD_VIEW,
    perm::CAREER_MANAGE,
    perm::DISTRIBUTOR_MANAGE,
    perm::STUDY_VERIFY,
    perm::CERTIFICATE_MANAGE,
    perm::CLASS_MANAGE,
    perm::AUDIT_READ,
];

/// Built-in role → (label, permissions). The administrator holds every staff permission, always.
pub const BUILTIN: [(&str, &str, &[&str]); 7] = [
    ("admin", "管理员", &STAFF),
    ("distributor", "渠道商", &[perm::DASHBOARD_VIEW]),
    (
        "teacher",
        "教师",
        &[
            perm::COURSE_MANAGE,
            perm::QUESTION_MANAGE,
            perm::EXAM_MANAGE,
            perm::COMMENT_MANAGE,
        ],
    ),
    ("finance", "财务审核员", &[perm::PAYMENT_REVIEW]),
    ("reviewer", "材料审核员", &[perm::MATERIAL_REVIEW]),
    (
        "student",
        "学生",
        &[
            "course:browse",
            "course:study",
            "enrolment:apply",
            "exam:take",
        ],
    ),
    ("guest", "游客", &["course:browse"]),
];

/// The permissions a built-in role is created with.
pub fn builtin_permissions(role: &str) -> &'static [&'static str] {
    BUILTIN
        .iter()
        .find(|(name, _, _)| *name == role)
        .map(|(_, _, perms)| *perms)
        .unwrap_or(&[])
}

/// Is this one of the built-in roles (which cannot be renamed or deleted)?
pub fn is_builtin(role: &str) -> bool {
    PRIORITY.contains(&role)
}

/// A role name an administrator may create: a lower-case letter, then 1–31 lower-case letters,
/// digits, '_' or '-'.
pub fn is_role_name(name: &str) -> bool {
    let b = name.as_bytes();
    (2..=32).contains(&b.len())
        && b[0].is_ascii_lowercase()
        && b.iter()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == b'_' || *c == b'-')
}

/// Rank of a role in [`PRIORITY`]; roles the admin created come after the built-in ones.
pub fn rank(role: &str) -> usize {
    PRIORITY
        .iter()
        .position(|r| *r == role)
        .unwrap_or(PRIORITY.len())
}

/// Sorts role names by priority, keeping created roles in name order after the built-in ones.
pub fn sort_by_priority(roles: &mut [String]) {
    roles.sort_by(|a, b| rank(a).cmp(&rank(b)).then_with(|| a.cmp(b)));
}

/// Permissions only an administrator grants: whoever holds one of them can grant anything.
pub const ADMIN_ONLY: [&str; 2] = [perm::USER_MANAGE, perm::ROLE_MANAGE];

/// Is this a staff permission (one the delegation rules guard)? The learner's and guest's
/// permissions (browse, study, apply, take exams) are given with the student and guest roles
/// by anyone who manages users.
pub fn is_staff_permission(name: &str) -> bool {
    STAFF.contains(&name) || permission_label(name).is_none()
}

/// Why a delegated manager's change of access is refused (DESIGN "Delegation").
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Denied {
    /// It changes the caller's own roles or permissions, or a role the caller holds.
    OwnAccess,
    /// It grants the admin role, user:manage or role:manage, or edits a built-in role.
    AdminOnly,
    /// It grants a staff permission the caller does not hold.
    NotHeld(String),
    /// It changes, resets or deletes an account (or a role) holding a staff permission, or the
    /// admin role, the caller lacks.
    Outranked,
}

/// Who is changing access: an administrator may do anything the other rules allow; anyone else
/// grants, changes and removes only what they hold themself.
pub struct Delegator<'a> {
    pub admin: bool,
    pub holds: &'a [String],
}

impl Delegator<'_> {
    fn holds(&self, permission: &str) -> bool {
        self.holds.iter().any(|p| p == permission)
    }

    /// May the caller give these permissions (and, with `admin_role`, the admin role)?
    pub fn may_grant<'p>(
        &self,
        permissions: impl IntoIterator<Item = &'p str>,
        admin_role: bool,
    ) -> Result<(), Denied> {
        if self.admin {
            return Ok(());
        }
        if admin_role {
            return Err(Denied::AdminOnly);
        }
        for p in permissions {
            if ADMIN_ONLY.contains(&p) {
                return Err(Denied::AdminOnly);
            }
            if is_staff_permission(p) && !self.holds(p) {
                return Err(Denied::NotHeld(p.to_string()));
            }
        }
        Ok(())
    }

    /// May the caller change, reset or delete an account (or change a role) that holds these
    /// permissions (and, with `admin_role`, the admin role)?
    pub fn may_act_on<'p>(
        &self,
        permissions: impl IntoIterator<Item = &'p str>,
        admin_role: bool,
    ) -> Result<(), Denied> {
        if self.admin {
            return Ok(());
        }
        let outranked = admin_role
            || permissions
                .into_iter()
                .any(|p| is_staff_permission(p) && !self.holds(p));
        if outranked {
            Err(Denied::Outranked)
        } else {
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn held(names: &[&str]) -> Vec<String> {
        names.iter().map(|n| n.to_string()).collect()
    }

    #[test]
    fn a_delegated_manager_grants_only_what_it_holds_and_never_the_keys() {
        let holds = held(&[perm::USER_MANAGE, perm::MATERIAL_REVIEW]);
        let manager = Delegator {
            admin: false,
            holds: &holds,
        };
        assert_eq!(manager.may_grant([perm::MATERIAL_REVIEW], false), Ok(()));
        assert_eq!(
            manager.may_grant(builtin_permissions(STUDENT).iter().copied(), false),
            Ok(())
        );
        assert_eq!(manager.may_grant([], true), Err(Denied::AdminOnly));
        for key in ADMIN_ONLY {
            assert_eq!(
                manager.may_grant([key], false),
                Err(Denied::AdminOnly),
                "{key}"
            );
        }
        assert_eq!(
            manager.may_grant([perm::FILE_MANAGE], false),
            Err(Denied::NotHeld(perm::FILE_MANAGE.into()))
        );
        assert_eq!(
            manager.may_grant(["made:up"], false),
            Err(Denied::NotHeld("made:up".into()))
        );
        let admin = Delegator {
            admin: true,
            holds: &[],
        };
        assert_eq!(admin.may_grant(STAFF, true), Ok(()));
    }

    #[test]
    fn a_delegated_manager_acts_only_on_accounts_it_outranks() {
        let holds = held(&[perm::USER_MANAGE, perm::MATERIAL_REVIEW]);
        let manager = Delegator {
            admin: false,
            holds: &holds,
        };
        let student = builtin_permissions(STUDENT).iter().copied();
        assert_eq!(manager.may_act_on(student, false), Ok(()));
        assert_eq!(manager.may_act_on([perm::MATERIAL_REVIEW], false), Ok(()));
        assert_eq!(
            manager.may_act_on([perm::PAYMENT_REVIEW], false),
            Err(Denied::Outranked)
        );
        assert_eq!(manager.may_act_on([], true), Err(Denied::Outranked));
        let admin = Delegator {
            admin: true,
            holds: &[],
        };
        assert_eq!(admin.may_act_on(STAFF, true), Ok(()));
    }

    #[test]
    fn roles_sort_by_priority_with_custom_roles_last() {
        let mut roles = vec![
            "student".into(),
            "zeta".into(),
            "teacher".into(),
            "admin".into(),
            "alpha".into(),
        ];
        sort_by_priority(&mut roles);
        assert_eq!(roles, ["admin", "teacher", "student", "alpha", "zeta"]);
    }

    #[test]
    fn every_built_in_permission_is_in_the_catalogue_once_and_admin_holds_every_staff_one() {
        let mut names: Vec<_> = PERMISSIONS.iter().map(|(n, _)| *n).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), PERMISSIONS.len());
        for (_, _, perms) in BUILTIN {
            for p in perms {
                assert!(permission_label(p).is_some(), "{p} has no label");
            }
        }
        for (name, _) in PERMISSIONS {
            let learner = [
                "course:browse",
                "course:study",
                "enrolment:apply",
                "exam:take",
            ];
            assert!(builtin_permissions(ADMIN).contains(&name) || learner.contains(&name));
        }
        assert!(!builtin_permissions(TEACHER).contains(&perm::CONTENT_ALL));
    }

    #[test]
    fn created_role_names_are_lower_case_words() {
        for ok in ["assistant", "grader-2", "a_b"] {
            assert!(is_role_name(ok), "{ok}");
        }
        for bad in ["", "a", "Assistant", "2nd", "助教", "a b", &"a".repeat(33)] {
            assert!(!is_role_name(bad), "{bad}");
        }
    }
}
