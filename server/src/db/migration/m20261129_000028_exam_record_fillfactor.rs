//! PostgreSQL only: `exam_records` pages keep 30 % free. An attempt's row is inserted when the
//! learner starts and then rewritten by every autosave within seconds; on pages filled by the
//! inserts of a whole class starting together, the first rewrite of each row could not stay on
//! its page (no HOT update), so every index of the table got a new entry and the first autosave
//! of an exam session was the slowest request of it. SQLite rewrites rows in place: nothing to do.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

#[derive(DeriveMigrationName)]
pub struct Migration;

async fn fillfactor(m: &SchemaManager<'_>, percent: u8) -> Result<(), DbErr> {
    if m.get_database_backend() == DatabaseBackend::Postgres {
        m.get_connection()
            .execute_unprepared(&format!(
                "ALTER TABLE exam_records SET (fillfactor = {percent})"
            ))
            .await?;
    }
    Ok(())
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        fillfactor(m, 70).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        fillfactor(m, 100).await
    }
}
