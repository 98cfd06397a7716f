//! `spawn_app()`: the real server on a random port over a fresh database — SQLite by default,
//! PostgreSQL (a fresh schema per test) when SKILLCERT_TEST_DATABASE_URL names one — with the
//! clock the tests move, accounts, the typed client (`client`) and shared arrangements
//! (`builders`).

#![allow(dead_code)]

mod builders;
mod client;

// Each test file names a different few.
#[allow(unused_imports)]
pub use builders::{
    CourseWithLessons, EXAM_DURATION_SECS, ExamSitting, Lesson, QuestionBank, XLSX, complete_form,
    pdf, pdf_text, png, png_of, sheet_rows, still,
};

use std::path::PathBuf;
use std::time::Duration;

use reqwest::{Method, StatusCode};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::Value;
use skillcert::config::Settings;
use skillcert::db::Db;

pub const DEMO_PASSWORD: &str = "Skill2026demo";
/// The password `learner()` registers with.
pub const LEARNER_PASSWORD: &str = "abcde12345";
/// The data key of the test servers (the Makefile's public development key).
pub const TEST_DATA_KEY: &str = "c2tpbGxjZXJ0LWRldmVsb3BtZW50LWtleS1wdWJsaWM=";

pub struct TestApp {
    pub base: String,
    pub db: Db,
    /// The running server's state (shared caches and the clock included).
    pub state: skillcert::service::AppState,
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
    /// The id in a successful answer's data (`data.id`).
    #[track_caller]
    pub fn id(&self) -> i64 {
        self.ok()["id"].as_i64().expect("an id")
    }
}

pub fn unique_name() -> String {
    let n: u64 = rand::random();
    format!("t_{}_{n:016x}", std::process::id())
}

pub async fn database_url(dir: &std::path::Path) -> String {
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
    spawn_app_with(|_| {}).await
}

/// `spawn_app()` with its settings changed first (e.g. `dev` off).
pub async fn spawn_app_with(configure: impl FnOnce(&mut Settings)) -> TestApp {
    let (dir, mut settings) = fresh_settings().await;
    configure(&mut settings);
    serve(settings, TempDir(dir)).await
}

/// A test server's settings on a fresh data directory (and database), and that directory: dev
/// mode, local files, the test data key.
pub async fn fresh_settings() -> (PathBuf, Settings) {
    let dir = std::env::temp_dir().join(unique_name());
    std::fs::create_dir_all(&dir).unwrap();
    let settings = Settings {
        bind: "127.0.0.1:0".parse().unwrap(),
        database_url: Some(database_url(&dir).await),
        data_dir: dir.clone(),
        dev: true,
        trust_proxy: false,
        web_dir: None,
        storage: skillcert::storage::StorageLocation::Local,
        metrics_token: None,
        metrics_allow: Vec::new(),
        data_key: Some(TEST_DATA_KEY.into()),
    };
    (dir, settings)
}

/// A server on `settings`, its data directory removed with `dir`.
async fn serve(settings: Settings, dir: TempDir) -> TestApp {
    let data_dir = settings.data_dir.clone();
    let state = skillcert::startup::build_state(settings)
        .await
        .unwrap_or_else(|e| panic!("build state: {e:#}"));
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
        data_dir,
        _dir: dir,
    }
}

impl TestApp {
    /// A second server on the same database and data directory, as another instance behind a
    /// load balancer (its own caches and clock).
    pub async fn another_instance(&self) -> TestApp {
        let settings = (*self.state.settings).clone();
        serve(settings, TempDir(PathBuf::new())).await
    }

    /// The server's clock (ms since the epoch): exam times are set from it.
    pub fn now_ms(&self) -> i64 {
        self.state.clock.now_ms()
    }

    /// Stops the server's clock: only `advance_clock` moves it from now on (tests that count
    /// the milliseconds the server credits).
    pub fn stop_clock(&self) {
        self.state.clock.stop();
    }

    /// Lets time pass for the server: exam deadlines and status, learning progress and SMS
    /// codes follow its clock (sessions and stamped rows keep the system time).
    pub fn advance_clock(&self, by: Duration) {
        let ms = i64::try_from(by.as_millis()).expect("a test-sized duration");
        self.state.clock.advance(ms);
    }

    /// How many stored rows have `column` = `value`: for checking what the server stored or
    /// removed.
    pub async fn rows_where<C>(&self, column: C, value: i64) -> u64
    where
        C: ColumnTrait,
        C::EntityName: EntityTrait<Column = C>,
        <C::EntityName as EntityTrait>::Model: Sync,
    {
        <C::EntityName as EntityTrait>::find()
            .filter(column.eq(value))
            .count(&self.db)
            .await
            .expect("count rows")
    }

    /// Logs in and answers the session token.
    pub async fn session(&self, login: &str, password: &str) -> String {
        token_of(&self.login(login, password).await)
    }

    /// Registers a learner (password `LEARNER_PASSWORD`) and answers its session token.
    pub async fn learner(&self, username: &str, phone: &str) -> String {
        self.register(
            username,
            phone,
            &format!("{username}@example.cn"),
            LEARNER_PASSWORD,
        )
        .await
        .ok();
        self.session(username, LEARNER_PASSWORD).await
    }

    /// A session of the guest account.
    pub async fn guest(&self) -> String {
        token_of(&self.enter_as_guest().await)
    }

    /// Creates an account with a staff role (username `{role}1`) and logs it in.
    pub async fn staff(&self, role: &str) -> String {
        self.account(&format!("{role}1"), role).await
    }

    /// Creates an account with the given username and role through the accounts service and
    /// logs it in.
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
        self.session(username, DEMO_PASSWORD).await
    }

    /// The id behind a session token.
    pub async fn user_id(&self, token: &str) -> i64 {
        self.profile(token).await.id()
    }

    /// Sets the enrolment status of the account behind `token` (the enrolment review's effect).
    pub async fn enrol(&self, token: &str, course_id: i64, status: i16) {
        let uid = self.user_id(token).await;
        skillcert::service::enrolment::set_status(&self.state, uid, course_id, status)
            .await
            .unwrap();
    }

    /// Any call, for requests no typed method makes (odd bodies, unknown paths, filters).
    pub async fn call(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> Reply {
        self.call_from(None, method, path, token, body).await
    }
    /// `call` from a client address of its own (an `X-Forwarded-For` the server trusts when
    /// the app was spawned with `trust_proxy`).
    pub async fn call_from(
        &self,
        address: Option<&str>,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> Reply {
        let mut req = with_token(
            self.client
                .request(method, format!("{}{}", self.base, path)),
            token,
        );
        if let Some(ip) = address {
            req = req.header("x-forwarded-for", ip);
        }
        if let Some(b) = body {
            req = req.json(&b);
        }
        reply_to(req).await
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
}

/// The request, as the session behind `token` (if any) makes it.
fn with_token(req: reqwest::RequestBuilder, token: Option<&str>) -> reqwest::RequestBuilder {
    match token {
        Some(t) => req.bearer_auth(t),
        None => req,
    }
}

/// Sends a request and reads the envelope.
async fn reply_to(req: reqwest::RequestBuilder) -> Reply {
    envelope(req.send().await.expect("request")).await
}

/// An answer read as the envelope (a download's refusal, say).
pub async fn envelope(res: reqwest::Response) -> Reply {
    let status = res.status();
    let headers = res.headers().clone();
    let body = res.json().await.unwrap_or(Value::Null);
    Reply {
        status,
        body,
        headers,
    }
}

/// The session token of a successful login or guest entry.
#[track_caller]
fn token_of(reply: &Reply) -> String {
    reply.ok()["token"]
        .as_str()
        .expect("a session token")
        .to_string()
}
