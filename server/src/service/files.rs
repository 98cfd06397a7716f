//! Stored files: a record per upload, the bytes once per SHA-256, and the length of audio and
//! video as the server measured it (with `ffprobe`), so that no lesson depends on what an
//! author's browser reported.

use std::path::Path;
use std::time::Duration;

use crate::auth::{PRIVATE_FILE_READERS, Session};
pub use crate::db::files::{FileUse, NewFile, UseKind};
use crate::db::{
    self,
    files::{FileFilter, FileRecord, ListedFile},
};
use crate::domain::audit::{Entry, Kind, Object};
use crate::domain::page::Page;
use crate::domain::roles::perm;
use crate::domain::upload::{self, Policy};
use crate::error::{AppError, AppResult};
use crate::refusals;
use crate::service::AppState;
use crate::service::settings;
use crate::service::work::Work;

/// Removes a record and, when it was the last one, the stored bytes. An upload of the same
/// bytes meanwhile finds them stored and only adds its record (`keep`): whichever of the two
/// looks last at the other's work puts the bytes back (`storage::DELETED_KEPT`).
pub async fn delete_record(state: &AppState, record: FileRecord) -> AppResult<()> {
    db::files::delete(&state.db, record.id).await?;
    drop_unrecorded(state, &record.sha256).await
}

/// Removes the stored bytes when no record names them any more; an upload of the same bytes
/// meanwhile puts them back.
async fn drop_unrecorded(state: &AppState, sha256: &str) -> AppResult<()> {
    if db::files::count_by_sha(&state.db, sha256).await? == 0 {
        state.storage.delete(sha256).await?;
        if db::files::count_by_sha(&state.db, sha256).await? > 0 {
            state.storage.undelete(sha256).await?;
        }
    }
    Ok(())
}

/// Deletes a file record as its owner or a file manager, unless it is in use (409 naming where).
/// A use of the bytes holds every record of them: another record of the same bytes costs no
/// storage, and the list shows the same uses on each.
pub async fn remove(state: &AppState, session: &Session, id: i64) -> AppResult<()> {
    let record = db::files::find(&state.db, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::FILE_NOT_FOUND.into()))?;
    if record.owner_id != Some(session.user_id) && !session.can(perm::FILE_MANAGE) {
        return Err(AppError::Forbidden(refusals::FILE_DELETE_FORBIDDEN.into()));
    }
    let holding = db::files::uses(&state.db, std::slice::from_ref(&record)).await?;
    if !holding.is_empty() {
        let uses: Vec<String> = holding
            .iter()
            .take(3)
            .map(|u| format!("{}：{}", use_label(u.kind), u.label))
            .collect();
        return Err(AppError::Conflict {
            field: "id",
            message: refusals::FILE_IN_USE.with("uses", uses.join("；")),
        });
    }
    let work = Work::by(state, session.actor()).await?;
    db::files::delete(&work.tx, record.id).await?;
    let entry = Entry::new(Kind::Deletion, "删除文件", Object::File, Some(record.id));
    work.audit(entry.label(&record.name)).await?;
    work.commit().await?;
    drop_unrecorded(state, &record.sha256).await
}

/// The Chinese name of a kind of use.
pub fn use_label(kind: UseKind) -> &'static str {
    match kind {
        UseKind::Cover => "课程封面",
        UseKind::CourseItem => "课程内容",
        UseKind::Question => "试题",
        UseKind::Document => "报名材料",
        UseKind::PaymentProof => "缴费凭证",
        UseKind::Setting => "系统设置",
        UseKind::Snapshot => "学时抓拍",
        UseKind::ExamSnapshot => "考试抓拍",
    }
}

/// May the caller (None: anonymous) read the file? Public files are open to all; private ones
/// (enrolment documents, payment proofs) to their owner and the reviewing staff; camera
/// snapshots to their owner and the study-hours reviewers (study:verify), who also see the
/// enrolment documents they compare them with.
fn open_to(record: &FileRecord, session: Option<&Session>) -> bool {
    let Some(s) = session else {
        return record.public;
    };
    let verifier = s.can(perm::STUDY_VERIFY);
    record.public
        || record.owner_id == Some(s.user_id)
        || match record.source.as_str() {
            upload::SNAPSHOT => verifier,
            // Those who grade the exam's sheets (`may_read` asks `exam_camera`).
            upload::EXAM_SNAPSHOT => false,
            upload::QUESTION_IMPORT | upload::LEARNER_IMPORT => false,
            "material" => verifier || PRIVATE_FILE_READERS.iter().any(|p| s.can(p)),
            _ => PRIVATE_FILE_READERS.iter().any(|p| s.can(p)),
        }
}

/// May the caller read the file: as `open_to` says, or an exam still as one who grades its sheets.
async fn may_read(
    state: &AppState,
    record: &FileRecord,
    session: Option<&Session>,
) -> AppResult<bool> {
    Ok(open_to(record, session)
        || match session {
            Some(s) if record.source == upload::EXAM_SNAPSHOT => {
                super::exam_camera::may_read(state, s, record).await?
            }
            _ => false,
        })
}

/// The Office type of a zip archive on disk, told by the parts its directory names (.docx:
/// `word/document.xml`, .xlsx: `xl/workbook.xml`); plain zip for any other archive.
pub async fn office_type(path: &Path) -> Option<&'static str> {
    let path = path.to_path_buf();
    tokio::task::spawn_blocking(move || {
        let archive = zip::ZipArchive::new(std::fs::File::open(path).ok()?).ok()?;
        let has = |name: &str| archive.index_for_name(name).is_some();
        Some(if has("word/document.xml") {
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        } else if has("xl/workbook.xml") {
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        } else {
            "application/zip"
        })
    })
    .await
    .ok()
    .flatten()
}

/// A file's record the caller may read: 404 when there is none, 403 when it is not theirs.
pub async fn readable(state: &AppState, id: i64, session: &Session) -> AppResult<FileRecord> {
    let record = db::files::find(&state.db, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::FILE_NOT_FOUND.into()))?;
    if !may_read(state, &record, Some(session)).await? {
        return Err(AppError::Forbidden(refusals::FILE_READ_FORBIDDEN.into()));
    }
    Ok(record)
}

/// Whether a file the caller may read exists (an unreadable one is not told apart from none).
pub async fn exists(state: &AppState, id: i64, session: &Session) -> AppResult<bool> {
    Ok(match db::files::find(&state.db, id).await? {
        Some(record) => may_read(state, &record, Some(session)).await?,
        None => false,
    })
}

/// A record of these bytes the caller may read: 404 when no record names them, 401 for an
/// anonymous caller and 403 for a signed-in one when none is theirs to read.
pub async fn readable_bytes(
    state: &AppState,
    sha: &str,
    session: Option<&Session>,
) -> AppResult<FileRecord> {
    let records = db::files::by_sha(&state.db, sha).await?;
    if records.is_empty() {
        return Err(AppError::NotFound(refusals::FILE_NOT_FOUND.into()));
    }
    for record in records {
        if may_read(state, &record, session).await? {
            if let Some(reader) = session
                && !record.public
                && record.owner_id != Some(reader.user_id)
            {
                let owner = match record.owner_id {
                    Some(id) => db::courses::name_of(&state.db, id).await?,
                    None => String::new(),
                };
                let label = format!("{owner} · {}", record.name);
                let entry = Entry::new(Kind::Export, "查看个人材料", Object::File, Some(record.id));
                super::audit::read_personal(state, reader, entry.label(label)).await?;
            }
            return Ok(record);
        }
    }
    Err(match session {
        None => AppError::unauthorized(),
        Some(_) => AppError::Forbidden(refusals::FILE_READ_FORBIDDEN.into()),
    })
}

/// How many bytes the stored files take, in all and by kind.
pub async fn storage(state: &AppState) -> AppResult<db::files::Storage> {
    Ok(db::files::storage(&state.db).await?)
}

/// A page of the file center with where each file is used. Private files (enrolment documents,
/// payment proofs) are listed only to those who may read them.
pub async fn list(
    state: &AppState,
    session: &Session,
    source: Option<String>,
    text: Option<String>,
    page: Page,
) -> AppResult<(Vec<(ListedFile, Vec<FileUse>)>, u64)> {
    let filter = FileFilter {
        source,
        text,
        private: PRIVATE_FILE_READERS.iter().any(|p| session.can(p)),
    };
    let (rows, total) = db::files::search(&state.db, &filter, page).await?;
    let records: Vec<FileRecord> = rows.iter().map(ListedFile::record).collect();
    let mut by_file: std::collections::HashMap<i64, Vec<FileUse>> = Default::default();
    for u in db::files::uses(&state.db, &records).await? {
        by_file.entry(u.file_id).or_default().push(u);
    }
    let listed = rows
        .into_iter()
        .map(|row| {
            let mine = by_file.remove(&row.id).unwrap_or_default();
            (row, mine)
        })
        .collect();
    Ok((listed, total))
}

/// Keeps the bytes at `temp` (their SHA-256 is `file.sha256`) and records the upload; audio and
/// video are measured first. A private file is refused (and `temp` removed) when its owner's
/// private files would take more than the quota the administrator set.
pub async fn keep(state: &AppState, temp: &Path, mut file: NewFile<'_>) -> AppResult<FileRecord> {
    let quota = match file.public {
        true => None,
        false => Some(settings::private_files_quota(state).await?),
    };
    let over_quota = |quota: i64| {
        AppError::PayloadTooLarge(
            refusals::FILE_QUOTA_EXCEEDED.with("megabytes", quota / 1024 / 1024),
        )
    };
    if let Some(quota) = quota
        && db::files::private_bytes_of(&state.db, file.owner_id).await? + file.size > quota
    {
        let _ = tokio::fs::remove_file(temp).await;
        return Err(over_quota(quota));
    }
    if is_media(file.mime) {
        file.duration_ms = measure_ms(temp).await;
    }
    let sha256 = file.sha256.to_string();
    state.storage.put(&sha256, temp).await?;
    let record = match quota {
        None => db::files::insert(&state.db, file, state.clock.now_ms()).await?,
        Some(quota) => {
            match db::files::insert_within(&state.db, file, quota, state.clock.now_ms()).await? {
                Ok(record) => record,
                Err(_) => {
                    // Another upload of the burst took the room: the bytes go unless recorded.
                    drop_unrecorded(state, &sha256).await?;
                    return Err(over_quota(quota));
                }
            }
        }
    };
    // The last other record of these bytes may have been deleted since they were found
    // stored, and the bytes with it (see `delete_record`).
    if !state.storage.undelete(&record.sha256).await? {
        db::files::delete(&state.db, record.id).await?;
        return Err(
            anyhow::anyhow!("the bytes of {} were deleted while stored", record.sha256).into(),
        );
    }
    let source = record.source.clone();
    metrics::counter!(crate::metrics::UPLOADS, "source" => source.clone()).increment(1);
    metrics::counter!(crate::metrics::UPLOAD_BYTES, "source" => source)
        .increment(u64::try_from(record.size).unwrap_or(0));
    Ok(record)
}

/// Refuses a learner's JPEG or PNG larger than `upload::IMAGE_MAX_SIDE` a side, or one whose
/// size cannot be read: its header is read, never the pixels.
pub async fn check_image(policy: &Policy, mime: &str, path: &Path) -> AppResult<()> {
    if !policy.measured || !matches!(mime, "image/png" | "image/jpeg") {
        return Ok(());
    }
    let path = path.to_path_buf();
    let size = tokio::task::spawn_blocking(move || {
        image::ImageReader::open(path)
            .ok()?
            .with_guessed_format()
            .ok()?
            .into_dimensions()
            .ok()
    })
    .await
    .map_err(anyhow::Error::from)?;
    match size {
        None => Err(AppError::field("file", refusals::FILE_TYPE_UNSUPPORTED)),
        Some(size) if upload::image_too_large(policy, size) => Err(AppError::field(
            "file",
            refusals::IMAGE_TOO_LARGE.with("pixels", upload::IMAGE_MAX_SIDE),
        )),
        Some(_) => Ok(()),
    }
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
