//! Messages to everyone and to a role reach accounts created after the sending: their audience
//! is resolved when read, and only the reads are stored (`message_reads`), moved here from the
//! recipient rows those messages had. Indexed for the inbox: messages by audience, reads by reader.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

const BROADCAST: &str = "('all', 'role')";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("message_reads")
                .col(big_integer("message_id"))
                .col(big_integer("user_id"))
                .col(big_integer("read_at"))
                .primary_key(Index::create().col("message_id").col("user_id"))
                .foreign_key(
                    ForeignKey::create()
                        .from("message_reads", "message_id")
                        .to("messages", "id")
                        .on_delete(ForeignKeyAction::Cascade),
                )
                .foreign_key(
                    ForeignKey::create()
                        .from("message_reads", "user_id")
                        .to("users", "id")
                        .on_delete(ForeignKeyAction::Cascade),
                )
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_message_reads_user")
                .table("message_reads")
                .col("user_id")
                .col("message_id")
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_messages_audience")
                .table("messages")
                .col("audience")
                .col("audience_value")
                .to_owned(),
        )
        .await?;
        let db = m.get_connection();
        db.execute_unprepared(&format!(
            "INSERT INTO message_reads (message_id, user_id, read_at) \
             SELECT r.message_id, r.user_id, r.read_at FROM message_recipients r \
             JOIN messages m ON m.id = r.message_id \
             WHERE m.audience IN {BROADCAST} AND r.read_at IS NOT NULL"
        ))
        .await?;
        db.execute_unprepared(&format!(
            "DELETE FROM message_recipients WHERE message_id IN \
             (SELECT id FROM messages WHERE audience IN {BROADCAST})"
        ))
        .await?;
        Ok(())
    }

    /// Puts the reads back as recipient rows; unread messages to everyone or a role are not
    /// delivered again.
    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.get_connection()
            .execute_unprepared(
                "INSERT INTO message_recipients (message_id, user_id, read_at) \
                 SELECT message_id, user_id, read_at FROM message_reads",
            )
            .await?;
        m.drop_index(
            Index::drop()
                .name("idx_messages_audience")
                .table("messages")
                .to_owned(),
        )
        .await?;
        m.drop_table(Table::drop().table("message_reads").to_owned())
            .await
    }
}
