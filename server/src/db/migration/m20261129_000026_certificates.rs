//! Certificates anyone can verify: each certificate issued (and each re-issue, which keeps the
//! one it replaces) is a row of `certificates` with the unguessable token of its QR code, its
//! status (revoked: when, by whom, why, and the certificate that replaced it) and how often it was
//! verified. The application's `certificate_*` columns keep the current certificate as before.
//! Certificates issued before are given a row and a token.

use sea_orm_migration::sea_orm::DatabaseBackend;
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
                .table("certificates")
                .col(big_pk_auto("id"))
                .col(big_integer("application_id"))
                .col(big_integer("user_id"))
                .col(big_integer("course_id"))
                .col(string_len("number", 32))
                .col(string_len("level", 16))
                .col(string_len("issue_date", 10))
                .col(string_len("authority", 100))
                .col(string_len("token", 32))
                .col(big_integer("issued_at"))
                .col(big_integer_null("issued_by"))
                .col(big_integer_null("revoked_at"))
                .col(big_integer_null("revoked_by"))
                .col(string_len_null("revoke_reason", 200))
                .col(big_integer_null("replaced_by"))
                .col(big_integer("verifications").default(0))
                .col(big_integer_null("last_verified_at"))
                .foreign_key(&mut fk(
                    "certificates",
                    "application_id",
                    "applications",
                    Cascade,
                ))
                .foreign_key(&mut fk("certificates", "user_id", "users", Cascade))
                .foreign_key(&mut fk("certificates", "course_id", "courses", Cascade))
                .foreign_key(&mut fk("certificates", "issued_by", "users", SetNull))
                .foreign_key(&mut fk("certificates", "revoked_by", "users", SetNull))
                .to_owned(),
        )
        .await?;
        for (name, cols, unique) in [
            ("idx_certificates_token", vec!["token"], true),
            ("idx_certificates_number", vec!["number", "id"], false),
            (
                "idx_certificates_application",
                vec!["application_id", "id"],
                false,
            ),
        ] {
            let mut index = Index::create();
            index.name(name).table("certificates");
            for col in cols {
                index.col(col);
            }
            if unique {
                index.unique();
            }
            m.create_index(index.to_owned()).await?;
        }
        // The certificates issued so far, each with a token from the database's own randomness.
        let token = match m.get_database_backend() {
            DatabaseBackend::Postgres => "replace(gen_random_uuid()::text, '-', '')",
            _ => "lower(hex(randomblob(16)))",
        };
        m.get_connection()
            .execute_unprepared(&format!(
                "INSERT INTO certificates (application_id, user_id, course_id, number, level, \
                 issue_date, authority, token, issued_at, verifications) \
                 SELECT id, user_id, course_id, certificate_number, \
                 COALESCE(certificate_level, ''), COALESCE(certificate_date, ''), \
                 COALESCE(certificate_authority, ''), {token}, \
                 COALESCE(certificate_issued_at, updated_at), 0 FROM applications \
                 WHERE certificate_issued AND certificate_number IS NOT NULL"
            ))
            .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table("certificates").to_owned())
            .await
    }
}
