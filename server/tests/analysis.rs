//! Item analysis of an exam over its graded attempts, checked against figures worked out by hand.

use crate::common::{EXAM_DURATION_SECS, spawn_app};
use serde_json::{Value, json};

#[tokio::test]
async fn the_analysis_matches_the_figures_worked_out_by_hand() {
    let app = spawn_app().await;
    let teacher = app.account("teacherA", "teacher").await;
    let other = app.account("teacherB", "teacher").await;
    let bank = app.question_bank(&teacher).await;
    let now = app.now_ms();
    let items: Vec<Value> = [bank.choice, bank.multiple, bank.judge, bank.fill]
        .iter()
        .map(|id| json!({ "questionId": id }))
        .collect();
    let exam = app
        .create_exam(
            &teacher,
            json!({"title": "分析", "duration": EXAM_DURATION_SECS, "startedAt": now - 60_000,
            "expiredAt": now + 3_600_000, "answerVisibility": "afterGrading", "items": items}),
        )
        .await
        .ok()["exam"]["id"]
        .as_i64()
        .unwrap();
    let (c, m, j, f) = (
        bank.choice.to_string(),
        bank.multiple.to_string(),
        bank.judge.to_string(),
        bank.fill.to_string(),
    );
    // 17, 7, 10 and 0 points of 17.
    let sheets = [
        json!({&c: {"selected": ["A"]}, &m: {"selected": ["A", "B"]}, &j: {"value": true}, &f: {"text": "超文本传输协议"}}),
        json!({&c: {"selected": ["A"]}, &m: {"selected": ["B"]}, &j: {"value": true}, &f: {"text": "不知道"}}),
        json!({&c: {"selected": ["B"]}, &m: {"selected": ["A", "B"]}, &j: {"value": false}, &f: {"text": "超文本传输协议"}}),
        json!({}),
    ];
    let mut records = Vec::new();
    for (i, sheet) in sheets.iter().enumerate() {
        let learner = app
            .learner(&format!("learner0{i}"), &format!("1391234567{i}"))
            .await;
        app.start_exam(&learner, exam).await.ok();
        records.push(
            app.submit(&learner, exam, sheet.clone()).await.ok()["id"]
                .as_i64()
                .unwrap(),
        );
    }

    let path = format!("/api/v0/admin/exam/{exam}/analysis");
    assert_eq!(app.get(&path, None).await.status, 401);
    app.get(&path, Some(&other))
        .await
        .fails(403, "只能编辑自己的考试");
    let reply = app.get(&path, Some(&teacher)).await;
    let s = &reply.ok()["summary"];
    assert_eq!(
        (
            &s["attempts"],
            &s["mean"],
            &s["median"],
            &s["min"],
            &s["max"]
        ),
        (
            &json!(4),
            &json!(8.5),
            &json!(8.5),
            &json!(0.0),
            &json!(17.0)
        )
    );
    assert_eq!(
        (&s["passScore"], &s["passRate"]),
        (&json!(11), &json!(0.25))
    );
    assert_eq!(s["histogram"], json!([1, 0, 0, 0, 1, 1, 0, 0, 0, 1]));
    let item = |id: i64| {
        reply.ok()["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["questionId"] == id)
            .cloned()
            .unwrap()
    };
    // Upper 27 % (⌈4 · 0.27⌉ = 2): the 17 and the 10; lower: the 7 and the 0.
    let choice = item(bank.choice);
    assert_eq!(
        (
            &choice["facility"],
            &choice["discrimination"],
            &choice["unanswered"]
        ),
        (&json!(0.5), &json!(0.0), &json!(1))
    );
    let counts: Vec<(&Value, &Value, &Value)> = choice["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| (&o["label"], &o["count"], &o["correct"]))
        .collect();
    assert_eq!(
        counts,
        [
            (&json!("A"), &json!(2), &json!(true)),
            (&json!("B"), &json!(1), &json!(false)),
            (&json!("C"), &json!(0), &json!(false))
        ]
    );
    let multiple = item(bank.multiple);
    assert_eq!(
        (&multiple["facility"], &multiple["discrimination"]),
        (&json!(0.5), &json!(1.0))
    );

    // A voided attempt counts in no analysis.
    let void = format!("/api/v0/admin/exam/record/{}/void", records[3]);
    app.post(&void, Some(&teacher), json!({"reason": "空白答卷"}))
        .await
        .ok();
    let again = app.get(&path, Some(&teacher)).await;
    assert_eq!(again.ok()["summary"]["attempts"], 3);

    let export = app
        .client
        .get(format!("{}{path}/export", app.base))
        .bearer_auth(&teacher)
        .send()
        .await
        .unwrap();
    assert_eq!(export.status(), 200);
    assert!(
        export.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .contains("xlsx")
    );
    let bytes = export.bytes().await.unwrap();
    assert_eq!(&bytes[..2], b"PK", "an Office workbook");
}
