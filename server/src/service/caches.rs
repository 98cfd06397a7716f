//! The one owner of cache invalidation: each kind of write names what it changes, and the
//! service that makes the write calls the matching function here. Handlers never touch caches.
//!
//! Caches (see `AppState`): the catalogue snapshot (courses with teacher names, exams with
//! question counts), each learner's facts (enrolment statuses, submitted records) and progress per
//! course, exam papers, sessions, unread counts, the accounts the administrator searches, the
//! reviewers' queue, a distributor's learners, the staff's progress table, the lessons of courses
//! being studied, distributor dashboards and the administrator's settings.
//!
//! Several instances: every change is a [`Change`], applied here and sent to the other instances
//! (PostgreSQL `LISTEN/NOTIFY`, `db::notify`), which apply it within milliseconds. Each value also
//! expires after its time to live, the safety net should a message be lost.

use serde::{Deserialize, Serialize};

use crate::db::notify::Heard;
use crate::state::AppState;

/// What a write changed, as the caches see it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "change", rename_all = "snake_case")]
pub enum Change {
    /// A course, section or item was created, changed or deleted (enrolments of a deleted course
    /// go with it).
    Course,
    /// An exam or a question was created, changed or deleted (a deleted exam takes its records).
    Exam,
    /// One learner's record changed: submitted, or graded by a teacher.
    Record { learner: i64 },
    /// A learner's progress on a lesson of a course was saved (or a lesson opened).
    Progress { learner: i64, course: i64 },
    /// One learner's enrolment or application changed (every move of `service::enrolment`).
    Enrolment { learner: i64 },
    /// A profile changed: a teacher's name is shown beside their courses, and the
    /// administrator's user search shows names, phones and e-mails.
    Profile,
    /// An account was created (registration, or by an administrator).
    AccountCreated,
    /// A distributor's invite code was added, relabelled, disabled or enabled.
    Codes,
    /// Some of a user's sessions were revoked in the database.
    SessionsRevoked { user: i64 },
    /// A user's roles or appended permissions changed (`Some`), or a role's permissions (`None`:
    /// anyone may hold it).
    Access { user: Option<i64> },
    /// A comment was saved, moderated or deleted: the courses' average ratings change.
    Comments,
    /// The administrator saved settings.
    Settings,
    /// One session ended (log out).
    SessionEnded { token_hash: String },
    /// Messages were delivered to or read by these users.
    Inbox { users: Vec<i64> },
    /// Messages of many users changed (a broadcast, a deleted message).
    EveryInbox,
    /// An account is gone with everything it owned.
    AccountDeleted { user: i64 },
}

/// Applies a change to this instance's caches.
fn apply(state: &AppState, change: &Change) {
    match change {
        Change::Course => {
            state.catalogue.invalidate();
            state.lessons.clear();
            state.learners.clear();
            state.course_progress.invalidate_all();
            state.queue_pages.invalidate_all();
            state.progress_pages.invalidate_all();
        }
        Change::Exam => {
            state.catalogue.invalidate();
            state.learners.clear();
            state.papers.clear();
            state.progress_pages.invalidate_all();
        }
        Change::Record { learner } => {
            state.learners.remove(learner);
            state.progress_pages.invalidate_all();
        }
        Change::Progress { learner, course } => {
            state.course_progress.invalidate(&(*learner, *course));
            state.progress_pages.invalidate_all();
        }
        Change::Enrolment { learner } => {
            state.learners.remove(learner);
            state.queue_pages.invalidate_all();
            state.progress_pages.invalidate_all();
            state.distributor_learners.invalidate_all();
        }
        Change::Profile => {
            state.catalogue.invalidate();
            state.directory.invalidate();
            state.progress_pages.invalidate_all();
            state.distributor_learners.invalidate_all();
        }
        Change::AccountCreated => {
            state.directory.invalidate();
            state.dashboards.invalidate_all();
            state.tallies.invalidate_all();
            state.distributor_learners.invalidate_all();
        }
        Change::Codes => {
            state.dashboards.invalidate_all();
            state.tallies.invalidate_all();
        }
        Change::SessionsRevoked { user } => state.sessions.retain(|_, s| s.user_id != *user),
        Change::Access { user } => {
            state.directory.invalidate();
            match user {
                Some(id) => state.sessions.retain(|_, s| s.user_id != *id),
                None => state.sessions.clear(),
            }
        }
        Change::Comments => state.catalogue.invalidate(),
        Change::Settings => state.site.clear(),
        Change::SessionEnded { token_hash } => state.sessions.remove(token_hash),
        Change::Inbox { users } => {
            for id in users {
                state.unread.remove(id);
            }
        }
        Change::EveryInbox => state.unread.clear(),
        Change::AccountDeleted { user } => {
            state.sessions.retain(|_, s| s.user_id != *user);
            state.unread.remove(user);
            state.learners.remove(user);
            state.course_progress.invalidate_all();
            state.queue_pages.invalidate_all();
            state.catalogue.invalidate();
            state.directory.invalidate();
            state.progress_pages.invalidate_all();
            state.distributor_learners.invalidate_all();
        }
    }
}

/// Drops everything this instance keeps (a message from another instance may have been missed).
fn forget_everything(state: &AppState) {
    state.sessions.clear();
    state.unread.clear();
    state.catalogue.invalidate();
    state.directory.invalidate();
    state.learners.clear();
    state.course_progress.invalidate_all();
    state.lessons.clear();
    state.papers.clear();
    state.site.clear();
    state.progress_pages.invalidate_all();
    state.queue_pages.invalidate_all();
    state.distributor_learners.invalidate_all();
    state.dashboards.invalidate_all();
    state.tallies.invalidate_all();
}

/// The most users an inbox change names when sent to the other instances; more, and they drop
/// every unread count.
const INBOX_USERS_SENT: usize = 500;

/// Applies a change here and tells the other instances.
fn changed(state: &AppState, change: Change) {
    apply(state, &change);
    if state.notifier.is_on() {
        let sent = match change {
            Change::Inbox { users } if users.len() > INBOX_USERS_SENT => Change::EveryInbox,
            other => other,
        };
        state
            .notifier
            .send(serde_json::to_string(&sent).expect("a change is JSON"));
    }
}

/// What another instance said (`db::notify`): its changes, applied here.
pub fn heard(state: &AppState, heard: Heard) {
    match heard {
        Heard::Payload(payload) => match serde_json::from_str::<Vec<Change>>(&payload) {
            Ok(changes) => changes.iter().for_each(|change| apply(state, change)),
            // A newer instance's change (during an upgrade): whatever it was, nothing stale stays.
            Err(_) => forget_everything(state),
        },
        Heard::Lost => forget_everything(state),
    }
}

pub fn course_changed(state: &AppState) {
    changed(state, Change::Course);
}

pub fn exam_changed(state: &AppState) {
    changed(state, Change::Exam);
}

pub fn record_changed(state: &AppState, learner_id: i64) {
    changed(
        state,
        Change::Record {
            learner: learner_id,
        },
    );
}

pub fn progress_saved(state: &AppState, learner_id: i64, course_id: i64) {
    let (learner, course) = (learner_id, course_id);
    changed(state, Change::Progress { learner, course });
}

pub fn enrolment_changed(state: &AppState, learner_id: i64) {
    changed(
        state,
        Change::Enrolment {
            learner: learner_id,
        },
    );
}

pub fn profile_changed(state: &AppState) {
    changed(state, Change::Profile);
}

pub fn account_created(state: &AppState) {
    changed(state, Change::AccountCreated);
}

pub fn codes_changed(state: &AppState) {
    changed(state, Change::Codes);
}

pub fn sessions_revoked(state: &AppState, user_id: i64) {
    changed(state, Change::SessionsRevoked { user: user_id });
}

/// The sessions are read again on the next request.
pub fn access_changed(state: &AppState, user_id: Option<i64>) {
    changed(state, Change::Access { user: user_id });
}

pub fn comments_changed(state: &AppState) {
    changed(state, Change::Comments);
}

pub fn settings_changed(state: &AppState) {
    changed(state, Change::Settings);
}

pub fn session_ended(state: &AppState, token_hash: &str) {
    let token_hash = token_hash.to_owned();
    changed(state, Change::SessionEnded { token_hash });
}

pub fn inbox_changed(state: &AppState, user_ids: &[i64]) {
    let users = user_ids.to_vec();
    changed(state, Change::Inbox { users });
}

pub fn every_inbox_changed(state: &AppState) {
    changed(state, Change::EveryInbox);
}

pub fn account_deleted(state: &AppState, user_id: i64) {
    changed(state, Change::AccountDeleted { user: user_id });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_are_sent_as_short_json() {
        let change = Change::Progress {
            learner: 7,
            course: 3,
        };
        let json = serde_json::to_string(&change).unwrap();
        assert_eq!(json, r#"{"change":"progress","learner":7,"course":3}"#);
        let back: Vec<Change> = serde_json::from_str(&format!("[{json}]")).unwrap();
        assert_eq!(back, vec![change]);
        assert!(
            serde_json::from_str::<Vec<Change>>(r#"[{"change":"from_a_newer_version"}]"#).is_err()
        );
    }
}
