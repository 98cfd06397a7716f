//! `/api/v0/exam`: the exam centre, taking an exam (start, paper, autosave, exits, submit) and
//! the learner's records.

use std::collections::BTreeSet;

use axum::Router;
use axum::extract::{Path, State};
use axum::routing::{get, post, put};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use crate::api::views::{AnswerDetail, ExamView, RecordView, answer_details, record_view};
use crate::api::{Answer, ApiJson, ApiQuery, PageParams, Paging, ok};
use crate::auth::{Member, Session};
use crate::catalogue::ExamFilter;
use crate::domain::conduct::EventKind;
use crate::domain::exam::{AnswerSheet, AnswerVisibility, ExamStatus, QuestionType};
use crate::domain::roles;
use crate::error::AppError;
use crate::refusals;
use crate::service::AppState;
use crate::service::exam_session;
use crate::service::{ExamRecord, RecordSummary};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/exam", get(list))
        .route("/exam/record", get(records))
        .route("/exam/{id}", get(paper))
        .route("/exam/{id}/start", post(start))
        .route("/exam/{id}/answers", put(save_answers))
        .route("/exam/{id}/exit", post(exit))
        .route("/exam/{id}/event", post(event))
        .route("/exam/{id}/submit", post(submit))
        .route("/exam/{id}/record", get(record_detail))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListQuery {
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
#[utoipa::path(get, path = "/api/v0/exam", tag = "exam", params(ListQuery, PageParams), responses((status = 200, body = ExamList), (status = 400)))]
pub async fn list(
    State(state): State<AppState>,
    session: Option<Session>,
    ApiQuery(q): ApiQuery<ListQuery>,
    Paging(page): Paging<10>,
) -> Answer {
    let now = state.clock.now_ms();
    let status = match q.status.as_deref() {
        None | Some("") | Some("all") => None,
        Some(name) => match ExamStatus::parse(name) {
            Some(status) => Some((status, now)),
            None => return Err(AppError::BadRequest(refusals::EXAM_STATUS_INVALID.into())),
        },
    };
    let filter = ExamFilter {
        status,
        ..Default::default()
    };
    let catalogue = state.caches.catalogue.get(&state.db).await?;
    let (entries, total_count) = catalogue.exams(&filter, page);
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

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Attempt {
    /// The attempt's number (1 for the first).
    attempt: i32,
    started_at: i64,
    /// When answers stop being taken (ms); a short grace follows.
    deadline: i64,
    exit_count: i32,
    /// The saved draft, keyed by question id.
    #[schema(value_type = std::collections::HashMap<String, crate::domain::exam::Answer>)]
    answers: AnswerSheet,
    submitted: bool,
}

impl From<&ExamRecord> for Attempt {
    fn from(r: &ExamRecord) -> Self {
        Self {
            attempt: r.attempt,
            started_at: r.started_at,
            deadline: r.deadline,
            exit_count: r.exit_count,
            answers: r.answer_sheet(),
            submitted: r.submitted_at.is_some(),
        }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct StartAnswer {
    attempt: Attempt,
}

/// Starts the caller's next attempt, or resumes the open one. As many attempts as the exam
/// allows (1 by default) and a teacher added for the caller, after the exam's wait between
/// attempts, until the caller's result passes.
#[utoipa::path(post, path = "/api/v0/exam/{id}/start", tag = "exam", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = StartAnswer), (status = 401), (status = 403, description = "您没有参加该考试的权限"),
        (status = 409, description = "您已完成该考试 / 您已通过该考试"), (status = 422, description = "考试尚未开始 / 考试已结束 / 考试时间已结束 / 学时未达到考试要求，还差{hours}学时 / 距离下次作答还需等待{minutes}分钟")))]
pub async fn start(
    State(state): State<AppState>,
    Member(session): Member,
    Path(id): Path<i64>,
) -> Answer {
    let (record, seats) = exam_session::start(&state, &session, id).await?;
    let mut attempt = Attempt::from(&record);
    attempt.answers = exam_session::shown_sheet(&seats, attempt.answers);
    Ok(ok(StartAnswer { attempt }))
}

/// A question as the exam paper shows it (no answer).
#[derive(Serialize, utoipa::ToSchema)]
pub struct PaperItem {
    id: i64,
    content: String,
    r#type: QuestionType,
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
    /// The leaves that submit the attempt (0: none do).
    exit_limit: i32,
    /// The exam is sat in full screen; leaving it counts as a leave.
    require_fullscreen: bool,
    /// The camera takes stills the server asks for (`GET /exam/{id}/snapshot`).
    camera_required: bool,
}

/// The exam paper for a learner who may take it while it runs: questions without answers, in
/// their own order with their own option letters once started (a drawn or shuffled exam has none
/// before: 422).
#[utoipa::path(get, path = "/api/v0/exam/{id}", tag = "exam", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = Paper), (status = 401), (status = 403), (status = 404), (status = 422)))]
pub async fn paper(
    State(state): State<AppState>,
    Member(session): Member,
    Path(id): Path<i64>,
) -> Answer {
    let (exam, seats) = exam_session::paper(&state, &session, id).await?;
    let items = seats
        .iter()
        .map(|(entry, q)| PaperItem {
            id: q.id,
            metadata: json!({ "isMultiple": q.is_multiple, "options": entry.shown_options(&q.option_map()) }),
            content: q.content.clone(),
            r#type: q.kind(),
            score: entry.score,
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
        exit_limit: exam.exit_limit,
        require_fullscreen: exam.require_fullscreen,
        camera_required: exam.camera_required,
    }))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct AnswersBody {
    /// Question id → CHOICE `{selected:[labels]}`, JUDGE `{value:bool}`, FILL / SHORT `{text}`, or null.
    #[schema(value_type = Object)]
    answers: Option<Map<String, Value>>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavedAnswer {
    saved_at: i64,
}

/// Saves the draft answer sheet (autosave).
#[utoipa::path(put, path = "/api/v0/exam/{id}/answers", tag = "exam", security(("bearer" = [])), params(("id" = i64, Path)),
    request_body = AnswersBody, responses((status = 200, body = SavedAnswer), (status = 400, description = "答案格式错误 / 答案包含不存在的选项 / 单选题只能选择一个选项"),
        (status = 409, description = "您已完成该考试"), (status = 422, description = "考试时间已结束")))]
pub async fn save_answers(
    State(state): State<AppState>,
    Member(session): Member,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<AnswersBody>,
) -> Answer {
    let saved_at = exam_session::save_answers(&state, &session, id, body.answers).await?;
    Ok(ok(SavedAnswer { saved_at }))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExitAnswer {
    /// Leaves counted so far.
    exit_count: i32,
    /// The exam's limit of leaves (0: leaving never submits).
    exit_limit: i32,
    /// This report counted as a leave: the page warns 「检测到离开考试页面」.
    counted: bool,
    /// The attempt was submitted with its saved draft (the limit was reached).
    ended: bool,
}

fn exit_answer(r: exam_session::Reported) -> ExitAnswer {
    ExitAnswer {
        exit_count: r.exit_count,
        exit_limit: r.exit_limit,
        counted: r.counted,
        ended: r.ended,
    }
}

/// Counts one exit from the exam page (the learner opened another page); at the exam's limit
/// (3 unless the exam sets another) the attempt is submitted with the saved draft.
#[utoipa::path(post, path = "/api/v0/exam/{id}/exit", tag = "exam", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = ExitAnswer), (status = 409), (status = 422)))]
pub async fn exit(
    State(state): State<AppState>,
    Member(session): Member,
    Path(id): Path<i64>,
) -> Answer {
    let reported = exam_session::report(&state, &session, id, EventKind::Exit).await?;
    Ok(ok(exit_answer(reported)))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct EventBody {
    /// exit, hidden, blur, fullscreenExit, copy, paste or contextMenu.
    #[schema(value_type = EventKind)]
    kind: Option<String>,
}

/// Reports what happened on the exam page, recorded at the server's time on the open attempt
/// (its conduct record, which the teacher sees beside the answers). Leaving — the page hidden,
/// the window blurred, full screen left when the exam requires it — counts like an exit
/// (reports within a second of the last counted one are the same leave); copy, paste and the context
/// menu are recorded only.
#[utoipa::path(post, path = "/api/v0/exam/{id}/event", tag = "exam", security(("bearer" = [])), params(("id" = i64, Path)),
    request_body = EventBody,
    responses((status = 200, body = ExitAnswer), (status = 400, description = "事件类型无效"), (status = 401), (status = 409), (status = 422)))]
pub async fn event(
    State(state): State<AppState>,
    Member(session): Member,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<EventBody>,
) -> Answer {
    let kind = body
        .kind
        .as_deref()
        .and_then(EventKind::parse)
        .ok_or_else(|| AppError::field("kind", refusals::EXAM_EVENT_INVALID))?;
    let reported = exam_session::report(&state, &session, id, kind).await?;
    Ok(ok(exit_answer(reported)))
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
    request_body = SubmitBody, responses((status = 200, body = RecordView), (status = 400, description = "答案格式错误 / 答案包含不存在的选项 / 单选题只能选择一个选项"),
        (status = 403), (status = 422, description = "考试时间已结束 / 请先开始考试")))]
pub async fn submit(
    State(state): State<AppState>,
    Member(session): Member,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<SubmitBody>,
) -> Answer {
    let (exam, record) = exam_session::submit(&state, &session, id, body.answers).await?;
    Ok(ok(record_view(&state, exam, &record).await?))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RecordQuery {
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
#[utoipa::path(get, path = "/api/v0/exam/record", tag = "exam", security(("bearer" = [])), params(RecordQuery, PageParams),
    responses((status = 200, body = RecordList), (status = 401), (status = 403)))]
pub async fn records(
    State(state): State<AppState>,
    Member(session): Member,
    ApiQuery(q): ApiQuery<RecordQuery>,
    Paging(page): Paging<10>,
) -> Answer {
    let catalogue = state.caches.catalogue.get(&state.db).await?;
    let facts = state.learner(session.user_id).await?;
    let now = state.clock.now_ms();
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
    let (rows, total_count) = page.of(facts
        .submitted()
        .filter(|r| wanted.is_none() || subject_of(r) == wanted));
    let subjects: BTreeSet<&str> = facts.submitted().filter_map(subject_of).collect();
    Ok(ok(RecordList {
        exam_records: rows
            .into_iter()
            .map(|r| {
                let exam = catalogue.exam(r.exam_id);
                RecordView::new(exam, r).for_learner(exam.map(|e| &e.exam), now)
            })
            .collect(),
        total_count,
        subjects: subjects.into_iter().map(str::to_string).collect(),
    }))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AttemptQuery {
    /// The attempt's number; left out: the latest submitted.
    attempt: Option<i32>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecordDetail {
    record: RecordView,
    answers: Vec<AnswerDetail>,
    /// The exam's setting: when the correct answers and explanations are shown.
    answer_visibility: AnswerVisibility,
    /// The correct answers, explanations and the points of objective questions are withheld
    /// (for now, or for good with `never`); the total score and the learner's answers are shown.
    answers_hidden: bool,
    /// afterClose: when they are shown (ms; the exam's end plus the grace for late answers).
    answers_available_at: Option<i64>,
}

/// The caller's record of an exam (one attempt: the latest submitted unless `attempt` names
/// another) with every answer; correct answers and explanations as the exam's answerVisibility
/// allows (after the exam closes, once graded, or never).
#[utoipa::path(get, path = "/api/v0/exam/{id}/record", tag = "exam", security(("bearer" = [])), params(("id" = i64, Path, description = "exam id"), AttemptQuery),
    responses((status = 200, body = RecordDetail), (status = 400), (status = 401), (status = 404, description = "考试记录不存在")))]
pub async fn record_detail(
    State(state): State<AppState>,
    Member(session): Member,
    Path(id): Path<i64>,
    ApiQuery(q): ApiQuery<AttemptQuery>,
) -> Answer {
    let (exam, record, key) = exam_session::own_record(&state, &session, id, q.attempt).await?;
    let answers = answer_details(&state, &record, key.shown).await?;
    Ok(ok(RecordDetail {
        record: record_view(&state, exam, &record).await?,
        answers,
        answer_visibility: key.visibility,
        answers_hidden: !key.shown,
        answers_available_at: key.shown_from,
    }))
}
