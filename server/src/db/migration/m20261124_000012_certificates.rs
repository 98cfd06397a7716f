//! Pass marks and certificates: an exam's pass mark (null: 60 % of the total), and on each
//! application whether the exam was passed (set when a graded score reaches the pass mark, or by
//! staff), the certificate issued for it, and the amount the finance desk confirmed; indexes that
//! page enrolments newest first for the progress table.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

const APPLICATION_COLUMNS: [&str; 8] = [
    "exam_completed",
    "exam_completed_at",
    "certificate_number",
    "certificate_level",
    "certificate_date",
    "certificate_authority",
    "certificate_issued_at",
    "paid_amount",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table("exams")
                .add_column(integer_null("pass_score"))
                .to_owned(),
        )
        .await?;
        // SQLite adds one column per statement.
        for column in [
            boolean("exam_completed").default(false).to_owned(),
            big_integer_null("exam_completed_at"),
            string_len_null("certificate_number", 32),
            string_len_null("certificate_level", 16),
            string_len_null("certificate_date", 10),
            string_len_null("certificate_authority", 100),
            big_integer_null("certificate_issued_at"),
            big_integer_null("paid_amount"),
        ] {
            m.alter_table(
                Table::alter()
                    .table("applications")
                    .add_column(column)
                    .to_owned(),
            )
            .await?;
        }
        m.create_index(
            Index::create()
                .name("idx_applications_certificate")
                .table("applications")
                .col("certificate_number")
                .unique()
                .to_owned(),
        )
        .await?;
        // The progress table pages a course's enrolments (or all of them) newest first.
        for (name, cols) in [
            (
                "idx_enrolments_course_created",
                &["course_id", "created_at", "user_id"][..],
            ),
            ("idx_enrolments_created", &["created_at", "user_id"][..]),
        ] {
            let mut index = Index::create();
            index.name(name).table("enrolments");
            for col in cols {
                index.col(*col);
            }
            m.create_index(index.to_owned()).await?;
        }
        let db = m.get_connection();
        // What was paid before the amount was kept: the course's fee.
        db.execute_unprepared(
            "UPDATE applications SET paid_amount = \
             (SELECT c.fee FROM courses c WHERE c.id = applications.course_id) \
             WHERE paid_at IS NOT NULL",
        )
        .await?;
        // Graded records that reach 60 % of their exam's total pass it.
        db.execute_unprepared(
            "UPDATE applications SET exam_completed = TRUE, exam_completed_at = updated_at \
             WHERE EXISTS (SELECT 1 FROM exam_records r JOIN exams x ON x.id = r.exam_id \
             WHERE r.user_id = applications.user_id AND x.course_id = applications.course_id \
             AND r.reviewed = TRUE AND r.score IS NOT NULL AND r.score * 5 >= x.total_score * 3)",
        )
        .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for name in ["idx_enrolments_course_created", "idx_enrolments_created"] {
            m.drop_index(Index::drop().name(name).table("enrolments").to_owned())
                .await?;
        }
        m.drop_index(
            Index::drop()
                .name("idx_applications_certificate")
                .table("applications")
                .to_owned(),
        )
        .await?;
        for column in APPLICATION_COLUMNS {
            m.alter_table(
                Table::alter()
                    .table("applications")
                    .drop_column(column)
                    .to_owned(),
            )
            .await?;
        }
        m.alter_table(
            Table::alter()
                .table("exams")
                .drop_column("pass_score")
                .to_owned(),
        )
        .await
    }
}
