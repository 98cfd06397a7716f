//! kill -9 while learners autosave and submit: after a restart on the same database every
//! answer the server acknowledged before the kill is there, and every acknowledged submission
//! (and progress save, study heartbeat, reviewer's decision).
//! Runs the real binary (SQLite file, or a PostgreSQL schema when SKILLCERT_TEST_DATABASE_URL
//! names one).

use crate::common;

use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use serde_json::{Value, json};

const BIN: &str = env!("CARGO_BIN_EXE_skillcert");
const PASSWORD: &str = "abcde12345";
const LEARNERS: usize = 24;
/// Learners 0..SUBMITTERS submit after a few saves; the others autosave until the kill.
const SUBMITTERS: usize = 6;

struct Server {
    args: Vec<String>,
    base: String,
    child: Option<Child>,
}

impl Server {
    fn start(args: &[String]) -> Self {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let mut all = args.to_vec();
        all.extend(["--bind".into(), format!("127.0.0.1:{port}"), "serve".into()]);
        let child = Command::new(BIN)
            .env("SKILLCERT_DATA_KEY", common::TEST_DATA_KEY)
            .args(&all)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start skillcert");
        Self {
            args: args.to_vec(),
            base: format!("http://127.0.0.1:{port}/api/v0"),
            child: Some(child),
        }
    }

    async fn ready(&self, client: &reqwest::Client) {
        for _ in 0..300 {
            if client
                .get(format!("{}/openapi.json", self.base))
                .send()
                .await
                .is_ok()
            {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("the server did not start");
    }

    fn kill9(&mut self) {
        let mut child = self.child.take().expect("running");
        child.kill().expect("SIGKILL");
        child.wait().unwrap();
    }

    fn restart(&mut self) -> Self {
        Self::start(&self.args)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(child) = self.child.as_mut() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

async fn call(
    client: &reqwest::Client,
    method: reqwest::Method,
    url: String,
    token: Option<&str>,
    body: Value,
) -> reqwest::Result<(u16, Value)> {
    let mut req = client.request(method, url).json(&body);
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    let res = req.send().await?;
    let status = res.status().as_u16();
    Ok((status, res.json().await.unwrap_or(Value::Null)))
}

async fn login(client: &reqwest::Client, base: &str, username: &str) -> String {
    let (status, body) = call(
        client,
        reqwest::Method::POST,
        format!("{base}/user/login"),
        None,
        json!({"username": username, "password": PASSWORD}),
    )
    .await
    .unwrap();
    assert_eq!(status, 200, "{body}");
    body["data"]["token"].as_str().unwrap().to_string()
}

/// A fresh data directory (and database) with an administrator "admin", and its server started.
async fn start_with_admin(client: &reqwest::Client) -> (std::path::PathBuf, Server) {
    let dir = std::env::temp_dir().join(common::unique_name());
    std::fs::create_dir_all(&dir).unwrap();
    let args = vec![
        "--data-dir".to_string(),
        dir.display().to_string(),
        "--database-url".into(),
        common::database_url(&dir).await,
    ];
    let created = Command::new(BIN)
        .env("SKILLCERT_DATA_KEY", common::TEST_DATA_KEY)
        .args(&args)
        .args([
            "create-admin",
            "--username",
            "admin",
            "--password",
            PASSWORD,
            "--phone",
            "13800000001",
            "--email",
            "admin@example.cn",
        ])
        .output()
        .unwrap();
    assert!(
        created.status.success(),
        "{}",
        String::from_utf8_lossy(&created.stderr)
    );
    let server = Server::start(&args);
    server.ready(client).await;
    (dir, server)
}

/// Registers learner `crash{n}` and answers their session token.
async fn learner(client: &reqwest::Client, base: &str, n: usize) -> String {
    let form = json!({"username": format!("crash{n:02}"), "phone": format!("139{n:08}"), "email": format!("crash{n:02}@example.cn"), "password": PASSWORD});
    let (status, body) = call(
        client,
        reqwest::Method::POST,
        format!("{base}/user/register"),
        None,
        form,
    )
    .await
    .unwrap();
    assert_eq!(status, 200, "{body}");
    login(client, base, &format!("crash{n:02}")).await
}

#[tokio::test]
async fn every_acknowledged_answer_survives_kill_9() {
    let client = reqwest::Client::new();
    let (dir, mut server) = start_with_admin(&client).await;
    let base = server.base.clone();
    let post = reqwest::Method::POST;
    let admin = login(&client, &base, "admin").await;
    let (status, body) = call(
        &client,
        post.clone(),
        format!("{base}/admin/question"),
        Some(&admin),
        json!({"type": "FILL", "content": "第几次保存？____", "answer": ["0"], "subject": "断电"}),
    )
    .await
    .unwrap();
    assert_eq!(status, 200, "{body}");
    let question = body["data"]["id"].as_i64().unwrap();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    let (status, body) = call(&client, post.clone(), format!("{base}/admin/exam"), Some(&admin),
        json!({"title": "断电测试", "duration": 3600, "startedAt": now - 60_000, "expiredAt": now + 3_600_000, "items": [{"questionId": question}]}))
        .await
        .unwrap();
    assert_eq!(status, 200, "{body}");
    let exam = body["data"]["exam"]["id"].as_i64().unwrap();

    let mut tokens = Vec::new();
    for n in 0..LEARNERS {
        let token = learner(&client, &base, n).await;
        let (status, body) = call(
            &client,
            post.clone(),
            format!("{base}/exam/{exam}/start"),
            Some(&token),
            json!({}),
        )
        .await
        .unwrap();
        assert_eq!(status, 200, "{body}");
        tokens.push(token);
    }

    // Every learner saves "1", "2", "3"… as fast as the server answers; each remembers the last
    // save (and submission) the server acknowledged.
    let stop = Arc::new(AtomicBool::new(false));
    let mut learners = tokio::task::JoinSet::new();
    for (n, token) in tokens.iter().cloned().enumerate() {
        let (client, base, stop) = (client.clone(), base.clone(), stop.clone());
        learners.spawn(async move {
            let (mut acknowledged, mut submitted) = (0u64, false);
            for k in 1u64.. {
                if stop.load(Ordering::Relaxed) {
                    break;
                }
                let answers = json!({ question.to_string(): {"text": k.to_string()} });
                let submit = n < SUBMITTERS && k == 5;
                let (method, path) = if submit {
                    (reqwest::Method::POST, "submit")
                } else {
                    (reqwest::Method::PUT, "answers")
                };
                match call(
                    &client,
                    method,
                    format!("{base}/exam/{exam}/{path}"),
                    Some(&token),
                    json!({ "answers": answers }),
                )
                .await
                {
                    Ok((200, _)) => {
                        acknowledged = k;
                        if submit {
                            submitted = true;
                            break;
                        }
                    }
                    Ok((status, body)) => panic!("learner {n} save {k}: {status} {body}"),
                    Err(_) => break, // the server is gone
                }
            }
            (n, acknowledged, submitted)
        });
    }
    tokio::time::sleep(Duration::from_millis(1500)).await;
    server.kill9();
    stop.store(true, Ordering::Relaxed);
    let outcomes = learners.join_all().await;
    assert!(
        outcomes.iter().any(|(_, k, _)| *k > 5),
        "learners saved before the kill: {outcomes:?}"
    );

    let server = server.restart();
    server.ready(&client).await;
    let base = server.base.clone();
    for (n, acknowledged, submitted) in outcomes {
        let (status, body) = call(
            &client,
            post.clone(),
            format!("{base}/exam/{exam}/start"),
            Some(&tokens[n]),
            json!({}),
        )
        .await
        .unwrap();
        if submitted {
            assert_eq!(
                status, 409,
                "learner {n}'s submission was acknowledged: {body}"
            );
            continue;
        }
        assert_eq!(status, 200, "{body}");
        let saved: u64 = body["data"]["attempt"]["answers"][question.to_string()]["text"]
            .as_str()
            .map_or(0, |t| t.parse().unwrap());
        assert!(
            saved >= acknowledged,
            "learner {n}: save {acknowledged} was acknowledged, {saved} is stored"
        );
    }
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Progress saves and study heartbeats are written in batches (group commit) and answered only
/// once their batch is committed: after kill -9 and a restart, each learner's last acknowledged
/// save of a lesson is there (or a later one that was in flight), and its session has accounted
/// at least its last acknowledged heartbeat.
#[tokio::test]
async fn every_acknowledged_progress_save_and_heartbeat_survives_kill_9() {
    let client = reqwest::Client::new();
    let (dir, mut server) = start_with_admin(&client).await;
    let base = server.base.clone();
    let admin = login(&client, &base, "admin").await;
    let created = |path: String, body: Value| {
        let (client, admin) = (client.clone(), admin.clone());
        async move {
            let (status, body) = call(&client, reqwest::Method::POST, path, Some(&admin), body)
                .await
                .unwrap();
            assert_eq!(status, 200, "{body}");
            body["data"]["id"].as_i64().unwrap()
        }
    };
    // A trial course: every learner may study it without enrolling.
    let course = created(
        format!("{base}/admin/course"),
        json!({"name": "断电课程", "category": "计算机", "type": 0, "fee": 0, "publicCourse": true}),
    )
    .await;
    let section = created(
        format!("{base}/admin/course/{course}/section"),
        json!({"title": "第一章"}),
    )
    .await;
    let item = created(
        format!("{base}/admin/course/{course}/section/{section}/item"),
        json!({"title": "1.1 要点", "type": "TEXT", "content": "正文"}),
    )
    .await;
    let lesson = format!("{base}/course/{course}/section/{section}/item/{item}/progress");
    let mut tokens = Vec::new();
    let mut studies = Vec::new();
    for n in 0..LEARNERS {
        let token = learner(&client, &base, n).await;
        let (status, body) = call(
            &client,
            reqwest::Method::POST,
            format!("{base}/study/session"),
            Some(&token),
            json!({"courseId": course}),
        )
        .await
        .unwrap();
        assert_eq!(status, 200, "{body}");
        studies.push(body["data"]["session"]["id"].as_i64().unwrap());
        tokens.push(token);
    }

    // Every learner reports the position 1, 2, 3… and heartbeats 1, 2, 3… as fast as the server
    // answers and remembers the last of each acknowledged.
    let stop = Arc::new(AtomicBool::new(false));
    let mut learners = tokio::task::JoinSet::new();
    for (n, token) in tokens.iter().cloned().enumerate() {
        let (client, lesson, stop) = (client.clone(), lesson.clone(), stop.clone());
        let beats = format!("{base}/study/session/{}/beat", studies[n]);
        learners.spawn(async move {
            let (mut saved, mut beaten) = (0u64, 0u64);
            for k in 1u64.. {
                if stop.load(Ordering::Relaxed) {
                    break;
                }
                let body = json!({"position": k, "progress": 10});
                match call(
                    &client,
                    reqwest::Method::PUT,
                    lesson.clone(),
                    Some(&token),
                    body,
                )
                .await
                {
                    Ok((200, _)) => saved = k,
                    Ok((status, body)) => panic!("learner {n} save {k}: {status} {body}"),
                    Err(_) => break, // the server is gone
                }
                let beat = json!({"seq": k, "itemId": item, "visible": true, "focused": true});
                match call(
                    &client,
                    reqwest::Method::POST,
                    beats.clone(),
                    Some(&token),
                    beat,
                )
                .await
                {
                    Ok((200, _)) => beaten = k,
                    Ok((status, body)) => panic!("learner {n} heartbeat {k}: {status} {body}"),
                    Err(_) => break,
                }
            }
            (n, saved, beaten)
        });
    }
    tokio::time::sleep(Duration::from_millis(1500)).await;
    server.kill9();
    stop.store(true, Ordering::Relaxed);
    let outcomes = learners.join_all().await;
    assert!(
        outcomes.iter().all(|(_, k, b)| *k > 1 && *b > 1),
        "every learner saved and reported before the kill: {outcomes:?}"
    );

    let server = server.restart();
    server.ready(&client).await;
    let lesson = lesson.replace(&base, &server.base);
    for (n, acknowledged, beaten) in outcomes {
        let (status, body) = call(
            &client,
            reqwest::Method::GET,
            format!("{}/study/session/{}", server.base, studies[n]),
            Some(&tokens[n]),
            Value::Null,
        )
        .await
        .unwrap();
        assert_eq!(status, 200, "{body}");
        let accounted = body["data"]["session"]["lastSeq"].as_u64().unwrap();
        assert!(
            accounted >= beaten,
            "learner {n}: heartbeat {beaten} was acknowledged, {accounted} is stored"
        );
        let (status, body) = call(
            &client,
            reqwest::Method::GET,
            lesson.clone(),
            Some(&tokens[n]),
            Value::Null,
        )
        .await
        .unwrap();
        assert_eq!(status, 200, "{body}");
        let saved = body["data"]["position"].as_f64().unwrap() as u64;
        assert!(
            saved >= acknowledged,
            "learner {n}: save {acknowledged} was acknowledged, {saved} is stored"
        );
        assert_eq!(body["data"]["progress"], 10, "{body}");
    }
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
}

/// kill -9 while reviewers decide applications, three times over: after each restart, every
/// decision the server acknowledged is there with its trail entry and the learner's message,
/// and every application is either wholly decided (status, trail entry, message) or wholly
/// pending (none of them) — a decision and its message commit together or not at all.
#[tokio::test]
async fn decisions_and_their_messages_survive_kill_9_together() {
    const APPLICATIONS: usize = 36;
    const ROUNDS: usize = 3;
    // Arranged in process (learners, documents, submissions), then decided through the binary
    // on the same database and data directory.
    let app = common::spawn_app().await;
    let teacher = app.staff("teacher").await;
    let course = app
        .create_course(
            &teacher,
            json!({"name": "断电审核课程", "category": "电工", "type": 0, "fee": 100}),
        )
        .await
        .id();
    let reviewer = app.staff("reviewer").await;
    let mut pending = Vec::new();
    for n in 0..APPLICATIONS {
        let (_, id) = app
            .submitted_application(course, &format!("kill{n:02}"), &format!("1391111{n:04}"))
            .await;
        pending.push(id);
    }
    let args = vec![
        "--data-dir".to_string(),
        app.data_dir.display().to_string(),
        "--database-url".into(),
        app.state.settings.database_url(),
    ];
    let client = reqwest::Client::new();
    let (mut acknowledged, mut interrupted) = (Vec::new(), false);
    for round in 0..ROUNDS {
        if pending.is_empty() {
            break;
        }
        let mut server = Server::start(&args);
        server.ready(&client).await;
        let mut deciding = tokio::task::JoinSet::new();
        let answered = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        for (k, id) in pending.iter().copied().enumerate() {
            let (client, base, token) = (client.clone(), server.base.clone(), reviewer.clone());
            let answered = answered.clone();
            deciding.spawn(async move {
                // One after another (15 ms apart), so a kill finds some answered, some in
                // flight and some not yet sent.
                tokio::time::sleep(Duration::from_millis(15 * k as u64)).await;
                // Approve the even ones, reject the odd ones with a reason.
                let body = if k % 2 == 0 {
                    json!({"result": "approve"})
                } else {
                    json!({"result": "reject", "reason": "照片不清晰"})
                };
                let url = format!("{base}/reviewer/material/{course}/record/{id}");
                match call(&client, reqwest::Method::PUT, url, Some(&token), body).await {
                    Ok((200, _)) => {
                        answered.fetch_add(1, Ordering::Relaxed);
                        Some(id)
                    }
                    Ok((status, body)) => panic!("application {id}: {status} {body}"),
                    Err(_) => None, // the server is gone
                }
            });
        }
        // Kill a little after the first decision is answered (later each round), while the
        // others are in flight or waiting.
        for _ in 0..1000 {
            if answered.load(Ordering::Relaxed) > 0 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        tokio::time::sleep(Duration::from_millis(30 * (round as u64 + 1))).await;
        server.kill9();
        let answers: Vec<i64> = deciding.join_all().await.into_iter().flatten().collect();
        // A COMMIT PostgreSQL had received when the client died still completes: give the dead
        // process's backends a moment before reading what was decided.
        tokio::time::sleep(Duration::from_millis(500)).await;
        interrupted |= answers.len() < pending.len();
        acknowledged.extend(answers);
        let decided = check_decisions(&app, &acknowledged).await;
        pending.retain(|id| !decided.contains(id));
    }
    assert!(
        !acknowledged.is_empty() && interrupted,
        "some decisions were acknowledged before the kills, others cut off: {acknowledged:?}"
    );
}

/// Every application of the test: decided (status 2 or 3) exactly when it has one decision in
/// its trail, its learner one review message and the audit log one entry of it (written in the
/// decision's transaction: no change without its entry); every acknowledged one decided. Answers the
/// decided ones.
async fn check_decisions(app: &common::TestApp, acknowledged: &[i64]) -> Vec<i64> {
    use sea_orm::{ConnectionTrait, Statement};
    let sql = "SELECT a.id, e.status, \
        (SELECT COUNT(*) FROM enrolment_events v WHERE v.application_id = a.id \
           AND v.action IN ('approve', 'reject')), \
        (SELECT COUNT(*) FROM message_recipients r JOIN messages m ON m.id = r.message_id \
           WHERE r.user_id = a.user_id AND m.title LIKE '报名材料审核%'), \
        (SELECT COUNT(*) FROM audit_log l WHERE l.object_type = 'application' \
           AND l.object_id = a.id AND l.action IN ('材料审核通过', '材料审核未通过') \
           AND l.address IS NOT NULL AND l.actor_id IS NOT NULL) \
        FROM applications a JOIN enrolments e ON e.user_id = a.user_id AND e.course_id = a.course_id";
    let backend = app.db.get_database_backend();
    let rows = app
        .db
        .query_all_raw(Statement::from_string(backend, sql))
        .await
        .unwrap();
    let mut decided = Vec::new();
    for row in rows {
        let id: i64 = row.try_get_by_index(0).unwrap();
        let status: i16 = row.try_get_by_index(1).unwrap();
        let trail: i64 = row.try_get_by_index(2).unwrap();
        let messages: i64 = row.try_get_by_index(3).unwrap();
        let audited: i64 = row.try_get_by_index(4).unwrap();
        match status {
            2 | 3 => {
                assert_eq!(
                    (trail, messages, audited),
                    (1, 1, 1),
                    "application {id} decided: one trail entry, one message, one audit entry \
                     naming the reviewer and their address"
                );
                decided.push(id);
            }
            1 => {
                assert_eq!(
                    (trail, messages, audited),
                    (0, 0, 0),
                    "application {id} pending: no decision in its trail, no message, no audit entry"
                );
                assert!(
                    !acknowledged.contains(&id),
                    "application {id}: its decision was acknowledged, then lost"
                );
            }
            other => panic!("application {id}: status {other}"),
        }
    }
    decided
}
