//! Administration: accounts made, changed and removed by an administrator, their roles and
//! appended permissions, and the roles themselves. The rules of spec 001 §5 "Add and edit user";
//! the centre always keeps an administrator, and nobody removes themself by accident. A change
//! of access takes effect on the user's next request (their cached sessions are dropped).
//! Managers who are not administrators delegate only what they hold (`roles::Delegator`, DESIGN
//! "Delegation"): never to themselves, never the keys (admin, user:manage, role:manage), never
//! over an account or role that holds more than they do.

use serde::Deserialize;

use crate::auth::{Session, password};
use crate::catalogue::UserFilter;
use crate::db;
use crate::db::audit::about_account;
pub use crate::db::roles::RoleRow;
use crate::db::roles::{Permission, Role};
use crate::db::users::{Listed, User};
use crate::domain::audit::{Entry, Kind, Object};
use crate::domain::page::Page;
use crate::domain::roles::{Delegator, Denied};
use crate::domain::{roles, rules};
use crate::error::{AppError, AppResult, FieldErrors, UniqueField};
use crate::refusals::{self, Refusal};
use crate::service::AppState;
use crate::service::accounts::{self, Account, account};
use crate::service::caches::Change;
use crate::service::profile::{Form, ProfileBody};
use crate::service::work::Work;

/// A new account as the administrator fills it in.
#[derive(Default, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminUserBody {
    #[serde(flatten)]
    pub profile: ProfileBody,
    pub password: Option<String>,
    /// Optional; exactly 12 letters or digits.
    pub invite_code: Option<String>,
    /// Role names; none given means guest (spec 001 §5).
    pub roles: Option<Vec<String>>,
    /// Permission names appended to the user beyond their roles'.
    #[schema(schema_with = roles::permission_names)]
    pub permissions: Option<Vec<String>>,
}

/// An edit of an account: every profile field (work unit and address required too), or only
/// `id` and `password` to reset the password.
#[derive(Default, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminUserEdit {
    /// The id of the path, if sent.
    pub id: Option<i64>,
    #[serde(flatten)]
    pub profile: ProfileBody,
    pub password: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserRolesBody {
    /// The user's roles from now on (at least one).
    pub role_name: Option<Vec<String>>,
    /// When given, the permissions appended to the user from now on.
    #[schema(schema_with = roles::permission_names)]
    pub permission_name: Option<Vec<String>>,
}

/// A role as the administrator writes it. `PUT /role` names the role by `id`.
#[derive(Default, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RoleBody {
    pub id: Option<i64>,
    /// English name: a lower-case letter, then lower-case letters, digits, '_' or '-' (2–32).
    pub name: Option<String>,
    pub description: Option<String>,
    /// Permission ids.
    pub permissions: Option<Vec<i64>>,
}

const ACCOUNT_UNIQUE: [UniqueField; 3] = accounts::ACCOUNT_UNIQUE;
const ROLE_UNIQUE: [UniqueField; 1] =
    [(db::roles::TABLE, "name", "name", refusals::ROLE_NAME_TAKEN)];
const DESCRIPTION_MAX: usize = 200;

fn trimmed(value: &Option<String>) -> Option<String> {
    rules::present(value).map(str::to_string)
}

fn admin_password(value: &Option<String>) -> Result<(), Refusal> {
    match value.as_deref().filter(|v| !v.is_empty()) {
        None => Err(refusals::PASSWORD_REQUIRED),
        Some(v) if v.chars().count() < rules::PASSWORD_MIN => Err(refusals::PASSWORD_AT_LEAST_TEN),
        Some(v) if v.chars().count() > rules::PASSWORD_MAX => Err(refusals::PASSWORD_NEW_TOO_LONG),
        Some(v) if !rules::is_strong_password(v) => Err(refusals::PASSWORD_NEW_WEAK),
        Some(_) => Ok(()),
    }
}

/// The appended permissions named in a body, checked against the catalogue.
async fn named_permissions(
    state: &AppState,
    names: &[String],
    field: &'static str,
) -> AppResult<Vec<Permission>> {
    db::roles::permissions_named(&state.db, names)
        .await?
        .ok_or_else(|| AppError::field(field, refusals::PERMISSION_NOT_FOUND))
}

/// The caller as the delegation rules see them.
fn delegator(session: &Session) -> Delegator<'_> {
    Delegator {
        admin: session.has_role(roles::ADMIN),
        holds: &session.permissions,
    }
}

fn denied(denial: Denied) -> AppError {
    AppError::Forbidden(match denial {
        Denied::OwnAccess => refusals::DELEGATION_OWN_ACCESS.into(),
        Denied::AdminOnly => refusals::DELEGATION_ADMIN_ONLY.into(),
        Denied::NotHeld(name) => refusals::DELEGATION_NOT_HELD.with(
            "permission",
            roles::permission_label(&name).unwrap_or(&name),
        ),
        Denied::Outranked => refusals::DELEGATION_OUTRANKED.into(),
    })
}

/// The permissions the named roles give (each name must be a role: 'ROLE_NOT_FOUND' on `field`).
async fn permissions_of_roles(
    state: &AppState,
    names: &[String],
    field: &'static str,
) -> AppResult<Vec<String>> {
    let all = db::roles::list(&state.db).await?;
    let mut held = Vec::new();
    for name in names {
        let row = all
            .iter()
            .find(|r| r.role.name == *name)
            .ok_or_else(|| AppError::field(field, refusals::ROLE_NOT_FOUND))?;
        held.extend(row.permissions.iter().map(|p| p.name.clone()));
    }
    held.sort();
    held.dedup();
    Ok(held)
}

/// Checks that the caller may give these roles and appended permissions, and keeps of the
/// appended ones only those the roles do not give already: a user's access is their roles' plus
/// what was appended beyond them, so taking a role away takes its permissions away.
async fn grantable(
    state: &AppState,
    session: &Session,
    role_names: &[String],
    appended: Vec<Permission>,
    field: &'static str,
) -> AppResult<Vec<Permission>> {
    let from_roles = permissions_of_roles(state, role_names, field).await?;
    let granted = from_roles
        .iter()
        .map(String::as_str)
        .chain(appended.iter().map(|p| p.name.as_str()));
    delegator(session)
        .may_grant(granted, role_names.iter().any(|r| r == roles::ADMIN))
        .map_err(denied)?;
    Ok(appended
        .into_iter()
        .filter(|p| !from_roles.contains(&p.name))
        .collect())
}

/// Checks that the caller may change, reset or delete this account.
async fn may_act_on(state: &AppState, session: &Session, user: &User) -> AppResult<()> {
    let caller = delegator(session);
    if caller.admin {
        return Ok(());
    }
    let held = db::users::permissions_of(&state.db, user.id).await?;
    let admin = db::users::roles_of(&state.db, user.id)
        .await?
        .iter()
        .any(|r| r == roles::ADMIN);
    caller
        .may_act_on(held.iter().map(String::as_str), admin)
        .map_err(denied)
}

/// Checks that the caller may change or delete this role: administrators only for built-in
/// roles, never a role the caller holds, never one that gives more than the caller holds.
async fn may_change_role(state: &AppState, session: &Session, role: &Role) -> AppResult<()> {
    let caller = delegator(session);
    if caller.admin {
        return Ok(());
    }
    if roles::is_builtin(&role.name) {
        return Err(denied(Denied::AdminOnly));
    }
    if session.has_role(&role.name) {
        return Err(denied(Denied::OwnAccess));
    }
    let gives = permissions_of_roles(state, std::slice::from_ref(&role.name), "id").await?;
    caller
        .may_act_on(gives.iter().map(String::as_str), false)
        .map_err(denied)
}

/// A page of accounts matching the search; with `id_card`, only the holders of that exact
/// number (found by its keyed hash: the numbers are sealed).
pub async fn list_users(
    state: &AppState,
    mut filter: UserFilter,
    id_card: Option<String>,
    page: Page,
) -> AppResult<(Vec<(Listed, Vec<String>)>, u64)> {
    if let Some(number) = id_card.as_deref().map(str::trim).filter(|n| !n.is_empty()) {
        filter.holders = Some(db::users::holders_of_id_card(&state.db, number).await?);
    }
    let directory = state.caches.accounts.get(&state.db).await?;
    Ok(directory.search(&filter, page))
}

/// The statistic cards: all accounts and those whose first role is student, teacher (the
/// "reviewers" card of spec 001 §6) and admin.
pub async fn statistics(state: &AppState) -> AppResult<db::users::UserCounts> {
    Ok(db::users::counts(&state.db).await?)
}

/// The permission catalogue.
pub async fn permissions(state: &AppState) -> AppResult<Vec<Permission>> {
    Ok(db::roles::permissions(&state.db).await?)
}

/// Every role with its permissions: built-in ones in priority order, then created ones by name.
pub async fn roles(state: &AppState) -> AppResult<Vec<RoleRow>> {
    Ok(db::roles::list(&state.db).await?)
}

/// One role with its permissions, or 404.
pub async fn read_role(state: &AppState, id: i64) -> AppResult<RoleRow> {
    roles(state)
        .await?
        .into_iter()
        .find(|r| r.role.id == id)
        .ok_or_else(|| AppError::NotFound(refusals::ROLE_NOT_FOUND.into()))
}

/// One account as the administrator sees it (never the guest account).
pub async fn read_user(state: &AppState, id: i64) -> AppResult<Account> {
    account(&state.db, find_user(state, id).await?).await
}

/// One account (never the guest account).
async fn find_user(state: &AppState, id: i64) -> AppResult<User> {
    db::users::find(&state.db, id)
        .await?
        .filter(|u| u.username != roles::GUEST)
        .ok_or_else(|| AppError::NotFound(refusals::USER_NOT_FOUND.into()))
}

/// Creates an account with its roles (guest when none are chosen) and appended permissions.
pub async fn create_user(
    state: &AppState,
    session: &Session,
    body: AdminUserBody,
) -> AppResult<Account> {
    let mut errors = FieldErrors::new();
    let fields = body
        .profile
        .parse(Form::NewAccount, state.clock.now_ms(), &mut errors);
    errors.check("password", admin_password(&body.password));
    match rules::present(&body.invite_code) {
        Some(code) if code.chars().count() != 12 => {
            errors.add("inviteCode", refusals::INVITE_CODE_LENGTH_ADMIN)
        }
        Some(code) if !code.chars().all(|c| c.is_ascii_alphanumeric()) => {
            errors.add("inviteCode", refusals::INVITE_CODE_INVALID)
        }
        _ => {}
    }
    let mut change = errors.finish(|| fields)?;
    let mut role_names = body.roles.unwrap_or_default();
    role_names.retain(|r| !r.trim().is_empty());
    role_names.sort();
    role_names.dedup();
    if role_names.is_empty() {
        role_names.push(roles::GUEST.to_string());
    }
    let appended =
        named_permissions(state, &body.permissions.unwrap_or_default(), "permissions").await?;
    let appended = grantable(state, session, &role_names, appended, "roles").await?;
    let new = db::users::NewUser {
        username: change
            .username
            .take()
            .ok_or_else(|| AppError::field("username", refusals::USERNAME_REQUIRED))?,
        phone: change.phone.clone(),
        email: change.email.clone(),
        password_hash: password::hash(body.password.unwrap_or_default()).await?,
        invite_code: trimmed(&body.invite_code),
        // An active distributor's code attributes the account as a registration would; any
        // other 12 characters are kept as typed (spec 001 §5 asks only for the length).
        attribution: match rules::present(&body.invite_code) {
            Some(code) => crate::db::distributors::active_code(&state.db, code).await?,
            None => None,
        },
    };
    let refs: Vec<&str> = role_names.iter().map(String::as_str).collect();
    // One unit of work: the account, its profile and its appended permissions, or nothing.
    let mut work = Work::by(state, session.actor()).await?;
    let created = accounts::create_user(&mut work, new, &refs).await?;
    let created = db::users::update_profile(&work.tx, created.id, change, work.now).await?;
    if !appended.is_empty() {
        db::roles::set_user_access(&work.tx, created.id, &role_names, Some(&appended))
            .await
            .map_err(|e| accounts::role_change_error(e, "permissions"))?;
    }
    let entry = about_account(&created, Kind::Account, "创建账号").change(
        None::<&str>,
        Some(access_text(&role_names, &appended_names(&appended))),
    );
    work.audit(entry).await?;
    work.changed(Change::Profile { user: created.id });
    work.commit().await?;
    tracing::info!(user_id = created.id, by = session.user_id, roles = ?role_names, "account created by an administrator");
    account(&state.db, created).await
}

/// Edits an account, or — when only the password is sent — resets its password and ends every
/// session of it.
pub async fn edit_user(
    state: &AppState,
    session: &Session,
    id: i64,
    body: AdminUserEdit,
) -> AppResult<Account> {
    let user = find_user(state, id).await?;
    may_act_on(state, session, &user).await?;
    let reset_only = body.password.is_some() && body.profile.is_empty();
    if reset_only {
        if let Err(refusal) = admin_password(&body.password) {
            let refusal = if refusal == refusals::PASSWORD_REQUIRED {
                refusals::PASSWORD_NEW_REQUIRED
            } else {
                refusal
            };
            return Err(AppError::field("password", refusal));
        }
        let hash = password::hash(body.password.unwrap_or_default()).await?;
        let mut work = Work::by(state, session.actor()).await?;
        accounts::new_password(&mut work, user.id, hash).await?;
        let entry = about_account(&user, Kind::Account, "重置密码");
        work.audit(entry).await?;
        work.commit().await?;
        tracing::info!(
            user_id = user.id,
            by = session.user_id,
            "password reset by an administrator"
        );
        return read_user(state, user.id).await;
    }
    let mut errors = FieldErrors::new();
    let fields = body
        .profile
        .parse(Form::AccountEdit, state.clock.now_ms(), &mut errors);
    if body.password.as_deref().is_some_and(|p| !p.is_empty()) {
        errors.check("password", admin_password(&body.password));
    }
    let change = errors.finish(|| fields)?;
    let hash = match body.password.filter(|p| !p.is_empty()) {
        Some(pass) => Some(password::hash(pass).await?),
        None => None,
    };
    // One unit of work: the profile and, when a password was sent, the password with the end of
    // every session of the account.
    let mut work = Work::by(state, session.actor()).await?;
    let updated = db::users::update_profile(&work.tx, user.id, change, work.now)
        .await
        .map_err(|err| AppError::unique_field(err, &ACCOUNT_UNIQUE))?;
    let action = if hash.is_some() {
        "修改资料并重置密码"
    } else {
        "修改资料"
    };
    if let Some(hash) = hash {
        accounts::new_password(&mut work, user.id, hash).await?;
    }
    let entry = about_account(&updated, Kind::Account, action)
        .change(Some(profile_text(&user)), Some(profile_text(&updated)));
    work.audit(entry).await?;
    work.changed(Change::Profile { user: user.id });
    work.commit().await?;
    tracing::info!(
        user_id = user.id,
        by = session.user_id,
        "account edited by an administrator"
    );
    account(&state.db, updated).await
}

/// Deletes an account as account deletion does (sessions, private files, learning data); never
/// the caller's own account, nor the last administrator.
pub async fn delete_user(state: &AppState, session: &Session, id: i64) -> AppResult<()> {
    let user = find_user(state, id).await?;
    if user.id == session.user_id {
        return Err(AppError::Conflict {
            field: "id",
            message: refusals::USER_DELETE_SELF.into(),
        });
    }
    may_act_on(state, session, &user).await?;
    accounts::delete_user(state, session, id).await?;
    tracing::info!(
        user_id = id,
        by = session.user_id,
        "account deleted by an administrator"
    );
    Ok(())
}

/// A user's access as asked for: their roles (at least one, each once) and, when given, the
/// permissions appended to them.
pub struct Access {
    pub roles: Vec<String>,
    pub permissions: Option<Vec<String>>,
}

impl TryFrom<UserRolesBody> for Access {
    type Error = AppError;

    fn try_from(body: UserRolesBody) -> AppResult<Self> {
        let mut roles = body.role_name.unwrap_or_default();
        roles.retain(|r| !r.trim().is_empty());
        roles.sort();
        roles.dedup();
        if roles.is_empty() {
            return Err(AppError::field("roleName", refusals::ROLES_EMPTY));
        }
        Ok(Self {
            roles,
            permissions: body.permission_name,
        })
    }
}

/// Sets a user's roles and, when given, their appended permissions.
pub async fn set_user_access(
    state: &AppState,
    session: &Session,
    user_id: i64,
    body: UserRolesBody,
) -> AppResult<Account> {
    let user = find_user(state, user_id).await?;
    let Access {
        roles: role_names,
        permissions,
    } = body.try_into()?;
    if user.id == session.user_id
        && session.has_role(roles::ADMIN)
        && !role_names.iter().any(|r| r == roles::ADMIN)
    {
        return Err(AppError::Conflict {
            field: "roleName",
            message: refusals::ADMIN_DEMOTE_SELF.into(),
        });
    }
    if user.id == session.user_id && !session.has_role(roles::ADMIN) {
        return Err(denied(Denied::OwnAccess));
    }
    may_act_on(state, session, &user).await?;
    let appended = match &permissions {
        Some(names) => named_permissions(state, names, "permissionName").await?,
        None => db::roles::permissions_named(
            &state.db,
            &db::users::appended_of(&state.db, user.id).await?,
        )
        .await?
        .unwrap_or_default(),
    };
    let appended = grantable(state, session, &role_names, appended, "roleName").await?;
    let mut work = Work::by(state, session.actor()).await?;
    let before = access_text(
        &db::users::roles_of(&work.tx, user.id).await?,
        &db::users::appended_of(&work.tx, user.id).await?,
    );
    db::roles::set_user_access(&work.tx, user.id, &role_names, Some(&appended))
        .await
        .map_err(|e| accounts::role_change_error(e, "roleName"))?;
    let entry = about_account(&user, Kind::Access, "设置角色与权限").change(
        Some(before),
        Some(access_text(&role_names, &appended_names(&appended))),
    );
    work.audit(entry).await?;
    work.changed(Change::Access {
        user: Some(user.id),
    });
    work.commit().await?;
    tracing::info!(user_id = user.id, by = session.user_id, roles = ?role_names, "roles set");
    read_user(state, user_id).await
}

/// A user's access as the audit log writes it: `角色：student、teacher；附加权限：exam:grade`.
fn access_text(roles: &[String], appended: &[String]) -> String {
    let mut text = format!("角色：{}", roles.join("、"));
    if !appended.is_empty() {
        text.push_str(&format!("；附加权限：{}", appended.join("、")));
    }
    text
}

fn appended_names(appended: &[Permission]) -> Vec<String> {
    appended.iter().map(|p| p.name.clone()).collect()
}

/// A role as the audit log writes it: its name and permissions.
fn role_text(name: &str, permissions: &[String]) -> String {
    format!("{name}：{}", permissions.join("、"))
}

/// The profile fields an edit may change, as the audit log writes them (the ID number masked).
fn profile_text(user: &User) -> String {
    let field = |v: &Option<String>| v.clone().unwrap_or_default();
    format!(
        "姓名 {}；手机 {}；邮箱 {}；身份证号 {}；工作单位 {}",
        field(&user.name),
        field(&user.phone),
        field(&user.email),
        crate::domain::identity::masked_id_card(user.id_card.as_deref().unwrap_or("")),
        field(&user.work_unit),
    )
}

fn role_name(value: &Option<String>) -> Result<String, Refusal> {
    match rules::present(value) {
        None => Err(refusals::ROLE_NAME_REQUIRED),
        Some(v) if roles::is_role_name(v) => Ok(v.to_string()),
        Some(_) => Err(refusals::ROLE_NAME_INVALID),
    }
}

/// A role as written, checked field by field; each part left out (`None`) stays as it is.
pub struct RoleDraft {
    pub name: Option<String>,
    /// `Some(None)`: no description.
    pub description: Option<Option<String>>,
    pub permissions: Option<Vec<i64>>,
}

impl TryFrom<RoleBody> for RoleDraft {
    type Error = AppError;

    fn try_from(body: RoleBody) -> AppResult<Self> {
        let _ = body.id;
        let mut errors = FieldErrors::new();
        let name = match &body.name {
            Some(_) => errors.check("name", role_name(&body.name)),
            None => None,
        };
        let description = body.description.as_ref().map(|_| {
            let text = trimmed(&body.description);
            if let Some(t) = &text {
                errors.check("description", rules::at_most(t, DESCRIPTION_MAX));
            }
            text
        });
        errors.into_result()?;
        Ok(Self {
            name,
            description,
            permissions: body.permissions,
        })
    }
}

/// The permission ids a role is to give, checked against the catalogue and what the caller may
/// grant.
async fn permission_ids(state: &AppState, session: &Session, ids: &[i64]) -> AppResult<Vec<i64>> {
    let mut ids = ids.to_vec();
    ids.sort_unstable();
    ids.dedup();
    let found = db::roles::permissions_by_id(&state.db, &ids)
        .await?
        .ok_or_else(|| AppError::field("permissions", refusals::PERMISSION_NOT_FOUND))?;
    delegator(session)
        .may_grant(found.iter().map(|p| p.name.as_str()), false)
        .map_err(denied)?;
    Ok(ids)
}

/// Creates a role.
pub async fn create_role(state: &AppState, session: &Session, body: RoleBody) -> AppResult<Role> {
    let RoleDraft {
        name,
        description,
        permissions,
    } = body.try_into()?;
    let name = name.ok_or_else(|| AppError::field("name", refusals::ROLE_NAME_REQUIRED))?;
    let description = description.flatten();
    let ids = permission_ids(state, session, &permissions.unwrap_or_default()).await?;
    let work = Work::by(state, session.actor()).await?;
    let created = db::roles::create(
        &work.tx,
        &name,
        description,
        &ids,
        session.user_id,
        work.now,
    )
    .await
    .map_err(|err| AppError::unique_field(err, &ROLE_UNIQUE))?;
    let granted = db::roles::permission_names_of(&work.tx, created.id).await?;
    let entry = Entry::new(Kind::Access, "创建角色", Object::Role, Some(created.id))
        .label(&created.name)
        .change(None::<&str>, Some(granted.join("、")));
    work.audit(entry).await?;
    work.commit().await?;
    tracing::info!(role = %created.name, by = session.user_id, "role created");
    Ok(created)
}

/// Changes a role's name (created roles only), description and permissions (not the
/// administrator's: it holds them all).
pub async fn update_role(
    state: &AppState,
    session: &Session,
    id: i64,
    body: RoleBody,
) -> AppResult<Role> {
    let current = db::roles::find(&state.db, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::ROLE_NOT_FOUND.into()))?;
    may_change_role(state, session, &current).await?;
    let RoleDraft {
        name,
        description,
        permissions,
    } = body.try_into()?;
    let name = name.filter(|n| *n != current.name);
    if name.is_some() && roles::is_builtin(&current.name) {
        return Err(AppError::Conflict {
            field: "name",
            message: refusals::ROLE_BUILTIN_FIXED.into(),
        });
    }
    let ids = match &permissions {
        Some(ids) => Some(permission_ids(state, session, ids).await?),
        None => None,
    };
    if current.name == roles::ADMIN && ids.is_some() {
        return Err(AppError::Conflict {
            field: "permissions",
            message: refusals::ROLE_ADMIN_FIXED.into(),
        });
    }
    let mut work = Work::by(state, session.actor()).await?;
    let before = role_text(
        &current.name,
        &db::roles::permission_names_of(&work.tx, id).await?,
    );
    let updated = db::roles::update(&work.tx, id, name, description, ids)
        .await
        .map_err(|err| AppError::unique_field(err, &ROLE_UNIQUE))?;
    let after = role_text(
        &updated.name,
        &db::roles::permission_names_of(&work.tx, id).await?,
    );
    let entry = Entry::new(Kind::Access, "修改角色", Object::Role, Some(id))
        .label(&updated.name)
        .change(Some(before), Some(after));
    work.audit(entry).await?;
    work.changed(Change::Access { user: None });
    work.commit().await?;
    tracing::info!(role = %updated.name, by = session.user_id, "role changed");
    Ok(updated)
}

/// Deletes a created role; its holders lose it (refused if one would be left without a role).
pub async fn delete_role(state: &AppState, session: &Session, id: i64) -> AppResult<()> {
    let current = db::roles::find(&state.db, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::ROLE_NOT_FOUND.into()))?;
    if roles::is_builtin(&current.name) {
        return Err(AppError::Conflict {
            field: "id",
            message: refusals::ROLE_BUILTIN_FIXED.into(),
        });
    }
    may_change_role(state, session, &current).await?;
    let mut work = Work::by(state, session.actor()).await?;
    let before = role_text(
        &current.name,
        &db::roles::permission_names_of(&work.tx, id).await?,
    );
    db::roles::delete(&work.tx, id)
        .await
        .map_err(|e| accounts::role_change_error(e, "id"))?;
    let entry = Entry::new(Kind::Deletion, "删除角色", Object::Role, Some(id))
        .label(&current.name)
        .change(Some(before), None::<&str>);
    work.audit(entry).await?;
    work.changed(Change::Access { user: None });
    work.commit().await?;
    tracing::info!(role = %current.name, by = session.user_id, "role deleted");
    Ok(())
}
