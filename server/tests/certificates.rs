//! Certificates anyone can verify (issue 31, items 1 and 2): the PDF a learner downloads, the
//! public check by serial number and name or by the QR code's token (masked, counted, limited
//! per address), revocation by an administrator and re-issue keeping the history.

use crate::common::{TestApp, pdf_text, spawn_app, spawn_app_with};
use futures_util::future::join_all;
use serde_json::{Value, json};

async fn course(app: &TestApp) -> i64 {
    let teacher = app.account("teacherA", "teacher").await;
    app.create_course(
        &teacher,
        json!({"name": "低压电工作业", "category": "电工", "type": 0, "fee": 128000}),
    )
    .await
    .id()
}

/// An enrolled learner who passed, with the certificate `number` issued: (learner, application).
async fn holder(app: &TestApp, course: i64, reviewer: &str, number: &str) -> (String, i64) {
    let (learner, id) = app
        .submitted_application(course, "learner01", "13900000001")
        .await;
    app.enrol(&learner, course, 4).await;
    app.record_exam(reviewer, course, id, json!({"examCompleted": true}))
        .await
        .ok();
    let certificate = json!({"number": number, "level": "四级/中级工", "date": "2026-11-20", "authority": "广东省职业技能鉴定指导中心"});
    app.issue_certificate(reviewer, course, id, certificate)
        .await
        .ok();
    (learner, id)
}

#[tokio::test]
async fn the_holder_downloads_the_pdf_anyone_verifies_it_and_a_revoked_one_says_so() {
    let app = spawn_app().await;
    let course = course(&app).await;
    let reviewer = app.staff("reviewer").await;
    let admin = app.staff("admin").await;
    let teacher = app.account("teacherB", "teacher").await;
    let (learner, application) = holder(&app, course, &reviewer, "S2026-0001").await;
    let stranger = app.learner("learner02", "13900000002").await;

    // The holder's list names the certificate, its token, and that it is valid.
    let mine = app.certificates(&learner).await;
    let held = mine.ok()["certificates"][0].clone();
    let (id, token) = (
        held["id"].as_i64().unwrap(),
        held["token"].as_str().unwrap().to_string(),
    );
    assert_eq!(held["number"], "S2026-0001");
    assert!(held["revokedAt"].is_null());
    assert_eq!(token.len(), 32);

    // The PDF: the holder's own and the desks'; a PDF whose text has the name, number and hours.
    let pdf = app.certificate_pdf(&learner, id, false).await;
    assert_eq!(pdf.status().as_u16(), 200);
    assert_eq!(pdf.headers()["content-type"], "application/pdf");
    let bytes = pdf.bytes().await.unwrap();
    assert!(bytes.starts_with(b"%PDF-"));
    let text = pdf_text(&bytes);
    for expected in [
        "培训合格证书",
        "张三丰",
        "S2026-0001",
        "低压电工作业",
        "4401**********1234",
        "扫码核验证书真伪",
    ] {
        assert!(text.contains(expected), "the PDF reads {expected}:\n{text}");
    }
    assert!(
        !text.contains("440101199005011234"),
        "the ID number is masked"
    );
    for (who, staff, status) in [
        (Some(stranger.as_str()), false, 403),
        (None, false, 401),
        (Some(reviewer.as_str()), true, 200),
        (Some(admin.as_str()), true, 200),
        (Some(teacher.as_str()), true, 403),
        (Some(learner.as_str()), true, 403),
    ] {
        assert_eq!(
            app.certificate_pdf(who, id, staff).await.status().as_u16(),
            status,
            "{who:?} staff={staff}"
        );
    }

    // Anyone checks it: by the token, by number and name; nothing beyond what is listed.
    let by_token = app.verify_token(&token).await;
    let check = by_token.ok().clone();
    assert_eq!(check["status"], "valid");
    assert_eq!(check["holder"], "张*丰");
    assert_eq!(check["number"], "S2026-0001");
    assert_eq!(check["course"], "低压电工作业");
    assert_eq!(check["occupation"], "电工");
    assert_eq!(check["level"], "四级/中级工");
    assert_eq!(check["issueDate"], "2026-11-20");
    let mut keys: Vec<&str> = check
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "authority",
            "course",
            "holder",
            "issueDate",
            "level",
            "number",
            "occupation",
            "organisation",
            "revokedAt",
            "status"
        ]
    );
    let shown = check.to_string();
    for private in ["440101199005011234", "13912345678", "13900000001", "张三丰"] {
        assert!(!shown.contains(private), "{private} leaks: {shown}");
    }
    assert_eq!(
        app.verify_certificate("S2026-0001", "张三丰").await.ok()["status"],
        "valid"
    );
    for (number, name) in [("S2026-0001", "李四"), ("S2026-9999", "张三丰")] {
        app.verify_certificate(number, name)
            .await
            .fails(404, "未查到该证书，请核对证书编号和持证人姓名");
    }
    app.verify_certificate("", "张三丰")
        .await
        .fails(422, "请输入证书编号和持证人姓名");
    for bad in ["x", "0123456789abcdef0123456789abcdeg", "../../etc/passwd"] {
        assert_eq!(app.verify_token(bad).await.status.as_u16(), 404, "{bad}");
    }

    // The desks see each check counted.
    let history = app.certificate_history(&reviewer, application).await;
    assert_eq!(history.ok()["certificates"][0]["verifications"], 2);
    assert!(history.ok()["certificates"][0]["lastVerifiedAt"].is_i64());
    for (who, status) in [
        (Some(teacher.as_str()), 403),
        (Some(learner.as_str()), 403),
        (None, 401),
    ] {
        assert_eq!(
            app.certificate_history(who, application)
                .await
                .status
                .as_u16(),
            status
        );
    }

    // Revocation: certificate:manage only, with a reason; the learner is told.
    let reason = json!({"reason": "培训记录造假，经核查撤销"});
    for (who, status) in [
        (Some(reviewer.as_str()), 403),
        (Some(learner.as_str()), 403),
        (Some(teacher.as_str()), 403),
        (None, 401),
    ] {
        assert_eq!(
            app.revoke_certificate(who, id, reason.clone())
                .await
                .status
                .as_u16(),
            status
        );
    }
    app.revoke_certificate(&admin, id, json!({"reason": " "}))
        .await
        .fails(400, "请填写作废原因（不超过200字）");
    app.revoke_certificate(&admin, 987_654, reason.clone())
        .await
        .fails(404, "证书不存在");
    let revoked = app.revoke_certificate(&admin, id, reason.clone()).await;
    assert_eq!(revoked.ok()["revokeReason"], "培训记录造假，经核查撤销");
    assert_eq!(revoked.ok()["revokedBy"], "admin1");
    app.revoke_certificate(&admin, id, reason.clone())
        .await
        .fails(409, "该证书已作废");
    let check = app.verify_token(&token).await;
    assert_eq!(check.ok()["status"], "revoked");
    assert!(check.ok()["revokedAt"].is_i64());
    assert_eq!(
        app.certificates(&learner).await.ok()["certificates"][0]["revokeReason"],
        "培训记录造假，经核查撤销"
    );
    let inbox = app.announcements_where(&learner, "size=50").await;
    assert!(
        inbox.ok()["announcements"]
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["title"] == "证书已作废")
    );
    assert_eq!(
        app.certificate_pdf(&learner, id, false)
            .await
            .status()
            .as_u16(),
        409
    );
    let record = app.material_record(&reviewer, course, application).await;
    assert_eq!(
        record.ok()["certificate"],
        Value::Null,
        "no current certificate"
    );
    let last = record.ok()["events"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .clone();
    assert_eq!(last["action"], "revokeCertificate");

    // Issued again — by one who may revoke, not the reviewer alone: a new certificate and token;
    // the history keeps the revoked one.
    let again = json!({"number": "S2026-0001", "level": "四级/中级工", "date": "2026-11-20", "authority": "广东省职业技能鉴定指导中心"});
    app.issue_certificate(&reviewer, course, application, again.clone())
        .await
        .fails(
            403,
            "该证书已被管理员作废，须由具有证书管理权限的人员重新发放",
        );
    app.issue_certificate(&admin, course, application, again.clone())
        .await
        .ok();
    app.issue_certificate(&admin, course, application, again)
        .await
        .ok();
    let history = app.certificate_history(&admin, application).await;
    let rows = history.ok()["certificates"].as_array().unwrap().clone();
    assert_eq!(
        rows.len(),
        2,
        "the same certificate issued twice is one: {rows:?}"
    );
    assert!(rows[0]["revokedAt"].is_null() && rows[1]["revokedAt"].is_i64());
    assert_ne!(rows[0]["token"], token.as_str());
    assert_eq!(
        app.verify_certificate("S2026-0001", "张三丰").await.ok()["status"],
        "valid"
    );
    assert_eq!(app.verify_token(&token).await.ok()["status"], "revoked");

    // A corrected certificate replaces the current one.
    let corrected = json!({"number": "S2026-0002", "level": "三级/高级工", "date": "2026-11-21", "authority": "广东省职业技能鉴定指导中心"});
    app.issue_certificate(&reviewer, course, application, corrected)
        .await
        .ok();
    let rows = app.certificate_history(&admin, application).await.ok()["certificates"]
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(rows.len(), 3);
    assert_eq!(rows[0]["number"], "S2026-0002");
    assert_eq!(rows[1]["replacedBy"], rows[0]["id"]);
    assert_eq!(rows[1]["revokeReason"], "已换发新证书（编号 S2026-0002）");

    // A number once issued stays its application's: another learner cannot be given it.
    let (other_learner, other) = app
        .submitted_application(course, "learner03", "13900000003")
        .await;
    app.enrol(&other_learner, course, 4).await;
    app.record_exam(&reviewer, course, other, json!({"examCompleted": true}))
        .await
        .ok();
    let reused = json!({"number": "S2026-0001", "level": "四级/中级工", "date": "2026-11-20", "authority": "鉴定中心"});
    app.issue_certificate(&reviewer, course, other, reused)
        .await
        .fails(409, "证书编号已被使用");
}

#[tokio::test]
async fn checks_are_limited_per_address_under_a_burst() {
    let app = spawn_app_with(|s| s.trust_proxy = true).await;
    let token = "0123456789abcdef0123456789abcdef";
    let from = app.at("10.0.0.7");
    let replies = join_all((0..50).map(|_| from.verify_token(token))).await;
    let refused = replies.iter().filter(|r| r.status.as_u16() == 429).count();
    assert_eq!(refused, 20, "30 checks in 10 minutes per address");
    assert!(
        replies
            .iter()
            .all(|r| [404, 429].contains(&r.status.as_u16()))
    );
    replies
        .iter()
        .find(|r| r.status.as_u16() == 429)
        .unwrap()
        .fails(429, "查询过于频繁，请稍后再试");
    // Another address is not held up.
    assert_eq!(
        app.at("10.0.0.8").verify_token(token).await.status.as_u16(),
        404
    );
}
