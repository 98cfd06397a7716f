//! Messages and their read state per recipient. Recipients are fixed when a message is sent.

use std::collections::HashMap;

use sea_orm::sea_query::{Expr, Func};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, Set, TransactionSession, TransactionTrait,
};

use super::DbResult;
use super::entity::{enrolment, message, message_recipient, user};
use super::now_ms;

pub use message::Model as Message;

impl Message {
    /// The fields of an exam or certificate notice (empty for other types).
    pub fn detail_map(&self) -> serde_json::Map<String, serde_json::Value> {
        super::json_column(&self.details, "message.details")
    }
}

pub struct NewMessage {
    pub r#type: String,
    pub title: String,
    pub content: String,
    pub details: String,
    pub audience: String,
    pub audience_value: Option<String>,
    pub sender_id: Option<i64>,
}

/// Stores a message and its recipients in one transaction.
pub async fn send<C: ConnectionTrait + TransactionTrait>(
    db: &C,
    new: NewMessage,
    recipients: &[i64],
) -> DbResult<Message> {
    let txn = super::begin_write(db).await?;
    let saved = message::ActiveModel {
        r#type: Set(new.r#type),
        title: Set(new.title),
        content: Set(new.content),
        details: Set(new.details),
        audience: Set(new.audience),
        audience_value: Set(new.audience_value),
        sender_id: Set(new.sender_id),
        created_at: Set(now_ms()),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    for chunk in recipients.chunks(500) {
        let rows = chunk.iter().map(|uid| message_recipient::ActiveModel {
            message_id: Set(saved.id),
            user_id: Set(*uid),
            read_at: Set(None),
        });
        message_recipient::Entity::insert_many(rows)
            .exec(&txn)
            .await?;
    }
    txn.commit().await?;
    Ok(saved)
}

/// Every account but the built-in guest.
pub async fn everyone(db: &impl ConnectionTrait, guest_id: i64) -> DbResult<Vec<i64>> {
    Ok(user::Entity::find()
        .select_only()
        .column(user::Column::Id)
        .filter(user::Column::Id.ne(guest_id))
        .into_tuple()
        .all(db)
        .await?)
}

/// Learners who may study a course (status 4).
pub async fn learners_of(db: &impl ConnectionTrait, course_id: i64) -> DbResult<Vec<i64>> {
    Ok(enrolment::Entity::find()
        .select_only()
        .column(enrolment::Column::UserId)
        .filter(enrolment::Column::CourseId.eq(course_id))
        .filter(enrolment::Column::Status.eq(crate::domain::course::STUDYING))
        .into_tuple()
        .all(db)
        .await?)
}

/// Which of these ids are accounts.
pub async fn existing_users(db: &impl ConnectionTrait, ids: Vec<i64>) -> DbResult<Vec<i64>> {
    Ok(user::Entity::find()
        .select_only()
        .column(user::Column::Id)
        .filter(user::Column::Id.is_in(ids))
        .into_tuple()
        .all(db)
        .await?)
}

/// A page of a user's messages, newest first, with when each was read.
pub async fn inbox(
    db: &impl ConnectionTrait,
    user_id: i64,
    unread_only: bool,
    page: u64,
    size: u64,
) -> DbResult<(Vec<(Message, Option<i64>)>, u64)> {
    let mut query =
        message_recipient::Entity::find().filter(message_recipient::Column::UserId.eq(user_id));
    if unread_only {
        query = query.filter(message_recipient::Column::ReadAt.is_null());
    }
    let total = query.clone().count(db).await?;
    let rows = query
        .order_by_desc(message_recipient::Column::MessageId)
        .offset(page * size)
        .limit(size)
        .all(db)
        .await?;
    let mut messages: HashMap<i64, Message> = message::Entity::find()
        .filter(message::Column::Id.is_in(rows.iter().map(|r| r.message_id)))
        .all(db)
        .await?
        .into_iter()
        .map(|m| (m.id, m))
        .collect();
    Ok((
        rows.into_iter()
            .filter_map(|r| messages.remove(&r.message_id).map(|m| (m, r.read_at)))
            .collect(),
        total,
    ))
}

/// Unread messages of a user: one indexed count.
pub async fn unread_count(db: &impl ConnectionTrait, user_id: i64) -> DbResult<u64> {
    Ok(message_recipient::Entity::find()
        .filter(message_recipient::Column::UserId.eq(user_id))
        .filter(message_recipient::Column::ReadAt.is_null())
        .count(db)
        .await?)
}

/// Marks one message read; false when the user is not a recipient.
pub async fn mark_read(db: &impl ConnectionTrait, message_id: i64, user_id: i64) -> DbResult<bool> {
    let found = message_recipient::Entity::find_by_id((message_id, user_id))
        .one(db)
        .await?;
    let Some(row) = found else { return Ok(false) };
    if row.read_at.is_none() {
        let mut model: message_recipient::ActiveModel = row.into();
        model.read_at = Set(Some(now_ms()));
        model.update(db).await?;
    }
    Ok(true)
}

pub async fn mark_all_read(db: &impl ConnectionTrait, user_id: i64) -> DbResult<u64> {
    let result = message_recipient::Entity::update_many()
        .col_expr(message_recipient::Column::ReadAt, Expr::value(now_ms()))
        .filter(message_recipient::Column::UserId.eq(user_id))
        .filter(message_recipient::Column::ReadAt.is_null())
        .exec(db)
        .await?;
    Ok(result.rows_affected)
}

/// Sent messages, newest first, each with (recipients, read).
pub async fn sent(
    db: &impl ConnectionTrait,
    page: u64,
    size: u64,
) -> DbResult<(Vec<(Message, i64, i64)>, u64)> {
    let total = message::Entity::find().count(db).await?;
    let rows = message::Entity::find()
        .order_by_desc(message::Column::Id)
        .offset(page * size)
        .limit(size)
        .all(db)
        .await?;
    let ids: Vec<i64> = rows.iter().map(|m| m.id).collect();
    let counts: Vec<(i64, i64, i64)> = message_recipient::Entity::find()
        .select_only()
        .column(message_recipient::Column::MessageId)
        .column_as(
            Expr::from(Func::count(Expr::col(message_recipient::Column::UserId))),
            "recipients",
        )
        .column_as(
            Expr::from(Func::count(Expr::col(message_recipient::Column::ReadAt))),
            "read",
        )
        .filter(message_recipient::Column::MessageId.is_in(ids))
        .group_by(message_recipient::Column::MessageId)
        .into_tuple()
        .all(db)
        .await?;
    let counts: HashMap<i64, (i64, i64)> =
        counts.into_iter().map(|(id, r, d)| (id, (r, d))).collect();
    Ok((
        rows.into_iter()
            .map(|m| {
                let (r, d) = counts.get(&m.id).copied().unwrap_or((0, 0));
                (m, r, d)
            })
            .collect(),
        total,
    ))
}

pub async fn find(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<Message>> {
    Ok(message::Entity::find_by_id(id).one(db).await?)
}

pub async fn delete(db: &impl ConnectionTrait, id: i64) -> DbResult<()> {
    message::Entity::delete_by_id(id).exec(db).await?;
    Ok(())
}
