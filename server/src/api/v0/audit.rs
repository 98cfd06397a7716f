//! The audit log (`/root/audit-log`, permission audit:read): every change people made, newest
//! first, filtered by person, kind and day, and its export as .xlsx. The rules are
//! `service::audit`.

use axum::Router;
use axum::extract::State;
use axum::response::Response;
use axum::routing::get;
use serde::Serialize;

use crate::api::{Answer, ApiQuery, PageParams, Paging, ok, xlsx_attachment};
use crate::auth::AuditReader;
use crate::db::audit::Row;
// Aliased: utoipa takes any type whose name ends in `Object` for a free-form object.
use crate::domain::audit::{Kind, Object as AuditObject};
use crate::error::AppError;
use crate::service::AppState;
use crate::service::audit::{self, AuditQuery};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/admin/audit", get(list))
        .route("/admin/audit/export", get(export))
}

/// One change in the log.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditEntryView {
    id: i64,
    at: i64,
    /// Who did it (null: the system, or a refused login by nobody known).
    actor_id: Option<i64>,
    /// Their name (else username) when they did it.
    actor_name: Option<String>,
    /// The client address of the request.
    address: Option<String>,
    kind: Kind,
    /// What was done, e.g. 材料审核通过.
    action: String,
    object: AuditObject,
    object_id: Option<i64>,
    /// The object's name when it was done.
    object_label: String,
    from: Option<String>,
    to: Option<String>,
    reason: Option<String>,
}

impl From<Row> for AuditEntryView {
    fn from(r: Row) -> Self {
        Self {
            id: r.id,
            at: r.at,
            actor_id: r.actor_id,
            actor_name: r.actor_name,
            address: r.address,
            kind: Kind::parse(&r.kind).unwrap_or(Kind::Content),
            action: r.action,
            object: AuditObject::parse(&r.object_type).unwrap_or(AuditObject::Setting),
            object_id: r.object_id,
            object_label: r.object_label,
            from: r.from_value,
            to: r.to_value,
            reason: r.reason,
        }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditPage {
    entries: Vec<AuditEntryView>,
    total_count: u64,
}

/// A page of the log (newest first, default 20, at most 100).
#[utoipa::path(get, path = "/api/v0/admin/audit", tag = "audit", security(("bearer" = [])),
    params(AuditQuery, PageParams),
    responses((status = 200, body = AuditPage), (status = 400), (status = 401), (status = 403)))]
pub async fn list(
    State(state): State<AppState>,
    AuditReader(_): AuditReader,
    ApiQuery(q): ApiQuery<AuditQuery>,
    Paging(page): Paging<20>,
) -> Answer {
    let (rows, total_count) = audit::list(&state, &q, page).await?;
    Ok(ok(AuditPage {
        entries: rows.into_iter().map(AuditEntryView::from).collect(),
        total_count,
    }))
}

/// The entries matching (the newest 50 000) as .xlsx: 时间, 操作人, IP 地址, 类别, 操作, 对象类型,
/// 对象, 原值, 新值, 原因, 对象编号. The export is itself recorded.
#[utoipa::path(get, path = "/api/v0/admin/audit/export", tag = "audit", security(("bearer" = [])),
    params(AuditQuery), responses((status = 200, description = "the workbook",
        content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (status = 400), (status = 401), (status = 403)))]
pub async fn export(
    State(state): State<AppState>,
    AuditReader(session): AuditReader,
    ApiQuery(q): ApiQuery<AuditQuery>,
) -> Result<Response, AppError> {
    let (name, bytes) = audit::export(&state, &session, &q).await?;
    Ok(xlsx_attachment(bytes, &name))
}
