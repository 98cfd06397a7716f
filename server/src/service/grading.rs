//! Grading and regrading answer sheets: a teacher scores short answers (or any answer when
//! regrading) with comments; the total is recomputed, and the learner is told once nothing waits.

use std::collections::HashMap;

use crate::auth::{Scope, Session};
use crate::db::{
    self,
    exams::{Exam, ExamRecord, RecordFilter},
    users::User,
};
use crate::domain::audit::{Entry, Kind, Object};
use crate::domain::conduct::EventKind;
use crate::domain::exam::Grade;
use crate::error::{AppError, AppResult};
use crate::refusals;
use crate::service::AppState;
use crate::service::caches::Change;
use crate::service::work::Work;
use crate::service::{certificates, messaging};

/// An answer sheet as the graders list it: the record and its learner (None once deleted).
pub type Sheet = (ExamRecord, Option<User>);

/// A page of the submitted answer sheets within the scope (of one exam, graded or waiting, when
/// asked), and how many match.
pub async fn sheets(
    state: &AppState,
    scope: Scope,
    exam_id: Option<i64>,
    reviewed: Option<bool>,
    page: crate::domain::page::Page,
) -> AppResult<(Vec<Sheet>, u64)> {
    let exam_ids = match scope {
        Scope::All => None,
        Scope::Own(me) => Some(db::exams::exam_ids_of_author(&state.db, me).await?),
    };
    let filter = RecordFilter {
        exam_ids,
        exam_id,
        reviewed,
    };
    let (rows, total) = db::exams::records(&state.db, &filter, page).await?;
    Ok((with_learners(state, rows).await?, total))
}

/// One answer sheet the caller may grade, with its learner.
pub async fn sheet(state: &AppState, session: &Session, record_id: i64) -> AppResult<Sheet> {
    let (record, _) = gradable(state, session, record_id).await?;
    let learner = db::users::find(&state.db, record.user_id).await?;
    Ok((record, learner))
}

async fn with_learners(state: &AppState, rows: Vec<ExamRecord>) -> AppResult<Vec<Sheet>> {
    let users: HashMap<i64, User> =
        db::users::find_many(&state.db, rows.iter().map(|r| r.user_id).collect())
            .await?
            .into_iter()
            .map(|u| (u.id, u))
            .collect();
    Ok(rows
        .into_iter()
        .map(|r| {
            let learner = users.get(&r.user_id).cloned();
            (r, learner)
        })
        .collect())
}

/// A submitted sheet and its exam, if the caller may grade it (their own exam; administrators all).
pub async fn gradable(
    state: &AppState,
    session: &Session,
    rid: i64,
) -> AppResult<(ExamRecord, Exam)> {
    let db = &state.db;
    let record = db::exams::record_by_id(db, rid)
        .await?
        .filter(|r| r.submitted_at.is_some())
        .ok_or_else(|| AppError::NotFound(refusals::SHEET_NOT_FOUND.into()))?;
    let exam = db::exams::exam(db, record.exam_id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::EXAM_NOT_FOUND.into()))?;
    if !session.grading().covers(exam.author_id) {
        return Err(AppError::Forbidden(refusals::SHEET_NOT_OWN.into()));
    }
    Ok((record, exam))
}

/// One teacher grade as sent: question id, score, comment.
pub type GradeEntry = (String, Option<i32>, Option<String>);

/// Merges teacher grades into a record and recomputes the total within `work`; answers
/// (total, reviewed).
pub async fn apply_grades(
    work: &mut Work<'_>,
    record: &ExamRecord,
    exam: &Exam,
    entries: Vec<GradeEntry>,
) -> AppResult<(i32, bool)> {
    // The attempt's own paper when it has one, else the exam's items.
    let own = record.own_paper();
    let items: Vec<(i64, i32)> = if own.is_empty() {
        db::exams::items(&work.tx, exam.id)
            .await?
            .into_iter()
            .map(|i| (i.question_id, i.score))
            .collect()
    } else {
        own.into_iter().map(|e| (e.question_id, e.score)).collect()
    };
    let mut grades = record.grade_sheet();
    for (key, score, comment) in entries {
        let Some(&(question_id, max)) = items.iter().find(|(q, _)| q.to_string() == key) else {
            return Err(AppError::field("grades", refusals::GRADE_QUESTION_FOREIGN));
        };
        let score =
            score.ok_or_else(|| AppError::field("grades", refusals::GRADE_SCORE_REQUIRED))?;
        if !(0..=max).contains(&score) {
            return Err(AppError::field(
                "grades",
                refusals::GRADE_SCORE_RANGE.with("max", max),
            ));
        }
        let comment = comment
            .map(|c| c.trim().to_string())
            .filter(|c| !c.is_empty());
        if comment.as_deref().is_some_and(|c| c.chars().count() > 2000) {
            return Err(AppError::field("grades", refusals::GRADE_COMMENT_TOO_LONG));
        }
        let grade = Grade {
            score,
            comment,
            auto: false,
        };
        grades.insert(question_id, grade);
    }
    let total: i32 = grades.values().map(|g| g.score).sum();
    let reviewed = items.iter().all(|(q, _)| grades.contains_key(q));
    db::exams::set_grades(&work.tx, record.id, &grades, total, reviewed, work.now).await?;
    work.changed(Change::Record {
        learner: record.user_id,
    });
    Ok((total, reviewed))
}

/// Grades a sheet as the caller; once nothing waits, the learner gets a message with the score
/// (and a pass is recorded on their application), all in one unit of work. Answers the updated
/// record.
pub async fn grade(
    state: &AppState,
    session: &Session,
    rid: i64,
    entries: Vec<GradeEntry>,
) -> AppResult<Sheet> {
    let (record, exam) = gradable(state, session, rid).await?;
    let mut work = Work::by(state, session.actor()).await?;
    let (total, reviewed) = apply_grades(&mut work, &record, &exam, entries).await?;
    let entry = Entry::new(Kind::Grading, "批阅", Object::AnswerSheet, Some(rid))
        .label(sheet_label(&work, &record, &exam).await?)
        .change(
            record.score.map(|s| s.to_string()),
            Some(format!(
                "{total}{}",
                if reviewed { "" } else { "（未批完）" }
            )),
        );
    work.audit(entry).await?;
    if reviewed {
        let withheld = exam
            .visibility()
            .withholds_score(exam.closes_at(), work.now);
        let text = if withheld {
            format!("您的考试《{}》已批阅，成绩将在考试结束后公布。", exam.title)
        } else {
            format!(
                "您的考试《{}》已批阅，得分 {} / {}。",
                exam.title, total, exam.total_score
            )
        };
        messaging::notify(
            &mut work,
            &[record.user_id],
            "system",
            "考试成绩已发布",
            &text,
        )
        .await?;
        certificates::exam_graded(&mut work, record.user_id, &exam).await?;
    }
    let graded = db::exams::record_by_id(&work.tx, rid)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::SHEET_NOT_FOUND.into()))?;
    work.commit().await?;
    tracing::info!(
        record_id = rid,
        by = session.user_id,
        total,
        reviewed,
        "graded"
    );
    let learner = db::users::find(&state.db, graded.user_id).await?;
    Ok((graded, learner))
}

/// A teacher's reason for a decision on an attempt.
#[derive(serde::Deserialize, utoipa::ToSchema)]
pub struct DecisionBody {
    /// Why (1–200 characters); the learner reads it.
    pub reason: Option<String>,
}

fn decision_reason(body: DecisionBody) -> AppResult<String> {
    body.reason
        .map(|r| r.trim().to_string())
        .filter(|r| !r.is_empty() && r.chars().count() <= 200)
        .ok_or_else(|| AppError::field("reason", refusals::SHEET_VOID_REASON_REQUIRED))
}

/// Voids a submitted attempt the caller may grade: it counts in no result (a pass recorded on
/// the learner's application that no longer holds is withdrawn, unless a certificate was
/// issued); recorded on the attempt's conduct record with who and why, and the learner is told,
/// in one unit of work.
pub async fn void(
    state: &AppState,
    session: &Session,
    rid: i64,
    body: DecisionBody,
) -> AppResult<Sheet> {
    let reason = decision_reason(body)?;
    let (record, exam) = gradable(state, session, rid).await?;
    let mut work = Work::by(state, session.actor()).await?;
    let locked = db::conduct::record_locked(&work.tx, rid)
        .await?
        .filter(|r| r.submitted_at.is_some())
        .ok_or_else(|| AppError::NotFound(refusals::SHEET_NOT_FOUND.into()))?;
    if locked.voided_at.is_some() {
        return Err(AppError::Conflict {
            field: "id",
            message: refusals::SHEET_ALREADY_VOID.into(),
        });
    }
    db::conduct::void(&work.tx, rid, &reason, work.now).await?;
    let decision = Decision {
        kind: EventKind::Voided,
        action: "判为作答无效",
        by: session.user_id,
        reason: &reason,
        title: "考试作答无效",
        told: format!(
            "您在考试《{}》中的第{}次作答已被判为无效，不计入成绩。原因：{}",
            exam.title, record.attempt, reason
        ),
        trail: format!(
            "考试《{}》第{}次作答被判为无效：{}",
            exam.title, record.attempt, reason
        ),
    };
    decided(&mut work, &record, &exam, decision).await?;
    work.commit().await?;
    tracing::info!(record_id = rid, by = session.user_id, "attempt voided");
    sheet(state, session, rid).await
}

/// Opens the learner's latest attempt again (say, one submitted by leaving the page through no
/// fault of theirs): its answers stay as the draft, grades and leaves are cleared, and it runs
/// for the time it had left when it was submitted (at least 5 minutes). Recorded with who and
/// why, and the learner is told.
pub async fn reopen(
    state: &AppState,
    session: &Session,
    rid: i64,
    body: DecisionBody,
) -> AppResult<Sheet> {
    let reason = decision_reason(body)?;
    let (record, exam) = gradable(state, session, rid).await?;
    let latest = db::exams::latest_attempt(&state.db, exam.id, record.user_id).await?;
    if latest.is_none_or(|l| l.id != rid) {
        return Err(AppError::Conflict {
            field: "id",
            message: refusals::SHEET_NOT_LATEST.into(),
        });
    }
    let mut work = Work::by(state, session.actor()).await?;
    let locked = db::conduct::record_locked(&work.tx, rid)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::SHEET_NOT_FOUND.into()))?;
    let Some(submitted_at) = locked.submitted_at else {
        return Err(AppError::NotFound(refusals::SHEET_NOT_FOUND.into()));
    };
    let left = (locked.deadline - submitted_at).max(REOPEN_MIN_MS);
    db::conduct::reopen(&work.tx, rid, work.now + left, work.now).await?;
    let decision = Decision {
        kind: EventKind::Reopened,
        action: "重新开放作答",
        by: session.user_id,
        reason: &reason,
        title: "考试重新开放",
        told: format!(
            "您在考试《{}》中的第{}次作答已重新开放，剩余{}分钟，请尽快进入考试继续作答。原因：{}",
            exam.title,
            record.attempt,
            (left + 59_999) / 60_000,
            reason
        ),
        trail: format!(
            "考试《{}》第{}次作答重新开放：{}",
            exam.title, record.attempt, reason
        ),
    };
    decided(&mut work, &record, &exam, decision).await?;
    work.commit().await?;
    tracing::info!(record_id = rid, by = session.user_id, "attempt reopened");
    let reopened = db::exams::record_by_id(&state.db, rid)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::SHEET_NOT_FOUND.into()))?;
    let learner = db::users::find(&state.db, reopened.user_id).await?;
    Ok((reopened, learner))
}

/// How the audit log names an answer sheet: the learner, the exam and the attempt.
async fn sheet_label(work: &Work<'_>, record: &ExamRecord, exam: &Exam) -> AppResult<String> {
    Ok(format!(
        "{} · 《{}》第{}次作答",
        db::courses::name_of(&work.tx, record.user_id).await?,
        exam.title,
        record.attempt
    ))
}

/// The least time a reopened attempt runs.
const REOPEN_MIN_MS: i64 = 5 * 60_000;

/// A teacher's decision on an attempt: who, why, what the learner is told and what a withdrawn
/// pass says on the application's trail.
struct Decision<'a> {
    kind: EventKind,
    /// What the audit log calls it.
    action: &'static str,
    by: i64,
    reason: &'a str,
    title: &'static str,
    told: String,
    trail: String,
}

/// Records a decision on the attempt's conduct record, tells the learner, withdraws a pass the
/// result no longer reaches, and has the learner's facts read again — within `work`.
async fn decided(
    work: &mut Work<'_>,
    record: &ExamRecord,
    exam: &Exam,
    d: Decision<'_>,
) -> AppResult<()> {
    let event = db::conduct::NewEvent {
        record_id: record.id,
        kind: d.kind,
        at: work.now,
        counted: false,
        by: Some(d.by),
        detail: Some(d.reason),
    };
    db::conduct::add(&work.tx, event).await?;
    messaging::notify(work, &[record.user_id], "system", d.title, &d.told).await?;
    let entry = Entry::new(
        Kind::Grading,
        d.action,
        Object::AnswerSheet,
        Some(record.id),
    )
    .label(sheet_label(work, record, exam).await?)
    .reason(Some(d.reason));
    work.audit(entry).await?;
    certificates::result_lowered(work, record.user_id, exam, d.trail).await?;
    work.changed(Change::Record {
        learner: record.user_id,
    });
    Ok(())
}
