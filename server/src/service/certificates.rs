//! Exam results and certificates of enrolments: a learner whose graded score in their course's
//! exam reaches the exam's pass mark has passed (recorded on the application by the system, the
//! learner is told); a material reviewer may record or withdraw that by hand with a reason, and
//! records the certificate issued (number, level, date, issuing authority) for an enrolled
//! learner who passed. Each change is a move of the application's trail.

use std::net::IpAddr;

use sea_orm::Set;
use serde::Deserialize;

use crate::auth::Session;
use crate::db;
use crate::db::applications::Application;
use crate::db::entity::application;
use crate::db::exams::Exam;
use crate::domain::audit::{Actor, Entry, Kind, Object};
use crate::domain::calendar::date_of_ms;
use crate::domain::comment::masked_name;
use crate::domain::enrolment::{Action, ApplicationForm, CERTIFICATE_LEVELS, Status};
use crate::domain::identity::is_date;
use crate::domain::rules;
use crate::error::{AppError, AppResult, FieldErrors};
use crate::refusals;
use crate::service::AppState;
use crate::service::enrolment::{self, Record, application, course, status_of, transition};
use crate::service::work::Work;
use crate::service::{limits, messaging, settings};

/// An attempt at `exam` graded, within the work that graded it: when the exam belongs to a
/// course and the learner's result (their attempts by the exam's grading method) reaches the
/// pass mark, the learner's application of that course records the pass (once) and the learner
/// is told.
pub async fn exam_graded(work: &mut Work<'_>, learner: i64, exam: &Exam) -> AppResult<()> {
    let Some(course_id) = exam.course_id else {
        return Ok(());
    };
    let attempts = db::exams::attempts(&work.tx, exam.id, learner).await?;
    let Some(score) = exam.grading().result(&db::exams::scored(&attempts)) else {
        return Ok(());
    };
    if score < exam.pass() {
        return Ok(());
    }
    let Some(found) = db::applications::find(&work.tx, learner, course_id).await? else {
        return Ok(());
    };
    if found.exam_completed
        || status_of(&work.tx, found.user_id, found.course_id).await? != Some(Status::Enrolled)
    {
        return Ok(());
    }
    // The learner reads the trail: while the exam's scores are withheld it names no score.
    let reason = if exam
        .visibility()
        .withholds_score(exam.closes_at(), work.now)
    {
        format!("考试《{}》达到及格分 {}", exam.title, exam.pass())
    } else {
        format!(
            "考试《{}》得分 {} / {}，达到及格分 {}",
            exam.title,
            score,
            exam.total_score,
            exam.pass()
        )
    };
    let (enrolled, changes) = (Some(Status::Enrolled), passed(work.now, true));
    let action = Action::RecordExam;
    let system = Actor::SYSTEM;
    let saved = transition(work, system, found, action, enrolled, Some(reason), changes).await?;
    let course = course(&work.tx, saved.course_id).await?;
    messaging::notify(
        work,
        &[learner],
        "certificate",
        "考试通过",
        &format!(
            "恭喜！您已通过「{}」的考试（《{}》{} 分）。证书发放后可在个人中心「我的证书」查看。",
            course.name, exam.title, score
        ),
    )
    .await?;
    Ok(())
}

/// The learner's result of `exam` may have fallen (an attempt voided or reopened by `by`):
/// a pass the system recorded on their application that their result no longer reaches is
/// withdrawn, with `reason` on the trail — unless a certificate was issued (then a reviewer
/// decides).
pub async fn result_lowered(
    work: &mut Work<'_>,
    learner: i64,
    exam: &Exam,
    reason: String,
) -> AppResult<()> {
    let Some(course_id) = exam.course_id else {
        return Ok(());
    };
    let attempts = db::exams::attempts(&work.tx, exam.id, learner).await?;
    let result = exam.grading().result(&db::exams::scored(&attempts));
    if result.is_some_and(|r| r >= exam.pass()) {
        return Ok(());
    }
    let Some(found) = db::applications::find(&work.tx, learner, course_id).await? else {
        return Ok(());
    };
    if !found.exam_completed || found.certificate_issued {
        return Ok(());
    }
    let from = status_of(&work.tx, found.user_id, found.course_id).await?;
    let changes = passed(work.now, false);
    let actor = work.actor.clone();
    transition(
        work,
        actor,
        found,
        Action::WithdrawExam,
        from,
        Some(reason),
        changes,
    )
    .await?;
    Ok(())
}

/// The reviewer's record of the exam result.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamResultBody {
    pub exam_completed: Option<bool>,
    /// Why (at most 500 characters).
    pub reason: Option<String>,
}

/// The exam result as checked: passed or withdrawn, and why.
pub struct ExamResult {
    pub completed: bool,
    pub reason: Option<String>,
}

impl TryFrom<ExamResultBody> for ExamResult {
    type Error = AppError;

    fn try_from(body: ExamResultBody) -> AppResult<Self> {
        let completed = body
            .exam_completed
            .ok_or_else(|| AppError::field("examCompleted", refusals::EXAM_COMPLETED_REQUIRED))?;
        let reason = body
            .reason
            .map(|r| r.trim().to_string())
            .filter(|r| !r.is_empty());
        if let Some(r) = &reason {
            rules::at_most(r, 500).map_err(|m| AppError::field("reason", m))?;
        }
        Ok(Self { completed, reason })
    }
}

/// A material reviewer records that an enrolled learner passed the exam, or withdraws it (not
/// once a certificate is issued).
pub async fn record_exam(
    state: &AppState,
    session: &Session,
    course_id: i64,
    id: i64,
    body: ExamResultBody,
) -> AppResult<Record> {
    let ExamResult { completed, reason } = body.try_into()?;
    let mut work = Work::by(state, session.actor()).await?;
    let found = application(&work.tx, id, Some(course_id)).await?;
    if !completed && found.certificate_issued {
        return Err(AppError::Conflict {
            field: "examCompleted",
            message: refusals::CERTIFICATE_ISSUED_KEEPS_EXAM.into(),
        });
    }
    let from = status_of(&work.tx, found.user_id, found.course_id).await?;
    let action = if completed {
        Action::RecordExam
    } else {
        Action::WithdrawExam
    };
    let (user, changes) = (work.actor.clone(), passed(work.now, completed));
    let saved = transition(&mut work, user, found, action, from, reason, changes).await?;
    work.commit().await?;
    enrolment::record(&state.db, saved).await
}

fn passed(now: i64, completed: bool) -> application::ActiveModel {
    application::ActiveModel {
        exam_completed: Set(completed),
        exam_completed_at: Set(completed.then_some(now)),
        ..Default::default()
    }
}

/// The certificate as the reviewer records it.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CertificateBody {
    /// 1–32 letters, digits or '-'; unique.
    pub number: Option<String>,
    /// One of 五级/初级工, 四级/中级工, 三级/高级工, 二级/技师, 一级/高级技师.
    pub level: Option<String>,
    /// The issue date, YYYY-MM-DD, not after today.
    pub date: Option<String>,
    /// The issuing authority (1–100 characters).
    pub authority: Option<String>,
}

/// A certificate as checked: its number, level, issue date (a date; `issue_certificate` refuses
/// one after today) and authority.
pub struct Certificate {
    pub number: String,
    pub level: String,
    pub date: String,
    pub authority: String,
}

impl TryFrom<CertificateBody> for Certificate {
    type Error = AppError;

    fn try_from(body: CertificateBody) -> AppResult<Self> {
        let text = |v: Option<String>| v.map(|s| s.trim().to_string()).unwrap_or_default();
        let (number, level, date, authority) = (
            text(body.number),
            text(body.level),
            text(body.date),
            text(body.authority),
        );
        let mut errors = FieldErrors::new();
        if number.is_empty() {
            errors.add("number", refusals::CERTIFICATE_NUMBER_REQUIRED);
        } else if number.len() > 32
            || !number
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-')
        {
            errors.add("number", refusals::CERTIFICATE_NUMBER_INVALID);
        }
        if !CERTIFICATE_LEVELS.contains(&level.as_str()) {
            errors.add("level", refusals::CERTIFICATE_LEVEL_INVALID);
        }
        if !is_date(&date) {
            errors.add("date", refusals::CERTIFICATE_DATE_INVALID);
        }
        if authority.is_empty() || authority.chars().count() > 100 {
            errors.add("authority", refusals::CERTIFICATE_AUTHORITY_REQUIRED);
        }
        errors.into_result()?;
        Ok(Self {
            number,
            level,
            date,
            authority,
        })
    }
}

/// Records (or corrects) the certificate of an enrolled learner who passed the exam; the
/// learner is told and finds it under 我的证书.
pub async fn issue_certificate(
    state: &AppState,
    session: &Session,
    course_id: i64,
    id: i64,
    body: CertificateBody,
) -> AppResult<Record> {
    let Certificate {
        number,
        level,
        date,
        authority,
    } = body.try_into()?;
    if date > date_of_ms(state.clock.now_ms()) {
        return Err(AppError::field("date", refusals::CERTIFICATE_DATE_INVALID));
    }
    let mut work = Work::by(state, session.actor()).await?;
    let found = application(&work.tx, id, Some(course_id)).await?;
    let from = status_of(&work.tx, found.user_id, found.course_id).await?;
    if from == Some(Status::Enrolled) && !found.exam_completed {
        return Err(AppError::Conflict {
            field: "examCompleted",
            message: refusals::CERTIFICATE_EXAM_NOT_PASSED.into(),
        });
    }
    let elsewhere = db::certificates::by_number(&work.tx, &number)
        .await?
        .iter()
        .any(|c| c.application_id != found.id);
    if elsewhere
        || db::applications::with_certificate(&work.tx, &number)
            .await?
            .is_some_and(|holder| holder != found.id)
    {
        return Err(AppError::Conflict {
            field: "number",
            message: refusals::CERTIFICATE_NUMBER_TAKEN.into(),
        });
    }
    // A certificate an administrator revoked is issued again only by one who may revoke.
    let history = db::certificates::of_application(&work.tx, found.id).await?;
    if history
        .first()
        .is_some_and(|c| c.revoked_at.is_some() && c.replaced_by.is_none())
        && !session.can(crate::domain::roles::perm::CERTIFICATE_MANAGE)
    {
        return Err(AppError::Forbidden(
            refusals::CERTIFICATE_REISSUE_NEEDS_MANAGER.into(),
        ));
    }
    let changes = application::ActiveModel {
        certificate_issued: Set(true),
        certificate_number: Set(Some(number.clone())),
        certificate_level: Set(Some(level.clone())),
        certificate_date: Set(Some(date)),
        certificate_authority: Set(Some(authority)),
        certificate_issued_at: Set(Some(work.now)),
        ..Default::default()
    };
    let reason = Some(format!("证书编号 {number}（{level}）"));
    let (user, action) = (work.actor.clone(), Action::IssueCertificate);
    let saved = transition(&mut work, user, found, action, from, reason, changes).await?;
    record_issued(&mut work, &saved, session.user_id).await?;
    let course = course(&work.tx, saved.course_id).await?;
    messaging::notify(
        &mut work,
        &[saved.user_id],
        "certificate",
        "证书已发放",
        &format!(
            "您「{}」的证书已发放，证书编号：{}。可在个人中心「我的证书」查看，并到技能人才评价证书查询网站核验。",
            course.name, number
        ),
    )
    .await?;
    work.commit().await?;
    enrolment::record(&state.db, saved).await
}

/// A fresh verification token: 128 random bits as 32 hex digits (the QR code's link).
fn new_token() -> String {
    format!("{:032x}", rand::random::<u128>())
}

/// A certificate's verification link, on the site the request came to (`origin`).
pub fn verify_url(origin: &str, token: &str) -> String {
    format!("{origin}/verify?t={token}")
}

/// The certificate the application now names is recorded with a token of its own; the one it
/// replaces (if any) is revoked as replaced, keeping the history. The same certificate issued
/// again is no new one. Within the work that issued it (after its move, which holds the
/// enrolment's row: issues of one application follow one another).
async fn record_issued(work: &mut Work<'_>, issued: &Application, by: i64) -> AppResult<()> {
    let previous = db::certificates::of_application(&work.tx, issued.id).await?;
    let fresh = db::certificates::NewCertificate {
        application_id: issued.id,
        user_id: issued.user_id,
        course_id: issued.course_id,
        number: issued.certificate_number.clone().unwrap_or_default(),
        level: issued.certificate_level.clone().unwrap_or_default(),
        issue_date: issued.certificate_date.clone().unwrap_or_default(),
        authority: issued.certificate_authority.clone().unwrap_or_default(),
        token: new_token(),
        issued_by: Some(by),
    };
    let same = |c: &&db::certificates::CertificateRow| {
        c.revoked_at.is_none()
            && (&c.number, &c.level, &c.issue_date, &c.authority)
                == (
                    &fresh.number,
                    &fresh.level,
                    &fresh.issue_date,
                    &fresh.authority,
                )
    };
    if previous.iter().any(|c| same(&c)) {
        return Ok(());
    }
    let number = fresh.number.clone();
    let row = db::certificates::insert(&work.tx, fresh, work.now).await?;
    for old in previous.iter().filter(|c| c.revoked_at.is_none()) {
        let reason = format!("已换发新证书（编号 {number}）");
        db::certificates::revoke(&work.tx, old.id, Some(by), &reason, Some(row.id), work.now)
            .await?;
    }
    Ok(())
}

/// The caller's certificates (valid and revoked), newest first, with their courses' names.
pub async fn own(
    state: &AppState,
    session: &Session,
) -> AppResult<Vec<(db::certificates::CertificateRow, String)>> {
    let rows = db::certificates::of_user(&state.db, session.user_id).await?;
    let names = course_names(state, rows.iter().map(|c| c.course_id).collect()).await?;
    Ok(rows
        .into_iter()
        .map(|c| {
            let name = names.get(&c.course_id).cloned().unwrap_or_default();
            (c, name)
        })
        .collect())
}

async fn course_names(
    state: &AppState,
    ids: Vec<i64>,
) -> AppResult<std::collections::HashMap<i64, String>> {
    Ok(db::courses::find_many(&state.db, ids)
        .await?
        .into_iter()
        .map(|c| (c.id, c.name))
        .collect())
}

/// A certificate with who it names, as staff read its history: the row, the issuer's and the
/// revoker's names.
pub struct Issued {
    pub row: db::certificates::CertificateRow,
    pub issued_by: Option<String>,
    pub revoked_by: Option<String>,
}

/// An application's certificates, newest first (certificate desks).
pub async fn history(state: &AppState, application_id: i64) -> AppResult<Vec<Issued>> {
    let rows = db::certificates::of_application(&state.db, application_id).await?;
    let people: Vec<i64> = rows
        .iter()
        .flat_map(|c| [c.issued_by, c.revoked_by])
        .flatten()
        .collect();
    let names: std::collections::HashMap<i64, String> = db::users::find_many(&state.db, people)
        .await?
        .into_iter()
        .map(|u| (u.id, u.name.filter(|n| !n.is_empty()).unwrap_or(u.username)))
        .collect();
    Ok(rows
        .into_iter()
        .map(|row| Issued {
            issued_by: row.issued_by.and_then(|id| names.get(&id).cloned()),
            revoked_by: row.revoked_by.and_then(|id| names.get(&id).cloned()),
            row,
        })
        .collect())
}

/// Why an administrator revokes a certificate.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct RevokeBody {
    /// 1–200 characters; the learner reads it.
    pub reason: Option<String>,
}

/// An administrator revokes a certificate with a reason: it verifies as revoked from now on, the
/// application's trail records it (a revoked current certificate leaves the application without
/// one until another is issued), and the learner is told — in one unit of work.
pub async fn revoke(
    state: &AppState,
    session: &Session,
    id: i64,
    body: RevokeBody,
) -> AppResult<Issued> {
    let reason = body.reason.unwrap_or_default().trim().to_string();
    if reason.is_empty() || reason.chars().count() > 200 {
        return Err(AppError::field(
            "reason",
            refusals::CERTIFICATE_REVOKE_REASON_REQUIRED,
        ));
    }
    let mut work = Work::by(state, session.actor()).await?;
    let found = db::certificates::find(&work.tx, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::CERTIFICATE_NOT_FOUND.into()))?;
    let revoked = || AppError::Conflict {
        field: "id",
        message: refusals::CERTIFICATE_REVOKED.into(),
    };
    if found.revoked_at.is_some() {
        return Err(revoked());
    }
    // The application's move first (it holds the enrolment's row, as issuing does), then the
    // certificate: the two workflows take their locks in one order.
    let app = application(&work.tx, found.application_id, None).await?;
    // A valid certificate is its application's current one (those it replaced are revoked).
    let changes = application::ActiveModel {
        certificate_issued: Set(false),
        ..Default::default()
    };
    let from = status_of(&work.tx, app.user_id, app.course_id).await?;
    let trail = Some(format!("作废证书 {}：{}", found.number, reason));
    let action = Action::RevokeCertificate;
    let actor = work.actor.clone();
    transition(&mut work, actor, app, action, from, trail, changes).await?;
    if !db::certificates::revoke(&work.tx, id, Some(session.user_id), &reason, None, work.now)
        .await?
    {
        return Err(revoked());
    }
    let course = course(&work.tx, found.course_id).await?;
    messaging::notify(
        &mut work,
        &[found.user_id],
        "certificate",
        "证书已作废",
        &format!(
            "您「{}」的证书（编号 {}）已作废。原因：{}",
            course.name, found.number, reason
        ),
    )
    .await?;
    work.commit().await?;
    tracing::info!(
        certificate_id = id,
        by = session.user_id,
        "certificate revoked"
    );
    history(state, found.application_id)
        .await?
        .into_iter()
        .find(|c| c.row.id == id)
        .ok_or_else(|| AppError::NotFound(refusals::CERTIFICATE_NOT_FOUND.into()))
}

/// What a public verification shows: the status, the holder's name masked, what the
/// certificate is for, and who issued it when.
pub struct Verification {
    pub row: db::certificates::CertificateRow,
    pub holder: String,
    pub occupation: String,
    pub course: String,
    pub organisation: String,
}

/// A verification by the QR code's token (no login; counted; limited per address).
pub async fn verify_by_token(
    state: &AppState,
    address: IpAddr,
    token: &str,
) -> AppResult<Verification> {
    limits::CERTIFICATE_VERIFY
        .take(state, &address.to_string())
        .await?;
    let well_formed = token.len() == 32 && token.bytes().all(|b| b.is_ascii_hexdigit());
    let found = match well_formed {
        true => db::certificates::by_token(&state.db, &token.to_ascii_lowercase()).await?,
        false => None,
    };
    verified(state, found.ok_or_else(not_found)?).await
}

/// A verification by serial number and the holder's full name (no login; counted; limited per
/// address). A wrong name is answered as an unknown number.
pub async fn verify_by_number(
    state: &AppState,
    address: IpAddr,
    number: Option<String>,
    name: Option<String>,
) -> AppResult<Verification> {
    let text = |v: Option<String>| v.map(|s| s.trim().to_string()).unwrap_or_default();
    let (number, name) = (text(number), text(name));
    if number.is_empty() || name.is_empty() || number.len() > 32 || name.chars().count() > 50 {
        return Err(AppError::Unprocessable(
            refusals::CERTIFICATE_VERIFY_QUERY_REQUIRED.into(),
        ));
    }
    limits::CERTIFICATE_VERIFY
        .take(state, &address.to_string())
        .await?;
    let rows = db::certificates::by_number(&state.db, &number).await?;
    for row in rows {
        if holder_name(state, &row).await? == name {
            return verified(state, row).await;
        }
    }
    Err(not_found())
}

fn not_found() -> AppError {
    AppError::NotFound(refusals::CERTIFICATE_VERIFY_NOT_FOUND.into())
}

/// The holder's name as the application gave it (else the account's).
async fn holder_name(
    state: &AppState,
    row: &db::certificates::CertificateRow,
) -> AppResult<String> {
    let form = db::applications::get(&state.db, row.application_id)
        .await?
        .map(|a| form_of(&a).name.trim().to_string())
        .unwrap_or_default();
    if !form.is_empty() {
        return Ok(form);
    }
    Ok(db::users::find(&state.db, row.user_id)
        .await?
        .and_then(|u| u.name)
        .unwrap_or_default())
}

fn form_of(a: &Application) -> ApplicationForm {
    serde_json::from_str(&a.form).unwrap_or_default()
}

async fn verified(
    state: &AppState,
    row: db::certificates::CertificateRow,
) -> AppResult<Verification> {
    db::certificates::count_verification(&state.db, row.id, state.clock.now_ms()).await?;
    let application = db::applications::get(&state.db, row.application_id).await?;
    let occupation = application
        .as_ref()
        .map(|a| form_of(a).job)
        .unwrap_or_default();
    let course = db::courses::find(&state.db, row.course_id)
        .await?
        .map(|c| c.name)
        .unwrap_or_default();
    Ok(Verification {
        holder: masked_name(&holder_name(state, &row).await?),
        occupation,
        course,
        organisation: settings::certificate_organisation(state).await?,
        row,
    })
}

/// "2026-11-28" → "2026年11月28日" (as written, when it is no such date).
fn chinese_date(date: &str) -> String {
    let parts: Vec<&str> = date.split('-').collect();
    match parts.as_slice() {
        [y, m, d] => match (m.parse::<u32>(), d.parse::<u32>()) {
            (Ok(m), Ok(d)) => format!("{y}年{m}月{d}日"),
            _ => date.to_string(),
        },
        _ => date.to_string(),
    }
}

/// The bytes of a stored file named by its `/files/{sha256}` address, if any.
async fn stored(state: &AppState, address: &str) -> Option<Vec<u8>> {
    let sha = address.rsplit('/').next()?.split('.').next()?;
    if sha.len() != 64 || !sha.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    state.storage.read_all(sha).await.ok()?
}

/// A certificate's PDF: its holder's (valid ones), or any valid one for `staff`. Answers the
/// file name and the bytes.
pub async fn pdf(
    state: &AppState,
    session: &Session,
    id: i64,
    staff: bool,
    origin: &str,
) -> AppResult<(String, Vec<u8>)> {
    let row = db::certificates::find(&state.db, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::CERTIFICATE_NOT_FOUND.into()))?;
    if !staff && row.user_id != session.user_id {
        return Err(AppError::Forbidden(refusals::CERTIFICATE_NOT_OWN.into()));
    }
    if row.revoked_at.is_some() {
        return Err(AppError::Conflict {
            field: "id",
            message: refusals::CERTIFICATE_REVOKED.into(),
        });
    }
    // Reading the photo and drawing the PDF take memory and CPU: two at once, off the request
    // threads.
    static RENDERING: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(2);
    let _turn = RENDERING.acquire().await.map_err(anyhow::Error::from)?;
    let sheet = sheet(state, &row, origin).await?;
    let bytes =
        tokio::task::spawn_blocking(move || crate::documents::certificate::certificate_pdf(&sheet))
            .await
            .map_err(anyhow::Error::from)??;
    if row.user_id != session.user_id {
        let entry = Entry::new(Kind::Export, "下载证书", Object::Certificate, Some(id))
            .label(db::applications::label(&state.db, row.user_id, row.course_id).await?);
        super::audit::read_personal(state, session, entry).await?;
    }
    Ok((format!("培训合格证书-{}.pdf", row.number), bytes))
}

/// What the certificate shows, from the application, the study ledger, the exams and settings.
async fn sheet(
    state: &AppState,
    row: &db::certificates::CertificateRow,
    origin: &str,
) -> AppResult<crate::documents::certificate::CertificateSheet> {
    let application = application(&state.db, row.application_id, None).await?;
    let form = form_of(&application);
    let course = course(&state.db, row.course_id).await?;
    let photo = photo_of(state, &application, &form).await?;
    // The hours: the study ledger's, else the course's required 学时; the result: the best of
    // the course's exams by their grading methods.
    let (mut standings, required) =
        super::classes::standings(state, row.course_id, &[row.user_id]).await?;
    let standing = standings.remove(&row.user_id).unwrap_or_default();
    let periods = if standing.periods > 0 {
        standing.periods
    } else {
        required
    };
    let hours = if periods > 0 {
        format!("{periods} 学时")
    } else {
        String::new()
    };
    let result = match standing.score {
        Some(score) if standing.passed => format!("{score} 分（合格）"),
        _ if application.exam_completed => "合格".into(),
        Some(score) => format!("{score} 分"),
        None => String::new(),
    };
    let start = application.paid_at.or(application.submitted_at);
    let end = application.exam_completed_at.or(Some(row.issued_at));
    let period = start.zip(end).map(|(s, e)| {
        format!(
            "{}至{}",
            chinese_date(&date_of_ms(s)),
            chinese_date(&date_of_ms(e))
        )
    });
    let seal_address = settings::text_of(state, settings::CERTIFICATE_SEAL).await?;
    let organisation = settings::certificate_organisation(state).await?;
    Ok(crate::documents::certificate::CertificateSheet {
        name: holder_name(state, row).await?,
        gender: form.gender,
        id_number: if form.id_number.trim().is_empty() {
            String::new()
        } else {
            crate::domain::identity::masked_id_card(form.id_number.trim())
        },
        occupation: form.job,
        level: row.level.clone(),
        course: course.name,
        hours,
        result,
        period,
        number: row.number.clone(),
        issue_date: chinese_date(&row.issue_date),
        authority: row.authority.clone(),
        organisation,
        photo,
        seal: stored(state, &seal_address).await,
        verify_url: verify_url(origin, &row.token),
    })
}

/// The photo of an application: the form's, else the documents' photo slot — only a file the
/// learner uploaded themself.
pub(crate) async fn photo_of(
    state: &AppState,
    application: &Application,
    form: &ApplicationForm,
) -> AppResult<Option<Vec<u8>>> {
    let slots: std::collections::BTreeMap<String, i64> =
        serde_json::from_str(&application.documents).unwrap_or_default();
    let mut sha = form.photo.strip_prefix("/files/").map(str::to_string);
    if sha.is_none()
        && let Some(&file) = slots.get("photo")
    {
        sha = db::files::find(&state.db, file).await?.map(|f| f.sha256);
    }
    Ok(match sha {
        Some(sha)
            if db::files::by_sha(&state.db, &sha)
                .await?
                .iter()
                .any(|f| f.owner_id == Some(application.user_id)) =>
        {
            state.storage.read_all(&sha).await?
        }
        _ => None,
    })
}
