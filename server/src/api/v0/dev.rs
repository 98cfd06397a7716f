//! Development-only calls (served only with `--dev`): the SMS outbox that tests read.

use axum::Router;
use axum::extract::State;
use axum::routing::get;
use serde::Deserialize;

use crate::api::{Answer, ApiQuery, ok};
use crate::error::AppError;
use crate::refusals;
use crate::service::AppState;
use crate::sms::SentMessage;

pub fn router() -> Router<AppState> {
    Router::new().route("/dev/sms/outbox", get(outbox))
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
