//! Accounts: register, login (throttled), guest entry, logout, profile, password, delete.

use crate::common;

use crate::common::{LEARNER_PASSWORD, spawn_app};
use sea_orm::{EntityTrait, PaginatorTrait};
use serde_json::json;
use skillcert::db::entity::{session, user, user_role};

#[tokio::test]
async fn register_then_login_with_username_phone_or_email() {
    let app = spawn_app().await;
    let created = app
        .register(
            "learner01",
            "13912345678",
            "Learner01@Example.cn",
            "abcde12345",
        )
        .await;
    let user = created.ok();
    assert_eq!(user["username"], "learner01");
    assert_eq!(user["email"], "learner01@example.cn");
    assert_eq!(user["roles"], json!(["student"]));
    assert!(user.get("passwordHash").is_none() && user.get("password").is_none());

    for login in ["learner01", "13912345678", "LEARNER01@example.cn"] {
        let reply = app.login(login, "abcde12345").await;
        let data = reply.ok();
        assert_eq!(data["roles"], json!(["student"]), "{login}");
        assert_eq!(data["user"]["username"], "learner01");
        assert_eq!(data["token"].as_str().unwrap().len(), 43);
    }
}

#[tokio::test]
async fn register_checks_every_rule_with_the_spec_messages() {
    let app = spawn_app().await;
    let reply = app.register_with(json!({})).await;
    reply.fails(400, "请输入用户名");
    assert_eq!(reply.field("phone"), "请输入手机号");
    assert_eq!(reply.field("email"), "请输入邮箱");
    assert_eq!(reply.field("password"), "请输入密码");

    let reply = app
        .register_with(json!({"username": "ab", "phone": "23800000000", "email": "a@b", "password": "abcdefghijk", "inviteCode": "SHORT"}))
        .await;
    reply.fails(400, "请输入正确的手机号");
    assert_eq!(reply.field("email"), "请输入正确的邮箱格式");
    assert_eq!(
        reply.field("password"),
        "密码必须包含字母和数字，且不少于10位"
    );
    assert_eq!(reply.field("inviteCode"), "邀请码必须为12位字符");

    let bad_invite = json!({"username": "ab", "phone": "13800000000", "email": "a@b.cn", "password": "abcde12345", "inviteCode": "ABCDEF-12345"});
    app.register_with(bad_invite)
        .await
        .fails(400, "邀请码格式错误");
    assert_eq!(
        user::Entity::find().count(&app.db).await.unwrap(),
        1,
        "only the guest account exists"
    );

    // Well formed but no distributor's active code: refused.
    let unknown_invite = json!({"username": "ab", "phone": "13800000000", "email": "a@b.cn", "password": "abcde12345", "inviteCode": "ABCDEF123456"});
    app.register_with(unknown_invite)
        .await
        .fails(400, "邀请码无效或已停用");
    let distributor = app.staff("distributor").await;
    let code = app.create_invite_code(&distributor, json!({})).await.ok()["code"].clone();
    let good_invite = json!({"username": "ab", "phone": "13800000000", "email": "a@b.cn", "password": "abcde12345", "inviteCode": code});
    assert_eq!(
        app.register_with(good_invite).await.ok()["inviteCode"],
        code
    );
    let empty_invite = json!({"username": "cd", "phone": "13800000001", "email": "c@d.cn", "password": "abcde12345", "inviteCode": ""});
    assert!(app.register_with(empty_invite).await.ok()["inviteCode"].is_null());

    app.register_with(json!("not an object"))
        .await
        .fails(400, "请求数据格式错误");
}

#[tokio::test]
async fn duplicate_username_phone_or_email_is_a_conflict() {
    let app = spawn_app().await;
    app.register("learner01", "13912345678", "a@example.cn", "abcde12345")
        .await
        .ok();
    let reply = app
        .register("learner01", "13912345679", "b@example.cn", "abcde12345")
        .await;
    reply.fails(409, "用户名已存在");
    assert_eq!(reply.field("username"), "用户名已存在");
    app.register("learner02", "13912345678", "b@example.cn", "abcde12345")
        .await
        .fails(409, "手机号已被注册");
    app.register("learner02", "13912345679", "A@example.cn", "abcde12345")
        .await
        .fails(409, "邮箱已被注册");
}

#[tokio::test]
async fn wrong_or_missing_credentials_are_refused() {
    let app = spawn_app().await;
    app.register("learner01", "13912345678", "a@example.cn", "abcde12345")
        .await
        .ok();
    for (login, password) in [
        ("learner01", "abcde12346"),
        ("nobody", "abcde12345"),
        ("guest", "abcde12345"),
    ] {
        app.login(login, password)
            .await
            .fails(401, "用户名或密码错误");
    }
    let reply = app
        .login_with(json!({"username": " ", "password": ""}))
        .await;
    reply.fails(400, "请输入用户名！");
    assert_eq!(reply.field("password"), "请输入密码！");
}

#[tokio::test]
async fn login_is_throttled_per_account() {
    let app = spawn_app().await;
    app.register("learner01", "13912345678", "a@example.cn", "abcde12345")
        .await
        .ok();
    for _ in 0..5 {
        app.login("learner01", "wrong-password1")
            .await
            .fails(401, "用户名或密码错误");
    }
    let reply = app.login("learner01", "abcde12345").await;
    assert_eq!(reply.status, 429, "{}", reply.body);
    let wait = reply.data()["retryAfter"].as_u64().unwrap();
    assert!((890..=900).contains(&wait), "{wait}");
    assert_eq!(
        reply.message(),
        format!("登录尝试过于频繁，请{wait}秒后重试")
    );
    assert_eq!(reply.headers["retry-after"], wait.to_string().as_str());
    // The same account named by its phone is the same throttle key only by name; another account is free.
    app.register("learner02", "13912345679", "b@example.cn", "abcde12345")
        .await
        .ok();
    app.login("learner02", "abcde12345").await.ok();
}

#[tokio::test]
async fn failures_on_other_accounts_from_one_address_lock_no_one_out() {
    let app = spawn_app().await;
    app.register("learner01", "13912345678", "a@example.cn", "abcde12345")
        .await
        .ok();
    for i in 0..30 {
        app.login(&format!("nobody{i}"), "abcde12345")
            .await
            .fails(401, "用户名或密码错误");
    }
    app.login("learner01", "abcde12345").await.ok();
}

#[tokio::test]
async fn guest_entry_issues_a_guest_session_that_cannot_change_anything() {
    let app = spawn_app().await;
    let reply = app.enter_as_guest().await;
    let data = reply.ok();
    assert_eq!(data["roles"], json!(["guest"]));
    let token = data["token"].as_str().unwrap();
    let me = app.profile(token).await;
    assert_eq!(me.ok()["username"], "guest");
    let id = me.id();
    app.update_profile(token, json!({"name": "游客甲"}))
        .await
        .fails(403, "游客无权执行此操作，请先注册登录");
    app.change_password(
        token,
        json!({"oldPassword": "abcdef", "newPassword": "abcde12345"}),
    )
    .await
    .fails(403, "游客无权执行此操作，请先注册登录");
    app.delete_account(token, id)
        .await
        .fails(403, "游客无权执行此操作，请先注册登录");
    assert_eq!(app.rows_where(user::Column::Id, id).await, 1);
}

#[tokio::test]
async fn protected_calls_refuse_anonymous_and_bad_tokens() {
    let app = spawn_app().await;
    for token in [None, Some("not-a-token")] {
        let expected = if token.is_none() {
            "请先登录"
        } else {
            "登录已过期，请重新登录"
        };
        app.profile(token).await.fails(401, expected);
        app.update_profile(token, json!({"name": "某人"}))
            .await
            .fails(401, expected);
        app.change_password(token, json!({}))
            .await
            .fails(401, expected);
        app.logout(token).await.fails(401, expected);
        app.delete_account(token, 1).await.fails(401, expected);
    }
}

#[tokio::test]
async fn logout_revokes_the_session() {
    let app = spawn_app().await;
    let token = app.learner("learner01", "13912345678").await;
    app.profile(&token).await.ok();
    app.logout(&token).await.ok();
    app.profile(&token)
        .await
        .fails(401, "登录已过期，请重新登录");
}

#[tokio::test]
async fn an_expired_session_is_refused() {
    let app = spawn_app().await;
    let token = app.learner("learner01", "13912345678").await;
    app.profile(&token).await.ok();
    let lifetime = skillcert::db::sessions::LIFETIME_MS as u64;
    app.advance_clock(std::time::Duration::from_millis(lifetime + 1_000));
    app.profile(&token)
        .await
        .fails(401, "登录已过期，请重新登录");
}

#[tokio::test]
async fn sessions_last_seven_days_and_are_stored_hashed() {
    let app = spawn_app().await;
    let token = app.learner("learner01", "13912345678").await;
    let stored = session::Entity::find().one(&app.db).await.unwrap().unwrap();
    assert_ne!(stored.token_hash, token);
    assert_eq!(stored.token_hash, skillcert::auth::hash_token(&token));
    assert_eq!(stored.expires_at - stored.created_at, 7 * 24 * 3600 * 1000);
}

#[tokio::test]
async fn profile_update_validates_and_saves() {
    let app = spawn_app().await;
    let token = app.learner("learner01", "13912345678").await;
    app.learner("learner02", "13912345679").await;
    let reply = app
        .update_profile(
            &token,
            json!({"username": " ", "email": "bad", "phone": "12345", "idCard": "123", "workExperience": "3年", "education": "幼儿园"}),
        )
        .await;
    reply.fails(400, "用户名和姓名为必填项");
    assert_eq!(reply.field("email"), "请输入正确的邮箱地址");
    assert_eq!(reply.field("phone"), "请输入正确的手机号码");
    assert_eq!(reply.field("idCard"), "请输入正确的身份证号");
    assert_eq!(reply.field("workExperience"), "工作年限必须为数字");
    assert_eq!(reply.field("education"), "学历选项无效");
    assert_eq!(
        app.profile(&token).await.ok()["username"],
        "learner01",
        "nothing changed"
    );

    app.update_profile(&token, json!({"phone": "13912345679"}))
        .await
        .fails(409, "手机号已被注册");

    let reply = app
        .update_profile(
            &token,
            json!({"name": "  李四 ", "idCard": "11010519491231002x", "education": "本科", "degree": "学士",
                   "workUnit": "某培训中心", "workExperience": "5", "address": "广东省广州市"}),
        )
        .await;
    let user = reply.ok();
    assert_eq!(user["name"], "李四");
    assert_eq!(user["idCard"], "11010519491231002X");
    assert_eq!(user["birthDate"], "1949-12-31");
    assert_eq!(user["workExperience"], 5);
    let reply = app
        .update_profile(&token, json!({"birth": 642_873_600_000_i64}))
        .await;
    assert_eq!(reply.ok()["birthDate"], "1990-05-17");
    assert_eq!(app.profile(&token).await.ok()["name"], "李四");
}

#[tokio::test]
async fn password_change_follows_the_rules_and_ends_other_sessions() {
    let app = spawn_app().await;
    let token = app.learner("learner01", "13912345678").await;
    let other = app.session("learner01", LEARNER_PASSWORD).await;
    let reply = app.change_password(&token, json!({})).await;
    reply.fails(400, "请输入当前密码");
    assert_eq!(reply.field("newPassword"), "请输入新密码");
    for (old, new, refusal) in [
        (LEARNER_PASSWORD, "short1", "密码长度不能小于10个字符"),
        (LEARNER_PASSWORD, "onlyletters", "密码需包含字母和数字"),
        (
            LEARNER_PASSWORD,
            LEARNER_PASSWORD,
            "新密码不能与当前密码相同",
        ),
        (
            "wrong12345",
            "newpass12345",
            "密码修改失败，请确认当前密码是否正确",
        ),
    ] {
        app.change_password(&token, json!({"oldPassword": old, "newPassword": new}))
            .await
            .fails(400, refusal);
    }
    app.change_password(
        &token,
        json!({"oldPassword": LEARNER_PASSWORD, "newPassword": "newpass12345"}),
    )
    .await
    .ok();

    app.profile(&token).await.ok();
    app.profile(&other)
        .await
        .fails(401, "登录已过期，请重新登录");
    app.login("learner01", LEARNER_PASSWORD)
        .await
        .fails(401, "用户名或密码错误");
    app.login("learner01", "newpass12345").await.ok();
}

#[tokio::test]
async fn deleting_the_own_account_removes_it_and_frees_the_username() {
    let app = spawn_app().await;
    let token = app.learner("learner01", "13912345678").await;
    let other = app.learner("learner02", "13912345679").await;
    let id = app.user_id(&token).await;
    let other_id = app.user_id(&other).await;

    app.delete_account(&token, other_id)
        .await
        .fails(403, "只能注销自己的账号");
    assert_eq!(app.rows_where(user::Column::Id, other_id).await, 1);

    app.delete_account(&token, id).await.ok();
    assert_eq!(app.rows_where(user::Column::Id, id).await, 0);
    assert_eq!(app.rows_where(session::Column::UserId, id).await, 0);
    assert_eq!(app.rows_where(user_role::Column::UserId, id).await, 0);
    app.profile(&token)
        .await
        .fails(401, "登录已过期，请重新登录");
    app.login("learner01", LEARNER_PASSWORD)
        .await
        .fails(401, "用户名或密码错误");
    app.register(
        "learner01",
        "13912345678",
        "learner01@example.cn",
        LEARNER_PASSWORD,
    )
    .await
    .ok();
}

#[tokio::test]
async fn staff_accounts_answer_their_roles_in_priority_order() {
    let app = spawn_app().await;
    for role in ["admin", "distributor", "teacher", "finance", "reviewer"] {
        let token = app.staff(role).await;
        let me = app.profile(&token).await;
        assert_eq!(me.ok()["roles"], json!([role]));
    }
    let admin = app.login("admin1", common::DEMO_PASSWORD).await;
    assert!(
        admin.ok()["user"]["permissions"]
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p == "user:manage")
    );
}

/// SQLite once answered "database is locked" when transactions that read and then write ran side
/// by side; every write now takes the write lock up front.
#[tokio::test]
async fn sixteen_concurrent_writers_of_each_kind_all_succeed() {
    let app = &spawn_app().await;
    let registrations = futures_util::future::join_all((0..16).map(|n| async move {
        app.register(
            &format!("writer{n:02}"),
            &format!("1391234{n:04}"),
            &format!("writer{n:02}@example.cn"),
            LEARNER_PASSWORD,
        )
        .await
    }))
    .await;
    for reply in &registrations {
        reply.ok();
    }
    let mut tokens = Vec::new();
    for n in 0..16 {
        tokens.push(
            app.session(&format!("writer{n:02}"), LEARNER_PASSWORD)
                .await,
        );
    }
    let edits = futures_util::future::join_all(tokens.iter().flat_map(|token| {
        (0..10).map(move |k| async move {
            app.update_profile(
                token,
                json!({"name": format!("学员{k}"), "address": format!("北京市{k}号")}),
            )
            .await
        })
    }))
    .await;
    for reply in &edits {
        reply.ok();
    }
}
