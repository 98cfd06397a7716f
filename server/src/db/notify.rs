//! Telling the other instances of the server what changed, through PostgreSQL `LISTEN/NOTIFY`
//! (no other server to run). Each instance publishes on one channel per schema and listens on
//! it; a message carries the sender's random id, so an instance skips its own. On SQLite there is
//! one instance and nothing is sent.
//!
//! Messages are sent by one task that takes everything waiting at that moment, so a burst of
//! writes makes a few notifications, not one each. PostgreSQL delivers them in commit order to
//! every listener within milliseconds; a listener that lost its connection cannot know what it
//! missed, so it is told (`Heard::Lost`) and drops everything it keeps.

use sea_orm::sqlx::postgres::PgListener;
use sea_orm::{ConnectionTrait, DatabaseBackend, Value};
use tokio::sync::mpsc;

use crate::db::Db;

/// PostgreSQL refuses payloads of 8 000 bytes and more.
pub const PAYLOAD_MAX: usize = 7_900;

/// What a listener heard.
#[derive(Debug, PartialEq)]
pub enum Heard {
    /// A JSON array of another instance's messages.
    Payload(String),
    /// The connection was lost and made again: messages may have been missed.
    Lost,
}

/// Sends messages to the other instances; does nothing on SQLite.
#[derive(Clone, Default)]
pub struct Notifier {
    outgoing: Option<mpsc::UnboundedSender<String>>,
}

impl Notifier {
    /// Queues a message (one line of JSON, shorter than [`PAYLOAD_MAX`]) for the sending task.
    pub fn send(&self, message: String) {
        if let Some(outgoing) = &self.outgoing {
            let _ = outgoing.send(message);
        }
    }

    /// Whether messages go anywhere (PostgreSQL).
    pub fn is_on(&self) -> bool {
        self.outgoing.is_some()
    }
}

/// Starts listening and the sending task on PostgreSQL (a `Notifier` that sends nothing on
/// SQLite); `heard` is called with every message of another instance.
pub async fn start(db: &Db, heard: impl Fn(Heard) + Send + 'static) -> anyhow::Result<Notifier> {
    if db.get_database_backend() != DatabaseBackend::Postgres {
        return Ok(Notifier::default());
    }
    let schema = db
        .query_one_raw(sea_orm::Statement::from_string(
            DatabaseBackend::Postgres,
            "SELECT current_schema()",
        ))
        .await?
        .and_then(|row| row.try_get_by_index::<String>(0).ok())
        .unwrap_or_default();
    let channel: String = format!("skillcert_{schema}").chars().take(63).collect();
    let me = hex::encode(rand::random::<[u8; 8]>());

    let mut listener = PgListener::connect_with(db.get_postgres_connection_pool()).await?;
    listener.listen(&channel).await?;
    let own = me.clone();
    tokio::spawn(async move {
        loop {
            match listener.try_recv().await {
                Ok(Some(note)) => match note.payload().split_once(' ') {
                    Some((from, message)) if from != own => {
                        heard(Heard::Payload(message.to_owned()))
                    }
                    _ => {}
                },
                Ok(None) => heard(Heard::Lost),
                Err(err) => {
                    tracing::warn!(error = %err, "listening to the other instances");
                    heard(Heard::Lost);
                    tokio::time::sleep(std::time::Duration::from_secs(1)).await;
                }
            }
        }
    });

    let (outgoing, mut waiting) = mpsc::unbounded_channel::<String>();
    let db = db.clone();
    tokio::spawn(async move {
        let mut batch = Vec::new();
        while waiting.recv_many(&mut batch, 4_096).await > 0 {
            for payload in pack(std::mem::take(&mut batch)) {
                let sent = db
                    .execute_raw(sea_orm::Statement::from_sql_and_values(
                        DatabaseBackend::Postgres,
                        "SELECT pg_notify($1, $2)",
                        [
                            Value::from(channel.clone()),
                            Value::from(format!("{me} {payload}")),
                        ],
                    ))
                    .await;
                if let Err(err) = sent {
                    tracing::warn!(error = %err, "telling the other instances what changed");
                }
            }
        }
    });
    Ok(Notifier {
        outgoing: Some(outgoing),
    })
}

/// The messages waiting, each once, as few payloads as they fit in: JSON arrays of at most
/// [`PAYLOAD_MAX`] bytes. A message too long for any payload is dropped with a warning (callers
/// send short ones).
fn pack(messages: Vec<String>) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    let mut payloads = Vec::new();
    let mut current = String::new();
    for message in messages {
        if message.len() + 2 > PAYLOAD_MAX {
            tracing::warn!(
                length = message.len(),
                "a change too long to tell the other instances"
            );
            continue;
        }
        if !seen.insert(message.clone()) {
            continue;
        }
        if current.len() + message.len() + 2 > PAYLOAD_MAX {
            current.push(']');
            payloads.push(std::mem::take(&mut current));
        }
        current.push(if current.is_empty() { '[' } else { ',' });
        current.push_str(&message);
    }
    if !current.is_empty() {
        current.push(']');
        payloads.push(current);
    }
    payloads
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_packed_once_each_into_payloads_postgresql_accepts() {
        let one = |n: usize| format!("{{\"n\":{n}}}");
        let many: Vec<String> = (0..2_000).map(one).chain((0..10).map(one)).collect();
        let payloads = pack(many);
        assert!(payloads.len() > 1);
        assert!(payloads.iter().all(|p| p.len() <= PAYLOAD_MAX));
        let back: Vec<serde_json::Value> = (payloads.iter())
            .flat_map(|p| serde_json::from_str::<Vec<serde_json::Value>>(p).unwrap())
            .collect();
        assert_eq!(
            back,
            (0..2_000)
                .map(|n| serde_json::json!({ "n": n }))
                .collect::<Vec<_>>()
        );
        assert_eq!(pack(vec!["x".repeat(PAYLOAD_MAX)]), Vec::<String>::new());
    }
}
