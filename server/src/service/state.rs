//! The application state every workflow runs on and every handler is given: the database,
//! storage, SMS, face matching, this instance's caches and writer (progress saves and heartbeats), the clock.

use std::sync::Arc;

use super::caches::Caches;
use crate::catalogue::LearnerFacts;
use crate::clock::Clock;
use crate::config::Settings;
use crate::db::Db;
use crate::sms::{Outbox, SmsSender};
use crate::storage::Storage;

#[derive(Clone)]
pub struct AppState {
    pub db: Db,
    pub settings: Arc<Settings>,
    pub sms: Arc<dyn SmsSender>,
    /// Compares camera snapshots with the application photo (`NoMatcher`: none).
    pub faces: Arc<dyn crate::face::FaceMatcher>,
    pub storage: Arc<dyn Storage>,
    /// Codes sent in `--dev` mode, readable at /api/v0/dev/sms/outbox.
    pub outbox: Option<Outbox>,
    /// Argon2 hash verified when a login names no account, so both cases take the same time.
    pub dummy_hash: Arc<str>,
    pub guest_user_id: i64,
    /// Every cache of this instance, with their invalidation (`service::caches`).
    pub caches: Arc<Caches>,
    /// Writes learners' progress saves in batches (group commit).
    pub writer: super::writer::Writer,
    /// The server's clock; tests move it.
    pub clock: Clock,
}

impl AppState {
    /// One learner's enrolments and records, from the cache when fresh.
    pub async fn learner(&self, user_id: i64) -> crate::error::AppResult<Arc<LearnerFacts>> {
        crate::catalogue::learner_facts(&self.caches.learners, &self.db, user_id).await
    }
}

/// The extractors find a request's session through the accounts service.
impl crate::auth::Sessions for AppState {
    fn session(
        &self,
        token: &str,
    ) -> impl Future<Output = crate::error::AppResult<crate::auth::Session>> + Send {
        super::accounts::session(self, token)
    }

    fn trust_proxy(&self) -> bool {
        self.settings.trust_proxy
    }
}
