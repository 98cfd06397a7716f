//! Career referrals (`/root/career-referrals`, permission career:manage): employers' positions,
//! the learners who may be referred, referrals with their counts by status and trail; and the
//! learner's own referrals. The rules are `service::careers`.

use axum::Router;
use axum::extract::{Path, State};
use axum::routing::get;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::api::{Answer, ApiJson, ApiQuery, PageParams, Paging, ok};
use crate::auth::{CareerDesk, Member};
use crate::domain::career::{PositionStatus, Status};
use crate::domain::identity::masked_phone;
use crate::error::AppError;
use crate::refusals;
use crate::service::AppState;
use crate::service::careers::{
    self, Candidate, PositionBody, PositionRow, ReferBody, ReferralChange, ReferralFilter,
    ReferralRow,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route(
            "/admin/career/position",
            get(positions).post(create_position),
        )
        .route(
            "/admin/career/position/{id}",
            axum::routing::put(update_position).delete(delete_position),
        )
        .route("/admin/career/candidate", get(candidates))
        .route("/admin/career/referral", get(referrals).post(refer))
        .route("/admin/career/referral/{id}", get(referral).put(change))
        .route("/user/career/referral", get(own))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PositionView {
    id: i64,
    company: String,
    title: String,
    city: String,
    /// Monthly salary in yuan; null: not given.
    salary_min: Option<i64>,
    salary_max: Option<i64>,
    requirements: String,
    contact: String,
    /// open or closed.
    status: String,
    /// How many learners were referred to it.
    referral_count: i64,
    created_at: i64,
    updated_at: i64,
}

impl From<PositionRow> for PositionView {
    fn from(p: PositionRow) -> Self {
        Self {
            id: p.id,
            company: p.company,
            title: p.title,
            city: p.city,
            salary_min: p.salary_min,
            salary_max: p.salary_max,
            requirements: p.requirements,
            contact: p.contact,
            status: p.status,
            referral_count: p.referral_count,
            created_at: p.created_at,
            updated_at: p.updated_at,
        }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct PositionCounts {
    open: i64,
    closed: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PositionsPage {
    positions: Vec<PositionView>,
    total_count: u64,
    /// Positions matching the text in each status (whatever the status filter).
    counts: PositionCounts,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PositionQuery {
    /// open or closed.
    status: Option<String>,
    /// A part of the company, position or city (any case).
    q: Option<String>,
}

/// A page of positions (open first, newest first; default 20) with the counts by status.
#[utoipa::path(get, path = "/api/v0/admin/career/position", tag = "career", security(("bearer" = [])),
    params(PositionQuery, PageParams),
    responses((status = 200, body = PositionsPage), (status = 400), (status = 401), (status = 403)))]
pub async fn positions(
    State(state): State<AppState>,
    CareerDesk(_): CareerDesk,
    ApiQuery(q): ApiQuery<PositionQuery>,
    Paging(page): Paging<20>,
) -> Answer {
    let status =
        match q.status.as_deref().filter(|s| !s.is_empty()) {
            None => None,
            Some(s) => Some(PositionStatus::parse(s).ok_or_else(|| {
                AppError::field("status", refusals::CAREER_POSITION_STATUS_INVALID)
            })?),
        };
    let (rows, total_count, counts) =
        careers::positions(&state, status, q.q.as_deref(), page).await?;
    let n = |s: PositionStatus| counts.get(s.as_str()).copied().unwrap_or(0);
    Ok(ok(PositionsPage {
        positions: rows.into_iter().map(PositionView::from).collect(),
        total_count,
        counts: PositionCounts {
            open: n(PositionStatus::Open),
            closed: n(PositionStatus::Closed),
        },
    }))
}

/// Adds a position.
#[utoipa::path(post, path = "/api/v0/admin/career/position", tag = "career", security(("bearer" = [])),
    request_body = PositionBody,
    responses((status = 200, body = PositionView), (status = 400), (status = 401), (status = 403)))]
pub async fn create_position(
    State(state): State<AppState>,
    CareerDesk(session): CareerDesk,
    ApiJson(body): ApiJson<PositionBody>,
) -> Answer {
    let created = careers::create_position(&state, &session, body).await?;
    Ok(ok(PositionView::from(created)))
}

/// Replaces a position's fields (closing it: status closed; its referrals stay).
#[utoipa::path(put, path = "/api/v0/admin/career/position/{id}", tag = "career", security(("bearer" = [])),
    params(("id" = i64, Path)), request_body = PositionBody,
    responses((status = 200, body = PositionView), (status = 400), (status = 401), (status = 403), (status = 404)))]
pub async fn update_position(
    State(state): State<AppState>,
    CareerDesk(session): CareerDesk,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<PositionBody>,
) -> Answer {
    Ok(ok(PositionView::from(
        careers::update_position(&state, &session, id, body).await?,
    )))
}

/// Deletes a position nobody was referred to; 409 when it has referrals (close it instead).
#[utoipa::path(delete, path = "/api/v0/admin/career/position/{id}", tag = "career", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200), (status = 401), (status = 403), (status = 404), (status = 409)))]
pub async fn delete_position(
    State(state): State<AppState>,
    CareerDesk(session): CareerDesk,
    Path(id): Path<i64>,
) -> Answer {
    careers::delete_position(&state, &session, id).await?;
    Ok(ok(Value::Null))
}

/// A learner and the course through which they qualify.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CandidateView {
    user_id: i64,
    username: String,
    name: Option<String>,
    /// Masked: 138****0006.
    phone: Option<String>,
    course_id: i64,
    course_name: String,
    lessons_done: i64,
    lessons_total: i64,
    exam_completed: bool,
    certificate_number: Option<String>,
    certificate_level: Option<String>,
}

impl From<Candidate> for CandidateView {
    fn from(c: Candidate) -> Self {
        Self {
            user_id: c.user_id,
            username: c.username,
            name: c.name,
            phone: c.phone.as_deref().map(masked_phone),
            course_id: c.course_id,
            course_name: c.course_name,
            lessons_done: c.lessons_done,
            lessons_total: c.lessons_total,
            exam_completed: c.exam_completed,
            certificate_number: c.certificate_number,
            certificate_level: c.certificate_level,
        }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CandidatesPage {
    candidates: Vec<CandidateView>,
    total_count: u64,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CandidateQuery {
    /// A part of the learner's username or name, the visible digits of their masked phone
    /// (138****0006), or their whole number (at most 30 such searches an hour).
    q: Option<String>,
}

/// The learners who may be referred, one row per qualifying course: the course's exam passed,
/// its certificate issued, or every lesson of it done (default 20 per page).
#[utoipa::path(get, path = "/api/v0/admin/career/candidate", tag = "career", security(("bearer" = [])),
    params(CandidateQuery, PageParams),
    responses((status = 200, body = CandidatesPage), (status = 400), (status = 401), (status = 403)))]
pub async fn candidates(
    State(state): State<AppState>,
    CareerDesk(session): CareerDesk,
    ApiQuery(q): ApiQuery<CandidateQuery>,
    Paging(page): Paging<20>,
) -> Answer {
    let (rows, total_count) =
        careers::candidates(&state, session.user_id, q.q.as_deref(), page).await?;
    Ok(ok(CandidatesPage {
        candidates: rows.into_iter().map(CandidateView::from).collect(),
        total_count,
    }))
}

/// A referral as staff see it.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReferralView {
    id: i64,
    position_id: i64,
    company: String,
    position_title: String,
    city: String,
    salary_min: Option<i64>,
    salary_max: Option<i64>,
    /// open or closed.
    position_status: String,
    user_id: i64,
    /// The learner's name, else username.
    learner: String,
    username: String,
    /// Masked: 138****0006.
    phone: Option<String>,
    /// The course through which they qualified (null when it was deleted).
    course_id: Option<i64>,
    course_name: Option<String>,
    certificate_number: Option<String>,
    /// recommended, interviewing, hired or declined.
    status: String,
    /// 已推荐, 面试中, 已录用 or 未录用.
    status_label: &'static str,
    notes: Option<String>,
    /// Who referred them (name, else username).
    referred_by: Option<String>,
    created_at: i64,
    updated_at: i64,
}

fn label_of(status: &str) -> &'static str {
    Status::parse(status).map_or("", Status::label)
}

impl From<ReferralRow> for ReferralView {
    fn from(r: ReferralRow) -> Self {
        Self {
            status_label: label_of(&r.status),
            id: r.id,
            position_id: r.position_id,
            company: r.company,
            position_title: r.position_title,
            city: r.city,
            salary_min: r.salary_min,
            salary_max: r.salary_max,
            position_status: r.position_status,
            user_id: r.user_id,
            learner: r
                .name
                .filter(|n| !n.is_empty())
                .unwrap_or(r.username.clone()),
            username: r.username,
            phone: r.phone.as_deref().map(masked_phone),
            course_id: r.course_id,
            course_name: r.course_name,
            certificate_number: r.certificate_number,
            status: r.status,
            notes: r.notes,
            referred_by: r.referred_by,
            created_at: r.created_at,
            updated_at: r.updated_at,
        }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ReferralCounts {
    recommended: i64,
    interviewing: i64,
    hired: i64,
    declined: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReferralsPage {
    referrals: Vec<ReferralView>,
    total_count: u64,
    /// Referrals matching the position and text in each status (whatever the status filter).
    counts: ReferralCounts,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ReferralQuery {
    /// recommended, interviewing, hired or declined.
    status: Option<String>,
    position_id: Option<i64>,
    /// As the candidates' `q`, or a part of the company or position.
    q: Option<String>,
}

/// A page of referrals (latest change first; default 20) with the counts by status.
#[utoipa::path(get, path = "/api/v0/admin/career/referral", tag = "career", security(("bearer" = [])),
    params(ReferralQuery, PageParams),
    responses((status = 200, body = ReferralsPage), (status = 400), (status = 401), (status = 403)))]
pub async fn referrals(
    State(state): State<AppState>,
    CareerDesk(session): CareerDesk,
    ApiQuery(q): ApiQuery<ReferralQuery>,
    Paging(page): Paging<20>,
) -> Answer {
    let status = match q.status.as_deref().filter(|s| !s.is_empty()) {
        None => None,
        Some(s) => Some(
            Status::parse(s)
                .ok_or_else(|| AppError::field("status", refusals::CAREER_STATUS_INVALID))?,
        ),
    };
    let filter = ReferralFilter {
        status,
        position_id: q.position_id,
        text: q.q,
        user_id: None,
    };
    let (rows, total_count, [recommended, interviewing, hired, declined]) =
        careers::referrals(&state, session.user_id, filter, page).await?;
    Ok(ok(ReferralsPage {
        referrals: rows.into_iter().map(ReferralView::from).collect(),
        total_count,
        counts: ReferralCounts {
            recommended: recommended.1,
            interviewing: interviewing.1,
            hired: hired.1,
            declined: declined.1,
        },
    }))
}

/// Refers a qualifying learner to an open position; the learner gets a message (就业推荐).
#[utoipa::path(post, path = "/api/v0/admin/career/referral", tag = "career", security(("bearer" = [])),
    request_body = ReferBody,
    responses((status = 200, body = ReferralView), (status = 400), (status = 401), (status = 403), (status = 409)))]
pub async fn refer(
    State(state): State<AppState>,
    CareerDesk(session): CareerDesk,
    ApiJson(body): ApiJson<ReferBody>,
) -> Answer {
    Ok(ok(ReferralView::from(
        careers::refer(&state, &session, body).await?,
    )))
}

/// One step of a referral's trail.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ReferralEventView {
    at: i64,
    /// Who made the change (name, else username); null when that account is gone.
    actor: Option<String>,
    /// null for the referral itself.
    from: Option<String>,
    to: String,
    note: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ReferralDetail {
    referral: ReferralView,
    /// Oldest first.
    events: Vec<ReferralEventView>,
}

/// A referral with its trail.
#[utoipa::path(get, path = "/api/v0/admin/career/referral/{id}", tag = "career", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = ReferralDetail), (status = 401), (status = 403), (status = 404)))]
pub async fn referral(
    State(state): State<AppState>,
    CareerDesk(_): CareerDesk,
    Path(id): Path<i64>,
) -> Answer {
    let (row, events) = careers::detail(&state, id).await?;
    Ok(ok(ReferralDetail {
        referral: row.into(),
        events: events
            .into_iter()
            .map(|(e, actor)| ReferralEventView {
                at: e.at,
                actor,
                from: e.from_status,
                to: e.to_status,
                note: e.note,
            })
            .collect(),
    }))
}

/// Moves a referral on (recommended → interviewing → hired or declined; the learner gets a
/// message, 就业推荐进展) and/or sets its notes. 409 for a move not allowed or lost to another.
#[utoipa::path(put, path = "/api/v0/admin/career/referral/{id}", tag = "career", security(("bearer" = [])),
    params(("id" = i64, Path)), request_body = ReferralChange,
    responses((status = 200, body = ReferralView), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409)))]
pub async fn change(
    State(state): State<AppState>,
    CareerDesk(session): CareerDesk,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<ReferralChange>,
) -> Answer {
    Ok(ok(ReferralView::from(
        careers::change(&state, &session, id, body).await?,
    )))
}

/// A referral as its learner sees it.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OwnReferral {
    id: i64,
    company: String,
    position_title: String,
    city: String,
    salary_min: Option<i64>,
    salary_max: Option<i64>,
    status: String,
    status_label: &'static str,
    created_at: i64,
    updated_at: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct OwnReferrals {
    referrals: Vec<OwnReferral>,
}

/// The caller's own referrals, latest change first.
#[utoipa::path(get, path = "/api/v0/user/career/referral", tag = "career", security(("bearer" = [])),
    responses((status = 200, body = OwnReferrals), (status = 401), (status = 403)))]
pub async fn own(State(state): State<AppState>, Member(session): Member) -> Answer {
    let rows = careers::own(&state, &session).await?;
    Ok(ok(OwnReferrals {
        referrals: rows
            .into_iter()
            .map(|r| OwnReferral {
                status_label: label_of(&r.status),
                id: r.id,
                company: r.company,
                position_title: r.position_title,
                city: r.city,
                salary_min: r.salary_min,
                salary_max: r.salary_max,
                status: r.status,
                created_at: r.created_at,
                updated_at: r.updated_at,
            })
            .collect(),
    }))
}
