//! One learner's own terms for an exam (`exam_overrides`) and the trail of their changes.

use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect, Set,
};

use super::DbResult;
use super::entity::{exam, exam_override, exam_override_change};
use crate::domain::attempts::Terms;
use crate::domain::audit::{Actor, Entry, Kind, Object};

pub use exam_override::Model as Override;
pub use exam_override_change::Model as OverrideChange;

impl Override {
    pub fn terms(&self) -> Terms {
        Terms {
            extra_time: self.extra_time,
            extra_attempts: self.extra_attempts,
            started_at: self.started_at,
            expired_at: self.expired_at,
        }
    }
}

/// A learner's terms for one exam.
pub async fn find(
    db: &impl ConnectionTrait,
    exam_id: i64,
    user_id: i64,
) -> DbResult<Option<Override>> {
    Ok(exam_override::Entity::find()
        .filter(exam_override::Column::UserId.eq(user_id))
        .filter(exam_override::Column::ExamId.eq(exam_id))
        .one(db)
        .await?)
}

/// A learner's terms for every exam.
pub async fn of_learner(db: &impl ConnectionTrait, user_id: i64) -> DbResult<Vec<Override>> {
    Ok(exam_override::Entity::find()
        .filter(exam_override::Column::UserId.eq(user_id))
        .all(db)
        .await?)
}

/// The terms of an exam's learners, latest change first.
pub async fn of_exam(db: &impl ConnectionTrait, exam_id: i64) -> DbResult<Vec<Override>> {
    Ok(exam_override::Entity::find()
        .filter(exam_override::Column::ExamId.eq(exam_id))
        .order_by_desc(exam_override::Column::UpdatedAt)
        .order_by_desc(exam_override::Column::Id)
        .all(db)
        .await?)
}

/// The latest changes of an exam's terms, newest first.
pub async fn changes(
    db: &impl ConnectionTrait,
    exam_id: i64,
    limit: u64,
) -> DbResult<Vec<OverrideChange>> {
    Ok(exam_override_change::Entity::find()
        .filter(exam_override_change::Column::ExamId.eq(exam_id))
        .order_by_desc(exam_override_change::Column::ChangedAt)
        .order_by_desc(exam_override_change::Column::Id)
        .limit(limit)
        .all(db)
        .await?)
}

/// Who changed a learner's terms, why, from and to what (None: no terms).
pub struct Change<'a> {
    pub exam_id: i64,
    pub user_id: i64,
    pub from: Option<&'a Terms>,
    pub to: Option<&'a Terms>,
    pub reason: &'a str,
    pub by: &'a Actor,
    pub at: i64,
}

/// Sets (or, with `to` None, removes) a learner's terms and records the change; keeps the
/// exam's `overrides_end` the latest end of an own window. Run inside the caller's transaction.
pub async fn change(db: &impl ConnectionTrait, c: Change<'_>) -> DbResult<()> {
    let current = find(db, c.exam_id, c.user_id).await?;
    match (current, c.to) {
        (Some(row), None) => {
            exam_override::Entity::delete_by_id(row.id).exec(db).await?;
        }
        (current, Some(t)) => {
            let mut m: exam_override::ActiveModel = match current {
                Some(row) => row.into(),
                None => exam_override::ActiveModel {
                    exam_id: Set(c.exam_id),
                    user_id: Set(c.user_id),
                    ..Default::default()
                },
            };
            m.extra_time = Set(t.extra_time);
            m.extra_attempts = Set(t.extra_attempts);
            m.started_at = Set(t.started_at);
            m.expired_at = Set(t.expired_at);
            m.reason = Set(c.reason.to_string());
            m.granted_by = Set(c.by.id);
            m.updated_at = Set(c.at);
            m.save(db).await?;
        }
        (None, None) => {}
    }
    let title = exam::Entity::find_by_id(c.exam_id)
        .one(db)
        .await?
        .map(|e| e.title)
        .unwrap_or_default();
    let learner = super::courses::name_of(db, c.user_id).await?;
    let action = if c.to.is_some() {
        "设置单独考试安排"
    } else {
        "取消单独考试安排"
    };
    let entry = Entry::new(Kind::Grading, action, Object::Exam, Some(c.exam_id))
        .label(format!("{learner} · 《{title}》"))
        .change(c.from.map(Terms::describe), c.to.map(Terms::describe))
        .reason(Some(c.reason));
    super::audit::record(db, c.by, c.at, entry).await?;
    exam_override_change::ActiveModel {
        exam_id: Set(c.exam_id),
        user_id: Set(c.user_id),
        from_value: Set(c.from.map(super::json_text)),
        to_value: Set(c.to.map(super::json_text)),
        reason: Set(c.reason.to_string()),
        changed_by: Set(c.by.id),
        changed_at: Set(c.at),
        ..Default::default()
    }
    .insert(db)
    .await?;
    let latest: Option<Option<i64>> = exam_override::Entity::find()
        .select_only()
        .column_as(exam_override::Column::ExpiredAt.max(), "latest")
        .filter(exam_override::Column::ExamId.eq(c.exam_id))
        .into_tuple()
        .one(db)
        .await?;
    exam::Entity::update_many()
        .col_expr(exam::Column::OverridesEnd, Expr::value(latest.flatten()))
        .filter(exam::Column::Id.eq(c.exam_id))
        .exec(db)
        .await?;
    Ok(())
}
