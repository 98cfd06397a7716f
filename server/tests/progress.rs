//! Learning progress and the course center on the real server: the table's figures and filters,
//! one learner's lessons, the .xlsx export, messages to a course's learners (also in a burst of
//! 50), the course center's counts and sorting, and who may see which course.

use std::io::Read;

use crate::common::{CourseWithLessons, TestApp, spawn_app};
use futures_util::future::join_all;
use serde_json::{Value, json};

struct Scene {
    admin: String,
    teacher: String,
    other_teacher: String,
    course: CourseWithLessons,
    other_course: i64,
    studying: String,
    pending: String,
}

/// teacherA's course with a text and a video lesson: learner01 enrolled and studying (the text
/// done, 5 s of the video reached, 30 s credited by the study ledger), learner02 pending review;
/// teacherB's course with learner01 enrolled.
async fn scene(app: &TestApp) -> Scene {
    let admin = app.staff("admin").await;
    let teacher = app.account("teacherA", "teacher").await;
    let other_teacher = app.account("teacherB", "teacher").await;
    let course = app.course_with_lessons(&teacher, false).await;
    let other_course = app.empty_course(&other_teacher).await;
    let studying = app.learner("learner01", "13900000001").await;
    let pending = app.learner("learner02", "13900000002").await;
    app.enrol(&studying, course.id, 4).await;
    app.enrol(&pending, course.id, 1).await;
    app.enrol(&studying, other_course, 4).await;
    app.save_progress(
        &studying,
        course.text,
        json!({"completed": true, "progress": 100}),
    )
    .await
    .ok();
    app.save_progress(
        &studying,
        course.video,
        json!({"currentTime": 5.0, "furthest": 5.0, "progress": 5}),
    )
    .await
    .ok();
    // Time studied is what the study ledger credited: half a minute of the video.
    let session = app.open_study(&studying, course.id).await.ok()["session"]["id"]
        .as_i64()
        .unwrap();
    app.advance_clock(std::time::Duration::from_secs(30));
    let beat = json!({"seq": 1, "itemId": course.video.item, "playing": true, "visible": true,
                      "focused": true, "rate": 1.0});
    app.beat(&studying, session, beat).await.ok();
    Scene {
        admin,
        teacher,
        other_teacher,
        course,
        other_course,
        studying,
        pending,
    }
}

async fn table(app: &TestApp, who: &str, query: &str) -> Value {
    app.progress_table(who, query).await.ok().clone()
}

fn row<'a>(data: &'a Value, username: &str, course: i64) -> &'a Value {
    data["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["username"] == username && r["courseId"] == course)
        .unwrap_or_else(|| panic!("{username} in {course}: {data}"))
}

#[tokio::test]
async fn the_table_shows_each_learners_progress_and_filters_it() {
    let app = spawn_app().await;
    let s = scene(&app).await;
    let course = s.course.id;
    let all = table(&app, &s.admin, "").await;
    assert_eq!(all["totalCount"], 3);
    let studying = row(&all, "learner01", course);
    assert_eq!(studying["status"], 4);
    assert_eq!(studying["itemsDone"], 1);
    assert_eq!(studying["itemsTotal"], 2);
    assert_eq!(studying["percent"], 50);
    assert_eq!(studying["secondsStudied"], 30);
    assert!(studying["lastStudiedAt"].as_i64().unwrap() > 0);
    assert_eq!(studying["examScore"], Value::Null);
    assert_eq!(studying["examCompleted"], false);
    let pending = row(&all, "learner02", course);
    assert_eq!(pending["percent"], 0);
    assert_eq!(pending["lastStudiedAt"], Value::Null);
    // No private data of the learner.
    let keys: Vec<&String> = studying.as_object().unwrap().keys().collect();
    for private in ["phone", "idCard", "email"] {
        assert!(!keys.iter().any(|k| *k == private), "{keys:?}");
    }

    // Filters: course, status, text (username, any case), page size.
    let of_course = table(&app, &s.admin, &format!("courseId={course}")).await;
    assert_eq!(of_course["totalCount"], 2);
    let enrolled = table(&app, &s.admin, &format!("courseId={course}&status=4")).await;
    assert_eq!(enrolled["totalCount"], 1);
    let text = table(&app, &s.admin, "q=LEARNER02").await;
    assert_eq!(text["totalCount"], 1);
    assert_eq!(text["rows"][0]["username"], "learner02");
    let paged = table(&app, &s.admin, "size=1&page=1").await;
    assert_eq!(paged["rows"].as_array().unwrap().len(), 1);
    assert_eq!(paged["totalCount"], 3);
    app.progress_table(&s.admin, "status=9")
        .await
        .fails(400, "报名状态只能是 1–4");

    // A teacher sees their own courses only.
    let own = table(&app, &s.teacher, "").await;
    assert_eq!(own["totalCount"], 2);
    let theirs = table(&app, &s.other_teacher, "").await;
    assert_eq!(theirs["totalCount"], 1);
    assert_eq!(theirs["rows"][0]["courseId"], s.other_course);
    app.progress_table(&s.other_teacher, &format!("courseId={course}"))
        .await
        .fails(403, "只能查看自己课程的学员");
    let courses = app.progress_courses(&s.teacher).await;
    let courses = courses.ok()["courses"].as_array().unwrap().clone();
    assert_eq!(courses.len(), 1);
    assert_eq!(courses[0]["learners"], 2);
}

#[tokio::test]
async fn one_learners_lessons_show_lesson_by_lesson() {
    let app = spawn_app().await;
    let s = scene(&app).await;
    let uid = app.user_id(&s.studying).await;
    let detail = app.learner_progress(&s.teacher, s.course.id, uid).await;
    let data = detail.ok();
    assert_eq!(data["learner"]["username"], "learner01");
    assert_eq!(data["summary"]["percent"], 50);
    let items = data["sections"][0]["items"].as_array().unwrap();
    assert_eq!(data["sections"][0]["title"], "第一章");
    assert_eq!(items.len(), 2);
    assert_eq!(items[0]["title"], "1.1 要点");
    assert_eq!(items[0]["completed"], true);
    assert_eq!(items[1]["type"], "VIDEO");
    assert_eq!(items[1]["furthest"], 5.0);
    assert_eq!(items[1]["duration"], 100.0);
    assert_eq!(data["exams"], json!([]));

    app.learner_progress(&s.other_teacher, s.course.id, uid)
        .await
        .fails(403, "只能查看自己课程的学员");
    let outsider = app.learner("learner03", "13900000003").await;
    let uid = app.user_id(&outsider).await;
    app.learner_progress(&s.admin, s.course.id, uid)
        .await
        .fails(404, "该学员未报名此课程");
}

/// The text of every cell of an .xlsx's first sheet, through its shared strings.
fn sheet_texts(bytes: &[u8]) -> String {
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).expect("an xlsx");
    let mut text = String::new();
    for part in [
        "xl/sharedStrings.xml",
        "xl/worksheets/sheet1.xml",
        "xl/workbook.xml",
    ] {
        zip.by_name(part)
            .unwrap_or_else(|_| panic!("{part}"))
            .read_to_string(&mut text)
            .unwrap();
    }
    text
}

#[tokio::test]
async fn the_filtered_table_exports_as_an_excel_workbook() {
    let app = spawn_app().await;
    let s = scene(&app).await;
    let query = format!("courseId={}", s.course.id);
    let read = app.export_progress(&s.admin, &query).await;
    assert_eq!(read.status(), 200);
    assert_eq!(
        read.headers()["content-type"],
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    );
    let disposition = read.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(
        disposition
            .starts_with("attachment; filename*=UTF-8''%E5%AD%A6%E4%B9%A0%E8%BF%9B%E5%BA%A6-"),
        "{disposition}"
    );
    let text = sheet_texts(&read.bytes().await.unwrap());
    for expected in [
        "学习进度",
        "学员账号",
        "完成度",
        "learner01",
        "learner02",
        "JavaWeb应用开发",
        "已报名",
        "待审核",
        "50%",
    ] {
        assert!(text.contains(expected), "{expected}: {text}");
    }
    // The filter holds in the export too.
    let enrolled = app
        .export_progress(&s.admin, &format!("{query}&status=4"))
        .await;
    let text = sheet_texts(&enrolled.bytes().await.unwrap());
    assert!(text.contains("learner01") && !text.contains("learner02"));

    assert_eq!(
        app.export_progress(&s.other_teacher, &query).await.status(),
        403
    );
    assert_eq!(app.export_progress(&s.studying, &query).await.status(), 403);
    assert_eq!(
        app.export_progress(None::<&str>, &query).await.status(),
        401
    );
}

async fn inbox_titles(app: &TestApp, who: &str) -> Vec<String> {
    let inbox = app.announcements_where(who, "page=0&size=100").await;
    inbox.ok()["announcements"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["title"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn a_teacher_messages_one_or_all_learners_of_their_course() {
    let app = spawn_app().await;
    let s = scene(&app).await;
    let course = s.course.id;
    let send = |who: String, body: Value| {
        let app = &app;
        async move { app.message_learners(&who, body).await }
    };
    let all = send(
        s.teacher.clone(),
        json!({"courseId": course, "title": "开课提醒", "content": "本周六上午九点开课"}),
    )
    .await;
    assert_eq!(all.ok()["sent"], 2);
    let pending_id = app.user_id(&s.pending).await;
    let one = send(
        s.teacher.clone(),
        json!({"courseId": course, "userIds": [pending_id], "title": "材料提醒", "content": "请尽快补充材料"}),
    )
    .await;
    assert_eq!(one.ok()["sent"], 1);
    assert!(
        inbox_titles(&app, &s.studying)
            .await
            .contains(&"开课提醒".to_string())
    );
    let pending_inbox = inbox_titles(&app, &s.pending).await;
    assert!(pending_inbox.contains(&"开课提醒".to_string()));
    assert!(pending_inbox.contains(&"材料提醒".to_string()));
    assert!(
        !inbox_titles(&app, &s.studying)
            .await
            .contains(&"材料提醒".to_string())
    );

    // Bad input changes nothing.
    let outsider = app.learner("learner03", "13900000003").await;
    let outsider_id = app.user_id(&outsider).await;
    let refused = send(
        s.teacher.clone(),
        json!({"courseId": course, "userIds": [outsider_id], "title": "x", "content": "y"}),
    )
    .await;
    refused.fails(400, "只能给本课程的学员发消息");
    let empty = send(
        s.teacher.clone(),
        json!({"courseId": course, "title": " ", "content": ""}),
    )
    .await;
    assert_eq!(empty.status.as_u16(), 400);
    assert_eq!(empty.field("title"), "请输入标题（不超过 50 字）");
    assert_eq!(empty.field("content"), "请输入内容（不超过 2000 字）");
    assert_eq!(inbox_titles(&app, &outsider).await, Vec::<String>::new());
    send(
        s.other_teacher.clone(),
        json!({"courseId": course, "title": "x", "content": "y"}),
    )
    .await
    .fails(403, "只能查看自己课程的学员");
    assert_eq!(
        send(
            s.studying.clone(),
            json!({"courseId": course, "title": "x", "content": "y"})
        )
        .await
        .status
        .as_u16(),
        403
    );

    // A burst of 50 sends: each one lands once.
    let bodies: Vec<Value> = (0..50)
        .map(|n| json!({"courseId": course, "userIds": [pending_id], "title": format!("通知{n}"), "content": "内容"}))
        .collect();
    let replies = join_all(bodies.into_iter().map(|b| send(s.teacher.clone(), b))).await;
    assert!(
        replies.iter().all(|r| r.status == 200),
        "every send answered"
    );
    let titles = inbox_titles(&app, &s.pending).await;
    for n in 0..50 {
        assert_eq!(
            titles.iter().filter(|t| **t == format!("通知{n}")).count(),
            1
        );
    }
}

#[tokio::test]
async fn the_course_center_counts_learners_completion_rating_and_revenue() {
    let app = spawn_app().await;
    let s = scene(&app).await;
    // learner01 finishes the video too: the course's one enrolled learner completed it.
    app.advance_clock(std::time::Duration::from_secs(60));
    app.save_progress(
        &s.studying,
        s.course.video,
        json!({"currentTime": 95.0, "furthest": 95.0, "progress": 95}),
    )
    .await
    .ok();
    app.save_comment(
        &s.studying,
        s.course.id,
        json!({"rating": 4, "content": "好"}),
    )
    .await
    .ok();
    let center = app.course_center(&s.admin, "").await;
    let data = center.ok();
    assert_eq!(data["totalCount"], 2);
    assert_eq!(data["totals"]["courses"], 2);
    assert_eq!(data["totals"]["learners"], 3);
    assert_eq!(data["totals"]["revenue"], 0, "no confirmed payment yet");
    let ours = data["courses"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["id"] == s.course.id)
        .unwrap();
    assert_eq!(ours["teacherName"], "teacherA");
    assert_eq!(ours["fee"], 128000);
    assert_eq!(
        ours["learners"],
        json!({"pending": 1, "approved": 0, "rejected": 0, "enrolled": 1, "total": 2})
    );
    assert_eq!(ours["completionRate"], 100);
    assert_eq!(ours["averageProgress"], 100);
    assert_eq!(ours["rating"], 4.0);
    assert_eq!(ours["ratingCount"], 1);

    // Sorting by learners, both ways; a search; a teacher sees their own courses.
    let ids = |data: &Value| -> Vec<i64> {
        data["courses"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["id"].as_i64().unwrap())
            .collect()
    };
    let asc = app.course_center(&s.admin, "sort=learners&order=asc").await;
    assert_eq!(ids(asc.ok()), vec![s.other_course, s.course.id]);
    let desc = app.course_center(&s.admin, "sort=learners").await;
    assert_eq!(ids(desc.ok()), vec![s.course.id, s.other_course]);
    let found = app.course_center(&s.admin, "q=teachera").await;
    assert_eq!(ids(found.ok()), vec![s.course.id]);
    let own = app.course_center(&s.other_teacher, "").await;
    assert_eq!(ids(own.ok()), vec![s.other_course]);
    app.course_center(&s.admin, "order=up")
        .await
        .fails(400, "排序方向只能是 asc 或 desc");
    let bad_sort = app.course_center(&s.admin, "sort=price").await;
    assert_eq!(bad_sort.status.as_u16(), 400);
}

#[tokio::test]
async fn anonymous_and_wrong_role_callers_are_refused() {
    let app = spawn_app().await;
    let s = scene(&app).await;
    let reviewer = app.staff("reviewer").await;
    let finance = app.staff("finance").await;
    let uid = app.user_id(&s.studying).await;
    let message = json!({"courseId": s.course.id, "title": "x", "content": "y"});
    for who in [None, Some(&s.studying), Some(&reviewer), Some(&finance)] {
        let expected = if who.is_none() { 401 } else { 403 };
        let who = who.map(String::as_str);
        let replies = [
            ("table", app.progress_table(who, "").await),
            ("courses", app.progress_courses(who).await),
            ("learner", app.learner_progress(who, s.course.id, uid).await),
            ("message", app.message_learners(who, message.clone()).await),
            ("course center", app.course_center(who, "").await),
        ];
        for (call, reply) in replies {
            assert_eq!(reply.status.as_u16(), expected, "{call}");
        }
    }
}
