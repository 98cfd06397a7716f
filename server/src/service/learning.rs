//! Studying a course: who may open its lessons, the outline with the learner's progress, saving
//! progress under the anti-skip rule, and notes.

use std::collections::HashMap;

use serde::Deserialize;

use crate::auth::Session;
use crate::db::{
    self,
    courses::{Course, Item, Note, Progress, Section},
};
use crate::domain::course::{self as rules, Report, STUDYING, Stored, is_timed};
use crate::domain::roles::perm;
use crate::error::{AppError, AppResult};
use crate::refusals;
use crate::state::AppState;

pub async fn course_or_404(state: &AppState, id: i64) -> AppResult<Course> {
    db::courses::find(&state.db, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::COURSE_NOT_FOUND.into()))
}

/// The learner behind a session: none for anonymous callers and guests.
pub fn learner_id(session: &Option<Session>) -> Option<i64> {
    session
        .as_ref()
        .filter(|s| !s.is_guest())
        .map(|s| s.user_id)
}

/// May the caller open the lessons? Trial courses: anyone; others: learners with status 4, the
/// course's teacher and administrators.
async fn ensure_may_study(
    state: &AppState,
    session: &Option<Session>,
    course: &Course,
) -> AppResult<()> {
    if course.public_course {
        return Ok(());
    }
    let Some(s) = session else {
        return Err(AppError::unauthorized());
    };
    if s.can(perm::CONTENT_ALL) || course.teacher_id == Some(s.user_id) {
        return Ok(());
    }
    if state.learner(s.user_id).await?.statuses.get(&course.id) == Some(&STUDYING) {
        return Ok(());
    }
    Err(AppError::Forbidden(refusals::STUDY_NOT_ALLOWED.into()))
}

async fn progress_map(
    state: &AppState,
    session: &Option<Session>,
    course_id: i64,
) -> AppResult<HashMap<i64, Progress>> {
    match learner_id(session) {
        Some(uid) => Ok(db::courses::progress_of_course(&state.db, uid, course_id).await?),
        None => Ok(Default::default()),
    }
}

/// A course's sections and items in order, with the caller's progress by item id.
pub struct Outline {
    pub sections: Vec<Section>,
    pub items: Vec<Item>,
    pub progress: HashMap<i64, Progress>,
}

/// The whole outline of a course the caller may study.
pub async fn outline(state: &AppState, session: &Option<Session>, id: i64) -> AppResult<Outline> {
    let course = course_or_404(state, id).await?;
    ensure_may_study(state, session, &course).await?;
    Ok(Outline {
        sections: db::courses::sections(&state.db, id).await?,
        items: db::courses::items_of_course(&state.db, id).await?,
        progress: progress_map(state, session, id).await?,
    })
}

async fn section_of(
    state: &AppState,
    session: &Option<Session>,
    id: i64,
    sid: i64,
) -> AppResult<(Course, Section)> {
    let course = course_or_404(state, id).await?;
    ensure_may_study(state, session, &course).await?;
    let section = db::courses::section(&state.db, id, sid)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::SECTION_NOT_FOUND.into()))?;
    Ok((course, section))
}

/// One section's items with the caller's progress (the outline without other sections).
pub async fn section_items(
    state: &AppState,
    session: &Option<Session>,
    id: i64,
    sid: i64,
) -> AppResult<Outline> {
    let (_, section) = section_of(state, session, id, sid).await?;
    Ok(Outline {
        items: db::courses::items(&state.db, sid).await?,
        progress: progress_map(state, session, id).await?,
        sections: vec![section],
    })
}

/// Course, section and item ids of a lesson.
pub type LessonIds = (i64, i64, i64);

async fn item_of(
    state: &AppState,
    session: &Session,
    (id, sid, iid): LessonIds,
) -> AppResult<(Course, Item)> {
    let (course, _) = section_of(state, &Some(session.clone()), id, sid).await?;
    let item = db::courses::item(&state.db, sid, iid)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::ITEM_NOT_FOUND.into()))?;
    Ok((course, item))
}

/// The learner's progress on a lesson. Opening a lesson for the first time starts its clock: the
/// furthest second watched may only grow as fast as time passes from here.
pub async fn read_progress(
    state: &AppState,
    session: &Session,
    ids: LessonIds,
) -> AppResult<Progress> {
    let (course, item) = item_of(state, session, ids).await?;
    if let Some(found) = db::courses::progress(&state.db, session.user_id, item.id).await? {
        return Ok(found);
    }
    let start = Progress {
        user_id: session.user_id,
        item_id: item.id,
        course_id: course.id,
        progress: 0,
        completed: false,
        position: 0.0,
        furthest: 0.0,
        updated_at: state.clock.now_ms(),
    };
    Ok(db::courses::save_progress(&state.db, start, false).await?)
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgressBody {
    /// 0-100 (for text and image lessons; derived from `furthest` for timed ones with a duration).
    pub progress: Option<f64>,
    pub completed: Option<bool>,
    /// Current playback second (alias `currentTime`).
    #[serde(alias = "currentTime")]
    pub position: Option<f64>,
    /// Furthest second watched (defaults to `position`).
    pub furthest: Option<f64>,
}

/// Saves the learner's progress. A timed lesson cannot claim more than could have been watched
/// since the last save (422); progress never goes back and completion (at 90 %) sticks.
pub async fn save_progress(
    state: &AppState,
    session: &Session,
    ids: LessonIds,
    body: ProgressBody,
) -> AppResult<Progress> {
    let (course, item) = item_of(state, session, ids).await?;
    let existing = db::courses::progress(&state.db, session.user_id, item.id).await?;
    let now = state.clock.now_ms();
    let stored = existing.as_ref().map_or(
        Stored {
            furthest: 0.0,
            progress: 0,
            completed: false,
            updated_at: now,
        },
        |p| Stored {
            furthest: p.furthest,
            progress: p.progress,
            completed: p.completed,
            updated_at: p.updated_at,
        },
    );
    let position = body.position.unwrap_or(0.0);
    let report = Report {
        position,
        furthest: body.furthest.unwrap_or(position),
        progress: body.progress.unwrap_or(0.0),
        completed: body.completed.unwrap_or(false),
    };
    let timed = is_timed(&item.r#type);
    let next =
        rules::next_progress(timed, item.duration, stored, report, now).map_err(|message| {
            if message == refusals::PROGRESS_INVALID {
                AppError::BadRequest(message.into())
            } else {
                AppError::Unprocessable(message.into())
            }
        })?;
    let row = Progress {
        user_id: session.user_id,
        item_id: item.id,
        course_id: course.id,
        progress: next.progress,
        completed: next.completed,
        position: position.min(item.duration.unwrap_or(f64::MAX)),
        furthest: next.furthest,
        updated_at: next.updated_at,
    };
    Ok(db::courses::save_progress(&state.db, row, existing.is_some()).await?)
}

/// The learner's note on a lesson.
pub async fn read_note(
    state: &AppState,
    session: &Session,
    ids: LessonIds,
) -> AppResult<Option<Note>> {
    let (_, item) = item_of(state, session, ids).await?;
    Ok(db::courses::note(&state.db, session.user_id, item.id).await?)
}

/// Saves (or, when empty, clears) the learner's note on a lesson.
pub async fn save_note(
    state: &AppState,
    session: &Session,
    ids: LessonIds,
    content: Option<String>,
) -> AppResult<Option<Note>> {
    let (_, item) = item_of(state, session, ids).await.map_err(|e| {
        if matches!(e, AppError::NotFound(_)) {
            AppError::NotFound(refusals::NOTE_ITEM_NOT_FOUND.into())
        } else {
            e
        }
    })?;
    let content = content.unwrap_or_default();
    if content.chars().count() > 20_000 {
        return Err(AppError::field("content", refusals::NOTE_TOO_LONG));
    }
    Ok(db::courses::save_note(&state.db, session.user_id, item.id, content).await?)
}
