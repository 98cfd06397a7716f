//! Personal information at rest (README "Personal information"): ID numbers are sealed with the
//! data key — not readable in the database (no trace of them in the SQLite file) — yet read back
//! whole by those who may see them and found by the administrator's exact search; numbers stored
//! before sealing are sealed at start. SQLite, or PostgreSQL when SKILLCERT_TEST_DATABASE_URL
//! names one.

use crate::common;

use crate::common::{DEMO_PASSWORD, spawn_app};
use sea_orm::{ConnectionTrait, DatabaseBackend, Statement};
use serde_json::{Value, json};
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

/// The entries of a .zip, by name.
fn unzipped(bytes: Vec<u8>) -> std::collections::BTreeMap<String, Vec<u8>> {
    use std::io::Read;
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).expect("a zip");
    (0..archive.len())
        .map(|i| {
            let mut entry = archive.by_index(i).unwrap();
            let mut bytes = Vec::new();
            entry.read_to_end(&mut bytes).unwrap();
            (entry.name().unwrap().to_string(), bytes)
        })
        .collect()
}

fn rows(entries: &std::collections::BTreeMap<String, Vec<u8>>, table: &str) -> Vec<Value> {
    let json = &entries[&format!("data/{table}.json")];
    serde_json::from_slice::<Vec<Value>>(json).unwrap()
}

#[tokio::test]
async fn a_person_downloads_everything_held_about_them_and_nobody_elses() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let teacher = app.staff("teacher").await;
    let course = app
        .create_course(
            &teacher,
            json!({"name": "数据副本课程", "category": "电工", "type": 0, "fee": 0}),
        )
        .await
        .id();
    let (mine, application) = app
        .submitted_application(course, "copy01", "13911120011")
        .await;
    let (theirs, _) = app
        .submitted_application(course, "copy02", "13911120012")
        .await;
    app.update_profile(
        &mine,
        json!({"name": "王五", "idCard": NUMBER, "education": "本科", "degree": "学士",
               "workUnit": "某培训中心", "workExperience": "5", "address": "广东省广州市"}),
    )
    .await
    .ok();
    app.update_profile(&theirs, json!({"name": "赵六", "address": "湖南省长沙市"}))
        .await
        .ok();
    let (my_id, their_id) = (app.user_id(&mine).await, app.user_id(&theirs).await);

    let notice = json!({"type": "other", "title": "补交材料", "content": "请补交学历证书",
        "audience": {"kind": "users", "userIds": [my_id, their_id]}});
    app.send_notice(&admin, notice).await.ok();

    let reply = app.personal_data(&mine).await;
    assert_eq!(reply.status(), 200);
    assert_eq!(reply.headers()["content-type"], "application/zip");
    let disposition = reply.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(disposition.contains("copy01"), "{disposition}");
    let entries = unzipped(reply.bytes().await.unwrap().to_vec());

    // What it says it holds.
    let readme = String::from_utf8(entries["说明.txt"].clone()).unwrap();
    assert!(
        readme.contains("账号：copy01") && readme.contains("applications.json"),
        "{readme}"
    );

    // Their account, with the number plain and no hashes.
    let users = rows(&entries, "users");
    assert_eq!(users.len(), 1);
    assert_eq!(users[0]["id"], my_id);
    assert_eq!(users[0]["name"], "王五");
    assert_eq!(users[0]["id_card"], NUMBER);
    assert!(users[0].get("password_hash").is_none() && users[0].get("id_card_hash").is_none());
    assert!(
        rows(&entries, "sessions")
            .iter()
            .all(|s| s.get("token_hash").is_none())
    );

    // Their application with its form (the number plain) and its trail.
    let applications = rows(&entries, "applications");
    assert_eq!(applications.len(), 1);
    assert_eq!(applications[0]["id"], application);
    assert_eq!(applications[0]["form"]["idNumber"], FORM_NUMBER);
    assert!(!rows(&entries, "enrolment_events").is_empty());
    assert!(
        rows(&entries, "enrolment_events")
            .iter()
            .all(|e| e["application_id"] == application)
    );

    // The notice sent to both, naming only them.
    let messages = rows(&entries, "messages");
    assert_eq!(messages.len(), 1);
    assert_eq!(messages[0]["title"], "补交材料");
    assert_eq!(messages[0]["audience_value"], my_id.to_string());
    assert_eq!(rows(&entries, "message_recipients").len(), 1);

    // Their six documents, byte for byte as uploaded, each named by its record.
    let files = rows(&entries, "files");
    assert_eq!(files.len(), 6);
    for file in &files {
        assert_eq!(file["owner_id"], my_id);
        let name = format!("files/{}-{}", file["id"], file["name"].as_str().unwrap());
        let bytes = entries
            .get(&name)
            .unwrap_or_else(|| panic!("{name} in the zip"));
        assert_eq!(bytes.len() as i64, file["size"].as_i64().unwrap(), "{name}");
    }

    // Nobody else's: no row names the other learner, no text holds their name or phone.
    for (name, bytes) in &entries {
        let text = String::from_utf8_lossy(bytes);
        for other in ["copy02", "13911120012", "赵六", "湖南省长沙市"] {
            assert!(!text.contains(other), "{name} holds {other}");
        }
        if let Some(table) = name.strip_prefix("data/") {
            for row in serde_json::from_slice::<Vec<Value>>(bytes).unwrap() {
                for key in ["user_id", "owner_id"] {
                    assert_ne!(row.get(key), Some(&json!(their_id)), "{table}: {row}");
                }
            }
        }
    }

    // The download is in the audit log, by the person.
    let log = app
        .get("/api/v0/admin/audit?size=100&kind=export", Some(&admin))
        .await;
    let entries = log.ok()["entries"].as_array().unwrap().clone();
    assert!(
        entries
            .iter()
            .any(|e| e["action"] == "下载个人数据" && e["actorId"] == my_id),
        "{entries:?}"
    );

    // A teacher's copy holds their account, not the course media they uploaded.
    app.upload(&teacher, "course", "讲义.pdf", common::pdf())
        .await
        .id();
    let reply = app.personal_data(&teacher).await;
    assert_eq!(reply.status(), 200);
    let entries = unzipped(reply.bytes().await.unwrap().to_vec());
    assert_eq!(rows(&entries, "users")[0]["username"], "teacher1");
    assert!(rows(&entries, "files").is_empty());
    assert!(!entries.keys().any(|name| name.starts_with("files/")));

    // Not for the anonymous or the shared guest account.
    assert_eq!(app.personal_data(None).await.status(), 401);
    let guest = app.guest().await;
    assert_eq!(app.personal_data(&guest).await.status(), 403);
}

#[tokio::test]
async fn personal_data_downloads_are_limited_under_a_burst() {
    let app = spawn_app().await;
    let learner = app.learner("burst01", "13911120021").await;
    assert_eq!(app.personal_data(&learner).await.status(), 200);
    // 50 at once: four more of the five an hour, the rest refused with the wait.
    let tries = (0..50).map(|_| async {
        let reply = app.personal_data(&learner).await;
        let status = reply.status().as_u16();
        let body = reply.bytes().await.unwrap();
        (status, body)
    });
    let replies = futures_util::future::join_all(tries).await;
    let ok = replies.iter().filter(|(s, _)| *s == 200).count();
    assert_eq!(ok, 4);
    let refused: Vec<_> = replies.iter().filter(|(s, _)| *s == 429).collect();
    assert_eq!(refused.len(), 46);
    let said: Value = serde_json::from_slice(&refused[0].1).unwrap();
    assert!(
        said["message"]
            .as_str()
            .unwrap()
            .starts_with("下载个人数据过于频繁"),
        "{said}"
    );
    // Another person is not held up.
    let other = app.learner("burst02", "13911120022").await;
    assert_eq!(app.personal_data(&other).await.status(), 200);
}
