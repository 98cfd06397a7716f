//! Courses: authoring permissions, outlines, per-learner status, study access, progress, notes.

mod common;

use common::{TestApp, spawn_app};
use serde_json::{Value, json};

/// A course by `token` with one section holding a text and a video lesson: (course, section, text item, video item).
async fn course_with_lessons(app: &TestApp, token: &str, public: bool) -> (i64, i64, i64, i64) {
    let course = app
        .post("/api/v0/admin/course", Some(token), json!({"name": "JavaWeb应用开发", "category": "计算机", "type": 0, "fee": 128000, "publicCourse": public}))
        .await;
    let id = course.ok()["id"].as_i64().unwrap();
    let section = app
        .post(
            &format!("/api/v0/admin/course/{id}/section"),
            Some(token),
            json!({"title": "第一章"}),
        )
        .await;
    let sid = section.ok()["id"].as_i64().unwrap();
    let items = format!("/api/v0/admin/course/{id}/section/{sid}/item");
    let text = app
        .post(
            &items,
            Some(token),
            json!({"title": "1.1 要点", "type": "TEXT", "content": "正文"}),
        )
        .await;
    let video = app
        .post(&items, Some(token), json!({"title": "1.2 视频", "type": "VIDEO", "content": "/files/abc", "duration": 100.0}))
        .await;
    (
        id,
        sid,
        text.ok()["id"].as_i64().unwrap(),
        video.ok()["id"].as_i64().unwrap(),
    )
}

#[tokio::test]
async fn teachers_edit_only_their_own_courses_and_admins_all() {
    let app = spawn_app().await;
    let a = app.account("teacherA", "teacher").await;
    let b = app.account("teacherB", "teacher").await;
    let admin = app.account("admin1", "admin").await;
    let (id, sid, _, _) = course_with_lessons(&app, &a, false).await;
    let path = format!("/api/v0/admin/course/{id}");
    let body = json!({"name": "改名", "category": "计算机"});

    app.put(&path, Some(&b), body.clone())
        .await
        .fails(403, "只能编辑自己的课程");
    app.delete(&path, Some(&b))
        .await
        .fails(403, "只能编辑自己的课程");
    app.post(&format!("{path}/section"), Some(&b), json!({"title": "x"}))
        .await
        .fails(403, "只能编辑自己的课程");
    app.put(
        &format!("{path}/section/{sid}"),
        Some(&b),
        json!({"title": "x"}),
    )
    .await
    .fails(403, "只能编辑自己的课程");
    app.get(&path, Some(&b))
        .await
        .fails(403, "只能编辑自己的课程");
    assert_eq!(
        app.get("/api/v0/admin/course", Some(&b)).await.ok()["totalCount"],
        0
    );
    assert_eq!(
        app.get("/api/v0/admin/course", Some(&a)).await.ok()["totalCount"],
        1
    );

    let learner = app.learner("learner01", "13912345678").await;
    let guest = app.guest().await;
    for token in [&learner, &guest] {
        app.put(&path, Some(token), body.clone())
            .await
            .fails(403, "无权访问");
        app.get("/api/v0/admin/course", Some(token))
            .await
            .fails(403, "无权访问");
        app.post("/api/v0/admin/course", Some(token), body.clone())
            .await
            .fails(403, "无权访问");
    }
    app.put(&path, None, body.clone())
        .await
        .fails(401, "请先登录");
    app.get("/api/v0/admin/course/teachers", None)
        .await
        .fails(401, "请先登录");

    let edited = app
        .put(
            &path,
            Some(&admin),
            json!({"name": "管理员改名", "category": "计算机", "teacherId": null}),
        )
        .await;
    assert_eq!(edited.ok()["name"], "管理员改名");
    assert!(edited.data()["teacherId"].is_null());
    assert_eq!(
        app.get("/api/v0/admin/course", Some(&admin)).await.ok()["totalCount"],
        1
    );
    let teachers = app.get("/api/v0/admin/course/teachers", Some(&admin)).await;
    assert_eq!(teachers.ok()["teachers"].as_array().unwrap().len(), 2);
    app.delete(&path, Some(&admin)).await.ok();
    app.get(&format!("/api/v0/course/{id}"), None)
        .await
        .fails(404, "课程不存在");
}

#[tokio::test]
async fn a_teachers_course_stays_theirs_and_bad_input_changes_nothing() {
    let app = spawn_app().await;
    let a = app.account("teacherA", "teacher").await;
    let a_id = app.user_id(&a).await;
    let reply = app
        .post(
            "/api/v0/admin/course",
            Some(&a),
            json!({"type": 2, "fee": -1, "cover": "javascript:alert(1)"}),
        )
        .await;
    reply.fails(400, "请输入课程名称");
    assert_eq!(reply.field("category"), "请输入课程分类");
    assert_eq!(reply.field("type"), "课程类型无效");
    assert_eq!(reply.field("fee"), "费用不能为负数");
    assert_eq!(reply.field("cover"), "封面地址无效");
    let other = app.account("teacherB", "teacher").await;
    let other_id = app.user_id(&other).await;
    let created = app
        .post(
            "/api/v0/admin/course",
            Some(&a),
            json!({"name": "课程", "category": "计算机", "teacherId": other_id}),
        )
        .await;
    assert_eq!(
        created.ok()["teacherId"],
        a_id,
        "a teacher cannot give a course away"
    );
    assert_eq!(created.data()["teacherName"], "teacherA");

    let id = created.data()["id"].as_i64().unwrap();
    let sid = app
        .post(
            &format!("/api/v0/admin/course/{id}/section"),
            Some(&a),
            json!({"title": " "}),
        )
        .await;
    sid.fails(400, "请输入章节标题");
    let sid = app
        .post(
            &format!("/api/v0/admin/course/{id}/section"),
            Some(&a),
            json!({"title": "第一章"}),
        )
        .await
        .ok()["id"]
        .as_i64()
        .unwrap();
    let items = format!("/api/v0/admin/course/{id}/section/{sid}/item");
    app.post(
        &items,
        Some(&a),
        json!({"title": "t", "type": "TEXT", "content": " "}),
    )
    .await
    .fails(400, "请输入课程内容");
    app.post(
        &items,
        Some(&a),
        json!({"title": "t", "type": "VIDEO", "content": "not a url"}),
    )
    .await
    .fails(400, "请先上传文件");
    app.post(
        &items,
        Some(&a),
        json!({"title": "t", "type": "GAME", "content": "x"}),
    )
    .await
    .fails(400, "课程内容类型无效");
    app.post(&items, Some(&a), json!({"type": "TEXT", "content": "x"}))
        .await
        .fails(400, "请输入小节标题");
    let detail = app
        .get(&format!("/api/v0/admin/course/{id}"), Some(&a))
        .await;
    assert_eq!(detail.ok()["sections"][0]["items"], json!([]));
}

#[tokio::test]
async fn sections_and_items_are_added_renamed_reordered_and_deleted() {
    let app = spawn_app().await;
    let t = app.account("teacherA", "teacher").await;
    let (id, s1, text, video) = course_with_lessons(&app, &t, false).await;
    let s2 = app
        .post(
            &format!("/api/v0/admin/course/{id}/section"),
            Some(&t),
            json!({"title": "第二章"}),
        )
        .await
        .ok()["id"]
        .as_i64()
        .unwrap();
    app.put(
        &format!("/api/v0/admin/course/{id}/section/{s1}"),
        Some(&t),
        json!({"title": "第一章 导学"}),
    )
    .await
    .ok();
    let order = format!("/api/v0/admin/course/{id}/section/order");
    app.put(&order, Some(&t), json!({"ids": [s2]}))
        .await
        .fails(400, "排序须包含本课程的全部章节");
    app.put(&order, Some(&t), json!({"ids": [s2, s1]}))
        .await
        .ok();
    app.put(
        &format!("/api/v0/admin/course/{id}/section/{s1}/item/order"),
        Some(&t),
        json!({"ids": [video, text]}),
    )
    .await
    .ok();
    app.put(
        &format!("/api/v0/admin/course/{id}/section/{s1}/item/{text}"),
        Some(&t),
        json!({"title": "1.1 新标题", "type": "TEXT", "content": "新正文"}),
    )
    .await
    .ok();

    let detail = app
        .get(&format!("/api/v0/admin/course/{id}"), Some(&t))
        .await;
    let sections = detail.ok()["sections"].as_array().unwrap().clone();
    assert_eq!(
        sections
            .iter()
            .map(|s| s["title"].clone())
            .collect::<Vec<_>>(),
        [json!("第二章"), json!("第一章 导学")]
    );
    let items: Vec<Value> = sections[1]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["title"].clone())
        .collect();
    assert_eq!(items, [json!("1.2 视频"), json!("1.1 新标题")]);
    assert_eq!(sections[1]["items"][1]["contents"][0]["content"], "新正文");

    app.delete(
        &format!("/api/v0/admin/course/{id}/section/{s1}/item/{video}"),
        Some(&t),
    )
    .await
    .ok();
    app.delete(&format!("/api/v0/admin/course/{id}/section/{s2}"), Some(&t))
        .await
        .ok();
    let detail = app
        .get(&format!("/api/v0/admin/course/{id}"), Some(&t))
        .await;
    assert_eq!(detail.ok()["sections"].as_array().unwrap().len(), 1);
    assert_eq!(
        detail.data()["sections"][0]["items"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[tokio::test]
async fn the_course_list_shows_each_learner_their_own_status() {
    let app = spawn_app().await;
    let t = app.account("teacherA", "teacher").await;
    let (id, ..) = course_with_lessons(&app, &t, false).await;
    app.post(
        "/api/v0/admin/course",
        Some(&t),
        json!({"name": "Python爬虫", "category": "计算机", "publicCourse": true}),
    )
    .await
    .ok();
    let a = app.learner("learner01", "13912345678").await;
    let b = app.learner("learner02", "13912345679").await;
    app.enrol(&a, id, 4).await;
    app.enrol(&b, id, 2).await;

    let status_of = |reply: &common::Reply| {
        reply.data()["courses"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["id"] == id)
            .unwrap()["status"]
            .clone()
    };
    assert_eq!(status_of(&app.get("/api/v0/course", Some(&a)).await), 4);
    assert_eq!(status_of(&app.get("/api/v0/course", Some(&b)).await), 2);
    assert_eq!(
        status_of(&app.get("/api/v0/course", None).await),
        Value::Null
    );
    let guest = app.guest().await;
    assert_eq!(
        status_of(&app.get("/api/v0/course", Some(&guest)).await),
        Value::Null
    );

    let found = app.get("/api/v0/course?search=Java", Some(&a)).await;
    assert_eq!(found.ok()["totalCount"], 1);
    assert_eq!(found.data()["courses"][0]["teacherName"], "teacherA");
    assert_eq!(found.data()["courses"][0]["fee"], 128000);
    assert_eq!(
        app.get("/api/v0/course?search=不存在", None).await.ok()["courses"],
        json!([])
    );
    assert_eq!(
        app.get("/api/v0/course?publicCourse=true", None).await.ok()["totalCount"],
        1
    );
    let categories = app.get("/api/v0/course/categories", None).await;
    assert_eq!(
        categories.ok()["categories"],
        json!([{"name": "计算机", "count": 2}])
    );
    assert_eq!(
        app.get(&format!("/api/v0/course/{id}"), Some(&a))
            .await
            .ok()["status"],
        4
    );
}

#[tokio::test]
async fn only_learners_who_may_study_open_the_lessons() {
    let app = spawn_app().await;
    let t = app.account("teacherA", "teacher").await;
    let (id, sid, _, _) = course_with_lessons(&app, &t, false).await;
    let (trial, ..) = course_with_lessons(&app, &t, true).await;
    let learner = app.learner("learner01", "13912345678").await;
    let outline = format!("/api/v0/course/{id}/section");
    app.get(&outline, None).await.fails(401, "请先登录");
    app.get(&outline, Some(&learner))
        .await
        .fails(403, "请先报名并完成缴费后再学习");
    app.get(&format!("{outline}/{sid}/item"), Some(&learner))
        .await
        .fails(403, "请先报名并完成缴费后再学习");
    for status in [1, 2, 3] {
        app.enrol(&learner, id, status).await;
        app.get(&outline, Some(&learner))
            .await
            .fails(403, "请先报名并完成缴费后再学习");
    }
    app.enrol(&learner, id, 4).await;
    let sections = app.get(&outline, Some(&learner)).await;
    assert_eq!(sections.ok()["sections"][0]["items"][0]["type"], "TEXT");
    assert_eq!(
        sections.data()["sections"][0]["items"][1]["contents"][0],
        json!({"type": "VIDEO", "content": "/files/abc"})
    );
    app.get(&outline, Some(&t)).await.ok();
    // A trial course is open to anyone, guests included.
    app.get(&format!("/api/v0/course/{trial}/section"), None)
        .await
        .ok();
    let guest = app.guest().await;
    app.get(&format!("/api/v0/course/{trial}/section"), Some(&guest))
        .await
        .ok();
}

/// Moves the stored clock of every progress row back by `secs`, as if that time had passed.
async fn let_time_pass(app: &TestApp, secs: i64) {
    use sea_orm::EntityTrait;
    use sea_orm::sea_query::ExprTrait;
    use skillcert::db::entity::progress;
    progress::Entity::update_many()
        .col_expr(
            progress::Column::UpdatedAt,
            sea_orm::sea_query::Expr::col(progress::Column::UpdatedAt).sub(secs * 1000),
        )
        .exec(&app.db)
        .await
        .unwrap();
}

#[tokio::test]
async fn video_progress_cannot_run_ahead_of_the_clock_and_completes_at_90_percent() {
    let app = spawn_app().await;
    let t = app.account("teacherA", "teacher").await;
    let (id, sid, _, video) = course_with_lessons(&app, &t, false).await;
    let learner = app.learner("learner01", "13912345678").await;
    let path = format!("/api/v0/course/{id}/section/{sid}/item/{video}/progress");
    app.get(&path, Some(&learner))
        .await
        .fails(403, "请先报名并完成缴费后再学习");
    app.enrol(&learner, id, 4).await;
    let start = app.get(&path, Some(&learner)).await;
    assert_eq!(start.ok()["progress"], 0);

    app.put(
        &path,
        Some(&learner),
        json!({"currentTime": 80.0, "furthest": 80.0}),
    )
    .await
    .fails(422, "学习进度异常：超出实际观看时长");
    app.put(&path, Some(&learner), json!({"currentTime": -1.0}))
        .await
        .fails(400, "保存进度参数有误");
    let saved = app
        .put(
            &path,
            Some(&learner),
            json!({"currentTime": 5.0, "furthest": 5.0, "progress": 5}),
        )
        .await;
    assert_eq!(saved.ok()["progress"], 5);
    assert_eq!(saved.data()["completed"], false);

    let_time_pass(&app, 40).await;
    let saved = app
        .put(
            &path,
            Some(&learner),
            json!({"currentTime": 45.0, "furthest": 45.0}),
        )
        .await;
    assert_eq!(saved.ok()["progress"], 45);
    let_time_pass(&app, 50).await;
    let saved = app
        .put(
            &path,
            Some(&learner),
            json!({"currentTime": 91.0, "furthest": 91.0}),
        )
        .await;
    assert_eq!(saved.ok()["completed"], true);
    assert_eq!(saved.data()["progress"], 100);
    // Going back does not undo it; the outline shows it from another session too.
    app.put(
        &path,
        Some(&learner),
        json!({"currentTime": 10.0, "furthest": 10.0}),
    )
    .await
    .ok();
    let other = app.login("learner01", "abcde12345").await.ok()["token"]
        .as_str()
        .unwrap()
        .to_string();
    let outline = app
        .get(&format!("/api/v0/course/{id}/section"), Some(&other))
        .await;
    let item = &outline.ok()["sections"][0]["items"][1];
    assert_eq!(
        (
            item["completed"].clone(),
            item["progress"].clone(),
            item["position"].clone()
        ),
        (json!(true), json!(100), json!(10.0))
    );

    let guest = app.guest().await;
    app.put(&path, Some(&guest), json!({"currentTime": 1.0}))
        .await
        .fails(403, "游客无权执行此操作，请先注册登录");
}

#[tokio::test]
async fn text_lessons_complete_when_saved_and_notes_are_kept_per_learner() {
    let app = spawn_app().await;
    let t = app.account("teacherA", "teacher").await;
    let (id, sid, text, _) = course_with_lessons(&app, &t, false).await;
    let a = app.learner("learner01", "13912345678").await;
    let b = app.learner("learner02", "13912345679").await;
    app.enrol(&a, id, 4).await;
    app.enrol(&b, id, 4).await;
    let progress = format!("/api/v0/course/{id}/section/{sid}/item/{text}/progress");
    let saved = app
        .put(
            &progress,
            Some(&a),
            json!({"progress": 100, "completed": true}),
        )
        .await;
    assert_eq!(saved.ok()["completed"], true);

    let note = format!("/api/v0/course/{id}/section/{sid}/item/{text}/note");
    assert_eq!(app.get(&note, Some(&a)).await.ok()["content"], "");
    app.put(&note, Some(&a), json!({"content": "Servlet 生命周期"}))
        .await
        .ok();
    assert_eq!(
        app.get(&note, Some(&a)).await.ok()["content"],
        "Servlet 生命周期"
    );
    assert_eq!(
        app.get(&note, Some(&b)).await.ok()["content"],
        "",
        "notes are private"
    );
    app.put(&note, Some(&a), json!({"content": ""})).await.ok();
    assert_eq!(app.get(&note, Some(&a)).await.ok()["content"], "");
    app.put(
        &format!("/api/v0/course/{id}/section/{sid}/item/999999/note"),
        Some(&a),
        json!({"content": "x"}),
    )
    .await
    .fails(404, "笔记保存失败，当前章节不存在");
    app.put(&note, Some(&a), json!({"content": "字".repeat(20_001)}))
        .await
        .fails(400, "笔记不能超过20000个字符");
}

#[tokio::test]
async fn deleting_an_account_removes_its_learning_records() {
    use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
    use skillcert::db::entity::{enrolment, exam_record, message_recipient, note, progress};
    let app = spawn_app().await;
    let t = app.account("teacherA", "teacher").await;
    let admin = app.staff("admin").await;
    let (id, sid, text, _) = course_with_lessons(&app, &t, false).await;
    let learner = app.learner("learner01", "13912345678").await;
    let uid = app.user_id(&learner).await;
    app.enrol(&learner, id, 4).await;
    let item = format!("/api/v0/course/{id}/section/{sid}/item/{text}");
    app.put(
        &format!("{item}/progress"),
        Some(&learner),
        json!({"progress": 100, "completed": true}),
    )
    .await
    .ok();
    app.put(
        &format!("{item}/note"),
        Some(&learner),
        json!({"content": "笔记"}),
    )
    .await
    .ok();
    let q = app
        .post(
            "/api/v0/admin/question",
            Some(&t),
            json!({"type": "JUDGE", "content": "对吗？", "answer": true}),
        )
        .await
        .ok()["id"]
        .as_i64()
        .unwrap();
    let now = skillcert::db::now_ms();
    let exam = app
        .post("/api/v0/admin/exam", Some(&t), json!({"title": "测验", "startedAt": now - 1000, "expiredAt": now + 3_600_000, "items": [{"questionId": q}]}))
        .await
        .ok()["exam"]["id"]
        .as_i64()
        .unwrap();
    app.post(
        &format!("/api/v0/exam/{exam}/start"),
        Some(&learner),
        json!({}),
    )
    .await
    .ok();
    app.post(
        &format!("/api/v0/exam/{exam}/submit"),
        Some(&learner),
        json!({"answers": {}}),
    )
    .await
    .ok();
    app.post(
        "/api/v0/admin/notification",
        Some(&admin),
        json!({"type": "system", "title": "通知", "content": "内容"}),
    )
    .await
    .ok();

    app.delete(&format!("/api/v0/user/{uid}"), Some(&learner))
        .await
        .ok();
    let db = &app.db;
    assert_eq!(
        enrolment::Entity::find()
            .filter(enrolment::Column::UserId.eq(uid))
            .count(db)
            .await
            .unwrap(),
        0
    );
    assert_eq!(
        progress::Entity::find()
            .filter(progress::Column::UserId.eq(uid))
            .count(db)
            .await
            .unwrap(),
        0
    );
    assert_eq!(
        note::Entity::find()
            .filter(note::Column::UserId.eq(uid))
            .count(db)
            .await
            .unwrap(),
        0
    );
    assert_eq!(
        exam_record::Entity::find()
            .filter(exam_record::Column::UserId.eq(uid))
            .count(db)
            .await
            .unwrap(),
        0
    );
    assert_eq!(
        message_recipient::Entity::find()
            .filter(message_recipient::Column::UserId.eq(uid))
            .count(db)
            .await
            .unwrap(),
        0
    );
}
