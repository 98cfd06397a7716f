//! Built-in roles, their priority, labels and permissions.

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

/// Built-in role → (label, permissions).
pub const BUILTIN: [(&str, &str, &[&str]); 7] = [
    (
        "admin",
        "管理员",
        &[
            "user:manage",
            "role:manage",
            "course:manage",
            "question:manage",
            "exam:manage",
            "exam:grade",
            "material:review",
            "payment:review",
            "notice:send",
            "file:manage",
            "dashboard:view",
        ],
    ),
    ("distributor", "渠道商", &["dashboard:view"]),
    (
        "teacher",
        "教师",
        &[
            "course:manage",
            "question:manage",
            "exam:manage",
            "exam:grade",
        ],
    ),
    ("finance", "财务审核员", &["payment:review"]),
    ("reviewer", "材料审核员", &["material:review"]),
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

/// Every permission of the built-in catalogue: (name, resource).
pub fn permission_catalogue() -> Vec<(&'static str, &'static str)> {
    let mut all: Vec<(&str, &str)> = Vec::new();
    for (_, _, perms) in BUILTIN {
        for p in perms {
            if !all.iter().any(|(n, _)| n == p) {
                all.push((p, p.split(':').next().unwrap_or(p)));
            }
        }
    }
    all
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

#[cfg(test)]
mod tests {
    use super::*;

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
    fn catalogue_has_no_duplicates_and_admin_holds_all() {
        let all = permission_catalogue();
        let admin = BUILTIN[0].2;
        for (name, _) in &all {
            assert!(
                admin.contains(name)
                    || [
                        "course:browse",
                        "course:study",
                        "enrolment:apply",
                        "exam:take"
                    ]
                    .contains(name)
            );
        }
        let mut names: Vec<_> = all.iter().map(|(n, _)| *n).collect();
        names.dedup();
        assert_eq!(names.len(), all.len());
    }
}
