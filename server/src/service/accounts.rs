//! Accounts: registration, the ways to log in (password with throttling, phone code, guest),
//! sessions, profile and password changes, password reset by SMS, and deleting an account with
//! everything it owns.

use std::net::IpAddr;

use serde::Deserialize;

use crate::auth::{self, Session, password};
use crate::db::DbError;
use crate::db::audit::{about_account, account_label};
use crate::db::{self, users::User};
use crate::domain::audit::{Actor, Entry, Kind, Object};
use crate::domain::identity::{self, Phone};
use crate::domain::{roles, rules};
use crate::error::{AppError, AppResult, FieldErrors, UniqueField};
use crate::refusals;
use crate::service::AppState;
use crate::service::caches::Change;
use crate::service::work::Work;
use crate::service::{distributors, files, limits, settings, sms_codes};
use crate::sms::Purpose;

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegisterBody {
    pub username: Option<String>,
    pub phone: Option<String>,
    pub email: Option<String>,
    pub password: Option<String>,
    /// Optional; exactly 12 letters or digits; null when empty.
    pub invite_code: Option<String>,
}

/// A registration form after the registration rules (spec 000 §5).
pub struct Registration {
    pub username: identity::Username,
    pub phone: Phone,
    pub email: identity::Email,
    pub password: String,
    /// Upper-cased; its distributor is looked up by `new_user`.
    pub invite_code: Option<String>,
}

impl TryFrom<RegisterBody> for Registration {
    type Error = AppError;

    fn try_from(body: RegisterBody) -> AppResult<Self> {
        let mut errors = FieldErrors::new();
        let username = errors.check("username", rules::username(&body.username));
        let phone = errors.check(
            "phone",
            rules::phone(
                &body.phone,
                refusals::PHONE_REQUIRED,
                refusals::PHONE_INVALID,
            ),
        );
        let email = errors.check(
            "email",
            rules::email(
                &body.email,
                refusals::EMAIL_REQUIRED,
                refusals::EMAIL_INVALID,
            ),
        );
        let password = errors.check("password", rules::new_password(&body.password));
        let code_shape = errors.check("inviteCode", rules::invite_code(&body.invite_code));
        errors.finish(|| {
            password?;
            code_shape?;
            Some(Self {
                username: username?,
                phone: phone?,
                email: email?,
                password: body.password.unwrap_or_default(),
                invite_code: rules::present(&body.invite_code).map(str::to_uppercase),
            })
        })
    }
}

/// A new account from a registration form; an invite code must be an active one, and
/// attributes the account to its distributor.
async fn new_user(state: &AppState, body: RegisterBody) -> AppResult<db::users::NewUser> {
    let form = Registration::try_from(body)?;
    let attribution = distributors::attribution(state, form.invite_code.as_deref()).await?;
    Ok(db::users::NewUser {
        username: form.username,
        phone: Some(form.phone),
        email: Some(form.email),
        password_hash: password::hash(form.password).await?,
        invite_code: form.invite_code,
        attribution,
    })
}

/// Username, phone and e-mail each belong to one account.
pub(crate) const ACCOUNT_UNIQUE: [UniqueField; 3] = [
    (
        db::users::TABLE,
        "username",
        "username",
        refusals::USERNAME_TAKEN,
    ),
    (db::users::TABLE, "phone", "phone", refusals::PHONE_TAKEN),
    (db::users::TABLE, "email", "email", refusals::EMAIL_TAKEN),
];

/// Creates an account with its roles inside the caller's work; a taken username, phone or
/// e-mail is that field's 409. (Hash the password before the work begins: hashing takes time
/// the write transaction should not hold.)
pub(crate) async fn create_user(
    work: &mut Work<'_>,
    new: db::users::NewUser,
    roles: &[&str],
) -> AppResult<User> {
    let created = db::users::create_user(&work.tx, new, roles, work.now)
        .await
        .map_err(|err| match err {
            DbError::NotFound => AppError::field("roles", refusals::ROLE_NOT_FOUND),
            err => AppError::unique_field(err, &ACCOUNT_UNIQUE),
        })?;
    work.changed(Change::AccountCreated {
        user: Some(created.id),
    });
    Ok(created)
}

/// Sets a new password hash and ends every session of the account (a reset, by the account's
/// phone or by an administrator).
pub(crate) async fn new_password(work: &mut Work<'_>, user_id: i64, hash: String) -> AppResult<()> {
    db::users::set_password_hash(&work.tx, user_id, hash, work.now).await?;
    db::sessions::revoke_all(&work.tx, user_id).await?;
    work.changed(Change::SessionsRevoked { user: user_id });
    Ok(())
}

/// Creates an account with its roles, as one unit of work: a registration from `address` (the
/// audit log names the new account as who did it), else the system's (demo data, the command
/// line).
async fn create_alone(
    state: &AppState,
    new: db::users::NewUser,
    roles: &[&str],
    address: Option<IpAddr>,
) -> AppResult<User> {
    let mut work = Work::begin(state).await?;
    let created = create_user(&mut work, new, roles).await?;
    let action = match address {
        Some(address) => {
            work.actor = Actor::person(created.id, Some(address));
            "注册账号"
        }
        None => "创建账号",
    };
    let entry = about_account(&created, Kind::Account, action)
        .change(None::<&str>, Some(format!("角色：{}", roles.join("、"))));
    work.audit(entry).await?;
    work.commit().await?;
    Ok(created)
}

/// A refused change of roles as the API answers it.
pub(crate) fn role_change_error(err: db::roles::RoleChange, field: &'static str) -> AppError {
    match err {
        db::roles::RoleChange::LastAdmin => AppError::Conflict {
            field,
            message: refusals::LAST_ADMIN.into(),
        },
        db::roles::RoleChange::LeavesUserWithoutRole => AppError::Conflict {
            field,
            message: refusals::ROLE_LAST_OF_USERS.into(),
        },
        db::roles::RoleChange::Db(db::DbError::NotFound) => {
            AppError::field(field, refusals::ROLE_NOT_FOUND)
        }
        db::roles::RoleChange::Db(err) => err.into(),
    }
}

/// An account as it is shown: the profile, its role names by priority, its effective
/// permissions and the ones appended to it directly.
pub struct Account {
    pub user: User,
    pub roles: Vec<String>,
    pub permissions: Vec<String>,
    pub appended: Vec<String>,
}

/// Reads an account's access beside its profile.
pub async fn account(db: &impl sea_orm::ConnectionTrait, user: User) -> AppResult<Account> {
    Ok(Account {
        roles: db::users::roles_of(db, user.id).await?,
        permissions: db::users::permissions_of(db, user.id).await?,
        appended: db::users::appended_of(db, user.id).await?,
        user,
    })
}

/// The caller's own account.
pub async fn me(state: &AppState, session: &Session) -> AppResult<Account> {
    let user = db::users::find(&state.db, session.user_id)
        .await?
        .ok_or_else(AppError::unauthorized)?;
    account(&state.db, user).await
}

/// Registers a learner (role student). At most `limits::REGISTER_ADDRESS` accounts per client
/// address: the attempt is reserved first and given back when no account was made; every
/// attempt also counts against `limits::REGISTER_ATTEMPTS`, which is never given back.
pub async fn register(
    state: &AppState,
    ip: std::net::IpAddr,
    body: RegisterBody,
) -> AppResult<Account> {
    let address = ip.to_string();
    limits::REGISTER_ATTEMPTS.take(state, &address).await?;
    limits::REGISTER_ADDRESS.take(state, &address).await?;
    let created = async {
        create_alone(
            state,
            new_user(state, body).await?,
            &[roles::STUDENT],
            Some(ip),
        )
        .await
    }
    .await;
    match created {
        Ok(user) => {
            tracing::info!(user_id = user.id, "registered");
            account(&state.db, user).await
        }
        Err(err) => {
            limits::REGISTER_ADDRESS.give_back(state, &address).await?;
            Err(err)
        }
    }
}

/// Creates an account with one role after the same rules as registration (demo and bench
/// data, `create-admin`).
pub async fn create_account(
    state: &AppState,
    username: &str,
    pass: &str,
    phone: &str,
    email: &str,
    role: &str,
) -> AppResult<User> {
    let some = |v: &str| Some(v.to_string());
    let body = RegisterBody {
        username: some(username),
        phone: some(phone),
        email: some(email),
        password: some(pass),
        invite_code: None,
    };
    create_alone(state, new_user(state, body).await?, &[role], None).await
}

/// Opens a session for the user (7 days; a day for the guest account); answers the token (shown
/// once) and the user. A person's login (`how`: 密码登录, 验证码登录) is in the audit log with
/// the address it came from; the guest account's sessions are not (nobody in particular).
pub async fn open_session(
    state: &AppState,
    user: User,
    login: Option<(&'static str, IpAddr)>,
) -> AppResult<(String, Account)> {
    let (token, hash) = auth::new_token();
    let lifetime = if user.id == state.guest_user_id {
        db::sessions::GUEST_LIFETIME_MS
    } else {
        db::sessions::LIFETIME_MS
    };
    let work = Work::by(state, Actor::person(user.id, login.map(|(_, ip)| ip))).await?;
    db::sessions::create(&work.tx, user.id, hash, work.now, lifetime).await?;
    if let Some((how, _)) = login {
        let entry = about_account(&user, Kind::Login, how);
        work.audit(entry).await?;
    }
    work.commit().await?;
    Ok((token, account(&state.db, user).await?))
}

/// Records a login refused for a wrong password or code (or a name that names no account) in
/// the audit log: the account when there is one, the name as typed otherwise.
async fn login_failed(
    state: &AppState,
    ip: IpAddr,
    how: &'static str,
    found: Option<&User>,
    typed: &str,
) -> AppResult<()> {
    let work = Work::by(state, Actor::person_unknown(ip)).await?;
    let label = match found {
        Some(user) => account_label(user),
        None => typed.to_string(),
    };
    let entry = Entry::new(Kind::LoginFailed, how, Object::User, found.map(|u| u.id)).label(label);
    work.audit(entry).await?;
    work.commit().await
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct LoginBody {
    /// Username, phone or e-mail.
    pub username: Option<String>,
    pub password: Option<String>,
}

/// A login form as checked: the name it gives (username, phone or e-mail) and a password.
pub struct Credentials {
    pub login: String,
    pub password: String,
}

impl TryFrom<LoginBody> for Credentials {
    type Error = AppError;

    fn try_from(body: LoginBody) -> AppResult<Self> {
        let mut errors = FieldErrors::new();
        let login = match rules::present(&body.username) {
            None => {
                errors.add("username", refusals::LOGIN_USERNAME_REQUIRED);
                None
            }
            Some(login) => errors
                .check("username", rules::at_most(login, rules::LOGIN_MAX))
                .map(|()| login.to_string()),
        };
        let password = body.password.filter(|p| !p.is_empty());
        if password.is_none() {
            errors.add("password", refusals::LOGIN_PASSWORD_REQUIRED);
        }
        errors.finish(|| {
            Some(Self {
                login: login?,
                password: password?,
            })
        })
    }
}

/// Logs in with username, phone or e-mail and password. Each attempt is reserved against the
/// limits of `limits` before the password is checked: per (address, account), per account and —
/// slowing down, then locking — per address.
pub async fn login(
    state: &AppState,
    ip: std::net::IpAddr,
    body: LoginBody,
) -> AppResult<(String, Account)> {
    count_login("password", password_login(state, ip, body).await)
}

/// Counts a login's outcome (`/metrics`: `skillcert_logins_total{kind, outcome}`): ok, refused
/// (a wrong password or code, no such account), throttled, invalid (a malformed body) or failed
/// (the server's own error).
fn count_login<T>(kind: &'static str, result: AppResult<T>) -> AppResult<T> {
    let outcome = match &result {
        Ok(_) => "ok",
        Err(AppError::TooManyRequests { .. }) => "throttled",
        Err(AppError::Validation(_) | AppError::BadRequest(_)) => "invalid",
        Err(AppError::Internal(_)) => "failed",
        Err(_) => "refused",
    };
    metrics::counter!(crate::metrics::LOGINS, "kind" => kind, "outcome" => outcome).increment(1);
    result
}

async fn password_login(
    state: &AppState,
    ip: std::net::IpAddr,
    body: LoginBody,
) -> AppResult<(String, Account)> {
    let Credentials { login, password } = body.try_into()?;
    let found = db::users::find_by_login(&state.db, &login)
        .await?
        .filter(|u| u.id != state.guest_user_id);
    // The account as resolved (username, phone and e-mail share its count); a name that names
    // no account is counted by itself, so a caller cannot tell the two apart.
    let account = match &found {
        Some(user) => format!("user:{}", user.id),
        None => format!("name:{}", login.to_lowercase()),
    };
    let address = ip.to_string();
    let pair = format!("{account}@{address}");
    let (per_pair, per_account) = settings::login_policies(state).await?;
    limits::LOGIN_PAIR
        .take_under(state, &pair, &per_pair)
        .await?;
    limits::LOGIN_ACCOUNT
        .take_under(state, &account, &per_account)
        .await?;
    let in_window = limits::LOGIN_ADDRESS.take(state, &address).await?;
    let stored = found
        .as_ref()
        .map_or_else(|| state.dummy_hash.to_string(), |u| u.password_hash.clone());
    let matches = password::verify(password, stored).await?;
    match found {
        Some(user) if matches => {
            limits::LOGIN_PAIR.clear(state, &pair).await?;
            limits::LOGIN_ACCOUNT.clear(state, &account).await?;
            limits::LOGIN_ADDRESS.give_back(state, &address).await?;
            tracing::info!(user_id = user.id, "login");
            open_session(state, user, Some(("密码登录", ip))).await
        }
        _ => {
            login_failed(state, ip, "密码错误", found.as_ref(), &login).await?;
            tokio::time::sleep(limits::login_failure_delay(in_window)).await;
            Err(AppError::Unauthorized(refusals::LOGIN_FAILED.into()))
        }
    }
}

/// A session of the built-in guest account (role guest).
/// At most `limits::GUEST_ADDRESS` per client address.
pub async fn guest(state: &AppState, ip: std::net::IpAddr) -> AppResult<(String, Account)> {
    limits::GUEST_ADDRESS.take(state, &ip.to_string()).await?;
    let user = db::users::find(&state.db, state.guest_user_id)
        .await?
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("guest account missing")))?;
    open_session(state, user, None).await
}

/// The live session a bearer token opens: from the cache while it lasts, else read with the
/// account's roles and permissions (and cached). An unknown or expired token is 401.
pub async fn session(state: &AppState, token: &str) -> AppResult<Session> {
    let token_hash = auth::hash_token(token);
    let now = state.clock.now_ms();
    if let Some(cached) = state.caches.sessions.get(&token_hash)
        && cached.expires_at > now
    {
        return Ok(cached);
    }
    let holder = db::sessions::holder(&state.db, &token_hash, now)
        .await?
        .ok_or_else(|| AppError::Unauthorized(refusals::SESSION_EXPIRED.into()))?;
    let session = Session {
        user_id: holder.user_id,
        token_hash: token_hash.clone(),
        roles: holder.roles,
        permissions: holder.permissions,
        expires_at: holder.expires_at,
        must_change_password: holder.must_change_password,
        address: None,
    };
    state.caches.sessions.insert(token_hash, session.clone());
    Ok(session)
}

/// Ends one session.
pub async fn logout(state: &AppState, session: &Session) -> AppResult<()> {
    db::sessions::revoke(&state.db, &session.token_hash).await?;
    state.caches.session_ended(&session.token_hash);
    Ok(())
}

/// The phone of a request, checked with the forgot-password messages.
pub fn phone_of(phone: &Option<String>) -> AppResult<Phone> {
    let mut errors = FieldErrors::new();
    let parsed = errors.check(
        "phone",
        rules::phone(
            phone,
            refusals::PHONE_REQUIRED_FORGOT,
            refusals::PHONE_INVALID,
        ),
    );
    errors.finish(|| parsed)
}

/// Sends a 6-digit code to a registered phone; limited per client address (`limits::SMS_ADDRESS`,
/// asking for unregistered phones counts too) and per phone (`sms_codes::send_code`).
pub async fn send_sms_code(
    state: &AppState,
    ip: std::net::IpAddr,
    phone: &Option<String>,
    purpose: Purpose,
) -> AppResult<()> {
    let phone = phone_of(phone)?;
    let address = ip.to_string();
    limits::SMS_ADDRESS.take(state, &address).await?;
    if db::users::find_by_phone(&state.db, phone.as_str())
        .await?
        .is_none()
    {
        return Err(AppError::NotFound(refusals::PHONE_NOT_REGISTERED.into()));
    }
    if let Err(err) = sms_codes::send_code(state, phone.as_str(), purpose).await {
        // Not sent: the attempt does not count against the address.
        limits::SMS_ADDRESS.give_back(state, &address).await?;
        return Err(err);
    }
    Ok(())
}

/// Checks a code without using it up (forgot-password step 1).
pub async fn verify_sms_code(
    state: &AppState,
    phone: &Option<String>,
    purpose: Purpose,
    code: &Option<String>,
) -> AppResult<()> {
    let phone = phone_of(phone)?;
    let code =
        rules::present(code).ok_or_else(|| AppError::field("code", refusals::SMS_CODE_REQUIRED))?;
    sms_codes::check_code(state, phone.as_str(), purpose, code).await?;
    Ok(())
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct PhoneLoginBody {
    pub phone: Option<String>,
    pub code: Option<String>,
}

/// A phone and the SMS code sent to it, as checked.
pub struct PhoneCode {
    pub phone: Phone,
    pub code: String,
}

impl TryFrom<PhoneLoginBody> for PhoneCode {
    type Error = AppError;

    fn try_from(body: PhoneLoginBody) -> AppResult<Self> {
        let phone = phone_of(&body.phone)?;
        let code = rules::present(&body.code)
            .ok_or_else(|| AppError::field("code", refusals::SMS_CODE_REQUIRED))?;
        Ok(Self {
            phone,
            code: code.to_string(),
        })
    }
}

/// Logs in with a phone and an SMS code sent with purpose `login`.
pub async fn phone_login(
    state: &AppState,
    ip: IpAddr,
    body: PhoneLoginBody,
) -> AppResult<(String, Account)> {
    count_login("sms", code_login(state, ip, body).await)
}

async fn code_login(
    state: &AppState,
    ip: IpAddr,
    body: PhoneLoginBody,
) -> AppResult<(String, Account)> {
    let PhoneCode { phone, code } = body.try_into()?;
    let taken = sms_codes::take_code(state, phone.as_str(), Purpose::Login, &code).await;
    let user = db::users::find_by_phone(&state.db, phone.as_str()).await?;
    if let Err(err) = taken {
        if matches!(err, AppError::Validation(_) | AppError::BadRequest(_)) {
            let masked = crate::domain::identity::masked_phone(phone.as_str());
            login_failed(state, ip, "验证码错误", user.as_ref(), &masked).await?;
        }
        return Err(err);
    }
    let user = user.ok_or_else(|| AppError::NotFound(refusals::PHONE_NOT_REGISTERED.into()))?;
    open_session(state, user, Some(("验证码登录", ip))).await
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResetPasswordBody {
    pub phone: Option<String>,
    pub code: Option<String>,
    pub new_password: Option<String>,
}

/// A password reset by phone as checked.
pub struct PhoneReset {
    pub phone: Phone,
    pub code: String,
    pub new_password: String,
}

impl TryFrom<ResetPasswordBody> for PhoneReset {
    type Error = AppError;

    fn try_from(body: ResetPasswordBody) -> AppResult<Self> {
        let phone = phone_of(&body.phone)?;
        let mut errors = FieldErrors::new();
        let code = rules::present(&body.code).map(str::to_string);
        if code.is_none() {
            errors.add("code", refusals::SMS_CODE_REQUIRED);
        }
        match rules::new_password(&body.new_password) {
            Err(refusals::PASSWORD_REQUIRED) => {
                errors.add("newPassword", refusals::PASSWORD_NEW_REQUIRED_RESET)
            }
            Err(message) => errors.add("newPassword", message),
            Ok(()) => {}
        }
        errors.finish(|| {
            Some(Self {
                phone,
                code: code?,
                new_password: body.new_password?,
            })
        })
    }
}

/// Sets a new password with an SMS code sent with purpose `reset`; every session of the account ends.
pub async fn reset_password(
    state: &AppState,
    ip: IpAddr,
    body: ResetPasswordBody,
) -> AppResult<()> {
    let PhoneReset {
        phone,
        code,
        new_password: password,
    } = body.try_into()?;
    sms_codes::take_code(state, phone.as_str(), Purpose::Reset, &code).await?;
    let user = db::users::find_by_phone(&state.db, phone.as_str())
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::PHONE_NOT_REGISTERED.into()))?;
    let hash = password::hash(password).await?;
    let mut work = Work::by(state, Actor::person(user.id, Some(ip))).await?;
    new_password(&mut work, user.id, hash).await?;
    let entry = about_account(&user, Kind::Account, "短信验证重置密码");
    work.audit(entry).await?;
    work.commit().await?;
    tracing::info!(user_id = user.id, "password reset by phone");
    Ok(())
}

use crate::service::profile::Form;
pub use crate::service::profile::ProfileBody;

/// Changes a profile. A teacher's name is shown beside their courses.
pub async fn update_profile(
    state: &AppState,
    session: &Session,
    body: ProfileBody,
) -> AppResult<Account> {
    let mut errors = FieldErrors::new();
    let change = body.parse(Form::Own, state.clock.now_ms(), &mut errors);
    let change = errors.finish(|| change)?;
    let mut work = Work::by(state, session.actor()).await?;
    let updated = db::users::update_profile(&work.tx, session.user_id, change, work.now)
        .await
        .map_err(|err| match err {
            DbError::NotFound => AppError::unauthorized(),
            err => AppError::unique_field(err, &ACCOUNT_UNIQUE),
        })?;
    let entry = about_account(&updated, Kind::Account, "修改个人资料");
    work.audit(entry).await?;
    work.changed(Change::Profile {
        user: session.user_id,
    });
    work.commit().await?;
    account(&state.db, updated).await
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasswordBody {
    pub old_password: Option<String>,
    pub new_password: Option<String>,
}

/// A password change as checked: the current password and a strong new one.
pub struct PasswordChange {
    pub old: String,
    pub new: String,
}

impl TryFrom<PasswordBody> for PasswordChange {
    type Error = AppError;

    fn try_from(body: PasswordBody) -> AppResult<Self> {
        let mut errors = FieldErrors::new();
        for (field, message) in rules::password_change(&body.old_password, &body.new_password) {
            errors.add(field, message);
        }
        errors.into_result()?;
        Ok(Self {
            old: body.old_password.unwrap_or_default(),
            new: body.new_password.unwrap_or_default(),
        })
    }
}

/// Changes the caller's password; the caller's other sessions end, this one stays.
pub async fn change_password(
    state: &AppState,
    session: &Session,
    body: PasswordBody,
) -> AppResult<()> {
    let PasswordChange { old, new } = body.try_into()?;
    let user = db::users::find(&state.db, session.user_id)
        .await?
        .ok_or_else(AppError::unauthorized)?;
    if !password::verify(old, user.password_hash.clone()).await? {
        return Err(AppError::field(
            "oldPassword",
            refusals::PASSWORD_CHANGE_FAILED,
        ));
    }
    let hash = password::hash(new).await?;
    let mut work = Work::by(state, session.actor()).await?;
    db::users::set_password_hash(&work.tx, user.id, hash, work.now).await?;
    db::sessions::revoke_others(&work.tx, user.id, &session.token_hash).await?;
    let entry = about_account(&user, Kind::Account, "修改密码");
    work.audit(entry).await?;
    work.changed(Change::SessionsRevoked { user: user.id });
    work.commit().await?;
    tracing::info!(user_id = user.id, "password changed");
    Ok(())
}

/// Deletes the caller's own account with its sessions, private files, personal data and
/// learning records.
pub async fn delete_account(state: &AppState, session: &Session, id: i64) -> AppResult<()> {
    if id != session.user_id {
        return Err(AppError::Forbidden(refusals::ACCOUNT_NOT_OWN.into()));
    }
    // The last administrator cannot leave (as on the administrator's page).
    delete_user(state, session, id).await?;
    tracing::info!(user_id = id, "account deleted");
    Ok(())
}

/// Deletes an account with its sessions, personal data and learning records (refused for the
/// last administrator) as `session` asks (the account's holder or an administrator); its private
/// files' bytes go once the account is gone for good.
pub(crate) async fn delete_user(state: &AppState, session: &Session, id: i64) -> AppResult<()> {
    let private = db::files::private_of(&state.db, id).await?;
    let mut work = Work::by(state, session.actor()).await?;
    let user = db::users::find(&work.tx, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::USER_NOT_FOUND.into()))?;
    let entry = about_account(&user, Kind::Deletion, "删除账号");
    // Written first: the actor's name is read while the account (perhaps their own) still is.
    work.audit(entry).await?;
    db::roles::delete_user(&work.tx, id)
        .await
        .map_err(|err| role_change_error(err, "id"))?;
    work.changed(Change::AccountDeleted { user: id });
    work.commit().await?;
    for file in private {
        files::delete_record(state, file).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn dates_of_milliseconds_are_china_dates() {
        assert_eq!(crate::domain::calendar::date_of_ms(0), "1970-01-01");
        // 1990-05-17 00:00 in China is 1990-05-16 16:00 UTC.
        assert_eq!(
            crate::domain::calendar::date_of_ms(642_873_600_000),
            "1990-05-17"
        );
        assert_eq!(
            crate::domain::calendar::date_of_ms(951_753_600_000),
            "2000-02-29"
        );
    }
}
