//! The server as a whole: health check, envelope on unknown calls, OpenAPI, dev-only outbox.

mod common;

use common::spawn_app;

#[tokio::test]
async fn health_check_and_unknown_api_paths() {
    let app = spawn_app().await;
    let health = app.get("/healthz", None).await;
    assert_eq!(health.status, 200);
    assert_eq!(health.body["status"], "ok");
    app.get("/api/v0/no-such-thing", None)
        .await
        .fails(404, "接口不存在");
}

#[tokio::test]
async fn openapi_document_lists_every_call() {
    let app = spawn_app().await;
    let doc = app.get("/api/v0/openapi.json", None).await;
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
    let dir = std::env::temp_dir().join(format!("skillcert-nodev-{}", rand::random::<u32>()));
    let settings = skillcert::config::Settings {
        bind: "127.0.0.1:0".parse().unwrap(),
        database_url: Some(format!("sqlite://{}?mode=rwc", dir.join("t.db").display())),
        data_dir: dir.clone(),
        dev: false,
        trust_proxy: false,
        web_dir: None,
    };
    std::fs::create_dir_all(&dir).unwrap();
    let state = skillcert::startup::build_state(settings).await.unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(skillcert::startup::serve(
        listener,
        state,
        std::future::pending(),
    ));
    let res = reqwest::get(format!("http://{addr}/api/v0/dev/sms/outbox"))
        .await
        .unwrap();
    assert_eq!(res.status(), 404);
    let _ = std::fs::remove_dir_all(dir);
}
