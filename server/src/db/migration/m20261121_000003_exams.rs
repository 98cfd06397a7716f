//! Question bank, exams with their items, and exam records (attempts, answers, grades).

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

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
        m.create_table(
            Table::create()
                .table("questions")
                .col(big_pk_auto("id"))
                .col(string_len("type", 8))
                .col(text("content"))
                .col(text("options"))
                .col(boolean("is_multiple"))
                .col(text("answer"))
                .col(integer("score"))
                .col(text_null("explanation"))
                .col(string_len_null("subject", 64))
                .col(big_integer_null("author_id"))
                .col(big_integer("created_at"))
                .col(big_integer("updated_at"))
                .foreign_key(&mut fk(
                    ("questions", "author_id"),
                    "users",
                    ForeignKeyAction::SetNull,
                ))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("exams")
                .col(big_pk_auto("id"))
                .col(string("title"))
                .col(text_null("description"))
                .col(string_null("cover"))
                .col(big_integer("duration"))
                .col(big_integer_null("started_at"))
                .col(big_integer_null("expired_at"))
                .col(string_len_null("subject", 64))
                .col(big_integer_null("course_id"))
                .col(integer("total_score"))
                .col(big_integer_null("author_id"))
                .col(big_integer("created_at"))
                .col(big_integer("updated_at"))
                .foreign_key(&mut fk(
                    ("exams", "course_id"),
                    "courses",
                    ForeignKeyAction::Restrict,
                ))
                .foreign_key(&mut fk(
                    ("exams", "author_id"),
                    "users",
                    ForeignKeyAction::SetNull,
                ))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("exam_items")
                .col(big_integer("exam_id"))
                .col(big_integer("question_id"))
                .col(integer("position"))
                .col(integer("score"))
                .primary_key(Index::create().col("exam_id").col("question_id"))
                .foreign_key(&mut fk(
                    ("exam_items", "exam_id"),
                    "exams",
                    ForeignKeyAction::Cascade,
                ))
                .foreign_key(&mut fk(
                    ("exam_items", "question_id"),
                    "questions",
                    ForeignKeyAction::Restrict,
                ))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("exam_records")
                .col(big_pk_auto("id"))
                .col(big_integer("exam_id"))
                .col(big_integer("user_id"))
                .col(big_integer("started_at"))
                .col(big_integer("deadline"))
                .col(big_integer_null("submitted_at"))
                .col(text("answers"))
                .col(integer("exit_count"))
                .col(integer_null("score"))
                .col(boolean("reviewed"))
                .col(text("grades"))
                .col(big_integer("updated_at"))
                .foreign_key(&mut fk(
                    ("exam_records", "exam_id"),
                    "exams",
                    ForeignKeyAction::Cascade,
                ))
                .foreign_key(&mut fk(
                    ("exam_records", "user_id"),
                    "users",
                    ForeignKeyAction::Cascade,
                ))
                .to_owned(),
        )
        .await?;
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
        m.create_index(
            Index::create()
                .name("idx_exam_records_user")
                .table("exam_records")
                .col("user_id")
                .to_owned(),
        )
        .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["exam_records", "exam_items", "exams", "questions"] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
