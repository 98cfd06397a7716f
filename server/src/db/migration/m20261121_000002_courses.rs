//! Files, courses with sections and items, enrolments, learning progress and notes.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

fn cascade(from: (&'static str, &'static str), to: &'static str) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .from(from.0, from.1)
        .to(to, "id")
        .on_delete(ForeignKeyAction::Cascade)
        .to_owned()
}

fn set_null(from: (&'static str, &'static str), to: &'static str) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .from(from.0, from.1)
        .to(to, "id")
        .on_delete(ForeignKeyAction::SetNull)
        .to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("files")
                .col(big_pk_auto("id"))
                .col(string_len("sha256", 64))
                .col(string("name"))
                .col(big_integer("size"))
                .col(string_len("mime", 100))
                .col(string_len("source", 32))
                .col(boolean("public"))
                .col(big_integer_null("owner_id"))
                .col(big_integer("created_at"))
                .foreign_key(&mut set_null(("files", "owner_id"), "users"))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_files_sha")
                .table("files")
                .col("sha256")
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_files_owner")
                .table("files")
                .col("owner_id")
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("courses")
                .col(big_pk_auto("id"))
                .col(string("name"))
                .col(string_null("cover"))
                .col(text_null("description"))
                .col(string_len("category", 64))
                .col(small_integer("type"))
                .col(big_integer("fee"))
                .col(boolean("public_course"))
                .col(big_integer_null("teacher_id"))
                .col(big_integer("created_at"))
                .col(big_integer("updated_at"))
                .foreign_key(&mut set_null(("courses", "teacher_id"), "users"))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("sections")
                .col(big_pk_auto("id"))
                .col(big_integer("course_id"))
                .col(string("title"))
                .col(integer("position"))
                .foreign_key(&mut cascade(("sections", "course_id"), "courses"))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_sections_course")
                .table("sections")
                .col("course_id")
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("items")
                .col(big_pk_auto("id"))
                .col(big_integer("section_id"))
                .col(big_integer("course_id"))
                .col(string("title"))
                .col(string_len("type", 8))
                .col(text("content"))
                .col(double_null("duration"))
                .col(integer("position"))
                .foreign_key(&mut cascade(("items", "section_id"), "sections"))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("idx_items_section")
                .table("items")
                .col("section_id")
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("enrolments")
                .col(big_integer("user_id"))
                .col(big_integer("course_id"))
                .col(small_integer("status"))
                .col(big_integer("created_at"))
                .col(big_integer("updated_at"))
                .primary_key(Index::create().col("user_id").col("course_id"))
                .foreign_key(&mut cascade(("enrolments", "user_id"), "users"))
                .foreign_key(&mut cascade(("enrolments", "course_id"), "courses"))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("progress")
                .col(big_integer("user_id"))
                .col(big_integer("item_id"))
                .col(big_integer("course_id"))
                .col(small_integer("progress"))
                .col(boolean("completed"))
                .col(double("position"))
                .col(double("furthest"))
                .col(big_integer("updated_at"))
                .primary_key(Index::create().col("user_id").col("item_id"))
                .foreign_key(&mut cascade(("progress", "user_id"), "users"))
                .foreign_key(&mut cascade(("progress", "item_id"), "items"))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("notes")
                .col(big_integer("user_id"))
                .col(big_integer("item_id"))
                .col(text("content"))
                .col(big_integer("updated_at"))
                .primary_key(Index::create().col("user_id").col("item_id"))
                .foreign_key(&mut cascade(("notes", "user_id"), "users"))
                .foreign_key(&mut cascade(("notes", "item_id"), "items"))
                .to_owned(),
        )
        .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            "notes",
            "progress",
            "enrolments",
            "items",
            "sections",
            "courses",
            "files",
        ] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
