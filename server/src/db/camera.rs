//! Camera presence's queries: the learners' consents, the snapshots the server asks sessions
//! for (and the files they arrive as), the reviewers' verdicts on sessions, and the snapshots
//! past their retention.

use sea_orm::sea_query::OnConflict;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set,
};

use super::entity::{camera_consent, study_review, study_session, study_snapshot};
use super::{DbResult, Params, statement};
use crate::db::study::StudySession;
use crate::domain::audit::{Actor, Entry, Kind, Object};

pub use camera_consent::Model as Consent;
pub use study_review::Model as Review;
pub use study_snapshot::Model as Snapshot;

/// The learner's consent, if given.
pub async fn consent(db: &impl ConnectionTrait, user_id: i64) -> DbResult<Option<Consent>> {
    Ok(camera_consent::Entity::find_by_id(user_id).one(db).await?)
}

/// Records (or renews) the learner's consent.
pub async fn save_consent(db: &impl ConnectionTrait, consent: Consent) -> DbResult<()> {
    use camera_consent::Column as C;
    let model = camera_consent::ActiveModel {
        user_id: Set(consent.user_id),
        consented_at: Set(consent.consented_at),
        retention_days: Set(consent.retention_days),
        address: Set(consent.address),
        user_agent: Set(consent.user_agent),
    };
    camera_consent::Entity::insert(model)
        .on_conflict(
            OnConflict::column(C::UserId)
                .update_columns([C::ConsentedAt, C::RetentionDays, C::Address, C::UserAgent])
                .to_owned(),
        )
        .exec(db)
        .await?;
    Ok(())
}

/// Asks the session's camera for a still by `deadline`; the next one is asked for when the
/// session has credited `next_at` (None: none).
pub async fn request(
    db: &impl ConnectionTrait,
    session: &StudySession,
    now: i64,
    deadline: i64,
    next_at: Option<i64>,
) -> DbResult<i64> {
    let snapshot = study_snapshot::ActiveModel {
        session_id: Set(session.id),
        user_id: Set(session.user_id),
        requested_at: Set(now),
        deadline: Set(deadline),
        taken_at: Set(None),
        file_id: Set(None),
        match_score: Set(None),
        deleted_at: Set(None),
        ..Default::default()
    }
    .insert(db)
    .await?;
    db.execute_raw(statement(
        db,
        "UPDATE study_sessions SET snapshot_id = $2, snapshot_deadline = $3, \
         next_snapshot_at_ms = $4 WHERE id = $1",
        vec![
            session.id.into(),
            snapshot.id.into(),
            deadline.into(),
            next_at.into(),
        ],
    ))
    .await?;
    Ok(snapshot.id)
}

/// A snapshot arrived as `file_id`: the session waits for it no more.
pub async fn take(
    db: &impl ConnectionTrait,
    session_id: i64,
    snapshot_id: i64,
    file_id: i64,
    match_score: Option<i32>,
    now: i64,
) -> DbResult<bool> {
    let taken = db
        .execute_raw(statement(
            db,
            "UPDATE study_snapshots SET taken_at = $3, file_id = $4, match_score = $5 \
             WHERE id = $2 AND session_id = $1 AND taken_at IS NULL",
            vec![
                session_id.into(),
                snapshot_id.into(),
                now.into(),
                file_id.into(),
                match_score.into(),
            ],
        ))
        .await?;
    db.execute_raw(statement(
        db,
        "UPDATE study_sessions SET snapshot_id = NULL, snapshot_deadline = NULL \
         WHERE id = $1 AND snapshot_id = $2",
        vec![session_id.into(), snapshot_id.into()],
    ))
    .await?;
    Ok(taken.rows_affected() > 0)
}

/// Whether a file is already some snapshot's.
pub async fn file_taken(db: &impl ConnectionTrait, file_id: i64) -> DbResult<bool> {
    Ok(study_snapshot::Entity::find()
        .filter(study_snapshot::Column::FileId.eq(file_id))
        .one(db)
        .await?
        .is_some())
}

/// A session's snapshots, in the order asked for.
pub async fn snapshots(db: &impl ConnectionTrait, session_id: i64) -> DbResult<Vec<Snapshot>> {
    Ok(study_snapshot::Entity::find()
        .filter(study_snapshot::Column::SessionId.eq(session_id))
        .order_by_asc(study_snapshot::Column::Id)
        .all(db)
        .await?)
}

/// Records a verdict by `actor` on a session and sets it as the session's, with its entry in the
/// audit log.
pub async fn review(db: &impl ConnectionTrait, actor: &Actor, review: Review) -> DbResult<()> {
    let label = match study_session::Entity::find_by_id(review.session_id)
        .one(db)
        .await?
    {
        Some(s) => super::applications::label(db, s.user_id, s.course_id).await?,
        None => String::new(),
    };
    let verdict = |v: &str| if v == "self" { "本人" } else { "非本人" };
    let entry = Entry::new(
        Kind::Study,
        "学时核验",
        Object::StudySession,
        Some(review.session_id),
    )
    .label(label)
    .change(
        review.from_verdict.as_deref().map(verdict),
        Some(verdict(&review.verdict)),
    )
    .reason(Some(review.reason.as_str()));
    super::audit::record(db, actor, review.at, entry).await?;
    db.execute_raw(statement(
        db,
        "UPDATE study_sessions SET verdict = $2 WHERE id = $1",
        vec![review.session_id.into(), review.verdict.clone().into()],
    ))
    .await?;
    study_review::ActiveModel {
        session_id: Set(review.session_id),
        reviewer_id: Set(actor.id),
        from_verdict: Set(review.from_verdict),
        verdict: Set(review.verdict),
        reason: Set(review.reason),
        withdrawn_ms: Set(review.withdrawn_ms),
        at: Set(review.at),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

/// A session's verdicts, oldest first.
pub async fn reviews(db: &impl ConnectionTrait, session_id: i64) -> DbResult<Vec<Review>> {
    Ok(study_review::Entity::find()
        .filter(study_review::Column::SessionId.eq(session_id))
        .order_by_asc(study_review::Column::Id)
        .all(db)
        .await?)
}

/// The two kinds of camera stills, kept alike: a study session's and an exam attempt's.
#[derive(Clone, Copy)]
pub enum Stills {
    Study,
    Exam,
}

impl Stills {
    fn table(self) -> &'static str {
        match self {
            Self::Study => "study_snapshots",
            Self::Exam => "exam_snapshots",
        }
    }
}

/// Stills taken before `before` whose file is still kept: (still, file), at most `limit`.
pub async fn expired(
    db: &impl ConnectionTrait,
    stills: Stills,
    before: i64,
    limit: u64,
) -> DbResult<Vec<(i64, i64)>> {
    let rows = db
        .query_all_raw(statement(
            db,
            &format!(
                "SELECT id, file_id FROM {} WHERE taken_at < $1 AND file_id IS NOT NULL \
                 ORDER BY taken_at LIMIT $2",
                stills.table()
            ),
            vec![before.into(), (limit as i64).into()],
        ))
        .await?;
    rows.iter()
        .map(|r| Ok((r.try_get("", "id")?, r.try_get("", "file_id")?)))
        .collect()
}

/// The stills' files are deleted: they keep when they were asked for and taken.
pub async fn forget_files(
    db: &impl ConnectionTrait,
    stills: Stills,
    ids: &[i64],
    now: i64,
) -> DbResult<()> {
    if ids.is_empty() {
        return Ok(());
    }
    let mut params = Params::default();
    let now = params.bind(now);
    let ids: Vec<String> = ids.iter().map(|id| params.bind(*id)).collect();
    db.execute_raw(statement(
        db,
        &format!(
            "UPDATE {} SET file_id = NULL, deleted_at = {now} WHERE id IN ({})",
            stills.table(),
            ids.join(", ")
        ),
        params.0,
    ))
    .await?;
    Ok(())
}
