//! `/api/v0/user`: register, log in (password, phone, guest), log out, profile, password, delete.

use axum::Router;
use axum::extract::{Path, State};
use axum::routing::{delete, get, post};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::api::{Answer, ApiJson, ok};
use crate::auth::{self, ClientAddr, Member, Session, password};
use crate::db::{self, Db, now_ms, throttle::Policy, users::User};
use crate::domain::{roles, rules};
use crate::error::{AppError, AppResult, FieldErrors};
use crate::sms::{self, Purpose};
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/user", get(me).put(update_me))
        .route("/user/register", post(register))
        .route("/user/login", post(login))
        .route("/user/login/phone", post(phone_login))
        .route("/user/guest", post(guest))
        .route("/user/logout", post(logout))
        .route("/user/password", post(change_password))
        .route("/user/password/reset", post(reset_password))
        .route("/user/{id}", delete(delete_account))
}

/// A user as the API shows it (never the password hash).
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserView {
    id: i64,
    username: String,
    name: Option<String>,
    gender: Option<String>,
    email: Option<String>,
    phone: Option<String>,
    id_card: Option<String>,
    /// YYYY-MM-DD
    birth_date: Option<String>,
    education: Option<String>,
    degree: Option<String>,
    work_unit: Option<String>,
    work_experience: Option<i32>,
    address: Option<String>,
    invite_code: Option<String>,
    /// Sorted by priority: admin, distributor, teacher, finance, reviewer, student, guest.
    roles: Vec<String>,
    permissions: Vec<String>,
    created_at: i64,
    updated_at: i64,
}

pub async fn user_view(db: &Db, user: User) -> AppResult<UserView> {
    let roles = db::users::roles_of(db, user.id).await?;
    let permissions = db::users::permissions_of(db, user.id).await?;
    Ok(UserView {
        id: user.id,
        username: user.username,
        name: user.name,
        gender: user.gender,
        email: user.email,
        phone: user.phone,
        id_card: user.id_card,
        birth_date: user.birth_date,
        education: user.education,
        degree: user.degree,
        work_unit: user.work_unit,
        work_experience: user.work_experience,
        address: user.address,
        invite_code: user.invite_code,
        roles,
        permissions,
        created_at: user.created_at,
        updated_at: user.updated_at,
    })
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct LoginAnswer {
    token: String,
    user: UserView,
    /// Sorted by priority; the first is the active role.
    roles: Vec<String>,
}

/// Opens a 7-day session for the user and answers `{token, user, roles}`.
async fn open_session(db: &Db, user: User) -> Answer {
    let (token, hash) = auth::new_token();
    db::sessions::create(db, user.id, hash).await?;
    let user = user_view(db, user).await?;
    let roles = user.roles.clone();
    Ok(ok(LoginAnswer { token, user, roles }))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegisterBody {
    username: Option<String>,
    phone: Option<String>,
    email: Option<String>,
    password: Option<String>,
    /// Optional; exactly 12 letters or digits; null when empty.
    invite_code: Option<String>,
}

/// Registers a learner (role student).
#[utoipa::path(post, path = "/api/v0/user/register", tag = "user", request_body = RegisterBody,
    responses((status = 200, body = UserView), (status = 400, description = "validation, data.fields"),
        (status = 409, description = "用户名已存在 / 手机号已被注册 / 邮箱已被注册")))]
pub async fn register(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<RegisterBody>,
) -> Answer {
    let mut errors = FieldErrors::new();
    errors.check("username", rules::username(&body.username));
    errors.check(
        "phone",
        rules::phone(&body.phone, "请输入手机号", "请输入正确的手机号"),
    );
    errors.check(
        "email",
        rules::email(&body.email, "请输入邮箱", "请输入正确的邮箱格式"),
    );
    errors.check("password", rules::new_password(&body.password));
    errors.check("inviteCode", rules::invite_code(&body.invite_code));
    errors.into_result()?;
    let present = |v: &Option<String>| rules::present(v).map(str::to_string);
    let new = db::users::NewUser {
        username: present(&body.username).unwrap_or_default(),
        phone: present(&body.phone),
        email: present(&body.email).map(|e| e.to_lowercase()),
        password_hash: password::hash(body.password.unwrap_or_default()).await?,
        invite_code: present(&body.invite_code),
    };
    let created = db::users::create_user(&state.db, new, &[roles::STUDENT]).await?;
    tracing::info!(user_id = created.id, "registered");
    Ok(ok(user_view(&state.db, created).await?))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct LoginBody {
    /// Username, phone or e-mail.
    username: Option<String>,
    password: Option<String>,
}

/// Per account: 5 failures in 15 minutes lock it for 5 minutes.
const ACCOUNT_POLICY: Policy = Policy {
    limit: 5,
    window_ms: 15 * 60_000,
    lock_ms: 5 * 60_000,
};
/// Per client address: 20 failures in 15 minutes lock it for 15 minutes.
const ADDRESS_POLICY: Policy = Policy {
    limit: 20,
    window_ms: 15 * 60_000,
    lock_ms: 15 * 60_000,
};

fn throttled(ms: i64) -> AppError {
    let secs = (ms as u64).div_ceil(1000);
    AppError::TooManyRequests {
        message: format!("登录尝试过于频繁，请{secs}秒后重试"),
        retry_after_secs: secs,
    }
}

/// Logs in with username, phone or e-mail and password. Throttled per account and per address.
#[utoipa::path(post, path = "/api/v0/user/login", tag = "user", request_body = LoginBody,
    responses((status = 200, body = LoginAnswer), (status = 400), (status = 401, description = "用户名或密码错误"),
        (status = 429, description = "too many failures; data.retryAfter seconds")))]
pub async fn login(
    State(state): State<AppState>,
    ClientAddr(ip): ClientAddr,
    ApiJson(body): ApiJson<LoginBody>,
) -> Answer {
    let mut errors = FieldErrors::new();
    if rules::present(&body.username).is_none() {
        errors.add("username", "请输入用户名！");
    }
    if body.password.as_deref().unwrap_or_default().is_empty() {
        errors.add("password", "请输入密码！");
    }
    errors.into_result()?;
    let login = rules::present(&body.username)
        .unwrap_or_default()
        .to_string();
    let password = body.password.unwrap_or_default();
    let account_key = format!("login:account:{}", login.to_lowercase());
    let address_key = format!("login:address:{ip}");
    let now = now_ms();
    for key in [&account_key, &address_key] {
        if let Some(ms) = db::throttle::locked_for(&state.db, key, now).await? {
            return Err(throttled(ms));
        }
    }
    let found = db::users::find_by_login(&state.db, &login)
        .await?
        .filter(|u| u.id != state.guest_user_id);
    let stored = found
        .as_ref()
        .map_or_else(|| state.dummy_hash.to_string(), |u| u.password_hash.clone());
    let matches = password::verify(password, stored).await?;
    match found {
        Some(user) if matches => {
            db::throttle::reset(&state.db, &account_key).await?;
            tracing::info!(user_id = user.id, "login");
            open_session(&state.db, user).await
        }
        _ => {
            db::throttle::hit(&state.db, &account_key, &ACCOUNT_POLICY, now).await?;
            db::throttle::hit(&state.db, &address_key, &ADDRESS_POLICY, now).await?;
            Err(AppError::Unauthorized("用户名或密码错误".into()))
        }
    }
}

/// Guest entry: a session of the built-in guest account (role guest). The client holds no credentials.
#[utoipa::path(post, path = "/api/v0/user/guest", tag = "user", responses((status = 200, body = LoginAnswer)))]
pub async fn guest(State(state): State<AppState>) -> Answer {
    let user = db::users::find(&state.db, state.guest_user_id)
        .await?
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("guest account missing")))?;
    open_session(&state.db, user).await
}

/// Ends the caller's session.
#[utoipa::path(post, path = "/api/v0/user/logout", tag = "user", security(("bearer" = [])),
    responses((status = 200), (status = 401)))]
pub async fn logout(State(state): State<AppState>, session: Session) -> Answer {
    db::sessions::revoke(&state.db, &session.token_hash).await?;
    state.sessions.remove(&session.token_hash);
    Ok(ok(Value::Null))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct PhoneLoginBody {
    phone: Option<String>,
    code: Option<String>,
}

/// Logs in with a phone and an SMS code sent with purpose `login`.
#[utoipa::path(post, path = "/api/v0/user/login/phone", tag = "user", request_body = PhoneLoginBody,
    responses((status = 200, body = LoginAnswer), (status = 400, description = "验证码错误 / 验证码已过期，请重新获取")))]
pub async fn phone_login(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<PhoneLoginBody>,
) -> Answer {
    let phone = super::sms::phone_of(&body.phone)?;
    let code =
        rules::present(&body.code).ok_or_else(|| AppError::field("code", "请输入验证码！"))?;
    sms::take_code(&state.db, &phone, Purpose::Login, code).await?;
    let user = db::users::find_by_phone(&state.db, &phone)
        .await?
        .ok_or_else(|| AppError::NotFound("该手机号未注册".into()))?;
    open_session(&state.db, user).await
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResetPasswordBody {
    phone: Option<String>,
    code: Option<String>,
    new_password: Option<String>,
}

/// Sets a new password with an SMS code sent with purpose `reset`; every session of the account ends.
#[utoipa::path(post, path = "/api/v0/user/password/reset", tag = "user", request_body = ResetPasswordBody,
    responses((status = 200), (status = 400)))]
pub async fn reset_password(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<ResetPasswordBody>,
) -> Answer {
    let phone = super::sms::phone_of(&body.phone)?;
    let mut errors = FieldErrors::new();
    if rules::present(&body.code).is_none() {
        errors.add("code", "请输入验证码！");
    }
    match rules::new_password(&body.new_password) {
        Err("请输入密码") => errors.add("newPassword", "请输入新密码！"),
        Err(message) => errors.add("newPassword", message),
        Ok(()) => {}
    }
    errors.into_result()?;
    sms::take_code(
        &state.db,
        &phone,
        Purpose::Reset,
        rules::present(&body.code).unwrap_or_default(),
    )
    .await?;
    let user = db::users::find_by_phone(&state.db, &phone)
        .await?
        .ok_or_else(|| AppError::NotFound("该手机号未注册".into()))?;
    let hash = password::hash(body.new_password.unwrap_or_default()).await?;
    db::users::set_password_hash(&state.db, user.id, hash).await?;
    db::sessions::revoke_all(&state.db, user.id).await?;
    state.forget_sessions_of(user.id);
    tracing::info!(user_id = user.id, "password reset by phone");
    Ok(ok(Value::Null))
}

/// The caller's profile.
#[utoipa::path(get, path = "/api/v0/user", tag = "user", security(("bearer" = [])),
    responses((status = 200, body = UserView), (status = 401)))]
pub async fn me(State(state): State<AppState>, session: Session) -> Answer {
    let user = db::users::find(&state.db, session.user_id)
        .await?
        .ok_or_else(AppError::unauthorized)?;
    Ok(ok(user_view(&state.db, user).await?))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProfileBody {
    username: Option<String>,
    name: Option<String>,
    gender: Option<String>,
    email: Option<String>,
    phone: Option<String>,
    id_card: Option<String>,
    /// YYYY-MM-DD
    birth_date: Option<String>,
    /// Date of birth as milliseconds since the epoch (read back as birthDate).
    birth: Option<i64>,
    education: Option<String>,
    degree: Option<String>,
    work_unit: Option<String>,
    /// Whole years: a number or a string of digits.
    #[schema(value_type = Option<i32>)]
    work_experience: Option<Value>,
    address: Option<String>,
}

/// `YYYY-MM-DD` of a millisecond timestamp, in China time (UTC+8).
fn date_of_ms(ms: i64) -> String {
    let days = (ms + 8 * 3_600_000).div_euclid(86_400_000);
    // Civil-from-days (Howard Hinnant).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

/// Checks a profile change field by field; a field left out stays as it is, a required field sent
/// blank is an error. Values are trimmed.
fn profile_change(body: ProfileBody) -> AppResult<db::users::ProfileChange> {
    let mut errors = FieldErrors::new();
    let trimmed = |v: Option<String>| v.map(|s| s.trim().to_string());
    let (username, name) = (trimmed(body.username), trimmed(body.name));
    for (field, value) in [("username", &username), ("name", &name)] {
        match value.as_deref() {
            Some("") => errors.add(field, "用户名和姓名为必填项"),
            Some(v) if !(2..=20).contains(&v.chars().count()) => {
                errors.add(field, "长度在 2 到 20 个字符")
            }
            _ => {}
        }
    }
    if let Some(u) = username.as_deref().filter(|u| !u.is_empty()) {
        errors.check("username", rules::username(&Some(u.to_string())));
    }
    let email = trimmed(body.email);
    if let Some(e) = &email {
        errors.check(
            "email",
            rules::email(
                &Some(e.clone()),
                "请输入正确的邮箱地址",
                "请输入正确的邮箱地址",
            ),
        );
    }
    let phone = trimmed(body.phone);
    if let Some(p) = &phone {
        errors.check(
            "phone",
            rules::phone(
                &Some(p.clone()),
                "请输入正确的手机号码",
                "请输入正确的手机号码",
            ),
        );
    }
    let id_card = trimmed(body.id_card).map(|v| v.to_uppercase());
    if id_card
        .as_deref()
        .is_some_and(|card| !rules::is_id_card(card))
    {
        errors.add("idCard", "请输入正确的身份证号");
    }
    let mut birth_date = trimmed(body.birth_date).or(body.birth.map(date_of_ms));
    if let Some(date) = &birth_date {
        if !rules::is_date(date) {
            errors.add("birthDate", "请选择出生日期");
        }
    } else if let Some(card) = &id_card {
        birth_date = rules::birth_date_from_id_card(card);
    }
    let education = trimmed(body.education);
    if let Some(e) = education
        .as_deref()
        .filter(|e| !rules::EDUCATION.contains(e))
    {
        errors.add(
            "education",
            if e.is_empty() {
                "请选择学历"
            } else {
                "学历选项无效"
            },
        );
    }
    let degree = trimmed(body.degree);
    if let Some(d) = degree.as_deref().filter(|d| !rules::DEGREE.contains(d)) {
        errors.add(
            "degree",
            if d.is_empty() {
                "请选择学位"
            } else {
                "学位选项无效"
            },
        );
    }
    let work_experience = match body.work_experience {
        None | Some(Value::Null) => None,
        Some(Value::Number(n)) => match n.as_u64().and_then(|n| i32::try_from(n).ok()) {
            Some(years) if years <= 80 => Some(years),
            _ => {
                errors.add("workExperience", "工作年限必须为数字");
                None
            }
        },
        Some(Value::String(s)) if s.trim().is_empty() => None,
        Some(Value::String(s)) => match s.trim().parse::<u8>() {
            Ok(years) if s.trim().bytes().all(|b| b.is_ascii_digit()) && years <= 80 => {
                Some(i32::from(years))
            }
            _ => {
                errors.add("workExperience", "工作年限必须为数字");
                None
            }
        },
        Some(_) => {
            errors.add("workExperience", "工作年限必须为数字");
            None
        }
    };
    errors.into_result()?;
    Ok(db::users::ProfileChange {
        username,
        name,
        gender: trimmed(body.gender),
        phone,
        email: email.map(|e| e.to_lowercase()),
        id_card,
        birth_date,
        education,
        degree,
        work_unit: trimmed(body.work_unit),
        work_experience,
        address: trimmed(body.address),
    })
}

/// Changes the caller's profile. Guests may not.
#[utoipa::path(put, path = "/api/v0/user", tag = "user", security(("bearer" = [])), request_body = ProfileBody,
    responses((status = 200, body = UserView), (status = 400), (status = 401), (status = 403), (status = 409)))]
pub async fn update_me(
    State(state): State<AppState>,
    Member(session): Member,
    ApiJson(body): ApiJson<ProfileBody>,
) -> Answer {
    let change = profile_change(body)?;
    let updated = db::users::update_profile(&state.db, session.user_id, change).await?;
    // A teacher's name is shown beside their courses.
    state.catalogue.invalidate();
    Ok(ok(user_view(&state.db, updated).await?))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasswordBody {
    old_password: Option<String>,
    new_password: Option<String>,
}

/// Changes the caller's password; the caller's other sessions end, this one stays.
#[utoipa::path(post, path = "/api/v0/user/password", tag = "user", security(("bearer" = [])), request_body = PasswordBody,
    responses((status = 200), (status = 400, description = "rules, or 密码修改失败，请确认当前密码是否正确"), (status = 401), (status = 403)))]
pub async fn change_password(
    State(state): State<AppState>,
    Member(session): Member,
    ApiJson(body): ApiJson<PasswordBody>,
) -> Answer {
    let mut errors = FieldErrors::new();
    for (field, message) in rules::password_change(&body.old_password, &body.new_password) {
        errors.add(field, message);
    }
    errors.into_result()?;
    let user = db::users::find(&state.db, session.user_id)
        .await?
        .ok_or_else(AppError::unauthorized)?;
    if !password::verify(body.old_password.unwrap_or_default(), user.password_hash).await? {
        return Err(AppError::field(
            "oldPassword",
            "密码修改失败，请确认当前密码是否正确",
        ));
    }
    let hash = password::hash(body.new_password.unwrap_or_default()).await?;
    db::users::set_password_hash(&state.db, user.id, hash).await?;
    db::sessions::revoke_others(&state.db, user.id, &session.token_hash).await?;
    state.forget_sessions_of(user.id);
    tracing::info!(user_id = user.id, "password changed");
    Ok(ok(Value::Null))
}

/// Deletes the caller's own account with its sessions, personal data and learning records.
#[utoipa::path(delete, path = "/api/v0/user/{id}", tag = "user", security(("bearer" = [])),
    params(("id" = i64, Path, description = "the caller's own user id")),
    responses((status = 200), (status = 401), (status = 403, description = "not your account, or a guest")))]
pub async fn delete_account(
    State(state): State<AppState>,
    Member(session): Member,
    Path(id): Path<i64>,
) -> Answer {
    if id != session.user_id {
        return Err(AppError::Forbidden("只能注销自己的账号".into()));
    }
    for file in db::files::private_of(&state.db, id).await? {
        super::file::delete_record(&state, file).await?;
    }
    db::users::delete(&state.db, id).await?;
    state.forget_sessions_of(id);
    state.unread.remove(&id);
    state.learners.remove(&id);
    state.catalogue.invalidate();
    tracing::info!(user_id = id, "account deleted");
    Ok(ok(Value::Null))
}

#[cfg(test)]
mod tests {
    #[test]
    fn dates_of_milliseconds_are_china_dates() {
        assert_eq!(super::date_of_ms(0), "1970-01-01");
        // 1990-05-17 00:00 in China is 1990-05-16 16:00 UTC.
        assert_eq!(super::date_of_ms(642_873_600_000), "1990-05-17");
        assert_eq!(super::date_of_ms(951_753_600_000), "2000-02-29");
    }
}
