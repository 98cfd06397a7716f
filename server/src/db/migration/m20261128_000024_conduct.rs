//! The conduct record of an attempt, kept by the server: each event the exam page reports
//! (leaving the page, losing focus, leaving full screen, copy / paste / context-menu attempts)
//! and each decision of a teacher on the attempt (voided, reopened, with who and why), in
//! `exam_events`; the exam's rule (`exams.exit_limit`: the count of leaves that submits the
//! attempt, 3 as the specification's exits, 0 never) and whether it must be sat in full screen
//! (`exams.require_fullscreen`); an attempt voided by a teacher (`exam_records.voided_at`,
//! `void_reason`) counts in no result.

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
        add(m, "exams", integer("exit_limit").default(3)).await?;
        add(m, "exams", boolean("require_fullscreen").default(false)).await?;
        add(m, "exam_records", &mut big_integer_null("voided_at")).await?;
        add(m, "exam_records", &mut string_len_null("void_reason", 200)).await?;
        m.create_table(
            Table::create()
                .table("exam_events")
                .col(big_pk_auto("id"))
                .col(big_integer("record_id"))
                .col(string_len("kind", 16))
                .col(big_integer("at"))
                .col(boolean("counted"))
                .col(big_integer_null("by_user"))
                .col(string_len_null("detail", 200))
                .foreign_key(
                    ForeignKey::create()
                        .from("exam_events", "record_id")
                        .to("exam_records", "id")
                        .on_delete(ForeignKeyAction::Cascade),
                )
                .foreign_key(
                    ForeignKey::create()
                        .from("exam_events", "by_user")
                        .to("users", "id")
                        .on_delete(ForeignKeyAction::SetNull),
                )
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_exam_events_record")
                .table("exam_events")
                .col("record_id")
                .col("id")
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table("exam_events").to_owned())
            .await?;
        for (table, column) in [
            ("exam_records", "void_reason"),
            ("exam_records", "voided_at"),
            ("exams", "require_fullscreen"),
            ("exams", "exit_limit"),
        ] {
            m.alter_table(Table::alter().table(table).drop_column(column).to_owned())
                .await?;
        }
        Ok(())
    }
}
