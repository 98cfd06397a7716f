//! The input rules every request meets: control characters refused in every JSON string and
//! query parameter, stored texts checked against their columns' lengths, before anything is stored.

use crate::common::{TestApp, spawn_app};
use reqwest::Method;
use sea_orm::{EntityTrait, PaginatorTrait};
use serde_json::{Value, json};
use skillcert::db::entity::{
    course, exam, exam_record, item, message, note, question, section, throttle, user,
};

const CONTROL: &str = "不能包含控制字符";

/// Rows in every table a refused request could have written.
async fn stored(app: &TestApp) -> Vec<u64> {
    let db = &app.db;
    vec![
        user::Entity::find().count(db).await.unwrap(),
        throttle::Entity::find().count(db).await.unwrap(),
        course::Entity::find().count(db).await.unwrap(),
        section::Entity::find().count(db).await.unwrap(),
        item::Entity::find().count(db).await.unwrap(),
        note::Entity::find().count(db).await.unwrap(),
        question::Entity::find().count(db).await.unwrap(),
        exam::Entity::find().count(db).await.unwrap(),
        message::Entity::find().count(db).await.unwrap(),
    ]
}

/// Every record's answers and every profile: what an update (rather than an insert) would change.
async fn updated(app: &TestApp) -> Value {
    let db = &app.db;
    let users: Vec<Value> = user::Entity::find()
        .all(db)
        .await
        .unwrap()
        .into_iter()
        .map(|u| json!([u.username, u.name, u.gender, u.work_unit, u.address]))
        .collect();
    let records: Vec<String> = exam_record::Entity::find()
        .all(db)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.answers)
        .collect();
    let courses: Vec<String> = course::Entity::find()
        .all(db)
        .await
        .unwrap()
        .into_iter()
        .map(|c| c.name)
        .collect();
    json!({ "users": users, "records": records, "courses": courses })
}

/// One refused request: who sends what where, and the field the answer must name.
struct Case {
    what: &'static str,
    method: Method,
    path: String,
    token: Option<String>,
    body: Option<Value>,
    field: &'static str,
    message: String,
}

fn case(
    what: &'static str,
    method: Method,
    path: impl Into<String>,
    token: Option<&String>,
    body: Option<Value>,
    field: &'static str,
) -> Case {
    Case {
        what,
        method,
        path: path.into(),
        token: token.cloned(),
        body,
        field,
        message: CONTROL.into(),
    }
}

fn too_long(mut c: Case, max: usize) -> Case {
    c.message = format!("不能超过{max}个字符");
    c
}

#[tokio::test]
async fn control_characters_and_over_long_texts_are_refused_before_anything_is_stored() {
    use Method as M;
    let app = spawn_app().await;
    let admin = app.account("admin1", "admin").await;
    let sitting = app.exam_sitting().await;
    let (teacher, learner) = (&sitting.teacher, &sitting.learner);
    let lessons = app.course_with_lessons(teacher, true).await;
    let (course, sid, text) = (lessons.id, lessons.section, lessons.text);
    let lesson = format!("/api/v0/course/{course}/section/{sid}/item/{}", text.item);
    let choice = sitting.bank.choice;
    let nul = "a\u{0}b";
    let long_subject = "科".repeat(65);
    let question = |changes: Value| {
        let mut q = json!({"type": "SHORT", "content": "简述", "answer": "要点"});
        q.as_object_mut()
            .unwrap()
            .extend(changes.as_object().unwrap().clone());
        Some(q)
    };
    let exam_body = |changes: Value| {
        let mut e = json!({"title": "期中", "items": [{"questionId": choice}]});
        e.as_object_mut()
            .unwrap()
            .extend(changes.as_object().unwrap().clone());
        Some(e)
    };
    let items = format!("/api/v0/admin/course/{course}/section/{sid}/item");
    let cases = vec![
        case(
            "login",
            M::POST,
            "/api/v0/user/login",
            None,
            Some(json!({"username": nul, "password": "abcde12345"})),
            "username",
        ),
        case(
            "login password",
            M::POST,
            "/api/v0/user/login",
            None,
            Some(json!({"username": "learner01", "password": "abcde\u{0}12345"})),
            "password",
        ),
        case(
            "register",
            M::POST,
            "/api/v0/user/register",
            None,
            Some(
                json!({"username": "ab\u{0}c", "phone": "13911112222", "email": "x@y.cn", "password": "abcde12345"}),
            ),
            "username",
        ),
        case(
            "register DEL",
            M::POST,
            "/api/v0/user/register",
            None,
            Some(
                json!({"username": "abc\u{7f}", "phone": "13911112222", "email": "x@y.cn", "password": "abcde12345"}),
            ),
            "username",
        ),
        case(
            "phone login",
            M::POST,
            "/api/v0/user/login/phone",
            None,
            Some(json!({"phone": "13912345678", "code": "12\u{0}456"})),
            "code",
        ),
        case(
            "profile",
            M::PUT,
            "/api/v0/user",
            Some(learner),
            Some(json!({"address": nul})),
            "address",
        ),
        case(
            "profile name",
            M::PUT,
            "/api/v0/user",
            Some(learner),
            Some(json!({"name": "张\u{1b}三"})),
            "name",
        ),
        case(
            "password",
            M::POST,
            "/api/v0/user/password",
            Some(learner),
            Some(json!({"oldPassword": "abcde12345", "newPassword": "abcde\u{0}123456"})),
            "newPassword",
        ),
        case(
            "course",
            M::POST,
            "/api/v0/admin/course",
            Some(teacher),
            Some(json!({"name": nul, "category": "计算机"})),
            "name",
        ),
        case(
            "course update",
            M::PUT,
            format!("/api/v0/admin/course/{course}"),
            Some(teacher),
            Some(json!({"name": "新名", "category": "计\u{0}算机"})),
            "category",
        ),
        case(
            "section",
            M::POST,
            format!("/api/v0/admin/course/{course}/section"),
            Some(teacher),
            Some(json!({"title": nul})),
            "title",
        ),
        case(
            "lesson",
            M::POST,
            items.clone(),
            Some(teacher),
            Some(json!({"title": "1.3", "type": "TEXT", "content": nul})),
            "content",
        ),
        case(
            "lesson update",
            M::PUT,
            format!("{items}/{}", text.item),
            Some(teacher),
            Some(json!({"title": nul, "type": "TEXT", "content": "正文"})),
            "title",
        ),
        case(
            "question",
            M::POST,
            "/api/v0/admin/question",
            Some(teacher),
            question(json!({"content": nul})),
            "content",
        ),
        case(
            "question option",
            M::POST,
            "/api/v0/admin/question",
            Some(teacher),
            Some(
                json!({"type": "CHOICE", "content": "选", "metadata": {"options": {"A": nul, "B": "b"}}, "answer": ["A"]}),
            ),
            "metadata",
        ),
        case(
            "question update",
            M::PUT,
            format!("/api/v0/admin/question/{choice}"),
            Some(teacher),
            question(json!({"explanation": nul})),
            "explanation",
        ),
        case(
            "exam",
            M::POST,
            "/api/v0/admin/exam",
            Some(teacher),
            exam_body(json!({"title": nul})),
            "title",
        ),
        case(
            "exam update",
            M::POST,
            format!("/api/v0/admin/exam/{}", sitting.exam),
            Some(teacher),
            exam_body(json!({"description": nul})),
            "description",
        ),
        case(
            "answers",
            M::PUT,
            format!("/api/v0/exam/{}/answers", sitting.exam),
            Some(learner),
            Some(json!({"answers": {choice.to_string(): {"text": nul}}})),
            "answers",
        ),
        case(
            "note",
            M::PUT,
            format!("{lesson}/note"),
            Some(learner),
            Some(json!({"content": nul})),
            "content",
        ),
        case(
            "notification",
            M::POST,
            "/api/v0/admin/notification",
            Some(&admin),
            Some(json!({"type": "system", "title": "通知", "content": nul})),
            "content",
        ),
        case(
            "notification details",
            M::POST,
            "/api/v0/admin/notification",
            Some(&admin),
            Some(
                json!({"type": "certificate", "title": "领证", "content": "请领取", "details": {"certificateName": nul}}),
            ),
            "details",
        ),
        case(
            "query",
            M::GET,
            "/api/v0/admin/question?search=a%00b",
            Some(teacher),
            None,
            "search",
        ),
        case(
            "query subject",
            M::GET,
            "/api/v0/exam/record?subject=%7F",
            Some(learner),
            None,
            "subject",
        ),
        too_long(
            case(
                "question subject",
                M::POST,
                "/api/v0/admin/question",
                Some(teacher),
                question(json!({"subject": long_subject})),
                "subject",
            ),
            64,
        ),
        too_long(
            case(
                "exam subject",
                M::POST,
                "/api/v0/admin/exam",
                Some(teacher),
                exam_body(json!({"subject": long_subject})),
                "subject",
            ),
            64,
        ),
        too_long(
            case(
                "address",
                M::PUT,
                "/api/v0/user",
                Some(learner),
                Some(json!({"address": "路".repeat(201)})),
                "address",
            ),
            200,
        ),
        too_long(
            case(
                "work unit",
                M::PUT,
                "/api/v0/user",
                Some(learner),
                Some(json!({"workUnit": "司".repeat(101)})),
                "workUnit",
            ),
            100,
        ),
        too_long(
            case(
                "login name",
                M::POST,
                "/api/v0/user/login",
                None,
                Some(json!({"username": "a".repeat(255), "password": "abcde12345"})),
                "username",
            ),
            254,
        ),
        too_long(
            case(
                "cover",
                M::POST,
                "/api/v0/admin/course",
                Some(teacher),
                Some(
                    json!({"name": "课", "category": "计算机", "cover": format!("/files/{}", "a".repeat(500))}),
                ),
                "cover",
            ),
            500,
        ),
        too_long(
            case(
                "option",
                M::POST,
                "/api/v0/admin/question",
                Some(teacher),
                Some(
                    json!({"type": "CHOICE", "content": "选", "metadata": {"options": {"A": "长".repeat(1001), "B": "b"}}, "answer": ["A"]}),
                ),
                "options",
            ),
            1000,
        ),
        too_long(
            case(
                "detail",
                M::POST,
                "/api/v0/admin/notification",
                Some(&admin),
                Some(
                    json!({"type": "certificate", "title": "领证", "content": "请领取", "details": {"certificateName": "证".repeat(201), "issuingAuthority": "a", "pickupLocation": "b", "pickupTime": "c", "requiredMaterials": "d"}}),
                ),
                "details",
            ),
            200,
        ),
        Case {
            message: "性别选项无效".into(),
            ..case(
                "gender",
                M::PUT,
                "/api/v0/user",
                Some(learner),
                Some(json!({"gender": "男".repeat(1000)})),
                "gender",
            )
        },
        Case {
            message: "课程分类不能超过32个字符".into(),
            ..case(
                "category",
                M::POST,
                "/api/v0/admin/course",
                Some(teacher),
                Some(json!({"name": "课", "category": "类".repeat(65)})),
                "category",
            )
        },
    ];

    for c in cases {
        let (rows, state) = (stored(&app).await, updated(&app).await);
        let reply = app
            .call(c.method, &c.path, c.token.as_deref(), c.body)
            .await;
        assert_eq!(reply.status.as_u16(), 400, "{}: {}", c.what, reply.body);
        assert_eq!(
            reply.field(c.field),
            c.message,
            "{}: {}",
            c.what,
            reply.body
        );
        assert_eq!(reply.message(), c.message, "{}", c.what);
        assert_eq!(stored(&app).await, rows, "{}: something was stored", c.what);
        assert_eq!(updated(&app).await, state, "{}: something changed", c.what);
    }

    // Tab, line feed and carriage return are text; the values at their limits are stored.
    app.update_profile(
        learner,
        json!({"address": format!("{}\t", "路".repeat(200)), "workUnit": "司".repeat(100), "gender": "女"}),
    )
    .await
    .ok();
    app.save_note(learner, text, "第一行\r\n\t第二行")
        .await
        .ok();
    let q = app
        .create_question(
            teacher,
            json!({"type": "SHORT", "content": "简述", "answer": "要点", "subject": "科".repeat(64)}),
        )
        .await;
    assert_eq!(q.ok()["subject"], "科".repeat(64));
    // A long login name that is nobody's fails like any other, and its throttle key fits.
    app.login(&"a".repeat(254), "abcde12345")
        .await
        .fails(401, "用户名或密码错误");
}

#[tokio::test]
async fn every_list_takes_one_page_rule_and_refuses_a_page_beyond_any_list() {
    let app = spawn_app().await;
    let admin = app.account("admin1", "admin").await;
    let learner = app.learner("learner01", "13900000001").await;
    let guest = app.guest().await;
    let lists = [
        ("/api/v0/course", &guest),
        ("/api/v0/exam", &guest),
        ("/api/v0/announcement", &guest),
        ("/api/v0/notice", &guest),
        ("/api/v0/exam/record", &learner),
        ("/api/v0/admin/course", &admin),
        ("/api/v0/admin/question", &admin),
        ("/api/v0/admin/exam", &admin),
        ("/api/v0/admin/exam/record", &admin),
        ("/api/v0/admin/notification", &admin),
    ];
    // Paths, not typed calls: the same malformed queries go to every list.
    for (path, token) in lists {
        for page in [
            "18446744073709551615",
            "9223372036854775807",
            "92233720368547758",
        ] {
            let reply = app
                .get(&format!("{path}?page={page}&size=100"), Some(token))
                .await;
            reply.fails(400, "页码超出范围");
            assert_eq!(reply.field("page"), "页码超出范围", "{path}");
            assert_eq!(reply.body["error"], "PAGE_INVALID", "{path}");
        }
        for query in [
            "page=-1",
            "page=abc",
            "size=1e9",
            "page=99999999999999999999999",
        ] {
            app.get(&format!("{path}?{query}"), Some(token))
                .await
                .fails(400, "请求参数格式错误");
        }
        // The last page that fits, a size clamped to the list's maximum, and the empty case.
        let far = app
            .get(
                &format!("{path}?page=92233720368547757&size=100"),
                Some(token),
            )
            .await;
        assert_eq!(far.status.as_u16(), 200, "{path}: {}", far.body);
        let clamped = app.get(&format!("{path}?size=0"), Some(token)).await;
        assert_eq!(clamped.status.as_u16(), 200, "{path}: {}", clamped.body);
    }
}

#[tokio::test]
async fn a_body_over_the_limit_is_413_with_the_envelope_and_changes_nothing() {
    let app = spawn_app().await;
    let learner = app.learner("learner01", "13900000001").await;
    let before = updated(&app).await;
    let reply = app
        .update_profile(&learner, json!({"address": "路".repeat(3 * 1024 * 1024)}))
        .await;
    reply.fails(413, "请求数据过大");
    assert_eq!(reply.body["error"], "BODY_TOO_LARGE");
    assert_eq!(updated(&app).await, before);
}
