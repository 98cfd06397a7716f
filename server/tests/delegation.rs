//! Delegation (DESIGN "Delegation", issue 27 items 1–3) on the real server: a manager who is not
//! an administrator grants only what they hold, never to themself or a role they hold, never the
//! keys (admin, user:manage, role:manage) nor a built-in role, and never acts on an account or
//! role that holds more than they do; each refusal is a 403 with its code and changes nothing.
//! A user's access is their roles' plus only what was appended beyond them, and the last
//! administrator cannot delete their own account.

mod common;

use common::{DEMO_PASSWORD, Reply, TestApp, spawn_app};
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
    let list = app
        .get("/api/v0/admin/permission/permission", Some(admin))
        .await;
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
    app.post(
        "/api/v0/admin/permission/role",
        Some(admin),
        json!({"name": name, "permissions": ids}),
    )
    .await
    .id()
}

/// An account holding these roles (made by the administrator), logged in: (token, id).
async fn holder(app: &TestApp, admin: &str, username: &str, roles: &[&str]) -> (String, i64) {
    let id = app
        .post(
            "/api/v0/admin/user",
            Some(admin),
            user_form(username, roles, &[]),
        )
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
    app.get(
        &format!("/api/v0/admin/permission/user/role?userId={user_id}"),
        Some(admin),
    )
    .await
    .ok()
    .clone()
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
    let own = format!("/api/v0/admin/permission/user/role/{manager_id}");

    // Its own access, however it is widened.
    for body in [
        json!({"roleName": ["usermgr", "admin"]}),
        json!({"roleName": ["usermgr"], "permissionName": ["role:manage"]}),
        json!({"roleName": ["usermgr", "reviewer"]}),
    ] {
        refused(
            &app.put(&own, Some(&manager), body).await,
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
            .post(
                "/api/v0/admin/user",
                Some(&manager),
                user_form(&format!("made{i}"), roles, permissions),
            )
            .await;
        refused(&made, code);
        assert!(app.login(&format!("made{i}"), DEMO_PASSWORD).await.status != 200);
    }
    let not_held = app
        .post(
            "/api/v0/admin/user",
            Some(&manager),
            user_form("made9", &["student"], &["file:manage"]),
        )
        .await;
    assert!(not_held.message().contains("文件管理"), "{}", not_held.body);
    // What it holds it may give: a reviewer, a learner.
    app.post(
        "/api/v0/admin/user",
        Some(&manager),
        user_form("reviewer9", &["reviewer"], &["material:review"]),
    )
    .await
    .ok();
    app.put(
        &format!("/api/v0/admin/permission/user/role/{student_id}"),
        Some(&manager),
        json!({"roleName": ["student", "reviewer"]}),
    )
    .await
    .ok();
    refused(
        &app.put(
            &format!("/api/v0/admin/permission/user/role/{student_id}"),
            Some(&manager),
            json!({"roleName": ["teacher"]}),
        )
        .await,
        "DELEGATION_NOT_HELD",
    );

    // Accounts holding more than the manager: no reset, no edit, no deletion, no role change.
    for target in [admin_id, teacher_id] {
        let path = format!("/api/v0/admin/user/{target}");
        refused(
            &app.put(
                &path,
                Some(&manager),
                json!({"id": target, "password": "Taken2026over"}),
            )
            .await,
            "DELEGATION_OUTRANKED",
        );
        refused(
            &app.delete(&path, Some(&manager)).await,
            "DELEGATION_OUTRANKED",
        );
        refused(
            &app.put(
                &format!("/api/v0/admin/permission/user/role/{target}"),
                Some(&manager),
                json!({"roleName": ["student"]}),
            )
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
    app.get("/api/v0/admin/permission/role", Some(&manager))
        .await
        .ok();
    app.post(
        "/api/v0/admin/permission/role",
        Some(&manager),
        json!({"name": "sneaky", "permissions": []}),
    )
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
        &app.put(
            &format!("/api/v0/admin/permission/role/{own}"),
            Some(&manager),
            json!({"permissions": every}),
        )
        .await,
        "DELEGATION_OWN_ACCESS",
    );
    let roles = app
        .get("/api/v0/admin/permission/role", Some(&manager))
        .await;
    let student = roles.ok()["roles"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == "student")
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    refused(
        &app.put(
            &format!("/api/v0/admin/permission/role/{student}"),
            Some(&manager),
            json!({"permissions": ids(&["file:manage"]).await}),
        )
        .await,
        "DELEGATION_ADMIN_ONLY",
    );
    refused(
        &app.put(
            &format!("/api/v0/admin/permission/role/{finance}"),
            Some(&manager),
            json!({"description": "改名"}),
        )
        .await,
        "DELEGATION_OUTRANKED",
    );
    refused(
        &app.call(
            reqwest::Method::DELETE,
            "/api/v0/admin/permission/role",
            Some(&manager),
            Some(json!({"id": finance})),
        )
        .await,
        "DELEGATION_OUTRANKED",
    );
    for (names, code) in [
        (&["file:manage"][..], "DELEGATION_NOT_HELD"),
        (&["user:manage"][..], "DELEGATION_ADMIN_ONLY"),
        (&["role:manage"][..], "DELEGATION_ADMIN_ONLY"),
    ] {
        refused(
            &app.post(
                "/api/v0/admin/permission/role",
                Some(&manager),
                json!({"name": "widened", "permissions": ids(names).await}),
            )
            .await,
            code,
        );
    }
    // What it holds it may put in a role of its own making, and change it.
    let notifier = app
        .post(
            "/api/v0/admin/permission/role",
            Some(&manager),
            json!({"name": "notifier", "permissions": ids(&["notice:send"]).await}),
        )
        .await
        .id();
    app.put(
        &format!("/api/v0/admin/permission/role/{notifier}"),
        Some(&manager),
        json!({"description": "发通知的人"}),
    )
    .await
    .ok();

    // Nothing changed.
    let after = app.get("/api/v0/admin/permission/role", Some(&admin)).await;
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
        .post(
            "/api/v0/admin/user",
            Some(&admin),
            user_form("grader1", &["teacher"], &with_extra),
        )
        .await
        .id();
    let grader = app.session("grader1", DEMO_PASSWORD).await;
    let access = access_of(&app, &admin, id).await;
    assert_eq!(access["appendedPermissions"], json!(["notice:send"]));
    app.get("/api/v0/admin/exam/record", Some(&grader))
        .await
        .ok();

    // Back to learner: the teacher's access goes at the next request, the appended one stays.
    app.put(
        &format!("/api/v0/admin/permission/user/role/{id}"),
        Some(&admin),
        json!({"roleName": ["student"]}),
    )
    .await
    .ok();
    app.get("/api/v0/admin/exam/record", Some(&grader))
        .await
        .fails(403, "无权访问");
    app.get("/api/v0/admin/course", Some(&grader))
        .await
        .fails(403, "无权访问");
    app.get("/api/v0/admin/notification", Some(&grader))
        .await
        .ok();
    let access = access_of(&app, &admin, id).await;
    assert_eq!(access["roles"], json!(["student"]));
    assert_eq!(access["appendedPermissions"], json!(["notice:send"]));
}

#[tokio::test]
async fn the_last_administrator_cannot_delete_their_own_account() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let id = app.user_id(&admin).await;
    app.delete(&format!("/api/v0/user/{id}"), Some(&admin))
        .await
        .fails(409, "不能删除或降级最后一位管理员");
    app.session("admin1", DEMO_PASSWORD).await;

    // With a second administrator, either may leave.
    let second = app.account("admin2", "admin").await;
    let second_id = app.user_id(&second).await;
    app.delete(&format!("/api/v0/user/{second_id}"), Some(&second))
        .await
        .ok();
    assert!(app.login("admin2", DEMO_PASSWORD).await.status != 200);
    app.delete(&format!("/api/v0/user/{id}"), Some(&admin))
        .await
        .fails(409, "不能删除或降级最后一位管理员");
}
