//! `/api/v0/user`: register, log in (password, phone, guest), log out, profile, password, the
//! person's copy of their data, delete.

use axum::Router;
use axum::extract::{Path, State};
use axum::response::Response;
use axum::routing::{delete, get, post};
use serde_json::Value;

use crate::api::views::{LoginAnswer, UserView, user_view};
use crate::api::{Answer, ApiJson, ok, streamed};
use crate::auth::{ClientAddr, Member, Session};
use crate::error::AppError;
use crate::service::accounts::{
    self, LoginBody, PasswordBody, PhoneLoginBody, ProfileBody, RegisterBody, ResetPasswordBody,
};
use crate::service::{AppState, personal_data};

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
        .route("/user/data-export", get(data_export))
        .route("/user/{id}", delete(delete_account))
}

/// Registers a learner (role student).
#[utoipa::path(post, path = "/api/v0/user/register", tag = "user", request_body = RegisterBody,
    responses((status = 200, body = UserView), (status = 400, description = "validation, data.fields"),
        (status = 409, description = "用户名已存在 / 手机号已被注册 / 邮箱已被注册"),
        (status = 429, description = "too many registrations from this address; data.retryAfter seconds")))]
pub async fn register(
    State(state): State<AppState>,
    ClientAddr(ip): ClientAddr,
    ApiJson(body): ApiJson<RegisterBody>,
) -> Answer {
    Ok(ok(user_view(accounts::register(&state, ip, body).await?)))
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
    let opened = accounts::login(&state, ip, body).await?;
    Ok(ok(LoginAnswer::new(opened)))
}

/// Guest entry: a session of the built-in guest account (role guest). The client holds no credentials.
/// The session lasts a day; at most 30 guest entries per client address in 10 minutes.
#[utoipa::path(post, path = "/api/v0/user/guest", tag = "user", responses((status = 200, body = LoginAnswer),
    (status = 429, description = "too many guest entries from this address")))]
pub async fn guest(State(state): State<AppState>, ClientAddr(ip): ClientAddr) -> Answer {
    let opened = accounts::guest(&state, ip).await?;
    Ok(ok(LoginAnswer::new(opened)))
}

/// Ends the caller's session.
#[utoipa::path(post, path = "/api/v0/user/logout", tag = "user", security(("bearer" = [])),
    responses((status = 200), (status = 401)))]
pub async fn logout(State(state): State<AppState>, session: Session) -> Answer {
    accounts::logout(&state, &session).await?;
    Ok(ok(Value::Null))
}

/// Logs in with a phone and an SMS code sent with purpose `login`.
#[utoipa::path(post, path = "/api/v0/user/login/phone", tag = "user", request_body = PhoneLoginBody,
    responses((status = 200, body = LoginAnswer), (status = 400, description = "验证码错误 / 验证码已过期，请重新获取")))]
pub async fn phone_login(
    State(state): State<AppState>,
    ClientAddr(ip): ClientAddr,
    ApiJson(body): ApiJson<PhoneLoginBody>,
) -> Answer {
    let opened = accounts::phone_login(&state, ip, body).await?;
    Ok(ok(LoginAnswer::new(opened)))
}

/// Sets a new password with an SMS code sent with purpose `reset`; every session of the account ends.
#[utoipa::path(post, path = "/api/v0/user/password/reset", tag = "user", request_body = ResetPasswordBody,
    responses((status = 200), (status = 400)))]
pub async fn reset_password(
    State(state): State<AppState>,
    ClientAddr(ip): ClientAddr,
    ApiJson(body): ApiJson<ResetPasswordBody>,
) -> Answer {
    accounts::reset_password(&state, ip, body).await?;
    Ok(ok(Value::Null))
}

/// The caller's profile.
#[utoipa::path(get, path = "/api/v0/user", tag = "user", security(("bearer" = [])),
    responses((status = 200, body = UserView), (status = 401)))]
pub async fn me(State(state): State<AppState>, session: Session) -> Answer {
    Ok(ok(user_view(accounts::me(&state, &session).await?)))
}

/// Changes the caller's profile. Guests may not.
#[utoipa::path(put, path = "/api/v0/user", tag = "user", security(("bearer" = [])), request_body = ProfileBody,
    responses((status = 200, body = UserView), (status = 400), (status = 401), (status = 403), (status = 409)))]
pub async fn update_me(
    State(state): State<AppState>,
    Member(session): Member,
    ApiJson(body): ApiJson<ProfileBody>,
) -> Answer {
    Ok(ok(user_view(
        accounts::update_profile(&state, &session, body).await?,
    )))
}

/// Everything the platform holds about the caller as one .zip (说明.txt, data/<table>.json, files/);
/// streamed. 5 an hour per account; guests may not. Recorded in the audit log.
#[utoipa::path(get, path = "/api/v0/user/data-export", tag = "user", security(("bearer" = [])),
    responses((status = 200, description = "the archive", content_type = "application/zip"), (status = 401),
        (status = 403), (status = 429, description = "下载个人数据过于频繁，请{seconds}秒后重试; data.retryAfter seconds")))]
pub async fn data_export(
    State(state): State<AppState>,
    Member(session): Member,
) -> Result<Response, AppError> {
    let (name, body) = personal_data::export(&state, &session).await?;
    Ok(streamed(body, "application/zip", &name))
}

/// Changes the caller's password; the caller's other sessions end, this one stays.
#[utoipa::path(post, path = "/api/v0/user/password", tag = "user", security(("bearer" = [])), request_body = PasswordBody,
    responses((status = 200), (status = 400, description = "rules, or 密码修改失败，请确认当前密码是否正确"), (status = 401), (status = 403)))]
pub async fn change_password(
    State(state): State<AppState>,
    Member(session): Member,
    ApiJson(body): ApiJson<PasswordBody>,
) -> Answer {
    accounts::change_password(&state, &session, body).await?;
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
    accounts::delete_account(&state, &session, id).await?;
    Ok(ok(Value::Null))
}
