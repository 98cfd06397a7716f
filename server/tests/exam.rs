//! Exams: question bank, authoring, taking under the rules, grading and records.

mod common;

use common::{TestApp, spawn_app};
use serde_json::{Value, json};
use skillcert::db::now_ms;

/// One question of each type by `token`: (choice, multiple choice, judge, fill, short) ids.
async fn bank(app: &TestApp, token: &str) -> [i64; 5] {
    let bodies = [
        json!({"type": "CHOICE", "content": "HTTP 默认端口是？", "metadata": {"isMultiple": false, "options": {"A": "80", "B": "21", "C": "22"}}, "answer": ["A"], "subject": "JavaWeb"}),
        json!({"type": "CHOICE", "content": "哪些是 Java 关键字？", "metadata": "{\"isMultiple\":true,\"options\":{\"A\":\"class\",\"B\":\"goto\",\"C\":\"func\"}}", "answer": ["A", "B"], "subject": "JavaWeb"}),
        json!({"type": "JUDGE", "content": "Servlet 是单例的。", "answer": true, "score": 2, "subject": "JavaWeb"}),
        json!({"type": "FILL", "content": "HTTP 的全称是____。", "answer": ["超文本传输协议", "HyperText Transfer Protocol"], "explanation": "HTTP 即超文本传输协议", "subject": "JavaWeb"}),
        json!({"type": "SHORT", "content": "简述 Servlet 的生命周期。", "answer": "init、service、destroy", "score": 10, "subject": "JavaWeb"}),
    ];
    let mut ids = [0; 5];
    for (i, body) in bodies.into_iter().enumerate() {
        ids[i] = app
            .post("/api/v0/admin/question", Some(token), body)
            .await
            .ok()["id"]
            .as_i64()
            .unwrap();
    }
    ids
}

/// An exam of the whole bank, running now, for all learners (or a course's).
async fn running_exam(app: &TestApp, token: &str, q: [i64; 5], course_id: Option<i64>) -> i64 {
    let now = now_ms();
    let body = json!({
        "title": "JavaWeb 期末考试", "duration": 3600, "startedAt": now - 60_000, "expiredAt": now + 3_600_000,
        "subject": "JavaWeb", "courseId": course_id,
        "items": q.iter().map(|id| json!({"questionId": id})).collect::<Vec<_>>(),
    });
    app.post("/api/v0/admin/exam", Some(token), body).await.ok()["exam"]["id"]
        .as_i64()
        .unwrap()
}

fn full_marks(q: [i64; 5]) -> Value {
    json!({
        q[0].to_string(): {"selected": ["A"]},
        q[1].to_string(): {"selected": ["B", "A"]},
        q[2].to_string(): {"value": true},
        q[3].to_string(): {"text": " 超文本传输协议 "},
        q[4].to_string(): {"text": "初始化、处理请求、销毁"},
    })
}

#[tokio::test]
async fn the_question_bank_checks_each_type_and_belongs_to_its_author() {
    let app = spawn_app().await;
    let a = app.account("teacherA", "teacher").await;
    let b = app.account("teacherB", "teacher").await;
    let q = bank(&app, &a).await;
    let list = app
        .get("/api/v0/admin/question?type=CHOICE", Some(&a))
        .await;
    assert_eq!(list.ok()["totalCount"], 2);
    assert_eq!(list.data()["subjects"], json!(["JavaWeb"]));
    assert_eq!(list.data()["questions"][0]["metadata"]["isMultiple"], true);
    assert_eq!(list.data()["questions"][0]["score"], 5, "default score");
    assert_eq!(
        app.get("/api/v0/admin/question", Some(&b)).await.ok()["totalCount"],
        0
    );

    let reply = app.post("/api/v0/admin/question", Some(&a), json!({"type": "CHOICE", "metadata": {"options": {"A": "x"}}, "answer": [], "score": 0})).await;
    reply.fails(400, "请输入题目内容");
    assert_eq!(reply.field("options"), "请至少填写两个选项");
    assert_eq!(reply.field("answer"), "请选择正确答案");
    assert_eq!(reply.field("score"), "分值须为1到100的整数");
    app.post(
        "/api/v0/admin/question",
        Some(&a),
        json!({"type": "ESSAY", "content": "x"}),
    )
    .await
    .fails(400, "题目类型无效");
    app.post(
        "/api/v0/admin/question",
        Some(&a),
        json!({"type": "FILL", "content": "x", "answer": []}),
    )
    .await
    .fails(400, "请输入参考答案");

    let path = format!("/api/v0/admin/question/{}", q[2]);
    app.put(
        &path,
        Some(&b),
        json!({"type": "JUDGE", "content": "x", "answer": false}),
    )
    .await
    .fails(403, "只能编辑自己的题目");
    let edited = app
        .put(
            &path,
            Some(&a),
            json!({"type": "JUDGE", "content": "Servlet 默认是单例的。", "answer": "false"}),
        )
        .await;
    assert_eq!(edited.ok()["answer"], false);
    let learner = app.learner("learner01", "13912345678").await;
    app.get("/api/v0/admin/question", Some(&learner))
        .await
        .fails(403, "无权访问");
    app.get("/api/v0/admin/question", None)
        .await
        .fails(401, "请先登录");

    running_exam(&app, &a, q, None).await;
    app.delete(&path, Some(&a))
        .await
        .fails(409, "该题目已被考试使用，不能删除");
}

#[tokio::test]
async fn exams_sum_their_items_and_the_url_id_wins() {
    let app = spawn_app().await;
    let a = app.account("teacherA", "teacher").await;
    let b = app.account("teacherB", "teacher").await;
    let q = bank(&app, &a).await;
    let id = running_exam(&app, &a, q, None).await;
    let detail = app.get(&format!("/api/v0/admin/exam/{id}"), Some(&a)).await;
    assert_eq!(detail.ok()["exam"]["totalScore"], 5 + 5 + 2 + 5 + 10);
    assert_eq!(detail.data()["items"].as_array().unwrap().len(), 5);

    let body = json!({"id": 999, "title": "改名的考试", "items": [{"questionId": q[0], "score": 50}, {"questionId": q[4], "score": 50}]});
    let updated = app
        .post(&format!("/api/v0/admin/exam/{id}"), Some(&a), body.clone())
        .await;
    assert_eq!(updated.ok()["exam"]["id"], id);
    assert_eq!(updated.data()["exam"]["totalScore"], 100);
    app.post(&format!("/api/v0/admin/exam/{id}"), Some(&b), body)
        .await
        .fails(403, "只能编辑自己的考试");

    let reply = app
        .post(
            "/api/v0/admin/exam",
            Some(&a),
            json!({"duration": 10, "startedAt": 100, "expiredAt": 50, "items": []}),
        )
        .await;
    reply.fails(400, "请输入考试名称");
    assert_eq!(reply.field("duration"), "考试时长须在1分钟到24小时之间");
    assert_eq!(reply.field("expiredAt"), "结束时间必须晚于开始时间");
    assert_eq!(reply.field("items"), "请至少选择一道题目");
    let theirs = json!({"title": "t", "items": [{"questionId": q[0]}]});
    app.post("/api/v0/admin/exam", Some(&b), theirs)
        .await
        .fails(400, "只能使用自己的题目");
    let twice = json!({"title": "t", "items": [{"questionId": q[0]}, {"questionId": q[0]}]});
    app.post("/api/v0/admin/exam", Some(&a), twice)
        .await
        .fails(400, "题目不能重复");
}

#[tokio::test]
async fn a_learner_takes_an_exam_and_submitting_twice_keeps_one_record() {
    let app = spawn_app().await;
    let teacher = app.account("teacherA", "teacher").await;
    let q = bank(&app, &teacher).await;
    let id = running_exam(&app, &teacher, q, None).await;
    let learner = app.learner("learner01", "13912345678").await;

    let list = app.get("/api/v0/exam?status=started", Some(&learner)).await;
    let card = &list.ok()["exams"][0];
    assert_eq!(
        (
            card["status"].clone(),
            card["canTake"].clone(),
            card["completed"].clone()
        ),
        (json!("started"), json!(true), json!(false))
    );
    assert_eq!(card["questionCount"], 5);
    assert_eq!(
        app.get("/api/v0/exam?status=ended", Some(&learner))
            .await
            .ok()["totalCount"],
        0
    );
    app.get("/api/v0/exam?status=soon", Some(&learner))
        .await
        .fails(400, "考试状态无效");

    let attempt = app
        .post(
            &format!("/api/v0/exam/{id}/start"),
            Some(&learner),
            json!({}),
        )
        .await;
    assert_eq!(attempt.ok()["attempt"]["exitCount"], 0);
    let paper = app.get(&format!("/api/v0/exam/{id}"), Some(&learner)).await;
    let items = paper.ok()["items"].as_array().unwrap().clone();
    assert_eq!(items.len(), 5);
    assert!(
        items.iter().all(|i| i.get("answer").is_none()),
        "the paper carries no answers"
    );
    assert_eq!(items[0]["metadata"]["options"]["A"], "80");

    let draft = json!({ q[0].to_string(): {"selected": ["A"]} });
    app.put(
        &format!("/api/v0/exam/{id}/answers"),
        Some(&learner),
        json!({"answers": draft}),
    )
    .await
    .ok();
    let resumed = app
        .post(
            &format!("/api/v0/exam/{id}/start"),
            Some(&learner),
            json!({}),
        )
        .await;
    assert_eq!(
        resumed.ok()["attempt"]["answers"],
        draft,
        "another computer gets the saved answers"
    );
    app.put(
        &format!("/api/v0/exam/{id}/answers"),
        Some(&learner),
        json!({"answers": { q[0].to_string(): {"selected": "A"} }}),
    )
    .await
    .fails(400, "答案格式错误");
    app.put(
        &format!("/api/v0/exam/{id}/answers"),
        Some(&learner),
        json!({"answers": {"999999": null}}),
    )
    .await
    .fails(400, "答案包含不属于本考试的题目");

    let submitted = app
        .post(
            &format!("/api/v0/exam/{id}/submit"),
            Some(&learner),
            json!({"answers": full_marks(q)}),
        )
        .await;
    let record = submitted.ok().clone();
    assert_eq!(
        record["reviewed"], false,
        "the short answer waits for a teacher"
    );
    assert!(record["score"].is_null());
    let again = app
        .post(
            &format!("/api/v0/exam/{id}/submit"),
            Some(&learner),
            json!({"answers": {}}),
        )
        .await;
    assert_eq!(again.ok()["id"], record["id"]);
    let records = app.get("/api/v0/exam/record", Some(&learner)).await;
    assert_eq!(records.ok()["totalCount"], 1);
    assert_eq!(records.data()["subjects"], json!(["JavaWeb"]));
    assert_eq!(
        app.get("/api/v0/exam/record?subject=智能合约", Some(&learner))
            .await
            .ok()["totalCount"],
        0
    );
    app.post(
        &format!("/api/v0/exam/{id}/start"),
        Some(&learner),
        json!({}),
    )
    .await
    .fails(409, "您已完成该考试");
    let list = app.get("/api/v0/exam", Some(&learner)).await;
    assert_eq!(list.ok()["exams"][0]["completed"], true);

    let detail = app
        .get(&format!("/api/v0/exam/{id}/record"), Some(&learner))
        .await;
    let answers = detail.ok()["answers"].as_array().unwrap().clone();
    assert_eq!(answers[0]["score"], 5);
    assert!(answers[4]["score"].is_null());
    assert!(
        answers[0]["correctAnswer"].is_null(),
        "answers stay hidden until graded"
    );
}

#[tokio::test]
async fn a_teacher_grades_the_short_answer_and_the_learner_sees_the_total() {
    let app = spawn_app().await;
    let teacher = app.account("teacherA", "teacher").await;
    let other = app.account("teacherB", "teacher").await;
    let q = bank(&app, &teacher).await;
    let id = running_exam(&app, &teacher, q, None).await;
    let learner = app.learner("learner01", "13912345678").await;
    app.post(
        &format!("/api/v0/exam/{id}/start"),
        Some(&learner),
        json!({}),
    )
    .await
    .ok();
    let mut answers = full_marks(q);
    answers[q[1].to_string()] = json!({"selected": ["A"]});
    let record = app
        .post(
            &format!("/api/v0/exam/{id}/submit"),
            Some(&learner),
            json!({"answers": answers}),
        )
        .await;
    let rid = record.ok()["id"].as_i64().unwrap();

    let waiting = app
        .get("/api/v0/admin/exam/record?reviewed=false", Some(&teacher))
        .await;
    assert_eq!(waiting.ok()["totalCount"], 1);
    assert_eq!(waiting.data()["examRecords"][0]["partialScore"], 5 + 2 + 5);
    assert_eq!(
        waiting.data()["examRecords"][0]["learner"]["username"],
        "learner01"
    );
    assert_eq!(
        app.get("/api/v0/admin/exam/record", Some(&other))
            .await
            .ok()["totalCount"],
        0
    );
    let grade = format!("/api/v0/admin/exam/record/{rid}/grade");
    let short = q[4].to_string();
    app.put(
        &grade,
        Some(&other),
        json!({"grades": {short.clone(): {"score": 8}}}),
    )
    .await
    .fails(403, "只能批阅自己考试的答卷");
    app.put(
        &grade,
        Some(&teacher),
        json!({"grades": {short.clone(): {"score": 11}}}),
    )
    .await
    .fails(400, "得分须在0到10之间");
    app.put(&grade, Some(&learner), json!({"grades": {}}))
        .await
        .fails(403, "无权访问");

    let graded = app
        .put(
            &grade,
            Some(&teacher),
            json!({"grades": {short.clone(): {"score": 8, "comment": "要点基本完整"}}}),
        )
        .await;
    assert_eq!(graded.ok()["record"]["reviewed"], true);
    assert_eq!(graded.data()["record"]["score"], 5 + 2 + 5 + 8);

    let inbox = app.get("/api/v0/announcement", Some(&learner)).await;
    assert_eq!(
        inbox.ok()["announcements"][0]["title"],
        "考试成绩已发布",
        "the learner is told"
    );
    let mine = app
        .get(&format!("/api/v0/exam/{id}/record"), Some(&learner))
        .await;
    assert_eq!(mine.ok()["record"]["score"], 20);
    assert_eq!(mine.data()["answers"][4]["comment"], "要点基本完整");
    assert_eq!(
        mine.data()["answers"][3]["explanation"],
        "HTTP 即超文本传输协议"
    );
    assert_eq!(
        mine.data()["answers"][1]["correctAnswer"],
        json!(["A", "B"])
    );

    // Re-grading a graded sheet updates the total.
    app.put(&grade, Some(&teacher), json!({"grades": {short: {"score": 10}, q[1].to_string(): {"score": 3, "comment": "部分正确"}}})).await.ok();
    assert_eq!(
        app.get(&format!("/api/v0/exam/{id}/record"), Some(&learner))
            .await
            .ok()["record"]["score"],
        5 + 3 + 2 + 5 + 10
    );
    let other_learner = app.learner("learner02", "13912345679").await;
    app.get(&format!("/api/v0/exam/{id}/record"), Some(&other_learner))
        .await
        .fails(404, "考试记录不存在");
    app.get(&format!("/api/v0/admin/exam/record/{rid}"), Some(&other))
        .await
        .fails(403, "只能批阅自己考试的答卷");
}

#[tokio::test]
async fn answers_after_the_time_limit_are_refused_and_the_draft_is_kept() {
    use sea_orm::EntityTrait;
    use skillcert::db::entity::exam_record;
    let app = spawn_app().await;
    let teacher = app.account("teacherA", "teacher").await;
    let q = bank(&app, &teacher).await;
    let id = running_exam(&app, &teacher, q, None).await;
    let learner = app.learner("learner01", "13912345678").await;
    app.post(
        &format!("/api/v0/exam/{id}/start"),
        Some(&learner),
        json!({}),
    )
    .await
    .ok();
    app.put(
        &format!("/api/v0/exam/{id}/answers"),
        Some(&learner),
        json!({"answers": { q[2].to_string(): {"value": true} }}),
    )
    .await
    .ok();
    exam_record::Entity::update_many()
        .col_expr(
            exam_record::Column::Deadline,
            sea_orm::sea_query::Expr::value(now_ms() - 31_000),
        )
        .exec(&app.db)
        .await
        .unwrap();
    app.put(
        &format!("/api/v0/exam/{id}/answers"),
        Some(&learner),
        json!({"answers": {}}),
    )
    .await
    .fails(422, "考试时间已结束");
    let late = app
        .post(
            &format!("/api/v0/exam/{id}/submit"),
            Some(&learner),
            json!({"answers": full_marks(q)}),
        )
        .await;
    assert_eq!(
        late.ok()["reviewed"],
        true,
        "the saved draft was submitted: no short answer waits"
    );
    assert_eq!(
        late.data()["score"],
        2,
        "only the saved judge answer counts"
    );
}

#[tokio::test]
async fn the_third_exit_ends_the_exam() {
    let app = spawn_app().await;
    let teacher = app.account("teacherA", "teacher").await;
    let q = bank(&app, &teacher).await;
    let id = running_exam(&app, &teacher, q, None).await;
    let learner = app.learner("learner01", "13912345678").await;
    app.post(
        &format!("/api/v0/exam/{id}/start"),
        Some(&learner),
        json!({}),
    )
    .await
    .ok();
    app.put(
        &format!("/api/v0/exam/{id}/answers"),
        Some(&learner),
        json!({"answers": { q[0].to_string(): {"selected": ["A"]} }}),
    )
    .await
    .ok();
    for n in 1..=2 {
        let exit = app
            .post(
                &format!("/api/v0/exam/{id}/exit"),
                Some(&learner),
                json!({}),
            )
            .await;
        assert_eq!(
            (exit.ok()["exitCount"].clone(), exit.data()["ended"].clone()),
            (json!(n), json!(false))
        );
    }
    let third = app
        .post(
            &format!("/api/v0/exam/{id}/exit"),
            Some(&learner),
            json!({}),
        )
        .await;
    assert_eq!(third.ok()["ended"], true);
    app.post(
        &format!("/api/v0/exam/{id}/start"),
        Some(&learner),
        json!({}),
    )
    .await
    .fails(409, "您已完成该考试");
    let records = app.get("/api/v0/exam/record", Some(&learner)).await;
    assert_eq!(records.ok()["totalCount"], 1);
    assert_eq!(records.data()["examRecords"][0]["score"], 5);
}

#[tokio::test]
async fn only_learners_who_may_take_an_exam_get_it() {
    let app = spawn_app().await;
    let teacher = app.account("teacherA", "teacher").await;
    let q = bank(&app, &teacher).await;
    let course = app
        .post(
            "/api/v0/admin/course",
            Some(&teacher),
            json!({"name": "JavaWeb", "category": "计算机"}),
        )
        .await;
    let course_id = course.ok()["id"].as_i64().unwrap();
    let id = running_exam(&app, &teacher, q, Some(course_id)).await;
    let learner = app.learner("learner01", "13912345678").await;
    let start = format!("/api/v0/exam/{id}/start");
    app.post(&start, Some(&learner), json!({}))
        .await
        .fails(403, "您没有参加该考试的权限");
    app.get(&format!("/api/v0/exam/{id}"), Some(&learner))
        .await
        .fails(403, "您没有参加该考试的权限");
    app.post(
        &format!("/api/v0/exam/{id}/submit"),
        Some(&learner),
        json!({"answers": {}}),
    )
    .await
    .fails(403, "您没有参加该考试的权限");
    assert_eq!(
        app.get("/api/v0/exam", Some(&learner)).await.ok()["exams"][0]["canTake"],
        false
    );
    app.enrol(&learner, course_id, 4).await;
    app.post(&start, Some(&learner), json!({})).await.ok();
    let guest = app.guest().await;
    app.post(&start, Some(&guest), json!({}))
        .await
        .fails(403, "游客无权执行此操作，请先注册登录");
    app.post(&start, None, json!({}))
        .await
        .fails(401, "请先登录");
    app.post(&start, Some(&teacher), json!({}))
        .await
        .fails(403, "您没有参加该考试的权限");
    app.delete(&format!("/api/v0/admin/course/{course_id}"), Some(&teacher))
        .await
        .fails(409, "该课程下还有考试，请先删除考试");

    let later = json!({"title": "补考", "startedAt": now_ms() + 3_600_000, "expiredAt": now_ms() + 7_200_000, "items": [{"questionId": q[0]}]});
    let later = app
        .post("/api/v0/admin/exam", Some(&teacher), later)
        .await
        .ok()["exam"]["id"]
        .as_i64()
        .unwrap();
    app.post(
        &format!("/api/v0/exam/{later}/start"),
        Some(&learner),
        json!({}),
    )
    .await
    .fails(422, "考试尚未开始");
    let notstarted = app
        .get("/api/v0/exam?status=notStarted", Some(&learner))
        .await;
    assert_eq!(notstarted.ok()["exams"][0]["id"], later);
}

/// The course list, exam list and records are served from in-memory read models (see
/// `catalogue`): every write that changes them is seen by the next request.
#[tokio::test]
async fn the_learner_lists_see_each_write_at_once() {
    let app = spawn_app().await;
    let teacher = app.account("teacherA", "teacher").await;
    let learner = app.learner("learner01", "13912345678").await;
    let q = bank(&app, &teacher).await;
    let id = running_exam(&app, &teacher, q, None).await;

    let exams = app.get("/api/v0/exam", Some(&learner)).await;
    assert_eq!(exams.ok()["exams"][0]["completed"], false);
    assert_eq!(exams.data()["exams"][0]["questionCount"], 5);
    let records = app.get("/api/v0/exam/record", Some(&learner)).await;
    assert_eq!(records.ok()["totalCount"], 0);
    let courses = app.get("/api/v0/course", Some(&learner)).await;
    assert_eq!(courses.ok()["totalCount"], 0);

    app.post(
        &format!("/api/v0/exam/{id}/start"),
        Some(&learner),
        json!({}),
    )
    .await
    .ok();
    let paper = format!("/api/v0/exam/{id}");
    assert_eq!(
        app.get(&paper, Some(&learner)).await.ok()["items"][2]["content"],
        "Servlet 是单例的。"
    );
    app.put(
        &format!("/api/v0/admin/question/{}", q[2]),
        Some(&teacher),
        json!({"type": "JUDGE", "content": "Servlet 默认是单例的。", "answer": true, "score": 2, "subject": "JavaWeb"}),
    )
    .await
    .ok();
    assert_eq!(
        app.get(&paper, Some(&learner)).await.ok()["items"][2]["content"],
        "Servlet 默认是单例的。"
    );
    let rid = app
        .post(
            &format!("/api/v0/exam/{id}/submit"),
            Some(&learner),
            json!({"answers": full_marks(q)}),
        )
        .await
        .ok()["id"]
        .as_i64()
        .unwrap();
    let exams = app.get("/api/v0/exam", Some(&learner)).await;
    assert_eq!(exams.ok()["exams"][0]["completed"], true);
    let records = app.get("/api/v0/exam/record", Some(&learner)).await;
    assert_eq!(records.ok()["totalCount"], 1);
    assert_eq!(
        records.data()["examRecords"][0]["title"],
        "JavaWeb 期末考试"
    );
    assert_eq!(records.data()["examRecords"][0]["score"], Value::Null);
    assert_eq!(records.data()["subjects"], json!(["JavaWeb"]));
    let other = app
        .get("/api/v0/exam/record?subject=Python", Some(&learner))
        .await;
    assert_eq!(other.ok()["totalCount"], 0);

    app.put(
        &format!("/api/v0/admin/exam/record/{rid}/grade"),
        Some(&teacher),
        json!({"grades": {q[4].to_string(): {"score": 10}}}),
    )
    .await
    .ok();
    let records = app
        .get("/api/v0/exam/record?subject=JavaWeb", Some(&learner))
        .await;
    assert_eq!(records.ok()["examRecords"][0]["score"], 5 + 5 + 2 + 5 + 10);

    let later = json!({"title": "补考", "startedAt": now_ms() + 3_600_000, "expiredAt": now_ms() + 7_200_000, "items": [{"questionId": q[0]}]});
    app.post("/api/v0/admin/exam", Some(&teacher), later)
        .await
        .ok();
    let exams = app.get("/api/v0/exam", Some(&learner)).await;
    assert_eq!(exams.ok()["totalCount"], 2);
    assert_eq!(exams.data()["exams"][0]["title"], "补考");

    let course = app
        .post(
            "/api/v0/admin/course",
            Some(&teacher),
            json!({"name": "JavaWeb", "category": "计算机"}),
        )
        .await
        .ok()["id"]
        .as_i64()
        .unwrap();
    let courses = app.get("/api/v0/course", Some(&learner)).await;
    assert_eq!(courses.ok()["courses"][0]["teacherName"], "teacherA");
    assert_eq!(courses.data()["courses"][0]["status"], Value::Null);
    app.put("/api/v0/user", Some(&teacher), json!({"name": "王老师"}))
        .await
        .ok();
    app.enrol(&learner, course, 2).await;
    let courses = app.get("/api/v0/course", Some(&learner)).await;
    assert_eq!(courses.ok()["courses"][0]["teacherName"], "王老师");
    assert_eq!(courses.data()["courses"][0]["status"], 2);
}
