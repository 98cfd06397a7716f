//! Learners' ratings and comments on courses (one per learner per course), staff replies and
//! moderation, and the trail of every moderation step (kept after a comment is deleted).

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        use ForeignKeyAction::{Cascade, SetNull};
        m.create_table(
            Table::create()
                .table("course_comments")
                .col(big_pk_auto("id"))
                .col(big_integer("course_id"))
                .col(big_integer("user_id"))
                .col(small_integer("rating"))
                .col(text("content"))
                .col(string_len("status", 16))
                .col(text_null("reply"))
                .col(big_integer_null("replied_by"))
                .col(big_integer_null("replied_at"))
                .col(big_integer("created_at"))
                .col(big_integer("updated_at"))
                .foreign_key(
                    ForeignKey::create()
                        .from("course_comments", "course_id")
                        .to("courses", "id")
                        .on_delete(Cascade),
                )
                .foreign_key(
                    ForeignKey::create()
                        .from("course_comments", "user_id")
                        .to("users", "id")
                        .on_delete(Cascade),
                )
                .foreign_key(
                    ForeignKey::create()
                        .from("course_comments", "replied_by")
                        .to("users", "id")
                        .on_delete(SetNull),
                )
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_course_comments_one_per_learner")
                .table("course_comments")
                .col("course_id")
                .col("user_id")
                .unique()
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_course_comments_course_status")
                .table("course_comments")
                .col("course_id")
                .col("status")
                .col("id")
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("comment_events")
                .col(big_pk_auto("id"))
                .col(big_integer("comment_id"))
                .col(big_integer("course_id"))
                .col(big_integer_null("actor_id"))
                .col(big_integer("at"))
                .col(string_len("action", 16))
                .col(string_len_null("from_status", 16))
                .col(string_len_null("to_status", 16))
                .col(text_null("reason"))
                .foreign_key(
                    ForeignKey::create()
                        .from("comment_events", "actor_id")
                        .to("users", "id")
                        .on_delete(SetNull),
                )
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_comment_events_comment")
                .table("comment_events")
                .col("comment_id")
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["comment_events", "course_comments"] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
