//! Files: `POST /api/v0/file/upload` (streamed to disk, type recognised from the bytes),
//! info / exists / delete, and `GET /files/{name}` with HTTP Range for video seeking, read from
//! whichever `Storage` is in use (see `crate::storage` for why reads go through the app).

use axum::Router;
use axum::body::Body;
use axum::extract::{DefaultBodyLimit, Multipart, Path, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::Response;
use axum::routing::{get, post};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::api::{Answer, ApiQuery, ok};
use crate::auth::{Member, Session};
use crate::domain::upload;
use crate::error::{AppError, AppResult};
use crate::refusals;
use crate::service::AppState;
use crate::service::FileRecord;
use crate::service::files;
use crate::storage::{TempWriter, is_sha256};

pub fn router() -> Router<AppState> {
    Router::new()
        .route(
            "/file/upload",
            post(upload).layer(DefaultBodyLimit::max(upload::MAX_UPLOAD as usize)),
        )
        .route("/file/{id}/info", get(info))
        .route("/file/{id}/exists", get(exists))
        .route("/file/{id}", axum::routing::delete(remove))
}

/// `/files/{name}`: served beside the API, not under it.
pub fn public_router() -> Router<AppState> {
    Router::new().route("/files/{name}", get(serve))
}

/// An uploaded file as the API shows it.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FileView {
    id: i64,
    name: String,
    size: i64,
    /// Content type recognised from the bytes.
    r#type: String,
    sha256: String,
    /// Where to read it: `/files/{sha256}`.
    url: String,
    source: String,
    public: bool,
    created_at: i64,
    /// Length in seconds of audio and video, as the server measured it (null when unknown).
    duration: Option<f64>,
}

impl From<FileRecord> for FileView {
    fn from(f: FileRecord) -> Self {
        Self {
            url: format!("/files/{}", f.sha256),
            id: f.id,
            name: f.name,
            size: f.size,
            r#type: f.mime,
            sha256: f.sha256,
            source: f.source,
            public: f.public,
            created_at: f.created_at,
            duration: f.duration_ms.map(|ms| ms as f64 / 1000.0),
        }
    }
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UploadQuery {
    /// avatar | cover | course | material | payment | snapshot | exam-snapshot | question-import (may also be sent as a form field).
    source: Option<String>,
    /// With `material`: the document slot the file is for (see /enrolment/options); a file of a
    /// type the slot does not take is refused here, before anything is stored.
    slot: Option<String>,
    /// The type of the course whose slot is meant (0 certification, 1 special; default 0).
    course_type: Option<i16>,
}

/// A file name fit to store: no path, no control characters, at most 200 characters.
fn clean_name(raw: Option<&str>) -> String {
    let base = raw
        .unwrap_or("file")
        .rsplit(['/', '\\'])
        .next()
        .unwrap_or("file");
    let cleaned: String = base.chars().filter(|c| !c.is_control()).take(200).collect();
    if cleaned.trim().is_empty() {
        "file".into()
    } else {
        cleaned
    }
}

/// Uploads one file (multipart fields `file` and `source`). The body is streamed to disk; the
/// type is recognised from the content and checked, with the size, against the source's policy.
#[utoipa::path(post, path = "/api/v0/file/upload", tag = "file", security(("bearer" = [])), params(UploadQuery),
    request_body(content_type = "multipart/form-data", description = "fields: file, source"),
    responses((status = 200, body = FileView), (status = 400, description = "type not allowed"),
        (status = 401), (status = 403, description = "guest, or a learner uploading course media"), (status = 413)))]
pub async fn upload(
    State(state): State<AppState>,
    Member(session): Member,
    ApiQuery(query): ApiQuery<UploadQuery>,
    mut multipart: Multipart,
) -> Answer {
    let mut source = query.source;
    let slot = match query
        .slot
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        Some(name) => Some(
            crate::domain::enrolment::documents_for(query.course_type.unwrap_or(0))
                .iter()
                .find(|s| s.name == name)
                .ok_or_else(|| AppError::field("slot", refusals::ENROL_DOCUMENT_UNKNOWN))?,
        ),
        None => None,
    };
    let mut stored: Option<(TempWriter, String)> = None;
    let result: AppResult<()> = async {
        while let Some(mut field) = multipart
            .next_field()
            .await
            .map_err(|_| AppError::BadRequest(refusals::FILE_UPLOAD_MALFORMED.into()))?
        {
            match field.name() {
                Some("source") => {
                    source = Some(field.text().await.map_err(|_| {
                        AppError::BadRequest(refusals::FILE_UPLOAD_MALFORMED.into())
                    })?)
                }
                Some("file") if stored.is_none() => {
                    let limit = source
                        .as_deref()
                        .and_then(upload::policy)
                        .map_or(upload::BEFORE_SOURCE, |p| p.max_bytes);
                    let name = clean_name(field.file_name());
                    let mut writer = TempWriter::create(&state.storage.temp_dir())
                        .await
                        .map_err(anyhow::Error::from)?;
                    loop {
                        let chunk = match field.chunk().await {
                            Ok(Some(chunk)) => chunk,
                            Ok(None) => break,
                            Err(_) => {
                                writer.discard().await;
                                return Err(AppError::PayloadTooLarge(
                                    refusals::FILE_TOO_LARGE.into(),
                                ));
                            }
                        };
                        if writer.size + chunk.len() as u64 > limit {
                            writer.discard().await;
                            return Err(AppError::PayloadTooLarge(
                                refusals::FILE_TOO_LARGE_MAX.with("megabytes", limit / 1024 / 1024),
                            ));
                        }
                        writer.write(&chunk).await.map_err(anyhow::Error::from)?;
                    }
                    stored = Some((writer, name));
                }
                _ => {}
            }
        }
        Ok(())
    }
    .await;
    if let Err(err) = result {
        if let Some((writer, _)) = stored {
            writer.discard().await;
        }
        return Err(err);
    }
    let Some((writer, name)) = stored else {
        return Err(AppError::field("file", refusals::FILE_MISSING));
    };
    let Some(policy) = source.as_deref().map(str::trim).and_then(upload::policy) else {
        writer.discard().await;
        return Err(AppError::field("source", refusals::FILE_SOURCE_INVALID));
    };
    if !policy.uploaders.is_empty() && !policy.uploaders.iter().any(|p| session.can(p)) {
        writer.discard().await;
        return Err(AppError::Forbidden(refusals::FILE_UPLOAD_FORBIDDEN.into()));
    }
    if writer.size > policy.max_bytes {
        writer.discard().await;
        return Err(AppError::PayloadTooLarge(
            refusals::FILE_TOO_LARGE_MAX.with("megabytes", policy.max_bytes / 1024 / 1024),
        ));
    }
    let (path, sha256, size, head) = writer.finish().await.map_err(anyhow::Error::from)?;
    let mime = match upload::sniff(&head) {
        // The bytes' head tells Office files only when their first entries are in Word's or
        // Excel's order; WPS, LibreOffice and script-made files are told by their directory.
        Some("application/zip") => files::office_type(&path).await,
        other => other,
    };
    let mime = match mime {
        Some(mime) if policy.mimes.contains(&mime) => mime,
        _ => {
            let _ = tokio::fs::remove_file(&path).await;
            return Err(AppError::field("file", refusals::FILE_TYPE_UNSUPPORTED));
        }
    };
    if let Some(slot) = slot
        && !slot.mimes.contains(&mime)
    {
        let _ = tokio::fs::remove_file(&path).await;
        return Err(AppError::field(
            "file",
            refusals::ENROL_DOCUMENT_TYPE_ACCEPTS
                .with("document", slot.label)
                .with("types", upload::type_names(slot.mimes)),
        ));
    }
    if size == 0 {
        let _ = tokio::fs::remove_file(&path).await;
        return Err(AppError::field("file", refusals::FILE_EMPTY));
    }
    if let Err(err) = files::check_image(policy, mime, &path).await {
        let _ = tokio::fs::remove_file(&path).await;
        return Err(err);
    }
    let record = files::keep(
        &state,
        &path,
        files::NewFile {
            sha256: &sha256,
            name: &name,
            size: size as i64,
            mime,
            source: policy.source,
            public: policy.public,
            owner_id: session.user_id,
            duration_ms: None,
        },
    )
    .await?;
    tracing::info!(file_id = record.id, size, mime, "uploaded");
    Ok(ok(FileView::from(record)))
}

/// A file's record.
#[utoipa::path(get, path = "/api/v0/file/{id}/info", tag = "file", security(("bearer" = [])),
    params(("id" = i64, Path)), responses((status = 200, body = FileView), (status = 401), (status = 403), (status = 404)))]
pub async fn info(State(state): State<AppState>, session: Session, Path(id): Path<i64>) -> Answer {
    Ok(ok(FileView::from(
        files::readable(&state, id, &session).await?,
    )))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ExistsAnswer {
    exists: bool,
}

/// Whether a file the caller may read exists.
#[utoipa::path(get, path = "/api/v0/file/{id}/exists", tag = "file", security(("bearer" = [])),
    params(("id" = i64, Path)), responses((status = 200, body = ExistsAnswer), (status = 401)))]
pub async fn exists(
    State(state): State<AppState>,
    session: Session,
    Path(id): Path<i64>,
) -> Answer {
    Ok(ok(ExistsAnswer {
        exists: files::exists(&state, id, &session).await?,
    }))
}

/// Deletes a file record (its owner or a file manager) unless it is in use (409); the bytes go
/// when no other record keeps them.
#[utoipa::path(delete, path = "/api/v0/file/{id}", tag = "file", security(("bearer" = [])),
    params(("id" = i64, Path)), responses((status = 200), (status = 401), (status = 403), (status = 404), (status = 409)))]
pub async fn remove(
    State(state): State<AppState>,
    Member(session): Member,
    Path(id): Path<i64>,
) -> Answer {
    files::remove(&state, &session, id).await?;
    Ok(ok(Value::Null))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ServeQuery {
    /// Any value: answer as an attachment with the original name (files other than images,
    /// audio and video always are).
    download: Option<String>,
}

/// The bytes of a file, with HTTP Range (206) support. Public files are open to all; private
/// ones need the owner's or a reviewing staff member's token.
#[utoipa::path(get, path = "/files/{name}", tag = "file", params(("name" = String, Path, description = "sha256"), ServeQuery),
    responses((status = 200, description = "the bytes"), (status = 206, description = "a range"), (status = 304, description = "unchanged (If-None-Match)"),
        (status = 401), (status = 403), (status = 404), (status = 416, description = "the range lies outside the file")))]
pub async fn serve(
    State(state): State<AppState>,
    session: Option<Session>,
    Path(name): Path<String>,
    ApiQuery(query): ApiQuery<ServeQuery>,
    method: Method,
    request: HeaderMap,
) -> Result<Response, AppError> {
    let sha = name.split('.').next().unwrap_or_default();
    if !is_sha256(sha) {
        return Err(AppError::NotFound(refusals::FILE_NOT_FOUND.into()));
    }
    let record = &files::readable_bytes(&state, sha, session.as_ref()).await?;
    // The bytes behind a SHA-256 never change: the hash is the entity tag.
    let etag = format!("\"{sha}\"");
    let size = record.size as u64;
    let mut response = Response::builder().header(header::ETAG, &etag);
    let header_of = |name: header::HeaderName| request.get(name).and_then(|v| v.to_str().ok());
    if header_of(header::IF_NONE_MATCH).is_some_and(|tags| {
        tags.split(',')
            .any(|t| t.trim() == "*" || t.trim().trim_start_matches("W/") == etag)
    }) {
        let response = response.status(StatusCode::NOT_MODIFIED);
        return file_answer(response, record, &query, Body::empty());
    }
    // A Range under an If-Range naming other bytes is ignored (the whole file is sent).
    let range = match header_of(header::IF_RANGE) {
        Some(tag) if tag != etag => ByteRange::Whole,
        _ => byte_range(header_of(header::RANGE), size),
    };
    let (status, range) = match range {
        ByteRange::Whole => (StatusCode::OK, None),
        ByteRange::Part(range) => (StatusCode::PARTIAL_CONTENT, Some(range)),
        ByteRange::Unsatisfiable => {
            let response = response
                .status(StatusCode::RANGE_NOT_SATISFIABLE)
                .header(header::CONTENT_RANGE, format!("bytes */{size}"));
            return file_answer(response, record, &query, Body::empty());
        }
    };
    if let Some(range) = &range {
        response = response.header(
            header::CONTENT_RANGE,
            format!("bytes {}-{}/{size}", range.start, range.end - 1),
        );
    }
    let length = range.as_ref().map_or(size, |r| r.end - r.start);
    let body = if method == Method::HEAD {
        Body::empty()
    } else {
        let stream = state
            .storage
            .read(sha, range)
            .await?
            .ok_or_else(|| AppError::NotFound(refusals::FILE_NOT_FOUND.into()))?;
        Body::from_stream(stream)
    };
    response = response
        .status(status)
        .header(header::CONTENT_LENGTH, length);
    file_answer(response, record, &query, body)
}

/// An answer about a file's bytes with the headers every one carries: its type, how it may be
/// cached, that it takes ranges, the sandboxing policy and, for downloads, the original name.
fn file_answer(
    response: axum::http::response::Builder,
    record: &FileRecord,
    query: &ServeQuery,
    body: Body,
) -> Result<Response, AppError> {
    let cache = if record.public {
        "public, max-age=31536000, immutable"
    } else {
        "private, max-age=3600"
    };
    let content_type = HeaderValue::from_str(&record.mime)
        .unwrap_or(HeaderValue::from_static("application/octet-stream"));
    let response = response
        .header(header::CONTENT_TYPE, content_type)
        .header(header::ACCEPT_RANGES, "bytes")
        .header(header::CACHE_CONTROL, cache)
        .header(header::CONTENT_SECURITY_POLICY, crate::headers::FILE_POLICY);
    let response = if query.download.is_none() && crate::headers::shown_inline(&record.mime) {
        response
    } else {
        response.header(header::CONTENT_DISPOSITION, attachment(&record.name))
    };
    response
        .body(body)
        .map_err(|e| AppError::Internal(e.into()))
}

/// `Content-Disposition` of a download under its original name (RFC 5987 encoding).
fn attachment(name: &str) -> String {
    let encoded: String = name
        .bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b".-_".contains(&b) {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect();
    format!("attachment; filename*=UTF-8''{encoded}")
}

/// What a `Range` header asks of a file of `size` bytes.
#[derive(Debug, PartialEq)]
enum ByteRange {
    /// No range, or one this server ignores (malformed, another unit, several ranges): 200.
    Whole,
    /// These bytes (end exclusive): 206.
    Part(std::ops::Range<u64>),
    /// A range wholly outside the file: 416.
    Unsatisfiable,
}

/// Reads a single `bytes=` range (RFC 9110 §14.1.2): `first-last`, `first-` or `-suffix`.
fn byte_range(header: Option<&str>, size: u64) -> ByteRange {
    let Some(spec) = header.and_then(|h| h.trim().strip_prefix("bytes=")) else {
        return ByteRange::Whole;
    };
    let Some((first, last)) = spec.trim().split_once('-') else {
        return ByteRange::Whole;
    };
    let number = |text: &str| -> Option<u64> {
        let text = text.trim();
        if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        text.parse().ok()
    };
    match (first.trim().is_empty(), number(first), number(last)) {
        // The last `suffix` bytes.
        (true, None, Some(0)) => ByteRange::Unsatisfiable,
        (true, None, Some(suffix)) if size > 0 => {
            ByteRange::Part(size.saturating_sub(suffix)..size)
        }
        (true, None, Some(_)) => ByteRange::Unsatisfiable,
        (false, Some(first), None) if last.trim().is_empty() => {
            if first < size {
                ByteRange::Part(first..size)
            } else {
                ByteRange::Unsatisfiable
            }
        }
        (false, Some(first), Some(last)) if first <= last => {
            if first < size {
                ByteRange::Part(first..last.min(size - 1) + 1)
            } else {
                ByteRange::Unsatisfiable
            }
        }
        _ => ByteRange::Whole,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_single_byte_range_is_read_and_anything_else_is_the_whole_file() {
        let of_1000 = |h: &str| byte_range(Some(h), 1000);
        assert_eq!(byte_range(None, 1000), ByteRange::Whole);
        assert_eq!(of_1000("bytes=0-99"), ByteRange::Part(0..100));
        assert_eq!(of_1000("bytes=100-199"), ByteRange::Part(100..200));
        assert_eq!(of_1000("bytes=999-999"), ByteRange::Part(999..1000));
        assert_eq!(of_1000("bytes=900-5000"), ByteRange::Part(900..1000));
        assert_eq!(of_1000("bytes=990-"), ByteRange::Part(990..1000));
        assert_eq!(of_1000("bytes=-10"), ByteRange::Part(990..1000));
        assert_eq!(of_1000("bytes=-5000"), ByteRange::Part(0..1000));
        assert_eq!(of_1000("bytes = 5-9"), ByteRange::Whole);
        assert_eq!(of_1000(" bytes=5-9 "), ByteRange::Part(5..10));

        assert_eq!(of_1000("bytes=1000-"), ByteRange::Unsatisfiable);
        assert_eq!(of_1000("bytes=1000-1999"), ByteRange::Unsatisfiable);
        assert_eq!(of_1000("bytes=-0"), ByteRange::Unsatisfiable);
        assert_eq!(byte_range(Some("bytes=0-"), 0), ByteRange::Unsatisfiable);
        assert_eq!(byte_range(Some("bytes=-5"), 0), ByteRange::Unsatisfiable);

        for ignored in [
            "bytes=9-5",
            "bytes=0-1,5-6",
            "bytes=-",
            "bytes=a-b",
            "bytes=+1-2",
            "bytes=5",
            "items=0-5",
            "bytes=99999999999999999999999-",
        ] {
            assert_eq!(of_1000(ignored), ByteRange::Whole, "{ignored}");
        }
    }
}
