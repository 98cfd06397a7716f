//! ID numbers are sealed (`db::sealed`): an account is found by its number through this keyed
//! hash of it (exact look-ups: the administrator's search, the import's duplicate check).

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table("users")
                .add_column(string_len_null("id_card_hash", 64))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_users_id_card_hash")
                .table("users")
                .col("id_card_hash")
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_index(
            Index::drop()
                .name("idx_users_id_card_hash")
                .table("users")
                .to_owned(),
        )
        .await?;
        m.alter_table(
            Table::alter()
                .table("users")
                .drop_column("id_card_hash")
                .to_owned(),
        )
        .await
    }
}
