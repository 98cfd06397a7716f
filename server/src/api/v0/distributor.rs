//! Channel dealers: a distributor's own dashboard, invite codes (with their QR image) and
//! attributed learners under `/distributor/…` (dashboard:view; their own data only), and the
//! same for any distributor plus the comparison of all of them and its .xlsx under
//! `/admin/distributor/…` (distributor:manage). The rules are `service::distributors`.

use axum::Router;
use axum::extract::{Path, State};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, put};
use serde::{Deserialize, Serialize};

use crate::api::{Answer, ApiJson, ApiQuery, PageParams, Paging, ok, xlsx_attachment};
use crate::auth::{DashboardViewer, DistributorAdmin};
use crate::documents::sheet::{self, Cell};
use crate::domain::calendar;
use crate::domain::enrolment::Status;
use crate::domain::identity::masked_phone;
use crate::domain::page::Page;
use crate::error::AppError;
use crate::service::AppState;
use crate::service::dashboards::{CodeRow, Dashboard, Headline};
use crate::service::distributors::{self as service, CodeBody};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/distributor/dashboard", get(own_dashboard))
        .route("/distributor/invite-code", get(own_codes).post(own_create))
        .route("/distributor/invite-code/{id}", put(own_update))
        .route("/distributor/invite-code/{id}/qr.svg", get(own_qr))
        .route("/distributor/learner", get(own_learners))
        .route("/admin/distributor", get(compare))
        .route("/admin/distributor/export", get(export))
        .route("/admin/distributor/{user_id}/dashboard", get(dashboard))
        .route(
            "/admin/distributor/{user_id}/invite-code",
            get(codes).post(create),
        )
        .route("/admin/distributor/{user_id}/invite-code/{id}", put(update))
        .route(
            "/admin/distributor/{user_id}/invite-code/{id}/qr.svg",
            get(qr),
        )
        .route("/admin/distributor/{user_id}/learner", get(learners))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PeriodQuery {
    /// First day, YYYY-MM-DD (China time); default 29 days before `to`.
    from: Option<String>,
    /// Last day, inclusive; default today. At most 366 days.
    to: Option<String>,
}

fn yuan(fen: i64) -> f64 {
    (fen as f64) / 100.0
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CodeView {
    id: i64,
    /// 12 characters, A–Z and 2–9 without I, O.
    code: String,
    label: Option<String>,
    active: bool,
    /// Registrations with it (all time; in the period on the dashboard).
    registrations: i64,
    payments: i64,
    amount_yuan: f64,
    created_at: i64,
    disabled_at: Option<i64>,
    /// The registration path that prefills it (prefix the site's address).
    link: String,
}

impl From<CodeRow> for CodeView {
    fn from(c: CodeRow) -> Self {
        Self {
            link: service::link_of(&c.code.code),
            id: c.code.id,
            code: c.code.code,
            label: c.code.label,
            active: c.code.active,
            registrations: c.registrations,
            payments: c.payments,
            amount_yuan: yuan(c.amount),
            created_at: c.code.created_at,
            disabled_at: c.code.disabled_at,
        }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct CodesView {
    codes: Vec<CodeView>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct PeriodView {
    from: String,
    to: String,
    days: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct StatusCount {
    /// 1 pending review, 2 awaiting payment, 3 rejected, 4 enrolled.
    #[schema(value_type = crate::domain::vocabulary::EnrolmentStatus)]
    status: i16,
    label: &'static str,
    count: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Payments {
    count: i64,
    amount_yuan: f64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct FunnelStage {
    /// registered, submitted, approved, paid or passed.
    stage: &'static str,
    label: &'static str,
    count: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DayView {
    date: String,
    registrations: i64,
    enrolments: i64,
    payments: i64,
    amount_yuan: f64,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DistributorCourse {
    course_id: i64,
    course_name: String,
    enrolments: i64,
    payments: i64,
    amount_yuan: f64,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DashboardView {
    period: PeriodView,
    /// Attributed learners registered in the period.
    registrations: i64,
    /// Enrolments made in the period, by status.
    enrolments: Vec<StatusCount>,
    /// Payments the finance desk confirmed in the period.
    payments: Payments,
    /// Exams passed in the period.
    passed: i64,
    /// Of the learners registered in the period.
    funnel: Vec<FunnelStage>,
    /// Every day of the period, zeros included.
    daily: Vec<DayView>,
    /// Per course, most enrolments first.
    courses: Vec<DistributorCourse>,
    /// Every code of the distributor with its figures in the period.
    codes: Vec<CodeView>,
}

impl From<&Dashboard> for DashboardView {
    fn from(d: &Dashboard) -> Self {
        let p = d.period;
        let daily = (p.first..=p.last)
            .map(|day| {
                let (payments, amount) = d.daily.payments.get(&day).copied().unwrap_or((0, 0));
                DayView {
                    date: calendar::date_of_day(day),
                    registrations: d.daily.registrations.get(&day).copied().unwrap_or(0),
                    enrolments: d.daily.enrolments.get(&day).copied().unwrap_or(0),
                    payments,
                    amount_yuan: yuan(amount),
                }
            })
            .collect();
        let f = &d.funnel;
        Self {
            period: PeriodView {
                from: calendar::date_of_day(p.first),
                to: calendar::date_of_day(p.last),
                days: p.days(),
            },
            registrations: d.headline.registrations,
            enrolments: [
                Status::Pending,
                Status::Approved,
                Status::Rejected,
                Status::Enrolled,
            ]
            .into_iter()
            .map(|s| StatusCount {
                status: s.code(),
                label: s.label(),
                count: d.by_status.get(&s.code()).copied().unwrap_or(0),
            })
            .collect(),
            payments: Payments {
                count: d.headline.payments,
                amount_yuan: yuan(d.headline.amount),
            },
            passed: d.headline.passed,
            funnel: [
                ("registered", "注册", f.registered),
                ("submitted", "提交材料", f.submitted),
                ("approved", "审核通过", f.approved),
                ("paid", "已缴费", f.paid),
                ("passed", "考试通过", f.passed),
            ]
            .into_iter()
            .map(|(stage, label, count)| FunnelStage {
                stage,
                label,
                count,
            })
            .collect(),
            daily,
            courses: d
                .courses
                .iter()
                .map(|c| DistributorCourse {
                    course_id: c.course_id,
                    course_name: c.course_name.clone(),
                    enrolments: c.enrolments,
                    payments: c.payments,
                    amount_yuan: yuan(c.amount),
                })
                .collect(),
            codes: d.codes.iter().cloned().map(CodeView::from).collect(),
        }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LearnerCourseView {
    course_id: i64,
    course_name: String,
    #[schema(value_type = crate::domain::vocabulary::EnrolmentStatus)]
    status: i16,
    status_label: &'static str,
    paid: bool,
    exam_completed: bool,
}

/// An attributed learner: never the ID card, documents, answers, e-mail or full phone.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LearnerView {
    user_id: i64,
    username: String,
    name: Option<String>,
    /// Masked: 138****0006.
    phone: Option<String>,
    invite_code: Option<String>,
    registered_at: i64,
    courses: Vec<LearnerCourseView>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LearnersPage {
    learners: Vec<LearnerView>,
    total_count: u64,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LearnerQuery {
    /// A part of the learner's username or name, the visible digits of their masked phone
    /// (138****0006), or their whole number (at most 30 such searches an hour).
    q: Option<String>,
}

async fn dashboard_of(state: &AppState, distributor: i64, q: PeriodQuery) -> Answer {
    let period = service::period(state, q.from.as_deref(), q.to.as_deref())?;
    let d = service::dashboard(state, distributor, period).await?;
    Ok(ok(DashboardView::from(&d)))
}

async fn learners_of(
    state: &AppState,
    caller: i64,
    distributor: i64,
    q: LearnerQuery,
    page: Page,
) -> Answer {
    let (rows, total_count) =
        service::learners(state, caller, distributor, q.q.as_deref(), page).await?;
    Ok(ok(LearnersPage {
        learners: rows
            .into_iter()
            .map(|(l, courses)| LearnerView {
                user_id: l.id,
                username: l.username,
                name: l.name,
                phone: l.phone.as_deref().map(masked_phone),
                invite_code: l.code,
                registered_at: l.created_at,
                courses: courses
                    .into_iter()
                    .map(|c| LearnerCourseView {
                        status_label: Status::from_code(c.status).map_or("", Status::label),
                        course_id: c.course_id,
                        course_name: c.course_name,
                        status: c.status,
                        paid: c.paid,
                        exam_completed: c.exam_completed,
                    })
                    .collect(),
            })
            .collect(),
        total_count,
    }))
}

async fn codes_of(state: &AppState, distributor: i64) -> Answer {
    let codes = service::codes(state, distributor).await?;
    Ok(ok(CodesView {
        codes: codes.into_iter().map(CodeView::from).collect(),
    }))
}

/// The QR image (SVG) of a code's registration link on this site.
async fn qr_of(
    state: &AppState,
    headers: &axum::http::HeaderMap,
    distributor: i64,
    id: i64,
) -> Result<Response, AppError> {
    let path = service::code_link(state, distributor, id).await?;
    let url = format!("{}{path}", crate::api::origin(headers));
    let svg = qrcode::QrCode::new(url.as_bytes())
        .map_err(|e| AppError::Internal(anyhow::anyhow!("QR code of {url}: {e}")))?
        .render::<qrcode::render::svg::Color>()
        .min_dimensions(240, 240)
        .build();
    let mut response = svg.into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("image/svg+xml"),
    );
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("private, no-store"),
    );
    Ok(response)
}

/// The caller's dashboard for a period (default the last 30 days).
#[utoipa::path(get, path = "/api/v0/distributor/dashboard", tag = "distributor", security(("bearer" = [])),
    params(PeriodQuery),
    responses((status = 200, body = DashboardView), (status = 400), (status = 401), (status = 403)))]
pub async fn own_dashboard(
    State(state): State<AppState>,
    DashboardViewer(session): DashboardViewer,
    ApiQuery(q): ApiQuery<PeriodQuery>,
) -> Answer {
    dashboard_of(&state, session.user_id, q).await
}

/// The caller's invite codes with their all-time registrations.
#[utoipa::path(get, path = "/api/v0/distributor/invite-code", tag = "distributor", security(("bearer" = [])),
    responses((status = 200, body = CodesView), (status = 401), (status = 403)))]
pub async fn own_codes(
    State(state): State<AppState>,
    DashboardViewer(session): DashboardViewer,
) -> Answer {
    codes_of(&state, session.user_id).await
}

/// A new invite code (at most 20 per distributor).
#[utoipa::path(post, path = "/api/v0/distributor/invite-code", tag = "distributor", security(("bearer" = [])),
    request_body = CodeBody,
    responses((status = 200, body = CodeView), (status = 400), (status = 401), (status = 403), (status = 409)))]
pub async fn own_create(
    State(state): State<AppState>,
    DashboardViewer(session): DashboardViewer,
    ApiJson(body): ApiJson<CodeBody>,
) -> Answer {
    let code = service::create_code(&state, &session, session.user_id, body).await?;
    Ok(ok(CodeView::from(code)))
}

/// Relabels, disables or enables one of the caller's codes (403 for another's).
#[utoipa::path(put, path = "/api/v0/distributor/invite-code/{id}", tag = "distributor", security(("bearer" = [])),
    params(("id" = i64, Path)), request_body = CodeBody,
    responses((status = 200, body = CodeView), (status = 400), (status = 401), (status = 403), (status = 404)))]
pub async fn own_update(
    State(state): State<AppState>,
    DashboardViewer(session): DashboardViewer,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<CodeBody>,
) -> Answer {
    let code = service::update_code(&state, session.actor(), session.user_id, id, body).await?;
    Ok(ok(CodeView::from(code)))
}

/// The QR image of one of the caller's codes: the registration link on this site.
#[utoipa::path(get, path = "/api/v0/distributor/invite-code/{id}/qr.svg", tag = "distributor", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, description = "the QR code", content_type = "image/svg+xml"), (status = 401), (status = 403), (status = 404)))]
pub async fn own_qr(
    State(state): State<AppState>,
    DashboardViewer(session): DashboardViewer,
    Path(id): Path<i64>,
    headers: axum::http::HeaderMap,
) -> Result<Response, AppError> {
    qr_of(&state, &headers, session.user_id, id).await
}

/// The caller's attributed learners, newest first, with their courses.
#[utoipa::path(get, path = "/api/v0/distributor/learner", tag = "distributor", security(("bearer" = [])),
    params(LearnerQuery, PageParams),
    responses((status = 200, body = LearnersPage), (status = 400), (status = 401), (status = 403)))]
pub async fn own_learners(
    State(state): State<AppState>,
    DashboardViewer(session): DashboardViewer,
    ApiQuery(q): ApiQuery<LearnerQuery>,
    Paging(page): Paging<20>,
) -> Answer {
    learners_of(&state, session.user_id, session.user_id, q, page).await
}

/// A distributor's figures for a period (or all distributors' together).
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Figures {
    registrations: i64,
    enrolments: i64,
    payments: i64,
    amount_yuan: f64,
    passed: i64,
}

impl Figures {
    fn of<'a>(all: impl Iterator<Item = &'a Headline>) -> Self {
        let mut sum = Headline::default();
        for h in all {
            sum.registrations += h.registrations;
            sum.enrolments += h.enrolments;
            sum.payments += h.payments;
            sum.amount += h.amount;
            sum.passed += h.passed;
        }
        Self {
            registrations: sum.registrations,
            enrolments: sum.enrolments,
            payments: sum.payments,
            amount_yuan: yuan(sum.amount),
            passed: sum.passed,
        }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ComparedView {
    user_id: i64,
    username: String,
    name: Option<String>,
    codes: i64,
    active_codes: i64,
    #[serde(flatten)]
    figures: Figures,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ComparisonView {
    period: PeriodView,
    distributors: Vec<ComparedView>,
    totals: Figures,
}

/// Every distributor's figures for a period, with the totals.
#[utoipa::path(get, path = "/api/v0/admin/distributor", tag = "distributor", security(("bearer" = [])),
    params(PeriodQuery),
    responses((status = 200, body = ComparisonView), (status = 400), (status = 401), (status = 403)))]
pub async fn compare(
    State(state): State<AppState>,
    DistributorAdmin(_): DistributorAdmin,
    ApiQuery(q): ApiQuery<PeriodQuery>,
) -> Answer {
    let period = service::period(&state, q.from.as_deref(), q.to.as_deref())?;
    let rows = service::compare(&state, period).await?;
    let totals = Figures::of(rows.iter().map(|(_, h)| h));
    Ok(ok(ComparisonView {
        period: PeriodView {
            from: calendar::date_of_day(period.first),
            to: calendar::date_of_day(period.last),
            days: period.days(),
        },
        distributors: rows
            .into_iter()
            .map(|(d, h)| ComparedView {
                user_id: d.user_id,
                username: d.username,
                name: d.name,
                codes: d.codes,
                active_codes: d.active_codes,
                figures: Figures::of(std::iter::once(&h)),
            })
            .collect(),
        totals,
    }))
}

/// The comparison as an Excel workbook (sheet 渠道商对比).
#[utoipa::path(get, path = "/api/v0/admin/distributor/export", tag = "distributor", security(("bearer" = [])),
    params(PeriodQuery),
    responses((status = 200, description = "the .xlsx", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (status = 400), (status = 401), (status = 403)))]
pub async fn export(
    State(state): State<AppState>,
    DistributorAdmin(_): DistributorAdmin,
    ApiQuery(q): ApiQuery<PeriodQuery>,
) -> Result<Response, AppError> {
    let period = service::period(&state, q.from.as_deref(), q.to.as_deref())?;
    let rows = service::compare(&state, period).await?;
    const COLUMNS: [(&str, f64); 9] = [
        ("渠道商账号", 16.0),
        ("姓名", 14.0),
        ("邀请码", 10.0),
        ("有效邀请码", 12.0),
        ("注册人数", 12.0),
        ("报名人次", 12.0),
        ("缴费笔数", 12.0),
        ("缴费金额（元）", 16.0),
        ("考试通过", 12.0),
    ];
    let cells = rows
        .into_iter()
        .map(|(d, h)| -> Vec<Cell> {
            vec![
                d.username.into(),
                d.name.unwrap_or_default().into(),
                d.codes.into(),
                d.active_codes.into(),
                h.registrations.into(),
                h.enrolments.into(),
                h.payments.into(),
                yuan(h.amount).into(),
                h.passed.into(),
            ]
        })
        .collect();
    let bytes = sheet::build("渠道商对比", &COLUMNS, cells).map_err(AppError::Internal)?;
    let name = format!(
        "渠道商对比-{}-{}.xlsx",
        calendar::date_of_day(period.first).replace('-', ""),
        calendar::date_of_day(period.last).replace('-', "")
    );
    Ok(xlsx_attachment(bytes, &name))
}

/// A distributor's dashboard (404 when the account is not a distributor).
#[utoipa::path(get, path = "/api/v0/admin/distributor/{userId}/dashboard", tag = "distributor", security(("bearer" = [])),
    params(("userId" = i64, Path), PeriodQuery),
    responses((status = 200, body = DashboardView), (status = 400), (status = 401), (status = 403), (status = 404)))]
pub async fn dashboard(
    State(state): State<AppState>,
    DistributorAdmin(_): DistributorAdmin,
    Path(user_id): Path<i64>,
    ApiQuery(q): ApiQuery<PeriodQuery>,
) -> Answer {
    let distributor = service::distributor(&state, user_id).await?;
    dashboard_of(&state, distributor, q).await
}

/// A distributor's invite codes.
#[utoipa::path(get, path = "/api/v0/admin/distributor/{userId}/invite-code", tag = "distributor", security(("bearer" = [])),
    params(("userId" = i64, Path)),
    responses((status = 200, body = CodesView), (status = 401), (status = 403), (status = 404)))]
pub async fn codes(
    State(state): State<AppState>,
    DistributorAdmin(_): DistributorAdmin,
    Path(user_id): Path<i64>,
) -> Answer {
    let distributor = service::distributor(&state, user_id).await?;
    codes_of(&state, distributor).await
}

/// A new invite code for a distributor.
#[utoipa::path(post, path = "/api/v0/admin/distributor/{userId}/invite-code", tag = "distributor", security(("bearer" = [])),
    params(("userId" = i64, Path)), request_body = CodeBody,
    responses((status = 200, body = CodeView), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409)))]
pub async fn create(
    State(state): State<AppState>,
    DistributorAdmin(session): DistributorAdmin,
    Path(user_id): Path<i64>,
    ApiJson(body): ApiJson<CodeBody>,
) -> Answer {
    let distributor = service::distributor(&state, user_id).await?;
    let code = service::create_code(&state, &session, distributor, body).await?;
    Ok(ok(CodeView::from(code)))
}

/// Relabels, disables or enables a distributor's code.
#[utoipa::path(put, path = "/api/v0/admin/distributor/{userId}/invite-code/{id}", tag = "distributor", security(("bearer" = [])),
    params(("userId" = i64, Path), ("id" = i64, Path)), request_body = CodeBody,
    responses((status = 200, body = CodeView), (status = 400), (status = 401), (status = 403), (status = 404)))]
pub async fn update(
    State(state): State<AppState>,
    DistributorAdmin(session): DistributorAdmin,
    Path((user_id, id)): Path<(i64, i64)>,
    ApiJson(body): ApiJson<CodeBody>,
) -> Answer {
    let distributor = service::distributor(&state, user_id).await?;
    let code = service::update_code(&state, session.actor(), distributor, id, body).await?;
    Ok(ok(CodeView::from(code)))
}

/// The QR image of a distributor's code.
#[utoipa::path(get, path = "/api/v0/admin/distributor/{userId}/invite-code/{id}/qr.svg", tag = "distributor", security(("bearer" = [])),
    params(("userId" = i64, Path), ("id" = i64, Path)),
    responses((status = 200, description = "the QR code", content_type = "image/svg+xml"), (status = 401), (status = 403), (status = 404)))]
pub async fn qr(
    State(state): State<AppState>,
    DistributorAdmin(_): DistributorAdmin,
    Path((user_id, id)): Path<(i64, i64)>,
    headers: axum::http::HeaderMap,
) -> Result<Response, AppError> {
    let distributor = service::distributor(&state, user_id).await?;
    qr_of(&state, &headers, distributor, id).await
}

/// A distributor's attributed learners.
#[utoipa::path(get, path = "/api/v0/admin/distributor/{userId}/learner", tag = "distributor", security(("bearer" = [])),
    params(("userId" = i64, Path), LearnerQuery, PageParams),
    responses((status = 200, body = LearnersPage), (status = 400), (status = 401), (status = 403), (status = 404)))]
pub async fn learners(
    State(state): State<AppState>,
    DistributorAdmin(session): DistributorAdmin,
    Path(user_id): Path<i64>,
    ApiQuery(q): ApiQuery<LearnerQuery>,
    Paging(page): Paging<20>,
) -> Answer {
    let distributor = service::distributor(&state, user_id).await?;
    learners_of(&state, session.user_id, distributor, q, page).await
}
