//! Exams with their items, and exam records.

use std::collections::HashMap;

use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, EntityTrait, PaginatorTrait,
    QueryFilter, QueryOrder, QuerySelect, QueryTrait, Set, TransactionSession, TransactionTrait,
};

use futures_util::TryStreamExt;
use serde::Deserialize;

use super::entity::{exam, exam_item, exam_record};
use super::{Db, DbError, DbResult};
use crate::domain::attempts::{GradingMethod, Policy, Scored, Terms};
use crate::domain::exam::{AnswerSheet, AnswerVisibility, Grades};
use crate::domain::page::Page;

pub use super::questions::Question;
pub use exam::Model as Exam;
pub use exam_item::Model as ExamItem;
pub use exam_record::Model as ExamRecord;

/// An exam's items with their questions, in order.
pub type Paper = Vec<(ExamItem, Question)>;

impl Exam {
    /// The draw rules of a drawn paper (empty for a fixed one).
    pub fn rules(&self) -> Vec<crate::domain::paper::DrawRule> {
        super::json_column(&self.draw_rules, "exam.draw_rules")
    }

    /// When learners see the answer key; the column holds only the known names.
    pub fn visibility(&self) -> AnswerVisibility {
        AnswerVisibility::parse(&self.answer_visibility).unwrap_or_default()
    }

    /// The score that passes.
    pub fn pass(&self) -> i32 {
        crate::domain::exam::pass_score(self.pass_score, self.total_score)
    }

    /// How the attempts make a learner's result; the column holds only the known names.
    pub fn grading(&self) -> GradingMethod {
        GradingMethod::parse(&self.grading_method).unwrap_or_default()
    }

    /// When the exam closes for everyone: its end, or a learner's own window's when later
    /// (the answer key is not shown before).
    pub fn closes_at(&self) -> Option<i64> {
        self.expired_at
            .map(|end| Ord::max(end, self.overrides_end.unwrap_or(end)))
    }

    /// What one learner may do with it, with their own terms if any.
    pub fn policy(&self, terms: Option<&Terms>) -> Policy {
        Policy::new(
            self.attempts_allowed,
            self.attempt_wait,
            self.duration,
            (self.started_at, self.expired_at),
            terms,
        )
    }
}

impl ExamRecord {
    /// The learner's own paper (empty: the exam's items as they are).
    pub fn own_paper(&self) -> Vec<crate::domain::paper::PaperEntry> {
        super::json_column(&self.paper, "exam_record.paper")
    }
    /// The learner's answers (the draft while open, the submission once submitted).
    pub fn answer_sheet(&self) -> AnswerSheet {
        super::json_column(&self.answers, "exam_record.answers")
    }
    /// The grades so far by question id.
    pub fn grade_sheet(&self) -> Grades {
        super::json_column(&self.grades, "exam_record.grades")
    }
    /// What an item analysis reads of the record, parsed without the rest (comments, texts, the
    /// options' order, which the full sheets allocate): 10 000 attempts of 50 questions are read
    /// in one request.
    pub fn marks(&self) -> Marks {
        #[derive(Deserialize)]
        #[serde(rename_all = "camelCase")]
        struct Entry {
            question_id: i64,
            score: i32,
        }
        #[derive(Deserialize)]
        struct Scored {
            score: i32,
        }
        #[derive(Deserialize)]
        struct Selection {
            selected: Option<Vec<String>>,
        }
        let paper: Vec<Entry> = super::json_column(&self.paper, "exam_record.paper");
        let grades: HashMap<i64, Scored> = super::json_column(&self.grades, "exam_record.grades");
        let answers: HashMap<i64, Option<Selection>> =
            super::json_column(&self.answers, "exam_record.answers");
        Marks {
            paper: paper
                .into_iter()
                .map(|e| (e.question_id, e.score))
                .collect(),
            scores: grades.into_iter().map(|(id, g)| (id, g.score)).collect(),
            selected: answers
                .into_iter()
                .filter_map(|(id, a)| Some((id, a?.selected?)))
                .collect(),
        }
    }
}

/// A record as an item analysis reads it ([`ExamRecord::marks`]).
#[derive(Debug)]
pub struct Marks {
    /// Its own paper's (question, points); empty: the exam's items.
    pub paper: Vec<(i64, i32)>,
    /// Each graded question's score.
    pub scores: HashMap<i64, i32>,
    /// Each choice answer's labels as sent.
    pub selected: HashMap<i64, Vec<String>>,
}

/// The submitted attempts as a result reads them (voided ones count in none).
pub fn scored<'a>(records: impl IntoIterator<Item = &'a RecordSummary>) -> Vec<Scored> {
    records
        .into_iter()
        .filter(|r| r.submitted_at.is_some() && !r.voided)
        .map(|r| Scored {
            attempt: r.attempt,
            score: r.score,
            graded: r.reviewed,
        })
        .collect()
}

pub struct ExamFields {
    pub title: String,
    pub description: Option<String>,
    pub cover: Option<String>,
    pub duration: i64,
    pub started_at: Option<i64>,
    pub expired_at: Option<i64>,
    pub subject: Option<String>,
    pub course_id: Option<i64>,
    pub answer_visibility: AnswerVisibility,
    /// Null: 60 % of the total.
    pub pass_score: Option<i32>,
    /// The course's 学时 are required before a learner starts it.
    pub requires_hours: bool,
    /// (question id, score) in order (none for a drawn paper).
    pub items: Vec<(i64, i32)>,
    /// The draw rules as JSON ('' for a fixed paper) and their total.
    pub draw_rules: String,
    pub rules_total: i32,
    pub shuffle_questions: bool,
    pub shuffle_options: bool,
    pub attempts_allowed: i32,
    pub grading_method: GradingMethod,
    /// Seconds.
    pub attempt_wait: i64,
    pub exit_limit: i32,
    pub require_fullscreen: bool,
    pub camera_required: bool,
}

/// Every exam (the catalogue orders and filters them; see `catalogue`).
pub async fn all_exams(db: &impl ConnectionTrait) -> DbResult<Vec<Exam>> {
    Ok(exam::Entity::find().all(db).await?)
}

pub async fn exam(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<Exam>> {
    Ok(exam::Entity::find_by_id(id).one(db).await?)
}

pub async fn items(db: &impl ConnectionTrait, exam_id: i64) -> DbResult<Vec<ExamItem>> {
    Ok(exam_item::Entity::find()
        .filter(exam_item::Column::ExamId.eq(exam_id))
        .order_by_asc(exam_item::Column::Position)
        .all(db)
        .await?)
}

/// Number of items per exam: of the given exams, or of all with `None`.
pub async fn item_counts(
    db: &impl ConnectionTrait,
    exam_ids: Option<Vec<i64>>,
) -> DbResult<HashMap<i64, i64>> {
    let rows: Vec<(i64, i64)> = exam_item::Entity::find()
        .select_only()
        .column(exam_item::Column::ExamId)
        .column_as(
            Expr::from(sea_orm::sea_query::Func::count(Expr::col(
                exam_item::Column::QuestionId,
            ))),
            "n",
        )
        .apply_if(exam_ids, |q, ids| {
            q.filter(exam_item::Column::ExamId.is_in(ids))
        })
        .group_by(exam_item::Column::ExamId)
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows.into_iter().collect())
}

/// Creates or replaces an exam with its items in one transaction; the total is the items' sum,
/// or the rules' for a drawn paper.
pub async fn save_exam<C: ConnectionTrait + TransactionTrait>(
    db: &C,
    current: Option<Exam>,
    f: ExamFields,
    author_id: i64,
    now: i64,
) -> DbResult<Exam> {
    let txn = super::begin_write(db).await?;
    let total: i32 = f.items.iter().map(|(_, s)| *s).sum::<i32>() + f.rules_total;
    let mut m: exam::ActiveModel = match current {
        Some(e) => e.into(),
        None => exam::ActiveModel {
            author_id: Set(Some(author_id)),
            created_at: Set(now),
            ..Default::default()
        },
    };
    m.title = Set(f.title);
    m.description = Set(f.description);
    m.cover = Set(f.cover);
    m.duration = Set(f.duration);
    m.started_at = Set(f.started_at);
    m.expired_at = Set(f.expired_at);
    m.subject = Set(f.subject);
    m.course_id = Set(f.course_id);
    m.answer_visibility = Set(f.answer_visibility.as_str().into());
    m.total_score = Set(total);
    m.pass_score = Set(f.pass_score);
    m.requires_hours = Set(f.requires_hours);
    m.draw_rules = Set(f.draw_rules);
    m.shuffle_questions = Set(f.shuffle_questions);
    m.shuffle_options = Set(f.shuffle_options);
    m.attempts_allowed = Set(f.attempts_allowed);
    m.grading_method = Set(f.grading_method.as_str().into());
    m.attempt_wait = Set(f.attempt_wait);
    m.exit_limit = Set(f.exit_limit);
    m.require_fullscreen = Set(f.require_fullscreen);
    m.camera_required = Set(f.camera_required);
    m.updated_at = Set(now);
    let saved = m.save(&txn).await?;
    let id = saved.id.clone().unwrap();
    exam_item::Entity::delete_many()
        .filter(exam_item::Column::ExamId.eq(id))
        .exec(&txn)
        .await?;
    for (i, (question_id, score)) in f.items.into_iter().enumerate() {
        exam_item::ActiveModel {
            exam_id: Set(id),
            question_id: Set(question_id),
            position: Set(i as i32 + 1),
            score: Set(score),
        }
        .insert(&txn)
        .await?;
    }
    let exam = exam::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or(DbError::NotFound)?;
    txn.commit().await?;
    Ok(exam)
}

pub async fn delete_exam(db: &impl ConnectionTrait, id: i64) -> DbResult<()> {
    exam::Entity::delete_by_id(id).exec(db).await?;
    Ok(())
}

pub async fn exams_of_course(db: &impl ConnectionTrait, course_id: i64) -> DbResult<u64> {
    Ok(exam::Entity::find()
        .filter(exam::Column::CourseId.eq(course_id))
        .count(db)
        .await?)
}

/// The exams of a course.
pub async fn of_course(db: &impl ConnectionTrait, course_id: i64) -> DbResult<Vec<Exam>> {
    Ok(exam::Entity::find()
        .filter(exam::Column::CourseId.eq(course_id))
        .all(db)
        .await?)
}

/// A learner's latest attempt at an exam.
pub async fn latest_attempt(
    db: &impl ConnectionTrait,
    exam_id: i64,
    user_id: i64,
) -> DbResult<Option<ExamRecord>> {
    Ok(exam_record::Entity::find()
        .filter(exam_record::Column::ExamId.eq(exam_id))
        .filter(exam_record::Column::UserId.eq(user_id))
        .order_by_desc(exam_record::Column::Attempt)
        .one(db)
        .await?)
}

/// A learner's attempt by its number.
pub async fn attempt(
    db: &impl ConnectionTrait,
    exam_id: i64,
    user_id: i64,
    attempt: i32,
) -> DbResult<Option<ExamRecord>> {
    Ok(exam_record::Entity::find()
        .filter(exam_record::Column::ExamId.eq(exam_id))
        .filter(exam_record::Column::UserId.eq(user_id))
        .filter(exam_record::Column::Attempt.eq(attempt))
        .one(db)
        .await?)
}

/// A learner's attempts at an exam (open and submitted), first to last, without answers.
pub async fn attempts(
    db: &impl ConnectionTrait,
    exam_id: i64,
    user_id: i64,
) -> DbResult<Vec<RecordSummary>> {
    summaries(
        exam_record::Entity::find()
            .filter(exam_record::Column::ExamId.eq(exam_id))
            .filter(exam_record::Column::UserId.eq(user_id))
            .order_by_asc(exam_record::Column::Attempt),
        db,
    )
    .await
}

/// These learners' attempts at an exam (open and submitted), each learner's first to last.
pub async fn attempts_of_users(
    db: &impl ConnectionTrait,
    exam_id: i64,
    users: &[i64],
) -> DbResult<Vec<RecordSummary>> {
    let mut all = Vec::new();
    for chunk in users.chunks(500) {
        all.extend(
            summaries(
                exam_record::Entity::find()
                    .filter(exam_record::Column::ExamId.eq(exam_id))
                    .filter(exam_record::Column::UserId.is_in(chunk.iter().copied()))
                    .order_by_asc(exam_record::Column::UserId)
                    .order_by_asc(exam_record::Column::Attempt),
                db,
            )
            .await?,
        );
    }
    Ok(all)
}

/// An exam's graded attempts that count (submitted, graded, not voided), the latest `limit`,
/// handed to `each` one at a time as they are read (an analysis reads up to 20 000).
pub async fn graded_of_exam(
    db: &Db,
    exam_id: i64,
    limit: u64,
    mut each: impl FnMut(ExamRecord),
) -> DbResult<()> {
    let mut records = exam_record::Entity::find()
        .filter(exam_record::Column::ExamId.eq(exam_id))
        .filter(exam_record::Column::SubmittedAt.is_not_null())
        .filter(exam_record::Column::Reviewed.eq(true))
        .filter(exam_record::Column::VoidedAt.is_null())
        .order_by_desc(exam_record::Column::Id)
        .limit(limit)
        .stream(db)
        .await?;
    while let Some(record) = records.try_next().await? {
        // A long reading lets the requests in every few hundred rows (see `users::listed`).
        tokio::task::coop::consume_budget().await;
        each(record);
    }
    Ok(())
}

/// How many attempts are open (started, not submitted): the `/metrics` gauge.
pub async fn open_attempts(db: &impl ConnectionTrait) -> DbResult<u64> {
    Ok(exam_record::Entity::find()
        .filter(exam_record::Column::SubmittedAt.is_null())
        .count(db)
        .await?)
}

/// Open attempts whose deadline passed before `before` (at most `limit`).
pub async fn overdue(
    db: &impl ConnectionTrait,
    before: i64,
    limit: u64,
) -> DbResult<Vec<ExamRecord>> {
    Ok(exam_record::Entity::find()
        .filter(exam_record::Column::SubmittedAt.is_null())
        .filter(exam_record::Column::Deadline.lt(before))
        .order_by_asc(exam_record::Column::Deadline)
        .limit(limit)
        .all(db)
        .await?)
}

pub async fn record_by_id(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<ExamRecord>> {
    Ok(exam_record::Entity::find_by_id(id).one(db).await?)
}

/// What the learner pages show of a submitted record (without the answers).
#[derive(Clone, Debug, PartialEq)]
pub struct RecordSummary {
    pub id: i64,
    pub exam_id: i64,
    pub user_id: i64,
    pub attempt: i32,
    pub started_at: i64,
    pub submitted_at: Option<i64>,
    pub score: Option<i32>,
    pub reviewed: bool,
    pub updated_at: i64,
    /// Voided by a teacher.
    pub voided: bool,
    /// Why it was voided.
    pub void_reason: Option<String>,
}

impl From<&ExamRecord> for RecordSummary {
    fn from(r: &ExamRecord) -> Self {
        Self {
            id: r.id,
            exam_id: r.exam_id,
            user_id: r.user_id,
            attempt: r.attempt,
            started_at: r.started_at,
            submitted_at: r.submitted_at,
            score: r.score,
            reviewed: r.reviewed,
            updated_at: r.updated_at,
            voided: r.voided_at.is_some(),
            void_reason: r.void_reason.clone(),
        }
    }
}

/// A learner's attempts at every exam without their answers: the submitted ones newest first.
pub async fn learner_summaries(
    db: &impl ConnectionTrait,
    user_id: i64,
) -> DbResult<Vec<RecordSummary>> {
    summaries(
        exam_record::Entity::find()
            .filter(exam_record::Column::UserId.eq(user_id))
            .order_by_desc(exam_record::Column::SubmittedAt)
            .order_by_desc(exam_record::Column::Id),
        db,
    )
    .await
}

/// The records a query selects, without their answers.
async fn summaries(
    query: sea_orm::Select<exam_record::Entity>,
    db: &impl ConnectionTrait,
) -> DbResult<Vec<RecordSummary>> {
    type Row = (
        i64,
        i64,
        i64,
        i32,
        i64,
        Option<i64>,
        Option<i32>,
        bool,
        i64,
        Option<i64>,
        Option<String>,
    );
    let rows: Vec<Row> = query
        .select_only()
        .columns([
            exam_record::Column::Id,
            exam_record::Column::ExamId,
            exam_record::Column::UserId,
            exam_record::Column::Attempt,
            exam_record::Column::StartedAt,
            exam_record::Column::SubmittedAt,
            exam_record::Column::Score,
            exam_record::Column::Reviewed,
            exam_record::Column::UpdatedAt,
            exam_record::Column::VoidedAt,
            exam_record::Column::VoidReason,
        ])
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows
        .into_iter()
        .map(
            |(
                id,
                exam_id,
                user_id,
                attempt,
                started_at,
                submitted_at,
                score,
                reviewed,
                updated_at,
                voided_at,
                void_reason,
            )| {
                RecordSummary {
                    voided: voided_at.is_some(),
                    void_reason,
                    id,
                    exam_id,
                    user_id,
                    attempt,
                    started_at,
                    submitted_at,
                    score,
                    reviewed,
                    updated_at,
                }
            },
        )
        .collect())
}

/// Opens attempt number `number`; when a concurrent request opened it first, answers that one.
pub async fn open_record(
    db: &impl ConnectionTrait,
    exam_id: i64,
    user_id: i64,
    number: i32,
    deadline: i64,
    paper: String,
    now: i64,
) -> DbResult<ExamRecord> {
    let inserted = exam_record::ActiveModel {
        paper: Set(paper),
        exam_id: Set(exam_id),
        user_id: Set(user_id),
        attempt: Set(number),
        started_at: Set(now),
        deadline: Set(deadline),
        submitted_at: Set(None),
        answers: Set("{}".into()),
        exit_count: Set(0),
        score: Set(None),
        reviewed: Set(false),
        grades: Set("{}".into()),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await;
    match inserted.map_err(DbError::from) {
        Ok(r) => Ok(r),
        Err(DbError::Unique { .. }) => attempt(db, exam_id, user_id, number)
            .await?
            .ok_or(DbError::NotFound),
        Err(e) => Err(e),
    }
}

/// Saves the draft answers of an open attempt; false when it was submitted meanwhile.
pub async fn save_draft(
    db: &impl ConnectionTrait,
    id: i64,
    answers: &AnswerSheet,
    now: i64,
) -> DbResult<bool> {
    let result = exam_record::Entity::update_many()
        .col_expr(
            exam_record::Column::Answers,
            Expr::value(super::json_text(answers)),
        )
        .col_expr(exam_record::Column::UpdatedAt, Expr::value(now))
        .filter(exam_record::Column::Id.eq(id))
        .filter(exam_record::Column::SubmittedAt.is_null())
        .exec(db)
        .await?;
    Ok(result.rows_affected == 1)
}

pub async fn count_exit(db: &impl ConnectionTrait, id: i64) -> DbResult<()> {
    exam_record::Entity::update_many()
        .col_expr(
            exam_record::Column::ExitCount,
            Expr::col(exam_record::Column::ExitCount).add(1),
        )
        .filter(exam_record::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}

/// Submits an open attempt exactly once: false when it was already submitted.
pub async fn submit(
    db: &impl ConnectionTrait,
    id: i64,
    answers: &AnswerSheet,
    grades: &Grades,
    score: i32,
    reviewed: bool,
    now: i64,
) -> DbResult<bool> {
    let result = exam_record::Entity::update_many()
        .col_expr(
            exam_record::Column::Answers,
            Expr::value(super::json_text(answers)),
        )
        .col_expr(
            exam_record::Column::Grades,
            Expr::value(super::json_text(grades)),
        )
        .col_expr(exam_record::Column::Score, Expr::value(score))
        .col_expr(exam_record::Column::Reviewed, Expr::value(reviewed))
        .col_expr(exam_record::Column::SubmittedAt, Expr::value(now))
        .col_expr(exam_record::Column::UpdatedAt, Expr::value(now))
        .filter(exam_record::Column::Id.eq(id))
        .filter(exam_record::Column::SubmittedAt.is_null())
        .exec(db)
        .await?;
    Ok(result.rows_affected == 1)
}

pub async fn set_grades(
    db: &impl ConnectionTrait,
    id: i64,
    grades: &Grades,
    score: i32,
    reviewed: bool,
    now: i64,
) -> DbResult<()> {
    exam_record::Entity::update_many()
        .col_expr(
            exam_record::Column::Grades,
            Expr::value(super::json_text(grades)),
        )
        .col_expr(exam_record::Column::Score, Expr::value(score))
        .col_expr(exam_record::Column::Reviewed, Expr::value(reviewed))
        .col_expr(exam_record::Column::UpdatedAt, Expr::value(now))
        .filter(exam_record::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}

#[derive(Default)]
pub struct RecordFilter {
    pub exam_ids: Option<Vec<i64>>,
    pub exam_id: Option<i64>,
    pub reviewed: Option<bool>,
}

fn records_filtered(f: &RecordFilter) -> sea_orm::Select<exam_record::Entity> {
    let mut cond = Condition::all().add(exam_record::Column::SubmittedAt.is_not_null());
    if let Some(ids) = &f.exam_ids {
        cond = cond.add(exam_record::Column::ExamId.is_in(ids.clone()));
    }
    if let Some(e) = f.exam_id {
        cond = cond.add(exam_record::Column::ExamId.eq(e));
    }
    if let Some(r) = f.reviewed {
        cond = cond.add(exam_record::Column::Reviewed.eq(r));
    }
    exam_record::Entity::find().filter(cond)
}

/// Submitted records, newest first.
pub async fn records(
    db: &impl ConnectionTrait,
    f: &RecordFilter,
    page: Page,
) -> DbResult<(Vec<ExamRecord>, u64)> {
    let total = records_filtered(f).count(db).await?;
    let rows = records_filtered(f)
        .order_by_desc(exam_record::Column::SubmittedAt)
        .order_by_desc(exam_record::Column::Id)
        .offset(page.offset())
        .limit(page.size())
        .all(db)
        .await?;
    Ok((rows, total))
}

/// Ids of the exams an author wrote.
pub async fn exam_ids_of_author(db: &impl ConnectionTrait, author_id: i64) -> DbResult<Vec<i64>> {
    Ok(exam::Entity::find()
        .select_only()
        .column(exam::Column::Id)
        .filter(exam::Column::AuthorId.eq(author_id))
        .into_tuple()
        .all(db)
        .await?)
}

/// Sets when an attempt started and was submitted (demo data of past exams).
pub async fn backdate(
    db: &impl ConnectionTrait,
    id: i64,
    started_at: i64,
    submitted_at: i64,
) -> DbResult<()> {
    exam_record::Entity::update_many()
        .col_expr(exam_record::Column::StartedAt, Expr::value(started_at))
        .col_expr(exam_record::Column::SubmittedAt, Expr::value(submitted_at))
        .col_expr(exam_record::Column::UpdatedAt, Expr::value(submitted_at))
        .filter(exam_record::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}

/// Moves an exam's window (demo data of a past exam).
pub async fn reschedule(
    db: &impl ConnectionTrait,
    id: i64,
    started_at: i64,
    expired_at: i64,
) -> DbResult<()> {
    exam::Entity::update_many()
        .col_expr(exam::Column::StartedAt, Expr::value(started_at))
        .col_expr(exam::Column::ExpiredAt, Expr::value(expired_at))
        .filter(exam::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}
