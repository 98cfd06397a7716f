//! When learners see an exam's correct answers and explanations: `afterClose` (the default, also
//! for every exam that exists already), `afterGrading` or `never`.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table("exams")
                .add_column(string_len("answer_visibility", 16).default("afterClose"))
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table("exams")
                .drop_column("answer_visibility")
                .to_owned(),
        )
        .await
    }
}
