//! Grading and regrading answer sheets: a teacher scores short answers (or any answer when
//! regrading) with comments; the total is recomputed, and the learner is told once nothing waits.

use std::collections::HashMap;

use crate::auth::{Scope, Session};
use crate::db::{
    self,
    exams::{Exam, ExamRecord, RecordFilter},
    users::User,
};
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
    let mut work = Work::begin(state).await?;
    let (total, reviewed) = apply_grades(&mut work, &record, &exam, entries).await?;
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
