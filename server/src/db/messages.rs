//! Messages and their read state. A message to the learners of a course or to chosen users has
//! a row per recipient, fixed when it is sent, holding its read state; a broadcast (to everyone
//! or to a role) has none: it reaches whoever is in its audience when reading, and only its
//! reads are stored.

use std::collections::HashMap;

use sea_orm::sea_query::{Expr, Func, Query, SelectStatement};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseTransaction, EntityTrait,
    PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Set,
};

use super::entity::{enrolment, message, message_read, message_recipient, role, user, user_role};
use super::{DbResult, Params, statement};
use crate::domain::message as rules;
use crate::domain::page::Page;

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

/// Stores a message and its recipients (none for a broadcast) in the workflow's transaction.
pub async fn send(
    txn: &DatabaseTransaction,
    new: NewMessage,
    recipients: &[i64],
    now: i64,
) -> DbResult<Message> {
    let saved = message::ActiveModel {
        r#type: Set(new.r#type),
        title: Set(new.title),
        content: Set(new.content),
        details: Set(new.details),
        audience: Set(new.audience),
        audience_value: Set(new.audience_value),
        sender_id: Set(new.sender_id),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(txn)
    .await?;
    for chunk in recipients.chunks(500) {
        let rows = chunk.iter().map(|uid| message_recipient::ActiveModel {
            message_id: Set(saved.id),
            user_id: Set(*uid),
            read_at: Set(None),
        });
        message_recipient::Entity::insert_many(rows)
            .exec(txn)
            .await?;
    }
    Ok(saved)
}

/// How many accounts a broadcast reaches now: every account but the built-in guest (`role`
/// None), or the holders of a role.
pub async fn audience_size(
    db: &impl ConnectionTrait,
    role: Option<&str>,
    guest_id: i64,
) -> DbResult<u64> {
    let Some(role) = role else {
        return Ok(user::Entity::find()
            .filter(user::Column::Id.ne(guest_id))
            .count(db)
            .await?);
    };
    let role_ids = Query::select()
        .column(role::Column::Id)
        .from(role::Entity)
        .and_where(role::Column::Name.eq(role))
        .to_owned();
    Ok(user_role::Entity::find()
        .filter(user_role::Column::RoleId.in_subquery(role_ids))
        .count(db)
        .await?)
}

/// Learners who may study a course (status 4).
pub async fn learners_of(db: &impl ConnectionTrait, course_id: i64) -> DbResult<Vec<i64>> {
    Ok(enrolment::Entity::find()
        .select_only()
        .column(enrolment::Column::UserId)
        .filter(enrolment::Column::CourseId.eq(course_id))
        .filter(enrolment::Column::Status.eq(crate::domain::enrolment::Status::Enrolled.code()))
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

/// Who reads an inbox. Messages delivered to the reader have recipient rows; broadcasts (to
/// everyone or to a role, see `domain::message`) are found by their audience when read.
#[derive(Clone, Debug)]
pub struct Reader {
    pub user_id: i64,
    /// The reader's role names.
    pub roles: Vec<String>,
    /// False for the built-in guest account, which no broadcast reaches.
    pub gets_broadcasts: bool,
}

/// The messages delivered to the user (recipient rows), unread ones only when asked.
fn deliveries(user_id: i64, unread_only: bool) -> sea_orm::Select<message_recipient::Entity> {
    let query =
        message_recipient::Entity::find().filter(message_recipient::Column::UserId.eq(user_id));
    if unread_only {
        query.filter(message_recipient::Column::ReadAt.is_null())
    } else {
        query
    }
}

/// The broadcasts the reader is in the audience of (by the index on audience), unread ones
/// only when asked; `None` when no broadcast reaches the reader.
fn broadcasts(reader: &Reader, unread_only: bool) -> Option<sea_orm::Select<message::Entity>> {
    if !reader.gets_broadcasts {
        return None;
    }
    let audience = Condition::any()
        .add(message::Column::Audience.eq(rules::EVERYONE))
        .add(
            Condition::all()
                .add(message::Column::Audience.eq(rules::ROLE))
                .add(message::Column::AudienceValue.is_in(reader.roles.iter().cloned())),
        );
    let query = message::Entity::find().filter(audience);
    Some(if unread_only {
        query.filter(message::Column::Id.not_in_subquery(reads_of(reader.user_id)))
    } else {
        query
    })
}

/// The ids of the broadcasts the user has read.
fn reads_of(user_id: i64) -> SelectStatement {
    Query::select()
        .column(message_read::Column::MessageId)
        .from(message_read::Entity)
        .and_where(message_read::Column::UserId.eq(user_id))
        .to_owned()
}

/// A page of a reader's inbox: the messages' ids newest first with when each was read, how many
/// there are and how many of them are unread.
pub struct InboxPage {
    pub entries: Vec<(i64, Option<i64>)>,
    pub total: u64,
    pub unread: u64,
}

/// A page of a reader's messages, unread ones only when asked, in one statement: the deliveries
/// (recipient rows, with their read state) and the broadcasts of the reader's audiences (with
/// the reader's reads) merged newest first, counted beside each row. A page past the end has no
/// rows to count beside: it is counted alone.
pub async fn inbox(
    db: &impl ConnectionTrait,
    reader: &Reader,
    unread_only: bool,
    page: Page,
) -> DbResult<InboxPage> {
    let mut params = Params::default();
    let user = params.bind(reader.user_id);
    let mut union =
        format!("SELECT message_id AS id, read_at FROM message_recipients WHERE user_id = {user}");
    if reader.gets_broadcasts {
        let mut audience = format!("m.audience = {}", params.bind(rules::EVERYONE));
        if !reader.roles.is_empty() {
            let roles: Vec<String> = reader
                .roles
                .iter()
                .map(|r| params.bind(r.clone()))
                .collect();
            audience += &format!(
                " OR (m.audience = {} AND m.audience_value IN ({}))",
                params.bind(rules::ROLE),
                roles.join(", ")
            );
        }
        union += &format!(
            " UNION ALL SELECT m.id, r.read_at FROM messages m \
             LEFT JOIN message_reads r ON r.message_id = m.id AND r.user_id = {user} \
             WHERE {audience}"
        );
    }
    let only = if unread_only {
        "WHERE read_at IS NULL"
    } else {
        ""
    };
    let counted = "COUNT(*) OVER () AS total, \
                   SUM(CASE WHEN read_at IS NULL THEN 1 ELSE 0 END) OVER () AS unread";
    let mut listing = Params(params.0.clone());
    let limit = listing.bind(page.size() as i64);
    let offset = listing.bind(page.offset() as i64);
    let rows = db
        .query_all_raw(statement(
            db,
            &format!(
                "WITH inbox AS ({union}) SELECT id, read_at, {counted} FROM inbox {only} \
                 ORDER BY id DESC LIMIT {limit} OFFSET {offset}"
            ),
            listing.0,
        ))
        .await?;
    let count = |row: &sea_orm::QueryResult, name: &str| -> DbResult<u64> {
        Ok(row.try_get::<Option<i64>>("", name)?.unwrap_or(0).max(0) as u64)
    };
    let (total, unread) = match rows.first() {
        Some(first) => (count(first, "total")?, count(first, "unread")?),
        None => {
            let row = db
                .query_one_raw(statement(
                    db,
                    &format!(
                        "WITH inbox AS ({union}) SELECT COUNT(*) AS total, \
                         SUM(CASE WHEN read_at IS NULL THEN 1 ELSE 0 END) AS unread FROM inbox {only}"
                    ),
                    params.0,
                ))
                .await?;
            match row {
                Some(row) => (count(&row, "total")?, count(&row, "unread")?),
                None => (0, 0),
            }
        }
    };
    let entries = rows
        .iter()
        .map(|row| {
            Ok((
                row.try_get::<i64>("", "id")?,
                row.try_get::<Option<i64>>("", "read_at")?,
            ))
        })
        .collect::<DbResult<Vec<_>>>()?;
    Ok(InboxPage {
        entries,
        total,
        unread,
    })
}

/// The messages of these ids (those that still exist).
pub async fn by_ids(db: &impl ConnectionTrait, ids: Vec<i64>) -> DbResult<Vec<Message>> {
    Ok(message::Entity::find()
        .filter(message::Column::Id.is_in(ids))
        .all(db)
        .await?)
}

/// Unread messages of a reader: an indexed count of the deliveries, and one of the broadcasts.
pub async fn unread_count(db: &impl ConnectionTrait, reader: &Reader) -> DbResult<u64> {
    let delivered = deliveries(reader.user_id, true).count(db).await?;
    let broadcast = match broadcasts(reader, true) {
        Some(query) => query.count(db).await?,
        None => 0,
    };
    Ok(delivered + broadcast)
}

/// Marks one message read; false when it neither was delivered to the reader nor is a
/// broadcast the reader gets.
pub async fn mark_read(
    db: &impl ConnectionTrait,
    message_id: i64,
    reader: &Reader,
    now: i64,
) -> DbResult<bool> {
    let found = message_recipient::Entity::find_by_id((message_id, reader.user_id))
        .one(db)
        .await?;
    if let Some(row) = found {
        if row.read_at.is_none() {
            let mut model: message_recipient::ActiveModel = row.into();
            model.read_at = Set(Some(now));
            model.update(db).await?;
        }
        return Ok(true);
    }
    let Some(query) = broadcasts(reader, false) else {
        return Ok(false);
    };
    if query
        .filter(message::Column::Id.eq(message_id))
        .count(db)
        .await?
        == 0
    {
        return Ok(false);
    }
    record_reads(db, reader.user_id, &[message_id], now).await?;
    Ok(true)
}

/// Stores the reads of broadcasts (a read already stored stays as it was).
async fn record_reads(
    db: &impl ConnectionTrait,
    user_id: i64,
    message_ids: &[i64],
    now: i64,
) -> DbResult<()> {
    for chunk in message_ids.chunks(500) {
        let rows = chunk.iter().map(|id| message_read::ActiveModel {
            message_id: Set(*id),
            user_id: Set(user_id),
            read_at: Set(now),
        });
        message_read::Entity::insert_many(rows)
            .on_conflict_do_nothing_on([
                message_read::Column::MessageId,
                message_read::Column::UserId,
            ])
            .exec_without_returning(db)
            .await?;
    }
    Ok(())
}

/// Marks every message of the reader read: the deliveries, and the broadcasts the reader gets.
pub async fn mark_all_read(db: &impl ConnectionTrait, reader: &Reader, now: i64) -> DbResult<()> {
    message_recipient::Entity::update_many()
        .col_expr(message_recipient::Column::ReadAt, Expr::value(now))
        .filter(message_recipient::Column::UserId.eq(reader.user_id))
        .filter(message_recipient::Column::ReadAt.is_null())
        .exec(db)
        .await?;
    if let Some(query) = broadcasts(reader, true) {
        let unread: Vec<i64> = query
            .select_only()
            .column(message::Column::Id)
            .into_tuple()
            .all(db)
            .await?;
        record_reads(db, reader.user_id, &unread, now).await?;
    }
    Ok(())
}

/// Sent messages, newest first, each with (recipients, read): a broadcast counts the accounts in
/// its audience now.
pub async fn sent(
    db: &impl ConnectionTrait,
    origin: rules::Origin,
    page: Page,
    guest_id: i64,
) -> DbResult<(Vec<(Message, i64, i64)>, u64)> {
    let sent_by = match origin {
        rules::Origin::Staff => message::Column::SenderId.is_not_null(),
        rules::Origin::Automatic => message::Column::SenderId.is_null(),
    };
    let total = message::Entity::find()
        .filter(sent_by.clone())
        .count(db)
        .await?;
    let rows = message::Entity::find()
        .filter(sent_by)
        .order_by_desc(message::Column::Id)
        .offset(page.offset())
        .limit(page.size())
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
        .filter(message_recipient::Column::MessageId.is_in(ids.clone()))
        .group_by(message_recipient::Column::MessageId)
        .into_tuple()
        .all(db)
        .await?;
    let mut counts: HashMap<i64, (i64, i64)> =
        counts.into_iter().map(|(id, r, d)| (id, (r, d))).collect();
    let reads: Vec<(i64, i64)> = message_read::Entity::find()
        .select_only()
        .column(message_read::Column::MessageId)
        .column_as(
            Expr::from(Func::count(Expr::col(message_read::Column::UserId))),
            "read",
        )
        .filter(message_read::Column::MessageId.is_in(ids))
        .group_by(message_read::Column::MessageId)
        .into_tuple()
        .all(db)
        .await?;
    let reads: HashMap<i64, i64> = reads.into_iter().collect();
    let mut audiences: HashMap<Option<String>, i64> = HashMap::new();
    for m in rows.iter().filter(|m| rules::is_broadcast(&m.audience)) {
        let role =
            (m.audience == rules::ROLE).then(|| m.audience_value.clone().unwrap_or_default());
        if !audiences.contains_key(&role) {
            let size = audience_size(db, role.as_deref(), guest_id).await?;
            audiences.insert(role.clone(), size as i64);
        }
        let read = reads.get(&m.id).copied().unwrap_or(0);
        counts.insert(m.id, (audiences[&role], read));
    }
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
