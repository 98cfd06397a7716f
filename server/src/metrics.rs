//! Prometheus metrics: `GET /metrics` in the text exposition format, for the client addresses
//! (`--metrics-allow`) or the bearer token (`--metrics-token`) the configuration names; to
//! everyone else, and to everyone when neither is set, it answers 404 as if it did not exist.
//!
//! Figures are recorded where they happen through the `metrics` crate's one recorder per process
//! (`install`, from `startup::build_state`; its upkeep every 5 s from `startup::serve`): requests by route template, method and status with
//! their latency (`track`, a layer of the whole app), cache hits and misses (`cache`), the write
//! queue's batches (`service::writer`), logins by outcome (`service::accounts`), refusals by
//! their code (`error`), rate-limit refusals (`service::limits`) and uploaded bytes
//! (`service::files`). What is a state rather
//! than an event is read when scraped: the database pool, the write queue's depth and the exam
//! attempts in progress.

use std::net::IpAddr;
use std::sync::OnceLock;
use std::time::Instant;

use axum::extract::{MatchedPath, Request, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use sha2::{Digest, Sha256};

use crate::auth::ClientAddr;
use crate::service::AppState;

pub const HTTP_REQUESTS: &str = "skillcert_http_requests_total";
pub const HTTP_SECONDS: &str = "skillcert_http_request_duration_seconds";
pub const CACHE_REQUESTS: &str = "skillcert_cache_requests_total";
pub const LOGINS: &str = "skillcert_logins_total";
pub const REFUSALS: &str = "skillcert_refusals_total";
pub const RATE_LIMITED: &str = "skillcert_rate_limited_total";
pub const UPLOADS: &str = "skillcert_uploads_total";
pub const UPLOAD_BYTES: &str = "skillcert_upload_bytes_total";
pub const WRITE_BATCH: &str = "skillcert_write_batch_jobs";
pub const WRITE_QUEUE: &str = "skillcert_write_queue_jobs";
pub const DB_POOL: &str = "skillcert_db_pool_connections";
pub const EXAM_ATTEMPTS: &str = "skillcert_exam_attempts_in_progress";

static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();

/// The process's recorder, installed on first use (a test process runs several servers on one).
pub fn install() -> &'static PrometheusHandle {
    HANDLE.get_or_init(|| {
        let seconds = [
            0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
        ];
        let jobs = [1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0, 200.0, 512.0];
        let recorder = PrometheusBuilder::new()
            .set_buckets_for_metric(Matcher::Full(HTTP_SECONDS.into()), &seconds)
            .and_then(|b| b.set_buckets_for_metric(Matcher::Full(WRITE_BATCH.into()), &jobs))
            .expect("bucket lists are not empty")
            .build_recorder();
        let handle = recorder.handle();
        if metrics::set_global_recorder(recorder).is_err() {
            tracing::warn!("another metrics recorder is installed: /metrics will show nothing");
        }
        describe();
        handle
    })
}

fn describe() {
    use metrics::{describe_counter, describe_gauge, describe_histogram};
    describe_counter!(
        HTTP_REQUESTS,
        "Requests answered, by method, route template and status."
    );
    describe_histogram!(
        HTTP_SECONDS,
        metrics::Unit::Seconds,
        "Time to answer a request, by method and route template."
    );
    describe_counter!(
        CACHE_REQUESTS,
        "Reads of an in-memory cache, by cache and result (hit or miss)."
    );
    describe_counter!(
        LOGINS,
        "Password and SMS logins, by kind and outcome (ok, refused, throttled, invalid)."
    );
    describe_counter!(
        REFUSALS,
        "Requests refused (4xx) or failed (5xx), by the refusal's code (LOGIN_FAILED, FORBIDDEN…)."
    );
    describe_counter!(
        RATE_LIMITED,
        "Requests refused by a rate limit (429), by limit."
    );
    describe_counter!(UPLOADS, "Files uploaded and kept, by source.");
    describe_counter!(
        UPLOAD_BYTES,
        metrics::Unit::Bytes,
        "Bytes of the files uploaded and kept, by source."
    );
    describe_histogram!(
        WRITE_BATCH,
        "Jobs (progress saves, study heartbeats) written in one transaction."
    );
    describe_gauge!(
        WRITE_QUEUE,
        "Progress saves and heartbeats waiting for the writer."
    );
    describe_gauge!(
        DB_POOL,
        "Database connections of this instance's pool, by state (in_use, idle, max)."
    );
    describe_gauge!(
        EXAM_ATTEMPTS,
        "Exam attempts started and not yet submitted (all instances)."
    );
}

/// Counts and times every request under its route template (`/api/v0/course/{id}`), so the
/// labels stay few whatever the addresses asked for.
pub async fn track(request: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = match *request.method() {
        Method::GET => "GET",
        Method::POST => "POST",
        Method::PUT => "PUT",
        Method::DELETE => "DELETE",
        Method::PATCH => "PATCH",
        Method::HEAD => "HEAD",
        Method::OPTIONS => "OPTIONS",
        _ => "other",
    };
    let route = match request.extensions().get::<MatchedPath>() {
        Some(path) => path.as_str().to_owned(),
        None if request.uri().path().starts_with("/api/") => "unmatched".to_owned(),
        None => "web".to_owned(),
    };
    let response = next.run(request).await;
    let status = response.status().as_u16().to_string();
    metrics::histogram!(HTTP_SECONDS, "method" => method, "route" => route.clone())
        .record(started.elapsed().as_secs_f64());
    metrics::counter!(HTTP_REQUESTS, "method" => method, "route" => route, "status" => status)
        .increment(1);
    response
}

/// `GET /metrics`.
pub async fn scrape(
    State(state): State<AppState>,
    ClientAddr(address): ClientAddr,
    headers: HeaderMap,
) -> Response {
    if !may_read(&state, address, &headers) {
        return StatusCode::NOT_FOUND.into_response();
    }
    read_states(&state).await;
    let handle = install();
    handle.run_upkeep();
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        handle.render(),
    )
        .into_response()
}

fn may_read(state: &AppState, address: IpAddr, headers: &HeaderMap) -> bool {
    let settings = &state.settings;
    if settings.metrics_allow.contains(&address) {
        return true;
    }
    let Some(token) = settings.metrics_token.as_deref() else {
        return false;
    };
    let given = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .unwrap_or_default();
    // Compared as digests: the time taken says nothing about how much of the token matched.
    Sha256::digest(given.as_bytes()) == Sha256::digest(token.as_bytes())
}

/// The gauges read at the scrape.
async fn read_states(state: &AppState) {
    let (size, idle, max) = match state.db.get_database_backend() {
        sea_orm::DatabaseBackend::Postgres => {
            let pool = state.db.get_postgres_connection_pool();
            (
                pool.size(),
                pool.num_idle(),
                pool.options().get_max_connections(),
            )
        }
        _ => {
            let pool = state.db.get_sqlite_connection_pool();
            (
                pool.size(),
                pool.num_idle(),
                pool.options().get_max_connections(),
            )
        }
    };
    let idle = u32::try_from(idle).unwrap_or(u32::MAX);
    metrics::gauge!(DB_POOL, "state" => "in_use").set(f64::from(size.saturating_sub(idle)));
    metrics::gauge!(DB_POOL, "state" => "idle").set(f64::from(idle));
    metrics::gauge!(DB_POOL, "state" => "max").set(f64::from(max));
    metrics::gauge!(WRITE_QUEUE).set(state.writer.waiting() as f64);
    match crate::db::exams::open_attempts(&state.db).await {
        Ok(open) => metrics::gauge!(EXAM_ATTEMPTS).set(open as f64),
        Err(err) => tracing::warn!(error = %err, "count the exam attempts in progress"),
    }
}
