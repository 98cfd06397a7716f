//! Administration on the real server: accounts, roles and appended permissions, the permission
//! checks of every staff endpoint (by permission, never by role name), last-administrator
//! protection under concurrency, the validation messages of spec 001 §5 and changes of access
//! taking effect on the next request.

use crate::common;

use crate::common::{DEMO_PASSWORD, TestApp, spawn_app};
use futures_util::future::join_all;
use serde_json::{Value, json};

const NEW_PASSWORD: &str = "Newpass2026x";

/// A complete add-user form.
fn user_form(username: &str, phone: &str) -> Value {
    json!({
        "username": username, "name": "王小明", "phone": phone,
        "email": format!("{username}@example.cn"), "idCard": "44010119900501123X",
        "birth": 642_873_600_000_i64, "education": "本科", "degree": "学士",
        "workUnit": "广州电力", "workExperience": 5, "address": "广州市天河区",
        "password": DEMO_PASSWORD, "roles": ["student"], "permissions": ["course:browse"]
    })
}

async fn create_user(app: &TestApp, admin: &str, form: Value) -> i64 {
    app.create_user(admin, form).await.id()
}

async fn permission_id(app: &TestApp, admin: &str, name: &str) -> i64 {
    let list = app.permissions(admin).await;
    list.ok()["permissions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == name)
        .unwrap_or_else(|| panic!("{name} in the catalogue"))["id"]
        .as_i64()
        .unwrap()
}

/// A user holding only a new role with these permissions, logged in.
async fn holder_of(app: &TestApp, admin: &str, role: &str, permissions: &[&str]) -> String {
    let mut ids = Vec::new();
    for p in permissions {
        ids.push(permission_id(app, admin, p).await);
    }
    app.create_role(
        admin,
        json!({"name": role, "description": "测试角色", "permissions": ids}),
    )
    .await
    .ok();
    let n = rand::random_range(0..100_000_000u32);
    let username = format!("h{n:08}");
    let mut form = user_form(&username, &format!("136{n:08}"));
    form["roles"] = json!([role]);
    form["permissions"] = json!([]);
    create_user(app, admin, form).await;
    app.session(&username, DEMO_PASSWORD).await
}

#[tokio::test]
async fn an_assistant_with_grading_only_grades_every_teachers_exams_and_authors_nothing() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let teacher = app.staff("teacher").await;
    let bank = app.question_bank(&teacher).await;
    let exam = app.upcoming_exam(&teacher, bank.ids()[0]).await;
    let assistant = holder_of(&app, &admin, "assistant", &["exam:grade"]).await;
    let other_teacher = app.account("teacher2", "teacher").await;

    let listed = |reply: &common::Reply| -> Vec<i64> {
        reply.ok()["exams"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["id"].as_i64().unwrap())
            .collect()
    };
    let seen = app.managed_exams(&assistant, "").await;
    assert!(listed(&seen).contains(&exam), "{}", seen.body);
    let not_own = app.managed_exams(&other_teacher, "").await;
    assert!(!listed(&not_own).contains(&exam));
    app.submitted_records(&assistant).await.ok();
    // Authoring stays refused.
    app.managed_exam(&assistant, exam)
        .await
        .fails(403, "无权访问");
    app.questions(&assistant).await.fails(403, "无权访问");
    app.users(&assistant, "").await.fails(403, "无权访问");
}

/// A date of birth sent as milliseconds beyond any date (found by the fuzzer: the server
/// overflowed turning it into a day) is refused like any impossible date, and nothing is made.
#[tokio::test]
async fn a_birth_beyond_any_date_is_refused_and_makes_no_account() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    for birth in [i64::MAX, i64::MIN] {
        let mut form = user_form("Overflow", "13912340007");
        form["birth"] = json!(birth);
        app.create_user(&admin, form)
            .await
            .fails(400, "请选择出生日期");
    }
    let found = app.users(&admin, "username=Overflow").await;
    assert_eq!(found.ok()["totalCount"], 0);
}

#[tokio::test]
async fn an_administrator_creates_finds_edits_resets_and_deletes_an_account() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let mut form = user_form("LiTeacher", "13912340006");
    form["roles"] = json!(["teacher"]);
    form["permissions"] = json!(["exam:grade"]);
    let id = create_user(&app, &admin, form).await;

    let detail = app.user_detail(&admin, id).await;
    let d = detail.ok();
    assert_eq!(d["roles"], json!(["teacher"]));
    assert_eq!(d["appendedPermissions"], json!(["exam:grade"]));
    assert!(
        d["permissions"]
            .as_array()
            .unwrap()
            .contains(&json!("course:manage"))
    );
    assert_eq!(d["idCard"], "44010119900501123X");
    assert_eq!(d["birthDate"], "1990-05-17");

    // Search: by a part of the phone, case-insensitively by username, by id digits; the list
    // carries no ID card.
    for query in [
        "phone=2340006".to_string(),
        "username=liteach".to_string(),
        "username=LITEACHER".to_string(),
        format!("id={id}"),
        "email=LITEACHER@EXAMPLE".to_string(),
    ] {
        let found = app.users(&admin, &query).await;
        let users = found.ok()["users"].as_array().unwrap().clone();
        assert!(
            users.iter().any(|u| u["id"] == id),
            "{query}: {}",
            found.body
        );
        assert!(users.iter().all(|u| u.get("idCard").is_none()));
    }
    let none = app.users(&admin, "phone=%25").await;
    assert_eq!(
        none.ok()["totalCount"],
        0,
        "a % is a character, not a wildcard"
    );
    let all = app.users(&admin, "").await;
    assert!(
        all.ok()["users"]
            .as_array()
            .unwrap()
            .iter()
            .all(|u| u["username"] != "guest")
    );

    let stats = app.user_statistics(&admin).await;
    assert_eq!(stats.ok()["totalUsers"], 2);
    assert_eq!(
        stats.ok()["reviewers"],
        1,
        "teachers are the reviewers card"
    );
    assert_eq!(stats.ok()["admins"], 1);
    assert_eq!(stats.ok()["students"], 0);

    // Edit.
    let mut edit = user_form("LiTeacher2", "13912340007");
    edit["id"] = json!(id);
    edit.as_object_mut().unwrap().remove("password");
    let edited = app.edit_user(&admin, id, edit).await;
    assert_eq!(edited.ok()["username"], "LiTeacher2");
    assert_eq!(edited.ok()["phone"], "13912340007");

    // Reset the password: the user's session ends, the new password works.
    let old_session = app.session("LiTeacher2", DEMO_PASSWORD).await;
    app.edit_user(&admin, id, json!({"id": id, "password": NEW_PASSWORD}))
        .await
        .ok();
    assert_eq!(app.profile(old_session.as_str()).await.status, 401);
    let new_session = app.session("LiTeacher2", NEW_PASSWORD).await;

    // Delete: the account and its session are gone.
    app.delete_user(&admin, id).await.ok();
    assert_eq!(app.profile(new_session.as_str()).await.status, 401);
    app.user_detail(&admin, id).await.fails(404, "用户不存在");
}

#[tokio::test]
async fn add_and_edit_refuse_bad_input_with_the_spec_messages_and_change_nothing() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let empty = app.create_user(&admin, json!({})).await;
    assert_eq!(empty.status, 400);
    for (field, message) in [
        ("username", "请输入用户名"),
        ("name", "请输入姓名"),
        ("phone", "请输入手机号"),
        ("idCard", "请输入身份证号"),
        ("birth", "请选择出生日期"),
        ("education", "请选择学历"),
        ("degree", "请选择学位"),
        ("email", "请输入邮箱"),
        ("password", "请输入密码"),
    ] {
        assert_eq!(empty.field(field), message, "{field}: {}", empty.body);
    }
    let future = app.now_ms() + 86_400_000;
    for (change, field, message) in [
        (json!({"phone": "12345"}), "phone", "请输入正确的手机号"),
        (
            json!({"username": "x"}),
            "username",
            "长度在 2 到 20 个字符",
        ),
        (json!({"name": "王"}), "name", "长度在 2 到 20 个字符"),
        (json!({"idCard": "4401"}), "idCard", "身份证号格式不正确"),
        (json!({"email": "nope"}), "email", "请输入正确的邮箱地址"),
        (
            json!({"password": "abc123"}),
            "password",
            "密码长度至少10位",
        ),
        (
            json!({"password": "abcdefghijkl"}),
            "password",
            "密码需包含字母和数字",
        ),
        (
            json!({"inviteCode": "abc"}),
            "inviteCode",
            "邀请码长度必须为12个字符",
        ),
        (
            json!({"workExperience": -1}),
            "workExperience",
            "工作经验不能为负数",
        ),
        (json!({"birth": future}), "birth", "出生日期不能晚于今天"),
        (json!({"education": "幼儿园"}), "education", "学历选项无效"),
        (
            json!({"permissions": ["nope:nothing"]}),
            "permissions",
            "权限不存在",
        ),
        (json!({"roles": ["nope"]}), "roles", "角色不存在"),
    ] {
        let mut form = user_form("badinput", "13912349999");
        for (k, v) in change.as_object().unwrap() {
            form[k] = v.clone();
        }
        let refused = app.create_user(&admin, form).await;
        assert_eq!(refused.status, 400, "{field}: {}", refused.body);
        assert_eq!(refused.field(field), message, "{field}: {}", refused.body);
    }
    let stats = app.user_statistics(&admin).await;
    assert_eq!(stats.ok()["totalUsers"], 1, "nothing was created");

    // Edit: work unit and address are required too; a taken phone is a conflict.
    let id = create_user(&app, &admin, user_form("editme", "13912340010")).await;
    let mut edit = user_form("editme", "13912340010");
    edit.as_object_mut().unwrap().remove("workUnit");
    edit["address"] = json!(" ");
    edit.as_object_mut().unwrap().remove("password");
    let refused = app.edit_user(&admin, id, edit).await;
    assert_eq!(refused.field("workUnit"), "请输入工作单位");
    assert_eq!(refused.field("address"), "请输入地址");
    let mut taken = user_form("editme", "13800000099");
    create_user(&app, &admin, user_form("other", "13800000099")).await;
    taken.as_object_mut().unwrap().remove("password");
    let conflict = app.edit_user(&admin, id, taken).await;
    assert_eq!(conflict.status, 409);
    assert_eq!(conflict.field("phone"), "手机号已被注册");
    let reset = app
        .edit_user(&admin, id, json!({"id": id, "password": ""}))
        .await;
    assert_eq!(reset.field("password"), "请输入新密码");
    let kept = app.user_detail(&admin, id).await;
    assert_eq!(kept.ok()["phone"], "13912340010");
    assert_eq!(kept.ok()["address"], "广州市天河区");
    // No roles chosen: guest (spec 001 §5).
    let mut no_roles = user_form("noroles", "13912340011");
    no_roles["roles"] = json!([]);
    let guest = create_user(&app, &admin, no_roles).await;
    let detail = app.user_detail(&admin, guest).await;
    assert_eq!(detail.ok()["roles"], json!(["guest"]));
}

#[tokio::test]
async fn roles_change_on_the_next_request_and_the_last_role_stays() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let teacher = app.staff("teacher").await;
    let teacher_id = app.user_id(&teacher).await;
    app.managed_courses(&teacher).await.ok();

    let empty = app
        .set_user_roles(&admin, teacher_id, json!({"roleName": []}))
        .await;
    assert_eq!(empty.field("roleName"), "角色不能为空");
    let set = app
        .set_user_roles(
            &admin,
            teacher_id,
            json!({"roleName": ["student"], "permissionName": ["notice:send"]}),
        )
        .await;
    assert_eq!(set.ok()["roles"], json!(["student"]));
    app.managed_courses(&teacher).await.fails(403, "无权访问");
    app.sent_notices(&teacher).await.ok();
    let roles = app.user_roles(&admin, teacher_id).await;
    assert_eq!(roles.ok()["appendedPermissions"], json!(["notice:send"]));

    // A role's permissions change under its holders' live sessions.
    let holder = holder_of(&app, &admin, "helper", &["course:manage"]).await;
    app.managed_courses(&holder).await.ok();
    let helper = app.roles(&admin, "").await.ok()["roles"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == "helper")
        .unwrap()
        .clone();
    assert_eq!(helper["userCount"], 1);
    assert_eq!(helper["builtin"], false);
    assert_eq!(helper["createdBy"]["username"], "admin1");
    let id = helper["id"].as_i64().unwrap();
    let question = permission_id(&app, &admin, "question:manage").await;
    app.update_role_at(
        &admin,
        id,
        json!({"name": "helper", "description": "助手", "permissions": [question]}),
    )
    .await
    .ok();
    app.managed_courses(&holder).await.fails(403, "无权访问");
    app.questions(&holder).await.ok();
}

#[tokio::test]
async fn roles_are_created_checked_and_deleted_and_built_in_ones_stay() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let grade = permission_id(&app, &admin, "exam:grade").await;
    let create = |body: Value| app.create_role(&admin, body);
    let created = create(json!({"name": "assistant", "permissions": [grade]})).await;
    let id = created.id();
    assert_eq!(created.ok()["permissionNames"], json!(["exam:grade"]));
    let again = create(json!({"name": "assistant", "permissions": []})).await;
    assert_eq!(again.status, 409);
    assert_eq!(again.field("name"), "角色名已存在");
    assert_eq!(
        create(json!({"name": ""})).await.field("name"),
        "请输入角色英文名"
    );
    assert_eq!(create(json!({"name": "助教"})).await.status, 400);
    assert_eq!(
        create(json!({"name": "x2", "permissions": [999_999]}))
            .await
            .field("permissions"),
        "权限不存在"
    );

    let roles = app.roles(&admin, "").await;
    let list = roles.ok()["roles"].as_array().unwrap().clone();
    let names: Vec<&str> = list.iter().map(|r| r["name"].as_str().unwrap()).collect();
    assert_eq!(
        names,
        [
            "admin",
            "distributor",
            "teacher",
            "finance",
            "reviewer",
            "student",
            "guest",
            "assistant"
        ]
    );
    let admin_role = list[0]["id"].as_i64().unwrap();
    let teacher_role = list[2]["id"].as_i64().unwrap();
    app.update_role(&admin, json!({"id": teacher_role, "name": "lecturer"}))
        .await
        .fails(409, "内置角色不能改名或删除");
    app.update_role(&admin, json!({"id": admin_role, "permissions": [grade]}))
        .await
        .fails(409, "管理员角色拥有全部权限，不能修改");
    app.delete_role(&admin, teacher_role)
        .await
        .fails(409, "内置角色不能改名或删除");

    // A role that is someone's only role stays; once they hold another, it goes.
    let mut form = user_form("onlyassistant", "13912340020");
    form["roles"] = json!(["assistant"]);
    let user = create_user(&app, &admin, form).await;
    let delete = || app.delete_role(&admin, id);
    delete()
        .await
        .fails(409, "有用户只拥有该角色，请先为他们分配其他角色");
    app.set_user_roles(&admin, user, json!({"roleName": ["assistant", "student"]}))
        .await
        .ok();
    delete().await.ok();
    let detail = app.user_detail(&admin, user).await;
    assert_eq!(detail.ok()["roles"], json!(["student"]));
}

#[tokio::test]
async fn the_centre_keeps_an_administrator_even_when_two_demote_each_other_at_once() {
    let app = spawn_app().await;
    let first = app.staff("admin").await;
    let first_id = app.user_id(&first).await;
    app.delete_user(&first, first_id)
        .await
        .fails(409, "不能删除当前登录的账号");
    app.set_user_roles(&first, first_id, json!({"roleName": ["student"]}))
        .await
        .fails(409, "不能取消自己的管理员角色");
    let second = app.account("admin2", "admin").await;
    let second_id = app.user_id(&second).await;

    // 50 requests at once: each administrator demotes the other, again and again.
    let app = &app;
    let calls = (0..50).map(|i| {
        let (caller, target) = if i % 2 == 0 {
            (&first, second_id)
        } else {
            (&second, first_id)
        };
        async move {
            app.set_user_roles(caller, target, json!({"roleName": ["student"]}))
                .await
        }
    });
    let replies = join_all(calls).await;
    for reply in &replies {
        assert!(
            [200, 403, 409].contains(&reply.status.as_u16()),
            "{}",
            reply.body
        );
    }
    let mut admins = 0;
    for token in [&first, &second] {
        if app.users(token, "").await.status == 200 {
            admins += 1;
        }
    }
    assert_eq!(admins, 1, "exactly one administrator is left");

    // The last one can neither be demoted nor deleted, by anyone.
    let survivor = if app.users(&first, "").await.status == 200 {
        (&first, first_id)
    } else {
        (&second, second_id)
    };
    let third = app.account("admin3", "admin").await;
    app.set_user_roles(&third, survivor.1, json!({"roleName": ["student"]}))
        .await
        .ok();
    let third_id = app.user_id(&third).await;
    app.delete_user(survivor.0, third_id)
        .await
        .fails(403, "无权访问");
    let stats = app.user_statistics(&third).await;
    assert_eq!(stats.ok()["admins"], 1);
}

#[tokio::test]
async fn malformed_administration_input_is_a_400_never_a_500() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    for path in [
        "/api/v0/admin/user?page=abc",
        "/api/v0/admin/user?page=99999999999999999999",
        "/api/v0/admin/user?size=-1",
        "/api/v0/admin/permission/user/role?userId=x",
        "/api/v0/admin/permission/user/role",
        "/api/v0/admin/user/abc",
    ] {
        let reply = app.get(path, Some(&admin)).await;
        assert!(
            (400..500).contains(&reply.status.as_u16()),
            "{path}: {}",
            reply.body
        );
    }
    for body in [
        json!({"roleName": "admin"}),
        json!({"roleName": [1, 2]}),
        json!([]),
    ] {
        let reply = app.set_user_roles(&admin, 1, body).await;
        assert_eq!(reply.status, 400, "{}", reply.body);
    }
    let weird = app.users(&admin, "username=%5C%5F%27%22").await;
    assert_eq!(weird.ok()["totalCount"], 0);
}

/// The accounts the search finds for `query`, as (username, roles), newest first.
async fn found(app: &TestApp, admin: &str, query: &str) -> Vec<(String, Value)> {
    app.users(admin, query).await.ok()["users"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| {
            (
                u["username"].as_str().unwrap().to_owned(),
                u["roles"].clone(),
            )
        })
        .collect()
}

#[tokio::test]
async fn the_user_search_shows_every_change_of_an_account_at_once() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    // Read once, so every change below is one made to a directory in memory.
    let before = app.users(&admin, "").await.ok()["totalCount"]
        .as_u64()
        .unwrap();

    let learner = app.learner("searchme", "13912340030").await;
    let learner_id = app.user_id(&learner).await;
    assert_eq!(
        found(&app, &admin, "username=searchme").await,
        [("searchme".to_owned(), json!(["student"]))]
    );
    let all = app.users(&admin, "").await;
    assert_eq!(all.ok()["totalCount"].as_u64().unwrap(), before + 1);
    assert_eq!(
        all.ok()["users"][0]["username"],
        "searchme",
        "the newest account comes first"
    );

    let mut form = user_form("findteacher", "13912340031");
    form["roles"] = json!(["teacher"]);
    let teacher = create_user(&app, &admin, form).await;
    assert_eq!(
        found(&app, &admin, "phone=2340031").await,
        [("findteacher".to_owned(), json!(["teacher"]))]
    );

    // The learner's own edit, the administrator's edit and a change of roles.
    app.update_profile(&learner, json!({"email": "Moved@Example.cn"}))
        .await
        .ok();
    assert_eq!(found(&app, &admin, "email=moved@").await.len(), 1);
    let mut edit = user_form("renamedteacher", "13912340032");
    edit["id"] = json!(teacher);
    edit.as_object_mut().unwrap().remove("password");
    app.edit_user(&admin, teacher, edit).await.ok();
    assert!(found(&app, &admin, "username=findteacher").await.is_empty());
    assert!(found(&app, &admin, "phone=2340031").await.is_empty());
    assert_eq!(found(&app, &admin, "phone=2340032").await.len(), 1);
    app.set_user_roles(
        &admin,
        learner_id,
        json!({"roleName": ["student", "teacher"]}),
    )
    .await
    .ok();
    assert_eq!(
        found(&app, &admin, "username=searchme").await[0].1,
        json!(["teacher", "student"])
    );

    // A role renamed is seen on each of its holders.
    let holder = holder_of(&app, &admin, "helperone", &["course:manage"]).await;
    let holder_name = app.profile(holder.as_str()).await.ok()["username"]
        .as_str()
        .unwrap()
        .to_owned();
    let role = app.roles(&admin, "").await.ok()["roles"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == "helperone")
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    app.update_role_at(&admin, role, json!({"name": "helpertwo"}))
        .await
        .ok();
    assert_eq!(
        found(&app, &admin, &format!("username={holder_name}")).await[0].1,
        json!(["helpertwo"])
    );

    // Deleted by the administrator, and by the learner themselves.
    app.delete_user(&admin, teacher).await.ok();
    assert!(found(&app, &admin, "phone=2340032").await.is_empty());
    app.delete_account(&learner, learner_id).await.ok();
    assert!(found(&app, &admin, "username=searchme").await.is_empty());
    let after = app.users(&admin, "").await;
    assert_eq!(after.ok()["totalCount"].as_u64().unwrap(), before + 1);
    assert_eq!(after.ok()["users"][0]["username"], holder_name.as_str());
}
