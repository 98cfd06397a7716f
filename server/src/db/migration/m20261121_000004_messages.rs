//! Messages (notices and announcements) and their per-recipient read state.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("messages")
                .col(big_pk_auto("id"))
                .col(string_len("type", 16))
                .col(string("title"))
                .col(text("content"))
                .col(text("details"))
                .col(string_len("audience", 16))
                .col(text_null("audience_value"))
                .col(big_integer_null("sender_id"))
                .col(big_integer("created_at"))
                .foreign_key(
                    ForeignKey::create()
                        .from("messages", "sender_id")
                        .to("users", "id")
                        .on_delete(ForeignKeyAction::SetNull),
                )
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("message_recipients")
                .col(big_integer("message_id"))
                .col(big_integer("user_id"))
                .col(big_integer_null("read_at"))
                .primary_key(Index::create().col("message_id").col("user_id"))
                .foreign_key(
                    ForeignKey::create()
                        .from("message_recipients", "message_id")
                        .to("messages", "id")
                        .on_delete(ForeignKeyAction::Cascade),
                )
                .foreign_key(
                    ForeignKey::create()
                        .from("message_recipients", "user_id")
                        .to("users", "id")
                        .on_delete(ForeignKeyAction::Cascade),
                )
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_recipients_user_read")
                .table("message_recipients")
                .col("user_id")
                .col("read_at")
                .to_owned(),
        )
        .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table("message_recipients").to_owned())
            .await?;
        m.drop_table(Table::drop().table("messages").to_owned())
            .await
    }
}
