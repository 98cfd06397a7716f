//! The administrator's settings: the public site name, the wizard's notice and payment accounts
//! for signed-in users, and the whole set with its history for administrators. The catalogue and
//! its rules are `service::settings`.

use std::collections::BTreeMap;

use axum::Router;
use axum::extract::State;
use axum::routing::get;

use crate::api::{Answer, ApiJson, ok};
use crate::auth::{Session, SettingsAdmin};
use crate::service::AppState;
use crate::service::settings::{self, Audience, ChangeView};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/site", get(site))
        .route("/enrolment/settings", get(signed_in))
        .route("/admin/settings", get(all).put(save))
        .route("/admin/settings/changes", get(history))
}

/// The settings anyone may read, before login: `siteName` (empty: the app's own name).
#[utoipa::path(get, path = "/api/v0/site", tag = "settings",
    responses((status = 200, body = BTreeMap<String, String>)))]
pub async fn site(State(state): State<AppState>) -> Answer {
    Ok(ok(settings::read(&state, Audience::Public).await?))
}

/// The settings a signed-in user reads: the site name, the registration notice and the payment
/// accounts the enrolment wizard shows.
#[utoipa::path(get, path = "/api/v0/enrolment/settings", tag = "settings", security(("bearer" = [])),
    responses((status = 200, body = BTreeMap<String, String>), (status = 401)))]
pub async fn signed_in(State(state): State<AppState>, _: Session) -> Answer {
    Ok(ok(settings::read(&state, Audience::SignedIn).await?))
}

/// Every setting (administrators): the above and the login-throttling limits
/// `loginFailuresPerAddress` (3–50, default 5), `loginFailuresPerAccount` (5–500, default 10) and
/// `loginLockMinutes` (1–1440, default 15).
#[utoipa::path(get, path = "/api/v0/admin/settings", tag = "settings", security(("bearer" = [])),
    responses((status = 200, body = BTreeMap<String, String>), (status = 401), (status = 403)))]
pub async fn all(State(state): State<AppState>, _: SettingsAdmin) -> Answer {
    Ok(ok(settings::read(&state, Audience::Administrators).await?))
}

/// Saves some settings: siteName (≤ 30), registrationNotice and paymentNote (≤ 5000),
/// wechatAccount, wechatQr, alipayAccount, alipayQr, bankName, bankAccountName, bankAccount
/// (≤ 500; QR values are uploaded files' URLs) and the three login limits (whole numbers in their
/// ranges). A refused key or value saves nothing. Each changed value is recorded in the history.
#[utoipa::path(put, path = "/api/v0/admin/settings", tag = "settings", security(("bearer" = [])),
    request_body = BTreeMap<String, String>,
    responses((status = 200, body = BTreeMap<String, String>), (status = 400), (status = 401), (status = 403)))]
pub async fn save(
    State(state): State<AppState>,
    SettingsAdmin(session): SettingsAdmin,
    ApiJson(body): ApiJson<BTreeMap<String, String>>,
) -> Answer {
    Ok(ok(settings::save(&state, &session, body).await?))
}

/// The latest 100 changes of the settings, newest first: key, from, to, by whom, when.
#[utoipa::path(get, path = "/api/v0/admin/settings/changes", tag = "settings", security(("bearer" = [])),
    responses((status = 200, body = Vec<ChangeView>), (status = 401), (status = 403)))]
pub async fn history(State(state): State<AppState>, _: SettingsAdmin) -> Answer {
    Ok(ok(settings::history(&state).await?))
}
