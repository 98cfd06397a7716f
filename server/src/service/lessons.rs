//! The lessons of a course as studying reads them: the course or 404, its sections and items kept
//! in memory per course (`Caches::lessons`), and who may open them. Learning, study sessions and
//! the reports all start here.

use std::sync::Arc;

use crate::auth::Session;
use crate::catalogue::Lessons;
use crate::db::{self, courses::Course};
use crate::domain::enrolment::Status;
use crate::error::{AppError, AppResult};
use crate::refusals;
use crate::service::AppState;

pub async fn course_or_404(state: &AppState, id: i64) -> AppResult<Course> {
    db::courses::find(&state.db, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::COURSE_NOT_FOUND.into()))
}

/// May the caller open the lessons? Trial courses: anyone; others: learners with status 4, the
/// course's teacher and administrators.
pub async fn ensure_may_study(
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
    if s.authoring().covers(course.teacher_id) {
        return Ok(());
    }
    if state.learner(s.user_id).await?.statuses.get(&course.id) == Some(&Status::Enrolled.code()) {
        return Ok(());
    }
    Err(AppError::Forbidden(refusals::STUDY_NOT_ALLOWED.into()))
}

/// A course's lessons, or 404.
pub async fn load(state: &AppState, id: i64) -> AppResult<Arc<Lessons>> {
    if let Some(found) = state.caches.lessons.get(&id) {
        return Ok(found);
    }
    let course = course_or_404(state, id).await?;
    let loaded = Arc::new(Lessons {
        sections: db::courses::sections(&state.db, id).await?,
        items: db::courses::items_of_course(&state.db, id).await?,
        course,
    });
    state.caches.lessons.insert(id, loaded.clone());
    Ok(loaded)
}
