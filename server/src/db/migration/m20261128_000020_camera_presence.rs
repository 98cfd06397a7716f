//! Camera presence (随机抓拍): a course may require it (`study_rules.camera_required`, snapshots
//! drawn after a random 5–15 minutes of study); a learner consents once (`camera_consents`); the
//! server asks for a still at the start of each session and at the drawn moments
//! (`study_snapshots`, the session's `snapshot_id` and `snapshot_deadline` while one is awaited);
//! staff mark a session 本人 or 非本人 (`study_reviews`, the session's `verdict`).

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

/// One column per statement (SQLite adds one at a time).
async fn add(
    m: &SchemaManager<'_>,
    table: &'static str,
    column: &mut ColumnDef,
) -> Result<(), DbErr> {
    m.alter_table(Table::alter().table(table).add_column(column).to_owned())
        .await
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        use ForeignKeyAction::{Cascade, SetNull};
        add(m, "study_rules", boolean("camera_required").default(false)).await?;
        add(m, "study_rules", integer("snapshot_min_minutes").default(5)).await?;
        add(
            m,
            "study_rules",
            integer("snapshot_max_minutes").default(15),
        )
        .await?;
        add(m, "study_sessions", &mut big_integer_null("snapshot_id")).await?;
        add(
            m,
            "study_sessions",
            &mut big_integer_null("snapshot_deadline"),
        )
        .await?;
        add(
            m,
            "study_sessions",
            &mut big_integer_null("next_snapshot_at_ms"),
        )
        .await?;
        add(m, "study_sessions", &mut string_len_null("verdict", 8)).await?;
        m.create_table(
            Table::create()
                .table("camera_consents")
                .col(big_integer("user_id").primary_key())
                .col(big_integer("consented_at"))
                .col(integer("retention_days"))
                .col(string_len("address", 45))
                .col(string_len("user_agent", 300))
                .foreign_key(&mut fk("camera_consents", "user_id", "users", Cascade))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("study_snapshots")
                .col(big_pk_auto("id"))
                .col(big_integer("session_id"))
                .col(big_integer("user_id"))
                .col(big_integer("requested_at"))
                .col(big_integer("deadline"))
                .col(big_integer_null("taken_at"))
                .col(big_integer_null("file_id"))
                .col(integer_null("match_score"))
                .col(big_integer_null("deleted_at"))
                .foreign_key(&mut fk(
                    "study_snapshots",
                    "session_id",
                    "study_sessions",
                    Cascade,
                ))
                .foreign_key(&mut fk("study_snapshots", "user_id", "users", Cascade))
                .foreign_key(&mut fk("study_snapshots", "file_id", "files", SetNull))
                .to_owned(),
        )
        .await?;
        for (name, cols) in [
            ("idx_study_snapshots_session", vec!["session_id", "id"]),
            ("idx_study_snapshots_taken", vec!["taken_at"]),
        ] {
            let mut index = Index::create();
            index.name(name).table("study_snapshots");
            for col in cols {
                index.col(col);
            }
            m.create_index(index.to_owned()).await?;
        }
        m.create_table(
            Table::create()
                .table("study_reviews")
                .col(big_pk_auto("id"))
                .col(big_integer("session_id"))
                .col(big_integer_null("reviewer_id"))
                .col(string_len_null("from_verdict", 8))
                .col(string_len("verdict", 8))
                .col(string_len("reason", 200))
                .col(big_integer("withdrawn_ms"))
                .col(big_integer("at"))
                .foreign_key(&mut fk(
                    "study_reviews",
                    "session_id",
                    "study_sessions",
                    Cascade,
                ))
                .foreign_key(&mut fk("study_reviews", "reviewer_id", "users", SetNull))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_study_reviews_session")
                .table("study_reviews")
                .col("session_id")
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["study_reviews", "study_snapshots", "camera_consents"] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        for (table, column) in [
            ("study_sessions", "verdict"),
            ("study_sessions", "next_snapshot_at_ms"),
            ("study_sessions", "snapshot_deadline"),
            ("study_sessions", "snapshot_id"),
            ("study_rules", "snapshot_max_minutes"),
            ("study_rules", "snapshot_min_minutes"),
            ("study_rules", "camera_required"),
        ] {
            m.alter_table(Table::alter().table(table).drop_column(column).to_owned())
                .await?;
        }
        Ok(())
    }
}
