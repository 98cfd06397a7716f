//! Exams: question bank, authoring, taking under the rules, grading and records.

use std::time::Duration;

use crate::common::{EXAM_DURATION_SECS, ExamSitting, spawn_app};
use serde_json::{Value, json};
use skillcert::domain::exam::GRACE_SECS;

#[tokio::test]
async fn the_question_bank_checks_each_type_and_belongs_to_its_author() {
    let app = spawn_app().await;
    let a = app.account("teacherA", "teacher").await;
    let b = app.account("teacherB", "teacher").await;
    let bank = app.question_bank(&a).await;
    let list = app.questions_where(&a, "type=CHOICE").await;
    assert_eq!(list.ok()["totalCount"], 2);
    assert_eq!(list.data()["subjects"], json!(["JavaWeb"]));
    assert_eq!(list.data()["questions"][0]["metadata"]["isMultiple"], true);
    assert_eq!(list.data()["questions"][0]["score"], 5, "default score");
    assert_eq!(app.questions(&b).await.ok()["totalCount"], 0);

    let reply = app
        .create_question(&a, json!({"type": "CHOICE", "metadata": {"options": {"A": "x"}}, "answer": [], "score": 0}))
        .await;
    reply.fails(400, "请输入题目内容");
    assert_eq!(reply.field("options"), "请至少填写两个选项");
    assert_eq!(reply.field("answer"), "请选择正确答案");
    assert_eq!(reply.field("score"), "分值须为1到100的整数");
    app.create_question(&a, json!({"type": "ESSAY", "content": "x"}))
        .await
        .fails(400, "题目类型无效");
    app.create_question(&a, json!({"type": "FILL", "content": "x", "answer": []}))
        .await
        .fails(400, "请输入参考答案");

    app.update_question(
        &b,
        bank.judge,
        json!({"type": "JUDGE", "content": "x", "answer": false}),
    )
    .await
    .fails(403, "只能编辑自己的题目");
    let edited = app
        .update_question(
            &a,
            bank.judge,
            json!({"type": "JUDGE", "content": "Servlet 默认是单例的。", "answer": "false"}),
        )
        .await;
    assert_eq!(edited.ok()["answer"], false);
    let learner = app.learner("learner01", "13912345678").await;
    app.questions(&learner).await.fails(403, "无权访问");
    app.questions(None).await.fails(401, "请先登录");

    app.running_exam(&a, &bank, None).await;
    app.delete_question(&a, bank.judge)
        .await
        .fails(409, "该题目已被考试使用，不能删除");
}

#[tokio::test]
async fn exams_sum_their_items_and_the_url_id_wins() {
    let app = spawn_app().await;
    let a = app.account("teacherA", "teacher").await;
    let b = app.account("teacherB", "teacher").await;
    let bank = app.question_bank(&a).await;
    let id = app.running_exam(&a, &bank, None).await;
    let detail = app.managed_exam(&a, id).await;
    assert_eq!(detail.ok()["exam"]["totalScore"], 5 + 5 + 2 + 5 + 10);
    assert_eq!(detail.data()["items"].as_array().unwrap().len(), 5);

    assert_eq!(
        detail.data()["exam"]["answerVisibility"],
        "afterClose",
        "by default the answers are shown once the exam has closed"
    );

    let body = json!({"id": 999, "title": "改名的考试", "answerVisibility": "never", "items": [{"questionId": bank.choice, "score": 50}, {"questionId": bank.short, "score": 50}]});
    let updated = app.update_exam(&a, id, body.clone()).await;
    assert_eq!(updated.ok()["exam"]["id"], id);
    assert_eq!(updated.data()["exam"]["totalScore"], 100);
    assert_eq!(updated.data()["exam"]["answerVisibility"], "never");
    let unchanged = json!({"title": "改名的考试", "items": [{"questionId": bank.choice}]});
    let updated = app.update_exam(&a, id, unchanged).await;
    assert_eq!(
        updated.ok()["exam"]["answerVisibility"],
        "never",
        "left out: kept"
    );
    let bad =
        json!({"title": "t", "answerVisibility": "always", "items": [{"questionId": bank.choice}]});
    let reply = app.update_exam(&a, id, bad.clone()).await;
    reply.fails(400, "答案公布方式无效");
    assert_eq!(reply.field("answerVisibility"), "答案公布方式无效");
    assert_eq!(
        reply.body["data"]["codes"]["answerVisibility"],
        "EXAM_ANSWER_VISIBILITY_INVALID"
    );
    app.create_exam(&a, bad)
        .await
        .fails(400, "答案公布方式无效");
    assert_eq!(
        app.managed_exam(&a, id).await.ok()["exam"]["answerVisibility"],
        "never",
        "a refused update changes nothing"
    );
    app.update_exam(&b, id, body)
        .await
        .fails(403, "只能编辑自己的考试");

    let reply = app
        .create_exam(
            &a,
            json!({"duration": 10, "startedAt": 100, "expiredAt": 50, "items": []}),
        )
        .await;
    reply.fails(400, "请输入考试名称");
    assert_eq!(reply.field("duration"), "考试时长须在1分钟到24小时之间");
    assert_eq!(reply.field("expiredAt"), "结束时间必须晚于开始时间");
    assert_eq!(reply.field("items"), "请至少选择一道题目");
    let theirs = json!({"title": "t", "items": [{"questionId": bank.choice}]});
    app.create_exam(&b, theirs)
        .await
        .fails(400, "只能使用自己的题目");
    let twice =
        json!({"title": "t", "items": [{"questionId": bank.choice}, {"questionId": bank.choice}]});
    app.create_exam(&a, twice).await.fails(400, "题目不能重复");
}

#[tokio::test]
async fn a_learner_takes_an_exam_and_submitting_twice_keeps_one_record() {
    let app = spawn_app().await;
    let teacher = app.account("teacherA", "teacher").await;
    let bank = app.question_bank(&teacher).await;
    let id = app.running_exam(&teacher, &bank, None).await;
    let learner = app.learner("learner01", "13912345678").await;

    let list = app.exams_where(&learner, "status=started").await;
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
        app.exams_where(&learner, "status=ended").await.ok()["totalCount"],
        0
    );
    app.exams_where(&learner, "status=soon")
        .await
        .fails(400, "考试状态无效");

    let attempt = app.start_exam(&learner, id).await;
    assert_eq!(attempt.ok()["attempt"]["exitCount"], 0);
    let paper = app.paper(&learner, id).await;
    let items = paper.ok()["items"].as_array().unwrap().clone();
    assert_eq!(items.len(), 5);
    assert!(
        items.iter().all(|i| i.get("answer").is_none()),
        "the paper carries no answers"
    );
    assert_eq!(items[0]["metadata"]["options"]["A"], "80");

    let draft = json!({ bank.choice.to_string(): {"selected": ["A"]} });
    app.save_answers(&learner, id, draft.clone()).await.ok();
    let resumed = app.start_exam(&learner, id).await;
    assert_eq!(
        resumed.ok()["attempt"]["answers"],
        draft,
        "another computer gets the saved answers"
    );
    app.save_answers(
        &learner,
        id,
        json!({ bank.choice.to_string(): {"selected": "A"} }),
    )
    .await
    .fails(400, "答案格式错误");
    app.save_answers(&learner, id, json!({"999999": null}))
        .await
        .fails(400, "答案包含不属于本考试的题目");

    let submitted = app.submit(&learner, id, bank.full_marks()).await;
    let record = submitted.ok().clone();
    assert_eq!(
        record["reviewed"], false,
        "the short answer waits for a teacher"
    );
    assert!(record["score"].is_null());
    let again = app.submit(&learner, id, json!({})).await;
    assert_eq!(again.ok()["id"], record["id"]);
    let records = app.exam_records(&learner).await;
    assert_eq!(records.ok()["totalCount"], 1);
    assert_eq!(records.data()["subjects"], json!(["JavaWeb"]));
    assert_eq!(
        app.exam_records_where(&learner, "subject=智能合约")
            .await
            .ok()["totalCount"],
        0
    );
    app.start_exam(&learner, id)
        .await
        .fails(409, "您已完成该考试");
    let list = app.exams(&learner).await;
    assert_eq!(list.ok()["exams"][0]["completed"], true);

    let detail = app.exam_record(&learner, id).await;
    let answers = detail.ok()["answers"].as_array().unwrap().clone();
    assert_eq!(
        (
            answers[0]["score"].clone(),
            answers[0]["scoreHidden"].clone()
        ),
        (Value::Null, json!(true)),
        "an objective question's points wait with the key"
    );
    assert_eq!(
        (
            answers[4]["score"].clone(),
            answers[4]["scoreHidden"].clone()
        ),
        (Value::Null, json!(false)),
        "the short answer waits for a teacher"
    );
    assert!(
        answers[0]["correctAnswer"].is_null(),
        "the key stays hidden while the exam is open"
    );
}

#[tokio::test]
async fn a_teacher_grades_the_short_answer_and_the_learner_sees_the_total() {
    let app = spawn_app().await;
    let ExamSitting {
        teacher,
        bank,
        exam: id,
        learner,
    } = app.exam_sitting().await;
    let other = app.account("teacherB", "teacher").await;
    let mut answers = bank.full_marks();
    answers[bank.multiple.to_string()] = json!({"selected": ["A"]});
    let rid = app.submit(&learner, id, answers).await.id();

    let waiting = app
        .submitted_records_where(&teacher, "reviewed=false")
        .await;
    assert_eq!(waiting.ok()["totalCount"], 1);
    assert_eq!(waiting.data()["examRecords"][0]["partialScore"], 5 + 2 + 5);
    assert_eq!(
        waiting.data()["examRecords"][0]["learner"]["username"],
        "learner01"
    );
    assert_eq!(app.submitted_records(&other).await.ok()["totalCount"], 0);
    let short = bank.short.to_string();
    app.grade(&other, rid, json!({short.clone(): {"score": 8}}))
        .await
        .fails(403, "只能批阅自己考试的答卷");
    app.grade(&teacher, rid, json!({short.clone(): {"score": 11}}))
        .await
        .fails(400, "得分须在0到10之间");
    app.grade(&learner, rid, json!({}))
        .await
        .fails(403, "无权访问");

    let graded = app
        .grade(
            &teacher,
            rid,
            json!({short.clone(): {"score": 8, "comment": "要点基本完整"}}),
        )
        .await;
    assert_eq!(graded.ok()["record"]["reviewed"], true);
    assert_eq!(graded.data()["record"]["score"], 5 + 2 + 5 + 8);

    let inbox = app.announcements(&learner).await;
    assert_eq!(
        inbox.ok()["announcements"][0]["title"],
        "考试成绩已发布",
        "the learner is told"
    );
    assert!(
        inbox.data()["announcements"][0]["content"]
            .as_str()
            .unwrap()
            .ends_with("已批阅，成绩将在考试结束后公布。"),
        "but not the score, while the exam is open: {}",
        inbox.data()["announcements"][0]
    );
    let mine = app.exam_record(&learner, id).await;
    assert_eq!(
        mine.ok()["record"]["score"],
        Value::Null,
        "withheld while the exam is open"
    );
    assert_eq!(mine.data()["record"]["scoreWithheld"], true);
    assert_eq!(mine.data()["answers"][4]["comment"], "要点基本完整");
    assert_eq!(
        mine.data()["answersHidden"],
        true,
        "graded, but the exam is still open"
    );

    // Once the exam has closed, the learner sees the correct answers and explanations.
    app.advance_clock(Duration::from_secs(
        EXAM_DURATION_SECS as u64 + GRACE_SECS as u64,
    ));
    let mine = app.exam_record(&learner, id).await;
    assert_eq!(mine.ok()["answersHidden"], false);
    assert_eq!(mine.data()["record"]["score"], 20);
    assert_eq!(
        mine.data()["answers"][3]["explanation"],
        "HTTP 即超文本传输协议"
    );
    assert_eq!(
        mine.data()["answers"][1]["correctAnswer"],
        json!(["A", "B"])
    );

    // Re-grading a graded sheet updates the total.
    app.grade(&teacher, rid, json!({short: {"score": 10}, bank.multiple.to_string(): {"score": 3, "comment": "部分正确"}}))
        .await
        .ok();
    assert_eq!(
        app.exam_record(&learner, id).await.ok()["record"]["score"],
        5 + 3 + 2 + 5 + 10
    );
    let other_learner = app.learner("learner02", "13912345679").await;
    app.exam_record(&other_learner, id)
        .await
        .fails(404, "考试记录不存在");
    app.record_sheet(&other, rid)
        .await
        .fails(403, "只能批阅自己考试的答卷");
}

#[tokio::test]
async fn answers_after_the_time_limit_are_refused_and_the_draft_is_kept() {
    let app = spawn_app().await;
    let ExamSitting {
        bank,
        exam: id,
        learner,
        ..
    } = app.exam_sitting().await;
    let draft = json!({ bank.judge.to_string(): {"value": true} });
    app.save_answers(&learner, id, draft.clone()).await.ok();

    // Ten seconds past the time limit, within its grace: still saved.
    app.advance_clock(Duration::from_secs(EXAM_DURATION_SECS as u64 + 10));
    app.save_answers(&learner, id, draft).await.ok();
    app.advance_clock(Duration::from_secs(GRACE_SECS as u64));
    app.save_answers(&learner, id, json!({}))
        .await
        .fails(422, "考试时间已结束");
    let late = app.submit(&learner, id, bank.full_marks()).await;
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
    let ExamSitting {
        bank,
        exam: id,
        learner,
        ..
    } = app.exam_sitting().await;
    app.save_answers(
        &learner,
        id,
        json!({ bank.choice.to_string(): {"selected": ["A"]} }),
    )
    .await
    .ok();
    for n in 1..=2 {
        let exit = app.exit_exam(&learner, id).await;
        assert_eq!(
            (exit.ok()["exitCount"].clone(), exit.data()["ended"].clone()),
            (json!(n), json!(false))
        );
    }
    let third = app.exit_exam(&learner, id).await;
    assert_eq!(third.ok()["ended"], true);
    app.start_exam(&learner, id)
        .await
        .fails(409, "您已完成该考试");
    let records = app.exam_records(&learner).await;
    assert_eq!(records.ok()["totalCount"], 1);
    assert_eq!(records.data()["examRecords"][0]["scoreWithheld"], true);
    // Its saved answer was graded: once the exam closes, the learner sees the score.
    app.advance_clock(Duration::from_secs(
        EXAM_DURATION_SECS as u64 + GRACE_SECS as u64,
    ));
    let records = app.exam_records(&learner).await;
    assert_eq!(records.ok()["examRecords"][0]["score"], 5);
}

#[tokio::test]
async fn only_learners_who_may_take_an_exam_get_it() {
    let app = spawn_app().await;
    let teacher = app.account("teacherA", "teacher").await;
    let bank = app.question_bank(&teacher).await;
    let course_id = app.empty_course(&teacher).await;
    let id = app.running_exam(&teacher, &bank, Some(course_id)).await;
    let learner = app.learner("learner01", "13912345678").await;
    app.start_exam(&learner, id)
        .await
        .fails(403, "您没有参加该考试的权限");
    app.paper(&learner, id)
        .await
        .fails(403, "您没有参加该考试的权限");
    app.submit(&learner, id, json!({}))
        .await
        .fails(403, "您没有参加该考试的权限");
    assert_eq!(app.exams(&learner).await.ok()["exams"][0]["canTake"], false);
    app.enrol(&learner, course_id, 4).await;
    app.start_exam(&learner, id).await.ok();
    let guest = app.guest().await;
    app.start_exam(&guest, id)
        .await
        .fails(403, "游客无权执行此操作，请先注册登录");
    app.start_exam(None, id).await.fails(401, "请先登录");
    app.start_exam(&teacher, id)
        .await
        .fails(403, "您没有参加该考试的权限");
    app.delete_course(&teacher, course_id)
        .await
        .fails(409, "该课程下还有考试，请先删除考试");

    let later = app.upcoming_exam(&teacher, bank.choice).await;
    app.start_exam(&learner, later)
        .await
        .fails(422, "考试尚未开始");
    let notstarted = app.exams_where(&learner, "status=notStarted").await;
    assert_eq!(notstarted.ok()["exams"][0]["id"], later);
}

/// The answer key of an open exam must not travel from one account to another: a throwaway
/// account that hands in a sheet (graded at once) learns neither the key nor its score — six
/// accounts each trying one option would read the key off their totals (issue 27 item 10). The
/// score is withheld on every answer that shows it until the exam closes.
#[tokio::test]
async fn the_answer_key_stays_hidden_until_the_exam_closes() {
    let app = spawn_app().await;
    let teacher = app.account("teacherA", "teacher").await;
    let bank = app.question_bank(&teacher).await;
    let id = app.objective_exam(&teacher, &bank, None).await;
    let expired_at = app.managed_exam(&teacher, id).await.ok()["exam"]["expiredAt"]
        .as_i64()
        .unwrap();
    let throwaway = app.learner("learner01", "13912345678").await;
    app.start_exam(&throwaway, id).await.ok();
    let guesses = json!({
        bank.choice.to_string(): {"selected": ["B"]},
        bank.multiple.to_string(): {"selected": ["A", "B"]},
        bank.judge.to_string(): {"value": true},
        bank.fill.to_string(): {"text": "超文本传输协议"},
    });
    let record = app.submit(&throwaway, id, guesses).await;
    assert_eq!(record.ok()["reviewed"], true, "objective only: graded now");
    assert_eq!(record.data()["score"], Value::Null, "withheld while open");
    assert_eq!(record.data()["scoreWithheld"], true);
    let listed = app.exam_records(&throwaway).await;
    assert_eq!(listed.ok()["examRecords"][0]["score"], Value::Null);
    assert_eq!(listed.data()["examRecords"][0]["scoreWithheld"], true);

    let hidden = app.exam_record(&throwaway, id).await;
    assert_eq!(hidden.ok()["record"]["score"], Value::Null);
    assert_eq!(hidden.ok()["record"]["scoreWithheld"], true);
    assert_eq!(hidden.data()["answerVisibility"], "afterClose");
    assert_eq!(hidden.data()["answersHidden"], true);
    assert_eq!(
        hidden.data()["answersAvailableAt"],
        expired_at + GRACE_SECS * 1000,
        "shown once late answers can no longer come in"
    );
    for answer in hidden.data()["answers"].as_array().unwrap() {
        assert!(answer["correctAnswer"].is_null(), "{answer}");
        assert!(answer["explanation"].is_null(), "{answer}");
        assert!(
            answer["score"].is_null() && answer["scoreHidden"] == true,
            "a question's points would tell the key: {answer}"
        );
        assert!(
            !answer["answer"].is_null(),
            "the learner's own answer is shown"
        );
    }
    let sheet = app.record_sheet(&teacher, record.id()).await;
    assert_eq!(
        sheet.ok()["answers"][0]["correctAnswer"],
        json!(["A"]),
        "staff see the key"
    );
    assert_eq!(sheet.data()["answers"][0]["score"], 0);

    // Ten seconds after the end, a sheet is still taken: still hidden.
    app.advance_clock(Duration::from_secs(EXAM_DURATION_SECS as u64 + 10));
    assert_eq!(
        app.exam_record(&throwaway, id).await.ok()["answersHidden"],
        true
    );
    app.advance_clock(Duration::from_secs(GRACE_SECS as u64));
    let shown = app.exam_record(&throwaway, id).await;
    assert_eq!(shown.ok()["answersHidden"], false);
    assert_eq!(
        shown.data()["record"]["score"],
        5 + 2 + 5,
        "shown once closed"
    );
    assert_eq!(shown.data()["record"]["scoreWithheld"], false);
    let listed = app.exam_records(&throwaway).await;
    assert_eq!(listed.ok()["examRecords"][0]["score"], 12);
    let answers = shown.data()["answers"].as_array().unwrap();
    assert_eq!(answers[0]["correctAnswer"], json!(["A"]));
    assert_eq!(answers[0]["score"], 0);
    assert_eq!(answers[0]["scoreHidden"], false);
    assert_eq!(answers[2]["correctAnswer"], true);
    assert_eq!(answers[3]["explanation"], "HTTP 即超文本传输协议");
}

#[tokio::test]
async fn answers_shown_after_grading_or_never() {
    let app = spawn_app().await;
    let teacher = app.account("teacherA", "teacher").await;
    let bank = app.question_bank(&teacher).await;
    let learner = app.learner("learner01", "13912345678").await;

    // After grading: the whole bank, so the short answer waits for the teacher.
    let now = app.now_ms();
    let body = json!({
        "title": "JavaWeb 期中考试", "answerVisibility": "afterGrading",
        "startedAt": now - 60_000, "expiredAt": now + EXAM_DURATION_SECS * 1000,
        "items": bank.ids().iter().map(|id| json!({"questionId": id})).collect::<Vec<_>>(),
    });
    let graded_later = app.create_exam(&teacher, body).await.ok()["exam"]["id"]
        .as_i64()
        .unwrap();
    app.start_exam(&learner, graded_later).await.ok();
    let rid = app
        .submit(&learner, graded_later, bank.full_marks())
        .await
        .id();
    let waiting = app.exam_record(&learner, graded_later).await;
    assert_eq!(
        (
            waiting.ok()["answerVisibility"].clone(),
            waiting.data()["answersHidden"].clone(),
            waiting.data()["answersAvailableAt"].clone()
        ),
        (json!("afterGrading"), json!(true), Value::Null)
    );
    assert!(waiting.data()["answers"][0]["correctAnswer"].is_null());
    app.grade(
        &teacher,
        rid,
        json!({bank.short.to_string(): {"score": 9, "comment": "很好"}}),
    )
    .await
    .ok();
    let graded = app.exam_record(&learner, graded_later).await;
    assert_eq!(graded.ok()["answersHidden"], false, "graded: shown");
    assert_eq!(graded.data()["answers"][0]["correctAnswer"], json!(["A"]));
    assert_eq!(graded.data()["answers"][0]["score"], 5);
    assert_eq!(
        graded.data()["answers"][4]["correctAnswer"],
        "init、service、destroy"
    );

    // Never: not even after the exam has closed; staff still see the key.
    let never = app.objective_exam(&teacher, &bank, Some("never")).await;
    app.start_exam(&learner, never).await.ok();
    let rid = app.submit(&learner, never, json!({})).await.id();
    app.advance_clock(Duration::from_secs(EXAM_DURATION_SECS as u64 * 2));
    let closed = app.exam_record(&learner, never).await;
    assert_eq!(
        (
            closed.ok()["answerVisibility"].clone(),
            closed.data()["answersHidden"].clone(),
            closed.data()["answersAvailableAt"].clone()
        ),
        (json!("never"), json!(true), Value::Null)
    );
    assert!(
        closed.data()["answers"]
            .as_array()
            .unwrap()
            .iter()
            .all(|a| a["correctAnswer"].is_null() && a["explanation"].is_null())
    );
    assert_eq!(closed.data()["record"]["score"], 0);
    let sheet = app.record_sheet(&teacher, rid).await;
    assert_eq!(
        sheet.ok()["answers"][3]["explanation"],
        "HTTP 即超文本传输协议"
    );
    let list = app.exams(&learner).await;
    let card = list.ok()["exams"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["id"] == never)
        .unwrap()
        .clone();
    assert_eq!(card["answerVisibility"], "never");
}

#[tokio::test]
async fn choice_answers_name_only_the_questions_options() {
    let app = spawn_app().await;
    let ExamSitting {
        bank,
        exam: id,
        learner,
        ..
    } = app.exam_sitting().await;
    let choice = bank.choice.to_string();
    let multiple = bank.multiple.to_string();
    let draft =
        json!({ choice.clone(): {"selected": ["a"]}, multiple.clone(): {"selected": ["A", "C"]} });
    app.save_answers(&learner, id, draft.clone()).await.ok();

    let reply = app
        .save_answers(
            &learner,
            id,
            json!({ choice.clone(): {"selected": ["A"]}, multiple.clone(): {"selected": ["A", "Z"]} }),
        )
        .await;
    reply.fails(400, "答案包含不存在的选项");
    assert_eq!(reply.field("answers"), "答案包含不存在的选项");
    assert_eq!(
        reply.body["data"]["codes"]["answers"],
        "EXAM_ANSWER_NOT_AN_OPTION"
    );
    app.save_answers(
        &learner,
        id,
        json!({ choice.clone(): {"selected": ["A", "B"]} }),
    )
    .await
    .fails(400, "单选题只能选择一个选项");
    app.save_answers(
        &learner,
        id,
        json!({ bank.judge.to_string(): {"selected": ["A"]} }),
    )
    .await
    .fails(400, "答案格式错误");
    assert_eq!(
        app.start_exam(&learner, id).await.ok()["attempt"]["answers"],
        draft,
        "nothing of a refused sheet was saved"
    );

    let mut sheet = bank.full_marks();
    sheet[choice.clone()] = json!({"selected": ["E"]});
    app.submit(&learner, id, sheet)
        .await
        .fails(400, "答案包含不存在的选项");
    assert_eq!(
        app.exam_records(&learner).await.ok()["totalCount"],
        0,
        "not submitted"
    );
    let done = app.submit(&learner, id, bank.full_marks()).await;
    assert_eq!(done.ok()["reviewed"], false);
}

/// The course list, exam list and records are served from in-memory read models (see
/// `catalogue`): every write that changes them is seen by the next request.
#[tokio::test]
async fn the_learner_lists_see_each_write_at_once() {
    let app = spawn_app().await;
    let teacher = app.account("teacherA", "teacher").await;
    let learner = app.learner("learner01", "13912345678").await;
    let bank = app.question_bank(&teacher).await;
    let id = app.running_exam(&teacher, &bank, None).await;

    let exams = app.exams(&learner).await;
    assert_eq!(exams.ok()["exams"][0]["completed"], false);
    assert_eq!(exams.data()["exams"][0]["questionCount"], 5);
    let records = app.exam_records(&learner).await;
    assert_eq!(records.ok()["totalCount"], 0);
    let courses = app.courses(&learner).await;
    assert_eq!(courses.ok()["totalCount"], 0);

    app.start_exam(&learner, id).await.ok();
    assert_eq!(
        app.paper(&learner, id).await.ok()["items"][2]["content"],
        "Servlet 是单例的。"
    );
    app.update_question(
        &teacher,
        bank.judge,
        json!({"type": "JUDGE", "content": "Servlet 默认是单例的。", "answer": true, "score": 2, "subject": "JavaWeb"}),
    )
    .await
    .ok();
    assert_eq!(
        app.paper(&learner, id).await.ok()["items"][2]["content"],
        "Servlet 默认是单例的。"
    );
    let rid = app.submit(&learner, id, bank.full_marks()).await.id();
    let exams = app.exams(&learner).await;
    assert_eq!(exams.ok()["exams"][0]["completed"], true);
    let records = app.exam_records(&learner).await;
    assert_eq!(records.ok()["totalCount"], 1);
    assert_eq!(
        records.data()["examRecords"][0]["title"],
        "JavaWeb 期末考试"
    );
    assert_eq!(records.data()["examRecords"][0]["score"], Value::Null);
    assert_eq!(records.data()["subjects"], json!(["JavaWeb"]));
    let other = app.exam_records_where(&learner, "subject=Python").await;
    assert_eq!(other.ok()["totalCount"], 0);

    app.grade(
        &teacher,
        rid,
        json!({bank.short.to_string(): {"score": 10}}),
    )
    .await
    .ok();
    let records = app.exam_records_where(&learner, "subject=JavaWeb").await;
    assert_eq!(records.ok()["examRecords"][0]["reviewed"], true);
    assert_eq!(
        records.data()["examRecords"][0]["scoreWithheld"],
        true,
        "the exam is open"
    );

    app.upcoming_exam(&teacher, bank.choice).await;
    let exams = app.exams(&learner).await;
    assert_eq!(exams.ok()["totalCount"], 2);
    assert_eq!(exams.data()["exams"][0]["title"], "补考");

    let course = app.empty_course(&teacher).await;
    let courses = app.courses(&learner).await;
    assert_eq!(courses.ok()["courses"][0]["teacherName"], "teacherA");
    assert_eq!(courses.data()["courses"][0]["status"], Value::Null);
    app.update_profile(&teacher, json!({"name": "王老师"}))
        .await
        .ok();
    app.enrol(&learner, course, 2).await;
    let courses = app.courses(&learner).await;
    assert_eq!(courses.ok()["courses"][0]["teacherName"], "王老师");
    assert_eq!(courses.data()["courses"][0]["status"], 2);
}
