//! Channel dealers (渠道商): their invite codes (a distributor manages their own, an
//! administrator with distributor:manage anyone's), the attribution of registrations, and the
//! dashboard of a period — headline figures, the funnel, daily series, per course and per code,
//! and the attributed learners with masked phones.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::Arc;

use serde::Deserialize;

use crate::auth::Session;
use crate::db;
use crate::db::distributors::{self as store, Tally};
use crate::domain::calendar;
use crate::domain::distributor::{self as rules, Period};
use crate::domain::page::Page;
use crate::error::{AppError, AppResult};
use crate::refusals;
use crate::service::{caches, limits};
use crate::state::AppState;

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

/// A code with its registrations and confirmed payments (all time, or in a dashboard's period).
#[derive(Debug, Clone)]
pub struct CodeRow {
    pub code: store::InviteCode,
    pub registrations: i64,
    pub payments: i64,
    /// Fen.
    pub amount: i64,
}

/// The codes with the figures of the registrations and payments tallied.
fn with_figures(
    codes: Vec<store::InviteCode>,
    registrations: &[Tally],
    payments: &[Tally],
) -> Vec<CodeRow> {
    codes
        .into_iter()
        .map(|code| {
            let of = |tallies: &[Tally], value: fn(&Tally) -> i64| {
                tallies
                    .iter()
                    .filter(|t| t.code_id == code.id)
                    .map(value)
                    .sum()
            };
            CodeRow {
                registrations: of(registrations, |t| t.n),
                payments: of(payments, |t| t.n),
                amount: of(payments, |t| t.amount),
                code,
            }
        })
        .collect()
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

/// A new code for the distributor (at most 20 each).
pub async fn create_code(
    state: &AppState,
    session: &Session,
    distributor_id: i64,
    body: CodeBody,
) -> AppResult<CodeRow> {
    let label = rules::label(&body.label).map_err(|m| AppError::field("label", m))?;
    // 32^12 codes: a clash is all but impossible; drawing again covers it.
    let mut attempt = 0;
    let id = loop {
        let txn = db::begin_write(&state.db).await?;
        store::lock_distributor(&txn, distributor_id).await?;
        if store::code_count(&txn, distributor_id).await? >= rules::CODES_MAX {
            return Err(AppError::Conflict {
                field: "code",
                message: refusals::INVITE_CODES_FULL.into(),
            });
        }
        let code = rules::new_code();
        match store::insert_code(&txn, distributor_id, &code, label.clone(), session.user_id).await
        {
            Ok(id) => {
                txn.commit().await?;
                caches::codes_changed(state);
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
    distributor_id: i64,
    id: i64,
    body: CodeBody,
) -> AppResult<CodeRow> {
    own_code(state, distributor_id, id).await?;
    let label = match &body.label {
        None => None,
        Some(_) => Some(rules::label(&body.label).map_err(|m| AppError::field("label", m))?),
    };
    store::update_code(&state.db, id, label, body.active).await?;
    caches::codes_changed(state);
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

/// A period's headline figures.
#[derive(Debug, Default, Clone)]
pub struct Headline {
    pub registrations: i64,
    pub enrolments: i64,
    pub payments: i64,
    /// Fen.
    pub amount: i64,
    /// Exams passed (recorded in the period).
    pub passed: i64,
}

/// Per day of the period (the key is the China day number): registrations, enrolments, and
/// confirmed payments with their amount.
#[derive(Default)]
pub struct Daily {
    pub registrations: HashMap<i64, i64>,
    pub enrolments: HashMap<i64, i64>,
    pub payments: HashMap<i64, (i64, i64)>,
}

/// One course's figures in the period.
#[derive(Debug, Clone)]
pub struct CourseFigures {
    pub course_id: i64,
    pub course_name: String,
    pub enrolments: i64,
    pub payments: i64,
    /// Fen.
    pub amount: i64,
}

/// What happened among a distributor's learners over some days, tallied by the database per day
/// (and course, code or status): every dashboard of a period within those days is added up from
/// it in memory, so the presets and custom periods of the last 90 days share one load.
pub struct Tallies {
    registrations: Vec<Tally>,
    enrolments: Vec<Tally>,
    payments: Vec<Tally>,
    passed: Vec<Tally>,
    funnel: Vec<store::Funnel>,
    codes: Vec<store::InviteCode>,
    course_names: HashMap<i64, String>,
}

/// The tallies of the days a period covers.
fn of_days<'a>(tallies: &'a [Tally], days: &'a Period) -> impl Iterator<Item = &'a Tally> + 'a {
    tallies
        .iter()
        .filter(|t| (days.first..=days.last).contains(&t.day))
}

fn sum<'a>(tallies: impl Iterator<Item = &'a Tally>, value: fn(&Tally) -> i64) -> i64 {
    tallies.map(value).sum()
}

impl Tallies {
    /// The six readings, one after another in one snapshot (so the funnel and the headline
    /// agree): a reload every 10 s keeps one core busy for a moment, not both, and the requests
    /// served meanwhile from the old tallies are not starved.
    async fn load(state: &AppState, distributor_id: i64, days: Period) -> AppResult<Self> {
        let snapshot = db::begin_snapshot(&state.db).await?;
        let (db, d, within) = (&snapshot, distributor_id, days.bounds());
        let registrations = store::tally(db, &store::REGISTRATIONS, d, within).await?;
        let enrolments = store::tally(db, &store::ENROLMENTS, d, within).await?;
        let payments = store::tally(db, &store::PAYMENTS, d, within).await?;
        let passed = store::tally(db, &store::PASSED, d, within).await?;
        let funnel = store::funnel(db, d, within).await?;
        let codes = store::code_list(db, d).await?;
        let ids: BTreeSet<i64> = (enrolments.iter().chain(&payments))
            .map(|t| t.course_id)
            .collect();
        let course_names = store::course_names(db, ids.into_iter().collect()).await?;
        snapshot.commit().await?;
        Ok(Self {
            course_names,
            registrations,
            enrolments,
            payments,
            passed,
            funnel,
            codes,
        })
    }

    fn headline(&self, p: &Period) -> Headline {
        Headline {
            registrations: sum(of_days(&self.registrations, p), |t| t.n),
            enrolments: sum(of_days(&self.enrolments, p), |t| t.n),
            payments: sum(of_days(&self.payments, p), |t| t.n),
            amount: sum(of_days(&self.payments, p), |t| t.amount),
            passed: sum(of_days(&self.passed, p), |t| t.n),
        }
    }

    fn by_status(&self, p: &Period) -> HashMap<i16, i64> {
        let mut out = HashMap::new();
        for t in of_days(&self.enrolments, p) {
            *out.entry(t.status as i16).or_default() += t.n;
        }
        out
    }

    fn daily(&self, p: &Period) -> Daily {
        let mut d = Daily::default();
        for t in of_days(&self.registrations, p) {
            *d.registrations.entry(t.day).or_default() += t.n;
        }
        for t in of_days(&self.enrolments, p) {
            *d.enrolments.entry(t.day).or_default() += t.n;
        }
        for t in of_days(&self.payments, p) {
            let (n, amount) = d.payments.entry(t.day).or_default();
            *n += t.n;
            *amount += t.amount;
        }
        d
    }

    /// Per course, most enrolments first.
    fn courses(&self, p: &Period) -> Vec<CourseFigures> {
        let blank = |id: i64| CourseFigures {
            course_id: id,
            course_name: self.course_names.get(&id).cloned().unwrap_or_default(),
            enrolments: 0,
            payments: 0,
            amount: 0,
        };
        let mut by_course: BTreeMap<i64, CourseFigures> = BTreeMap::new();
        for t in of_days(&self.enrolments, p) {
            let c = by_course
                .entry(t.course_id)
                .or_insert_with(|| blank(t.course_id));
            c.enrolments += t.n;
        }
        for t in of_days(&self.payments, p) {
            let c = by_course
                .entry(t.course_id)
                .or_insert_with(|| blank(t.course_id));
            c.payments += t.n;
            c.amount += t.amount;
        }
        let mut out: Vec<CourseFigures> = by_course.into_values().collect();
        out.sort_by_key(|c| std::cmp::Reverse(c.enrolments));
        out
    }

    fn funnel(&self, p: &Period) -> store::Funnel {
        let mut out = store::Funnel::default();
        for f in (self.funnel.iter()).filter(|f| (p.first..=p.last).contains(&f.day)) {
            out.registered += f.registered;
            out.submitted += f.submitted;
            out.approved += f.approved;
            out.paid += f.paid;
            out.passed += f.passed;
        }
        out
    }

    fn codes(&self, p: &Period) -> Vec<CodeRow> {
        let registrations: Vec<Tally> = of_days(&self.registrations, p).cloned().collect();
        let payments: Vec<Tally> = of_days(&self.payments, p).cloned().collect();
        with_figures(self.codes.clone(), &registrations, &payments)
    }
}

/// Everything the dashboard shows for a period.
pub struct Dashboard {
    pub period: Period,
    pub headline: Headline,
    pub by_status: HashMap<i16, i64>,
    pub funnel: store::Funnel,
    pub daily: Daily,
    pub courses: Vec<CourseFigures>,
    pub codes: Vec<CodeRow>,
}

/// The tallies of a distributor's days (see `Tallies`), one load at a time (see `caches`).
async fn tallies(state: &AppState, distributor_id: i64, days: Period) -> AppResult<Arc<Tallies>> {
    state
        .tallies
        .get((distributor_id, days.first, days.last), || {
            Tallies::load(state, distributor_id, days)
        })
        .await
}

/// The dashboard of a distributor for a period, added up from the tallies of the last 90 days
/// when it lies within them, and kept while they are.
pub async fn dashboard(
    state: &AppState,
    distributor_id: i64,
    period: Period,
) -> AppResult<Arc<Dashboard>> {
    let today = calendar::day_of_ms(state.clock.now_ms());
    let key = (distributor_id, period.first, period.last);
    state
        .dashboards
        .get(key, || async {
            let t = tallies(state, distributor_id, period.window(today)).await?;
            Ok::<_, AppError>(Dashboard {
                period,
                headline: t.headline(&period),
                by_status: t.by_status(&period),
                funnel: t.funnel(&period),
                daily: t.daily(&period),
                courses: t.courses(&period),
                codes: t.codes(&period),
            })
        })
        .await
}

/// A distributor, the text their learners are searched for, and a page.
pub type LearnersKey = (i64, Option<String>, Page);
/// A page of a distributor's learners, each with their courses, and how many match.
pub type LearnersPage = (Vec<(store::Learner, Vec<store::LearnerCourse>)>, u64);

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
        let figures = Tallies::load(state, d.user_id, period).await?;
        out.push((d, figures.headline(&period)));
    }
    Ok(out)
}
