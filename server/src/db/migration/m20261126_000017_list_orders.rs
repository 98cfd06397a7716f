//! The reviewers' and finance's waiting queues in the order things were submitted (first come,
//! first served): applications by submission time, payments by the time of their proof; and the
//! sent messages of the staff apart from the product's automatic ones (by sender).

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const SUBMITTED: &str = "idx_applications_submitted";
const PAYMENT: &str = "idx_applications_payment_submitted";
const SENDER: &str = "idx_messages_sender";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_index(
            Index::create()
                .name(SUBMITTED)
                .table("applications")
                .col("submitted_at")
                .col("id")
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name(PAYMENT)
                .table("applications")
                .col("payment_submitted_at")
                .col("id")
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name(SENDER)
                .table("messages")
                .col("sender_id")
                .col("id")
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for (name, table) in [
            (SUBMITTED, "applications"),
            (PAYMENT, "applications"),
            (SENDER, "messages"),
        ] {
            m.drop_index(Index::drop().name(name).table(table).to_owned())
                .await?;
        }
        Ok(())
    }
}
