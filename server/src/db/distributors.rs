//! Distributors: their invite codes, the learners attributed to them, and the dashboard's
//! figures over a period — one GROUP BY per kind of event over the attributed learners (found
//! through `users(distributor_id, created_at)`, their applications through a covering index),
//! whose few rows the service adds up; never the events themselves loaded into memory.

use std::collections::HashMap;

use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, FromQueryResult, PaginatorTrait,
    QueryFilter, QueryOrder, Set,
};

use super::entity::{course, invite_code};
use super::{DbResult, Params, count, statement};
use crate::domain::page::Page;

pub type InviteCode = invite_code::Model;

/// Whom a registration is attributed to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attribution {
    pub distributor_id: i64,
    pub code_id: i64,
}

/// The attribution of an active code (any case), if there is one.
pub async fn active_code(db: &impl ConnectionTrait, code: &str) -> DbResult<Option<Attribution>> {
    Ok(invite_code::Entity::find()
        .filter(invite_code::Column::Code.eq(code.to_uppercase()))
        .filter(invite_code::Column::Active.eq(true))
        .one(db)
        .await?
        .map(|c| Attribution {
            distributor_id: c.distributor_id,
            code_id: c.id,
        }))
}

/// Does this account hold the built-in distributor role?
pub async fn is_distributor(db: &impl ConnectionTrait, user_id: i64) -> DbResult<bool> {
    Ok(count(
        db,
        "SELECT COUNT(*) AS n FROM user_roles ur JOIN roles r ON r.id = ur.role_id \
         WHERE ur.user_id = $1 AND r.name = 'distributor'",
        vec![user_id.into()],
    )
    .await?
        > 0)
}

pub async fn code_count(db: &impl ConnectionTrait, distributor_id: i64) -> DbResult<u64> {
    Ok(invite_code::Entity::find()
        .filter(invite_code::Column::DistributorId.eq(distributor_id))
        .count(db)
        .await?)
}

/// Adds a code; a code already taken by someone is a unique violation (the caller draws again).
pub async fn insert_code(
    db: &impl ConnectionTrait,
    distributor_id: i64,
    code: &str,
    label: Option<String>,
    by: i64,
    now: i64,
) -> DbResult<i64> {
    Ok(invite_code::ActiveModel {
        code: Set(code.into()),
        distributor_id: Set(distributor_id),
        label: Set(label),
        active: Set(true),
        created_by: Set(Some(by)),
        created_at: Set(now),
        disabled_at: Set(None),
        ..Default::default()
    }
    .insert(db)
    .await?
    .id)
}

pub async fn find_code(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<InviteCode>> {
    Ok(invite_code::Entity::find_by_id(id).one(db).await?)
}

/// Sets a code's label (Some(None) removes it) and/or whether it is active.
pub async fn update_code(
    db: &impl ConnectionTrait,
    id: i64,
    label: Option<Option<String>>,
    active: Option<bool>,
    now: i64,
) -> DbResult<()> {
    let mut update = invite_code::Entity::update_many().filter(invite_code::Column::Id.eq(id));
    if let Some(label) = label {
        update = update.col_expr(invite_code::Column::Label, Expr::value(label));
    }
    if let Some(active) = active {
        update = update
            .col_expr(invite_code::Column::Active, Expr::value(active))
            .col_expr(
                invite_code::Column::DisabledAt,
                Expr::value((!active).then_some(now)),
            );
    }
    update.exec(db).await?;
    Ok(())
}

/// A distributor's codes, oldest first.
pub async fn code_list(
    db: &impl ConnectionTrait,
    distributor_id: i64,
) -> DbResult<Vec<InviteCode>> {
    Ok(invite_code::Entity::find()
        .filter(invite_code::Column::DistributorId.eq(distributor_id))
        .order_by_asc(invite_code::Column::Id)
        .all(db)
        .await?)
}

/// How many events of one kind (and their amount in fen) happened on a China day for one course
/// and invite code: a row of a GROUP BY over the distributor's learners. A dimension a kind of
/// event does not have is 0 (registrations have no course, enrolments no code).
#[derive(Debug, Clone, FromQueryResult)]
pub struct Tally {
    pub day: i64,
    pub course_id: i64,
    pub code_id: i64,
    pub status: i64,
    pub n: i64,
    pub amount: i64,
}

/// The attributed learners of `$1`, as a FROM clause the figures start from.
const LEARNERS: &str = "users u WHERE u.distributor_id = $1";

/// The China day (a day number) of a millisecond time column.
fn day_of(column: &str) -> String {
    format!("(({column} + 28800000) / 86400000)")
}

/// One kind of event and how it is tallied: the time column that dates it, the rows joined to
/// the learner `u`, an extra condition, and the SQL of its dimensions and amount (absent ones 0).
pub struct Kind {
    at: &'static str,
    join: &'static str,
    condition: &'static str,
    course: &'static str,
    code: &'static str,
    status: &'static str,
    amount: &'static str,
}

const ZERO: &str = "CAST(0 AS BIGINT)";

/// Learners registered, per day and code.
pub const REGISTRATIONS: Kind = Kind {
    at: "u.created_at",
    join: "",
    condition: "",
    course: ZERO,
    code: "COALESCE(u.invite_code_id, 0)",
    status: ZERO,
    amount: ZERO,
};

/// Enrolments made, per day, course and present status.
pub const ENROLMENTS: Kind = Kind {
    at: "e.created_at",
    join: "JOIN enrolments e ON e.user_id = u.id",
    condition: "",
    course: "e.course_id",
    code: ZERO,
    status: "CAST(e.status AS BIGINT)",
    amount: ZERO,
};

/// Payments confirmed with their amount, per day, course and code.
pub const PAYMENTS: Kind = Kind {
    at: "a.paid_at",
    join: "JOIN applications a ON a.user_id = u.id",
    condition: "",
    course: "a.course_id",
    code: "COALESCE(u.invite_code_id, 0)",
    status: ZERO,
    amount: "CAST(COALESCE(SUM(a.paid_amount), 0) AS BIGINT)",
};

/// Exams passed, per day.
pub const PASSED: Kind = Kind {
    at: "a.exam_completed_at",
    join: "JOIN applications a ON a.user_id = u.id",
    condition: "AND a.exam_completed = TRUE",
    course: ZERO,
    code: ZERO,
    status: ZERO,
    amount: ZERO,
};

/// The events of one kind among the distributor's learners in `[start, end)`, tallied.
pub async fn tally(
    db: &impl ConnectionTrait,
    kind: &Kind,
    distributor_id: i64,
    (start, end): (i64, i64),
) -> DbResult<Vec<Tally>> {
    let Kind {
        at,
        join,
        condition,
        course,
        code,
        status,
        amount,
    } = kind;
    let sql = format!(
        "SELECT {} AS day, {course} AS course_id, {code} AS code_id, {status} AS status, \
         COUNT(*) AS n, {amount} AS amount FROM users u {join} WHERE u.distributor_id = $1 \
         {condition} AND {at} >= $2 AND {at} < $3 GROUP BY 1, 2, 3, 4",
        day_of(at)
    );
    Ok(Tally::find_by_statement(statement(
        db,
        &sql,
        vec![distributor_id.into(), start.into(), end.into()],
    ))
    .all(db)
    .await?)
}

/// The names of these courses.
pub async fn course_names(
    db: &impl ConnectionTrait,
    ids: Vec<i64>,
) -> DbResult<HashMap<i64, String>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    Ok(course::Entity::find()
        .filter(course::Column::Id.is_in(ids))
        .all(db)
        .await?
        .into_iter()
        .map(|c| (c.id, c.name))
        .collect())
}

/// Of the learners registered on a day: how many submitted materials, were approved (awaiting
/// payment or enrolled), paid, and passed an exam.
#[derive(Debug, Default, Clone, FromQueryResult)]
pub struct Funnel {
    pub day: i64,
    pub registered: i64,
    pub submitted: i64,
    pub approved: i64,
    pub paid: i64,
    pub passed: i64,
}

/// The funnel of the learners registered in `[start, end)`, per day of registration.
pub async fn funnel(
    db: &impl ConnectionTrait,
    distributor_id: i64,
    (start, end): (i64, i64),
) -> DbResult<Vec<Funnel>> {
    let has = |condition: &str| {
        format!(
            "CAST(COALESCE(SUM(CASE WHEN EXISTS ({condition}) THEN 1 ELSE 0 END), 0) AS BIGINT)"
        )
    };
    Ok(Funnel::find_by_statement(statement(
        db,
        &format!(
            "SELECT {} AS day, COUNT(*) AS registered, {} AS submitted, {} AS approved, \
             {} AS paid, {} AS passed FROM {LEARNERS} \
             AND u.created_at >= $2 AND u.created_at < $3 GROUP BY 1",
            day_of("u.created_at"),
            has(
                "SELECT 1 FROM applications a WHERE a.user_id = u.id AND a.submitted_at IS NOT NULL"
            ),
            has("SELECT 1 FROM enrolments e WHERE e.user_id = u.id AND e.status IN (2, 4)"),
            has("SELECT 1 FROM applications a WHERE a.user_id = u.id AND a.paid_at IS NOT NULL"),
            has("SELECT 1 FROM applications a WHERE a.user_id = u.id AND a.exam_completed = TRUE"),
        ),
        vec![distributor_id.into(), start.into(), end.into()],
    ))
    .all(db)
    .await?)
}

/// An attributed learner.
#[derive(Debug, Clone, FromQueryResult)]
pub struct Learner {
    pub id: i64,
    pub username: String,
    pub name: Option<String>,
    pub phone: Option<String>,
    pub code: Option<String>,
    pub created_at: i64,
}

/// A page of a distributor's learners (newest first) matching `text` (`learner_search`).
pub async fn learners(
    db: &impl ConnectionTrait,
    distributor_id: i64,
    text: Option<&str>,
    page: Page,
) -> DbResult<(Vec<Learner>, u64)> {
    let mut params = Params::default();
    let mut filter = format!("u.distributor_id = {}", params.bind(distributor_id));
    if let Some(text) = text.map(str::trim).filter(|t| !t.is_empty()) {
        filter.push_str(" AND ");
        filter.push_str(&super::learner_search(&mut params, text));
    }
    super::page_of(
        db,
        &format!("SELECT COUNT(*) AS n FROM users u WHERE {filter}"),
        &format!(
            "SELECT u.id, u.username, u.name, u.phone, k.code, u.created_at FROM users u \
             LEFT JOIN invite_codes k ON k.id = u.invite_code_id WHERE {filter} \
             ORDER BY u.created_at DESC, u.id DESC"
        ),
        params,
        page,
    )
    .await
}

/// A learner's enrolment in one course with whether it was paid and the exam passed.
#[derive(Debug, Clone, FromQueryResult)]
pub struct LearnerCourse {
    pub user_id: i64,
    pub course_id: i64,
    pub course_name: String,
    pub status: i16,
    pub paid: bool,
    pub exam_completed: bool,
}

/// The enrolments of these learners.
pub async fn learner_courses(
    db: &impl ConnectionTrait,
    user_ids: &[i64],
) -> DbResult<Vec<LearnerCourse>> {
    if user_ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut params = Params::default();
    let list: Vec<String> = user_ids.iter().map(|id| params.bind(*id)).collect();
    Ok(LearnerCourse::find_by_statement(statement(
        db,
        &format!(
            "SELECT e.user_id, e.course_id, c.name AS course_name, e.status, \
             (a.paid_at IS NOT NULL AND a.id IS NOT NULL) AS paid, \
             COALESCE(a.exam_completed, FALSE) AS exam_completed \
             FROM enrolments e JOIN courses c ON c.id = e.course_id \
             LEFT JOIN applications a ON a.user_id = e.user_id AND a.course_id = e.course_id \
             WHERE e.user_id IN ({}) ORDER BY e.created_at",
            list.join(", ")
        ),
        params.0,
    ))
    .all(db)
    .await?)
}

/// A distributor in the administrator's comparison.
#[derive(Debug, Clone, FromQueryResult)]
pub struct Compared {
    pub user_id: i64,
    pub username: String,
    pub name: Option<String>,
    pub codes: i64,
    pub active_codes: i64,
}

/// Every account holding the distributor role, with its codes.
pub async fn distributors(db: &impl ConnectionTrait) -> DbResult<Vec<Compared>> {
    Ok(Compared::find_by_statement(statement(
        db,
        "SELECT u.id AS user_id, u.username, u.name, \
         (SELECT COUNT(*) FROM invite_codes k WHERE k.distributor_id = u.id) AS codes, \
         (SELECT COUNT(*) FROM invite_codes k WHERE k.distributor_id = u.id AND k.active = TRUE) \
           AS active_codes \
         FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id \
         WHERE r.name = 'distributor' ORDER BY u.id",
        vec![],
    ))
    .all(db)
    .await?)
}

/// Moves an account's registration to `at` and what it did after to the days that follow (its
/// enrolments a day later, submissions two, reviews three, payments four, exam passes five):
/// demo data spread over past days.
pub async fn backdate(db: &impl ConnectionTrait, user_id: i64, at: i64) -> DbResult<()> {
    let day = 86_400_000i64;
    let shift = |column: &str, days: i64| {
        format!(
            "{column} = CASE WHEN {column} IS NULL THEN NULL ELSE {} END",
            at + days * day
        )
    };
    db.execute_raw(statement(
        db,
        "UPDATE users SET created_at = $2 WHERE id = $1",
        vec![user_id.into(), at.into()],
    ))
    .await?;
    for sql in [
        format!(
            "UPDATE enrolments SET created_at = {} WHERE user_id = $1",
            at + day
        ),
        format!(
            "UPDATE applications SET created_at = {}, {}, {}, {}, {}, {} WHERE user_id = $1",
            at + day,
            shift("submitted_at", 2),
            shift("reviewed_at", 3),
            shift("payment_submitted_at", 3),
            shift("paid_at", 4),
            shift("exam_completed_at", 5),
        ),
    ] {
        db.execute_raw(statement(db, &sql, vec![user_id.into()]))
            .await?;
    }
    Ok(())
}
