//! Administration: accounts made, changed and removed by an administrator, their roles and
//! appended permissions, and the roles themselves. The rules of spec 001 §5 "Add and edit user";
//! the centre always keeps an administrator, and nobody removes themself by accident. A change
//! of access takes effect on the user's next request (their cached sessions are dropped).
//! Managers who are not administrators delegate only what they hold (`roles::Delegator`, DESIGN
//! "Delegation"): never to themselves, never the keys (admin, user:manage, role:manage), never
//! over an account or role that holds more than they do.

use serde::Deserialize;
use serde_json::Value;

use crate::auth::{Session, password};
use crate::catalogue::{Directory, UserFilter};
use crate::db;
pub use crate::db::roles::RoleRow;
use crate::db::roles::{Permission, Role};
use crate::db::users::{Listed, User};
use crate::domain::identity::{IdCard, Username};
use crate::domain::page::Page;
use crate::domain::roles::{Delegator, Denied};
use crate::domain::{roles, rules};
use crate::error::{AppError, AppResult, FieldErrors, UniqueField};
use crate::refusals::{self, Refusal};
use crate::service::accounts::{self, Account, account};
use crate::service::caches::Change;
use crate::service::files;
use crate::service::work::Work;
use crate::state::AppState;

/// A new account as the administrator fills it in.
#[derive(Default, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminUserBody {
    #[serde(flatten)]
    pub profile: AdminProfile,
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
    pub profile: AdminProfile,
    pub password: Option<String>,
}

/// The profile of an account as an administrator writes it, adding or editing.
#[derive(Default, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminProfile {
    pub username: Option<String>,
    pub name: Option<String>,
    pub phone: Option<String>,
    pub email: Option<String>,
    pub id_card: Option<String>,
    /// Date of birth, milliseconds since the epoch (China time).
    pub birth: Option<i64>,
    /// 男 or 女.
    pub gender: Option<String>,
    pub education: Option<String>,
    pub degree: Option<String>,
    pub work_unit: Option<String>,
    /// Whole years, at least 0.
    #[schema(value_type = Option<i32>)]
    pub work_experience: Option<Value>,
    pub address: Option<String>,
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

/// A required text of 2–20 characters.
fn name_rule(value: &Option<String>) -> Result<String, Refusal> {
    match rules::present(value) {
        None => Err(refusals::NAME_REQUIRED),
        Some(v) if !(2..=20).contains(&v.chars().count()) => Err(refusals::USERNAME_LENGTH),
        Some(v) => Ok(v.to_string()),
    }
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

fn choice(
    value: &Option<String>,
    list: &[&str],
    missing: Refusal,
    wrong: Refusal,
) -> Result<String, Refusal> {
    match rules::present(value) {
        None => Err(missing),
        Some(v) if list.contains(&v) => Ok(v.to_string()),
        Some(_) => Err(wrong),
    }
}

fn work_years(value: &Option<Value>) -> Result<Option<i32>, Refusal> {
    let years = match value {
        None | Some(Value::Null) => return Ok(None),
        Some(Value::String(s)) if s.trim().is_empty() => return Ok(None),
        Some(Value::Number(n)) => n.as_f64(),
        Some(Value::String(s)) => s.trim().parse::<f64>().ok(),
        Some(_) => None,
    };
    match years {
        Some(y) if y < 0.0 => Err(refusals::WORK_EXPERIENCE_NEGATIVE),
        Some(y) if y.fract() == 0.0 && y <= 80.0 => Ok(Some(y as i32)),
        _ => Err(refusals::WORK_EXPERIENCE_INVALID),
    }
}

/// The profile part shared by add and edit; `edit` makes work unit and address required.
struct Profile {
    username: Username,
    change: db::users::ProfileChange,
}

impl AdminProfile {
    /// Is no profile field sent (an edit that only resets the password)?
    fn is_empty(&self) -> bool {
        [
            &self.username,
            &self.name,
            &self.phone,
            &self.email,
            &self.id_card,
            &self.gender,
            &self.education,
            &self.degree,
            &self.work_unit,
            &self.address,
        ]
        .iter()
        .all(|v| v.is_none())
            && self.birth.is_none()
            && self.work_experience.is_none()
    }

    /// The checked profile, or `None` with each field's error recorded. Editing, the work unit and
    /// the address are required too.
    fn parse(&self, errors: &mut FieldErrors, now_ms: i64, edit: bool) -> Option<Profile> {
        let AdminProfile {
            username,
            name,
            phone,
            email,
            id_card,
            birth,
            gender,
            education,
            degree,
            work_unit,
            work_experience,
            address,
        } = self;
        let birth = *birth;
        let username = errors.check("username", rules::username(username));
        let name = errors.check("name", name_rule(name));
        let phone = errors.check(
            "phone",
            rules::phone(phone, refusals::PHONE_REQUIRED, refusals::PHONE_INVALID),
        );
        let email = errors.check(
            "email",
            rules::email(
                email,
                refusals::EMAIL_REQUIRED,
                refusals::EMAIL_INVALID_PROFILE,
            ),
        );
        let id_card = errors.check(
            "idCard",
            match rules::present(id_card) {
                None => Err(refusals::ID_CARD_REQUIRED),
                Some(v) => IdCard::parse(v).ok_or(refusals::ID_CARD_FORMAT),
            },
        );
        let birth_date = errors.check(
            "birth",
            match birth {
                None => Err(refusals::BIRTH_DATE_INVALID),
                Some(ms) if ms > now_ms => Err(refusals::BIRTH_IN_FUTURE),
                Some(ms) => Ok(accounts::date_of_ms(ms)),
            },
        );
        let gender = trimmed(gender);
        if gender
            .as_deref()
            .is_some_and(|g| !rules::GENDER.contains(&g))
        {
            errors.add("gender", refusals::GENDER_INVALID);
        }
        let education = errors.check(
            "education",
            choice(
                education,
                &rules::EDUCATION,
                refusals::EDUCATION_REQUIRED,
                refusals::EDUCATION_INVALID,
            ),
        );
        let degree = errors.check(
            "degree",
            choice(
                degree,
                &rules::DEGREE,
                refusals::DEGREE_REQUIRED,
                refusals::DEGREE_INVALID,
            ),
        );
        let work_unit = trimmed(work_unit);
        match &work_unit {
            None if edit => errors.add("workUnit", refusals::WORK_UNIT_REQUIRED),
            Some(unit) => {
                errors.check("workUnit", rules::at_most(unit, rules::WORK_UNIT_MAX));
            }
            None => {}
        }
        let address = trimmed(address);
        match &address {
            None if edit => errors.add("address", refusals::ADDRESS_REQUIRED),
            Some(a) => {
                errors.check("address", rules::at_most(a, rules::ADDRESS_MAX));
            }
            None => {}
        }
        let work_experience = errors
            .check("workExperience", work_years(work_experience))
            .flatten();
        if !errors.is_empty() {
            return None;
        }
        Some(Profile {
            username: username.clone()?,
            change: db::users::ProfileChange {
                username,
                name,
                gender,
                phone,
                email,
                id_card,
                birth_date,
                education,
                degree,
                work_unit,
                work_experience,
                address,
            },
        })
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

/// A page of accounts matching the search.
pub async fn list_users(
    state: &AppState,
    filter: &UserFilter,
    page: Page,
) -> AppResult<(Vec<(Listed, Vec<String>)>, u64)> {
    let directory = state
        .caches
        .directory
        .get(|| Directory::load(&state.db))
        .await?;
    Ok(directory.search(filter, page))
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
    let fields = body.profile.parse(&mut errors, state.clock.now_ms(), false);
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
    let fields = errors.finish(|| fields)?;
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
        username: fields.username,
        phone: fields.change.phone.clone(),
        email: fields.change.email.clone(),
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
    let mut work = Work::begin(state).await?;
    let created = accounts::create_user(&mut work, new, &refs).await?;
    let mut change = fields.change;
    change.username = None;
    let created = db::users::update_profile(&work.tx, created.id, change, work.now).await?;
    if !appended.is_empty() {
        db::roles::set_user_access(&work.tx, created.id, &role_names, Some(&appended))
            .await
            .map_err(|e| accounts::role_change_error(e, "permissions"))?;
    }
    work.changed(Change::Profile);
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
        let mut work = Work::begin(state).await?;
        accounts::new_password(&mut work, user.id, hash).await?;
        work.commit().await?;
        tracing::info!(
            user_id = user.id,
            by = session.user_id,
            "password reset by an administrator"
        );
        return read_user(state, user.id).await;
    }
    let mut errors = FieldErrors::new();
    let fields = body.profile.parse(&mut errors, state.clock.now_ms(), true);
    if body.password.as_deref().is_some_and(|p| !p.is_empty()) {
        errors.check("password", admin_password(&body.password));
    }
    let fields = errors.finish(|| fields)?;
    let hash = match body.password.filter(|p| !p.is_empty()) {
        Some(pass) => Some(password::hash(pass).await?),
        None => None,
    };
    // One unit of work: the profile and, when a password was sent, the password with the end of
    // every session of the account.
    let mut work = Work::begin(state).await?;
    let updated = db::users::update_profile(&work.tx, user.id, fields.change, work.now)
        .await
        .map_err(|err| AppError::unique_field(err, &ACCOUNT_UNIQUE))?;
    if let Some(hash) = hash {
        accounts::new_password(&mut work, user.id, hash).await?;
    }
    work.changed(Change::Profile);
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
    let private = db::files::private_of(&state.db, id).await?;
    db::roles::delete_user(&state.db, id)
        .await
        .map_err(|e| accounts::role_change_error(e, "id"))?;
    for file in private {
        files::delete_record(state, file).await?;
    }
    state.caches.account_deleted(id);
    tracing::info!(
        user_id = id,
        by = session.user_id,
        "account deleted by an administrator"
    );
    Ok(())
}

/// Sets a user's roles and, when given, their appended permissions.
pub async fn set_user_access(
    state: &AppState,
    session: &Session,
    user_id: i64,
    body: UserRolesBody,
) -> AppResult<Account> {
    let user = find_user(state, user_id).await?;
    let mut role_names = body.role_name.unwrap_or_default();
    role_names.retain(|r| !r.trim().is_empty());
    role_names.sort();
    role_names.dedup();
    if role_names.is_empty() {
        return Err(AppError::field("roleName", refusals::ROLES_EMPTY));
    }
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
    let appended = match &body.permission_name {
        Some(names) => named_permissions(state, names, "permissionName").await?,
        None => db::roles::permissions_named(
            &state.db,
            &db::users::appended_of(&state.db, user.id).await?,
        )
        .await?
        .unwrap_or_default(),
    };
    let appended = grantable(state, session, &role_names, appended, "roleName").await?;
    db::roles::set_user_access(&state.db, user.id, &role_names, Some(&appended))
        .await
        .map_err(|e| accounts::role_change_error(e, "roleName"))?;
    state.caches.access_changed(Some(user.id));
    tracing::info!(user_id = user.id, by = session.user_id, roles = ?role_names, "roles set");
    read_user(state, user_id).await
}

fn role_name(value: &Option<String>) -> Result<String, Refusal> {
    match rules::present(value) {
        None => Err(refusals::ROLE_NAME_REQUIRED),
        Some(v) if roles::is_role_name(v) => Ok(v.to_string()),
        Some(_) => Err(refusals::ROLE_NAME_INVALID),
    }
}

fn description(errors: &mut FieldErrors, value: &Option<String>) -> Option<String> {
    let text = trimmed(value);
    if let Some(t) = &text {
        errors.check("description", rules::at_most(t, DESCRIPTION_MAX));
    }
    text
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
    let mut errors = FieldErrors::new();
    let name = errors.check("name", role_name(&body.name));
    let description = description(&mut errors, &body.description);
    let name = errors.finish(|| name)?;
    let ids = permission_ids(state, session, &body.permissions.unwrap_or_default()).await?;
    let created = db::roles::create(
        &state.db,
        &name,
        description,
        &ids,
        session.user_id,
        state.clock.now_ms(),
    )
    .await
    .map_err(|err| AppError::unique_field(err, &ROLE_UNIQUE))?;
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
    let mut errors = FieldErrors::new();
    let name = match &body.name {
        Some(_) => errors.check("name", role_name(&body.name)),
        None => None,
    };
    let description = body
        .description
        .as_ref()
        .map(|_| description(&mut errors, &body.description));
    errors.into_result()?;
    let name = name.filter(|n| *n != current.name);
    if name.is_some() && roles::is_builtin(&current.name) {
        return Err(AppError::Conflict {
            field: "name",
            message: refusals::ROLE_BUILTIN_FIXED.into(),
        });
    }
    let ids = match &body.permissions {
        Some(ids) => Some(permission_ids(state, session, ids).await?),
        None => None,
    };
    if current.name == roles::ADMIN && ids.is_some() {
        return Err(AppError::Conflict {
            field: "permissions",
            message: refusals::ROLE_ADMIN_FIXED.into(),
        });
    }
    let updated = db::roles::update(&state.db, id, name, description, ids)
        .await
        .map_err(|err| AppError::unique_field(err, &ROLE_UNIQUE))?;
    state.caches.access_changed(None);
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
    db::roles::delete(&state.db, id)
        .await
        .map_err(|e| accounts::role_change_error(e, "id"))?;
    state.caches.access_changed(None);
    tracing::info!(role = %current.name, by = session.user_id, "role deleted");
    Ok(())
}
