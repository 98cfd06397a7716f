//! Messages: the learner's inbox (`/api/v0/announcement`, `/api/v0/notice`), the unread count
//! the header polls, marking read, and the administrator's `/api/v0/admin/notification`.

use axum::Router;
use axum::extract::{Path, State};
use axum::routing::{delete, get, post};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::api::{Answer, ApiJson, ApiQuery, PageParams, Paging, ok};
use crate::auth::{NoticeSender, Session};
use crate::domain::message as rules;
use crate::domain::page::Page;
use crate::error::AppResult;
use crate::service::AppState;
use crate::service::messaging::{self, ComposeBody, Message};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/announcement", get(announcements))
        .route("/notice", get(notices))
        .route("/announcement/unread", get(unread))
        .route("/announcement/read-all", post(read_all))
        .route("/announcement/{id}/read", post(read))
        .route("/admin/notification", get(sent).post(compose))
        .route("/admin/notification/recipient", get(recipients))
        .route("/admin/notification/{id}", delete(remove))
}

/// A message in a recipient's inbox.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MessageView {
    id: i64,
    /// system, course, exam, certificate, other or announcement.
    #[schema(value_type = crate::domain::vocabulary::MessageKind)]
    r#type: String,
    /// 系统通知, 课程通知, 考证开班通知, 领取证书通知, 其他通知 or 公告通知.
    type_label: String,
    title: String,
    content: String,
    /// Exam-class-opening: issuingAuthority, examLocation, trainingInstitution, classroom,
    /// occupation, evaluationLevel, examTime, examId, examName, examLevel. Certificate pickup:
    /// certificateName, issuingAuthority, pickupLocation, pickupTime, requiredMaterials.
    details: Map<String, Value>,
    created_at: i64,
    read: bool,
    read_at: Option<i64>,
}

fn view(m: &Message, read_at: Option<i64>) -> MessageView {
    MessageView {
        type_label: rules::label(&m.r#type).unwrap_or("其他通知").into(),
        details: m.detail_map(),
        id: m.id,
        r#type: m.r#type.clone(),
        title: m.title.clone(),
        content: m.content.clone(),
        created_at: m.created_at,
        read: read_at.is_some(),
        read_at,
    }
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct InboxQuery {
    /// Only unread messages.
    unread: Option<bool>,
}

async fn inbox(
    state: &AppState,
    session: &Session,
    q: InboxQuery,
    page: Page,
) -> AppResult<(Vec<MessageView>, u64, u64)> {
    let (rows, total, unread) = messaging::inbox(
        state,
        &messaging::reader(state, session),
        q.unread == Some(true),
        page,
    )
    .await?;
    Ok((
        rows.iter().map(|(m, r)| view(m, *r)).collect(),
        total,
        unread,
    ))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnnouncementList {
    announcements: Vec<MessageView>,
    total_count: u64,
    unread_count: u64,
}

/// The caller's messages of every type, newest first.
#[utoipa::path(get, path = "/api/v0/announcement", tag = "message", security(("bearer" = [])), params(InboxQuery, PageParams),
    responses((status = 200, body = AnnouncementList), (status = 400), (status = 401)))]
pub async fn announcements(
    State(state): State<AppState>,
    session: Session,
    ApiQuery(q): ApiQuery<InboxQuery>,
    Paging(page): Paging<10>,
) -> Answer {
    let (announcements, total_count, unread_count) = inbox(&state, &session, q, page).await?;
    Ok(ok(AnnouncementList {
        announcements,
        total_count,
        unread_count,
    }))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NoticeList {
    notices: Vec<MessageView>,
    total_count: u64,
    unread_count: u64,
}

/// The same inbox under the key `notices`.
#[utoipa::path(get, path = "/api/v0/notice", tag = "message", security(("bearer" = [])), params(InboxQuery, PageParams),
    responses((status = 200, body = NoticeList), (status = 400), (status = 401)))]
pub async fn notices(
    State(state): State<AppState>,
    session: Session,
    ApiQuery(q): ApiQuery<InboxQuery>,
    Paging(page): Paging<10>,
) -> Answer {
    let (notices, total_count, unread_count) = inbox(&state, &session, q, page).await?;
    Ok(ok(NoticeList {
        notices,
        total_count,
        unread_count,
    }))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UnreadCount {
    unread_count: u64,
}

/// How many messages the caller has not read (polled by the header every 2 s).
#[utoipa::path(get, path = "/api/v0/announcement/unread", tag = "message", security(("bearer" = [])),
    responses((status = 200, body = UnreadCount), (status = 401)))]
pub async fn unread(State(state): State<AppState>, session: Session) -> Answer {
    Ok(ok(UnreadCount {
        unread_count: messaging::unread_of(&state, &messaging::reader(&state, &session)).await?,
    }))
}

/// Marks one message read.
#[utoipa::path(post, path = "/api/v0/announcement/{id}/read", tag = "message", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = UnreadCount), (status = 401), (status = 404, description = "消息不存在")))]
pub async fn read(State(state): State<AppState>, session: Session, Path(id): Path<i64>) -> Answer {
    let reader = messaging::reader(&state, &session);
    let unread_count = messaging::mark_read(&state, &reader, id).await?;
    Ok(ok(UnreadCount { unread_count }))
}

/// Marks every message of the caller read.
#[utoipa::path(post, path = "/api/v0/announcement/read-all", tag = "message", security(("bearer" = [])),
    responses((status = 200, body = UnreadCount), (status = 401)))]
pub async fn read_all(State(state): State<AppState>, session: Session) -> Answer {
    messaging::mark_all_read(&state, &messaging::reader(&state, &session)).await?;
    Ok(ok(UnreadCount { unread_count: 0 }))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SentView {
    id: i64,
    #[schema(value_type = crate::domain::vocabulary::MessageKind)]
    r#type: String,
    type_label: String,
    title: String,
    content: String,
    details: Map<String, Value>,
    audience: String,
    audience_value: Option<String>,
    created_at: i64,
    /// How many accounts it reaches: for everyone or a role, those in the audience now.
    recipient_count: i64,
    read_count: i64,
}

fn sent_view(m: Message, recipient_count: i64, read_count: i64) -> SentView {
    SentView {
        type_label: rules::label(&m.r#type).unwrap_or("其他通知").into(),
        details: m.detail_map(),
        id: m.id,
        r#type: m.r#type,
        title: m.title,
        content: m.content,
        audience: m.audience,
        audience_value: m.audience_value,
        created_at: m.created_at,
        recipient_count,
        read_count,
    }
}

/// Sends a message to an audience: everyone, a role, the learners of a course (status 4), or
/// chosen users. Messages to everyone and to a role also reach accounts created later; the
/// learners of a course and chosen users are fixed at sending. `recipientCount`: how many
/// accounts it reaches now.
#[utoipa::path(post, path = "/api/v0/admin/notification", tag = "message", security(("bearer" = [])), request_body = ComposeBody,
    responses((status = 200, body = SentView), (status = 400), (status = 401), (status = 403)))]
pub async fn compose(
    State(state): State<AppState>,
    NoticeSender(session): NoticeSender,
    ApiJson(body): ApiJson<ComposeBody>,
) -> Answer {
    let (saved, recipients) = messaging::compose(&state, session.actor(), body).await?;
    Ok(ok(sent_view(saved, recipients as i64, 0)))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SentList {
    notifications: Vec<SentView>,
    total_count: u64,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SentQuery {
    /// staff (default): what people sent; automatic: the product's own notices to learners.
    #[param(inline)]
    origin: Option<rules::Origin>,
}

/// Sent messages of one origin with how many recipients have read each.
#[utoipa::path(get, path = "/api/v0/admin/notification", tag = "message", security(("bearer" = [])), params(SentQuery, PageParams),
    responses((status = 200, body = SentList), (status = 400), (status = 401), (status = 403)))]
pub async fn sent(
    State(state): State<AppState>,
    _: NoticeSender,
    ApiQuery(q): ApiQuery<SentQuery>,
    Paging(page): Paging<20>,
) -> Answer {
    let (rows, total_count) = messaging::sent(&state, q.origin.unwrap_or_default(), page).await?;
    Ok(ok(SentList {
        notifications: rows
            .into_iter()
            .map(|(m, r, d)| sent_view(m, r, d))
            .collect(),
        total_count,
    }))
}

/// Deletes a message for everyone who received it.
#[utoipa::path(delete, path = "/api/v0/admin/notification/{id}", tag = "message", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200), (status = 401), (status = 403), (status = 404)))]
pub async fn remove(
    State(state): State<AppState>,
    NoticeSender(session): NoticeSender,
    Path(id): Path<i64>,
) -> Answer {
    messaging::remove(&state, session.actor(), id).await?;
    Ok(ok(Value::Null))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RecipientQuery {
    /// A part of the name or username, the visible digits of the phone (138****0006), or the
    /// whole number (at most 30 such searches an hour).
    q: Option<String>,
}

/// An account a sender may pick (the phone masked).
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecipientView {
    id: i64,
    username: String,
    name: Option<String>,
    /// Masked: 138****0006.
    phone: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct RecipientList {
    users: Vec<RecipientView>,
}

/// Accounts to send a message to, found by name, username or phone (at most 20).
#[utoipa::path(get, path = "/api/v0/admin/notification/recipient", tag = "message", security(("bearer" = [])), params(RecipientQuery),
    responses((status = 200, body = RecipientList), (status = 400), (status = 401), (status = 403), (status = 429)))]
pub async fn recipients(
    State(state): State<AppState>,
    NoticeSender(session): NoticeSender,
    ApiQuery(q): ApiQuery<RecipientQuery>,
) -> Answer {
    let found = messaging::recipients(&state, &session, q.q.as_deref().unwrap_or_default()).await?;
    Ok(ok(RecipientList {
        users: found
            .into_iter()
            .map(|u| RecipientView {
                id: u.id,
                username: u.username,
                name: u.name,
                phone: u
                    .phone
                    .as_deref()
                    .map(crate::domain::identity::masked_phone),
            })
            .collect(),
    }))
}
