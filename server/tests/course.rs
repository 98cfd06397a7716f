//! Courses: authoring permissions, outlines, per-learner status, study access, progress, notes.

use crate::common;

use std::time::Duration;

use crate::common::{LEARNER_PASSWORD, Lesson, spawn_app};
use serde_json::{Value, json};

#[tokio::test]
async fn teachers_edit_only_their_own_courses_and_admins_all() {
    let app = spawn_app().await;
    let a = app.account("teacherA", "teacher").await;
    let b = app.account("teacherB", "teacher").await;
    let admin = app.account("admin1", "admin").await;
    let course = app.course_with_lessons(&a, false).await;
    let (id, sid) = (course.id, course.section);
    let body = json!({"name": "改名", "category": "计算机"});

    app.update_course(&b, id, body.clone())
        .await
        .fails(403, "只能编辑自己的课程");
    app.delete_course(&b, id)
        .await
        .fails(403, "只能编辑自己的课程");
    app.add_section(&b, id, "x")
        .await
        .fails(403, "只能编辑自己的课程");
    app.rename_section(&b, id, sid, "x")
        .await
        .fails(403, "只能编辑自己的课程");
    app.managed_course(&b, id)
        .await
        .fails(403, "只能编辑自己的课程");
    assert_eq!(app.managed_courses(&b).await.ok()["totalCount"], 0);
    assert_eq!(app.managed_courses(&a).await.ok()["totalCount"], 1);

    let learner = app.learner("learner01", "13912345678").await;
    let guest = app.guest().await;
    for token in [&learner, &guest] {
        app.update_course(token, id, body.clone())
            .await
            .fails(403, "无权访问");
        app.managed_courses(token).await.fails(403, "无权访问");
        app.create_course(token, body.clone())
            .await
            .fails(403, "无权访问");
    }
    app.update_course(None, id, body.clone())
        .await
        .fails(401, "请先登录");
    app.course_teachers(None).await.fails(401, "请先登录");

    let edited = app
        .update_course(
            &admin,
            id,
            json!({"name": "管理员改名", "category": "计算机", "teacherId": null}),
        )
        .await;
    assert_eq!(edited.ok()["name"], "管理员改名");
    assert!(edited.data()["teacherId"].is_null());
    assert_eq!(app.managed_courses(&admin).await.ok()["totalCount"], 1);
    let teachers = app.course_teachers(&admin).await;
    assert_eq!(teachers.ok()["teachers"].as_array().unwrap().len(), 2);
    app.delete_course(&admin, id).await.ok();
    app.course(None, id).await.fails(404, "课程不存在");
}

#[tokio::test]
async fn a_teachers_course_stays_theirs_and_bad_input_changes_nothing() {
    let app = spawn_app().await;
    let a = app.account("teacherA", "teacher").await;
    let a_id = app.user_id(&a).await;
    let reply = app
        .create_course(
            &a,
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
        .create_course(
            &a,
            json!({"name": "课程", "category": "计算机", "teacherId": other_id}),
        )
        .await;
    assert_eq!(
        created.ok()["teacherId"],
        a_id,
        "a teacher cannot give a course away"
    );
    assert_eq!(created.data()["teacherName"], "teacherA");

    let id = created.id();
    app.add_section(&a, id, " ")
        .await
        .fails(400, "请输入章节标题");
    let sid = app.add_section(&a, id, "第一章").await.id();
    for (item, refusal) in [
        (
            json!({"title": "t", "type": "TEXT", "content": " "}),
            "请输入课程内容",
        ),
        (
            json!({"title": "t", "type": "VIDEO", "content": "not a url"}),
            "请先上传文件",
        ),
        (
            json!({"title": "t", "type": "GAME", "content": "x"}),
            "课程内容类型无效",
        ),
        (json!({"type": "TEXT", "content": "x"}), "请输入小节标题"),
    ] {
        app.add_item(&a, id, sid, item).await.fails(400, refusal);
    }
    let detail = app.managed_course(&a, id).await;
    assert_eq!(detail.ok()["sections"][0]["items"], json!([]));
}

#[tokio::test]
async fn sections_and_items_are_added_renamed_reordered_and_deleted() {
    let app = spawn_app().await;
    let t = app.account("teacherA", "teacher").await;
    let course = app.course_with_lessons(&t, false).await;
    let (id, s1, text, video) = (course.id, course.section, course.text, course.video);
    let s2 = app.add_section(&t, id, "第二章").await.id();
    app.rename_section(&t, id, s1, "第一章 导学").await.ok();
    app.order_sections(&t, id, &[s2])
        .await
        .fails(400, "排序须包含本课程的全部章节");
    app.order_sections(&t, id, &[s2, s1]).await.ok();
    app.order_items(&t, id, s1, &[video.item, text.item])
        .await
        .ok();
    app.update_item(
        &t,
        text,
        json!({"title": "1.1 新标题", "type": "TEXT", "content": "新正文"}),
    )
    .await
    .ok();

    let detail = app.managed_course(&t, id).await;
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

    app.delete_item(&t, video).await.ok();
    app.delete_section(&t, id, s2).await.ok();
    let detail = app.managed_course(&t, id).await;
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
    let id = app.course_with_lessons(&t, false).await.id;
    app.create_course(
        &t,
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
    assert_eq!(status_of(&app.courses(&a).await), 4);
    assert_eq!(status_of(&app.courses(&b).await), 2);
    assert_eq!(status_of(&app.courses(None).await), Value::Null);
    let guest = app.guest().await;
    assert_eq!(status_of(&app.courses(&guest).await), Value::Null);

    let found = app.courses_where(&a, "search=Java").await;
    assert_eq!(found.ok()["totalCount"], 1);
    assert_eq!(found.data()["courses"][0]["teacherName"], "teacherA");
    assert_eq!(found.data()["courses"][0]["fee"], 128000);
    assert_eq!(
        app.courses_where(None::<&str>, "search=不存在").await.ok()["courses"],
        json!([])
    );
    assert_eq!(
        app.courses_where(None::<&str>, "publicCourse=true")
            .await
            .ok()["totalCount"],
        1
    );
    let categories = app.course_categories().await;
    assert_eq!(
        categories.ok()["categories"],
        json!([{"name": "计算机", "count": 2}])
    );
    assert_eq!(app.course(&a, id).await.ok()["status"], 4);
}

#[tokio::test]
async fn only_learners_who_may_study_open_the_lessons() {
    let app = spawn_app().await;
    let t = app.account("teacherA", "teacher").await;
    let course = app.course_with_lessons(&t, false).await;
    let id = course.id;
    let trial = app.course_with_lessons(&t, true).await.id;
    let learner = app.learner("learner01", "13912345678").await;
    app.outline(None, id).await.fails(401, "请先登录");
    app.outline(&learner, id)
        .await
        .fails(403, "请先报名并完成缴费后再学习");
    app.section_items(&learner, id, course.section)
        .await
        .fails(403, "请先报名并完成缴费后再学习");
    for status in [1, 2, 3] {
        app.enrol(&learner, id, status).await;
        app.outline(&learner, id)
            .await
            .fails(403, "请先报名并完成缴费后再学习");
    }
    app.enrol(&learner, id, 4).await;
    let sections = app.outline(&learner, id).await;
    assert_eq!(sections.ok()["sections"][0]["items"][0]["type"], "TEXT");
    assert_eq!(
        sections.data()["sections"][0]["items"][1]["contents"][0],
        json!({"type": "VIDEO", "content": "/files/abc"})
    );
    app.outline(&t, id).await.ok();
    // A trial course is open to anyone, guests included.
    app.outline(None, trial).await.ok();
    let guest = app.guest().await;
    app.outline(&guest, trial).await.ok();
}

#[tokio::test]
async fn video_progress_cannot_run_ahead_of_the_clock_and_completes_at_90_percent() {
    let app = spawn_app().await;
    let t = app.account("teacherA", "teacher").await;
    let course = app.course_with_lessons(&t, false).await;
    let video = course.video;
    let learner = app.learner("learner01", "13912345678").await;
    app.read_progress(&learner, video)
        .await
        .fails(403, "请先报名并完成缴费后再学习");
    app.enrol(&learner, course.id, 4).await;
    let start = app.read_progress(&learner, video).await;
    assert_eq!(start.ok()["progress"], 0);

    app.save_progress(
        &learner,
        video,
        json!({"currentTime": 80.0, "furthest": 80.0}),
    )
    .await
    .fails(422, "学习进度异常：超出实际观看时长");
    app.save_progress(&learner, video, json!({"currentTime": -1.0}))
        .await
        .fails(400, "保存进度参数有误");
    let saved = app
        .save_progress(
            &learner,
            video,
            json!({"currentTime": 5.0, "furthest": 5.0, "progress": 5}),
        )
        .await;
    assert_eq!(saved.ok()["progress"], 5);
    assert_eq!(saved.data()["completed"], false);

    app.advance_clock(Duration::from_secs(40));
    let saved = app
        .save_progress(
            &learner,
            video,
            json!({"currentTime": 45.0, "furthest": 45.0}),
        )
        .await;
    assert_eq!(saved.ok()["progress"], 45);
    app.advance_clock(Duration::from_secs(50));
    let saved = app
        .save_progress(
            &learner,
            video,
            json!({"currentTime": 91.0, "furthest": 91.0}),
        )
        .await;
    assert_eq!(saved.ok()["completed"], true);
    assert_eq!(saved.data()["progress"], 100);
    // Going back does not undo it; the outline shows it from another session too.
    app.save_progress(
        &learner,
        video,
        json!({"currentTime": 10.0, "furthest": 10.0}),
    )
    .await
    .ok();
    let other = app.session("learner01", LEARNER_PASSWORD).await;
    let outline = app.outline(&other, course.id).await;
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
    app.save_progress(&guest, video, json!({"currentTime": 1.0}))
        .await
        .fails(403, "游客无权执行此操作，请先注册登录");
}

#[tokio::test]
async fn text_lessons_complete_when_saved_and_notes_are_kept_per_learner() {
    let app = spawn_app().await;
    let t = app.account("teacherA", "teacher").await;
    let course = app.course_with_lessons(&t, false).await;
    let text = course.text;
    let a = app.learner("learner01", "13912345678").await;
    let b = app.learner("learner02", "13912345679").await;
    app.enrol(&a, course.id, 4).await;
    app.enrol(&b, course.id, 4).await;
    let saved = app
        .save_progress(&a, text, json!({"progress": 100, "completed": true}))
        .await;
    assert_eq!(saved.ok()["completed"], true);

    assert_eq!(app.read_note(&a, text).await.ok()["content"], "");
    app.save_note(&a, text, "Servlet 生命周期").await.ok();
    assert_eq!(
        app.read_note(&a, text).await.ok()["content"],
        "Servlet 生命周期"
    );
    assert_eq!(
        app.read_note(&b, text).await.ok()["content"],
        "",
        "notes are private"
    );
    app.save_note(&a, text, "").await.ok();
    assert_eq!(app.read_note(&a, text).await.ok()["content"], "");
    let missing = Lesson {
        item: 999999,
        ..text
    };
    app.save_note(&a, missing, "x")
        .await
        .fails(404, "笔记保存失败，当前章节不存在");
    app.save_note(&a, text, &"字".repeat(20_001))
        .await
        .fails(400, "笔记不能超过20000个字符");
}

#[tokio::test]
async fn deleting_an_account_removes_its_learning_records() {
    use skillcert::db::entity::{enrolment, exam_record, message_recipient, note, progress};
    let app = spawn_app().await;
    let t = app.account("teacherA", "teacher").await;
    let admin = app.staff("admin").await;
    let course = app.course_with_lessons(&t, false).await;
    let learner = app.learner("learner01", "13912345678").await;
    let uid = app.user_id(&learner).await;
    app.enrol(&learner, course.id, 4).await;
    app.save_progress(
        &learner,
        course.text,
        json!({"progress": 100, "completed": true}),
    )
    .await
    .ok();
    app.save_note(&learner, course.text, "笔记").await.ok();
    let bank = app.question_bank(&t).await;
    let exam = app.running_exam(&t, &bank, None).await;
    app.start_exam(&learner, exam).await.ok();
    app.submit(&learner, exam, json!({})).await.ok();
    app.send_notice(
        &admin,
        json!({"type": "system", "title": "通知", "content": "内容"}),
    )
    .await
    .ok();

    app.delete_account(&learner, uid).await.ok();
    assert_eq!(app.rows_where(enrolment::Column::UserId, uid).await, 0);
    assert_eq!(app.rows_where(progress::Column::UserId, uid).await, 0);
    assert_eq!(app.rows_where(note::Column::UserId, uid).await, 0);
    assert_eq!(app.rows_where(exam_record::Column::UserId, uid).await, 0);
    assert_eq!(
        app.rows_where(message_recipient::Column::UserId, uid).await,
        0
    );
}
