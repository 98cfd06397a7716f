//! The access layer: connection set-up, migrations, entities and every query the handlers use.

pub mod applications;
pub mod audit;
pub mod backup;
pub mod camera;
pub mod careers;
pub mod certificates;
pub mod classes;
pub mod comments;
pub mod conduct;
pub mod courses;
pub mod distributors;
pub mod entity;
pub mod error;
pub mod exam_camera;
pub mod exams;
pub mod files;
pub mod messages;
pub mod migration;
pub mod notify;
pub mod overrides;
pub mod personal_data;
pub mod progress;
pub mod questions;
pub mod roles;
pub mod sealed;
pub mod sessions;
pub mod settings;
pub mod sms_codes;
pub mod study;
pub mod study_report;
pub mod throttle;
pub mod users;

use std::time::Duration;

use sea_orm::sqlx::sqlite::{SqliteJournalMode, SqliteSynchronous};
use sea_orm::{
    AccessMode, ConnectOptions, ConnectionTrait, Database, DatabaseConnection, DatabaseTransaction,
    DbErr, IsolationLevel, SqliteTransactionMode, Statement, TransactionOptions, TransactionTrait,
    Value,
};
use sea_orm_migration::MigratorTrait;

pub use error::{DbError, DbResult};
pub use sea_orm::DatabaseConnection as Db;

/// Opens the pool. SQLite gets WAL, foreign keys and a busy timeout on every connection.
pub async fn connect(url: &str) -> Result<DatabaseConnection, DbErr> {
    let mut options = ConnectOptions::new(url.to_owned());
    options
        .sqlx_logging(false)
        .connect_timeout(Duration::from_secs(10))
        .acquire_timeout(Duration::from_secs(10));
    if url.starts_with("sqlite:") {
        // An in-process database has no connection that could have gone stale: taking one from
        // the pool needs no test query first.
        options
            .max_connections(8)
            .min_connections(1)
            .test_before_acquire(false)
            .map_sqlx_sqlite_opts(|o| {
                o.journal_mode(SqliteJournalMode::Wal)
                    .synchronous(SqliteSynchronous::Normal)
                    .foreign_keys(true)
                    .busy_timeout(Duration::from_secs(10))
                    .create_if_missing(true)
            });
    } else {
        // A connection in steady use goes out as it is: pinging each one taken from the pool
        // doubled the round trips of every request. Only one idle for a while is checked first
        // (the server, a proxy or a firewall may have dropped it); a few stay open for a burst.
        options
            .max_connections(16)
            .min_connections(4)
            .test_before_acquire_if_idle_for(Duration::from_secs(30));
    }
    Database::connect(options).await
}

/// A statement written with `$1`, `$2`… placeholders for either database (SQLite numbers its
/// parameters `?1`, `?2`…).
pub(crate) fn statement(db: &impl ConnectionTrait, sql: &str, values: Vec<Value>) -> Statement {
    let backend = db.get_database_backend();
    let sql = match backend {
        sea_orm::DatabaseBackend::Sqlite => sql.replace('$', "?"),
        _ => sql.to_owned(),
    };
    Statement::from_sql_and_values(backend, sql, values)
}

/// The values of a raw statement: each one bound is named `$n` in the order it was added (see
/// [`statement`] for SQLite).
#[derive(Default)]
pub(crate) struct Params(pub Vec<Value>);

impl Params {
    /// Adds a value and answers its placeholder.
    pub fn bind(&mut self, value: impl Into<Value>) -> String {
        self.0.push(value.into());
        format!("${}", self.0.len())
    }

    /// Adds the values of one row of a multi-row `VALUES` list and answers it: `($4, $5, $6)`.
    pub fn row(&mut self, values: Vec<Value>) -> String {
        let placeholders: Vec<String> = values.into_iter().map(|v| self.bind(v)).collect();
        format!("({})", placeholders.join(", "))
    }
}

/// The `n` of a `SELECT COUNT(*) AS n …` statement.
pub(crate) async fn count(
    db: &impl ConnectionTrait,
    sql: &str,
    values: Vec<Value>,
) -> DbResult<i64> {
    Ok(db
        .query_one_raw(statement(db, sql, values))
        .await?
        .map(|row| row.try_get::<i64>("", "n"))
        .transpose()?
        .unwrap_or(0))
}

/// A page of the rows `select` finds (its SQL ends where LIMIT goes) and how many rows there are
/// in all (`count_sql`, a `SELECT COUNT(*) AS n …`), both with the values bound so far.
pub(crate) async fn page_of<T: sea_orm::FromQueryResult>(
    db: &impl ConnectionTrait,
    count_sql: &str,
    select: &str,
    mut params: Params,
    page: crate::domain::page::Page,
) -> DbResult<(Vec<T>, u64)> {
    let total = count(db, count_sql, params.0.clone()).await?;
    let limit = params.bind(page.size() as i64);
    let offset = params.bind(page.offset() as i64);
    let rows = T::find_by_statement(statement(
        db,
        &format!("{select} LIMIT {limit} OFFSET {offset}"),
        params.0,
    ))
    .all(db)
    .await?;
    Ok((rows, total as u64))
}

/// A case-insensitive `LIKE … ESCAPE '\\'` pattern for "contains `text`" (compare with a lowered
/// column): `%`, `_` and `\\` in the text are literal.
pub(crate) fn contains_pattern(text: &str) -> String {
    let escaped = text
        .to_lowercase()
        .replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_");
    format!("%{escaped}%")
}

/// The condition "the learner `u` matches `text`" for callers who see phones masked
/// (`identity::masked_phone`): part of the username or name, part of the phone as they see it
/// ("138****0006": its first three and last four digits), or — when `text` is a whole mobile
/// number, which the service rate-limits — that number exactly. Hidden digits never match
/// otherwise, so they cannot be recovered by searching.
pub(crate) fn learner_search(params: &mut Params, text: &str) -> String {
    let p = params.bind(contains_pattern(text));
    let exact = if crate::domain::identity::is_phone(text) {
        format!(" OR u.phone = {}", params.bind(text.to_string()))
    } else {
        String::new()
    };
    format!(
        "(LOWER(u.username) LIKE {p} ESCAPE '\\' OR LOWER(COALESCE(u.name, '')) LIKE {p} \
         ESCAPE '\\' OR (CASE WHEN LENGTH(COALESCE(u.phone, '')) < 8 THEN '' ELSE \
         SUBSTR(u.phone, 1, 3) || '****' || SUBSTR(u.phone, LENGTH(u.phone) - 3, 4) END) \
         LIKE {p} ESCAPE '\\'{exact})"
    )
}

/// Begins a transaction that will write. On SQLite it takes the write lock at once
/// (`BEGIN IMMEDIATE`, waiting up to the busy timeout), so it never has to upgrade a read lock
/// mid-way — which SQLite refuses with "database is locked" when another writer committed in
/// between. PostgreSQL ignores the mode.
pub async fn begin_write<C: TransactionTrait>(db: &C) -> Result<C::Transaction, DbErr> {
    db.begin_with_options(TransactionOptions {
        sqlite_transaction_mode: Some(SqliteTransactionMode::Immediate),
        ..Default::default()
    })
    .await
}

/// Begins a read-only transaction whose readings all see one snapshot: PostgreSQL's
/// `REPEATABLE READ READ ONLY`; on SQLite (WAL) a deferred transaction reads one snapshot from its
/// first reading on.
pub async fn begin_snapshot(db: &DatabaseConnection) -> Result<DatabaseTransaction, DbErr> {
    if db.get_database_backend() == sea_orm::DatabaseBackend::Sqlite {
        return db.begin().await;
    }
    db.begin_with_config(
        Some(IsolationLevel::RepeatableRead),
        Some(AccessMode::ReadOnly),
    )
    .await
}

/// Applies every pending migration. On SQLite it then measures the tables that changed much
/// since they were last measured (`PRAGMA optimize`, bounded by `analysis_limit`), so the
/// planner knows, for instance, to read the reviewers' queue in its index's order rather than
/// sort every application; PostgreSQL's autovacuum keeps its own statistics.
pub async fn migrate(db: &DatabaseConnection) -> Result<(), DbErr> {
    migration::Migrator::up(db, None).await?;
    if db.get_database_backend() == sea_orm::DatabaseBackend::Sqlite {
        // One call, so both pragmas run on the same pooled connection.
        db.execute_unprepared("PRAGMA analysis_limit = 1000; PRAGMA optimize = 0x10002;")
            .await?;
    }
    Ok(())
}

/// Writes a JSON column (answers, grades, options, details): the one place such text is made.
/// JSON columns are read into their types by [`json_column`], the one place such
/// text is parsed. A value that does not parse — written by hand, or by an older version — reads
/// as the type's default and is logged, so one bad row never fails a request.
pub fn json_text<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("maps of plain values serialise")
}

/// Reads a JSON column (see [`json_text`]).
pub fn json_column<T: serde::de::DeserializeOwned + Default>(
    text: &str,
    column: &'static str,
) -> T {
    serde_json::from_str(text).unwrap_or_else(|err| {
        tracing::warn!(column, %err, "unreadable JSON column");
        T::default()
    })
}
