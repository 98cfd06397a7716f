//! Counters that limit how often a key (an account, a client address, a phone) may act in a
//! window. They live in the database so several server instances share them, and an attempt is
//! *reserved* — counted by one statement the database serialises — before the work it limits,
//! so a burst of concurrent requests cannot all slip past the check.

use sea_orm::ConnectionTrait;
use sha2::{Digest, Sha256};

use super::{DbResult, statement};

#[derive(Clone, Copy, Debug)]
pub struct Policy {
    /// Attempts allowed in one window.
    pub limit: i32,
    pub window_ms: i64,
    /// How long the key is refused once an attempt goes over the limit; 0: until the window
    /// is over.
    pub lock_ms: i64,
}

/// The column holds keys of at most 200 characters.
const KEY_MAX: usize = 200;

/// The key of what is limited (`kind` e.g. `login:pair`, `subject` e.g. an account and address):
/// the two joined when that fits the column, else the kind and the subject's SHA-256.
pub fn key(kind: &str, subject: &str) -> String {
    let key = format!("{kind}:{subject}");
    if key.chars().count() <= KEY_MAX {
        key
    } else {
        format!("{kind}:sha256:{}", hex::encode(Sha256::digest(subject)))
    }
}

/// Counts one attempt for `key` at `now`. `Ok(n)`: allowed, the n-th attempt of the window.
/// `Err(ms)`: refused, the key may act again in `ms`; the attempt that goes over the limit
/// locks the key for `policy.lock_ms` (and starts a fresh window after it), or, with no lock,
/// every attempt is refused until the window is over.
pub async fn reserve(
    db: &impl ConnectionTrait,
    key: &str,
    policy: &Policy,
    now: i64,
) -> DbResult<Result<i32, i64>> {
    // One statement: insert the first attempt, or count one more in the window (a new window
    // when the last one is over); a locked key is left as it is.
    let counted = statement(
        db,
        "INSERT INTO throttles (\"key\", hits, window_started_at, locked_until) VALUES ($1, 1, $2, 0) \
         ON CONFLICT (\"key\") DO UPDATE SET \
           hits = CASE WHEN throttles.locked_until > $2 THEN throttles.hits \
                       WHEN throttles.window_started_at <= $2 - $3 THEN 1 \
                       ELSE throttles.hits + 1 END, \
           window_started_at = CASE WHEN throttles.locked_until > $2 THEN throttles.window_started_at \
                       WHEN throttles.window_started_at <= $2 - $3 THEN $2 \
                       ELSE throttles.window_started_at END \
         RETURNING hits, locked_until, window_started_at",
        vec![key.into(), now.into(), policy.window_ms.into()],
    );
    let row = db
        .query_one_raw(counted)
        .await?
        .ok_or_else(|| sea_orm::DbErr::RecordNotFound(format!("throttle {key}")))?;
    let hits: i32 = row.try_get("", "hits")?;
    let locked_until: i64 = row.try_get("", "locked_until")?;
    let window_started_at: i64 = row.try_get("", "window_started_at")?;
    if locked_until > now {
        return Ok(Err(locked_until - now));
    }
    if hits <= policy.limit {
        return Ok(Ok(hits));
    }
    if policy.lock_ms == 0 {
        return Ok(Err(window_started_at + policy.window_ms - now));
    }
    let lock = statement(
        db,
        "UPDATE throttles SET locked_until = $2, hits = 0, window_started_at = $3 \
         WHERE \"key\" = $1 AND locked_until <= $3",
        vec![key.into(), (now + policy.lock_ms).into(), now.into()],
    );
    db.execute_raw(lock).await?;
    Ok(Err(policy.lock_ms))
}

/// Gives back one reserved attempt (the attempt did not count: a login that succeeded, a send
/// that was refused for another reason).
pub async fn release(db: &impl ConnectionTrait, key: &str) -> DbResult<()> {
    let give_back = statement(
        db,
        "UPDATE throttles SET hits = hits - 1 WHERE \"key\" = $1 AND hits > 0",
        vec![key.into()],
    );
    db.execute_raw(give_back).await?;
    Ok(())
}

/// Forgets a key's attempts and lock (the account's owner proved who they are).
pub async fn reset(db: &impl ConnectionTrait, key: &str) -> DbResult<()> {
    let forget = statement(
        db,
        "DELETE FROM throttles WHERE \"key\" = $1",
        vec![key.into()],
    );
    db.execute_raw(forget).await?;
    Ok(())
}
