//! The audit log (操作日志): one row per change a person makes, written in the change's own
//! transaction. Rows name the actor and the object by id and by the name they had then (no
//! foreign keys: the log outlives the accounts and things it names); read newest first, by
//! person and by kind; deleted after the retention period.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("audit_log")
                .col(big_pk_auto("id"))
                .col(big_integer("at"))
                .col(big_integer_null("actor_id"))
                .col(string_len_null("actor_name", 64))
                .col(string_len_null("address", 45))
                .col(string_len("kind", 16))
                .col(string_len("action", 32))
                .col(string_len("object_type", 16))
                .col(big_integer_null("object_id"))
                .col(text("object_label"))
                .col(text_null("from_value"))
                .col(text_null("to_value"))
                .col(text_null("reason"))
                .to_owned(),
        )
        .await?;
        for (name, cols) in [
            ("idx_audit_log_at", &["at"][..]),
            ("idx_audit_log_actor", &["actor_id", "at"][..]),
            ("idx_audit_log_kind", &["kind", "at"][..]),
        ] {
            let mut index = Index::create();
            index.name(name).table("audit_log");
            for col in cols {
                index.col(*col);
            }
            m.create_index(index.to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table("audit_log").to_owned())
            .await
    }
}
