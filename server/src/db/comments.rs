//! Course comments: one per learner per course (a unique index; saving again edits it), the
//! published page of a course with its rating summary, the staff's list, guarded moderation and
//! the moderation trail.

use std::collections::HashMap;

use sea_orm::sea_query::OnConflict;
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, FromQueryResult, QueryFilter, QueryOrder,
    QuerySelect, Set,
};

use super::entity::{comment_event, course_comment};
use super::{DbResult, Params};
use crate::domain::audit::{Actor, Entry, Kind, Object};
use crate::domain::comment::Status;
use crate::domain::page::Page;

pub type Comment = course_comment::Model;
pub type Event = comment_event::Model;

/// Saves the learner's comment on a course: a new one (published) or their existing one edited
/// (its status kept: a hidden comment stays hidden).
pub async fn save_own(
    db: &impl ConnectionTrait,
    course_id: i64,
    user_id: i64,
    rating: i16,
    content: &str,
    now: i64,
) -> DbResult<Comment> {
    course_comment::Entity::insert(course_comment::ActiveModel {
        course_id: Set(course_id),
        user_id: Set(user_id),
        rating: Set(rating),
        content: Set(content.to_string()),
        status: Set(Status::Published.as_str().to_string()),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    })
    .on_conflict(
        OnConflict::columns([
            course_comment::Column::CourseId,
            course_comment::Column::UserId,
        ])
        .update_columns([
            course_comment::Column::Rating,
            course_comment::Column::Content,
            course_comment::Column::UpdatedAt,
        ])
        .to_owned(),
    )
    .exec_without_returning(db)
    .await?;
    own(db, course_id, user_id)
        .await?
        .ok_or_else(|| sea_orm::DbErr::RecordNotFound("comment just saved".into()).into())
}

pub async fn own(
    db: &impl ConnectionTrait,
    course_id: i64,
    user_id: i64,
) -> DbResult<Option<Comment>> {
    Ok(course_comment::Entity::find()
        .filter(course_comment::Column::CourseId.eq(course_id))
        .filter(course_comment::Column::UserId.eq(user_id))
        .one(db)
        .await?)
}

pub async fn find(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<Comment>> {
    Ok(course_comment::Entity::find_by_id(id).one(db).await?)
}

/// Deletes a comment; false when it was already gone.
pub async fn delete(db: &impl ConnectionTrait, id: i64) -> DbResult<bool> {
    Ok(course_comment::Entity::delete_by_id(id)
        .exec(db)
        .await?
        .rows_affected
        > 0)
}

/// A comment with its author's display name (name, else username) and course.
#[derive(FromQueryResult)]
pub struct Listed {
    pub id: i64,
    pub course_id: i64,
    pub user_id: i64,
    pub rating: i16,
    pub content: String,
    pub status: String,
    pub reply: Option<String>,
    pub replied_at: Option<i64>,
    pub created_at: i64,
    pub updated_at: i64,
    pub author: String,
    pub course_name: String,
}

const LISTED: &str = "SELECT c.id, c.course_id, c.user_id, c.rating, c.content, c.status, \
    c.reply, c.replied_at, c.created_at, c.updated_at, COALESCE(u.name, u.username) AS author, \
    k.name AS course_name FROM course_comments c JOIN users u ON u.id = c.user_id \
    JOIN courses k ON k.id = c.course_id";

/// The staff's filter: a course, a status, a star count, a text in the comment or the author's
/// name, and (for a teacher) only the courses they teach.
#[derive(Default)]
pub struct CommentFilter {
    pub course_id: Option<i64>,
    pub status: Option<Status>,
    pub rating: Option<i16>,
    pub text: Option<String>,
    pub teacher_id: Option<i64>,
}

/// A page of comments (newest first) matching the filter, and how many match.
pub async fn search(
    db: &impl ConnectionTrait,
    f: &CommentFilter,
    page: Page,
) -> DbResult<(Vec<Listed>, u64)> {
    let mut clauses = vec!["1 = 1".to_string()];
    let mut params = Params::default();
    if let Some(id) = f.course_id {
        clauses.push(format!("c.course_id = {}", params.bind(id)));
    }
    if let Some(status) = f.status {
        clauses.push(format!("c.status = {}", params.bind(status.as_str())));
    }
    if let Some(rating) = f.rating {
        clauses.push(format!("c.rating = {}", params.bind(rating)));
    }
    if let Some(teacher) = f.teacher_id {
        clauses.push(format!("k.teacher_id = {}", params.bind(teacher)));
    }
    if let Some(text) = f.text.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        let p = params.bind(super::contains_pattern(text));
        clauses.push(format!(
            "(LOWER(c.content) LIKE {p} ESCAPE '\\' OR LOWER(COALESCE(u.name, u.username)) LIKE {p} ESCAPE '\\')"
        ));
    }
    let filter = clauses.join(" AND ");
    super::page_of(
        db,
        &format!(
            "SELECT COUNT(*) AS n FROM course_comments c JOIN users u ON u.id = c.user_id \
             JOIN courses k ON k.id = c.course_id WHERE {filter}"
        ),
        &format!("{LISTED} WHERE {filter} ORDER BY c.id DESC"),
        params,
        page,
    )
    .await
}

/// Published ratings of a course: how many of each star count (index 0 = 1 star).
pub async fn distribution(db: &impl ConnectionTrait, course_id: i64) -> DbResult<[i64; 5]> {
    let rows: Vec<(i16, i64)> = course_comment::Entity::find()
        .select_only()
        .column(course_comment::Column::Rating)
        .column_as(course_comment::Column::Id.count(), "n")
        .filter(course_comment::Column::CourseId.eq(course_id))
        .filter(course_comment::Column::Status.eq(Status::Published.as_str()))
        .group_by(course_comment::Column::Rating)
        .into_tuple()
        .all(db)
        .await?;
    let mut counts = [0; 5];
    for (rating, n) in rows {
        if let Some(slot) = counts.get_mut((rating as usize).wrapping_sub(1)) {
            *slot = n;
        }
    }
    Ok(counts)
}

/// (count, sum) of the published ratings per course (all courses, or the given ones).
pub async fn ratings(
    db: &impl ConnectionTrait,
    courses: Option<Vec<i64>>,
) -> DbResult<HashMap<i64, (i64, i64)>> {
    let mut query = course_comment::Entity::find()
        .select_only()
        .column(course_comment::Column::CourseId)
        .column_as(course_comment::Column::Id.count(), "n")
        .column_as(
            sea_orm::sea_query::Expr::cust("CAST(SUM(rating) AS BIGINT)"),
            "total",
        )
        .filter(course_comment::Column::Status.eq(Status::Published.as_str()))
        .group_by(course_comment::Column::CourseId);
    if let Some(ids) = courses {
        query = query.filter(course_comment::Column::CourseId.is_in(ids));
    }
    let rows: Vec<(i64, i64, i64)> = query.into_tuple().all(db).await?;
    Ok(rows.into_iter().map(|(c, n, s)| (c, (n, s))).collect())
}

/// Published comments of a course, newest first, and how many there are.
pub async fn published(
    db: &impl ConnectionTrait,
    course_id: i64,
    page: Page,
) -> DbResult<(Vec<Listed>, u64)> {
    search(
        db,
        &CommentFilter {
            course_id: Some(course_id),
            status: Some(Status::Published),
            ..Default::default()
        },
        page,
    )
    .await
}

/// Changes a comment's status if it still is `from`; false when someone changed it first.
pub async fn set_status(
    db: &impl ConnectionTrait,
    id: i64,
    from: Status,
    to: Status,
) -> DbResult<bool> {
    let done = course_comment::Entity::update_many()
        .col_expr(
            course_comment::Column::Status,
            sea_orm::sea_query::Expr::value(to.as_str()),
        )
        .filter(course_comment::Column::Id.eq(id))
        .filter(course_comment::Column::Status.eq(from.as_str()))
        .exec(db)
        .await?;
    Ok(done.rows_affected == 1)
}

/// Sets (or with None removes) the staff's reply.
pub async fn set_reply(
    db: &impl ConnectionTrait,
    id: i64,
    reply: Option<&str>,
    by: i64,
    now: i64,
) -> DbResult<()> {
    let now = reply.map(|_| now);
    course_comment::Entity::update_many()
        .col_expr(
            course_comment::Column::Reply,
            sea_orm::sea_query::Expr::value(reply.map(str::to_string)),
        )
        .col_expr(
            course_comment::Column::RepliedBy,
            sea_orm::sea_query::Expr::value(reply.map(|_| by)),
        )
        .col_expr(
            course_comment::Column::RepliedAt,
            sea_orm::sea_query::Expr::value(now),
        )
        .filter(course_comment::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}

/// Records one moderation step by `actor`, with its entry in the audit log.
pub async fn record(
    db: &impl ConnectionTrait,
    comment: &Comment,
    actor: &Actor,
    action: &str,
    to: Option<Status>,
    reason: Option<&str>,
    now: i64,
) -> DbResult<()> {
    let (kind, what) = match action {
        "hide" => (Kind::Content, "隐藏评论"),
        "show" => (Kind::Content, "显示评论"),
        "reply" => (Kind::Content, "回复评论"),
        _ => (Kind::Deletion, "删除评论"),
    };
    let entry = Entry::new(kind, what, Object::Comment, Some(comment.id))
        .label(&comment.content)
        .change(Some(&comment.status), to.map(Status::as_str))
        .reason(reason);
    super::audit::record(db, actor, now, entry).await?;
    comment_event::Entity::insert(comment_event::ActiveModel {
        comment_id: Set(comment.id),
        course_id: Set(comment.course_id),
        actor_id: Set(actor.id),
        at: Set(now),
        action: Set(action.to_string()),
        from_status: Set(Some(comment.status.clone())),
        to_status: Set(to.map(|s| s.as_str().to_string())),
        reason: Set(reason.map(str::to_string)),
        ..Default::default()
    })
    .exec(db)
    .await?;
    Ok(())
}

/// The moderation trail of a comment, oldest first.
pub async fn events(db: &impl ConnectionTrait, comment_id: i64) -> DbResult<Vec<Event>> {
    Ok(comment_event::Entity::find()
        .filter(comment_event::Column::CommentId.eq(comment_id))
        .order_by_asc(comment_event::Column::Id)
        .all(db)
        .await?)
}
