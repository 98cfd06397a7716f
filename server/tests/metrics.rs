//! `/metrics` on the real server: hidden (404) from everyone the configuration does not name,
//! readable with the token or from an allowed address, in the Prometheus text format; and its
//! counters move with the requests made (requests by route template, logins by outcome, rate-limit
//! refusals, uploads, cache reads, the writer's batches) while the gauges are read at the scrape.

use crate::common;

use crate::common::{TestApp, png, spawn_app_with};
use futures_util::future::join_all;
use reqwest::Method;
use serde_json::json;

const TOKEN: &str = "scrape-token-0123456789";

async fn app_with_token() -> TestApp {
    spawn_app_with(|s| s.metrics_token = Some(TOKEN.into())).await
}

/// The scrape as Prometheus makes it: status and body.
async fn scrape(app: &TestApp, token: Option<&str>, from: Option<&str>) -> (u16, String) {
    let mut req = app.client.get(format!("{}/metrics", app.base));
    if let Some(token) = token {
        req = req.bearer_auth(token);
    }
    if let Some(ip) = from {
        req = req.header("x-forwarded-for", ip);
    }
    let res = req.send().await.expect("scrape");
    let status = res.status().as_u16();
    if status == 200 {
        let kind = res.headers()["content-type"].to_str().unwrap().to_owned();
        assert!(kind.starts_with("text/plain; version=0.0.4"), "{kind}");
    }
    (status, res.text().await.unwrap())
}

/// The value of one series (`name{labels}` exactly as rendered, labels in Prometheus's order),
/// 0 when absent.
fn value(body: &str, series: &str) -> f64 {
    body.lines()
        .find_map(|line| line.strip_prefix(series)?.strip_prefix(' '))
        .map_or(0.0, |v| v.trim().parse().expect("a number"))
}

#[tokio::test]
async fn metrics_are_hidden_from_anyone_not_named_by_the_configuration() {
    // Neither a token nor an address configured: nobody, not even with a token.
    let app = spawn_app_with(|_| {}).await;
    assert_eq!(scrape(&app, None, None).await.0, 404);
    assert_eq!(scrape(&app, Some(TOKEN), None).await.0, 404);

    let app = app_with_token().await;
    assert_eq!(scrape(&app, None, None).await.0, 404);
    assert_eq!(
        scrape(&app, Some("scrape-token-0123456788"), None).await.0,
        404
    );
    // A burst of guesses, and of scrapes with the token: each answered, none a 5xx.
    let guesses = (0..50).map(|i| {
        let app = &app;
        async move {
            let guess = format!("scrape-token-{i:010}");
            scrape(app, Some(&guess), None).await.0
        }
    });
    assert!(join_all(guesses).await.iter().all(|s| *s == 404));
    let scrapes = (0..50).map(|_| scrape(&app, Some(TOKEN), None));
    assert!(join_all(scrapes).await.iter().all(|(s, _)| *s == 200));
    // Malformed credentials are refused like wrong ones, never a server error.
    let long = "x".repeat(8_000);
    let odd: [&[u8]; 6] = [
        b"Bearer",
        b"Bearer ",
        b"Basic c2NyYXBlOnRva2Vu",
        b"bearer scrape-token-0123456789",
        b"Bearer scrape-token-0123456789\xff",
        long.as_bytes(),
    ];
    for value in odd {
        let res = app
            .client
            .get(format!("{}/metrics", app.base))
            .header(
                "authorization",
                reqwest::header::HeaderValue::from_bytes(value).unwrap(),
            )
            .send()
            .await
            .unwrap();
        assert_eq!(
            res.status().as_u16(),
            404,
            "{:?}",
            String::from_utf8_lossy(value)
        );
    }
    let learner = app.learner("metricsreader", "13900000011").await;
    assert_eq!(
        scrape(&app, Some(learner.as_str()), None).await.0,
        404,
        "a session is not the token"
    );
    let (status, body) = scrape(&app, Some(TOKEN), None).await;
    assert_eq!(status, 200);
    assert!(
        body.contains("# TYPE skillcert_http_requests_total counter"),
        "{body}"
    );

    // An allowed address reads without the token; behind the proxy, the address it forwards
    // counts, so a client elsewhere is refused.
    let app = spawn_app_with(|s| {
        s.metrics_allow = vec!["10.1.2.3".parse().unwrap()];
        s.trust_proxy = true;
    })
    .await;
    assert_eq!(scrape(&app, None, Some("10.1.2.3")).await.0, 200);
    assert_eq!(scrape(&app, None, Some("10.1.2.4")).await.0, 404);
    assert_eq!(
        scrape(&app, None, None).await.0,
        404,
        "the proxy itself is not allowed"
    );
    assert_eq!(scrape(&app, None, Some("not-an-address")).await.0, 404);
    assert_eq!(scrape(&app, None, Some("10.1.2.3, ::zz")).await.0, 404);
}

#[tokio::test]
async fn a_token_shorter_than_16_characters_is_refused_at_start() {
    use clap::Parser;
    let parsed = skillcert::config::Cli::try_parse_from(["skillcert", "--metrics-token", "short"]);
    let err = parsed.expect_err("refused").to_string();
    assert!(err.contains("at least 16 characters"), "{err}");
    let parsed =
        skillcert::config::Cli::try_parse_from(["skillcert", "--metrics-allow", "127.0.0.1,::1"])
            .expect("addresses");
    assert_eq!(parsed.settings.metrics_allow.len(), 2);
}

#[tokio::test]
async fn the_counters_move_with_the_requests_made() {
    let app = app_with_token().await;
    let teacher = app.account("metricsteacher", "teacher").await;
    let course = app.course_with_lessons(&teacher, false).await;
    let learner = app.learner("metricslearner", "13900000012").await;
    app.enrol(&learner, course.id, 4).await;
    let (_, before) = scrape(&app, Some(TOKEN), None).await;

    // Requests under one route template, whatever the id.
    for _ in 0..3 {
        app.call(
            Method::GET,
            &format!("/api/v0/course/{}", course.id),
            Some(learner.as_str()),
            None,
        )
        .await
        .ok();
    }
    // Logins: one that opens a session, five refused, then the pair is locked (429).
    app.login("metricslearner", common::LEARNER_PASSWORD)
        .await
        .ok();
    for _ in 0..5 {
        app.login("metricslearner", "wrong-password-1")
            .await
            .fails(401, "用户名或密码错误");
    }
    let locked = app.login("metricslearner", "wrong-password-1").await;
    assert_eq!(locked.status, 429, "{}", locked.body);
    // A document photo kept.
    let photo = png();
    let size = photo.len() as f64;
    app.upload(&learner, "material", "id.png", photo).await.ok();
    // A progress save goes through the writer's batches.
    app.save_progress(
        &learner,
        course.text,
        json!({"completed": true, "progress": 100}),
    )
    .await
    .ok();

    let (_, after) = scrape(&app, Some(TOKEN), None).await;
    let moved = |series: &str| value(&after, series) - value(&before, series);
    let course_route = r#"method="GET",route="/api/v0/course/{id}""#;
    assert_eq!(
        moved(&format!(
            "skillcert_http_requests_total{{{course_route},status=\"200\"}}"
        )),
        3.0,
        "{after}"
    );
    assert_eq!(
        moved(&format!(
            "skillcert_http_request_duration_seconds_count{{{course_route}}}"
        )),
        3.0
    );
    assert_eq!(
        moved(r#"skillcert_logins_total{kind="password",outcome="ok"}"#),
        1.0
    );
    assert_eq!(
        moved(r#"skillcert_logins_total{kind="password",outcome="refused"}"#),
        5.0
    );
    assert_eq!(
        moved(r#"skillcert_logins_total{kind="password",outcome="throttled"}"#),
        1.0
    );
    assert_eq!(
        moved(r#"skillcert_rate_limited_total{limit="login:pair"}"#),
        1.0
    );
    assert_eq!(moved(r#"skillcert_uploads_total{source="material"}"#), 1.0);
    assert_eq!(
        moved(r#"skillcert_upload_bytes_total{source="material"}"#),
        size
    );
    assert!(moved("skillcert_write_batch_jobs_count") >= 1.0, "{after}");
    assert!(moved(r#"skillcert_cache_requests_total{cache="sessions",result="hit"}"#) >= 3.0);
    // Gauges read at the scrape.
    assert!(
        value(&after, r#"skillcert_db_pool_connections{state="max"}"#) >= 1.0,
        "{after}"
    );
    assert!(
        after.contains("\nskillcert_exam_attempts_in_progress "),
        "{after}"
    );
    assert!(after.contains("\nskillcert_write_queue_jobs 0"), "{after}");
    // The scrape itself is counted like any request, and unknown API paths share one label.
    app.get("/api/v0/no/such/thing", Some(learner.as_str()))
        .await;
    let (_, last) = scrape(&app, Some(TOKEN), None).await;
    assert!(
        value(
            &last,
            r#"skillcert_http_requests_total{method="GET",route="unmatched",status="404"}"#
        ) >= 1.0,
        "{last}"
    );
    assert!(
        !last.contains("/api/v0/no/such"),
        "addresses never become labels"
    );
}
