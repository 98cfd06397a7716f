//! Enrolment applications (the form, the documents, the payment and the decisions on them), the
//! audit trail of every transition, and the administrator's settings (registration notice,
//! payment accounts). The status itself stays in `enrolments`.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

fn foreign(
    from: (&'static str, &'static str),
    to: &'static str,
    on_delete: ForeignKeyAction,
) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .from(from.0, from.1)
        .to(to, "id")
        .on_delete(on_delete)
        .to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        use ForeignKeyAction::{Cascade, SetNull};
        m.create_table(
            Table::create()
                .table("applications")
                .col(big_pk_auto("id"))
                .col(big_integer("user_id"))
                .col(big_integer("course_id"))
                .col(text("form"))
                .col(text("documents"))
                .col(big_integer_null("submitted_at"))
                .col(big_integer_null("reviewer_id"))
                .col(big_integer_null("reviewed_at"))
                .col(string_len_null("review_reason", 500))
                .col(string_len_null("payment_method", 16))
                .col(string_len_null("payment_reference", 64))
                .col(big_integer_null("payment_proof_id"))
                .col(big_integer_null("payment_submitted_at"))
                .col(string_len_null("payment_refusal", 500))
                .col(big_integer_null("finance_id"))
                .col(big_integer_null("paid_at"))
                .col(string_len_null("enrolment_number", 32))
                .col(boolean("invoice_issued").default(false))
                .col(boolean("certificate_issued").default(false))
                .col(big_integer("created_at"))
                .col(big_integer("updated_at"))
                .foreign_key(&mut foreign(("applications", "user_id"), "users", Cascade))
                .foreign_key(&mut foreign(
                    ("applications", "course_id"),
                    "courses",
                    Cascade,
                ))
                .foreign_key(&mut foreign(
                    ("applications", "reviewer_id"),
                    "users",
                    SetNull,
                ))
                .foreign_key(&mut foreign(
                    ("applications", "finance_id"),
                    "users",
                    SetNull,
                ))
                .foreign_key(&mut foreign(
                    ("applications", "payment_proof_id"),
                    "files",
                    SetNull,
                ))
                .to_owned(),
        )
        .await?;
        for (name, cols, unique) in [
            (
                "idx_applications_learner",
                &["user_id", "course_id"][..],
                true,
            ),
            ("idx_applications_number", &["enrolment_number"][..], true),
            ("idx_applications_course", &["course_id", "id"][..], false),
        ] {
            let mut index = Index::create();
            index.name(name).table("applications");
            for col in cols {
                index.col(*col);
            }
            if unique {
                index.unique();
            }
            m.create_index(index.to_owned()).await?;
        }
        m.create_table(
            Table::create()
                .table("enrolment_events")
                .col(big_pk_auto("id"))
                .col(big_integer("application_id"))
                .col(big_integer_null("actor_id"))
                .col(big_integer("at"))
                .col(string_len("action", 24))
                .col(small_integer_null("from_status"))
                .col(small_integer_null("to_status"))
                .col(string_len_null("reason", 500))
                .foreign_key(&mut foreign(
                    ("enrolment_events", "application_id"),
                    "applications",
                    Cascade,
                ))
                .foreign_key(&mut foreign(
                    ("enrolment_events", "actor_id"),
                    "users",
                    SetNull,
                ))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_enrolment_events_application")
                .table("enrolment_events")
                .col("application_id")
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("settings")
                .col(string_len("key", 64).primary_key())
                .col(text("value"))
                .col(big_integer_null("updated_by"))
                .col(big_integer("updated_at"))
                .foreign_key(&mut foreign(("settings", "updated_by"), "users", SetNull))
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["settings", "enrolment_events", "applications"] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
