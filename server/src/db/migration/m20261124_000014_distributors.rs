//! Distributors' invite codes and the attribution of the learners who registered with one (the
//! distributor and the code on the account), indexed for the dashboard's period queries.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        use ForeignKeyAction::{Cascade, SetNull};
        m.create_table(
            Table::create()
                .table("invite_codes")
                .col(big_pk_auto("id"))
                .col(string_len("code", 12).unique_key())
                .col(big_integer("distributor_id"))
                .col(string_len_null("label", 30))
                .col(boolean("active").default(true))
                .col(big_integer_null("created_by"))
                .col(big_integer("created_at"))
                .col(big_integer_null("disabled_at"))
                .foreign_key(
                    ForeignKey::create()
                        .from("invite_codes", "distributor_id")
                        .to("users", "id")
                        .on_delete(Cascade),
                )
                .foreign_key(
                    ForeignKey::create()
                        .from("invite_codes", "created_by")
                        .to("users", "id")
                        .on_delete(SetNull),
                )
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_invite_codes_distributor")
                .table("invite_codes")
                .col("distributor_id")
                .to_owned(),
        )
        .await?;
        // SQLite adds one column per statement (and no foreign key to an existing table).
        for column in ["distributor_id", "invite_code_id"] {
            m.alter_table(
                Table::alter()
                    .table("users")
                    .add_column(big_integer_null(column))
                    .to_owned(),
            )
            .await?;
        }
        m.create_index(
            Index::create()
                .name("idx_users_distributor_created")
                .table("users")
                .col("distributor_id")
                .col("created_at")
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_index(
            Index::drop()
                .name("idx_users_distributor_created")
                .table("users")
                .to_owned(),
        )
        .await?;
        for column in ["invite_code_id", "distributor_id"] {
            m.alter_table(Table::alter().table("users").drop_column(column).to_owned())
                .await?;
        }
        m.drop_table(Table::drop().table("invite_codes").to_owned())
            .await
    }
}
