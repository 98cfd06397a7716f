//! The one owner of cache invalidation: each kind of write names what it changes, and the
//! service that makes the write calls the matching function here. Handlers never touch caches.
//!
//! Caches (see `AppState`): the catalogue snapshot (courses with teacher names, exams with
//! question counts), each learner's facts (enrolment statuses, submitted records), exam papers,
//! sessions, unread counts, the accounts the administrator searches, the reviewers' queue, a distributor's learners,
//! the staff's progress table, the lessons of courses being studied, distributor dashboards and the administrator's settings. Each also expires after its time to live, so another instance's
//! writes are seen within seconds.

use crate::state::AppState;

/// A course, section or item was created, changed or deleted (enrolments of a deleted course go
/// with it).
pub fn course_changed(state: &AppState) {
    state.catalogue.invalidate();
    state.lessons.clear();
    state.learners.clear();
    state.queue_pages.invalidate_all();
    state.progress_pages.invalidate_all();
}

/// An exam or a question was created, changed or deleted (a deleted exam takes its records).
pub fn exam_changed(state: &AppState) {
    state.catalogue.invalidate();
    state.learners.clear();
    state.papers.clear();
    state.progress_pages.invalidate_all();
}

/// One learner's record changed: submitted, or graded by a teacher.
pub fn record_changed(state: &AppState, learner_id: i64) {
    state.learners.remove(&learner_id);
    state.progress_pages.invalidate_all();
}

/// Learners' progress on lessons was saved (a batch of saves, or a lesson opened).
pub fn progress_saved(state: &AppState) {
    state.progress_pages.invalidate_all();
}

/// One learner's enrolment or application changed (every move of `service::enrolment`).
pub fn enrolment_changed(state: &AppState, learner_id: i64) {
    state.learners.remove(&learner_id);
    state.queue_pages.invalidate_all();
    state.progress_pages.invalidate_all();
    state.distributor_learners.invalidate_all();
}

/// A profile changed: a teacher's name is shown beside their courses, and the administrator's
/// user search shows names, phones and e-mails.
pub fn profile_changed(state: &AppState) {
    state.catalogue.invalidate();
    state.directory.invalidate();
    state.progress_pages.invalidate_all();
    state.distributor_learners.invalidate_all();
}

/// An account was created (registration, or by an administrator).
pub fn account_created(state: &AppState) {
    state.directory.invalidate();
    state.dashboards.invalidate_all();
    state.tallies.invalidate_all();
    state.distributor_learners.invalidate_all();
}

/// A distributor's invite code was added, relabelled, disabled or enabled.
pub fn codes_changed(state: &AppState) {
    state.dashboards.invalidate_all();
    state.tallies.invalidate_all();
}

/// Some of a user's sessions were revoked in the database.
pub fn sessions_revoked(state: &AppState, user_id: i64) {
    state.sessions.retain(|_, s| s.user_id != user_id);
}

/// A user's roles or appended permissions changed (`Some`), or a role's permissions (`None`:
/// anyone may hold it): the sessions are read again on the next request.
pub fn access_changed(state: &AppState, user_id: Option<i64>) {
    state.directory.invalidate();
    match user_id {
        Some(id) => sessions_revoked(state, id),
        None => state.sessions.clear(),
    }
}

/// A comment was saved, moderated or deleted: the courses' average ratings change.
pub fn comments_changed(state: &AppState) {
    state.catalogue.invalidate();
}

/// The administrator saved settings.
pub fn settings_changed(state: &AppState) {
    state.site.clear();
}

/// One session ended (log out).
pub fn session_ended(state: &AppState, token_hash: &str) {
    state.sessions.remove(&token_hash.to_string());
}

/// Messages were delivered to or read by these users.
pub fn inbox_changed(state: &AppState, user_ids: &[i64]) {
    for id in user_ids {
        state.unread.remove(id);
    }
}

/// Messages of many users changed (a broadcast, a deleted message).
pub fn every_inbox_changed(state: &AppState) {
    state.unread.clear();
}

/// An account is gone with everything it owned.
pub fn account_deleted(state: &AppState, user_id: i64) {
    sessions_revoked(state, user_id);
    state.unread.remove(&user_id);
    state.learners.remove(&user_id);
    state.queue_pages.invalidate_all();
    state.catalogue.invalidate();
    state.directory.invalidate();
    state.progress_pages.invalidate_all();
    state.distributor_learners.invalidate_all();
}
