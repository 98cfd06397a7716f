//! Messages: the administrator composes notices to an audience, the system notifies users of
//! events (review results, grades…), and each recipient reads them; the unread count every page
//! polls is cached per user and dropped by these writes.

use std::collections::HashMap;
use std::sync::Arc;

use serde::Deserialize;
use serde_json::Value;

use crate::auth::Session;
pub use crate::db::messages::Message;
use crate::db::{self, messages::Reader};
use crate::domain::audit::{Actor, Entry, Kind, Object};
use crate::domain::page::Page;
use crate::domain::{message as rules, roles, rules as limits};
use crate::error::{AppError, AppResult, FieldErrors};
use crate::refusals;
use crate::service::AppState;
use crate::service::caches::Change;
use crate::service::work::Work;

/// The reader behind a session: the account and its roles; broadcasts reach every account but
/// the built-in guest.
pub fn reader(state: &AppState, session: &Session) -> Reader {
    Reader {
        user_id: session.user_id,
        roles: session.roles.clone(),
        gets_broadcasts: session.user_id != state.guest_user_id,
    }
}

/// A reader's unread count, from the cache when it is fresh.
pub async fn unread_of(state: &AppState, reader: &Reader) -> AppResult<u64> {
    if let Some(count) = state.caches.unread.get(&reader.user_id) {
        return Ok(count);
    }
    let count = db::messages::unread_count(&state.db, reader).await?;
    state.caches.unread.insert(reader.user_id, count);
    Ok(count)
}

/// One page of a reader's inbox (newest first) with read times, the number of all, and the
/// unread count (counted with the page): the page from the cache when fresh, its messages from
/// the messages kept by id.
pub async fn inbox(
    state: &AppState,
    reader: &Reader,
    unread_only: bool,
    page: Page,
) -> AppResult<(Vec<(Arc<Message>, Option<i64>)>, u64, u64)> {
    let key = (unread_only, page);
    let listed = match state.caches.inbox_page(reader.user_id, key) {
        Some(listed) => listed,
        None => {
            let listed = Arc::new(db::messages::inbox(&state.db, reader, unread_only, page).await?);
            state
                .caches
                .keep_inbox_page(reader.user_id, key, listed.clone());
            listed
        }
    };
    let mut messages = messages_by_id(state, listed.entries.iter().map(|(id, _)| *id)).await?;
    let rows = listed
        .entries
        .iter()
        .filter_map(|(id, read_at)| messages.remove(id).map(|m| (m, *read_at)))
        .collect();
    Ok((rows, listed.total, listed.unread))
}

/// Messages by id: those kept in memory, the others read at once and kept.
async fn messages_by_id(
    state: &AppState,
    ids: impl Iterator<Item = i64>,
) -> AppResult<HashMap<i64, Arc<Message>>> {
    let mut found = HashMap::new();
    let mut missing = Vec::new();
    for id in ids {
        match state.caches.messages.get(&id) {
            Some(message) => {
                found.insert(id, message);
            }
            None => missing.push(id),
        }
    }
    if !missing.is_empty() {
        for message in db::messages::by_ids(&state.db, missing).await? {
            let message = Arc::new(message);
            state.caches.messages.insert(message.id, message.clone());
            found.insert(message.id, message);
        }
    }
    Ok(found)
}

/// Marks one of the reader's messages read; answers the new unread count.
pub async fn mark_read(state: &AppState, reader: &Reader, id: i64) -> AppResult<u64> {
    if !db::messages::mark_read(&state.db, id, reader, state.clock.now_ms()).await? {
        return Err(AppError::NotFound(refusals::MESSAGE_NOT_FOUND.into()));
    }
    state.caches.inbox_changed(&[reader.user_id]);
    unread_of(state, reader).await
}

/// Marks every message of the reader read.
pub async fn mark_all_read(state: &AppState, reader: &Reader) -> AppResult<()> {
    db::messages::mark_all_read(&state.db, reader, state.clock.now_ms()).await?;
    state.caches.inbox_changed(&[reader.user_id]);
    Ok(())
}

/// Sends a message from the system (no sender) to some users: review results, payment
/// confirmed, exam graded… within the workflow that decided it, so the decision and its message
/// commit together. The one function other code calls.
pub async fn notify(
    work: &mut Work<'_>,
    user_ids: &[i64],
    kind: &str,
    title: &str,
    content: &str,
) -> AppResult<()> {
    let new = db::messages::NewMessage {
        r#type: kind.into(),
        title: title.into(),
        content: content.into(),
        details: "{}".into(),
        audience: rules::USERS.into(),
        audience_value: Some(
            user_ids
                .iter()
                .map(i64::to_string)
                .collect::<Vec<_>>()
                .join(","),
        ),
        sender_id: None,
    };
    db::messages::send(&work.tx, new, user_ids, work.now).await?;
    work.changed(Change::Inbox {
        users: user_ids.to_vec(),
    });
    Ok(())
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Audience {
    /// all, role, course or users.
    #[schema(value_type = Option<crate::domain::vocabulary::AudienceKind>)]
    pub kind: Option<String>,
    pub role: Option<String>,
    pub course_id: Option<i64>,
    pub user_ids: Option<Vec<i64>>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ComposeBody {
    /// system, course, exam, certificate, other or announcement.
    #[schema(value_type = Option<crate::domain::vocabulary::MessageKind>)]
    pub r#type: Option<String>,
    pub title: Option<String>,
    pub content: Option<String>,
    /// The fields of an exam or certificate notice (see MessageView.details).
    #[schema(value_type = Object)]
    pub details: Option<Value>,
    pub audience: Option<Audience>,
}

/// Whom a message is for, as the sender chose.
pub enum Recipients {
    Everyone,
    /// A role (not the guest's).
    Role(String),
    /// The learners of a course (status 4).
    Course(i64),
    /// Chosen accounts (at least one).
    Users(Vec<i64>),
}

/// A message as checked, before its recipients are looked up.
pub struct Composed {
    pub kind: String,
    pub title: String,
    pub content: String,
    pub details: serde_json::Map<String, Value>,
    pub audience: Recipients,
}

impl TryFrom<ComposeBody> for Composed {
    type Error = AppError;

    fn try_from(body: ComposeBody) -> AppResult<Self> {
        let mut errors = FieldErrors::new();
        let kind = body.r#type.unwrap_or_default();
        if rules::label(&kind).is_none() {
            errors.add("type", refusals::MESSAGE_TYPE_INVALID);
        }
        let title = body.title.map(|t| t.trim().to_string()).unwrap_or_default();
        if title.is_empty() {
            errors.add("title", refusals::MESSAGE_TITLE_REQUIRED);
        } else if title.chars().count() > 100 {
            errors.add("title", refusals::MESSAGE_TITLE_TOO_LONG);
        }
        let content = body
            .content
            .map(|c| c.trim().to_string())
            .unwrap_or_default();
        if content.is_empty() {
            errors.add("content", refusals::MESSAGE_CONTENT_REQUIRED);
        } else if content.chars().count() > 10_000 {
            errors.add("content", refusals::MESSAGE_CONTENT_TOO_LONG);
        }
        let (details, missing) = rules::details(&kind, &body.details.unwrap_or(Value::Null));
        if !missing.is_empty() {
            errors.add(
                "details",
                refusals::MESSAGE_DETAILS_MISSING.with("fields", missing.join("、")),
            );
        }
        for value in details.values().filter_map(Value::as_str) {
            errors.check("details", limits::at_most(value, limits::DETAIL_MAX));
        }
        let audience = body.audience.unwrap_or(Audience {
            kind: None,
            role: None,
            course_id: None,
            user_ids: None,
        });
        let recipients = match audience.kind.as_deref().unwrap_or(rules::EVERYONE) {
            rules::EVERYONE => Ok(Recipients::Everyone),
            rules::ROLE => audience
                .role
                .filter(|r| !r.is_empty() && r != roles::GUEST)
                .map(Recipients::Role)
                .ok_or(refusals::AUDIENCE_ROLE_REQUIRED),
            rules::COURSE => audience
                .course_id
                .map(Recipients::Course)
                .ok_or(refusals::AUDIENCE_COURSE_REQUIRED),
            rules::USERS => audience
                .user_ids
                .filter(|ids| !ids.is_empty())
                .map(Recipients::Users)
                .ok_or(refusals::AUDIENCE_USERS_REQUIRED),
            _ => Err(refusals::AUDIENCE_INVALID),
        };
        let audience = errors.check("audience", recipients);
        errors.finish(|| {
            Some(Self {
                kind,
                title,
                content,
                details,
                audience: audience?,
            })
        })
    }
}

/// Sends a message from `sender_id` to an audience: everyone, a role, the learners of a course
/// (status 4), or chosen users. Messages to everyone and to a role also reach accounts created
/// later (see `domain::message`); the learners of a course and chosen users are fixed at sending.
/// Answers the message and how many accounts it reaches now.
pub async fn compose(
    state: &AppState,
    sender: Actor,
    body: ComposeBody,
) -> AppResult<(Message, u64)> {
    let Composed {
        kind,
        title,
        content,
        details,
        audience,
    } = body.try_into()?;
    // Broadcasts have no recipient rows; `reached` is how many accounts get the message now.
    let (audience_kind, recipients, value, reached) = match audience {
        Recipients::Everyone => {
            let reached = db::messages::audience_size(&state.db, None, state.guest_user_id).await?;
            (rules::EVERYONE, Vec::new(), None, reached)
        }
        Recipients::Role(role) => {
            let reached =
                db::messages::audience_size(&state.db, Some(&role), state.guest_user_id).await?;
            (rules::ROLE, Vec::new(), Some(role), reached)
        }
        Recipients::Course(course) => {
            if db::courses::find(&state.db, course).await?.is_none() {
                return Err(AppError::field(
                    "audience",
                    refusals::AUDIENCE_COURSE_REQUIRED,
                ));
            }
            let ids = db::messages::learners_of(&state.db, course).await?;
            let reached = ids.len() as u64;
            (rules::COURSE, ids, Some(course.to_string()), reached)
        }
        Recipients::Users(wanted) => {
            let found = db::messages::existing_users(&state.db, wanted.clone()).await?;
            if found.len() != wanted.len() {
                return Err(AppError::field(
                    "audience",
                    refusals::AUDIENCE_USERS_REQUIRED,
                ));
            }
            let value = found
                .iter()
                .map(i64::to_string)
                .collect::<Vec<_>>()
                .join(",");
            let reached = found.len() as u64;
            (rules::USERS, found, Some(value), reached)
        }
    };
    let new = db::messages::NewMessage {
        r#type: kind,
        title,
        content,
        details: Value::Object(details).to_string(),
        audience: audience_kind.to_string(),
        audience_value: value,
        sender_id: sender.id,
    };
    let mut work = Work::by(state, sender).await?;
    let saved = db::messages::send(&work.tx, new, &recipients, work.now).await?;
    let entry = Entry::new(Kind::Content, "发送通知", Object::Notice, Some(saved.id))
        .label(&saved.title)
        .change(None::<&str>, Some(format!("{reached} 个账号")));
    work.audit(entry).await?;
    work.changed(Change::EveryInbox);
    work.commit().await?;
    tracing::info!(message_id = saved.id, reached, "message sent");
    Ok((saved, reached))
}

/// Sent messages of one origin, newest first, with how many accounts each reaches and how many
/// have read it.
pub async fn sent(
    state: &AppState,
    origin: rules::Origin,
    page: Page,
) -> AppResult<(Vec<(Message, i64, i64)>, u64)> {
    Ok(db::messages::sent(&state.db, origin, page, state.guest_user_id).await?)
}

/// The accounts a sender may pick as recipients: those matching `text` as a masked-phone search
/// does (name, username, the visible digits, a whole number counted by
/// `service::limits::PHONE_LOOKUP`),
/// at most 20, newest first.
pub async fn recipients(
    state: &AppState,
    session: &Session,
    text: &str,
) -> AppResult<Vec<db::users::Recipient>> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(Vec::new());
    }
    super::limits::phone_lookup(state, session.user_id, Some(text)).await?;
    Ok(db::users::recipients(&state.db, text, 20).await?)
}

/// Deletes a message for everyone who received it.
pub async fn remove(state: &AppState, actor: Actor, id: i64) -> AppResult<()> {
    let mut work = Work::by(state, actor).await?;
    let found = db::messages::find(&work.tx, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::MESSAGE_NOT_FOUND.into()))?;
    db::messages::delete(&work.tx, id).await?;
    let entry = Entry::new(Kind::Deletion, "撤回通知", Object::Notice, Some(id));
    work.audit(entry.label(&found.title)).await?;
    work.changed(Change::EveryInbox);
    work.commit().await
}
