//! Delegation (DESIGN "Delegation", issue 27 items 1–3) on the real server: a manager who is not
//! an administrator grants only what they hold, never to themself or a role they hold, never the
//! keys (admin, user:manage, role:manage) nor a built-in role, and never acts on an account or
//! role that holds more than they do; each refusal is a 403 with its code and changes nothing.
//! A user's access is their roles' plus only what was appended beyond them, and the last
//! administrator cannot delete their own account.

use crate::common::{DEMO_PASSWORD, Reply, TestApp, spawn_app};
use serde_json::{Value, json};

fn user_form(username: &str, roles: &[&str], permissions: &[&str]) -> Value {
    let n = rand::random_range(0..100_000_000u32);
    json!({
        "username": username, "name": "王小明", "phone": format!("135{n:08}"),
        "email": format!("{username}@example.cn"), "idCard": "44010119900501123X",
        "birth": 642_873_600_000_i64, "education": "本科", "degree": "学士",
        "password": DEMO_PASSWORD, "roles": roles, "permissions": permissions
    })
}

async fn permission_ids(app: &TestApp, admin: &str, names: &[&str]) -> Vec<i64> {
    let list = app.permissions(admin).await;
    let all = list.ok()["permissions"].as_array().unwrap().clone();
    names
        .iter()
        .map(|n| {
            all.iter().find(|p| p["name"] == *n).unwrap()["id"]
                .as_i64()
                .unwrap()
        })
        .collect()
}

/// Creates a role (as the administrator) and answers its id.
async fn role(app: &TestApp, admin: &str, name: &str, permissions: &[&str]) -> i64 {
    let ids = permission_ids(app, admin, permissions).await;
    app.create_role(admin, json!({"name": name, "permissions": ids}))
        .await
        .id()
}

/// An account holding these roles (made by the administrator), logged in: (token, id).
async fn holder(app: &TestApp, admin: &str, username: &str, roles: &[&str]) -> (String, i64) {
    let id = app
        .create_user(admin, user_form(username, roles, &[]))
        .await
        .id();
    (app.session(username, DEMO_PASSWORD).await, id)
}

#[track_caller]
fn refused(reply: &Reply, code: &str) {
    assert_eq!(reply.status.as_u16(), 403, "{}", reply.body);
    assert_eq!(reply.body["error"], code, "{}", reply.body);
    assert!(!reply.message().is_empty());
}

async fn access_of(app: &TestApp, admin: &str, user_id: i64) -> Value {
    app.user_roles(admin, user_id).await.ok().clone()
}

#[tokio::test]
async fn a_user_manager_grants_only_what_it_holds_and_never_to_itself() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let admin_id = app.user_id(&admin).await;
    role(&app, &admin, "usermgr", &["user:manage", "material:review"]).await;
    let (manager, manager_id) = holder(&app, &admin, "manager1", &["usermgr"]).await;
    let (_, teacher_id) = holder(&app, &admin, "teacher9", &["teacher"]).await;
    let (_, student_id) = holder(&app, &admin, "student9", &["student"]).await;

    // Its own access, however it is widened.
    for body in [
        json!({"roleName": ["usermgr", "admin"]}),
        json!({"roleName": ["usermgr"], "permissionName": ["role:manage"]}),
        json!({"roleName": ["usermgr", "reviewer"]}),
    ] {
        refused(
            &app.set_user_roles(&manager, manager_id, body).await,
            "DELEGATION_OWN_ACCESS",
        );
    }
    // New accounts get only what the manager holds, never the keys.
    let cases: [(&[&str], &[&str], &str); 6] = [
        (&["admin"], &[], "DELEGATION_ADMIN_ONLY"),
        (&["usermgr"], &[], "DELEGATION_ADMIN_ONLY"),
        (&["student"], &["user:manage"], "DELEGATION_ADMIN_ONLY"),
        (&["student"], &["file:manage"], "DELEGATION_NOT_HELD"),
        (&["teacher"], &[], "DELEGATION_NOT_HELD"),
        (&["finance"], &[], "DELEGATION_NOT_HELD"),
    ];
    for (i, (roles, permissions, code)) in cases.into_iter().enumerate() {
        let made = app
            .create_user(&manager, user_form(&format!("made{i}"), roles, permissions))
            .await;
        refused(&made, code);
        assert!(app.login(&format!("made{i}"), DEMO_PASSWORD).await.status != 200);
    }
    let not_held = app
        .create_user(&manager, user_form("made9", &["student"], &["file:manage"]))
        .await;
    assert!(not_held.message().contains("文件管理"), "{}", not_held.body);
    // What it holds it may give: a reviewer, a learner.
    app.create_user(
        &manager,
        user_form("reviewer9", &["reviewer"], &["material:review"]),
    )
    .await
    .ok();
    app.set_user_roles(
        &manager,
        student_id,
        json!({"roleName": ["student", "reviewer"]}),
    )
    .await
    .ok();
    refused(
        &app.set_user_roles(&manager, student_id, json!({"roleName": ["teacher"]}))
            .await,
        "DELEGATION_NOT_HELD",
    );

    // Accounts holding more than the manager: no reset, no edit, no deletion, no role change.
    for target in [admin_id, teacher_id] {
        refused(
            &app.edit_user(
                &manager,
                target,
                json!({"id": target, "password": "Taken2026over"}),
            )
            .await,
            "DELEGATION_OUTRANKED",
        );
        refused(
            &app.delete_user(&manager, target).await,
            "DELEGATION_OUTRANKED",
        );
        refused(
            &app.set_user_roles(&manager, target, json!({"roleName": ["student"]}))
                .await,
            "DELEGATION_OUTRANKED",
        );
    }

    // Nothing changed: the administrator still signs in and is still one; the manager too.
    app.session("admin1", DEMO_PASSWORD).await;
    app.session("teacher9", DEMO_PASSWORD).await;
    assert_eq!(
        access_of(&app, &admin, admin_id).await["roles"],
        json!(["admin"])
    );
    let manager_access = access_of(&app, &admin, manager_id).await;
    assert_eq!(manager_access["roles"], json!(["usermgr"]));
    assert_eq!(manager_access["appendedPermissions"], json!([]));
    assert_eq!(
        access_of(&app, &admin, teacher_id).await["roles"],
        json!(["teacher"])
    );
    app.roles(&manager, "").await.ok();
    app.create_role(&manager, json!({"name": "sneaky", "permissions": []}))
        .await
        .fails(403, "无权访问");
}

#[tokio::test]
async fn a_role_manager_cannot_give_a_role_more_than_it_holds() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let own = role(&app, &admin, "rolemgr", &["role:manage", "notice:send"]).await;
    let finance = role(&app, &admin, "finmgr", &["payment:review"]).await;
    let (manager, _) = holder(&app, &admin, "rolemgr1", &["rolemgr"]).await;
    let ids = |names: &'static [&'static str]| {
        let app = &app;
        let admin = admin.clone();
        async move { permission_ids(app, &admin, names).await }
    };
    let every = ids(&[
        "user:manage",
        "role:manage",
        "notice:send",
        "file:manage",
        "settings:manage",
    ])
    .await;

    // Its own role, a built-in role, a role giving what it lacks.
    refused(
        &app.update_role_at(&manager, own, json!({"permissions": every}))
            .await,
        "DELEGATION_OWN_ACCESS",
    );
    let roles = app.roles(&manager, "").await;
    let student = roles.ok()["roles"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == "student")
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    refused(
        &app.update_role_at(
            &manager,
            student,
            json!({"permissions": ids(&["file:manage"]).await}),
        )
        .await,
        "DELEGATION_ADMIN_ONLY",
    );
    refused(
        &app.update_role_at(&manager, finance, json!({"description": "改名"}))
            .await,
        "DELEGATION_OUTRANKED",
    );
    refused(
        &app.delete_role(&manager, finance).await,
        "DELEGATION_OUTRANKED",
    );
    for (names, code) in [
        (&["file:manage"][..], "DELEGATION_NOT_HELD"),
        (&["user:manage"][..], "DELEGATION_ADMIN_ONLY"),
        (&["role:manage"][..], "DELEGATION_ADMIN_ONLY"),
    ] {
        refused(
            &app.create_role(
                &manager,
                json!({"name": "widened", "permissions": ids(names).await}),
            )
            .await,
            code,
        );
    }
    // What it holds it may put in a role of its own making, and change it.
    let notifier = app
        .create_role(
            &manager,
            json!({"name": "notifier", "permissions": ids(&["notice:send"]).await}),
        )
        .await
        .id();
    app.update_role_at(&manager, notifier, json!({"description": "发通知的人"}))
        .await
        .ok();

    // Nothing changed.
    let after = app.roles(&admin, "").await;
    let names_of = |name: &str| {
        let mut names: Vec<String> = after.data()["roles"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["name"] == name)
            .unwrap()["permissionNames"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| n.as_str().unwrap().to_string())
            .collect();
        names.sort();
        names
    };
    assert_eq!(names_of("rolemgr"), ["notice:send", "role:manage"]);
    assert_eq!(names_of("finmgr"), ["payment:review"]);
    assert!(!names_of("student").contains(&"file:manage".to_string()));
    assert!(
        after.data()["roles"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["name"] != "widened")
    );
}

#[tokio::test]
async fn appended_permissions_are_only_those_beyond_the_roles_and_leave_with_them() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    // The add-user form sends the chosen role's permissions with it.
    let teacher_permissions = [
        "course:manage",
        "question:manage",
        "exam:manage",
        "comment:manage",
    ];
    let mut with_extra = teacher_permissions.to_vec();
    with_extra.push("notice:send");
    let id = app
        .create_user(&admin, user_form("grader1", &["teacher"], &with_extra))
        .await
        .id();
    let grader = app.session("grader1", DEMO_PASSWORD).await;
    let access = access_of(&app, &admin, id).await;
    assert_eq!(access["appendedPermissions"], json!(["notice:send"]));
    app.submitted_records(&grader).await.ok();

    // Back to learner: the teacher's access goes at the next request, the appended one stays.
    app.set_user_roles(&admin, id, json!({"roleName": ["student"]}))
        .await
        .ok();
    app.submitted_records(&grader).await.fails(403, "无权访问");
    app.managed_courses(&grader).await.fails(403, "无权访问");
    app.sent_notices(&grader).await.ok();
    let access = access_of(&app, &admin, id).await;
    assert_eq!(access["roles"], json!(["student"]));
    assert_eq!(access["appendedPermissions"], json!(["notice:send"]));
}

#[tokio::test]
async fn the_last_administrator_cannot_delete_their_own_account() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let id = app.user_id(&admin).await;
    app.delete_account(&admin, id)
        .await
        .fails(409, "不能删除或降级最后一位管理员");
    app.session("admin1", DEMO_PASSWORD).await;

    // With a second administrator, either may leave.
    let second = app.account("admin2", "admin").await;
    let second_id = app.user_id(&second).await;
    app.delete_account(&second, second_id).await.ok();
    assert!(app.login("admin2", DEMO_PASSWORD).await.status != 200);
    app.delete_account(&admin, id)
        .await
        .fails(409, "不能删除或降级最后一位管理员");
}
