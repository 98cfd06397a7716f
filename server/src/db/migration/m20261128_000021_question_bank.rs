//! A question bank organised for drawing papers: categories (知识点) that nest
//! (`question_categories`), each question's category and difficulty (1 易, 2 中, 3 难; existing
//! questions 中), and tags (`question_tags`, one row per question and tag).
//!
//! `questions.category_id` has no foreign key (SQLite cannot add one to an existing table); the
//! service refuses to delete a category that questions or sub-categories use, in the same
//! transaction that checks it.

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
        m.create_table(
            Table::create()
                .table("question_categories")
                .col(big_pk_auto("id"))
                .col(string_len("name", 64))
                .col(big_integer_null("parent_id"))
                .col(big_integer_null("author_id"))
                .col(big_integer("created_at"))
                .col(big_integer("updated_at"))
                .foreign_key(
                    ForeignKey::create()
                        .from("question_categories", "parent_id")
                        .to("question_categories", "id")
                        .on_delete(ForeignKeyAction::Restrict),
                )
                .foreign_key(
                    ForeignKey::create()
                        .from("question_categories", "author_id")
                        .to("users", "id")
                        .on_delete(ForeignKeyAction::SetNull),
                )
                .to_owned(),
        )
        .await?;
        add(m, "questions", &mut big_integer_null("category_id")).await?;
        add(m, "questions", integer("difficulty").default(2)).await?;
        m.create_index(
            Index::create()
                .name("idx_questions_category")
                .table("questions")
                .col("category_id")
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("question_tags")
                .col(big_integer("question_id"))
                .col(string_len("tag", 20))
                .primary_key(Index::create().col("question_id").col("tag"))
                .foreign_key(
                    ForeignKey::create()
                        .from("question_tags", "question_id")
                        .to("questions", "id")
                        .on_delete(ForeignKeyAction::Cascade),
                )
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_question_tags_tag")
                .table("question_tags")
                .col("tag")
                .col("question_id")
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table("question_tags").to_owned())
            .await?;
        m.drop_index(
            Index::drop()
                .name("idx_questions_category")
                .table("questions")
                .to_owned(),
        )
        .await?;
        for column in ["difficulty", "category_id"] {
            m.alter_table(
                Table::alter()
                    .table("questions")
                    .drop_column(column)
                    .to_owned(),
            )
            .await?;
        }
        m.drop_table(Table::drop().table("question_categories").to_owned())
            .await
    }
}
