//! The administrator's settings (key → text) and their audit trail: a save writes only the
//! values that changed, each with a row saying who changed it when, from what to what (and its
//! entry in the audit log).

use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseBackend, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect, Set, TransactionSession, TransactionTrait,
};

use super::DbResult;
use super::entity::{setting, setting_change, user};
use crate::domain::audit::{Actor, Entry, Kind, Object};

/// Every setting that has been saved, as (key, value).
pub async fn all(db: &impl ConnectionTrait) -> DbResult<Vec<(String, String)>> {
    Ok(setting::Entity::find()
        .all(db)
        .await?
        .into_iter()
        .map(|s| (s.key, s.value))
        .collect())
}

/// Saves settings in one transaction; a value equal to the saved one is left alone. Returns how
/// many changed.
pub async fn save<C: ConnectionTrait + TransactionTrait>(
    db: &C,
    actor: &Actor,
    values: Vec<(String, String)>,
    now: i64,
) -> DbResult<usize> {
    let tx = super::begin_write(db).await?;
    // One save at a time, so each recorded change starts from the value the one before it left
    // (SQLite's write transaction already is exclusive).
    if tx.get_database_backend() == DatabaseBackend::Postgres {
        tx.execute_unprepared("SELECT pg_advisory_xact_lock(7461)")
            .await?;
    }
    let keys: Vec<&String> = values.iter().map(|(k, _)| k).collect();
    let saved: std::collections::HashMap<String, String> = setting::Entity::find()
        .filter(setting::Column::Key.is_in(keys))
        .all(&tx)
        .await?
        .into_iter()
        .map(|s| (s.key, s.value))
        .collect();
    let mut changed = 0;
    for (key, value) in values {
        let from = saved.get(&key).cloned();
        if from.as_deref() == Some(value.as_str()) {
            continue;
        }
        changed += 1;
        let entry = Entry::new(Kind::Setting, "修改设置", Object::Setting, None)
            .label(&key)
            .change(from.as_deref(), Some(value.as_str()));
        super::audit::record(&tx, actor, now, entry).await?;
        setting_change::Entity::insert(setting_change::ActiveModel {
            key: Set(key.clone()),
            from_value: Set(from),
            to_value: Set(value.clone()),
            changed_by: Set(actor.id),
            changed_at: Set(now),
            ..Default::default()
        })
        .exec(&tx)
        .await?;
        setting::Entity::insert(setting::ActiveModel {
            key: Set(key),
            value: Set(value),
            updated_by: Set(actor.id),
            updated_at: Set(now),
        })
        .on_conflict(
            sea_orm::sea_query::OnConflict::column(setting::Column::Key)
                .update_columns([
                    setting::Column::Value,
                    setting::Column::UpdatedBy,
                    setting::Column::UpdatedAt,
                ])
                .to_owned(),
        )
        .exec(&tx)
        .await?;
    }
    tx.commit().await?;
    Ok(changed)
}

/// One change as the history shows it, with the name of who made it.
pub struct Change {
    pub change: setting_change::Model,
    pub by_name: Option<String>,
}

/// The latest changes, newest first: in the order they were written (saves take one lock, so
/// ids follow it; the times come from the service clock before the lock and may tie or cross).
pub async fn changes(db: &impl ConnectionTrait, limit: u64) -> DbResult<Vec<Change>> {
    let rows = setting_change::Entity::find()
        .order_by_desc(setting_change::Column::Id)
        .limit(limit)
        .all(db)
        .await?;
    let ids: Vec<i64> = rows.iter().filter_map(|c| c.changed_by).collect();
    let names: std::collections::HashMap<i64, String> = user::Entity::find()
        .filter(user::Column::Id.is_in(ids))
        .all(db)
        .await?
        .into_iter()
        .map(|u| (u.id, u.name.unwrap_or(u.username)))
        .collect();
    Ok(rows
        .into_iter()
        .map(|change| Change {
            by_name: change.changed_by.and_then(|id| names.get(&id).cloned()),
            change,
        })
        .collect())
}
