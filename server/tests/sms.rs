//! SMS codes: sending limits, phone login and password reset by phone.

use std::time::Duration;

use crate::common::{LEARNER_PASSWORD, TestApp, spawn_app};
use sea_orm::EntityTrait;
use serde_json::json;
use skillcert::db::entity::sms_code;
use skillcert::sms::{CODE_TTL_MS, RESEND_INTERVAL_MS};

const PHONE: &str = "13912345678";

#[tokio::test]
async fn codes_go_only_to_registered_phones_once_a_minute() {
    let app = spawn_app().await;
    app.learner("learner01", PHONE).await;
    app.send_sms_code("", "login")
        .await
        .fails(400, "请输入手机号！");
    app.send_sms_code("1391234567", "login")
        .await
        .fails(400, "请输入正确的手机号");
    app.send_sms_code("13900000000", "login")
        .await
        .fails(404, "该手机号未注册");
    app.send_sms_code(PHONE, "nonsense")
        .await
        .fails(400, "请求数据格式错误");

    let sent = app.send_sms_code(PHONE, "login").await;
    assert_eq!(sent.ok()["retryAfter"], 60);
    assert_eq!(sent.data()["expiresIn"], 300);
    let code = app.sms_code(PHONE).await;
    assert_eq!(code.len(), 6);
    let stored = sms_code::Entity::find()
        .one(&app.db)
        .await
        .unwrap()
        .unwrap();
    assert_ne!(stored.code_hash, code, "codes are stored hashed");

    let again = app.send_sms_code(PHONE, "reset").await;
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
    app.learner("learner01", PHONE).await;
    let code = fresh_code(&app, "login").await;
    app.phone_login(PHONE, "")
        .await
        .fails(400, "请输入验证码！");
    app.phone_login(PHONE, wrong(&code))
        .await
        .fails(400, "验证码错误");
    let reply = app.phone_login(PHONE, &code).await;
    assert_eq!(reply.ok()["user"]["username"], "learner01");
    assert_eq!(reply.data()["roles"], json!(["student"]));
    let token = reply.data()["token"].as_str().unwrap();
    app.profile(token).await.ok();
    app.phone_login(PHONE, &code)
        .await
        .fails(400, "验证码已失效，请重新获取");
}

#[tokio::test]
async fn five_wrong_tries_burn_the_code_and_old_codes_expire() {
    let app = spawn_app().await;
    app.learner("learner01", PHONE).await;
    let code = fresh_code(&app, "reset").await;
    for _ in 0..5 {
        app.verify_sms_code(PHONE, "reset", wrong(&code))
            .await
            .fails(400, "验证码错误");
    }
    app.verify_sms_code(PHONE, "reset", &code)
        .await
        .fails(400, "验证码已失效，请重新获取");

    // A fresh code (after the resend interval) that is past its 5 minutes.
    app.advance_clock(Duration::from_millis(RESEND_INTERVAL_MS as u64));
    let code = fresh_code(&app, "reset").await;
    assert_eq!(
        app.verify_sms_code(PHONE, "reset", &code).await.ok()["valid"],
        true
    );
    app.advance_clock(Duration::from_millis(CODE_TTL_MS as u64));
    app.verify_sms_code(PHONE, "reset", &code)
        .await
        .fails(400, "验证码已过期，请重新获取");
}

#[tokio::test]
async fn a_login_code_cannot_reset_a_password() {
    let app = spawn_app().await;
    app.learner("learner01", PHONE).await;
    let code = fresh_code(&app, "login").await;
    app.reset_password(PHONE, &code, "newpass12345")
        .await
        .fails(400, "请先获取验证码");
}

#[tokio::test]
async fn password_reset_by_phone_sets_the_password_and_ends_sessions() {
    let app = spawn_app().await;
    let token = app.learner("learner01", PHONE).await;
    let code = fresh_code(&app, "reset").await;
    app.reset_password(PHONE, &code, "")
        .await
        .fails(400, "请输入新密码！");
    app.reset_password(PHONE, &code, "short")
        .await
        .fails(400, "密码必须包含字母和数字，且不少于10位");
    app.reset_password(PHONE, &code, "newpass12345").await.ok();
    app.profile(&token)
        .await
        .fails(401, "登录已过期，请重新登录");
    app.login("learner01", LEARNER_PASSWORD)
        .await
        .fails(401, "用户名或密码错误");
    app.login("learner01", "newpass12345").await.ok();
}

/// Sends a code for `purpose` to PHONE and reads it from the dev outbox.
async fn fresh_code(app: &TestApp, purpose: &str) -> String {
    app.send_sms_code(PHONE, purpose).await.ok();
    app.sms_code(PHONE).await
}

/// A code that is not `code`.
fn wrong(code: &str) -> &'static str {
    if code == "000000" { "111111" } else { "000000" }
}
