//! Enrolment end to end on the real server: the learner's draft and submission with documents,
//! material review, payment and finance review, the audit trail, who may do what in which status,
//! concurrent decisions and private documents (the settings: `tests/settings.rs`).

use crate::common;

use crate::common::{Reply, TestApp, complete_form, pdf, png, spawn_app};
use futures_util::future::join_all;
use serde_json::{Value, json};

/// A certification course (type 0, fee 128000 fen) by a teacher.
/// The course as the learner's course list shows it.
async fn listed(app: &TestApp, learner: &str, course: i64) -> Value {
    let list = app.courses(learner).await;
    list.ok()["courses"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["id"] == course)
        .cloned()
        .unwrap()
}

async fn course(app: &TestApp, name: &str) -> i64 {
    let teacher = app
        .account(
            &format!("t{}", rand::random_range(0..1_000_000u32)),
            "teacher",
        )
        .await;
    app.create_course(
        &teacher,
        json!({"name": name, "category": "电工", "type": 0, "fee": 128000}),
    )
    .await
    .id()
}

/// How many calls `desk_call` knows.
const DESK_CALLS: usize = 15;

/// One of the enrolment desks' calls as `who` makes it (learner's 0–4, reviewer's 5–8,
/// finance's 9–12, the administrator's 13–14): its name and status.
async fn desk_call(
    app: &TestApp,
    who: Option<&str>,
    call: usize,
    course: i64,
    id: i64,
) -> (&'static str, u16) {
    let empty = || json!({});
    let (name, reply) = match call {
        0 => ("own application", app.application(who, course).await),
        1 => (
            "save draft",
            app.save_application(who, course, empty()).await,
        ),
        2 => ("submit", app.submit_application(who, course, empty()).await),
        3 => ("pay", app.pay(who, course, empty()).await),
        4 => ("enrolment settings", app.enrolment_settings(who).await),
        5 => ("review summary", app.review_summary(who).await),
        6 => ("materials", app.materials(who, "").await),
        7 => (
            "material record",
            app.material_record(who, course, id).await,
        ),
        8 => (
            "decide materials",
            app.decide_materials(who, course, id, json!({"result": "approve"}))
                .await,
        ),
        9 => ("payments", app.payments(who, "").await),
        10 => ("payment", app.payment(who, id).await),
        11 => (
            "decide payment",
            app.decide_payment(who, id, json!({"result": "confirm"}))
                .await,
        ),
        12 => ("issue invoice", app.issue_invoice(who, id).await),
        13 => ("settings", app.settings(who).await),
        14 => ("save settings", app.save_settings(who, empty()).await),
        _ => unreachable!("{call} is not a desk call"),
    };
    (name, reply.status.as_u16())
}

#[tokio::test]
async fn a_learner_enrols_through_review_payment_and_finance() {
    let app = spawn_app().await;
    let course = course(&app, "低压电工作业").await;
    let learner = app.learner("learner01", "13900000001").await;
    let reviewer = app.staff("reviewer").await;
    let finance = app.staff("finance").await;

    // Nothing yet; a partial draft is kept and resumed.
    let empty = app.application(&learner, course).await;
    assert_eq!(empty.ok()["status"], Value::Null);
    assert_eq!(empty.ok()["courseType"], 0);
    let draft = app
        .save_application(
            &learner,
            course,
            json!({"form": {"name": "张三丰", "examSubject": ["理论"]}}),
        )
        .await;
    assert_eq!(draft.ok()["form"]["name"], "张三丰");
    assert_eq!(
        app.application(&learner, course).await.ok()["form"]["examSubject"],
        json!(["理论"])
    );

    // Submitting needs the whole form, then every document.
    let incomplete = app.submit_application(&learner, course, json!({})).await;
    incomplete.fails(400, &format!("请完整填写所有必填项，缺少：{}", "性别，出生日期，证件类型，证件号码，联系电话，文化程度，现从事职业，申报级别，考试类型，考试地点，证书领取方式，通讯地址，申报条件，学习经历1起止时间，学习经历1学校，学习经历1专业，学习经历1学历，工作年限，工作经历1起止时间，工作经历1工作单位，工作经历1职务，工作经历1证明人，签名年份，签名月份，签名日"));
    app.submit_application(&learner, course, json!({"form": complete_form()}))
        .await
        .fails(400, "请上传申报表（签名并按手印）");
    let docs = app.application_documents(&learner).await;
    let sent = app
        .submit_application(
            &learner,
            course,
            json!({"form": complete_form(), "documents": docs}),
        )
        .await;
    let id = sent.ok()["id"].as_i64().unwrap();
    assert_eq!(sent.ok()["status"], 1);
    assert_eq!(sent.ok()["submittedMaterials"], true);
    assert_eq!(sent.ok()["documents"].as_array().unwrap().len(), 6);
    // The learner's course list shows the new status at once.
    let entry = listed(&app, &learner, course).await;
    assert_eq!(entry["status"], 1);
    assert_eq!(entry["singup"], true);
    assert_eq!(entry["reviewedResult"], "pending");
    let other = app.learner("learner02", "13900000002").await;
    let unlisted = listed(&app, &other, course).await;
    assert_eq!(unlisted["singup"], false);
    assert_eq!(unlisted["reviewedResult"], Value::Null);

    // The reviewer's queue; finance reads it but does not decide materials.
    let queue = app
        .materials(&reviewer, "reviewedResult=pending&courseName=低压")
        .await;
    assert_eq!(queue.ok()["totalCount"], 1);
    assert_eq!(queue.ok()["records"][0]["username"], "learner01");
    assert!(queue.ok()["records"][0].get("idNumber").is_none());
    assert_eq!(app.materials(&finance, "").await.ok()["totalCount"], 1);
    app.decide_materials(&finance, course, id, json!({"result": "approve"}))
        .await
        .fails(403, "无权访问");

    // Rejected with a reason (required), the learner is told, corrects and submits again.
    app.decide_materials(&reviewer, course, id, json!({"result": "reject"}))
        .await
        .fails(400, "请填写原因");
    let rejected = app
        .decide_materials(
            &reviewer,
            course,
            id,
            json!({"result": "reject", "reason": "身份证照片不清晰"}),
        )
        .await;
    assert_eq!(rejected.ok()["status"], 3);
    let inbox = app.notices(&learner).await;
    assert_eq!(inbox.ok()["notices"][0]["title"], "报名材料审核未通过");
    assert!(
        inbox.ok()["notices"][0]["content"]
            .as_str()
            .unwrap()
            .contains("身份证照片不清晰")
    );
    let mine_now = app.application(&learner, course).await;
    assert_eq!(mine_now.ok()["reviewReason"], "身份证照片不清晰");
    assert_eq!(
        listed(&app, &learner, course).await["reviewedResult"],
        "rejected"
    );
    let again = app
        .submit_application(
            &learner,
            course,
            json!({"form": complete_form(), "documents": docs}),
        )
        .await;
    assert_eq!(again.ok()["status"], 1);

    // Approved; a second decision is a conflict; the draft is no longer editable.
    let approved = app
        .decide_materials(&reviewer, course, id, json!({"result": "approve"}))
        .await;
    assert_eq!(approved.ok()["status"], 2);
    app.decide_materials(
        &reviewer,
        course,
        id,
        json!({"result": "reject", "reason": "x"}),
    )
    .await
    .fails(409, "只能审核待审核的报名");
    app.save_application(&learner, course, json!({"form": complete_form()}))
        .await
        .fails(409, "当前状态不能修改报名材料");

    // Payment: method, reference and a proof; finance refuses once, then confirms.
    let refused = app.pay(&learner, course, json!({"method": "wechat"})).await;
    assert_eq!(refused.status.as_u16(), 400);
    assert_eq!(refused.field("reference"), "请填写交易单号");
    assert_eq!(refused.field("proofFileId"), "请上传缴费凭证");
    let proof = app
        .upload(&learner, "payment", "转账截图.png", png())
        .await
        .id();
    let paid = app
        .pay(
            &learner,
            course,
            json!({"method": "alipay", "reference": "2026112322001", "proofFileId": proof}),
        )
        .await;
    assert_eq!(paid.ok()["paymentProof"]["fileId"], proof);
    assert_eq!(paid.ok()["status"], 2);
    let waiting = app.payments(&finance, "").await;
    assert_eq!(waiting.ok()["totalCount"], 1);
    app.decide_payment(&reviewer, id, json!({"result": "confirm"}))
        .await
        .fails(403, "无权访问");
    let refusal = app
        .decide_payment(
            &finance,
            id,
            json!({"result": "refuse", "reason": "金额不符"}),
        )
        .await;
    assert_eq!(refusal.ok()["status"], 2);
    assert_eq!(refusal.ok()["paymentRefusal"], "金额不符");
    assert_eq!(refusal.ok()["paymentProof"], Value::Null);
    app.decide_payment(&finance, id, json!({"result": "confirm"}))
        .await
        .fails(409, "该报名尚未提交缴费凭证");
    app.pay(
        &learner,
        course,
        json!({"method": "bank", "reference": "2026112322002", "proofFileId": proof}),
    )
    .await
    .ok();
    let confirmed = app
        .decide_payment(&finance, id, json!({"result": "confirm"}))
        .await;
    let record = confirmed.ok();
    assert_eq!(record["status"], 4);
    assert_eq!(record["paymentCompleted"], true);
    let number = record["enrolmentNumber"].as_str().unwrap();
    assert_eq!(number.len(), 12);
    assert!(number.ends_with(&format!("{course:04}0001")), "{number}");
    let invoiced = app.issue_invoice(&finance, id).await;
    assert_eq!(invoiced.ok()["invoiceIssued"], true);

    // The timeline: every move with who, from, to and why.
    let mine_now = app.application(&learner, course).await;
    let events = mine_now.ok()["events"].as_array().unwrap().clone();
    let moves: Vec<(String, Value, Value)> = events
        .iter()
        .map(|e| {
            (
                e["action"].as_str().unwrap().to_string(),
                e["fromStatus"].clone(),
                e["toStatus"].clone(),
            )
        })
        .collect();
    assert_eq!(
        moves,
        vec![
            ("submit".into(), Value::Null, json!(1)),
            ("reject".into(), json!(1), json!(3)),
            ("submit".into(), json!(3), json!(1)),
            ("approve".into(), json!(1), json!(2)),
            ("pay".into(), json!(2), json!(2)),
            ("refusePayment".into(), json!(2), json!(2)),
            ("pay".into(), json!(2), json!(2)),
            ("confirmPayment".into(), json!(2), json!(4)),
            ("issueInvoice".into(), json!(4), json!(4)),
        ]
    );
    assert_eq!(events[1]["reason"], "身份证照片不清晰");
    assert_eq!(events[1]["actor"], "reviewer1");
    assert!(events.iter().all(|e| e["at"].as_i64().unwrap() > 0));
    // Enrolled: the learner may study, and is told the number.
    assert_eq!(app.outline(&learner, course).await.status, 200);
    let inbox = app.notices(&learner).await;
    assert!(
        inbox.ok()["notices"][0]["content"]
            .as_str()
            .unwrap()
            .contains(number)
    );
}

#[tokio::test]
async fn each_desk_and_status_allows_only_its_moves() {
    let app = spawn_app().await;
    let course = course(&app, "电工").await;
    let (owner, id) = app
        .submitted_application(course, "learner01", "13900000001")
        .await;
    let other = app.learner("learner02", "13900000002").await;
    let teacher = app.staff("teacher").await;
    let reviewer = app.staff("reviewer").await;
    let finance = app.staff("finance").await;
    let guest = app.guest().await;
    for call in 0..DESK_CALLS {
        let (name, status) = desk_call(&app, None, call, course, id).await;
        assert_eq!(status, 401, "{name}");
    }
    // Learners, guests and teachers reach none of the desks; reviewers not finance's; finance
    // not the reviewers' decisions; only administrators the settings.
    let refused: Vec<(&String, Vec<usize>)> = vec![
        (&owner, (5..15).collect()),
        (&teacher, (5..15).collect()),
        (&guest, (0..4).chain(5..15).collect()),
        (&reviewer, vec![9, 10, 11, 12, 13, 14]),
        (&finance, vec![8, 13, 14]),
    ];
    for (who, indexes) in refused {
        for i in indexes {
            let (name, status) = desk_call(&app, Some(who), i, course, id).await;
            assert_eq!(status, 403, "{name}");
        }
    }
    // Another learner sees only their own application; a record of another course is 404.
    assert_eq!(
        app.application(&other, course).await.ok()["status"],
        Value::Null
    );
    app.material_record(&reviewer, course + 1, id)
        .await
        .fails(404, "报名记录不存在");
    // Documents must be the learner's own, of the slot's type, in a slot the course has.
    let theirs = app
        .upload(&owner, "material", "别人的.png", png())
        .await
        .id();
    let pdf_file = app.upload(&other, "material", "正面.pdf", pdf()).await.id();
    for (docs, message) in [
        (json!({"idFront": theirs}), "只能提交自己上传的材料"),
        (
            json!({"idFront": pdf_file}),
            "身份证正面的文件类型不符合要求",
        ),
        (json!({"passport": pdf_file}), "没有这一项材料"),
    ] {
        app.save_application(&other, course, json!({"documents": docs}))
            .await
            .fails(400, message);
    }
    // Values outside the lists are refused even in a draft; nothing is stored.
    let bad = app
        .save_application(&other, course, json!({"form": {"idType": "驾驶证", "examPlace": "广东省广州市南山区", "examCity": "广州", "examDistrict": "南山区"}}))
        .await;
    assert_eq!(bad.status.as_u16(), 400);
    assert_eq!(bad.field("idType"), "请从列表中选择");
    assert_eq!(bad.field("examPlace"), "请选择广东省的考试城市和区县");
    assert_eq!(
        app.application(&other, course).await.ok()["id"],
        Value::Null
    );
    // Paying before approval, confirming before a proof, invoicing before payment: 409.
    app.pay(&owner, course, json!({"reference": "1"}))
        .await
        .fails(409, "当前状态无需缴费");
    app.decide_payment(&finance, id, json!({"result": "confirm"}))
        .await
        .fails(409, "该报名尚未提交缴费凭证");
    app.issue_invoice(&finance, id)
        .await
        .fails(409, "缴费确认后才能开具发票");
    app.decide_materials(&reviewer, course, id, json!({"result": "maybe"}))
        .await
        .fails(400, "审核结果只能是通过或驳回");
    // The course does not exist.
    app.application(&owner, 999999)
        .await
        .fails(404, "课程不存在");
}

#[tokio::test]
async fn of_fifty_simultaneous_decisions_exactly_one_wins() {
    let app = spawn_app().await;
    let course = course(&app, "电工").await;
    let (_, id) = app
        .submitted_application(course, "learner01", "13900000001")
        .await;
    let reviewer = app.staff("reviewer").await;
    let admin = app.staff("admin").await;
    let replies = join_all((0..50).map(|i| {
        let (who, body) = if i % 2 == 0 {
            (&reviewer, json!({"result": "approve"}))
        } else {
            (&admin, json!({"result": "reject", "reason": "不符合条件"}))
        };
        app.decide_materials(who, course, id, body)
    }))
    .await;
    let statuses: Vec<u16> = replies.iter().map(|r| r.status.as_u16()).collect();
    assert_eq!(
        statuses.iter().filter(|s| **s == 200).count(),
        1,
        "{statuses:?}"
    );
    assert_eq!(
        statuses.iter().filter(|s| **s == 409).count(),
        49,
        "{statuses:?}"
    );
    let record = app.material_record(&reviewer, course, id).await;
    let decisions = record.ok()["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["action"] != "submit")
        .count();
    assert_eq!(decisions, 1);
}

/// Issue 27 item 11: fifty confirmations of one course at once all succeed (no "decided
/// elsewhere" for a clash of numbers) and take consecutive numbers.
#[tokio::test]
async fn confirmations_in_one_course_get_consecutive_numbers_even_at_once() {
    const AT_ONCE: usize = 50;
    let app = spawn_app().await;
    let course = course(&app, "电工").await;
    let reviewer = app.staff("reviewer").await;
    let finance = app.staff("finance").await;
    let mut ids = Vec::new();
    for n in 0..AT_ONCE {
        let (learner, id) = app
            .submitted_application(course, &format!("learner{n:02}"), &format!("1390000{n:04}"))
            .await;
        app.decide_materials(&reviewer, course, id, json!({"result": "approve"}))
            .await
            .ok();
        let proof = app
            .upload(&learner, "payment", "凭证.png", png())
            .await
            .id();
        app.pay(
            &learner,
            course,
            json!({"reference": format!("R{n}"), "proofFileId": proof}),
        )
        .await
        .ok();
        ids.push(id);
    }
    let replies = join_all(
        ids.iter()
            .map(|id| app.decide_payment(&finance, *id, json!({"result": "confirm"}))),
    )
    .await;
    let mut numbers: Vec<String> = replies
        .iter()
        .map(|r| r.ok()["enrolmentNumber"].as_str().unwrap().to_string())
        .collect();
    numbers.sort();
    let suffixes: Vec<String> = numbers.iter().map(|n| n[8..].to_string()).collect();
    let expected: Vec<String> = (1..=AT_ONCE).map(|n| format!("{n:04}")).collect();
    assert_eq!(suffixes, expected);
}

#[tokio::test]
async fn application_documents_are_private_to_the_learner_and_the_desks() {
    let app = spawn_app().await;
    let course = course(&app, "电工").await;
    let (owner, id) = app
        .submitted_application(course, "learner01", "13900000001")
        .await;
    let other = app.learner("learner02", "13900000002").await;
    let teacher = app.staff("teacher").await;
    let reviewer = app.staff("reviewer").await;
    let finance = app.staff("finance").await;
    let record = app.material_record(&reviewer, course, id).await;
    let url = record.ok()["documents"][2]["url"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(record.ok()["documents"][2]["slot"], "idFront");
    assert_eq!(record.ok()["form"]["idNumber"], "440101199005011234");
    for (who, status) in [
        (None, 401),
        (Some(&other), 403),
        (Some(&teacher), 403),
        (Some(&owner), 200),
        (Some(&reviewer), 200),
        (Some(&finance), 200),
    ] {
        let read = app.fetch_file(who.map(String::as_str), &url, None).await;
        assert_eq!(read.status(), status, "{who:?}");
    }
}

/// The text of a .docx's main part.
fn document_xml(bytes: &[u8]) -> String {
    use std::io::Read;
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).expect("a zip");
    let mut xml = String::new();
    zip.by_name("word/document.xml")
        .expect("word/document.xml")
        .read_to_string(&mut xml)
        .unwrap();
    xml
}

#[tokio::test]
async fn the_application_form_downloads_as_a_word_document_for_the_learner_and_the_desks() {
    let app = spawn_app().await;
    let course = course(&app, "低压电工作业").await;
    let learner = app.learner("learner01", "13900000001").await;
    let stranger = app.learner("learner02", "13900000002").await;
    let reviewer = app.staff("reviewer").await;
    let teacher = app.staff("teacher").await;
    common::envelope(app.application_form(&learner, course).await)
        .await
        .fails(404, "请先选择课程并填写报名表");
    let photo = app.upload(&learner, "material", "照片.png", png()).await;
    let mut form = complete_form();
    form["photo"] = photo.ok()["url"].clone();
    let id = app
        .save_application(&learner, course, json!({"form": form}))
        .await
        .ok()["id"]
        .as_i64()
        .unwrap();
    let read = app.application_form(&learner, course).await;
    assert_eq!(read.status(), 200);
    assert_eq!(
        read.headers()["content-type"],
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
    );
    assert!(
        read.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .starts_with("attachment")
    );
    let xml = document_xml(&read.bytes().await.unwrap());
    for text in [
        "职业技能等级认定申报表",
        "张三丰",
        "低压电工作业",
        "广州市技师学院",
        "广东省广州市天河区",
    ] {
        assert!(xml.contains(text), "{text}");
    }
    let read = app.record_form(&reviewer, course, id).await;
    assert_eq!(read.status(), 200);
    assert!(document_xml(&read.bytes().await.unwrap()).contains("张三丰"));
    assert_eq!(app.record_form(&teacher, course, id).await.status(), 403);
    assert_eq!(app.record_form(&stranger, course, id).await.status(), 403);
    assert_eq!(
        app.application_form(None::<&str>, course).await.status(),
        401
    );
}

/// A learner of `course` whose payment finance confirmed (status 4); answers (token, id).
async fn enrolled(app: &TestApp, course: i64, username: &str, phone: &str) -> (String, i64) {
    let (learner, id) = app.submitted_application(course, username, phone).await;
    let reviewer = app.account(&format!("r_{username}"), "reviewer").await;
    let finance = app.account(&format!("f_{username}"), "finance").await;
    app.decide_materials(&reviewer, course, id, json!({"result": "approve"}))
        .await
        .ok();
    let proof = app
        .upload(&learner, "payment", "凭证.png", png())
        .await
        .id();
    app.pay(
        &learner,
        course,
        json!({"reference": username, "proofFileId": proof}),
    )
    .await
    .ok();
    app.decide_payment(&finance, id, json!({"result": "confirm"}))
        .await
        .ok();
    (learner, id)
}

/// An exam of the course with the bank's four objective questions (17 points), running now.
async fn course_exam(app: &TestApp, admin: &str, course: i64, pass: Option<i64>) -> Reply {
    let bank = app.question_bank(admin).await;
    let now = app.now_ms();
    let items = [bank.choice, bank.multiple, bank.judge, bank.fill];
    app.create_exam(
        admin,
        json!({
            "title": "电工理论考试", "courseId": course, "passScore": pass,
            "startedAt": now - 60_000, "expiredAt": now + 3_600_000,
            "items": items.iter().map(|id| json!({"questionId": id})).collect::<Vec<_>>(),
        }),
    )
    .await
}

/// Answers of the bank's objective questions: all right, or the judge question wrong (15 of 17).
fn objective_answers(exam: &Value, all_right: bool) -> Value {
    let mut answers = serde_json::Map::new();
    for item in exam["items"].as_array().unwrap() {
        let q = &item["question"];
        let id = item["questionId"].to_string();
        let answer = match q["type"].as_str().unwrap() {
            "CHOICE" => json!({"selected": q["answer"].clone()}),
            "JUDGE" => json!({"value": all_right}),
            _ => json!({"text": "超文本传输协议"}),
        };
        answers.insert(id, answer);
    }
    Value::Object(answers)
}

#[tokio::test]
async fn a_passed_exam_is_recorded_and_the_reviewer_issues_the_certificate() {
    let app = spawn_app().await;
    let course = course(&app, "低压电工作业").await;
    let admin = app.staff("admin").await;
    let reviewer = app.staff("reviewer").await;
    let (learner, id) = enrolled(&app, course, "learner01", "13900000001").await;
    let (second, second_id) = enrolled(&app, course, "learner02", "13900000002").await;

    // The pass mark: 60 % of the total by default, or set between 1 and the total.
    course_exam(&app, &admin, course, Some(0))
        .await
        .fails(400, "及格分须在 1 到总分之间");
    assert_eq!(
        course_exam(&app, &admin, course, Some(18))
            .await
            .field("passScore"),
        "及格分须在 1 到总分之间"
    );
    let strict = course_exam(&app, &admin, course, Some(17)).await;
    assert_eq!(strict.ok()["exam"]["passScore"], 17);
    let usual = course_exam(&app, &admin, course, None).await;
    assert_eq!(usual.ok()["exam"]["passScore"], 11);

    // 15 of 17 fails the strict exam: nothing recorded.
    let strict_id = strict.ok()["exam"]["id"].as_i64().unwrap();
    app.start_exam(&learner, strict_id).await.ok();
    app.submit(&learner, strict_id, objective_answers(strict.ok(), false))
        .await
        .ok();
    let record = app.material_record(&reviewer, course, id).await;
    assert_eq!(record.ok()["examCompleted"], false);
    // 15 of 17 passes the usual one (11): recorded by the system, the learner told.
    let usual_id = usual.ok()["exam"]["id"].as_i64().unwrap();
    app.start_exam(&learner, usual_id).await.ok();
    app.submit(&learner, usual_id, objective_answers(usual.ok(), false))
        .await
        .ok();
    let record = app.material_record(&reviewer, course, id).await;
    let data = record.ok();
    assert_eq!(data["examCompleted"], true);
    assert!(data["examCompletedAt"].as_i64().is_some());
    let event = data["events"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(event["action"], "examCompleted");
    assert_eq!(event["actor"], Value::Null);
    // The exam is still open and keeps its key: the trail names the pass mark, not the score.
    assert_eq!(
        event["reason"],
        format!(
            "考试《{}》达到及格分 11",
            usual.ok()["exam"]["title"].as_str().unwrap()
        )
    );
    let inbox = app.announcements_where(&learner, "size=50").await;
    assert!(
        inbox.ok()["announcements"]
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["title"] == "考试通过")
    );

    // The reviewer's filters.
    let queue = |query: &str| {
        let app = &app;
        let reviewer = reviewer.clone();
        let query = query.to_string();
        async move {
            let list = app.materials(&reviewer, &query).await;
            list.ok()["records"]
                .as_array()
                .unwrap()
                .iter()
                .map(|a| a["id"].as_i64().unwrap())
                .collect::<Vec<_>>()
        }
    };
    assert_eq!(queue("examCompleted=true").await, vec![id]);
    assert_eq!(queue("examCompleted=false").await, vec![second_id]);

    // The certificate: bad values are refused and change nothing.
    let bad = app
        .issue_certificate(
            &reviewer,
            course,
            id,
            json!({"number": "№ 1", "level": "特级", "date": "2999-01-01", "authority": ""}),
        )
        .await;
    assert_eq!(bad.status.as_u16(), 400);
    assert_eq!(bad.field("number"), "证书编号为 1–32 位字母、数字或短横线");
    assert_eq!(bad.field("level"), "请选择证书等级");
    assert_eq!(bad.field("date"), "请输入有效的发证日期（不晚于今天）");
    assert_eq!(bad.field("authority"), "请输入发证机构（不超过 100 字）");
    let certificate = json!({"number": "S2026-0001", "level": "四级/中级工", "date": "2026-11-20", "authority": "广东省职业技能鉴定指导中心"});
    for who in [
        &learner,
        &app.staff("finance").await,
        &app.staff("teacher").await,
    ] {
        let refused = app
            .issue_certificate(who, course, id, certificate.clone())
            .await;
        assert_eq!(refused.status.as_u16(), 403);
    }
    assert_eq!(
        app.issue_certificate(None::<&str>, course, id, certificate.clone())
            .await
            .status
            .as_u16(),
        401
    );
    assert_eq!(queue("certificateIssued=true").await, Vec::<i64>::new());
    // A learner who has not passed gets none.
    app.issue_certificate(&reviewer, course, second_id, json!({"number": "S2026-0002", "level": "四级/中级工", "date": "2026-11-20", "authority": "鉴定中心"}))
    .await
    .fails(409, "学员考试通过后才能发放证书");
    // Issued, at once by 50 requests: all answer the same certificate.
    let replies = join_all(
        (0..50).map(|_| app.issue_certificate(&reviewer, course, id, certificate.clone())),
    )
    .await;
    for reply in &replies {
        assert_eq!(reply.ok()["certificate"]["number"], "S2026-0001");
    }
    assert_eq!(queue("certificateIssued=true").await, vec![id]);
    let mine = app.certificates(&learner).await;
    let held = mine.ok()["certificates"].as_array().unwrap().clone();
    assert_eq!(held.len(), 1);
    assert_eq!(held[0]["courseName"], "低压电工作业");
    assert_eq!(held[0]["level"], "四级/中级工");
    assert_eq!(held[0]["date"], "2026-11-20");
    assert_eq!(
        app.certificates(&second).await.ok()["certificates"],
        json!([])
    );
    assert_eq!(app.certificates(None::<&str>).await.status.as_u16(), 401);

    // The number is unique; the pass cannot be withdrawn under an issued certificate.
    app.record_exam(
        &reviewer,
        course,
        second_id,
        json!({"examCompleted": true, "reason": "线下补考通过"}),
    )
    .await
    .ok();
    app.issue_certificate(&reviewer, course, second_id, certificate.clone())
        .await
        .fails(409, "证书编号已被使用");
    app.record_exam(&reviewer, course, id, json!({"examCompleted": false}))
        .await
        .fails(409, "证书已发放，不能撤销考试通过");
}

#[tokio::test]
async fn exam_results_and_certificates_need_an_enrolled_learner() {
    let app = spawn_app().await;
    let course = course(&app, "电工").await;
    let reviewer = app.staff("reviewer").await;
    let (_, id) = app
        .submitted_application(course, "learner01", "13900000001")
        .await;
    app.record_exam(&reviewer, course, id, json!({"examCompleted": true}))
        .await
        .fails(409, "该学员尚未完成缴费报名，不能记录考试结果或发放证书");
    app.record_exam(&reviewer, course, id, json!({}))
        .await
        .fails(400, "请说明考试是否通过");
    let record = app.material_record(&reviewer, course, id).await;
    assert_eq!(record.ok()["examCompleted"], false);
    assert_eq!(record.ok()["certificate"], Value::Null);
}

/// Issue 27 item 9: a submitted application stays complete while it waits, and a reviewer's
/// decision names the version they looked at: a change since is refused, nothing is decided.
#[tokio::test]
async fn the_application_a_reviewer_approves_is_complete_and_the_one_they_saw() {
    let app = spawn_app().await;
    let course = course(&app, "电工").await;
    let reviewer = app.staff("reviewer").await;
    let (learner, id) = app
        .submitted_application(course, "learner01", "13900000001")
        .await;
    let mut emptied = complete_form();
    emptied["name"] = json!("");
    let reply = app
        .save_application(&learner, course, json!({"form": emptied}))
        .await;
    assert_eq!(reply.status, 400, "{}", reply.body);
    assert!(reply.field("form").contains("姓名"), "{}", reply.body);
    let reply = app
        .save_application(&learner, course, json!({"documents": {}}))
        .await;
    assert_eq!(reply.status, 400, "{}", reply.body);
    assert!(
        reply.field("documents").contains("申报表"),
        "{}",
        reply.body
    );
    let kept = app.application(&learner, course).await;
    assert_eq!(kept.ok()["form"]["name"], "张三丰");
    assert_eq!(kept.ok()["documents"].as_array().unwrap().len(), 6);

    // The reviewer opens it; the learner then replaces a document.
    let seen = app.material_record(&reviewer, course, id).await;
    let version = seen.ok()["updatedAt"].as_i64().unwrap();
    let mut documents = serde_json::Map::new();
    for d in kept.ok()["documents"].as_array().unwrap() {
        documents.insert(d["slot"].as_str().unwrap().into(), d["fileId"].clone());
    }
    app.advance_clock(std::time::Duration::from_secs(60));
    let photo = app
        .upload(&learner, "material", "新照片.png", common::png_of(30, 40))
        .await
        .id();
    documents.insert("photo".into(), photo.into());
    app.save_application(&learner, course, json!({"documents": documents}))
        .await
        .ok();
    app.decide_materials(
        &reviewer,
        course,
        id,
        json!({"result": "approve", "version": version}),
    )
    .await
    .fails(409, "学员已修改了报名材料，请重新查看后再审核");
    assert_eq!(app.application(&learner, course).await.ok()["status"], 1);
    let fresh = app.material_record(&reviewer, course, id).await;
    let version = fresh.ok()["updatedAt"].as_i64().unwrap();
    let approved = app
        .decide_materials(
            &reviewer,
            course,
            id,
            json!({"result": "approve", "version": version}),
        )
        .await;
    assert_eq!(approved.ok()["status"], 2);
}

/// Issue 27 items 13–14: the waiting queue is first come, first served by submission (a
/// correction keeps the learner's place), and shows the learner's name, which the account takes
/// from the form when it has none.
#[tokio::test]
async fn the_queue_is_in_submission_order_and_shows_names() {
    let app = spawn_app().await;
    let course = course(&app, "电工").await;
    let reviewer = app.staff("reviewer").await;
    let admin = app.staff("admin").await;
    let mut learners = Vec::new();
    for n in 1..=3 {
        app.advance_clock(std::time::Duration::from_secs(3600));
        let (learner, id) = app
            .submitted_application(course, &format!("learner0{n}"), &format!("1390000000{n}"))
            .await;
        learners.push((learner, id));
    }
    // The first learner corrects the form later: they keep their place.
    app.advance_clock(std::time::Duration::from_secs(3600));
    let mut corrected = complete_form();
    corrected["address"] = json!("广州市天河区体育西路2号");
    app.save_application(&learners[0].0, course, json!({"form": corrected}))
        .await
        .ok();
    let queue = app.materials(&reviewer, "reviewedResult=pending").await;
    let order: Vec<i64> = queue.ok()["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_i64().unwrap())
        .collect();
    assert_eq!(
        order,
        learners.iter().map(|(_, id)| *id).collect::<Vec<_>>()
    );
    assert_eq!(queue.ok()["records"][0]["learnerName"], "张三丰");
    let users = app.users(&admin, "username=learner01").await;
    assert_eq!(users.ok()["users"][0]["name"], "张三丰");
}

#[tokio::test]
async fn a_voided_attempt_withdraws_the_pass_it_made() {
    let app = spawn_app().await;
    let course = course(&app, "低压电工作业").await;
    let admin = app.staff("admin").await;
    let reviewer = app.staff("reviewer").await;
    let (learner, id) = enrolled(&app, course, "learner01", "13900000001").await;
    let exam = course_exam(&app, &admin, course, None).await;
    let exam_id = exam.ok()["exam"]["id"].as_i64().unwrap();
    app.start_exam(&learner, exam_id).await.ok();
    let submitted = app
        .submit(&learner, exam_id, objective_answers(exam.ok(), true))
        .await;
    let rid = submitted.ok()["id"].as_i64().unwrap();
    let record = app.material_record(&reviewer, course, id).await;
    assert_eq!(record.ok()["examCompleted"], true);

    let path = format!("/api/v0/admin/exam/record/{rid}/void");
    app.post(
        &path,
        Some(&admin),
        json!({"reason": "考场监控显示他人代考"}),
    )
    .await
    .ok();
    let record = app.material_record(&reviewer, course, id).await;
    assert_eq!(
        record.ok()["examCompleted"],
        false,
        "the pass no longer holds"
    );
    let event = record.ok()["events"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .clone();
    assert_eq!(event["action"], "examWithdrawn");
    assert!(
        event["actor"].is_string(),
        "the administrator who voided it: {event}"
    );
    assert!(
        event["reason"]
            .as_str()
            .unwrap()
            .ends_with("第1次作答被判为无效：考场监控显示他人代考"),
        "{event}"
    );
}

/// How many submitted applications the queue counts: pending, approved, rejected, all.
async fn queue_counts(app: &TestApp, reviewer: &str) -> Vec<i64> {
    let mut out = Vec::new();
    for filter in [
        "reviewedResult=pending",
        "reviewedResult=approved",
        "reviewedResult=rejected",
        "",
    ] {
        let page = app.materials(reviewer, filter).await;
        out.push(page.ok()["totalCount"].as_i64().unwrap());
    }
    out
}

/// The queue counts its status filters from the application's copy of the enrolment's status
/// (issue 32 item 4): every way a status changes moves the counts — a reviewer's decision, a
/// direct enrolment (the command line), and a draft made for a course the learner already has.
#[tokio::test]
async fn the_queue_counts_follow_every_status_change() {
    let app = spawn_app().await;
    let other = course(&app, "焊工").await;
    let course = course(&app, "电工").await;
    let reviewer = app.staff("reviewer").await;
    let (first, first_id) = app
        .submitted_application(course, "learner01", "13900000001")
        .await;
    let (_second, second_id) = app
        .submitted_application(course, "learner02", "13900000002")
        .await;
    assert_eq!(queue_counts(&app, &reviewer).await, [2, 0, 0, 2]);
    app.decide_materials(&reviewer, course, first_id, json!({"result": "approve"}))
        .await
        .ok();
    assert_eq!(queue_counts(&app, &reviewer).await, [1, 1, 0, 2]);
    app.decide_materials(
        &reviewer,
        course,
        second_id,
        json!({"result": "reject", "reason": "身份证照片不清晰"}),
    )
    .await
    .ok();
    assert_eq!(queue_counts(&app, &reviewer).await, [0, 1, 1, 2]);
    // Enrolled directly (the command line's `enrol`): pending again, then enrolled (approved).
    app.enrol(&first, course, 1).await;
    assert_eq!(queue_counts(&app, &reviewer).await, [1, 0, 1, 2]);
    app.enrol(&first, course, 4).await;
    assert_eq!(queue_counts(&app, &reviewer).await, [0, 1, 1, 2]);
    // A learner put at "rejected" before applying (a draft may be saved then): the draft takes the status.
    let third = app.learner("learner03", "13900000003").await;
    app.enrol(&third, other, 3).await;
    app.save_application(&third, other, json!({"form": complete_form()}))
        .await
        .ok();
    let draft = skillcert::db::applications::find(&app.db, app.user_id(&third).await, other)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(draft.status, Some(3));

    // Filtered by course name, a page is the same whether the queue is walked in its order (the
    // named courses hold most applications: the first page of one) or the named courses'
    // applications are read and sorted (the second page).
    let by_name = |query: &'static str| {
        let app = &app;
        let reviewer = reviewer.clone();
        async move {
            let page = app.materials(&reviewer, query).await;
            let ids: Vec<i64> = page.ok()["records"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r["id"].as_i64().unwrap())
                .collect();
            (page.ok()["totalCount"].as_i64().unwrap(), ids)
        }
    };
    let (total, all) = by_name("courseName=电&page=0&size=10").await;
    assert_eq!((total, all.len()), (2, 2));
    assert_eq!(
        by_name("courseName=电&page=0&size=1").await,
        (2, vec![all[0]])
    );
    assert_eq!(
        by_name("courseName=电&page=1&size=1").await,
        (2, vec![all[1]])
    );
    assert_eq!(by_name("courseName=焊&page=0&size=1").await, (0, vec![]));
}

/// Every filter of the queue the tally counts (issue 32 item 5) against the records the queue
/// lists for it, and the desks' waiting counts, read after each step of an enrolment and after
/// the learner's account is deleted.
async fn queue_agrees(app: &TestApp, reviewer: &str, step: &str) -> Vec<i64> {
    let mut totals = Vec::new();
    for filter in [
        "",
        "reviewedResult=pending",
        "reviewedResult=approved",
        "reviewedResult=rejected",
        "submittedMaterials=true",
        "submittedMaterials=false",
        "paymentCompleted=true",
        "paymentCompleted=false",
        "issuedRegistrationCode=true",
        "invoiceIssued=true",
        "invoiceIssued=false",
        "examCompleted=false",
        "certificateIssued=false",
        "reviewedResult=approved&paymentCompleted=false&invoiceIssued=false",
    ] {
        let page = app
            .materials(reviewer, &format!("{filter}&page=0&size=50"))
            .await;
        let total = page.ok()["totalCount"].as_i64().unwrap();
        let listed = page.ok()["records"].as_array().unwrap().len() as i64;
        assert_eq!(total, listed, "{step}: {filter}");
        totals.push(total);
    }
    let summary = app.review_summary(reviewer).await;
    totals.push(summary.ok()["materialsWaiting"].as_i64().unwrap());
    totals.push(summary.ok()["paymentsWaiting"].as_i64().unwrap());
    totals
}

#[tokio::test]
async fn the_queue_counts_agree_with_its_lists_at_every_step() {
    let app = spawn_app().await;
    let course = course(&app, "低压电工作业").await;
    let reviewer = app.staff("reviewer").await;
    let finance = app.staff("finance").await;
    let admin = app.staff("admin").await;
    let (learner, id) = app
        .submitted_application(course, "learner01", "13900000001")
        .await;
    let (_other, _) = app
        .submitted_application(course, "learner02", "13900000002")
        .await;
    // all, pending, approved, rejected, submitted, not submitted, paid, unpaid, numbered,
    // invoiced, not invoiced, exam not completed, no certificate, approved unpaid uninvoiced;
    // materials waiting, payments waiting.
    assert_eq!(
        queue_agrees(&app, &reviewer, "submitted").await,
        [2, 2, 0, 0, 2, 0, 0, 2, 0, 0, 2, 2, 2, 0, 2, 0]
    );
    app.decide_materials(&reviewer, course, id, json!({"result": "approve"}))
        .await
        .ok();
    assert_eq!(
        queue_agrees(&app, &reviewer, "approved").await,
        [2, 1, 1, 0, 2, 0, 0, 2, 0, 0, 2, 2, 2, 1, 1, 0]
    );
    let proof = app
        .upload(&learner, "payment", "转账截图.png", png())
        .await
        .id();
    app.pay(
        &learner,
        course,
        json!({"method": "alipay", "reference": "2026112322001", "proofFileId": proof}),
    )
    .await
    .ok();
    assert_eq!(
        queue_agrees(&app, &reviewer, "proof sent").await,
        [2, 1, 1, 0, 2, 0, 0, 2, 0, 0, 2, 2, 2, 1, 1, 1]
    );
    app.decide_payment(&finance, id, json!({"result": "confirm"}))
        .await
        .ok();
    assert_eq!(
        queue_agrees(&app, &reviewer, "paid").await,
        [2, 1, 1, 0, 2, 0, 1, 1, 1, 0, 2, 2, 2, 0, 1, 0]
    );
    app.issue_invoice(&finance, id).await.ok();
    assert_eq!(
        queue_agrees(&app, &reviewer, "invoiced").await,
        [2, 1, 1, 0, 2, 0, 1, 1, 1, 1, 1, 2, 2, 0, 1, 0]
    );
    let learner_id = app.user_id(&learner).await;
    app.delete_user(&admin, learner_id).await.ok();
    assert_eq!(
        queue_agrees(&app, &reviewer, "account deleted").await,
        [1, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 1, 1, 0, 1, 0]
    );
}
