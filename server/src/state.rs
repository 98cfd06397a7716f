//! Shared application state handed to every handler.

use std::sync::Arc;

use crate::auth::Session;
use crate::cache::TtlCache;
use crate::config::Settings;
use crate::db::Db;
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
}

impl AppState {
    /// Forgets cached sessions of a user (after revoking some of them in the database).
    pub fn forget_sessions_of(&self, user_id: i64) {
        self.sessions.retain(|_, s| s.user_id != user_id);
    }
}
