//! Papers drawn per learner: an exam's draw rules (`exams.draw_rules`, a JSON list of
//! `domain::paper::DrawRule`; '' for a fixed paper) and whether questions and options are
//! shuffled; each attempt's own paper (`exam_records.paper`, a JSON list of
//! `domain::paper::PaperEntry`; '' for the exam's items as they are, as every attempt made
//! before this migration).

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// One column per statement (SQLite adds one at a time).
async fn add(
    m: &SchemaManager<'_>,
    table: &'static str,
    column: &mut ColumnDef,
) -> Result<(), DbErr> {
    m.alter_table(Table::alter().table(table).add_column(column).to_owned())
        .await
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        add(m, "exams", text("draw_rules").default("")).await?;
        add(m, "exams", boolean("shuffle_questions").default(false)).await?;
        add(m, "exams", boolean("shuffle_options").default(false)).await?;
        add(m, "exam_records", text("paper").default("")).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for (table, column) in [
            ("exam_records", "paper"),
            ("exams", "shuffle_options"),
            ("exams", "shuffle_questions"),
            ("exams", "draw_rules"),
        ] {
            m.alter_table(Table::alter().table(table).drop_column(column).to_owned())
                .await?;
        }
        Ok(())
    }
}
