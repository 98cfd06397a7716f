//! The audit log (操作日志, `/api/v0/admin/audit`, audit:read): one entry per change of each kind
//! with who, when, from which address, the object, from → to and why; filters by person, kind
//! and day; the .xlsx export (itself recorded); the retention period and its purge; refusals.
//! (That an entry commits with its change, under kill -9, is `tests/crash.rs`.)
//! SQLite, or PostgreSQL when SKILLCERT_TEST_DATABASE_URL names one.

use crate::common;

use std::time::Duration;

use crate::common::{DEMO_PASSWORD, LEARNER_PASSWORD, spawn_app, spawn_app_with};
use reqwest::Method;
use serde_json::{Value, json};
use skillcert::domain::calendar::date_of_ms;

/// The entries a query answers (newest first).
async fn entries(app: &common::TestApp, who: &str, query: &str) -> Vec<Value> {
    let reply = app
        .get(&format!("/api/v0/admin/audit?size=100&{query}"), Some(who))
        .await;
    reply.ok()["entries"].as_array().unwrap().clone()
}

fn token(reply: &common::Reply) -> String {
    reply.ok()["token"].as_str().unwrap().to_string()
}

/// The only entry with this action (there must be exactly one).
fn one<'a>(all: &'a [Value], action: &str) -> &'a Value {
    let found: Vec<&Value> = all.iter().filter(|e| e["action"] == action).collect();
    assert_eq!(found.len(), 1, "one entry of {action}: {all:#?}");
    found[0]
}

#[tokio::test]
async fn every_kind_of_change_is_recorded_once_with_who_where_and_what() {
    let app = spawn_app_with(|s| s.trust_proxy = true).await;
    let admin = app.staff("admin").await;
    let teacher = app.staff("teacher").await;
    let reviewer = app.staff("reviewer").await;

    // Logins: a learner registers and logs in from a proxy-forwarded address; two refusals.
    app.call_from(
        Some("203.0.113.9"),
        Method::POST,
        "/api/v0/user/register",
        None,
        Some(json!({"username": "audit01", "phone": "13911110001", "email": "audit01@example.cn", "password": LEARNER_PASSWORD})),
    )
    .await
    .ok();
    let learner = token(
        &app.call_from(
            Some("203.0.113.9"),
            Method::POST,
            "/api/v0/user/login",
            None,
            Some(json!({"username": "audit01", "password": LEARNER_PASSWORD})),
        )
        .await,
    );
    let learner_id = app.user_id(&learner).await;
    app.call_from(
        Some("198.51.100.7"),
        Method::POST,
        "/api/v0/user/login",
        None,
        Some(json!({"username": "audit01", "password": "wrong-password1"})),
    )
    .await
    .fails(401, "用户名或密码错误");
    app.login("nobody-at-all", "wrong-password1").await;

    let logins = entries(&app, &admin, "kind=login").await;
    let mine: Vec<&Value> = logins
        .iter()
        .filter(|e| e["objectId"] == learner_id)
        .collect();
    assert_eq!(mine.len(), 1, "{logins:#?}");
    assert_eq!(mine[0]["action"], "密码登录");
    assert_eq!(mine[0]["actorId"], learner_id);
    assert_eq!(mine[0]["actorName"], "audit01");
    assert_eq!(mine[0]["address"], "203.0.113.9");
    assert_eq!(mine[0]["object"], "user");
    // The staff's logins are there too (each once).
    assert_eq!(logins.len(), 4, "admin, teacher, reviewer, learner");

    let failed = entries(&app, &admin, "kind=loginFailed").await;
    assert_eq!(failed.len(), 2, "{failed:#?}");
    let known = failed.iter().find(|e| e["objectId"] == learner_id).unwrap();
    assert_eq!(known["address"], "198.51.100.7");
    assert_eq!(known["actorId"], Value::Null, "nobody known did it");
    assert_eq!(known["objectLabel"], "audit01");
    let unknown = failed.iter().find(|e| e["objectId"].is_null()).unwrap();
    assert_eq!(unknown["objectLabel"], "nobody-at-all");

    // Accounts: the registration by the learner themself, from their address.
    let accounts = entries(&app, &admin, "kind=account").await;
    let registered = one(&accounts, "注册账号");
    assert_eq!(registered["actorId"], learner_id);
    assert_eq!(registered["address"], "203.0.113.9");
    assert_eq!(registered["to"], "角色：student");

    // Roles and permissions.
    app.set_user_roles(
        &admin,
        learner_id,
        json!({"roleName": ["student", "teacher"]}),
    )
    .await
    .ok();
    let role = app
        .create_role(
            &admin,
            json!({"name": "auditor", "description": "审计", "permissions": []}),
        )
        .await
        .id();
    app.delete_role(&admin, role).await.ok();
    let access = entries(&app, &admin, "kind=access").await;
    let set = one(&access, "设置角色与权限");
    assert_eq!(set["objectId"], learner_id);
    assert_eq!(set["from"], "角色：student");
    assert_eq!(set["to"], "角色：student、teacher");
    assert_eq!(set["actorName"], "admin1");
    assert_eq!(set["address"], "127.0.0.1");
    assert_eq!(one(&access, "创建角色")["objectLabel"], "auditor");
    let deletions = entries(&app, &admin, "kind=deletion").await;
    assert_eq!(one(&deletions, "删除角色")["objectId"], role);

    // Settings: from → to per key.
    app.save_settings(&admin, json!({"siteName": "审计培训中心"}))
        .await
        .ok();
    app.save_settings(&admin, json!({"siteName": "审计培训中心"}))
        .await
        .ok();
    let settings = entries(&app, &admin, "kind=setting").await;
    assert_eq!(settings.len(), 1, "an unchanged value is no change");
    assert_eq!(settings[0]["objectLabel"], "siteName");
    assert_eq!(settings[0]["from"], Value::Null);
    assert_eq!(settings[0]["to"], "审计培训中心");

    // Content and its deletion.
    let course = app
        .create_course(
            &teacher,
            json!({"name": "审计课程", "category": "电工", "type": 0, "fee": 0}),
        )
        .await
        .id();
    let spare = app
        .create_course(
            &teacher,
            json!({"name": "待删除课程", "category": "电工", "type": 0, "fee": 0}),
        )
        .await
        .id();
    app.delete_course(&teacher, spare).await.ok();
    let content = entries(&app, &admin, "kind=content").await;
    assert_eq!(
        content.iter().filter(|e| e["action"] == "创建课程").count(),
        2
    );
    let deleted = one(&entries(&app, &admin, "kind=deletion").await, "删除课程").clone();
    assert_eq!(deleted["objectId"], spare);
    assert_eq!(deleted["objectLabel"], "待删除课程");
    assert_eq!(deleted["actorName"], "teacher1");

    // Enrolment steps, each from → to.
    let (applicant, application) = app
        .submitted_application(course, "audit02", "13911110002")
        .await;
    app.decide_materials(&reviewer, course, application, json!({"result": "approve"}))
        .await
        .ok();
    let steps = entries(&app, &admin, "kind=enrolment").await;
    let submitted = one(&steps, "提交报名材料");
    assert_eq!(submitted["actorId"], app.user_id(&applicant).await);
    assert_eq!(submitted["to"], "待审核");
    let approved = one(&steps, "材料审核通过");
    assert_eq!(approved["objectId"], application);
    assert_eq!(approved["from"], "待审核");
    assert_eq!(approved["to"], "审核通过");
    assert_eq!(approved["actorName"], "reviewer1");
    assert!(
        approved["objectLabel"]
            .as_str()
            .unwrap()
            .ends_with("· 审计课程"),
        "{approved}"
    );

    // Reads of personal data: a reviewer opens the applicant's ID photo; the teacher exports
    // the progress table.
    let record = app.material_record(&reviewer, course, application).await;
    let url = record.ok()["documents"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["slot"] == "idFront")
        .map(|d| d["url"].as_str().unwrap().to_string())
        .expect("the ID photo");
    assert_eq!(app.fetch_file(&reviewer, &url, None).await.status(), 200);
    assert_eq!(app.fetch_file(&applicant, &url, None).await.status(), 200);
    assert_eq!(
        app.export_progress(&teacher, &format!("courseId={course}"))
            .await
            .status(),
        200
    );
    let exports = entries(&app, &admin, "kind=export").await;
    let opened = one(&exports, "查看个人材料");
    assert_eq!(opened["actorName"], "reviewer1");
    assert!(
        opened["objectLabel"]
            .as_str()
            .unwrap()
            .contains("身份证正面"),
        "{opened}"
    );
    assert_eq!(one(&exports, "导出学习进度")["actorName"], "teacher1");

    // Every entry names its kind from the vocabulary and a time from the server's clock.
    let all = entries(&app, &admin, "").await;
    assert!(all.len() >= 20, "{}", all.len());
    for e in &all {
        assert!(e["at"].as_i64().unwrap() <= app.now_ms());
        assert!(e["kind"].is_string() && e["object"].is_string());
    }
}

#[tokio::test]
async fn grading_and_certificates_are_recorded() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let common::ExamSitting {
        teacher,
        bank,
        exam,
        learner,
    } = app.exam_sitting().await;
    let rid = app.submit(&learner, exam, bank.full_marks()).await.id();
    let short = bank.short.to_string();
    app.grade(&teacher, rid, json!({short.clone(): {"score": 8}}))
        .await
        .ok();
    app.grade(&teacher, rid, json!({short: {"score": 9}}))
        .await
        .ok();
    let grading = entries(&app, &admin, "kind=grading").await;
    assert_eq!(grading.len(), 2, "{grading:#?}");
    // Newest first: the regrade from the first grade's total to the new one.
    let (regrade, first) = (&grading[0], &grading[1]);
    assert_eq!(regrade["action"], "批阅");
    assert_eq!(regrade["object"], "answerSheet");
    assert_eq!(regrade["objectId"], rid);
    assert_eq!(regrade["from"], first["to"]);
    let (from, to): (i64, i64) = (
        regrade["from"].as_str().unwrap().parse().unwrap(),
        regrade["to"].as_str().unwrap().parse().unwrap(),
    );
    assert_eq!(to, from + 1);
    assert!(
        regrade["objectLabel"]
            .as_str()
            .unwrap()
            .contains("《JavaWeb 期末考试》第1次作答"),
        "{regrade}"
    );
    assert_eq!(regrade["actorName"], "teacherA");

    app.call(
        Method::POST,
        &format!("/api/v0/admin/exam/record/{rid}/void"),
        Some(&teacher),
        Some(json!({"reason": "替考"})),
    )
    .await
    .ok();
    let grading = entries(&app, &admin, "kind=grading").await;
    let voided = one(&grading, "判为作答无效");
    assert_eq!(voided["reason"], "替考");
}

#[tokio::test]
async fn only_audit_readers_read_and_filters_are_checked() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let teacher = app.staff("teacher").await;
    let learner = app.learner("audit03", "13911110003").await;
    for path in ["/api/v0/admin/audit", "/api/v0/admin/audit/export"] {
        app.get(path, None).await.fails(401, "请先登录");
        app.get(path, Some(&teacher)).await.fails(403, "无权访问");
        app.get(path, Some(&learner)).await.fails(403, "无权访问");
    }
    // A role holding only audit:read reads it; user:manage alone does not.
    let ids: Vec<i64> = app.permissions(&admin).await.ok()["permissions"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["name"] == "audit:read")
        .map(|p| p["id"].as_i64().unwrap())
        .collect();
    assert_eq!(ids.len(), 1, "audit:read is in the catalogue");
    app.create_role(&admin, json!({"name": "auditor", "permissions": ids}))
        .await
        .ok();
    let auditor = app.account("auditor1", "auditor").await;
    app.get("/api/v0/admin/audit", Some(&auditor)).await.ok();

    for (query, field, message) in [
        (
            "from=2026-13-01",
            "from",
            "日期格式应为 YYYY-MM-DD，如 2026-12-01",
        ),
        (
            "to=yesterday",
            "to",
            "日期格式应为 YYYY-MM-DD，如 2026-12-01",
        ),
        (
            "from=2026-12-02&to=2026-12-01",
            "to",
            "结束日期不能早于开始日期",
        ),
        ("kind=everything", "kind", "操作类别不存在"),
    ] {
        let reply = app
            .get(&format!("/api/v0/admin/audit?{query}"), Some(&admin))
            .await;
        reply.fails(400, message);
        assert_eq!(reply.field(field), message, "{query}");
    }
    for query in ["actorId=abc", "page=-1", "size=x"] {
        let reply = app
            .get(&format!("/api/v0/admin/audit?{query}"), Some(&admin))
            .await;
        assert_eq!(reply.status, 400, "{query}");
    }
    // A long name is cut, not refused; control characters are refused as everywhere.
    let long = "名".repeat(5000);
    app.get(&format!("/api/v0/admin/audit?actor={long}"), Some(&admin))
        .await
        .ok();
    app.get("/api/v0/admin/audit?actor=a%00b", Some(&admin))
        .await
        .fails(400, "不能包含控制字符");

    // 60 readers at once are all answered.
    let replies = futures_util::future::join_all(
        (0..60).map(|_| app.get("/api/v0/admin/audit?kind=login", Some(&admin))),
    )
    .await;
    assert!(replies.iter().all(|r| r.status == 200));
}

#[tokio::test]
async fn the_log_is_filtered_by_person_kind_and_day_and_exported() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let teacher = app.staff("teacher").await;
    let day_one = date_of_ms(app.now_ms());
    app.advance_clock(Duration::from_secs(3 * 86_400));
    app.create_course(
        &teacher,
        json!({"name": "三天后的课程", "category": "电工", "type": 0, "fee": 0}),
    )
    .await
    .ok();
    let day_four = date_of_ms(app.now_ms());

    let by_teacher = entries(&app, &admin, "actor=teacher").await;
    let actions: Vec<&str> = by_teacher
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(
        actions,
        ["创建课程", "密码登录"],
        "the teacher's, newest first"
    );
    assert!(by_teacher.iter().all(|e| e["actorName"] == "teacher1"));
    let teacher_id = app.user_id(&teacher).await;
    assert_eq!(
        entries(&app, &admin, &format!("actorId={teacher_id}&kind=content"))
            .await
            .len(),
        1
    );
    let first_day = entries(&app, &admin, &format!("from={day_one}&to={day_one}")).await;
    assert!(first_day.iter().all(|e| e["action"] != "创建课程"));
    assert!(first_day.iter().any(|e| e["action"] == "密码登录"));
    let fourth_day = entries(&app, &admin, &format!("from={day_four}&to={day_four}")).await;
    assert_eq!(fourth_day.len(), 1);
    assert_eq!(fourth_day[0]["objectLabel"], "三天后的课程");

    // The export holds what the filter names, and is itself recorded.
    let res = app
        .fetch_file(&admin, "/api/v0/admin/audit/export?kind=content", None)
        .await;
    assert_eq!(res.status(), 200);
    assert!(
        res.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .contains(".xlsx")
    );
    let bytes = res.bytes().await.unwrap();
    let rows = skillcert::documents::sheet::read(&bytes, "操作日志").expect("a workbook");
    assert_eq!(
        rows[0].1[..5],
        ["时间", "操作人", "IP 地址", "类别", "操作"]
    );
    assert_eq!(rows.len(), 2, "the header and the course: {rows:?}");
    assert_eq!(rows[1].1[1], "teacher1");
    assert_eq!(rows[1].1[3], "内容管理");
    assert_eq!(rows[1].1[4], "创建课程");
    assert_eq!(rows[1].1[6], "三天后的课程");
    let exports = entries(&app, &admin, "kind=export").await;
    assert_eq!(
        one(&exports, "导出操作日志")["objectLabel"],
        "操作日志 1 条"
    );
}

#[tokio::test]
async fn entries_past_the_retention_period_are_deleted_and_no_others() {
    let app = spawn_app().await;
    app.staff("admin").await;
    let teacher = app.staff("teacher").await;
    let course = |name: &str| json!({"name": name, "category": "电工", "type": 0, "fee": 0});
    app.create_course(&teacher, course("第一天")).await.ok();
    // Sessions last 7 days: each step logs in again.
    app.advance_clock(Duration::from_secs(200 * 86_400));
    let teacher = app.session("teacher1", DEMO_PASSWORD).await;
    app.create_course(&teacher, course("第二百天")).await.ok();
    // The setting is at least 180 days (网络安全法), at most 3650.
    let admin = app.session("admin1", DEMO_PASSWORD).await;
    app.save_settings(&admin, json!({"auditRetentionDays": "100"}))
        .await
        .fails(400, "请输入180到3650之间的整数");
    app.advance_clock(Duration::from_secs(200 * 86_400));
    let admin = app.session("admin1", DEMO_PASSWORD).await;

    // Day 400 with the default 365: the first day's entries go, the 200th day's stay.
    let gone = skillcert::service::audit::purge(&app.state).await.unwrap();
    let left = entries(&app, &admin, "kind=content").await;
    let labels: Vec<&str> = left
        .iter()
        .map(|e| e["objectLabel"].as_str().unwrap())
        .collect();
    assert_eq!(labels, ["第二百天"]);
    assert!(gone >= 1);
    assert_eq!(
        skillcert::service::audit::purge(&app.state).await.unwrap(),
        0
    );

    // A shorter period, then: the 200th day's course is 200 days old on day 400.
    app.save_settings(&admin, json!({"auditRetentionDays": "180"}))
        .await
        .ok();
    skillcert::service::audit::purge(&app.state).await.unwrap();
    assert!(entries(&app, &admin, "kind=content").await.is_empty());
    // The setting's own change is younger than 180 days and stays.
    assert_eq!(entries(&app, &admin, "kind=setting").await.len(), 1);
}
