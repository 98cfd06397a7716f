//! The conduct record of attempts (`exam_events`) and the teacher's decisions on an attempt
//! (voided, reopened).

use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseBackend, EntityTrait, PaginatorTrait,
    QueryFilter, QueryOrder, QuerySelect, Set,
};

use super::DbResult;
use super::entity::{exam_event, exam_record};
use super::exams::ExamRecord;
use crate::domain::conduct::EventKind;

pub use exam_event::Model as ExamEvent;

/// An attempt, locked against other writes until the transaction ends (PostgreSQL; a SQLite
/// write transaction holds the database).
pub async fn record_locked(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<ExamRecord>> {
    let query = exam_record::Entity::find_by_id(id);
    Ok(if db.get_database_backend() == DatabaseBackend::Postgres {
        query.lock_exclusive().one(db).await?
    } else {
        query.one(db).await?
    })
}

/// The attempt's last counted leave: its kind and time.
pub async fn last_counted(
    db: &impl ConnectionTrait,
    record_id: i64,
) -> DbResult<Option<(EventKind, i64)>> {
    let last = exam_event::Entity::find()
        .filter(exam_event::Column::RecordId.eq(record_id))
        .filter(exam_event::Column::Counted.eq(true))
        .order_by_desc(exam_event::Column::Id)
        .one(db)
        .await?;
    Ok(last.and_then(|e| Some((EventKind::parse(&e.kind)?, e.at))))
}

/// How many events the attempt has stored.
pub async fn stored(db: &impl ConnectionTrait, record_id: i64) -> DbResult<u64> {
    Ok(exam_event::Entity::find()
        .filter(exam_event::Column::RecordId.eq(record_id))
        .count(db)
        .await?)
}

/// One event as recorded.
pub struct NewEvent<'a> {
    pub record_id: i64,
    pub kind: EventKind,
    pub at: i64,
    pub counted: bool,
    pub by: Option<i64>,
    pub detail: Option<&'a str>,
}

pub async fn add(db: &impl ConnectionTrait, e: NewEvent<'_>) -> DbResult<()> {
    exam_event::ActiveModel {
        record_id: Set(e.record_id),
        kind: Set(e.kind.as_str().into()),
        at: Set(e.at),
        counted: Set(e.counted),
        by_user: Set(e.by),
        detail: Set(e.detail.map(str::to_string)),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

/// An attempt's events, in order.
pub async fn events(db: &impl ConnectionTrait, record_id: i64) -> DbResult<Vec<ExamEvent>> {
    Ok(exam_event::Entity::find()
        .filter(exam_event::Column::RecordId.eq(record_id))
        .order_by_asc(exam_event::Column::Id)
        .all(db)
        .await?)
}

/// Voids a submitted attempt.
pub async fn void(db: &impl ConnectionTrait, id: i64, reason: &str, now: i64) -> DbResult<()> {
    exam_record::Entity::update_many()
        .col_expr(exam_record::Column::VoidedAt, Expr::value(now))
        .col_expr(exam_record::Column::VoidReason, Expr::value(reason))
        .col_expr(exam_record::Column::UpdatedAt, Expr::value(now))
        .filter(exam_record::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}

/// Opens a submitted attempt again until `deadline`: its answers stay as the draft, its grades,
/// score, leaves and any voiding are cleared.
pub async fn reopen(db: &impl ConnectionTrait, id: i64, deadline: i64, now: i64) -> DbResult<()> {
    exam_record::Entity::update_many()
        .col_expr(exam_record::Column::SubmittedAt, Expr::value(None::<i64>))
        .col_expr(exam_record::Column::Deadline, Expr::value(deadline))
        .col_expr(exam_record::Column::ExitCount, Expr::value(0))
        .col_expr(exam_record::Column::Score, Expr::value(None::<i32>))
        .col_expr(exam_record::Column::Reviewed, Expr::value(false))
        .col_expr(exam_record::Column::Grades, Expr::value("{}"))
        .col_expr(exam_record::Column::VoidedAt, Expr::value(None::<i64>))
        .col_expr(exam_record::Column::VoidReason, Expr::value(None::<String>))
        .col_expr(exam_record::Column::UpdatedAt, Expr::value(now))
        .filter(exam_record::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}
