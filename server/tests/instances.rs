//! Several instances on one PostgreSQL database behave as one: a write on one is seen by the
//! other within a second (`LISTEN/NOTIFY`, not the caches' 10 s time to live), and an exam whose
//! learners' requests alternate between the two loses no answer. They need PostgreSQL, so they
//! are ignored (with the reason) unless asked for: `make test-rust-pg` runs them with `--ignored`;
//! asked for on SQLite, they fail.

use crate::common;

use std::time::{Duration, Instant};

use crate::common::{Reply, TestApp, spawn_app};
use futures_util::future::join_all;
use serde_json::{Value, json};

/// Two servers on one PostgreSQL schema.
async fn two_instances() -> (TestApp, TestApp) {
    assert!(
        std::env::var("SKILLCERT_TEST_DATABASE_URL").is_ok_and(|u| u.starts_with("postgres")),
        "several instances need PostgreSQL: set SKILLCERT_TEST_DATABASE_URL (make test-rust-pg)"
    );
    let a = spawn_app().await;
    let b = a.another_instance().await;
    (a, b)
}

/// Waits up to a second for `seen` to hold of what `read` answers; fails with the last answer.
async fn within_a_second<F: std::future::Future<Output = Reply>>(
    what: &str,
    read: impl Fn() -> F,
    seen: impl Fn(&Reply) -> bool,
) {
    let start = Instant::now();
    loop {
        let reply = read().await;
        if seen(&reply) {
            return;
        }
        if start.elapsed() > Duration::from_secs(1) {
            panic!(
                "{what}: not seen by the other instance within 1 s: {}",
                reply.body
            );
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
#[ignore = "needs PostgreSQL: make test-rust-pg runs it"]
async fn a_write_on_one_instance_is_seen_by_the_other_within_a_second() {
    let (a, b) = two_instances().await;
    let learner = a.learner("learner01", "13912345678").await;
    let teacher = a.account("teacherA", "teacher").await;
    let admin = a.staff("admin").await;

    // A session ended on A (log out) is refused on B, which had it in memory.
    let other_device = a.session("learner01", common::LEARNER_PASSWORD).await;
    b.profile(&other_device).await.ok();
    a.logout(&other_device).await.ok();
    within_a_second("log out", || b.profile(&other_device), |r| r.status == 401).await;

    // Sessions revoked on A (the password changed) are refused on B.
    let second = a.session("learner01", common::LEARNER_PASSWORD).await;
    b.profile(&second).await.ok();
    let form = json!({"oldPassword": common::LEARNER_PASSWORD, "newPassword": "fghij67890"});
    a.change_password(&learner, form).await.ok();
    within_a_second(
        "password change",
        || b.profile(&second),
        |r| r.status == 401,
    )
    .await;
    let learner = a.session("learner01", "fghij67890").await;

    // A course edited on A: B's catalogue shows the new name.
    let course = a
        .create_course(
            &teacher,
            json!({"name": "低压电工作业", "category": "电工", "type": 0, "fee": 128000}),
        )
        .await
        .id();
    let course_name = |r: &Reply| r.ok()["name"].as_str().unwrap_or_default().to_owned();
    assert_eq!(
        course_name(&b.course(&learner, course).await),
        "低压电工作业"
    );
    let renamed = json!({"name": "高压电工作业", "category": "电工"});
    a.update_course(&teacher, course, renamed).await.ok();
    within_a_second(
        "course edited",
        || b.course(&learner, course),
        |r| course_name(r) == "高压电工作业",
    )
    .await;

    // An exam edited on A: B's exam list shows the new title.
    let bank = a.question_bank(&teacher).await;
    let exam = a.running_exam(&teacher, &bank, None).await;
    let titled = |r: &Reply, title: &str| {
        (r.ok()["exams"].as_array().into_iter().flatten())
            .any(|e| e["id"] == exam && e["title"] == title)
    };
    assert!(titled(&b.exams(&learner).await, "JavaWeb 期末考试"));
    let change = json!({"title": "JavaWeb 补考", "items": [{"questionId": bank.choice}]});
    a.update_exam(&teacher, exam, change).await.ok();
    within_a_second(
        "exam edited",
        || b.exams(&learner),
        |r| titled(r, "JavaWeb 补考"),
    )
    .await;

    // An enrolment decided on A: the learner's course list on B shows it.
    let (applicant, application) = a
        .submitted_application(course, "learner02", "13912345679")
        .await;
    let status = |r: &Reply| {
        (r.ok()["courses"].as_array().into_iter().flatten())
            .find(|c| c["id"] == course)
            .map(|c| c["status"].clone())
    };
    let courses = || b.courses(&applicant);
    assert_eq!(status(&courses().await), Some(json!(1)));
    let reviewer = a.staff("reviewer").await;
    a.decide_materials(&reviewer, course, application, json!({"result": "approve"}))
        .await
        .ok();
    within_a_second("enrolment decided", courses, |r| {
        status(r) == Some(json!(2))
    })
    .await;

    // A message sent on A: the unread count on B goes up.
    let unread = |r: &Reply| r.ok()["unreadCount"].as_i64();
    let before = unread(&b.unread_count(&learner).await);
    let notice = json!({"type": "system", "title": "欢迎", "content": "欢迎使用"});
    a.send_notice(&admin, notice).await.ok();
    within_a_second(
        "message sent",
        || b.unread_count(&learner),
        |r| unread(r) == before.map(|n| n + 1),
    )
    .await;
}

#[tokio::test]
#[ignore = "needs PostgreSQL: make test-rust-pg runs it"]
async fn an_exam_whose_learners_alternate_between_instances_loses_no_answer() {
    let (a, b) = two_instances().await;
    let teacher = a.account("teacherA", "teacher").await;
    let bank = a.question_bank(&teacher).await;
    let exam = a.objective_exam(&teacher, &bank, None).await;
    let answers: Vec<(String, Value)> = vec![
        (bank.choice.to_string(), json!({"selected": ["A"]})),
        (bank.multiple.to_string(), json!({"selected": ["B", "A"]})),
        (bank.judge.to_string(), json!({"value": true})),
        (bank.fill.to_string(), json!({"text": "超文本传输协议"})),
    ];
    let instances = [&a, &b];

    // Each learner starts on one instance, then every autosave, resume and the submission go
    // to the other one in turn; each resume must show everything saved so far.
    let learners = join_all((0..12).map(|n| {
        let answers = &answers;
        async move {
            let on = |step: usize| instances[(n + step) % 2];
            let learner = on(0)
                .learner(&format!("learner{n:02}"), &format!("139000000{n:02}"))
                .await;
            on(0).start_exam(&learner, exam).await.ok();
            let mut sheet = serde_json::Map::new();
            for (step, (question, answer)) in answers.iter().enumerate() {
                sheet.insert(question.clone(), answer.clone());
                let saved = on(step + 1)
                    .save_answers(&learner, exam, Value::Object(sheet.clone()))
                    .await;
                saved.ok();
                let resumed = on(step + 2).start_exam(&learner, exam).await;
                assert_eq!(
                    resumed.ok()["attempt"]["answers"],
                    Value::Object(sheet.clone()),
                    "learner{n:02} resumed on the other instance after save {step}"
                );
            }
            on(answers.len() + 2)
                .submit(&learner, exam, Value::Object(sheet))
                .await
                .ok();
            (learner, on(answers.len() + 3))
        }
    }))
    .await;

    // Every answer counted: each learner has full marks, read on either instance.
    let full = a.managed_exam(&teacher, exam).await.ok()["exam"]["totalScore"].clone();
    assert_eq!(full, 5 + 5 + 2 + 5);
    for (learner, instance) in &learners {
        // The learner's own view withholds the score while the exam is open: read the sheet as
        // its author does, on the same instance.
        let record = instance.exam_record(learner, exam).await;
        let rid = record.ok()["record"]["id"].as_i64().unwrap();
        let sheet = instance.record_sheet(&teacher, rid).await;
        assert_eq!(sheet.ok()["record"]["score"], full, "{}", sheet.body);
    }
}
