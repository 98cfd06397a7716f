//! Studying a course: the outline with the learner's progress, saving progress under the
//! anti-skip rule, and notes (who may open the lessons: `service::lessons`).

use std::collections::HashMap;
use std::sync::Arc;

use serde::Deserialize;

use crate::auth::Session;
use crate::catalogue::Lessons;
use crate::db;
pub use crate::db::courses::{Item, Note, Progress};
use crate::domain::course::Report;
use crate::error::{AppError, AppResult};
use crate::refusals;
use crate::service::AppState;
use crate::service::lessons::{self, ensure_may_study};
use crate::service::writer;

/// Course categories with the number of courses in each.
pub async fn categories(state: &AppState) -> AppResult<Vec<(String, i64)>> {
    Ok(db::courses::categories(&state.db).await?)
}

/// The learner behind a session: none for anonymous callers and guests.
pub fn learner_id(session: &Option<Session>) -> Option<i64> {
    session
        .as_ref()
        .filter(|s| !s.is_guest())
        .map(|s| s.user_id)
}

/// The caller's progress on every lesson they opened, by item id, kept in memory per learner
/// until they save (`caches::progress_saved`).
async fn progress_map(
    state: &AppState,
    session: &Option<Session>,
) -> AppResult<Arc<HashMap<i64, Progress>>> {
    let Some(uid) = learner_id(session) else {
        return Ok(Default::default());
    };
    let load = || async { db::courses::progress_of_learner(&state.db, uid).await };
    Ok(state.caches.learner_progress.get(uid, load).await?)
}

/// A course's lessons (shared, not copied) with the caller's progress by item id.
pub struct Outline {
    pub lessons: Arc<Lessons>,
    pub progress: Arc<HashMap<i64, Progress>>,
}

impl Outline {
    /// The items of one section, in order.
    pub fn items_of(&self, section_id: i64) -> impl Iterator<Item = &Item> {
        (self.lessons.items.iter()).filter(move |i| i.section_id == section_id)
    }
}

/// The whole outline of a course the caller may study.
pub async fn outline(state: &AppState, session: &Option<Session>, id: i64) -> AppResult<Outline> {
    let lessons = lessons::load(state, id).await?;
    ensure_may_study(state, session, &lessons.course).await?;
    Ok(Outline {
        lessons,
        progress: progress_map(state, session).await?,
    })
}

/// A course the caller may study that has section `sid`, or 404.
async fn section_of(
    state: &AppState,
    session: &Option<Session>,
    id: i64,
    sid: i64,
) -> AppResult<Arc<Lessons>> {
    let lessons = lessons::load(state, id).await?;
    ensure_may_study(state, session, &lessons.course).await?;
    if !lessons.sections.iter().any(|s| s.id == sid) {
        return Err(AppError::NotFound(refusals::SECTION_NOT_FOUND.into()));
    }
    Ok(lessons)
}

/// The outline of a course with section `sid` (404 without it); the caller reads that section's
/// items with `Outline::items_of`.
pub async fn section_items(
    state: &AppState,
    session: &Option<Session>,
    id: i64,
    sid: i64,
) -> AppResult<Outline> {
    Ok(Outline {
        lessons: section_of(state, session, id, sid).await?,
        progress: progress_map(state, session).await?,
    })
}

/// Course, section and item ids of a lesson.
pub type LessonIds = (i64, i64, i64);

async fn item_of(
    state: &AppState,
    session: &Session,
    (id, sid, iid): LessonIds,
) -> AppResult<(i64, Item)> {
    let lessons = section_of(state, &Some(session.clone()), id, sid).await?;
    let item = (lessons.items.iter())
        .find(|i| i.id == iid && i.section_id == sid)
        .cloned()
        .ok_or_else(|| AppError::NotFound(refusals::ITEM_NOT_FOUND.into()))?;
    Ok((lessons.course.id, item))
}

/// The learner's progress on a lesson. Opening a lesson for the first time starts its clock: the
/// furthest second watched may only grow as fast as time passes from here.
pub async fn read_progress(
    state: &AppState,
    session: &Session,
    ids: LessonIds,
) -> AppResult<Progress> {
    let (course_id, item) = item_of(state, session, ids).await?;
    if let Some(found) = db::courses::progress(&state.db, session.user_id, item.id).await? {
        return Ok(found);
    }
    let start = Progress {
        user_id: session.user_id,
        item_id: item.id,
        course_id,
        progress: 0,
        completed: false,
        position: 0.0,
        furthest: 0.0,
        updated_at: state.clock.now_ms(),
    };
    let saved = db::courses::save_progress(&state.db, start, false).await?;
    state.caches.progress_saved(session.user_id);
    Ok(saved)
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

/// What the page reports; a part left out is the lesson's start (the writer checks it).
impl From<ProgressBody> for Report {
    fn from(body: ProgressBody) -> Self {
        let position = body.position.unwrap_or(0.0);
        Self {
            position,
            furthest: body.furthest.unwrap_or(position),
            progress: body.progress.unwrap_or(0.0),
            completed: body.completed.unwrap_or(false),
        }
    }
}

/// Saves the learner's progress. A timed lesson cannot claim more than could have been watched
/// since the last save (422); progress never goes back and completion (at 90 %) sticks. The save
/// is written with the others waiting at that moment (`service::writer`).
pub async fn save_progress(
    state: &AppState,
    session: &Session,
    ids: LessonIds,
    body: ProgressBody,
) -> AppResult<Progress> {
    let (course_id, item) = item_of(state, session, ids).await?;
    let report = Report::from(body);
    let saved = state
        .writer
        .save(writer::Save {
            user_id: session.user_id,
            course_id,
            item,
            report,
            now: state.clock.now_ms(),
        })
        .await?;
    state.caches.progress_saved(session.user_id);
    Ok(saved)
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
    Ok(db::courses::save_note(
        &state.db,
        session.user_id,
        item.id,
        content,
        state.clock.now_ms(),
    )
    .await?)
}
