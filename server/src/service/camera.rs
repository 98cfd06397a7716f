//! Camera presence (随机抓拍). A course may require it: the learner consents once (what is
//! captured, why, who sees it, how long it is kept); the server asks for a still when a study
//! session opens and after a random share of study (`service::study`), and a session earns
//! nothing while an asked-for still is overdue (`domain::study`, reason `camera`). A still arrives
//! as a private file (`snapshot`) readable by its learner and the study-hours reviewers only, is
//! compared by the configured `FaceMatcher` (none by default), and is deleted after the
//! retention period. A reviewer (study:verify) sees a session's stills beside the application's
//! photo and ID card and marks it 本人 or 非本人; 非本人 withdraws everything the session credited,
//! in the same unit of work as the verdict's trail entry and the learner's message.

use std::collections::BTreeMap;
use std::net::IpAddr;

use serde::Deserialize;

use crate::auth::Session;
use crate::db::{self, camera::Consent, camera::Review, files::FileRecord};
use crate::domain::calendar::date_of_ms;
use crate::domain::study::Reason;
use crate::domain::upload;
use crate::error::{AppError, AppResult, FieldErrors};
use crate::refusals;
use crate::service::study::{self, StudySession};
use crate::service::work::Work;
use crate::service::{AppState, files, messaging, settings};

/// The learner's consent as the lesson page shows it: when given (None: not yet), and how long
/// stills are kept now.
pub struct ConsentState {
    pub consented_at: Option<i64>,
    pub retention_days: i64,
}

/// The caller's consent.
pub async fn consent_state(state: &AppState, session: &Session) -> AppResult<ConsentState> {
    Ok(ConsentState {
        consented_at: db::camera::consent(&state.db, session.user_id)
            .await?
            .map(|c| c.consented_at),
        retention_days: settings::snapshot_retention_days(state).await?,
    })
}

/// The learner consents (again) to camera stills, under the retention period of the moment.
pub async fn consent(
    state: &AppState,
    session: &Session,
    (address, user_agent): (IpAddr, &str),
) -> AppResult<ConsentState> {
    let retention_days = settings::snapshot_retention_days(state).await?;
    let work = Work::begin(state).await?;
    db::camera::save_consent(
        &work.tx,
        Consent {
            user_id: session.user_id,
            consented_at: work.now,
            retention_days: retention_days as i32,
            address: address.to_string(),
            user_agent: user_agent.chars().take(300).collect(),
        },
    )
    .await?;
    let now = work.now;
    work.commit().await?;
    tracing::info!(user_id = session.user_id, "camera consent given");
    Ok(ConsentState {
        consented_at: Some(now),
        retention_days,
    })
}

/// The page sends the still it was asked for, uploaded as a `snapshot` file.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SnapshotBody {
    pub file_id: Option<i64>,
}

/// Attaches the caller's uploaded still to the snapshot its session asked for. A still that
/// arrives after its deadline is kept and lets the session earn again from then on; what passed
/// meanwhile stays uncredited (`camera`). Answers the session.
pub async fn take(
    state: &AppState,
    session: &Session,
    id: i64,
    snapshot_id: i64,
    body: SnapshotBody,
) -> AppResult<StudySession> {
    let file_id = body
        .file_id
        .ok_or_else(|| AppError::field("fileId", refusals::STUDY_SNAPSHOT_FILE_INVALID))?;
    let found = study::own(state, session, id).await?;
    let file = db::files::find(&state.db, file_id)
        .await?
        .filter(|f| f.owner_id == Some(session.user_id) && f.source == upload::SNAPSHOT)
        .ok_or_else(|| AppError::field("fileId", refusals::STUDY_SNAPSHOT_FILE_INVALID))?;
    let score = match_score(state, &found, &file).await;
    let work = Work::begin(state).await?;
    let locked = db::study::find_locked(&work.tx, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::STUDY_SESSION_NOT_FOUND.into()))?;
    if let Some(end) = study::ended(locked.end_reason.as_deref()) {
        return Err(study::refused(end));
    }
    // Checked under the session's lock: an account's one active session takes its stills one
    // after the other.
    if db::camera::file_taken(&work.tx, file.id).await? {
        return Err(AppError::field(
            "fileId",
            refusals::STUDY_SNAPSHOT_FILE_INVALID,
        ));
    }
    if !db::camera::take(&work.tx, id, snapshot_id, file.id, score, work.now).await? {
        return Err(AppError::NotFound(
            refusals::STUDY_SNAPSHOT_NOT_FOUND.into(),
        ));
    }
    let taken = db::study::find(&work.tx, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::STUDY_SESSION_NOT_FOUND.into()))?;
    work.commit().await?;
    Ok(taken)
}

/// The configured matcher's score of a still against the application photo of the session's
/// course (None without a matcher, a photo, or on the provider's failure: a person decides).
async fn match_score(state: &AppState, session: &StudySession, file: &FileRecord) -> Option<i32> {
    if !state.faces.enabled() {
        return None;
    }
    let reference = references(state, session.user_id, session.course_id)
        .await
        .ok()?
        .remove("photo")?;
    let reference = state.storage.read_all(&reference.sha256).await.ok()??;
    let still = state.storage.read_all(&file.sha256).await.ok()??;
    match state.faces.compare(&reference, &still).await {
        Ok(score) => score,
        Err(err) => {
            tracing::warn!(error = %err, "face matching failed");
            None
        }
    }
}

/// The images of the learner's application to the course that a reviewer compares stills
/// with: the photo and both sides of the ID card, by slot (those uploaded).
async fn references(
    state: &AppState,
    user_id: i64,
    course_id: i64,
) -> AppResult<BTreeMap<String, FileRecord>> {
    let Some(application) = db::applications::find(&state.db, user_id, course_id).await? else {
        return Ok(BTreeMap::new());
    };
    let slots: BTreeMap<String, i64> =
        serde_json::from_str(&application.documents).unwrap_or_default();
    let wanted: Vec<(String, i64)> = slots
        .into_iter()
        .filter(|(slot, _)| REFERENCE_SLOTS.contains(&slot.as_str()))
        .collect();
    let records =
        db::files::find_many(&state.db, wanted.iter().map(|(_, id)| *id).collect()).await?;
    Ok(wanted
        .into_iter()
        .filter_map(|(slot, id)| Some((slot, records.iter().find(|r| r.id == id)?.clone())))
        .collect())
}

/// The application's documents shown beside the stills, in this order.
pub const REFERENCE_SLOTS: [&str; 3] = ["photo", "idFront", "idBack"];

/// A session as a reviewer sees it: the learner, the stills, the application's images and the
/// verdicts so far.
pub struct ReviewSheet {
    pub session: StudySession,
    pub learner: db::users::User,
    pub course_name: String,
    pub snapshots: Vec<(db::camera::Snapshot, Option<FileRecord>)>,
    pub references: BTreeMap<String, FileRecord>,
    /// The verdicts, oldest first, with the reviewer's name.
    pub reviews: Vec<(Review, Option<String>)>,
    /// Whether a face matcher compares the stills (else 「未自动比对」).
    pub matcher: bool,
}

/// A study session for review (study:verify).
pub async fn sheet(state: &AppState, id: i64) -> AppResult<ReviewSheet> {
    let session = db::study::find(&state.db, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::STUDY_SESSION_NOT_FOUND.into()))?;
    let learner = db::users::find(&state.db, session.user_id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::STUDY_SESSION_NOT_FOUND.into()))?;
    let course_name = db::courses::find(&state.db, session.course_id)
        .await?
        .map(|c| c.name)
        .unwrap_or_default();
    let snapshots = db::camera::snapshots(&state.db, id).await?;
    let files = db::files::find_many(
        &state.db,
        snapshots.iter().filter_map(|s| s.file_id).collect(),
    )
    .await?;
    let snapshots = snapshots
        .into_iter()
        .map(|s| {
            let file = files.iter().find(|f| Some(f.id) == s.file_id).cloned();
            (s, file)
        })
        .collect();
    let reviews = db::camera::reviews(&state.db, id).await?;
    let reviewer_ids: Vec<i64> = reviews.iter().filter_map(|r| r.reviewer_id).collect();
    let names: BTreeMap<i64, String> = db::users::find_many(&state.db, reviewer_ids)
        .await?
        .into_iter()
        .map(|u| (u.id, u.name.unwrap_or(u.username)))
        .collect();
    let reviews = reviews
        .into_iter()
        .map(|r| {
            let name = r.reviewer_id.and_then(|id| names.get(&id).cloned());
            (r, name)
        })
        .collect();
    Ok(ReviewSheet {
        references: references(state, session.user_id, session.course_id).await?,
        session,
        learner,
        course_name,
        snapshots,
        reviews,
        matcher: state.faces.enabled(),
    })
}

/// A reviewer's verdict as sent.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VerdictBody {
    /// self (本人) or other (非本人).
    pub verdict: Option<String>,
    /// Why; required for 非本人, at most 200 characters.
    pub reason: Option<String>,
}

/// The verdicts a reviewer may give.
pub const SELF: &str = "self";
pub const OTHER: &str = "other";

/// A verdict as checked.
pub struct Verdict {
    pub verdict: &'static str,
    pub reason: String,
}

impl TryFrom<VerdictBody> for Verdict {
    type Error = AppError;

    fn try_from(body: VerdictBody) -> AppResult<Self> {
        let mut errors = FieldErrors::new();
        let verdict = match body.verdict.as_deref().map(str::trim) {
            Some(SELF) => Some(SELF),
            Some(OTHER) => Some(OTHER),
            _ => {
                errors.add("verdict", refusals::STUDY_VERDICT_INVALID);
                None
            }
        };
        let reason = body.reason.unwrap_or_default().trim().to_string();
        if reason.chars().count() > 200 {
            errors.add("reason", refusals::STUDY_VERDICT_REASON_TOO_LONG);
        } else if verdict == Some(OTHER) && reason.is_empty() {
            errors.add("reason", refusals::STUDY_VERDICT_REASON_REQUIRED);
        }
        errors.finish(|| {
            Some(Self {
                verdict: verdict?,
                reason,
            })
        })
    }
}

/// A reviewer marks an ended session 本人 or 非本人. 非本人 is final: it withdraws everything the
/// session credited (lessons, session, ledger rows become `not_self`) and tells the learner, with
/// the verdict's trail entry, in one unit of work. Answers the session as reviewed.
pub async fn decide(
    state: &AppState,
    reviewer: &Session,
    id: i64,
    body: VerdictBody,
) -> AppResult<ReviewSheet> {
    let Verdict { verdict, reason } = body.try_into()?;
    let mut work = Work::by(state, reviewer.actor()).await?;
    let found = db::study::find_locked(&work.tx, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::STUDY_SESSION_NOT_FOUND.into()))?;
    let conflict = |message: refusals::Refusal| AppError::Conflict {
        field: "verdict",
        message: message.into(),
    };
    if found.ended_at.is_none() {
        return Err(conflict(refusals::STUDY_VERDICT_ACTIVE));
    }
    match found.verdict.as_deref() {
        Some(OTHER) => return Err(conflict(refusals::STUDY_VERDICT_FINAL)),
        Some(v) if v == verdict => return Err(conflict(refusals::STUDY_VERDICT_SAME)),
        _ => {}
    }
    let withdrawn = if verdict == OTHER {
        db::study::withdraw(&work.tx, &found, None, Reason::NotSelf, work.now).await?
    } else {
        0
    };
    db::camera::review(
        &work.tx,
        &work.actor,
        Review {
            id: 0,
            session_id: id,
            reviewer_id: Some(reviewer.user_id),
            from_verdict: found.verdict.clone(),
            verdict: verdict.into(),
            reason: reason.clone(),
            withdrawn_ms: withdrawn,
            at: work.now,
        },
    )
    .await?;
    if verdict == OTHER {
        let course = db::courses::find(&work.tx, found.course_id)
            .await?
            .map(|c| c.name)
            .unwrap_or_default();
        let text = format!(
            "您于{}在课程《{}》的学习经核验判定为非本人学习，该次学习计入的{}分钟学时已撤销。理由：{}",
            date_of_ms(found.started_at),
            course,
            withdrawn / 60_000,
            reason
        );
        messaging::notify(&mut work, &[found.user_id], "system", "学时核验结果", &text).await?;
    }
    work.commit().await?;
    tracing::info!(
        session_id = id,
        verdict,
        withdrawn,
        by = reviewer.user_id,
        "study session reviewed"
    );
    sheet(state, id).await
}

/// The most stills one retention sweep deletes (of study sessions, and as many of exams).
const PURGE_MAX: u64 = 1_000;

/// Deletes the stills of study sessions and of exams taken longer ago than the retention period
/// (run every 10 minutes): their files go, the rows keep when they were asked for and taken.
/// Answers how many went.
pub async fn purge(state: &AppState) -> AppResult<usize> {
    let days = settings::snapshot_retention_days(state).await?;
    let before = state.clock.now_ms() - days * 86_400_000;
    use db::camera::Stills::{Exam, Study};
    let study = db::camera::expired(&state.db, Study, before, PURGE_MAX).await?;
    let exams = db::camera::expired(&state.db, Exam, before, PURGE_MAX).await?;
    if study.is_empty() && exams.is_empty() {
        return Ok(0);
    }
    let ids = |expired: &[(i64, i64)]| expired.iter().map(|(id, _)| *id).collect::<Vec<_>>();
    let work = Work::begin(state).await?;
    db::camera::forget_files(&work.tx, Study, &ids(&study), work.now).await?;
    db::camera::forget_files(&work.tx, Exam, &ids(&exams), work.now).await?;
    work.commit().await?;
    let file_ids: Vec<i64> = study.iter().chain(&exams).map(|(_, file)| *file).collect();
    for record in db::files::find_many(&state.db, file_ids).await? {
        files::delete_record(state, record).await?;
    }
    let deleted = study.len() + exams.len();
    tracing::info!(deleted, days, "camera stills past their retention deleted");
    Ok(deleted)
}
