//! The workflows of the product — what happens when a learner submits an exam, a teacher grades
//! it, an author edits a course, an administrator sends a notice, someone registers — callable
//! from handlers, seeds and the command line alike. Each write here also invalidates the caches
//! it affects (see `caches`), so no caller has to remember to.

pub mod accounts;
pub mod administration;
pub mod archives;
pub mod audit;
pub mod caches;
pub mod camera;
pub mod careers;
pub mod certificates;
pub mod classes;
pub mod comments;
pub mod course_authoring;
pub mod dashboards;
pub mod distributors;
pub mod enrolment;
pub mod exam_analysis;
pub mod exam_authoring;
pub mod exam_camera;
pub mod exam_overrides;
pub mod exam_session;
pub mod files;
pub mod grading;
pub mod learner_import;
pub mod learning;
pub mod lessons;
pub mod limits;
pub mod messaging;
pub mod personal_data;
pub mod profile;
pub mod progress;
pub mod question_bank;
pub mod settings;
pub mod sms_codes;
mod state;
pub mod study;
pub mod study_report;
pub mod work;
pub mod writer;

pub use state::AppState;

/// The stored records the services answer with, read-only to their callers (handlers map them
/// to views; they never read the database themselves).
pub use crate::db::{
    Db,
    courses::Course,
    exams::{Exam, ExamRecord, RecordSummary},
    files::FileRecord,
    questions::Question,
    users::User,
};

/// Each step of a trail with the name (name, else username) of the account that made it; none
/// for the system's steps and for accounts since deleted.
pub async fn with_actors<E>(
    db: &impl sea_orm::ConnectionTrait,
    events: Vec<E>,
    actor: impl Fn(&E) -> Option<i64>,
) -> crate::error::AppResult<Vec<(E, Option<String>)>> {
    let names =
        crate::db::courses::names_of(db, events.iter().filter_map(&actor).collect()).await?;
    Ok(events
        .into_iter()
        .map(|e| {
            let name = actor(&e).and_then(|id| names.get(&id).cloned());
            (e, name)
        })
        .collect())
}
