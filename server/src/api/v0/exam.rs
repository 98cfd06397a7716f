//! `/api/v0/exam`: the exam centre, taking an exam (start, paper, autosave, exits, submit) and
//! the learner's records.

use std::collections::BTreeSet;
use std::sync::Arc;

use axum::Router;
use axum::extract::{Path, State};
use axum::routing::{get, post, put};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use crate::api::{Answer, ApiJson, ApiQuery, ok};
use crate::auth::{Member, Session};
use crate::catalogue::{self, ExamEntry, ExamFilter, LearnerFacts};
use crate::db::{
    self, Db,
    exams::{Exam, ExamItem, ExamRecord, Question, RecordSummary},
    now_ms,
};
use crate::domain::course::STUDYING;
use crate::domain::exam::{self as rules, EXIT_LIMIT, GRACE_SECS};
use crate::domain::roles;
use crate::error::{AppError, AppResult};
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/exam", get(list))
        .route("/exam/record", get(records))
        .route("/exam/{id}", get(paper))
        .route("/exam/{id}/start", post(start))
        .route("/exam/{id}/answers", put(save_answers))
        .route("/exam/{id}/exit", post(exit))
        .route("/exam/{id}/submit", post(submit))
        .route("/exam/{id}/record", get(record_detail))
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
    /// notStarted, started or ended, by the server's clock.
    pub status: String,
    pub subject: Option<String>,
    pub total_score: i32,
    pub question_count: i64,
    /// Learners of this course (status 4) may take it; null: every learner.
    pub course_id: Option<i64>,
    /// The caller may take it (ignores the clock).
    pub can_take: bool,
    /// The caller has submitted it.
    pub completed: bool,
}

/// May this caller take the exam? Learners (role student); for a course's exam only those with status 4.
pub fn may_take(session: &Session, facts: &LearnerFacts, exam: &Exam) -> bool {
    session.has_role(roles::STUDENT)
        && exam
            .course_id
            .is_none_or(|course| facts.statuses.get(&course) == Some(&STUDYING))
}

impl ExamView {
    /// The exam at `now`; `learner` fills in what the caller may do and has done.
    pub fn new(entry: &ExamEntry, now: i64, learner: Option<(&Session, &LearnerFacts)>) -> Self {
        let e = &entry.exam;
        Self {
            id: e.id,
            title: e.title.clone(),
            name: e.title.clone(),
            description: e.description.clone(),
            cover: e.cover.clone(),
            duration: e.duration,
            started_at: e.started_at,
            expired_at: e.expired_at,
            created_at: e.created_at,
            status: rules::status(e.started_at, e.expired_at, now).into(),
            subject: e.subject.clone(),
            total_score: e.total_score,
            question_count: entry.question_count,
            course_id: e.course_id,
            can_take: learner.is_some_and(|(s, f)| may_take(s, f, e)),
            completed: learner.is_some_and(|(_, f)| f.submitted(e.id)),
        }
    }
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct ListQuery {
    /// Zero-based page (default 0).
    page: Option<u64>,
    /// Page size (default 10, at most 100).
    size: Option<u64>,
    /// all (default), started, ended or notStarted.
    status: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamList {
    exams: Vec<ExamView>,
    total_count: u64,
    /// The server's clock (ms), which decides the status.
    now: i64,
}

/// Exams, latest start first, with status by the server's clock.
#[utoipa::path(get, path = "/api/v0/exam", tag = "exam", params(ListQuery), responses((status = 200, body = ExamList), (status = 400)))]
pub async fn list(
    State(state): State<AppState>,
    session: Option<Session>,
    ApiQuery(q): ApiQuery<ListQuery>,
) -> Answer {
    let now = now_ms();
    let status = match q.status.as_deref() {
        None | Some("") | Some("all") => None,
        Some("started") => Some(("started", now)),
        Some("ended") => Some(("ended", now)),
        Some("notStarted") => Some(("notStarted", now)),
        Some(_) => return Err(AppError::BadRequest("考试状态无效".into())),
    };
    let filter = ExamFilter {
        status,
        ..Default::default()
    };
    let size = q.size.unwrap_or(10).clamp(1, 100);
    let catalogue = state.catalogue.get(&state.db).await?;
    let (entries, total_count) = catalogue.exams(&filter, q.page.unwrap_or(0), size);
    let learner = match session.filter(|s| s.has_role(roles::STUDENT)) {
        Some(s) => Some((state.learner(s.user_id).await?, s)),
        None => None,
    };
    let learner = learner.as_ref().map(|(f, s)| (s, &**f));
    Ok(ok(ExamList {
        exams: entries
            .into_iter()
            .map(|e| ExamView::new(e, now, learner))
            .collect(),
        total_count,
        now,
    }))
}

async fn exam_or_404(db: &Db, id: i64) -> AppResult<Exam> {
    db::exams::exam(db, id)
        .await?
        .ok_or_else(|| AppError::NotFound("考试不存在".into()))
}

/// The exam, if the caller may take it now.
async fn takeable(state: &AppState, session: &Session, id: i64) -> AppResult<Exam> {
    let exam = exam_or_404(&state.db, id).await?;
    if !may_take(session, &*state.learner(session.user_id).await?, &exam) {
        return Err(AppError::Forbidden("您没有参加该考试的权限".into()));
    }
    match rules::status(exam.started_at, exam.expired_at, now_ms()) {
        "notStarted" => Err(AppError::Unprocessable("考试尚未开始".into())),
        _ => Ok(exam),
    }
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Attempt {
    started_at: i64,
    /// When answers stop being taken (ms); a short grace follows.
    deadline: i64,
    exit_count: i32,
    /// The saved draft, keyed by question id.
    answers: Value,
    submitted: bool,
}

impl From<&ExamRecord> for Attempt {
    fn from(r: &ExamRecord) -> Self {
        Self {
            started_at: r.started_at,
            deadline: r.deadline,
            exit_count: r.exit_count,
            answers: serde_json::from_str(&r.answers).unwrap_or_else(|_| json!({})),
            submitted: r.submitted_at.is_some(),
        }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct StartAnswer {
    attempt: Attempt,
}

/// Starts (or resumes) the caller's attempt. One attempt per learner and exam.
#[utoipa::path(post, path = "/api/v0/exam/{id}/start", tag = "exam", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = StartAnswer), (status = 401), (status = 403, description = "您没有参加该考试的权限"),
        (status = 409, description = "您已完成该考试"), (status = 422, description = "考试尚未开始 / 考试已结束 / 考试时间已结束")))]
pub async fn start(
    State(state): State<AppState>,
    Member(session): Member,
    Path(id): Path<i64>,
) -> Answer {
    let exam = takeable(&state, &session, id).await?;
    let now = now_ms();
    let record = match db::exams::record(&state.db, id, session.user_id).await? {
        Some(r) => r,
        None => {
            if rules::status(exam.started_at, exam.expired_at, now) == "ended" {
                return Err(AppError::Unprocessable("考试已结束".into()));
            }
            let deadline = rules::deadline(now, exam.duration, exam.expired_at.unwrap_or(i64::MAX));
            db::exams::open_record(&state.db, id, session.user_id, deadline).await?
        }
    };
    if record.submitted_at.is_some() {
        return Err(AppError::Conflict {
            field: "id",
            message: "您已完成该考试".into(),
        });
    }
    if now > record.deadline + GRACE_SECS * 1000 {
        finalize(&state, &exam, &record, draft_of(&record)).await?;
        return Err(AppError::Unprocessable("考试时间已结束".into()));
    }
    Ok(ok(StartAnswer {
        attempt: Attempt::from(&record),
    }))
}

/// A question as the exam paper shows it (no answer).
#[derive(Serialize, utoipa::ToSchema)]
pub struct PaperItem {
    id: i64,
    content: String,
    /// CHOICE, JUDGE, FILL or SHORT.
    r#type: String,
    score: i32,
    /// `{isMultiple, options: {label: text}}`.
    metadata: Value,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Paper {
    id: i64,
    title: String,
    description: Option<String>,
    duration: i64,
    total_score: i32,
    started_at: Option<i64>,
    expired_at: Option<i64>,
    items: Vec<PaperItem>,
}

/// An exam's items with their questions, in exam order.
pub type ExamPaper = Vec<(ExamItem, Question)>;

/// The exam's items with their questions: read by every start, autosave and
/// submission of an exam session, so cached per exam until a staff write (see `AppState::papers`).
async fn items_with_questions(state: &AppState, exam_id: i64) -> AppResult<Arc<ExamPaper>> {
    if let Some(paper) = state.papers.get(&exam_id) {
        return Ok(paper);
    }
    let items = db::exams::items(&state.db, exam_id).await?;
    let mut questions =
        db::exams::questions_by_ids(&state.db, items.iter().map(|i| i.question_id).collect())
            .await?;
    let paper: Arc<ExamPaper> = Arc::new(
        items
            .into_iter()
            .filter_map(|i| questions.remove(&i.question_id).map(|q| (i, q)))
            .collect(),
    );
    state.papers.insert(exam_id, paper.clone());
    Ok(paper)
}

pub fn metadata(q: &Question) -> Value {
    let options: Value = serde_json::from_str(&q.options).unwrap_or_else(|_| json!({}));
    json!({ "isMultiple": q.is_multiple, "options": options })
}

/// The exam paper for a learner who may take it while it runs: questions without answers.
#[utoipa::path(get, path = "/api/v0/exam/{id}", tag = "exam", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = Paper), (status = 401), (status = 403), (status = 404), (status = 422)))]
pub async fn paper(
    State(state): State<AppState>,
    Member(session): Member,
    Path(id): Path<i64>,
) -> Answer {
    let exam = takeable(&state, &session, id).await?;
    if rules::status(exam.started_at, exam.expired_at, now_ms()) == "ended" {
        return Err(AppError::Unprocessable("考试已结束".into()));
    }
    let items = items_with_questions(&state, id)
        .await?
        .iter()
        .map(|(i, q)| PaperItem {
            id: q.id,
            metadata: metadata(q),
            content: q.content.clone(),
            r#type: q.r#type.clone(),
            score: i.score,
        })
        .collect();
    Ok(ok(Paper {
        id: exam.id,
        title: exam.title,
        description: exam.description,
        duration: exam.duration,
        total_score: exam.total_score,
        started_at: exam.started_at,
        expired_at: exam.expired_at,
        items,
    }))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct AnswersBody {
    /// Question id → CHOICE `{selected:[labels]}`, JUDGE `{value:bool}`, FILL / SHORT `{text}`, or null.
    #[schema(value_type = Object)]
    answers: Option<Map<String, Value>>,
}

/// Keeps only answers to the exam's questions, each checked against its type.
fn checked_answers(
    items: &[(ExamItem, Question)],
    answers: Option<Map<String, Value>>,
) -> AppResult<Map<String, Value>> {
    let answers = answers.unwrap_or_default();
    let mut kept = Map::new();
    for (key, answer) in answers {
        let Some((_, q)) = items.iter().find(|(_, q)| q.id.to_string() == key) else {
            return Err(AppError::field("answers", "答案包含不属于本考试的题目"));
        };
        rules::check_answer_shape(&q.r#type, &answer).map_err(|m| AppError::field("answers", m))?;
        kept.insert(key, answer);
    }
    Ok(kept)
}

fn draft_of(record: &ExamRecord) -> Map<String, Value> {
    serde_json::from_str(&record.answers).unwrap_or_default()
}

/// The open attempt of the caller, refusing answers after the deadline and its grace.
async fn open_attempt(state: &AppState, exam: &Exam, user_id: i64) -> AppResult<ExamRecord> {
    let record = db::exams::record(&state.db, exam.id, user_id)
        .await?
        .ok_or_else(|| AppError::Unprocessable("请先开始考试".into()))?;
    if record.submitted_at.is_some() {
        return Err(AppError::Conflict {
            field: "id",
            message: "您已完成该考试".into(),
        });
    }
    if now_ms() > record.deadline + GRACE_SECS * 1000 {
        finalize(state, exam, &record, draft_of(&record)).await?;
        return Err(AppError::Unprocessable("考试时间已结束".into()));
    }
    Ok(record)
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavedAnswer {
    saved_at: i64,
}

/// Saves the draft answer sheet (autosave).
#[utoipa::path(put, path = "/api/v0/exam/{id}/answers", tag = "exam", security(("bearer" = [])), params(("id" = i64, Path)),
    request_body = AnswersBody, responses((status = 200, body = SavedAnswer), (status = 400, description = "答案格式错误"),
        (status = 409, description = "您已完成该考试"), (status = 422, description = "考试时间已结束")))]
pub async fn save_answers(
    State(state): State<AppState>,
    Member(session): Member,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<AnswersBody>,
) -> Answer {
    let exam = exam_or_404(&state.db, id).await?;
    let record = open_attempt(&state, &exam, session.user_id).await?;
    let items = items_with_questions(&state, id).await?;
    let answers = checked_answers(&items, body.answers)?;
    if !db::exams::save_draft(&state.db, record.id, Value::Object(answers).to_string()).await? {
        return Err(AppError::Conflict {
            field: "id",
            message: "您已完成该考试".into(),
        });
    }
    Ok(ok(SavedAnswer { saved_at: now_ms() }))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExitAnswer {
    exit_count: i32,
    /// The exam was ended (the third exit submits the saved draft).
    ended: bool,
}

/// Counts one exit from the exam page; the third ends the exam with the saved draft.
#[utoipa::path(post, path = "/api/v0/exam/{id}/exit", tag = "exam", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = ExitAnswer), (status = 409), (status = 422)))]
pub async fn exit(
    State(state): State<AppState>,
    Member(session): Member,
    Path(id): Path<i64>,
) -> Answer {
    let exam = exam_or_404(&state.db, id).await?;
    let record = open_attempt(&state, &exam, session.user_id).await?;
    db::exams::count_exit(&state.db, record.id).await?;
    let exit_count = record.exit_count + 1;
    let ended = exit_count >= EXIT_LIMIT;
    if ended {
        finalize(&state, &exam, &record, draft_of(&record)).await?;
    }
    Ok(ok(ExitAnswer { exit_count, ended }))
}

/// Grades the objective answers and closes the attempt (once); the record is graded when no
/// short answer waits for a teacher.
/// Grades and stores the submission; the learner's records change, so their facts are read again.
pub async fn finalize(
    state: &AppState,
    exam: &Exam,
    record: &ExamRecord,
    answers: Map<String, Value>,
) -> AppResult<()> {
    let items = items_with_questions(state, exam.id).await?;
    let mut grades = Map::new();
    let mut score = 0;
    let mut waiting = false;
    for (item, q) in items.iter() {
        let answer = answers
            .get(&q.id.to_string())
            .cloned()
            .unwrap_or(Value::Null);
        let correct: Value = serde_json::from_str(&q.answer).unwrap_or(Value::Null);
        match rules::grade(&q.r#type, &correct, &answer, item.score) {
            Some(s) => {
                score += s;
                grades.insert(
                    q.id.to_string(),
                    json!({ "score": s, "comment": null, "auto": true }),
                );
            }
            None => waiting = true,
        }
    }
    db::exams::submit(
        &state.db,
        record.id,
        Value::Object(answers).to_string(),
        Value::Object(grades).to_string(),
        score,
        !waiting,
    )
    .await?;
    state.learners.remove(&record.user_id);
    Ok(())
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
    /// Null until graded.
    pub score: Option<i32>,
    /// Seconds spent.
    pub duration: i64,
    /// When the attempt started.
    pub created_at: i64,
    pub updated_at: i64,
    /// The learner's user id.
    pub created_by: i64,
    /// 已批阅 when true, else 待批阅.
    pub reviewed: bool,
}

impl RecordView {
    pub fn new(exam: Option<&ExamEntry>, r: &RecordSummary) -> Self {
        Self {
            id: r.id,
            exam_id: r.exam_id,
            title: exam.map(|e| e.exam.title.clone()).unwrap_or_default(),
            subject: exam.and_then(|e| e.exam.subject.clone()),
            question_count: exam.map_or(0, |e| e.question_count),
            total_score: exam.map_or(0, |e| e.exam.total_score),
            score: if r.reviewed { r.score } else { None },
            duration: (r.submitted_at.unwrap_or(r.updated_at) - r.started_at).max(0) / 1000,
            created_at: r.started_at,
            updated_at: r.updated_at,
            created_by: r.user_id,
            reviewed: r.reviewed,
        }
    }
}

/// The view of one record of `exam`.
async fn record_view(state: &AppState, exam: Exam, record: &ExamRecord) -> AppResult<RecordView> {
    let catalogue = state.catalogue.get(&state.db).await?;
    let entry = match catalogue.exam(exam.id) {
        Some(entry) => entry.clone(),
        // Written by another instance since the catalogue was read.
        None => catalogue::exam_entry(&state.db, exam).await?,
    };
    Ok(RecordView::new(Some(&entry), &record.into()))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct SubmitBody {
    /// Question id → answer (see PUT answers); unanswered as null.
    #[schema(value_type = Object)]
    answers: Option<Map<String, Value>>,
}

/// Submits the answer sheet; objective questions are graded now, short answers wait for a
/// teacher. Submitting again answers the same record.
#[utoipa::path(post, path = "/api/v0/exam/{id}/submit", tag = "exam", security(("bearer" = [])), params(("id" = i64, Path)),
    request_body = SubmitBody, responses((status = 200, body = RecordView), (status = 400, description = "答案格式错误"),
        (status = 403), (status = 422, description = "考试时间已结束 / 请先开始考试")))]
pub async fn submit(
    State(state): State<AppState>,
    Member(session): Member,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<SubmitBody>,
) -> Answer {
    let exam = exam_or_404(&state.db, id).await?;
    if !may_take(&session, &*state.learner(session.user_id).await?, &exam) {
        return Err(AppError::Forbidden("您没有参加该考试的权限".into()));
    }
    let existing = db::exams::record(&state.db, id, session.user_id).await?;
    if let Some(done) = existing.filter(|r| r.submitted_at.is_some()) {
        return Ok(ok(record_view(&state, exam, &done).await?));
    }
    let record = open_attempt(&state, &exam, session.user_id).await?;
    let items = items_with_questions(&state, id).await?;
    let answers = checked_answers(&items, body.answers)?;
    finalize(&state, &exam, &record, answers).await?;
    let done = db::exams::record_by_id(&state.db, record.id)
        .await?
        .ok_or_else(|| AppError::NotFound("考试记录不存在".into()))?;
    tracing::info!(exam_id = id, user_id = session.user_id, "exam submitted");
    Ok(ok(record_view(&state, exam, &done).await?))
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct RecordQuery {
    page: Option<u64>,
    /// Default 10.
    size: Option<u64>,
    /// Only records of exams with this subject.
    subject: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecordList {
    exam_records: Vec<RecordView>,
    total_count: u64,
    /// Subjects of all the caller's records (for the tabs).
    subjects: Vec<String>,
}

/// The caller's submitted exam records, newest first.
#[utoipa::path(get, path = "/api/v0/exam/record", tag = "exam", security(("bearer" = [])), params(RecordQuery),
    responses((status = 200, body = RecordList), (status = 401), (status = 403)))]
pub async fn records(
    State(state): State<AppState>,
    Member(session): Member,
    ApiQuery(q): ApiQuery<RecordQuery>,
) -> Answer {
    let catalogue = state.catalogue.get(&state.db).await?;
    let facts = state.learner(session.user_id).await?;
    let subject_of = |r: &RecordSummary| {
        catalogue
            .exam(r.exam_id)
            .and_then(|e| e.exam.subject.as_deref())
    };
    let wanted = q
        .subject
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty() && *s != "all");
    let size = q.size.unwrap_or(10).clamp(1, 100);
    let first = q.page.unwrap_or(0).saturating_mul(size);
    let matching: Vec<&RecordSummary> = facts
        .records
        .iter()
        .filter(|r| wanted.is_none() || subject_of(r) == wanted)
        .collect();
    let subjects: BTreeSet<&str> = facts.records.iter().filter_map(subject_of).collect();
    Ok(ok(RecordList {
        exam_records: matching
            .iter()
            .skip(first.try_into().unwrap_or(usize::MAX))
            .take(size as usize)
            .map(|r| RecordView::new(catalogue.exam(r.exam_id), r))
            .collect(),
        total_count: matching.len() as u64,
        subjects: subjects.into_iter().map(str::to_string).collect(),
    }))
}

/// One answer of a record with its grading.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnswerDetail {
    question_id: i64,
    r#type: String,
    content: String,
    #[schema(value_type = Object)]
    options: Value,
    is_multiple: bool,
    /// The learner's answer (null when unanswered).
    #[schema(value_type = Object)]
    answer: Value,
    /// Shown once the record is graded (or to staff).
    #[schema(value_type = Object)]
    correct_answer: Value,
    /// Points earned; null while waiting for a teacher.
    score: Option<i64>,
    max_score: i32,
    comment: Option<String>,
    explanation: Option<String>,
    /// Scored automatically (objective question).
    auto_scored: bool,
}

pub async fn answer_details(
    state: &AppState,
    record: &ExamRecord,
    reveal: bool,
) -> AppResult<Vec<AnswerDetail>> {
    let answers = draft_of(record);
    let grades: Map<String, Value> = serde_json::from_str(&record.grades).unwrap_or_default();
    Ok(items_with_questions(state, record.exam_id)
        .await?
        .iter()
        .map(|(item, q)| {
            let key = q.id.to_string();
            let grade = grades.get(&key);
            AnswerDetail {
                question_id: q.id,
                options: serde_json::from_str(&q.options).unwrap_or_else(|_| json!({})),
                is_multiple: q.is_multiple,
                answer: answers.get(&key).cloned().unwrap_or(Value::Null),
                correct_answer: if reveal {
                    serde_json::from_str(&q.answer).unwrap_or(Value::Null)
                } else {
                    Value::Null
                },
                score: grade.and_then(|g| g["score"].as_i64()),
                max_score: item.score,
                comment: grade.and_then(|g| g["comment"].as_str().map(str::to_string)),
                explanation: if reveal { q.explanation.clone() } else { None },
                auto_scored: grade.is_some_and(|g| g["auto"] == true),
                r#type: q.r#type.clone(),
                content: q.content.clone(),
            }
        })
        .collect())
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct RecordDetail {
    record: RecordView,
    answers: Vec<AnswerDetail>,
}

/// The caller's record of an exam with every answer; correct answers and explanations once graded.
#[utoipa::path(get, path = "/api/v0/exam/{id}/record", tag = "exam", security(("bearer" = [])), params(("id" = i64, Path, description = "exam id")),
    responses((status = 200, body = RecordDetail), (status = 401), (status = 404, description = "考试记录不存在")))]
pub async fn record_detail(
    State(state): State<AppState>,
    Member(session): Member,
    Path(id): Path<i64>,
) -> Answer {
    let record = db::exams::record(&state.db, id, session.user_id)
        .await?
        .filter(|r| r.submitted_at.is_some())
        .ok_or_else(|| AppError::NotFound("考试记录不存在".into()))?;
    let answers = answer_details(&state, &record, record.reviewed).await?;
    let exam = exam_or_404(&state.db, id).await?;
    Ok(ok(RecordDetail {
        record: record_view(&state, exam, &record).await?,
        answers,
    }))
}
