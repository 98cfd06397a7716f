//! `/api/v0/sms`: sending and checking verification codes for phone login and password reset.

use axum::Router;
use axum::extract::State;
use axum::routing::post;
use serde::{Deserialize, Serialize};

use crate::api::{Answer, ApiJson, ok};
use crate::auth::ClientAddr;
use crate::service::AppState;
use crate::service::accounts;
use crate::sms::{self, Purpose};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/sms/code", post(send_code))
        .route("/sms/verify", post(verify_code))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct SendCodeBody {
    phone: Option<String>,
    purpose: Purpose,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SendCodeAnswer {
    /// Seconds before another code may be sent to this phone.
    retry_after: u64,
    /// Seconds the code stays valid.
    expires_in: u64,
}

/// Sends a 6-digit code to a registered phone.
#[utoipa::path(post, path = "/api/v0/sms/code", tag = "sms", request_body = SendCodeBody,
    responses((status = 200, body = SendCodeAnswer), (status = 400), (status = 404, description = "该手机号未注册"),
        (status = 429, description = "sent less than 60 s ago, or too many sends from this address")))]
pub async fn send_code(
    State(state): State<AppState>,
    ClientAddr(ip): ClientAddr,
    ApiJson(body): ApiJson<SendCodeBody>,
) -> Answer {
    accounts::send_sms_code(&state, ip, &body.phone, body.purpose).await?;
    Ok(ok(SendCodeAnswer {
        retry_after: (sms::RESEND_INTERVAL_MS / 1000) as u64,
        expires_in: (sms::CODE_TTL_MS / 1000) as u64,
    }))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct VerifyCodeBody {
    phone: Option<String>,
    purpose: Purpose,
    code: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct VerifyCodeAnswer {
    valid: bool,
}

/// Checks a code without using it up (forgot-password step 1). Wrong tries count toward the limit.
#[utoipa::path(post, path = "/api/v0/sms/verify", tag = "sms", request_body = VerifyCodeBody,
    responses((status = 200, body = VerifyCodeAnswer), (status = 400, description = "验证码错误 / 验证码已过期，请重新获取")))]
pub async fn verify_code(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<VerifyCodeBody>,
) -> Answer {
    accounts::verify_sms_code(&state, &body.phone, body.purpose, &body.code).await?;
    Ok(ok(VerifyCodeAnswer { valid: true }))
}
