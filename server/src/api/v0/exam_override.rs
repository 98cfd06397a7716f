//! `/api/v0/admin/exam/{id}/override`: one learner's own terms for an exam (extra time, extra
//! attempts, their own window), given by the exam's author or an administrator, with the trail
//! of every change.

use axum::Router;
use axum::extract::{Path, State};
use axum::routing::{delete, get};
use serde::Serialize;

use crate::api::{Answer, ApiJson, ApiQuery, ok};
use crate::auth::ExamAuthor;
use crate::db::users::User;
use crate::domain::attempts::Terms;
use crate::service::AppState;
use crate::service::exam_overrides::{self, Granted, OverrideBody, ReasonQuery, Trail};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/admin/exam/{id}/override", get(list).put(set))
        .route("/admin/exam/{id}/override/{user_id}", delete(remove))
}

fn shown_name(u: &User) -> String {
    u.name
        .clone()
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| u.username.clone())
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OverrideView {
    user_id: i64,
    username: Option<String>,
    name: Option<String>,
    #[serde(flatten)]
    terms: Terms,
    reason: String,
    /// Who gave the terms (their name).
    granted_by: Option<String>,
    updated_at: i64,
    /// Attempts the learner has opened.
    attempts_used: i32,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OverrideChangeView {
    user_id: i64,
    /// The learner's name.
    learner: Option<String>,
    /// The terms before (null: none).
    from: Option<Terms>,
    /// The terms after (null: taken away).
    to: Option<Terms>,
    reason: String,
    /// Who changed them (their name).
    changed_by: Option<String>,
    changed_at: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct OverrideList {
    overrides: Vec<OverrideView>,
    /// The latest 100 changes, newest first.
    changes: Vec<OverrideChangeView>,
}

fn override_list((granted, trail): (Vec<Granted>, Trail)) -> OverrideList {
    let name = |id: Option<i64>| id.and_then(|id| trail.people.get(&id)).map(shown_name);
    let terms = |text: Option<&String>| {
        text.map(|t| crate::db::json_column::<Terms>(t, "exam_override_changes"))
    };
    OverrideList {
        overrides: granted
            .into_iter()
            .map(|g| OverrideView {
                user_id: g.terms.user_id,
                username: g.learner.as_ref().map(|u| u.username.clone()),
                name: g.learner.as_ref().map(shown_name),
                terms: g.terms.terms(),
                granted_by: g.granted_by.as_ref().map(shown_name),
                reason: g.terms.reason,
                updated_at: g.terms.updated_at,
                attempts_used: g.attempts_used,
            })
            .collect(),
        changes: trail
            .changes
            .iter()
            .map(|c| OverrideChangeView {
                user_id: c.user_id,
                learner: name(Some(c.user_id)),
                from: terms(c.from_value.as_ref()),
                to: terms(c.to_value.as_ref()),
                reason: c.reason.clone(),
                changed_by: name(c.changed_by),
                changed_at: c.changed_at,
            })
            .collect(),
    }
}

/// The learners of the caller's exam with their own terms, and the latest changes.
#[utoipa::path(get, path = "/api/v0/admin/exam/{id}/override", tag = "exam authoring", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = OverrideList), (status = 401), (status = 403, description = "只能修改自己的考试"), (status = 404)))]
pub async fn list(
    State(state): State<AppState>,
    ExamAuthor(session): ExamAuthor,
    Path(id): Path<i64>,
) -> Answer {
    Ok(ok(override_list(
        exam_overrides::list(&state, &session, id).await?,
    )))
}

/// Gives a learner (by username, phone or e-mail) their own terms for the caller's exam,
/// replacing any they had; recorded with who and why, and the learner is told. Answers the list.
#[utoipa::path(put, path = "/api/v0/admin/exam/{id}/override", tag = "exam authoring", security(("bearer" = [])), params(("id" = i64, Path)),
    request_body = OverrideBody,
    responses((status = 200, body = OverrideList), (status = 400, description = "未找到该学员 / 请填写调整原因（不超过200字） / 请至少调整一项：延长时间、增加次数或单独的考试时间"),
        (status = 401), (status = 403), (status = 404)))]
pub async fn set(
    State(state): State<AppState>,
    ExamAuthor(session): ExamAuthor,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<OverrideBody>,
) -> Answer {
    exam_overrides::set(&state, &session, id, body).await?;
    Ok(ok(override_list(
        exam_overrides::list(&state, &session, id).await?,
    )))
}

/// Takes a learner's own terms away (the exam's apply again); recorded with who and why, and
/// the learner is told. Answers the list.
#[utoipa::path(delete, path = "/api/v0/admin/exam/{id}/override/{user_id}", tag = "exam authoring", security(("bearer" = [])),
    params(("id" = i64, Path), ("user_id" = i64, Path), ReasonQuery),
    responses((status = 200, body = OverrideList), (status = 400, description = "请填写调整原因（不超过200字）"), (status = 401), (status = 403),
        (status = 404, description = "该学员没有单独的考试安排")))]
pub async fn remove(
    State(state): State<AppState>,
    ExamAuthor(session): ExamAuthor,
    Path((id, user_id)): Path<(i64, i64)>,
    ApiQuery(q): ApiQuery<ReasonQuery>,
) -> Answer {
    exam_overrides::remove(&state, &session, id, user_id, q.reason).await?;
    Ok(ok(override_list(
        exam_overrides::list(&state, &session, id).await?,
    )))
}
