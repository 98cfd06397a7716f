//! The file center (`/root/file-center`, permission file:manage): every uploaded file with its
//! uploader and where it is used, the storage in use, and deleting files nothing uses. Private
//! files are listed only to those who may read them. The rules are `service::files`.

use axum::Router;
use axum::extract::{Path, State};
use axum::routing::get;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::api::v0::file::FileView;
use crate::api::{Answer, ApiQuery, PageParams, Paging, ok};
use crate::auth::FileAdmin;
use crate::service::AppState;
use crate::service::files::{self, FileUse, UseKind};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/admin/file", get(list))
        .route("/admin/file/{id}", axum::routing::delete(remove))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct FileQuery {
    /// avatar | cover | course | material | payment.
    source: Option<String>,
    /// A case-insensitive part of the file's name or of the uploader's username or name.
    q: Option<String>,
}

/// One place a file is used.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UseView {
    /// cover, courseItem, question, document, paymentProof, setting, snapshot or examSnapshot.
    kind: &'static str,
    /// The kind in Chinese (课程封面, 课程内容, 试题, 报名材料, 缴费凭证, 系统设置, 学时抓拍, 考试抓拍).
    kind_label: &'static str,
    /// The course of a cover, lesson or application.
    course_id: Option<i64>,
    /// The lesson, question or application id, or the setting's key.
    target_id: Option<String>,
    /// What uses it: the course, "course · lesson", the question's start, "learner · course".
    label: String,
}

impl From<FileUse> for UseView {
    fn from(u: FileUse) -> Self {
        Self {
            kind: match u.kind {
                UseKind::Cover => "cover",
                UseKind::CourseItem => "courseItem",
                UseKind::Question => "question",
                UseKind::Document => "document",
                UseKind::PaymentProof => "paymentProof",
                UseKind::Setting => "setting",
                UseKind::Snapshot => "snapshot",
                UseKind::ExamSnapshot => "examSnapshot",
            },
            kind_label: files::use_label(u.kind),
            course_id: u.course_id,
            target_id: u.target_id,
            label: u.label,
        }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CenterFile {
    #[serde(flatten)]
    file: FileView,
    /// Who uploaded it (name, else username); null when that account is gone.
    uploader: Option<String>,
    uploader_id: Option<i64>,
    uses: Vec<UseView>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SourceUsage {
    source: String,
    count: i64,
    bytes: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StorageView {
    /// Bytes on storage (each distinct content once).
    stored_bytes: i64,
    /// Records and their bytes per source (every file, whatever the filter).
    by_source: Vec<SourceUsage>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FileCenterPage {
    files: Vec<CenterFile>,
    total_count: u64,
    storage: StorageView,
}

/// A page of uploaded files (newest first, default 20, at most 100) with where each is used.
#[utoipa::path(get, path = "/api/v0/admin/file", tag = "file", security(("bearer" = [])),
    params(FileQuery, PageParams),
    responses((status = 200, body = FileCenterPage), (status = 400), (status = 401), (status = 403)))]
pub async fn list(
    State(state): State<AppState>,
    FileAdmin(session): FileAdmin,
    ApiQuery(q): ApiQuery<FileQuery>,
    Paging(page): Paging<20>,
) -> Answer {
    let (rows, total_count) = files::list(&state, &session, q.source, q.q, page).await?;
    let storage = files::storage(&state).await?;
    Ok(ok(FileCenterPage {
        files: rows
            .into_iter()
            .map(|(row, uses)| CenterFile {
                file: FileView::from(row.record()),
                uploader: row.uploader,
                uploader_id: row.owner_id,
                uses: uses.into_iter().map(UseView::from).collect(),
            })
            .collect(),
        total_count,
        storage: StorageView {
            stored_bytes: storage.stored_bytes,
            by_source: storage
                .by_source
                .into_iter()
                .map(|(source, count, bytes)| SourceUsage {
                    source,
                    count,
                    bytes,
                })
                .collect(),
        },
    }))
}

/// Deletes a file nothing uses; 409 naming the uses otherwise. The bytes go with the last record.
#[utoipa::path(delete, path = "/api/v0/admin/file/{id}", tag = "file", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200), (status = 401), (status = 403), (status = 404), (status = 409)))]
pub async fn remove(
    State(state): State<AppState>,
    FileAdmin(session): FileAdmin,
    Path(id): Path<i64>,
) -> Answer {
    files::remove(&state, &session, id).await?;
    Ok(ok(Value::Null))
}
