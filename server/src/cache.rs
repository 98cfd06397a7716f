//! A small in-process cache with a time to live, for answers read on every request (sessions,
//! unread counts). Writes in this process invalidate at once; other instances behind a load
//! balancer see a change within the time to live.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::RwLock;
use std::time::{Duration, Instant};

pub struct TtlCache<K, V> {
    ttl: Duration,
    capacity: usize,
    entries: RwLock<HashMap<K, (V, Instant)>>,
}

impl<K: Eq + Hash + Clone, V: Clone> TtlCache<K, V> {
    pub fn new(ttl: Duration, capacity: usize) -> Self {
        Self {
            ttl,
            capacity,
            entries: RwLock::new(HashMap::new()),
        }
    }

    pub fn get(&self, key: &K) -> Option<V> {
        let entries = self.entries.read().unwrap_or_else(|e| e.into_inner());
        entries
            .get(key)
            .filter(|(_, at)| at.elapsed() < self.ttl)
            .map(|(v, _)| v.clone())
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

    #[test]
    fn entries_expire_and_are_invalidated() {
        let cache = TtlCache::new(Duration::from_millis(50), 2);
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
