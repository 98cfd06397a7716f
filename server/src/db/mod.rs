//! The access layer: connection set-up, migrations, entities and every query the handlers use.

pub mod courses;
pub mod entity;
pub mod exams;
pub mod files;
pub mod messages;
pub mod migration;
pub mod sessions;
pub mod sms_codes;
pub mod throttle;
pub mod users;

use std::time::Duration;

use sea_orm::sqlx::sqlite::{SqliteJournalMode, SqliteSynchronous};
use sea_orm::{ConnectOptions, Database, DatabaseConnection, DbErr};
use sea_orm_migration::MigratorTrait;

pub use sea_orm::DatabaseConnection as Db;

/// Opens the pool. SQLite gets WAL, foreign keys and a busy timeout on every connection.
pub async fn connect(url: &str) -> Result<DatabaseConnection, DbErr> {
    let mut options = ConnectOptions::new(url.to_owned());
    options
        .sqlx_logging(false)
        .connect_timeout(Duration::from_secs(10))
        .acquire_timeout(Duration::from_secs(10));
    if url.starts_with("sqlite:") {
        options
            .max_connections(8)
            .min_connections(1)
            .map_sqlx_sqlite_opts(|o| {
                o.journal_mode(SqliteJournalMode::Wal)
                    .synchronous(SqliteSynchronous::Normal)
                    .foreign_keys(true)
                    .busy_timeout(Duration::from_secs(10))
                    .create_if_missing(true)
            });
    } else {
        options.max_connections(16);
    }
    Database::connect(options).await
}

/// Applies every pending migration.
pub async fn migrate(db: &DatabaseConnection) -> Result<(), DbErr> {
    migration::Migrator::up(db, None).await
}

/// Milliseconds since the epoch: the one clock of the wire format and the tables.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}
