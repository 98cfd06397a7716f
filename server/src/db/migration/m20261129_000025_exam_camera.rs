//! Camera stills during an exam (考试抓拍): an exam may ask for them (`exams.camera_required`);
//! the learner agrees to it once per exam (`exam_camera_consents`: when, from where, under which
//! retention period); each attempt is given a still at its start and at random moments the
//! server draws and keeps to itself until each is due (`exam_snapshots`: when due, by when, when
//! taken, the file — gone after the retention period, `deleted_at`).

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

fn fk(
    from: &'static str,
    col: &'static str,
    to: &'static str,
    action: ForeignKeyAction,
) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .from(from, col)
        .to(to, "id")
        .on_delete(action)
        .to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        use ForeignKeyAction::{Cascade, SetNull};
        m.alter_table(
            Table::alter()
                .table("exams")
                .add_column(boolean("camera_required").default(false))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("exam_camera_consents")
                .col(big_integer("exam_id"))
                .col(big_integer("user_id"))
                .col(big_integer("consented_at"))
                .col(integer("retention_days"))
                .col(string_len("address", 45))
                .col(string_len("user_agent", 300))
                .primary_key(Index::create().col("exam_id").col("user_id"))
                .foreign_key(&mut fk("exam_camera_consents", "exam_id", "exams", Cascade))
                .foreign_key(&mut fk("exam_camera_consents", "user_id", "users", Cascade))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("exam_snapshots")
                .col(big_pk_auto("id"))
                .col(big_integer("record_id"))
                .col(big_integer("due_at"))
                .col(big_integer("deadline"))
                .col(big_integer_null("taken_at"))
                .col(big_integer_null("file_id"))
                .col(big_integer_null("deleted_at"))
                .foreign_key(&mut fk(
                    "exam_snapshots",
                    "record_id",
                    "exam_records",
                    Cascade,
                ))
                .foreign_key(&mut fk("exam_snapshots", "file_id", "files", SetNull))
                .to_owned(),
        )
        .await?;
        for (name, cols) in [
            ("idx_exam_snapshots_record", vec!["record_id", "due_at"]),
            ("idx_exam_snapshots_taken", vec!["taken_at"]),
            ("idx_exam_snapshots_file", vec!["file_id"]),
        ] {
            let mut index = Index::create();
            index.name(name).table("exam_snapshots");
            for col in cols {
                index.col(col);
            }
            m.create_index(index.to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["exam_snapshots", "exam_camera_consents"] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        m.alter_table(
            Table::alter()
                .table("exams")
                .drop_column("camera_required")
                .to_owned(),
        )
        .await
    }
}
