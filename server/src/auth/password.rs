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
}
