//! Career referrals: employers' positions with their referral counts, the learners who may be
//! referred (a passed exam, a certificate or every lesson of a studied course done), referrals
//! with guarded status changes, counts by status, and each referral's trail.

use std::collections::HashMap;

use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, FromQueryResult, QueryFilter,
    QueryOrder, Set,
};

use super::entity::{career_position, career_referral, referral_event};
use super::{DbResult, Params, contains_pattern, page_of, statement};
use crate::domain::audit::{Actor, Entry, Kind, Object};
use crate::domain::career::{PositionStatus, Status};
use crate::domain::page::Page;

pub type Position = career_position::Model;
pub type Referral = career_referral::Model;
pub type Event = referral_event::Model;

/// The fields of a position as an administrator writes them.
pub struct PositionFields {
    pub company: String,
    pub title: String,
    pub city: String,
    pub salary_min: Option<i64>,
    pub salary_max: Option<i64>,
    pub requirements: String,
    pub contact: String,
    pub status: PositionStatus,
}

pub async fn insert_position(
    db: &impl ConnectionTrait,
    f: PositionFields,
    by: i64,
    now: i64,
) -> DbResult<i64> {
    Ok(career_position::ActiveModel {
        company: Set(f.company),
        title: Set(f.title),
        city: Set(f.city),
        salary_min: Set(f.salary_min),
        salary_max: Set(f.salary_max),
        requirements: Set(f.requirements),
        contact: Set(f.contact),
        status: Set(f.status.as_str().into()),
        created_by: Set(Some(by)),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await?
    .id)
}

/// Replaces a position's fields; false when it does not exist.
pub async fn update_position(
    db: &impl ConnectionTrait,
    id: i64,
    f: PositionFields,
    now: i64,
) -> DbResult<bool> {
    let done = career_position::Entity::update_many()
        .col_expr(career_position::Column::Company, Expr::value(f.company))
        .col_expr(career_position::Column::Title, Expr::value(f.title))
        .col_expr(career_position::Column::City, Expr::value(f.city))
        .col_expr(
            career_position::Column::SalaryMin,
            Expr::value(f.salary_min),
        )
        .col_expr(
            career_position::Column::SalaryMax,
            Expr::value(f.salary_max),
        )
        .col_expr(
            career_position::Column::Requirements,
            Expr::value(f.requirements),
        )
        .col_expr(career_position::Column::Contact, Expr::value(f.contact))
        .col_expr(
            career_position::Column::Status,
            Expr::value(f.status.as_str()),
        )
        .col_expr(career_position::Column::UpdatedAt, Expr::value(now))
        .filter(career_position::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(done.rows_affected == 1)
}

pub async fn find_position(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<Position>> {
    Ok(career_position::Entity::find_by_id(id).one(db).await?)
}

/// Deletes a position without referrals; false when it is gone or has some.
pub async fn delete_position(db: &impl ConnectionTrait, id: i64) -> DbResult<bool> {
    let done = db
        .execute_raw(statement(
            db,
            "DELETE FROM career_positions WHERE id = $1 AND NOT EXISTS \
             (SELECT 1 FROM career_referrals r WHERE r.position_id = $1)",
            vec![id.into()],
        ))
        .await?;
    Ok(done.rows_affected() == 1)
}

/// A position with how many learners were referred to it.
#[derive(Debug, FromQueryResult)]
pub struct PositionRow {
    pub id: i64,
    pub company: String,
    pub title: String,
    pub city: String,
    pub salary_min: Option<i64>,
    pub salary_max: Option<i64>,
    pub requirements: String,
    pub contact: String,
    pub status: String,
    pub created_at: i64,
    pub updated_at: i64,
    pub referral_count: i64,
}

const POSITIONS: &str = "SELECT p.id, p.company, p.title, p.city, p.salary_min, p.salary_max, \
    p.requirements, p.contact, p.status, p.created_at, p.updated_at, \
    (SELECT COUNT(*) FROM career_referrals r WHERE r.position_id = p.id) AS referral_count \
    FROM career_positions p";

/// One position with its referral count.
pub async fn position_row(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<PositionRow>> {
    Ok(PositionRow::find_by_statement(statement(
        db,
        &format!("{POSITIONS} WHERE p.id = $1"),
        vec![id.into()],
    ))
    .one(db)
    .await?)
}

/// A page of positions (open first, newest first) matching a status and a text in the company,
/// title or city; how many match; and how many match the text in each status.
pub async fn positions(
    db: &impl ConnectionTrait,
    status: Option<PositionStatus>,
    text: Option<&str>,
    page: Page,
) -> DbResult<(Vec<PositionRow>, u64, HashMap<String, i64>)> {
    let mut params = Params::default();
    let mut clauses = vec!["1 = 1".to_string()];
    if let Some(text) = text.map(str::trim).filter(|t| !t.is_empty()) {
        let p = params.bind(contains_pattern(text));
        clauses.push(format!(
            "(LOWER(p.company) LIKE {p} ESCAPE '\\' OR LOWER(p.title) LIKE {p} ESCAPE '\\' \
             OR LOWER(p.city) LIKE {p} ESCAPE '\\')"
        ));
    }
    let by_status = by_status(
        db,
        &format!(
            "SELECT p.status AS status, COUNT(*) AS n FROM career_positions p WHERE {} \
             GROUP BY p.status",
            clauses.join(" AND ")
        ),
        params.0.clone(),
    )
    .await?;
    if let Some(s) = status {
        let p = params.bind(s.as_str());
        clauses.push(format!("p.status = {p}"));
    }
    let filter = clauses.join(" AND ");
    let (rows, total) = page_of(
        db,
        &format!("SELECT COUNT(*) AS n FROM career_positions p WHERE {filter}"),
        &format!(
            "{POSITIONS} WHERE {filter} \
             ORDER BY CASE WHEN p.status = 'open' THEN 0 ELSE 1 END, p.id DESC"
        ),
        params,
        page,
    )
    .await?;
    Ok((rows, total, by_status))
}

#[derive(FromQueryResult)]
struct StatusCount {
    status: String,
    n: i64,
}

async fn by_status(
    db: &impl ConnectionTrait,
    sql: &str,
    values: Vec<sea_orm::Value>,
) -> DbResult<HashMap<String, i64>> {
    Ok(StatusCount::find_by_statement(statement(db, sql, values))
        .all(db)
        .await?
        .into_iter()
        .map(|c| (c.status, c.n))
        .collect())
}

/// A learner and a course through which they may be referred.
#[derive(Debug, Clone, FromQueryResult)]
pub struct Candidate {
    pub user_id: i64,
    pub username: String,
    pub name: Option<String>,
    pub phone: Option<String>,
    pub course_id: i64,
    pub course_name: String,
    pub exam_completed: bool,
    pub certificate_number: Option<String>,
    pub certificate_level: Option<String>,
    pub lessons_total: i64,
    pub lessons_done: i64,
}

/// Every enrolment with what qualifies it: a passed exam, a certificate, lessons done of total.
const ENROLMENT_QUALIFICATIONS: &str = "SELECT e.user_id, u.username, u.name, u.phone, \
    e.course_id, c.name AS course_name, COALESCE(a.exam_completed, FALSE) AS exam_completed, \
    a.certificate_number, a.certificate_level, \
    (SELECT COUNT(*) FROM items i WHERE i.course_id = e.course_id) AS lessons_total, \
    (SELECT COUNT(*) FROM progress g WHERE g.user_id = e.user_id AND g.course_id = e.course_id \
     AND g.completed = TRUE) AS lessons_done \
    FROM enrolments e JOIN users u ON u.id = e.user_id JOIN courses c ON c.id = e.course_id \
    LEFT JOIN applications a ON a.user_id = e.user_id AND a.course_id = e.course_id";

/// Who qualifies: the exam passed, a certificate issued, or every lesson of a studied course done.
const QUALIFIES: &str = "(q.exam_completed OR q.certificate_number IS NOT NULL \
    OR (q.lessons_total > 0 AND q.lessons_done >= q.lessons_total))";

/// Qualifying learners × courses (newest learners first) matching `text` (`learner_search`), or the one pair `only`; and how many there are.
pub async fn candidates(
    db: &impl ConnectionTrait,
    text: Option<&str>,
    only: Option<(i64, i64)>,
    page: Page,
) -> DbResult<(Vec<Candidate>, u64)> {
    let mut params = Params::default();
    let mut clauses = vec!["1 = 1".to_string()];
    if let Some(text) = text.map(str::trim).filter(|t| !t.is_empty()) {
        clauses.push(super::learner_search(&mut params, text));
    }
    if let Some((user, course)) = only {
        let (u, c) = (params.bind(user), params.bind(course));
        clauses.push(format!("e.user_id = {u} AND e.course_id = {c}"));
    }
    let inner = format!(
        "({ENROLMENT_QUALIFICATIONS} WHERE {}) q",
        clauses.join(" AND ")
    );
    page_of(
        db,
        &format!("SELECT COUNT(*) AS n FROM {inner} WHERE {QUALIFIES}"),
        &format!("SELECT q.* FROM {inner} WHERE {QUALIFIES} ORDER BY q.user_id DESC, q.course_id"),
        params,
        page,
    )
    .await
}

/// Refers a learner; None when they already are referred to that position.
pub async fn insert_referral(
    db: &impl ConnectionTrait,
    position_id: i64,
    user_id: i64,
    course_id: i64,
    notes: Option<String>,
    by: i64,
    now: i64,
) -> DbResult<Option<i64>> {
    let inserted = career_referral::Entity::insert(career_referral::ActiveModel {
        position_id: Set(position_id),
        user_id: Set(user_id),
        course_id: Set(Some(course_id)),
        status: Set(Status::Recommended.as_str().into()),
        notes: Set(notes),
        referred_by: Set(Some(by)),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    })
    .on_conflict(
        OnConflict::columns([
            career_referral::Column::PositionId,
            career_referral::Column::UserId,
        ])
        .do_nothing()
        .to_owned(),
    )
    .exec_without_returning(db)
    .await?;
    if inserted == 0 {
        return Ok(None);
    }
    Ok(career_referral::Entity::find()
        .filter(career_referral::Column::PositionId.eq(position_id))
        .filter(career_referral::Column::UserId.eq(user_id))
        .one(db)
        .await?
        .map(|r| r.id))
}

pub async fn find_referral(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<Referral>> {
    Ok(career_referral::Entity::find_by_id(id).one(db).await?)
}

/// Moves a referral that still is `from` to `to` (and sets the notes when given); false when
/// someone moved it first.
pub async fn move_referral(
    db: &impl ConnectionTrait,
    id: i64,
    from: Status,
    to: Status,
    notes: Option<Option<String>>,
    now: i64,
) -> DbResult<bool> {
    let mut update = career_referral::Entity::update_many()
        .col_expr(career_referral::Column::Status, Expr::value(to.as_str()))
        .col_expr(career_referral::Column::UpdatedAt, Expr::value(now));
    if let Some(notes) = notes {
        update = update.col_expr(career_referral::Column::Notes, Expr::value(notes));
    }
    let done = update
        .filter(career_referral::Column::Id.eq(id))
        .filter(career_referral::Column::Status.eq(from.as_str()))
        .exec(db)
        .await?;
    Ok(done.rows_affected == 1)
}

/// Sets a referral's notes (None removes them).
pub async fn set_notes(
    db: &impl ConnectionTrait,
    id: i64,
    notes: Option<String>,
    now: i64,
) -> DbResult<()> {
    career_referral::Entity::update_many()
        .col_expr(career_referral::Column::Notes, Expr::value(notes))
        .col_expr(career_referral::Column::UpdatedAt, Expr::value(now))
        .filter(career_referral::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}

/// Records one step of a referral by `actor`, with its entry in the audit log.
pub async fn record(
    db: &impl ConnectionTrait,
    referral_id: i64,
    actor: &Actor,
    from: Option<Status>,
    to: Status,
    note: Option<&str>,
    now: i64,
) -> DbResult<()> {
    let label = referral_row(db, referral_id)
        .await?
        .map(|r| {
            let learner = r.name.filter(|n| !n.is_empty()).unwrap_or(r.username);
            format!("{learner} · {} {}", r.company, r.position_title)
        })
        .unwrap_or_default();
    let action = if from.is_none() {
        "推荐就业"
    } else {
        "更新推荐进展"
    };
    let entry = Entry::new(Kind::Content, action, Object::Referral, Some(referral_id))
        .label(label)
        .change(from.map(Status::label), Some(to.label()))
        .reason(note);
    super::audit::record(db, actor, now, entry).await?;
    referral_event::Entity::insert(referral_event::ActiveModel {
        referral_id: Set(referral_id),
        actor_id: Set(actor.id),
        at: Set(now),
        from_status: Set(from.map(|s| s.as_str().into())),
        to_status: Set(to.as_str().into()),
        note: Set(note.map(str::to_string)),
        ..Default::default()
    })
    .exec(db)
    .await?;
    Ok(())
}

/// A referral's trail, oldest first.
pub async fn events(db: &impl ConnectionTrait, referral_id: i64) -> DbResult<Vec<Event>> {
    Ok(referral_event::Entity::find()
        .filter(referral_event::Column::ReferralId.eq(referral_id))
        .order_by_asc(referral_event::Column::Id)
        .all(db)
        .await?)
}

/// A referral with its position, learner, course and referrer.
#[derive(Debug, Clone, FromQueryResult)]
pub struct ReferralRow {
    pub id: i64,
    pub position_id: i64,
    pub company: String,
    pub position_title: String,
    pub city: String,
    pub salary_min: Option<i64>,
    pub salary_max: Option<i64>,
    pub position_status: String,
    pub user_id: i64,
    pub username: String,
    pub name: Option<String>,
    pub phone: Option<String>,
    pub course_id: Option<i64>,
    pub course_name: Option<String>,
    pub certificate_number: Option<String>,
    pub status: String,
    pub notes: Option<String>,
    pub referred_by: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
}

const REFERRALS: &str = "SELECT r.id, r.position_id, p.company, p.title AS position_title, p.city, \
    p.salary_min, p.salary_max, p.status AS position_status, r.user_id, u.username, u.name, \
    u.phone, r.course_id, c.name AS course_name, a.certificate_number, r.status, r.notes, \
    COALESCE(s.name, s.username) AS referred_by, r.created_at, r.updated_at \
    FROM career_referrals r JOIN career_positions p ON p.id = r.position_id \
    JOIN users u ON u.id = r.user_id LEFT JOIN courses c ON c.id = r.course_id \
    LEFT JOIN applications a ON a.user_id = r.user_id AND a.course_id = r.course_id \
    LEFT JOIN users s ON s.id = r.referred_by";

/// Which referrals the staff's list shows.
#[derive(Default)]
pub struct ReferralFilter {
    pub status: Option<Status>,
    pub position_id: Option<i64>,
    /// The learner as `learner_search` matches them, or a part of the company or position.
    pub text: Option<String>,
    /// Only this learner's.
    pub user_id: Option<i64>,
}

/// A page of referrals (latest change first) matching the filter, how many match, and how many
/// match the filter without its status in each status.
pub async fn referrals(
    db: &impl ConnectionTrait,
    f: &ReferralFilter,
    page: Page,
) -> DbResult<(Vec<ReferralRow>, u64, HashMap<String, i64>)> {
    let mut params = Params::default();
    let mut clauses = vec!["1 = 1".to_string()];
    if let Some(id) = f.position_id {
        let p = params.bind(id);
        clauses.push(format!("r.position_id = {p}"));
    }
    if let Some(id) = f.user_id {
        let p = params.bind(id);
        clauses.push(format!("r.user_id = {p}"));
    }
    if let Some(text) = f.text.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        let learner = super::learner_search(&mut params, text);
        let p = params.bind(contains_pattern(text));
        clauses.push(format!(
            "({learner} OR LOWER(p.company) LIKE {p} ESCAPE '\\' OR LOWER(p.title) LIKE {p} \
             ESCAPE '\\')"
        ));
    }
    let from = "FROM career_referrals r JOIN career_positions p ON p.id = r.position_id \
                JOIN users u ON u.id = r.user_id";
    let by_status = by_status(
        db,
        &format!(
            "SELECT r.status AS status, COUNT(*) AS n {from} WHERE {} GROUP BY r.status",
            clauses.join(" AND ")
        ),
        params.0.clone(),
    )
    .await?;
    if let Some(s) = f.status {
        let p = params.bind(s.as_str());
        clauses.push(format!("r.status = {p}"));
    }
    let filter = clauses.join(" AND ");
    let (rows, total) = page_of(
        db,
        &format!("SELECT COUNT(*) AS n {from} WHERE {filter}"),
        &format!("{REFERRALS} WHERE {filter} ORDER BY r.updated_at DESC, r.id DESC"),
        params,
        page,
    )
    .await?;
    Ok((rows, total, by_status))
}

/// One referral with its position, learner, course and referrer.
pub async fn referral_row(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<ReferralRow>> {
    Ok(ReferralRow::find_by_statement(statement(
        db,
        &format!("{REFERRALS} WHERE r.id = $1"),
        vec![id.into()],
    ))
    .one(db)
    .await?)
}
