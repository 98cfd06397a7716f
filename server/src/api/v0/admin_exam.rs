//! `/api/v0/admin/question`, `/api/v0/admin/exam` and `/api/v0/admin/exam/record`: the question
//! bank, exam authoring and grading. Teachers work on their own questions, exams and the records
//! of their exams; administrators on all.

use axum::Router;
use axum::extract::{Path, State};
use axum::routing::{get, put};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use super::exam::{AnswerDetail, ExamView, RecordView, answer_details, metadata};
use crate::api::{Answer, ApiJson, ApiQuery, ok};
use crate::auth::{Author, Session};
use crate::catalogue::{self, ExamFilter};
use crate::db::{
    self, Db,
    exams::{Exam, ExamRecord, Question},
};
use crate::domain::exam::{self as rules, DEFAULT_DURATION_SECS, DEFAULT_SCORE, QUESTION_TYPES};
use crate::domain::roles;
use crate::error::{AppError, AppResult, FieldErrors};
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/admin/question", get(list_questions).post(create_question))
        .route(
            "/admin/question/{id}",
            put(update_question).delete(delete_question),
        )
        .route("/admin/exam", get(list_exams).post(create_exam))
        .route("/admin/exam/record", get(list_records))
        .route("/admin/exam/record/{rid}", get(record_sheet))
        .route("/admin/exam/record/{rid}/grade", put(grade))
        .route(
            "/admin/exam/{id}",
            get(exam_detail)
                .post(update_exam)
                .put(update_exam)
                .delete(delete_exam),
        )
}

fn is_admin(s: &Session) -> bool {
    s.has_role(roles::ADMIN)
}

/// None for administrators (all), else the caller's id.
fn scope(s: &Session) -> Option<i64> {
    (!is_admin(s)).then_some(s.user_id)
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionView {
    id: i64,
    r#type: String,
    content: String,
    /// `{isMultiple, options: {label: text}}`.
    #[schema(value_type = Object)]
    metadata: Value,
    /// CHOICE: labels; JUDGE: bool; FILL: accepted texts; SHORT: reference text.
    #[schema(value_type = Object)]
    answer: Value,
    score: i32,
    explanation: Option<String>,
    subject: Option<String>,
    author_id: Option<i64>,
    created_at: i64,
    updated_at: i64,
}

fn question_view(q: Question) -> QuestionView {
    QuestionView {
        metadata: metadata(&q),
        answer: serde_json::from_str(&q.answer).unwrap_or(Value::Null),
        id: q.id,
        r#type: q.r#type,
        content: q.content,
        score: q.score,
        explanation: q.explanation,
        subject: q.subject,
        author_id: q.author_id,
        created_at: q.created_at,
        updated_at: q.updated_at,
    }
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct QuestionQuery {
    search: Option<String>,
    r#type: Option<String>,
    subject: Option<String>,
    page: Option<u64>,
    size: Option<u64>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionList {
    questions: Vec<QuestionView>,
    total_count: u64,
    subjects: Vec<String>,
}

/// The question bank, newest first, filtered by text, type and subject.
#[utoipa::path(get, path = "/api/v0/admin/question", tag = "exam authoring", security(("bearer" = [])), params(QuestionQuery),
    responses((status = 200, body = QuestionList), (status = 401), (status = 403)))]
pub async fn list_questions(
    State(state): State<AppState>,
    Author(session): Author,
    ApiQuery(q): ApiQuery<QuestionQuery>,
) -> Answer {
    let filter = db::exams::QuestionFilter {
        search: q.search,
        r#type: q.r#type,
        subject: q.subject,
        author_id: scope(&session),
    };
    let size = q.size.unwrap_or(20).clamp(1, 200);
    let (rows, total_count) =
        db::exams::questions(&state.db, &filter, q.page.unwrap_or(0), size).await?;
    let subjects = db::exams::question_subjects(&state.db, scope(&session)).await?;
    Ok(ok(QuestionList {
        questions: rows.into_iter().map(question_view).collect(),
        total_count,
        subjects,
    }))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionBody {
    r#type: Option<String>,
    content: Option<String>,
    /// `{isMultiple, options: {label: text}}`; a JSON string is accepted too.
    #[schema(value_type = Object)]
    metadata: Option<Value>,
    #[schema(value_type = Object)]
    answer: Option<Value>,
    /// Default 5.
    score: Option<i32>,
    explanation: Option<String>,
    subject: Option<String>,
}

/// A JSON value sent as a string is parsed (the spec's client rule); an invalid string becomes empty.
fn parsed(value: Option<Value>) -> Value {
    match value {
        Some(Value::String(s)) => serde_json::from_str(&s).unwrap_or(Value::String(s)),
        Some(v) => v,
        None => Value::Null,
    }
}

fn question_fields(body: QuestionBody) -> AppResult<db::exams::QuestionFields> {
    let mut errors = FieldErrors::new();
    let kind = body
        .r#type
        .map(|t| t.trim().to_uppercase())
        .unwrap_or_default();
    if !QUESTION_TYPES.contains(&kind.as_str()) {
        errors.add("type", "题目类型无效");
    }
    let content = body
        .content
        .map(|c| c.trim().to_string())
        .unwrap_or_default();
    if content.is_empty() {
        errors.add("content", "请输入题目内容");
    } else if content.chars().count() > 5000 {
        errors.add("content", "题目内容不能超过5000个字符");
    }
    let meta = match parsed(body.metadata) {
        Value::Object(m) => Value::Object(m),
        _ => json!({}),
    };
    let is_multiple = kind == "CHOICE" && meta["isMultiple"].as_bool().unwrap_or(false);
    let mut options: Vec<(String, String)> = meta["options"]
        .as_object()
        .map(|o| {
            o.iter()
                .map(|(k, v)| {
                    (
                        k.trim().to_uppercase(),
                        v.as_str().unwrap_or_default().trim().to_string(),
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    options.sort();
    if options
        .iter()
        .any(|(label, _)| label.len() != 1 || !label.chars().all(|c| c.is_ascii_uppercase()))
    {
        errors.add("options", "选项标签须为 A-Z 的字母");
    }
    let answer = parsed(body.answer);
    let answer = match (kind.as_str(), answer) {
        ("CHOICE", Value::String(s)) => json!([s]),
        ("FILL", Value::String(s)) => json!([s]),
        ("JUDGE", Value::String(s)) if s == "true" || s == "false" => json!(s == "true"),
        (_, a) => a,
    };
    if QUESTION_TYPES.contains(&kind.as_str()) {
        for (field, message) in rules::check_question(&kind, is_multiple, &options, &answer) {
            errors.add(field, message);
        }
    }
    let score = body.score.unwrap_or(DEFAULT_SCORE);
    if !(1..=100).contains(&score) {
        errors.add("score", "分值须为1到100的整数");
    }
    errors.into_result()?;
    let answer = match kind.as_str() {
        "CHOICE" => {
            let mut labels: Vec<String> = answer
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|v| v.as_str())
                .map(|s| s.trim().to_uppercase())
                .collect();
            labels.sort();
            labels.dedup();
            json!(labels)
        }
        "FILL" => json!(
            answer
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|v| v.as_str())
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .collect::<Vec<_>>()
        ),
        _ => answer,
    };
    let options_json: Map<String, Value> = if kind == "CHOICE" {
        options
            .into_iter()
            .map(|(k, v)| (k, Value::String(v)))
            .collect()
    } else {
        Map::new()
    };
    let text = |v: Option<String>| v.map(|s| s.trim().to_string()).filter(|s| !s.is_empty());
    Ok(db::exams::QuestionFields {
        r#type: kind,
        content,
        options: Value::Object(options_json).to_string(),
        is_multiple,
        answer: answer.to_string(),
        score,
        explanation: text(body.explanation),
        subject: text(body.subject),
    })
}

/// Adds a question to the bank.
#[utoipa::path(post, path = "/api/v0/admin/question", tag = "exam authoring", security(("bearer" = [])), request_body = QuestionBody,
    responses((status = 200, body = QuestionView), (status = 400), (status = 401), (status = 403)))]
pub async fn create_question(
    State(state): State<AppState>,
    Author(session): Author,
    ApiJson(body): ApiJson<QuestionBody>,
) -> Answer {
    let fields = question_fields(body)?;
    Ok(ok(question_view(
        db::exams::create_question(&state.db, fields, session.user_id).await?,
    )))
}

async fn own_question(db: &Db, session: &Session, id: i64) -> AppResult<Question> {
    let q = db::exams::question(db, id)
        .await?
        .ok_or_else(|| AppError::NotFound("题目不存在".into()))?;
    if scope(session).is_some_and(|me| q.author_id != Some(me)) {
        return Err(AppError::Forbidden("只能编辑自己的题目".into()));
    }
    Ok(q)
}

/// Changes a question (exams that use it show the change).
#[utoipa::path(put, path = "/api/v0/admin/question/{id}", tag = "exam authoring", security(("bearer" = [])), params(("id" = i64, Path)),
    request_body = QuestionBody, responses((status = 200, body = QuestionView), (status = 400), (status = 403), (status = 404)))]
pub async fn update_question(
    State(state): State<AppState>,
    Author(session): Author,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<QuestionBody>,
) -> Answer {
    let current = own_question(&state.db, &session, id).await?;
    let fields = question_fields(body)?;
    Ok(ok(question_view(
        db::exams::update_question(&state.db, current, fields).await?,
    )))
}

/// Deletes a question no exam uses.
#[utoipa::path(delete, path = "/api/v0/admin/question/{id}", tag = "exam authoring", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200), (status = 403), (status = 404), (status = 409, description = "该题目已被考试使用，不能删除")))]
pub async fn delete_question(
    State(state): State<AppState>,
    Author(session): Author,
    Path(id): Path<i64>,
) -> Answer {
    own_question(&state.db, &session, id).await?;
    db::exams::delete_question(&state.db, id).await?;
    Ok(ok(Value::Null))
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct ExamQuery {
    search: Option<String>,
    page: Option<u64>,
    size: Option<u64>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuthoredExams {
    exams: Vec<ExamView>,
    total_count: u64,
}

/// Exams the caller may edit.
#[utoipa::path(get, path = "/api/v0/admin/exam", tag = "exam authoring", security(("bearer" = [])), params(ExamQuery),
    responses((status = 200, body = AuthoredExams), (status = 401), (status = 403)))]
pub async fn list_exams(
    State(state): State<AppState>,
    Author(session): Author,
    ApiQuery(q): ApiQuery<ExamQuery>,
) -> Answer {
    let filter = ExamFilter {
        search: q.search,
        author_id: scope(&session),
        status: None,
    };
    let size = q.size.unwrap_or(20).clamp(1, 100);
    let catalogue = state.catalogue.get(&state.db).await?;
    let (entries, total_count) = catalogue.exams(&filter, q.page.unwrap_or(0), size);
    let now = db::now_ms();
    Ok(ok(AuthoredExams {
        exams: entries
            .into_iter()
            .map(|e| ExamView::new(e, now, None))
            .collect(),
        total_count,
    }))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamItemBody {
    question_id: i64,
    /// Default: the question's score.
    score: Option<i32>,
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamBody {
    /// Ignored: the URL's id is the exam's id.
    id: Option<Value>,
    /// `name` is accepted too.
    #[serde(alias = "name")]
    title: Option<String>,
    description: Option<String>,
    cover: Option<String>,
    /// Seconds (default 7200).
    duration: Option<i64>,
    started_at: Option<i64>,
    expired_at: Option<i64>,
    subject: Option<String>,
    /// Learners of this course (status 4) may take it; null: every learner.
    course_id: Option<i64>,
    items: Option<Vec<ExamItemBody>>,
}

async fn exam_fields(
    db: &Db,
    session: &Session,
    body: ExamBody,
) -> AppResult<db::exams::ExamFields> {
    let _ = body.id;
    let mut errors = FieldErrors::new();
    let text = |v: Option<String>| v.map(|s| s.trim().to_string()).filter(|s| !s.is_empty());
    let title = text(body.title);
    match title.as_deref() {
        None => errors.add("title", "请输入考试名称"),
        Some(t) if t.chars().count() > 100 => errors.add("title", "考试名称不能超过100个字符"),
        _ => {}
    }
    let duration = body.duration.unwrap_or(DEFAULT_DURATION_SECS);
    if !(60..=86_400).contains(&duration) {
        errors.add("duration", "考试时长须在1分钟到24小时之间");
    }
    match (body.started_at, body.expired_at) {
        (Some(s), Some(e)) if e <= s => errors.add("expiredAt", "结束时间必须晚于开始时间"),
        (Some(_), None) | (None, Some(_)) => errors.add("expiredAt", "请同时设置开始和结束时间"),
        _ => {}
    }
    let cover = text(body.cover);
    if cover.as_deref().is_some_and(|c| {
        !(c.starts_with("/files/") || c.starts_with("https://") || c.starts_with("http://"))
    }) {
        errors.add("cover", "封面地址无效");
    }
    if let Some(course_id) = body.course_id {
        match db::courses::find(db, course_id).await? {
            None => errors.add("courseId", "课程不存在"),
            Some(c) if scope(session).is_some_and(|me| c.teacher_id != Some(me)) => {
                errors.add("courseId", "只能选择自己的课程")
            }
            _ => {}
        }
    }
    let items = body.items.unwrap_or_default();
    let questions =
        db::exams::questions_by_ids(db, items.iter().map(|i| i.question_id).collect()).await?;
    let mut chosen: Vec<(i64, i32)> = Vec::new();
    if items.is_empty() {
        errors.add("items", "请至少选择一道题目");
    }
    for item in &items {
        match questions.get(&item.question_id) {
            None => errors.add("items", "题目不存在"),
            Some(q) if scope(session).is_some_and(|me| q.author_id != Some(me)) => {
                errors.add("items", "只能使用自己的题目")
            }
            Some(_) if chosen.iter().any(|(id, _)| *id == item.question_id) => {
                errors.add("items", "题目不能重复")
            }
            Some(q) => {
                let score = item.score.unwrap_or(q.score);
                if !(1..=100).contains(&score) {
                    errors.add("items", "分值须为1到100的整数");
                }
                chosen.push((q.id, score));
            }
        }
    }
    errors.into_result()?;
    Ok(db::exams::ExamFields {
        title: title.unwrap_or_default(),
        description: text(body.description),
        cover,
        duration,
        started_at: body.started_at,
        expired_at: body.expired_at,
        subject: text(body.subject),
        course_id: body.course_id,
        items: chosen,
    })
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuthoredExamItem {
    question_id: i64,
    score: i32,
    question: QuestionView,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct AuthoredExam {
    exam: ExamView,
    items: Vec<AuthoredExamItem>,
}

async fn authored_exam(db: &Db, exam: Exam) -> AppResult<AuthoredExam> {
    let items = db::exams::items(db, exam.id).await?;
    let mut questions =
        db::exams::questions_by_ids(db, items.iter().map(|i| i.question_id).collect()).await?;
    let items = items
        .into_iter()
        .filter_map(|i| {
            questions.remove(&i.question_id).map(|q| AuthoredExamItem {
                question_id: i.question_id,
                score: i.score,
                question: question_view(q),
            })
        })
        .collect();
    let exam = ExamView::new(&catalogue::exam_entry(db, exam).await?, db::now_ms(), None);
    Ok(AuthoredExam { exam, items })
}

/// Creates an exam; the total score is the sum of its items' scores.
#[utoipa::path(post, path = "/api/v0/admin/exam", tag = "exam authoring", security(("bearer" = [])), request_body = ExamBody,
    responses((status = 200, body = AuthoredExam), (status = 400), (status = 401), (status = 403)))]
pub async fn create_exam(
    State(state): State<AppState>,
    Author(session): Author,
    ApiJson(body): ApiJson<ExamBody>,
) -> Answer {
    let fields = exam_fields(&state.db, &session, body).await?;
    let exam = db::exams::save_exam(&state.db, None, fields, session.user_id).await?;
    Ok(ok(authored_exam(&state.db, exam).await?))
}

async fn own_exam(db: &Db, session: &Session, id: i64) -> AppResult<Exam> {
    let exam = db::exams::exam(db, id)
        .await?
        .ok_or_else(|| AppError::NotFound("考试不存在".into()))?;
    if scope(session).is_some_and(|me| exam.author_id != Some(me)) {
        return Err(AppError::Forbidden("只能编辑自己的考试".into()));
    }
    Ok(exam)
}

/// An exam with its items and questions (answers included), for the editor.
#[utoipa::path(get, path = "/api/v0/admin/exam/{id}", tag = "exam authoring", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = AuthoredExam), (status = 403), (status = 404)))]
pub async fn exam_detail(
    State(state): State<AppState>,
    Author(session): Author,
    Path(id): Path<i64>,
) -> Answer {
    let exam = own_exam(&state.db, &session, id).await?;
    Ok(ok(authored_exam(&state.db, exam).await?))
}

/// Replaces an exam (POST or PUT; the body's id is ignored, the URL's id wins).
#[utoipa::path(post, path = "/api/v0/admin/exam/{id}", tag = "exam authoring", security(("bearer" = [])), params(("id" = i64, Path)),
    request_body = ExamBody, responses((status = 200, body = AuthoredExam), (status = 400), (status = 403), (status = 404)))]
pub async fn update_exam(
    State(state): State<AppState>,
    Author(session): Author,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<ExamBody>,
) -> Answer {
    let current = own_exam(&state.db, &session, id).await?;
    let fields = exam_fields(&state.db, &session, body).await?;
    let exam = db::exams::save_exam(&state.db, Some(current), fields, session.user_id).await?;
    Ok(ok(authored_exam(&state.db, exam).await?))
}

/// Deletes an exam with its records.
#[utoipa::path(delete, path = "/api/v0/admin/exam/{id}", tag = "exam authoring", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200), (status = 403), (status = 404)))]
pub async fn delete_exam(
    State(state): State<AppState>,
    Author(session): Author,
    Path(id): Path<i64>,
) -> Answer {
    own_exam(&state.db, &session, id).await?;
    db::exams::delete_exam(&state.db, id).await?;
    Ok(ok(Value::Null))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Learner {
    id: i64,
    username: String,
    name: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct StaffRecord {
    #[serde(flatten)]
    record: RecordView,
    /// Score so far, also while pending.
    #[serde(rename = "partialScore")]
    partial_score: Option<i32>,
    learner: Option<Learner>,
}

async fn staff_records(state: &AppState, rows: Vec<ExamRecord>) -> AppResult<Vec<StaffRecord>> {
    let db = &state.db;
    let catalogue = state.catalogue.get(db).await?;
    let users = db::courses::names_of(db, rows.iter().map(|r| r.user_id).collect()).await?;
    let mut out = Vec::new();
    for r in rows {
        let (uid, score) = (r.user_id, r.score);
        let view = RecordView::new(catalogue.exam(r.exam_id), &(&r).into());
        let learner = match db::users::find(db, uid).await? {
            Some(u) => Some(Learner {
                id: u.id,
                username: u.username,
                name: users.get(&uid).cloned(),
            }),
            None => None,
        };
        out.push(StaffRecord {
            record: view,
            partial_score: score,
            learner,
        });
    }
    Ok(out)
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct StaffRecordQuery {
    /// false: waiting for grading; true: graded.
    reviewed: Option<bool>,
    exam_id: Option<i64>,
    page: Option<u64>,
    size: Option<u64>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StaffRecordList {
    exam_records: Vec<StaffRecord>,
    total_count: u64,
}

/// Submitted answer sheets of the caller's exams (all for administrators).
#[utoipa::path(get, path = "/api/v0/admin/exam/record", tag = "exam authoring", security(("bearer" = [])), params(StaffRecordQuery),
    responses((status = 200, body = StaffRecordList), (status = 401), (status = 403)))]
pub async fn list_records(
    State(state): State<AppState>,
    Author(session): Author,
    ApiQuery(q): ApiQuery<StaffRecordQuery>,
) -> Answer {
    let exam_ids = match scope(&session) {
        Some(me) => Some(db::exams::exam_ids_of_author(&state.db, me).await?),
        None => None,
    };
    let filter = db::exams::RecordFilter {
        exam_ids,
        exam_id: q.exam_id,
        reviewed: q.reviewed,
    };
    let size = q.size.unwrap_or(20).clamp(1, 100);
    let (rows, total_count) =
        db::exams::records(&state.db, &filter, q.page.unwrap_or(0), size).await?;
    Ok(ok(StaffRecordList {
        exam_records: staff_records(&state, rows).await?,
        total_count,
    }))
}

async fn gradable(db: &Db, session: &Session, rid: i64) -> AppResult<(ExamRecord, Exam)> {
    let record = db::exams::record_by_id(db, rid)
        .await?
        .filter(|r| r.submitted_at.is_some())
        .ok_or_else(|| AppError::NotFound("答卷不存在".into()))?;
    let exam = db::exams::exam(db, record.exam_id)
        .await?
        .ok_or_else(|| AppError::NotFound("考试不存在".into()))?;
    if scope(session).is_some_and(|me| exam.author_id != Some(me)) {
        return Err(AppError::Forbidden("只能批阅自己考试的答卷".into()));
    }
    Ok((record, exam))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Sheet {
    record: StaffRecord,
    answers: Vec<AnswerDetail>,
}

/// One answer sheet with every answer, the correct answers and the grades so far.
#[utoipa::path(get, path = "/api/v0/admin/exam/record/{rid}", tag = "exam authoring", security(("bearer" = [])), params(("rid" = i64, Path)),
    responses((status = 200, body = Sheet), (status = 403), (status = 404)))]
pub async fn record_sheet(
    State(state): State<AppState>,
    Author(session): Author,
    Path(rid): Path<i64>,
) -> Answer {
    let (record, _) = gradable(&state.db, &session, rid).await?;
    let answers = answer_details(&state, &record, true).await?;
    let record = staff_records(&state, vec![record])
        .await?
        .pop()
        .expect("one record");
    Ok(ok(Sheet { record, answers }))
}

/// Merges teacher grades (question id, score, comment) into a record and recomputes the total;
/// answers (total, reviewed).
pub async fn apply_grades(
    db: &Db,
    record: &ExamRecord,
    exam: &Exam,
    entries: Vec<(String, Option<i32>, Option<String>)>,
) -> AppResult<(i32, bool)> {
    let items = db::exams::items(db, exam.id).await?;
    let mut grades: Map<String, Value> = serde_json::from_str(&record.grades).unwrap_or_default();
    for (key, score, comment) in entries {
        let Some(item) = items.iter().find(|i| i.question_id.to_string() == key) else {
            return Err(AppError::field("grades", "题目不属于本考试"));
        };
        let score = score.ok_or_else(|| AppError::field("grades", "请输入得分"))?;
        if !(0..=item.score).contains(&score) {
            return Err(AppError::field(
                "grades",
                format!("得分须在0到{}之间", item.score),
            ));
        }
        let comment = comment
            .map(|c| c.trim().to_string())
            .filter(|c| !c.is_empty());
        if comment.as_deref().is_some_and(|c| c.chars().count() > 2000) {
            return Err(AppError::field("grades", "评语不能超过2000个字符"));
        }
        grades.insert(
            key,
            json!({ "score": score, "comment": comment, "auto": false }),
        );
    }
    let total: i32 = grades
        .values()
        .filter_map(|g| g["score"].as_i64())
        .map(|s| s as i32)
        .sum();
    let reviewed = items
        .iter()
        .all(|i| grades.contains_key(&i.question_id.to_string()));
    db::exams::set_grades(
        db,
        record.id,
        Value::Object(grades).to_string(),
        total,
        reviewed,
    )
    .await?;
    Ok((total, reviewed))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct GradeEntry {
    score: Option<i32>,
    comment: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct GradeBody {
    /// Question id → {score, comment}.
    grades: Option<std::collections::HashMap<String, GradeEntry>>,
}

/// Scores answers (short answers, or any answer when re-grading) with comments; the total is
/// recomputed and the sheet is graded once no short answer waits.
#[utoipa::path(put, path = "/api/v0/admin/exam/record/{rid}/grade", tag = "exam authoring", security(("bearer" = [])),
    params(("rid" = i64, Path)), request_body = GradeBody,
    responses((status = 200, body = Sheet), (status = 400), (status = 403), (status = 404)))]
pub async fn grade(
    State(state): State<AppState>,
    Author(session): Author,
    Path(rid): Path<i64>,
    ApiJson(body): ApiJson<GradeBody>,
) -> Answer {
    let (record, exam) = gradable(&state.db, &session, rid).await?;
    let entries = body
        .grades
        .unwrap_or_default()
        .into_iter()
        .map(|(k, e)| (k, e.score, e.comment))
        .collect();
    let (total, reviewed) = apply_grades(&state.db, &record, &exam, entries).await?;
    if reviewed {
        let text = format!(
            "您的考试《{}》已批阅，得分 {} / {}。",
            exam.title, total, exam.total_score
        );
        super::message::notify(&state, &[record.user_id], "system", "考试成绩已发布", &text)
            .await?;
    }
    tracing::info!(
        record_id = rid,
        by = session.user_id,
        total,
        reviewed,
        "graded"
    );
    let updated = db::exams::record_by_id(&state.db, rid)
        .await?
        .ok_or_else(|| AppError::NotFound("答卷不存在".into()))?;
    let answers = answer_details(&state, &updated, true).await?;
    let record = staff_records(&state, vec![updated])
        .await?
        .pop()
        .expect("one record");
    Ok(ok(Sheet { record, answers }))
}
