//! Papers of their own: drawn per learner by rules over the author's bank, questions shuffled
//! within their type section and options shuffled, stored with the attempt (a resumed attempt
//! gets the same paper) and mapped back to the bank's labels for grading.

use std::collections::BTreeSet;

use crate::common::{EXAM_DURATION_SECS, TestApp, spawn_app};
use serde_json::{Value, json};

/// 30 single choices (key A) in a 知识点 under another, difficulty 中, and 10 judgements (true).
async fn bank(app: &TestApp, teacher: &str) -> i64 {
    let top = app
        .create_category(teacher, json!({"name": "电工基础"}))
        .await
        .id();
    let topic = app
        .create_category(teacher, json!({"name": "交流电", "parentId": top}))
        .await
        .id();
    for i in 0..30 {
        app.create_question(
            teacher,
            json!({"type": "CHOICE", "content": format!("单选 {i}"), "categoryId": topic, "difficulty": 2,
                   "metadata": {"isMultiple": false, "options": {"A": format!("对的 {i}"), "B": "错一", "C": "错二", "D": "错三"}},
                   "answer": ["A"]}),
        )
        .await
        .id();
    }
    for i in 0..10 {
        app.create_question(
            teacher,
            json!({"type": "JUDGE", "content": format!("判断 {i}"), "answer": true}),
        )
        .await
        .id();
    }
    top
}

fn drawn_exam(category: i64, count: i64) -> Value {
    json!({
        "title": "电工抽题考试", "duration": EXAM_DURATION_SECS, "startedAt": 0, "expiredAt": 4_102_444_800_000_i64,
        "rules": [
            {"type": "CHOICE", "multiple": false, "categoryId": category, "difficulty": 2, "count": count, "score": 4},
            {"type": "JUDGE", "count": 3, "score": 2},
        ],
        "shuffleQuestions": true, "shuffleOptions": true, "answerVisibility": "afterGrading",
    })
}

fn ids(paper: &Value) -> Vec<i64> {
    paper["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["id"].as_i64().unwrap())
        .collect()
}

#[tokio::test]
async fn each_learner_draws_a_paper_of_their_own_and_keeps_it_when_they_come_back() {
    let app = spawn_app().await;
    let teacher = app.account("teacherA", "teacher").await;
    let top = bank(&app, &teacher).await;
    let exam = app.create_exam(&teacher, drawn_exam(top, 5)).await;
    assert_eq!(exam.ok()["exam"]["totalScore"], 26, "5 × 4 + 3 × 2");
    assert_eq!(
        exam.ok()["exam"]["questionCount"],
        8,
        "the rules' questions"
    );
    assert_eq!(
        exam.ok()["rules"][0]["count"],
        5,
        "the editor reads the rules back"
    );
    assert_eq!(exam.ok()["shuffleOptions"], true);
    assert_eq!(exam.ok()["items"], json!([]));
    let exam = exam.ok()["exam"]["id"].as_i64().unwrap();

    let a = app.learner("learner01", "13912345678").await;
    let b = app.learner("learner02", "13912345679").await;
    app.paper(&a, exam).await.fails(422, "请先开始考试");
    app.start_exam(&a, exam).await.ok();
    app.start_exam(&b, exam).await.ok();
    let paper_a = app.paper(&a, exam).await;
    let paper_b = app.paper(&b, exam).await;
    let (pa, pb) = (paper_a.ok(), paper_b.ok());
    assert_eq!(ids(pa).len(), 8);
    let scores: i64 = pa["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["score"].as_i64().unwrap())
        .sum();
    assert_eq!(scores, 26);
    // The single choices first (their section), then the judgements.
    let kinds: Vec<&str> = pa["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["type"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        [
            "CHOICE", "CHOICE", "CHOICE", "CHOICE", "CHOICE", "JUDGE", "JUDGE", "JUDGE"
        ]
    );
    let set = |p: &Value| ids(p).into_iter().collect::<BTreeSet<i64>>();
    assert_ne!(ids(pa), ids(pb), "two learners, two papers");
    assert!(set(pa) != set(pb) || ids(pa) != ids(pb));

    // A question drawn into a paper stays in the bank.
    app.delete_question(&teacher, ids(pa)[0])
        .await
        .fails(409, "该题目已被考试使用，不能删除");

    // Coming back (another computer, the same account): the same questions, order and options.
    app.start_exam(&a, exam).await.ok();
    let again = app.paper(&a, exam).await;
    assert_eq!(again.ok()["items"], pa["items"]);
}

#[tokio::test]
async fn shuffled_options_are_graded_in_the_banks_letters_and_shown_in_the_learners() {
    let app = spawn_app().await;
    let teacher = app.account("teacherA", "teacher").await;
    let top = bank(&app, &teacher).await;
    let exam = app.create_exam(&teacher, drawn_exam(top, 5)).await.ok()["exam"]["id"]
        .as_i64()
        .unwrap();
    let learner = app.learner("learner01", "13912345678").await;
    app.start_exam(&learner, exam).await.ok();
    let paper = app.paper(&learner, exam).await;
    let mut answers = serde_json::Map::new();
    let mut shown_right = Vec::new();
    for item in paper.ok()["items"].as_array().unwrap() {
        let id = item["id"].as_i64().unwrap().to_string();
        if item["type"] == "CHOICE" {
            // The right option is the one whose text begins 对的, wherever it was shuffled to.
            let options = item["metadata"]["options"].as_object().unwrap();
            assert_eq!(
                options.keys().collect::<Vec<_>>(),
                ["A", "B", "C", "D"],
                "relabelled A–D"
            );
            let (label, _) = options
                .iter()
                .find(|(_, text)| text.as_str().unwrap().starts_with("对的"))
                .unwrap();
            shown_right.push(label.clone());
            answers.insert(id, json!({"selected": [label]}));
        } else {
            answers.insert(id, json!({"value": true}));
        }
    }
    assert!(
        shown_right.iter().any(|l| l != "A"),
        "five shuffles keep the key on A together once in 1 024: {shown_right:?}"
    );
    // The draft comes back in the learner's letters.
    app.save_answers(&learner, exam, Value::Object(answers.clone()))
        .await
        .ok();
    let resumed = app.start_exam(&learner, exam).await;
    assert_eq!(
        resumed.ok()["attempt"]["answers"],
        Value::Object(answers.clone())
    );

    let done = app.submit(&learner, exam, Value::Object(answers)).await;
    assert_eq!(
        done.ok()["score"],
        26,
        "every answer right once mapped back"
    );
    let record = app.exam_record(&learner, exam).await;
    let first = &record.ok()["answers"][0];
    assert_eq!(
        first["answer"]["selected"],
        json!([shown_right[0]]),
        "the learner's own letters"
    );
    let sheet = app.record_sheet(&teacher, done.id()).await;
    let staff_first = &sheet.ok()["answers"][0];
    assert_eq!(
        staff_first["questionId"], first["questionId"],
        "the learner's order"
    );
    assert_eq!(
        staff_first["correctAnswer"],
        json!([shown_right[0]]),
        "the key in the learner's letters"
    );
    assert_eq!(staff_first["options"], first["options"]);
}

#[tokio::test]
async fn rules_the_bank_cannot_satisfy_are_refused_when_the_exam_is_saved() {
    let app = spawn_app().await;
    let teacher = app.account("teacherA", "teacher").await;
    let top = bank(&app, &teacher).await;
    // The editor's check while the rules are written, then the save's.
    let check = app
        .exam_pool(&teacher, json!({"rules": drawn_exam(top, 31)["rules"]}))
        .await;
    assert_eq!(
        check.ok()["rules"],
        json!([{"available": 30, "enough": false}, {"available": 10, "enough": true}])
    );
    assert_eq!(check.ok()["satisfiable"], false);
    app.create_exam(&teacher, drawn_exam(top, 31))
        .await
        .fails(400, "第1条规则需要31道题，题库中只有30道符合条件");
    let learner = app.learner("learner01", "13912345678").await;
    app.exam_pool(&learner, json!({"rules": []}))
        .await
        .fails(403, "无权访问");
    let mut bad = drawn_exam(top, 5);
    bad["rules"][1]["count"] = json!(0);
    app.create_exam(&teacher, bad)
        .await
        .fails(400, "每条规则抽取的题数须为1到200");
    let mut unknown = drawn_exam(987_654, 5);
    unknown["rules"][1]["count"] = json!(3);
    app.create_exam(&teacher, unknown)
        .await
        .fails(400, "知识点不存在");
    // Another teacher's bank is not this one's pool.
    let other = app.account("teacherB", "teacher").await;
    app.create_exam(&other, drawn_exam(top, 1))
        .await
        .fails(400, "第1条规则需要1道题，题库中只有0道符合条件");
    let mut none = drawn_exam(top, 5);
    none["rules"] = json!([]);
    app.create_exam(&teacher, none)
        .await
        .fails(400, "请至少选择一道题目");
}
