//! Study hours (学时): each course's study rules, the study sessions the server opens (at most one
//! active per account: a unique index on `active_user_id`, which is the account's id while the
//! session is active and NULL after), the ledger of every accounted millisecond by session,
//! stretch between attention checks, lesson and reason (one row per key, added to by each
//! heartbeat, so the rows stay few), the attention checks issued, and each learner's credited
//! time per lesson. A course may require a number of 学时, and an exam its course's 学时 before a
//! learner starts it (`exams.requires_hours`).

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
        m.create_table(
            Table::create()
                .table("study_rules")
                .col(big_integer("course_id").primary_key())
                .col(integer("heartbeat_secs"))
                .col(integer("idle_secs"))
                .col(integer("max_rate_pct"))
                .col(integer("check_min_minutes"))
                .col(integer("check_max_minutes"))
                .col(integer("check_countdown_secs"))
                .col(integer("read_cap_minutes"))
                .col(integer("required_periods"))
                .col(big_integer_null("updated_by"))
                .col(big_integer("updated_at"))
                .foreign_key(&mut fk("study_rules", "course_id", "courses", Cascade))
                .foreign_key(&mut fk("study_rules", "updated_by", "users", SetNull))
                .to_owned(),
        )
        .await?;
        m.alter_table(
            Table::alter()
                .table("exams")
                .add_column(boolean("requires_hours").default(false))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("study_sessions")
                .col(big_pk_auto("id"))
                .col(big_integer("user_id"))
                .col(big_integer("course_id"))
                .col(big_integer_null("active_user_id"))
                .col(big_integer("started_at"))
                .col(big_integer("last_beat_at"))
                .col(big_integer("last_seq"))
                .col(big_integer_null("ended_at"))
                .col(string_len_null("end_reason", 16))
                .col(integer("segment"))
                .col(big_integer("credited_ms"))
                .col(big_integer("discarded_ms"))
                .col(big_integer_null("next_check_at_ms"))
                .col(big_integer_null("check_id"))
                .col(big_integer_null("check_deadline"))
                .col(string_len("user_agent", 300))
                .col(string_len("address", 45))
                .foreign_key(&mut fk("study_sessions", "user_id", "users", Cascade))
                .foreign_key(&mut fk("study_sessions", "course_id", "courses", Cascade))
                .to_owned(),
        )
        .await?;
        for (name, cols, unique) in [
            ("idx_study_sessions_active", vec!["active_user_id"], true),
            (
                "idx_study_sessions_learner",
                vec!["user_id", "course_id", "started_at"],
                false,
            ),
            (
                "idx_study_sessions_course",
                vec!["course_id", "started_at"],
                false,
            ),
        ] {
            let mut index = Index::create();
            index.name(name).table("study_sessions");
            for col in cols {
                index.col(col);
            }
            if unique {
                index.unique();
            }
            m.create_index(index.to_owned()).await?;
        }
        m.create_table(
            Table::create()
                .table("study_ledger")
                .col(big_integer("session_id"))
                .col(integer("segment"))
                .col(big_integer("item_id"))
                .col(string_len("reason", 16))
                .col(big_integer("ms"))
                .col(integer("beats"))
                .col(big_integer("first_at"))
                .col(big_integer("last_at"))
                .primary_key(
                    Index::create()
                        .col("session_id")
                        .col("segment")
                        .col("item_id")
                        .col("reason"),
                )
                .foreign_key(&mut fk(
                    "study_ledger",
                    "session_id",
                    "study_sessions",
                    Cascade,
                ))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("attention_checks")
                .col(big_pk_auto("id"))
                .col(big_integer("session_id"))
                .col(integer("segment"))
                .col(big_integer("issued_at"))
                .col(big_integer("deadline"))
                .col(big_integer_null("answered_at"))
                .col(string_len("outcome", 8))
                .foreign_key(&mut fk(
                    "attention_checks",
                    "session_id",
                    "study_sessions",
                    Cascade,
                ))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_attention_checks_session")
                .table("attention_checks")
                .col("session_id")
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("study_credits")
                .col(big_integer("user_id"))
                .col(big_integer("item_id"))
                .col(big_integer("course_id"))
                .col(big_integer("credited_ms"))
                .col(big_integer("updated_at"))
                .primary_key(Index::create().col("user_id").col("item_id"))
                .foreign_key(&mut fk("study_credits", "user_id", "users", Cascade))
                .foreign_key(&mut fk("study_credits", "item_id", "items", Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_study_credits_course")
                .table("study_credits")
                .col("course_id")
                .col("user_id")
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            "study_credits",
            "attention_checks",
            "study_ledger",
            "study_sessions",
            "study_rules",
        ] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        m.alter_table(
            Table::alter()
                .table("exams")
                .drop_column("requires_hours")
                .to_owned(),
        )
        .await
    }
}
