//! The API's contract with its clients: every refusal carries a stable machine code from the
//! catalogue beside its Chinese text, the OpenAPI document lists those codes, and a unique value
//! taken by a concurrent request is still that field's 409.

use crate::common::spawn_app;
use serde_json::{Value, json};

#[tokio::test]
async fn refusals_carry_their_code_beside_the_text() {
    let app = spawn_app().await;
    let reply = app
        .register_with(json!({"phone": "123", "email": "a@b.cn", "password": "abcde12345"}))
        .await;
    reply.fails(400, "请输入用户名");
    assert_eq!(reply.body["error"], "USERNAME_REQUIRED");
    assert_eq!(reply.data()["codes"]["username"], "USERNAME_REQUIRED");
    assert_eq!(reply.data()["codes"]["phone"], "PHONE_INVALID");
    assert_eq!(reply.field("phone"), "请输入正确的手机号");

    let reply = app.profile(None::<&str>).await;
    reply.fails(401, "请先登录");
    assert_eq!(reply.body["error"], "LOGIN_REQUIRED");
    let reply = app.get("/api/v0/no-such-thing", None).await;
    assert_eq!(reply.body["error"], "API_NOT_FOUND");

    let wrong = json!({"username": "nobody01", "password": "wrong-password-1"});
    for _ in 0..5 {
        let reply = app.login_with(wrong.clone()).await;
        assert_eq!(reply.body["error"], "LOGIN_FAILED");
    }
    let reply = app.login_with(wrong).await;
    assert_eq!(reply.status.as_u16(), 429);
    assert_eq!(reply.body["error"], "LOGIN_THROTTLED");
    let seconds = reply.data()["params"]["seconds"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(reply.data()["retryAfter"].to_string(), seconds);
    assert_eq!(
        reply.message(),
        format!("登录尝试过于频繁，请{seconds}秒后重试")
    );
}

#[tokio::test]
async fn the_openapi_document_lists_every_refusal_code() {
    let app = spawn_app().await;
    let served = app.openapi().await.body;
    let printed: Value = serde_json::from_str(&skillcert::api::v0::openapi_json()).unwrap();
    assert_eq!(
        served, printed,
        "`skillcert openapi` prints the served document"
    );
    let listed: Vec<&str> = served["components"]["schemas"]["ErrorCode"]["enum"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap())
        .collect();
    let catalogue: Vec<&str> = skillcert::refusals::ALL.iter().map(|r| r.code).collect();
    assert_eq!(listed, catalogue);
}

#[tokio::test]
async fn a_phone_taken_by_a_concurrent_registration_is_a_field_conflict() {
    let app = spawn_app().await;
    let mut burst = tokio::task::JoinSet::new();
    for n in 0..50 {
        let request = app
            .client
            .post(format!("{}/api/v0/user/register", app.base))
            .json(&json!({
                "username": format!("racer{n:02}"), "phone": "13912345678",
                "email": format!("racer{n:02}@example.cn"), "password": "abcde12345",
            }));
        burst.spawn(async move {
            let res = request.send().await.expect("request");
            (
                res.status().as_u16(),
                res.json::<Value>().await.expect("json"),
            )
        });
    }
    let replies = burst.join_all().await;
    let created = replies.iter().filter(|(status, _)| *status == 200).count();
    assert_eq!(
        created, 1,
        "exactly one account gets the phone: {replies:?}"
    );
    for (status, body) in replies.iter().filter(|(status, _)| *status != 200) {
        assert_eq!(*status, 409, "{body}");
        assert_eq!(body["message"], "手机号已被注册");
        assert_eq!(body["data"]["codes"]["phone"], "PHONE_TAKEN");
    }
}

#[test]
fn every_path_parameter_of_the_openapi_document_is_in_its_path() {
    let doc: Value = serde_json::from_str(&skillcert::api::v0::openapi_json()).unwrap();
    let mut misplaced = Vec::new();
    for (path, operations) in doc["paths"].as_object().unwrap() {
        for (method, operation) in operations.as_object().unwrap() {
            for p in operation["parameters"].as_array().into_iter().flatten() {
                let name = p["name"].as_str().unwrap();
                if p["in"] == "path" && !path.contains(&format!("{{{name}}}")) {
                    misplaced.push(format!("{method} {path} {name}"));
                }
            }
        }
    }
    assert!(
        misplaced.is_empty(),
        "query parameters documented in the path: {misplaced:?}"
    );
}
