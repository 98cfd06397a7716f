//! `/api/v0/study`: study sessions and their heartbeats (the 学时 ledger), attention checks, the
//! learner's credited time; `/api/v0/admin/course/{id}/study-rules`: a course's study rules. The
//! rules of crediting are `domain::study`, the workflows `service::study`.

use axum::Router;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::http::header::USER_AGENT;
use axum::routing::{get, post};
use serde::Serialize;

use crate::api::{Answer, ApiJson, ok};
use crate::auth::{ClientAddr, CourseAuthor, Member};
use crate::domain::study::{Reason, Rules};
use crate::service::AppState;
use crate::service::study::{
    self, Accounted, BeatBody, OpenBody, Opened, PendingCheck, RulesBody, StudySession,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/study/session", post(open))
        .route("/study/session/{id}", get(read))
        .route("/study/session/{id}/beat", post(beat))
        .route("/study/session/{id}/check/{check_id}", post(answer_check))
        .route("/study/session/{id}/end", post(leave))
        .route("/study/course/{id}/credits", get(credits))
        .route("/admin/course/{id}/study-rules", get(rules).put(set_rules))
}

/// An attention check waiting for the learner's answer.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CheckView {
    id: i64,
    /// The server's time by which the answer must arrive.
    deadline: i64,
    countdown_secs: i32,
}

impl From<PendingCheck> for CheckView {
    fn from(c: PendingCheck) -> Self {
        Self {
            id: c.id,
            deadline: c.deadline,
            countdown_secs: c.countdown_secs,
        }
    }
}

/// A study session as its learner sees it.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionView {
    id: i64,
    course_id: i64,
    started_at: i64,
    ended_at: Option<i64>,
    /// superseded, check_missed or left.
    end_reason: Option<String>,
    credited_ms: i64,
    discarded_ms: i64,
    /// The number of the last heartbeat accounted.
    last_seq: i64,
    /// The check waiting for an answer.
    check: Option<CheckView>,
}

impl SessionView {
    fn of(s: &StudySession, countdown_secs: Option<i32>) -> Self {
        Self {
            id: s.id,
            course_id: s.course_id,
            started_at: s.started_at,
            ended_at: s.ended_at,
            end_reason: s.end_reason.clone(),
            credited_ms: s.credited_ms,
            discarded_ms: s.discarded_ms,
            last_seq: s.last_seq,
            check: s
                .check_id
                .zip(s.check_deadline)
                .map(|(id, deadline)| CheckView {
                    id,
                    deadline,
                    countdown_secs: countdown_secs.unwrap_or_default(),
                }),
        }
    }
}

/// An opened session, the rules its page follows, and the session it took over.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OpenedView {
    session: SessionView,
    rules: Rules,
    /// The session (in another window or on another device) that earns no more.
    taken_over: Option<i64>,
}

/// Opens a study session on a course the caller may study (enrolled, a trial course, or its
/// author); the account's active session, if any, is taken over and earns no more.
#[utoipa::path(post, path = "/api/v0/study/session", tag = "study", security(("bearer" = [])),
    request_body = OpenBody,
    responses((status = 200, body = OpenedView), (status = 400), (status = 401), (status = 403), (status = 404)))]
pub async fn open(
    State(state): State<AppState>,
    Member(session): Member,
    ClientAddr(ip): ClientAddr,
    headers: HeaderMap,
    ApiJson(body): ApiJson<OpenBody>,
) -> Answer {
    let agent = headers
        .get(USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let Opened {
        session: opened,
        rules,
        taken_over,
    } = study::open(&state, &session, (ip, agent), body).await?;
    Ok(ok(OpenedView {
        session: SessionView::of(&opened, Some(rules.check_countdown_secs)),
        rules,
        taken_over,
    }))
}

/// One ledger row: the milliseconds of a stretch (between attention checks) of one lesson under
/// one reason, and how many heartbeats brought them.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LedgerRow {
    segment: i32,
    item_id: i64,
    #[schema(value_type = Reason)]
    reason: String,
    ms: i64,
    beats: i32,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionDetail {
    session: SessionView,
    ledger: Vec<LedgerRow>,
}

/// One of the caller's sessions with its ledger.
#[utoipa::path(get, path = "/api/v0/study/session/{id}", tag = "study", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = SessionDetail), (status = 401), (status = 403, description = "无权操作该学习记录"), (status = 404)))]
pub async fn read(
    State(state): State<AppState>,
    Member(session): Member,
    Path(id): Path<i64>,
) -> Answer {
    let (found, ledger) = study::read(&state, &session, id).await?;
    Ok(ok(SessionDetail {
        session: SessionView::of(&found, None),
        ledger: ledger
            .into_iter()
            .map(|(segment, item_id, reason, ms, beats)| LedgerRow {
                segment,
                item_id,
                reason,
                ms,
                beats,
            })
            .collect(),
    }))
}

/// A span of the interval and why it was (not) credited.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SpanView {
    reason: Reason,
    ms: i64,
}

/// What a heartbeat earned, and the attention check to answer if one is waiting.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BeatView {
    /// False: a replayed or out-of-order heartbeat, nothing accounted.
    accepted: bool,
    /// Credited by this heartbeat.
    credited_ms: i64,
    /// Every span of the interval with its reason (the credited one included).
    spans: Vec<SpanView>,
    session_credited_ms: i64,
    lesson_credited_ms: i64,
    /// What the lesson can earn in all.
    lesson_full_ms: i64,
    check: Option<CheckView>,
}

/// Reports the interval since the page's last heartbeat. The server credits at most the time
/// since the session's last accepted heartbeat by its own clock, nothing while the page is
/// hidden, unfocused, idle (text, image), paused (video, audio), too fast or the lesson complete.
#[utoipa::path(post, path = "/api/v0/study/session/{id}/beat", tag = "study", security(("bearer" = [])),
    params(("id" = i64, Path)), request_body = BeatBody,
    responses((status = 200, body = BeatView), (status = 400, description = "学习记录参数有误"), (status = 401),
        (status = 403, description = "无权操作该学习记录"), (status = 404),
        (status = 409, description = "您已在其他设备或窗口继续学习 / 未在规定时间内确认，本段学时不计入 / 本次学习已结束，请重新进入课程")))]
pub async fn beat(
    State(state): State<AppState>,
    Member(session): Member,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<BeatBody>,
) -> Answer {
    let a: Accounted = study::beat(&state, &session, id, body).await?;
    let credited_ms = a
        .spans
        .iter()
        .filter(|(r, _)| *r == Reason::Credited)
        .map(|(_, ms)| ms)
        .sum();
    Ok(ok(BeatView {
        accepted: a.accepted,
        credited_ms,
        spans: a
            .spans
            .into_iter()
            .map(|(reason, ms)| SpanView { reason, ms })
            .collect(),
        session_credited_ms: a.session_credited_ms,
        lesson_credited_ms: a.lesson_credited_ms,
        lesson_full_ms: a.lesson_full_ms,
        check: a.check.map(CheckView::from),
    }))
}

/// Answers an attention check (「请点击继续学习」): in time, study goes on; late, the stretch since
/// the last passed check is not credited and the session ends.
#[utoipa::path(post, path = "/api/v0/study/session/{id}/check/{check_id}", tag = "study", security(("bearer" = [])),
    params(("id" = i64, Path), ("check_id" = i64, Path)),
    responses((status = 200, body = SessionView), (status = 401), (status = 403), (status = 404, description = "该确认已失效"),
        (status = 409, description = "未在规定时间内确认，本段学时不计入")))]
pub async fn answer_check(
    State(state): State<AppState>,
    Member(session): Member,
    Path((id, check_id)): Path<(i64, i64)>,
) -> Answer {
    let answered = study::answer_check(&state, &session, id, check_id).await?;
    Ok(ok(SessionView::of(&answered, None)))
}

/// Ends the session (the learner leaves the lesson page).
#[utoipa::path(post, path = "/api/v0/study/session/{id}/end", tag = "study", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200), (status = 401), (status = 403), (status = 404)))]
pub async fn leave(
    State(state): State<AppState>,
    Member(session): Member,
    Path(id): Path<i64>,
) -> Answer {
    study::leave(&state, &session, id).await?;
    Ok(ok(()))
}

/// A lesson's credited time.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LessonCredit {
    item_id: i64,
    credited_ms: i64,
}

/// The learner's 学时 in a course against its requirement.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreditsView {
    credited_ms: i64,
    lessons: Vec<LessonCredit>,
    /// 学时 the course requires (0: none).
    required_periods: i32,
    /// The length of one 学时 in minutes.
    period_minutes: i64,
    /// 学时 still missing, tenths rounded up; null when the requirement is met.
    missing_periods: Option<String>,
}

/// What the caller has been credited in a course, in all and by lesson, against the 学时 the
/// course requires.
#[utoipa::path(get, path = "/api/v0/study/course/{id}/credits", tag = "study", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = CreditsView), (status = 401), (status = 403)))]
pub async fn credits(
    State(state): State<AppState>,
    Member(session): Member,
    Path(id): Path<i64>,
) -> Answer {
    let hours = study::hours(&state, &session, id).await?;
    Ok(ok(CreditsView {
        credited_ms: hours.credited_ms,
        lessons: hours
            .lessons
            .into_iter()
            .map(|(item_id, credited_ms)| LessonCredit {
                item_id,
                credited_ms,
            })
            .collect(),
        required_periods: hours.required_periods,
        period_minutes: hours.period_minutes,
        missing_periods: hours.missing,
    }))
}

/// A course's study rules (its author, or content:all).
#[utoipa::path(get, path = "/api/v0/admin/course/{id}/study-rules", tag = "study", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = Rules), (status = 401), (status = 403), (status = 404)))]
pub async fn rules(
    State(state): State<AppState>,
    CourseAuthor(session): CourseAuthor,
    Path(id): Path<i64>,
) -> Answer {
    Ok(ok(study::rules(&state, &session, id).await?))
}

/// Sets a course's study rules (every field; one left out takes its default).
#[utoipa::path(put, path = "/api/v0/admin/course/{id}/study-rules", tag = "study", security(("bearer" = [])),
    params(("id" = i64, Path)), request_body = RulesBody,
    responses((status = 200, body = Rules), (status = 400, description = "须在{min}到{max}之间 / 最短间隔不能大于最长间隔"),
        (status = 401), (status = 403), (status = 404)))]
pub async fn set_rules(
    State(state): State<AppState>,
    CourseAuthor(session): CourseAuthor,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<RulesBody>,
) -> Answer {
    Ok(ok(study::set_rules(&state, &session, id, body).await?))
}
