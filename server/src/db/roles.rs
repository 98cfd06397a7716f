//! Roles, the permission catalogue, and which roles and appended permissions each user holds.
//! Every change that could leave the centre without an administrator runs in one write
//! transaction that first locks the administrator role (PostgreSQL) or the database (SQLite), so
//! two administrators demoting each other at once cannot both succeed.

use std::collections::BTreeMap;

use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseBackend, EntityTrait, PaginatorTrait,
    QueryFilter, QueryOrder, QuerySelect, Set, TransactionSession, TransactionTrait,
};

use super::entity::{permission, role, role_permission, user, user_permission, user_role};
use super::{DbError, DbResult};
use crate::domain::roles;

pub use permission::Model as Permission;
pub use role::Model as Role;

/// The roles table, as unique violations name it.
pub const TABLE: &str = "roles";

/// A role with its permissions, how many users hold it and who created it.
pub struct RoleRow {
    pub role: Role,
    pub permissions: Vec<Permission>,
    pub user_count: u64,
    pub created_by: Option<(i64, String)>,
}

/// Why a change of roles was refused.
#[derive(Debug)]
pub enum RoleChange {
    /// It would leave no administrator.
    LastAdmin,
    /// It would leave a user without any role.
    LeavesUserWithoutRole,
    Db(DbError),
}

impl From<DbError> for RoleChange {
    fn from(err: DbError) -> Self {
        Self::Db(err)
    }
}

impl From<sea_orm::DbErr> for RoleChange {
    fn from(err: sea_orm::DbErr) -> Self {
        Self::Db(err.into())
    }
}

/// The catalogue, in id order.
pub async fn permissions(db: &impl ConnectionTrait) -> DbResult<Vec<Permission>> {
    Ok(permission::Entity::find()
        .order_by_asc(permission::Column::Id)
        .all(db)
        .await?)
}

/// The permissions with these names; `None` when one of them does not exist.
pub async fn permissions_named(
    db: &impl ConnectionTrait,
    names: &[String],
) -> DbResult<Option<Vec<Permission>>> {
    let found = permission::Entity::find()
        .filter(permission::Column::Name.is_in(names.iter().cloned()))
        .all(db)
        .await?;
    Ok((found.len() == names.len()).then_some(found))
}

/// The permissions with these ids; `None` when one of them does not exist.
pub async fn permissions_by_id(
    db: &impl ConnectionTrait,
    ids: &[i64],
) -> DbResult<Option<Vec<Permission>>> {
    let found = permission::Entity::find()
        .filter(permission::Column::Id.is_in(ids.iter().copied()))
        .all(db)
        .await?;
    Ok((found.len() == ids.len()).then_some(found))
}

/// Every role: built-in ones in priority order, then created ones by name.
pub async fn list(db: &impl ConnectionTrait) -> DbResult<Vec<RoleRow>> {
    let mut all = role::Entity::find().all(db).await?;
    all.sort_by(|a, b| {
        roles::rank(&a.name)
            .cmp(&roles::rank(&b.name))
            .then_with(|| a.name.cmp(&b.name))
    });
    let catalogue: BTreeMap<i64, Permission> = permissions(db)
        .await?
        .into_iter()
        .map(|p| (p.id, p))
        .collect();
    let mut granted: BTreeMap<i64, Vec<Permission>> = BTreeMap::new();
    for link in role_permission::Entity::find().all(db).await? {
        if let Some(p) = catalogue.get(&link.permission_id) {
            granted.entry(link.role_id).or_default().push(p.clone());
        }
    }
    let mut holders: BTreeMap<i64, u64> = BTreeMap::new();
    let counts: Vec<(i64, i64)> = user_role::Entity::find()
        .select_only()
        .column(user_role::Column::RoleId)
        .column_as(user_role::Column::UserId.count(), "n")
        .group_by(user_role::Column::RoleId)
        .into_tuple()
        .all(db)
        .await?;
    for (role_id, n) in counts {
        holders.insert(role_id, n as u64);
    }
    let creator_ids: Vec<i64> = all.iter().filter_map(|r| r.created_by).collect();
    let creators: BTreeMap<i64, String> = user::Entity::find()
        .filter(user::Column::Id.is_in(creator_ids))
        .all(db)
        .await?
        .into_iter()
        .map(|u| (u.id, u.username))
        .collect();
    Ok(all
        .into_iter()
        .map(|role| {
            let mut permissions = granted.remove(&role.id).unwrap_or_default();
            permissions.sort_by_key(|p| p.id);
            RoleRow {
                permissions,
                user_count: holders.get(&role.id).copied().unwrap_or(0),
                created_by: role
                    .created_by
                    .and_then(|id| creators.get(&id).map(|name| (id, name.clone()))),
                role,
            }
        })
        .collect())
}

pub async fn find(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<Role>> {
    Ok(role::Entity::find_by_id(id).one(db).await?)
}

/// Creates a role with these permissions.
pub async fn create<C: ConnectionTrait + TransactionTrait>(
    db: &C,
    name: &str,
    description: Option<String>,
    permission_ids: &[i64],
    created_by: i64,
    now: i64,
) -> DbResult<Role> {
    let txn = super::begin_write(db).await?;
    let created = role::ActiveModel {
        name: Set(name.into()),
        description: Set(description),
        builtin: Set(false),
        created_by: Set(Some(created_by)),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    grant(&txn, created.id, permission_ids).await?;
    txn.commit().await?;
    Ok(created)
}

async fn grant(db: &impl ConnectionTrait, role_id: i64, permission_ids: &[i64]) -> DbResult<()> {
    for id in permission_ids {
        role_permission::ActiveModel {
            role_id: Set(role_id),
            permission_id: Set(*id),
        }
        .insert(db)
        .await?;
    }
    Ok(())
}

/// Changes a role: each `Some` replaces that part.
pub async fn update<C: ConnectionTrait + TransactionTrait>(
    db: &C,
    id: i64,
    name: Option<String>,
    description: Option<Option<String>>,
    permission_ids: Option<Vec<i64>>,
) -> DbResult<Role> {
    let txn = super::begin_write(db).await?;
    let current = role::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or(DbError::NotFound)?;
    let mut model: role::ActiveModel = current.into();
    if let Some(name) = name {
        model.name = Set(name);
    }
    if let Some(description) = description {
        model.description = Set(description);
    }
    let updated = model.update(&txn).await?;
    if let Some(ids) = permission_ids {
        role_permission::Entity::delete_many()
            .filter(role_permission::Column::RoleId.eq(id))
            .exec(&txn)
            .await?;
        grant(&txn, id, &ids).await?;
    }
    txn.commit().await?;
    Ok(updated)
}

/// Locks the administrator role row until the transaction ends (PostgreSQL; a SQLite write
/// transaction already holds the database).
async fn lock_admins(db: &impl ConnectionTrait) -> DbResult<()> {
    if db.get_database_backend() == DatabaseBackend::Postgres {
        role::Entity::find()
            .filter(role::Column::Name.eq(roles::ADMIN))
            .lock_exclusive()
            .one(db)
            .await?;
    }
    Ok(())
}

/// How many users hold the administrator role.
pub async fn admin_count(db: &impl ConnectionTrait) -> DbResult<u64> {
    let Some(admin) = role::Entity::find()
        .filter(role::Column::Name.eq(roles::ADMIN))
        .one(db)
        .await?
    else {
        return Ok(0);
    };
    Ok(user_role::Entity::find()
        .filter(user_role::Column::RoleId.eq(admin.id))
        .count(db)
        .await?)
}

/// Deletes a role; users who hold it lose it. Refused when a user would be left without a role.
pub async fn delete<C: ConnectionTrait + TransactionTrait>(
    db: &C,
    id: i64,
) -> Result<(), RoleChange> {
    let txn = super::begin_write(db).await?;
    let holders: Vec<i64> = user_role::Entity::find()
        .filter(user_role::Column::RoleId.eq(id))
        .all(&txn)
        .await?
        .into_iter()
        .map(|ur| ur.user_id)
        .collect();
    if !holders.is_empty() {
        let others = user_role::Entity::find()
            .filter(user_role::Column::UserId.is_in(holders.iter().copied()))
            .filter(user_role::Column::RoleId.ne(id))
            .select_only()
            .column(user_role::Column::UserId)
            .distinct()
            .into_tuple::<i64>()
            .all(&txn)
            .await?;
        if others.len() < holders.len() {
            return Err(RoleChange::LeavesUserWithoutRole);
        }
    }
    role::Entity::delete_by_id(id).exec(&txn).await?;
    txn.commit().await?;
    Ok(())
}

/// Sets a user's roles (and, when given, the permissions appended to them). Refused when it would
/// leave no administrator.
pub async fn set_user_access<C: ConnectionTrait + TransactionTrait>(
    db: &C,
    user_id: i64,
    role_names: &[String],
    appended: Option<&[Permission]>,
) -> Result<(), RoleChange> {
    let txn = super::begin_write(db).await?;
    lock_admins(&txn).await?;
    let found = role::Entity::find()
        .filter(role::Column::Name.is_in(role_names.iter().cloned()))
        .all(&txn)
        .await?;
    if found.len() != role_names.len() {
        return Err(RoleChange::Db(DbError::NotFound));
    }
    user_role::Entity::delete_many()
        .filter(user_role::Column::UserId.eq(user_id))
        .exec(&txn)
        .await?;
    for r in &found {
        user_role::ActiveModel {
            user_id: Set(user_id),
            role_id: Set(r.id),
        }
        .insert(&txn)
        .await?;
    }
    if let Some(appended) = appended {
        user_permission::Entity::delete_many()
            .filter(user_permission::Column::UserId.eq(user_id))
            .exec(&txn)
            .await?;
        for p in appended {
            user_permission::ActiveModel {
                user_id: Set(user_id),
                permission_id: Set(p.id),
            }
            .insert(&txn)
            .await?;
        }
    }
    if admin_count(&txn).await? == 0 {
        return Err(RoleChange::LastAdmin);
    }
    txn.commit().await?;
    Ok(())
}

/// Deletes an account (as `users::delete`), refused when it is the last administrator.
/// (A centre whose data holds no administrator yet — a test, a fresh restore — loses none.)
pub async fn delete_user<C: ConnectionTrait + TransactionTrait>(
    db: &C,
    user_id: i64,
) -> Result<(), RoleChange> {
    let txn = super::begin_write(db).await?;
    lock_admins(&txn).await?;
    let before = admin_count(&txn).await?;
    user::Entity::delete_by_id(user_id).exec(&txn).await?;
    let after = admin_count(&txn).await?;
    if after == 0 && before > 0 {
        return Err(RoleChange::LastAdmin);
    }
    txn.commit().await?;
    Ok(())
}

/// The names of a role's permissions, in catalogue order (the audit log's before and after).
pub async fn permission_names_of(db: &impl ConnectionTrait, role_id: i64) -> DbResult<Vec<String>> {
    let ids: Vec<i64> = role_permission::Entity::find()
        .select_only()
        .column(role_permission::Column::PermissionId)
        .filter(role_permission::Column::RoleId.eq(role_id))
        .into_tuple()
        .all(db)
        .await?;
    Ok(permission::Entity::find()
        .filter(permission::Column::Id.is_in(ids))
        .order_by_asc(permission::Column::Id)
        .all(db)
        .await?
        .into_iter()
        .map(|p| p.name)
        .collect())
}
