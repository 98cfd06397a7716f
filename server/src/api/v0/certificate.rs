//! `/api/v0/…/certificate`: certificates as documents and as facts anyone can check — the PDF
//! (its holder's, or any for the certificate desks), the public verification by serial number and
//! name or by the QR code's token, each certificate's history with its verification count, and
//! revocation by an administrator.

use axum::Router;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::Response;
use axum::routing::{get, post};
use serde::{Deserialize, Serialize};

use crate::api::{Answer, ApiJson, ApiQuery, attachment, ok, origin};
use crate::auth::{CertificateAdmin, CertificateDesk, ClientAddr, Member};
use crate::error::AppError;
use crate::service::AppState;
use crate::service::certificates::{self, Issued, RevokeBody, Verification};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/user/certificate/{id}/pdf", get(own_pdf))
        .route("/admin/certificate", get(history))
        .route("/admin/certificate/{id}/pdf", get(staff_pdf))
        .route("/admin/certificate/{id}/revoke", post(revoke))
        .route("/certificate/verify", get(verify_by_number))
        .route("/certificate/verify/{token}", get(verify_by_token))
}

/// The certificate as a PDF (A4, the Chinese text in the font the server ships, the photo, the
/// QR code of the verification link); its holder's own, valid ones.
#[utoipa::path(get, path = "/api/v0/user/certificate/{id}/pdf", tag = "certificate", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, description = "the PDF", content_type = "application/pdf"), (status = 401),
        (status = 403, description = "只能下载本人的证书"), (status = 404, description = "证书不存在"),
        (status = 409, description = "该证书已作废")))]
pub async fn own_pdf(
    State(state): State<AppState>,
    Member(session): Member,
    Path(id): Path<i64>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let (name, bytes) = certificates::pdf(&state, &session, id, false, &origin(&headers)).await?;
    Ok(attachment(bytes, "application/pdf", &name))
}

/// Any valid certificate as a PDF (material:review, certificate:manage).
#[utoipa::path(get, path = "/api/v0/admin/certificate/{id}/pdf", tag = "certificate", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, description = "the PDF", content_type = "application/pdf"), (status = 401), (status = 403),
        (status = 404, description = "证书不存在"), (status = 409, description = "该证书已作废")))]
pub async fn staff_pdf(
    State(state): State<AppState>,
    CertificateDesk(session): CertificateDesk,
    Path(id): Path<i64>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let (name, bytes) = certificates::pdf(&state, &session, id, true, &origin(&headers)).await?;
    Ok(attachment(bytes, "application/pdf", &name))
}

/// A certificate as the desks see it: what it says, its status, who issued and revoked it, how
/// often it was verified.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IssuedView {
    id: i64,
    application_id: i64,
    number: String,
    level: String,
    /// YYYY-MM-DD.
    date: String,
    authority: String,
    issued_at: i64,
    issued_by: Option<String>,
    revoked_at: Option<i64>,
    revoked_by: Option<String>,
    revoke_reason: Option<String>,
    /// The certificate that replaced it (a re-issue).
    replaced_by: Option<i64>,
    /// How often it was verified on the public page, and when last.
    verifications: i64,
    last_verified_at: Option<i64>,
    /// The token of its public verification link (`/verify?t=…`).
    token: String,
}

impl From<Issued> for IssuedView {
    fn from(i: Issued) -> Self {
        let c = i.row;
        Self {
            id: c.id,
            application_id: c.application_id,
            number: c.number,
            level: c.level,
            date: c.issue_date,
            authority: c.authority,
            issued_at: c.issued_at,
            issued_by: i.issued_by,
            revoked_at: c.revoked_at,
            revoked_by: i.revoked_by,
            revoke_reason: c.revoke_reason,
            replaced_by: c.replaced_by,
            verifications: c.verifications,
            last_verified_at: c.last_verified_at,
            token: c.token,
        }
    }
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct HistoryQuery {
    application_id: Option<i64>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct History {
    certificates: Vec<IssuedView>,
}

/// An application's certificates, newest first: the current one and those it replaced or that
/// were revoked (material:review, certificate:manage).
#[utoipa::path(get, path = "/api/v0/admin/certificate", tag = "certificate", security(("bearer" = [])),
    params(HistoryQuery), responses((status = 200, body = History), (status = 401), (status = 403)))]
pub async fn history(
    State(state): State<AppState>,
    _: CertificateDesk,
    ApiQuery(q): ApiQuery<HistoryQuery>,
) -> Answer {
    let certificates = match q.application_id {
        Some(id) => certificates::history(&state, id).await?,
        None => Vec::new(),
    };
    Ok(ok(History {
        certificates: certificates.into_iter().map(Into::into).collect(),
    }))
}

/// Revokes a certificate with a reason the learner reads (certificate:manage): it verifies as
/// revoked from now on; the application's trail records it.
#[utoipa::path(post, path = "/api/v0/admin/certificate/{id}/revoke", tag = "certificate", security(("bearer" = [])),
    params(("id" = i64, Path)), request_body = RevokeBody,
    responses((status = 200, body = IssuedView), (status = 400, description = "请填写作废原因（不超过200字）"), (status = 401),
        (status = 403), (status = 404, description = "证书不存在"), (status = 409, description = "该证书已作废")))]
pub async fn revoke(
    State(state): State<AppState>,
    CertificateAdmin(session): CertificateAdmin,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<RevokeBody>,
) -> Answer {
    Ok(ok(IssuedView::from(
        certificates::revoke(&state, &session, id, body).await?,
    )))
}

/// What anyone may learn of a certificate: valid or revoked (when), the holder's name masked,
/// what it certifies and who issued it when. Nothing else (no ID number, no phone, no photo).
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CertificateCheck {
    /// valid or revoked.
    status: &'static str,
    revoked_at: Option<i64>,
    number: String,
    /// The holder's name masked (张*三).
    holder: String,
    occupation: String,
    level: String,
    course: String,
    /// YYYY-MM-DD.
    issue_date: String,
    /// The issuing authority of the record, and the training organisation (the settings).
    authority: String,
    organisation: String,
}

impl From<Verification> for CertificateCheck {
    fn from(v: Verification) -> Self {
        let c = v.row;
        Self {
            status: if c.revoked_at.is_some() {
                "revoked"
            } else {
                "valid"
            },
            revoked_at: c.revoked_at,
            number: c.number,
            holder: v.holder,
            occupation: v.occupation,
            level: c.level,
            course: v.course,
            issue_date: c.issue_date,
            authority: c.authority,
            organisation: v.organisation,
        }
    }
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct VerifyQuery {
    /// The serial number printed on the certificate.
    number: Option<String>,
    /// The holder's full name.
    name: Option<String>,
}

/// Checks a certificate by its serial number and the holder's full name (no login; every check
/// is counted; 30 in 10 minutes per address). A wrong name is answered as an unknown number.
#[utoipa::path(get, path = "/api/v0/certificate/verify", tag = "certificate", params(VerifyQuery),
    responses((status = 200, body = CertificateCheck), (status = 404, description = "未查到该证书，请核对证书编号和持证人姓名"),
        (status = 422, description = "请输入证书编号和持证人姓名"), (status = 429, description = "查询过于频繁，请稍后再试")))]
pub async fn verify_by_number(
    State(state): State<AppState>,
    ClientAddr(ip): ClientAddr,
    ApiQuery(q): ApiQuery<VerifyQuery>,
) -> Answer {
    Ok(ok(CertificateCheck::from(
        certificates::verify_by_number(&state, ip, q.number, q.name).await?,
    )))
}

/// Checks a certificate by the token of its QR code (no login; counted; limited per address).
#[utoipa::path(get, path = "/api/v0/certificate/verify/{token}", tag = "certificate", params(("token" = String, Path)),
    responses((status = 200, body = CertificateCheck), (status = 404, description = "未查到该证书，请核对证书编号和持证人姓名"),
        (status = 429, description = "查询过于频繁，请稍后再试")))]
pub async fn verify_by_token(
    State(state): State<AppState>,
    ClientAddr(ip): ClientAddr,
    Path(token): Path<String>,
) -> Answer {
    Ok(ok(CertificateCheck::from(
        certificates::verify_by_token(&state, ip, &token).await?,
    )))
}
