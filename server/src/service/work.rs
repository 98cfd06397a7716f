//! One unit of work: a workflow's write transaction. The state change, its trail entry and its
//! messages are written through [`Work::tx`] and commit together or not at all; what the caches
//! must forget is collected meanwhile and applied (here and on the other instances) only after
//! the commit, so no instance drops a cache for a change that was rolled back, or reloads it
//! before the change is visible.
//!
//! Work a person does is begun [`Work::by`] them: its audit entries (操作日志) name them and the
//! address of their request. A trail writer takes [`Work::actor`] and writes the entry beside
//! its trail row; a change without a trail writes its entry with [`Work::audit`].
//!
//! ```ignore
//! let mut work = Work::by(state, session.actor()).await?;
//! db::applications::apply(&work.tx, transition, &work.actor, work.now).await?;
//! messaging::notify(&mut work, &[learner], kind, title, content).await?;
//! work.changed(Change::Enrolment { learner });
//! work.commit().await?;
//! ```

use sea_orm::DatabaseTransaction;

use crate::domain::audit::{Actor, Entry};
use crate::error::AppResult;
use crate::service::AppState;
use crate::service::caches::Change;

pub struct Work<'a> {
    state: &'a AppState,
    /// The write transaction (SQLite: `BEGIN IMMEDIATE`, so its readings are consistent too).
    pub tx: DatabaseTransaction,
    /// The service clock's time at the start: every row the workflow stamps carries it.
    pub now: i64,
    /// Who does the work (the system for a sweep or the command line).
    pub actor: Actor,
    changes: Vec<Change>,
}

impl<'a> Work<'a> {
    /// Work of the system: a sweep, a purge, a timer, the command line.
    pub async fn begin(state: &'a AppState) -> AppResult<Self> {
        Self::by(state, Actor::SYSTEM).await
    }

    /// Work a person does.
    pub async fn by(state: &'a AppState, actor: Actor) -> AppResult<Self> {
        Ok(Self {
            tx: crate::db::begin_write(&state.db).await?,
            now: state.clock.now_ms(),
            actor,
            state,
            changes: Vec::new(),
        })
    }

    /// Records a change that has no trail of its own in the audit log, in this transaction.
    pub async fn audit(&self, entry: Entry) -> AppResult<()> {
        crate::db::audit::record(&self.tx, &self.actor, self.now, entry).await?;
        Ok(())
    }

    /// Remembers what the caches must forget once the work has committed.
    pub fn changed(&mut self, change: Change) {
        if !self.changes.contains(&change) {
            self.changes.push(change);
        }
    }

    /// Commits, then applies the changes to the caches and tells the other instances. Dropped
    /// without a commit (an error), the work is rolled back and the caches keep what they had.
    pub async fn commit(self) -> AppResult<()> {
        self.tx.commit().await?;
        for change in self.changes {
            self.state.caches.changed(change);
        }
        Ok(())
    }
}
