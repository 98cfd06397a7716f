//! Indexes found missing by `make bench`: a course's items (outline) and a learner's records.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_index(
            Index::create()
                .name("idx_items_course")
                .table("items")
                .col("course_id")
                .col("position")
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_enrolments_course")
                .table("enrolments")
                .col("course_id")
                .col("status")
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_exams_author")
                .table("exams")
                .col("author_id")
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_questions_author")
                .table("questions")
                .col("author_id")
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for (name, table) in [
            ("idx_items_course", "items"),
            ("idx_enrolments_course", "enrolments"),
            ("idx_exams_author", "exams"),
            ("idx_questions_author", "questions"),
        ] {
            m.drop_index(Index::drop().name(name).table(table).to_owned())
                .await?;
        }
        Ok(())
    }
}
