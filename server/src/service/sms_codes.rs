//! SMS verification codes for phone login and password reset: sending (one per phone per
//! minute), checking (five wrong tries burn a code), using up (a code works once).

use sha2::{Digest, Sha256};

use crate::db;
use crate::error::{AppError, AppResult};
use crate::refusals;
use crate::sms::{CODE_TTL_MS, MAX_WRONG_TRIES, Purpose, RESEND_INTERVAL_MS, SentMessage};
use crate::state::AppState;

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
