//! Shared application state handed to every handler.

use std::sync::Arc;

use crate::catalogue::LearnerFacts;
use crate::clock::Clock;
use crate::config::Settings;
use crate::db::Db;
use crate::service::caches::Caches;
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
    /// Every cache of this instance, with their invalidation (`service::caches`).
    pub caches: Arc<Caches>,
    /// Writes learners' progress saves in batches (group commit).
    pub progress_writer: crate::service::progress_writer::ProgressWriter,
    /// The server's clock; tests move it.
    pub clock: Clock,
}

impl AppState {
    /// One learner's enrolments and records, from the cache when fresh.
    pub async fn learner(&self, user_id: i64) -> crate::error::AppResult<Arc<LearnerFacts>> {
        crate::catalogue::learner_facts(&self.caches.learners, &self.db, user_id).await
    }
}
