//! Counters that lock a key (an account, a client address) after too many hits in a window.
//! They live in the database so several server instances share them.

use sea_orm::{ActiveModelTrait, ConnectionTrait, EntityTrait, Set};
use sha2::{Digest, Sha256};

use super::DbResult;
use super::entity::throttle;

pub struct Policy {
    pub limit: i32,
    pub window_ms: i64,
    pub lock_ms: i64,
}

/// The column holds keys of at most 200 characters.
const KEY_MAX: usize = 200;

/// The key of what is throttled (`kind` e.g. `login:account`, `subject` the account name): the
/// two joined when that fits the column, else the kind and the subject's SHA-256.
pub fn key(kind: &str, subject: &str) -> String {
    let key = format!("{kind}:{subject}");
    if key.chars().count() <= KEY_MAX {
        key
    } else {
        format!("{kind}:sha256:{}", hex::encode(Sha256::digest(subject)))
    }
}

/// Milliseconds until the key may act again, or `None` when it is not locked.
pub async fn locked_for(db: &impl ConnectionTrait, key: &str, now: i64) -> DbResult<Option<i64>> {
    let found = throttle::Entity::find_by_id(key.to_string())
        .one(db)
        .await?;
    Ok(found
        .filter(|t| t.locked_until > now)
        .map(|t| t.locked_until - now))
}

/// Counts one hit; the hit that reaches the limit locks the key for `lock_ms`.
pub async fn hit(db: &impl ConnectionTrait, key: &str, policy: &Policy, now: i64) -> DbResult<()> {
    let found = throttle::Entity::find_by_id(key.to_string())
        .one(db)
        .await?;
    match found {
        None => {
            let locked_until = if policy.limit <= 1 {
                now + policy.lock_ms
            } else {
                0
            };
            throttle::ActiveModel {
                key: Set(key.into()),
                hits: Set(1),
                window_started_at: Set(now),
                locked_until: Set(locked_until),
            }
            .insert(db)
            .await?;
        }
        Some(t) => {
            let fresh_window = now - t.window_started_at > policy.window_ms;
            let hits = if fresh_window { 1 } else { t.hits + 1 };
            let mut model: throttle::ActiveModel = t.into();
            if fresh_window {
                model.window_started_at = Set(now);
            }
            if hits >= policy.limit {
                model.locked_until = Set(now + policy.lock_ms);
                model.hits = Set(0);
                model.window_started_at = Set(now);
            } else {
                model.hits = Set(hits);
            }
            model.update(db).await?;
        }
    }
    Ok(())
}

pub async fn reset(db: &impl ConnectionTrait, key: &str) -> DbResult<()> {
    throttle::Entity::delete_by_id(key.to_string())
        .exec(db)
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn keys_fit_the_column() {
        assert_eq!(super::key("login:account", "alice"), "login:account:alice");
        let long = super::key("login:account", &"字".repeat(254));
        assert!(long.starts_with("login:account:sha256:") && long.chars().count() <= 200);
    }
}
