//! `spawn_app()`: the real server on a random port over a fresh database — SQLite by default,
//! PostgreSQL (a fresh schema per test) when SKILLCERT_TEST_DATABASE_URL names one.

#![allow(dead_code)]

use std::path::PathBuf;

use reqwest::{Method, StatusCode};
use sea_orm::ConnectionTrait;
use serde_json::{Value, json};
use skillcert::config::Settings;
use skillcert::db::Db;

pub const DEMO_PASSWORD: &str = "Skill2026demo";

pub struct TestApp {
    pub base: String,
    pub db: Db,
    /// The running server's state (shared caches included).
    pub state: skillcert::state::AppState,
    pub client: reqwest::Client,
    pub data_dir: PathBuf,
    _dir: TempDir,
}

/// A directory removed when the test ends.
struct TempDir(PathBuf);
impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// An answer: HTTP status and the JSON envelope.
pub struct Reply {
    pub status: StatusCode,
    pub body: Value,
    pub headers: reqwest::header::HeaderMap,
}

impl Reply {
    pub fn data(&self) -> &Value {
        &self.body["data"]
    }
    pub fn message(&self) -> &str {
        self.body["message"].as_str().unwrap_or_default()
    }
    pub fn field(&self, name: &str) -> &str {
        self.body["data"]["fields"][name]
            .as_str()
            .unwrap_or_default()
    }
    #[track_caller]
    pub fn ok(&self) -> &Value {
        assert_eq!(self.status, StatusCode::OK, "{}", self.body);
        assert_eq!(self.body["code"], 0, "{}", self.body);
        self.data()
    }
    #[track_caller]
    pub fn fails(&self, status: u16, message: &str) {
        assert_eq!(self.status.as_u16(), status, "{}", self.body);
        assert_ne!(self.body["code"], 0, "{}", self.body);
        assert_eq!(self.message(), message, "{}", self.body);
    }
}

fn unique_name() -> String {
    let n: u64 = rand::random();
    format!("t_{}_{n:016x}", std::process::id())
}

async fn database_url(dir: &std::path::Path) -> String {
    match std::env::var("SKILLCERT_TEST_DATABASE_URL") {
        Ok(base) if base.starts_with("postgres") => {
            let schema = unique_name();
            let admin = skillcert::db::connect(&base)
                .await
                .expect("connect postgres");
            admin
                .execute_unprepared(&format!("CREATE SCHEMA \"{schema}\""))
                .await
                .expect("create schema");
            let sep = if base.contains('?') { '&' } else { '?' };
            format!("{base}{sep}options=-c%20search_path%3D{schema}")
        }
        _ => format!("sqlite://{}?mode=rwc", dir.join("test.db").display()),
    }
}

pub async fn spawn_app() -> TestApp {
    let dir = std::env::temp_dir().join(unique_name());
    std::fs::create_dir_all(&dir).unwrap();
    let settings = Settings {
        bind: "127.0.0.1:0".parse().unwrap(),
        database_url: Some(database_url(&dir).await),
        data_dir: dir.clone(),
        dev: true,
        trust_proxy: false,
        web_dir: None,
    };
    let state = skillcert::startup::build_state(settings)
        .await
        .expect("build state");
    let db = state.db.clone();
    let shared = state.clone();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(skillcert::startup::serve(
        listener,
        state,
        std::future::pending(),
    ));
    TestApp {
        base: format!("http://{addr}"),
        db,
        state: shared,
        client: reqwest::Client::new(),
        data_dir: dir.clone(),
        _dir: TempDir(dir),
    }
}

impl TestApp {
    pub async fn call(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> Reply {
        let mut req = self
            .client
            .request(method, format!("{}{}", self.base, path));
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        if let Some(b) = body {
            req = req.json(&b);
        }
        let res = req.send().await.expect("request");
        let status = res.status();
        let headers = res.headers().clone();
        let body = res.json().await.unwrap_or(Value::Null);
        Reply {
            status,
            body,
            headers,
        }
    }
    pub async fn get(&self, path: &str, token: Option<&str>) -> Reply {
        self.call(Method::GET, path, token, None).await
    }
    pub async fn post(&self, path: &str, token: Option<&str>, body: Value) -> Reply {
        self.call(Method::POST, path, token, Some(body)).await
    }
    pub async fn put(&self, path: &str, token: Option<&str>, body: Value) -> Reply {
        self.call(Method::PUT, path, token, Some(body)).await
    }
    pub async fn delete(&self, path: &str, token: Option<&str>) -> Reply {
        self.call(Method::DELETE, path, token, None).await
    }

    pub async fn register(
        &self,
        username: &str,
        phone: &str,
        email: &str,
        password: &str,
    ) -> Reply {
        self.post(
            "/api/v0/user/register",
            None,
            json!({ "username": username, "phone": phone, "email": email, "password": password, "inviteCode": null }),
        )
        .await
    }
    pub async fn login(&self, username: &str, password: &str) -> Reply {
        self.post(
            "/api/v0/user/login",
            None,
            json!({ "username": username, "password": password }),
        )
        .await
    }
    /// Registers a learner and answers its session token.
    pub async fn learner(&self, username: &str, phone: &str) -> String {
        self.register(
            username,
            phone,
            &format!("{username}@example.cn"),
            "abcde12345",
        )
        .await
        .ok();
        self.login(username, "abcde12345").await.ok()["token"]
            .as_str()
            .unwrap()
            .to_string()
    }
    pub async fn guest(&self) -> String {
        self.post("/api/v0/user/guest", None, json!({})).await.ok()["token"]
            .as_str()
            .unwrap()
            .to_string()
    }
    /// Creates an account with a staff role through the accounts service and logs it in.
    pub async fn staff(&self, role: &str) -> String {
        let phone = format!("139{:08}", rand::random_range(0..100_000_000u32));
        skillcert::service::accounts::create_account(
            &self.state,
            &format!("{role}1"),
            DEMO_PASSWORD,
            &phone,
            &format!("{role}1@example.cn"),
            role,
        )
        .await
        .expect("staff account");
        self.login(&format!("{role}1"), DEMO_PASSWORD).await.ok()["token"]
            .as_str()
            .unwrap()
            .to_string()
    }
    /// Creates an account with the given username and role and logs it in.
    pub async fn account(&self, username: &str, role: &str) -> String {
        let phone = format!("137{:08}", rand::random_range(0..100_000_000u32));
        skillcert::service::accounts::create_account(
            &self.state,
            username,
            DEMO_PASSWORD,
            &phone,
            &format!("{username}@example.cn"),
            role,
        )
        .await
        .expect("account");
        self.login(username, DEMO_PASSWORD).await.ok()["token"]
            .as_str()
            .unwrap()
            .to_string()
    }
    /// The id behind a session token.
    /// Sets the enrolment status of the account behind `token` (the enrolment review's effect).
    pub async fn enrol(&self, token: &str, course_id: i64, status: i16) {
        let uid = self.user_id(token).await;
        skillcert::service::enrolment::set_status(&self.state, uid, course_id, status)
            .await
            .unwrap();
    }

    pub async fn user_id(&self, token: &str) -> i64 {
        self.get("/api/v0/user", Some(token)).await.ok()["id"]
            .as_i64()
            .unwrap()
    }
    /// Uploads bytes as a multipart file.
    pub async fn upload(
        &self,
        token: Option<&str>,
        source: &str,
        name: &str,
        bytes: Vec<u8>,
    ) -> Reply {
        let part = reqwest::multipart::Part::bytes(bytes).file_name(name.to_string());
        let form = reqwest::multipart::Form::new()
            .part("file", part)
            .text("source", source.to_string());
        let mut req = self
            .client
            .post(format!("{}/api/v0/file/upload", self.base))
            .multipart(form);
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        let res = req.send().await.expect("upload");
        let status = res.status();
        let headers = res.headers().clone();
        Reply {
            status,
            body: res.json().await.unwrap_or(Value::Null),
            headers,
        }
    }

    /// The newest code the dev outbox holds for a phone.
    pub async fn sms_code(&self, phone: &str) -> String {
        let reply = self
            .get(&format!("/api/v0/dev/sms/outbox?phone={phone}"), None)
            .await;
        reply.ok()["messages"][0]["code"]
            .as_str()
            .expect("a code in the outbox")
            .to_string()
    }
}
