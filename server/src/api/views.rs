//! Views shared by several resources: how a course, an exam, a record, an answer and a user look
//! on the wire. Handlers map service results through these.

use std::collections::HashMap;

use serde::Serialize;
use serde_json::{Map, Value, json};

use crate::auth::Session;
use crate::catalogue::{self, CourseEntry, ExamEntry, LearnerFacts};
use crate::domain::attempts::{GradingMethod, NextAttempt};
use crate::domain::enrolment::{ReviewedResult, Status};
use crate::domain::exam::{Answer, AnswerKey, AnswerVisibility, ExamStatus, QuestionType};
use crate::domain::roles;
use crate::domain::study;
use crate::error::AppResult;
use crate::service::AppState;
use crate::service::accounts::Account;
use crate::service::exam_session::{self, Standing, may_take};
use crate::service::{Exam, ExamRecord, Question, RecordSummary};

/// A course as learners see it.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CourseView {
    pub id: i64,
    pub name: String,
    pub cover: Option<String>,
    pub description: Option<String>,
    pub teacher_id: Option<i64>,
    pub teacher_name: Option<String>,
    pub category: String,
    /// 0 certification class, 1 special-topic class.
    #[schema(value_type = crate::domain::vocabulary::CourseType)]
    pub r#type: i16,
    /// Fee in fen (integer); the UI shows yuan.
    pub fee: i64,
    pub public_course: bool,
    /// The caller's enrolment: 1 pending review, 2 approved awaiting payment, 3 rejected,
    /// 4 may study; null when not enrolled (and for anonymous callers and guests).
    #[schema(value_type = Option<crate::domain::vocabulary::EnrolmentStatus>)]
    pub status: Option<i16>,
    /// The caller has filed an application for the course (the spec spells it so).
    pub singup: bool,
    /// The material review's result of the caller's application; null when none was filed.
    pub reviewed_result: Option<ReviewedResult>,
    /// Average of the published ratings (1–5, one decimal); null without any.
    pub rating: Option<f64>,
    /// How many published ratings.
    pub rating_count: i64,
    /// 学时 the course requires (0: none).
    pub required_periods: i32,
    /// The 学时 the caller has been credited in the course (the study ledger; tenths rounded
    /// down, "2.5"), for a learner who studies a course that requires 学时; null otherwise.
    pub credited_periods: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
}

impl CourseView {
    pub fn new(entry: &CourseEntry, status: Option<i16>) -> Self {
        let c = &entry.course;
        Self {
            id: c.id,
            name: c.name.clone(),
            cover: c.cover.clone(),
            description: c.description.clone(),
            teacher_id: c.teacher_id,
            teacher_name: entry.teacher_name.clone(),
            category: c.category.clone(),
            r#type: c.r#type,
            fee: c.fee,
            public_course: c.public_course,
            status,
            singup: status.is_some(),
            reviewed_result: status
                .and_then(Status::from_code)
                .map(Status::reviewed_result),
            rating: crate::domain::comment::average(entry.ratings.1, entry.ratings.0),
            rating_count: entry.ratings.0,
            required_periods: entry.study_rules.required_periods,
            credited_periods: None,
            created_at: c.created_at,
            updated_at: c.updated_at,
        }
    }

    /// Does the caller study this course, and does it require 学时?
    pub fn counts_hours(&self) -> bool {
        self.required_periods > 0 && self.status == Some(Status::Enrolled.code())
    }

    /// The caller's credited 学时 (`credited` ms by course, one 学时 `period_minutes` long),
    /// shown where the course requires 学时 and they study it.
    pub fn with_credit(mut self, (credited, period_minutes): &(HashMap<i64, i64>, i64)) -> Self {
        if self.counts_hours() {
            let ms = credited.get(&self.id).copied().unwrap_or(0);
            self.credited_periods = Some(study::credited_periods(ms, *period_minutes));
        }
        self
    }
}

/// An exam as the exam centre shows it.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamView {
    pub id: i64,
    pub title: String,
    /// Same as title (the spec names both).
    pub name: String,
    pub description: Option<String>,
    pub cover: Option<String>,
    /// Seconds.
    pub duration: i64,
    pub started_at: Option<i64>,
    pub expired_at: Option<i64>,
    pub created_at: i64,
    /// By the server's clock.
    pub status: ExamStatus,
    pub subject: Option<String>,
    pub total_score: i32,
    /// The score that passes (the set pass mark, else 60 % of the total rounded up).
    pub pass_score: i32,
    pub question_count: i64,
    /// Learners of this course (status 4) may take it; null: every learner.
    pub course_id: Option<i64>,
    /// The caller may take it (ignores the clock).
    pub can_take: bool,
    /// The caller can open no further attempt (every attempt used, or their result passes) and
    /// none is open.
    pub completed: bool,
    /// Attempts the caller has (the exam's, and any a teacher added for them; 1 for others).
    pub attempts_allowed: i32,
    /// Attempts the caller has opened (the open one too).
    pub attempts_used: i32,
    /// The caller has an attempt open (the page offers to continue it).
    pub attempt_open: bool,
    /// The caller's next attempt opens at this time (ms), after the wait between attempts.
    pub next_attempt_at: Option<i64>,
    /// How the attempts make the result: highest, last, first or average.
    pub grading_method: GradingMethod,
    /// The caller's result by that method, once graded (withheld like a score while the exam is
    /// open and keeps its answers hidden).
    pub result: Option<i32>,
    /// When learners see the correct answers and explanations.
    pub answer_visibility: AnswerVisibility,
    /// The course's 学时 are required before starting it.
    pub requires_hours: bool,
}

impl ExamView {
    /// The exam at `now`; `learner` fills in what the caller may do and has done (in their own
    /// window and with their own time when a teacher gave them one).
    pub fn new(entry: &ExamEntry, now: i64, learner: Option<(&Session, &LearnerFacts)>) -> Self {
        let e = &entry.exam;
        let standing = learner.map(|(_, f)| Standing::of(e, f, now));
        let policy = standing.as_ref().map_or(e.policy(None), |s| s.policy);
        let withheld = e.visibility().withholds_score(e.closes_at(), now);
        Self {
            id: e.id,
            title: e.title.clone(),
            name: e.title.clone(),
            description: e.description.clone(),
            cover: e.cover.clone(),
            duration: policy.duration_secs,
            started_at: policy.started_at,
            expired_at: policy.expired_at,
            created_at: e.created_at,
            status: ExamStatus::at(policy.started_at, policy.expired_at, now),
            subject: e.subject.clone(),
            total_score: e.total_score,
            pass_score: e.pass(),
            question_count: entry.question_count,
            course_id: e.course_id,
            can_take: learner.is_some_and(|(s, f)| may_take(s, f, e)),
            completed: standing.as_ref().is_some_and(|s| {
                !s.open && matches!(s.next, NextAttempt::NoneLeft | NextAttempt::Passed)
            }),
            attempts_allowed: policy.attempts,
            attempts_used: standing.as_ref().map_or(0, |s| s.used),
            attempt_open: standing.as_ref().is_some_and(|s| s.open),
            next_attempt_at: match standing.as_ref().map(|s| s.next) {
                Some(NextAttempt::WaitUntil(at)) => Some(at),
                _ => None,
            },
            grading_method: e.grading(),
            result: standing.and_then(|s| s.result).filter(|_| !withheld),
            answer_visibility: e.visibility(),
            requires_hours: e.requires_hours,
        }
    }
}

/// A submitted record as the learner's record list shows it.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecordView {
    pub id: i64,
    pub exam_id: i64,
    pub title: String,
    pub subject: Option<String>,
    pub question_count: i64,
    pub total_score: i32,
    /// Null until graded, and while withheld (`scoreWithheld`).
    pub score: Option<i32>,
    /// The score is withheld until the exam closes (its answers are hidden until then): the page
    /// says 成绩将在考试结束后公布.
    pub score_withheld: bool,
    /// Seconds spent.
    pub duration: i64,
    /// When the attempt started.
    pub created_at: i64,
    pub updated_at: i64,
    /// The learner's user id.
    pub created_by: i64,
    /// 已批阅 when true, else 待批阅.
    pub reviewed: bool,
    /// The attempt's number (1 for the first).
    pub attempt: i32,
    /// A teacher voided the attempt: it counts in no result.
    pub voided: bool,
    /// Why it was voided.
    pub void_reason: Option<String>,
}

impl RecordView {
    pub fn new(exam: Option<&ExamEntry>, r: &RecordSummary) -> Self {
        Self {
            id: r.id,
            attempt: r.attempt,
            voided: r.voided,
            void_reason: r.void_reason.clone(),
            exam_id: r.exam_id,
            title: exam.map(|e| e.exam.title.clone()).unwrap_or_default(),
            subject: exam.and_then(|e| e.exam.subject.clone()),
            question_count: exam.map_or(0, |e| e.question_count),
            total_score: exam.map_or(0, |e| e.exam.total_score),
            score: if r.reviewed { r.score } else { None },
            score_withheld: false,
            duration: (r.submitted_at.unwrap_or(r.updated_at) - r.started_at).max(0) / 1000,
            created_at: r.started_at,
            updated_at: r.updated_at,
            created_by: r.user_id,
            reviewed: r.reviewed,
        }
    }
}

impl RecordView {
    /// As the learner who sat it sees it at `now`: the score withheld while the exam is open
    /// and keeps its answers hidden (`AnswerVisibility::withholds_score`).
    pub fn for_learner(mut self, exam: Option<&Exam>, now: i64) -> Self {
        if exam.is_some_and(|e| e.visibility().withholds_score(e.closes_at(), now)) {
            self.score = None;
            self.score_withheld = true;
        }
        self
    }
}

/// The learner's view of their record of `exam` (`RecordView::for_learner`).
pub async fn record_view(
    state: &AppState,
    exam: Exam,
    record: &ExamRecord,
) -> AppResult<RecordView> {
    let catalogue = state.caches.catalogue.get(&state.db).await?;
    let entry = match catalogue.exam(exam.id) {
        Some(entry) => entry.clone(),
        // Written by another instance since the catalogue was read.
        None => catalogue::exam_entry(&state.db, exam).await?,
    };
    Ok(RecordView::new(Some(&entry), &record.into())
        .for_learner(Some(&entry.exam), state.clock.now_ms()))
}

/// One answer of a record with its grading.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnswerDetail {
    question_id: i64,
    r#type: QuestionType,
    content: String,
    /// Label → text (choice questions).
    options: Map<String, Value>,
    is_multiple: bool,
    /// The learner's answer (null when unanswered).
    answer: Option<Answer>,
    /// Null while the answers are hidden from the learner (see the exam's answerVisibility);
    /// staff always see it.
    #[schema(value_type = Object)]
    correct_answer: Value,
    /// Points earned; null while waiting for a teacher, or while hidden (`scoreHidden`).
    score: Option<i64>,
    max_score: i32,
    comment: Option<String>,
    /// Null while the answers are hidden from the learner.
    explanation: Option<String>,
    /// Scored automatically (objective question).
    auto_scored: bool,
    /// The points and comment of an objective question are withheld with the correct answers
    /// (they would tell the key).
    score_hidden: bool,
}

/// Every answer of a record with its grade. Unless `reveal`, the answer key stays out: correct
/// answers, explanations, and the points and comments of objective questions.
pub async fn answer_details(
    state: &AppState,
    record: &ExamRecord,
    reveal: bool,
) -> AppResult<Vec<AnswerDetail>> {
    let mut answers = record.answer_sheet();
    let grades = record.grade_sheet();
    // In the learner's order, with the option letters they saw.
    Ok(exam_session::seats(state, record.exam_id, record)
        .await?
        .iter()
        .map(|(entry, q)| {
            let kind = q.kind();
            let score_hidden = !reveal && kind != QuestionType::Short;
            let graded = grades.get(&q.id);
            let grade = graded.filter(|_| !score_hidden);
            AnswerDetail {
                question_id: q.id,
                options: entry.shown_options(&q.option_map()),
                is_multiple: q.is_multiple,
                answer: answers.remove(&q.id).map(|a| entry.shown_answer(a)),
                correct_answer: match (reveal, q.answer_key()) {
                    (false, _) => Value::Null,
                    (true, AnswerKey::Choice(labels)) => json!(entry.shown_labels(&labels)),
                    (true, _) => q.answer_json(),
                },
                score: grade.map(|g| i64::from(g.score)),
                max_score: entry.score,
                comment: grade.and_then(|g| g.comment.clone()),
                explanation: if reveal { q.explanation.clone() } else { None },
                auto_scored: graded.is_some_and(|g| g.auto),
                score_hidden,
                r#type: kind,
                content: q.content.clone(),
            }
        })
        .collect())
}

/// A question's options as the paper and the editor show them: `{isMultiple, options}`.
pub fn metadata(q: &Question) -> Value {
    json!({ "isMultiple": q.is_multiple, "options": q.option_map() })
}

/// A user as the API shows it (never the password hash).
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserView {
    id: i64,
    username: String,
    name: Option<String>,
    gender: Option<String>,
    email: Option<String>,
    phone: Option<String>,
    id_card: Option<String>,
    /// YYYY-MM-DD
    birth_date: Option<String>,
    education: Option<String>,
    degree: Option<String>,
    work_unit: Option<String>,
    work_experience: Option<i32>,
    address: Option<String>,
    invite_code: Option<String>,
    /// Sorted by priority: admin, distributor, teacher, finance, reviewer, student, guest.
    roles: Vec<String>,
    #[schema(schema_with = roles::permission_names)]
    permissions: Vec<String>,
    /// An imported account's initial password is still in use: the client shows the password
    /// change first; every other call answers 403 PASSWORD_CHANGE_REQUIRED until it is changed.
    must_change_password: bool,
    created_at: i64,
    updated_at: i64,
}

/// The user with their roles and permissions.
pub fn user_view(account: Account) -> UserView {
    let Account {
        user,
        roles,
        permissions,
        ..
    } = account;
    UserView {
        id: user.id,
        username: user.username,
        name: user.name,
        gender: user.gender,
        email: user.email,
        phone: user.phone,
        id_card: user.id_card.map(|card| card.0),
        birth_date: user.birth_date,
        education: user.education,
        degree: user.degree,
        work_unit: user.work_unit,
        work_experience: user.work_experience,
        address: user.address,
        invite_code: user.invite_code,
        roles,
        permissions,
        must_change_password: user.must_change_password,
        created_at: user.created_at,
        updated_at: user.updated_at,
    }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct LoginAnswer {
    pub token: String,
    pub user: UserView,
    /// Sorted by priority; the first is the active role.
    pub roles: Vec<String>,
}

impl LoginAnswer {
    /// The answer of every way to log in: the new token, the user and their roles.
    pub fn new((token, account): (String, Account)) -> Self {
        let user = user_view(account);
        let roles = user.roles.clone();
        Self { token, user, roles }
    }
}

/// An error of one row (or paragraph) of an uploaded import file.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportError {
    /// The row's field (the import's names, e.g. content, answer; name, phone, idCard).
    field: String,
    /// The refusal's code (an ErrorCode).
    error: String,
    /// Its Chinese text.
    message: String,
    /// Values of its `{name}`s.
    #[schema(value_type = Object)]
    params: serde_json::Map<String, Value>,
}

impl ImportError {
    pub fn new(field: impl Into<String>, m: &crate::refusals::Message) -> Self {
        Self {
            field: field.into(),
            error: m.code().to_string(),
            message: m.to_string(),
            params: m
                .params
                .iter()
                .map(|(k, v)| (k.to_string(), Value::String(v.clone())))
                .collect(),
        }
    }
}
