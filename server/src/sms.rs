//! SMS verification codes: sending through an `SmsSender`, expiry, resend limit, wrong-try limit.

use std::sync::{Arc, Mutex};

use serde::Serialize;
use sha2::{Digest, Sha256};

use crate::db;
use crate::error::{AppError, AppResult};
use crate::refusals;
use crate::state::AppState;

pub const CODE_TTL_MS: i64 = 5 * 60 * 1000;
pub const RESEND_INTERVAL_MS: i64 = 60 * 1000;
pub const MAX_WRONG_TRIES: i32 = 5;

/// What a code may be used for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Purpose {
    Login,
    Reset,
}

impl Purpose {
    pub fn as_str(self) -> &'static str {
        match self {
            Purpose::Login => "login",
            Purpose::Reset => "reset",
        }
    }
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SentMessage {
    pub phone: String,
    pub purpose: String,
    pub code: String,
    pub sent_at: i64,
}

/// Delivers a code to a phone. The default logs it; a real SMS gateway implements this too.
#[async_trait::async_trait]
pub trait SmsSender: Send + Sync {
    async fn send(&self, message: SentMessage) -> anyhow::Result<()>;
}

/// Messages kept in memory in `--dev` mode so tests can read the codes.
#[derive(Clone, Default)]
pub struct Outbox(Arc<Mutex<Vec<SentMessage>>>);

impl Outbox {
    /// Newest first, optionally only for one phone.
    pub fn messages(&self, phone: Option<&str>) -> Vec<SentMessage> {
        let all = self.0.lock().expect("outbox lock");
        all.iter()
            .rev()
            .filter(|m| phone.is_none_or(|p| m.phone == p))
            .cloned()
            .collect()
    }
}

pub struct LogSender {
    pub outbox: Option<Outbox>,
}

#[async_trait::async_trait]
impl SmsSender for LogSender {
    async fn send(&self, message: SentMessage) -> anyhow::Result<()> {
        tracing::info!(phone = %message.phone, purpose = %message.purpose, code = %message.code, "sms code");
        if let Some(outbox) = &self.outbox {
            let mut all = outbox.0.lock().expect("outbox lock");
            all.push(message);
            let excess = all.len().saturating_sub(1000);
            all.drain(..excess);
        }
        Ok(())
    }
}

fn hash_code(phone: &str, code: &str) -> String {
    hex::encode(Sha256::digest(format!("{phone}:{code}").as_bytes()))
}

/// Creates and sends a 6-digit code. One send per phone per 60 s (429 with the seconds left).
pub async fn send_code(state: &AppState, phone: &str, purpose: Purpose) -> AppResult<()> {
    let (db, sender) = (&state.db, state.sms.as_ref());
    let now = state.clock.now_ms();
    if let Some(last) = db::sms_codes::latest_for_phone(db, phone).await? {
        let wait = last.created_at + RESEND_INTERVAL_MS - now;
        if wait > 0 {
            let secs = (wait as u64).div_ceil(1000);
            return Err(AppError::TooManyRequests {
                message: refusals::SMS_THROTTLED.with("seconds", secs),
                retry_after_secs: secs,
            });
        }
    }
    let code = format!("{:06}", rand::random_range(0..1_000_000u32));
    db::sms_codes::insert(
        db,
        phone,
        purpose.as_str(),
        hash_code(phone, &code),
        now,
        now + CODE_TTL_MS,
    )
    .await?;
    sender
        .send(SentMessage {
            phone: phone.into(),
            purpose: purpose.as_str().into(),
            code,
            sent_at: now,
        })
        .await
        .map_err(|e| AppError::Internal(e.context("send sms")))?;
    Ok(())
}

/// Checks a code without using it up. A wrong code counts toward the limit of 5 wrong tries,
/// after which the code is burnt. Answers the code's id when it matches.
pub async fn check_code(
    state: &AppState,
    phone: &str,
    purpose: Purpose,
    code: &str,
) -> AppResult<i64> {
    let db = &state.db;
    let Some(stored) = db::sms_codes::latest(db, phone, purpose.as_str()).await? else {
        return Err(AppError::field("code", refusals::SMS_CODE_NOT_SENT));
    };
    if stored.consumed || stored.attempts >= MAX_WRONG_TRIES {
        return Err(AppError::field("code", refusals::SMS_CODE_USED_UP));
    }
    if stored.expires_at <= state.clock.now_ms() {
        return Err(AppError::field("code", refusals::SMS_CODE_EXPIRED));
    }
    if stored.code_hash != hash_code(phone, code.trim()) {
        db::sms_codes::record_wrong_attempt(db, &stored).await?;
        return Err(AppError::field("code", refusals::SMS_CODE_WRONG));
    }
    Ok(stored.id)
}

/// Checks a code and uses it up: it works once.
pub async fn take_code(
    state: &AppState,
    phone: &str,
    purpose: Purpose,
    code: &str,
) -> AppResult<()> {
    let id = check_code(state, phone, purpose, code).await?;
    if !db::sms_codes::consume(&state.db, id).await? {
        return Err(AppError::field("code", refusals::SMS_CODE_USED_UP));
    }
    Ok(())
}
