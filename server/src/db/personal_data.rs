//! Everything the platform holds about one person, table by table, as the rows are stored (the
//! holder's copy of their data, 个人信息保护法 第四十五条): their account, applications and the
//! trail of each, enrolments, study, exams, certificates, messages, notes, comments, consents,
//! sessions, files (`upload::PERSONAL_SOURCES`), and the audit log's entries of their logins and
//! of changes to their account. Read in one snapshot, so the tables agree with each other.
//!
//! Left out, as no data about the person: password and token hashes, the keyed hash of the ID
//! number (the number itself is given plain), one-time SMS codes, what staff authored or uploaded
//! (courses and their media, questions, papers, messages sent, imports naming other people), what
//! staff did to other people, and the addresses from which others acted on the account.

use sea_orm::sea_query::{Query, SelectStatement};
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, ExprTrait, QueryFilter, Select};
use serde_json::Value;

use super::DbResult;
use super::entity::{
    application, attention_check, audit_entry, camera_consent, career_referral, certificate,
    class_event, class_member, comment_event, course_comment, enrolment, enrolment_event,
    exam_camera_consent, exam_event, exam_override, exam_override_change, exam_record,
    exam_snapshot, file, message, message_read, message_recipient, note, progress, referral_event,
    session, study_credit, study_ledger, study_review, study_session, study_snapshot, user,
    user_permission, user_role,
};
use crate::domain::audit::{Kind, Object};
use crate::domain::upload;

/// One table's rows about the person.
pub struct Table {
    /// The table's name in the database.
    pub name: &'static str,
    /// What it holds, in words (for the archive's 说明).
    pub about: &'static str,
    /// Its rows, each a JSON object of the stored columns.
    pub rows: Vec<Value>,
}

/// The person's data and the records of their files (whose bytes the caller adds).
pub struct PersonalData {
    pub account: user::Model,
    pub tables: Vec<Table>,
    pub files: Vec<file::Model>,
}

/// A stored row as a JSON object of its columns.
fn row(model: &impl serde::Serialize) -> Value {
    serde_json::to_value(model).expect("a row serialises")
}

async fn rows<E>(db: &impl sea_orm::ConnectionTrait, select: Select<E>) -> DbResult<Vec<Value>>
where
    E: EntityTrait,
    E::Model: serde::Serialize + Sync,
{
    Ok(select.all(db).await?.iter().map(row).collect())
}

/// The ids of `entity`'s rows whose `owner` column is the person.
fn ids_of<E: EntityTrait>(id: E::Column, owner: E::Column, user_id: i64) -> SelectStatement {
    Query::select()
        .column(id)
        .from(E::default())
        .and_where(owner.eq(user_id))
        .to_owned()
}

/// Everything about `user_id`, or `None` when there is no such account.
pub async fn of(db: &DatabaseConnection, user_id: i64) -> DbResult<Option<PersonalData>> {
    let tx = super::begin_snapshot(db).await?;
    let Some(account) = user::Entity::find_by_id(user_id).one(&tx).await? else {
        return Ok(None);
    };
    let applications = || {
        ids_of::<application::Entity>(
            application::Column::Id,
            application::Column::UserId,
            user_id,
        )
    };
    let records = || {
        ids_of::<exam_record::Entity>(
            exam_record::Column::Id,
            exam_record::Column::UserId,
            user_id,
        )
    };
    let sessions = || {
        ids_of::<study_session::Entity>(
            study_session::Column::Id,
            study_session::Column::UserId,
            user_id,
        )
    };
    let mut tables = vec![Table {
        name: "users",
        about: "账号与个人资料，身份证号为明文",
        rows: vec![row(&account)],
    }];
    macro_rules! table {
        ($name:literal, $about:literal, $select:expr) => {
            tables.push(Table {
                name: $name,
                about: $about,
                rows: rows(&tx, $select).await?,
            })
        };
    }
    macro_rules! owned {
        ($name:literal, $about:literal, $entity:ident) => {
            table!(
                $name,
                $about,
                $entity::Entity::find().filter($entity::Column::UserId.eq(user_id))
            )
        };
    }
    owned!("user_roles", "账号的角色", user_role);
    owned!("user_permissions", "单独授予账号的权限", user_permission);
    owned!("sessions", "登录会话的创建与到期时间", session);
    owned!(
        "applications",
        "报名申请与报名表，身份证号为明文",
        application
    );
    table!(
        "enrolment_events",
        "报名审核记录",
        enrolment_event::Entity::find()
            .filter(enrolment_event::Column::ApplicationId.in_subquery(applications()))
    );
    owned!("enrolments", "已报名的课程", enrolment);
    owned!("class_members", "所在班级", class_member);
    owned!("class_events", "班级中的变动记录", class_event);
    owned!("progress", "课时学习进度", progress);
    owned!("study_sessions", "学习会话，学时的依据", study_session);
    table!(
        "study_ledger",
        "学习会话逐段计入的时长",
        study_ledger::Entity::find()
            .filter(study_ledger::Column::SessionId.in_subquery(sessions()))
    );
    table!(
        "study_reviews",
        "学时复核记录",
        study_review::Entity::find()
            .filter(study_review::Column::SessionId.in_subquery(sessions()))
    );
    table!(
        "attention_checks",
        "学习中的专注确认",
        attention_check::Entity::find()
            .filter(attention_check::Column::SessionId.in_subquery(sessions()))
    );
    owned!("study_snapshots", "学习抓拍记录", study_snapshot);
    owned!("study_credits", "认定的学时", study_credit);
    owned!("camera_consents", "学习摄像头授权记录", camera_consent);
    owned!("exam_records", "考试记录与答卷", exam_record);
    table!(
        "exam_events",
        "考试过程记录：切屏、交卷等",
        exam_event::Entity::find().filter(exam_event::Column::RecordId.in_subquery(records()))
    );
    table!(
        "exam_snapshots",
        "考试抓拍记录",
        exam_snapshot::Entity::find()
            .filter(exam_snapshot::Column::RecordId.in_subquery(records()))
    );
    owned!(
        "exam_camera_consents",
        "考试摄像头授权记录",
        exam_camera_consent
    );
    owned!("exam_overrides", "为您单独设置的考试条件", exam_override);
    owned!(
        "exam_override_changes",
        "单独考试条件的变动记录",
        exam_override_change
    );
    owned!("certificates", "证书", certificate);
    owned!("notes", "学习笔记", note);
    owned!("course_comments", "课程评价", course_comment);
    table!(
        "comment_events",
        "课程评价的审核记录",
        comment_event::Entity::find().filter(comment_event::Column::CommentId.in_subquery(
            ids_of::<course_comment::Entity>(
                course_comment::Column::Id,
                course_comment::Column::UserId,
                user_id,
            )
        ))
    );
    owned!("career_referrals", "就业推荐", career_referral);
    table!(
        "referral_events",
        "就业推荐的进展记录",
        referral_event::Entity::find().filter(referral_event::Column::ReferralId.in_subquery(
            ids_of::<career_referral::Entity>(
                career_referral::Column::Id,
                career_referral::Column::UserId,
                user_id,
            )
        ))
    );
    owned!(
        "message_recipients",
        "发给您的消息及已读时间",
        message_recipient
    );
    owned!("message_reads", "已读的公告", message_read);
    // The messages addressed to them by name, and those they read.
    table!(
        "messages",
        "您收到的消息内容",
        message::Entity::find().filter(
            message::Column::Id
                .in_subquery(ids_of::<message_recipient::Entity>(
                    message_recipient::Column::MessageId,
                    message_recipient::Column::UserId,
                    user_id,
                ))
                .or(
                    message::Column::Id.in_subquery(ids_of::<message_read::Entity>(
                        message_read::Column::MessageId,
                        message_read::Column::UserId,
                        user_id,
                    ))
                )
        )
    );
    // A notice to named people names them all: only theirs is theirs to read.
    if let Some(messages) = tables.last_mut() {
        for row in &mut messages.rows {
            if row["audience"] == "users" {
                row["audience_value"] = Value::from(user_id.to_string());
            }
        }
    }
    // Their logins and failed logins, and every change to their account (without the addresses
    // others acted from); what staff did to other people is not theirs to take.
    let logins = [Kind::Login.code(), Kind::LoginFailed.code()];
    let mut audit = rows(
        &tx,
        audit_entry::Entity::find().filter(
            audit_entry::Column::ActorId
                .eq(user_id)
                .and(audit_entry::Column::Kind.is_in(logins))
                .or(audit_entry::Column::ObjectType
                    .eq(Object::User.code())
                    .and(audit_entry::Column::ObjectId.eq(user_id))),
        ),
    )
    .await?;
    for row in &mut audit {
        if row["actor_id"] != user_id {
            row["address"] = Value::Null;
        }
    }
    tables.push(Table {
        name: "audit_log",
        about: "您的登录记录与对您账号的操作",
        rows: audit,
    });
    let files = file::Entity::find()
        .filter(file::Column::OwnerId.eq(user_id))
        .filter(file::Column::Source.is_in(upload::PERSONAL_SOURCES))
        .all(&tx)
        .await?;
    tables.push(Table {
        name: "files",
        about: "您的文件，内容在 files/ 目录下",
        rows: files.iter().map(row).collect(),
    });
    tx.commit().await?;
    Ok(Some(PersonalData {
        account,
        tables,
        files,
    }))
}
