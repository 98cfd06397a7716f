//! The conduct record kept by the server: what the exam page reports is stored at the server's
//! time, leaves count toward the exam's limit (warned at each, submitted at the limit), and a
//! teacher sees the record beside the answers, voids an attempt with a reason (the learner is
//! told) or reopens it.

use crate::common;

use std::time::Duration;

use crate::common::{EXAM_DURATION_SECS, QuestionBank, TestApp, spawn_app};
use futures_util::future::join_all;
use serde_json::{Value, json};

/// The four objective questions (17 points) for ten hours, with `settings` laid over.
async fn exam_with(app: &TestApp, teacher: &str, bank: &QuestionBank, mut settings: Value) -> i64 {
    settings["title"] = json!("安全生产考试");
    app.objective_exam_with(teacher, bank, settings).await
}

async fn report(app: &TestApp, who: &str, exam: i64, kind: &str) -> common::Reply {
    let path = format!("/api/v0/exam/{exam}/event");
    app.post(&path, Some(who), json!({ "kind": kind })).await
}

fn kinds(sheet: &Value) -> Vec<(String, bool)> {
    sheet["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["kind"].as_str().unwrap().to_string(),
                e["counted"].as_bool().unwrap(),
            )
        })
        .collect()
}

#[tokio::test]
async fn leaves_are_counted_by_the_server_and_the_limit_submits() {
    let app = spawn_app().await;
    app.stop_clock();
    let teacher = app.account("teacherA", "teacher").await;
    let bank = app.question_bank(&teacher).await;
    let settings = json!({"exitLimit": 2, "requireFullscreen": true});
    let exam = exam_with(&app, &teacher, &bank, settings).await;
    let detail = app.managed_exam(&teacher, exam).await;
    assert_eq!(
        (&detail.ok()["exitLimit"], &detail.ok()["requireFullscreen"]),
        (&json!(2), &json!(true))
    );
    let learner = app.learner("learner01", "13912345678").await;
    report(&app, &learner, exam, "hidden")
        .await
        .fails(422, "请先开始考试");
    app.start_exam(&learner, exam).await.ok();
    let paper = app.paper(&learner, exam).await;
    assert_eq!(
        (&paper.ok()["exitLimit"], &paper.ok()["requireFullscreen"]),
        (&json!(2), &json!(true))
    );
    app.save_answers(
        &learner,
        exam,
        json!({bank.choice.to_string(): {"selected": ["A"]}}),
    )
    .await
    .ok();

    // Refused: no login, an unknown kind, a decision only a teacher makes.
    let path = format!("/api/v0/exam/{exam}/event");
    assert_eq!(
        app.post(&path, None, json!({"kind": "blur"})).await.status,
        401
    );
    for bad in [
        json!({"kind": "print"}),
        json!({"kind": "voided"}),
        json!({}),
        json!({"kind": 3}),
    ] {
        let reply = app.post(&path, Some(&learner), bad.clone()).await;
        assert_eq!(reply.status, 400, "{bad}");
    }
    report(&app, &learner, exam, "print")
        .await
        .fails(400, "事件类型无效");

    let first = report(&app, &learner, exam, "hidden").await;
    assert_eq!(
        (
            &first.ok()["exitCount"],
            &first.ok()["counted"],
            &first.ok()["ended"],
            &first.ok()["exitLimit"]
        ),
        (&json!(1), &json!(true), &json!(false), &json!(2))
    );
    let same = report(&app, &learner, exam, "blur").await;
    assert_eq!(
        (&same.ok()["exitCount"], &same.ok()["counted"]),
        (&json!(1), &json!(false)),
        "the same leave"
    );
    let copy = report(&app, &learner, exam, "copy").await;
    assert_eq!(copy.ok()["counted"], false, "recorded only");
    app.advance_clock(Duration::from_secs(3));
    let last = report(&app, &learner, exam, "fullscreenExit").await;
    assert_eq!(
        (&last.ok()["exitCount"], &last.ok()["ended"]),
        (&json!(2), &json!(true)),
        "full screen left counts when the exam requires it; the second leave submits"
    );
    report(&app, &learner, exam, "hidden")
        .await
        .fails(409, "您已完成该考试");

    // The teacher reads the record beside the answers, and the saved draft was graded.
    let sheets = app.submitted_records(&teacher).await;
    let rid = sheets.ok()["examRecords"][0]["id"].as_i64().unwrap();
    assert_eq!(sheets.ok()["examRecords"][0]["partialScore"], 5);
    let sheet = app.record_sheet(&teacher, rid).await;
    assert_eq!(
        kinds(sheet.ok()),
        [
            ("hidden".to_string(), true),
            ("blur".to_string(), false),
            ("copy".to_string(), false),
            ("fullscreenExit".to_string(), true)
        ]
    );
    let at = |i: usize| sheet.ok()["events"][i]["at"].as_i64().unwrap();
    assert_eq!(at(3) - at(0), 3_000, "stamped by the server's clock");
}

#[tokio::test]
async fn three_exits_by_default_none_with_zero_and_a_burst_counts_once() {
    let app = spawn_app().await;
    app.stop_clock();
    let teacher = app.account("teacherA", "teacher").await;
    let bank = app.question_bank(&teacher).await;
    let learner = app.learner("learner01", "13912345678").await;

    let never = exam_with(&app, &teacher, &bank, json!({"exitLimit": 0})).await;
    app.start_exam(&learner, never).await.ok();
    for _ in 0..5 {
        let r = report(&app, &learner, never, "hidden").await;
        assert_eq!(r.ok()["ended"], false);
        app.advance_clock(Duration::from_secs(3));
    }
    app.submit(&learner, never, json!({})).await.ok();

    let usual = exam_with(&app, &teacher, &bank, json!({})).await;
    assert_eq!(app.managed_exam(&teacher, usual).await.ok()["exitLimit"], 3);
    app.start_exam(&learner, usual).await.ok();
    // Fifty reports at once are one moment: one leave.
    let replies = join_all((0..50).map(|_| report(&app, &learner, usual, "blur"))).await;
    assert!(replies.iter().all(|r| r.status == 200));
    assert_eq!(
        replies.iter().filter(|r| r.ok()["counted"] == true).count(),
        1
    );
    app.advance_clock(Duration::from_secs(3));
    assert_eq!(app.exit_exam(&learner, usual).await.ok()["ended"], false);
    app.advance_clock(Duration::from_secs(3));
    let third = app.exit_exam(&learner, usual).await;
    assert_eq!(
        (&third.ok()["exitCount"], &third.ok()["ended"]),
        (&json!(3), &json!(true))
    );

    for bad in [json!({"exitLimit": -1}), json!({"exitLimit": 21})] {
        let mut body = json!({"title": "x", "items": [{"questionId": bank.choice}]});
        body["exitLimit"] = bad["exitLimit"].clone();
        let reply = app.create_exam(&teacher, body).await;
        assert_eq!(reply.field("exitLimit"), "自动交卷的离开次数须在0到20之间");
    }
}

async fn card(app: &TestApp, learner: &str, exam: i64) -> Value {
    let list = app.exams(learner).await;
    list.ok()["exams"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["id"] == exam)
        .cloned()
        .unwrap()
}

#[tokio::test]
async fn a_teacher_voids_an_attempt_with_a_reason_and_reopens_the_latest() {
    let app = spawn_app().await;
    app.stop_clock();
    let teacher = app.account("teacherA", "teacher").await;
    let other = app.account("teacherB", "teacher").await;
    let bank = app.question_bank(&teacher).await;
    let exam = exam_with(
        &app,
        &teacher,
        &bank,
        json!({"attemptsAllowed": 2, "exitLimit": 1}),
    )
    .await;
    let learner = app.learner("learner01", "13912345678").await;
    app.start_exam(&learner, exam).await.ok();
    let right = json!({
        bank.choice.to_string(): {"selected": ["A"]},
        bank.multiple.to_string(): {"selected": ["A", "B"]},
        bank.judge.to_string(): {"value": true},
        bank.fill.to_string(): {"text": "超文本传输协议"},
    });
    let first = app.submit(&learner, exam, right.clone()).await;
    let rid = first.ok()["id"].as_i64().unwrap();
    assert_eq!(card(&app, &learner, exam).await["result"], 17);

    let void = format!("/api/v0/admin/exam/record/{rid}/void");
    assert_eq!(
        app.post(&void, None, json!({"reason": "x"})).await.status,
        401
    );
    assert_eq!(
        app.post(&void, Some(&learner), json!({"reason": "x"}))
            .await
            .status,
        403
    );
    app.post(&void, Some(&other), json!({"reason": "x"}))
        .await
        .fails(403, "只能批阅自己考试的答卷");
    app.post(&void, Some(&teacher), json!({}))
        .await
        .fails(400, "请填写原因（不超过200字）");
    let voided = app
        .post(&void, Some(&teacher), json!({"reason": "与他人答案雷同"}))
        .await;
    assert_eq!(voided.ok()["record"]["voided"], true);
    assert_eq!(voided.ok()["record"]["voidReason"], "与他人答案雷同");
    let event = voided.ok()["events"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .clone();
    assert_eq!(
        (&event["kind"], &event["by"], &event["detail"]),
        (
            &json!("voided"),
            &json!("teacherA"),
            &json!("与他人答案雷同")
        )
    );
    app.post(&void, Some(&teacher), json!({"reason": "again"}))
        .await
        .fails(409, "该次作答已判为无效");
    assert_eq!(
        card(&app, &learner, exam).await["result"],
        Value::Null,
        "a voided attempt counts in no result"
    );
    let records = app.exam_records(&learner).await;
    assert_eq!(
        records.ok()["examRecords"][0]["voidReason"],
        "与他人答案雷同"
    );
    let inbox = app.announcements(&learner).await;
    assert_eq!(inbox.ok()["announcements"][0]["title"], "考试作答无效");
    assert_eq!(
        inbox.ok()["announcements"][0]["content"],
        "您在考试《安全生产考试》中的第1次作答已被判为无效，不计入成绩。原因：与他人答案雷同"
    );

    // The second attempt ends at its first leave; the teacher reopens it.
    app.start_exam(&learner, exam).await.ok();
    app.save_answers(
        &learner,
        exam,
        json!({bank.judge.to_string(): {"value": true}}),
    )
    .await
    .ok();
    app.advance_clock(Duration::from_secs(600));
    assert_eq!(
        report(&app, &learner, exam, "hidden").await.ok()["ended"],
        true
    );
    let sheets = app.submitted_records(&teacher).await;
    let second = sheets.ok()["examRecords"][0]["id"].as_i64().unwrap();
    let reopen = |rid: i64| format!("/api/v0/admin/exam/record/{rid}/reopen");
    app.post(&reopen(rid), Some(&teacher), json!({"reason": "x"}))
        .await
        .fails(409, "只能重新开放学员最近一次作答");
    let reopened = app
        .post(
            &reopen(second),
            Some(&teacher),
            json!({"reason": "学员手机来电导致切屏"}),
        )
        .await;
    assert_eq!(
        reopened.ok()["events"].as_array().unwrap().last().unwrap()["kind"],
        "reopened"
    );
    let resumed = app.start_exam(&learner, exam).await;
    let attempt = &resumed.ok()["attempt"];
    assert_eq!(
        (
            &attempt["attempt"],
            &attempt["exitCount"],
            &attempt["submitted"]
        ),
        (&json!(2), &json!(0), &json!(false))
    );
    assert_eq!(
        attempt["answers"][bank.judge.to_string()],
        json!({"value": true}),
        "the draft stays"
    );
    assert_eq!(
        attempt["deadline"].as_i64().unwrap() - app.now_ms(),
        EXAM_DURATION_SECS * 1000 - 600_000,
        "the time it had left"
    );
    let inbox = app.announcements(&learner).await;
    assert_eq!(inbox.ok()["announcements"][0]["title"], "考试重新开放");
}

#[tokio::test]
async fn an_exam_that_asks_for_the_camera_takes_stills_the_server_reveals_and_its_graders_see() {
    use skillcert::domain::conduct::{SNAPSHOT_MARGIN_MS, SNAPSHOT_SPACING_MS, SNAPSHOTS_RANDOM};
    let app = spawn_app().await;
    app.stop_clock();
    let teacher = app.account("teacherA", "teacher").await;
    let other = app.account("teacherB", "teacher").await;
    let admin = app.staff("admin").await;
    let bank = app.question_bank(&teacher).await;
    let exam = exam_with(&app, &teacher, &bank, json!({"cameraRequired": true})).await;
    assert_eq!(
        app.managed_exam(&teacher, exam).await.ok()["cameraRequired"],
        true
    );
    let learner = app.learner("learner01", "13912345678").await;
    let stranger = app.learner("learner02", "13912345679").await;

    // Not started before the learner agreed, for this exam.
    app.start_exam(&learner, exam)
        .await
        .fails(409, "本场考试需开启摄像头抓拍，请先阅读并同意抓拍说明");
    let consent = format!("/api/v0/exam/{exam}/camera-consent");
    assert_eq!(app.get(&consent, None).await.status, 401);
    assert_eq!(app.post(&consent, None, json!({})).await.status, 401);
    let before = app.get(&consent, Some(&learner)).await;
    assert!(before.ok()["consentedAt"].is_null());
    assert_eq!(before.ok()["retentionDays"], 90);
    let agreed = app.post(&consent, Some(&learner), json!({})).await;
    assert_eq!(agreed.ok()["consentedAt"], app.now_ms());
    let started = app.start_exam(&learner, exam).await;
    let start = started.ok()["attempt"]["startedAt"].as_i64().unwrap();
    let deadline = started.ok()["attempt"]["deadline"].as_i64().unwrap();
    assert_eq!(app.paper(&learner, exam).await.ok()["cameraRequired"], true);

    // The still at the start: the same one until it arrives; the random ones stay unknown.
    let due = format!("/api/v0/exam/{exam}/snapshot");
    assert_eq!(app.get(&due, None).await.status, 401);
    app.get(&due, Some(&stranger))
        .await
        .fails(422, "请先开始考试");
    let first = app.get(&due, Some(&learner)).await;
    let first_id = first.ok()["snapshot"]["id"].as_i64().unwrap();
    assert_eq!(first.ok()["snapshot"]["deadline"], start + 65_000);
    assert_eq!(
        app.get(&due, Some(&learner)).await.ok()["snapshot"]["id"],
        first_id
    );

    // It arrives as the learner's own exam still, each file once.
    let file_id = app
        .upload(&learner, "exam-snapshot", "still.jpg", common::still(1))
        .await
        .id();
    let study_still = app
        .upload(&learner, "snapshot", "s.png", common::still(2))
        .await
        .id();
    let theirs = app
        .upload(&stranger, "exam-snapshot", "t.png", common::still(3))
        .await
        .id();
    let take = |who: Option<String>, sid: i64, file: i64| {
        let app = &app;
        async move {
            let path = format!("/api/v0/exam/{exam}/snapshot/{sid}");
            app.post(&path, who.as_deref(), json!({ "fileId": file }))
                .await
        }
    };
    let me = || Some(learner.clone());
    for wrong in [study_still, theirs, 0] {
        take(me(), first_id, wrong)
            .await
            .fails(400, "请上传本场考试中拍摄的照片");
    }
    assert_eq!(take(None, first_id, file_id).await.status, 401);
    take(me(), 987_654, file_id)
        .await
        .fails(404, "本次考试抓拍请求已失效");
    let replies = join_all((0..50).map(|_| take(me(), first_id, file_id))).await;
    assert_eq!(replies.iter().filter(|r| r.status == 200).count(), 1);
    assert!(
        replies
            .iter()
            .all(|r| [200, 400, 404].contains(&r.status.as_u16()))
    );
    assert!(app.get(&due, Some(&learner)).await.ok()["snapshot"].is_null());

    // The random ones: one in each slice of the attempt, revealed as each falls due; one not sent
    // is missed.
    let span = deadline - start;
    let slices =
        ((span + SNAPSHOT_SPACING_MS - 1) / SNAPSHOT_SPACING_MS).clamp(1, SNAPSHOTS_RANDOM);
    let width = (span - 2 * SNAPSHOT_MARGIN_MS) / slices;
    let end_of_slice = |n: i64| start + SNAPSHOT_MARGIN_MS + n * width - 1;
    app.advance_clock(Duration::from_millis(
        (end_of_slice(1) - app.now_ms()) as u64,
    ));
    let missed = app.get(&due, Some(&learner)).await.ok()["snapshot"]["id"]
        .as_i64()
        .unwrap();
    assert_ne!(missed, first_id);
    app.advance_clock(Duration::from_millis(
        (end_of_slice(2) - app.now_ms()) as u64,
    ));
    let second = app.get(&due, Some(&learner)).await.ok()["snapshot"]["id"]
        .as_i64()
        .unwrap();
    assert_ne!(second, missed);
    take(me(), missed, file_id)
        .await
        .fails(400, "请上传本场考试中拍摄的照片");
    let file2 = app
        .upload(&learner, "exam-snapshot", "still2.jpg", common::still(4))
        .await
        .id();
    let next = take(me(), second, file2).await;
    assert!(next.ok()["snapshot"].is_null());
    app.submit(&learner, exam, json!({})).await.ok();
    app.get(&due, Some(&learner))
        .await
        .fails(409, "您已完成该考试");

    // The teacher sees the stills due while the attempt ran beside its answers.
    let sheets = app.submitted_records(&teacher).await;
    let rid = sheets.ok()["examRecords"][0]["id"].as_i64().unwrap();
    let sheet = app.record_sheet(&teacher, rid).await;
    let stills = sheet.ok()["stills"].as_array().unwrap().clone();
    assert_eq!(stills.len(), 3, "{stills:?}");
    assert_eq!(stills[0]["takenAt"], start);
    assert!(stills[1]["takenAt"].is_null() && stills[1]["file"].is_null());
    assert_eq!(stills[2]["file"]["id"], file2);
    let url = stills[0]["file"]["url"].as_str().unwrap().to_string();

    // The stills are the learner's and the exam's graders' to see; evidence cannot be deleted.
    for (who, status) in [
        (Some(learner.as_str()), 200),
        (Some(teacher.as_str()), 200),
        (Some(admin.as_str()), 200),
        (Some(other.as_str()), 403),
        (Some(stranger.as_str()), 403),
        (None, 401),
    ] {
        assert_eq!(
            app.fetch_file(who, &url, None).await.status().as_u16(),
            status,
            "{who:?}"
        );
    }
    assert_eq!(app.file_info(&other, file_id).await.status, 403);
    assert_eq!(app.file_info(&teacher, file_id).await.status, 200);
    assert_eq!(app.delete_file(&learner, file_id).await.status, 409);

    // After the retention period the images go; the record of when they were due and taken stays.
    app.advance_clock(Duration::from_secs(91 * 86_400));
    assert_eq!(
        skillcert::service::camera::purge(&app.state).await.unwrap(),
        2
    );
    let teacher = app.session("teacherA", common::DEMO_PASSWORD).await;
    let learner = app.session("learner01", common::LEARNER_PASSWORD).await;
    let sheet = app.record_sheet(&teacher, rid).await;
    let stills = sheet.ok()["stills"].as_array().unwrap().clone();
    assert!(stills[0]["file"].is_null() && stills[0]["deletedAt"].is_i64());
    assert_eq!(stills[0]["takenAt"], start);
    assert_eq!(
        app.fetch_file(&learner, &url, None).await.status().as_u16(),
        404
    );
}

#[tokio::test]
async fn the_consent_is_refused_to_guests_and_an_exam_without_the_camera_asks_for_no_still() {
    let app = spawn_app().await;
    let teacher = app.account("teacherA", "teacher").await;
    let bank = app.question_bank(&teacher).await;
    let exam = exam_with(&app, &teacher, &bank, json!({"cameraRequired": true})).await;
    let consent = format!("/api/v0/exam/{exam}/camera-consent");
    let missing = "/api/v0/exam/987654/camera-consent";
    let learner = app.learner("learner01", "13912345678").await;
    assert_eq!(
        app.post(missing, Some(&learner), json!({})).await.status,
        404
    );
    let guest = app.guest().await;
    app.post(&consent, Some(&guest), json!({}))
        .await
        .fails(403, "游客无权执行此操作，请先注册登录");
    assert_eq!(app.get(&consent, Some(&guest)).await.status, 403);
    // Without the camera an exam starts as before.
    let plain = exam_with(&app, &teacher, &bank, json!({})).await;
    app.start_exam(&learner, plain).await.ok();
    let due = app
        .get(&format!("/api/v0/exam/{plain}/snapshot"), Some(&learner))
        .await;
    assert!(due.ok()["snapshot"].is_null());
}
