//! Camera stills during exams: the learners' consents per exam, the stills each attempt is
//! given (and the files they arrive as); their retention is `camera::expired`'s.

use sea_orm::sea_query::OnConflict;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set};

use super::entity::{exam_camera_consent, exam_snapshot};
use super::{DbResult, statement};

pub use exam_camera_consent::Model as Consent;
pub use exam_snapshot::Model as ExamSnapshot;

/// The learner's consent to the exam's camera stills, if given.
pub async fn consent(
    db: &impl ConnectionTrait,
    exam_id: i64,
    user_id: i64,
) -> DbResult<Option<Consent>> {
    Ok(exam_camera_consent::Entity::find_by_id((exam_id, user_id))
        .one(db)
        .await?)
}

/// Records (or renews) the learner's consent to the exam's stills.
pub async fn save_consent(db: &impl ConnectionTrait, consent: Consent) -> DbResult<()> {
    use exam_camera_consent::Column as C;
    let model = exam_camera_consent::ActiveModel {
        exam_id: Set(consent.exam_id),
        user_id: Set(consent.user_id),
        consented_at: Set(consent.consented_at),
        retention_days: Set(consent.retention_days),
        address: Set(consent.address),
        user_agent: Set(consent.user_agent),
    };
    exam_camera_consent::Entity::insert(model)
        .on_conflict(
            OnConflict::columns([C::ExamId, C::UserId])
                .update_columns([C::ConsentedAt, C::RetentionDays, C::Address, C::UserAgent])
                .to_owned(),
        )
        .exec(db)
        .await?;
    Ok(())
}

/// An attempt's stills, in the order they fall due.
pub async fn stills(db: &impl ConnectionTrait, record_id: i64) -> DbResult<Vec<ExamSnapshot>> {
    Ok(exam_snapshot::Entity::find()
        .filter(exam_snapshot::Column::RecordId.eq(record_id))
        .order_by_asc(exam_snapshot::Column::DueAt)
        .order_by_asc(exam_snapshot::Column::Id)
        .all(db)
        .await?)
}

/// Gives an attempt its stills: (due, deadline) each.
pub async fn schedule(
    db: &impl ConnectionTrait,
    record_id: i64,
    moments: &[(i64, i64)],
) -> DbResult<()> {
    if moments.is_empty() {
        return Ok(());
    }
    let rows = moments
        .iter()
        .map(|&(due_at, deadline)| exam_snapshot::ActiveModel {
            record_id: Set(record_id),
            due_at: Set(due_at),
            deadline: Set(deadline),
            taken_at: Set(None),
            file_id: Set(None),
            deleted_at: Set(None),
            ..Default::default()
        });
    exam_snapshot::Entity::insert_many(rows).exec(db).await?;
    Ok(())
}

/// A still the attempt is due for arrived as `file_id`; false when it is not one due and untaken.
pub async fn take(
    db: &impl ConnectionTrait,
    record_id: i64,
    snapshot_id: i64,
    file_id: i64,
    now: i64,
) -> DbResult<bool> {
    let taken = db
        .execute_raw(statement(
            db,
            "UPDATE exam_snapshots SET taken_at = $3, file_id = $4 \
             WHERE id = $2 AND record_id = $1 AND taken_at IS NULL AND due_at <= $3",
            vec![
                record_id.into(),
                snapshot_id.into(),
                now.into(),
                file_id.into(),
            ],
        ))
        .await?;
    Ok(taken.rows_affected() > 0)
}

/// Whether a file is already some exam still's.
pub async fn file_taken(db: &impl ConnectionTrait, file_id: i64) -> DbResult<bool> {
    Ok(exam_snapshot::Entity::find()
        .filter(exam_snapshot::Column::FileId.eq(file_id))
        .one(db)
        .await?
        .is_some())
}

/// The author of the exam a still was taken in (Some(None): an exam without one; None: the
/// file is no exam still).
pub async fn exam_author_of_file(
    db: &impl ConnectionTrait,
    file_id: i64,
) -> DbResult<Option<Option<i64>>> {
    let row = db
        .query_one_raw(statement(
            db,
            "SELECT e.author_id FROM exam_snapshots s JOIN exam_records r ON r.id = s.record_id \
             JOIN exams e ON e.id = r.exam_id WHERE s.file_id = $1",
            vec![file_id.into()],
        ))
        .await?;
    row.map(|r| r.try_get("", "author_id"))
        .transpose()
        .map_err(Into::into)
}
