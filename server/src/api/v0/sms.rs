//! `/api/v0/sms`: sending and checking verification codes for phone login and password reset.

use axum::Router;
use axum::extract::State;
use axum::routing::post;
use serde::{Deserialize, Serialize};

use crate::api::{Answer, ApiJson, ok};
use crate::auth::ClientAddr;
use crate::db::{self, now_ms, throttle::Policy};
use crate::domain::rules;
use crate::error::{AppError, FieldErrors};
use crate::sms::{self, Purpose};
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/sms/code", post(send_code))
        .route("/sms/verify", post(verify_code))
}

/// At most 10 sends per client address in 10 minutes.
const ADDRESS_POLICY: Policy = Policy {
    limit: 10,
    window_ms: 10 * 60_000,
    lock_ms: 10 * 60_000,
};

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

/// The phone of a request, checked with the forgot-password messages.
pub fn phone_of(phone: &Option<String>) -> Result<String, AppError> {
    let mut errors = FieldErrors::new();
    errors.check(
        "phone",
        rules::phone(phone, "请输入手机号！", "请输入正确的手机号"),
    );
    errors.into_result()?;
    Ok(rules::present(phone).unwrap_or_default().to_string())
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
    let phone = phone_of(&body.phone)?;
    let key = format!("sms:ip:{ip}");
    let now = now_ms();
    if let Some(ms) = db::throttle::locked_for(&state.db, &key, now).await? {
        let secs = (ms as u64).div_ceil(1000);
        return Err(AppError::TooManyRequests {
            message: format!("验证码发送过于频繁，请{secs}秒后重试"),
            retry_after_secs: secs,
        });
    }
    if db::users::find_by_phone(&state.db, &phone).await?.is_none() {
        return Err(AppError::NotFound("该手机号未注册".into()));
    }
    sms::send_code(&state.db, state.sms.as_ref(), &phone, body.purpose).await?;
    db::throttle::hit(&state.db, &key, &ADDRESS_POLICY, now).await?;
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
    let phone = phone_of(&body.phone)?;
    let code =
        rules::present(&body.code).ok_or_else(|| AppError::field("code", "请输入验证码！"))?;
    sms::check_code(&state.db, &phone, body.purpose, code).await?;
    Ok(ok(VerifyCodeAnswer { valid: true }))
}
