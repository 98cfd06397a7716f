//! Enrolment applications, their audit trail and the reviewers' queue. A transition changes the
//! enrolment's status only if it is still the one the decision was made on (one guarded UPDATE
//! the database serialises), so of two reviewers deciding at once exactly one wins.

use sea_orm::prelude::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, FromQueryResult, QueryFilter,
    QueryOrder, QuerySelect, Set,
};

use super::entity::{application, enrolment, enrolment_event};
use super::{DbError, DbResult, count, statement};
use crate::domain::audit::{Actor, Entry, Object};
use crate::domain::enrolment::{Status, action_label, audit_kind};
use crate::domain::page::Page;

pub type Application = application::Model;
pub type Event = enrolment_event::Model;

pub async fn find(
    db: &impl ConnectionTrait,
    user_id: i64,
    course_id: i64,
) -> DbResult<Option<Application>> {
    Ok(application::Entity::find()
        .filter(application::Column::UserId.eq(user_id))
        .filter(application::Column::CourseId.eq(course_id))
        .one(db)
        .await?)
}

pub async fn get(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<Application>> {
    Ok(application::Entity::find_by_id(id).one(db).await?)
}

/// The learner's enrolment status in a course (None: not enrolled at all).
pub async fn status(
    db: &impl ConnectionTrait,
    user_id: i64,
    course_id: i64,
) -> DbResult<Option<i16>> {
    Ok(enrolment::Entity::find_by_id((user_id, course_id))
        .one(db)
        .await?
        .map(|e| e.status))
}

/// Creates or changes the learner's draft (form and documents as JSON).
pub async fn save_draft(
    db: &impl ConnectionTrait,
    user_id: i64,
    course_id: i64,
    form: String,
    documents: String,
    now: i64,
) -> DbResult<Application> {
    match find(db, user_id, course_id).await? {
        Some(found) => {
            let mut model: application::ActiveModel = found.into();
            model.form = Set(form.into());
            model.documents = Set(documents);
            model.updated_at = Set(now);
            Ok(model.update(db).await?)
        }
        None => Ok(application::ActiveModel {
            user_id: Set(user_id),
            course_id: Set(course_id),
            status: Set(status(db, user_id, course_id).await?),
            form: Set(form.into()),
            documents: Set(documents),
            invoice_issued: Set(false),
            certificate_issued: Set(false),
            created_at: Set(now),
            updated_at: Set(now),
            ..Default::default()
        }
        .insert(db)
        .await?),
    }
}

/// One recorded move of an application: the status it must still have (`from`, None when no
/// enrolment exists yet), the status after it, who and why, and the application's new fields.
pub struct Transition {
    pub application: Application,
    pub action: &'static str,
    pub from: Option<i16>,
    pub to: i16,
    pub reason: Option<String>,
    /// The move needs a payment proof that is still there (no concurrent refusal took it).
    pub needs_proof: bool,
    /// The application's fields after the move (its id and user/course stay).
    pub changes: application::ActiveModel,
    /// Give the application the year's next enrolment number of its course.
    pub number_for_year: Option<i32>,
}

/// Applies a transition by `actor` (the system: an exam graded at the pass mark) within the
/// caller's transaction (the workflow's, or a savepoint of it), stamped `now`, with its trail row
/// and its audit entry. `Ok(None)`: the status (or the proof) changed since the decision was
/// made; the caller rolls back what was written.
pub async fn apply(
    tx: &impl ConnectionTrait,
    t: Transition,
    actor: &Actor,
    now: i64,
) -> DbResult<Option<Application>> {
    let (user_id, course_id) = (t.application.user_id, t.application.course_id);
    let moved = match t.from {
        Some(from) => {
            enrolment::Entity::update_many()
                .col_expr(enrolment::Column::Status, Expr::value(t.to))
                .col_expr(enrolment::Column::UpdatedAt, Expr::value(now))
                .filter(enrolment::Column::UserId.eq(user_id))
                .filter(enrolment::Column::CourseId.eq(course_id))
                .filter(enrolment::Column::Status.eq(from))
                .exec(tx)
                .await?
                .rows_affected
                == 1
        }
        None => {
            let insert = enrolment::Entity::insert(enrolment::ActiveModel {
                user_id: Set(user_id),
                course_id: Set(course_id),
                status: Set(t.to),
                created_at: Set(now),
                updated_at: Set(now),
            })
            .on_conflict(
                sea_orm::sea_query::OnConflict::columns([
                    enrolment::Column::UserId,
                    enrolment::Column::CourseId,
                ])
                .do_nothing()
                .to_owned(),
            )
            .exec_without_returning(tx)
            .await?;
            insert == 1
        }
    };
    if !moved {
        return Ok(None);
    }
    let mut changes = t.changes;
    changes.updated_at = Set(now);
    changes.status = Set(Some(t.to));
    if let Some(year) = t.number_for_year {
        let sequence = next_sequence(tx, year, course_id).await?;
        changes.enrolment_number = Set(Some(crate::domain::enrolment::enrolment_number(
            year, course_id, sequence,
        )));
    }
    let mut update = application::Entity::update_many()
        .set(changes)
        .filter(application::Column::Id.eq(t.application.id));
    if t.needs_proof {
        update = update.filter(application::Column::PaymentSubmittedAt.is_not_null());
    }
    if update.exec(tx).await?.rows_affected != 1 {
        return Ok(None);
    }
    let status = |code: Option<i16>| code.and_then(Status::from_code).map(Status::label);
    let entry = Entry::new(
        audit_kind(t.action),
        action_label(t.action),
        Object::Application,
        Some(t.application.id),
    )
    .label(label(tx, user_id, course_id).await?)
    .change(status(t.from), status(Some(t.to)))
    .reason(t.reason.as_deref());
    enrolment_event::ActiveModel {
        application_id: Set(t.application.id),
        actor_id: Set(actor.id),
        at: Set(now),
        action: Set(t.action.to_string()),
        from_status: Set(t.from),
        to_status: Set(Some(t.to)),
        reason: Set(t.reason),
        ..Default::default()
    }
    .insert(tx)
    .await?;
    super::audit::record(tx, actor, now, entry).await?;
    get(tx, t.application.id).await
}

/// Applications no longer waiting for review (decided, or a draft never submitted), unchanged
/// since before `before`, whose documents still name an ID-card image; at most `max`.
pub async fn with_old_id_images(
    db: &impl ConnectionTrait,
    before: i64,
    max: u64,
) -> DbResult<Vec<Application>> {
    let mut images = sea_orm::Condition::any();
    for slot in crate::domain::enrolment::ID_IMAGE_SLOTS {
        images = images.add(application::Column::Documents.contains(format!("\"{slot}\"")));
    }
    Ok(application::Entity::find()
        .filter(application::Column::UpdatedAt.lt(before))
        .filter(
            sea_orm::Condition::any()
                .add(application::Column::Status.is_null())
                .add(application::Column::Status.ne(Status::Pending.code())),
        )
        .filter(images)
        .order_by_asc(application::Column::Id)
        .limit(max)
        .all(db)
        .await?)
}

/// Replaces an application's documents (slot → file id, JSON), leaving its time of change.
pub async fn set_documents(db: &impl ConnectionTrait, id: i64, documents: String) -> DbResult<()> {
    application::Entity::update_many()
        .col_expr(application::Column::Documents, Expr::value(documents))
        .filter(application::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}

/// How the audit log names an application: the learner's name and the course's.
pub async fn label(db: &impl ConnectionTrait, user_id: i64, course_id: i64) -> DbResult<String> {
    let learner = super::courses::name_of(db, user_id).await?;
    let course = super::entity::course::Entity::find_by_id(course_id)
        .one(db)
        .await?
        .map(|c| c.name)
        .unwrap_or_default();
    Ok(format!("{learner} · {course}"))
}

/// The sequence of the year's next enrolment number of a course (inside the transition's
/// transaction). Numbers of one course are taken one after the other: the course's row is held
/// until the commit (PostgreSQL; SQLite's write lock already holds everything), so the next one
/// is read after the last was written; the unique index still refuses a duplicate, which is then
/// retried. The last is the longest, then the greatest (the sequence has four digits until 9 999
/// and more after).
async fn next_sequence(db: &impl ConnectionTrait, year: i32, course_id: i64) -> DbResult<u32> {
    if db.get_database_backend() == sea_orm::DatabaseBackend::Postgres {
        super::entity::course::Entity::find_by_id(course_id)
            .lock_exclusive()
            .one(db)
            .await?;
    }
    let prefix = crate::domain::enrolment::enrolment_number_prefix(year, course_id);
    let last = application::Entity::find()
        .filter(application::Column::EnrolmentNumber.starts_with(&prefix))
        .order_by_desc(Expr::cust("LENGTH(enrolment_number)"))
        .order_by_desc(application::Column::EnrolmentNumber)
        .one(db)
        .await?
        .and_then(|a| a.enrolment_number);
    Ok(last
        .and_then(|n| n[prefix.len()..].parse::<u32>().ok())
        .unwrap_or(0)
        + 1)
}

/// The application holding a certificate number, if any.
pub async fn with_certificate(db: &impl ConnectionTrait, number: &str) -> DbResult<Option<i64>> {
    Ok(application::Entity::find()
        .filter(application::Column::CertificateNumber.eq(number))
        .one(db)
        .await?
        .map(|a| a.id))
}

/// The audit trail of an application, oldest first, with each actor's display name.
pub async fn events(db: &impl ConnectionTrait, application_id: i64) -> DbResult<Vec<Event>> {
    Ok(enrolment_event::Entity::find()
        .filter(enrolment_event::Column::ApplicationId.eq(application_id))
        .order_by_asc(enrolment_event::Column::Id)
        .all(db)
        .await?)
}

/// What the reviewers' queue filters on (spec 001 §7); every filter is optional.
#[derive(Debug, Default, Clone, PartialEq, Eq, Hash)]
pub struct QueueFilter {
    pub course_name: Option<String>,
    /// Enrolment statuses to show (empty: every submitted application).
    pub statuses: Vec<i16>,
    pub submitted_materials: Option<bool>,
    pub payment_completed: Option<bool>,
    pub issued_registration_code: Option<bool>,
    pub exam_completed: Option<bool>,
    pub certificate_issued: Option<bool>,
    pub invoice_issued: Option<bool>,
    /// Only applications with a payment proof waiting for finance.
    pub payment_waiting: bool,
}

/// One row of the reviewers' queue.
#[derive(Debug, Clone, FromQueryResult)]
pub struct QueueRow {
    pub id: i64,
    pub user_id: i64,
    pub course_id: i64,
    pub status: i16,
    pub username: String,
    pub learner_name: Option<String>,
    pub course_name: String,
    pub course_type: i16,
    pub fee: i64,
    pub submitted_at: Option<i64>,
    pub reviewed_at: Option<i64>,
    pub payment_submitted_at: Option<i64>,
    pub paid_at: Option<i64>,
    pub enrolment_number: Option<String>,
    pub invoice_issued: bool,
    pub certificate_issued: bool,
    pub exam_completed: bool,
    pub updated_at: i64,
}

const QUEUE_FROM: &str = "FROM applications a \
     JOIN enrolments e ON e.user_id = a.user_id AND e.course_id = a.course_id \
     JOIN users u ON u.id = a.user_id \
     JOIN courses c ON c.id = a.course_id";
/// The same without a filter on the course: `+a.course_id` keeps SQLite (3.51, at 300 000
/// applications) from reading every course's applications and sorting them (1.2 s) instead of
/// walking the queue's order index and stopping after the page (under 1 ms).
const QUEUE_FROM_ANY_COURSE: &str = "FROM applications a \
     JOIN enrolments e ON e.user_id = a.user_id AND e.course_id = a.course_id \
     JOIN users u ON u.id = a.user_id \
     JOIN courses c ON c.id = +a.course_id";
/// What the count needs: the application alone (its copy of the status), the course only for
/// its name. A submitted application always has its enrolment (it is made by the submission).
const COUNT_FROM: &str = "FROM applications a";
const COUNT_FROM_NAMED: &str = "FROM applications a JOIN courses c ON c.id = a.course_id";

/// The WHERE clause of a queue filter with its values, and the FROM its count needs.
fn queue_where(f: &QueueFilter) -> (String, super::Params, &'static str) {
    let mut clauses = vec!["a.submitted_at IS NOT NULL".to_string()];
    let mut params = super::Params::default();
    if let Some(name) = f
        .course_name
        .as_deref()
        .map(str::trim)
        .filter(|n| !n.is_empty())
    {
        let p = params.bind(format!("%{}%", name.to_lowercase()));
        clauses.push(format!("LOWER(c.name) LIKE {p}"));
    }
    if !f.statuses.is_empty() {
        let list: Vec<String> = f.statuses.iter().map(|s| params.bind(*s)).collect();
        clauses.push(format!("a.status IN ({})", list.join(", ")));
    }
    let flag =
        |on: Option<bool>, yes: &str, no: &str| on.map(|b| if b { yes } else { no }.to_string());
    clauses.extend(
        [
            flag(
                f.submitted_materials,
                "a.submitted_at IS NOT NULL",
                "a.submitted_at IS NULL",
            ),
            flag(
                f.payment_completed,
                "a.paid_at IS NOT NULL",
                "a.paid_at IS NULL",
            ),
            flag(
                f.issued_registration_code,
                "a.enrolment_number IS NOT NULL",
                "a.enrolment_number IS NULL",
            ),
            flag(
                f.certificate_issued,
                "a.certificate_issued = TRUE",
                "a.certificate_issued = FALSE",
            ),
            flag(
                f.invoice_issued,
                "a.invoice_issued = TRUE",
                "a.invoice_issued = FALSE",
            ),
            flag(
                f.exam_completed,
                "a.exam_completed = TRUE",
                "a.exam_completed = FALSE",
            ),
            f.payment_waiting
                .then(|| "a.payment_submitted_at IS NOT NULL AND a.paid_at IS NULL".to_string()),
        ]
        .into_iter()
        .flatten(),
    );
    let count_from = if clauses.iter().any(|c| c.contains("c.name")) {
        COUNT_FROM_NAMED
    } else {
        COUNT_FROM
    };
    (clauses.join(" AND "), params, count_from)
}

/// How many submitted applications match the filter.
pub async fn queue_count(db: &impl ConnectionTrait, f: &QueueFilter) -> DbResult<u64> {
    let (filter, params, count_from) = queue_where(f);
    let n = count(
        db,
        &format!("SELECT COUNT(*) AS n {count_from} WHERE {filter}"),
        params.0,
    )
    .await?;
    Ok(n as u64)
}

/// A page of submitted applications matching the filter, of which there are `matching`: waiting
/// ones first come, first served (pending by submission, payments by the time of the proof: a
/// learner who corrects a document keeps their place), otherwise the most recently changed first
/// (each read in the order of an index, so a page stops after its rows instead of sorting every
/// match).
pub async fn queue_page(
    db: &impl ConnectionTrait,
    f: &QueueFilter,
    page: Page,
    matching: u64,
) -> DbResult<Vec<QueueRow>> {
    let (filter, mut params, count_from) = queue_where(f);
    // Filtered by course name, the queue is walked in its order too when the named courses hold
    // enough of all applications for the page to come after a few of them (12 of 200 courses,
    // 300 000 applications: some 1 000 read for the fourth page, where reading those courses'
    // 12 600 applications and sorting them took 60 ms); when they hold few, their applications
    // are read and sorted.
    let walk = count_from != COUNT_FROM_NAMED || {
        let newest = count(
            db,
            "SELECT COALESCE(MAX(id), 0) AS n FROM applications",
            vec![],
        )
        .await?;
        matching.saturating_mul(matching) > page.end().saturating_mul(newest.max(0) as u64)
    };
    let from = if walk {
        QUEUE_FROM_ANY_COURSE
    } else {
        QUEUE_FROM
    };
    let order = if f.payment_waiting {
        "a.payment_submitted_at ASC, a.id ASC"
    } else if f.statuses == [1] {
        "a.submitted_at ASC, a.id ASC"
    } else {
        "a.updated_at DESC, a.id DESC"
    };
    let limit = params.bind(page.size() as i64);
    let offset = params.bind(page.offset() as i64);
    Ok(QueueRow::find_by_statement(statement(
        db,
        &format!(
            "SELECT a.id, a.user_id, a.course_id, e.status, u.username, u.name AS learner_name, \
             c.name AS course_name, c.type AS course_type, c.fee, a.submitted_at, a.reviewed_at, \
             a.payment_submitted_at, a.paid_at, a.enrolment_number, a.invoice_issued, \
             a.certificate_issued, a.exam_completed, a.updated_at \
             {from} WHERE {filter} ORDER BY {order} LIMIT {limit} OFFSET {offset}"
        ),
        params.0,
    ))
    .all(db)
    .await?)
}

/// What the queue's filters read of a submitted application but its course: its status and
/// which of the flags below it has. The queue's counts are kept per state (`queue_tally`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct QueueState {
    pub status: i16,
    flags: u8,
}

impl QueueState {
    /// Paid: `paid_at` is set.
    pub const PAID: u8 = 1;
    /// A payment proof was sent: `payment_submitted_at` is set.
    pub const PROOF: u8 = 2;
    /// An enrolment number was given.
    pub const NUMBERED: u8 = 4;
    pub const CERTIFICATE: u8 = 8;
    pub const INVOICE: u8 = 16;
    pub const EXAM: u8 = 32;

    pub fn new(status: i16, flags: u8) -> Self {
        Self { status, flags }
    }

    fn has(self, flag: u8) -> bool {
        self.flags & flag != 0
    }
}

impl QueueFilter {
    /// Whether a submitted application in `state` matches every filter but the course name (the
    /// rule [`queue_where`] writes in SQL).
    pub fn admits(&self, state: QueueState) -> bool {
        let flag = |wanted: Option<bool>, flag: u8| wanted.is_none_or(|b| state.has(flag) == b);
        (self.statuses.is_empty() || self.statuses.contains(&state.status))
            && self.submitted_materials != Some(false)
            && flag(self.payment_completed, QueueState::PAID)
            && flag(self.issued_registration_code, QueueState::NUMBERED)
            && flag(self.certificate_issued, QueueState::CERTIFICATE)
            && flag(self.invoice_issued, QueueState::INVOICE)
            && flag(self.exam_completed, QueueState::EXAM)
            && (!self.payment_waiting
                || (state.has(QueueState::PROOF) && !state.has(QueueState::PAID)))
    }

    /// Whether the filter names a course (then only the database can count it).
    pub fn names_course(&self) -> bool {
        self.course_name
            .as_deref()
            .is_some_and(|n| !n.trim().is_empty())
    }
}

#[derive(FromQueryResult)]
struct StateRow {
    id: i64,
    submitted: i32,
    status: i16,
    flags: i32,
}

/// The queue state of every submitted application (`users` None), or of each application of
/// `users` with None for one not submitted, handed to `each` by application id as they are read
/// (the whole queue is read from its index alone).
pub async fn queue_states(
    db: &super::Db,
    users: Option<&[i64]>,
    mut each: impl FnMut(i64, Option<QueueState>),
) -> DbResult<()> {
    use futures_util::TryStreamExt;
    let mut params = super::Params::default();
    let filter = match users {
        None => "a.submitted_at IS NOT NULL".to_string(),
        Some(users) => {
            let list: Vec<String> = users.iter().map(|u| params.bind(*u)).collect();
            format!("a.user_id IN ({})", list.join(", "))
        }
    };
    let flags = [
        ("a.paid_at IS NOT NULL", QueueState::PAID),
        ("a.payment_submitted_at IS NOT NULL", QueueState::PROOF),
        ("a.enrolment_number IS NOT NULL", QueueState::NUMBERED),
        ("a.certificate_issued", QueueState::CERTIFICATE),
        ("a.invoice_issued", QueueState::INVOICE),
        ("a.exam_completed", QueueState::EXAM),
    ]
    .map(|(on, flag)| format!("CASE WHEN {on} THEN {flag} ELSE 0 END"))
    .join(" + ");
    let mut rows = StateRow::find_by_statement(statement(
        db,
        &format!(
            "SELECT a.id, CASE WHEN a.submitted_at IS NOT NULL THEN 1 ELSE 0 END AS submitted, \
             a.status, {flags} AS flags FROM applications a WHERE {filter}"
        ),
        params.0,
    ))
    .stream(db)
    .await?;
    while let Some(row) = rows.try_next().await? {
        // A long reading lets the requests in every few hundred rows (see `users::listed`).
        tokio::task::coop::consume_budget().await;
        let state = (row.submitted != 0).then(|| QueueState::new(row.status, row.flags as u8));
        each(row.id, state);
    }
    Ok(())
}

/// Whether a DbError is the unique index on enrolment numbers (a concurrent confirmation took
/// the same number: retry).
pub fn is_number_taken(err: &DbError) -> bool {
    matches!(err, DbError::Unique { constraint }
        if constraint == "idx_applications_number" || constraint == "applications.enrolment_number")
}

/// Enrols imported learners in a course at once (within the caller's transaction): for each, an
/// application with its form, the enrolment at `to` (2 approved, or 4 enrolled with the year's
/// next enrolment numbers of the course, taken in order under the course's lock), and the trail —
/// `import` (none → 2) and, when enrolled, `enrolDirectly` (2 → 4) — by `actor` with `reason`.
/// The learners are new accounts: none has an application or enrolment in the course yet.
pub async fn import_many(
    tx: &impl ConnectionTrait,
    course_id: i64,
    learners: &[(i64, String)],
    enrolled: bool,
    actor: i64,
    reason: &str,
    now: i64,
) -> DbResult<()> {
    use crate::domain::enrolment::{enrolment_number, year_of};
    let mut numbers = None;
    if enrolled {
        let year = year_of(now);
        numbers = Some((year, next_sequence(tx, year, course_id).await?));
    }
    let status = if enrolled {
        Status::Enrolled
    } else {
        Status::Approved
    };
    for (c, chunk) in learners.chunks(200).enumerate() {
        application::Entity::insert_many(chunk.iter().enumerate().map(|(i, (user_id, form))| {
            application::ActiveModel {
                user_id: Set(*user_id),
                course_id: Set(course_id),
                form: Set(form.clone().into()),
                documents: Set("{}".into()),
                submitted_at: Set(Some(now)),
                reviewer_id: Set(Some(actor)),
                reviewed_at: Set(Some(now)),
                paid_at: Set(enrolled.then_some(now)),
                finance_id: Set(enrolled.then_some(actor)),
                enrolment_number: Set(numbers.map(|(year, first)| {
                    enrolment_number(year, course_id, first + (c * 200 + i) as u32)
                })),
                invoice_issued: Set(false),
                certificate_issued: Set(false),
                exam_completed: Set(false),
                status: Set(Some(status.code())),
                created_at: Set(now),
                updated_at: Set(now),
                ..Default::default()
            }
        }))
        .exec_without_returning(tx)
        .await?;
        enrolment::Entity::insert_many(chunk.iter().map(|(user_id, _)| enrolment::ActiveModel {
            user_id: Set(*user_id),
            course_id: Set(course_id),
            status: Set(status.code()),
            created_at: Set(now),
            updated_at: Set(now),
        }))
        .exec_without_returning(tx)
        .await?;
        let ids: Vec<i64> = application::Entity::find()
            .select_only()
            .column(application::Column::Id)
            .filter(application::Column::CourseId.eq(course_id))
            .filter(application::Column::UserId.is_in(chunk.iter().map(|(u, _)| *u)))
            .into_tuple()
            .all(tx)
            .await?;
        let mut events = Vec::with_capacity(ids.len() * 2);
        for id in ids {
            events.push(enrolment_event::ActiveModel {
                application_id: Set(id),
                actor_id: Set(Some(actor)),
                at: Set(now),
                action: Set("import".into()),
                from_status: Set(None),
                to_status: Set(Some(Status::Approved.code())),
                reason: Set(Some(reason.to_string())),
                ..Default::default()
            });
            if enrolled {
                events.push(enrolment_event::ActiveModel {
                    application_id: Set(id),
                    actor_id: Set(Some(actor)),
                    at: Set(now),
                    action: Set("enrolDirectly".into()),
                    from_status: Set(Some(Status::Approved.code())),
                    to_status: Set(Some(Status::Enrolled.code())),
                    reason: Set(Some(reason.to_string())),
                    ..Default::default()
                });
            }
        }
        enrolment_event::Entity::insert_many(events)
            .exec_without_returning(tx)
            .await?;
    }
    Ok(())
}
