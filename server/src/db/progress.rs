//! Read models for staff: each enrolled learner's progress in a course (lessons done, time
//! studied, last studied, latest exam result) and each course's figures for the course center
//! (learners by status, completion, confirmed revenue). Counted by the database.

use std::collections::HashMap;

use sea_orm::{ConnectionTrait, FromQueryResult};

use super::{DbResult, Params, count, statement};
use crate::domain::page::Page;

/// Which enrolments the progress table shows; every filter is optional.
#[derive(Debug, Default, Clone, PartialEq, Eq, Hash)]
pub struct ProgressFilter {
    /// Only courses of this teacher (None: every course).
    pub teacher_id: Option<i64>,
    pub course_id: Option<i64>,
    pub status: Option<i16>,
    /// The learner as `learner_search` matches them (the progress table shows no phone).
    pub text: Option<String>,
    /// Only these learners.
    pub user_ids: Option<Vec<i64>>,
}

/// One learner in one course.
#[derive(Debug, Clone, FromQueryResult)]
pub struct ProgressRow {
    pub user_id: i64,
    pub username: String,
    pub name: Option<String>,
    pub course_id: i64,
    pub course_name: String,
    pub status: i16,
    pub enrolled_at: i64,
    pub items_total: i64,
    pub items_done: i64,
    pub last_studied_at: Option<i64>,
    /// Seconds of study the server credited (the study ledger: `study_credits`).
    pub seconds_studied: Option<f64>,
    pub exam_completed: Option<bool>,
    /// The latest submitted record of an exam of this course.
    pub record_id: Option<i64>,
}

/// The latest exam record of a row.
#[derive(Debug, Clone, FromQueryResult)]
pub struct RecordResult {
    pub id: i64,
    pub exam_id: i64,
    pub title: String,
    pub submitted_at: Option<i64>,
    pub score: Option<i32>,
    pub reviewed: bool,
    pub total_score: i32,
    pub pass_score: Option<i32>,
}

impl RecordResult {
    pub fn pass(&self) -> i32 {
        crate::domain::exam::pass_score(self.pass_score, self.total_score)
    }

    /// Passed, failed, or None while a teacher has not graded it.
    pub fn passed(&self) -> Option<bool> {
        match self.score {
            Some(score) if self.reviewed => Some(score >= self.pass()),
            _ => None,
        }
    }
}

/// A page of enrolments (newest first; every one with `page` None, at most `limit`) and how many
/// match. The figures of each row are read for the page's rows only.
pub async fn table(
    db: &impl ConnectionTrait,
    f: &ProgressFilter,
    page: Option<Page>,
    limit: u64,
) -> DbResult<(Vec<ProgressRow>, u64)> {
    let mut clauses = vec!["1 = 1".to_string()];
    let mut params = Params::default();
    // With a course the caller's scope was checked on the course itself.
    if let Some(t) = f.teacher_id.filter(|_| f.course_id.is_none()) {
        let p = params.bind(t);
        clauses.push(format!("c.teacher_id = {p}"));
    }
    if let Some(c) = f.course_id {
        let p = params.bind(c);
        clauses.push(format!("e.course_id = {p}"));
    }
    if let Some(s) = f.status {
        let p = params.bind(s);
        clauses.push(format!("e.status = {p}"));
    }
    if let Some(text) = f.text.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        clauses.push(super::learner_search(&mut params, text));
    }
    if let Some(ids) = &f.user_ids {
        let list: Vec<String> = ids.iter().map(|id| params.bind(*id)).collect();
        clauses.push(if list.is_empty() {
            "1 = 0".to_string()
        } else {
            format!("e.user_id IN ({})", list.join(", "))
        });
    }
    let from =
        "FROM enrolments e JOIN users u ON u.id = e.user_id JOIN courses c ON c.id = e.course_id";
    let filter = clauses.join(" AND ");
    // The count joins only what the filter reads (a course's enrolments: its index alone).
    let count_from = format!(
        "FROM enrolments e{}{}",
        if filter.contains("u.") {
            " JOIN users u ON u.id = e.user_id"
        } else {
            ""
        },
        if filter.contains("c.") {
            " JOIN courses c ON c.id = e.course_id"
        } else {
            ""
        },
    );
    let total = count(
        db,
        &format!("SELECT COUNT(*) AS n {count_from} WHERE {filter}"),
        params.0.clone(),
    )
    .await?;
    let (size, offset) = page.map_or((limit, 0), |p| (p.size(), p.offset()));
    let limit = params.bind(size as i64);
    let offset = params.bind(offset as i64);
    let rows = ProgressRow::find_by_statement(statement(
        db,
        &format!(
            "SELECT p.*, \
             (SELECT COUNT(*) FROM items i WHERE i.course_id = p.course_id) AS items_total, \
             (SELECT COUNT(*) FROM progress g WHERE g.user_id = p.user_id AND g.course_id = p.course_id \
              AND g.completed = TRUE) AS items_done, \
             (SELECT MAX(g.updated_at) FROM progress g WHERE g.user_id = p.user_id \
              AND g.course_id = p.course_id) AS last_studied_at, \
             (SELECT CAST(SUM(s.credited_ms) AS DOUBLE PRECISION) / 1000.0 FROM study_credits s \
              WHERE s.user_id = p.user_id AND s.course_id = p.course_id) AS seconds_studied, \
             (SELECT a.exam_completed FROM applications a WHERE a.user_id = p.user_id \
              AND a.course_id = p.course_id) AS exam_completed, \
             (SELECT r.id FROM exam_records r JOIN exams x ON x.id = r.exam_id \
              WHERE r.user_id = p.user_id AND x.course_id = p.course_id AND r.submitted_at IS NOT NULL \
              ORDER BY r.submitted_at DESC, r.id DESC LIMIT 1) AS record_id \
             FROM (SELECT e.user_id, u.username, u.name, e.course_id, c.name AS course_name, e.status, \
             e.created_at AS enrolled_at {from} WHERE {filter} \
             ORDER BY e.created_at DESC, e.user_id DESC LIMIT {limit} OFFSET {offset}) p \
             ORDER BY p.enrolled_at DESC, p.user_id DESC"
        ),
        params.0,
    ))
    .all(db)
    .await?;
    Ok((rows, total as u64))
}

const RECORD_RESULTS: &str = "SELECT r.id, r.exam_id, x.title, r.submitted_at, r.score, \
    r.reviewed, x.total_score, x.pass_score FROM exam_records r JOIN exams x ON x.id = r.exam_id";

/// Exam records with their exams' titles, totals and pass marks, by record id.
pub async fn record_results(
    db: &impl ConnectionTrait,
    ids: &[i64],
) -> DbResult<HashMap<i64, RecordResult>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let list: Vec<String> = (1..=ids.len()).map(|i| format!("${i}")).collect();
    let rows = RecordResult::find_by_statement(statement(
        db,
        &format!("{RECORD_RESULTS} WHERE r.id IN ({})", list.join(", ")),
        ids.iter().map(|id| (*id).into()).collect(),
    ))
    .all(db)
    .await?;
    Ok(rows.into_iter().map(|r| (r.id, r)).collect())
}

/// A learner's submitted records of the exams of a course, newest first.
pub async fn course_records(
    db: &impl ConnectionTrait,
    user_id: i64,
    course_id: i64,
) -> DbResult<Vec<RecordResult>> {
    Ok(RecordResult::find_by_statement(statement(
        db,
        &format!(
            "{RECORD_RESULTS} WHERE r.user_id = $1 AND x.course_id = $2 \
             AND r.submitted_at IS NOT NULL ORDER BY r.submitted_at DESC, r.id DESC"
        ),
        vec![user_id.into(), course_id.into()],
    ))
    .all(db)
    .await?)
}

/// The courses in a teacher's scope (None: all) with how many learners each has, by name.
#[derive(Debug, FromQueryResult)]
pub struct CourseLearners {
    pub id: i64,
    pub name: String,
    pub r#type: i16,
    pub learners: i64,
}

pub async fn courses(
    db: &impl ConnectionTrait,
    teacher_id: Option<i64>,
) -> DbResult<Vec<CourseLearners>> {
    let (filter, values) = match teacher_id {
        Some(t) => ("WHERE c.teacher_id = $1", vec![t.into()]),
        None => ("", vec![]),
    };
    Ok(CourseLearners::find_by_statement(statement(
        db,
        &format!(
            "SELECT c.id, c.name, c.type, \
             (SELECT COUNT(*) FROM enrolments e WHERE e.course_id = c.id) AS learners \
             FROM courses c {filter} ORDER BY c.name, c.id"
        ),
        values,
    ))
    .all(db)
    .await?)
}

/// Each course's figures for the course center.
#[derive(Debug, Default, Clone)]
pub struct CourseFigures {
    /// Learners by enrolment status 1–4.
    pub by_status: [i64; 4],
    /// Enrolled learners (status 4) who finished every lesson.
    pub completed: i64,
    /// Sum of the enrolled learners' completion percentages.
    pub percent_sum: i64,
    /// Confirmed payments: how many and their amount in fen.
    pub paid_count: i64,
    pub revenue: i64,
}

#[derive(FromQueryResult)]
struct StatusCount {
    course_id: i64,
    status: i16,
    n: i64,
}

#[derive(FromQueryResult)]
struct Done {
    course_id: i64,
    done: i64,
}

#[derive(FromQueryResult)]
struct Paid {
    course_id: i64,
    n: i64,
    amount: Option<i64>,
}

#[derive(FromQueryResult)]
struct ItemCount {
    course_id: i64,
    n: i64,
}

/// The figures of every course, by course id (GROUP BY in the database).
pub async fn course_figures(db: &impl ConnectionTrait) -> DbResult<HashMap<i64, CourseFigures>> {
    let mut figures: HashMap<i64, CourseFigures> = HashMap::new();
    let counts = StatusCount::find_by_statement(statement(
        db,
        "SELECT course_id, status, COUNT(*) AS n FROM enrolments GROUP BY course_id, status",
        vec![],
    ))
    .all(db)
    .await?;
    for c in counts {
        if let Some(slot) = usize::try_from(c.status - 1).ok().filter(|s| *s < 4) {
            figures.entry(c.course_id).or_default().by_status[slot] += c.n;
        }
    }
    let items: HashMap<i64, i64> = ItemCount::find_by_statement(statement(
        db,
        "SELECT course_id, COUNT(*) AS n FROM items GROUP BY course_id",
        vec![],
    ))
    .all(db)
    .await?
    .into_iter()
    .map(|c| (c.course_id, c.n))
    .collect();
    // Lessons done by each enrolled learner (one row per learner who finished any).
    let done = Done::find_by_statement(statement(
        db,
        "SELECT g.course_id, COUNT(*) AS done FROM progress g JOIN enrolments e \
         ON e.user_id = g.user_id AND e.course_id = g.course_id AND e.status = 4 \
         WHERE g.completed = TRUE GROUP BY g.course_id, g.user_id",
        vec![],
    ))
    .all(db)
    .await?;
    for d in done {
        let total = items.get(&d.course_id).copied().unwrap_or(0);
        if total == 0 {
            continue;
        }
        let f = figures.entry(d.course_id).or_default();
        f.percent_sum += crate::domain::course::percent(d.done, total);
        if d.done >= total {
            f.completed += 1;
        }
    }
    let paid = Paid::find_by_statement(statement(
        db,
        "SELECT course_id, COUNT(*) AS n, CAST(SUM(paid_amount) AS BIGINT) AS amount FROM applications \
         WHERE paid_at IS NOT NULL GROUP BY course_id",
        vec![],
    ))
    .all(db)
    .await?;
    for p in paid {
        let f = figures.entry(p.course_id).or_default();
        f.paid_count = p.n;
        f.revenue = p.amount.unwrap_or(0);
    }
    Ok(figures)
}
