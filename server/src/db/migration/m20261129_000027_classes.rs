//! Classes (开班) and learners imported in bulk. A class belongs to one course and holds its
//! learners (`class_members`, a learner in at most one class of a course); `class_events` is the
//! trail of what staff did to a class (who, when, what, why). `learner_imports` records each
//! bulk import (who, when, which file, how many rows and accounts, into which class, course and
//! status). An imported account's initial password must be changed at its first login
//! (`users.must_change_password`).

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
                .table("users")
                .add_column(boolean("must_change_password").default(false))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("classes")
                .col(big_pk_auto("id"))
                .col(big_integer("course_id"))
                .col(string_len("name", 50))
                .col(string_len("starts_on", 10))
                .col(string_len("ends_on", 10))
                .col(big_integer_null("teacher_id"))
                .col(string_len("place", 100))
                .col(integer("capacity"))
                .col(big_integer_null("created_by"))
                .col(big_integer("created_at"))
                .col(big_integer("updated_at"))
                .foreign_key(&mut fk("classes", "course_id", "courses", Cascade))
                .foreign_key(&mut fk("classes", "teacher_id", "users", SetNull))
                .foreign_key(&mut fk("classes", "created_by", "users", SetNull))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("class_members")
                .col(big_integer("class_id"))
                .col(big_integer("course_id"))
                .col(big_integer("user_id"))
                .col(string_len("source", 16))
                .col(big_integer_null("added_by"))
                .col(big_integer("added_at"))
                .primary_key(Index::create().col("class_id").col("user_id"))
                .foreign_key(&mut fk("class_members", "class_id", "classes", Cascade))
                .foreign_key(&mut fk("class_members", "course_id", "courses", Cascade))
                .foreign_key(&mut fk("class_members", "user_id", "users", Cascade))
                .foreign_key(&mut fk("class_members", "added_by", "users", SetNull))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("class_events")
                .col(big_pk_auto("id"))
                .col(big_integer("class_id"))
                .col(big_integer_null("actor_id"))
                .col(big_integer("at"))
                .col(string_len("action", 32))
                .col(big_integer_null("user_id"))
                .col(text_null("detail"))
                .foreign_key(&mut fk("class_events", "class_id", "classes", Cascade))
                .foreign_key(&mut fk("class_events", "actor_id", "users", SetNull))
                .foreign_key(&mut fk("class_events", "user_id", "users", SetNull))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("learner_imports")
                .col(big_pk_auto("id"))
                .col(big_integer_null("created_by"))
                .col(big_integer("created_at"))
                .col(big_integer_null("file_id"))
                .col(string_len("file_name", 255))
                .col(integer("row_count"))
                .col(integer("created_count"))
                .col(big_integer_null("class_id"))
                .col(big_integer_null("course_id"))
                .col(small_integer_null("status"))
                .col(string_len("delivery", 8))
                .foreign_key(&mut fk("learner_imports", "created_by", "users", SetNull))
                .foreign_key(&mut fk("learner_imports", "file_id", "files", SetNull))
                .foreign_key(&mut fk("learner_imports", "class_id", "classes", SetNull))
                .foreign_key(&mut fk("learner_imports", "course_id", "courses", SetNull))
                .to_owned(),
        )
        .await?;
        for (name, table, cols, unique) in [
            (
                "idx_classes_course",
                "classes",
                vec!["course_id", "id"],
                false,
            ),
            (
                "idx_classes_teacher",
                "classes",
                vec!["teacher_id", "id"],
                false,
            ),
            // A learner is in at most one class of a course.
            (
                "idx_class_members_course_user",
                "class_members",
                vec!["course_id", "user_id"],
                true,
            ),
            (
                "idx_class_members_user",
                "class_members",
                vec!["user_id"],
                false,
            ),
            (
                "idx_class_events_class",
                "class_events",
                vec!["class_id", "id"],
                false,
            ),
            (
                "idx_learner_imports_id",
                "learner_imports",
                vec!["created_at", "id"],
                false,
            ),
        ] {
            let mut index = Index::create();
            index.name(name).table(table);
            for col in cols {
                index.col(col);
            }
            if unique {
                index.unique();
            }
            m.create_index(index.to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            "learner_imports",
            "class_events",
            "class_members",
            "classes",
        ] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        m.alter_table(
            Table::alter()
                .table("users")
                .drop_column("must_change_password")
                .to_owned(),
        )
        .await
    }
}
