//! Course comments: a learner who studies a course rates it (1–5) and comments once (saving
//! again edits it), and may delete their own; everyone reads the published ones with the
//! average; staff with comment:manage hide, show, reply to and delete the comments on their own
//! courses (every course with content:all), each step recorded with who, when, from, to and why.

use serde::Deserialize;

use crate::auth::{Scope, Session};
use crate::db;
pub use crate::db::comments::{Comment, CommentFilter, Event, Listed};
use crate::domain::comment::{self as rules, Status};
use crate::domain::enrolment::Status as Enrolment;
use crate::domain::page::Page;
use crate::error::{AppError, AppResult, FieldErrors};
use crate::refusals;
use crate::service::AppState;
use crate::service::caches::Change;
use crate::service::lessons;
use crate::service::work::Work;

/// What a learner sends: stars and text.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct CommentBody {
    /// 1–5.
    pub rating: Option<i64>,
    /// Plain text, at most 500 characters.
    pub content: Option<String>,
}

/// A staff decision: a new status (with a reason when hiding), and/or the reply ('' removes it).
#[derive(Deserialize, utoipa::ToSchema)]
pub struct ModerationBody {
    /// published or hidden.
    pub status: Option<String>,
    /// Why it is hidden (required when hiding, at most 200 characters).
    pub reason: Option<String>,
    /// The staff's public answer (at most 500 characters; empty removes it).
    pub reply: Option<String>,
}

/// A course's published comments, its rating summary and the caller's own comment.
pub struct CourseComments {
    pub comments: Vec<Listed>,
    pub total: u64,
    /// Published ratings per star count (index 0 = 1 star).
    pub distribution: [i64; 5],
    /// The caller's own comment, whatever its status.
    pub mine: Option<Comment>,
    /// Whether the caller may comment (studies the course).
    pub may_comment: bool,
}

/// May this session comment on the course? Learners (not guests) who study it: status 4, or
/// any learner for a trial course.
async fn may_comment(
    state: &AppState,
    session: &Session,
    course: &db::courses::Course,
) -> AppResult<bool> {
    if session.is_guest() {
        return Ok(false);
    }
    Ok(course.public_course
        || state
            .learner(session.user_id)
            .await?
            .statuses
            .get(&course.id)
            == Some(&Enrolment::Enrolled.code()))
}

pub async fn of_course(
    state: &AppState,
    session: &Option<Session>,
    course_id: i64,
    page: Page,
) -> AppResult<CourseComments> {
    let course = lessons::course_or_404(state, course_id).await?;
    let (comments, total) = db::comments::published(&state.db, course_id, page).await?;
    let distribution = db::comments::distribution(&state.db, course_id).await?;
    let (mine, may) = match session.as_ref().filter(|s| !s.is_guest()) {
        Some(s) => (
            db::comments::own(&state.db, course_id, s.user_id).await?,
            may_comment(state, s, &course).await?,
        ),
        None => (None, false),
    };
    Ok(CourseComments {
        comments,
        total,
        distribution,
        mine,
        may_comment: may,
    })
}

/// A learner's comment as checked: 1–5 stars and its trimmed text.
pub struct NewComment {
    pub rating: i16,
    pub content: String,
}

impl TryFrom<CommentBody> for NewComment {
    type Error = AppError;

    fn try_from(body: CommentBody) -> AppResult<Self> {
        let mut errors = FieldErrors::new();
        let rating = errors.check("rating", rules::rating(body.rating));
        let content = errors.check("content", rules::content(&body.content));
        errors.finish(|| {
            Some(Self {
                rating: rating?,
                content: content?,
            })
        })
    }
}

/// Saves the learner's comment (new, or their one edited).
pub async fn save_own(
    state: &AppState,
    session: &Session,
    course_id: i64,
    body: CommentBody,
) -> AppResult<Comment> {
    let course = lessons::course_or_404(state, course_id).await?;
    if !may_comment(state, session, &course).await? {
        return Err(AppError::Forbidden(refusals::COMMENT_NOT_ALLOWED.into()));
    }
    let comment = NewComment::try_from(body)?;
    let mut work = Work::begin(state).await?;
    let saved = db::comments::save_own(
        &work.tx,
        course_id,
        session.user_id,
        comment.rating,
        &comment.content,
        work.now,
    )
    .await?;
    work.changed(Change::Comments);
    work.commit().await?;
    Ok(saved)
}

/// Deletes the learner's own comment on a course.
pub async fn delete_own(state: &AppState, session: &Session, course_id: i64) -> AppResult<()> {
    let mut work = Work::begin(state).await?;
    let comment = db::comments::own(&work.tx, course_id, session.user_id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::COMMENT_NOT_FOUND.into()))?;
    db::comments::delete(&work.tx, comment.id).await?;
    work.changed(Change::Comments);
    work.commit().await
}

/// The staff's list.
pub async fn list(
    state: &AppState,
    session: &Session,
    mut filter: CommentFilter,
    page: Page,
) -> AppResult<(Vec<Listed>, u64)> {
    filter.teacher_id = session.authoring().author();
    Ok(db::comments::search(&state.db, &filter, page).await?)
}

/// A comment a moderator may act on: it exists, and is on one of their courses unless they
/// hold content:all.
async fn moderated(state: &AppState, session: &Session, id: i64) -> AppResult<Comment> {
    let comment = db::comments::find(&state.db, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::COMMENT_NOT_FOUND.into()))?;
    let scope = session.authoring();
    if scope != Scope::All {
        let course = lessons::course_or_404(state, comment.course_id).await?;
        if !scope.covers(course.teacher_id) {
            return Err(AppError::Forbidden(refusals::COMMENT_NOT_OWN.into()));
        }
    }
    Ok(comment)
}

/// One comment with its moderation trail.
pub async fn detail(
    state: &AppState,
    session: &Session,
    id: i64,
) -> AppResult<(Comment, Vec<(Event, Option<String>)>)> {
    let comment = moderated(state, session, id).await?;
    let events = db::comments::events(&state.db, id).await?;
    let events = super::with_actors(&state.db, events, |e| e.actor_id).await?;
    Ok((comment, events))
}

fn reason_of(value: &Option<String>) -> Result<Option<String>, crate::refusals::Message> {
    match value.as_deref().map(str::trim).filter(|r| !r.is_empty()) {
        Some(r) => crate::domain::rules::at_most(r, rules::REASON_MAX).map(|()| Some(r.into())),
        None => Ok(None),
    }
}

/// A moderation as checked: a status (hiding needs a reason) and/or a reply ('' removes it).
pub struct Moderation {
    pub status: Option<Status>,
    pub reason: Option<String>,
    pub reply: Option<String>,
}

impl TryFrom<ModerationBody> for Moderation {
    type Error = AppError;

    fn try_from(body: ModerationBody) -> AppResult<Self> {
        let mut errors = FieldErrors::new();
        let status = match body.status.as_deref() {
            None => None,
            Some(s) => errors.check(
                "status",
                Status::parse(s).ok_or(refusals::COMMENT_STATUS_INVALID),
            ),
        };
        let reason = errors.check("reason", reason_of(&body.reason)).flatten();
        if status == Some(Status::Hidden) && reason.is_none() {
            errors.add("reason", refusals::COMMENT_REASON_REQUIRED);
        }
        let reply = match body.reply.as_deref().map(str::trim) {
            None => None,
            Some(r) if r.chars().count() > rules::REPLY_MAX => {
                errors.add("reply", refusals::COMMENT_REPLY_TOO_LONG);
                None
            }
            Some(r) => Some(r.to_string()),
        };
        errors.into_result()?;
        Ok(Self {
            status,
            reason,
            reply,
        })
    }
}

/// Hides or shows a comment and/or sets the reply, each with its trail entry. A status change
/// that lost a race with another moderator is 409.
pub async fn moderate(
    state: &AppState,
    session: &Session,
    id: i64,
    body: ModerationBody,
) -> AppResult<Comment> {
    let comment = moderated(state, session, id).await?;
    let Moderation {
        status,
        reason,
        reply,
    } = body.try_into()?;
    let mut work = Work::by(state, session.actor()).await?;
    let from = Status::parse(&comment.status).unwrap_or(Status::Published);
    if let Some(to) = status.filter(|to| *to != from) {
        if !db::comments::set_status(&work.tx, id, from, to).await? {
            return Err(AppError::Conflict {
                field: "status",
                message: refusals::COMMENT_CHANGED_ELSEWHERE.into(),
            });
        }
        let action = if to == Status::Hidden { "hide" } else { "show" };
        db::comments::record(
            &work.tx,
            &comment,
            &work.actor,
            action,
            Some(to),
            reason.as_deref(),
            work.now,
        )
        .await?;
    }
    if let Some(reply) = reply {
        let text = (!reply.is_empty()).then_some(reply.as_str());
        db::comments::set_reply(&work.tx, id, text, session.user_id, work.now).await?;
        db::comments::record(
            &work.tx,
            &comment,
            &work.actor,
            "reply",
            None,
            text,
            work.now,
        )
        .await?;
    }
    work.changed(Change::Comments);
    let moderated = db::comments::find(&work.tx, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::COMMENT_NOT_FOUND.into()))?;
    work.commit().await?;
    Ok(moderated)
}

/// Deletes a comment (staff), with a reason kept in the trail.
pub async fn remove(
    state: &AppState,
    session: &Session,
    id: i64,
    reason: Option<String>,
) -> AppResult<()> {
    let comment = moderated(state, session, id).await?;
    let reason = reason_of(&reason).map_err(|m| AppError::field("reason", m))?;
    let Some(reason) = reason else {
        return Err(AppError::field("reason", refusals::COMMENT_REASON_REQUIRED));
    };
    let mut work = Work::by(state, session.actor()).await?;
    if db::comments::delete(&work.tx, id).await? {
        db::comments::record(
            &work.tx,
            &comment,
            &work.actor,
            "delete",
            None,
            Some(&reason),
            work.now,
        )
        .await?;
    }
    work.changed(Change::Comments);
    work.commit().await
}
