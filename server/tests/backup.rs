//! `skillcert backup` (the real binary) while a server serves and learners keep registering,
//! uploading and deleting files, then `skillcert restore` into a fresh data directory: every row
//! acknowledged before the backup started is there, every table holds the manifest's rows, every
//! file the restored database names is there with its bytes, and a server on it serves a login and
//! a file. Runs on SQLite, or on PostgreSQL (fresh databases; `pg_dump` / `pg_restore`) when
//! SKILLCERT_TEST_DATABASE_URL names one.

use crate::common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Output;
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, AtomicUsize, Ordering};
use std::time::Duration;

use crate::common::{LEARNER_PASSWORD, TestApp, spawn_app_with};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Statement};
use sha2::{Digest, Sha256};
use skillcert::db::entity::{file, user};

const BIN: &str = env!("CARGO_BIN_EXE_skillcert");
const WRITERS: usize = 4;

/// Where the writers are relative to the backup.
const BEFORE: u8 = 0;
const DURING: u8 = 1;
const AFTER: u8 = 2;

/// A PostgreSQL database of its own when the tests run on PostgreSQL (`pg_dump` copies a whole
/// database, not one schema): its URL and name.
async fn fresh_postgres() -> Option<(String, String)> {
    let base = std::env::var("SKILLCERT_TEST_DATABASE_URL").ok()?;
    if !base.starts_with("postgres") {
        return None;
    }
    let name = format!("skillcert_{}", common::unique_name());
    let admin = skillcert::db::connect(&base)
        .await
        .expect("connect postgres");
    admin
        .execute_unprepared(&format!("CREATE DATABASE \"{name}\""))
        .await
        .expect("create database");
    admin.close().await.unwrap();
    let (address, query) = match base.split_once('?') {
        Some((address, query)) => (address, format!("?{query}")),
        None => (base.as_str(), String::new()),
    };
    let server = address.rsplit_once('/').expect("a database in the URL").0;
    Some((format!("{server}/{name}{query}"), name))
}

async fn drop_postgres(name: &str) {
    let base = std::env::var("SKILLCERT_TEST_DATABASE_URL").unwrap();
    let admin = skillcert::db::connect(&base).await.unwrap();
    admin
        .execute_unprepared(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
        .await
        .unwrap();
}

/// Runs the binary with the data directory and database URL given, and answers its output.
async fn skillcert(data_dir: &Path, database_url: Option<&str>, args: &[&str]) -> Output {
    let mut command = tokio::process::Command::new(BIN);
    command.env("SKILLCERT_DATA_KEY", common::TEST_DATA_KEY);
    command.arg("--data-dir").arg(data_dir);
    if let Some(url) = database_url {
        command.args(["--database-url", url]);
    }
    command.args(args).output().await.expect("run skillcert")
}

#[track_caller]
fn succeeded(out: &Output) {
    assert!(
        out.status.success(),
        "{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

#[track_caller]
fn refused(out: &Output, says: &str) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "not refused: {stderr}");
    assert!(stderr.contains(says), "{stderr}");
}

/// A real PNG (the server reads a learner's image's size), different for each seed.
fn png(seed: u64) -> Vec<u8> {
    let mut bytes = common::png();
    bytes.extend_from_slice(&seed.to_le_bytes());
    bytes
}

fn sha256(bytes: &[u8]) -> String {
    hex::encode(Sha256::digest(bytes))
}

/// What the server acknowledged, and whether it did so before the backup started.
#[derive(Default)]
struct Acked {
    learners: Vec<(String, bool)>,
    uploads: Vec<(i64, Vec<u8>, bool)>,
    /// A file deleted: the phase when the deletion was asked for, and when it was acknowledged.
    deleted: Vec<(i64, u8, u8)>,
    during_backup: usize,
}

/// A learner who uploads avatars (each third one deleted again) and registers a new learner
/// every fourth round, until the backup is over.
async fn writer(
    app: Arc<TestApp>,
    w: usize,
    phase: Arc<AtomicU8>,
    done: Arc<AtomicUsize>,
) -> Acked {
    let mut acked = Acked::default();
    let token = app
        .learner(&format!("bkw{w}"), &format!("1370000{w:04}"))
        .await;
    acked.learners.push((format!("bkw{w}"), true));
    let mut last_upload = None;
    for i in 0u64.. {
        if phase.load(Ordering::SeqCst) == AFTER {
            break;
        }
        let bytes = png((w as u64) << 32 | i);
        let reply = app.upload(&token, "avatar", "a.png", bytes.clone()).await;
        let id = reply.id();
        let at = phase.load(Ordering::SeqCst);
        acked.uploads.push((id, bytes, at == BEFORE));
        acked.during_backup += usize::from(at == DURING);
        if i % 3 == 2 {
            let previous: i64 = last_upload.take().expect("an upload before");
            let asked = phase.load(Ordering::SeqCst);
            app.delete_file(&token, previous).await.ok();
            let at = phase.load(Ordering::SeqCst);
            acked.deleted.push((previous, asked, at));
            acked.during_backup += usize::from(at == DURING);
        } else {
            last_upload = Some(id);
        }
        if i % 4 == 3 {
            let username = format!("bk{w}x{i}");
            app.register(
                &username,
                &format!("139{w:02}{i:06}"),
                &format!("{username}@example.cn"),
                LEARNER_PASSWORD,
            )
            .await
            .ok();
            let at = phase.load(Ordering::SeqCst);
            acked.learners.push((username, at == BEFORE));
            acked.during_backup += usize::from(at == DURING);
        }
        done.fetch_add(1, Ordering::SeqCst);
    }
    acked
}

/// Rows per table of the database at `url`, read with its own SQL (not the code under test).
async fn rows_per_table(db: &skillcert::db::Db) -> BTreeMap<String, u64> {
    let backend = db.get_database_backend();
    let tables_sql = match backend {
        sea_orm::DatabaseBackend::Sqlite => {
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('sqlite_sequence', 'sqlite_stat1', 'sqlite_stat4')"
        }
        _ => {
            "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'"
        }
    };
    let mut rows = BTreeMap::new();
    for table in db
        .query_all_raw(Statement::from_string(backend, tables_sql))
        .await
        .unwrap()
    {
        let name: String = table.try_get("", "name").unwrap();
        let n: i64 = db
            .query_one_raw(Statement::from_string(
                backend,
                format!("SELECT COUNT(*) AS n FROM \"{name}\""),
            ))
            .await
            .unwrap()
            .unwrap()
            .try_get("", "n")
            .unwrap();
        rows.insert(name, n as u64);
    }
    rows
}

/// The stored files under a data directory (`files/<2 hex>/<sha256>`), by name.
fn stored_files(data_dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for shard in std::fs::read_dir(data_dir.join("files")).unwrap() {
        let shard = shard.unwrap();
        if shard.file_name() == "tmp" {
            continue;
        }
        for entry in std::fs::read_dir(shard.path()).unwrap() {
            found.push(entry.unwrap().path());
        }
    }
    found
}

fn temp_dir(what: &str) -> PathBuf {
    std::env::temp_dir().join(format!("{}_{what}", common::unique_name()))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_taken_during_writes_restores_every_row_and_file() {
    let postgres = fresh_postgres().await;
    let source_url = postgres.as_ref().map(|(url, _)| url.clone());
    let app = Arc::new(
        spawn_app_with(|s| {
            if let Some(url) = &source_url {
                s.database_url = Some(url.clone());
            }
        })
        .await,
    );
    let live_url = app.state.settings.database_url();

    // Writers run from before the backup until after it.
    let phase = Arc::new(AtomicU8::new(BEFORE));
    let done = Arc::new(AtomicUsize::new(0));
    let writers: Vec<_> = (0..WRITERS)
        .map(|w| tokio::spawn(writer(app.clone(), w, phase.clone(), done.clone())))
        .collect();
    while done.load(Ordering::SeqCst) < 10 * WRITERS {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let backup_dir = temp_dir("backup");
    phase.store(DURING, Ordering::SeqCst);
    let backed_up = skillcert(
        &app.data_dir,
        Some(&live_url),
        &["backup", backup_dir.to_str().unwrap()],
    )
    .await;
    phase.store(AFTER, Ordering::SeqCst);
    succeeded(&backed_up);
    // A file deleted while the backup ran is copied from the bytes the server keeps for a
    // while, so one snapshot is enough however fast the writers delete.
    let log = format!(
        "{}{}",
        String::from_utf8_lossy(&backed_up.stdout),
        String::from_utf8_lossy(&backed_up.stderr)
    );
    assert!(!log.contains("snapshot again"), "{log}");
    let mut acked = Acked::default();
    for w in writers {
        let a = w.await.unwrap();
        acked.learners.extend(a.learners);
        acked.uploads.extend(a.uploads);
        acked.deleted.extend(a.deleted);
        acked.during_backup += a.during_backup;
    }
    assert!(
        acked.during_backup > 0,
        "no write was acknowledged while the backup ran"
    );

    let manifest: serde_json::Value =
        serde_json::from_slice(&std::fs::read(backup_dir.join("backup.json")).unwrap()).unwrap();
    let dump = if postgres.is_some() {
        "skillcert.pgdump"
    } else {
        "skillcert.db"
    };
    assert!(backup_dir.join(dump).is_file(), "{manifest}");
    let leftovers: Vec<_> = std::fs::read_dir(&backup_dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".partial"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");

    // A second backup into the same directory, and a backup without its manifest, are refused.
    refused(
        &skillcert(
            &app.data_dir,
            Some(&live_url),
            &["backup", backup_dir.to_str().unwrap()],
        )
        .await,
        "is not empty",
    );
    let unfinished = temp_dir("unfinished");
    std::fs::create_dir_all(&unfinished).unwrap();
    std::fs::copy(backup_dir.join(dump), unfinished.join(dump)).unwrap();
    refused(
        &skillcert(
            &temp_dir("nowhere"),
            None,
            &["restore", unfinished.to_str().unwrap()],
        )
        .await,
        "holds no backup.json",
    );

    // Restore into a fresh data directory (and, on PostgreSQL, a fresh database).
    let restored_dir = temp_dir("restored");
    let target = fresh_postgres().await;
    let target_url = target.as_ref().map(|(url, _)| url.clone());
    succeeded(
        &skillcert(
            &restored_dir,
            target_url.as_deref(),
            &["restore", backup_dir.to_str().unwrap()],
        )
        .await,
    );
    let restored_url = target_url
        .clone()
        .unwrap_or_else(|| format!("sqlite://{}", restored_dir.join("skillcert.db").display()));
    let restored = skillcert::db::connect(&restored_url).await.unwrap();

    // Every table holds the rows the manifest counted.
    let counted: BTreeMap<String, u64> = serde_json::from_value(manifest["rows"].clone()).unwrap();
    assert_eq!(rows_per_table(&restored).await, counted);
    assert!(counted["users"] > 0 && counted["files"] > 0, "{manifest}");

    // Every write acknowledged before the backup started is there.
    let mut checked = 0;
    for (username, before) in &acked.learners {
        if *before {
            let found = user::Entity::find()
                .filter(user::Column::Username.eq(username.as_str()))
                .one(&restored)
                .await
                .unwrap();
            assert!(found.is_some(), "learner {username} was lost");
            checked += 1;
        }
    }
    // An upload acknowledged before is there unless its deletion was asked for before the
    // backup ended (it may have been deleted before the snapshot).
    let kept = |id: &i64| {
        acked
            .deleted
            .iter()
            .all(|(d, asked, _)| d != id || *asked == AFTER)
    };
    for (id, bytes, before) in &acked.uploads {
        if *before && kept(id) {
            let found = file::Entity::find_by_id(*id)
                .one(&restored)
                .await
                .unwrap()
                .unwrap_or_else(|| panic!("file {id} was lost"));
            assert_eq!(found.sha256, sha256(bytes));
            checked += 1;
        }
    }
    for (id, _, acknowledged) in &acked.deleted {
        if *acknowledged == BEFORE {
            let found = file::Entity::find_by_id(*id).one(&restored).await.unwrap();
            assert!(found.is_none(), "file {id} was deleted before the backup");
        }
    }
    assert!(checked > 2 * WRITERS, "only {checked} writes checked");

    // Every file the restored database names is stored with its bytes, and no other.
    let named: std::collections::BTreeSet<String> = file::Entity::find()
        .all(&restored)
        .await
        .unwrap()
        .into_iter()
        .map(|f| f.sha256)
        .collect();
    let stored = stored_files(&restored_dir);
    assert_eq!(stored.len(), named.len());
    assert_eq!(manifest["files"], named.len());
    for path in &stored {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        assert!(named.contains(&name), "{name} is not named by the database");
        assert_eq!(sha256(&std::fs::read(path).unwrap()), name);
    }
    restored.close().await.unwrap();

    // Restoring over the restored database is refused.
    refused(
        &skillcert(
            &restored_dir,
            target_url.as_deref(),
            &["restore", backup_dir.to_str().unwrap()],
        )
        .await,
        if target.is_some() {
            "already holds"
        } else {
            "already exists"
        },
    );

    // A server on the restored data serves a login and a file.
    let server = spawn_app_with(|s| {
        s.data_dir = restored_dir.clone();
        s.database_url = Some(restored_url.clone());
    })
    .await;
    let (username, _) = acked.learners.iter().find(|(_, before)| *before).unwrap();
    server.login(username, LEARNER_PASSWORD).await.ok();
    let (id, bytes, _) = acked
        .uploads
        .iter()
        .find(|(id, _, before)| *before && acked.deleted.iter().all(|(d, _, _)| d != id))
        .expect("a file uploaded before the backup and kept");
    let served = server
        .fetch_file(None, &format!("/files/{}", sha256(bytes)), None)
        .await;
    assert_eq!(served.status(), 200, "file {id}");
    assert_eq!(served.bytes().await.unwrap().as_ref(), bytes.as_slice());

    for dir in [&backup_dir, &unfinished, &restored_dir] {
        let _ = std::fs::remove_dir_all(dir);
    }
    for (_, name) in postgres.iter().chain(target.iter()) {
        drop_postgres(name).await;
    }
}

#[tokio::test]
async fn files_kept_in_a_bucket_are_not_backed_up_from_the_data_directory() {
    let data_dir = temp_dir("bucket");
    let backup_dir = temp_dir("bucket-backup");
    for command in ["backup", "restore"] {
        let out = skillcert(
            &data_dir,
            None,
            &[
                "--storage",
                "s3://courses",
                command,
                backup_dir.to_str().unwrap(),
            ],
        )
        .await;
        refused(&out, "the files are kept in s3://courses");
    }
    assert!(!backup_dir.exists() || std::fs::read_dir(&backup_dir).unwrap().next().is_none());
    for dir in [&data_dir, &backup_dir] {
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// Issue 27 item 8: the data directory and a backup hold ID numbers, password hashes and ID-card
/// images: only the server's own user may read them (directories 0700, files 0600).
#[tokio::test]
async fn the_data_directory_and_backups_are_private_to_the_servers_user() {
    use std::os::unix::fs::PermissionsExt;
    let data_dir = temp_dir("private-data");
    let backup_dir = temp_dir("private-backup");
    // A data directory made world-readable before this release is closed at start.
    std::fs::create_dir_all(&data_dir).unwrap();
    std::fs::set_permissions(&data_dir, std::fs::Permissions::from_mode(0o755)).unwrap();
    succeeded(&skillcert(&data_dir, None, &["migrate"]).await);
    succeeded(&skillcert(&data_dir, None, &["backup", backup_dir.to_str().unwrap()]).await);
    let mode = |path: &Path| std::fs::metadata(path).unwrap().permissions().mode() & 0o777;
    fn walk(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            out.push(entry.path());
            if entry.path().is_dir() {
                walk(&entry.path(), out);
            }
        }
    }
    for root in [&data_dir, &backup_dir] {
        assert_eq!(mode(root), 0o700, "{}", root.display());
        let mut all = Vec::new();
        walk(root, &mut all);
        assert!(
            all.iter().any(|p| p.is_file()),
            "{} holds files",
            root.display()
        );
        for path in all {
            let expected = if path.is_dir() { 0o700 } else { 0o600 };
            assert_eq!(mode(&path), expected, "{}", path.display());
        }
    }
    for dir in [&data_dir, &backup_dir] {
        let _ = std::fs::remove_dir_all(dir);
    }
}
