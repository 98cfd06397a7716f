//! The audit trail of the administrator's settings: who changed which setting when, from what to
//! what (the values are short texts and numbers; a long notice is kept whole).

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("setting_changes")
                .col(big_pk_auto("id"))
                .col(string_len("key", 64))
                .col(text_null("from_value"))
                .col(text("to_value"))
                .col(big_integer_null("changed_by"))
                .col(big_integer("changed_at"))
                .foreign_key(
                    ForeignKey::create()
                        .from("setting_changes", "changed_by")
                        .to("users", "id")
                        .on_delete(ForeignKeyAction::SetNull),
                )
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_setting_changes_key")
                .table("setting_changes")
                .col("key")
                .col("changed_at")
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table("setting_changes").to_owned())
            .await
    }
}
