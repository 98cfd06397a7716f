//! Progress saves through one writer (group commit). A learner watching a lesson saves every
//! 5 s; made one by one, each save would be a write transaction of its own, and on SQLite the
//! writers queue for the database's one lock. Here a single task takes every save waiting at that
//! moment and writes them together: one SELECT of their stored rows, the anti-skip rule applied
//! in arrival order, one INSERT … ON CONFLICT of the new rows, one commit. Only then is each save
//! answered, so a 2xx still means its row is on disk. Should a batch fail as a whole (an item
//! deleted meanwhile, say), its saves are written again one transaction each, so one bad save
//! never fails the others.

use std::collections::HashMap;

use tokio::sync::{mpsc, oneshot};

use crate::db::courses::{Item, Progress};
use crate::db::{self, Db};
use crate::domain::course::{self as rules, Report, Stored, is_timed};
use crate::error::{AppError, AppResult};
use crate::refusals;

/// The most saves one transaction holds.
const BATCH_MAX: usize = 512;
/// Saves waiting for the writer beyond this make callers wait to hand theirs over.
const QUEUE_MAX: usize = 8_192;

/// One learner's report on one lesson, as the request made it.
pub struct Save {
    pub user_id: i64,
    pub course_id: i64,
    pub item: Item,
    pub report: Report,
    /// The clock of the request.
    pub now: i64,
}

type Job = (Save, oneshot::Sender<AppResult<Progress>>);

#[derive(Clone)]
pub struct ProgressWriter {
    jobs: mpsc::Sender<Job>,
}

impl ProgressWriter {
    /// Starts the writer task on the current runtime.
    pub fn start(db: Db) -> Self {
        let (jobs, mut waiting) = mpsc::channel::<Job>(QUEUE_MAX);
        tokio::spawn(async move {
            let mut batch = Vec::with_capacity(BATCH_MAX);
            while waiting.recv_many(&mut batch, BATCH_MAX).await > 0 {
                write(&db, std::mem::take(&mut batch)).await;
            }
        });
        Self { jobs }
    }

    /// Saves the report once its batch is committed: the row stored, or why it was refused.
    pub async fn save(&self, save: Save) -> AppResult<Progress> {
        let (reply, answer) = oneshot::channel();
        let gone = || AppError::Internal(anyhow::anyhow!("the progress writer stopped"));
        self.jobs.send((save, reply)).await.map_err(|_| gone())?;
        answer.await.map_err(|_| gone())?
    }
}

async fn write(db: &Db, jobs: Vec<Job>) {
    let (saves, replies): (Vec<Save>, Vec<_>) = jobs.into_iter().unzip();
    let answers = match in_one_transaction(db, &saves).await {
        Ok(answers) => answers,
        Err(err) if saves.len() == 1 => vec![Err(err.into())],
        Err(err) => {
            tracing::warn!(saves = saves.len(), %err, "a progress batch failed; saving one by one");
            let mut answers = Vec::with_capacity(saves.len());
            for save in &saves {
                let one = in_one_transaction(db, std::slice::from_ref(save)).await;
                answers.push(one.map_or_else(|e| Err(e.into()), |mut a| a.remove(0)));
            }
            answers
        }
    };
    for (reply, answer) in replies.into_iter().zip(answers) {
        // A caller that went away no longer waits for its answer; the row is saved all the same.
        let _ = reply.send(answer);
    }
}

/// Applies the saves in order in one transaction: each one's answer (a refused save writes
/// nothing), or the database's error when the transaction failed and nothing was written.
async fn in_one_transaction(db: &Db, saves: &[Save]) -> db::DbResult<Vec<AppResult<Progress>>> {
    let txn = db::begin_write(db).await?;
    let pairs: Vec<(i64, i64)> = saves.iter().map(|s| (s.user_id, s.item.id)).collect();
    let mut rows: HashMap<(i64, i64), Progress> = db::courses::progress_of_pairs(&txn, &pairs)
        .await?
        .into_iter()
        .map(|p| ((p.user_id, p.item_id), p))
        .collect();
    let mut changed = Vec::new();
    let answers = saves
        .iter()
        .map(|save| {
            let key = (save.user_id, save.item.id);
            let row = next_row(save, rows.get(&key))?;
            rows.insert(key, row.clone());
            changed.push(key);
            Ok(row)
        })
        .collect();
    changed.sort_unstable();
    changed.dedup();
    let written = changed.iter().filter_map(|k| rows.remove(k)).collect();
    db::courses::upsert_progress(&txn, written).await?;
    txn.commit().await?;
    Ok(answers)
}

/// The row a save leaves: the anti-skip rule over what is stored (400 for a malformed report,
/// 422 for more than could have been watched).
fn next_row(save: &Save, stored: Option<&Progress>) -> AppResult<Progress> {
    let item = &save.item;
    let before = stored.map_or(
        Stored {
            furthest: 0.0,
            progress: 0,
            completed: false,
            updated_at: save.now,
        },
        |p| Stored {
            furthest: p.furthest,
            progress: p.progress,
            completed: p.completed,
            updated_at: p.updated_at,
        },
    );
    let next = rules::next_progress(
        is_timed(&item.r#type),
        item.duration,
        before,
        save.report,
        save.now,
    )
    .map_err(|message| {
        if message == refusals::PROGRESS_INVALID {
            AppError::BadRequest(message.into())
        } else {
            AppError::Unprocessable(message.into())
        }
    })?;
    Ok(Progress {
        user_id: save.user_id,
        item_id: item.id,
        course_id: save.course_id,
        progress: next.progress,
        completed: next.completed,
        position: save.report.position.min(item.duration.unwrap_or(f64::MAX)),
        furthest: next.furthest,
        updated_at: next.updated_at,
    })
}
