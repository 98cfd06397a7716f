//! Study hours on the real server (SQLite, and PostgreSQL with SKILLCERT_TEST_DATABASE_URL): a
//! session earns at most the wall-clock time by the server's clock, every discarded millisecond
//! has its reason in the ledger, a replayed or too-fast heartbeat credits nothing, 50 heartbeats
//! at once credit the wall-clock time once, a second session takes over the first, a missed
//! attention check withdraws its stretch, another learner's session and the staff endpoints
//! refuse whom they must.

use crate::common;

use std::time::Duration;

use crate::common::{CourseWithLessons, TestApp, spawn_app};
use futures_util::future::join_all;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};
use skillcert::db::entity::study_session;

/// teacherA's certification course (a text lesson, a 100 s video), learner01 enrolled.
async fn scene(app: &TestApp) -> (String, CourseWithLessons, String) {
    app.stop_clock();
    let teacher = app.account("teacherA", "teacher").await;
    let course = app.course_with_lessons(&teacher, false).await;
    let learner = app.learner("learner01", "13900000001").await;
    app.enrol(&learner, course.id, 4).await;
    (teacher, course, learner)
}

/// A heartbeat of a video playing at normal speed in a visible, focused page.
fn watching(seq: i64, item: i64) -> Value {
    json!({"seq": seq, "itemId": item, "playing": true, "visible": true, "focused": true,
           "rate": 1.0, "lastInputAgeMs": 40_000})
}

fn with(mut beat: Value, changes: Value) -> Value {
    for (k, v) in changes.as_object().unwrap() {
        beat[k] = v.clone();
    }
    beat
}

async fn opened(app: &TestApp, learner: &str, course: i64) -> i64 {
    app.open_study(learner, course).await.ok()["session"]["id"]
        .as_i64()
        .unwrap()
}

/// The session's ledger as (reason, ms) summed over stretches and lessons.
async fn ledger(app: &TestApp, learner: &str, id: i64) -> Vec<(String, i64)> {
    let detail = app.study_session(learner, id).await;
    let mut sums: std::collections::BTreeMap<String, i64> = Default::default();
    for row in detail.ok()["ledger"].as_array().unwrap() {
        *sums
            .entry(row["reason"].as_str().unwrap().to_string())
            .or_default() += row["ms"].as_i64().unwrap();
    }
    sums.into_iter().collect()
}

#[tokio::test]
async fn a_session_earns_the_server_clocks_time_and_records_every_discard_with_its_reason() {
    let app = spawn_app().await;
    let (_, course, learner) = scene(&app).await;
    let video = course.video.item;
    let id = opened(&app, &learner, course.id).await;

    app.advance_clock(Duration::from_secs(30));
    let first = app.beat(&learner, id, watching(1, video)).await;
    assert_eq!(first.ok()["creditedMs"], 30_000);
    assert_eq!(first.ok()["lessonFullMs"], 100_000);
    // Two minutes away: the interval and its grace are credited, the rest is a gap.
    app.advance_clock(Duration::from_secs(120));
    let late = app.beat(&learner, id, watching(2, video)).await;
    assert_eq!(late.ok()["creditedMs"], 35_000);
    assert_eq!(
        late.ok()["spans"],
        json!([{"reason": "credited", "ms": 35_000}, {"reason": "gap", "ms": 85_000}])
    );
    for (seq, changes, reason) in [
        (3, json!({"visible": false}), "hidden"),
        (4, json!({"focused": false}), "unfocused"),
        (5, json!({"rate": 1.5}), "rate"),
        (6, json!({"playing": false}), "paused"),
    ] {
        app.advance_clock(Duration::from_secs(20));
        let reply = app
            .beat(&learner, id, with(watching(seq, video), changes))
            .await;
        assert_eq!(reply.ok()["creditedMs"], 0, "{reason}");
        assert_eq!(
            reply.ok()["spans"],
            json!([{"reason": reason, "ms": 20_000}])
        );
    }
    // A replayed heartbeat accounts nothing, whatever it claims.
    app.advance_clock(Duration::from_secs(20));
    let replay = app.beat(&learner, id, watching(2, video)).await;
    assert_eq!(replay.ok()["accepted"], false);
    assert_eq!(replay.ok()["creditedMs"], 0);
    // The lesson earns up to its length: 65 s so far, 35 s left.
    app.advance_clock(Duration::from_secs(10));
    app.beat(&learner, id, watching(7, video)).await.ok();
    app.advance_clock(Duration::from_secs(30));
    let full = app.beat(&learner, id, watching(8, video)).await;
    assert_eq!(
        full.ok()["spans"],
        json!([{"reason": "credited", "ms": 5_000}, {"reason": "complete", "ms": 25_000}])
    );
    assert_eq!(full.ok()["lessonCreditedMs"], 100_000);

    assert_eq!(
        ledger(&app, &learner, id).await,
        vec![
            ("complete".into(), 25_000),
            ("credited".into(), 100_000),
            ("gap".into(), 85_000),
            ("hidden".into(), 20_000),
            ("paused".into(), 20_000),
            ("rate".into(), 20_000),
            ("unfocused".into(), 20_000),
        ]
    );
    let detail = app.study_session(&learner, id).await;
    assert_eq!(detail.ok()["session"]["creditedMs"], 100_000);
    let credits = app.study_credits(&learner, course.id).await;
    assert_eq!(credits.ok()["creditedMs"], 100_000);
    assert_eq!(
        credits.ok()["lessons"],
        json!([{"itemId": video, "creditedMs": 100_000}])
    );
}

#[tokio::test]
async fn a_text_lesson_earns_while_read_and_nothing_when_idle_or_on_a_trial_course_not_enrolled() {
    let app = spawn_app().await;
    let (teacher, course, learner) = scene(&app).await;
    let text = course.text.item;
    let id = opened(&app, &learner, course.id).await;
    let reading = |seq, age: i64| {
        json!({"seq": seq, "itemId": text, "playing": false, "visible": true, "focused": true,
               "rate": 1.0, "lastInputAgeMs": age})
    };
    app.advance_clock(Duration::from_secs(30));
    assert_eq!(
        app.beat(&learner, id, reading(1, 2_000)).await.ok()["creditedMs"],
        30_000
    );
    app.advance_clock(Duration::from_secs(30));
    let idle = app.beat(&learner, id, reading(2, 301_000)).await;
    assert_eq!(
        idle.ok()["spans"],
        json!([{"reason": "idle", "ms": 30_000}])
    );

    // A trial course: a learner who has not enrolled may study, but earns nothing.
    let trial = app.course_with_lessons(&teacher, true).await;
    let visitor = app.learner("visitor01", "13900000009").await;
    let visit = opened(&app, &visitor, trial.id).await;
    app.advance_clock(Duration::from_secs(30));
    let reply = app
        .beat(&visitor, visit, watching(1, trial.video.item))
        .await;
    assert_eq!(
        reply.ok()["spans"],
        json!([{"reason": "not_enrolled", "ms": 30_000}])
    );
    // A lesson of another course is not this session's.
    app.beat(&visitor, visit, watching(2, text))
        .await
        .fails(400, "课程内容不存在");
}

#[tokio::test]
async fn a_second_window_takes_over_and_two_sessions_never_both_earn() {
    let app = spawn_app().await;
    let (_, course, learner) = scene(&app).await;
    let video = course.video.item;
    let first = opened(&app, &learner, course.id).await;
    app.advance_clock(Duration::from_secs(30));
    app.beat(&learner, first, watching(1, video)).await.ok();

    let second = app.open_study(&learner, course.id).await;
    assert_eq!(second.ok()["takenOver"], first);
    let second = second.ok()["session"]["id"].as_i64().unwrap();
    app.advance_clock(Duration::from_secs(30));
    app.beat(&learner, first, watching(2, video))
        .await
        .fails(409, "您已在其他设备或窗口继续学习");
    assert_eq!(
        app.beat(&learner, second, watching(1, video)).await.ok()["creditedMs"],
        30_000
    );
    assert_eq!(
        ledger(&app, &learner, first).await,
        vec![("credited".into(), 30_000), ("superseded".into(), 30_000)]
    );
    let detail = app.study_session(&learner, first).await;
    assert_eq!(detail.ok()["session"]["endReason"], "superseded");

    // Ten windows opened at once: one session stays active.
    let uid = app.user_id(&learner).await;
    let opens = join_all((0..10).map(|_| app.open_study(&learner, course.id))).await;
    for reply in &opens {
        reply.ok();
    }
    let active = study_session::Entity::find()
        .filter(study_session::Column::ActiveUserId.eq(uid))
        .count(&app.db)
        .await
        .unwrap();
    assert_eq!(active, 1);
}

#[tokio::test]
async fn fifty_heartbeats_at_once_credit_the_wall_clock_time_once() {
    let app = spawn_app().await;
    let (_, course, learner) = scene(&app).await;
    let video = course.video.item;
    let id = opened(&app, &learner, course.id).await;
    app.advance_clock(Duration::from_secs(20));
    let replies = join_all((1..=50).map(|seq| app.beat(&learner, id, watching(seq, video)))).await;
    let credited: i64 = replies
        .iter()
        .map(|r| r.ok()["creditedMs"].as_i64().unwrap())
        .sum();
    assert_eq!(credited, 20_000, "the 20 s that passed, once");
    let detail = app.study_session(&learner, id).await;
    assert_eq!(detail.ok()["session"]["creditedMs"], 20_000);
    assert_eq!(
        app.study_credits(&learner, course.id).await.ok()["creditedMs"],
        20_000
    );
}

#[tokio::test]
async fn a_missed_attention_check_withdraws_its_stretch_and_ends_the_session() {
    let app = spawn_app().await;
    let (teacher, course, learner) = scene(&app).await;
    let rules = json!({"checkMinMinutes": 1, "checkMaxMinutes": 1, "checkCountdownSecs": 10});
    app.set_study_rules(&teacher, course.id, rules).await.ok();
    let text = course.text.item;
    let reading = |seq| {
        json!({"seq": seq, "itemId": text, "playing": false, "visible": true, "focused": true,
               "rate": 1.0, "lastInputAgeMs": 1_000})
    };
    let id = opened(&app, &learner, course.id).await;
    app.advance_clock(Duration::from_secs(30));
    assert!(app.beat(&learner, id, reading(1)).await.ok()["check"].is_null());
    app.advance_clock(Duration::from_secs(30));
    let due = app.beat(&learner, id, reading(2)).await;
    let check = due.ok()["check"]["id"]
        .as_i64()
        .expect("a check after a minute");
    assert_eq!(due.ok()["check"]["countdownSecs"], 10);
    // Answered in time: the minute is safe, the next stretch begins.
    app.advance_clock(Duration::from_secs(5));
    app.answer_check(&learner, id, check).await.ok();
    app.answer_check(&learner, id, check)
        .await
        .fails(404, "该确认已失效");
    // 35 s since the last heartbeat (the answer moves nothing), then 30 s: a second check.
    let mut check = None;
    for seq in 3..=4 {
        app.advance_clock(Duration::from_secs(30));
        check = app.beat(&learner, id, reading(seq)).await.ok()["check"]["id"].as_i64();
    }
    let check = check.expect("a second check after another minute");
    app.advance_clock(Duration::from_secs(10));
    let pending = app.beat(&learner, id, reading(5)).await;
    assert_eq!(
        pending.ok()["creditedMs"],
        0,
        "nothing earns while a check waits"
    );
    assert_eq!(
        pending.ok()["spans"],
        json!([{"reason": "check_pending", "ms": 10_000}])
    );
    // Not answered: the stretch since the passed check is withdrawn and the session ends.
    app.advance_clock(Duration::from_secs(30));
    app.beat(&learner, id, reading(6))
        .await
        .fails(409, "未在规定时间内确认，本段学时不计入");
    let credits = app.study_credits(&learner, course.id).await;
    assert_eq!(credits.ok()["creditedMs"], 60_000, "the first minute only");
    let detail = app.study_session(&learner, id).await;
    assert_eq!(detail.ok()["session"]["endReason"], "check_missed");
    assert_eq!(detail.ok()["session"]["creditedMs"], 60_000);
    let sums = ledger(&app, &learner, id).await;
    assert!(sums.contains(&("check_missed".into(), 95_000)), "{sums:?}");
    app.answer_check(&learner, id, check)
        .await
        .fails(409, "未在规定时间内确认，本段学时不计入");
}

#[tokio::test]
async fn sessions_are_their_learners_and_the_rules_their_courses_authors() {
    let app = spawn_app().await;
    let (teacher, course, learner) = scene(&app).await;
    let other_teacher = app.account("teacherB", "teacher").await;
    let admin = app.staff("admin").await;
    let finance = app.staff("finance").await;
    let stranger = app.learner("learner02", "13900000002").await;
    let guest = app.guest().await;
    let id = opened(&app, &learner, course.id).await;

    // Another learner's session; a guest; nobody; a course the caller does not study.
    let beat = watching(1, course.video.item);
    app.beat(&stranger, id, beat.clone())
        .await
        .fails(403, "无权操作该学习记录");
    app.study_session(&stranger, id)
        .await
        .fails(403, "无权操作该学习记录");
    app.end_study(&stranger, id)
        .await
        .fails(403, "无权操作该学习记录");
    app.beat(&learner, 987_654, beat.clone())
        .await
        .fails(404, "学习记录不存在");
    assert_eq!(app.beat(None, id, beat.clone()).await.status, 401);
    assert_eq!(app.open_study(&guest, course.id).await.status, 403);
    app.open_study(&stranger, course.id)
        .await
        .fails(403, "请先报名并完成缴费后再学习");
    app.beat(&learner, id, with(beat.clone(), json!({"seq": 0})))
        .await
        .fails(400, "学习记录参数有误");

    // Leaving ends the session; its page is told so.
    app.end_study(&learner, id).await.ok();
    app.advance_clock(Duration::from_secs(30));
    app.beat(&learner, id, beat)
        .await
        .fails(409, "本次学习已结束，请重新进入课程");

    // The rules: the course's author and content:all; nobody else.
    let defaults = app.study_rules(&teacher, course.id).await;
    assert_eq!(defaults.ok()["heartbeatSecs"], 30);
    assert_eq!(defaults.ok()["maxRatePct"], 100);
    for caller in [&other_teacher, &finance, &learner] {
        assert_eq!(app.study_rules(caller, course.id).await.status, 403);
        assert_eq!(
            app.set_study_rules(caller, course.id, json!({}))
                .await
                .status,
            403
        );
    }
    assert_eq!(app.study_rules(None, course.id).await.status, 401);
    let bad = json!({"heartbeatSecs": 5, "maxRatePct": 250, "checkMinMinutes": 30, "checkMaxMinutes": 20});
    let refused = app.set_study_rules(&teacher, course.id, bad).await;
    refused.fails(400, "须在15到60之间");
    assert_eq!(refused.field("maxRatePct"), "须在100到200之间");
    assert_eq!(refused.field("checkMaxMinutes"), "最短间隔不能大于最长间隔");
    assert_eq!(
        app.study_rules(&admin, course.id).await.ok()["heartbeatSecs"],
        30
    );
    let set = app
        .set_study_rules(
            &admin,
            course.id,
            json!({"maxRatePct": 200, "heartbeatSecs": 15}),
        )
        .await;
    assert_eq!(set.ok()["maxRatePct"], 200);
    assert_eq!(
        app.study_rules(&teacher, course.id).await.ok()["heartbeatSecs"],
        15
    );
}

#[tokio::test]
async fn an_exam_that_requires_the_courses_hours_waits_until_the_learner_has_them_and_the_classroom_shows_them()
 {
    let app = spawn_app().await;
    let (teacher, course, learner) = scene(&app).await;
    let admin = app.staff("admin").await;
    // One 学时 of ten minutes; the course requires one; a text lesson may earn up to twenty.
    app.save_settings(&admin, json!({"studyPeriodMinutes": "10"}))
        .await
        .ok();
    let rules = json!({"requiredPeriods": 1, "readCapMinutes": 20, "checkMinMinutes": 0, "checkMaxMinutes": 0});
    app.set_study_rules(&teacher, course.id, rules).await.ok();
    let bank = app.question_bank(&teacher).await;
    let now = app.now_ms();
    let exam = json!({"title": "结业考试", "courseId": course.id, "requiresHours": true,
                      "startedAt": now - 60_000, "expiredAt": now + 86_400_000,
                      "items": [{"questionId": bank.choice}]});
    let created = app.create_exam(&teacher, exam).await;
    assert_eq!(created.ok()["exam"]["requiresHours"], true);
    let exam = created.ok()["exam"]["id"].as_i64().unwrap();
    app.start_exam(&learner, exam)
        .await
        .fails(422, "学时未达到考试要求，还差1学时");

    let id = opened(&app, &learner, course.id).await;
    let reading = |seq| {
        json!({"seq": seq, "itemId": course.text.item, "playing": false, "visible": true,
               "focused": true, "rate": 1.0, "lastInputAgeMs": 1_000})
    };
    for seq in 1..=10 {
        app.advance_clock(Duration::from_secs(30));
        app.beat(&learner, id, reading(seq)).await.ok();
    }
    app.start_exam(&learner, exam)
        .await
        .fails(422, "学时未达到考试要求，还差0.5学时");
    // The classroom card and the course page show the 学时 credited against the requirement,
    // to the learner who studies the course and to nobody else.
    let card = |list: &Value| {
        list["courses"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["id"] == course.id)
            .cloned()
            .unwrap()
    };
    let listed = card(app.courses_where(&learner, "page=0&size=100").await.ok());
    assert_eq!(
        (
            listed["requiredPeriods"].clone(),
            listed["creditedPeriods"].clone()
        ),
        (json!(1), json!("0.5"))
    );
    let detail = app.course(&learner, course.id).await;
    assert_eq!(detail.ok()["creditedPeriods"], "0.5");
    let other = app.learner("learner02", "13900000002").await;
    let seen = card(app.courses_where(&other, "page=0&size=100").await.ok());
    assert_eq!(
        (
            seen["requiredPeriods"].clone(),
            seen["creditedPeriods"].clone()
        ),
        (json!(1), Value::Null)
    );
    let anonymous = card(app.courses_where(None, "page=0&size=100").await.ok());
    assert!(anonymous["creditedPeriods"].is_null());
    let hours = app.study_credits(&learner, course.id).await;
    assert_eq!(
        (
            hours.ok()["requiredPeriods"].clone(),
            hours.ok()["periodMinutes"].clone(),
            hours.ok()["missingPeriods"].clone()
        ),
        (json!(1), json!(10), json!("0.5"))
    );
    for seq in 11..=20 {
        app.advance_clock(Duration::from_secs(30));
        app.beat(&learner, id, reading(seq)).await.ok();
    }
    assert!(app.study_credits(&learner, course.id).await.ok()["missingPeriods"].is_null());
    app.start_exam(&learner, exam).await.ok();
}

/// An auditor's account: a role holding study:verify only.
async fn auditor(app: &TestApp, admin: &str) -> String {
    let id = app.permissions(admin).await.ok()["permissions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "study:verify")
        .map(|p| p["id"].as_i64().unwrap())
        .expect("study:verify is in the catalogue");
    let role = json!({"name": "auditor", "description": "学时核验", "permissions": [id]});
    app.create_role(admin, role).await.ok();
    app.account("auditor1", "auditor").await
}

#[tokio::test]
async fn the_report_counts_what_the_ledger_holds_and_shows_it_to_whom_it_must() {
    let app = spawn_app().await;
    let (teacher, course, learner) = scene(&app).await;
    let admin = app.staff("admin").await;
    let idle = app.learner("learner02", "13900000002").await;
    app.enrol(&idle, course.id, 4).await;
    let profile = json!({"name": "张三", "idCard": "44010119900501123X"});
    app.update_profile(&learner, profile).await.ok();
    let rules = json!({"checkMinMinutes": 1, "checkMaxMinutes": 1, "checkCountdownSecs": 10});
    app.set_study_rules(&teacher, course.id, rules).await.ok();
    let reading = |seq| {
        json!({"seq": seq, "itemId": course.text.item, "playing": false, "visible": true,
               "focused": true, "rate": 1.0, "lastInputAgeMs": 1_000})
    };
    // A session with a check passed and one missed, then a second session.
    let first = opened(&app, &learner, course.id).await;
    let mut check = None;
    for seq in 1..=2 {
        app.advance_clock(Duration::from_secs(30));
        check = app.beat(&learner, first, reading(seq)).await.ok()["check"]["id"].as_i64();
    }
    app.answer_check(&learner, first, check.unwrap()).await.ok();
    for seq in 3..=4 {
        app.advance_clock(Duration::from_secs(30));
        app.beat(&learner, first, reading(seq)).await.ok();
    }
    app.advance_clock(Duration::from_secs(30));
    app.beat(&learner, first, reading(5))
        .await
        .fails(409, "未在规定时间内确认，本段学时不计入");
    let second = opened(&app, &learner, course.id).await;
    app.advance_clock(Duration::from_secs(30));
    app.beat(&learner, second, reading(1)).await.ok();

    // The report's figures are the sessions' own, counted here.
    let mut credited = 0;
    let mut discarded = 0;
    for id in [first, second] {
        let detail = app.study_session(&learner, id).await;
        credited += detail.ok()["session"]["creditedMs"].as_i64().unwrap();
        discarded += detail.ok()["session"]["discardedMs"].as_i64().unwrap();
    }
    let query = format!("courseId={}", course.id);
    let report = app.study_report(&teacher, &query).await;
    let rows = report.ok()["rows"].as_array().unwrap().clone();
    assert_eq!(report.ok()["totalCount"], 2);
    let row = &rows[0];
    assert_eq!(
        (
            row["username"].clone(),
            row["name"].clone(),
            row["idCard"].clone(),
            row["sessions"].clone(),
            row["creditedMs"].clone(),
            row["discardedMs"].clone(),
            row["checksPassed"].clone(),
            row["checksMissed"].clone(),
        ),
        (
            json!("learner01"),
            json!("张三"),
            json!("4401**********123X"),
            json!(2),
            json!(credited),
            json!(discarded),
            json!(1),
            json!(1),
        )
    );
    assert!(row["firstAt"].as_i64().unwrap() < row["lastAt"].as_i64().unwrap());
    assert_eq!(
        (
            rows[1]["username"].clone(),
            rows[1]["sessions"].clone(),
            rows[1]["creditedMs"].clone()
        ),
        (json!("learner02"), json!(0), json!(0))
    );
    // No unmasked ID number or phone anywhere in the answer.
    let text = report.ok().to_string();
    assert!(
        !text.contains("44010119900501123X") && !text.contains("13900000001"),
        "{text}"
    );

    // Fifty readers at once all get the same answer.
    let burst = join_all((0..50).map(|_| app.study_report(&teacher, &query))).await;
    for reply in &burst {
        assert_eq!(reply.ok()["rows"][0]["creditedMs"], json!(credited));
    }

    // Filters: a period after the study counts nothing; a learner's name finds them alone.
    let later = app
        .study_report(&admin, &format!("{query}&from=2099-01-01"))
        .await;
    assert_eq!(later.ok()["rows"][0]["sessions"], 0);
    let found = app
        .study_report(&admin, &format!("{query}&q=learner02"))
        .await;
    assert_eq!(found.ok()["totalCount"], 1);

    // One learner: every session, newest first, with its device, address and reasons.
    let uid = app.user_id(&learner).await;
    let detail = app.study_report_learner(&teacher, uid, &query).await;
    let sessions = detail.ok()["sessions"].as_array().unwrap().clone();
    assert_eq!(
        sessions
            .iter()
            .map(|s| s["id"].as_i64().unwrap())
            .collect::<Vec<_>>(),
        vec![second, first]
    );
    assert_eq!(sessions[1]["endReason"], "check_missed");
    assert_eq!(sessions[1]["checksMissed"], 1);
    assert!(!sessions[1]["address"].as_str().unwrap().is_empty());
    let reasons: Vec<&str> = sessions[1]["reasons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["reason"].as_str().unwrap())
        .collect();
    assert!(
        reasons.contains(&"check_missed") && reasons.contains(&"credited"),
        "{reasons:?}"
    );
    let summed: i64 = sessions
        .iter()
        .flat_map(|s| s["reasons"].as_array().unwrap().clone())
        .filter(|r| r["reason"] == "credited")
        .map(|r| r["ms"].as_i64().unwrap())
        .sum();
    assert_eq!(summed, credited);

    // The workbook.
    let export = app
        .export_study_report(&admin, &format!("courseId={}", course.id))
        .await;
    assert_eq!(export.status(), 200);
    assert_eq!(
        export.headers()["content-type"],
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    );

    // Who may read it: an auditor (study:verify) every course's, a teacher their own only.
    let auditor = auditor(&app, &admin).await;
    app.study_report(&auditor, &query).await.ok();
    let other_teacher = app.account("teacherB", "teacher").await;
    let listed = |who: String| {
        let app = &app;
        async move {
            let list = app.study_report_courses(&who).await;
            list.ok()["courses"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c["id"].as_i64().unwrap())
                .collect::<Vec<_>>()
        }
    };
    assert!(listed(auditor.clone()).await.contains(&course.id));
    assert_eq!(listed(teacher.clone()).await, vec![course.id]);
    assert!(listed(other_teacher.clone()).await.is_empty());
    app.study_report(&other_teacher, &query)
        .await
        .fails(403, "只能查看自己课程的学时");
    app.study_report_learner(&other_teacher, uid, &query)
        .await
        .fails(403, "只能查看自己课程的学时");
    let finance = app.staff("finance").await;
    app.study_report(&finance, &query)
        .await
        .fails(403, "无权访问");
    app.study_report(&learner, &query)
        .await
        .fails(403, "无权访问");
    assert_eq!(app.study_report(None, &query).await.status, 401);
    // Bad queries change nothing and say why.
    app.study_report(&admin, "")
        .await
        .fails(400, "请选择要统计的课程");
    app.study_report(&admin, &format!("{query}&from=2026-13-40"))
        .await
        .fails(400, "请选择正确的统计时间段");
    app.study_report(&admin, &format!("{query}&from=2026-05-02&to=2026-05-01"))
        .await
        .fails(400, "请选择正确的统计时间段");
    app.study_report(&admin, "courseId=987654")
        .await
        .fails(404, "课程不存在");
    let outsider = app.learner("learner03", "13900000003").await;
    let outsider = app.user_id(&outsider).await;
    app.study_report_learner(&admin, outsider, &query)
        .await
        .fails(404, "用户不存在");
}

#[tokio::test]
async fn the_sweeper_settles_sessions_no_heartbeat_will_settle() {
    let app = spawn_app().await;
    let (teacher, course, learner) = scene(&app).await;
    let rules = json!({"checkMinMinutes": 1, "checkMaxMinutes": 1, "checkCountdownSecs": 10});
    app.set_study_rules(&teacher, course.id, rules).await.ok();
    let reading = |seq| {
        json!({"seq": seq, "itemId": course.text.item, "playing": false, "visible": true,
               "focused": true, "rate": 1.0, "lastInputAgeMs": 1_000})
    };
    // A check issued, then the page went quiet: the check is missed and its stretch withdrawn.
    let quiet = opened(&app, &learner, course.id).await;
    for seq in 1..=2 {
        app.advance_clock(Duration::from_secs(30));
        app.beat(&learner, quiet, reading(seq)).await.ok();
    }
    assert!(!app.study_session(&learner, quiet).await.ok()["session"]["check"].is_null());
    let sweep = || skillcert::service::study::sweep(&app.state);
    assert_eq!(sweep().await.unwrap(), (0, 0), "the check is still open");
    // Its countdown (10 s) and the network's grace (5 s) pass.
    app.advance_clock(Duration::from_secs(14));
    assert_eq!(sweep().await.unwrap(), (0, 0));
    app.advance_clock(Duration::from_secs(2));
    assert_eq!(sweep().await.unwrap(), (1, 0));
    let detail = app.study_session(&learner, quiet).await;
    assert_eq!(detail.ok()["session"]["endReason"], "check_missed");
    assert_eq!(detail.ok()["session"]["creditedMs"], 0);
    assert_eq!(
        app.study_credits(&learner, course.id).await.ok()["creditedMs"],
        0
    );

    // A session silent for ten minutes ends as left; what it earned stays.
    let silent = opened(&app, &learner, course.id).await;
    app.advance_clock(Duration::from_secs(30));
    app.beat(&learner, silent, reading(1)).await.ok();
    app.advance_clock(Duration::from_secs(9 * 60));
    assert_eq!(sweep().await.unwrap(), (0, 0));
    app.advance_clock(Duration::from_secs(61));
    assert_eq!(sweep().await.unwrap(), (0, 1));
    let detail = app.study_session(&learner, silent).await;
    assert_eq!(detail.ok()["session"]["endReason"], "left");
    assert_eq!(detail.ok()["session"]["creditedMs"], 30_000);
    app.beat(&learner, silent, reading(2))
        .await
        .fails(409, "本次学习已结束，请重新进入课程");
}

#[tokio::test]
async fn camera_presence_asks_for_stills_credits_nothing_without_them_and_a_non_self_verdict_withdraws_the_session()
 {
    let app = spawn_app().await;
    app.stop_clock();
    let teacher = app.account("teacherA", "teacher").await;
    let course = app.course_with_lessons(&teacher, false).await;
    let (learner, _) = app
        .submitted_application(course.id, "learner01", "13900000001")
        .await;
    app.enrol(&learner, course.id, 4).await;
    let stranger = app.learner("learner02", "13900000002").await;
    let admin = app.staff("admin").await;
    let reviewer = app.staff("reviewer").await;
    let auditor = auditor(&app, &admin).await;
    let video = course.video.item;
    let rules = json!({"cameraRequired": true, "snapshotMinMinutes": 1, "snapshotMaxMinutes": 1,
                       "checkMinMinutes": 0, "checkMaxMinutes": 0});
    app.set_study_rules(&teacher, course.id, rules).await.ok();
    let bad = json!({"cameraRequired": true, "snapshotMinMinutes": 9, "snapshotMaxMinutes": 2});
    app.set_study_rules(&teacher, course.id, bad)
        .await
        .fails(400, "抓拍最短间隔不能大于最长间隔");

    // Consent first: what is captured and for how long is the page's to show.
    app.open_study(&learner, course.id)
        .await
        .fails(409, "学习本课程需开启摄像头抓拍，请先阅读并同意抓拍说明");
    let before = app.study_consent(&learner).await;
    assert_eq!(
        (
            before.ok()["consentedAt"].clone(),
            before.ok()["retentionDays"].clone()
        ),
        (Value::Null, json!(90))
    );
    assert_eq!(app.study_consent(None).await.status, 401);
    assert_eq!(app.consent_to_camera(None).await.status, 401);
    let given = app.consent_to_camera(&learner).await;
    assert!(given.ok()["consentedAt"].is_i64());

    // The first still is asked for as the session opens; until its deadline the lesson earns.
    let opened = app.open_study(&learner, course.id).await;
    let id = opened.ok()["session"]["id"].as_i64().unwrap();
    let first = opened.ok()["session"]["snapshot"]["id"].as_i64().unwrap();
    app.advance_clock(Duration::from_secs(30));
    let beat = app.beat(&learner, id, watching(1, video)).await;
    assert_eq!(beat.ok()["creditedMs"], 30_000);
    assert_eq!(beat.ok()["snapshot"]["id"], first);
    // Past it (60 s and the network's grace) without a still: nothing is credited.
    app.advance_clock(Duration::from_secs(40));
    let refused = app.beat(&learner, id, watching(2, video)).await;
    assert_eq!(
        refused.ok()["spans"],
        json!([{"reason": "camera", "ms": 35_000}, {"reason": "gap", "ms": 5_000}])
    );

    // The still arrives as the learner's own private snapshot file, once.
    let file = app
        .upload(&learner, "snapshot", "still.png", common::still(1))
        .await;
    let (file_id, url) = (file.id(), file.ok()["url"].as_str().unwrap().to_string());
    let material = app
        .upload(&learner, "material", "p.png", common::still(2))
        .await
        .id();
    let theirs = app
        .upload(&stranger, "snapshot", "s.png", common::still(3))
        .await
        .id();
    for wrong in [material, theirs] {
        app.send_snapshot(&learner, id, first, json!({"fileId": wrong}))
            .await
            .fails(400, "请上传本次学习时拍摄的照片");
    }
    app.send_snapshot(&stranger, id, first, json!({"fileId": theirs}))
        .await
        .fails(403, "无权操作该学习记录");
    assert_eq!(
        app.send_snapshot(None, id, first, json!({"fileId": file_id}))
            .await
            .status,
        401
    );
    app.send_snapshot(&learner, id, 987_654, json!({"fileId": file_id}))
        .await
        .fails(404, "该抓拍请求已失效");
    let taken = app
        .send_snapshot(&learner, id, first, json!({"fileId": file_id}))
        .await;
    assert!(taken.ok()["snapshot"].is_null());
    app.send_snapshot(&learner, id, first, json!({"fileId": file_id}))
        .await
        .fails(400, "请上传本次学习时拍摄的照片");
    // From then on the lesson earns; a minute of credit asks for the next still.
    app.advance_clock(Duration::from_secs(30));
    let next = app.beat(&learner, id, watching(3, video)).await;
    assert_eq!(next.ok()["creditedMs"], 30_000);
    let second = next.ok()["snapshot"]["id"]
        .as_i64()
        .expect("the next still");
    assert_ne!(second, first);
    // Fifty pages send a still for it at once: one is kept.
    let mut files = Vec::new();
    for n in 0..50 {
        files.push(
            app.upload(&learner, "snapshot", "s.png", common::still(100 + n))
                .await
                .id(),
        );
    }
    let replies = join_all(files.iter().map(|f| {
        let body = json!({"fileId": f});
        let learner = learner.clone();
        let app = &app;
        async move { app.send_snapshot(&learner, id, second, body).await.status }
    }))
    .await;
    assert_eq!(
        replies.iter().filter(|s| **s == 200).count(),
        1,
        "{replies:?}"
    );
    assert!(
        replies.iter().all(|s| *s == 200 || *s == 404),
        "{replies:?}"
    );

    // The still is evidence: its learner cannot delete it while it is kept.
    assert_eq!(app.delete_file(&learner, file_id).await.status, 409);
    // The still is its learner's and the study-hours reviewers' to see.
    for (who, status) in [
        (Some(learner.as_str()), 200),
        (Some(auditor.as_str()), 200),
        (Some(admin.as_str()), 200),
        (Some(reviewer.as_str()), 403),
        (Some(teacher.as_str()), 403),
        (Some(stranger.as_str()), 403),
        (None, 401),
    ] {
        assert_eq!(
            app.fetch_file(who, &url, None).await.status().as_u16(),
            status,
            "{who:?}"
        );
    }

    // The review: stills beside the application's photo and ID card; only study:verify.
    for caller in [&teacher, &reviewer, &learner] {
        assert_eq!(app.study_session_sheet(caller, id).await.status, 403);
        assert_eq!(
            app.review_study_session(caller, id, json!({"verdict": "self"}))
                .await
                .status,
            403
        );
    }
    assert_eq!(app.study_session_sheet(None, id).await.status, 401);
    assert_eq!(
        app.review_study_session(None, id, json!({"verdict": "self"}))
            .await
            .status,
        401
    );
    app.review_study_session(&auditor, id, json!({"verdict": "self"}))
        .await
        .fails(409, "学习尚未结束，请在本次学习结束后再核验");
    app.end_study(&learner, id).await.ok();
    let read = app.study_session_sheet(&auditor, id).await;
    let snapshots = read.ok()["snapshots"].as_array().unwrap().clone();
    assert_eq!(snapshots.len(), 2);
    assert_eq!(snapshots[0]["file"]["url"], url.as_str());
    assert!(snapshots[0]["matchScore"].is_null());
    assert_eq!(read.ok()["matcher"], false);
    let slots: Vec<&str> = read.ok()["references"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["slot"].as_str().unwrap())
        .collect();
    assert_eq!(slots, ["photo", "idFront", "idBack"]);
    let photo = read.ok()["references"][0]["file"]["url"].as_str().unwrap();
    assert_eq!(
        app.fetch_file(&auditor, photo, None)
            .await
            .status()
            .as_u16(),
        200
    );

    // 本人, then 非本人 with a reason: the session's 60 s are withdrawn and the learner is told.
    app.review_study_session(&auditor, id, json!({"verdict": "maybe"}))
        .await
        .fails(400, "请选择本人或非本人");
    app.review_study_session(&auditor, id, json!({"verdict": "other"}))
        .await
        .fails(400, "判定为非本人时请填写理由");
    app.review_study_session(&auditor, id, json!({"verdict": "self"}))
        .await
        .ok();
    app.review_study_session(&auditor, id, json!({"verdict": "self"}))
        .await
        .fails(409, "该学习记录已是此判定");
    assert_eq!(
        app.study_credits(&learner, course.id).await.ok()["creditedMs"],
        60_000
    );
    let other = json!({"verdict": "other", "reason": "抓拍照片与报名照片不是同一人"});
    let decided = app.review_study_session(&auditor, id, other.clone()).await;
    assert_eq!(decided.ok()["verdict"], "other");
    let trail = decided.ok()["reviews"].as_array().unwrap().clone();
    assert_eq!(
        (
            trail[1]["fromVerdict"].clone(),
            trail[1]["verdict"].clone(),
            trail[1]["withdrawnMs"].clone(),
            trail[1]["reviewerName"].clone(),
        ),
        (
            json!("self"),
            json!("other"),
            json!(60_000),
            json!("auditor1")
        )
    );
    app.review_study_session(&auditor, id, other)
        .await
        .fails(409, "已判定为非本人的学习记录不能改判");
    assert_eq!(
        app.study_credits(&learner, course.id).await.ok()["creditedMs"],
        0
    );
    let sums = ledger(&app, &learner, id).await;
    assert!(sums.contains(&("not_self".into(), 60_000)), "{sums:?}");
    assert!(!sums.iter().any(|(r, _)| r == "credited"), "{sums:?}");
    let told = app.announcements(&learner).await;
    let told = told.ok().to_string();
    assert!(
        told.contains("学时核验结果") && told.contains("抓拍照片与报名照片不是同一人"),
        "{told}"
    );

    // The report counts the stills; the learner's sessions show the verdict.
    let report = app
        .study_report(&auditor, &format!("courseId={}", course.id))
        .await;
    let row = &report.ok()["rows"][0];
    assert_eq!(
        (
            row["snapshotsTaken"].clone(),
            row["snapshotsConfirmed"].clone()
        ),
        (json!(2), json!(0))
    );
    let uid = app.user_id(&learner).await;
    let sessions = app
        .study_report_learner(&auditor, uid, &format!("courseId={}", course.id))
        .await;
    let session = &sessions.ok()["sessions"][0];
    assert_eq!(
        (
            session["snapshotsRequested"].clone(),
            session["snapshotsTaken"].clone(),
            session["verdict"].clone()
        ),
        (json!(2), json!(2), json!("other"))
    );

    // After the retention period the stills are deleted; that they were taken stays.
    let purge = || skillcert::service::camera::purge(&app.state);
    assert_eq!(purge().await.unwrap(), 0);
    app.advance_clock(Duration::from_secs(91 * 86_400));
    assert_eq!(purge().await.unwrap(), 2);
    // (Ninety-one days on, every sign-in has expired: the state is read directly.)
    let gone = skillcert::db::files::find(&app.state.db, file_id)
        .await
        .unwrap();
    assert!(gone.is_none());
    let read = skillcert::service::camera::sheet(&app.state, id)
        .await
        .unwrap();
    let (first, file) = &read.snapshots[0];
    assert!(file.is_none() && first.file_id.is_none());
    assert!(first.deleted_at.is_some() && first.taken_at.is_some());
}
