//! The administrator's settings (`/root/settings`): one catalogue of keys, each with its rule and
//! who may read it, and the one way to read and save them. The site name is public (headers and
//! titles, before login), the registration notice and payment accounts are read by signed-in
//! learners (the enrolment wizard), the login-throttling limits only by administrators — the
//! login service applies them. Saves are audited (`db::settings`) and cached until the next save.

use std::collections::BTreeMap;
use std::sync::Arc;

use crate::auth::Session;
use crate::db::{self, throttle::Policy};
use crate::domain::{audit, rules};
use crate::error::{AppError, AppResult, FieldErrors};
use crate::refusals;
use crate::service::AppState;
use crate::service::caches::Change;
use crate::service::work::Work;

/// Who may read a setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Audience {
    /// Anyone, before login (`GET /api/v0/site`).
    Public,
    /// Signed-in users (`GET /api/v0/enrolment/settings`).
    SignedIn,
    /// Administrators only.
    Administrators,
}

/// What a setting holds.
pub enum Kind {
    /// Text of at most so many characters; empty means "not set".
    Text { max: usize },
    /// A whole number in a range, with the value used until one is saved.
    Number { min: i64, max: i64, default: i64 },
}

pub struct Setting {
    pub key: &'static str,
    pub kind: Kind,
    pub audience: Audience,
}

const fn text(key: &'static str, max: usize, audience: Audience) -> Setting {
    Setting {
        key,
        kind: Kind::Text { max },
        audience,
    }
}

const fn number(key: &'static str, min: i64, max: i64, default: i64) -> Setting {
    Setting {
        key,
        kind: Kind::Number { min, max, default },
        audience: Audience::Administrators,
    }
}

/// Failed logins per account from one address before the pair is locked.
pub const LOGIN_FAILURES_PER_ADDRESS: &str = "loginFailuresPerAddress";
pub const DEFAULT_LOGIN_FAILURES_PER_ADDRESS: i64 = 5;
/// Failed logins per account from any address before the account is locked.
pub const LOGIN_FAILURES_PER_ACCOUNT: &str = "loginFailuresPerAccount";
pub const DEFAULT_LOGIN_FAILURES_PER_ACCOUNT: i64 = 10;
/// The window the failures are counted in and the length of the lock, in minutes.
pub const LOGIN_LOCK_MINUTES: &str = "loginLockMinutes";
pub const DEFAULT_LOGIN_LOCK_MINUTES: i64 = 15;

/// The private files (application documents, payment proofs) one account may keep, in MiB.
pub const PRIVATE_FILES_QUOTA_MB: &str = "privateFilesQuotaMb";
pub const DEFAULT_PRIVATE_FILES_QUOTA_MB: i64 = 200;

/// The length of one 学时, in minutes.
pub const STUDY_PERIOD_MINUTES: &str = "studyPeriodMinutes";
pub const DEFAULT_STUDY_PERIOD_MINUTES: i64 = 45;

/// How long camera snapshots are kept, in days; then they are deleted.
pub const SNAPSHOT_RETENTION_DAYS: &str = "snapshotRetentionDays";
pub const DEFAULT_SNAPSHOT_RETENTION_DAYS: i64 = 90;

/// How long ID-card images of settled applications are kept, in days; then they are deleted.
pub const ID_IMAGE_RETENTION_DAYS: &str = "idImageRetentionDays";
pub const DEFAULT_ID_IMAGE_RETENTION_DAYS: i64 = 365;

/// How long the audit log (操作日志) keeps its entries, in days; then they are deleted.
pub const AUDIT_RETENTION_DAYS: &str = "auditRetentionDays";

/// The training organisation a certificate names (and its verification page); empty: the site
/// name.
pub const CERTIFICATE_ORGANISATION: &str = "certificateOrganisation";
/// The seal printed on certificates: an uploaded image's `/files/…` address; empty: an empty
/// seal area to stamp by hand.
pub const CERTIFICATE_SEAL: &str = "certificateSeal";

/// Every setting, in the order the page shows them.
pub const CATALOGUE: &[Setting] = &[
    text("siteName", 30, Audience::Public),
    text(CERTIFICATE_ORGANISATION, 60, Audience::Administrators),
    text(CERTIFICATE_SEAL, 500, Audience::Administrators),
    text("registrationNotice", 5000, Audience::SignedIn),
    text("wechatAccount", 500, Audience::SignedIn),
    text("wechatQr", 500, Audience::SignedIn),
    text("alipayAccount", 500, Audience::SignedIn),
    text("alipayQr", 500, Audience::SignedIn),
    text("bankName", 500, Audience::SignedIn),
    text("bankAccountName", 500, Audience::SignedIn),
    text("bankAccount", 500, Audience::SignedIn),
    text("paymentNote", 5000, Audience::SignedIn),
    number(
        LOGIN_FAILURES_PER_ADDRESS,
        3,
        50,
        DEFAULT_LOGIN_FAILURES_PER_ADDRESS,
    ),
    number(
        LOGIN_FAILURES_PER_ACCOUNT,
        5,
        500,
        DEFAULT_LOGIN_FAILURES_PER_ACCOUNT,
    ),
    number(LOGIN_LOCK_MINUTES, 1, 1440, DEFAULT_LOGIN_LOCK_MINUTES),
    number(
        PRIVATE_FILES_QUOTA_MB,
        20,
        10240,
        DEFAULT_PRIVATE_FILES_QUOTA_MB,
    ),
    number(STUDY_PERIOD_MINUTES, 10, 120, DEFAULT_STUDY_PERIOD_MINUTES),
    number(
        SNAPSHOT_RETENTION_DAYS,
        1,
        1095,
        DEFAULT_SNAPSHOT_RETENTION_DAYS,
    ),
    number(
        ID_IMAGE_RETENTION_DAYS,
        30,
        3650,
        DEFAULT_ID_IMAGE_RETENTION_DAYS,
    ),
    number(
        AUDIT_RETENTION_DAYS,
        audit::MIN_RETENTION_DAYS,
        audit::MAX_RETENTION_DAYS,
        audit::DEFAULT_RETENTION_DAYS,
    ),
];

fn find(key: &str) -> Option<&'static Setting> {
    CATALOGUE.iter().find(|s| s.key == key)
}

/// Every setting with its value (saved, else empty text or the number's default), from the cache
/// when fresh.
async fn values(state: &AppState) -> AppResult<Arc<BTreeMap<String, String>>> {
    if let Some(values) = state.caches.site.get(&()) {
        return Ok(values);
    }
    let saved: BTreeMap<String, String> = db::settings::all(&state.db).await?.into_iter().collect();
    let values: Arc<BTreeMap<String, String>> = Arc::new(
        CATALOGUE
            .iter()
            .map(|s| {
                let value = saved.get(s.key).cloned().unwrap_or_else(|| match s.kind {
                    Kind::Text { .. } => String::new(),
                    Kind::Number { default, .. } => default.to_string(),
                });
                (s.key.to_string(), value)
            })
            .collect(),
    );
    state.caches.site.insert((), values.clone());
    Ok(values)
}

/// The settings an audience may read (an audience reads its own and the wider ones').
pub async fn read(state: &AppState, audience: Audience) -> AppResult<BTreeMap<String, String>> {
    let values = values(state).await?;
    Ok(CATALOGUE
        .iter()
        .filter(|s| s.audience <= audience)
        .map(|s| (s.key.to_string(), values[s.key].clone()))
        .collect())
}

/// A number setting's value (its default when the saved text is not a number in range).
async fn number_of(state: &AppState, key: &str) -> AppResult<i64> {
    let values = values(state).await?;
    let Some(Setting {
        kind: Kind::Number { min, max, default },
        ..
    }) = find(key)
    else {
        return Err(anyhow::anyhow!("{key} is not a number setting").into());
    };
    Ok(values[key]
        .parse::<i64>()
        .ok()
        .filter(|v| (*min..=*max).contains(v))
        .unwrap_or(*default))
}

/// The password-login limits as the administrator set them: (per account and address, per
/// account from anywhere). Each counts failures in the window and then locks for as long.
pub async fn login_policies(state: &AppState) -> AppResult<(Policy, Policy)> {
    let minutes = number_of(state, LOGIN_LOCK_MINUTES).await?;
    let window_ms = minutes * 60_000;
    let policy = |limit: i64| Policy {
        limit: i32::try_from(limit).unwrap_or(i32::MAX),
        window_ms,
        lock_ms: window_ms,
    };
    Ok((
        policy(number_of(state, LOGIN_FAILURES_PER_ADDRESS).await?),
        policy(number_of(state, LOGIN_FAILURES_PER_ACCOUNT).await?),
    ))
}

/// The length of one 学时 in minutes, as the administrator set it.
pub async fn study_period_minutes(state: &AppState) -> AppResult<i64> {
    number_of(state, STUDY_PERIOD_MINUTES).await
}

/// A text setting's value (empty when not set).
pub async fn text_of(state: &AppState, key: &str) -> AppResult<String> {
    Ok(values(state).await?.get(key).cloned().unwrap_or_default())
}

/// The training organisation certificates name: the setting, else the site name (else the
/// product's).
pub async fn certificate_organisation(state: &AppState) -> AppResult<String> {
    let named = text_of(state, CERTIFICATE_ORGANISATION).await?;
    if !named.trim().is_empty() {
        return Ok(named.trim().to_string());
    }
    let site = text_of(state, "siteName").await?;
    Ok(match site.trim() {
        "" => DEFAULT_SITE_NAME.to_string(),
        named => named.to_string(),
    })
}

/// The product's name when the administrator named the site nothing else (the web's default).
pub const DEFAULT_SITE_NAME: &str = "职业技能培训与认证平台";

/// How many days camera snapshots are kept, as the administrator set it.
pub async fn snapshot_retention_days(state: &AppState) -> AppResult<i64> {
    number_of(state, SNAPSHOT_RETENTION_DAYS).await
}

/// How many days ID-card images of settled applications are kept, as the administrator set it.
pub async fn id_image_retention_days(state: &AppState) -> AppResult<i64> {
    number_of(state, ID_IMAGE_RETENTION_DAYS).await
}

/// How many days the audit log keeps its entries, as the administrator set it.
pub async fn audit_retention_days(state: &AppState) -> AppResult<i64> {
    number_of(state, AUDIT_RETENTION_DAYS).await
}

/// How many bytes of private files one account may keep, as the administrator set it.
pub async fn private_files_quota(state: &AppState) -> AppResult<i64> {
    Ok(number_of(state, PRIVATE_FILES_QUOTA_MB).await? * 1024 * 1024)
}

/// Settings as an administrator sends them, checked: known keys, texts within their length,
/// numbers within their range (written as the number).
pub struct Values(Vec<(String, String)>);

impl TryFrom<BTreeMap<String, String>> for Values {
    type Error = AppError;

    fn try_from(values: BTreeMap<String, String>) -> AppResult<Self> {
        let mut errors = FieldErrors::new();
        let mut clean = Vec::with_capacity(values.len());
        for (key, value) in values {
            match find(&key).map(|s| &s.kind) {
                None => errors.add(key, refusals::SETTING_UNKNOWN),
                Some(Kind::Text { max }) => match rules::at_most(&value, *max) {
                    Ok(()) => clean.push((key, value)),
                    Err(m) => errors.add(key, m),
                },
                Some(Kind::Number { min, max, .. }) => match value.trim().parse::<i64>() {
                    Ok(n) if (*min..=*max).contains(&n) => clean.push((key, n.to_string())),
                    _ => errors.add(
                        key,
                        refusals::SETTING_NUMBER_RANGE
                            .with("min", min)
                            .with("max", max),
                    ),
                },
            }
        }
        errors.into_result()?;
        Ok(Self(clean))
    }
}

/// Saves some settings (an administrator): unknown keys, over-long texts and numbers out of range
/// are refused and nothing is saved. Returns every setting.
pub async fn save(
    state: &AppState,
    session: &Session,
    values: BTreeMap<String, String>,
) -> AppResult<BTreeMap<String, String>> {
    let Values(clean) = values.try_into()?;
    let mut work = Work::by(state, session.actor()).await?;
    db::settings::save(&work.tx, &work.actor, clean, work.now).await?;
    work.changed(Change::Settings);
    work.commit().await?;
    read(state, Audience::Administrators).await
}

/// One change in the settings' history.
#[derive(serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChangeView {
    key: String,
    from: Option<String>,
    to: String,
    /// Who changed it (their name, else username); absent when that account is gone.
    by: Option<String>,
    at: i64,
}

/// The latest 100 changes, newest first.
pub async fn history(state: &AppState) -> AppResult<Vec<ChangeView>> {
    Ok(db::settings::changes(&state.db, 100)
        .await?
        .into_iter()
        .map(|c| ChangeView {
            key: c.change.key,
            from: c.change.from_value,
            to: c.change.to_value,
            by: c.by_name,
            at: c.change.changed_at,
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalogue_has_each_key_once_and_sane_numbers() {
        let mut keys: Vec<_> = CATALOGUE.iter().map(|s| s.key).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), CATALOGUE.len());
        for s in CATALOGUE {
            if let Kind::Number { min, max, default } = s.kind {
                assert!(min <= default && default <= max, "{}", s.key);
                assert_eq!(s.audience, Audience::Administrators, "{}", s.key);
            }
        }
    }
}
