//! Personal information at rest (README "Personal information"): ID numbers are sealed with the
//! data key — not readable in the database (no trace of them in the SQLite file) — yet read back
//! whole by those who may see them and found by the administrator's exact search; numbers stored
//! before sealing are sealed at start. SQLite, or PostgreSQL when SKILLCERT_TEST_DATABASE_URL
//! names one.

mod common;

use common::{DEMO_PASSWORD, spawn_app};
use sea_orm::{ConnectionTrait, DatabaseBackend, Statement};
use serde_json::json;
use std::time::Duration;

const NUMBER: &str = "11010519491231002X";
/// The number in the application form of `common::complete_form`.
const FORM_NUMBER: &str = "440101199005011234";

/// Every text of `sql`'s first column.
async fn texts(app: &common::TestApp, sql: &str) -> Vec<String> {
    let backend = app.db.get_database_backend();
    app.db
        .query_all_raw(Statement::from_string(backend, sql))
        .await
        .unwrap()
        .into_iter()
        .filter_map(|row| row.try_get_by_index::<Option<String>>(0).unwrap())
        .collect()
}

#[tokio::test]
async fn id_numbers_are_sealed_at_rest_and_still_read_and_found() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let reviewer = app.staff("reviewer").await;
    let teacher = app.staff("teacher").await;
    let learner = app.learner("sealed01", "13911120001").await;
    app.update_profile(
        &learner,
        json!({"name": "李四", "idCard": "11010519491231002x", "education": "本科", "degree": "学士",
               "workUnit": "某培训中心", "workExperience": "5", "address": "广东省广州市"}),
    )
    .await
    .ok();
    let id = app.user_id(&learner).await;
    let course = app
        .create_course(
            &teacher,
            json!({"name": "封存课程", "category": "电工", "type": 0, "fee": 0}),
        )
        .await
        .id();
    let (_, application) = app
        .submitted_application(course, "sealed02", "13911120002")
        .await;

    // Read whole by those who may: the holder, the administrator, the reviewer.
    assert_eq!(app.profile(&learner).await.ok()["idCard"], NUMBER);
    assert_eq!(app.user_detail(&admin, id).await.ok()["idCard"], NUMBER);
    let record = app.material_record(&reviewer, course, application).await;
    assert_eq!(record.ok()["form"]["idNumber"], FORM_NUMBER);

    // Found by the administrator's exact search (lower-case x too), and only by the number.
    for query in [
        format!("idCard={NUMBER}"),
        "idCard=11010519491231002x".to_string(),
    ] {
        let found = app.users(&admin, &query).await;
        let users = found.ok()["users"].as_array().unwrap().clone();
        assert_eq!(users.len(), 1, "{query}");
        assert_eq!(users[0]["id"], id);
    }
    let none = app.users(&admin, "idCard=110105194912310011").await;
    assert_eq!(none.ok()["totalCount"], 0);
    let part = app.users(&admin, "idCard=110105").await;
    assert_eq!(part.ok()["totalCount"], 0, "exact numbers only");

    // Not readable in the database: sealed columns, a keyed hash beside them.
    let stored = texts(&app, &format!("SELECT id_card FROM users WHERE id = {id}")).await;
    assert!(stored[0].starts_with("enc1:") && !stored[0].contains("1101051949"));
    let hash = texts(
        &app,
        &format!("SELECT id_card_hash FROM users WHERE id = {id}"),
    )
    .await;
    assert_eq!(hash[0].len(), 64);
    assert!(!hash[0].contains("1101051949"));
    let forms = texts(&app, "SELECT form FROM applications").await;
    assert!(forms[0].contains("\"idNumber\":\"enc1:"), "{}", forms[0]);
    assert!(
        forms[0].contains("张三丰"),
        "the rest of the form stays plain"
    );

    // `strings` on the SQLite file (and its write-ahead log) finds neither number.
    if app.db.get_database_backend() == DatabaseBackend::Sqlite {
        app.db
            .execute_unprepared("PRAGMA wal_checkpoint(TRUNCATE)")
            .await
            .unwrap();
        for file in ["test.db", "test.db-wal"] {
            let path = app.data_dir.join(file);
            let Ok(bytes) = std::fs::read(&path) else {
                continue;
            };
            for number in [NUMBER, FORM_NUMBER, "1101051949"] {
                assert!(
                    memchr::memmem::find(&bytes, number.as_bytes()).is_none(),
                    "{number} readable in {}",
                    path.display()
                );
            }
        }
    }
}

#[tokio::test]
async fn numbers_stored_before_sealing_are_sealed_at_start() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let learner = app.learner("legacy01", "13911120003").await;
    let id = app.user_id(&learner).await;
    // As an older release stored them: plain, no hash; a form with a plain number.
    app.db
        .execute_unprepared(&format!(
            "UPDATE users SET id_card = '{NUMBER}', id_card_hash = NULL WHERE id = {id}"
        ))
        .await
        .unwrap();
    assert_eq!(
        app.users(&admin, &format!("idCard={NUMBER}")).await.ok()["totalCount"],
        0
    );
    assert_eq!(
        app.user_detail(&admin, id).await.ok()["idCard"],
        NUMBER,
        "a plain number still reads"
    );

    // …and an application whose form holds a plain number.
    let reviewer = app.staff("reviewer").await;
    let teacher = app.staff("teacher").await;
    let course = app
        .create_course(
            &teacher,
            json!({"name": "旧版课程", "category": "电工", "type": 0, "fee": 0}),
        )
        .await
        .id();
    let (_, application) = app
        .submitted_application(course, "legacy02", "13911120007")
        .await;
    app.db
        .execute_unprepared(&format!(
            r#"UPDATE applications SET form = '{{"name":"张三丰","idNumber":"{FORM_NUMBER}"}}' WHERE id = {application}"#
        ))
        .await
        .unwrap();

    let sealed = skillcert::db::sealed::seal_existing(&app.db).await.unwrap();
    assert_eq!(sealed, 2, "the account's number and the form's");
    let forms = texts(
        &app,
        &format!("SELECT form FROM applications WHERE id = {application}"),
    )
    .await;
    assert!(forms[0].contains("\"idNumber\":\"enc1:"), "{}", forms[0]);
    let record = app.material_record(&reviewer, course, application).await;
    assert_eq!(record.ok()["form"]["idNumber"], FORM_NUMBER);
    assert_eq!(
        skillcert::db::sealed::seal_existing(&app.db).await.unwrap(),
        0
    );
    let stored = texts(&app, &format!("SELECT id_card FROM users WHERE id = {id}")).await;
    assert!(stored[0].starts_with("enc1:"));
    assert_eq!(app.user_detail(&admin, id).await.ok()["idCard"], NUMBER);
    let found = app.users(&admin, &format!("idCard={NUMBER}")).await;
    assert_eq!(found.ok()["totalCount"], 1);
}

#[tokio::test]
async fn the_server_does_not_start_without_a_data_key() {
    let (dir, mut settings) = common::fresh_settings().await;
    settings.data_key = None;
    let refused = skillcert::startup::build_state(settings).await;
    let message = format!("{:#}", refused.err().expect("refused without a key"));
    assert!(message.contains("SKILLCERT_DATA_KEY"), "{message}");
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test]
async fn another_key_does_not_start_on_sealed_numbers() {
    let app = spawn_app().await;
    let learner = app.learner("keyed01", "13911120004").await;
    app.update_profile(
        &learner,
        json!({"name": "李四", "idCard": NUMBER, "education": "本科", "degree": "学士",
               "workUnit": "某培训中心", "workExperience": "5", "address": "广东省广州市"}),
    )
    .await
    .ok();
    let other = "b3RoZXIta2V5LW9mLXRoaXJ0eS10d28tYnl0ZXMhISE=";
    let ran = std::process::Command::new(env!("CARGO_BIN_EXE_skillcert"))
        .env("SKILLCERT_DATA_KEY", other)
        .arg("--data-dir")
        .arg(&app.data_dir)
        .arg("--database-url")
        .arg(app.state.settings.database_url())
        .args(["--bind", "127.0.0.1:0", "serve"])
        .output()
        .unwrap();
    assert!(!ran.status.success());
    let said = String::from_utf8_lossy(&ran.stderr);
    assert!(
        said.contains("the data key does not open the ID numbers"),
        "{said}"
    );
}

/// The slots of an application's documents as the reviewer reads them, with their file ids.
async fn slots(app: &common::TestApp, course: i64, id: i64) -> Vec<(String, i64)> {
    let reviewer = app.session("reviewer1", DEMO_PASSWORD).await;
    let record = app.material_record(&reviewer, course, id).await;
    record.ok()["documents"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            (
                d["slot"].as_str().unwrap().to_string(),
                d["fileId"].as_i64().unwrap(),
            )
        })
        .collect()
}

#[tokio::test]
async fn id_card_images_are_deleted_after_their_retention_and_nothing_else() {
    let app = spawn_app().await;
    app.staff("admin").await;
    let reviewer = app.staff("reviewer").await;
    let teacher = app.staff("teacher").await;
    let course = app
        .create_course(
            &teacher,
            json!({"name": "保存期课程", "category": "电工", "type": 0, "fee": 0}),
        )
        .await
        .id();
    let (_, decided) = app
        .submitted_application(course, "retain01", "13911120005")
        .await;
    let (_, pending) = app
        .submitted_application(course, "retain02", "13911120006")
        .await;
    app.decide_materials(&reviewer, course, decided, json!({"result": "approve"}))
        .await
        .ok();
    let before = slots(&app, course, decided).await;
    assert_eq!(before.len(), 6);
    let id_front = before.iter().find(|(s, _)| s == "idFront").unwrap().1;

    // Within the default 365 days nothing goes.
    app.advance_clock(Duration::from_secs(364 * 86_400));
    let purge = || skillcert::service::enrolment::purge_id_images(&app.state);
    assert_eq!(purge().await.unwrap(), 0);
    // Past them, the decided application loses its two ID images; the one still waiting for
    // review keeps all six documents; the other four documents stay.
    app.advance_clock(Duration::from_secs(2 * 86_400));
    assert_eq!(purge().await.unwrap(), 1);
    assert_eq!(purge().await.unwrap(), 0, "once");
    let after: Vec<String> = slots(&app, course, decided)
        .await
        .into_iter()
        .map(|(s, _)| s)
        .collect();
    assert_eq!(
        after,
        ["declaration", "workingProof", "educationCert", "photo"]
    );
    assert_eq!(slots(&app, course, pending).await.len(), 6);
    let admin = app.session("admin1", DEMO_PASSWORD).await;
    assert_eq!(
        app.file_info(&admin, id_front).await.status,
        404,
        "the file is gone"
    );
    let reply = app
        .get("/api/v0/admin/audit?kind=deletion", Some(&admin))
        .await;
    let purged: Vec<&serde_json::Value> = reply.ok()["entries"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["action"] == "删除到期的身份证照片")
        .collect();
    assert_eq!(purged.len(), 1);
    assert_eq!(purged[0]["objectId"], decided);
    assert_eq!(
        purged[0]["actorId"],
        serde_json::Value::Null,
        "the system did it"
    );
    assert_eq!(purged[0]["reason"], "保存期满 365 天");

    // The period is a setting (30-3650 days).
    app.save_settings(&admin, json!({"idImageRetentionDays": "10"}))
        .await
        .fails(400, "请输入30到3650之间的整数");
}
