//! The study-hours report an auditor asks for: for a course and a period, each enrolled
//! learner's credited 学时, sessions and attention checks passed and missed, first and last
//! study (on a page, and as .xlsx); for one learner, every session with its times, device,
//! address, credit and the time discarded by reason. Every figure is the server's ledger. Staff
//! with study:verify read every course's; a teacher (course:manage) their own courses'.

use std::collections::HashMap;

use serde::Deserialize;

use crate::auth::Session;
use crate::db;
use crate::db::study_report::{ReportFilter, ReportRow, SessionRow};
use crate::documents::sheet::{self, Cell};
use crate::domain::audit::{Entry, Kind, Object};
use crate::domain::calendar;
use crate::domain::calendar::datetime_of_ms;
use crate::domain::identity::masked_id_card;
use crate::domain::page::Page;
use crate::domain::roles::perm;
use crate::domain::study::credited_periods;
use crate::error::{AppError, AppResult};
use crate::refusals;
use crate::service::{AppState, lessons, limits, settings};

/// The most learners one export holds.
pub const EXPORT_MAX: u64 = 20_000;
/// The most sessions one learner's detail lists (newest first).
pub const SESSIONS_MAX: u64 = 500;

/// The report's query: the course (required), the period's first and last days (YYYY-MM-DD,
/// both included, either may be left out) and a learner's username, name or masked phone.
#[derive(Deserialize, utoipa::IntoParams, Default)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ReportQuery {
    pub course_id: Option<i64>,
    pub from: Option<String>,
    pub to: Option<String>,
    pub q: Option<String>,
}

impl TryFrom<ReportQuery> for ReportFilter {
    type Error = AppError;

    fn try_from(q: ReportQuery) -> AppResult<Self> {
        let course_id = q
            .course_id
            .ok_or_else(|| AppError::field("courseId", refusals::STUDY_REPORT_COURSE_REQUIRED))?;
        let day = |value: Option<&str>| match value.map(str::trim).filter(|d| !d.is_empty()) {
            None => Ok(None),
            Some(d) => calendar::day_of_date(d)
                .map(Some)
                .ok_or_else(|| AppError::field("from", refusals::PERIOD_INVALID)),
        };
        let (first, last) = (day(q.from.as_deref())?, day(q.to.as_deref())?);
        if let (Some(f), Some(l)) = (first, last)
            && f > l
        {
            return Err(AppError::field("from", refusals::PERIOD_INVALID));
        }
        Ok(Self {
            course_id,
            from: first.map(calendar::start_of_day),
            to: last.map(|l| calendar::start_of_day(l + 1)),
            text: q.q.map(|t| t.trim().to_string()).filter(|t| !t.is_empty()),
        })
    }
}

/// A page of the report with what its figures are measured against.
pub struct Report {
    pub course_name: String,
    pub rows: Vec<ReportRow>,
    pub total: u64,
    pub required_periods: i32,
    /// The length of one 学时 (the setting).
    pub period_minutes: i64,
}

/// The filter's course, if the caller may read its report (404 unknown, 403 another teacher's).
async fn readable(state: &AppState, session: &Session, f: &ReportFilter) -> AppResult<String> {
    let course = lessons::load(state, f.course_id).await?.course.clone();
    if !session.can(perm::STUDY_VERIFY) && !session.authoring().covers(course.teacher_id) {
        return Err(AppError::Forbidden(refusals::STUDY_REPORT_NOT_OWN.into()));
    }
    Ok(course.name)
}

/// A course whose report the caller may read.
pub struct ReportCourse {
    pub id: i64,
    pub name: String,
    pub required_periods: i32,
}

/// The courses whose report the caller may read (study:verify or content:all: every course; a
/// teacher: their own), by name.
pub async fn courses(state: &AppState, session: &Session) -> AppResult<Vec<ReportCourse>> {
    let catalogue = state.caches.catalogue.get(&state.db).await?;
    let every = session.can(perm::STUDY_VERIFY);
    let mut list: Vec<ReportCourse> = catalogue
        .all_courses()
        .filter(|e| every || session.authoring().covers(e.course.teacher_id))
        .map(|e| ReportCourse {
            id: e.course.id,
            name: e.course.name.clone(),
            required_periods: e.study_rules.required_periods,
        })
        .collect();
    list.sort_by(|a, b| a.name.cmp(&b.name).then(a.id.cmp(&b.id)));
    Ok(list)
}

/// A page of the course's enrolled learners (by username) with their figures for the period.
pub async fn report(
    state: &AppState,
    session: &Session,
    query: ReportQuery,
    page: Page,
) -> AppResult<Report> {
    let filter = ReportFilter::try_from(query)?;
    limits::phone_lookup(state, session.user_id, filter.text.as_deref()).await?;
    let course_name = readable(state, session, &filter).await?;
    let (rows, total) =
        db::study_report::report(&state.db, &filter, Some(page), page.size()).await?;
    Ok(Report {
        course_name,
        rows,
        total,
        required_periods: state
            .caches
            .catalogue
            .get(&state.db)
            .await?
            .study_rules(filter.course_id)
            .required_periods,
        period_minutes: settings::study_period_minutes(state).await?,
    })
}

/// The whole report (at most `EXPORT_MAX` learners) as an .xlsx workbook, and its file name.
pub async fn export(
    state: &AppState,
    session: &Session,
    query: ReportQuery,
) -> AppResult<(Vec<u8>, String)> {
    let filter = ReportFilter::try_from(query)?;
    limits::phone_lookup(state, session.user_id, filter.text.as_deref()).await?;
    let course_name = readable(state, session, &filter).await?;
    let (rows, _) = db::study_report::report(&state.db, &filter, None, EXPORT_MAX).await?;
    let minutes = settings::study_period_minutes(state).await?;
    let columns = [
        ("用户名", 16.0),
        ("姓名", 12.0),
        ("身份证号", 22.0),
        ("已计学时", 10.0),
        ("已计时长（分钟）", 16.0),
        ("学习次数", 10.0),
        ("点名通过", 10.0),
        ("点名未通过", 12.0),
        ("抓拍张数", 10.0),
        ("本人确认", 10.0),
        ("首次学习", 18.0),
        ("最近学习", 18.0),
    ];
    let cells = rows
        .iter()
        .map(|r| {
            vec![
                Cell::from(r.username.as_str()),
                Cell::from(r.name.clone().unwrap_or_default()),
                Cell::from(r.id_card.as_deref().map(masked_id_card).unwrap_or_default()),
                Cell::from(credited_periods(r.credited_ms, minutes)),
                Cell::from(r.credited_ms / 60_000),
                Cell::from(r.sessions),
                Cell::from(r.checks_passed),
                Cell::from(r.checks_missed),
                Cell::from(r.snapshots_taken),
                Cell::from(r.snapshots_confirmed),
                Cell::from(r.first_at.map(datetime_of_ms).unwrap_or_default()),
                Cell::from(r.last_at.map(datetime_of_ms).unwrap_or_default()),
            ]
        })
        .collect();
    let bytes = sheet::build("学时报表", &columns, cells).map_err(AppError::Internal)?;
    let name = format!(
        "学时报表-{}-{}.xlsx",
        course_name,
        calendar::date_of_ms(state.clock.now_ms()).replace('-', "")
    );
    let entry = Entry::new(
        Kind::Export,
        "导出学时报表",
        Object::Course,
        Some(filter.course_id),
    )
    .label(&course_name);
    super::audit::read_personal(state, session, entry).await?;
    Ok((bytes, name))
}

/// One learner's sessions of the course in the period, newest first, each with its time by
/// reason.
pub struct LearnerStudy {
    pub learner: db::users::User,
    pub sessions: Vec<(SessionRow, Vec<(String, i64)>)>,
}

/// A learner's sessions of the report's course and period (404 when they are not a learner of
/// the course).
pub async fn learner(
    state: &AppState,
    session: &Session,
    user_id: i64,
    query: ReportQuery,
) -> AppResult<LearnerStudy> {
    let filter = ReportFilter::try_from(query)?;
    readable(state, session, &filter).await?;
    let enrolled = state
        .learner(user_id)
        .await?
        .statuses
        .contains_key(&filter.course_id);
    let learner = db::users::find(&state.db, user_id)
        .await?
        .filter(|_| enrolled)
        .ok_or_else(|| AppError::NotFound(refusals::USER_NOT_FOUND.into()))?;
    let sessions = db::study_report::sessions(&state.db, &filter, user_id, SESSIONS_MAX).await?;
    let ids: Vec<i64> = sessions.iter().map(|s| s.id).collect();
    let mut reasons: HashMap<i64, Vec<(String, i64)>> = HashMap::new();
    for (id, reason, ms) in db::study_report::reasons(&state.db, &ids).await? {
        reasons.entry(id).or_default().push((reason, ms));
    }
    Ok(LearnerStudy {
        learner,
        sessions: sessions
            .into_iter()
            .map(|s| {
                let why = reasons.remove(&s.id).unwrap_or_default();
                (s, why)
            })
            .collect(),
    })
}
