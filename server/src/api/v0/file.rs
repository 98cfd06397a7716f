//! Files: `POST /api/v0/file/upload` (streamed to disk, type recognised from the bytes),
//! info / exists / delete, and `GET /files/{name}` with HTTP Range for video seeking.

use axum::Router;
use axum::body::Body;
use axum::extract::{DefaultBodyLimit, Multipart, Path, Request, State};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tower::ServiceExt;
use tower_http::services::ServeFile;

use crate::api::{Answer, ApiQuery, ok};
use crate::auth::{Member, PRIVATE_FILE_READERS, Session};
use crate::domain::roles::perm;

/// Permissions that may upload staff files (course materials, covers, the payment QR codes).
const STAFF_UPLOADERS: [&str; 4] = [
    perm::COURSE_MANAGE,
    perm::QUESTION_MANAGE,
    perm::EXAM_MANAGE,
    perm::SETTINGS_MANAGE,
];
use crate::db::{self, files::FileRecord};
use crate::domain::upload;
use crate::error::{AppError, AppResult};
use crate::refusals;
use crate::service::files;
use crate::state::AppState;
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
    /// avatar | cover | course | material | payment (may also be sent as a form field).
    source: Option<String>,
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
                        .map_or(upload::MAX_UPLOAD, |p| p.max_bytes);
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
    if policy.staff_only && !STAFF_UPLOADERS.iter().any(|p| session.can(p)) {
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
        Some(mime) if policy.mimes.contains(&mime) => mime,
        _ => {
            let _ = tokio::fs::remove_file(&path).await;
            return Err(AppError::field("file", refusals::FILE_TYPE_UNSUPPORTED));
        }
    };
    if size == 0 {
        let _ = tokio::fs::remove_file(&path).await;
        return Err(AppError::field("file", refusals::FILE_EMPTY));
    }
    let record = files::keep(
        &state,
        &path,
        db::files::NewFile {
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

fn may_read(record: &FileRecord, session: Option<&Session>) -> bool {
    record.public
        || session.is_some_and(|s| {
            record.owner_id == Some(s.user_id) || PRIVATE_FILE_READERS.iter().any(|p| s.can(p))
        })
}

async fn readable(state: &AppState, id: i64, session: &Session) -> AppResult<FileRecord> {
    let record = db::files::find(&state.db, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::FILE_NOT_FOUND.into()))?;
    if !may_read(&record, Some(session)) {
        return Err(AppError::Forbidden(refusals::FILE_READ_FORBIDDEN.into()));
    }
    Ok(record)
}

/// A file's record.
#[utoipa::path(get, path = "/api/v0/file/{id}/info", tag = "file", security(("bearer" = [])),
    params(("id" = i64, Path)), responses((status = 200, body = FileView), (status = 401), (status = 403), (status = 404)))]
pub async fn info(State(state): State<AppState>, session: Session, Path(id): Path<i64>) -> Answer {
    Ok(ok(FileView::from(readable(&state, id, &session).await?)))
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
    let found = db::files::find(&state.db, id)
        .await?
        .filter(|r| may_read(r, Some(&session)));
    Ok(ok(ExistsAnswer {
        exists: found.is_some(),
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
    responses((status = 200, description = "the bytes"), (status = 206, description = "a range"), (status = 401), (status = 403), (status = 404)))]
pub async fn serve(
    State(state): State<AppState>,
    session: Option<Session>,
    Path(name): Path<String>,
    ApiQuery(query): ApiQuery<ServeQuery>,
    request: Request,
) -> Result<Response, AppError> {
    let sha = name.split('.').next().unwrap_or_default();
    if !is_sha256(sha) {
        return Err(AppError::NotFound(refusals::FILE_NOT_FOUND.into()));
    }
    let records = db::files::by_sha(&state.db, sha).await?;
    let Some(record) = records.iter().find(|r| may_read(r, session.as_ref())) else {
        return Err(match (records.is_empty(), &session) {
            (true, _) => AppError::NotFound(refusals::FILE_NOT_FOUND.into()),
            (false, None) => AppError::unauthorized(),
            (false, Some(_)) => AppError::Forbidden(refusals::FILE_READ_FORBIDDEN.into()),
        });
    };
    let path = state
        .storage
        .local_path(sha)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::FILE_NOT_FOUND.into()))?;
    let mime: mime_guess::Mime = record
        .mime
        .parse()
        .unwrap_or(mime_guess::mime::APPLICATION_OCTET_STREAM);
    let mut response = ServeFile::new_with_mime(path, &mime)
        .oneshot(request)
        .await
        .map_err(|e| AppError::Internal(e.into()))?
        .map(Body::new);
    let headers = response.headers_mut();
    let cache = if record.public {
        "public, max-age=31536000, immutable"
    } else {
        "private, max-age=3600"
    };
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(crate::headers::FILE_POLICY),
    );
    if query.download.is_some() || !crate::headers::shown_inline(&record.mime) {
        let encoded: String = record
            .name
            .bytes()
            .map(|b| {
                if b.is_ascii_alphanumeric() || b".-_".contains(&b) {
                    (b as char).to_string()
                } else {
                    format!("%{b:02X}")
                }
            })
            .collect();
        if let Ok(v) = HeaderValue::from_str(&format!("attachment; filename*=UTF-8''{encoded}")) {
            headers.insert(header::CONTENT_DISPOSITION, v);
        }
    }
    Ok(response.into_response())
}
