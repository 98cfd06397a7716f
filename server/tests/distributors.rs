//! Distributors on the real server: invite codes (own only, at most 20 even under a burst),
//! attribution at registration (unknown and disabled codes refused), the dashboard's figures
//! equal to counts made here, masking of learners' private data, the administrator's view,
//! comparison and .xlsx, and refusals for anonymous and wrong-role callers.

use crate::common;

use std::io::Read;

use crate::common::{TestApp, spawn_app};
use futures_util::future::join_all;
use reqwest::Method;
use sea_orm::{ActiveModelTrait, Set};
use serde_json::{Value, json};

const CODES: &str = "/api/v0/distributor/invite-code";

async fn new_code(app: &TestApp, who: &str, label: &str) -> Value {
    app.create_invite_code(who, json!({"label": label}))
        .await
        .ok()
        .clone()
}

/// Registers a learner with an invite code and logs them in.
async fn register_with(app: &TestApp, username: &str, phone: &str, code: &str) -> common::Reply {
    app.register_with(json!({
        "username": username, "phone": phone, "email": format!("{username}@example.cn"),
        "password": common::LEARNER_PASSWORD, "inviteCode": code
    }))
    .await
}

/// Today in China time, as the dashboard names days.
fn today(app: &TestApp) -> String {
    let ms = app.state.clock.now_ms() + 8 * 3_600_000;
    let days = ms.div_euclid(86_400_000);
    skillcert::domain::calendar::date_of_day(days)
}

/// A distributor's own calls as `who` makes them (with another's code): each call's status.
async fn own_desk(app: &TestApp, who: Option<&str>, code: i64) -> Vec<(&'static str, u16)> {
    vec![
        (
            "dashboard",
            app.own_dashboard(who, "").await.status.as_u16(),
        ),
        ("codes", app.own_invite_codes(who).await.status.as_u16()),
        (
            "create code",
            app.create_invite_code(who, json!({})).await.status.as_u16(),
        ),
        (
            "update code",
            app.update_invite_code(who, code, json!({}))
                .await
                .status
                .as_u16(),
        ),
        ("learners", app.own_learners(who, "").await.status.as_u16()),
    ]
}

/// The administrator's distributor calls as `who` makes them: each call's status.
async fn admin_desk(
    app: &TestApp,
    who: Option<&str>,
    distributor: i64,
    code: i64,
) -> Vec<(&'static str, u16)> {
    vec![
        ("compare", app.distributors(who, "").await.status.as_u16()),
        (
            "export",
            app.export_distributors(who, "").await.status().as_u16(),
        ),
        (
            "dashboard",
            app.distributor_dashboard(who, distributor, "")
                .await
                .status
                .as_u16(),
        ),
        (
            "codes",
            app.distributor_codes(who, distributor)
                .await
                .status
                .as_u16(),
        ),
        (
            "create code",
            app.create_distributor_code(who, distributor, json!({}))
                .await
                .status
                .as_u16(),
        ),
        (
            "update code",
            app.update_distributor_code(who, distributor, code, json!({}))
                .await
                .status
                .as_u16(),
        ),
        (
            "learners",
            app.distributor_learners(who, distributor, "")
                .await
                .status
                .as_u16(),
        ),
    ]
}

#[tokio::test]
async fn registrations_with_a_code_are_attributed_and_bad_codes_refused() {
    let app = spawn_app().await;
    let distributor = app.staff("distributor").await;
    let code = new_code(&app, &distributor, " 双十一 ").await;
    let text = code["code"].as_str().unwrap().to_string();
    assert_eq!(text.len(), 12);
    assert!(
        text.bytes()
            .all(|c| c.is_ascii_uppercase() || (b'2'..=b'9').contains(&c))
    );
    assert!(!text.contains(['I', 'O']));
    assert_eq!(code["label"], "双十一");
    assert_eq!(code["active"], true);
    assert_eq!(code["link"], format!("/register?inviteCode={text}"));
    app.create_invite_code(&distributor, json!({"label": "长".repeat(31)}))
        .await
        .fails(400, "标签不能超过30个字符");

    // A code typed in lower case still counts; the learner is attributed.
    register_with(&app, "learner01", "13900000001", &text.to_lowercase())
        .await
        .ok();
    // Unknown: refused under the field, no account made.
    let unknown = register_with(&app, "learner02", "13900000002", "ABCDEFGHJKLM").await;
    unknown.fails(400, "邀请码无效或已停用");
    assert_eq!(unknown.field("inviteCode"), "邀请码无效或已停用");
    app.login("learner02", common::LEARNER_PASSWORD)
        .await
        .fails(401, "用户名或密码错误");
    // Disabled: refused too; enabled again: accepted.
    let id = code["id"].as_i64().unwrap();
    let off = app
        .update_invite_code(&distributor, id, json!({"active": false}))
        .await;
    assert_eq!(off.ok()["active"], false);
    assert!(off.ok()["disabledAt"].as_i64().is_some());
    register_with(&app, "learner02", "13900000002", &text)
        .await
        .fails(400, "邀请码无效或已停用");
    app.update_invite_code(&distributor, id, json!({"active": true, "label": ""}))
        .await
        .ok();
    register_with(&app, "learner02", "13900000002", &text)
        .await
        .ok();
    // Without a code: nobody's.
    app.learner("learner03", "13900000003").await;

    let codes = app.own_invite_codes(&distributor).await;
    assert_eq!(codes.ok()["codes"][0]["registrations"], 2);
    assert_eq!(codes.ok()["codes"][0]["label"], Value::Null);
    let learners = app.own_learners(&distributor, "").await;
    let data = learners.ok();
    assert_eq!(data["totalCount"], 2);
    let listed: Vec<&str> = data["learners"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["username"].as_str().unwrap())
        .collect();
    assert_eq!(listed, ["learner02", "learner01"]);
    assert_eq!(data["learners"][1]["phone"], "139****0001");
    assert_eq!(data["learners"][1]["inviteCode"], text);
    let searched = app.own_learners(&distributor, "q=0001").await;
    assert_eq!(searched.ok()["totalCount"], 1);

    // The QR image encodes the registration link.
    let qr = app.invite_code_qr(&distributor, id).await;
    assert_eq!(qr.status(), 200);
    assert_eq!(qr.headers()["content-type"], "image/svg+xml");
    assert!(qr.text().await.unwrap().contains("<svg"));
}

#[tokio::test]
async fn the_dashboard_counts_what_happened_in_the_period() {
    let app = spawn_app().await;
    let distributor = app.staff("distributor").await;
    let other = app.account("distributor2", "distributor").await;
    let teacher = app.staff("teacher").await;
    let course = app.empty_course(&teacher).await;
    let code = new_code(&app, &distributor, "直播").await;
    let text = code["code"].as_str().unwrap().to_string();
    let rival = new_code(&app, &other, "地推").await;
    let mut learners = Vec::new();
    for n in 1..=5 {
        let reply = register_with(
            &app,
            &format!("learner0{n}"),
            &format!("1390000000{n}"),
            &text,
        )
        .await;
        reply.ok();
        learners.push(
            app.session(&format!("learner0{n}"), common::LEARNER_PASSWORD)
                .await,
        );
    }
    register_with(
        &app,
        "rival01",
        "13900000009",
        rival["code"].as_str().unwrap(),
    )
    .await
    .ok();
    // learner01 pending, 02 approved, 03 and 04 enrolled (paid 1 280 yuan each, 03 passed).
    for (n, status) in [(0, 1), (1, 2), (2, 4), (3, 4)] {
        app.enrol(&learners[n], course, status).await;
    }
    let now = app.state.clock.now_ms();
    for (n, passed) in [(2, true), (3, false)] {
        let user = app.user_id(&learners[n]).await;
        skillcert::db::entity::application::ActiveModel {
            user_id: Set(user),
            course_id: Set(course),
            form: Set("{}".into()),
            documents: Set("{}".into()),
            submitted_at: Set(Some(now)),
            paid_at: Set(Some(now)),
            paid_amount: Set(Some(128_000)),
            exam_completed: Set(passed),
            exam_completed_at: Set(passed.then_some(now)),
            created_at: Set(now),
            updated_at: Set(now),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
    }

    let today = today(&app);
    let board = app
        .own_dashboard(&distributor, &format!("to={today}"))
        .await;
    let d = board.ok().clone();
    assert_eq!(d["period"]["days"], 30);
    assert_eq!(d["period"]["to"], today);
    assert_eq!(d["registrations"], 5);
    assert_eq!(
        d["enrolments"],
        json!([
            {"status": 1, "label": "待审核", "count": 1},
            {"status": 2, "label": "审核通过", "count": 1},
            {"status": 3, "label": "审核未通过", "count": 0},
            {"status": 4, "label": "已报名", "count": 2},
        ])
    );
    assert_eq!(d["payments"], json!({"count": 2, "amountYuan": 2560.0}));
    assert_eq!(d["passed"], 1);
    let funnel: Vec<i64> = d["funnel"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["count"].as_i64().unwrap())
        .collect();
    assert_eq!(funnel, [5, 2, 3, 2, 1]);
    let daily = d["daily"].as_array().unwrap();
    assert_eq!(daily.len(), 30);
    assert_eq!(daily[29]["date"], today);
    assert_eq!(daily[29]["registrations"], 5);
    assert_eq!(daily[29]["enrolments"], 4);
    assert_eq!(daily[29]["amountYuan"], 2560.0);
    let sum: i64 = daily
        .iter()
        .map(|x| x["registrations"].as_i64().unwrap())
        .sum();
    assert_eq!(sum, 5);
    assert_eq!(
        d["courses"],
        json!([{"courseId": course, "courseName": "JavaWeb", "enrolments": 4, "payments": 2, "amountYuan": 2560.0}])
    );
    assert_eq!(d["codes"][0]["registrations"], 5);
    assert_eq!(d["codes"][0]["payments"], 2);

    // A period before any of it: zeros, and each day present.
    let before = app
        .own_dashboard(&distributor, "from=2026-01-01&to=2026-01-07")
        .await;
    assert_eq!(before.ok()["registrations"], 0);
    assert_eq!(before.ok()["daily"].as_array().unwrap().len(), 7);
    for bad in [
        "from=2026-02-30",
        "from=2026-03-02&to=2026-03-01",
        "from=2024-01-01&to=2026-01-01",
    ] {
        app.own_dashboard(&distributor, bad)
            .await
            .fails(400, "请选择正确的统计时间段");
    }

    // The learners' list: their course status, masked phones; nothing private anywhere.
    let list = app.own_learners(&distributor, "").await;
    let third = list.ok()["learners"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["username"] == "learner03")
        .unwrap()
        .clone();
    assert_eq!(third["courses"][0]["statusLabel"], "已报名");
    assert_eq!(third["courses"][0]["paid"], true);
    assert_eq!(third["courses"][0]["examCompleted"], true);
    for body in [board.body.to_string(), list.body.to_string()] {
        for private in ["13900000003", "idCard", "email", "documents", "answers"] {
            assert!(!body.contains(private), "{private} in {body}");
        }
    }

    // The administrator: the same dashboard, the comparison and its workbook.
    let admin = app.staff("admin").await;
    let id = app.user_id(&distributor).await;
    let same = app
        .distributor_dashboard(&admin, id, &format!("to={today}"))
        .await;
    assert_eq!(same.ok()["registrations"], 5);
    let compared = app.distributors(&admin, "").await;
    let c = compared.ok();
    let rows = c["distributors"].as_array().unwrap();
    let mine = rows.iter().find(|r| r["userId"] == id).unwrap();
    assert_eq!(mine["registrations"], 5);
    assert_eq!(mine["amountYuan"], 2560.0);
    assert_eq!(mine["codes"], 1);
    assert_eq!(c["totals"]["registrations"], 6);
    let file = app.export_distributors(&admin, "").await;
    assert_eq!(file.status(), 200);
    let bytes = file.bytes().await.unwrap();
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes.to_vec())).expect("an xlsx");
    let mut text = String::new();
    for part in ["xl/sharedStrings.xml", "xl/workbook.xml"] {
        zip.by_name(part)
            .unwrap()
            .read_to_string(&mut text)
            .unwrap();
    }
    for expected in ["渠道商对比", "注册人数", "distributor1", "distributor2"] {
        assert!(text.contains(expected), "{expected}");
    }
}

#[tokio::test]
async fn an_enrolment_reaches_a_dashboard_already_viewed_without_waiting_a_minute() {
    let app = spawn_app().await;
    let distributor = app.staff("distributor").await;
    let teacher = app.staff("teacher").await;
    let course = app.empty_course(&teacher).await;
    let code = new_code(&app, &distributor, "直播").await;
    register_with(
        &app,
        "learner01",
        "13900000001",
        code["code"].as_str().unwrap(),
    )
    .await
    .ok();
    let learner = app.session("learner01", common::LEARNER_PASSWORD).await;
    let query = format!("to={}", today(&app));
    let enrolled = |board: &Value| -> i64 {
        (board["enrolments"].as_array().unwrap().iter())
            .filter(|e| e["status"] == 4)
            .map(|e| e["count"].as_i64().unwrap())
            .sum()
    };
    // Viewed once: the tallies are read and kept (a minute, when nothing changes).
    let board = app.own_dashboard(&distributor, &query).await;
    assert_eq!(enrolled(board.ok()), 0);

    app.enrol(&learner, course, 4).await;
    // The view right after the change may still answer the old tallies while new ones are read
    // in the background; the enrolment shows within moments, not after the time to live.
    let started = std::time::Instant::now();
    loop {
        let board = app.own_dashboard(&distributor, &query).await;
        if enrolled(board.ok()) == 1 {
            break;
        }
        assert!(
            started.elapsed() < std::time::Duration::from_secs(5),
            "the dashboard still shows no enrolment: {}",
            board.ok()
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn a_distributor_reaches_only_their_own_and_codes_are_capped_under_a_burst() {
    let app = spawn_app().await;
    let distributor = app.staff("distributor").await;
    let other = app.account("distributor2", "distributor").await;
    let learner = app.learner("learner01", "13900000001").await;
    let teacher = app.staff("teacher").await;
    let admin = app.staff("admin").await;
    let theirs = new_code(&app, &other, "对方").await;
    let their_id = theirs["id"].as_i64().unwrap();
    let other_id = app.user_id(&other).await;

    // Another distributor's code: 403, unchanged.
    app.update_invite_code(&distributor, their_id, json!({"active": false}))
        .await
        .fails(403, "只能管理自己的邀请码");
    common::envelope(app.invite_code_qr(&distributor, their_id).await)
        .await
        .fails(403, "只能管理自己的邀请码");
    assert_eq!(
        app.own_invite_codes(&other).await.ok()["codes"][0]["active"],
        true
    );
    assert_eq!(
        app.own_invite_codes(&distributor).await.ok()["codes"],
        json!([])
    );

    // Anonymous 401; learners and teachers 403; distributors are refused the admin view.
    for who in [None, Some(learner.as_str()), Some(teacher.as_str())] {
        let expected = if who.is_none() { 401 } else { 403 };
        let mut replies = own_desk(&app, who, their_id).await;
        replies.extend(admin_desk(&app, who, other_id, their_id).await);
        for (call, status) in replies {
            assert_eq!(status, expected, "{call} by {who:?}");
        }
    }
    for (call, status) in admin_desk(&app, Some(&distributor), other_id, their_id).await {
        assert_eq!(status, 403, "{call}");
    }
    // The administrator manages anyone's codes; a non-distributor id is 404.
    let relabelled = app
        .update_distributor_code(&admin, other_id, their_id, json!({"label": "总部调整"}))
        .await;
    assert_eq!(relabelled.ok()["label"], "总部调整");
    let learner_id = app.user_id(&learner).await;
    app.distributor_dashboard(&admin, learner_id, "")
        .await
        .fails(404, "渠道商不存在");

    // 50 codes at once: exactly 20 made, the rest refused; never a 5xx.
    let replies = join_all(
        (0..50).map(|n| app.create_invite_code(&distributor, json!({"label": format!("批量{n}")}))),
    )
    .await;
    let made = replies.iter().filter(|r| r.status.as_u16() == 200).count();
    assert!(
        replies
            .iter()
            .all(|r| [200, 409].contains(&r.status.as_u16()))
    );
    let listed = app.own_invite_codes(&distributor).await;
    let count = listed.ok()["codes"].as_array().unwrap().len();
    assert_eq!(count, made);
    assert_eq!(count, 20);
    app.create_invite_code(&distributor, json!({}))
        .await
        .fails(409, "邀请码数量已达上限");

    // Malformed input: 400.
    for (method, path, body) in [
        (Method::POST, CODES.to_string(), json!({"label": 5})),
        (Method::PUT, format!("{CODES}/abc"), json!({})),
        (
            Method::PUT,
            format!("{CODES}/{their_id}"),
            json!({"active": "no"}),
        ),
    ] {
        let reply = app
            .call(method.clone(), &path, Some(&distributor), Some(body))
            .await;
        assert_eq!(
            reply.status.as_u16(),
            400,
            "{method} {path}: {}",
            reply.body
        );
    }
    let bad_query = app.own_learners(&distributor, "page=x").await;
    assert_eq!(bad_query.status.as_u16(), 400);
}

/// Issue 27 item 4: who sees 139****8835 searches only what they see. Digits hidden by the mask
/// never match, so they cannot be found one search at a time; the whole number matches, at most
/// 30 times an hour. The same search serves the career desk, the progress table and the
/// notification recipients.
#[tokio::test]
async fn masked_phones_cannot_be_recovered_by_searching() {
    let app = spawn_app().await;
    let distributor = app.staff("distributor").await;
    let code = new_code(&app, &distributor, "地推").await;
    let text = code["code"].as_str().unwrap().to_string();
    register_with(&app, "masked01", "13912348835", &text)
        .await
        .ok();
    let found = |q: &str| {
        let app = &app;
        let distributor = distributor.clone();
        let q = q.to_string();
        async move { app.own_learners(&distributor, &format!("q={q}")).await }
    };
    assert_eq!(
        found("139").await.ok()["learners"][0]["phone"],
        "139****8835"
    );
    for visible in ["8835", "139", "139****8835", "masked", "9****88"] {
        assert_eq!(found(visible).await.ok()["totalCount"], 1, "{visible}");
    }
    // Each of these would tell a hidden digit.
    for hidden in ["1391", "3912", "1234", "2348", "48835", "91234", "139123"] {
        assert_eq!(found(hidden).await.ok()["totalCount"], 0, "{hidden}");
    }
    // The whole number is found, 30 times in an hour; then the caller waits.
    assert_eq!(found("13912348835").await.ok()["totalCount"], 1);
    for _ in 1..30 {
        found("13900000000").await.ok();
    }
    let refused = found("13912348835").await;
    assert_eq!(refused.status, 429, "{}", refused.body);
    assert!(refused.message().starts_with("按手机号查询过于频繁"));
    // Searching what is visible is not limited.
    assert_eq!(found("8835").await.ok()["totalCount"], 1);
    app.advance_clock(std::time::Duration::from_secs(3601));
    assert_eq!(found("13912348835").await.ok()["totalCount"], 1);
}
