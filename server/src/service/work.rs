//! One unit of work: a workflow's write transaction. The state change, its trail entry and its
//! messages are written through [`Work::tx`] and commit together or not at all; what the caches
//! must forget is collected meanwhile and applied (here and on the other instances) only after
//! the commit, so no instance drops a cache for a change that was rolled back, or reloads it
//! before the change is visible.
//!
//! ```ignore
//! let mut work = Work::begin(state).await?;
//! db::applications::apply(&work.tx, transition, work.now).await?;
//! messaging::notify(&mut work, &[learner], kind, title, content).await?;
//! work.changed(Change::Enrolment { learner });
//! work.commit().await?;
//! ```

use sea_orm::DatabaseTransaction;

use crate::error::AppResult;
use crate::service::AppState;
use crate::service::caches::Change;

pub struct Work<'a> {
    state: &'a AppState,
    /// The write transaction (SQLite: `BEGIN IMMEDIATE`, so its readings are consistent too).
    pub tx: DatabaseTransaction,
    /// The service clock's time at the start: every row the workflow stamps carries it.
    pub now: i64,
    changes: Vec<Change>,
}

impl<'a> Work<'a> {
    pub async fn begin(state: &'a AppState) -> AppResult<Self> {
        Ok(Self {
            tx: crate::db::begin_write(&state.db).await?,
            now: state.clock.now_ms(),
            state,
            changes: Vec::new(),
        })
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
