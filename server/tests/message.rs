//! Messages: audience targeting, per-learner read state, unread count, the admin's list.

use crate::common;

use crate::common::{DEMO_PASSWORD, TestApp, spawn_app};
use serde_json::{Value, json};

fn exam_notice(audience: Value) -> Value {
    json!({
        "type": "exam", "title": "JavaWeb 考证开班通知", "content": "请按时参加开班考试。",
        "details": {"issuingAuthority": "广东省人社厅", "examLocation": "广州市天河区", "trainingInstitution": "技能培训中心",
                    "classroom": "A301", "occupation": "计算机程序设计员", "evaluationLevel": "四级/中级工",
                    "examTime": "2026-12-20 09:00", "examId": 3, "examName": "JavaWeb 应用开发", "examLevel": "四级"},
        "audience": audience,
    })
}

async fn unread(app: &TestApp, token: &str) -> u64 {
    app.unread_count(token).await.ok()["unreadCount"]
        .as_u64()
        .unwrap()
}

#[tokio::test]
async fn a_course_notice_reaches_only_that_courses_learners() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let teacher = app.staff("teacher").await;
    let course_id = app.empty_course(&teacher).await;
    let inside = app.learner("learner01", "13912345678").await;
    let outside = app.learner("learner02", "13912345679").await;
    let pending = app.learner("learner03", "13912345670").await;
    for (token, status) in [(&inside, 4), (&pending, 1)] {
        app.enrol(token, course_id, status).await;
    }

    let sent = app
        .send_notice(
            &admin,
            exam_notice(json!({"kind": "course", "courseId": course_id})),
        )
        .await;
    assert_eq!(sent.ok()["recipientCount"], 1);
    assert_eq!(unread(&app, &inside).await, 1);
    assert_eq!(unread(&app, &outside).await, 0);
    assert_eq!(unread(&app, &pending).await, 0);

    let inbox = app.announcements_where(&inside, "page=0&size=5").await;
    let message = &inbox.ok()["announcements"][0];
    assert_eq!(message["typeLabel"], "考证开班通知");
    assert_eq!(message["details"]["examId"], "3");
    assert_eq!(message["details"]["examLevel"], "四级");
    assert_eq!(message["read"], false);
    assert_eq!(app.notices(&outside).await.ok()["notices"], json!([]));
}

#[tokio::test]
async fn read_state_belongs_to_each_learner() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let a = app.learner("learner01", "13912345678").await;
    let b = app.learner("learner02", "13912345679").await;
    let body =
        json!({"type": "announcement", "title": "平台维护公告", "content": "周六 22:00 维护。"});
    let id = app.send_notice(&admin, body).await.id();
    app.send_notice(
        &admin,
        json!({"type": "system", "title": "欢迎", "content": "欢迎使用"}),
    )
    .await
    .ok();
    assert_eq!(unread(&app, &a).await, 2);
    // The list as it was read before each change (the server keeps it) shows the change after.
    let before = app.announcements(&a).await;
    assert_eq!(before.ok()["announcements"][1]["read"], false);

    let read = app.mark_read(&a, id).await;
    assert_eq!(read.ok()["unreadCount"], 1);
    let after = app.announcements(&a).await;
    assert_eq!(after.ok()["announcements"][1]["title"], "平台维护公告");
    assert_eq!(after.ok()["announcements"][1]["read"], true);
    assert_eq!(after.ok()["unreadCount"], 1);
    let past_the_end = app.announcements_where(&a, "page=9&size=10").await;
    assert_eq!(past_the_end.ok()["announcements"], json!([]));
    assert_eq!(
        (
            past_the_end.ok()["totalCount"].clone(),
            past_the_end.ok()["unreadCount"].clone()
        ),
        (json!(2), json!(1)),
        "a page past the end still counts"
    );
    assert_eq!(
        unread(&app, &b).await,
        2,
        "another learner's read state is untouched"
    );
    let only_unread = app.announcements_where(&a, "unread=true").await;
    assert_eq!(only_unread.ok()["totalCount"], 1);
    assert_eq!(only_unread.data()["announcements"][0]["title"], "欢迎");

    let list = app.sent_notices(&admin).await;
    let announcement = list.ok()["notifications"]
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["id"] == id)
        .unwrap()
        .clone();
    assert_eq!(
        (
            announcement["recipientCount"].clone(),
            announcement["readCount"].clone()
        ),
        (json!(3), json!(1))
    );

    assert_eq!(
        app.announcements_where(&b, "unread=true").await.ok()["totalCount"],
        2
    );
    app.mark_all_read(&b).await.ok();
    assert_eq!(unread(&app, &b).await, 0);
    assert_eq!(
        app.announcements_where(&b, "unread=true").await.ok()["totalCount"],
        0
    );
    app.mark_read(&a, 999999).await.fails(404, "消息不存在");

    app.delete_notice(&admin, id).await.ok();
    assert_eq!(app.announcements(&a).await.ok()["totalCount"], 1);
    let guest = app.guest().await;
    assert_eq!(unread(&app, &guest).await, 0, "guests receive nothing");
}

#[tokio::test]
async fn roles_and_chosen_users_are_audiences_and_bad_notices_are_refused() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let teacher = app.staff("teacher").await;
    let learner = app.learner("learner01", "13912345678").await;
    let learner_id = app.user_id(&learner).await;
    let to_teachers = json!({"type": "other", "title": "教研会议", "content": "周一开会", "audience": {"kind": "role", "role": "teacher"}});
    assert_eq!(
        app.send_notice(&admin, to_teachers).await.ok()["recipientCount"],
        1
    );
    assert_eq!(unread(&app, &teacher).await, 1);
    assert_eq!(unread(&app, &learner).await, 0);
    let certificate = json!({"type": "certificate", "title": "证书领取", "content": "请领取证书",
        "details": {"certificateName": "计算机程序设计员（四级）", "issuingAuthority": "人社厅", "pickupLocation": "一楼大厅",
                    "pickupTime": "工作日 9:00-17:00", "requiredMaterials": "身份证原件"},
        "audience": {"kind": "users", "userIds": [learner_id]}});
    app.send_notice(&admin, certificate).await.ok();
    let inbox = app.notices(&learner).await;
    assert_eq!(
        inbox.ok()["notices"][0]["details"]["pickupLocation"],
        "一楼大厅"
    );

    let reply = app
        .send_notice(
            &admin,
            json!({"type": "spam", "audience": {"kind": "users", "userIds": []}}),
        )
        .await;
    reply.fails(400, "消息类型无效");
    assert_eq!(reply.field("title"), "请输入标题");
    assert_eq!(reply.field("content"), "请输入内容");
    assert_eq!(reply.field("audience"), "请选择接收用户");
    // A well-formed message to an account that does not exist is refused too (once its own
    // fields hold: the recipients are looked up after the message is parsed).
    let nobody = json!({"type": "system", "title": "t", "content": "c",
                        "audience": {"kind": "users", "userIds": [424242]}});
    let reply = app.send_notice(&admin, nobody).await;
    reply.fails(400, "请选择接收用户");
    assert_eq!(reply.field("audience"), "请选择接收用户");
    let incomplete = json!({"type": "exam", "title": "开班", "content": "x", "details": {"examName": "JavaWeb"}});
    let reply = app.send_notice(&admin, incomplete).await;
    assert!(
        reply.message().starts_with("请填写：发证机关、考试地点"),
        "{}",
        reply.message()
    );
    assert_eq!(
        app.sent_notices(&admin).await.ok()["totalCount"],
        2,
        "refused notices were not stored"
    );

    for token in [&teacher, &learner] {
        app.send_notice(token, exam_notice(json!({"kind": "all"})))
            .await
            .fails(403, "无权访问");
        app.sent_notices(token).await.fails(403, "无权访问");
        app.delete_notice(token, 1).await.fails(403, "无权访问");
    }
    app.sent_notices(None).await.fails(401, "请先登录");
    app.unread_count(None).await.fails(401, "请先登录");
    app.announcements(None).await.fails(401, "请先登录");
}

#[tokio::test]
async fn messages_to_everyone_and_to_a_role_reach_accounts_created_later() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let early = app.learner("learner01", "13912345678").await;
    let early_id = app.user_id(&early).await;
    let to_all =
        json!({"type": "announcement", "title": "平台维护公告", "content": "周六 22:00 维护。"});
    let to_all = app.send_notice(&admin, to_all).await.id();
    let to_learners = json!({"type": "course", "title": "新课程上线", "content": "欢迎报名", "audience": {"kind": "role", "role": "student"}});
    let to_learners = app.send_notice(&admin, to_learners).await.id();
    let chosen = json!({"type": "system", "title": "资料补充", "content": "请补充资料", "audience": {"kind": "users", "userIds": [early_id]}});
    app.send_notice(&admin, chosen).await.ok();
    assert_eq!(unread(&app, &early).await, 3);

    let late = app.learner("learner02", "13912345679").await;
    assert_eq!(unread(&app, &late).await, 2, "everyone's and the learners'");
    let inbox = app.announcements(&late).await;
    assert_eq!(inbox.ok()["totalCount"], 2);
    let titles: Vec<&str> = inbox.data()["announcements"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["title"].as_str().unwrap())
        .collect();
    assert_eq!(
        titles,
        ["新课程上线", "平台维护公告"],
        "newest first; the chosen users' message stays theirs"
    );
    assert_eq!(inbox.data()["announcements"][1]["typeLabel"], "公告通知");
    assert_eq!(inbox.data()["announcements"][1]["read"], false);

    let read = app.mark_read(&late, to_all).await;
    assert_eq!(read.ok()["unreadCount"], 1);
    app.mark_read(&late, to_all).await.ok();
    let unread_only = app.announcements_where(&late, "unread=true").await;
    assert_eq!(unread_only.ok()["totalCount"], 1);
    assert_eq!(unread_only.data()["announcements"][0]["id"], to_learners);
    let page = app.announcements_where(&late, "page=1&size=1").await;
    assert_eq!(page.ok()["totalCount"], 2);
    assert_eq!(page.data()["announcements"][0]["id"], to_all);
    assert_eq!(page.data()["announcements"][0]["read"], true);
    assert_eq!(unread(&app, &early).await, 3, "read state is each reader's");

    // A teacher created later gets the message to everyone, not the learners'.
    let teacher = app.staff("teacher").await;
    assert_eq!(unread(&app, &teacher).await, 1);
    app.mark_read(&teacher, to_learners)
        .await
        .fails(404, "消息不存在");
    // Given the learners' role too, the teacher's inbox (read just before) has the learners' message.
    assert_eq!(app.announcements(&teacher).await.ok()["totalCount"], 1);
    let teacher_id = app.user_id(&teacher).await;
    app.set_user_roles(
        &admin,
        teacher_id,
        json!({"roleName": ["teacher", "student"]}),
    )
    .await
    .ok();
    let teacher = app.session("teacher1", DEMO_PASSWORD).await;
    let inbox = app.announcements(&teacher).await;
    assert_eq!(inbox.ok()["totalCount"], 2);
    assert_eq!(inbox.ok()["announcements"][0]["id"], to_learners);
    assert_eq!(inbox.ok()["unreadCount"], 2);
    let chosen_id = app.announcements(&early).await.ok()["announcements"][0]["id"].clone();
    app.mark_read(&late, chosen_id.as_i64().unwrap())
        .await
        .fails(404, "消息不存在");

    app.mark_all_read(&late).await.ok();
    assert_eq!(unread(&app, &late).await, 0);
    app.mark_all_read(&late).await.ok();
    assert_eq!(
        app.announcements_where(&late, "unread=true").await.ok()["totalCount"],
        0
    );

    let sent = app.sent_notices(&admin).await;
    let counts = |id: i64| {
        let n = sent.ok()["notifications"]
            .as_array()
            .unwrap()
            .iter()
            .find(|n| n["id"] == id)
            .unwrap()
            .clone();
        (n["recipientCount"].clone(), n["readCount"].clone())
    };
    assert_eq!(
        counts(to_all),
        (json!(4), json!(1)),
        "admin, two learners and the teacher"
    );
    assert_eq!(
        counts(to_learners),
        (json!(3), json!(1)),
        "two learners and the teacher given their role"
    );

    let guest = app.guest().await;
    assert_eq!(unread(&app, &guest).await, 0, "guests receive nothing");
    assert_eq!(app.announcements(&guest).await.ok()["totalCount"], 0);

    app.delete_notice(&admin, to_all).await.ok();
    assert_eq!(app.announcements(&late).await.ok()["totalCount"], 1);
}

/// Issue 27 item 15: a sender picks recipients by name, username or phone (masked in the answer),
/// and the sent list shows what the staff sent apart from the product's automatic notices.
#[tokio::test]
async fn recipients_are_found_by_name_or_phone_and_automatic_notices_are_listed_apart() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let teacher = app.staff("teacher").await;
    let learner = app.learner("learner01", "13912348835").await;
    let id = app.user_id(&learner).await;
    let pick = |q: &str| {
        let app = &app;
        let admin = admin.clone();
        let q = q.to_string();
        async move { app.notice_recipients(&admin, &q).await }
    };
    for q in ["learner01", "8835", "13912348835"] {
        let found = pick(q).await;
        assert_eq!(found.ok()["users"][0]["id"], id, "{q}");
        assert_eq!(found.data()["users"][0]["phone"], "139****8835");
    }
    assert_eq!(pick("1234").await.ok()["users"], json!([]));
    assert_eq!(pick("").await.ok()["users"], json!([]));
    app.notice_recipients(&teacher, "learner")
        .await
        .fails(403, "无权访问");
    app.notice_recipients(None::<&str>, "learner")
        .await
        .fails(401, "请先登录");

    // A staff message to the chosen user; an automatic notice to them too.
    app.send_notice(
        &admin,
        json!({"type": "system", "title": "请补交材料", "content": "请于本周内补交。",
               "audience": {"kind": "users", "userIds": [id]}}),
    )
    .await
    .ok();
    let mut work = skillcert::service::work::Work::begin(&app.state)
        .await
        .unwrap();
    skillcert::service::messaging::notify(
        &mut work,
        &[id],
        "course",
        "报名材料审核通过",
        "请缴费。",
    )
    .await
    .unwrap();
    work.commit().await.unwrap();
    let staff = app.sent_notices(&admin).await;
    let titles = |reply: &common::Reply| -> Vec<String> {
        reply.data()["notifications"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["title"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(titles(&staff), ["请补交材料"]);
    let automatic = app.sent_notices_where(&admin, "origin=automatic").await;
    assert_eq!(titles(&automatic), ["报名材料审核通过"]);
    app.sent_notices_where(&admin, "origin=nobody")
        .await
        .fails(400, "请求参数格式错误");
}

/// Issue 27 item 4 under a burst: of 50 searches of recipients by a whole phone number at once,
/// exactly 30 are answered (the hourly limit), the others are 429.
#[tokio::test]
async fn searches_by_whole_number_are_limited_under_a_burst() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let app = &app;
    let admin = admin.as_str();
    let replies = futures_util::future::join_all(
        (0..50).map(|_| async move { app.notice_recipients(admin, "13912348835").await }),
    )
    .await;
    let answered = replies.iter().filter(|r| r.status == 200).count();
    assert_eq!(answered, 30);
    assert!(
        replies
            .iter()
            .all(|r| matches!(r.status.as_u16(), 200 | 429))
    );
}
