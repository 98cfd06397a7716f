//! Users, their roles and permissions.

use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, IdenStatic, QueryFilter,
    QueryOrder, QuerySelect, Set, TransactionSession, TransactionTrait,
};

use futures_util::TryStreamExt;

use super::entity::{permission, role, role_permission, user, user_permission, user_role};
use super::{Db, DbError, DbResult, statement};
use crate::domain::identity::{Email, IdCard, Phone, Username};
use crate::domain::roles;
use sea_orm::FromQueryResult;

/// The accounts table, as unique violations name it (`users.phone`, `users_phone_key`).
pub const TABLE: &str = "users";

pub use user::Model as User;

pub struct NewUser {
    pub username: Username,
    pub phone: Option<Phone>,
    pub email: Option<Email>,
    pub password_hash: String,
    pub invite_code: Option<String>,
    /// The distributor and code a registration's invite code attributes the account to.
    pub attribution: Option<super::distributors::Attribution>,
}

/// Profile fields a user may change about themself; `None` leaves a field as it is.
#[derive(Debug, Default)]
pub struct ProfileChange {
    pub username: Option<Username>,
    pub name: Option<String>,
    pub gender: Option<String>,
    pub phone: Option<Phone>,
    pub email: Option<Email>,
    pub id_card: Option<IdCard>,
    pub birth_date: Option<String>,
    pub education: Option<String>,
    pub degree: Option<String>,
    pub work_unit: Option<String>,
    pub work_experience: Option<i32>,
    pub address: Option<String>,
}

/// Creates the permission catalogue and the built-in roles with their permissions when missing;
/// the administrator role is given any permission of the catalogue it lacks (it holds them all).
pub async fn ensure_builtin_roles(db: &impl ConnectionTrait, now: i64) -> DbResult<()> {
    let mut perms = permission::Entity::find().all(db).await?;
    for (name, label) in roles::PERMISSIONS {
        if !perms.iter().any(|p| p.name == name) {
            let created = permission::ActiveModel {
                name: Set(name.into()),
                resource: Set(roles::resource_of(name).into()),
                description: Set(Some(label.into())),
                ..Default::default()
            }
            .insert(db)
            .await?;
            perms.push(created);
        }
    }
    for (name, label, granted) in roles::BUILTIN {
        let existing = role::Entity::find()
            .filter(role::Column::Name.eq(name))
            .one(db)
            .await?;
        let (role_id, held) = match existing {
            Some(r) if name == roles::ADMIN => {
                let held: Vec<i64> = role_permission::Entity::find()
                    .filter(role_permission::Column::RoleId.eq(r.id))
                    .all(db)
                    .await?
                    .into_iter()
                    .map(|rp| rp.permission_id)
                    .collect();
                (r.id, held)
            }
            Some(_) => continue,
            None => {
                let created = role::ActiveModel {
                    name: Set(name.into()),
                    description: Set(Some(label.into())),
                    builtin: Set(true),
                    created_by: Set(None),
                    created_at: Set(now),
                    ..Default::default()
                }
                .insert(db)
                .await?;
                (created.id, Vec::new())
            }
        };
        for p in perms
            .iter()
            .filter(|p| granted.contains(&p.name.as_str()) && !held.contains(&p.id))
        {
            role_permission::ActiveModel {
                role_id: Set(role_id),
                permission_id: Set(p.id),
            }
            .insert(db)
            .await?;
        }
    }
    Ok(())
}

/// The built-in guest account that guest sessions belong to; it has no usable password.
pub async fn ensure_guest_user(
    db: &impl ConnectionTrait,
    unusable_hash: &str,
    now: i64,
) -> DbResult<User> {
    if let Some(guest) = user::Entity::find()
        .filter(user::Column::Username.eq(roles::GUEST))
        .one(db)
        .await?
    {
        return Ok(guest);
    }
    insert_user(
        db,
        NewUser {
            username: Username::parse(roles::GUEST).expect("the guest name is a username"),
            phone: None,
            email: None,
            password_hash: unusable_hash.into(),
            invite_code: None,
            attribution: None,
        },
        &[roles::GUEST],
        now,
    )
    .await
}

/// Checks that username, phone and e-mail are free, then inserts the user with its roles.
pub async fn create_user<C: ConnectionTrait + TransactionTrait>(
    db: &C,
    new: NewUser,
    role_names: &[&str],
    now: i64,
) -> DbResult<User> {
    let txn = super::begin_write(db).await?;
    ensure_unique(
        &txn,
        None,
        Some(new.username.as_str()),
        new.phone.as_ref().map(Phone::as_str),
        new.email.as_ref().map(Email::as_str),
    )
    .await?;
    let created = insert_user(&txn, new, role_names, now).await?;
    txn.commit().await?;
    Ok(created)
}

async fn insert_user(
    db: &impl ConnectionTrait,
    new: NewUser,
    role_names: &[&str],
    now: i64,
) -> DbResult<User> {
    let created = user::ActiveModel {
        username: Set(new.username.into_string()),
        phone: Set(new.phone.map(Phone::into_string)),
        email: Set(new.email.map(Email::into_string)),
        password_hash: Set(new.password_hash),
        invite_code: Set(new.invite_code),
        distributor_id: Set(new.attribution.map(|a| a.distributor_id)),
        invite_code_id: Set(new.attribution.map(|a| a.code_id)),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await?;
    let found = role::Entity::find()
        .filter(role::Column::Name.is_in(role_names.iter().copied()))
        .all(db)
        .await?;
    if found.len() != role_names.len() {
        return Err(DbError::NotFound);
    }
    for r in found {
        user_role::ActiveModel {
            user_id: Set(created.id),
            role_id: Set(r.id),
        }
        .insert(db)
        .await?;
    }
    Ok(created)
}

/// A unique violation on the first of username, phone and e-mail that another user (not
/// `except`) already holds: checked before writing, so the usual case needs no failed insert;
/// a concurrent insert still meets the unique index.
async fn ensure_unique(
    db: &impl ConnectionTrait,
    except: Option<i64>,
    username: Option<&str>,
    phone: Option<&str>,
    email: Option<&str>,
) -> DbResult<()> {
    let checks = [
        (username, user::Column::Username),
        (phone, user::Column::Phone),
        (email, user::Column::Email),
    ];
    for (value, column) in checks {
        let Some(value) = value else { continue };
        let mut query = user::Entity::find().filter(column.eq(value));
        if let Some(id) = except {
            query = query.filter(user::Column::Id.ne(id));
        }
        if query.one(db).await?.is_some() {
            // Named as the database names the violation it forestalls (SQLite's form).
            return Err(DbError::Unique {
                constraint: format!("{TABLE}.{}", column.as_str()),
            });
        }
    }
    Ok(())
}

/// Finds the account a login name denotes: username, phone or e-mail.
pub async fn find_by_login(db: &impl ConnectionTrait, login: &str) -> DbResult<Option<User>> {
    let condition = if login.contains('@') {
        user::Column::Email.eq(login.to_lowercase())
    } else if crate::domain::identity::is_phone(login) {
        user::Column::Phone.eq(login)
    } else {
        user::Column::Username.eq(login)
    };
    Ok(user::Entity::find().filter(condition).one(db).await?)
}

pub async fn find_by_phone(db: &impl ConnectionTrait, phone: &str) -> DbResult<Option<User>> {
    Ok(user::Entity::find()
        .filter(user::Column::Phone.eq(phone))
        .one(db)
        .await?)
}

pub async fn find(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<User>> {
    Ok(user::Entity::find_by_id(id).one(db).await?)
}

/// The accounts of these ids that exist (in no particular order).
pub async fn find_many(db: &impl ConnectionTrait, ids: Vec<i64>) -> DbResult<Vec<User>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    Ok(user::Entity::find()
        .filter(user::Column::Id.is_in(ids))
        .all(db)
        .await?)
}

/// Role names of a user, sorted by priority.
pub async fn roles_of(db: &impl ConnectionTrait, user_id: i64) -> DbResult<Vec<String>> {
    let rows = db
        .query_all_raw(statement(
            db,
            "SELECT r.name FROM roles r JOIN user_roles ur ON ur.role_id = r.id WHERE ur.user_id = $1",
            vec![user_id.into()],
        ))
        .await?;
    let mut names = names_of(&rows)?;
    roles::sort_by_priority(&mut names);
    Ok(names)
}

/// Permission names a user holds through its roles and directly.
pub async fn permissions_of(db: &impl ConnectionTrait, user_id: i64) -> DbResult<Vec<String>> {
    // One round trip: every request of a session whose cache entry expired asks this.
    let rows = db
        .query_all_raw(statement(
            db,
            "SELECT p.name FROM permissions p WHERE p.id IN (\
               SELECT rp.permission_id FROM role_permissions rp \
               JOIN user_roles ur ON ur.role_id = rp.role_id WHERE ur.user_id = $1 \
               UNION SELECT up.permission_id FROM user_permissions up WHERE up.user_id = $2)",
            vec![user_id.into(), user_id.into()],
        ))
        .await?;
    let mut names = names_of(&rows)?;
    names.sort();
    Ok(names)
}

/// The `name` column of each row.
fn names_of(rows: &[sea_orm::QueryResult]) -> DbResult<Vec<String>> {
    Ok(rows
        .iter()
        .map(|r| r.try_get("", "name"))
        .collect::<Result<_, _>>()?)
}

/// The permission names appended to a user directly (not through a role).
pub async fn appended_of(db: &impl ConnectionTrait, user_id: i64) -> DbResult<Vec<String>> {
    permission_names(db, appended_ids(db, user_id).await?).await
}

async fn appended_ids(db: &impl ConnectionTrait, user_id: i64) -> DbResult<Vec<i64>> {
    Ok(user_permission::Entity::find()
        .filter(user_permission::Column::UserId.eq(user_id))
        .all(db)
        .await?
        .into_iter()
        .map(|up| up.permission_id)
        .collect())
}

/// The names of these permissions, sorted.
async fn permission_names(
    db: &impl ConnectionTrait,
    ids: impl IntoIterator<Item = i64>,
) -> DbResult<Vec<String>> {
    let mut names: Vec<String> = permission::Entity::find()
        .filter(permission::Column::Id.is_in(ids))
        .all(db)
        .await?
        .into_iter()
        .map(|p| p.name)
        .collect();
    names.sort();
    Ok(names)
}

/// Applies a profile change after checking that a new username, phone or e-mail is free.
pub async fn update_profile<C: ConnectionTrait + TransactionTrait>(
    db: &C,
    id: i64,
    change: ProfileChange,
    now: i64,
) -> DbResult<User> {
    let txn = super::begin_write(db).await?;
    ensure_unique(
        &txn,
        Some(id),
        change.username.as_ref().map(Username::as_str),
        change.phone.as_ref().map(Phone::as_str),
        change.email.as_ref().map(Email::as_str),
    )
    .await?;
    let current = user::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or(DbError::NotFound)?;
    let mut model: user::ActiveModel = current.into();
    macro_rules! apply {
        ($($field:ident),*) => { $( if let Some(v) = change.$field { model.$field = Set(Some(v.into())); } )* };
    }
    if let Some(username) = change.username {
        model.username = Set(username.into_string());
    }
    apply!(
        name, gender, birth_date, education, degree, work_unit, address
    );
    if let Some(phone) = change.phone {
        model.phone = Set(Some(phone.into_string()));
    }
    if let Some(email) = change.email {
        model.email = Set(Some(email.into_string()));
    }
    if let Some(card) = change.id_card {
        model.id_card_hash = Set(Some(super::sealed::lookup_hash(card.as_str())));
        model.id_card = Set(Some(card.into_string().into()));
    }
    if let Some(years) = change.work_experience {
        model.work_experience = Set(Some(years));
    }
    model.updated_at = Set(now);
    let updated = model.update(&txn).await?;
    txn.commit().await?;
    Ok(updated)
}

/// Users holding a role, by name.
pub async fn with_role(db: &impl ConnectionTrait, role_name: &str) -> DbResult<Vec<User>> {
    let Some(r) = role::Entity::find()
        .filter(role::Column::Name.eq(role_name))
        .one(db)
        .await?
    else {
        return Ok(Vec::new());
    };
    let ids: Vec<i64> = user_role::Entity::find()
        .filter(user_role::Column::RoleId.eq(r.id))
        .all(db)
        .await?
        .into_iter()
        .map(|ur| ur.user_id)
        .collect();
    Ok(user::Entity::find()
        .filter(user::Column::Id.is_in(ids))
        .all(db)
        .await?)
}

/// An account as a message's sender picks it: the phone is masked by the view.
#[derive(Debug, Clone, FromQueryResult)]
pub struct Recipient {
    pub id: i64,
    pub username: String,
    pub name: Option<String>,
    pub phone: Option<String>,
}

/// At most `limit` accounts (never the guest's) matching `text` (`learner_search`), newest first.
pub async fn recipients(
    db: &impl ConnectionTrait,
    text: &str,
    limit: u64,
) -> DbResult<Vec<Recipient>> {
    let mut params = super::Params::default();
    let matches = super::learner_search(&mut params, text);
    let guest = params.bind(roles::GUEST);
    let limit = params.bind(limit as i64);
    Ok(Recipient::find_by_statement(statement(
        db,
        &format!(
            "SELECT u.id, u.username, u.name, u.phone FROM users u \
             WHERE {matches} AND u.username <> {guest} ORDER BY u.id DESC LIMIT {limit}"
        ),
        params.0,
    ))
    .all(db)
    .await?)
}

/// Gives an account without a name this one (the name of its first application form); answers
/// whether it did.
pub async fn fill_name(db: &impl ConnectionTrait, id: i64, name: &str) -> DbResult<bool> {
    let done = user::Entity::update_many()
        .col_expr(user::Column::Name, sea_orm::sea_query::Expr::value(name))
        .filter(user::Column::Id.eq(id))
        .filter(
            sea_orm::Condition::any()
                .add(user::Column::Name.is_null())
                .add(user::Column::Name.eq("")),
        )
        .exec(db)
        .await?;
    Ok(done.rows_affected == 1)
}

pub async fn set_password_hash(
    db: &impl ConnectionTrait,
    id: i64,
    hash: String,
    now: i64,
) -> DbResult<()> {
    user::Entity::update_many()
        .col_expr(
            user::Column::PasswordHash,
            sea_orm::sea_query::Expr::value(hash),
        )
        .col_expr(
            user::Column::UpdatedAt,
            sea_orm::sea_query::Expr::value(now),
        )
        // A password a person chose (or was given by an administrator) replaces an imported
        // account's initial one.
        .col_expr(
            user::Column::MustChangePassword,
            sea_orm::sea_query::Expr::value(false),
        )
        .filter(user::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}

/// Deletes the account; sessions, role links and (through foreign keys) every record that
/// belongs to the user go with it.
pub async fn delete(db: &impl ConnectionTrait, id: i64) -> DbResult<()> {
    user::Entity::delete_by_id(id).exec(db).await?;
    Ok(())
}

/// An account as the administrator's user list shows it (no password, no ID card).
#[derive(Debug, Clone, PartialEq, FromQueryResult)]
pub struct Listed {
    pub id: i64,
    pub username: String,
    pub name: Option<String>,
    pub phone: Option<String>,
    pub email: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
}

/// The accounts (the built-in guest account left out), newest first, each with its role names
/// sorted by priority, handed to `each` as they are read: every one, or (`ids`) those of them that
/// exist. Only one account's row is held at a time, with the role links (the user directory reads
/// 100 000 accounts at start).
pub async fn listed(
    db: &Db,
    ids: Option<&[i64]>,
    mut each: impl FnMut(Listed, Vec<String>),
) -> DbResult<()> {
    let names: std::collections::BTreeMap<i64, String> = role::Entity::find()
        .all(db)
        .await?
        .into_iter()
        .map(|r| (r.id, r.name))
        .collect();
    let mut links = user_role::Entity::find();
    if let Some(ids) = ids {
        links = links.filter(user_role::Column::UserId.is_in(ids.iter().copied()));
    }
    let (mut found, mut links) = (links.stream(db).await?, Vec::new());
    while let Some(link) = found.try_next().await? {
        // Rows already received come without a wait: a reading of every account (a reload in the
        // background) hands the thread to the requests every few hundred rows instead of holding
        // it for the whole (50–70 ms at 20 000 accounts on PostgreSQL).
        tokio::task::coop::consume_budget().await;
        links.push((link.user_id, link.role_id));
    }
    drop(found);
    links.sort_unstable();
    let mut find = user::Entity::find()
        .select_only()
        .columns([
            user::Column::Id,
            user::Column::Username,
            user::Column::Name,
            user::Column::Phone,
            user::Column::Email,
            user::Column::CreatedAt,
            user::Column::UpdatedAt,
        ])
        .filter(user::Column::Username.ne(roles::GUEST))
        .order_by_desc(user::Column::Id);
    if let Some(ids) = ids {
        find = find.filter(user::Column::Id.is_in(ids.iter().copied()));
    }
    let mut users = find.into_model::<Listed>().stream(db).await?;
    while let Some(user) = users.try_next().await? {
        tokio::task::coop::consume_budget().await;
        let from = links.partition_point(|(u, _)| *u < user.id);
        let mut held: Vec<String> = links[from..]
            .iter()
            .take_while(|(u, _)| *u == user.id)
            .filter_map(|(_, r)| names.get(r).cloned())
            .collect();
        roles::sort_by_priority(&mut held);
        each(user, held);
    }
    Ok(())
}

/// Accounts (the guest account left out) and how many have each built-in role as their first
/// role (spec 001 §6: the statistic cards count users by their first role).
pub struct UserCounts {
    pub total: u64,
    pub first_roles: std::collections::BTreeMap<String, u64>,
}

pub async fn counts(db: &impl ConnectionTrait) -> DbResult<UserCounts> {
    let rank = roles::PRIORITY
        .iter()
        .enumerate()
        .map(|(i, r)| format!("WHEN '{r}' THEN {i}"))
        .collect::<Vec<_>>()
        .join(" ");
    let rows = db
        .query_all_raw(statement(
            db,
            &format!(
                "SELECT first_rank, COUNT(*) AS n FROM (\
                 SELECT u.id, CAST(MIN(CASE r.name {rank} ELSE {other} END) AS BIGINT) AS first_rank \
                 FROM users u LEFT JOIN user_roles ur ON ur.user_id = u.id \
                 LEFT JOIN roles r ON r.id = ur.role_id \
                 WHERE u.username <> $1 GROUP BY u.id) t GROUP BY first_rank",
                other = roles::PRIORITY.len()
            ),
            vec![roles::GUEST.into()],
        ))
        .await?;
    let mut counts = UserCounts {
        total: 0,
        first_roles: Default::default(),
    };
    for row in rows {
        let first: Option<i64> = row.try_get("", "first_rank")?;
        let n: i64 = row.try_get("", "n")?;
        counts.total += n as u64;
        if let Some(role) = first.and_then(|i| roles::PRIORITY.get(i as usize)) {
            counts.first_roles.insert(role.to_string(), n as u64);
        }
    }
    Ok(counts)
}

/// Locks an account's row until the transaction ends, so that requests of one account that
/// count or replace its rows (invite codes, the active study session) run one at a time
/// (PostgreSQL; a SQLite write transaction already holds the database).
pub async fn lock(db: &impl ConnectionTrait, id: i64) -> DbResult<()> {
    if db.get_database_backend() == sea_orm::DatabaseBackend::Postgres {
        user::Entity::find_by_id(id)
            .lock_exclusive()
            .one(db)
            .await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The check before the insert and the database's own unique index name a taken value the
    /// same way, so a registration that loses a race gets the same field conflict as one that
    /// loses the check.
    #[tokio::test]
    async fn a_value_taken_in_a_race_is_named_like_one_taken_before() {
        let dir = std::env::temp_dir().join(format!("skillcert-users-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let url = format!("sqlite://{}?mode=rwc", dir.join("unique.db").display());
        let db = crate::db::connect(&url).await.unwrap();
        crate::db::migrate(&db).await.unwrap();
        let new = |name: &str| NewUser {
            username: Username::parse(name).unwrap(),
            phone: Phone::parse("13912345678"),
            email: None,
            password_hash: "x".into(),
            invite_code: None,
            attribution: None,
        };
        let now = 1_790_000_000_000;
        insert_user(&db, new("first"), &[], now).await.unwrap();
        let checked = ensure_unique(&db, None, None, Some("13912345678"), None)
            .await
            .unwrap_err();
        let raced = insert_user(&db, new("second"), &[], now).await.unwrap_err();
        assert!(checked.is_unique_on(TABLE, "phone"), "{checked:?}");
        assert!(raced.is_unique_on(TABLE, "phone"), "{raced:?}");
        drop(db);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

/// The names people know these accounts by (the real name, else the username).
pub async fn display_names(
    db: &impl ConnectionTrait,
    ids: &[i64],
) -> DbResult<std::collections::HashMap<i64, String>> {
    let mut names = std::collections::HashMap::new();
    for chunk in ids.chunks(500) {
        let rows = user::Entity::find()
            .filter(user::Column::Id.is_in(chunk.iter().copied()))
            .all(db)
            .await?;
        for u in rows {
            names.insert(u.id, u.name.unwrap_or(u.username));
        }
    }
    Ok(names)
}

/// Of these accounts, those that hold the learner role.
pub async fn learner_ids(db: &impl ConnectionTrait, ids: &[i64]) -> DbResult<Vec<i64>> {
    let mut found = Vec::new();
    for chunk in ids.chunks(500) {
        let mut params = super::Params::default();
        let role = params.bind(roles::STUDENT);
        let list: Vec<String> = chunk.iter().map(|id| params.bind(*id)).collect();
        let rows = db
            .query_all_raw(statement(
                db,
                &format!(
                    "SELECT DISTINCT ur.user_id FROM user_roles ur JOIN roles r ON r.id = ur.role_id \
                     WHERE r.name = {role} AND ur.user_id IN ({})",
                    list.join(", ")
                ),
                params.0,
            ))
            .await?;
        for r in rows {
            found.push(r.try_get("", "user_id")?);
        }
    }
    Ok(found)
}

/// A learner account made by a bulk import: the checked row and its initial password's hash.
pub struct NewLearner {
    pub username: String,
    pub learner: crate::domain::learner_import::Learner,
    pub password_hash: String,
}

/// Inserts imported learners with the student role, each to change their password at the first
/// login (within the caller's transaction; the caller checked phones, ID numbers and e-mails are
/// free, and the unique indexes still refuse a concurrent taker). Answers their ids in order.
pub async fn insert_learners(
    db: &impl ConnectionTrait,
    learners: Vec<NewLearner>,
    now: i64,
) -> DbResult<Vec<i64>> {
    let student = role::Entity::find()
        .filter(role::Column::Name.eq(roles::STUDENT))
        .one(db)
        .await?
        .ok_or(DbError::NotFound)?;
    let mut ids = Vec::with_capacity(learners.len());
    let mut rest = learners.into_iter().peekable();
    while rest.peek().is_some() {
        let chunk: Vec<NewLearner> = rest.by_ref().take(200).collect();
        let names: Vec<String> = chunk.iter().map(|n| n.username.clone()).collect();
        user::Entity::insert_many(chunk.into_iter().map(|n| {
            let l = n.learner;
            user::ActiveModel {
                username: Set(n.username),
                phone: Set(Some(l.phone.into_string())),
                email: Set(l.email.map(Email::into_string)),
                password_hash: Set(n.password_hash),
                name: Set(Some(l.name)),
                gender: Set(Some(l.gender)),
                id_card_hash: Set(Some(super::sealed::lookup_hash(l.id_card.as_str()))),
                id_card: Set(Some(l.id_card.into_string().into())),
                birth_date: Set(Some(l.birth_date)),
                education: Set(l.education),
                work_unit: Set(l.work_unit),
                must_change_password: Set(true),
                created_at: Set(now),
                updated_at: Set(now),
                ..Default::default()
            }
        }))
        .exec_without_returning(db)
        .await?;
        let made: std::collections::HashMap<String, i64> = user::Entity::find()
            .filter(user::Column::Username.is_in(names.iter().cloned()))
            .all(db)
            .await?
            .into_iter()
            .map(|u| (u.username, u.id))
            .collect();
        let chunk_ids: Vec<i64> = names
            .iter()
            .map(|n| made.get(n).copied().ok_or(DbError::NotFound))
            .collect::<DbResult<_>>()?;
        user_role::Entity::insert_many(chunk_ids.iter().map(|&id| user_role::ActiveModel {
            user_id: Set(id),
            role_id: Set(student.id),
        }))
        .exec_without_returning(db)
        .await?;
        ids.extend(chunk_ids);
    }
    Ok(ids)
}

/// The accounts holding this ID number (by its keyed hash).
pub async fn holders_of_id_card(db: &impl ConnectionTrait, number: &str) -> DbResult<Vec<i64>> {
    Ok(user::Entity::find()
        .select_only()
        .column(user::Column::Id)
        .filter(user::Column::IdCardHash.eq(super::sealed::lookup_hash(number)))
        .into_tuple()
        .all(db)
        .await?)
}

/// Of these phones, ID numbers, e-mails and usernames, those an account holds already.
#[derive(Default)]
pub struct Taken {
    pub phones: std::collections::HashSet<String>,
    pub id_cards: std::collections::HashSet<String>,
    pub emails: std::collections::HashSet<String>,
    pub usernames: std::collections::HashSet<String>,
}

pub async fn taken(
    db: &impl ConnectionTrait,
    phones: &[String],
    id_cards: &[String],
    emails: &[String],
    usernames: &[String],
) -> DbResult<Taken> {
    let mut taken = Taken::default();
    // ID numbers are found by their keyed hash (they are sealed), then named again.
    let by_hash: std::collections::HashMap<String, &String> = id_cards
        .iter()
        .map(|n| (super::sealed::lookup_hash(n), n))
        .collect();
    let hashes: Vec<String> = by_hash.keys().cloned().collect();
    let lists = [
        (phones, user::Column::Phone),
        (&hashes[..], user::Column::IdCardHash),
        (emails, user::Column::Email),
        (usernames, user::Column::Username),
    ];
    for (values, column) in lists {
        for chunk in values.chunks(500) {
            let rows: Vec<Option<String>> = user::Entity::find()
                .select_only()
                .column(column)
                .filter(column.is_in(chunk.iter().cloned()))
                .into_tuple()
                .all(db)
                .await?;
            let found = rows.into_iter().flatten();
            match column {
                user::Column::Phone => taken.phones.extend(found),
                user::Column::IdCardHash => taken
                    .id_cards
                    .extend(found.filter_map(|h| by_hash.get(&h).map(|n| (*n).clone()))),
                user::Column::Email => taken.emails.extend(found),
                _ => taken.usernames.extend(found),
            }
        }
    }
    Ok(taken)
}
