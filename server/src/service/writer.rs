//! Progress saves and study heartbeats through one writer (group commit). A learner watching a
//! lesson saves every 5 s and reports every 30 s; made one by one, each would be a write
//! transaction of its own, and on SQLite the writers queue for the database's one lock. Here a
//! single task takes every job waiting at that moment and writes them together: for the saves,
//! one SELECT of their stored rows, the anti-skip rule applied in arrival order and one INSERT …
//! ON CONFLICT; for the heartbeats, one SELECT of their sessions and credits, the crediting rule
//! applied in arrival order (`service::study::account_beats`) and one statement each for the
//! ledger, the sessions and the credits; then one commit. Only then is each job answered, so a
//! 2xx still means its rows are on disk. Should a batch fail as a whole (an item deleted
//! meanwhile, say), its jobs are written again one transaction each, so one bad job never fails
//! the others.
//!
//! On SQLite there is one such writer (the database has one write lock). On PostgreSQL, whose
//! transactions run side by side, there are `PG_WRITERS`, and each learner's jobs always go to the
//! same one: a learner's saves and heartbeats keep their order, and two writers never touch the
//! same rows (every row a job writes is its learner's), so one batch's commit waits for no other.

use std::collections::HashMap;

use sea_orm::DatabaseBackend;
use tokio::sync::{mpsc, oneshot};

use crate::db::courses::{Item, Progress};
use crate::db::{self, Db};
use crate::domain::course::{self as rules, Report, Stored, is_timed};
use crate::error::{AppError, AppResult};
use crate::refusals;
use crate::service::study::{self, Accounted, Queued};

/// The most jobs one transaction holds.
const BATCH_MAX: usize = 512;
/// Jobs waiting for a writer beyond this make callers wait to hand theirs over.
const QUEUE_MAX: usize = 8_192;
/// Writers side by side on PostgreSQL.
const PG_WRITERS: usize = 4;

/// One learner's report on one lesson, as the request made it.
pub struct Save {
    pub user_id: i64,
    pub course_id: i64,
    pub item: Item,
    pub report: Report,
    /// The clock of the request.
    pub now: i64,
}

enum Job {
    Save(Save, oneshot::Sender<AppResult<Progress>>),
    Beat(Queued, oneshot::Sender<AppResult<Accounted>>),
}

#[derive(Clone)]
pub struct Writer {
    /// One queue per writer task; a learner's jobs go to `queues[user_id % len]`.
    queues: Vec<mpsc::Sender<Job>>,
}

impl Writer {
    /// Starts the writer tasks on the current runtime.
    pub fn start(db: Db) -> Self {
        let writers = match db.get_database_backend() {
            DatabaseBackend::Postgres => PG_WRITERS,
            _ => 1,
        };
        let queues = (0..writers)
            .map(|_| {
                let (jobs, mut waiting) = mpsc::channel::<Job>(QUEUE_MAX / writers);
                let db = db.clone();
                let batches = metrics::histogram!(crate::metrics::WRITE_BATCH);
                tokio::spawn(async move {
                    let mut batch = Vec::with_capacity(BATCH_MAX);
                    while waiting.recv_many(&mut batch, BATCH_MAX).await > 0 {
                        batches.record(batch.len() as f64);
                        write(&db, std::mem::take(&mut batch)).await;
                    }
                });
                jobs
            })
            .collect();
        Self { queues }
    }

    /// Jobs handed over and not yet taken by a writer (the `/metrics` gauge).
    pub fn waiting(&self) -> usize {
        self.queues
            .iter()
            .map(|q| q.max_capacity() - q.capacity())
            .sum()
    }

    /// Hands the job to its learner's writer.
    async fn send(&self, user_id: i64, job: Job) -> AppResult<()> {
        let queue = &self.queues[user_id.rem_euclid(self.queues.len() as i64) as usize];
        queue.send(job).await.map_err(|_| gone())
    }

    /// Saves the report once its batch is committed: the row stored, or why it was refused.
    pub async fn save(&self, save: Save) -> AppResult<Progress> {
        let (reply, answer) = oneshot::channel();
        self.send(save.user_id, Job::Save(save, reply)).await?;
        answer.await.map_err(|_| gone())?
    }

    /// Accounts the heartbeat once its batch is committed: what it credited, or why it was
    /// refused.
    pub async fn beat(&self, beat: Queued) -> AppResult<Accounted> {
        let (reply, answer) = oneshot::channel();
        self.send(beat.user_id, Job::Beat(beat, reply)).await?;
        answer.await.map_err(|_| gone())?
    }
}

fn gone() -> AppError {
    AppError::Internal(anyhow::anyhow!("the writer stopped"))
}

/// What a batch answers: each save's and each heartbeat's outcome, in arrival order.
type Answers = (Vec<AppResult<Progress>>, Vec<AppResult<Accounted>>);

async fn write(db: &Db, jobs: Vec<Job>) {
    let mut saves = Vec::new();
    let mut save_replies = Vec::new();
    let mut beats = Vec::new();
    let mut beat_replies = Vec::new();
    for job in jobs {
        match job {
            Job::Save(save, reply) => {
                saves.push(save);
                save_replies.push(reply);
            }
            Job::Beat(beat, reply) => {
                beats.push(beat);
                beat_replies.push(reply);
            }
        }
    }
    let (saved, accounted) = match in_one_transaction(db, &saves, &beats).await {
        Ok(answers) => answers,
        Err(err) if saves.len() + beats.len() == 1 => {
            let err = AppError::from(err);
            if saves.is_empty() {
                (Vec::new(), vec![Err(err)])
            } else {
                (vec![Err(err)], Vec::new())
            }
        }
        Err(err) => {
            let jobs = saves.len() + beats.len();
            tracing::warn!(jobs, %err, "a writer batch failed; writing one by one");
            let mut answers: Answers = (Vec::new(), Vec::new());
            for save in &saves {
                let one = in_one_transaction(db, std::slice::from_ref(save), &[]).await;
                answers
                    .0
                    .push(one.map_or_else(|e| Err(e.into()), |mut a| a.0.remove(0)));
            }
            for beat in &beats {
                let one = in_one_transaction(db, &[], std::slice::from_ref(beat)).await;
                answers
                    .1
                    .push(one.map_or_else(|e| Err(e.into()), |mut a| a.1.remove(0)));
            }
            answers
        }
    };
    // A caller that went away no longer waits for its answer; its rows are written all the same.
    for (reply, answer) in save_replies.into_iter().zip(saved) {
        let _ = reply.send(answer);
    }
    for (reply, answer) in beat_replies.into_iter().zip(accounted) {
        let _ = reply.send(answer);
    }
}

/// Applies the jobs in order in one transaction: each one's answer (a refused job writes
/// nothing of its own), or the database's error when the transaction failed and nothing was
/// written.
async fn in_one_transaction(db: &Db, saves: &[Save], beats: &[Queued]) -> db::DbResult<Answers> {
    let txn = db::begin_write(db).await?;
    let saved = save_progress(&txn, saves).await?;
    let accounted = study::account_beats(&txn, beats).await?;
    txn.commit().await?;
    Ok((saved, accounted))
}

/// Applies the saves in arrival order: one SELECT of their rows, one upsert of the new ones.
async fn save_progress(
    txn: &sea_orm::DatabaseTransaction,
    saves: &[Save],
) -> db::DbResult<Vec<AppResult<Progress>>> {
    if saves.is_empty() {
        return Ok(Vec::new());
    }
    let pairs: Vec<(i64, i64)> = saves.iter().map(|s| (s.user_id, s.item.id)).collect();
    let mut rows: HashMap<(i64, i64), Progress> = db::courses::progress_of_pairs(txn, &pairs)
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
    db::courses::upsert_progress(txn, written).await?;
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
