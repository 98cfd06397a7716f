//! The access layer's own error: what a caller may need to tell apart (a missing row, a unique
//! value already taken) and everything else. Services map it to the API's error.

use sea_orm::{DbErr, RuntimeErr, SqlErr};

#[derive(Debug, thiserror::Error)]
pub enum DbError {
    /// The row the operation needs does not exist.
    #[error("not found")]
    NotFound,
    /// A unique constraint was violated. `constraint` is PostgreSQL's constraint name
    /// (`user_phone_key`) or SQLite's `table.column` (`user.phone`).
    #[error("unique constraint {constraint} violated")]
    Unique { constraint: String },
    #[error(transparent)]
    Other(DbErr),
}

pub type DbResult<T> = Result<T, DbError>;

impl DbError {
    /// A unique violation on `table.column`, however the database named it.
    pub fn is_unique_on(&self, table: &str, column: &str) -> bool {
        match self {
            Self::Unique { constraint } => {
                *constraint == format!("{table}.{column}")
                    || *constraint == format!("{table}_{column}_key")
            }
            _ => false,
        }
    }
}

/// The constraint a unique violation names: PostgreSQL reports it as a field of the error;
/// SQLite's documented message is `UNIQUE constraint failed: table.column`.
fn unique_constraint(err: &DbErr) -> Option<String> {
    if !matches!(err.sql_err(), Some(SqlErr::UniqueConstraintViolation(_))) {
        return None;
    }
    let database_error = match err {
        DbErr::Exec(RuntimeErr::SqlxError(e)) | DbErr::Query(RuntimeErr::SqlxError(e)) => {
            e.as_database_error()
        }
        _ => None,
    };
    Some(match database_error {
        Some(e) => match e.constraint() {
            Some(name) => name.to_string(),
            None => e
                .message()
                .strip_prefix("UNIQUE constraint failed: ")
                .unwrap_or_default()
                .to_string(),
        },
        None => String::new(),
    })
}

impl From<DbErr> for DbError {
    fn from(err: DbErr) -> Self {
        if let Some(constraint) = unique_constraint(&err) {
            return Self::Unique { constraint };
        }
        match err {
            DbErr::RecordNotFound(_) => Self::NotFound,
            other => Self::Other(other),
        }
    }
}
