//! Several attempts at an exam: how many an exam allows (`exams.attempts_allowed`, default 1),
//! how the attempts make the learner's result (`exams.grading_method`: highest, last, first,
//! average), the wait between two attempts (`exams.attempt_wait`, seconds); each record's number
//! (`exam_records.attempt`, 1 for every record made before) unique per learner and exam in place
//! of the one record per learner; one learner's own terms (`exam_overrides`: extra time, extra
//! attempts, their own window) with the trail of every change (`exam_override_changes`: who,
//! when, from, to, why), and `exams.overrides_end`, the latest end of a learner's own window
//! (the exam closes for everyone only then: the answer key is not shown before).

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

fn fk(
    from: (&'static str, &'static str),
    to: &'static str,
    action: ForeignKeyAction,
) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .from(from.0, from.1)
        .to(to, "id")
        .on_delete(action)
        .to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        add(m, "exams", integer("attempts_allowed").default(1)).await?;
        add(
            m,
            "exams",
            string_len("grading_method", 16).default("highest"),
        )
        .await?;
        add(m, "exams", big_integer("attempt_wait").default(0)).await?;
        add(m, "exams", &mut big_integer_null("overrides_end")).await?;
        add(m, "exam_records", integer("attempt").default(1)).await?;
        m.drop_index(
            Index::drop()
                .name("idx_exam_records_exam_user")
                .table("exam_records")
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_exam_records_attempt")
                .table("exam_records")
                .col("exam_id")
                .col("user_id")
                .col("attempt")
                .unique()
                .to_owned(),
        )
        .await?;
        // The sweeper's look-up of open attempts past their deadline.
        m.create_index(
            Index::create()
                .name("idx_exam_records_open")
                .table("exam_records")
                .col("submitted_at")
                .col("deadline")
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("exam_overrides")
                .col(big_pk_auto("id"))
                .col(big_integer("exam_id"))
                .col(big_integer("user_id"))
                .col(big_integer("extra_time"))
                .col(integer("extra_attempts"))
                .col(big_integer_null("started_at"))
                .col(big_integer_null("expired_at"))
                .col(string_len("reason", 200))
                .col(big_integer_null("granted_by"))
                .col(big_integer("updated_at"))
                .foreign_key(&mut fk(
                    ("exam_overrides", "exam_id"),
                    "exams",
                    ForeignKeyAction::Cascade,
                ))
                .foreign_key(&mut fk(
                    ("exam_overrides", "user_id"),
                    "users",
                    ForeignKeyAction::Cascade,
                ))
                .foreign_key(&mut fk(
                    ("exam_overrides", "granted_by"),
                    "users",
                    ForeignKeyAction::SetNull,
                ))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_exam_overrides_learner")
                .table("exam_overrides")
                .col("user_id")
                .col("exam_id")
                .unique()
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_exam_overrides_exam")
                .table("exam_overrides")
                .col("exam_id")
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("exam_override_changes")
                .col(big_pk_auto("id"))
                .col(big_integer("exam_id"))
                .col(big_integer("user_id"))
                .col(text_null("from_value"))
                .col(text_null("to_value"))
                .col(string_len("reason", 200))
                .col(big_integer_null("changed_by"))
                .col(big_integer("changed_at"))
                .foreign_key(&mut fk(
                    ("exam_override_changes", "exam_id"),
                    "exams",
                    ForeignKeyAction::Cascade,
                ))
                .foreign_key(&mut fk(
                    ("exam_override_changes", "user_id"),
                    "users",
                    ForeignKeyAction::Cascade,
                ))
                .foreign_key(&mut fk(
                    ("exam_override_changes", "changed_by"),
                    "users",
                    ForeignKeyAction::SetNull,
                ))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_exam_override_changes_exam")
                .table("exam_override_changes")
                .col("exam_id")
                .col("changed_at")
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["exam_override_changes", "exam_overrides"] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        for name in ["idx_exam_records_open", "idx_exam_records_attempt"] {
            m.drop_index(Index::drop().name(name).table("exam_records").to_owned())
                .await?;
        }
        m.create_index(
            Index::create()
                .name("idx_exam_records_exam_user")
                .table("exam_records")
                .col("exam_id")
                .col("user_id")
                .unique()
                .to_owned(),
        )
        .await?;
        for (table, column) in [
            ("exam_records", "attempt"),
            ("exams", "overrides_end"),
            ("exams", "attempt_wait"),
            ("exams", "grading_method"),
            ("exams", "attempts_allowed"),
        ] {
            m.alter_table(Table::alter().table(table).drop_column(column).to_owned())
                .await?;
        }
        Ok(())
    }
}
