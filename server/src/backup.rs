//! `skillcert backup` and `skillcert restore`: a consistent copy of the database and the uploaded
//! files made while the server keeps serving, and putting one back into a fresh data directory.
//!
//! A backup directory holds the database (`skillcert.db` from SQLite's `VACUUM INTO`, or
//! `skillcert.pgdump` from `pg_dump --format=custom`), `files/<2 hex>/<sha256>` (every stored file
//! the database's records name, laid out as `storage::LocalStorage` keeps them) and `backup.json`,
//! written last: a directory without it is an interrupted backup, and restore refuses it.

use std::collections::{BTreeMap, BTreeSet};
use std::io::{ErrorKind, Read, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use sea_orm_migration::MigratorTrait;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::config::Settings;
use crate::db::{self, backup::Contents};
use crate::storage::{deleted_blob_path, is_sha256};

const MANIFEST: &str = "backup.json";
/// The layout of a backup directory; restore reads only the formats it knows.
const FORMAT: u32 = 1;

/// `backup.json`: what the backup holds, so restore can check the copy it puts back.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Manifest {
    pub format: u32,
    /// When the snapshot was taken (ms since the epoch).
    pub created_at: i64,
    pub skillcert_version: String,
    pub database: Engine,
    /// The last migration the database had.
    pub migration: String,
    /// Rows per table in the snapshot.
    pub rows: BTreeMap<String, u64>,
    /// Stored files the snapshot's records name, and their bytes.
    pub files: u64,
    pub file_bytes: u64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Engine {
    Sqlite,
    Postgres,
}

impl Engine {
    fn of(url: &str) -> Self {
        if url.starts_with("sqlite:") {
            Self::Sqlite
        } else {
            Self::Postgres
        }
    }

    fn name(self) -> &'static str {
        match self {
            Self::Sqlite => "SQLite",
            Self::Postgres => "PostgreSQL",
        }
    }

    /// The database's file in a backup directory.
    fn dump_file(self) -> &'static str {
        match self {
            Self::Sqlite => "skillcert.db",
            Self::Postgres => "skillcert.pgdump",
        }
    }
}

impl Manifest {
    /// Why this binary must not restore the backup into a database of `target`, if it must not.
    /// `known` lists the migrations this binary has, oldest first.
    fn refusal(&self, target: Engine, known: &[String]) -> Option<String> {
        if self.format != FORMAT {
            return Some(format!(
                "the backup's format is {}, this skillcert reads format {FORMAT}: restore it with \
                 the version that made it ({})",
                self.format, self.skillcert_version
            ));
        }
        if self.database != target {
            return Some(format!(
                "this is a backup of a {} database and the database URL names {}: restore it \
                 into {} (moving between the two is not what restore does)",
                self.database.name(),
                target.name(),
                self.database.name()
            ));
        }
        if !known.contains(&self.migration) {
            return Some(format!(
                "the backup's schema ({}) is newer than this skillcert's (last migration {}): \
                 restore it with skillcert {} or newer",
                self.migration,
                known.last().map(String::as_str).unwrap_or("none"),
                self.skillcert_version
            ));
        }
        None
    }

    /// One line for the operator.
    pub fn summary(&self) -> String {
        format!(
            "{} database (schema {}): {} tables, {} rows; {} files, {} bytes",
            self.database.name(),
            self.migration,
            self.rows.len(),
            self.rows.values().sum::<u64>(),
            self.files,
            self.file_bytes
        )
    }
}

/// The differences between the rows a manifest counted and the rows a copy holds; empty when
/// they agree.
fn differences(manifest: &BTreeMap<String, u64>, copy: &BTreeMap<String, u64>) -> Vec<String> {
    let mut found = Vec::new();
    for (table, expected) in manifest {
        match copy.get(table) {
            None => found.push(format!("table {table} is missing")),
            Some(n) if n != expected => found.push(format!(
                "table {table} has {n} rows, the manifest {expected}"
            )),
            Some(_) => {}
        }
    }
    for table in copy.keys().filter(|t| !manifest.contains_key(*t)) {
        found.push(format!("table {table} is not in the manifest"));
    }
    found
}

/// The file of a `sqlite:` database URL (`sqlite://data/skillcert.db?mode=rwc` →
/// `data/skillcert.db`); `None` for an in-memory database or another scheme.
fn sqlite_path(url: &str) -> Option<PathBuf> {
    let rest = url.strip_prefix("sqlite:")?;
    let rest = rest.strip_prefix("//").unwrap_or(rest);
    let path = rest.split(['?', '#']).next().unwrap_or_default();
    (!path.is_empty() && path != ":memory:").then(|| PathBuf::from(path))
}

fn sqlite_file(url: &str) -> anyhow::Result<PathBuf> {
    sqlite_path(url).with_context(|| format!("{url} names no SQLite file"))
}

/// Where `storage::LocalStorage` keeps a file under `root` (`<data-dir>/files`).
fn blob_path(root: &Path, sha256: &str) -> PathBuf {
    root.join(&sha256[..2]).join(sha256)
}

/// The files stored under `root`: `<2 hex>/<sha256>`; uploads in progress (`tmp/`) and anything
/// else are not stored files.
fn stored_blobs(root: &Path) -> anyhow::Result<BTreeSet<String>> {
    let mut found = BTreeSet::new();
    let shards = match std::fs::read_dir(root) {
        Ok(shards) => shards,
        Err(e) if e.kind() == ErrorKind::NotFound => return Ok(found),
        Err(e) => return Err(e).with_context(|| format!("read {}", root.display())),
    };
    for shard in shards {
        let shard = shard?;
        let prefix = shard.file_name().to_string_lossy().into_owned();
        if prefix.len() != 2 || !shard.file_type()?.is_dir() {
            continue;
        }
        for entry in std::fs::read_dir(shard.path())? {
            let name = entry?.file_name().to_string_lossy().into_owned();
            if is_sha256(&name) && name.starts_with(&prefix) {
                found.insert(name);
            }
        }
    }
    Ok(found)
}

/// Copies a stored file, checking that its bytes still hash to its name, and makes the copy
/// durable; `None` when the source is gone (deleted meanwhile).
fn copy_blob(from: &Path, to: &Path, sha256: &str) -> anyhow::Result<Option<u64>> {
    let mut input = match std::fs::File::open(from) {
        Ok(file) => file,
        Err(e) if e.kind() == ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e).with_context(|| format!("open {}", from.display())),
    };
    std::fs::create_dir_all(to.parent().expect("a file in a directory"))?;
    let mut output =
        std::fs::File::create(to).with_context(|| format!("create {}", to.display()))?;
    let mut hasher = Sha256::new();
    let mut buf = vec![0u8; 64 * 1024];
    let mut size = 0u64;
    loop {
        let n = input.read(&mut buf)?;
        if n == 0 {
            break;
        }
        hasher.update(&buf[..n]);
        output.write_all(&buf[..n])?;
        size += n as u64;
    }
    output.sync_all()?;
    if hex::encode(hasher.finalize()) != sha256 {
        std::fs::remove_file(to)?;
        bail!(
            "{} is damaged: its bytes do not hash to its name",
            from.display()
        );
    }
    Ok(Some(size))
}

/// Makes a rename or a new file in `dir` durable.
fn sync_dir(dir: &Path) -> anyhow::Result<()> {
    std::fs::File::open(dir)?.sync_all()?;
    Ok(())
}

/// A backup goes into a new or empty directory, so it never mixes with another one.
fn prepare_empty(dir: &Path) -> anyhow::Result<()> {
    match std::fs::read_dir(dir) {
        Ok(mut entries) => {
            if entries.next().is_some() {
                let holds = if dir.join(MANIFEST).exists() {
                    "it holds a backup"
                } else {
                    "it may hold an interrupted backup"
                };
                bail!(
                    "{} is not empty ({holds}): back up into a new or empty directory",
                    dir.display()
                );
            }
            crate::storage::make_private_dir(dir)
                .with_context(|| format!("make {} private", dir.display()))
        }
        Err(e) if e.kind() == ErrorKind::NotFound => crate::storage::make_private_dir(dir)
            .with_context(|| format!("create the backup directory {}", dir.display())),
        Err(e) => Err(e).with_context(|| format!("read the backup directory {}", dir.display())),
    }
}

/// PostgreSQL's `tool` connected to `url`: the password of the URL goes in `PGPASSWORD`, not on
/// the command line, where `ps` would show it to every user of the machine.
fn pg_tool(tool: &str, url: &str) -> tokio::process::Command {
    let mut command = tokio::process::Command::new(tool);
    let (url, password) = without_password(url);
    if let Some(password) = password {
        command.env("PGPASSWORD", password);
    }
    command.arg("--dbname").arg(url);
    command
}

/// A `postgres://user:password@host/…` URL without its password, and the password
/// (percent-decoded, as libpq would read it).
fn without_password(url: &str) -> (String, Option<String>) {
    let Some(start) = url.find("://").map(|i| i + 3) else {
        return (url.to_owned(), None);
    };
    let authority_end = url[start..]
        .find(['/', '?'])
        .map_or(url.len(), |i| start + i);
    let Some(at) = url[start..authority_end].rfind('@').map(|i| start + i) else {
        return (url.to_owned(), None);
    };
    let Some(colon) = url[start..at].find(':').map(|i| start + i) else {
        return (url.to_owned(), None);
    };
    let stripped = format!("{}{}", &url[..colon], &url[at..]);
    let password = percent_encoding::percent_decode_str(&url[colon + 1..at]).decode_utf8_lossy();
    (stripped, Some(password.into_owned()))
}

/// Runs a PostgreSQL client tool, naming it when it is missing or fails.
async fn run_tool(command: &mut tokio::process::Command, tool: &str) -> anyhow::Result<()> {
    let out = command.output().await.map_err(|e| {
        if e.kind() == ErrorKind::NotFound {
            anyhow::anyhow!(
                "{tool} is not on the PATH: install the PostgreSQL client tools (the server's \
                 major version or newer; Debian: postgresql-client)"
            )
        } else {
            anyhow::anyhow!("run {tool}: {e}")
        }
    })?;
    if !out.status.success() {
        bail!(
            "{tool} failed ({}): {}",
            out.status,
            String::from_utf8_lossy(&out.stderr).trim()
        );
    }
    Ok(())
}

/// Copies the database and every stored file it names into `dir` (new or empty) while the
/// server keeps serving. Every file the snapshot names must be in the backup, or the backup
/// fails (after a few snapshots, see `write_backup`). Everything is written under temporary
/// names and `backup.json` last; a failed backup removes what it wrote.
pub async fn backup(settings: &Settings, dir: &Path) -> anyhow::Result<Manifest> {
    ensure_local_files(settings)?;
    prepare_empty(dir)?;
    let written = write_backup(settings, dir).await;
    if written.is_err() {
        // Leave the directory as empty as it was found, so the backup can simply run again.
        let dump = Engine::of(&settings.database_url()).dump_file();
        for part in [partial("files"), "files".into()] {
            let _ = std::fs::remove_dir_all(dir.join(part));
        }
        for part in [partial(dump), dump.into(), partial(MANIFEST)] {
            let _ = std::fs::remove_file(dir.join(part));
        }
    }
    written
}

/// A backup holds the files of the data directory. Files in a bucket (`--storage s3://…`) are
/// the bucket's to keep (its versioning or replication): a database-only copy would be a backup
/// that cannot be restored on its own, so it is refused rather than made.
fn ensure_local_files(settings: &Settings) -> anyhow::Result<()> {
    if settings.storage != crate::storage::StorageLocation::Local {
        bail!(
            "the files are kept in {}, not in the data directory: back up the database with \
             `pg_dump` or `sqlite3 .backup` and the bucket with its own versioning or replication",
            settings.storage
        );
    }
    Ok(())
}

/// The name a backup's part has until the backup is complete.
fn partial(name: &str) -> String {
    format!("{name}.partial")
}

async fn write_backup(settings: &Settings, dir: &Path) -> anyhow::Result<Manifest> {
    let url = settings.database_url();
    let engine = Engine::of(&url);
    if engine == Engine::Sqlite {
        let file = sqlite_file(&url)?;
        if !file.exists() {
            bail!(
                "there is no database at {}: nothing to back up",
                file.display()
            );
        }
    }
    let conn = db::connect(&url).await.context("connect to the database")?;

    // A file the snapshot names may be deleted after it, so the files stored before it are
    // copied first; the ones stored meanwhile after it, from `files/deleted/` when they were
    // deleted in between (kept there for `storage::DELETED_KEPT`). Only a file purged from there
    // too is missing: the snapshot is then taken again.
    let mut files = FileCopy {
        live: settings.data_dir.join("files"),
        staged: dir.join(partial("files")),
        copied: BTreeMap::new(),
    };
    let dump = dir.join(partial(engine.dump_file()));
    let mut attempt = 1;
    let (created_at, contents) = loop {
        files = blocking(move || files.copy_stored()).await?;
        match std::fs::remove_file(&dump) {
            Err(e) if e.kind() != ErrorKind::NotFound => return Err(e.into()),
            _ => {}
        }
        let created_at = crate::clock::system_ms();
        let contents = match engine {
            Engine::Sqlite => snapshot_sqlite(&conn, &dump).await?,
            Engine::Postgres => snapshot_postgres(&conn, &url, &dump).await?,
        };
        let named = contents.blobs.clone();
        let missing;
        (files, missing) = blocking(move || files.copy_named(&named)).await?;
        if missing.is_empty() {
            break (created_at, contents);
        }
        if attempt == SNAPSHOTS {
            bail!(
                "{} stored files that the database names are not in {} (the first: {}): \
                 deleted while the backup ran ({SNAPSHOTS} snapshots), or lost before; run the \
                 backup again, and if they are still missing the data directory has lost them",
                missing.len(),
                files.live.display(),
                missing[0]
            );
        }
        tracing::info!(
            missing = missing.len(),
            attempt,
            "files the snapshot names were deleted before they were copied: snapshot again"
        );
        attempt += 1;
    };
    conn.close().await?;
    let named = contents.blobs.clone();
    let (staged, bytes) = blocking(move || files.finish(&named)).await?;

    let manifest = Manifest {
        format: FORMAT,
        created_at,
        skillcert_version: env!("CARGO_PKG_VERSION").to_string(),
        database: engine,
        migration: contents.migration,
        rows: contents.rows,
        files: contents.blobs.len() as u64,
        file_bytes: bytes,
    };
    std::fs::rename(&staged, dir.join("files"))?;
    std::fs::rename(&dump, dir.join(engine.dump_file()))?;
    let written = dir.join(partial(MANIFEST));
    let mut file = std::fs::File::create(&written)?;
    file.write_all(serde_json::to_string_pretty(&manifest)?.as_bytes())?;
    file.sync_all()?;
    std::fs::rename(&written, dir.join(MANIFEST))?;
    sync_dir(dir)?;
    Ok(manifest)
}

/// How many snapshots a backup takes before it gives up on files deleted as fast as it copies
/// them.
const SNAPSHOTS: usize = 5;

/// Runs file work off the async threads.
async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> anyhow::Result<T> + Send + 'static,
) -> anyhow::Result<T> {
    tokio::task::spawn_blocking(work).await?
}

/// The stored files being copied into a backup.
struct FileCopy {
    /// `<data-dir>/files`.
    live: PathBuf,
    /// The backup's files until it is complete.
    staged: PathBuf,
    /// The files copied so far, with their sizes.
    copied: BTreeMap<String, u64>,
}

impl FileCopy {
    /// Copies a stored file, or the kept bytes of one deleted meanwhile
    /// (`storage::DELETED_KEPT`), or of one put back meanwhile; `false` when none is there.
    fn copy(&mut self, sha: &str) -> anyhow::Result<bool> {
        let to = blob_path(&self.staged, sha);
        let stored = blob_path(&self.live, sha);
        let mut size = None;
        for from in [&stored, &deleted_blob_path(&self.live, sha), &stored] {
            size = copy_blob(from, &to, sha)?;
            if size.is_some() {
                break;
            }
        }
        if let Some(size) = size {
            self.copied.insert(sha.to_string(), size);
        }
        Ok(size.is_some())
    }

    /// Before a snapshot: copies every file stored now and not copied yet.
    fn copy_stored(mut self) -> anyhow::Result<Self> {
        for sha in stored_blobs(&self.live)? {
            if !self.copied.contains_key(&sha) {
                self.copy(&sha)?;
            }
        }
        Ok(self)
    }

    /// After a snapshot: copies the files it names that are not copied yet, and answers the
    /// ones that are gone.
    fn copy_named(mut self, named: &BTreeSet<String>) -> anyhow::Result<(Self, Vec<String>)> {
        let mut missing = Vec::new();
        for sha in named {
            if !self.copied.contains_key(sha) && !self.copy(sha)? {
                missing.push(sha.clone());
            }
        }
        Ok((self, missing))
    }

    /// Drops the files the snapshot does not name (deleted before it) and checks that the backup
    /// holds exactly the ones it names; answers the directory and their bytes.
    fn finish(mut self, named: &BTreeSet<String>) -> anyhow::Result<(PathBuf, u64)> {
        let deleted: Vec<String> = self
            .copied
            .keys()
            .filter(|sha| !named.contains(*sha))
            .cloned()
            .collect();
        for sha in deleted {
            std::fs::remove_file(blob_path(&self.staged, &sha))?;
            self.copied.remove(&sha);
        }
        std::fs::create_dir_all(&self.staged)?;
        let held = stored_blobs(&self.staged)?;
        if held != *named {
            bail!(
                "the backup holds {} files where the database names {}",
                held.len(),
                named.len()
            );
        }
        Ok((self.staged, self.copied.values().sum()))
    }
}

/// `VACUUM INTO` the backup, checked by SQLite, and what it holds.
async fn snapshot_sqlite(conn: &db::Db, target: &Path) -> anyhow::Result<Contents> {
    let path = target
        .to_str()
        .context("the backup directory's path is not UTF-8")?;
    db::backup::vacuum_into(conn, path)
        .await
        .context("VACUUM INTO the backup")?;
    let copy = db::backup::open_copy(target).await?;
    if let Some(damage) = db::backup::damage(&copy).await? {
        bail!("the snapshot fails SQLite's check: {damage}");
    }
    let contents = db::backup::contents(&copy).await?;
    copy.close().await?;
    Ok(contents)
}

/// `pg_dump` of the snapshot in which the manifest is counted: both read the same transaction.
async fn snapshot_postgres(conn: &db::Db, url: &str, target: &Path) -> anyhow::Result<Contents> {
    let (txn, snapshot) = db::backup::exported_snapshot(conn).await?;
    let contents = db::backup::contents(&txn).await?;
    let dumped = run_tool(
        pg_tool("pg_dump", url)
            .arg("--format=custom")
            .arg(format!("--snapshot={snapshot}"))
            .arg("--file")
            .arg(target),
        "pg_dump",
    )
    .await;
    txn.rollback().await?;
    dumped?;
    Ok(contents)
}

/// Puts the backup in `dir` back into the configured data directory and database, which must
/// not exist yet (a PostgreSQL database must be empty). The manifest is checked first; on
/// SQLite the database is copied under a temporary name, checked against the manifest, the
/// files copied, and the database renamed into place last. The next start migrates it if this
/// binary has newer migrations.
pub async fn restore(settings: &Settings, dir: &Path) -> anyhow::Result<Manifest> {
    ensure_local_files(settings)?;
    let text = match std::fs::read_to_string(dir.join(MANIFEST)) {
        Ok(text) => text,
        Err(e) if e.kind() == ErrorKind::NotFound => bail!(
            "{} holds no {MANIFEST}: it is not a backup, or the backup was interrupted",
            dir.display()
        ),
        Err(e) => return Err(e).with_context(|| format!("read {}", dir.display())),
    };
    let manifest: Manifest = serde_json::from_str(&text)
        .with_context(|| format!("{} is not a backup manifest", dir.join(MANIFEST).display()))?;
    let url = settings.database_url();
    let engine = Engine::of(&url);
    let known: Vec<String> = db::migration::Migrator::migrations()
        .iter()
        .map(|m| m.name().to_string())
        .collect();
    if let Some(refusal) = manifest.refusal(engine, &known) {
        bail!(refusal);
    }
    let dump = dir.join(engine.dump_file());
    if !dump.is_file() {
        bail!("the backup has no {}", dump.display());
    }
    let files = settings.data_dir.join("files");
    match engine {
        Engine::Sqlite => {
            let target = sqlite_file(&url)?;
            let wal = PathBuf::from(format!("{}-wal", target.display()));
            if target.exists() || wal.exists() {
                bail!(
                    "{} already exists: restore goes into a data directory without a database \
                     (move the old one away first)",
                    target.display()
                );
            }
            let parent = target.parent().unwrap_or(Path::new("."));
            std::fs::create_dir_all(parent)?;
            let staged = PathBuf::from(format!("{}.restoring", target.display()));
            let restored = restore_sqlite(dir, &dump, &staged, &files, &manifest).await;
            if restored.is_err() {
                let _ = std::fs::remove_file(&staged);
            }
            restored?;
            std::fs::rename(&staged, &target)?;
            sync_dir(parent)?;
        }
        Engine::Postgres => {
            let conn = db::connect(&url).await.context("connect to the database")?;
            let tables = db::backup::table_count(&conn).await?;
            if tables > 0 {
                bail!(
                    "the database already holds {tables} tables: restore goes into an empty \
                     database (create a new one with createdb)"
                );
            }
            // The files first, so the database never names a file that is not there yet.
            let in_backup = stored_blobs(&dir.join("files"))?;
            restore_files(dir, &files, &manifest, in_backup).await?;
            run_tool(
                pg_tool("pg_restore", &url)
                    .args([
                        "--exit-on-error",
                        "--single-transaction",
                        "--no-owner",
                        "--no-privileges",
                    ])
                    .arg(&dump),
                "pg_restore",
            )
            .await?;
            let contents = db::backup::contents(&conn).await?;
            conn.close().await?;
            let mut wrong = differences(&manifest.rows, &contents.rows);
            let stored = stored_blobs(&files)?;
            let lacking = contents.blobs.difference(&stored).count();
            if lacking > 0 {
                wrong.push(format!(
                    "{lacking} files it names are not in {}",
                    files.display()
                ));
            }
            if !wrong.is_empty() {
                bail!(
                    "the restored database does not match the backup's manifest ({}); it was \
                     restored in one transaction and is left for inspection",
                    wrong.join("; ")
                );
            }
        }
    }
    Ok(manifest)
}

/// Copies the backup's database to `staged`, checks it against the manifest, then copies the
/// files.
async fn restore_sqlite(
    dir: &Path,
    dump: &Path,
    staged: &Path,
    files: &Path,
    manifest: &Manifest,
) -> anyhow::Result<()> {
    std::fs::copy(dump, staged)
        .with_context(|| format!("copy {} to {}", dump.display(), staged.display()))?;
    std::fs::File::open(staged)?.sync_all()?;
    let copy = db::backup::open_copy(staged).await?;
    let damage = db::backup::damage(&copy).await?;
    let contents = db::backup::contents(&copy).await?;
    copy.close().await?;
    let mut wrong = differences(&manifest.rows, &contents.rows);
    if contents.migration != manifest.migration {
        wrong.push(format!("its schema is {}", contents.migration));
    }
    wrong.extend(damage.map(|d| format!("SQLite's check: {d}")));
    if !wrong.is_empty() {
        bail!(
            "the backup's database does not match its manifest: {}",
            wrong.join("; ")
        );
    }
    restore_files(dir, files, manifest, contents.blobs).await
}

/// Copies every file of the backup into the data directory's store (`store`), each under a
/// temporary name first and checked against its hash, once the backup is seen to hold as many
/// files as its manifest says and every one in `named` (the files its database names). A file
/// the store already has is kept: its name is its content.
async fn restore_files(
    dir: &Path,
    store: &Path,
    manifest: &Manifest,
    named: BTreeSet<String>,
) -> anyhow::Result<()> {
    let source = dir.join("files");
    let store = store.to_path_buf();
    let expected = manifest.files;
    blocking(move || {
        let held = stored_blobs(&source)?;
        if held.len() as u64 != expected {
            bail!(
                "the backup holds {} files, its manifest {expected}",
                held.len()
            );
        }
        if let Some(sha) = named.difference(&held).next() {
            bail!("the backup lacks the file {sha} that its database names");
        }
        let temp = store.join("tmp");
        std::fs::create_dir_all(&temp)?;
        for sha in &held {
            let target = blob_path(&store, sha);
            if target.exists() {
                continue;
            }
            let partial = temp.join(format!("restore-{sha}"));
            copy_blob(&blob_path(&source, sha), &partial, sha)?
                .with_context(|| format!("the backup's file {sha} vanished"))?;
            std::fs::create_dir_all(target.parent().expect("a shard directory"))?;
            std::fs::rename(&partial, &target)?;
        }
        Ok(())
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_password_leaves_the_url_for_pgpassword() {
        assert_eq!(
            without_password("postgres://skill:p%40ss%3Aw@db.local:5432/skillcert?sslmode=require"),
            (
                "postgres://skill@db.local:5432/skillcert?sslmode=require".to_owned(),
                Some("p@ss:w".to_owned())
            )
        );
        assert_eq!(
            without_password("postgres://a:b@c@host/db"),
            ("postgres://a@host/db".to_owned(), Some("b@c".to_owned()))
        );
        for plain in [
            "postgres://postgres@127.0.0.1:5432/test",
            "postgres://host/db?user=x",
            "postgres:///db",
        ] {
            assert_eq!(without_password(plain), (plain.to_owned(), None));
        }
        assert_eq!(
            without_password("postgres://u:100%+1%zz%4@h/db")
                .1
                .as_deref(),
            Some("100%+1%zz%4")
        );
    }

    fn manifest() -> Manifest {
        Manifest {
            format: FORMAT,
            created_at: 1,
            skillcert_version: "0.1.0".into(),
            database: Engine::Sqlite,
            migration: "m2".into(),
            rows: BTreeMap::from([("files".into(), 2), ("users".into(), 3)]),
            files: 2,
            file_bytes: 10,
        }
    }

    #[test]
    fn sqlite_urls_name_their_file() {
        let path = |url: &str| sqlite_path(url).map(|p| p.display().to_string());
        assert_eq!(
            path("sqlite://./data/skillcert.db?mode=rwc").as_deref(),
            Some("./data/skillcert.db")
        );
        assert_eq!(path("sqlite:///srv/x.db").as_deref(), Some("/srv/x.db"));
        assert_eq!(path("sqlite:data.db").as_deref(), Some("data.db"));
        assert_eq!(path("sqlite::memory:"), None);
        assert_eq!(path("postgres://u@h/db"), None);
    }

    #[test]
    fn a_manifest_is_refused_by_format_engine_and_schema() {
        let known = ["m1".to_string(), "m2".to_string()];
        assert_eq!(manifest().refusal(Engine::Sqlite, &known), None);
        let on_postgres = manifest().refusal(Engine::Postgres, &known).unwrap();
        assert!(on_postgres.contains("SQLite"), "{on_postgres}");
        let newer = Manifest {
            migration: "m3".into(),
            ..manifest()
        };
        let refusal = newer.refusal(Engine::Sqlite, &known).unwrap();
        assert!(
            refusal.contains("m3") && refusal.contains("m2"),
            "{refusal}"
        );
        let future = Manifest {
            format: FORMAT + 1,
            ..manifest()
        };
        assert!(future.refusal(Engine::Sqlite, &known).is_some());
    }

    #[test]
    fn differences_name_each_table_that_disagrees() {
        let expected = manifest().rows;
        assert!(differences(&expected, &expected).is_empty());
        let copy = BTreeMap::from([("users".to_string(), 2), ("extra".to_string(), 0)]);
        assert_eq!(
            differences(&expected, &copy),
            [
                "table files is missing",
                "table users has 2 rows, the manifest 3",
                "table extra is not in the manifest"
            ]
        );
    }

    #[test]
    fn the_manifest_reads_back_what_was_written() {
        let text = serde_json::to_string(&manifest()).unwrap();
        assert!(text.contains("\"database\":\"sqlite\""), "{text}");
        assert!(text.contains("\"createdAt\":1"), "{text}");
        assert_eq!(serde_json::from_str::<Manifest>(&text).unwrap(), manifest());
    }

    fn temp_dir() -> PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "skillcert-backup-unit-{}",
            hex::encode(rand::random::<[u8; 8]>())
        ));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn stored_files_are_the_hashed_names_and_copies_check_them() {
        let root = temp_dir();
        let bytes = b"hello";
        let sha = hex::encode(Sha256::digest(bytes));
        std::fs::create_dir_all(root.join("files/tmp")).unwrap();
        std::fs::write(root.join("files/tmp/upload-1"), b"partial").unwrap();
        std::fs::create_dir_all(root.join("files").join(&sha[..2])).unwrap();
        std::fs::write(blob_path(&root.join("files"), &sha), bytes).unwrap();
        std::fs::write(root.join("files").join(&sha[..2]).join("notes.txt"), b"x").unwrap();
        let found = stored_blobs(&root.join("files")).unwrap();
        assert_eq!(found, BTreeSet::from([sha.clone()]));

        let copied = copy_blob(
            &blob_path(&root.join("files"), &sha),
            &blob_path(&root.join("copy"), &sha),
            &sha,
        )
        .unwrap();
        assert_eq!(copied, Some(5));
        assert_eq!(
            std::fs::read(blob_path(&root.join("copy"), &sha)).unwrap(),
            bytes
        );
        let wrong = "0".repeat(64);
        let damaged = copy_blob(
            &blob_path(&root.join("files"), &sha),
            &root.join("copy/damaged"),
            &wrong,
        );
        assert!(damaged.unwrap_err().to_string().contains("damaged"));
        assert!(!root.join("copy/damaged").exists());
        let gone = copy_blob(&root.join("absent"), &root.join("copy/absent"), &wrong).unwrap();
        assert_eq!(gone, None);
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn a_backup_goes_into_a_new_or_empty_directory_only() {
        let root = temp_dir();
        prepare_empty(&root.join("new/deeper")).unwrap();
        prepare_empty(&root.join("new/deeper")).unwrap();
        std::fs::write(root.join("new/deeper/x"), b"").unwrap();
        let refusal = prepare_empty(&root.join("new/deeper"))
            .unwrap_err()
            .to_string();
        assert!(
            refusal.contains("not empty") && refusal.contains("interrupted"),
            "{refusal}"
        );
        std::fs::write(root.join("new/deeper").join(MANIFEST), b"{}").unwrap();
        let refusal = prepare_empty(&root.join("new/deeper"))
            .unwrap_err()
            .to_string();
        assert!(refusal.contains("holds a backup"), "{refusal}");
        std::fs::remove_dir_all(&root).unwrap();
    }
}
