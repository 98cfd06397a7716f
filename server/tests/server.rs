//! The server as a whole: health check, envelope on unknown calls, OpenAPI, dev-only outbox.

mod common;

use common::{spawn_app, spawn_app_with};

#[tokio::test]
async fn health_check_and_unknown_api_paths() {
    let app = spawn_app().await;
    let health = app.health_check().await;
    assert_eq!(health.status, 200);
    assert_eq!(health.body["status"], "ok");
    app.get("/api/v0/no-such-thing", None)
        .await
        .fails(404, "接口不存在");
}

#[tokio::test]
async fn openapi_document_lists_every_call() {
    let app = spawn_app().await;
    let doc = app.openapi().await;
    assert_eq!(doc.status, 200);
    let paths = doc.body["paths"].as_object().unwrap();
    for path in [
        "/api/v0/user/register",
        "/api/v0/user/login",
        "/api/v0/user/guest",
        "/api/v0/user/logout",
        "/api/v0/user",
        "/api/v0/user/password",
        "/api/v0/user/{id}",
        "/api/v0/user/login/phone",
        "/api/v0/user/password/reset",
        "/api/v0/sms/code",
        "/api/v0/sms/verify",
    ] {
        assert!(paths.contains_key(path), "{path} missing");
    }
    assert!(doc.body["components"]["securitySchemes"]["bearer"].is_object());
}

#[tokio::test]
async fn the_outbox_exists_only_in_dev_mode() {
    let app = spawn_app_with(|settings| settings.dev = false).await;
    app.get("/api/v0/dev/sms/outbox", None)
        .await
        .fails(404, "接口不存在");
}
