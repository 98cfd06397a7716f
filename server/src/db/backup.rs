//! The queries of `skillcert backup` and `restore`: a snapshot of a live SQLite database, a
//! snapshot PostgreSQL can hand to `pg_dump`, and what a copy holds (rows per table, schema
//! version, the files its records name), so a copy can be checked against its manifest.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use sea_orm::sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions};
use sea_orm::{
    ConnectionTrait, DatabaseBackend, DatabaseConnection, DatabaseTransaction, DbErr,
    SqlxSqliteConnector,
};

use super::{DbResult, statement};

/// What a copy of the database holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contents {
    /// Rows per table (the migration table included, SQLite's own tables not).
    pub rows: BTreeMap<String, u64>,
    /// The last migration applied.
    pub migration: String,
    /// The SHA-256 of every stored file a record names.
    pub blobs: BTreeSet<String>,
}

/// Writes a consistent copy of a live SQLite database to `target` (which must not exist):
/// `VACUUM INTO` reads in one transaction, so in WAL mode the server keeps writing meanwhile.
pub async fn vacuum_into(db: &DatabaseConnection, target: &str) -> DbResult<()> {
    db.execute_raw(statement(db, "VACUUM INTO $1", vec![target.into()]))
        .await?;
    Ok(())
}

/// Opens a SQLite file that no server uses (a snapshot, a copy being restored) on one
/// connection in rollback-journal mode, so when closed it is one self-contained file.
pub async fn open_copy(path: &Path) -> DbResult<DatabaseConnection> {
    let options = SqliteConnectOptions::new()
        .filename(path)
        .create_if_missing(false)
        .journal_mode(SqliteJournalMode::Delete)
        .foreign_keys(true);
    let pool = SqlitePoolOptions::new()
        .max_connections(1)
        .connect_with(options)
        .await
        .map_err(|e| DbErr::Conn(sea_orm::RuntimeErr::SqlxError(e.into())))?;
    Ok(SqlxSqliteConnector::from_sqlx_sqlite_pool(pool))
}

/// SQLite's own check of a file's structure: `None` when sound, else what is wrong.
pub async fn damage(db: &DatabaseConnection) -> DbResult<Option<String>> {
    let rows = db
        .query_all_raw(statement(db, "PRAGMA quick_check", vec![]))
        .await?;
    let found: Vec<String> = rows
        .iter()
        .map(|row| row.try_get_by_index::<String>(0))
        .collect::<Result<_, _>>()?;
    Ok((found != ["ok"]).then(|| found.join("; ")))
}

/// A read-only transaction on PostgreSQL whose snapshot other sessions may share: `pg_dump
/// --snapshot=<id>` then dumps exactly what [`contents`] reads in the same transaction. The
/// snapshot lives as long as the transaction.
pub async fn exported_snapshot(db: &DatabaseConnection) -> DbResult<(DatabaseTransaction, String)> {
    let txn = super::begin_snapshot(db).await?;
    let id = txn
        .query_one_raw(statement(&txn, "SELECT pg_export_snapshot() AS id", vec![]))
        .await?
        .ok_or(super::DbError::NotFound)?
        .try_get::<String>("", "id")?;
    Ok((txn, id))
}

/// Rows per table, the last migration and the files the records name.
pub async fn contents(db: &impl ConnectionTrait) -> DbResult<Contents> {
    let tables_sql = match db.get_database_backend() {
        DatabaseBackend::Sqlite => {
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
        }
        _ => {
            "SELECT table_name AS name FROM information_schema.tables \
             WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
        }
    };
    let mut rows = BTreeMap::new();
    for table in db.query_all_raw(statement(db, tables_sql, vec![])).await? {
        let name: String = table.try_get("", "name")?;
        let sql = format!("SELECT COUNT(*) AS n FROM {}", quoted(&name));
        rows.insert(name, super::count(db, &sql, vec![]).await? as u64);
    }
    let migration = db
        .query_one_raw(statement(
            db,
            "SELECT version FROM seaql_migrations ORDER BY version DESC LIMIT 1",
            vec![],
        ))
        .await?
        .ok_or(super::DbError::NotFound)?
        .try_get::<String>("", "version")?;
    let blobs = db
        .query_all_raw(statement(db, "SELECT DISTINCT sha256 FROM files", vec![]))
        .await?
        .iter()
        .map(|row| row.try_get::<String>("", "sha256"))
        .collect::<Result<_, _>>()?;
    Ok(Contents {
        rows,
        migration,
        blobs,
    })
}

/// How many tables the database in use holds (in PostgreSQL's current schema): a restore goes
/// only into an empty one.
pub async fn table_count(db: &impl ConnectionTrait) -> DbResult<i64> {
    let sql = match db.get_database_backend() {
        DatabaseBackend::Sqlite => {
            "SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
        }
        _ => {
            "SELECT COUNT(*) AS n FROM information_schema.tables \
             WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
        }
    };
    super::count(db, sql, vec![]).await
}

/// A table name as an SQL identifier (both databases quote with `"`).
fn quoted(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_names_are_quoted_as_identifiers() {
        assert_eq!(quoted("files"), "\"files\"");
        assert_eq!(quoted("a\"b"), "\"a\"\"b\"");
    }
}
