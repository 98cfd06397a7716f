//! `/api/v0/exam/{id}/camera-consent` and `/api/v0/exam/{id}/snapshot`: camera stills during an
//! exam that asks for them (考试抓拍): the learner's consent for that exam, the still the open
//! attempt is due for now, and the still the page sends.

use axum::Router;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::routing::{get, post};
use serde::Serialize;

use crate::api::v0::study::{ConsentView, user_agent};
use crate::api::{Answer, ApiJson, ok};
use crate::auth::{ClientAddr, Member};
use crate::service::AppState;
use crate::service::exam_camera::{self, Due, StillBody};

pub fn router() -> Router<AppState> {
    Router::new()
        .route(
            "/exam/{id}/camera-consent",
            get(consent_state).post(consent),
        )
        .route("/exam/{id}/snapshot", get(due))
        .route("/exam/{id}/snapshot/{snapshot_id}", post(take))
}

/// A still the page is to take now.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StillRequest {
    id: i64,
    /// By when (server ms); one sent later is kept and shown to the teacher as late.
    deadline: i64,
}

/// The still the attempt is due for now (null: none).
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StillDue {
    snapshot: Option<StillRequest>,
}

fn still_due(due: Option<Due>) -> StillDue {
    StillDue {
        snapshot: due.map(|d| StillRequest {
            id: d.id,
            deadline: d.deadline,
        }),
    }
}

/// Whether the caller agreed to the exam's camera stills, and how long stills are kept.
#[utoipa::path(get, path = "/api/v0/exam/{id}/camera-consent", tag = "exam", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = ConsentView), (status = 401), (status = 403, description = "您无权参加该考试"), (status = 404)))]
pub async fn consent_state(
    State(state): State<AppState>,
    Member(session): Member,
    Path(id): Path<i64>,
) -> Answer {
    Ok(ok(ConsentView::from(
        exam_camera::consent_state(&state, &session, id).await?,
    )))
}

/// The caller agrees to the exam's camera stills (what is taken, why, who sees them, how long
/// they are kept, as the page showed): required before an exam that asks for them starts.
#[utoipa::path(post, path = "/api/v0/exam/{id}/camera-consent", tag = "exam", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = ConsentView), (status = 401), (status = 403, description = "您无权参加该考试"), (status = 404)))]
pub async fn consent(
    State(state): State<AppState>,
    Member(session): Member,
    ClientAddr(ip): ClientAddr,
    headers: HeaderMap,
    Path(id): Path<i64>,
) -> Answer {
    Ok(ok(ConsentView::from(
        exam_camera::consent(&state, &session, id, (ip, user_agent(&headers))).await?,
    )))
}

/// The still the caller's open attempt is due for now: at its start, then at random moments
/// the server drew and reveals as each falls due (null: none now; the page asks again).
#[utoipa::path(get, path = "/api/v0/exam/{id}/snapshot", tag = "exam", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = StillDue), (status = 401), (status = 404),
        (status = 409, description = "您已完成该考试"), (status = 422, description = "请先开始考试 / 考试时间已结束")))]
pub async fn due(
    State(state): State<AppState>,
    Member(session): Member,
    Path(id): Path<i64>,
) -> Answer {
    Ok(ok(still_due(exam_camera::due(&state, &session, id).await?)))
}

/// Sends the still the attempt was asked for: a file uploaded with source `exam-snapshot` (JPG,
/// PNG or WEBP, at most 2 MB), each file once. Answers the still due next (null: none now).
#[utoipa::path(post, path = "/api/v0/exam/{id}/snapshot/{snapshot_id}", tag = "exam", security(("bearer" = [])),
    params(("id" = i64, Path), ("snapshot_id" = i64, Path)), request_body = StillBody,
    responses((status = 200, body = StillDue), (status = 400, description = "请上传本场考试中拍摄的照片"), (status = 401),
        (status = 404, description = "本次考试抓拍请求已失效"), (status = 409, description = "您已完成该考试"),
        (status = 422, description = "请先开始考试 / 考试时间已结束")))]
pub async fn take(
    State(state): State<AppState>,
    Member(session): Member,
    Path((id, snapshot_id)): Path<(i64, i64)>,
    ApiJson(body): ApiJson<StillBody>,
) -> Answer {
    Ok(ok(still_due(
        exam_camera::take(&state, &session, id, snapshot_id, body).await?,
    )))
}
