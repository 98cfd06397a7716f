//! The audit log's rows: written inside the transaction of the change they record (every trail
//! writer and every workflow without a trail calls [`record`] with its own transaction), read
//! newest first by person, kind and day, and deleted after the retention period.

use sea_orm::sea_query::Query;
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, Set,
};

use super::DbResult;
use super::entity::{audit_entry, user};
use crate::domain::audit::{Actor, Entry, Kind, Object};
use crate::domain::page::Page;

pub type Row = audit_entry::Model;

/// Writes one entry, stamped `now`, with the actor's name and username as they read now (the log
/// keeps them when the account is renamed or deleted; the person filter matches either).
pub async fn record(
    tx: &impl ConnectionTrait,
    actor: &Actor,
    now: i64,
    entry: Entry,
) -> DbResult<()> {
    let actor_name = match actor.id {
        Some(id) => user::Entity::find_by_id(id)
            .select_only()
            .column(user::Column::Name)
            .column(user::Column::Username)
            .into_tuple::<(Option<String>, String)>()
            .one(tx)
            .await?
            .map(|(name, username)| named(name.as_deref(), &username)),
        None => None,
    };
    audit_entry::Entity::insert(audit_entry::ActiveModel {
        at: Set(now),
        actor_id: Set(actor.id),
        actor_name: Set(actor_name.map(|n| n.chars().take(64).collect())),
        address: Set(actor.address.map(|a| a.to_string())),
        kind: Set(entry.kind.code().to_string()),
        action: Set(entry.action.to_string()),
        object_type: Set(entry.object.code().to_string()),
        object_id: Set(entry.object_id),
        object_label: Set(entry.label),
        from_value: Set(entry.from),
        to_value: Set(entry.to),
        reason: Set(entry.reason),
        ..Default::default()
    })
    .exec_without_returning(tx)
    .await?;
    Ok(())
}

/// Which entries a reader asks for: by the acting person (their id, or a part of the name they
/// had), by kind, and from / until a moment (ms, the end excluded).
#[derive(Clone, Debug, Default)]
pub struct Filter {
    pub actor_id: Option<i64>,
    pub actor_name: Option<String>,
    pub kind: Option<Kind>,
    pub since: Option<i64>,
    pub until: Option<i64>,
}

fn filtered(f: &Filter) -> sea_orm::Select<audit_entry::Entity> {
    let mut q = audit_entry::Entity::find();
    if let Some(id) = f.actor_id {
        q = q.filter(audit_entry::Column::ActorId.eq(id));
    }
    if let Some(name) = &f.actor_name {
        q = q.filter(audit_entry::Column::ActorName.contains(name));
    }
    if let Some(kind) = f.kind {
        q = q.filter(audit_entry::Column::Kind.eq(kind.code()));
    }
    if let Some(since) = f.since {
        q = q.filter(audit_entry::Column::At.gte(since));
    }
    if let Some(until) = f.until {
        q = q.filter(audit_entry::Column::At.lt(until));
    }
    q
}

/// A page of the entries matching, newest first, and how many match.
pub async fn page(db: &impl ConnectionTrait, f: &Filter, page: Page) -> DbResult<(Vec<Row>, u64)> {
    let total = filtered(f).count(db).await?;
    let rows = filtered(f)
        .order_by_desc(audit_entry::Column::At)
        .order_by_desc(audit_entry::Column::Id)
        .offset(page.offset())
        .limit(page.size())
        .all(db)
        .await?;
    Ok((rows, total))
}

/// The newest `max` entries matching, newest first (an export).
pub async fn newest(db: &impl ConnectionTrait, f: &Filter, max: u64) -> DbResult<Vec<Row>> {
    Ok(filtered(f)
        .order_by_desc(audit_entry::Column::At)
        .order_by_desc(audit_entry::Column::Id)
        .limit(max)
        .all(db)
        .await?)
}

/// Deletes at most `max` entries older than `before` (the oldest first); answers how many went.
pub async fn purge(db: &impl ConnectionTrait, before: i64, max: u64) -> DbResult<u64> {
    let oldest = Query::select()
        .column(audit_entry::Column::Id)
        .from(audit_entry::Entity)
        .and_where(audit_entry::Column::At.lt(before))
        .order_by(audit_entry::Column::At, sea_orm::Order::Asc)
        .limit(max)
        .to_owned();
    Ok(audit_entry::Entity::delete_many()
        .filter(audit_entry::Column::Id.in_subquery(oldest))
        .exec(db)
        .await?
        .rows_affected)
}

/// How the log names an account: its name and username (`张三（zhangsan）`), or the username.
pub fn account_label(user: &user::Model) -> String {
    named(user.name.as_deref(), &user.username)
}

fn named(name: Option<&str>, username: &str) -> String {
    match name.filter(|n| !n.is_empty()) {
        Some(name) => format!("{name}（{username}）"),
        None => username.to_string(),
    }
}

/// An entry about an account, which it names as the log names accounts.
pub fn about_account(user: &user::Model, kind: Kind, action: &'static str) -> Entry {
    Entry::new(kind, action, Object::User, Some(user.id)).label(account_label(user))
}
