//! Argon2id password hashing, run off the async threads.

use argon2::{Argon2, PasswordHash, PasswordHasher, PasswordVerifier};

use std::sync::LazyLock;

use tokio::sync::Semaphore;

use crate::error::AppResult;

/// Bounds the Argon2 work running at once: each hash takes 19 MiB and a core, so a burst of
/// logins queues here instead of growing memory with every blocking thread.
static HASHING: LazyLock<Semaphore> =
    LazyLock::new(|| Semaphore::new(std::thread::available_parallelism().map_or(2, |n| n.get())));

pub async fn hash(password: String) -> AppResult<String> {
    let _permit = HASHING.acquire().await.map_err(anyhow::Error::from)?;
    let hashed = tokio::task::spawn_blocking(move || {
        Argon2::default()
            .hash_password(password.as_bytes())
            .map(|h| h.to_string())
    })
    .await
    .map_err(anyhow::Error::from)?
    .map_err(|e| anyhow::anyhow!("hash password: {e}"))?;
    Ok(hashed)
}

/// Hashes the random initial passwords of imported accounts, spread over the cores. They are
/// machine-made (~57 bits, `domain::learner_import::initial_password`) and must be changed at
/// the first login (then hashed as above), so Argon2id with 1 MiB and one pass suffices: a
/// guess costs far more than the password's entropy allows, and 5 000 accounts hash in seconds.
/// `verify` reads the parameters from the hash.
pub async fn hash_initial(passwords: Vec<String>) -> AppResult<Vec<String>> {
    let _permit = HASHING.acquire().await.map_err(anyhow::Error::from)?;
    let hashed = tokio::task::spawn_blocking(move || -> anyhow::Result<Vec<String>> {
        let params = argon2::Params::new(1024, 1, 1, None)
            .map_err(|e| anyhow::anyhow!("argon2 params: {e}"))?;
        let argon = Argon2::new(argon2::Algorithm::Argon2id, argon2::Version::V0x13, params);
        let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
        let chunk = passwords.len().div_ceil(threads).max(1);
        std::thread::scope(|scope| {
            let workers: Vec<_> = passwords
                .chunks(chunk)
                .map(|part| {
                    let argon = argon.clone();
                    scope.spawn(move || {
                        part.iter()
                            .map(|p| {
                                argon
                                    .hash_password(p.as_bytes())
                                    .map(|h| h.to_string())
                                    .map_err(|e| anyhow::anyhow!("hash password: {e}"))
                            })
                            .collect::<anyhow::Result<Vec<String>>>()
                    })
                })
                .collect();
            let mut all = Vec::with_capacity(passwords.len());
            for worker in workers {
                all.extend(
                    worker
                        .join()
                        .map_err(|_| anyhow::anyhow!("hashing thread panicked"))??,
                );
            }
            Ok(all)
        })
    })
    .await
    .map_err(anyhow::Error::from)??;
    Ok(hashed)
}

/// True when the password matches the stored hash; a malformed hash never matches.
pub async fn verify(password: String, stored: String) -> AppResult<bool> {
    let _permit = HASHING.acquire().await.map_err(anyhow::Error::from)?;
    let ok = tokio::task::spawn_blocking(move || match PasswordHash::new(&stored) {
        Ok(parsed) => Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok(),
        Err(_) => false,
    })
    .await
    .map_err(anyhow::Error::from)?;
    Ok(ok)
}

#[cfg(test)]
mod tests {
    #[tokio::test]
    async fn hash_then_verify() {
        let h = super::hash("abcde12345".into()).await.unwrap();
        assert!(h.starts_with("$argon2id$"));
        assert!(super::verify("abcde12345".into(), h.clone()).await.unwrap());
        assert!(!super::verify("abcde12346".into(), h).await.unwrap());
        assert!(
            !super::verify("x".into(), "not a hash".into())
                .await
                .unwrap()
        );
    }

    #[tokio::test]
    async fn initial_passwords_verify_like_any_other() {
        let hashes = super::hash_initial(vec![
            "abcd2345ef".into(),
            "ghjk6789mn".into(),
            "pq2345rstu".into(),
        ])
        .await
        .unwrap();
        assert_eq!(hashes.len(), 3);
        assert!(hashes[0].starts_with("$argon2id$v=19$m=1024,t=1,p=1$"));
        assert!(
            super::verify("ghjk6789mn".into(), hashes[1].clone())
                .await
                .unwrap()
        );
        assert!(
            !super::verify("abcd2345ef".into(), hashes[1].clone())
                .await
                .unwrap()
        );
    }
}
