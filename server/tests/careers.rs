//! Career referrals on the real server: positions (rules, counts, delete refused while used),
//! who may be referred (lessons done or a certificate), one referral per learner per position
//! (also under a burst), status changes forward only with their trail, the learner's messages
//! and own list, masked phones, and refusals for anonymous and wrong-role callers.

use crate::common;

use crate::common::{TestApp, spawn_app};
use futures_util::future::join_all;
use reqwest::Method;
use sea_orm::{ActiveModelTrait, Set};
use serde_json::{Value, json};

struct Scene {
    admin: String,
    course: i64,
    /// Finished every lesson of the course.
    finished: String,
    finished_id: i64,
    /// Holds the course's certificate (without finishing the lessons).
    certified: String,
    certified_id: i64,
    /// Studies the course, not finished.
    studying: String,
    studying_id: i64,
}

async fn scene(app: &TestApp) -> Scene {
    let admin = app.staff("admin").await;
    let teacher = app.staff("teacher").await;
    let course = app.course_with_lessons(&teacher, false).await;
    let finished = app.learner("learner01", "13900000001").await;
    let certified = app.learner("learner02", "13900000002").await;
    let studying = app.learner("learner03", "13900000003").await;
    for who in [&finished, &certified, &studying] {
        app.enrol(who, course.id, 4).await;
        app.save_progress(
            who,
            course.text,
            json!({"completed": true, "progress": 100}),
        )
        .await
        .ok();
    }
    // The server accepts as much video as time has passed since the first report.
    app.save_progress(
        &finished,
        course.video,
        json!({"currentTime": 5.0, "furthest": 5.0, "progress": 5}),
    )
    .await
    .ok();
    app.advance_clock(std::time::Duration::from_secs(120));
    app.save_progress(
        &finished,
        course.video,
        json!({"currentTime": 95.0, "furthest": 95.0, "progress": 95}),
    )
    .await
    .ok();
    let certified_id = app.user_id(&certified).await;
    let now = 1_700_000_000_000;
    skillcert::db::entity::application::ActiveModel {
        user_id: Set(certified_id),
        course_id: Set(course.id),
        form: Set("{}".to_string().into()),
        documents: Set("[]".into()),
        certificate_issued: Set(true),
        certificate_number: Set(Some("ZS2026000001".into())),
        certificate_level: Set(Some("中级".into())),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&app.db)
    .await
    .unwrap();
    Scene {
        finished_id: app.user_id(&finished).await,
        studying_id: app.user_id(&studying).await,
        admin,
        course: course.id,
        finished,
        certified,
        certified_id,
        studying,
    }
}

const POSITIONS: &str = "/api/v0/admin/career/position";
const REFERRALS: &str = "/api/v0/admin/career/referral";

fn position_body(company: &str) -> Value {
    json!({
        "company": company, "title": "电工", "city": "上海", "salaryMin": 8000, "salaryMax": 12000,
        "requirements": "持低压电工证", "contact": "王经理 021-55550000"
    })
}

async fn position(app: &TestApp, admin: &str, company: &str) -> i64 {
    app.create_position(admin, position_body(company))
        .await
        .id()
}

async fn refer(app: &TestApp, admin: &str, position: i64, user: i64, course: i64) -> common::Reply {
    app.refer(
        admin,
        json!({"positionId": position, "userId": user, "courseId": course, "notes": " 表现优秀 "}),
    )
    .await
}

async fn titles(app: &TestApp, who: &str) -> Vec<String> {
    let inbox = app.announcements_where(who, "size=50").await;
    inbox.ok()["announcements"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["title"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn positions_are_validated_counted_closed_and_deleted_only_while_unused() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let bad = app
        .create_position(
            &admin,
            json!({"company": " ", "title": "电".repeat(101), "city": "上海",
                   "salaryMin": 9000, "salaryMax": 8000, "contact": "", "status": "paused"}),
        )
        .await;
    bad.fails(400, "请输入企业名称");
    assert_eq!(bad.field("title"), "岗位名称不能超过100个字符");
    assert_eq!(bad.field("salaryMax"), "最高薪资不能低于最低薪资");
    assert_eq!(bad.field("contact"), "请输入联系方式");
    assert_eq!(bad.field("status"), "岗位状态无效");
    let negative = app
        .create_position(
            &admin,
            json!({"company": "甲", "title": "乙", "city": "丙", "contact": "丁", "salaryMin": -1}),
        )
        .await;
    assert_eq!(negative.field("salaryMin"), "薪资应为0到1000000之间的整数");
    let listed = app.positions(&admin, "").await;
    assert_eq!(listed.ok()["totalCount"], 0);

    let electrician = position(&app, &admin, "  申城电力 ").await;
    let welder = position(&app, &admin, "沪东造船").await;
    let mut closed = position_body("沪东造船");
    closed["status"] = json!("closed");
    closed["salaryMin"] = Value::Null;
    closed["salaryMax"] = Value::Null;
    let saved = app.update_position(&admin, welder, closed).await;
    assert_eq!(saved.ok()["status"], "closed");
    assert_eq!(saved.ok()["salaryMin"], Value::Null);

    let all = app.positions(&admin, "").await;
    let data = all.ok();
    assert_eq!(data["totalCount"], 2);
    assert_eq!(data["counts"], json!({"open": 1, "closed": 1}));
    // Open first.
    assert_eq!(data["positions"][0]["company"], "申城电力");
    assert_eq!(data["positions"][0]["referralCount"], 0);
    let open = app.positions(&admin, "status=open&q=申城").await;
    assert_eq!(open.ok()["totalCount"], 1);
    let none = app.positions(&admin, "q=%25").await;
    assert_eq!(none.ok()["totalCount"], 0);
    app.positions(&admin, "status=paused")
        .await
        .fails(400, "岗位状态无效");

    // Unused: deleted. Gone: 404.
    app.delete_position(&admin, electrician).await.ok();
    app.delete_position(&admin, electrician)
        .await
        .fails(404, "岗位不存在");
    app.update_position(&admin, electrician, position_body("甲"))
        .await
        .fails(404, "岗位不存在");
}

#[tokio::test]
async fn qualifying_learners_are_referred_once_and_told_at_every_step() {
    let app = spawn_app().await;
    let s = scene(&app).await;

    // Candidates: the one who finished the lessons and the certified one, phones masked.
    let candidates = app.candidates(&s.admin, "").await;
    let data = candidates.ok();
    assert_eq!(data["totalCount"], 2, "{data}");
    let rows = data["candidates"].as_array().unwrap();
    let finished = rows.iter().find(|c| c["userId"] == s.finished_id).unwrap();
    assert_eq!(finished["lessonsDone"], 2);
    assert_eq!(finished["lessonsTotal"], 2);
    assert_eq!(finished["phone"], "139****0001");
    let certified = rows.iter().find(|c| c["userId"] == s.certified_id).unwrap();
    assert_eq!(certified["certificateNumber"], "ZS2026000001");
    assert_eq!(certified["lessonsDone"], 1);
    let searched = app.candidates(&s.admin, "q=LEARNER02").await;
    assert_eq!(searched.ok()["totalCount"], 1);

    let open = position(&app, &s.admin, "申城电力").await;
    // The learner who has not finished is refused; so are missing and bad fields.
    refer(&app, &s.admin, open, s.studying_id, s.course)
        .await
        .fails(409, "只能推荐已学完课程或已取得证书的学员");
    let empty = app.refer(&s.admin, json!({})).await;
    empty.fails(400, "请选择岗位");
    assert_eq!(empty.field("userId"), "请选择学员");
    app.refer(&s.admin, json!({"positionId": open, "userId": s.finished_id, "courseId": s.course, "notes": "备".repeat(501)}))
    .await
    .fails(400, "备注不能超过500个字符");
    refer(&app, &s.admin, 999_999, s.finished_id, s.course)
        .await
        .fails(400, "岗位不存在");

    let referred = refer(&app, &s.admin, open, s.finished_id, s.course).await;
    let view = referred.ok().clone();
    assert_eq!(view["status"], "recommended");
    assert_eq!(view["statusLabel"], "已推荐");
    assert_eq!(view["notes"], "表现优秀");
    assert_eq!(view["phone"], "139****0001");
    assert_eq!(view["courseId"], s.course);
    assert_eq!(view["referredBy"], "admin1");
    for private in ["idCard", "email", "documents"] {
        assert!(view.get(private).is_none(), "{view}");
    }
    refer(&app, &s.admin, open, s.finished_id, s.course)
        .await
        .fails(409, "该学员已推荐到此岗位");
    refer(&app, &s.admin, open, s.certified_id, s.course)
        .await
        .ok();
    assert!(
        titles(&app, &s.finished)
            .await
            .contains(&"就业推荐".to_string())
    );

    // Counts by status follow the position and text, not the status filter.
    let id = view["id"].as_i64().unwrap();
    app.update_referral(
        &s.admin,
        id,
        json!({"status": "interviewing", "notes": "周五面试"}),
    )
    .await
    .ok();
    let list = app.referrals(&s.admin, "status=interviewing").await;
    let data = list.ok();
    assert_eq!(data["totalCount"], 1);
    assert_eq!(data["referrals"][0]["notes"], "周五面试");
    assert_eq!(
        data["counts"],
        json!({"recommended": 1, "interviewing": 1, "hired": 0, "declined": 0})
    );
    let by_text = app.referrals(&s.admin, "q=learner02").await;
    assert_eq!(by_text.ok()["totalCount"], 1);
    assert_eq!(by_text.ok()["counts"]["recommended"], 1);
    assert_eq!(by_text.ok()["counts"]["interviewing"], 0);

    // Forward only; the final statuses stay.
    app.update_referral(&s.admin, id, json!({"status": "recommended"}))
        .await
        .fails(409, "推荐状态不能从「面试中」改为「已推荐」");
    app.update_referral(&s.admin, id, json!({"status": "hired"}))
        .await
        .ok();
    app.update_referral(&s.admin, id, json!({"status": "declined"}))
        .await
        .fails(409, "推荐状态不能从「已录用」改为「未录用」");
    app.update_referral(&s.admin, id, json!({"status": "waiting"}))
        .await
        .fails(400, "推荐状态无效");
    // Notes alone change without a message or a step.
    app.update_referral(&s.admin, id, json!({"notes": ""}))
        .await
        .ok();

    let detail = app.referral(&s.admin, id).await;
    let data = detail.ok();
    assert_eq!(data["referral"]["status"], "hired");
    assert_eq!(data["referral"]["notes"], Value::Null);
    let steps: Vec<(Value, Value)> = data["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["from"].clone(), e["to"].clone()))
        .collect();
    assert_eq!(
        steps,
        vec![
            (Value::Null, json!("recommended")),
            (json!("recommended"), json!("interviewing")),
            (json!("interviewing"), json!("hired")),
        ]
    );
    assert_eq!(data["events"][1]["actor"], "admin1");
    assert_eq!(data["events"][1]["note"], "周五面试");
    let told = titles(&app, &s.finished).await;
    assert_eq!(told.iter().filter(|t| *t == "就业推荐进展").count(), 2);

    // The learner sees their own referral; another learner none.
    let own = app.own_referrals(&s.finished).await;
    let mine = own.ok()["referrals"].as_array().unwrap().clone();
    assert_eq!(mine.len(), 1);
    assert_eq!(mine[0]["company"], "申城电力");
    assert_eq!(mine[0]["statusLabel"], "已录用");
    assert!(mine[0].get("notes").is_none());
    let other = app.own_referrals(&s.studying).await;
    assert_eq!(other.ok()["referrals"], json!([]));

    // A position with referrals is closed, not deleted; a closed one takes no new referrals.
    app.delete_position(&s.admin, open)
        .await
        .fails(409, "该岗位已有推荐记录，不能删除，可将其关闭");
    let mut closing = position_body("申城电力");
    closing["status"] = json!("closed");
    let closed = app.update_position(&s.admin, open, closing).await;
    assert_eq!(closed.ok()["referralCount"], 2);
    let late = app.learner("learner04", "13900000004").await;
    let late_id = app.user_id(&late).await;
    refer(&app, &s.admin, open, late_id, s.course)
        .await
        .fails(409, "该岗位已关闭，不能推荐");
    let _ = s.certified;
}

#[tokio::test]
async fn a_burst_of_referrals_and_moves_keeps_one_referral_and_one_step() {
    let app = spawn_app().await;
    let s = scene(&app).await;
    let open = position(&app, &s.admin, "申城电力").await;
    let replies =
        join_all((0..50).map(|_| refer(&app, &s.admin, open, s.finished_id, s.course))).await;
    let statuses: Vec<u16> = replies.iter().map(|r| r.status.as_u16()).collect();
    assert_eq!(
        statuses.iter().filter(|s| **s == 200).count(),
        1,
        "{statuses:?}"
    );
    assert!(
        statuses.iter().all(|s| *s == 200 || *s == 409),
        "{statuses:?}"
    );
    let id = replies
        .iter()
        .find(|r| r.status.as_u16() == 200)
        .unwrap()
        .id();
    let moves = join_all((0..50).map(|i| {
        let to = if i % 2 == 0 { "hired" } else { "declined" };
        app.update_referral(&s.admin, id, json!({"status": to}))
    }))
    .await;
    // One move wins; the opposite ones are refused, the same one again changes nothing.
    let statuses: Vec<u16> = moves.iter().map(|r| r.status.as_u16()).collect();
    assert!(
        statuses.iter().all(|s| *s == 200 || *s == 409),
        "{statuses:?}"
    );
    let detail = app.referral(&s.admin, id).await;
    let last = detail.ok()["referral"]["status"].clone();
    for answer in moves.iter().filter(|r| r.status.as_u16() == 200) {
        assert_eq!(answer.ok()["status"], last);
    }
    assert_eq!(detail.ok()["events"].as_array().unwrap().len(), 2);
    let told = titles(&app, &s.finished).await;
    assert_eq!(told.iter().filter(|t| *t == "就业推荐").count(), 1);
    assert_eq!(told.iter().filter(|t| *t == "就业推荐进展").count(), 1);
}

#[tokio::test]
async fn only_career_staff_reach_the_desk_and_malformed_input_is_refused() {
    let app = spawn_app().await;
    let s = scene(&app).await;
    let teacher = app.account("teacherB", "teacher").await;
    let open = position(&app, &s.admin, "申城电力").await;
    let id = refer(&app, &s.admin, open, s.finished_id, s.course)
        .await
        .id();
    for who in [None, Some(teacher.as_str()), Some(s.finished.as_str())] {
        let expected = if who.is_none() { 401 } else { 403 };
        let replies = [
            ("positions", app.positions(who, "").await),
            (
                "create position",
                app.create_position(who, position_body("甲")).await,
            ),
            (
                "update position",
                app.update_position(who, open, position_body("甲")).await,
            ),
            ("delete position", app.delete_position(who, open).await),
            ("candidates", app.candidates(who, "").await),
            ("referrals", app.referrals(who, "").await),
            ("refer", app.refer(who, json!({"positionId": open})).await),
            ("referral", app.referral(who, id).await),
            (
                "update referral",
                app.update_referral(who, id, json!({"status": "hired"}))
                    .await,
            ),
        ];
        for (call, reply) in replies {
            assert_eq!(reply.status.as_u16(), expected, "{call} by {who:?}");
        }
    }
    // A role given only career:manage reaches it.
    let catalogue = app.permissions(&s.admin).await;
    let career = catalogue.ok()["permissions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "career:manage")
        .expect("career:manage in the catalogue")["id"]
        .clone();
    app.create_role(
        &s.admin,
        json!({"name": "placement", "description": "就业专员", "permissions": [career]}),
    )
    .await
    .ok();
    let placement = app.account("placement01", "placement").await;
    app.referrals(&placement, "").await.ok();
    app.progress_table(&placement, "")
        .await
        .fails(403, "无权访问");
    // The learner's own list needs an account, not a guest.
    app.own_referrals(None::<&str>).await.fails(401, "请先登录");

    // Malformed input: 400, never 5xx, nothing changed.
    for (method, path, body) in [
        (Method::POST, POSITIONS.to_string(), json!({"company": 1})),
        (
            Method::POST,
            POSITIONS.to_string(),
            json!({"salaryMin": "八千"}),
        ),
        (
            Method::POST,
            POSITIONS.to_string(),
            json!({"salaryMin": 1e30}),
        ),
        (
            Method::POST,
            REFERRALS.to_string(),
            json!({"positionId": "x"}),
        ),
        (
            Method::PUT,
            format!("{REFERRALS}/{id}"),
            json!({"status": 5}),
        ),
        (Method::PUT, format!("{REFERRALS}/abc"), json!({})),
        (
            Method::GET,
            format!("{REFERRALS}?positionId=abc"),
            Value::Null,
        ),
        (
            Method::GET,
            format!("{REFERRALS}?status=hired&page=-1"),
            Value::Null,
        ),
    ] {
        let body = (!body.is_null()).then_some(body);
        let reply = app.call(method.clone(), &path, Some(&s.admin), body).await;
        assert_eq!(
            reply.status.as_u16(),
            400,
            "{method} {path}: {}",
            reply.body
        );
    }
    let detail = app.referral(&s.admin, id).await;
    assert_eq!(detail.ok()["referral"]["status"], "recommended");
    let _ = (s.certified, s.studying);
}
