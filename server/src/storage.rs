//! Content-addressed file storage: blobs named by their SHA-256. The local disk is the default;
//! an S3-compatible store can implement the same trait.

use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};
use tokio::io::AsyncWriteExt;

/// Where uploaded bytes live.
#[async_trait::async_trait]
pub trait Storage: Send + Sync {
    /// Moves a finished temporary file into the store under its hash.
    async fn put(&self, sha256: &str, temp: &Path) -> anyhow::Result<()>;
    /// A local path to serve the blob from (with HTTP Range); `None` when absent.
    async fn local_path(&self, sha256: &str) -> anyhow::Result<Option<PathBuf>>;
    async fn delete(&self, sha256: &str) -> anyhow::Result<()>;
    /// A directory for temporary files of uploads in progress.
    fn temp_dir(&self) -> PathBuf;
}

pub struct LocalStorage {
    root: PathBuf,
}

impl LocalStorage {
    pub fn new(data_dir: &Path) -> std::io::Result<Self> {
        let root = data_dir.join("files");
        std::fs::create_dir_all(root.join("tmp"))?;
        Ok(Self { root })
    }

    fn path_of(&self, sha256: &str) -> Option<PathBuf> {
        is_sha256(sha256).then(|| self.root.join(&sha256[..2]).join(sha256))
    }
}

#[async_trait::async_trait]
impl Storage for LocalStorage {
    async fn put(&self, sha256: &str, temp: &Path) -> anyhow::Result<()> {
        let target = self
            .path_of(sha256)
            .ok_or_else(|| anyhow::anyhow!("bad hash"))?;
        if tokio::fs::try_exists(&target).await? {
            tokio::fs::remove_file(temp).await?;
            return Ok(());
        }
        tokio::fs::create_dir_all(target.parent().expect("hash dir")).await?;
        tokio::fs::rename(temp, &target).await?;
        Ok(())
    }

    async fn local_path(&self, sha256: &str) -> anyhow::Result<Option<PathBuf>> {
        match self.path_of(sha256) {
            Some(path) if tokio::fs::try_exists(&path).await? => Ok(Some(path)),
            _ => Ok(None),
        }
    }

    async fn delete(&self, sha256: &str) -> anyhow::Result<()> {
        if let Some(path) = self.path_of(sha256) {
            match tokio::fs::remove_file(path).await {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e.into()),
                _ => {}
            }
        }
        Ok(())
    }

    fn temp_dir(&self) -> PathBuf {
        self.root.join("tmp")
    }
}

pub fn is_sha256(value: &str) -> bool {
    value.len() == 64
        && value
            .bytes()
            .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
}

/// Writes chunks to a temporary file while hashing and counting them.
pub struct TempWriter {
    pub path: PathBuf,
    file: tokio::fs::File,
    hasher: Sha256,
    pub size: u64,
    /// The first bytes, for recognising the content type.
    pub head: Vec<u8>,
}

impl TempWriter {
    pub async fn create(dir: &Path) -> std::io::Result<Self> {
        let path = dir.join(format!(
            "upload-{}",
            hex::encode(rand::random::<[u8; 12]>())
        ));
        let file = tokio::fs::File::create(&path).await?;
        Ok(Self {
            path,
            file,
            hasher: Sha256::new(),
            size: 0,
            head: Vec::new(),
        })
    }

    pub async fn write(&mut self, chunk: &[u8]) -> std::io::Result<()> {
        if self.head.len() < 8192 {
            let take = (8192 - self.head.len()).min(chunk.len());
            self.head.extend_from_slice(&chunk[..take]);
        }
        self.hasher.update(chunk);
        self.size += chunk.len() as u64;
        self.file.write_all(chunk).await
    }

    /// Flushes and answers the hex SHA-256.
    pub async fn finish(mut self) -> std::io::Result<(PathBuf, String, u64, Vec<u8>)> {
        self.file.flush().await?;
        self.file.sync_all().await?;
        Ok((
            self.path,
            hex::encode(self.hasher.finalize()),
            self.size,
            self.head,
        ))
    }

    /// Removes the temporary file of an upload that was refused.
    pub async fn discard(self) {
        let _ = tokio::fs::remove_file(&self.path).await;
    }
}
