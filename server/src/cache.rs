//! Small in-process caches with a time to live: `TtlCache` for answers read per key on every
//! request (sessions, unread counts), `Reloading` for one value every request shares (a
//! snapshot). Writes in this process invalidate at once; other instances behind a load balancer
//! see a change within the time to live.

use std::collections::HashMap;
use std::future::Future;
use std::hash::Hash;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

/// One shared value, loaded again when dropped by a write or older than the time to live. One
/// load at a time: after a write, callers wait for the load instead of repeating it; when the
/// value merely expired, the first caller loads it again and the others keep the old one until
/// it is there (so a load never holds up every request at once).
pub struct Reloading<T> {
    ttl: Duration,
    tally: Tally,
    current: RwLock<Option<(Arc<T>, Instant)>>,
    loading: Arc<tokio::sync::Mutex<()>>,
    /// Counts invalidations: a load that a write overtook is not kept.
    generation: AtomicU64,
}

/// A cache's reads answered from memory (hits) and by a load (misses), as the `/metrics`
/// counter `skillcert_cache_requests_total{cache, result}`.
#[derive(Clone)]
struct Tally {
    hit: metrics::Counter,
    miss: metrics::Counter,
}

impl Tally {
    fn new(cache: &'static str) -> Self {
        let counter = |result: &'static str| metrics::counter!(crate::metrics::CACHE_REQUESTS, "cache" => cache, "result" => result);
        Self {
            hit: counter("hit"),
            miss: counter("miss"),
        }
    }

    fn count<T>(&self, found: Option<T>) -> Option<T> {
        match found {
            Some(_) => self.hit.increment(1),
            None => self.miss.increment(1),
        }
        found
    }
}

impl<T> Reloading<T> {
    /// `name` labels its hits and misses.
    pub fn new(name: &'static str, ttl: Duration) -> Self {
        Self::counted(Tally::new(name), ttl)
    }

    fn counted(tally: Tally, ttl: Duration) -> Self {
        Self {
            ttl,
            tally,
            current: RwLock::new(None),
            loading: Default::default(),
            generation: Default::default(),
        }
    }

    /// The value and whether it is still fresh.
    fn current(&self) -> Option<(Arc<T>, bool)> {
        let current = self.current.read().unwrap_or_else(|e| e.into_inner());
        current
            .as_ref()
            .map(|(v, at)| (v.clone(), at.elapsed() < self.ttl))
    }

    /// The value, from memory when fresh, else from `load`.
    pub async fn get<E, F: Future<Output = Result<T, E>>>(
        &self,
        load: impl FnOnce() -> F,
    ) -> Result<Arc<T>, E> {
        let _one = match self.current() {
            Some((v, true)) => return Ok(self.hit(v)),
            Some((v, false)) => match self.loading.try_lock() {
                Ok(one) => one,
                Err(_) => return Ok(self.hit(v)),
            },
            None => {
                let one = self.loading.lock().await;
                if let Some((v, true)) = self.current() {
                    return Ok(self.hit(v));
                }
                one
            }
        };
        self.tally.miss.increment(1);
        let started = Instant::now();
        let generation = self.generation.load(Ordering::SeqCst);
        let value = Arc::new(load().await?);
        self.keep(&value, generation, started);
        Ok(value)
    }

    fn hit(&self, value: Arc<T>) -> Arc<T> {
        self.tally.hit.increment(1);
        value
    }

    /// Keeps a loaded value unless a write overtook its load.
    fn keep(&self, value: &Arc<T>, generation: u64, started: Instant) {
        let mut current = self.current.write().unwrap_or_else(|e| e.into_inner());
        if self.generation.load(Ordering::SeqCst) == generation {
            *current = Some((value.clone(), started));
        }
    }

    /// Like `get`, but an expired value (or one a change made stale, `expire`) is answered at
    /// once while a task loads the new one: only a request finding no value at all waits. For
    /// figures allowed to lag a change by a moment (the distributor dashboards).
    pub async fn get_refreshing<E, F>(
        self: &Arc<Self>,
        load: impl FnOnce() -> F,
    ) -> Result<Arc<T>, E>
    where
        T: Send + Sync + 'static,
        E: std::fmt::Display + Send + 'static,
        F: Future<Output = Result<T, E>> + Send + 'static,
    {
        let stale = match self.current() {
            Some((v, true)) => return Ok(self.hit(v)),
            Some((v, false)) => self.hit(v),
            None => return self.get(load).await,
        };
        if let Ok(one) = self.loading.clone().try_lock_owned() {
            let (cell, load) = (self.clone(), load());
            let (generation, started) = (self.generation.load(Ordering::SeqCst), Instant::now());
            tokio::spawn(async move {
                let _one = one;
                match load.await {
                    Ok(value) => cell.keep(&Arc::new(value), generation, started),
                    // The stale value stays; the next request tries again.
                    Err(err) => tracing::warn!(error = %err, "reload a cached value"),
                }
            });
        }
        Ok(stale)
    }

    pub fn invalidate(&self) {
        let mut current = self.current.write().unwrap_or_else(|e| e.into_inner());
        self.generation.fetch_add(1, Ordering::SeqCst);
        *current = None;
    }

    /// A load under way is not kept (it may have read before a change); the value stays.
    pub fn overtake(&self) {
        self.generation.fetch_add(1, Ordering::SeqCst);
    }

    /// Replaces `old` by `new`, keeping its age; nothing when `old` is no longer the value (a
    /// newer load replaced or a write dropped it). For a value patched in place
    /// ([`Patched`]).
    pub fn replace(&self, old: &Arc<T>, new: Arc<T>) {
        let mut current = self.current.write().unwrap_or_else(|e| e.into_inner());
        if let Some((value, _)) = current.as_mut().filter(|(v, _)| Arc::ptr_eq(v, old)) {
            *value = new;
        }
    }

    /// Marks the value stale without dropping it (see `get_refreshing`); a load under way is not
    /// kept.
    pub fn expire(&self) {
        let mut current = self.current.write().unwrap_or_else(|e| e.into_inner());
        self.generation.fetch_add(1, Ordering::SeqCst);
        if let Some((_, at)) = current.as_mut() {
            match Instant::now().checked_sub(self.ttl + Duration::from_millis(1)) {
                Some(past) => *at = past,
                None => *current = None,
            }
        }
    }
}

/// A [`Reloading`] value read whole once and then patched by what changed since: after a change
/// names its key (an account, a learner), the next reader has those keys read again into a copy
/// (`patch`), so no reader waits for the whole but the first one after a start or after more
/// than `at_most` changes. Once older than the time to live, the whole is read again in the
/// background while the old one answers (the safety net for a change another instance did not
/// report). For the user directory and the reviewers' queue tally.
pub struct Patched<T> {
    /// What the value is, for the log and the metrics.
    name: &'static str,
    whole: Arc<Reloading<T>>,
    /// Keys changed since the value was read or last patched (`None`: too many to read one by one).
    changed: std::sync::Mutex<Option<std::collections::BTreeSet<i64>>>,
    /// Held while a reader takes the value (a moment, or a patch's reading).
    patching: tokio::sync::Mutex<()>,
    at_most: usize,
}

impl<T: Send + Sync + 'static> Patched<T> {
    pub fn new(name: &'static str, ttl: Duration, at_most: usize) -> Self {
        Self {
            name,
            whole: Arc::new(Reloading::new(name, ttl)),
            changed: std::sync::Mutex::new(Some(Default::default())),
            patching: Default::default(),
            at_most,
        }
    }

    fn changed(&self) -> std::sync::MutexGuard<'_, Option<std::collections::BTreeSet<i64>>> {
        self.changed.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The value with every change reported so far: `load` reads the whole, `patch` a copy of
    /// the current value with the changed keys read again.
    pub async fn get<E, F, P>(
        &self,
        load: impl FnOnce() -> F,
        patch: impl FnOnce(Arc<T>, std::collections::BTreeSet<i64>) -> P,
    ) -> Result<Arc<T>, E>
    where
        E: std::fmt::Display + Send + 'static,
        F: Future<Output = Result<T, E>> + Send + 'static,
        P: Future<Output = Result<T, E>>,
    {
        // One at a time: a reader never sees a copy another reader is patching the changes out of.
        let _one = self.patching.lock().await;
        let taken = self.changed().replace(Default::default());
        let keys = match taken {
            Some(keys) if keys.is_empty() => return self.whole.get_refreshing(load).await,
            Some(keys) => keys,
            None => {
                // Worth knowing when it happens: the reader waits for the whole to be read.
                let started = Instant::now();
                self.whole.invalidate();
                let whole = self.whole.get(load).await;
                let ms = started.elapsed().as_millis() as u64;
                tracing::info!(name = self.name, ms, "read whole after too many changes");
                return whole;
            }
        };
        let current = self.whole.get_refreshing(load).await?;
        match patch(current.clone(), keys.clone()).await {
            Ok(patched) => {
                let patched = Arc::new(patched);
                self.whole.replace(&current, patched.clone());
                Ok(patched)
            }
            Err(err) => {
                // Read again by the next reader.
                if let Some(changed) = self.changed().as_mut() {
                    changed.extend(keys);
                }
                Err(err)
            }
        }
    }

    /// `key` changed: the next reader reads it again, and a reading of the whole under way is
    /// not kept (it may have read before).
    pub fn key_changed(&self, key: i64) {
        let mut changed = self.changed();
        match changed.as_mut() {
            Some(keys) if keys.len() < self.at_most => {
                keys.insert(key);
            }
            _ => *changed = None,
        }
        self.whole.overtake();
    }

    /// Too much changed to patch (an import, a role renamed): the next reader reads the whole.
    pub fn invalidate(&self) {
        *self.changed() = None;
        self.whole.overtake();
    }
}

/// A [`Reloading`] value per key (a dashboard per distributor, a page of a staff list): the same
/// one load at a time per key, so a burst of requests for a key not loaded yet makes one query,
/// and the old value served while it reloads. `invalidate_all` drops every value; past
/// `capacity` keys the cells are dropped and made again.
pub struct KeyedReloading<K, T> {
    ttl: Duration,
    tally: Tally,
    capacity: usize,
    cells: RwLock<HashMap<K, Arc<Reloading<T>>>>,
}

impl<K: Eq + Hash + Clone, T> KeyedReloading<K, T> {
    /// `name` labels its hits and misses.
    pub fn new(name: &'static str, ttl: Duration, capacity: usize) -> Self {
        Self {
            ttl,
            tally: Tally::new(name),
            capacity,
            cells: RwLock::new(HashMap::new()),
        }
    }

    /// The value of `key`, from memory when fresh, else from `load`.
    pub async fn get<E, F: Future<Output = Result<T, E>>>(
        &self,
        key: K,
        load: impl FnOnce() -> F,
    ) -> Result<Arc<T>, E> {
        self.cell(key).get(load).await
    }

    /// The cell of `key`, made when missing.
    fn cell(&self, key: K) -> Arc<Reloading<T>> {
        let found = self
            .cells
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(&key)
            .cloned();
        match found {
            Some(cell) => cell,
            None => {
                let mut cells = self.cells.write().unwrap_or_else(|e| e.into_inner());
                if cells.len() >= self.capacity && !cells.contains_key(&key) {
                    cells.clear();
                }
                cells
                    .entry(key)
                    .or_insert_with(|| Arc::new(Reloading::counted(self.tally.clone(), self.ttl)))
                    .clone()
            }
        }
    }

    /// `Reloading::get_refreshing` for `key`.
    pub async fn get_refreshing<E, F>(&self, key: K, load: impl FnOnce() -> F) -> Result<Arc<T>, E>
    where
        T: Send + Sync + 'static,
        E: std::fmt::Display + Send + 'static,
        F: Future<Output = Result<T, E>> + Send + 'static,
    {
        self.cell(key).get_refreshing(load).await
    }

    /// Marks every value stale (`Reloading::expire`): each is answered until its reload is in.
    pub fn expire_all(&self) {
        for cell in self
            .cells
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .values()
        {
            cell.expire();
        }
    }

    /// Drops the value of one key: the next request loads it again, and a load under way when it
    /// was dropped is not kept.
    pub fn invalidate(&self, key: &K) {
        let old = self
            .cells
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .remove(key);
        drop(old);
    }

    /// Drops every value: the next request of a key loads it again (a load already under way
    /// still answers the requests that were waiting for it). Cheap enough for every write:
    /// the cells go with the map, dropped outside the lock.
    pub fn invalidate_all(&self) {
        let old = std::mem::take(&mut *self.cells.write().unwrap_or_else(|e| e.into_inner()));
        drop(old);
    }
}

pub struct TtlCache<K, V> {
    ttl: Duration,
    tally: Tally,
    capacity: usize,
    entries: RwLock<HashMap<K, (V, Instant)>>,
}

impl<K: Eq + Hash + Clone, V: Clone> TtlCache<K, V> {
    /// `name` labels its hits and misses.
    pub fn new(name: &'static str, ttl: Duration, capacity: usize) -> Self {
        Self {
            ttl,
            tally: Tally::new(name),
            capacity,
            entries: RwLock::new(HashMap::new()),
        }
    }

    pub fn get(&self, key: &K) -> Option<V> {
        let entries = self.entries.read().unwrap_or_else(|e| e.into_inner());
        let found = entries
            .get(key)
            .filter(|(_, at)| at.elapsed() < self.ttl)
            .map(|(v, _)| v.clone());
        self.tally.count(found)
    }

    pub fn insert(&self, key: K, value: V) {
        let mut entries = self.entries.write().unwrap_or_else(|e| e.into_inner());
        if entries.len() >= self.capacity {
            let ttl = self.ttl;
            entries.retain(|_, (_, at)| at.elapsed() < ttl);
            if entries.len() >= self.capacity {
                entries.clear();
            }
        }
        entries.insert(key, (value, Instant::now()));
    }

    pub fn remove(&self, key: &K) {
        self.entries
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .remove(key);
    }

    pub fn retain(&self, keep: impl Fn(&K, &V) -> bool) {
        self.entries
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .retain(|k, (v, _)| keep(k, v));
    }

    pub fn clear(&self) {
        self.entries
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn each_key_loads_once_and_a_write_drops_every_key() {
        let cells = KeyedReloading::new("test", Duration::from_secs(60), 2);
        let loads = AtomicU64::new(0);
        let load = |v: u64| {
            let loads = &loads;
            move || async move {
                loads.fetch_add(1, Ordering::SeqCst);
                tokio::time::sleep(Duration::from_millis(10)).await;
                Ok::<_, ()>(v)
            }
        };
        let burst =
            futures_util::future::join_all((0..20).map(|n| cells.get(n % 2, load(n % 2)))).await;
        assert!(
            burst
                .iter()
                .enumerate()
                .all(|(n, v)| **v.as_ref().unwrap() == (n % 2) as u64)
        );
        assert_eq!(loads.load(Ordering::SeqCst), 2);
        cells.invalidate_all();
        assert_eq!(*cells.get(0, load(7)).await.unwrap(), 7);
        assert_eq!(*cells.get(1, load(8)).await.unwrap(), 8);
        assert_eq!(loads.load(Ordering::SeqCst), 4);
        cells.invalidate(&0);
        assert_eq!(*cells.get(0, load(11)).await.unwrap(), 11);
        assert_eq!(*cells.get(1, load(12)).await.unwrap(), 8);
        assert_eq!(loads.load(Ordering::SeqCst), 5);
        // A third key past the capacity starts afresh.
        assert_eq!(*cells.get(2, load(9)).await.unwrap(), 9);
        assert_eq!(*cells.get(0, load(10)).await.unwrap(), 10);
    }

    #[tokio::test]
    async fn one_load_serves_everyone_until_a_write_or_the_time_to_live() {
        let cell = Reloading::new("test", Duration::from_millis(80));
        let loads = AtomicU64::new(0);
        let load = || async {
            tokio::time::sleep(Duration::from_millis(20)).await;
            Ok::<_, ()>(loads.fetch_add(1, Ordering::SeqCst) + 1)
        };
        // Callers arriving together wait for one load.
        let (a, b) = tokio::join!(cell.get(load), cell.get(load));
        assert_eq!((*a.unwrap(), *b.unwrap()), (1, 1));
        assert_eq!(*cell.get(load).await.unwrap(), 1);
        // A write drops it: the next caller waits for a new one.
        cell.invalidate();
        assert_eq!(*cell.get(load).await.unwrap(), 2);
        // Expired: one caller loads again, another meanwhile keeps the old value.
        tokio::time::sleep(Duration::from_millis(100)).await;
        let (a, b) = tokio::join!(cell.get(load), async {
            tokio::time::sleep(Duration::from_millis(5)).await;
            cell.get(load).await
        });
        assert_eq!((*a.unwrap(), *b.unwrap()), (3, 2));
        assert_eq!(*cell.get(load).await.unwrap(), 3);
    }

    #[tokio::test]
    async fn a_load_overtaken_by_a_write_is_not_kept() {
        let cell = Reloading::new("test", Duration::from_secs(60));
        let overtaken = cell.get(|| async {
            tokio::time::sleep(Duration::from_millis(20)).await;
            Ok::<_, ()>("read before the write")
        });
        let write = async {
            tokio::time::sleep(Duration::from_millis(5)).await;
            cell.invalidate();
        };
        let (value, ()) = tokio::join!(overtaken, write);
        assert_eq!(*value.unwrap(), "read before the write");
        assert_eq!(
            *cell.get(|| async { Ok::<_, ()>("new") }).await.unwrap(),
            "new"
        );
    }

    #[tokio::test]
    async fn a_stale_value_answers_at_once_while_a_task_reloads_it() {
        let cells = KeyedReloading::new("test", Duration::from_secs(60), 10);
        let loads = Arc::new(AtomicU64::new(0));
        let load = || {
            let loads = loads.clone();
            || async move {
                tokio::time::sleep(Duration::from_millis(30)).await;
                Ok::<_, String>(loads.fetch_add(1, Ordering::SeqCst) + 1)
            }
        };
        // Nothing loaded yet: the first caller waits for the load.
        assert_eq!(*cells.get_refreshing(0, load()).await.unwrap(), 1);
        assert_eq!(*cells.get_refreshing(0, load()).await.unwrap(), 1);
        // A change makes it stale: answered at once, one reload under way for a burst of callers.
        cells.expire_all();
        let started = Instant::now();
        let burst =
            futures_util::future::join_all((0..10).map(|_| cells.get_refreshing(0, load()))).await;
        assert!(burst.iter().all(|v| **v.as_ref().unwrap() == 1));
        assert!(started.elapsed() < Duration::from_millis(30));
        tokio::time::sleep(Duration::from_millis(60)).await;
        assert_eq!(loads.load(Ordering::SeqCst), 2);
        assert_eq!(*cells.get_refreshing(0, load()).await.unwrap(), 2);
        // A reload the change overtook is not kept: the next caller starts another.
        cells.expire_all();
        assert_eq!(*cells.get_refreshing(0, load()).await.unwrap(), 2);
        cells.expire_all();
        tokio::time::sleep(Duration::from_millis(60)).await;
        assert_eq!(*cells.get_refreshing(0, load()).await.unwrap(), 2);
        tokio::time::sleep(Duration::from_millis(60)).await;
        assert_eq!(*cells.get_refreshing(0, load()).await.unwrap(), 4);
        // A failed reload keeps the stale value.
        cells.expire_all();
        let failing = || async { Err::<u64, _>("the database is away".to_string()) };
        assert_eq!(*cells.get_refreshing(0, failing).await.unwrap(), 4);
        tokio::time::sleep(Duration::from_millis(10)).await;
        assert_eq!(*cells.get_refreshing(0, failing).await.unwrap(), 4);
    }

    #[tokio::test]
    async fn a_patch_replaces_only_the_value_it_was_made_from_and_a_load_overtaken_is_not_kept() {
        let cell = Reloading::new("test", Duration::from_secs(60));
        let first = cell.get(|| async { Ok::<_, ()>(1) }).await.unwrap();
        cell.replace(&first, Arc::new(2));
        assert_eq!(*cell.get(|| async { Ok::<_, ()>(9) }).await.unwrap(), 2);
        // Made from a value no longer there: nothing changes.
        cell.replace(&first, Arc::new(3));
        assert_eq!(*cell.get(|| async { Ok::<_, ()>(9) }).await.unwrap(), 2);
        // A load that read before a change is answered to its caller but not kept.
        cell.invalidate();
        let (loaded, ()) = tokio::join!(
            cell.get(|| async {
                tokio::time::sleep(Duration::from_millis(20)).await;
                Ok::<_, ()>(4)
            }),
            async { cell.overtake() }
        );
        assert_eq!(*loaded.unwrap(), 4);
        assert_eq!(*cell.get(|| async { Ok::<_, ()>(5) }).await.unwrap(), 5);
    }

    #[test]
    fn entries_expire_and_are_invalidated() {
        let cache = TtlCache::new("test", Duration::from_millis(50), 2);
        cache.insert(1, "a");
        assert_eq!(cache.get(&1), Some("a"));
        cache.remove(&1);
        assert_eq!(cache.get(&1), None);
        cache.insert(2, "b");
        std::thread::sleep(Duration::from_millis(60));
        assert_eq!(cache.get(&2), None);
        cache.insert(3, "c");
        cache.insert(4, "d");
        cache.insert(5, "e");
        assert_eq!(cache.get(&5), Some("e"));
        cache.retain(|k, _| *k != 5);
        assert_eq!(cache.get(&5), None);
    }
}
