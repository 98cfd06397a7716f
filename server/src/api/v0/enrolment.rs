//! Enrolment calls: the learner's application (draft, submission, payment), the material
//! reviewers' queue and decisions, finance's payment decisions and invoices. The workflow is
//! `service::enrolment`.

use axum::Router;
use axum::extract::{Path, State};
use axum::response::Response;
use axum::routing::{get, post, put};
use serde::{Deserialize, Serialize};

use crate::api::{Answer, ApiJson, ApiQuery, PageParams, Paging, ok};
use crate::auth::{FinanceDesk, MaterialDesk, Member, StaffDesk};
use crate::db::certificates::CertificateRow;
use crate::domain::enrolment::{
    self as rules, ApplicationForm, CERTIFICATE_GET_TYPES, EXAM_SUBJECTS, EXAM_TYPES, GENDERS,
    GUANGDONG, ID_TYPES, LEVELS, PAYMENT_METHODS, ReviewedResult, Status, documents_for,
};
use crate::error::AppError;
use crate::service::AppState;
use crate::service::certificates::{self, CertificateBody, ExamResultBody};
use crate::service::enrolment::{
    self as enrolment, Application, DecisionBody, DraftBody, Own, PaymentBody, QueueFilter, Record,
};
use crate::service::{Course, FileRecord};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/enrolment/options", get(options))
        .route("/enrolment/{course_id}", get(own).put(save_draft))
        .route("/enrolment/{course_id}/submit", post(submit))
        .route("/enrolment/{course_id}/form.docx", get(own_document))
        .route("/enrolment/{course_id}/payment", post(pay))
        .route("/reviewer/summary", get(summary))
        .route("/reviewer/material", get(material_queue))
        .route(
            "/reviewer/material/{course_id}/record/{id}",
            get(material_record).put(decide_materials),
        )
        .route(
            "/reviewer/material/{course_id}/record/{id}/form.docx",
            get(record_document),
        )
        .route(
            "/reviewer/material/{course_id}/record/{id}/exam",
            put(record_exam),
        )
        .route(
            "/reviewer/material/{course_id}/record/{id}/certificate",
            put(issue_certificate),
        )
        .route("/user/certificate", get(own_certificates))
        .route("/finance/payment", get(payment_queue))
        .route(
            "/finance/payment/{id}",
            get(payment_record).put(decide_payment),
        )
        .route("/finance/payment/{id}/invoice", put(issue_invoice))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Level {
    name: &'static str,
    /// The declareCondition list of this level.
    conditions: Vec<&'static str>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct City {
    /// Without 市: examPlace is '广东省' + name + '市' + district.
    name: &'static str,
    districts: Vec<&'static str>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct DocumentSlotView {
    name: &'static str,
    label: &'static str,
    /// Accepted content types.
    types: Vec<&'static str>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EnrolmentOptions {
    genders: Vec<&'static str>,
    id_types: Vec<&'static str>,
    levels: Vec<Level>,
    exam_types: Vec<&'static str>,
    exam_subjects: Vec<&'static str>,
    certificate_get_types: Vec<&'static str>,
    cities: Vec<City>,
    #[schema(value_type = Vec<crate::domain::vocabulary::PaymentMethod>)]
    payment_methods: Vec<&'static str>,
    /// The documents of a certification class (type 0) and of a special class (type 1).
    certification_documents: Vec<DocumentSlotView>,
    special_documents: Vec<DocumentSlotView>,
    /// The fields the download and the submission need, as [field, label].
    required: Vec<[&'static str; 2]>,
}

fn slots(course_type: i16) -> Vec<DocumentSlotView> {
    documents_for(course_type)
        .iter()
        .map(|s| DocumentSlotView {
            name: s.name,
            label: s.label,
            types: s.mimes.to_vec(),
        })
        .collect()
}

/// The option lists of the application form (one source for the wizard and the server's checks).
#[utoipa::path(get, path = "/api/v0/enrolment/options", tag = "enrolment", responses((status = 200, body = EnrolmentOptions)))]
pub async fn options() -> Answer {
    Ok(ok(EnrolmentOptions {
        genders: GENDERS.to_vec(),
        id_types: ID_TYPES.to_vec(),
        levels: LEVELS
            .iter()
            .map(|(name, conditions)| Level {
                name,
                conditions: conditions.to_vec(),
            })
            .collect(),
        exam_types: EXAM_TYPES.to_vec(),
        exam_subjects: EXAM_SUBJECTS.to_vec(),
        certificate_get_types: CERTIFICATE_GET_TYPES.to_vec(),
        cities: GUANGDONG
            .iter()
            .map(|(name, districts)| City {
                name,
                districts: districts.to_vec(),
            })
            .collect(),
        payment_methods: PAYMENT_METHODS.to_vec(),
        certification_documents: slots(0),
        special_documents: slots(1),
        required: rules::REQUIRED.iter().map(|(f, l)| [*f, *l]).collect(),
    }))
}

/// A document of an application as the API shows it (private file: the owner and staff read it).
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DocumentView {
    slot: String,
    label: String,
    file_id: i64,
    name: String,
    r#type: String,
    size: i64,
    url: String,
}

/// One step of the audit trail.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EventView {
    /// submit, approve, reject, pay, confirmPayment, refusePayment or issueInvoice.
    action: String,
    #[schema(value_type = Option<crate::domain::vocabulary::EnrolmentStatus>)]
    from_status: Option<i16>,
    #[schema(value_type = Option<crate::domain::vocabulary::EnrolmentStatus>)]
    to_status: Option<i16>,
    at: i64,
    /// The actor's name (the learner, or the staff member's name or username).
    actor: Option<String>,
    reason: Option<String>,
}

/// An application with everything the learner and the staff see of it.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApplicationView {
    /// The application's id (null before the first save).
    id: Option<i64>,
    course_id: i64,
    course_name: String,
    /// 0 certification class, 1 special-topic class.
    #[schema(value_type = crate::domain::vocabulary::CourseType)]
    course_type: i16,
    /// In fen.
    fee: i64,
    /// 1 pending review, 2 approved (pay), 3 rejected, 4 enrolled; null: not applied.
    #[schema(value_type = Option<crate::domain::vocabulary::EnrolmentStatus>)]
    status: Option<i16>,
    form: ApplicationForm,
    documents: Vec<DocumentView>,
    submitted_materials: bool,
    submitted_at: Option<i64>,
    reviewed_at: Option<i64>,
    /// The reviewer's reason of the last rejection.
    review_reason: Option<String>,
    #[schema(value_type = Option<crate::domain::vocabulary::PaymentMethod>)]
    payment_method: Option<String>,
    payment_reference: Option<String>,
    payment_proof: Option<DocumentView>,
    payment_submitted_at: Option<i64>,
    /// Finance's reason when the last proof was refused.
    payment_refusal: Option<String>,
    payment_completed: bool,
    paid_at: Option<i64>,
    enrolment_number: Option<String>,
    issued_registration_code: bool,
    invoice_issued: bool,
    certificate_issued: bool,
    /// The learner passed the course's exam (graded at the pass mark, or recorded by staff).
    exam_completed: bool,
    exam_completed_at: Option<i64>,
    certificate: Option<RecordCertificate>,
    events: Vec<EventView>,
    /// The version of the application (milliseconds of its last change; null before the first
    /// save): a reviewer sends it back as the decision's `version`.
    updated_at: Option<i64>,
}

/// The certificate an application names now (the desks' record of it).
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecordCertificate {
    number: String,
    /// One of the five national levels (五级/初级工 … 一级/高级技师).
    level: String,
    /// YYYY-MM-DD.
    date: String,
    authority: String,
    issued_at: i64,
}

impl RecordCertificate {
    fn of(a: &Application) -> Option<Self> {
        if !a.certificate_issued {
            return None;
        }
        Some(Self {
            number: a.certificate_number.clone()?,
            level: a.certificate_level.clone().unwrap_or_default(),
            date: a.certificate_date.clone().unwrap_or_default(),
            authority: a.certificate_authority.clone().unwrap_or_default(),
            issued_at: a.certificate_issued_at.unwrap_or(a.updated_at),
        })
    }
}

/// A certificate issued for an enrolment, as its holder sees it.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CertificateView {
    /// The certificate's id (its PDF: `GET /user/certificate/{id}/pdf`).
    id: i64,
    course_id: i64,
    course_name: String,
    number: String,
    /// One of the five national levels (五级/初级工 … 一级/高级技师).
    level: String,
    /// YYYY-MM-DD.
    date: String,
    authority: String,
    issued_at: i64,
    /// The token of its public verification link (`/verify?t=…`).
    token: String,
    /// When it was revoked (null: valid), and why.
    revoked_at: Option<i64>,
    revoke_reason: Option<String>,
}

impl CertificateView {
    fn of(c: CertificateRow, course_name: String) -> Self {
        Self {
            id: c.id,
            course_id: c.course_id,
            course_name,
            number: c.number,
            level: c.level,
            date: c.issue_date,
            authority: c.authority,
            issued_at: c.issued_at,
            token: c.token,
            revoked_at: c.revoked_at,
            revoke_reason: c.revoke_reason,
        }
    }
}

fn document(slot: &str, label: &str, f: FileRecord) -> DocumentView {
    DocumentView {
        slot: slot.into(),
        label: label.into(),
        file_id: f.id,
        url: format!("/files/{}", f.sha256),
        name: f.name,
        r#type: f.mime,
        size: f.size,
    }
}

fn not_filed(course: Course, status: Option<Status>) -> ApplicationView {
    ApplicationView {
        id: None,
        course_id: course.id,
        course_name: course.name,
        course_type: course.r#type,
        fee: course.fee,
        status: status.map(Status::code),
        form: ApplicationForm::default(),
        documents: Vec::new(),
        submitted_materials: false,
        submitted_at: None,
        reviewed_at: None,
        review_reason: None,
        payment_method: None,
        payment_reference: None,
        payment_proof: None,
        payment_submitted_at: None,
        payment_refusal: None,
        payment_completed: false,
        paid_at: None,
        enrolment_number: None,
        issued_registration_code: false,
        invoice_issued: false,
        certificate_issued: false,
        exam_completed: false,
        exam_completed_at: None,
        certificate: None,
        events: Vec::new(),
        updated_at: None,
    }
}

fn view(record: Record) -> ApplicationView {
    let Record {
        course,
        status,
        application: a,
        documents,
        payment_proof,
        trail,
    } = record;
    let certificate = RecordCertificate::of(&a);
    ApplicationView {
        id: Some(a.id),
        course_id: course.id,
        course_name: course.name,
        course_type: course.r#type,
        fee: course.fee,
        status: status.map(Status::code),
        form: serde_json::from_str(&a.form).unwrap_or_default(),
        documents: documents
            .into_iter()
            .map(|(slot, f)| document(slot.name, slot.label, f))
            .collect(),
        submitted_materials: a.submitted_at.is_some(),
        submitted_at: a.submitted_at,
        reviewed_at: a.reviewed_at,
        review_reason: a.review_reason,
        payment_method: a.payment_method,
        payment_reference: a.payment_reference,
        payment_proof: payment_proof.map(|f| document("paymentProof", "缴费凭证", f)),
        payment_submitted_at: a.payment_submitted_at,
        payment_refusal: a.payment_refusal,
        payment_completed: a.paid_at.is_some(),
        paid_at: a.paid_at,
        issued_registration_code: a.enrolment_number.is_some(),
        enrolment_number: a.enrolment_number,
        invoice_issued: a.invoice_issued,
        certificate_issued: a.certificate_issued,
        exam_completed: a.exam_completed,
        exam_completed_at: a.exam_completed_at,
        certificate,
        events: trail
            .into_iter()
            .map(|(e, actor)| EventView {
                actor,
                action: e.action,
                from_status: e.from_status,
                to_status: e.to_status,
                at: e.at,
                reason: e.reason,
            })
            .collect(),
        updated_at: Some(a.updated_at),
    }
}

/// The caller's application in a course: the draft (or what was submitted), the documents,
/// the payment, the enrolment number and the timeline.
#[utoipa::path(get, path = "/api/v0/enrolment/{course_id}", tag = "enrolment", security(("bearer" = [])),
    params(("course_id" = i64, Path)), responses((status = 200, body = ApplicationView), (status = 401), (status = 403), (status = 404)))]
pub async fn own(
    State(state): State<AppState>,
    Member(session): Member,
    Path(course_id): Path<i64>,
) -> Answer {
    Ok(ok(
        match enrolment::own(&state, &session, course_id).await? {
            Own::Filed(record) => view(*record),
            Own::NotFiled { course, status } => not_filed(course, status),
        },
    ))
}

/// Saves the draft (while not submitted, pending review or rejected); values are checked, the
/// form may be incomplete.
#[utoipa::path(put, path = "/api/v0/enrolment/{course_id}", tag = "enrolment", security(("bearer" = [])),
    params(("course_id" = i64, Path)), request_body = DraftBody,
    responses((status = 200, body = ApplicationView), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409)))]
pub async fn save_draft(
    State(state): State<AppState>,
    Member(session): Member,
    Path(course_id): Path<i64>,
    ApiJson(body): ApiJson<DraftBody>,
) -> Answer {
    Ok(ok(view(
        enrolment::save_draft(&state, &session, course_id, body).await?,
    )))
}

/// Submits the application for review (status 1); the whole form and every document are needed.
#[utoipa::path(post, path = "/api/v0/enrolment/{course_id}/submit", tag = "enrolment", security(("bearer" = [])),
    params(("course_id" = i64, Path)), request_body = DraftBody,
    responses((status = 200, body = ApplicationView), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409)))]
pub async fn submit(
    State(state): State<AppState>,
    Member(session): Member,
    Path(course_id): Path<i64>,
    ApiJson(body): ApiJson<DraftBody>,
) -> Answer {
    Ok(ok(view(
        enrolment::submit(&state, &session, course_id, body).await?,
    )))
}

/// Uploads the payment proof of an approved application (status 2).
#[utoipa::path(post, path = "/api/v0/enrolment/{course_id}/payment", tag = "enrolment", security(("bearer" = [])),
    params(("course_id" = i64, Path)), request_body = PaymentBody,
    responses((status = 200, body = ApplicationView), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409)))]
pub async fn pay(
    State(state): State<AppState>,
    Member(session): Member,
    Path(course_id): Path<i64>,
    ApiJson(body): ApiJson<PaymentBody>,
) -> Answer {
    Ok(ok(view(
        enrolment::submit_payment(&state, &session, course_id, body).await?,
    )))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeskSummary {
    /// Applications waiting for the material reviewers.
    materials_waiting: u64,
    /// Payment proofs waiting for finance.
    payments_waiting: u64,
}

/// How much work waits at each desk (the reviewer and finance homes).
#[utoipa::path(get, path = "/api/v0/reviewer/summary", tag = "review", security(("bearer" = [])),
    responses((status = 200, body = DeskSummary), (status = 401), (status = 403)))]
pub async fn summary(State(state): State<AppState>, _: StaffDesk) -> Answer {
    let (materials_waiting, payments_waiting) = enrolment::waiting(&state).await?;
    Ok(ok(DeskSummary {
        materials_waiting,
        payments_waiting,
    }))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct QueueQuery {
    /// Part of the course name (case-insensitive).
    course_name: Option<String>,
    /// pending (status 1), approved (2 or 4), rejected (3); absent: all.
    reviewed_result: Option<ReviewedResult>,
    submitted_materials: Option<bool>,
    issued_registration_code: Option<bool>,
    exam_completed: Option<bool>,
    certificate_issued: Option<bool>,
    payment_completed: Option<bool>,
    invoice_issued: Option<bool>,
}

/// One application in a queue (no ID numbers or documents: those are on the record).
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QueueEntry {
    id: i64,
    course_id: i64,
    course_name: String,
    #[schema(value_type = crate::domain::vocabulary::CourseType)]
    course_type: i16,
    fee: i64,
    user_id: i64,
    username: String,
    learner_name: Option<String>,
    #[schema(value_type = crate::domain::vocabulary::EnrolmentStatus)]
    status: i16,
    submitted_at: Option<i64>,
    reviewed_at: Option<i64>,
    payment_submitted_at: Option<i64>,
    submitted_materials: bool,
    payment_completed: bool,
    issued_registration_code: bool,
    enrolment_number: Option<String>,
    exam_completed: bool,
    certificate_issued: bool,
    invoice_issued: bool,
    updated_at: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Queue {
    records: Vec<QueueEntry>,
    total_count: u64,
}

async fn queue(state: &AppState, filter: QueueFilter, page: crate::domain::page::Page) -> Answer {
    let (rows, total_count) = enrolment::queue(state, filter, page).await?;
    Ok(ok(Queue {
        records: rows
            .into_iter()
            .map(|r| QueueEntry {
                id: r.id,
                course_id: r.course_id,
                course_name: r.course_name,
                course_type: r.course_type,
                fee: r.fee,
                user_id: r.user_id,
                username: r.username,
                learner_name: r.learner_name,
                status: r.status,
                submitted_materials: r.submitted_at.is_some(),
                submitted_at: r.submitted_at,
                reviewed_at: r.reviewed_at,
                payment_submitted_at: r.payment_submitted_at,
                payment_completed: r.paid_at.is_some(),
                issued_registration_code: r.enrolment_number.is_some(),
                enrolment_number: r.enrolment_number,
                exam_completed: r.exam_completed,
                certificate_issued: r.certificate_issued,
                invoice_issued: r.invoice_issued,
                updated_at: r.updated_at,
            })
            .collect(),
        total_count,
    }))
}

/// The submitted applications (material reviewers, finance read-only, administrators), pending
/// ones oldest first.
#[utoipa::path(get, path = "/api/v0/reviewer/material", tag = "review", security(("bearer" = [])),
    params(QueueQuery, PageParams), responses((status = 200, body = Queue), (status = 400), (status = 401), (status = 403)))]
pub async fn material_queue(
    State(state): State<AppState>,
    _: StaffDesk,
    ApiQuery(q): ApiQuery<QueueQuery>,
    Paging(page): Paging<10>,
) -> Answer {
    let statuses = q
        .reviewed_result
        .map(ReviewedResult::statuses)
        .unwrap_or_default();
    let filter = QueueFilter {
        course_name: q.course_name,
        statuses,
        submitted_materials: q.submitted_materials,
        payment_completed: q.payment_completed,
        issued_registration_code: q.issued_registration_code,
        exam_completed: q.exam_completed,
        certificate_issued: q.certificate_issued,
        invoice_issued: q.invoice_issued,
        payment_waiting: false,
    };
    queue(&state, filter, page).await
}

/// One application with the form, the documents and the timeline.
#[utoipa::path(get, path = "/api/v0/reviewer/material/{course_id}/record/{id}", tag = "review", security(("bearer" = [])),
    params(("course_id" = i64, Path), ("id" = i64, Path)), responses((status = 200, body = ApplicationView), (status = 401), (status = 403), (status = 404)))]
pub async fn material_record(
    State(state): State<AppState>,
    _: StaffDesk,
    Path((course_id, id)): Path<(i64, i64)>,
) -> Answer {
    Ok(ok(view(
        enrolment::read(&state, id, Some(course_id)).await?,
    )))
}

/// Approves (→ 2) or rejects with a reason (→ 3) an application waiting for review. 409 when
/// it is not waiting (any more): another reviewer decided first.
#[utoipa::path(put, path = "/api/v0/reviewer/material/{course_id}/record/{id}", tag = "review", security(("bearer" = [])),
    params(("course_id" = i64, Path), ("id" = i64, Path)), request_body = DecisionBody,
    responses((status = 200, body = ApplicationView), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409)))]
pub async fn decide_materials(
    State(state): State<AppState>,
    MaterialDesk(session): MaterialDesk,
    Path((course_id, id)): Path<(i64, i64)>,
    ApiJson(body): ApiJson<DecisionBody>,
) -> Answer {
    Ok(ok(view(
        enrolment::decide_materials(&state, &session, course_id, id, body).await?,
    )))
}

/// Records that an enrolled learner passed the course's exam (examCompleted true), or withdraws
/// it (false; refused once a certificate is issued). 409 when the learner is not enrolled (4).
#[utoipa::path(put, path = "/api/v0/reviewer/material/{course_id}/record/{id}/exam", tag = "review", security(("bearer" = [])),
    params(("course_id" = i64, Path), ("id" = i64, Path)), request_body = ExamResultBody,
    responses((status = 200, body = ApplicationView), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409)))]
pub async fn record_exam(
    State(state): State<AppState>,
    MaterialDesk(session): MaterialDesk,
    Path((course_id, id)): Path<(i64, i64)>,
    ApiJson(body): ApiJson<ExamResultBody>,
) -> Answer {
    Ok(ok(view(
        certificates::record_exam(&state, &session, course_id, id, body).await?,
    )))
}

/// Records (or corrects) the certificate issued to an enrolled learner who passed the exam; the
/// learner is told. 409 when not enrolled, the exam not passed, or the number already used.
#[utoipa::path(put, path = "/api/v0/reviewer/material/{course_id}/record/{id}/certificate", tag = "review", security(("bearer" = [])),
    params(("course_id" = i64, Path), ("id" = i64, Path)), request_body = CertificateBody,
    responses((status = 200, body = ApplicationView), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409)))]
pub async fn issue_certificate(
    State(state): State<AppState>,
    MaterialDesk(session): MaterialDesk,
    Path((course_id, id)): Path<(i64, i64)>,
    ApiJson(body): ApiJson<CertificateBody>,
) -> Answer {
    Ok(ok(view(
        certificates::issue_certificate(&state, &session, course_id, id, body).await?,
    )))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct OwnCertificates {
    certificates: Vec<CertificateView>,
}

/// The caller's certificates, newest first (shown under 我的证书 with the official look-up link).
#[utoipa::path(get, path = "/api/v0/user/certificate", tag = "enrolment", security(("bearer" = [])),
    responses((status = 200, body = OwnCertificates), (status = 401)))]
pub async fn own_certificates(State(state): State<AppState>, Member(session): Member) -> Answer {
    let held = certificates::own(&state, &session).await?;
    Ok(ok(OwnCertificates {
        certificates: held
            .into_iter()
            .map(|(c, name)| CertificateView::of(c, name))
            .collect(),
    }))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct PaymentQuery {
    course_name: Option<String>,
    /// waiting (a proof to check, the default) or confirmed.
    state: Option<String>,
}

/// Payments: proofs waiting for finance (oldest first), or confirmed ones.
#[utoipa::path(get, path = "/api/v0/finance/payment", tag = "review", security(("bearer" = [])),
    params(PaymentQuery, PageParams), responses((status = 200, body = Queue), (status = 400), (status = 401), (status = 403)))]
pub async fn payment_queue(
    State(state): State<AppState>,
    _: FinanceDesk,
    ApiQuery(q): ApiQuery<PaymentQuery>,
    Paging(page): Paging<10>,
) -> Answer {
    let confirmed = q.state.as_deref() == Some("confirmed");
    let filter = QueueFilter {
        course_name: q.course_name,
        payment_completed: confirmed.then_some(true),
        payment_waiting: !confirmed,
        ..Default::default()
    };
    queue(&state, filter, page).await
}

/// One application as finance sees it (the same record as the reviewers').
#[utoipa::path(get, path = "/api/v0/finance/payment/{id}", tag = "review", security(("bearer" = [])),
    params(("id" = i64, Path)), responses((status = 200, body = ApplicationView), (status = 401), (status = 403), (status = 404)))]
pub async fn payment_record(
    State(state): State<AppState>,
    _: FinanceDesk,
    Path(id): Path<i64>,
) -> Answer {
    Ok(ok(view(enrolment::read(&state, id, None).await?)))
}

/// Confirms a payment (→ 4, the enrolment number is issued) or refuses the proof with a reason.
#[utoipa::path(put, path = "/api/v0/finance/payment/{id}", tag = "review", security(("bearer" = [])),
    params(("id" = i64, Path)), request_body = DecisionBody,
    responses((status = 200, body = ApplicationView), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409)))]
pub async fn decide_payment(
    State(state): State<AppState>,
    FinanceDesk(session): FinanceDesk,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<DecisionBody>,
) -> Answer {
    Ok(ok(view(
        enrolment::decide_payment(&state, &session, id, body).await?,
    )))
}

/// Marks the invoice of an enrolled application issued.
#[utoipa::path(put, path = "/api/v0/finance/payment/{id}/invoice", tag = "review", security(("bearer" = [])),
    params(("id" = i64, Path)), responses((status = 200, body = ApplicationView), (status = 401), (status = 403), (status = 404), (status = 409)))]
pub async fn issue_invoice(
    State(state): State<AppState>,
    FinanceDesk(session): FinanceDesk,
    Path(id): Path<i64>,
) -> Answer {
    Ok(ok(view(
        enrolment::issue_invoice(&state, &session, id).await?,
    )))
}

/// The .docx answer: a download named 职业技能等级认定申报表.docx, never cached.
fn docx(bytes: Vec<u8>) -> Response {
    crate::api::attachment(
        bytes,
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "职业技能等级认定申报表.docx",
    )
}

/// The caller's application form as a Word document, filled with the saved draft.
#[utoipa::path(get, path = "/api/v0/enrolment/{course_id}/form.docx", tag = "enrolment", security(("bearer" = [])),
    params(("course_id" = i64, Path)), responses((status = 200, description = "the .docx"), (status = 401), (status = 403), (status = 404)))]
pub async fn own_document(
    State(state): State<AppState>,
    Member(session): Member,
    Path(course_id): Path<i64>,
) -> Result<Response, AppError> {
    let application = enrolment::own_application(&state, &session, course_id).await?;
    Ok(docx(enrolment::form_document(&state, &application).await?))
}

/// A learner's application form as a Word document (the desks).
#[utoipa::path(get, path = "/api/v0/reviewer/material/{course_id}/record/{id}/form.docx", tag = "review", security(("bearer" = [])),
    params(("course_id" = i64, Path), ("id" = i64, Path)), responses((status = 200, description = "the .docx"), (status = 401), (status = 403), (status = 404)))]
pub async fn record_document(
    State(state): State<AppState>,
    StaffDesk(session): StaffDesk,
    Path((course_id, id)): Path<(i64, i64)>,
) -> Result<Response, AppError> {
    Ok(docx(
        enrolment::desk_form(&state, &session, course_id, id).await?,
    ))
}
