//! Channel dealers (渠道商): their invite codes (a distributor manages their own, an
//! administrator with distributor:manage anyone's), the attribution of registrations, and the
//! dashboard of a period — headline figures, the funnel, daily series, per course and per code,
//! and the attributed learners with masked phones.

use std::sync::Arc;

use serde::Deserialize;

use crate::auth::Session;
use crate::db;
use crate::db::distributors::{self as store};
use crate::domain::audit::{Actor, Entry, Kind, Object};
use crate::domain::calendar;
use crate::domain::distributor::{self as rules, Period};
use crate::domain::page::Page;
use crate::error::{AppError, AppResult};
use crate::refusals;
use crate::service::AppState;
use crate::service::caches::{Change, LearnersPage};
use crate::service::dashboards::{CodeRow, Dashboard, Headline, Tallies, with_figures};
use crate::service::limits;
use crate::service::work::Work;

/// The attribution of a registration's invite code: none without a code; an unknown or
/// disabled code is refused under the field.
pub async fn attribution(
    state: &AppState,
    code: Option<&str>,
) -> AppResult<Option<store::Attribution>> {
    let Some(code) = code.map(str::trim).filter(|c| !c.is_empty()) else {
        return Ok(None);
    };
    match store::active_code(&state.db, code).await? {
        Some(found) => Ok(Some(found)),
        None => Err(AppError::field("inviteCode", refusals::INVITE_CODE_UNKNOWN)),
    }
}

/// The distributor an administrator names: an account holding the distributor role.
pub async fn distributor(state: &AppState, user_id: i64) -> AppResult<i64> {
    if store::is_distributor(&state.db, user_id).await? {
        Ok(user_id)
    } else {
        Err(AppError::NotFound(refusals::DISTRIBUTOR_NOT_FOUND.into()))
    }
}

/// A code of this distributor: 404 when there is none, 403 when it is another's.
async fn own_code(state: &AppState, distributor_id: i64, id: i64) -> AppResult<store::InviteCode> {
    let code = store::find_code(&state.db, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::INVITE_CODE_NOT_FOUND.into()))?;
    if code.distributor_id != distributor_id {
        return Err(AppError::Forbidden(refusals::INVITE_CODE_NOT_OWN.into()));
    }
    Ok(code)
}

/// A distributor's codes with their all-time registrations and payments.
pub async fn codes(state: &AppState, distributor_id: i64) -> AppResult<Vec<CodeRow>> {
    let db = &state.db;
    let ever = (i64::MIN, i64::MAX);
    Ok(with_figures(
        store::code_list(db, distributor_id).await?,
        &store::tally(db, &store::REGISTRATIONS, distributor_id, ever).await?,
        &store::tally(db, &store::PAYMENTS, distributor_id, ever).await?,
    ))
}

async fn code_row(state: &AppState, distributor_id: i64, id: i64) -> AppResult<CodeRow> {
    codes(state, distributor_id)
        .await?
        .into_iter()
        .find(|c| c.code.id == id)
        .ok_or_else(|| AppError::NotFound(refusals::INVITE_CODE_NOT_FOUND.into()))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct CodeBody {
    /// What the code is for (a campaign, a partner), at most 30 characters; '' removes it.
    pub label: Option<String>,
    /// false disables the code (registrations with it are refused), true enables it again.
    pub active: Option<bool>,
}

/// A code's change as checked: its label when sent (`Some(None)` removes it) and whether it
/// is to be active.
pub struct CodeChange {
    pub label: Option<Option<String>>,
    pub active: Option<bool>,
}

impl TryFrom<CodeBody> for CodeChange {
    type Error = AppError;

    fn try_from(body: CodeBody) -> AppResult<Self> {
        let label = match &body.label {
            None => None,
            Some(_) => Some(rules::label(&body.label).map_err(|m| AppError::field("label", m))?),
        };
        Ok(Self {
            label,
            active: body.active,
        })
    }
}

/// A new code for the distributor (at most 20 each).
pub async fn create_code(
    state: &AppState,
    session: &Session,
    distributor_id: i64,
    body: CodeBody,
) -> AppResult<CodeRow> {
    let CodeChange { label, .. } = body.try_into()?;
    let label = label.flatten();
    // 32^12 codes: a clash is all but impossible; drawing again covers it.
    let mut attempt = 0;
    let id = loop {
        let mut work = Work::by(state, session.actor()).await?;
        db::users::lock(&work.tx, distributor_id).await?;
        if store::code_count(&work.tx, distributor_id).await? >= rules::CODES_MAX {
            return Err(AppError::Conflict {
                field: "code",
                message: refusals::INVITE_CODES_FULL.into(),
            });
        }
        let code = rules::new_code();
        match store::insert_code(
            &work.tx,
            distributor_id,
            &code,
            label.clone(),
            session.user_id,
            work.now,
        )
        .await
        {
            Ok(id) => {
                let entry = Entry::new(Kind::Content, "生成邀请码", Object::InviteCode, Some(id))
                    .label(&code);
                work.audit(entry).await?;
                work.changed(Change::Codes);
                work.commit().await?;
                break id;
            }
            Err(db::DbError::Unique { .. }) if attempt < 3 => attempt += 1,
            Err(e) => return Err(e.into()),
        }
    };
    code_row(state, distributor_id, id).await
}

/// Relabels, disables or enables a code of the distributor.
pub async fn update_code(
    state: &AppState,
    actor: Actor,
    distributor_id: i64,
    id: i64,
    body: CodeBody,
) -> AppResult<CodeRow> {
    let code = own_code(state, distributor_id, id).await?;
    let CodeChange { label, active } = body.try_into()?;
    let mut work = Work::by(state, actor).await?;
    let to = match active {
        Some(true) => "启用",
        Some(false) => "停用",
        None => "修改备注",
    };
    store::update_code(&work.tx, id, label, active, work.now).await?;
    let entry = Entry::new(Kind::Content, "修改邀请码", Object::InviteCode, Some(id))
        .label(&code.code)
        .change(None::<&str>, Some(to));
    work.audit(entry).await?;
    work.changed(Change::Codes);
    work.commit().await?;
    code_row(state, distributor_id, id).await
}

/// The text a code's QR image encodes: the registration page with the code filled in.
pub async fn code_link(state: &AppState, distributor_id: i64, id: i64) -> AppResult<String> {
    let code = own_code(state, distributor_id, id).await?;
    Ok(link_of(&code.code))
}

/// The registration path that prefills a code.
pub fn link_of(code: &str) -> String {
    format!("/register?inviteCode={code}")
}

/// The period of a dashboard query ('请选择正确的统计时间段' under `from` otherwise).
pub fn period(state: &AppState, from: Option<&str>, to: Option<&str>) -> AppResult<Period> {
    let today = calendar::day_of_ms(state.clock.now_ms());
    Period::parse(from, to, today).map_err(|m| AppError::field("from", m))
}

/// The tallies of a distributor's days (see `Tallies`), one load at a time, reloaded in the
/// background once loaded (see `caches`).
async fn tallies(state: &AppState, distributor_id: i64, days: Period) -> AppResult<Arc<Tallies>> {
    let db = state.db.clone();
    state
        .caches
        .tallies
        .get_refreshing((distributor_id, days.first, days.last), || async move {
            Tallies::load(&db, distributor_id, days).await
        })
        .await
}

/// Reads the tallies the dashboards of every distributor show by default (the last 90 days),
/// one distributor after another: run at start, so no first viewer waits for them.
pub async fn load_dashboards(state: &AppState) -> AppResult<()> {
    let today = calendar::day_of_ms(state.clock.now_ms());
    let recent = Period::parse(None, None, today)
        .expect("the default period")
        .window(today);
    for distributor in store::distributors(&state.db).await? {
        tallies(state, distributor.user_id, recent).await?;
    }
    Ok(())
}

/// The dashboard of a distributor for a period, added up from the tallies of the last 90 days
/// when it lies within them.
pub async fn dashboard(
    state: &AppState,
    distributor_id: i64,
    period: Period,
) -> AppResult<Dashboard> {
    let today = calendar::day_of_ms(state.clock.now_ms());
    let t = tallies(state, distributor_id, period.window(today)).await?;
    Ok(Dashboard {
        period,
        headline: t.headline(&period),
        by_status: t.by_status(&period),
        funnel: t.funnel(&period),
        daily: t.daily(&period),
        courses: t.courses(&period),
        codes: t.codes(&period),
    })
}

/// A page of the distributor's learners with their courses; from memory while no account or
/// enrolment changed (see `caches`). A search by a whole phone number counts against the
/// caller's `limits::PHONE_LOOKUP`, cached or not.
pub async fn learners(
    state: &AppState,
    caller: i64,
    distributor_id: i64,
    text: Option<&str>,
    page: Page,
) -> AppResult<LearnersPage> {
    let text = text.map(str::trim).filter(|t| !t.is_empty());
    limits::phone_lookup(state, caller, text).await?;
    let key = (distributor_id, text.map(str::to_owned), page);
    let found = state
        .caches
        .distributor_learners
        .get(key, || async {
            let (rows, total) = store::learners(&state.db, distributor_id, text, page).await?;
            let ids: Vec<i64> = rows.iter().map(|l| l.id).collect();
            let mut courses = store::learner_courses(&state.db, &ids).await?;
            let rows = rows
                .into_iter()
                .map(|l| {
                    let mine = courses.extract_if(.., |c| c.user_id == l.id).collect();
                    (l, mine)
                })
                .collect();
            Ok::<_, AppError>((rows, total))
        })
        .await?;
    Ok(found.as_ref().clone())
}

/// Every distributor with their figures for the period.
pub async fn compare(
    state: &AppState,
    period: Period,
) -> AppResult<Vec<(store::Compared, Headline)>> {
    let mut out = Vec::new();
    for d in store::distributors(&state.db).await? {
        let figures = Tallies::load(&state.db, d.user_id, period).await?;
        out.push((d, figures.headline(&period)));
    }
    Ok(out)
}
