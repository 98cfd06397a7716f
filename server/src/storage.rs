//! Content-addressed file storage: blobs named by their SHA-256, on the local disk under
//! `<data-dir>/files` (the default) or in an S3-compatible bucket (`--storage s3://bucket[/prefix]`,
//! credentials and endpoint from the usual `AWS_*` variables), so several instances can share
//! one store.
//!
//! Reads go through the app for both backends (`GET /files/{sha256}` in `api::v0::file` answers
//! HTTP Range itself and asks the store for just those bytes), not by redirect to a presigned URL:
//! a private file is checked against the caller's session on every read, a presigned URL would
//! outlive that check and leak to whoever holds it, and one serving path (with the same caching
//! and security headers) works the same on both backends.
//!
//! Uploads are hashed into a local temporary file first (`TempWriter`), which `put` then moves
//! into the store: a rename on the local disk, a streamed (multipart above 8 MiB) upload to S3.

use std::io;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::Arc;
use std::time::{Duration, SystemTime};

use anyhow::Context;
use bytes::Bytes;
use futures_util::stream::{BoxStream, StreamExt, TryStreamExt};
use object_store::aws::{AmazonS3Builder, AmazonS3ConfigKey};
use object_store::buffered::BufWriter;
use object_store::path::Path as ObjectPath;
use object_store::{GetOptions, GetRange, ObjectStore, ObjectStoreExt, RetryConfig};
use sha2::{Digest, Sha256};
use tokio::io::{AsyncReadExt, AsyncSeekExt, AsyncWriteExt};
use tokio_util::io::ReaderStream;

/// The bytes of a blob as they are read.
pub type ByteStream = BoxStream<'static, io::Result<Bytes>>;

/// Where uploaded bytes live.
#[async_trait::async_trait]
pub trait Storage: Send + Sync {
    /// Moves a finished temporary file into the store under its hash. The temporary file is
    /// gone afterwards, whether or not the blob was stored.
    async fn put(&self, sha256: &str, temp: &Path) -> anyhow::Result<()>;
    /// The bytes `range` of a blob (all of it for `None`; the range lies inside the blob);
    /// `None` when there is no such blob.
    async fn read(
        &self,
        sha256: &str,
        range: Option<Range<u64>>,
    ) -> anyhow::Result<Option<ByteStream>>;
    /// Takes a blob out of the store; its bytes are kept, unserved, for `DELETED_KEPT`.
    async fn delete(&self, sha256: &str) -> anyhow::Result<()>;
    /// Puts back the kept bytes of a deleted blob unless the store holds it; answers whether
    /// the store holds it now.
    async fn undelete(&self, sha256: &str) -> anyhow::Result<bool>;
    /// Drops for good the bytes of blobs deleted more than `DELETED_KEPT` ago, and answers how
    /// many; run by the server's maintenance tick.
    async fn purge_deleted(&self) -> anyhow::Result<usize>;
    /// A local directory for temporary files of uploads in progress.
    fn temp_dir(&self) -> PathBuf;

    /// A whole blob in memory (small files only: the application form's photo).
    async fn read_all(&self, sha256: &str) -> anyhow::Result<Option<Vec<u8>>> {
        let Some(mut stream) = self.read(sha256, None).await? else {
            return Ok(None);
        };
        let mut bytes = Vec::new();
        while let Some(chunk) = stream.try_next().await? {
            bytes.extend_from_slice(&chunk);
        }
        Ok(Some(bytes))
    }
}

/// Where the blobs are kept, as `--storage` names it: `local` or `s3://bucket[/prefix]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StorageLocation {
    /// `<data-dir>/files`.
    Local,
    /// A bucket of an S3-compatible store; keys start with `prefix/` unless it is empty.
    S3 { bucket: String, prefix: String },
}

impl FromStr for StorageLocation {
    type Err = String;

    fn from_str(value: &str) -> Result<Self, String> {
        if value == "local" {
            return Ok(Self::Local);
        }
        let Some(rest) = value.strip_prefix("s3://") else {
            return Err(format!(
                "`{value}` is not a storage: use `local` (the data directory) or `s3://bucket[/prefix]`"
            ));
        };
        let (bucket, prefix) = rest.split_once('/').unwrap_or((rest, ""));
        if !is_bucket_name(bucket) {
            return Err(format!(
                "`{bucket}` is not an S3 bucket name (3 to 63 lowercase letters, digits, dots and \
                 hyphens, starting and ending with a letter or digit)"
            ));
        }
        let prefix = prefix.trim_end_matches('/');
        if !prefix.is_empty() && ObjectPath::parse(prefix).is_err() {
            return Err(format!(
                "`{prefix}` is not a key prefix: no empty, `.` or `..` parts and no control characters"
            ));
        }
        Ok(Self::S3 {
            bucket: bucket.into(),
            prefix: prefix.into(),
        })
    }
}

impl std::fmt::Display for StorageLocation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Local => f.write_str("local"),
            Self::S3 { bucket, prefix } if prefix.is_empty() => write!(f, "s3://{bucket}"),
            Self::S3 { bucket, prefix } => write!(f, "s3://{bucket}/{prefix}"),
        }
    }
}

fn is_bucket_name(name: &str) -> bool {
    let edges_ok = |b: Option<&u8>| b.is_some_and(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
    (3..=63).contains(&name.len())
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'.' || b == b'-')
        && edges_ok(name.as_bytes().first())
        && edges_ok(name.as_bytes().last())
        && !name.contains("..")
}

/// Opens the storage `location` names; temporary files of uploads go under `data_dir` in
/// either case. An S3 bucket is listed once, so a wrong name, endpoint or credentials stop the
/// start-up with the reason instead of failing the first upload.
pub async fn open(location: &StorageLocation, data_dir: &Path) -> anyhow::Result<Arc<dyn Storage>> {
    Ok(match location {
        StorageLocation::Local => Arc::new(LocalStorage::new(data_dir)?),
        StorageLocation::S3 { bucket, prefix } => {
            Arc::new(S3Storage::connect(bucket, prefix, data_dir).await?)
        }
    })
}

/// Chunks of a local file as they are read.
fn file_stream(file: impl tokio::io::AsyncRead + Send + 'static) -> ByteStream {
    ReaderStream::with_capacity(file, 64 * 1024).boxed()
}

/// How long a deleted blob's bytes are kept (under `deleted/` beside the shards), unserved.
/// Deleting the last record of some bytes races an upload of the same bytes, which finds them
/// stored and only adds its record: whichever of the two looks last puts them back
/// (`service::files`). And a backup (`skillcert backup`) copies from there a file its snapshot
/// still names, so a deletion racing the snapshot cannot make the backup incomplete.
pub const DELETED_KEPT: Duration = Duration::from_secs(3600);

/// Where the local disk keeps the bytes of a deleted blob until they are purged.
pub fn deleted_blob_path(root: &Path, sha256: &str) -> PathBuf {
    root.join("deleted").join(sha256)
}

/// Removes the kept bytes of blobs deleted before `cutoff`.
fn purge_deleted_before(root: &Path, cutoff: SystemTime) -> io::Result<usize> {
    let mut purged = 0;
    for entry in std::fs::read_dir(root.join("deleted"))? {
        let entry = entry?;
        let deleted_at = match entry.metadata().and_then(|m| m.modified()) {
            Ok(at) => at,
            Err(e) if e.kind() == io::ErrorKind::NotFound => continue,
            Err(e) => return Err(e),
        };
        if deleted_at < cutoff {
            match std::fs::remove_file(entry.path()) {
                Ok(()) => purged += 1,
                Err(e) if e.kind() == io::ErrorKind::NotFound => {}
                Err(e) => return Err(e),
            }
        }
    }
    Ok(purged)
}

pub struct LocalStorage {
    root: PathBuf,
}

impl LocalStorage {
    pub fn new(data_dir: &Path) -> io::Result<Self> {
        let root = data_dir.join("files");
        std::fs::create_dir_all(root.join("tmp"))?;
        std::fs::create_dir_all(root.join("deleted"))?;
        Ok(Self { root })
    }

    fn path_of(&self, sha256: &str) -> Option<PathBuf> {
        is_sha256(sha256).then(|| self.root.join(&sha256[..2]).join(sha256))
    }

    async fn keep(&self, sha256: &str, temp: &Path) -> anyhow::Result<()> {
        let target = self
            .path_of(sha256)
            .ok_or_else(|| anyhow::anyhow!("bad hash"))?;
        if tokio::fs::try_exists(&target).await? {
            return Ok(());
        }
        tokio::fs::create_dir_all(target.parent().expect("hash dir")).await?;
        tokio::fs::rename(temp, &target).await?;
        Ok(())
    }
}

#[async_trait::async_trait]
impl Storage for LocalStorage {
    async fn put(&self, sha256: &str, temp: &Path) -> anyhow::Result<()> {
        let kept = self.keep(sha256, temp).await;
        remove_temp(temp).await;
        kept
    }

    async fn read(
        &self,
        sha256: &str,
        range: Option<Range<u64>>,
    ) -> anyhow::Result<Option<ByteStream>> {
        let Some(path) = self.path_of(sha256) else {
            return Ok(None);
        };
        let mut file = match tokio::fs::File::open(&path).await {
            Ok(file) => file,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(e.into()),
        };
        Ok(Some(match range {
            None => file_stream(file),
            Some(range) => {
                file.seek(io::SeekFrom::Start(range.start)).await?;
                file_stream(file.take(range.end - range.start))
            }
        }))
    }

    /// Moves the bytes out of the store into `files/deleted/`, stamped with the time of the
    /// deletion, where they stay for `DELETED_KEPT` (see there).
    async fn delete(&self, sha256: &str) -> anyhow::Result<()> {
        let Some(path) = self.path_of(sha256) else {
            return Ok(());
        };
        let kept = deleted_blob_path(&self.root, sha256);
        tokio::task::spawn_blocking(move || {
            match std::fs::rename(&path, &kept) {
                Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(()),
                moved => moved?,
            }
            // A rename keeps the upload's time; the purge goes by the deletion's.
            match std::fs::File::options().write(true).open(&kept) {
                Ok(file) => file.set_modified(SystemTime::now())?,
                Err(e) if e.kind() == io::ErrorKind::NotFound => {}
                Err(e) => return Err(e.into()),
            }
            Ok(())
        })
        .await?
    }

    async fn undelete(&self, sha256: &str) -> anyhow::Result<bool> {
        let Some(path) = self.path_of(sha256) else {
            return Ok(false);
        };
        if tokio::fs::try_exists(&path).await? {
            return Ok(true);
        }
        tokio::fs::create_dir_all(path.parent().expect("hash dir")).await?;
        match tokio::fs::rename(deleted_blob_path(&self.root, sha256), &path).await {
            Ok(()) => Ok(true),
            // Put back by another request, or never kept.
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                Ok(tokio::fs::try_exists(&path).await?)
            }
            Err(e) => Err(e.into()),
        }
    }

    async fn purge_deleted(&self) -> anyhow::Result<usize> {
        let root = self.root.clone();
        let cutoff = SystemTime::now() - DELETED_KEPT;
        Ok(tokio::task::spawn_blocking(move || purge_deleted_before(&root, cutoff)).await??)
    }

    fn temp_dir(&self) -> PathBuf {
        self.root.join("tmp")
    }
}

/// Removes a temporary file that may already have been moved away.
async fn remove_temp(temp: &Path) {
    match tokio::fs::remove_file(temp).await {
        Err(e) if e.kind() != io::ErrorKind::NotFound => {
            tracing::warn!(path = %temp.display(), %e, "could not remove a temporary upload")
        }
        _ => {}
    }
}

/// Parts of a multipart upload to S3 (at least 5 MiB by S3's rule); smaller files go in one
/// request. At most `UPLOAD_PARTS_IN_FLIGHT` parts are held in memory per upload.
const UPLOAD_PART: usize = 8 * 1024 * 1024;
const UPLOAD_PARTS_IN_FLIGHT: usize = 2;

/// Blobs in a bucket of an S3-compatible store (AWS, MinIO, Ceph…), keyed
/// `[prefix/]ab/abcdef…` like the local directories.
pub struct S3Storage {
    store: Arc<dyn ObjectStore>,
    prefix: ObjectPath,
    temp: PathBuf,
}

impl S3Storage {
    /// The bucket with credentials, region and endpoint from the `AWS_*` variables
    /// (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_SESSION_TOKEN`, `AWS_REGION`,
    /// `AWS_ENDPOINT_URL` for a store other than AWS; an `http://` endpoint is allowed).
    pub async fn connect(bucket: &str, prefix: &str, data_dir: &Path) -> anyhow::Result<Self> {
        let mut builder = AmazonS3Builder::from_env()
            .with_bucket_name(bucket)
            .with_retry(RetryConfig {
                max_retries: 3,
                retry_timeout: Duration::from_secs(30),
                ..RetryConfig::default()
            });
        let endpoint = builder.get_config_value(&AmazonS3ConfigKey::Endpoint);
        if endpoint
            .as_deref()
            .is_some_and(|e| e.starts_with("http://"))
        {
            builder = builder.with_allow_http(true);
        }
        let store = builder
            .build()
            .with_context(|| format!("cannot configure the S3 storage s3://{bucket}"))?;
        let prefix = ObjectPath::parse(prefix).context("the storage's key prefix")?;
        let where_ = endpoint.unwrap_or_else(|| "AWS".into());
        store
            .list_with_delimiter(Some(&prefix))
            .await
            .with_context(|| {
                format!(
                    "cannot list the S3 bucket `{bucket}` at {where_}: check that it exists and \
                     the AWS_* variables (credentials, AWS_REGION, AWS_ENDPOINT_URL)"
                )
            })?;
        let temp = data_dir.join("files").join("tmp");
        std::fs::create_dir_all(&temp)?;
        Ok(Self {
            store: Arc::new(store),
            prefix,
            temp,
        })
    }

    fn key(&self, sha256: &str) -> Option<ObjectPath> {
        is_sha256(sha256).then(|| self.prefix.clone().join(&sha256[..2]).join(sha256))
    }

    fn deleted_key(&self, sha256: &str) -> Option<ObjectPath> {
        is_sha256(sha256).then(|| self.prefix.clone().join("deleted").join(sha256))
    }

    async fn holds(&self, key: &ObjectPath) -> anyhow::Result<bool> {
        match self.store.head(key).await {
            Ok(_) => Ok(true),
            Err(object_store::Error::NotFound { .. }) => Ok(false),
            Err(e) => Err(e.into()),
        }
    }

    async fn upload(&self, sha256: &str, temp: &Path) -> anyhow::Result<()> {
        let key = self
            .key(sha256)
            .ok_or_else(|| anyhow::anyhow!("bad hash"))?;
        if self.holds(&key).await? {
            // The same bytes are stored already.
            return Ok(());
        }
        let file = tokio::fs::File::open(temp).await?;
        let mut reader = tokio::io::BufReader::with_capacity(1024 * 1024, file);
        let mut writer = BufWriter::with_capacity(self.store.clone(), key, UPLOAD_PART)
            .with_max_concurrency(UPLOAD_PARTS_IN_FLIGHT);
        let written = async {
            tokio::io::copy_buf(&mut reader, &mut writer).await?;
            writer.shutdown().await
        }
        .await;
        if let Err(e) = written {
            if let Err(abort) = writer.abort().await {
                tracing::warn!(%abort, "could not abort a multipart upload");
            }
            return Err(anyhow::Error::from(e).context(format!("uploading {sha256} to S3")));
        }
        Ok(())
    }
}

#[async_trait::async_trait]
impl Storage for S3Storage {
    async fn put(&self, sha256: &str, temp: &Path) -> anyhow::Result<()> {
        let uploaded = self.upload(sha256, temp).await;
        remove_temp(temp).await;
        uploaded
    }

    async fn read(
        &self,
        sha256: &str,
        range: Option<Range<u64>>,
    ) -> anyhow::Result<Option<ByteStream>> {
        let Some(key) = self.key(sha256) else {
            return Ok(None);
        };
        let options = GetOptions {
            range: range.map(GetRange::Bounded),
            ..GetOptions::default()
        };
        match self.store.get_opts(&key, options).await {
            Ok(got) => Ok(Some(got.into_stream().map_err(io::Error::other).boxed())),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    /// Moves the object to `[prefix/]deleted/<sha256>` (a copy, which is stamped with the time
    /// of the deletion, and a delete).
    async fn delete(&self, sha256: &str) -> anyhow::Result<()> {
        let (Some(key), Some(kept)) = (self.key(sha256), self.deleted_key(sha256)) else {
            return Ok(());
        };
        match self.store.rename(&key, &kept).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(e) => Err(e.into()),
        }
    }

    async fn undelete(&self, sha256: &str) -> anyhow::Result<bool> {
        let (Some(key), Some(kept)) = (self.key(sha256), self.deleted_key(sha256)) else {
            return Ok(false);
        };
        if self.holds(&key).await? {
            return Ok(true);
        }
        match self.store.rename(&kept, &key).await {
            Ok(()) => Ok(true),
            Err(object_store::Error::NotFound { .. }) => self.holds(&key).await,
            Err(e) => Err(e.into()),
        }
    }

    async fn purge_deleted(&self) -> anyhow::Result<usize> {
        let cutoff = crate::clock::system_ms() - DELETED_KEPT.as_millis() as i64;
        let deleted = self.prefix.clone().join("deleted");
        let old: Vec<ObjectPath> = self
            .store
            .list(Some(&deleted))
            .try_filter(|meta| std::future::ready(meta.last_modified.timestamp_millis() < cutoff))
            .map_ok(|meta| meta.location)
            .try_collect()
            .await?;
        for key in &old {
            match self.store.delete(key).await {
                Ok(()) | Err(object_store::Error::NotFound { .. }) => {}
                Err(e) => return Err(e.into()),
            }
        }
        Ok(old.len())
    }

    fn temp_dir(&self) -> PathBuf {
        self.temp.clone()
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

/// Makes a directory the binary owns (the data directory, a backup) private to its user, also
/// when it was made before the product restricted its files.
pub fn make_private_dir(dir: &std::path::Path) -> std::io::Result<()> {
    use std::os::unix::fs::{DirBuilderExt, PermissionsExt};
    std::fs::DirBuilder::new()
        .recursive(true)
        .mode(0o700)
        .create(dir)?;
    std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn data_dir(what: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "skillcert_storage_{what}_{}_{:?}",
            std::process::id(),
            std::thread::current().id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    async fn stored(storage: &LocalStorage, bytes: &[u8]) -> String {
        let sha = format!("{:x}", Sha256::digest(bytes));
        let temp = storage.temp_dir().join("upload");
        std::fs::write(&temp, bytes).unwrap();
        storage.put(&sha, &temp).await.unwrap();
        sha
    }

    #[tokio::test]
    async fn a_deleted_blob_is_not_served_and_its_bytes_can_be_put_back_until_the_purge() {
        let dir = data_dir("deleted");
        let storage = LocalStorage::new(&dir).unwrap();
        let sha = stored(&storage, b"ID card scan").await;
        assert!(storage.read_all(&sha).await.unwrap().is_some());

        storage.delete(&sha).await.unwrap();
        assert!(storage.read_all(&sha).await.unwrap().is_none());
        let kept = deleted_blob_path(&storage.root, &sha);
        assert_eq!(std::fs::read(&kept).unwrap(), b"ID card scan");
        // Deleting again (or what was never stored) is not an error.
        storage.delete(&sha).await.unwrap();

        // Put back, served again; putting back what is stored changes nothing.
        assert!(storage.undelete(&sha).await.unwrap());
        assert_eq!(
            storage.read_all(&sha).await.unwrap().unwrap(),
            b"ID card scan"
        );
        assert!(!kept.exists());
        assert!(storage.undelete(&sha).await.unwrap());
        storage.delete(&sha).await.unwrap();

        // Kept while younger than the cutoff, gone after it; the purge of the server's tick
        // keeps it too, since it was deleted just now.
        let root = storage.root.clone();
        let hour_ago = SystemTime::now() - DELETED_KEPT;
        assert_eq!(purge_deleted_before(&root, hour_ago).unwrap(), 0);
        storage.purge_deleted().await.unwrap();
        assert!(kept.exists());
        let later = SystemTime::now() + Duration::from_secs(1);
        assert_eq!(purge_deleted_before(&root, later).unwrap(), 1);
        assert!(!kept.exists());
        assert!(!storage.undelete(&sha).await.unwrap(), "purged for good");

        // The same bytes uploaded again are served again.
        stored(&storage, b"ID card scan").await;
        assert!(storage.read_all(&sha).await.unwrap().is_some());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
