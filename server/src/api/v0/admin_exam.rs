//! `/api/v0/admin/question`, `/api/v0/admin/exam` and `/api/v0/admin/exam/record`: the question
//! bank, exam authoring and grading. Teachers work on their own questions, exams and the records
//! of their exams; administrators on all.

use axum::Router;
use axum::extract::{Path, State};
use axum::routing::{get, post, put};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::api::views::{AnswerDetail, ExamView, RecordView, answer_details, metadata};
use crate::api::{Answer, ApiJson, ApiQuery, PageParams, Paging, ok};
use crate::auth::{ExamAuthor, Grader, QuestionAuthor};
use crate::catalogue::{self, ExamFilter, Snapshot};
use crate::db;
use crate::error::AppResult;
use crate::service::AppState;
use crate::service::exam_authoring::{self, ExamBody, PoolBody};
use crate::service::exam_camera;
use crate::service::grading::{self, DecisionBody};
use crate::service::question_bank::{self, QuestionBody, QuestionFilter, QuestionQuery};
use crate::service::{Exam, Question};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/admin/question", get(list_questions).post(create_question))
        .route(
            "/admin/question/{id}",
            put(update_question).delete(delete_question),
        )
        .route("/admin/exam", get(list_exams).post(create_exam))
        .route("/admin/exam/pool", post(pool))
        .route("/admin/exam/record", get(list_records))
        .route("/admin/exam/record/{rid}", get(record_sheet))
        .route("/admin/exam/record/{rid}/grade", put(grade))
        .route("/admin/exam/record/{rid}/void", post(void_sheet))
        .route("/admin/exam/record/{rid}/reopen", post(reopen_sheet))
        .route(
            "/admin/exam/{id}",
            get(exam_detail)
                .post(update_exam)
                .put(update_exam)
                .delete(delete_exam),
        )
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionView {
    id: i64,
    #[schema(value_type = crate::domain::exam::QuestionType)]
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
    /// The category (知识点), if filed under one.
    category_id: Option<i64>,
    /// 1 易, 2 中, 3 难.
    difficulty: i32,
    tags: Vec<String>,
    author_id: Option<i64>,
    created_at: i64,
    updated_at: i64,
}

fn question_view((q, tags): (Question, Vec<String>)) -> QuestionView {
    QuestionView {
        category_id: q.category_id,
        difficulty: q.difficulty,
        tags,
        metadata: metadata(&q),
        answer: q.answer_json(),
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
#[into_params(parameter_in = Query)]
pub struct QuestionParams {
    search: Option<String>,
    #[param(value_type = Option<crate::domain::exam::QuestionType>)]
    r#type: Option<String>,
    subject: Option<String>,
    /// A category with those under it; 0: questions filed under none.
    #[serde(rename = "categoryId")]
    category_id: Option<i64>,
    /// 1 易, 2 中, 3 难.
    difficulty: Option<i32>,
    tag: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionList {
    questions: Vec<QuestionView>,
    total_count: u64,
    subjects: Vec<String>,
    /// The tags the caller's questions use, most used first (at most 200).
    tags: Vec<String>,
}

/// The question bank, newest first, filtered by text, type, subject, category (with those
/// under it), difficulty and tag.
#[utoipa::path(get, path = "/api/v0/admin/question", tag = "exam authoring", security(("bearer" = [])), params(QuestionParams, PageParams),
    responses((status = 200, body = QuestionList), (status = 401), (status = 403)))]
pub async fn list_questions(
    State(state): State<AppState>,
    QuestionAuthor(session): QuestionAuthor,
    ApiQuery(q): ApiQuery<QuestionParams>,
    Paging(page): Paging<20, 200>,
) -> Answer {
    let query = QuestionQuery {
        filter: QuestionFilter {
            search: q.search,
            r#type: q.r#type,
            subject: q.subject,
            difficulty: q.difficulty,
            tag: q.tag,
            ..Default::default()
        },
        category_id: q.category_id,
    };
    let found = question_bank::questions(&state, session.authoring(), query, page).await?;
    Ok(ok(QuestionList {
        questions: found.rows.into_iter().map(question_view).collect(),
        total_count: found.total,
        subjects: found.subjects,
        tags: found.tags,
    }))
}

/// Adds a question to the bank.
#[utoipa::path(post, path = "/api/v0/admin/question", tag = "exam authoring", security(("bearer" = [])), request_body = QuestionBody,
    responses((status = 200, body = QuestionView), (status = 400), (status = 401), (status = 403)))]
pub async fn create_question(
    State(state): State<AppState>,
    QuestionAuthor(session): QuestionAuthor,
    ApiJson(body): ApiJson<QuestionBody>,
) -> Answer {
    let q = question_bank::create_question(&state, &session, body).await?;
    Ok(ok(question_view(q)))
}

/// Changes a question (exams that use it show the change).
#[utoipa::path(put, path = "/api/v0/admin/question/{id}", tag = "exam authoring", security(("bearer" = [])), params(("id" = i64, Path)),
    request_body = QuestionBody, responses((status = 200, body = QuestionView), (status = 400), (status = 403), (status = 404)))]
pub async fn update_question(
    State(state): State<AppState>,
    QuestionAuthor(session): QuestionAuthor,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<QuestionBody>,
) -> Answer {
    let q = question_bank::update_question(&state, &session, id, body).await?;
    Ok(ok(question_view(q)))
}

/// Deletes a question no exam uses.
#[utoipa::path(delete, path = "/api/v0/admin/question/{id}", tag = "exam authoring", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200), (status = 403), (status = 404), (status = 409, description = "该题目已被考试使用，不能删除")))]
pub async fn delete_question(
    State(state): State<AppState>,
    QuestionAuthor(session): QuestionAuthor,
    Path(id): Path<i64>,
) -> Answer {
    question_bank::delete_question(&state, &session, id).await?;
    Ok(ok(Value::Null))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExamQuery {
    search: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuthoredExams {
    exams: Vec<ExamView>,
    total_count: u64,
}

/// Exams the caller may edit or grade.
#[utoipa::path(get, path = "/api/v0/admin/exam", tag = "exam authoring", security(("bearer" = [])), params(ExamQuery, PageParams),
    responses((status = 200, body = AuthoredExams), (status = 401), (status = 403)))]
pub async fn list_exams(
    State(state): State<AppState>,
    Grader(session): Grader,
    ApiQuery(q): ApiQuery<ExamQuery>,
    Paging(page): Paging<20>,
) -> Answer {
    let filter = ExamFilter {
        search: q.search,
        author_id: session.grading().author(),
        status: None,
    };
    let catalogue = state.caches.catalogue.get(&state.db).await?;
    let (entries, total_count) = catalogue.exams(&filter, page);
    let now = state.clock.now_ms();
    Ok(ok(AuthoredExams {
        exams: entries
            .into_iter()
            .map(|e| ExamView::new(e, now, None))
            .collect(),
        total_count,
    }))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuthoredExamItem {
    question_id: i64,
    score: i32,
    question: QuestionView,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuthoredExam {
    exam: ExamView,
    /// A fixed paper's questions (none for a drawn one).
    items: Vec<AuthoredExamItem>,
    /// A drawn paper's rules (none for a fixed one).
    rules: Vec<crate::domain::paper::DrawRule>,
    shuffle_questions: bool,
    shuffle_options: bool,
    /// Seconds a learner waits after an attempt before the next (attempts and the grading
    /// method are in `exam`).
    attempt_wait: i64,
    /// The leaves that submit an attempt (0: none do).
    exit_limit: i32,
    require_fullscreen: bool,
    /// Camera stills at the start of each attempt and at random moments (考试抓拍).
    camera_required: bool,
}

async fn authored_exam(state: &AppState, exam: Exam) -> AppResult<AuthoredExam> {
    let items = exam_authoring::paper(state, &exam)
        .await?
        .into_iter()
        .map(|(i, q)| AuthoredExamItem {
            question_id: i.question_id,
            score: i.score,
            question: question_view(q),
        })
        .collect();
    let (rules, shuffle_questions, shuffle_options, attempt_wait) = (
        exam.rules(),
        exam.shuffle_questions,
        exam.shuffle_options,
        exam.attempt_wait,
    );
    let (exit_limit, require_fullscreen, camera_required) = (
        exam.exit_limit,
        exam.require_fullscreen,
        exam.camera_required,
    );
    let exam = ExamView::new(
        &catalogue::exam_entry(&state.db, exam).await?,
        state.clock.now_ms(),
        None,
    );
    Ok(AuthoredExam {
        exam,
        items,
        rules,
        shuffle_questions,
        shuffle_options,
        attempt_wait,
        exit_limit,
        require_fullscreen,
        camera_required,
    })
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RulePool {
    /// Questions of the pool this rule could take, the rules before it having taken theirs.
    available: usize,
    /// It can draw its count.
    enough: bool,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PoolCheck {
    rules: Vec<RulePool>,
    /// Every rule can draw its count: the exam can be saved.
    satisfiable: bool,
}

/// Whether the bank can satisfy draw rules (the editor's check while the rules are written): the
/// caller's questions, or those of the edited exam's author.
#[utoipa::path(post, path = "/api/v0/admin/exam/pool", tag = "exam authoring", security(("bearer" = [])), request_body = PoolBody,
    responses((status = 200, body = PoolCheck), (status = 400), (status = 401), (status = 403), (status = 404)))]
pub async fn pool(
    State(state): State<AppState>,
    ExamAuthor(session): ExamAuthor,
    ApiJson(body): ApiJson<PoolBody>,
) -> Answer {
    let counts: Vec<i32> = body.rules.iter().flatten().map(|r| r.count).collect();
    let sizes = exam_authoring::pool(&state, &session, body).await?;
    let rules: Vec<RulePool> = sizes
        .into_iter()
        .zip(counts)
        .map(|(available, count)| RulePool {
            available,
            enough: available >= count.max(0) as usize,
        })
        .collect();
    Ok(ok(PoolCheck {
        satisfiable: rules.iter().all(|r| r.enough),
        rules,
    }))
}

/// Creates an exam; the total score is the sum of its items' scores.
#[utoipa::path(post, path = "/api/v0/admin/exam", tag = "exam authoring", security(("bearer" = [])), request_body = ExamBody,
    responses((status = 200, body = AuthoredExam), (status = 400), (status = 401), (status = 403)))]
pub async fn create_exam(
    State(state): State<AppState>,
    ExamAuthor(session): ExamAuthor,
    ApiJson(body): ApiJson<ExamBody>,
) -> Answer {
    let exam = exam_authoring::save_exam(&state, &session, None, body).await?;
    Ok(ok(authored_exam(&state, exam).await?))
}

/// An exam with its items and questions (answers included), for the editor.
#[utoipa::path(get, path = "/api/v0/admin/exam/{id}", tag = "exam authoring", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = AuthoredExam), (status = 403), (status = 404)))]
pub async fn exam_detail(
    State(state): State<AppState>,
    ExamAuthor(session): ExamAuthor,
    Path(id): Path<i64>,
) -> Answer {
    let exam = exam_authoring::own_exam(&state, &session, id).await?;
    Ok(ok(authored_exam(&state, exam).await?))
}

/// Replaces an exam (POST or PUT; the body's id is ignored, the URL's id wins).
#[utoipa::path(post, path = "/api/v0/admin/exam/{id}", tag = "exam authoring", security(("bearer" = [])), params(("id" = i64, Path)),
    request_body = ExamBody, responses((status = 200, body = AuthoredExam), (status = 400), (status = 403), (status = 404)))]
pub async fn update_exam(
    State(state): State<AppState>,
    ExamAuthor(session): ExamAuthor,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<ExamBody>,
) -> Answer {
    let exam = exam_authoring::save_exam(&state, &session, Some(id), body).await?;
    Ok(ok(authored_exam(&state, exam).await?))
}

/// Deletes an exam with its records.
#[utoipa::path(delete, path = "/api/v0/admin/exam/{id}", tag = "exam authoring", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200), (status = 403), (status = 404)))]
pub async fn delete_exam(
    State(state): State<AppState>,
    ExamAuthor(session): ExamAuthor,
    Path(id): Path<i64>,
) -> Answer {
    exam_authoring::delete_exam(&state, &session, id).await?;
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

fn staff_record(catalogue: &Snapshot, sheet: grading::Sheet) -> StaffRecord {
    let (r, learner) = sheet;
    StaffRecord {
        record: RecordView::new(catalogue.exam(r.exam_id), &(&r).into()),
        partial_score: r.score,
        learner: learner.map(|u| Learner {
            id: u.id,
            name: Some(
                u.name
                    .filter(|n| !n.is_empty())
                    .unwrap_or_else(|| u.username.clone()),
            ),
            username: u.username,
        }),
    }
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct StaffRecordQuery {
    /// false: waiting for grading; true: graded.
    reviewed: Option<bool>,
    exam_id: Option<i64>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StaffRecordList {
    exam_records: Vec<StaffRecord>,
    total_count: u64,
}

/// Submitted answer sheets of the caller's exams (all for administrators).
#[utoipa::path(get, path = "/api/v0/admin/exam/record", tag = "exam authoring", security(("bearer" = [])), params(StaffRecordQuery, PageParams),
    responses((status = 200, body = StaffRecordList), (status = 401), (status = 403)))]
pub async fn list_records(
    State(state): State<AppState>,
    Grader(session): Grader,
    ApiQuery(q): ApiQuery<StaffRecordQuery>,
    Paging(page): Paging<20>,
) -> Answer {
    let (sheets, total_count) =
        grading::sheets(&state, session.grading(), q.exam_id, q.reviewed, page).await?;
    let catalogue = state.caches.catalogue.get(&state.db).await?;
    Ok(ok(StaffRecordList {
        exam_records: sheets
            .into_iter()
            .map(|s| staff_record(&catalogue, s))
            .collect(),
        total_count,
    }))
}

/// One event of an attempt's conduct record.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConductEvent {
    #[schema(value_type = crate::domain::conduct::EventKind)]
    kind: String,
    /// The server's time (ms).
    at: i64,
    /// It counted as a leave toward the exam's limit.
    counted: bool,
    /// A teacher's decision: who (their name) and why.
    by: Option<String>,
    detail: Option<String>,
}

/// A camera still the attempt was given (an exam that asks for them).
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamStill {
    id: i64,
    /// When it fell due (server ms): the attempt's start, then random moments.
    due_at: i64,
    /// By when it was to be taken.
    deadline: i64,
    /// When it arrived (null: never; later than `deadline`: late).
    taken_at: Option<i64>,
    /// The image (null when never taken or deleted after the retention period).
    file: Option<crate::api::v0::file::FileView>,
    /// When the image was deleted after the retention period.
    deleted_at: Option<i64>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Sheet {
    record: StaffRecord,
    answers: Vec<AnswerDetail>,
    /// The attempt's conduct record, in order: what the exam page reported and the teachers'
    /// decisions.
    events: Vec<ConductEvent>,
    /// The camera stills due so far, in order (none unless the exam asks for them).
    stills: Vec<ExamStill>,
}

async fn sheet_view(state: &AppState, sheet: grading::Sheet) -> AppResult<Sheet> {
    let answers = answer_details(state, &sheet.0, true).await?;
    let events = db::conduct::events(&state.db, sheet.0.id).await?;
    let deciders =
        db::users::find_many(&state.db, events.iter().filter_map(|e| e.by_user).collect()).await?;
    let name = |id: i64| {
        deciders.iter().find(|u| u.id == id).map(|u| {
            u.name
                .clone()
                .filter(|n| !n.is_empty())
                .unwrap_or_else(|| u.username.clone())
        })
    };
    // Those that fell due while the attempt ran (the rest never were).
    let until = sheet.0.submitted_at.unwrap_or_else(|| state.clock.now_ms());
    let stills = exam_camera::stills(state, sheet.0.id)
        .await?
        .into_iter()
        .filter(|(s, _)| s.due_at <= until || s.taken_at.is_some())
        .map(|(s, file)| ExamStill {
            id: s.id,
            due_at: s.due_at,
            deadline: s.deadline,
            taken_at: s.taken_at,
            file: file.map(Into::into),
            deleted_at: s.deleted_at,
        })
        .collect();
    let catalogue = state.caches.catalogue.get(&state.db).await?;
    Ok(Sheet {
        stills,
        record: staff_record(&catalogue, sheet),
        answers,
        events: events
            .into_iter()
            .map(|e| ConductEvent {
                by: e.by_user.and_then(name),
                kind: e.kind,
                at: e.at,
                counted: e.counted,
                detail: e.detail,
            })
            .collect(),
    })
}

/// One answer sheet with every answer, the correct answers and the grades so far.
#[utoipa::path(get, path = "/api/v0/admin/exam/record/{rid}", tag = "exam authoring", security(("bearer" = [])), params(("rid" = i64, Path)),
    responses((status = 200, body = Sheet), (status = 403), (status = 404)))]
pub async fn record_sheet(
    State(state): State<AppState>,
    Grader(session): Grader,
    Path(rid): Path<i64>,
) -> Answer {
    let sheet = grading::sheet(&state, &session, rid).await?;
    Ok(ok(sheet_view(&state, sheet).await?))
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
    Grader(session): Grader,
    Path(rid): Path<i64>,
    ApiJson(body): ApiJson<GradeBody>,
) -> Answer {
    let entries = body
        .grades
        .unwrap_or_default()
        .into_iter()
        .map(|(k, e)| (k, e.score, e.comment))
        .collect();
    let sheet = grading::grade(&state, &session, rid, entries).await?;
    Ok(ok(sheet_view(&state, sheet).await?))
}

/// Voids a submitted attempt of the caller's exam (administrators: any): it counts in no
/// result; recorded on its conduct record with who and why; the learner is told.
#[utoipa::path(post, path = "/api/v0/admin/exam/record/{rid}/void", tag = "exam authoring", security(("bearer" = [])), params(("rid" = i64, Path)),
    request_body = DecisionBody,
    responses((status = 200, body = Sheet), (status = 400, description = "请填写原因（不超过200字）"), (status = 401), (status = 403), (status = 404),
        (status = 409, description = "该次作答已判为无效")))]
pub async fn void_sheet(
    State(state): State<AppState>,
    Grader(session): Grader,
    Path(rid): Path<i64>,
    ApiJson(body): ApiJson<DecisionBody>,
) -> Answer {
    let sheet = grading::void(&state, &session, rid, body).await?;
    Ok(ok(sheet_view(&state, sheet).await?))
}

/// Opens the learner's latest attempt again for the time it had left (at least 5 minutes): its
/// answers stay, grades and leaves are cleared; recorded with who and why; the learner is told.
#[utoipa::path(post, path = "/api/v0/admin/exam/record/{rid}/reopen", tag = "exam authoring", security(("bearer" = [])), params(("rid" = i64, Path)),
    request_body = DecisionBody,
    responses((status = 200, body = Sheet), (status = 400, description = "请填写原因（不超过200字）"), (status = 401), (status = 403), (status = 404),
        (status = 409, description = "只能重新开放学员最近一次作答")))]
pub async fn reopen_sheet(
    State(state): State<AppState>,
    Grader(session): Grader,
    Path(rid): Path<i64>,
    ApiJson(body): ApiJson<DecisionBody>,
) -> Answer {
    let sheet = grading::reopen(&state, &session, rid, body).await?;
    Ok(ok(sheet_view(&state, sheet).await?))
}
