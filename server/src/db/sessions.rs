//! Login sessions: opaque tokens, stored only as their SHA-256.

use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};

use super::DbResult;
use super::entity::session;

/// An account's session lasts 7 days (the spec's cookie).
pub const LIFETIME_MS: i64 = 7 * 24 * 60 * 60 * 1000;
/// A guest's session lasts a day; expired sessions are collected every hour.
pub const GUEST_LIFETIME_MS: i64 = 24 * 60 * 60 * 1000;

/// A session opened at `now`, for `lifetime_ms`.
pub async fn create(
    db: &impl ConnectionTrait,
    user_id: i64,
    token_hash: String,
    now: i64,
    lifetime_ms: i64,
) -> DbResult<()> {
    session::ActiveModel {
        token_hash: Set(token_hash),
        user_id: Set(user_id),
        created_at: Set(now),
        expires_at: Set(now + lifetime_ms),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

/// The user id and expiry of a session live at `now`, if the token hash names one.
pub async fn user_of(
    db: &impl ConnectionTrait,
    token_hash: &str,
    now: i64,
) -> DbResult<Option<(i64, i64)>> {
    let found = session::Entity::find()
        .filter(session::Column::TokenHash.eq(token_hash))
        .filter(session::Column::ExpiresAt.gt(now))
        .one(db)
        .await?;
    Ok(found.map(|s| (s.user_id, s.expires_at)))
}

pub async fn revoke(db: &impl ConnectionTrait, token_hash: &str) -> DbResult<()> {
    session::Entity::delete_many()
        .filter(session::Column::TokenHash.eq(token_hash))
        .exec(db)
        .await?;
    Ok(())
}

pub async fn revoke_all(db: &impl ConnectionTrait, user_id: i64) -> DbResult<()> {
    session::Entity::delete_many()
        .filter(session::Column::UserId.eq(user_id))
        .exec(db)
        .await?;
    Ok(())
}

/// Ends every session of the user but the one named.
pub async fn revoke_others(
    db: &impl ConnectionTrait,
    user_id: i64,
    keep_hash: &str,
) -> DbResult<()> {
    session::Entity::delete_many()
        .filter(session::Column::UserId.eq(user_id))
        .filter(session::Column::TokenHash.ne(keep_hash))
        .exec(db)
        .await?;
    Ok(())
}

pub async fn purge_expired(db: &impl ConnectionTrait, now: i64) -> DbResult<u64> {
    let result = session::Entity::delete_many()
        .filter(session::Column::ExpiresAt.lte(now))
        .exec(db)
        .await?;
    Ok(result.rows_affected)
}
