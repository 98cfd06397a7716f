//! Login sessions: opaque tokens, stored only as their SHA-256.

use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};

use std::collections::BTreeSet;

use super::entity::session;
use super::{DbResult, Params, statement};

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

/// A live session's account, expiry, role names (by priority) and permission names (sorted).
pub struct Holder {
    pub user_id: i64,
    pub expires_at: i64,
    pub roles: Vec<String>,
    pub permissions: Vec<String>,
    /// The account must change its initial password before anything else.
    pub must_change_password: bool,
}

/// The session live at `now` that the token hash names, with its account's roles and permissions,
/// in one round trip: every request of a session whose cached copy expired asks for it. One
/// branch per source (roles, permissions through roles, appended permissions), each led by the
/// session's unique token, and a last one for the session itself (should it hold nothing) with
/// whether its account must still change its initial password.
pub async fn holder(
    db: &impl ConnectionTrait,
    token_hash: &str,
    now: i64,
) -> DbResult<Option<Holder>> {
    let sql = [
        "SELECT s.user_id, s.expires_at, 'role' AS kind, r.name FROM sessions s \
         JOIN user_roles ur ON ur.user_id = s.user_id JOIN roles r ON r.id = ur.role_id",
        "SELECT s.user_id, s.expires_at, 'permission', p.name FROM sessions s \
         JOIN user_roles ur ON ur.user_id = s.user_id \
         JOIN role_permissions rp ON rp.role_id = ur.role_id JOIN permissions p ON p.id = rp.permission_id",
        "SELECT s.user_id, s.expires_at, 'permission', p.name FROM sessions s \
         JOIN user_permissions up ON up.user_id = s.user_id JOIN permissions p ON p.id = up.permission_id",
        // The session itself, and whether its account must change its initial password.
        "SELECT s.user_id, s.expires_at, \
         CASE WHEN u.must_change_password THEN 'mustChangePassword' END, NULL \
         FROM sessions s JOIN users u ON u.id = s.user_id",
    ];
    let mut params = Params::default();
    let branches: Vec<String> = sql
        .iter()
        .map(|branch| {
            let (token, after) = (params.bind(token_hash), params.bind(now));
            format!("{branch} WHERE s.token_hash = {token} AND s.expires_at > {after}")
        })
        .collect();
    let rows = db
        .query_all_raw(statement(db, &branches.join(" UNION ALL "), params.0))
        .await?;
    let Some(first) = rows.first() else {
        return Ok(None);
    };
    let mut roles = Vec::new();
    let mut permissions = BTreeSet::new();
    let mut must_change_password = false;
    for row in &rows {
        let name: Option<String> = row.try_get("", "name")?;
        match (row.try_get::<Option<String>>("", "kind")?.as_deref(), name) {
            (Some("mustChangePassword"), None) => must_change_password = true,
            (Some("role"), Some(name)) => roles.push(name),
            (Some(_), Some(name)) => {
                permissions.insert(name);
            }
            _ => {}
        }
    }
    crate::domain::roles::sort_by_priority(&mut roles);
    Ok(Some(Holder {
        user_id: first.try_get("", "user_id")?,
        expires_at: first.try_get("", "expires_at")?,
        roles,
        permissions: permissions.into_iter().collect(),
        must_change_password,
    }))
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
