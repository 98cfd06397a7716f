//! A learner's enrolments with the columns the distributor dashboard tallies (day, course,
//! status) and its funnel reads (status), so both are counted from the index alone.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const NAME: &str = "idx_enrolments_learner_figures";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_index(
            Index::create()
                .name(NAME)
                .table("enrolments")
                .col("user_id")
                .col("created_at")
                .col("course_id")
                .col("status")
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_index(Index::drop().name(NAME).table("enrolments").to_owned())
            .await
    }
}
