//! Several attempts at an exam: counted, waited for, made into one result by the exam's grading
//! method; a teacher's own terms for one learner (extra time, an extra attempt, their own
//! window) with who and why; and attempts whose browser never came back finalised by the server.

use std::time::Duration;

use crate::common::{EXAM_DURATION_SECS, QuestionBank, TestApp, spawn_app};
use futures_util::future::join_all;
use serde_json::{Value, json};
use skillcert::db::entity::exam_record;

/// Right answers to the four objective questions (17 points: 5 + 5 + 2 + 5).
fn right(bank: &QuestionBank) -> Value {
    json!({
        bank.choice.to_string(): {"selected": ["A"]},
        bank.multiple.to_string(): {"selected": ["A", "B"]},
        bank.judge.to_string(): {"value": true},
        bank.fill.to_string(): {"text": "超文本传输协议"},
    })
}

/// The four objective questions (17 points) for ten hours, with `settings` laid over.
async fn exam_with(app: &TestApp, teacher: &str, bank: &QuestionBank, mut settings: Value) -> i64 {
    settings["title"] = json!("电工补考练习");
    app.objective_exam_with(teacher, bank, settings).await
}

async fn exam_card(app: &TestApp, learner: &str, exam: i64) -> Value {
    let list = app.exams(learner).await;
    list.ok()["exams"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["id"] == exam)
        .cloned()
        .expect("the exam is listed")
}

#[tokio::test]
async fn attempts_are_counted_waited_for_and_averaged() {
    let app = spawn_app().await;
    app.stop_clock();
    let teacher = app.account("teacherA", "teacher").await;
    let bank = app.question_bank(&teacher).await;
    let settings = json!({"attemptsAllowed": 3, "gradingMethod": "average", "attemptWait": 600});
    let exam = exam_with(&app, &teacher, &bank, settings).await;
    let detail = app.managed_exam(&teacher, exam).await;
    assert_eq!(detail.ok()["attemptWait"], 600);
    assert_eq!(detail.ok()["exam"]["attemptsAllowed"], 3);
    assert_eq!(detail.ok()["exam"]["gradingMethod"], "average");
    let learner = app.learner("learner01", "13912345678").await;

    let first = app.start_exam(&learner, exam).await;
    assert_eq!(first.ok()["attempt"]["attempt"], 1);
    app.submit(&learner, exam, json!({})).await.ok();
    let card = exam_card(&app, &learner, exam).await;
    assert_eq!(
        (
            &card["attemptsUsed"],
            &card["attemptsAllowed"],
            &card["completed"]
        ),
        (&json!(1), &json!(3), &json!(false))
    );
    assert_eq!(card["nextAttemptAt"], app.now_ms() + 600_000);
    assert_eq!(card["result"], 0);
    app.start_exam(&learner, exam)
        .await
        .fails(422, "距离下次作答还需等待10分钟");

    app.advance_clock(Duration::from_secs(600));
    let second = app.start_exam(&learner, exam).await;
    assert_eq!(second.ok()["attempt"]["attempt"], 2);
    assert!(
        second.data()["attempt"]["answers"]
            .as_object()
            .unwrap()
            .is_empty(),
        "a fresh sheet"
    );
    app.submit(&learner, exam, right(&bank)).await.ok();
    // (0 + 17) / 2 = 8.5 → 9, below the pass mark of 11 (60 % of 17, rounded up).
    assert_eq!(exam_card(&app, &learner, exam).await["result"], 9);

    app.advance_clock(Duration::from_secs(600));
    app.start_exam(&learner, exam).await.ok();
    app.submit(&learner, exam, right(&bank)).await.ok();
    let card = exam_card(&app, &learner, exam).await;
    assert_eq!(card["result"], 11, "(0 + 17 + 17) / 3 = 11.3");
    assert_eq!(card["completed"], true);
    app.advance_clock(Duration::from_secs(600));
    app.start_exam(&learner, exam)
        .await
        .fails(409, "您已通过该考试");

    // Each attempt is a record; the detail of any one of them by its number.
    let records = app.exam_records(&learner).await;
    let numbers: Vec<&Value> = records.ok()["examRecords"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| &r["attempt"])
        .collect();
    assert_eq!(numbers, [&json!(3), &json!(2), &json!(1)]);
    let path = format!("/exam/{exam}/record?attempt=1");
    let one = app.get(&format!("/api/v0{path}"), Some(&learner)).await;
    assert_eq!(
        (&one.ok()["record"]["attempt"], &one.ok()["record"]["score"]),
        (&json!(1), &json!(0))
    );
    let latest = app.exam_record(&learner, exam).await;
    assert_eq!(latest.ok()["record"]["attempt"], 3);
    let path = format!("/api/v0/exam/{exam}/record?attempt=9");
    app.get(&path, Some(&learner))
        .await
        .fails(404, "考试记录不存在");
    let path = format!("/api/v0/exam/{exam}/record?attempt=x");
    assert_eq!(app.get(&path, Some(&learner)).await.status, 400);
}

#[tokio::test]
async fn one_attempt_is_the_default_and_the_settings_are_checked() {
    let app = spawn_app().await;
    let sitting = app.exam_sitting().await;
    let (teacher, learner, exam) = (&sitting.teacher, &sitting.learner, sitting.exam);
    app.submit(learner, exam, json!({})).await.ok();
    app.start_exam(learner, exam)
        .await
        .fails(409, "您已完成该考试");
    let card = exam_card(&app, learner, exam).await;
    assert_eq!(
        (
            &card["attemptsAllowed"],
            &card["attemptsUsed"],
            &card["completed"]
        ),
        (&json!(1), &json!(1), &json!(true))
    );
    assert_eq!(card["gradingMethod"], "highest");

    let bank = &sitting.bank;
    for (settings, field, message) in [
        (
            json!({"attemptsAllowed": 0}),
            "attemptsAllowed",
            "作答次数须在1到20之间",
        ),
        (
            json!({"attemptsAllowed": 21}),
            "attemptsAllowed",
            "作答次数须在1到20之间",
        ),
        (
            json!({"gradingMethod": "best"}),
            "gradingMethod",
            "成绩计算方式无效",
        ),
        (
            json!({"attemptWait": -1}),
            "attemptWait",
            "两次作答的间隔须在0到10080分钟之间",
        ),
        (
            json!({"attemptWait": 604_801}),
            "attemptWait",
            "两次作答的间隔须在0到10080分钟之间",
        ),
    ] {
        let mut body = json!({"title": "x", "items": [{"questionId": bank.choice}]});
        for (k, v) in settings.as_object().unwrap() {
            body[k] = v.clone();
        }
        let reply = app.create_exam(teacher, body).await;
        assert_eq!(reply.status, 400, "{settings}");
        assert_eq!(reply.field(field), message, "{settings}");
    }
    // Left out when updating: kept.
    let id = exam_with(&app, teacher, bank, json!({"attemptsAllowed": 2})).await;
    let body = json!({"title": "改名", "items": [{"questionId": bank.choice}]});
    app.update_exam(teacher, id, body).await.ok();
    assert_eq!(
        app.managed_exam(teacher, id).await.ok()["exam"]["attemptsAllowed"],
        2
    );
}

fn terms_path(exam: i64) -> String {
    format!("/api/v0/admin/exam/{exam}/override")
}

#[tokio::test]
async fn a_teacher_gives_one_learner_an_extra_attempt_extra_time_and_their_own_window() {
    let app = spawn_app().await;
    app.stop_clock();
    let teacher = app.account("teacherA", "teacher").await;
    let other_teacher = app.account("teacherB", "teacher").await;
    let bank = app.question_bank(&teacher).await;
    let exam = exam_with(&app, &teacher, &bank, json!({})).await;
    let a = app.learner("learner01", "13912345678").await;
    let b = app.learner("learner02", "13912345679").await;
    app.start_exam(&a, exam).await.ok();
    app.submit(&a, exam, json!({})).await.ok();
    app.start_exam(&a, exam).await.fails(409, "您已完成该考试");

    // Refused to those who may not, and checked field by field.
    let body = json!({"learner": "learner01", "extraAttempts": 1, "extraTime": 1800, "reason": "考试中途断网"});
    assert_eq!(
        app.put(&terms_path(exam), None, body.clone()).await.status,
        401
    );
    assert_eq!(
        app.put(&terms_path(exam), Some(&b), body.clone())
            .await
            .status,
        403
    );
    app.put(&terms_path(exam), Some(&other_teacher), body.clone())
        .await
        .fails(403, "只能编辑自己的考试");
    assert_eq!(
        app.get(&terms_path(exam), Some(&other_teacher))
            .await
            .status,
        403
    );
    for (bad, field, message) in [
        (
            json!({"learner": "nobody", "extraAttempts": 1, "reason": "x"}),
            "learner",
            "未找到该学员",
        ),
        (
            json!({"learner": "learner01", "extraAttempts": 1}),
            "reason",
            "请填写调整原因（不超过200字）",
        ),
        (
            json!({"learner": "learner01", "extraAttempts": 1, "reason": "长".repeat(201)}),
            "reason",
            "请填写调整原因（不超过200字）",
        ),
        (
            json!({"learner": "learner01", "reason": "x"}),
            "extraTime",
            "请至少调整一项：延长时间、增加次数或单独的考试时间",
        ),
        (
            json!({"learner": "learner01", "extraAttempts": 11, "reason": "x"}),
            "extraAttempts",
            "增加的作答次数须在0到10之间",
        ),
        (
            json!({"learner": "learner01", "extraTime": 86_401, "reason": "x"}),
            "extraTime",
            "延长时间须在0到1440分钟之间",
        ),
        (
            json!({"learner": "learner01", "startedAt": 10, "expiredAt": 5, "reason": "x"}),
            "expiredAt",
            "请填写完整的单独考试时间，且结束时间晚于开始时间",
        ),
    ] {
        let reply = app
            .put(&terms_path(exam), Some(&teacher), bad.clone())
            .await;
        assert_eq!(reply.status, 400, "{bad}");
        assert_eq!(reply.field(field), message, "{bad}");
    }
    assert_eq!(
        app.get(&terms_path(exam), Some(&teacher)).await.ok()["changes"],
        json!([]),
        "nothing changed"
    );

    let given = app.put(&terms_path(exam), Some(&teacher), body).await;
    let row = &given.ok()["overrides"][0];
    assert_eq!(
        (
            &row["username"],
            &row["extraAttempts"],
            &row["extraTime"],
            &row["attemptsUsed"],
            &row["reason"]
        ),
        (
            &json!("learner01"),
            &json!(1),
            &json!(1800),
            &json!(1),
            &json!("考试中途断网")
        )
    );
    assert_eq!(row["grantedBy"], "teacherA");
    assert_eq!(given.ok()["changes"][0]["from"], Value::Null);
    assert_eq!(given.ok()["changes"][0]["to"]["extraAttempts"], 1);
    let inbox = app.announcements(&a).await;
    assert_eq!(inbox.ok()["announcements"][0]["title"], "考试安排调整");
    assert_eq!(
        inbox.ok()["announcements"][0]["content"],
        "您的考试《电工补考练习》安排已调整：延长30分钟；增加1次作答机会。原因：考试中途断网"
    );

    // The learner has a second attempt with 90 minutes; the other learner has the exam's terms.
    let card = exam_card(&app, &a, exam).await;
    assert_eq!(
        (
            &card["attemptsAllowed"],
            &card["duration"],
            &card["completed"]
        ),
        (&json!(2), &json!(5400), &json!(false))
    );
    assert_eq!(
        exam_card(&app, &b, exam).await["duration"],
        EXAM_DURATION_SECS
    );
    let second = app.start_exam(&a, exam).await;
    let attempt = &second.ok()["attempt"];
    assert_eq!(attempt["attempt"], 2);
    assert_eq!(
        attempt["deadline"].as_i64().unwrap() - attempt["startedAt"].as_i64().unwrap(),
        5_400_000
    );

    // Their own window, after the exam's end: only they sit it then, and the answer key of an
    // exam that shows it after closing waits for that window's end.
    let now = app.now_ms();
    let closing = json!({
        "title": "闭卷考试", "duration": EXAM_DURATION_SECS, "answerVisibility": "afterClose",
        "startedAt": now - 60_000, "expiredAt": now + 3_600_000,
        "items": [{"questionId": bank.choice}],
    });
    let closed = app.create_exam(&teacher, closing).await.ok()["exam"]["id"]
        .as_i64()
        .unwrap();
    app.start_exam(&b, closed).await.ok();
    app.submit(&b, closed, json!({})).await.ok();
    app.advance_clock(Duration::from_secs(3_700));
    app.start_exam(&a, closed).await.fails(422, "考试已结束");
    let window = json!({"learner": "13912345678", "startedAt": app.now_ms(), "expiredAt": app.now_ms() + 7_200_000, "reason": "病假补考"});
    app.put(&terms_path(closed), Some(&teacher), window)
        .await
        .ok();
    assert_eq!(exam_card(&app, &a, closed).await["status"], "started");
    assert_eq!(exam_card(&app, &b, closed).await["status"], "ended");
    app.start_exam(&a, closed).await.ok();
    assert_eq!(
        app.exam_record(&b, closed).await.ok()["answersHidden"],
        true,
        "a learner still sits it"
    );

    // Taken away, with a reason; the trail keeps both changes.
    let uid = app.user_id(&a).await;
    let path = format!("{}/{uid}", terms_path(exam));
    assert_eq!(
        app.delete(&path, Some(&teacher)).await.status,
        400,
        "why is required"
    );
    let removed = app
        .delete(&format!("{path}?reason=已补考"), Some(&teacher))
        .await;
    assert_eq!(removed.ok()["overrides"], json!([]));
    let change = &removed.ok()["changes"][0];
    assert_eq!(
        (&change["to"], &change["reason"], &change["changedBy"]),
        (&Value::Null, &json!("已补考"), &json!("teacherA"))
    );
    assert_eq!(removed.ok()["changes"].as_array().unwrap().len(), 2);
    app.delete(&format!("{path}?reason=again"), Some(&teacher))
        .await
        .fails(404, "该学员没有单独的考试安排");
}

#[tokio::test]
async fn the_server_finalises_an_attempt_whose_browser_never_came_back() {
    let app = spawn_app().await;
    app.stop_clock();
    let sitting = app.exam_sitting().await;
    let (learner, exam, bank) = (&sitting.learner, sitting.exam, &sitting.bank);
    app.save_answers(
        learner,
        exam,
        json!({bank.choice.to_string(): {"selected": ["A"]}}),
    )
    .await
    .ok();
    let sweep = || skillcert::service::exam_session::sweep(&app.state);
    assert_eq!(sweep().await.unwrap(), 0, "time is not up");
    app.advance_clock(Duration::from_secs(EXAM_DURATION_SECS as u64 + 29));
    assert_eq!(sweep().await.unwrap(), 0, "the grace is not over");
    app.advance_clock(Duration::from_secs(2));
    assert_eq!(sweep().await.unwrap(), 1);
    assert_eq!(sweep().await.unwrap(), 0, "once");
    let sheets = app.submitted_records(&sitting.teacher).await;
    let sheet = &sheets.ok()["examRecords"][0];
    assert_eq!(sheet["partialScore"], 5, "the saved draft was graded");
    assert_eq!(
        sheet["reviewed"], true,
        "nothing waits: the rest was left blank"
    );
}

#[tokio::test]
async fn fifty_starts_at_once_open_one_attempt() {
    let app = spawn_app().await;
    let teacher = app.account("teacherA", "teacher").await;
    let bank = app.question_bank(&teacher).await;
    let exam = exam_with(&app, &teacher, &bank, json!({"attemptsAllowed": 5})).await;
    let learner = app.learner("learner01", "13912345678").await;
    let replies = join_all((0..50).map(|_| app.start_exam(&learner, exam))).await;
    for reply in &replies {
        assert_eq!(reply.ok()["attempt"]["attempt"], 1);
    }
    let uid = app.user_id(&learner).await;
    assert_eq!(app.rows_where(exam_record::Column::UserId, uid).await, 1);
}
