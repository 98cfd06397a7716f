//! Career referrals: employers' positions, the learners referred to them (one referral per
//! learner per position) and the trail of every status change (who, when, from, to, note).

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        use ForeignKeyAction::{Cascade, SetNull};
        m.create_table(
            Table::create()
                .table("career_positions")
                .col(big_pk_auto("id"))
                .col(string_len("company", 100))
                .col(string_len("title", 100))
                .col(string_len("city", 50))
                .col(big_integer_null("salary_min"))
                .col(big_integer_null("salary_max"))
                .col(text("requirements"))
                .col(string_len("contact", 100))
                .col(string_len("status", 8))
                .col(big_integer_null("created_by"))
                .col(big_integer("created_at"))
                .col(big_integer("updated_at"))
                .foreign_key(
                    ForeignKey::create()
                        .from("career_positions", "created_by")
                        .to("users", "id")
                        .on_delete(SetNull),
                )
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_career_positions_status")
                .table("career_positions")
                .col("status")
                .col("id")
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("career_referrals")
                .col(big_pk_auto("id"))
                .col(big_integer("position_id"))
                .col(big_integer("user_id"))
                .col(big_integer_null("course_id"))
                .col(string_len("status", 16))
                .col(text_null("notes"))
                .col(big_integer_null("referred_by"))
                .col(big_integer("created_at"))
                .col(big_integer("updated_at"))
                // A position with referrals is closed, not deleted (the service says why).
                .foreign_key(
                    ForeignKey::create()
                        .from("career_referrals", "position_id")
                        .to("career_positions", "id"),
                )
                .foreign_key(
                    ForeignKey::create()
                        .from("career_referrals", "user_id")
                        .to("users", "id")
                        .on_delete(Cascade),
                )
                .foreign_key(
                    ForeignKey::create()
                        .from("career_referrals", "course_id")
                        .to("courses", "id")
                        .on_delete(SetNull),
                )
                .foreign_key(
                    ForeignKey::create()
                        .from("career_referrals", "referred_by")
                        .to("users", "id")
                        .on_delete(SetNull),
                )
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_career_referrals_one_per_position")
                .table("career_referrals")
                .col("position_id")
                .col("user_id")
                .unique()
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_career_referrals_user")
                .table("career_referrals")
                .col("user_id")
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_career_referrals_status")
                .table("career_referrals")
                .col("status")
                .col("id")
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("referral_events")
                .col(big_pk_auto("id"))
                .col(big_integer("referral_id"))
                .col(big_integer_null("actor_id"))
                .col(big_integer("at"))
                .col(string_len_null("from_status", 16))
                .col(string_len("to_status", 16))
                .col(text_null("note"))
                .foreign_key(
                    ForeignKey::create()
                        .from("referral_events", "referral_id")
                        .to("career_referrals", "id")
                        .on_delete(Cascade),
                )
                .foreign_key(
                    ForeignKey::create()
                        .from("referral_events", "actor_id")
                        .to("users", "id")
                        .on_delete(SetNull),
                )
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_referral_events_referral")
                .table("referral_events")
                .col("referral_id")
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["referral_events", "career_referrals", "career_positions"] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
