//! SMS verification codes for phone login and password reset: sending (one per phone per
//! minute), checking (five wrong tries burn a code), using up (a code works once).

use sha2::{Digest, Sha256};

use crate::db;
use crate::error::{AppError, AppResult};
use crate::refusals;
use crate::service::AppState;
use crate::service::limits;
use crate::sms::{CODE_TTL_MS, MAX_WRONG_TRIES, Purpose, SentMessage};

fn hash_code(phone: &str, code: &str) -> String {
    hex::encode(Sha256::digest(format!("{phone}:{code}").as_bytes()))
}

/// Creates and sends a 6-digit code. One send per phone per 60 s (`limits::SMS_PHONE`: 429 with
/// the seconds left).
pub async fn send_code(state: &AppState, phone: &str, purpose: Purpose) -> AppResult<()> {
    let (db, sender) = (&state.db, state.sms.as_ref());
    let now = state.clock.now_ms();
    limits::SMS_PHONE.take(state, phone).await?;
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
    // The try is counted before the code is compared (one statement, so a burst of guesses
    // cannot all be compared); a right code gives it back.
    if !db::sms_codes::count_try(db, stored.id, MAX_WRONG_TRIES).await? {
        return Err(AppError::field("code", refusals::SMS_CODE_USED_UP));
    }
    if stored.code_hash != hash_code(phone, code.trim()) {
        return Err(AppError::field("code", refusals::SMS_CODE_WRONG));
    }
    db::sms_codes::give_back_try(db, stored.id).await?;
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
