//! Users, roles, permissions, sessions, SMS codes and throttling counters.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

fn fk(
    from: (&'static str, &'static str),
    to: (&'static str, &'static str),
) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .from(from.0, from.1)
        .to(to.0, to.1)
        .on_delete(ForeignKeyAction::Cascade)
        .to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("users")
                .col(big_pk_auto("id"))
                .col(string_len_uniq("username", 64))
                .col(string_len_null("phone", 20).unique_key())
                .col(string_len_null("email", 254).unique_key())
                .col(string("password_hash"))
                .col(string_null("name"))
                .col(string_null("gender"))
                .col(string_null("id_card"))
                .col(string_null("birth_date"))
                .col(string_null("education"))
                .col(string_null("degree"))
                .col(string_null("work_unit"))
                .col(integer_null("work_experience"))
                .col(string_null("address"))
                .col(string_null("invite_code"))
                .col(big_integer("created_at"))
                .col(big_integer("updated_at"))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("roles")
                .col(big_pk_auto("id"))
                .col(string_len_uniq("name", 64))
                .col(string_null("description"))
                .col(boolean("builtin").default(false))
                .col(big_integer_null("created_by"))
                .col(big_integer("created_at"))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("permissions")
                .col(big_pk_auto("id"))
                .col(string_len_uniq("name", 128))
                .col(string("resource"))
                .col(string_null("description"))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("role_permissions")
                .col(big_integer("role_id"))
                .col(big_integer("permission_id"))
                .primary_key(Index::create().col("role_id").col("permission_id"))
                .foreign_key(&mut fk(("role_permissions", "role_id"), ("roles", "id")))
                .foreign_key(&mut fk(
                    ("role_permissions", "permission_id"),
                    ("permissions", "id"),
                ))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("user_roles")
                .col(big_integer("user_id"))
                .col(big_integer("role_id"))
                .primary_key(Index::create().col("user_id").col("role_id"))
                .foreign_key(&mut fk(("user_roles", "user_id"), ("users", "id")))
                .foreign_key(&mut fk(("user_roles", "role_id"), ("roles", "id")))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("user_permissions")
                .col(big_integer("user_id"))
                .col(big_integer("permission_id"))
                .primary_key(Index::create().col("user_id").col("permission_id"))
                .foreign_key(&mut fk(("user_permissions", "user_id"), ("users", "id")))
                .foreign_key(&mut fk(
                    ("user_permissions", "permission_id"),
                    ("permissions", "id"),
                ))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("sessions")
                .col(big_pk_auto("id"))
                .col(string_len_uniq("token_hash", 64))
                .col(big_integer("user_id"))
                .col(big_integer("created_at"))
                .col(big_integer("expires_at"))
                .foreign_key(&mut fk(("sessions", "user_id"), ("users", "id")))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_sessions_user")
                .table("sessions")
                .col("user_id")
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("sms_codes")
                .col(big_pk_auto("id"))
                .col(string_len("phone", 20))
                .col(string_len("purpose", 16))
                .col(string_len("code_hash", 64))
                .col(integer("attempts").default(0))
                .col(boolean("consumed").default(false))
                .col(big_integer("created_at"))
                .col(big_integer("expires_at"))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_sms_codes_phone")
                .table("sms_codes")
                .col("phone")
                .col("created_at")
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("throttles")
                .col(string_len("key", 200).primary_key())
                .col(integer("hits"))
                .col(big_integer("window_started_at"))
                .col(big_integer("locked_until"))
                .to_owned(),
        )
        .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            "throttles",
            "sms_codes",
            "sessions",
            "user_permissions",
            "user_roles",
            "role_permissions",
            "permissions",
            "roles",
            "users",
        ] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
