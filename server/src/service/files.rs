//! Stored files: a record per upload, the bytes once per SHA-256, and the length of audio and
//! video as the server measured it (with `ffprobe`), so that no lesson depends on what an
//! author's browser reported.

use std::path::Path;
use std::time::Duration;

use crate::auth::Session;
use crate::db::{self, files::FileRecord};
use crate::domain::roles::perm;
use crate::error::{AppError, AppResult};
use crate::refusals;
use crate::state::AppState;

/// Removes a record and, when it was the last one, the stored bytes.
pub async fn delete_record(state: &AppState, record: FileRecord) -> AppResult<()> {
    db::files::delete(&state.db, record.id).await?;
    if db::files::count_by_sha(&state.db, &record.sha256).await? == 0 {
        state.storage.delete(&record.sha256).await?;
    }
    Ok(())
}

/// Deletes a file record as its owner or an administrator.
pub async fn remove(state: &AppState, session: &Session, id: i64) -> AppResult<()> {
    let record = db::files::find(&state.db, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::FILE_NOT_FOUND.into()))?;
    if record.owner_id != Some(session.user_id) && !session.can(perm::FILE_MANAGE) {
        return Err(AppError::Forbidden(refusals::FILE_DELETE_FORBIDDEN.into()));
    }
    delete_record(state, record).await
}

/// Keeps the bytes at `temp` (their SHA-256 is `file.sha256`) and records the upload; audio and
/// video are measured first.
pub async fn keep(
    state: &AppState,
    temp: &Path,
    mut file: db::files::NewFile<'_>,
) -> AppResult<FileRecord> {
    if is_media(file.mime) {
        file.duration_ms = measure_ms(temp).await;
    }
    state.storage.put(file.sha256, temp).await?;
    Ok(db::files::insert(&state.db, file).await?)
}

/// The measured length (seconds) of the uploaded file behind a `/files/{sha256}` URL, if any.
pub async fn measured_seconds(state: &AppState, url: &str) -> AppResult<Option<f64>> {
    let Some(sha) = url.strip_prefix("/files/") else {
        return Ok(None);
    };
    let records = db::files::by_sha(&state.db, sha.split('.').next().unwrap_or_default()).await?;
    Ok(records
        .iter()
        .find_map(|r| r.duration_ms)
        .map(|ms| ms as f64 / 1000.0))
}

fn is_media(mime: &str) -> bool {
    mime.starts_with("audio/") || mime.starts_with("video/")
}

/// The length of a media file by `ffprobe` (local files only, at most 20 s), or None when it
/// cannot be read.
async fn measure_ms(path: &Path) -> Option<i64> {
    let probe = tokio::process::Command::new("ffprobe")
        .args(["-v", "error", "-protocol_whitelist", "file"])
        .args([
            "-show_entries",
            "format=duration",
            "-of",
            "default=noprint_wrappers=1:nokey=1",
        ])
        .arg(path)
        .kill_on_drop(true)
        .output();
    match tokio::time::timeout(Duration::from_secs(20), probe).await {
        Ok(Ok(out)) if out.status.success() => {
            let seconds = parse_seconds(&String::from_utf8_lossy(&out.stdout));
            if seconds.is_none() {
                tracing::warn!(path = %path.display(), "ffprobe found no duration");
            }
            seconds.map(|s| (s * 1000.0).round() as i64)
        }
        Ok(Ok(out)) => {
            tracing::warn!(stderr = %String::from_utf8_lossy(&out.stderr), "ffprobe could not read an upload");
            None
        }
        Ok(Err(err)) => {
            tracing::warn!(%err, "ffprobe is not available: media lengths are not measured");
            None
        }
        Err(_) => {
            tracing::warn!(path = %path.display(), "ffprobe took too long");
            None
        }
    }
}

fn parse_seconds(text: &str) -> Option<f64> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s > 0.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_ffprobes_seconds_and_nothing_else() {
        assert_eq!(parse_seconds("30.023000\n"), Some(30.023));
        assert_eq!(parse_seconds("N/A\n"), None);
        assert_eq!(parse_seconds("0.000000"), None);
        assert_eq!(parse_seconds("nan"), None);
        assert_eq!(parse_seconds(""), None);
    }
}
