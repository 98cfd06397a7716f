//! Development-only calls (served only with `--dev`): the SMS outbox that tests read, and an
//! attention check made due at once (browser tests cannot wait ten minutes).

use axum::Router;
use axum::extract::{Path, State};
use axum::routing::{get, post};
use serde::Deserialize;

use crate::api::{Answer, ApiQuery, ok};
use crate::error::AppError;
use crate::refusals;
use crate::service::AppState;
use crate::sms::SentMessage;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/dev/sms/outbox", get(outbox))
        .route("/dev/study/session/{id}/check-due", post(check_due))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct OutboxQuery {
    /// Only the messages sent to this phone.
    phone: Option<String>,
}

#[derive(serde::Serialize, utoipa::ToSchema)]
pub struct OutboxAnswer {
    /// Newest first.
    messages: Vec<SentMessage>,
}

/// SMS messages sent since start-up (dev mode only).
#[utoipa::path(get, path = "/api/v0/dev/sms/outbox", tag = "dev", params(OutboxQuery),
    responses((status = 200, body = OutboxAnswer)))]
pub async fn outbox(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<OutboxQuery>,
) -> Answer {
    let outbox = state
        .outbox
        .as_ref()
        .ok_or_else(|| AppError::NotFound(refusals::API_NOT_FOUND.into()))?;
    Ok(ok(OutboxAnswer {
        messages: outbox.messages(query.phone.as_deref()),
    }))
}

/// Makes a study session's next attention check due at its next credited heartbeat (dev mode
/// only).
#[utoipa::path(post, path = "/api/v0/dev/study/session/{id}/check-due", tag = "dev",
    params(("id" = i64, Path)), responses((status = 200), (status = 404)))]
pub async fn check_due(State(state): State<AppState>, Path(id): Path<i64>) -> Answer {
    crate::service::study::check_due_now(&state, id).await?;
    Ok(ok(()))
}
