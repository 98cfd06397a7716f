//! How many submitted applications the reviewers' queue holds in each state (status and the
//! flags its filters read), kept in memory so that counting a page of the queue reads no rows:
//! at 300 000 applications the database's count of an unfiltered queue read the whole index
//! (20–76 ms, over 100 ms as the first request after a start). Read whole at start; after an
//! enrolment change, the next count reads that learner's applications again and patches a copy
//! ([`Patched`]). A count filtered by course name is the database's (its index answers it).

use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;
use std::time::Duration;

use crate::cache::Patched;
use crate::db::applications::{QueueFilter, QueueState};
use crate::db::{self, Db};
use crate::error::AppResult;

/// The most learners whose changes a count reads one by one; past it (an import) the tally is
/// read whole.
const PATCHED_AT_MOST: usize = 500;

/// Every submitted application's state by id, and how many are in each state.
#[derive(Debug, Default, PartialEq)]
pub struct Tally {
    states: Vec<(i64, QueueState)>,
    counts: HashMap<QueueState, u64>,
}

impl Tally {
    async fn load(db: &Db) -> AppResult<Self> {
        let mut tally = Self::default();
        db::applications::queue_states(db, None, |id, state| {
            if let Some(state) = state {
                tally.states.push((id, state));
                *tally.counts.entry(state).or_default() += 1;
            }
        })
        .await?;
        tally.states.sort_unstable_by_key(|(id, _)| *id);
        tally.states.shrink_to_fit();
        Ok(tally)
    }

    /// A copy with the applications of `learners` as the database has them now.
    async fn patched(&self, db: &Db, learners: &BTreeSet<i64>) -> AppResult<Self> {
        let learners: Vec<i64> = learners.iter().copied().collect();
        let mut found = Vec::new();
        db::applications::queue_states(db, Some(&learners), |id, state| found.push((id, state)))
            .await?;
        let mut tally = Self {
            states: self.states.clone(),
            counts: self.counts.clone(),
        };
        for (id, state) in found {
            tally.set(id, state);
        }
        Ok(tally)
    }

    /// Application `id` is now in `state` (None: not in the queue).
    fn set(&mut self, id: i64, state: Option<QueueState>) {
        let at = self.states.partition_point(|(i, _)| *i < id);
        let old = match self.states.get_mut(at).filter(|(i, _)| *i == id) {
            Some(entry) => {
                let old = entry.1;
                match state {
                    Some(state) => entry.1 = state,
                    None => {
                        self.states.remove(at);
                    }
                }
                Some(old)
            }
            None => {
                if let Some(state) = state {
                    self.states.insert(at, (id, state));
                }
                None
            }
        };
        if let Some(old) = old {
            match self.counts.get_mut(&old) {
                Some(n) if *n > 1 => *n -= 1,
                _ => {
                    self.counts.remove(&old);
                }
            }
        }
        if let Some(state) = state {
            *self.counts.entry(state).or_default() += 1;
        }
    }

    /// How many applications match `filter`, its course name aside.
    pub fn count(&self, filter: &QueueFilter) -> u64 {
        self.counts
            .iter()
            .filter(|(state, _)| filter.admits(**state))
            .map(|(_, n)| n)
            .sum()
    }
}

/// The [`Tally`] as the queue reads it.
pub struct QueueTally(Patched<Tally>);

impl QueueTally {
    pub fn new(ttl: Duration) -> Self {
        Self(Patched::new("queue_tally", ttl, PATCHED_AT_MOST))
    }

    /// The tally with every change reported so far.
    pub async fn get(&self, db: &Db) -> AppResult<Arc<Tally>> {
        let whole = db.clone();
        self.0
            .get(
                || async move { Tally::load(&whole).await },
                |current, learners| async move { current.patched(db, &learners).await },
            )
            .await
    }

    /// A learner's applications changed.
    pub fn learner_changed(&self, learner: i64) {
        self.0.key_changed(learner);
    }

    /// Applications went that cannot be found again by their learner (an account deleted), or
    /// a message from another instance was missed: the next count reads the whole tally.
    pub fn invalidate(&self) {
        self.0.invalidate();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tally(states: &[(i64, QueueState)]) -> Tally {
        let mut t = Tally::default();
        for (id, state) in states {
            t.set(*id, Some(*state));
        }
        t
    }

    #[test]
    fn a_patched_tally_counts_as_one_read_anew() {
        let pending = QueueState::new(1, 0);
        let waiting = QueueState::new(2, QueueState::PROOF);
        let paid = QueueState::new(
            4,
            QueueState::PROOF | QueueState::PAID | QueueState::NUMBERED,
        );
        let mut t = tally(&[(5, pending), (9, pending), (2, waiting)]);
        // 9 is paid, 5 leaves the queue, 7 arrives, 3 was never there.
        t.set(9, Some(paid));
        t.set(5, None);
        t.set(7, Some(pending));
        t.set(3, None);
        assert_eq!(t, tally(&[(2, waiting), (7, pending), (9, paid)]));
        assert_eq!(
            t.states.iter().map(|(id, _)| *id).collect::<Vec<_>>(),
            [2, 7, 9]
        );

        let all = QueueFilter::default();
        let of = |f: QueueFilter| t.count(&f);
        assert_eq!(of(all.clone()), 3);
        assert_eq!(
            of(QueueFilter {
                statuses: vec![1],
                ..all.clone()
            }),
            1
        );
        assert_eq!(
            of(QueueFilter {
                statuses: vec![1, 4],
                ..all.clone()
            }),
            2
        );
        assert_eq!(
            of(QueueFilter {
                payment_waiting: true,
                ..all.clone()
            }),
            1
        );
        assert_eq!(
            of(QueueFilter {
                payment_completed: Some(true),
                ..all.clone()
            }),
            1
        );
        assert_eq!(
            of(QueueFilter {
                payment_completed: Some(false),
                ..all.clone()
            }),
            2
        );
        assert_eq!(
            of(QueueFilter {
                issued_registration_code: Some(true),
                ..all.clone()
            }),
            1
        );
        assert_eq!(
            of(QueueFilter {
                certificate_issued: Some(false),
                ..all.clone()
            }),
            3
        );
        assert_eq!(
            of(QueueFilter {
                submitted_materials: Some(true),
                ..all.clone()
            }),
            3
        );
        assert_eq!(
            of(QueueFilter {
                submitted_materials: Some(false),
                ..all.clone()
            }),
            0
        );
        assert_eq!(
            of(QueueFilter {
                statuses: vec![2],
                payment_completed: Some(true),
                ..all.clone()
            }),
            0
        );
    }
}
