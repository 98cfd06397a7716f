//! A distributor's figures as the dashboard shows them: the per-day tallies of some days, loaded
//! once, and the dashboard of any period within them added up from the tallies in memory. Pure
//! read models (no state, no caches), so `caches` can hold them.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use crate::db::distributors::{self as store, Tally};
use crate::db::{self, Db};
use crate::domain::distributor::Period;
use crate::error::AppResult;

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
pub(super) fn with_figures(
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
    pub(super) async fn load(db: &Db, distributor_id: i64, days: Period) -> AppResult<Self> {
        let snapshot = db::begin_snapshot(db).await?;
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

    pub(super) fn headline(&self, p: &Period) -> Headline {
        Headline {
            registrations: sum(of_days(&self.registrations, p), |t| t.n),
            enrolments: sum(of_days(&self.enrolments, p), |t| t.n),
            payments: sum(of_days(&self.payments, p), |t| t.n),
            amount: sum(of_days(&self.payments, p), |t| t.amount),
            passed: sum(of_days(&self.passed, p), |t| t.n),
        }
    }

    pub(super) fn by_status(&self, p: &Period) -> HashMap<i16, i64> {
        let mut out = HashMap::new();
        for t in of_days(&self.enrolments, p) {
            *out.entry(t.status as i16).or_default() += t.n;
        }
        out
    }

    pub(super) fn daily(&self, p: &Period) -> Daily {
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
    pub(super) fn courses(&self, p: &Period) -> Vec<CourseFigures> {
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

    pub(super) fn funnel(&self, p: &Period) -> store::Funnel {
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

    pub(super) fn codes(&self, p: &Period) -> Vec<CodeRow> {
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
