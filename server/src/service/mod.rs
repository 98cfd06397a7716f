//! The workflows of the product — what happens when a learner submits an exam, a teacher grades
//! it, an author edits a course, an administrator sends a notice, someone registers — callable
//! from handlers, seeds and the command line alike. Each write here also invalidates the caches
//! it affects (see `caches`), so no caller has to remember to.

pub mod accounts;
pub mod caches;
pub mod course_authoring;
pub mod enrolment;
pub mod exam_authoring;
pub mod exam_session;
pub mod files;
pub mod grading;
pub mod learning;
pub mod limits;
pub mod messaging;
pub mod sms_codes;

use crate::auth::Session;
use crate::domain::roles;

/// Whose authored things a staff member works on: `None` for administrators (everyone's), else
/// the caller's own id.
pub fn staff_scope(session: &Session) -> Option<i64> {
    (!session.has_role(roles::ADMIN)).then_some(session.user_id)
}
