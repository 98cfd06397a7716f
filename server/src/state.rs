//! Shared application state handed to every handler.

use std::sync::Arc;

use crate::auth::Session;
use crate::cache::{KeyedReloading, TtlCache};
use crate::catalogue::{Catalogue, LearnerFacts};
use crate::clock::Clock;
use crate::config::Settings;
use crate::db::Db;
use crate::db::exams::Paper;
use crate::sms::{Outbox, SmsSender};
use crate::storage::Storage;

#[derive(Clone)]
pub struct AppState {
    pub db: Db,
    pub settings: Arc<Settings>,
    pub sms: Arc<dyn SmsSender>,
    pub storage: Arc<dyn Storage>,
    /// Codes sent in `--dev` mode, readable at /api/v0/dev/sms/outbox.
    pub outbox: Option<Outbox>,
    /// Argon2 hash verified when a login names no account, so both cases take the same time.
    pub dummy_hash: Arc<str>,
    pub guest_user_id: i64,
    /// Live sessions by token hash (see `auth::Session`); invalidated on revocation.
    pub sessions: Arc<TtlCache<String, Session>>,
    /// Unread message count by user; invalidated when messages are sent or read.
    pub unread: Arc<TtlCache<i64, u64>>,
    /// Courses and exams as the learner pages list them; dropped by staff writes.
    pub catalogue: Arc<Catalogue>,
    /// Every account with its roles, for the administrator's search; dropped by account writes.
    pub directory: Arc<crate::cache::Reloading<crate::catalogue::Directory>>,
    /// Enrolments and records per learner; dropped by that learner's writes and by staff writes.
    pub learners: Arc<TtlCache<i64, Arc<LearnerFacts>>>,
    /// A learner's progress on the lessons of a course by (learner, course), as the outline
    /// shows it; dropped by each save of theirs in the course and by course authoring.
    pub course_progress: Arc<
        KeyedReloading<(i64, i64), std::collections::HashMap<i64, crate::db::courses::Progress>>,
    >,
    /// Courses with their sections and items, as studying reads them; dropped by course authoring.
    pub lessons: Arc<TtlCache<i64, Arc<crate::service::learning::Lessons>>>,
    /// Exam papers (items with questions) by exam id; dropped by staff writes.
    pub papers: Arc<TtlCache<i64, Arc<Paper>>>,
    /// The administrator's settings with their values (`service::settings`); dropped by a save.
    pub site: Arc<TtlCache<(), Arc<std::collections::BTreeMap<String, String>>>>,
    /// Pages of the staff's progress table by (scoped filter, page); dropped when a learner
    /// studies, enrols, submits or is graded, or a course, exam or profile changes.
    pub progress_pages: Arc<
        KeyedReloading<crate::service::progress::TableKey, crate::service::progress::TablePage>,
    >,
    /// Pages of the reviewers' queue by (filter, page); dropped by any enrolment change.
    pub queue_pages: Arc<
        KeyedReloading<crate::service::enrolment::QueueKey, crate::service::enrolment::QueuePage>,
    >,
    /// Pages of a distributor's learners by (distributor, text, page); dropped when an account
    /// is created, edited or deleted or an enrolment changes.
    pub distributor_learners: Arc<
        KeyedReloading<
            crate::service::distributors::LearnersKey,
            crate::service::distributors::LearnersPage,
        >,
    >,
    /// Distributor dashboards by (distributor, first day, last day), one load at a time each;
    /// dropped when an account is created or a code changes, otherwise at most 10 s behind
    /// enrolments and payments.
    pub dashboards: Arc<KeyedReloading<(i64, i64, i64), crate::service::distributors::Dashboard>>,
    /// What the dashboards are added up from: a distributor's per-day tallies by (distributor,
    /// first day, last day), the last 90 days shared by every period within them; dropped with
    /// the dashboards.
    pub tallies: Arc<KeyedReloading<(i64, i64, i64), crate::service::distributors::Tallies>>,
    /// Writes learners' progress saves in batches (group commit).
    pub progress_writer: crate::service::progress_writer::ProgressWriter,
    /// Tells the other instances what this one changed (PostgreSQL; `service::caches`).
    pub notifier: crate::db::notify::Notifier,
    /// The server's clock; tests move it.
    pub clock: Clock,
}

impl AppState {
    /// One learner's enrolments and records, from the cache when fresh.
    pub async fn learner(&self, user_id: i64) -> crate::error::AppResult<Arc<LearnerFacts>> {
        crate::catalogue::learner_facts(&self.learners, &self.db, user_id).await
    }
}
