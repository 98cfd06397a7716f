//! Enrolment, from the learner's draft to the enrolment number: the learner saves and submits
//! the application form with the documents (status 1), a material reviewer approves (2) or
//! rejects with a reason (3, the learner corrects and submits again), the learner uploads the
//! payment proof, finance confirms it (4: enrolled, an enrolment number is issued) or refuses it
//! with a reason, and marks the invoice issued. Every move is recorded (who, when, from, to, why),
//! the learner is notified of each decision, and the learner's cached facts are dropped at once.

use std::collections::{BTreeMap, HashMap};

use sea_orm::{ConnectionTrait, Set, TransactionTrait};
use serde::Deserialize;

use crate::auth::Session;
use crate::db::applications::Transition;
pub use crate::db::applications::{Application, Event, QueueFilter};
use crate::db::entity::application;
use crate::db::{self, courses::Course, files::FileRecord};
use crate::domain::audit::{Actor, Entry, Kind, Object};
use crate::domain::enrolment::{
    self as rules, Action, ApplicationForm, DocumentSlot, PAYMENT_METHODS, Status, documents_for,
};
use crate::domain::page::Page;
use crate::error::{AppError, AppResult, FieldErrors};
use crate::refusals;
use crate::service::AppState;
use crate::service::caches::Change;
use crate::service::caches::QueuePage;
use crate::service::work::Work;
use crate::service::{messaging, settings};

/// Sets a learner's enrolment status (1–4) directly: the command line and test arrangements.
/// People go through the moves below, which are recorded.
pub async fn set_status(
    state: &AppState,
    user_id: i64,
    course_id: i64,
    status: i16,
) -> AppResult<()> {
    let tx = db::begin_write(&state.db).await?;
    db::courses::set_status(&tx, user_id, course_id, status, state.clock.now_ms()).await?;
    tx.commit().await?;
    state.caches.enrolment_changed(user_id);
    Ok(())
}

/// A page of the reviewers' queue and how many applications match; from memory while no
/// enrolment changed (see `caches`), read in the queue's order from its index otherwise. A page
/// merely older than the time to live (the safety net for a change another instance did not
/// report) is answered while a task reads it again, as the distributors' dashboards are.
pub async fn queue(state: &AppState, filter: QueueFilter, page: Page) -> AppResult<QueuePage> {
    // Counted from the tally unless the filter names a course (the tally is read before the
    // page; a change committed between the two readings is in the page and counted by the next
    // reading, as with two statements before).
    let tallied = match filter.names_course() {
        true => None,
        false => Some(
            state
                .caches
                .queue_tally
                .get(&state.db)
                .await?
                .count(&filter),
        ),
    };
    let (conn, key) = (state.db.clone(), (filter.clone(), page));
    let found = state
        .caches
        .queue_pages
        .get_refreshing(key, || async move {
            let total = match tallied {
                Some(total) => total,
                None => db::applications::queue_count(&conn, &filter).await?,
            };
            let rows = db::applications::queue_page(&conn, &filter, page, total).await?;
            Ok::<_, AppError>((rows, total))
        })
        .await?;
    Ok(found.as_ref().clone())
}

/// A draft or a submission: the form and the documents by slot (file ids); a part left out
/// keeps what was saved.
#[derive(Deserialize, utoipa::ToSchema, Default)]
#[serde(rename_all = "camelCase")]
pub struct DraftBody {
    pub form: Option<ApplicationForm>,
    /// Slot name (declaration, workingProof, idFront, idBack, educationCert, photo) → file id.
    pub documents: Option<BTreeMap<String, i64>>,
}

/// An application as the learner and the desks see it, read in one go: the course, the learner's
/// status, the documents in the course's slot order and the payment proof (one lookup of files),
/// and the trail with the names of those who moved it. Every enrolment workflow answers it.
pub struct Record {
    pub course: Course,
    pub status: Option<Status>,
    pub application: Application,
    pub documents: Vec<(&'static DocumentSlot, FileRecord)>,
    pub payment_proof: Option<FileRecord>,
    /// Oldest first, each with its actor's name.
    pub trail: Vec<(Event, Option<String>)>,
}

/// Reads the record of an application (after the work that changed it has committed).
pub async fn record(db: &impl ConnectionTrait, application: Application) -> AppResult<Record> {
    let course = course(db, application.course_id).await?;
    let status = status_of(db, application.user_id, application.course_id).await?;
    let chosen: BTreeMap<String, i64> =
        serde_json::from_str(&application.documents).unwrap_or_default();
    let ids = chosen.values().copied().chain(application.payment_proof_id);
    let mut files: HashMap<i64, FileRecord> = db::files::find_many(db, ids.collect())
        .await?
        .into_iter()
        .map(|f| (f.id, f))
        .collect();
    let documents = documents_for(course.r#type)
        .iter()
        .filter_map(|slot| {
            let id = chosen.get(slot.name)?;
            Some((slot, files.get(id)?.clone()))
        })
        .collect();
    let payment_proof = application
        .payment_proof_id
        .and_then(|id| files.remove(&id));
    let events = db::applications::events(db, application.id).await?;
    let trail = super::with_actors(db, events, |e| e.actor_id).await?;
    Ok(Record {
        course,
        status,
        application,
        documents,
        payment_proof,
        trail,
    })
}

/// The learner's own application in a course: its record, or the course and the status when
/// no application exists yet.
pub enum Own {
    NotFiled {
        course: Course,
        status: Option<Status>,
    },
    Filed(Box<Record>),
}

pub async fn own(state: &AppState, session: &Session, course_id: i64) -> AppResult<Own> {
    match db::applications::find(&state.db, session.user_id, course_id).await? {
        Some(application) => Ok(Own::Filed(Box::new(record(&state.db, application).await?))),
        None => Ok(Own::NotFiled {
            course: course(&state.db, course_id).await?,
            status: status_of(&state.db, session.user_id, course_id).await?,
        }),
    }
}

/// The learner's own application in a course (404 before the first save): the Word form.
pub async fn own_application(
    state: &AppState,
    session: &Session,
    course_id: i64,
) -> AppResult<Application> {
    db::applications::find(&state.db, session.user_id, course_id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::ENROL_NOT_STARTED.into()))
}

/// The application `id` (of course `course_id`, None: any) as the desks read it.
pub async fn read(state: &AppState, id: i64, course_id: Option<i64>) -> AppResult<Record> {
    record(&state.db, application(&state.db, id, course_id).await?).await
}

/// How much work waits at each desk: applications for the reviewers, payment proofs for finance.
pub async fn waiting(state: &AppState) -> AppResult<(u64, u64)> {
    let tally = state.caches.queue_tally.get(&state.db).await?;
    let pending = QueueFilter {
        statuses: vec![Status::Pending.code()],
        ..Default::default()
    };
    let payments = QueueFilter {
        statuses: vec![Status::Approved.code()],
        payment_waiting: true,
        ..Default::default()
    };
    Ok((tally.count(&pending), tally.count(&payments)))
}

pub(super) async fn course(db: &impl ConnectionTrait, course_id: i64) -> AppResult<Course> {
    db::courses::find(db, course_id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::COURSE_NOT_FOUND.into()))
}

pub(super) async fn status_of(
    db: &impl ConnectionTrait,
    user_id: i64,
    course_id: i64,
) -> AppResult<Option<Status>> {
    Ok(db::applications::status(db, user_id, course_id)
        .await?
        .and_then(Status::from_code))
}

/// Checks the draft's values and documents and stores them (the learner may leave and resume).
pub async fn save_draft(
    state: &AppState,
    session: &Session,
    course_id: i64,
    body: DraftBody,
) -> AppResult<Record> {
    let mut work = Work::by(state, session.actor()).await?;
    let draft = draft(&mut work, session, course_id, body).await?;
    work.commit().await?;
    record(&state.db, draft.saved).await
}

/// A draft as stored, with what it was checked against.
struct Draft {
    course: Course,
    status: Option<Status>,
    form: ApplicationForm,
    documents: BTreeMap<String, i64>,
    saved: Application,
}

/// Checks and stores a draft within `work`.
async fn draft(
    work: &mut Work<'_>,
    session: &Session,
    course_id: i64,
    body: DraftBody,
) -> AppResult<Draft> {
    let db = &work.tx;
    let course = course(db, course_id).await?;
    let status = status_of(db, session.user_id, course_id).await?;
    if !rules::is_editable(status) {
        return Err(AppError::Conflict {
            field: "status",
            message: refusals::ENROL_NOT_EDITABLE.into(),
        });
    }
    // What the body leaves out stays as saved: no request loses a saved draft.
    let saved = db::applications::find(db, session.user_id, course_id).await?;
    let form = match body.form {
        Some(form) => form,
        None => saved
            .as_ref()
            .and_then(|a| serde_json::from_str(&a.form).ok())
            .unwrap_or_default(),
    };
    let documents = match body.documents {
        Some(documents) => documents,
        None => saved
            .as_ref()
            .and_then(|a| serde_json::from_str(&a.documents).ok())
            .unwrap_or_default(),
    };
    let mut errors = FieldErrors::new();
    for (field, message) in form.problems() {
        errors.add(field, message);
    }
    errors.into_result()?;
    check_documents(db, session, &course, &documents).await?;
    // A submitted application stays complete while it waits: the reviewer decides on a whole one.
    if status == Some(Status::Pending) {
        complete(&course, &form, &documents)?;
    }
    let saved = db::applications::save_draft(
        db,
        session.user_id,
        course_id,
        serde_json::to_string(&form).map_err(anyhow::Error::from)?,
        serde_json::to_string(&documents).map_err(anyhow::Error::from)?,
        work.now,
    )
    .await?;
    Ok(Draft {
        course,
        status,
        form,
        documents,
        saved,
    })
}

/// Each document is one of the course's slots, uploaded by the learner, of an accepted type.
async fn check_documents(
    db: &impl ConnectionTrait,
    session: &Session,
    course: &Course,
    documents: &BTreeMap<String, i64>,
) -> AppResult<()> {
    let slots = documents_for(course.r#type);
    let files = db::files::find_many(db, documents.values().copied().collect()).await?;
    for (name, file_id) in documents {
        let Some(slot) = slots.iter().find(|s| s.name == name) else {
            return Err(AppError::field(
                "documents",
                refusals::ENROL_DOCUMENT_UNKNOWN,
            ));
        };
        let file = files.iter().find(|f| f.id == *file_id);
        let Some(file) = file.filter(|f| f.owner_id == Some(session.user_id)) else {
            return Err(AppError::field(
                "documents",
                refusals::ENROL_DOCUMENT_NOT_OWN,
            ));
        };
        if !slot.mimes.contains(&file.mime.as_str()) {
            return Err(AppError::field(
                "documents",
                refusals::ENROL_DOCUMENT_TYPE.with("document", slot.label),
            ));
        }
    }
    Ok(())
}

/// Refuses an application that lacks a field of the form or a document of the course.
fn complete(
    course: &Course,
    form: &ApplicationForm,
    documents: &BTreeMap<String, i64>,
) -> AppResult<()> {
    let missing = form.missing();
    if !missing.is_empty() {
        return Err(AppError::field(
            "form",
            refusals::ENROL_FORM_INCOMPLETE.with("fields", missing.join("，")),
        ));
    }
    if let Some(slot) = documents_for(course.r#type)
        .iter()
        .find(|s| !documents.contains_key(s.name))
    {
        return Err(AppError::field(
            "documents",
            refusals::ENROL_DOCUMENT_MISSING.with("document", slot.label),
        ));
    }
    Ok(())
}

/// Saves the draft and submits it for review: status 1 (from none, 1 or 3). Everything the form
/// and the course's documents require must be there. One unit of work: the draft, the move and
/// its trail entry.
pub async fn submit(
    state: &AppState,
    session: &Session,
    course_id: i64,
    body: DraftBody,
) -> AppResult<Record> {
    let mut work = Work::by(state, session.actor()).await?;
    let Draft {
        course,
        status,
        form,
        documents,
        saved,
    } = draft(&mut work, session, course_id, body).await?;
    complete(&course, &form, &documents)?;
    let changes = application::ActiveModel {
        submitted_at: Set(Some(work.now)),
        ..Default::default()
    };
    let user = work.actor.clone();
    let saved = transition(
        &mut work,
        user,
        saved,
        Action::Submit,
        status,
        None,
        changes,
    )
    .await?;
    // Desks work by name: an account without one takes the name the learner wrote on the form.
    if db::users::fill_name(&work.tx, session.user_id, form.name.trim()).await? {
        work.changed(Change::Profile {
            user: session.user_id,
        });
    }
    work.commit().await?;
    tracing::info!(
        application_id = saved.id,
        course_id,
        "application submitted"
    );
    record(&state.db, saved).await
}

/// A reviewer's or finance's decision.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct DecisionBody {
    /// Materials: approve or reject. Payments: confirm or refuse.
    #[schema(value_type = Option<crate::domain::vocabulary::Decision>)]
    pub result: Option<String>,
    /// Required when rejecting or refusing; shown to the learner.
    pub reason: Option<String>,
    /// The application's `updatedAt` as the reviewer loaded it: when the learner has changed it
    /// since, the decision is refused (409) so that nobody approves what they have not seen.
    pub version: Option<i64>,
}

/// A decision as checked: what is decided (a reason is required to reject or refuse) and the
/// version of the application it was taken on.
pub struct Decision {
    pub action: Action,
    pub reason: Option<String>,
    pub version: Option<i64>,
}

impl TryFrom<DecisionBody> for Decision {
    type Error = AppError;

    fn try_from(body: DecisionBody) -> AppResult<Self> {
        let action = Self::action(&body)
            .ok_or_else(|| AppError::field("result", refusals::ENROL_DECISION_INVALID))?;
        let reason = body
            .reason
            .as_deref()
            .map(str::trim)
            .filter(|r| !r.is_empty())
            .map(str::to_string);
        if matches!(action, Action::Reject | Action::RefusePayment) && reason.is_none() {
            return Err(AppError::field("reason", refusals::ENROL_REASON_REQUIRED));
        }
        if let Some(r) = &reason {
            crate::domain::rules::at_most(r, 500).map_err(|m| AppError::field("reason", m))?;
        }
        Ok(Self {
            action,
            reason,
            version: body.version,
        })
    }
}

impl Decision {
    /// The decision, if it is one of these two (a desk decides its own step only).
    fn one_of(body: DecisionBody, actions: [Action; 2]) -> AppResult<Self> {
        if !Self::action(&body).is_some_and(|a| actions.contains(&a)) {
            return Err(AppError::field("result", refusals::ENROL_DECISION_INVALID));
        }
        Self::try_from(body)
    }

    fn action(body: &DecisionBody) -> Option<Action> {
        match body.result.as_deref()? {
            rules::APPROVE => Some(Action::Approve),
            rules::REJECT => Some(Action::Reject),
            rules::CONFIRM => Some(Action::ConfirmPayment),
            rules::REFUSE => Some(Action::RefusePayment),
            _ => None,
        }
    }
}

/// The application `id` of course `course_id` (None: any course), or 404.
pub async fn application(
    db: &impl ConnectionTrait,
    id: i64,
    course_id: Option<i64>,
) -> AppResult<Application> {
    db::applications::get(db, id)
        .await?
        .filter(|a| course_id.is_none_or(|c| c == a.course_id))
        .ok_or_else(|| AppError::NotFound(refusals::ENROL_NOT_FOUND.into()))
}

/// A material reviewer (or an administrator) approves (→ 2) or rejects with a reason (→ 3) an
/// application waiting for review; the learner is notified either way.
pub async fn decide_materials(
    state: &AppState,
    session: &Session,
    course_id: i64,
    id: i64,
    body: DecisionBody,
) -> AppResult<Record> {
    let Decision {
        action,
        reason,
        version,
    } = Decision::one_of(body, [Action::Approve, Action::Reject])?;
    let mut work = Work::by(state, session.actor()).await?;
    let found = application(&work.tx, id, Some(course_id)).await?;
    if version.is_some_and(|v| v != found.updated_at) {
        return Err(AppError::Conflict {
            field: "version",
            message: refusals::ENROL_CHANGED_SINCE_LOADED.into(),
        });
    }
    let from = status_of(&work.tx, found.user_id, found.course_id).await?;
    let course = course(&work.tx, found.course_id).await?;
    let changes = application::ActiveModel {
        reviewer_id: Set(Some(session.user_id)),
        reviewed_at: Set(Some(work.now)),
        review_reason: Set(reason.clone()),
        ..Default::default()
    };
    let user = work.actor.clone();
    let why = reason.clone();
    let saved = transition(&mut work, user, found, action, from, why, changes).await?;
    let (title, content) = match action {
        Action::Approve => (
            "报名材料审核通过".to_string(),
            format!(
                "您报名的「{}」材料审核已通过，请尽快完成缴费。",
                course.name
            ),
        ),
        _ => (
            "报名材料审核未通过".to_string(),
            format!(
                "您报名的「{}」材料审核未通过，原因：{}。请修改后重新提交。",
                course.name,
                reason.unwrap_or_default()
            ),
        ),
    };
    messaging::notify(&mut work, &[saved.user_id], "course", &title, &content).await?;
    work.commit().await?;
    record(&state.db, saved).await
}

/// The learner's transfer: method, transaction reference and the proof (a file they uploaded).
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentBody {
    /// wechat (default), alipay or bank.
    #[schema(value_type = Option<crate::domain::vocabulary::PaymentMethod>)]
    pub method: Option<String>,
    pub reference: Option<String>,
    pub proof_file_id: Option<i64>,
}

/// A payment as the learner declares it, checked: the method, the transaction's reference and
/// the proof's file (whose owner and type `submit_payment` checks).
pub struct Payment {
    pub method: String,
    pub reference: String,
    pub proof_file_id: i64,
}

impl TryFrom<PaymentBody> for Payment {
    type Error = AppError;

    fn try_from(body: PaymentBody) -> AppResult<Self> {
        let mut errors = FieldErrors::new();
        let method = body.method.unwrap_or_else(|| PAYMENT_METHODS[0].into());
        if !PAYMENT_METHODS.contains(&method.as_str()) {
            errors.add("method", refusals::PAYMENT_METHOD_INVALID);
        }
        let reference = body.reference.unwrap_or_default().trim().to_string();
        if reference.is_empty() {
            errors.add("reference", refusals::PAYMENT_REFERENCE_REQUIRED);
        } else {
            errors.check("reference", crate::domain::rules::at_most(&reference, 64));
        }
        if body.proof_file_id.is_none() {
            errors.add("proofFileId", refusals::PAYMENT_PROOF_REQUIRED);
        }
        errors.finish(|| {
            Some(Self {
                method,
                reference,
                proof_file_id: body.proof_file_id?,
            })
        })
    }
}

/// The learner uploads the payment proof of an approved application (status stays 2 until
/// finance confirms it).
pub async fn submit_payment(
    state: &AppState,
    session: &Session,
    course_id: i64,
    body: PaymentBody,
) -> AppResult<Record> {
    let mut work = Work::by(state, session.actor()).await?;
    let found = db::applications::find(&work.tx, session.user_id, course_id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::ENROL_NOT_FOUND.into()))?;
    let from = status_of(&work.tx, session.user_id, course_id).await?;
    Action::Pay.next(from).map_err(|r| AppError::Conflict {
        field: "status",
        message: r.into(),
    })?;
    let Payment {
        method,
        reference,
        proof_file_id,
    } = body.try_into()?;
    let proof = db::files::find(&work.tx, proof_file_id)
        .await?
        .ok_or_else(|| AppError::field("proofFileId", refusals::PAYMENT_PROOF_REQUIRED))?;
    if proof.owner_id != Some(session.user_id) {
        return Err(AppError::field(
            "proofFileId",
            refusals::ENROL_DOCUMENT_NOT_OWN,
        ));
    }
    if !["image/jpeg", "image/png", "application/pdf"].contains(&proof.mime.as_str()) {
        return Err(AppError::field(
            "proofFileId",
            refusals::ENROL_DOCUMENT_TYPE.with("document", "缴费凭证"),
        ));
    }
    let changes = application::ActiveModel {
        payment_method: Set(Some(method)),
        payment_reference: Set(Some(reference)),
        payment_proof_id: Set(Some(proof.id)),
        payment_submitted_at: Set(Some(work.now)),
        payment_refusal: Set(None),
        ..Default::default()
    };
    let user = work.actor.clone();
    let saved = transition(&mut work, user, found, Action::Pay, from, None, changes).await?;
    work.commit().await?;
    record(&state.db, saved).await
}

/// Finance (or an administrator) confirms a payment proof (→ 4, enrolment number issued) or
/// refuses it with a reason (stays 2; the learner may upload again); the learner is notified.
pub async fn decide_payment(
    state: &AppState,
    session: &Session,
    id: i64,
    body: DecisionBody,
) -> AppResult<Record> {
    let Decision { action, reason, .. } =
        Decision::one_of(body, [Action::ConfirmPayment, Action::RefusePayment])?;
    let mut work = Work::by(state, session.actor()).await?;
    let found = application(&work.tx, id, None).await?;
    if found.payment_submitted_at.is_none() || found.paid_at.is_some() {
        return Err(AppError::Conflict {
            field: "status",
            message: refusals::PAYMENT_NOT_SUBMITTED.into(),
        });
    }
    let from = status_of(&work.tx, found.user_id, found.course_id).await?;
    let course = course(&work.tx, found.course_id).await?;
    let changes = match action {
        Action::ConfirmPayment => application::ActiveModel {
            finance_id: Set(Some(session.user_id)),
            paid_at: Set(Some(work.now)),
            paid_amount: Set(Some(course.fee)),
            ..Default::default()
        },
        _ => application::ActiveModel {
            finance_id: Set(Some(session.user_id)),
            payment_submitted_at: Set(None),
            payment_proof_id: Set(None),
            payment_refusal: Set(reason.clone()),
            ..Default::default()
        },
    };
    let user = work.actor.clone();
    let why = reason.clone();
    let saved = transition(&mut work, user, found, action, from, why, changes).await?;
    let (title, content) = match action {
        Action::ConfirmPayment => (
            "缴费已确认，报名成功".to_string(),
            format!(
                "您报名的「{}」缴费已确认，报名编号：{}。现在可以开始学习了。",
                course.name,
                saved.enrolment_number.clone().unwrap_or_default()
            ),
        ),
        _ => (
            "缴费凭证未通过".to_string(),
            format!(
                "您报名的「{}」缴费凭证未通过，原因：{}。请重新上传缴费凭证。",
                course.name,
                reason.unwrap_or_default()
            ),
        ),
    };
    messaging::notify(&mut work, &[saved.user_id], "course", &title, &content).await?;
    work.commit().await?;
    record(&state.db, saved).await
}

/// Finance marks the invoice of an enrolled application issued.
pub async fn issue_invoice(state: &AppState, session: &Session, id: i64) -> AppResult<Record> {
    let mut work = Work::by(state, session.actor()).await?;
    let found = application(&work.tx, id, None).await?;
    let from = status_of(&work.tx, found.user_id, found.course_id).await?;
    let changes = application::ActiveModel {
        invoice_issued: Set(true),
        ..Default::default()
    };
    let (user, action) = (work.actor.clone(), Action::IssueInvoice);
    let saved = transition(&mut work, user, found, action, from, None, changes).await?;
    work.commit().await?;
    record(&state.db, saved).await
}

/// Records one move by `actor` (the work's, or the system's: a graded exam) within `work`: refused
/// (409) when the status does not allow it, or when another person moved the application first
/// (the whole work is then rolled back).
pub(super) async fn transition(
    work: &mut Work<'_>,
    actor: Actor,
    found: Application,
    action: Action,
    from: Option<Status>,
    reason: Option<String>,
    changes: application::ActiveModel,
) -> AppResult<Application> {
    let to = action.next(from).map_err(|refusal| AppError::Conflict {
        field: "status",
        message: refusal.into(),
    })?;
    let learner = found.user_id;
    let number_for_year = (action == Action::ConfirmPayment).then(|| rules::year_of(work.now));
    // A concurrent confirmation in the same course may take the same number (the course's row
    // lock and SQLite's write lock make it unlikely): try again from a savepoint.
    for _ in 0..5 {
        let t = Transition {
            application: found.clone(),
            action: action.name(),
            from: from.map(Status::code),
            to: to.code(),
            reason: reason.clone(),
            needs_proof: matches!(action, Action::ConfirmPayment | Action::RefusePayment),
            changes: changes.clone(),
            number_for_year,
        };
        let attempt = work.tx.begin().await?;
        match db::applications::apply(&attempt, t, &actor, work.now).await {
            Ok(Some(saved)) => {
                attempt.commit().await?;
                work.changed(Change::Enrolment { learner });
                tracing::info!(
                    application_id = saved.id,
                    action = action.name(),
                    by = actor.id,
                    "enrolment moved"
                );
                return Ok(saved);
            }
            Ok(None) => break,
            Err(err) if db::applications::is_number_taken(&err) => attempt.rollback().await?,
            Err(err) => return Err(err.into()),
        }
    }
    Err(AppError::Conflict {
        field: "status",
        message: refusals::ENROL_DECIDED_ELSEWHERE.into(),
    })
}

/// The most applications one purge of ID-card images reads (the next round takes the rest).
const PURGE_MAX: u64 = 500;

/// Deletes the ID-card images (身份证正面 / 反面) of applications settled — decided, or a draft
/// never submitted — and unchanged for longer than the retention period (run every 10 minutes):
/// the slots leave the application (a later submission asks for them again), each with its entry
/// in the audit log, and the files go once nothing else uses their bytes. Answers how many
/// applications lost their images.
pub async fn purge_id_images(state: &AppState) -> AppResult<usize> {
    let days = settings::id_image_retention_days(state).await?;
    let before = state.clock.now_ms() - days * 86_400_000;
    let found = db::applications::with_old_id_images(&state.db, before, PURGE_MAX).await?;
    if found.is_empty() {
        return Ok(0);
    }
    let work = Work::begin(state).await?;
    let mut gone = Vec::new();
    let mut purged = 0;
    for a in found {
        let mut documents: BTreeMap<String, i64> =
            serde_json::from_str(&a.documents).unwrap_or_default();
        let images: Vec<i64> = rules::ID_IMAGE_SLOTS
            .iter()
            .filter_map(|slot| documents.remove(*slot))
            .collect();
        if images.is_empty() {
            continue;
        }
        db::applications::set_documents(&work.tx, a.id, db::json_text(&documents)).await?;
        let label = db::applications::label(&work.tx, a.user_id, a.course_id).await?;
        let entry = Entry::new(
            Kind::Deletion,
            "删除到期的身份证照片",
            Object::Application,
            Some(a.id),
        )
        .label(label)
        .reason(Some(format!("保存期满 {days} 天")));
        work.audit(entry).await?;
        gone.extend(images);
        purged += 1;
    }
    work.commit().await?;
    for record in db::files::find_many(&state.db, gone).await? {
        if db::files::uses(&state.db, std::slice::from_ref(&record))
            .await?
            .is_empty()
        {
            super::files::delete_record(state, record).await?;
        }
    }
    if purged > 0 {
        tracing::info!(purged, days, "ID-card images past their retention deleted");
    }
    Ok(purged)
}

/// A learner's application form as the desks download it (recorded: it holds the ID number and
/// the photo).
pub async fn desk_form(
    state: &AppState,
    session: &Session,
    course_id: i64,
    id: i64,
) -> AppResult<Vec<u8>> {
    let found = application(&state.db, id, Some(course_id)).await?;
    let bytes = form_document(state, &found).await?;
    let entry = Entry::new(Kind::Export, "下载报名表", Object::Application, Some(id))
        .label(db::applications::label(&state.db, found.user_id, found.course_id).await?);
    super::audit::read_personal(state, session, entry).await?;
    Ok(bytes)
}

/// The application form as a Word document (职业技能等级认定申报表), filled with the saved draft
/// and the learner's own uploaded photo; the same document for the learner and the desks.
pub async fn form_document(state: &AppState, application: &Application) -> AppResult<Vec<u8>> {
    let course = course(&state.db, application.course_id).await?;
    let form: ApplicationForm = serde_json::from_str(&application.form).unwrap_or_default();
    // Reading and decoding the photo take CPU and memory (the file, up to ~80 MiB decoded): two
    // forms at once, off the request threads.
    static RENDERING: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(2);
    let _turn = RENDERING.acquire().await.map_err(anyhow::Error::from)?;
    let photo = match form.photo.strip_prefix("/files/") {
        Some(sha) => {
            let owned = db::files::by_sha(&state.db, sha)
                .await?
                .iter()
                .any(|f| f.owner_id == Some(application.user_id));
            if owned {
                state.storage.read_all(sha).await?
            } else {
                None
            }
        }
        None => None,
    };
    let name = course.name.clone();
    let bytes = tokio::task::spawn_blocking(move || {
        let render = crate::documents::application_form::render;
        match render(&form, &name, photo.as_deref()) {
            Ok(bytes) => Ok(bytes),
            // A photo the image decoder cannot read (or would not decode) leaves the box empty.
            Err(_) if photo.is_some() => render(&form, &name, None),
            Err(err) => Err(err),
        }
    })
    .await
    .map_err(anyhow::Error::from)??;
    Ok(bytes)
}
