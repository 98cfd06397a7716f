//! SMS codes: sending limits, phone login and password reset by phone.

mod common;

use common::spawn_app;
use sea_orm::EntityTrait;
use serde_json::json;
use skillcert::db::entity::sms_code;

#[tokio::test]
async fn codes_go_only_to_registered_phones_once_a_minute() {
    let app = spawn_app().await;
    app.learner("learner01", "13912345678").await;
    let path = "/api/v0/sms/code";
    app.post(path, None, json!({"phone": "", "purpose": "login"}))
        .await
        .fails(400, "请输入手机号！");
    app.post(
        path,
        None,
        json!({"phone": "1391234567", "purpose": "login"}),
    )
    .await
    .fails(400, "请输入正确的手机号");
    app.post(
        path,
        None,
        json!({"phone": "13900000000", "purpose": "login"}),
    )
    .await
    .fails(404, "该手机号未注册");
    app.post(
        path,
        None,
        json!({"phone": "13912345678", "purpose": "nonsense"}),
    )
    .await
    .fails(400, "请求数据格式错误");

    let sent = app
        .post(
            path,
            None,
            json!({"phone": "13912345678", "purpose": "login"}),
        )
        .await;
    assert_eq!(sent.ok()["retryAfter"], 60);
    assert_eq!(sent.data()["expiresIn"], 300);
    let code = app.sms_code("13912345678").await;
    assert_eq!(code.len(), 6);
    let stored = sms_code::Entity::find()
        .one(&app.db)
        .await
        .unwrap()
        .unwrap();
    assert_ne!(stored.code_hash, code, "codes are stored hashed");

    let again = app
        .post(
            path,
            None,
            json!({"phone": "13912345678", "purpose": "reset"}),
        )
        .await;
    assert_eq!(again.status, 429);
    let wait = again.data()["retryAfter"].as_u64().unwrap();
    assert!((58..=60).contains(&wait));
    assert_eq!(
        again.message(),
        format!("验证码发送过于频繁，请{wait}秒后重试")
    );
}

#[tokio::test]
async fn phone_login_uses_a_code_once() {
    let app = spawn_app().await;
    app.learner("learner01", "13912345678").await;
    app.post(
        "/api/v0/sms/code",
        None,
        json!({"phone": "13912345678", "purpose": "login"}),
    )
    .await
    .ok();
    let code = app.sms_code("13912345678").await;
    let path = "/api/v0/user/login/phone";
    app.post(path, None, json!({"phone": "13912345678", "code": ""}))
        .await
        .fails(400, "请输入验证码！");
    let wrong = if code == "000000" { "111111" } else { "000000" };
    app.post(path, None, json!({"phone": "13912345678", "code": wrong}))
        .await
        .fails(400, "验证码错误");
    let reply = app
        .post(path, None, json!({"phone": "13912345678", "code": code}))
        .await;
    assert_eq!(reply.ok()["user"]["username"], "learner01");
    assert_eq!(reply.data()["roles"], json!(["student"]));
    let token = reply.data()["token"].as_str().unwrap();
    app.get("/api/v0/user", Some(token)).await.ok();
    app.post(path, None, json!({"phone": "13912345678", "code": code}))
        .await
        .fails(400, "验证码已失效，请重新获取");
}

#[tokio::test]
async fn five_wrong_tries_burn_the_code_and_old_codes_expire() {
    let app = spawn_app().await;
    app.learner("learner01", "13912345678").await;
    app.post(
        "/api/v0/sms/code",
        None,
        json!({"phone": "13912345678", "purpose": "reset"}),
    )
    .await
    .ok();
    let code = app.sms_code("13912345678").await;
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let verify = |c: &str| json!({"phone": "13912345678", "purpose": "reset", "code": c});
    for _ in 0..5 {
        app.post("/api/v0/sms/verify", None, verify(wrong))
            .await
            .fails(400, "验证码错误");
    }
    app.post("/api/v0/sms/verify", None, verify(&code))
        .await
        .fails(400, "验证码已失效，请重新获取");

    // A fresh code (after the resend interval) that is past its 5 minutes.
    sms_code::Entity::update_many()
        .col_expr(
            sms_code::Column::CreatedAt,
            sea_orm::sea_query::Expr::value(0_i64),
        )
        .exec(&app.db)
        .await
        .unwrap();
    app.post(
        "/api/v0/sms/code",
        None,
        json!({"phone": "13912345678", "purpose": "reset"}),
    )
    .await
    .ok();
    let code = app.sms_code("13912345678").await;
    assert_eq!(
        app.post("/api/v0/sms/verify", None, verify(&code))
            .await
            .ok()["valid"],
        true
    );
    sms_code::Entity::update_many()
        .col_expr(
            sms_code::Column::ExpiresAt,
            sea_orm::sea_query::Expr::value(1_i64),
        )
        .exec(&app.db)
        .await
        .unwrap();
    app.post("/api/v0/sms/verify", None, verify(&code))
        .await
        .fails(400, "验证码已过期，请重新获取");
}

#[tokio::test]
async fn a_login_code_cannot_reset_a_password() {
    let app = spawn_app().await;
    app.learner("learner01", "13912345678").await;
    app.post(
        "/api/v0/sms/code",
        None,
        json!({"phone": "13912345678", "purpose": "login"}),
    )
    .await
    .ok();
    let code = app.sms_code("13912345678").await;
    app.post(
        "/api/v0/user/password/reset",
        None,
        json!({"phone": "13912345678", "code": code, "newPassword": "newpass12345"}),
    )
    .await
    .fails(400, "请先获取验证码");
}

#[tokio::test]
async fn password_reset_by_phone_sets_the_password_and_ends_sessions() {
    let app = spawn_app().await;
    let token = app.learner("learner01", "13912345678").await;
    app.post(
        "/api/v0/sms/code",
        None,
        json!({"phone": "13912345678", "purpose": "reset"}),
    )
    .await
    .ok();
    let code = app.sms_code("13912345678").await;
    let path = "/api/v0/user/password/reset";
    let reply = app
        .post(
            path,
            None,
            json!({"phone": "13912345678", "code": code, "newPassword": ""}),
        )
        .await;
    reply.fails(400, "请输入新密码！");
    app.post(
        path,
        None,
        json!({"phone": "13912345678", "code": code, "newPassword": "short"}),
    )
    .await
    .fails(400, "密码必须包含字母和数字，且不少于10位");
    app.post(
        path,
        None,
        json!({"phone": "13912345678", "code": code, "newPassword": "newpass12345"}),
    )
    .await
    .ok();
    app.get("/api/v0/user", Some(&token))
        .await
        .fails(401, "登录已过期，请重新登录");
    app.login("learner01", "abcde12345")
        .await
        .fails(401, "用户名或密码错误");
    app.login("learner01", "newpass12345").await.ok();
}
