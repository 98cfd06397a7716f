//! Indexes found missing by `make bench` for the staff lists: a learner's applications with the
//! columns the distributor dashboard's payment, exam and funnel figures read (counted from the
//! index without reading the applications' forms), and the applications in the reviewers'
//! queue's order (a page stops after its rows instead of sorting every match).

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const FIGURES: &str = "idx_applications_learner_figures";
const UPDATED: &str = "idx_applications_updated";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_index(
            Index::create()
                .name(FIGURES)
                .table("applications")
                .col("user_id")
                .col("paid_at")
                .col("course_id")
                .col("paid_amount")
                .col("submitted_at")
                .col("exam_completed")
                .col("exam_completed_at")
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name(UPDATED)
                .table("applications")
                .col("updated_at")
                .col("id")
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for name in [UPDATED, FIGURES] {
            m.drop_index(Index::drop().name(name).table("applications").to_owned())
                .await?;
        }
        Ok(())
    }
}
