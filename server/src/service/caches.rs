//! The one owner of cache invalidation: each kind of write names what it changes, and the
//! service that makes the write calls the matching function here. Handlers never touch caches.
//!
//! Caches ([`Caches`], one per instance, in `AppState::caches`): the catalogue snapshot (courses with teacher names, exams with
//! question counts), each learner's facts (enrolment statuses, submitted records) and progress per
//! course, exam papers, sessions, unread counts and inbox pages, the accounts the administrator searches, the
//! reviewers' queue, a distributor's learners, the staff's progress table, the lessons of courses
//! being studied, distributor dashboards and the administrator's settings.
//!
//! Several instances: every change is a [`Change`], applied here and sent to the other instances
//! (PostgreSQL `LISTEN/NOTIFY`, `db::notify`), which apply it within milliseconds. Each value also
//! expires after its time to live, the safety net should a message be lost.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use crate::auth::Session;
use crate::cache::{KeyedReloading, TtlCache};
use crate::catalogue::{Accounts, Catalogue, LearnerFacts, Lessons};
use crate::db::applications::{QueueFilter, QueueRow};
use crate::db::courses::Progress;
use crate::db::distributors::{Learner, LearnerCourse};
use crate::db::exams::Paper;
use crate::db::messages::{InboxPage, Message};
use crate::db::notify::{Heard, Notifier};
use crate::db::progress::{ProgressFilter, ProgressRow, RecordResult};
use crate::domain::page::Page;
use crate::domain::paper::Candidate;
use crate::domain::question_bank::Tree;
use crate::queue_tally::QueueTally;

/// The questions an author's drawn exams draw from, with the 知识点 tree.
pub type Pool = (Vec<Candidate>, Tree);
use crate::service::dashboards::Tallies;

/// What a write changed, as the caches see it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "change", rename_all = "snake_case")]
pub enum Change {
    /// A course, section or item was created, changed or deleted (enrolments of a deleted course
    /// go with it).
    Course,
    /// An exam or a question was created, changed or deleted (a deleted exam takes its records).
    Exam,
    /// One learner's record changed: submitted, or graded by a teacher.
    Record { learner: i64 },
    /// A learner's progress on a lesson was saved (or a lesson opened).
    Progress { learner: i64 },
    /// One learner's enrolment or application changed (every move of `service::enrolment`).
    Enrolment { learner: i64 },
    /// A profile changed: a teacher's name is shown beside their courses, and the
    /// administrator's user search shows names, phones and e-mails.
    Profile { user: i64 },
    /// An account was created (registration, or by an administrator), or (`None`) many were
    /// (an import).
    AccountCreated { user: Option<i64> },
    /// A distributor's invite code was added, relabelled, disabled or enabled.
    Codes,
    /// Some of a user's sessions were revoked in the database.
    SessionsRevoked { user: i64 },
    /// A user's roles or appended permissions changed (`Some`), or a role's permissions (`None`:
    /// anyone may hold it).
    Access { user: Option<i64> },
    /// A comment was saved, moderated or deleted: the courses' average ratings change.
    Comments,
    /// The administrator saved settings.
    Settings,
    /// One session ended (log out).
    SessionEnded { token_hash: String },
    /// Messages were delivered to or read by these users.
    Inbox { users: Vec<i64> },
    /// Messages of many users changed (a broadcast, a deleted message).
    EveryInbox,
    /// An account is gone with everything it owned.
    AccountDeleted { user: i64 },
}

/// How long a cached value lives (those read whole aside, `WHOLE_TTL`): the safety net behind the
/// invalidations below (and how late another instance's writes may be seen).
const TTL: Duration = Duration::from_secs(10);

/// How long the values read whole at a cost that grows with the data live: the user directory,
/// the queue tally and the distributors' tallies (0.1–1 s each at 100 000 learners on
/// PostgreSQL; read again every 10 s, they kept a core of a two-core server busy and slowed the
/// requests served meanwhile). Every change made through a server reaches them (patched, or the
/// tallies marked stale), here and through `NOTIFY` on the other instances, so this bounds only
/// a change made elsewhere (the command line on SQLite, which tells no server).
const WHOLE_TTL: Duration = Duration::from_secs(60);

/// A filter of the reviewers' queue and a page.
pub type QueueKey = (QueueFilter, Page);
/// A page of the reviewers' queue and how many applications match its filter.
pub type QueuePage = (Vec<QueueRow>, u64);
/// A scoped filter of the staff's progress table and a page.
pub type TableKey = (ProgressFilter, Page);
/// A row of the staff's progress table with its latest exam record.
pub type Row = (ProgressRow, Option<RecordResult>);
/// The pages of one reader's inbox by (unread only, page), each with when it was loaded.
pub type InboxPages = HashMap<(bool, Page), (Arc<InboxPage>, Instant)>;
/// The most pages of one reader's inbox kept at once.
const INBOX_PAGES_KEPT: usize = 8;
/// A page of the staff's progress table and how many rows match.
pub type TablePage = (Vec<Row>, u64);
/// A distributor, the text their learners are searched for, and a page.
pub type LearnersKey = (i64, Option<String>, Page);
/// A page of a distributor's learners, each with their courses, and how many match.
pub type LearnersPage = (Vec<(Learner, Vec<LearnerCourse>)>, u64);

/// Every cache of this instance. A new cache is a field here, its line in [`Caches::new`] and
/// the arms of [`Caches::apply`] that drop it; nothing else changes.
pub struct Caches {
    /// Live sessions by token hash (see `auth::Session`); invalidated on revocation.
    pub sessions: TtlCache<String, Session>,
    /// Unread message count by user; invalidated when messages are sent or read.
    pub unread: TtlCache<i64, u64>,
    /// The pages of each reader's inbox as the 消息中心 lists them; dropped with their unread count.
    inboxes: TtlCache<i64, Arc<InboxPages>>,
    /// Messages by id as the inboxes show them (never edited; a broadcast is kept once for all
    /// its readers); dropped when one is deleted.
    pub messages: TtlCache<i64, Arc<Message>>,
    /// Courses and exams as the learner pages list them; dropped by staff writes.
    pub catalogue: Catalogue,
    /// Every account with its roles, for the administrator's search; patched account by account
    /// after account writes (`catalogue::Accounts`).
    pub accounts: Accounts,
    /// Enrolments and records per learner; dropped by that learner's writes and by staff writes.
    pub learners: TtlCache<i64, Arc<LearnerFacts>>,
    /// A learner's progress on every lesson they opened (by item id), as the outlines show it:
    /// one load serves all their courses; dropped by each save of theirs and by course authoring.
    pub learner_progress: KeyedReloading<i64, HashMap<i64, Progress>>,
    /// Courses with their sections and items, as studying reads them; dropped by course authoring.
    pub lessons: TtlCache<i64, Arc<Lessons>>,
    /// Exam papers (items with questions) by exam id, loaded once however many learners start
    /// at the same moment; dropped by staff writes.
    pub papers: KeyedReloading<i64, Paper>,
    /// The questions an author's drawn exams draw from (as the draw sees them), by author, one
    /// load at a time (the learners of an exam start together); dropped by staff writes.
    pub pools: KeyedReloading<Option<i64>, Pool>,
    /// The administrator's settings with their values (`service::settings`); dropped by a save.
    pub site: TtlCache<(), Arc<BTreeMap<String, String>>>,
    /// Pages of the staff's progress table by (scoped filter, page); dropped when a learner
    /// studies, enrols, submits or is graded, or a course, exam or profile changes.
    pub progress_pages: KeyedReloading<TableKey, TablePage>,
    /// Pages of the reviewers' queue by (filter, page); dropped by any enrolment change.
    pub queue_pages: KeyedReloading<QueueKey, QueuePage>,
    /// How many applications the queue holds in each state; patched by enrolment changes.
    pub queue_tally: QueueTally,
    /// Pages of a distributor's learners by (distributor, text, page); dropped when an account
    /// is created, edited or deleted or an enrolment changes.
    pub distributor_learners: KeyedReloading<LearnersKey, LearnersPage>,
    /// What the distributor dashboards are added up from (each request adds up its period):
    /// a distributor's per-day tallies by (distributor, first day, last day), the last 90 days
    /// shared by every period within them. Read at start for every distributor; reloaded in the
    /// background after an account is created, an enrolment changes or an exam is submitted or
    /// graded (the old tallies answer meanwhile, so no viewer waits for a reading), and when older
    /// than a minute; dropped when a code changes (the distributor sees their own change at once).
    pub tallies: KeyedReloading<(i64, i64, i64), Tallies>,
    /// A study session's learner and course by session id, which never change (a session of a
    /// deleted account is no longer found by the writer); nothing drops it.
    pub study_owners: TtlCache<i64, (i64, i64)>,
    /// Tells the other instances what this one changed (PostgreSQL; set once at start-up by
    /// [`Caches::listen`]; until then, and on SQLite, changes stay here).
    notifier: OnceLock<Notifier>,
}

impl Default for Caches {
    fn default() -> Self {
        Self {
            sessions: TtlCache::new("sessions", TTL, 100_000),
            unread: TtlCache::new("unread", TTL, 100_000),
            inboxes: TtlCache::new("inboxes", TTL, 100_000),
            messages: TtlCache::new("messages", TTL, 10_000),
            catalogue: Catalogue::new(TTL),
            accounts: Accounts::new(WHOLE_TTL),
            learners: TtlCache::new("learners", TTL, 100_000),
            learner_progress: KeyedReloading::new("learner_progress", TTL, 100_000),
            lessons: TtlCache::new("lessons", TTL, 1_000),
            papers: KeyedReloading::new("papers", TTL, 1_000),
            pools: KeyedReloading::new("pools", TTL, 100),
            site: TtlCache::new("site", TTL, 1),
            progress_pages: KeyedReloading::new("progress_pages", TTL, 1_000),
            queue_pages: KeyedReloading::new("queue_pages", TTL, 1_000),
            queue_tally: QueueTally::new(WHOLE_TTL),
            distributor_learners: KeyedReloading::new("distributor_learners", TTL, 1_000),
            tallies: KeyedReloading::new("tallies", WHOLE_TTL, 1_000),
            study_owners: TtlCache::new("study_owners", Duration::from_secs(3_600), 100_000),
            notifier: OnceLock::new(),
        }
    }
}

/// The most users an inbox change names when sent to the other instances; more, and they drop
/// every unread count.
const INBOX_USERS_SENT: usize = 500;

impl Caches {
    /// Tells the other instances of this one's changes from now on, and applies theirs here
    /// (`db::notify`: PostgreSQL; nothing on SQLite).
    pub async fn listen(self: &Arc<Self>, db: &crate::db::Db) -> anyhow::Result<()> {
        let caches = Arc::clone(self);
        let notifier = crate::db::notify::start(db, move |heard| caches.heard(heard)).await?;
        let _ = self.notifier.set(notifier);
        Ok(())
    }

    /// Applies a change here and tells the other instances.
    pub fn changed(&self, change: Change) {
        self.apply(&change);
        if let Some(notifier) = self.notifier.get().filter(|n| n.is_on()) {
            let sent = match change {
                Change::Inbox { users } if users.len() > INBOX_USERS_SENT => Change::EveryInbox,
                other => other,
            };
            notifier.send(serde_json::to_string(&sent).expect("a change is JSON"));
        }
    }

    /// What another instance said (`db::notify`): its changes, applied here.
    fn heard(&self, heard: Heard) {
        match heard {
            Heard::Payload(payload) => match serde_json::from_str::<Vec<Change>>(&payload) {
                Ok(changes) => changes.iter().for_each(|change| self.apply(change)),
                // A newer instance's change (during an upgrade): whatever it was, nothing stale
                // stays.
                Err(_) => {
                    tracing::warn!(%payload, "a change from another instance not understood: forgetting every cached value");
                    self.forget_everything()
                }
            },
            Heard::Lost => {
                tracing::warn!(
                    "the other instances' changes may have been missed: forgetting every cached value"
                );
                self.forget_everything()
            }
        }
    }

    /// Applies a change to this instance's caches.
    fn apply(&self, change: &Change) {
        match change {
            Change::Course => {
                self.catalogue.invalidate();
                self.lessons.clear();
                self.learners.clear();
                self.learner_progress.invalidate_all();
                self.queue_pages.invalidate_all();
                self.progress_pages.invalidate_all();
            }
            Change::Exam => {
                self.catalogue.invalidate();
                self.learners.clear();
                self.papers.invalidate_all();
                self.pools.invalidate_all();
                self.progress_pages.invalidate_all();
            }
            Change::Record { learner } => {
                self.learners.remove(learner);
                self.progress_pages.invalidate_all();
                self.tallies.expire_all();
            }
            Change::Progress { learner } => {
                self.learner_progress.invalidate(learner);
                self.progress_pages.invalidate_all();
            }
            Change::Enrolment { learner } => {
                self.learners.remove(learner);
                self.queue_pages.invalidate_all();
                self.queue_tally.learner_changed(*learner);
                self.progress_pages.invalidate_all();
                self.distributor_learners.invalidate_all();
                self.tallies.expire_all();
            }
            Change::Profile { user } => {
                self.catalogue.invalidate();
                self.accounts.account_changed(*user);
                self.progress_pages.invalidate_all();
                self.distributor_learners.invalidate_all();
            }
            Change::AccountCreated { user } => {
                match user {
                    Some(id) => self.accounts.account_changed(*id),
                    None => self.accounts.invalidate(),
                }
                self.tallies.expire_all();
                self.distributor_learners.invalidate_all();
            }
            Change::Codes => self.tallies.invalidate_all(),
            Change::SessionsRevoked { user } => self.sessions.retain(|_, s| s.user_id != *user),
            // Broadcasts to a role reach whoever holds it.
            Change::Access { user } => {
                match user {
                    Some(id) => {
                        self.accounts.account_changed(*id);
                        self.sessions.retain(|_, s| s.user_id != *id);
                        self.unread.remove(id);
                        self.inboxes.remove(id);
                    }
                    None => {
                        // A role renamed or deleted: every holder's list of roles.
                        self.accounts.invalidate();
                        self.sessions.clear();
                        self.unread.clear();
                        self.inboxes.clear();
                    }
                }
            }
            Change::Comments => self.catalogue.invalidate(),
            Change::Settings => self.site.clear(),
            Change::SessionEnded { token_hash } => self.sessions.remove(token_hash),
            Change::Inbox { users } => {
                for id in users {
                    self.unread.remove(id);
                    self.inboxes.remove(id);
                }
            }
            Change::EveryInbox => {
                self.unread.clear();
                self.inboxes.clear();
                self.messages.clear();
            }
            Change::AccountDeleted { user } => {
                self.sessions.retain(|_, s| s.user_id != *user);
                self.unread.remove(user);
                self.inboxes.remove(user);
                self.learners.remove(user);
                self.learner_progress.invalidate_all();
                self.queue_pages.invalidate_all();
                self.queue_tally.invalidate();
                self.catalogue.invalidate();
                self.accounts.account_changed(*user);
                self.progress_pages.invalidate_all();
                self.distributor_learners.invalidate_all();
            }
        }
    }

    /// Drops everything this instance keeps (a message from another instance may have been missed).
    fn forget_everything(&self) {
        self.sessions.clear();
        self.unread.clear();
        self.inboxes.clear();
        self.messages.clear();
        self.catalogue.invalidate();
        self.accounts.invalidate();
        self.learners.clear();
        self.learner_progress.invalidate_all();
        self.lessons.clear();
        self.papers.invalidate_all();
        self.pools.invalidate_all();
        self.site.clear();
        self.progress_pages.invalidate_all();
        self.queue_pages.invalidate_all();
        self.queue_tally.invalidate();
        self.distributor_learners.invalidate_all();
        self.tallies.invalidate_all();
    }

    pub fn progress_saved(&self, learner_id: i64) {
        self.changed(Change::Progress {
            learner: learner_id,
        });
    }

    pub fn enrolment_changed(&self, learner_id: i64) {
        self.changed(Change::Enrolment {
            learner: learner_id,
        });
    }

    pub fn session_ended(&self, token_hash: &str) {
        let token_hash = token_hash.to_owned();
        self.changed(Change::SessionEnded { token_hash });
    }

    /// One page of a reader's inbox, when loaded less than the time to live ago and not dropped
    /// since.
    pub fn inbox_page(&self, user_id: i64, key: (bool, Page)) -> Option<Arc<InboxPage>> {
        let pages = self.inboxes.get(&user_id)?;
        let (page, at) = pages.get(&key)?;
        (at.elapsed() < TTL).then(|| page.clone())
    }

    /// Keeps one page of a reader's inbox beside their others (the fresh ones, at most
    /// [`INBOX_PAGES_KEPT`]).
    pub fn keep_inbox_page(&self, user_id: i64, key: (bool, Page), page: Arc<InboxPage>) {
        let mut pages: InboxPages = self
            .inboxes
            .get(&user_id)
            .map(|pages| {
                pages
                    .iter()
                    .filter(|(_, (_, at))| at.elapsed() < TTL)
                    .map(|(k, v)| (*k, v.clone()))
                    .collect()
            })
            .unwrap_or_default();
        if pages.len() >= INBOX_PAGES_KEPT {
            pages.clear();
        }
        pages.insert(key, (page, Instant::now()));
        self.inboxes.insert(user_id, Arc::new(pages));
    }

    pub fn inbox_changed(&self, user_ids: &[i64]) {
        let users = user_ids.to_vec();
        self.changed(Change::Inbox { users });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_are_sent_as_short_json() {
        let change = Change::Progress { learner: 7 };
        let json = serde_json::to_string(&change).unwrap();
        assert_eq!(json, r#"{"change":"progress","learner":7}"#);
        let back: Vec<Change> = serde_json::from_str(&format!("[{json}]")).unwrap();
        assert_eq!(back, vec![change]);
        assert!(
            serde_json::from_str::<Vec<Change>>(r#"[{"change":"from_a_newer_version"}]"#).is_err()
        );
    }
}
