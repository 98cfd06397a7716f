//! The study-hours report's queries: per learner of a course, what their study sessions in a
//! period credited, with the attention checks passed and missed; and one learner's sessions with
//! the time discarded by reason. Counted by the database from the ledger the server kept.

use sea_orm::{ConnectionTrait, FromQueryResult};

use super::{DbResult, Params, page_of, statement};
use crate::domain::page::Page;

/// Which learners and sessions the report counts.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReportFilter {
    pub course_id: i64,
    /// Sessions started at or after this instant (ms), and before `to`.
    pub from: Option<i64>,
    pub to: Option<i64>,
    /// Part of the username, name or masked phone (see `learner_search`).
    pub text: Option<String>,
}

/// One learner of the report: the sessions of the period and what they credited.
#[derive(Clone, Debug, FromQueryResult)]
pub struct ReportRow {
    pub user_id: i64,
    pub username: String,
    pub name: Option<String>,
    pub id_card: Option<super::sealed::Sealed>,
    pub sessions: i64,
    pub credited_ms: i64,
    pub discarded_ms: i64,
    pub checks_passed: i64,
    pub checks_missed: i64,
    /// Camera snapshots taken, and those of sessions a reviewer marked 本人.
    pub snapshots_taken: i64,
    pub snapshots_confirmed: i64,
    /// The first session's start and the last heartbeat of the period.
    pub first_at: Option<i64>,
    pub last_at: Option<i64>,
}

/// The sessions' condition of the filter's course and period, on the sessions `s`.
fn sessions_of(params: &mut Params, f: &ReportFilter) -> String {
    let mut clauses = vec![format!("s.course_id = {}", params.bind(f.course_id))];
    if let Some(from) = f.from {
        clauses.push(format!("s.started_at >= {}", params.bind(from)));
    }
    if let Some(to) = f.to {
        clauses.push(format!("s.started_at < {}", params.bind(to)));
    }
    clauses.join(" AND ")
}

/// A page of the course's enrolled learners (by username; every one with `page` None, at most
/// `limit`) with their figures for the period, and how many learners match.
pub async fn report(
    db: &impl ConnectionTrait,
    f: &ReportFilter,
    page: Option<Page>,
    limit: u64,
) -> DbResult<(Vec<ReportRow>, u64)> {
    let mut params = Params::default();
    let sessions = sessions_of(&mut params, f);
    let course = params.bind(f.course_id);
    let mut learners = format!("e.course_id = {course} AND e.status = 4");
    if let Some(text) = f.text.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        learners = format!(
            "{learners} AND {}",
            super::learner_search(&mut params, text)
        );
    }
    let from = "FROM enrolments e JOIN users u ON u.id = e.user_id";
    let count_sql = format!("SELECT COUNT(*) AS n {from} WHERE {learners}");
    let select = format!(
        "SELECT u.id AS user_id, u.username, u.name, u.id_card, \
         COALESCE(a.sessions, 0) AS sessions, COALESCE(a.credited_ms, 0) AS credited_ms, \
         COALESCE(a.discarded_ms, 0) AS discarded_ms, COALESCE(k.passed, 0) AS checks_passed, \
         COALESCE(k.missed, 0) AS checks_missed, COALESCE(p.taken, 0) AS snapshots_taken, \
         COALESCE(p.confirmed, 0) AS snapshots_confirmed, a.first_at, a.last_at \
         {from} \
         LEFT JOIN (SELECT s.user_id, COUNT(*) AS sessions, \
           CAST(SUM(s.credited_ms) AS BIGINT) AS credited_ms, \
           CAST(SUM(s.discarded_ms) AS BIGINT) AS discarded_ms, \
           MIN(s.started_at) AS first_at, MAX(s.last_beat_at) AS last_at \
           FROM study_sessions s WHERE {sessions} GROUP BY s.user_id) a ON a.user_id = e.user_id \
         LEFT JOIN (SELECT s.user_id, \
           CAST(SUM(CASE WHEN c.outcome = 'passed' THEN 1 ELSE 0 END) AS BIGINT) AS passed, \
           CAST(SUM(CASE WHEN c.outcome = 'missed' THEN 1 ELSE 0 END) AS BIGINT) AS missed \
           FROM attention_checks c JOIN study_sessions s ON s.id = c.session_id \
           WHERE {sessions} GROUP BY s.user_id) k ON k.user_id = e.user_id \
         LEFT JOIN (SELECT s.user_id, COUNT(*) AS taken, \
           CAST(SUM(CASE WHEN s.verdict = 'self' THEN 1 ELSE 0 END) AS BIGINT) AS confirmed \
           FROM study_snapshots p JOIN study_sessions s ON s.id = p.session_id \
           WHERE {sessions} AND p.taken_at IS NOT NULL GROUP BY s.user_id) p \
           ON p.user_id = e.user_id \
         WHERE {learners} ORDER BY u.username"
    );
    match page {
        Some(page) => page_of(db, &count_sql, &select, params, page).await,
        None => {
            let limit = params.bind(limit as i64);
            let rows = ReportRow::find_by_statement(statement(
                db,
                &format!("{select} LIMIT {limit}"),
                params.0,
            ))
            .all(db)
            .await?;
            let total = rows.len() as u64;
            Ok((rows, total))
        }
    }
}

/// One session of a learner's, with its attention checks.
#[derive(Clone, Debug, FromQueryResult)]
pub struct SessionRow {
    pub id: i64,
    pub started_at: i64,
    pub last_beat_at: i64,
    pub ended_at: Option<i64>,
    pub end_reason: Option<String>,
    pub user_agent: String,
    pub address: String,
    pub credited_ms: i64,
    pub discarded_ms: i64,
    pub checks_passed: i64,
    pub checks_missed: i64,
    /// Camera snapshots asked for and taken.
    pub snapshots_requested: i64,
    pub snapshots_taken: i64,
    /// The reviewer's verdict: self (本人) or other (非本人).
    pub verdict: Option<String>,
}

/// A learner's sessions of the filter's course and period, newest first (at most `limit`).
pub async fn sessions(
    db: &impl ConnectionTrait,
    f: &ReportFilter,
    user_id: i64,
    limit: u64,
) -> DbResult<Vec<SessionRow>> {
    let mut params = Params::default();
    let sessions = sessions_of(&mut params, f);
    let user = params.bind(user_id);
    let limit = params.bind(limit as i64);
    Ok(SessionRow::find_by_statement(statement(
        db,
        &format!(
            "SELECT s.id, s.started_at, s.last_beat_at, s.ended_at, s.end_reason, s.user_agent, \
             s.address, s.credited_ms, s.discarded_ms, \
             (SELECT COUNT(*) FROM attention_checks c WHERE c.session_id = s.id \
              AND c.outcome = 'passed') AS checks_passed, \
             (SELECT COUNT(*) FROM attention_checks c WHERE c.session_id = s.id \
              AND c.outcome = 'missed') AS checks_missed, \
             (SELECT COUNT(*) FROM study_snapshots p WHERE p.session_id = s.id) \
              AS snapshots_requested, \
             (SELECT COUNT(*) FROM study_snapshots p WHERE p.session_id = s.id \
              AND p.taken_at IS NOT NULL) AS snapshots_taken, s.verdict \
             FROM study_sessions s WHERE {sessions} AND s.user_id = {user} \
             ORDER BY s.started_at DESC, s.id DESC LIMIT {limit}"
        ),
        params.0,
    ))
    .all(db)
    .await?)
}

/// The time of these sessions by reason: (session, reason, ms), credited and discarded alike.
pub async fn reasons(
    db: &impl ConnectionTrait,
    session_ids: &[i64],
) -> DbResult<Vec<(i64, String, i64)>> {
    if session_ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut params = Params::default();
    let ids: Vec<String> = session_ids.iter().map(|id| params.bind(*id)).collect();
    let rows = db
        .query_all_raw(statement(
            db,
            &format!(
                "SELECT session_id, reason, CAST(SUM(ms) AS BIGINT) AS ms FROM study_ledger \
                 WHERE session_id IN ({}) GROUP BY session_id, reason \
                 ORDER BY session_id, reason",
                ids.join(", ")
            ),
            params.0,
        ))
        .await?;
    rows.iter()
        .map(|r| {
            Ok((
                r.try_get("", "session_id")?,
                r.try_get("", "reason")?,
                r.try_get("", "ms")?,
            ))
        })
        .collect()
}
