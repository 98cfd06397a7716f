//! The length of an uploaded audio or video file as the server measured it (milliseconds; null
//! for other files and for media that could not be read).

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table("files")
                .add_column(big_integer_null("duration_ms"))
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table("files")
                .drop_column("duration_ms")
                .to_owned(),
        )
        .await
    }
}
