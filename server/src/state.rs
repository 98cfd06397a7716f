//! Shared application state handed to every handler.

use std::sync::Arc;

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
}
