//! Classes, rosters, archives and learners imported in bulk (issue 31, items 3–5): a class of a
//! course filled from applications, by search and by import, read as one list with status,
//! hours, result and certificate; the roster's cells; the archive PDF and the class's .zip; an
//! import that commits all rows or none, its accounts' first login; who may do what.

use std::io::Cursor;

use crate::common::{TestApp, pdf_text, sheet_rows, spawn_app};
use futures_util::future::join_all;
use serde_json::{Value, json};

async fn course(app: &TestApp, teacher: &str) -> i64 {
    app.create_course(
        teacher,
        json!({"name": "低压电工作业", "category": "电工", "type": 0, "fee": 128000}),
    )
    .await
    .id()
}

fn class_body(course: i64, name: &str, capacity: i64, teacher: Option<i64>) -> Value {
    json!({"courseId": course, "name": name, "startsOn": "2026-12-01", "endsOn": "2026-12-20",
        "teacherId": teacher, "place": "天河区培训楼 301", "capacity": capacity})
}

#[tokio::test]
async fn a_class_is_opened_filled_and_read_as_one_list_with_each_learners_standing() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let teacher = app.account("teacherA", "teacher").await;
    let other_teacher = app.account("teacherB", "teacher").await;
    let course = course(&app, &teacher).await;
    let teacher_id = app.user_id(&teacher).await;

    // Wrong fields are named; a learner's own id is no teacher.
    let wrong = app
        .create_class(
            &admin,
            json!({"courseId": course, "name": "", "startsOn": "2026-12-20", "endsOn": "2026-12-01",
                "place": "", "capacity": 0}),
        )
        .await;
    wrong.fails(400, "请输入班级名称（不超过 50 字）");
    assert_eq!(wrong.field("endsOn"), "结束日期不能早于开班日期");
    assert_eq!(wrong.field("place"), "请输入培训地点（不超过 100 字）");
    assert_eq!(wrong.field("capacity"), "班级人数须为 1–1000");
    let (learner, application) = app
        .submitted_application(course, "learner01", "13900000001")
        .await;
    let learner_id = app.user_id(&learner).await;
    app.create_class(&admin, class_body(course, "一班", 2, Some(learner_id)))
        .await
        .fails(400, "请选择一位教师作为班主任");

    // Who may open one: class:manage only.
    for (who, status) in [
        (None, 401),
        (Some(learner.as_str()), 403),
        (Some(teacher.as_str()), 403),
    ] {
        let reply = app
            .create_class(who, class_body(course, "一班", 2, Some(teacher_id)))
            .await;
        assert_eq!(reply.status, status, "{who:?}");
    }
    let class = app
        .create_class(
            &admin,
            class_body(course, "2026年冬季一班", 2, Some(teacher_id)),
        )
        .await;
    let id = class.id();
    assert_eq!(class.ok()["courseName"], "低压电工作业");
    assert_eq!(class.ok()["members"], 0);

    // The course's applicant is a candidate; another learner is found by search.
    app.enrol(&learner, course, 4).await;
    let candidates = app.class_candidates(&admin, id, "").await;
    assert_eq!(candidates.ok()["learners"][0]["userId"], learner_id);
    assert_eq!(candidates.ok()["learners"][0]["status"], 4);
    let walk_in = app.learner("learner02", "13900000002").await;
    let walk_in_id = app.user_id(&walk_in).await;
    let found = app.class_candidates(&admin, id, "q=learner02").await;
    assert_eq!(found.ok()["learners"][0]["userId"], walk_in_id);
    assert_eq!(found.ok()["learners"][0]["phone"], "139****0002");

    // Staff accounts are not learners; the two learners join.
    app.add_to_class(
        &admin,
        id,
        json!({"userIds": [teacher_id], "source": "search"}),
    )
    .await
    .fails(400, "只能添加学员账号");
    app.add_to_class(&teacher, id, json!({"userIds": [learner_id]}))
        .await
        .fails(403, "无权访问");
    let added = app
        .add_to_class(
            &admin,
            id,
            json!({"userIds": [learner_id, walk_in_id], "source": "application"}),
        )
        .await;
    assert_eq!(added.ok()["added"], 2);
    // Again: nothing more; a third learner finds the class full; a second class of the course
    // cannot take a learner of the first.
    let again = app
        .add_to_class(&admin, id, json!({"userIds": [learner_id]}))
        .await;
    assert_eq!(again.ok()["added"], 0);
    let third = app.learner("learner03", "13900000003").await;
    let third_id = app.user_id(&third).await;
    app.add_to_class(&admin, id, json!({"userIds": [third_id]}))
        .await
        .fails(409, "班级人数已满（上限 2 人，还可添加 0 人）");
    let second = app
        .create_class(&admin, class_body(course, "2026年冬季二班", 30, None))
        .await
        .id();
    app.add_to_class(&admin, second, json!({"userIds": [learner_id]}))
        .await
        .fails(
            409,
            "以下学员已在本课程的其他班级中：张三丰（2026年冬季一班）",
        );
    app.update_class(
        &admin,
        id,
        class_body(course, "2026年冬季一班", 1, Some(teacher_id)),
    )
    .await
    .fails(400, "班级已有 2 名学员，人数上限不能少于此数");

    // One list: the administrator reads identities in full, the class's teacher masked, another
    // teacher not at all.
    let full = app.class(&admin, id).await;
    let members = full.ok()["members"].as_array().unwrap().clone();
    assert_eq!(members.len(), 2);
    let first = &members[0];
    assert_eq!(first["name"], "张三丰");
    assert_eq!(first["idCard"], "440101199005011234");
    assert_eq!(first["status"], 4);
    assert_eq!(first["applicationId"], application);
    assert_eq!(first["hours"], 0);
    assert_eq!(first["passed"], false);
    assert!(first["certificateNumber"].is_null());
    assert!(members[1]["status"].is_null());
    assert_eq!(full.ok()["fullIdentity"], true);
    let masked = app.class(&teacher, id).await;
    assert_eq!(masked.ok()["members"][0]["idCard"], "4401**********1234");
    assert_eq!(masked.ok()["fullIdentity"], false);
    app.class(&other_teacher, id)
        .await
        .fails(403, "只能查看自己任教的班级");
    let listed = app.classes(&other_teacher, "").await;
    assert_eq!(listed.ok()["totalCount"], 0);
    let listed = app.classes(&teacher, "").await;
    assert_eq!(listed.ok()["totalCount"], 1);
    assert_eq!(
        app.classes(&admin, &format!("courseId={course}"))
            .await
            .ok()["totalCount"],
        2
    );
    assert_eq!(app.classes(&learner, "").await.status, 403);

    // The roster's cells are the list's, in the authorities' columns.
    let rows = sheet_rows(app.class_roster(&admin, id).await).await;
    assert_eq!(
        rows[0],
        [
            "序号",
            "姓名",
            "性别",
            "身份证号",
            "手机号",
            "学历",
            "工作单位",
            "学时",
            "考试成绩",
            "是否合格",
            "证书编号"
        ]
    );
    assert_eq!(
        rows[1][..5],
        ["1", "张三丰", "男", "440101199005011234", "13900000001"]
    );
    assert_eq!(rows[1][7], "0");
    assert_eq!(rows.len(), 3);
    let teacher_rows = sheet_rows(app.class_roster(&teacher, id).await).await;
    assert_eq!(teacher_rows[1][3], "4401**********1234");
    assert_eq!(app.class_roster(&other_teacher, id).await.status(), 403);
    assert_eq!(app.class_roster(None, id).await.status(), 401);

    // The archive: one PDF per learner, and the class's as one .zip of them.
    let pdf = app.class_archive(&admin, id, learner_id).await;
    assert_eq!(pdf.status(), 200);
    assert_eq!(pdf.headers()["content-type"], "application/pdf");
    let text = pdf_text(&pdf.bytes().await.unwrap());
    for expected in [
        "培训档案",
        "张三丰",
        "440101199005011234",
        "报名审核记录",
        "提交报名材料",
        "学时",
        "考试记录",
        "尚未发放证书",
    ] {
        assert!(
            text.contains(expected),
            "the archive reads {expected}:\n{text}"
        );
    }
    let masked_pdf = pdf_text(
        &app.class_archive(&teacher, id, learner_id)
            .await
            .bytes()
            .await
            .unwrap(),
    );
    assert!(
        masked_pdf.contains("4401**********1234") && !masked_pdf.contains("440101199005011234")
    );
    assert_eq!(app.class_archive(&admin, id, third_id).await.status(), 404);
    let zip = app.class_archives(&admin, id).await;
    assert_eq!(zip.status(), 200);
    assert_eq!(zip.headers()["content-type"], "application/zip");
    let bytes = zip.bytes().await.unwrap().to_vec();
    let mut archive = zip::ZipArchive::new(Cursor::new(bytes)).unwrap();
    assert_eq!(archive.len(), 2);
    let name = archive.by_index(0).unwrap().name().unwrap().to_string();
    assert!(
        name.starts_with("001-张三丰") && name.ends_with(".pdf"),
        "{name}"
    );

    // Out and deleted; every step is in the trail.
    app.delete_class(&admin, id)
        .await
        .fails(409, "班级中还有学员，请先移出学员再删除班级");
    app.remove_from_class(&admin, id, walk_in_id).await.ok();
    app.remove_from_class(&admin, id, walk_in_id)
        .await
        .fails(404, "该学员不在此班级中");
    let events = app.class_events(&admin, id).await;
    let actions: Vec<&str> = events.ok()["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    for action in ["create", "add", "export", "remove"] {
        assert!(actions.contains(&action), "{actions:?}");
    }
    app.delete_class(&admin, second).await.ok();
    app.class(&admin, second).await.fails(404, "班级不存在");
}

#[tokio::test]
async fn fifty_additions_at_once_never_fill_a_class_beyond_its_capacity() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let teacher = app.account("teacherA", "teacher").await;
    let course = course(&app, &teacher).await;
    let id = app
        .create_class(&admin, class_body(course, "小班", 10, None))
        .await
        .id();
    let mut learners = Vec::new();
    for i in 0..50 {
        let token = app
            .learner(&format!("burst{i:02}"), &format!("139{i:08}"))
            .await;
        learners.push(app.user_id(&token).await);
    }
    let replies = join_all(
        learners
            .iter()
            .map(|u| app.add_to_class(&admin, id, json!({"userIds": [u]}))),
    )
    .await;
    let statuses: Vec<u16> = replies.iter().map(|r| r.status.as_u16()).collect();
    assert_eq!(
        statuses.iter().filter(|s| **s == 200).count(),
        10,
        "{statuses:?}"
    );
    assert!(
        statuses.iter().all(|s| *s == 200 || *s == 409),
        "{statuses:?}"
    );
    assert_eq!(
        app.class(&admin, id).await.ok()["members"]
            .as_array()
            .unwrap()
            .len(),
        10
    );
}

/// A workbook of learners: the template's header and these rows.
fn learners_workbook(rows: &[[&str; 7]]) -> Vec<u8> {
    let mut book = rust_xlsxwriter::Workbook::new();
    let sheet = book.add_worksheet();
    sheet.set_name("学员").unwrap();
    for (col, title) in [
        "姓名",
        "手机号",
        "身份证号",
        "性别",
        "学历",
        "工作单位",
        "邮箱",
    ]
    .iter()
    .enumerate()
    {
        sheet.write_string(0, col as u16, *title).unwrap();
    }
    for (r, cells) in rows.iter().enumerate() {
        for (col, text) in cells.iter().enumerate() {
            sheet.write_string(r as u32 + 1, col as u16, *text).unwrap();
        }
    }
    book.save_to_buffer().unwrap()
}

const GOOD: [&str; 7] = [
    "李小龙",
    "13700000001",
    "110101199003074514",
    "",
    "高中",
    "某建筑公司",
    "",
];
const SECOND: [&str; 7] = [
    "王小丫",
    "13700000002",
    "11010519491231002X",
    "女",
    "大专",
    "",
    "wxy@example.cn",
];

#[tokio::test]
async fn an_import_commits_every_row_or_none_and_its_accounts_change_their_password_first() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let teacher = app.account("teacherA", "teacher").await;
    let course = course(&app, &teacher).await;
    let class = app
        .create_class(&admin, class_body(course, "企业定向班", 40, None))
        .await
        .id();
    let existing = app.learner("learner01", "13900000001").await;
    let _ = existing;

    // The template: the columns, text formatted, an example row.
    let template = sheet_rows(app.learner_template(&admin).await).await;
    assert_eq!(
        template[0],
        [
            "姓名",
            "手机号",
            "身份证号",
            "性别",
            "学历",
            "工作单位",
            "邮箱"
        ]
    );
    assert_eq!(app.learner_template(&teacher).await.status(), 403);

    // A file with bad rows: each error named on its row; nothing is imported.
    let bad = learners_workbook(&[
        GOOD,
        [
            "张",
            "12345",
            "110101199003074517",
            "男",
            "博士后",
            "",
            "not-mail",
        ],
        [
            "赵六",
            "13700000001",
            "110101199003074514",
            "女",
            "",
            "",
            "",
        ],
        ["钱七", "13900000001", "440101199005011239", "", "", "", ""],
    ]);
    let file = app
        .upload(&admin, "learner-import", "学员.xlsx", bad)
        .await
        .id();
    let body = json!({"fileId": file, "classId": class, "status": 4, "delivery": "sheet"});
    let preview = app.preview_learners(&admin, body.clone()).await;
    let p = preview.ok().clone();
    assert_eq!(p["errors"], 3);
    assert_eq!(p["className"], "企业定向班");
    assert_eq!(p["courseName"], "低压电工作业");
    assert_eq!(p["seatsLeft"], 40);
    let errors = |row: usize| -> Vec<(String, String)> {
        p["rows"][row]["errors"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| {
                (
                    e["field"].as_str().unwrap().into(),
                    e["message"].as_str().unwrap().into(),
                )
            })
            .collect()
    };
    assert!(errors(0).is_empty());
    assert_eq!(p["rows"][0]["gender"], "男", "the ID number's gender");
    let second: Vec<String> = errors(1).into_iter().map(|(f, _)| f).collect();
    assert_eq!(second, ["name", "phone", "idCard", "education", "email"]);
    assert!(errors(1).contains(&("idCard".into(), "身份证号校验位不正确，请核对".into())));
    assert!(errors(2).contains(&("phone".into(), "与第 2 行重复".into())));
    assert!(errors(2).contains(&("gender".into(), "性别与身份证号不符".into())));
    assert!(errors(3).contains(&(
        "phone".into(),
        "该手机号已有账号（可在班级中搜索添加）".into()
    )));
    app.import_learners(&admin, body)
        .await
        .fails(400, "有 3 行存在错误，请修改后重新上传，本次未导入任何学员");
    assert_eq!(app.login("13700000001", "anything1").await.status, 401);
    assert_eq!(
        app.class(&admin, class).await.ok()["members"]
            .as_array()
            .unwrap()
            .len(),
        0
    );

    // Who may: user:manage to import, class:manage to import into a class.
    let good = app
        .upload(
            &admin,
            "learner-import",
            "学员名单.xlsx",
            learners_workbook(&[GOOD, SECOND]),
        )
        .await
        .id();
    let body = json!({"fileId": good, "classId": class, "status": 4, "delivery": "sheet"});
    for (who, status) in [
        (None, 401),
        (Some(teacher.as_str()), 403),
        (Some(existing.as_str()), 403),
    ] {
        assert_eq!(
            app.import_learners(who, body.clone()).await.status,
            status,
            "{who:?}"
        );
        assert_eq!(
            app.preview_learners(who, body.clone()).await.status,
            status,
            "{who:?}"
        );
    }
    app.import_learners(
        &admin,
        json!({"fileId": good, "classId": class, "status": 3, "delivery": "sheet"}),
    )
    .await
    .fails(
        400,
        "导入后的报名状态只能是 2（审核通过，待缴费）或 4（已报名）",
    );
    app.import_learners(&admin, json!({"fileId": good, "classId": class}))
        .await
        .fails(400, "请选择初始密码的发送方式：短信或打印");

    // A good file: the accounts, their enrolment and places, the printable passwords once.
    let done = app.import_learners(&admin, body).await;
    let d = done.ok().clone();
    assert_eq!(d["import"]["createdCount"], 2);
    assert_eq!(d["import"]["rowCount"], 2);
    assert_eq!(d["import"]["fileName"], "学员名单.xlsx");
    assert_eq!(d["import"]["className"], "企业定向班");
    assert_eq!(d["import"]["status"], 4);
    let account = &d["accounts"][0];
    assert_eq!(account["name"], "李小龙");
    assert_eq!(account["username"], "u13700000001");
    let password = account["password"].as_str().unwrap().to_string();
    assert_eq!(password.len(), 10);
    let members = app.class(&admin, class).await;
    let list = members.ok()["members"].as_array().unwrap().clone();
    assert_eq!(list.len(), 2);
    assert!(
        list.iter()
            .all(|m| m["status"] == 4 && m["source"] == "import")
    );
    assert_eq!(list[0]["gender"], "男");
    let application = list[0]["applicationId"].as_i64().unwrap();
    let record = app.material_record(&admin, course, application).await;
    let trail: Vec<&str> = record.ok()["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(trail, ["import", "enrolDirectly"]);
    assert!(record.ok()["enrolmentNumber"].as_str().is_some());
    let imports = app.learner_imports(&admin).await;
    assert_eq!(imports.ok()["totalCount"], 1);
    assert_eq!(imports.ok()["imports"][0]["createdByName"], "admin1");

    // The first login: only the password change is open until it is done.
    let login = app.login("13700000001", &password).await;
    assert_eq!(login.ok()["user"]["mustChangePassword"], true);
    let token = login.ok()["token"].as_str().unwrap().to_string();
    app.courses(&token)
        .await
        .fails(403, "首次登录请先修改初始密码");
    assert_eq!(app.profile(&token).await.status, 200);
    app.change_password(
        &token,
        json!({"oldPassword": password, "newPassword": "mynewpass88"}),
    )
    .await
    .ok();
    let after = app.courses(&token).await;
    assert_eq!(after.status, 200, "{}", after.message());
    assert_eq!(app.profile(&token).await.ok()["mustChangePassword"], false);

    // By SMS: each phone receives its password; none is answered.
    let sms_file = app
        .upload(
            &admin,
            "learner-import",
            "短信.xlsx",
            learners_workbook(&[["孙八", "13700000008", "440101199005011273", "", "", "", ""]]),
        )
        .await
        .id();
    let by_sms = app
        .import_learners(&admin, json!({"fileId": sms_file, "delivery": "sms"}))
        .await;
    assert!(by_sms.ok()["accounts"][0]["password"].is_null());
    assert!(by_sms.ok()["import"]["courseId"].is_null());
    // Sent after the answer: the outbox has it a moment later.
    let mut sent = app.sms_outbox("13700000008").await;
    for _ in 0..100 {
        if sent.ok()["messages"][0].is_object() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        sent = app.sms_outbox("13700000008").await;
    }
    let message = &sent.ok()["messages"][0];
    let code = message["code"].as_str().unwrap().to_string();
    assert_eq!(message["purpose"], "initial-password");
    assert_eq!(app.login("13700000008", &code).await.status, 200);
}
