//! SMS verification codes: sending through an `SmsSender`, expiry, resend limit, wrong-try limit.

use std::sync::{Arc, Mutex};

use serde::Serialize;

pub const CODE_TTL_MS: i64 = 5 * 60 * 1000;
pub const RESEND_INTERVAL_MS: i64 = 60 * 1000;
pub const MAX_WRONG_TRIES: i32 = 5;

/// The purpose of a message carrying an imported account's initial password (not a code: it is
/// never written to the log).
pub const INITIAL_PASSWORD: &str = "initial-password";

/// What a code may be used for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Purpose {
    Login,
    Reset,
}

impl Purpose {
    pub fn as_str(self) -> &'static str {
        match self {
            Purpose::Login => "login",
            Purpose::Reset => "reset",
        }
    }
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SentMessage {
    pub phone: String,
    pub purpose: String,
    pub code: String,
    pub sent_at: i64,
}

/// Delivers a code to a phone. The default logs it; a real SMS gateway implements this too.
#[async_trait::async_trait]
pub trait SmsSender: Send + Sync {
    async fn send(&self, message: SentMessage) -> anyhow::Result<()>;
}

/// Messages kept in memory in `--dev` mode so tests can read the codes.
#[derive(Clone, Default)]
pub struct Outbox(Arc<Mutex<Vec<SentMessage>>>);

impl Outbox {
    /// Newest first, optionally only for one phone.
    pub fn messages(&self, phone: Option<&str>) -> Vec<SentMessage> {
        let all = self.0.lock().expect("outbox lock");
        all.iter()
            .rev()
            .filter(|m| phone.is_none_or(|p| m.phone == p))
            .cloned()
            .collect()
    }
}

pub struct LogSender {
    pub outbox: Option<Outbox>,
}

#[async_trait::async_trait]
impl SmsSender for LogSender {
    async fn send(&self, message: SentMessage) -> anyhow::Result<()> {
        let code = if message.purpose == INITIAL_PASSWORD {
            "(hidden)"
        } else {
            message.code.as_str()
        };
        tracing::info!(phone = %message.phone, purpose = %message.purpose, code = %code, "sms code");
        if let Some(outbox) = &self.outbox {
            let mut all = outbox.0.lock().expect("outbox lock");
            all.push(message);
            let excess = all.len().saturating_sub(1000);
            all.drain(..excess);
        }
        Ok(())
    }
}
