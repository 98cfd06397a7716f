//! Camera stills during an exam (考试抓拍). An exam may ask for them: the learner agrees to it for
//! that exam (what is taken, why, who sees it, how long it is kept) before the first attempt
//! starts; each attempt is then given a still at its start and at random moments the server draws
//! when the page first asks (`domain::conduct::snapshot_moments`) and reveals one by one as they
//! fall due. A still arrives as a private file (`exam-snapshot`) readable by its learner and by
//! those who may grade the exam's sheets, who see the stills on the attempt's conduct record; a
//! still not sent is shown as missing there (the teacher decides, e.g. voids the attempt). Stills
//! are deleted after the same retention period as the study stills (`camera::purge`).

use std::net::IpAddr;

use serde::Deserialize;

use crate::auth::Session;
use crate::db::exams::{Exam, ExamRecord};
use crate::db::{self, exam_camera::ExamSnapshot, files::FileRecord};
use crate::domain::{conduct, roles::perm, study::snapshot_deadline, upload};
use crate::error::{AppError, AppResult};
use crate::refusals;
use crate::service::camera::ConsentState;
use crate::service::exam_session::{self, open_attempt};
use crate::service::work::Work;
use crate::service::{AppState, settings};

/// The caller's consent to the exam's stills.
pub async fn consent_state(
    state: &AppState,
    session: &Session,
    id: i64,
) -> AppResult<ConsentState> {
    let exam = exam_session::exam_or_404(state, id).await?;
    exam_session::ensure_may_take(state, session, &exam).await?;
    Ok(ConsentState {
        consented_at: db::exam_camera::consent(&state.db, id, session.user_id)
            .await?
            .map(|c| c.consented_at),
        retention_days: settings::snapshot_retention_days(state).await?,
    })
}

/// The learner agrees (again) to the exam's stills, under the retention period of the moment.
pub async fn consent(
    state: &AppState,
    session: &Session,
    id: i64,
    (address, user_agent): (IpAddr, &str),
) -> AppResult<ConsentState> {
    let exam = exam_session::exam_or_404(state, id).await?;
    exam_session::ensure_may_take(state, session, &exam).await?;
    let retention_days = settings::snapshot_retention_days(state).await?;
    let work = Work::begin(state).await?;
    db::exam_camera::save_consent(
        &work.tx,
        db::exam_camera::Consent {
            exam_id: id,
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
    tracing::info!(
        exam_id = id,
        user_id = session.user_id,
        "exam camera consent given"
    );
    Ok(ConsentState {
        consented_at: Some(now),
        retention_days,
    })
}

/// An exam that asks for the camera is not started before the learner agreed to it.
pub async fn ensure_consent(state: &AppState, session: &Session, exam: &Exam) -> AppResult<()> {
    if exam.camera_required
        && db::exam_camera::consent(&state.db, exam.id, session.user_id)
            .await?
            .is_none()
    {
        return Err(AppError::Conflict {
            field: "consent",
            message: refusals::EXAM_CAMERA_CONSENT_REQUIRED.into(),
        });
    }
    Ok(())
}

/// A still the page is to take now: which, and by when (ms).
pub struct Due {
    pub id: i64,
    pub deadline: i64,
}

/// The still the caller's open attempt is due for now, if any: the latest one due and not taken
/// (one missed before it stays missed). The attempt's stills are drawn when first asked.
pub async fn due(state: &AppState, session: &Session, id: i64) -> AppResult<Option<Due>> {
    let exam = exam_session::exam_or_404(state, id).await?;
    let record = open_attempt(state, &exam, session.user_id).await?;
    if !exam.camera_required {
        return Ok(None);
    }
    let mut stills = db::exam_camera::stills(&state.db, record.id).await?;
    if stills.is_empty() {
        // An attempt opened before the exam asked for the camera.
        stills = schedule(state, &record).await?;
    }
    Ok(latest_due(&stills, state.clock.now_ms()))
}

/// Draws an attempt's stills as it opens (once: under the attempt's lock, when none are drawn
/// yet); answers them.
pub async fn schedule(state: &AppState, record: &ExamRecord) -> AppResult<Vec<ExamSnapshot>> {
    let work = Work::begin(state).await?;
    db::conduct::record_locked(&work.tx, record.id).await?;
    if db::exam_camera::stills(&work.tx, record.id)
        .await?
        .is_empty()
    {
        let moments: Vec<(i64, i64)> =
            conduct::snapshot_moments(record.started_at, record.deadline, rand::random)
                .into_iter()
                .map(|at| (at, snapshot_deadline(at)))
                .collect();
        db::exam_camera::schedule(&work.tx, record.id, &moments).await?;
    }
    let stills = db::exam_camera::stills(&work.tx, record.id).await?;
    work.commit().await?;
    Ok(stills)
}

fn latest_due(stills: &[ExamSnapshot], now: i64) -> Option<Due> {
    let latest = stills.iter().rev().find(|s| s.due_at <= now)?;
    latest.taken_at.is_none().then_some(Due {
        id: latest.id,
        deadline: latest.deadline,
    })
}

/// The page sends a still it was asked for, uploaded as an `exam-snapshot` file.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StillBody {
    pub file_id: Option<i64>,
}

/// Attaches the caller's uploaded still to the one their open attempt is due for (at the
/// server's time; after its deadline it is kept and shown as late). Answers the still due next.
pub async fn take(
    state: &AppState,
    session: &Session,
    id: i64,
    snapshot_id: i64,
    body: StillBody,
) -> AppResult<Option<Due>> {
    let refused = || AppError::field("fileId", refusals::EXAM_SNAPSHOT_FILE_INVALID);
    let file_id = body.file_id.ok_or_else(refused)?;
    let exam = exam_session::exam_or_404(state, id).await?;
    let record = open_attempt(state, &exam, session.user_id).await?;
    let file = db::files::find(&state.db, file_id)
        .await?
        .filter(|f| f.owner_id == Some(session.user_id) && f.source == upload::EXAM_SNAPSHOT)
        .ok_or_else(refused)?;
    let work = Work::begin(state).await?;
    // Under the attempt's lock: its stills arrive one after the other.
    db::conduct::record_locked(&work.tx, record.id)
        .await?
        .filter(|r| r.submitted_at.is_none())
        .ok_or_else(|| AppError::Conflict {
            field: "id",
            message: refusals::EXAM_ALREADY_SUBMITTED.into(),
        })?;
    if db::exam_camera::file_taken(&work.tx, file.id).await? {
        return Err(refused());
    }
    // Taken for this still: uploaded once it fell due, and not the picture of another one.
    let stills = db::exam_camera::stills(&work.tx, record.id).await?;
    let Some(asked) = stills.iter().find(|s| s.id == snapshot_id) else {
        return Err(AppError::NotFound(refusals::EXAM_SNAPSHOT_NOT_FOUND.into()));
    };
    let used: Vec<i64> = stills.iter().filter_map(|s| s.file_id).collect();
    let reused = db::files::find_many(&work.tx, used)
        .await?
        .iter()
        .any(|f| f.sha256 == file.sha256);
    if file.created_at < asked.due_at || reused {
        return Err(refused());
    }
    if !db::exam_camera::take(&work.tx, record.id, snapshot_id, file.id, work.now).await? {
        return Err(AppError::NotFound(refusals::EXAM_SNAPSHOT_NOT_FOUND.into()));
    }
    let stills = db::exam_camera::stills(&work.tx, record.id).await?;
    let now = work.now;
    work.commit().await?;
    Ok(latest_due(&stills, now))
}

/// An attempt's stills with their files (None once deleted), as its conduct record shows them.
pub async fn stills(
    state: &AppState,
    record_id: i64,
) -> AppResult<Vec<(ExamSnapshot, Option<FileRecord>)>> {
    let stills = db::exam_camera::stills(&state.db, record_id).await?;
    let files =
        db::files::find_many(&state.db, stills.iter().filter_map(|s| s.file_id).collect()).await?;
    Ok(stills
        .into_iter()
        .map(|s| {
            let file = files.iter().find(|f| Some(f.id) == s.file_id).cloned();
            (s, file)
        })
        .collect())
}

/// May a signed-in caller who is not its owner read an exam still? Those who may grade the
/// exam's sheets may.
pub async fn may_read(state: &AppState, session: &Session, file: &FileRecord) -> AppResult<bool> {
    let grader = session.can(perm::EXAM_GRADE) || session.can(perm::EXAM_MANAGE);
    Ok(grader
        && file.source == upload::EXAM_SNAPSHOT
        && db::exam_camera::exam_author_of_file(&state.db, file.id)
            .await?
            .is_some_and(|author| session.grading().covers(author)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn still(id: i64, due_at: i64, taken_at: Option<i64>) -> ExamSnapshot {
        ExamSnapshot {
            id,
            record_id: 1,
            due_at,
            deadline: due_at + 65_000,
            taken_at,
            file_id: None,
            deleted_at: None,
        }
    }

    #[test]
    fn the_latest_still_due_is_asked_for_until_taken() {
        let stills = [
            still(1, 0, None),
            still(2, 600_000, None),
            still(3, 1_200_000, None),
        ];
        assert_eq!(latest_due(&stills, 1_000).map(|d| d.id), Some(1));
        assert_eq!(
            latest_due(&stills, 700_000).map(|d| d.id),
            Some(2),
            "the first is missed"
        );
        let taken = [still(1, 0, Some(5)), still(2, 600_000, None)];
        assert!(latest_due(&taken, 1_000).is_none());
        assert!(latest_due(&[], 1_000).is_none());
    }
}
