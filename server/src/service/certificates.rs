//! Exam results and certificates of enrolments: a learner whose graded score in their course's
//! exam reaches the exam's pass mark has passed (recorded on the application by the system, the
//! learner is told); a material reviewer may record or withdraw that by hand with a reason, and
//! records the certificate issued (number, level, date, issuing authority) for an enrolled
//! learner who passed. Each change is a move of the application's trail.

use sea_orm::Set;
use serde::Deserialize;

use crate::auth::Session;
use crate::db;
use crate::db::applications::Application;
use crate::db::entity::application;
use crate::db::exams::Exam;
use crate::domain::enrolment::{Action, CERTIFICATE_LEVELS, Status};
use crate::domain::identity::is_date;
use crate::domain::rules;
use crate::error::{AppError, AppResult, FieldErrors};
use crate::refusals;
use crate::service::AppState;
use crate::service::accounts::date_of_ms;
use crate::service::enrolment::{self, Record, application, course, status_of, transition};
use crate::service::messaging;
use crate::service::work::Work;

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
    let saved = transition(work, None, found, action, enrolled, Some(reason), changes).await?;
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
    by: i64,
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
    transition(
        work,
        Some(by),
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
    let mut work = Work::begin(state).await?;
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
    let (user, changes) = (Some(session.user_id), passed(work.now, completed));
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
    let mut work = Work::begin(state).await?;
    let found = application(&work.tx, id, Some(course_id)).await?;
    let from = status_of(&work.tx, found.user_id, found.course_id).await?;
    if from == Some(Status::Enrolled) && !found.exam_completed {
        return Err(AppError::Conflict {
            field: "examCompleted",
            message: refusals::CERTIFICATE_EXAM_NOT_PASSED.into(),
        });
    }
    if let Some(holder) = db::applications::with_certificate(&work.tx, &number).await?
        && holder != found.id
    {
        return Err(AppError::Conflict {
            field: "number",
            message: refusals::CERTIFICATE_NUMBER_TAKEN.into(),
        });
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
    let (user, action) = (Some(session.user_id), Action::IssueCertificate);
    let saved = transition(&mut work, user, found, action, from, reason, changes).await?;
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

/// The caller's certificates, newest first.
pub async fn own(state: &AppState, session: &Session) -> AppResult<Vec<(Application, String)>> {
    Ok(db::applications::certificates_of(&state.db, session.user_id).await?)
}
