//! Course comments: the published comments of a course with its rating summary and the caller's
//! own (anyone), the learner's own comment (save, delete), and the comment center for staff with
//! comment:manage (list, detail with the moderation trail, hide/show/reply, delete). The rules
//! are `service::comments`.

use axum::Router;
use axum::extract::{Path, State};
use axum::routing::get;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::api::{Answer, ApiJson, ApiQuery, PageParams, Paging, ok};
use crate::auth::{CommentDesk, Member, Session};
use crate::domain::comment::{self as rules, Status};
use crate::error::AppError;
use crate::refusals;
use crate::service::AppState;
use crate::service::comments::{
    self, Comment, CommentBody, CommentFilter, Event, Listed, ModerationBody,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route(
            "/course/{id}/comment",
            get(of_course).put(save_own).delete(delete_own),
        )
        .route("/admin/comment", get(list))
        .route(
            "/admin/comment/{id}",
            get(detail).put(moderate).delete(remove),
        )
}

/// A published comment as everyone sees it: the author's name masked, never their account.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicComment {
    id: i64,
    rating: i16,
    content: String,
    /// The author's name with the middle masked ("张*丰").
    author: String,
    reply: Option<String>,
    replied_at: Option<i64>,
    created_at: i64,
    updated_at: i64,
}

impl From<Listed> for PublicComment {
    fn from(c: Listed) -> Self {
        Self {
            id: c.id,
            rating: c.rating,
            content: c.content,
            author: rules::masked_name(&c.author),
            reply: c.reply,
            replied_at: c.replied_at,
            created_at: c.created_at,
            updated_at: c.updated_at,
        }
    }
}

/// The caller's own comment, with its status (a hidden one is seen only by its author).
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OwnComment {
    id: i64,
    course_id: i64,
    rating: i16,
    content: String,
    /// published or hidden.
    status: String,
    reply: Option<String>,
    replied_at: Option<i64>,
    created_at: i64,
    updated_at: i64,
}

impl From<Comment> for OwnComment {
    fn from(c: Comment) -> Self {
        Self {
            id: c.id,
            course_id: c.course_id,
            rating: c.rating,
            content: c.content,
            status: c.status,
            reply: c.reply,
            replied_at: c.replied_at,
            created_at: c.created_at,
            updated_at: c.updated_at,
        }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CourseCommentsView {
    comments: Vec<PublicComment>,
    total_count: u64,
    /// Average of the published ratings to one decimal; null without any.
    average: Option<f64>,
    /// How many published ratings.
    rating_count: i64,
    /// Published ratings per star count: [1 star, …, 5 stars].
    distribution: [i64; 5],
    mine: Option<OwnComment>,
    /// Whether the caller may comment (a learner who studies the course).
    may_comment: bool,
}

/// The published comments of a course (newest first, default 10), its rating summary and the
/// caller's own comment.
#[utoipa::path(get, path = "/api/v0/course/{id}/comment", tag = "comment",
    params(("id" = i64, Path), PageParams),
    responses((status = 200, body = CourseCommentsView), (status = 400), (status = 404)))]
pub async fn of_course(
    State(state): State<AppState>,
    session: Option<Session>,
    Path(id): Path<i64>,
    Paging(page): Paging<10>,
) -> Answer {
    let c = comments::of_course(&state, &session, id, page).await?;
    let count: i64 = c.distribution.iter().sum();
    let sum: i64 = c
        .distribution
        .iter()
        .enumerate()
        .map(|(i, n)| (i as i64 + 1) * n)
        .sum();
    Ok(ok(CourseCommentsView {
        comments: c.comments.into_iter().map(PublicComment::from).collect(),
        total_count: c.total,
        average: rules::average(sum, count),
        rating_count: count,
        distribution: c.distribution,
        mine: c.mine.map(OwnComment::from),
        may_comment: c.may_comment,
    }))
}

/// Saves the caller's comment on a course (a learner who studies it): the first one, or their
/// one edited. One per learner per course.
#[utoipa::path(put, path = "/api/v0/course/{id}/comment", tag = "comment", security(("bearer" = [])),
    params(("id" = i64, Path)), request_body = CommentBody,
    responses((status = 200, body = OwnComment), (status = 400), (status = 401), (status = 403), (status = 404)))]
pub async fn save_own(
    State(state): State<AppState>,
    Member(session): Member,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<CommentBody>,
) -> Answer {
    Ok(ok(OwnComment::from(
        comments::save_own(&state, &session, id, body).await?,
    )))
}

/// Deletes the caller's own comment on a course.
#[utoipa::path(delete, path = "/api/v0/course/{id}/comment", tag = "comment", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200), (status = 401), (status = 403), (status = 404)))]
pub async fn delete_own(
    State(state): State<AppState>,
    Member(session): Member,
    Path(id): Path<i64>,
) -> Answer {
    comments::delete_own(&state, &session, id).await?;
    Ok(ok(Value::Null))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct CommentQuery {
    course_id: Option<i64>,
    /// published or hidden.
    status: Option<String>,
    /// 1–5.
    rating: Option<i16>,
    /// A case-insensitive part of the comment or of the author's name.
    q: Option<String>,
}

/// A comment as the comment center shows it: the author's name unmasked (staff), the course.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StaffComment {
    id: i64,
    course_id: i64,
    course_name: String,
    user_id: i64,
    author: String,
    rating: i16,
    content: String,
    status: String,
    reply: Option<String>,
    replied_at: Option<i64>,
    created_at: i64,
    updated_at: i64,
}

impl From<Listed> for StaffComment {
    fn from(c: Listed) -> Self {
        Self {
            id: c.id,
            course_id: c.course_id,
            course_name: c.course_name,
            user_id: c.user_id,
            author: c.author,
            rating: c.rating,
            content: c.content,
            status: c.status,
            reply: c.reply,
            replied_at: c.replied_at,
            created_at: c.created_at,
            updated_at: c.updated_at,
        }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StaffCommentPage {
    comments: Vec<StaffComment>,
    total_count: u64,
}

/// The comment center: comments on the caller's courses (every course with content:all),
/// newest first, default 20.
#[utoipa::path(get, path = "/api/v0/admin/comment", tag = "comment", security(("bearer" = [])),
    params(CommentQuery, PageParams),
    responses((status = 200, body = StaffCommentPage), (status = 400), (status = 401), (status = 403)))]
pub async fn list(
    State(state): State<AppState>,
    CommentDesk(session): CommentDesk,
    ApiQuery(q): ApiQuery<CommentQuery>,
    Paging(page): Paging<20>,
) -> Answer {
    let status = match q.status.as_deref().filter(|s| !s.is_empty()) {
        None => None,
        Some(s) => Some(
            Status::parse(s)
                .ok_or_else(|| AppError::field("status", refusals::COMMENT_STATUS_INVALID))?,
        ),
    };
    let filter = CommentFilter {
        course_id: q.course_id,
        status,
        rating: q.rating,
        text: q.q,
        teacher_id: None,
    };
    let (rows, total_count) = comments::list(&state, &session, filter, page).await?;
    Ok(ok(StaffCommentPage {
        comments: rows.into_iter().map(StaffComment::from).collect(),
        total_count,
    }))
}

/// One moderation step.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CommentEventView {
    /// hide, show, reply or delete.
    action: String,
    from_status: Option<String>,
    to_status: Option<String>,
    /// The reason (hide, delete) or the reply's text.
    reason: Option<String>,
    actor_id: Option<i64>,
    /// The staff member's name (or username); null when the account is gone.
    actor: Option<String>,
    at: i64,
}

impl From<(Event, Option<String>)> for CommentEventView {
    fn from((e, actor): (Event, Option<String>)) -> Self {
        Self {
            action: e.action,
            from_status: e.from_status,
            to_status: e.to_status,
            reason: e.reason,
            actor_id: e.actor_id,
            actor,
            at: e.at,
        }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CommentDetail {
    comment: OwnComment,
    events: Vec<CommentEventView>,
}

/// One comment with its moderation trail.
#[utoipa::path(get, path = "/api/v0/admin/comment/{id}", tag = "comment", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = CommentDetail), (status = 401), (status = 403), (status = 404)))]
pub async fn detail(
    State(state): State<AppState>,
    CommentDesk(session): CommentDesk,
    Path(id): Path<i64>,
) -> Answer {
    let (comment, events) = comments::detail(&state, &session, id).await?;
    Ok(ok(CommentDetail {
        comment: OwnComment::from(comment),
        events: events.into_iter().map(CommentEventView::from).collect(),
    }))
}

/// Hides (with a reason) or shows a comment, and/or sets the reply ('' removes it).
#[utoipa::path(put, path = "/api/v0/admin/comment/{id}", tag = "comment", security(("bearer" = [])),
    params(("id" = i64, Path)), request_body = ModerationBody,
    responses((status = 200, body = OwnComment), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409)))]
pub async fn moderate(
    State(state): State<AppState>,
    CommentDesk(session): CommentDesk,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<ModerationBody>,
) -> Answer {
    Ok(ok(OwnComment::from(
        comments::moderate(&state, &session, id, body).await?,
    )))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DeleteQuery {
    /// Why it is deleted (required, at most 200 characters).
    reason: Option<String>,
}

/// Deletes a comment (the reason stays in the trail).
#[utoipa::path(delete, path = "/api/v0/admin/comment/{id}", tag = "comment", security(("bearer" = [])),
    params(("id" = i64, Path), DeleteQuery),
    responses((status = 200), (status = 400), (status = 401), (status = 403), (status = 404)))]
pub async fn remove(
    State(state): State<AppState>,
    CommentDesk(session): CommentDesk,
    Path(id): Path<i64>,
    ApiQuery(q): ApiQuery<DeleteQuery>,
) -> Answer {
    comments::remove(&state, &session, id, q.reason).await?;
    Ok(ok(Value::Null))
}
