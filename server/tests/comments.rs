//! Course comments on the real server: who may comment, one comment per learner per course (also
//! under a burst), the rules of a rating, the average on the course card and detail, masked
//! authors, and the comment center's scope, moderation, trail and refusals.

use crate::common::{TestApp, spawn_app};
use futures_util::future::join_all;
use serde_json::{Value, json};

struct Scene {
    admin: String,
    teacher: String,
    course: i64,
    learner: String,
    second: String,
}

/// A teacher's course studied by two learners.
async fn scene(app: &TestApp) -> Scene {
    let admin = app.staff("admin").await;
    let teacher = app.staff("teacher").await;
    let course = app.empty_course(&teacher).await;
    let learner = app.learner("learner01", "13900000001").await;
    let second = app.learner("learner02", "13900000002").await;
    for who in [&learner, &second] {
        app.enrol(who, course, 4).await;
    }
    Scene {
        admin,
        teacher,
        course,
        learner,
        second,
    }
}

async fn comment(app: &TestApp, who: &str, course: i64, rating: i64, text: &str) -> Value {
    app.save_comment(who, course, json!({"rating": rating, "content": text}))
        .await
        .ok()
        .clone()
}

async fn course_card(app: &TestApp, who: &str, course: i64) -> Value {
    let list = app.courses(who).await;
    list.ok()["courses"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["id"] == course)
        .cloned()
        .unwrap()
}

#[tokio::test]
async fn learners_who_study_a_course_rate_it_once_and_everyone_sees_the_average() {
    let app = spawn_app().await;
    let s = scene(&app).await;
    let first = comment(&app, &s.learner, s.course, 5, "  讲得很清楚 ").await;
    assert_eq!(first["content"], "讲得很清楚");
    assert_eq!(first["status"], "published");
    // Saving again edits the same comment.
    let edited = comment(&app, &s.learner, s.course, 3, "<b>还行</b>").await;
    assert_eq!(edited["id"], first["id"]);
    assert_eq!(edited["rating"], 3);
    comment(&app, &s.second, s.course, 4, "实用").await;

    let page = app.course_comments(None::<&str>, s.course, "").await;
    let data = page.ok();
    assert_eq!(data["totalCount"], 2);
    assert_eq!(data["average"], 3.5);
    assert_eq!(data["ratingCount"], 2);
    assert_eq!(data["distribution"], json!([0, 0, 1, 1, 0]));
    assert_eq!(data["mayComment"], false);
    // Newest first; markup is text; the author masked and nothing else of their account.
    assert_eq!(data["comments"][1]["content"], "<b>还行</b>");
    assert_eq!(data["comments"][1]["author"], "l*******1");
    let keys: Vec<&String> = data["comments"][0].as_object().unwrap().keys().collect();
    for private in ["userId", "phone", "username", "email"] {
        assert!(!keys.iter().any(|k| *k == private), "{keys:?}");
    }
    // The caller's own comment and whether they may write one.
    let mine = app.course_comments(&s.learner, s.course, "").await;
    assert_eq!(mine.ok()["mine"]["rating"], 3);
    assert_eq!(mine.ok()["mayComment"], true);

    // The course card and detail carry the average.
    let card = course_card(&app, &s.learner, s.course).await;
    assert_eq!(card["rating"], 3.5);
    assert_eq!(card["ratingCount"], 2);
    let detail = app.course(None::<&str>, s.course).await;
    assert_eq!(detail.ok()["rating"], 3.5);

    // The learner deletes their own; the average follows.
    app.delete_own_comment(&s.learner, s.course).await.ok();
    let card = course_card(&app, &s.second, s.course).await;
    assert_eq!(card["rating"], 4.0);
    assert_eq!(card["ratingCount"], 1);
    let again = app.delete_own_comment(&s.learner, s.course).await;
    assert_eq!(again.status.as_u16(), 404);
}

#[tokio::test]
async fn only_learners_of_the_course_may_comment_and_bad_values_are_refused() {
    let app = spawn_app().await;
    let s = scene(&app).await;
    let outsider = app.learner("learner03", "13900000003").await;
    let body = json!({"rating": 5, "content": "好"});
    app.save_comment(&outsider, s.course, body.clone())
        .await
        .fails(403, "学习该课程后才能评价");
    let guest = app.guest().await;
    let reply = app.save_comment(&guest, s.course, body.clone()).await;
    assert_eq!(reply.status.as_u16(), 403);
    let reply = app.save_comment(None::<&str>, s.course, body.clone()).await;
    assert_eq!(reply.status.as_u16(), 401);
    let reply = app.save_comment(&s.learner, 999_999, body).await;
    assert_eq!(reply.status.as_u16(), 404);
    for (body, field, message) in [
        (json!({"content": "好"}), "rating", "请选择1到5星的评分"),
        (
            json!({"rating": 0, "content": "好"}),
            "rating",
            "请选择1到5星的评分",
        ),
        (
            json!({"rating": 6, "content": "好"}),
            "rating",
            "请选择1到5星的评分",
        ),
        (
            json!({"rating": 5, "content": "   "}),
            "content",
            "请输入评价内容",
        ),
        (
            json!({"rating": 5, "content": "好".repeat(501)}),
            "content",
            "评价内容不能超过500个字符",
        ),
    ] {
        let reply = app.save_comment(&s.learner, s.course, body.clone()).await;
        assert_eq!(reply.status.as_u16(), 400, "{body}");
        assert_eq!(reply.field(field), message, "{body}");
    }
    for body in [
        json!({"rating": "5", "content": "好"}),
        json!({"rating": 2.5, "content": "好"}),
        json!([1]),
    ] {
        let reply = app.save_comment(&s.learner, s.course, body).await;
        assert_eq!(reply.status.as_u16(), 400, "{}", reply.body);
    }
    // Nothing was saved.
    let page = app.course_comments(&s.learner, s.course, "").await;
    assert_eq!(page.ok()["mine"], Value::Null);
    assert_eq!(page.ok()["totalCount"], 0);
    let reply = app.course_comments(None::<&str>, s.course, "page=-1").await;
    assert_eq!(reply.status.as_u16(), 400);
}

#[tokio::test]
async fn fifty_saves_at_once_leave_one_comment() {
    let app = spawn_app().await;
    let s = scene(&app).await;
    let saves = (0..50).map(|i| {
        app.save_comment(
            &s.learner,
            s.course,
            json!({"rating": i % 5 + 1, "content": format!("第{i}次")}),
        )
    });
    for reply in join_all(saves).await {
        assert_eq!(reply.status.as_u16(), 200, "{}", reply.body);
    }
    let page = app.course_comments(None::<&str>, s.course, "").await;
    assert_eq!(page.ok()["totalCount"], 1);
    assert_eq!(page.ok()["ratingCount"], 1);
}

#[tokio::test]
async fn staff_moderate_the_comments_of_their_courses_and_every_step_is_recorded() {
    let app = spawn_app().await;
    let s = scene(&app).await;
    let id = comment(&app, &s.learner, s.course, 1, "广告：加微信").await["id"]
        .as_i64()
        .unwrap();
    comment(&app, &s.second, s.course, 5, "很好").await;

    // The course's teacher sees it with the author's name; hiding needs a reason.
    let list = app.comment_center(&s.teacher, "").await;
    assert_eq!(list.ok()["totalCount"], 2);
    assert_eq!(list.ok()["comments"][1]["author"], "learner01");
    let reply = app
        .moderate_comment(&s.teacher, id, json!({"status": "hidden"}))
        .await;
    assert_eq!(reply.field("reason"), "隐藏或删除评价时请填写原因");
    let reply = app
        .moderate_comment(&s.teacher, id, json!({"status": "gone", "reason": "x"}))
        .await;
    assert_eq!(reply.status.as_u16(), 400);
    let hidden = app
        .moderate_comment(
            &s.teacher,
            id,
            json!({"status": "hidden", "reason": "广告", "reply": "请勿发布广告"}),
        )
        .await;
    assert_eq!(hidden.ok()["status"], "hidden");
    assert_eq!(hidden.ok()["reply"], "请勿发布广告");

    // Hidden: gone from the public page and the average, still the author's own.
    let page = app.course_comments(None::<&str>, s.course, "").await;
    assert_eq!(page.ok()["totalCount"], 1);
    assert_eq!(page.ok()["average"], 5.0);
    let mine = app.course_comments(&s.learner, s.course, "").await;
    assert_eq!(mine.ok()["mine"]["status"], "hidden");
    assert_eq!(mine.ok()["mine"]["reply"], "请勿发布广告");
    // Editing it does not publish it again.
    let edited = comment(&app, &s.learner, s.course, 2, "改了").await;
    assert_eq!(edited["status"], "hidden");
    // Filters.
    let only_hidden = app.comment_center(&s.admin, "status=hidden").await;
    assert_eq!(only_hidden.ok()["totalCount"], 1);
    let by_text = app.comment_center(&s.admin, "q=%E5%BE%88%E5%A5%BD").await;
    assert_eq!(by_text.ok()["totalCount"], 1);
    let by_rating = app
        .comment_center(&s.admin, &format!("rating=5&courseId={}", s.course))
        .await;
    assert_eq!(by_rating.ok()["totalCount"], 1);
    let bad = app.comment_center(&s.admin, "status=gone").await;
    assert_eq!(bad.status.as_u16(), 400);

    // The administrator shows it again; the trail has each step.
    app.moderate_comment(&s.admin, id, json!({"status": "published"}))
        .await
        .ok();
    let detail = app.comment_detail(&s.admin, id).await;
    let events = detail.ok()["events"].as_array().unwrap().clone();
    let actions: Vec<&str> = events
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions, ["hide", "reply", "show"]);
    assert_eq!(events[0]["fromStatus"], "published");
    assert_eq!(events[0]["toStatus"], "hidden");
    assert_eq!(events[0]["reason"], "广告");
    assert_eq!(events[0]["actorId"], app.user_id(&s.teacher).await);
    assert_eq!(events[0]["actor"], "teacher1");
    assert_eq!(events[2]["actorId"], app.user_id(&s.admin).await);

    // Deleting needs a reason, then the comment is gone.
    let reply = app.remove_comment(&s.teacher, id, None).await;
    assert_eq!(reply.field("reason"), "隐藏或删除评价时请填写原因");
    app.remove_comment(&s.teacher, id, Some("广告")).await.ok();
    assert_eq!(app.comment_detail(&s.admin, id).await.status.as_u16(), 404);
}

#[tokio::test]
async fn the_comment_center_is_for_comment_managers_on_their_own_courses() {
    let app = spawn_app().await;
    let s = scene(&app).await;
    let id = comment(&app, &s.learner, s.course, 4, "好").await["id"]
        .as_i64()
        .unwrap();
    let other_teacher = app.account("teacher2", "teacher").await;
    let list = app.comment_center(&other_teacher, "").await;
    assert_eq!(list.ok()["totalCount"], 0);
    app.comment_detail(&other_teacher, id)
        .await
        .fails(403, "只能管理自己课程的评价");
    let reply = app
        .moderate_comment(&other_teacher, id, json!({"reply": "x"}))
        .await;
    assert_eq!(reply.status.as_u16(), 403);

    let mut callers = vec![(None, 401)];
    callers.push((Some(app.guest().await), 403));
    callers.push((Some(s.learner.clone()), 403));
    for role in ["reviewer", "finance", "distributor"] {
        callers.push((Some(app.staff(role).await), 403));
    }
    for (who, status) in &callers {
        let who = who.as_deref();
        let replies = [
            ("list", app.comment_center(who, "").await),
            ("detail", app.comment_detail(who, id).await),
            (
                "moderate",
                app.moderate_comment(who, id, json!({"reply": "谢谢"}))
                    .await,
            ),
            ("remove", app.remove_comment(who, id, Some("x")).await),
        ];
        for (call, reply) in replies {
            assert_eq!(reply.status.as_u16(), *status, "{call}: {}", reply.body);
        }
    }
    // Fifty moderators hiding at once: one hide in the trail, the rest 200 (already hidden) or 409.
    let hides = (0..50)
        .map(|_| app.moderate_comment(&s.admin, id, json!({"status": "hidden", "reason": "重复"})));
    for reply in join_all(hides).await {
        assert!(
            [200, 409].contains(&reply.status.as_u16()),
            "{}",
            reply.body
        );
    }
    let detail = app.comment_detail(&s.admin, id).await;
    assert_eq!(detail.ok()["events"].as_array().unwrap().len(), 1);
    assert_eq!(detail.ok()["comment"]["status"], "hidden");
}
