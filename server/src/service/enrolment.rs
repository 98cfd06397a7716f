//! Enrolment of learners in courses: status 1 pending review, 2 approved awaiting payment,
//! 3 rejected, 4 may study.

use crate::db;
use crate::error::AppResult;
use crate::service::caches;
use crate::state::AppState;

/// Sets a learner's enrolment status (1–4).
pub async fn set_status(
    state: &AppState,
    user_id: i64,
    course_id: i64,
    status: i16,
) -> AppResult<()> {
    db::courses::set_status(&state.db, user_id, course_id, status).await?;
    caches::enrolment_changed(state, user_id);
    Ok(())
}
