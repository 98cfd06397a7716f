//! `/api/v0/study`: study sessions and their heartbeats (the 学时 ledger), attention checks, the
//! learner's credited time; `/api/v0/admin/course/{id}/study-rules`: a course's study rules;
//! `/api/v0/admin/study/report`: the study-hours report (`service::study_report`). The rules of
//! crediting are `domain::study`, the workflows `service::study`.

use axum::Router;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::http::header::USER_AGENT;
use axum::routing::{get, post};
use serde::Serialize;

use axum::response::Response;

use crate::api::v0::file::FileView;
use crate::api::{Answer, ApiJson, ApiQuery, PageParams, Paging, ok, xlsx_attachment};
use crate::auth::{ClientAddr, CourseAuthor, Member, StudyReporter, StudyVerifier};
use crate::domain::identity::masked_id_card;
use crate::domain::study::{Reason, Rules, credited_periods};
use crate::error::AppError;
use crate::service::AppState;
use crate::service::camera::{self, ConsentState, ReviewSheet, SnapshotBody, VerdictBody};
use crate::service::study::{
    self, Accounted, BeatBody, OpenBody, Opened, PendingCheck, RulesBody, StudySession,
};
use crate::service::study_report::{self, ReportQuery};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/study/session", post(open))
        .route("/study/session/{id}", get(read))
        .route("/study/session/{id}/beat", post(beat))
        .route("/study/session/{id}/check/{check_id}", post(answer_check))
        .route("/study/session/{id}/end", post(leave))
        .route(
            "/study/session/{id}/snapshot/{snapshot_id}",
            post(take_snapshot),
        )
        .route("/study/consent", get(consent_state).post(consent))
        .route("/study/course/{id}/credits", get(credits))
        .route("/admin/course/{id}/study-rules", get(rules).put(set_rules))
        .route("/admin/study/course", get(report_courses))
        .route("/admin/study/report", get(report))
        .route("/admin/study/report/export", get(export_report))
        .route("/admin/study/report/learner/{user_id}", get(learner_report))
        .route("/admin/study/session/{id}", get(review_sheet))
        .route("/admin/study/session/{id}/review", post(review))
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

/// The browser's user agent as it names itself (empty when it does not).
pub fn user_agent(headers: &HeaderMap) -> &str {
    headers
        .get(USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
}

/// A still the server asked the session's camera for, to be sent by `deadline`.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SnapshotRequest {
    id: i64,
    /// The server's time by which the still must arrive (after it, nothing is credited until it
    /// does).
    deadline: i64,
}

fn snapshot_request(awaited: Option<(i64, i64)>) -> Option<SnapshotRequest> {
    awaited.map(|(id, deadline)| SnapshotRequest { id, deadline })
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
    /// The camera still the server waits for (camera presence).
    snapshot: Option<SnapshotRequest>,
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
            snapshot: snapshot_request(study::awaited(s)),
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
    let Opened {
        session: opened,
        rules,
        taken_over,
    } = study::open(&state, &session, (ip, user_agent(&headers)), body).await?;
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
    /// The camera still to send, if one is awaited.
    snapshot: Option<SnapshotRequest>,
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
        snapshot: snapshot_request(a.snapshot),
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

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportCourseView {
    id: i64,
    name: String,
    /// 学时 the course requires (0: none).
    required_periods: i32,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ReportCourses {
    courses: Vec<ReportCourseView>,
}

/// The courses whose study-hours report the caller may read (study:verify: every course; a
/// teacher: their own), by name.
#[utoipa::path(get, path = "/api/v0/admin/study/course", tag = "study", security(("bearer" = [])),
    responses((status = 200, body = ReportCourses), (status = 401), (status = 403)))]
pub async fn report_courses(
    State(state): State<AppState>,
    StudyReporter(session): StudyReporter,
) -> Answer {
    let courses = study_report::courses(&state, &session).await?;
    Ok(ok(ReportCourses {
        courses: courses
            .into_iter()
            .map(|c| ReportCourseView {
                id: c.id,
                name: c.name,
                required_periods: c.required_periods,
            })
            .collect(),
    }))
}

/// One learner of the study-hours report.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportRowView {
    user_id: i64,
    username: String,
    name: Option<String>,
    /// Masked: the first and last four characters ("1101**********1234").
    id_card: Option<String>,
    /// Sessions started in the period.
    sessions: i64,
    credited_ms: i64,
    /// 学时 credited, tenths rounded down ("2.5").
    credited_periods: String,
    discarded_ms: i64,
    checks_passed: i64,
    checks_missed: i64,
    /// Camera stills taken, and those of sessions a reviewer marked 本人.
    snapshots_taken: i64,
    snapshots_confirmed: i64,
    /// The first session's start and the last heartbeat in the period.
    first_at: Option<i64>,
    last_at: Option<i64>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportView {
    course_id: i64,
    course_name: String,
    /// 学时 the course requires (0: none).
    required_periods: i32,
    /// The length of one 学时 in minutes (the setting).
    period_minutes: i64,
    rows: Vec<ReportRowView>,
    total_count: u64,
}

/// The study-hours report of a course: each enrolled learner (by username) with the sessions
/// they started in the period, what those credited and discarded, and the attention checks
/// passed and missed. study:verify reads every course's; course:manage a teacher's own.
#[utoipa::path(get, path = "/api/v0/admin/study/report", tag = "study", security(("bearer" = [])),
    params(ReportQuery, PageParams),
    responses((status = 200, body = ReportView), (status = 400, description = "请选择要统计的课程 / 请选择正确的统计时间段"), (status = 401), (status = 403, description = "只能查看自己课程的学时"), (status = 404), (status = 429)))]
pub async fn report(
    State(state): State<AppState>,
    StudyReporter(session): StudyReporter,
    ApiQuery(q): ApiQuery<ReportQuery>,
    Paging(page): Paging<20>,
) -> Answer {
    let course_id = q.course_id.unwrap_or_default();
    let report = study_report::report(&state, &session, q, page).await?;
    let minutes = report.period_minutes;
    Ok(ok(ReportView {
        course_id,
        course_name: report.course_name,
        required_periods: report.required_periods,
        period_minutes: minutes,
        rows: report
            .rows
            .into_iter()
            .map(|r| ReportRowView {
                user_id: r.user_id,
                username: r.username,
                name: r.name,
                id_card: r.id_card.as_deref().map(masked_id_card),
                sessions: r.sessions,
                credited_periods: credited_periods(r.credited_ms, minutes),
                credited_ms: r.credited_ms,
                discarded_ms: r.discarded_ms,
                checks_passed: r.checks_passed,
                checks_missed: r.checks_missed,
                snapshots_taken: r.snapshots_taken,
                snapshots_confirmed: r.snapshots_confirmed,
                first_at: r.first_at,
                last_at: r.last_at,
            })
            .collect(),
        total_count: report.total,
    }))
}

/// The study-hours report of a course as .xlsx (at most 20 000 learners; ID numbers masked).
#[utoipa::path(get, path = "/api/v0/admin/study/report/export", tag = "study", security(("bearer" = [])),
    params(ReportQuery),
    responses((status = 200, description = "学时报表-{课程}-{日期}.xlsx", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"), (status = 400), (status = 401), (status = 403), (status = 404), (status = 429)))]
pub async fn export_report(
    State(state): State<AppState>,
    StudyReporter(session): StudyReporter,
    ApiQuery(q): ApiQuery<ReportQuery>,
) -> Result<Response, AppError> {
    let (bytes, name) = study_report::export(&state, &session, q).await?;
    Ok(xlsx_attachment(bytes, &name))
}

/// Time of a session under one reason (credited, hidden, idle…).
#[derive(Serialize, utoipa::ToSchema)]
pub struct ReasonTime {
    #[schema(value_type = Reason)]
    reason: String,
    ms: i64,
}

/// One study session as the report shows it.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportSession {
    id: i64,
    started_at: i64,
    last_beat_at: i64,
    ended_at: Option<i64>,
    /// superseded, check_missed or left; null while open.
    end_reason: Option<String>,
    /// The browser's user agent.
    user_agent: String,
    /// The address it studied from.
    address: String,
    credited_ms: i64,
    discarded_ms: i64,
    checks_passed: i64,
    checks_missed: i64,
    /// Camera stills asked for and taken.
    snapshots_requested: i64,
    snapshots_taken: i64,
    /// The reviewer's verdict: self (本人), other (非本人); null when not reviewed.
    verdict: Option<String>,
    /// Every millisecond of the session by reason.
    reasons: Vec<ReasonTime>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LearnerReport {
    user_id: i64,
    username: String,
    name: Option<String>,
    /// Masked.
    id_card: Option<String>,
    /// Newest first, at most 500.
    sessions: Vec<ReportSession>,
}

/// One learner's sessions of the report's course and period: times, device, address, credit,
/// attention checks and the time discarded by reason.
#[utoipa::path(get, path = "/api/v0/admin/study/report/learner/{user_id}", tag = "study", security(("bearer" = [])),
    params(("user_id" = i64, Path), ReportQuery),
    responses((status = 200, body = LearnerReport), (status = 400), (status = 401), (status = 403), (status = 404, description = "用户不存在")))]
pub async fn learner_report(
    State(state): State<AppState>,
    StudyReporter(session): StudyReporter,
    Path(user_id): Path<i64>,
    ApiQuery(q): ApiQuery<ReportQuery>,
) -> Answer {
    let found = study_report::learner(&state, &session, user_id, q).await?;
    Ok(ok(LearnerReport {
        user_id: found.learner.id,
        username: found.learner.username,
        name: found.learner.name,
        id_card: found.learner.id_card.as_deref().map(masked_id_card),
        sessions: found
            .sessions
            .into_iter()
            .map(|(s, reasons)| ReportSession {
                id: s.id,
                started_at: s.started_at,
                last_beat_at: s.last_beat_at,
                ended_at: s.ended_at,
                end_reason: s.end_reason,
                user_agent: s.user_agent,
                address: s.address,
                credited_ms: s.credited_ms,
                discarded_ms: s.discarded_ms,
                checks_passed: s.checks_passed,
                checks_missed: s.checks_missed,
                snapshots_requested: s.snapshots_requested,
                snapshots_taken: s.snapshots_taken,
                verdict: s.verdict,
                reasons: reasons
                    .into_iter()
                    .map(|(reason, ms)| ReasonTime { reason, ms })
                    .collect(),
            })
            .collect(),
    }))
}

/// The learner's consent to camera stills.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsentView {
    /// When the learner consented; null: not yet.
    consented_at: Option<i64>,
    /// How many days stills are kept before they are deleted (the setting).
    retention_days: i64,
}

impl From<ConsentState> for ConsentView {
    fn from(c: ConsentState) -> Self {
        Self {
            consented_at: c.consented_at,
            retention_days: c.retention_days,
        }
    }
}

/// Whether the caller consented to camera stills, and how long stills are kept.
#[utoipa::path(get, path = "/api/v0/study/consent", tag = "study", security(("bearer" = [])),
    responses((status = 200, body = ConsentView), (status = 401)))]
pub async fn consent_state(State(state): State<AppState>, Member(session): Member) -> Answer {
    Ok(ok(ConsentView::from(
        camera::consent_state(&state, &session).await?,
    )))
}

/// The caller consents to camera stills (what is captured, why, who sees them, how long they
/// are kept, as the page showed): required before studying a course with camera presence.
#[utoipa::path(post, path = "/api/v0/study/consent", tag = "study", security(("bearer" = [])),
    responses((status = 200, body = ConsentView), (status = 401)))]
pub async fn consent(
    State(state): State<AppState>,
    Member(session): Member,
    ClientAddr(ip): ClientAddr,
    headers: HeaderMap,
) -> Answer {
    Ok(ok(ConsentView::from(
        camera::consent(&state, &session, (ip, user_agent(&headers))).await?,
    )))
}

/// Sends the still the session's camera was asked for: a file uploaded with source `snapshot`
/// (JPG, PNG or WEBP, at most 2 MB). Late, it is kept and the session earns again from now on.
#[utoipa::path(post, path = "/api/v0/study/session/{id}/snapshot/{snapshot_id}", tag = "study", security(("bearer" = [])),
    params(("id" = i64, Path), ("snapshot_id" = i64, Path)), request_body = SnapshotBody,
    responses((status = 200, body = SessionView), (status = 400, description = "请上传本次学习时拍摄的照片"), (status = 401),
        (status = 403, description = "无权操作该学习记录"), (status = 404, description = "该抓拍请求已失效"),
        (status = 409, description = "您已在其他设备或窗口继续学习 / 本次学习已结束，请重新进入课程")))]
pub async fn take_snapshot(
    State(state): State<AppState>,
    Member(session): Member,
    Path((id, snapshot_id)): Path<(i64, i64)>,
    ApiJson(body): ApiJson<SnapshotBody>,
) -> Answer {
    let taken = camera::take(&state, &session, id, snapshot_id, body).await?;
    Ok(ok(SessionView::of(&taken, None)))
}

/// A camera still of a session as a reviewer sees it.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SnapshotView {
    id: i64,
    requested_at: i64,
    deadline: i64,
    /// When it arrived; null: never (the camera was refused or the page closed).
    taken_at: Option<i64>,
    /// The still; null when none arrived or it was deleted after the retention period.
    file: Option<FileView>,
    /// When it was deleted after the retention period.
    deleted_at: Option<i64>,
    /// The face matcher's likeness to the application photo (0–100); null: not compared.
    match_score: Option<i32>,
}

/// An image of the learner's application shown beside the stills.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReferenceView {
    /// photo, idFront or idBack.
    slot: String,
    file: FileView,
}

/// A verdict on a session.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReviewEntry {
    from_verdict: Option<String>,
    /// self (本人) or other (非本人).
    verdict: String,
    reason: String,
    /// What the verdict withdrew (非本人).
    withdrawn_ms: i64,
    reviewer_name: Option<String>,
    at: i64,
}

/// A study session for review: the learner, the stills beside the application's photo and ID
/// card, and the verdicts so far.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReviewView {
    id: i64,
    user_id: i64,
    username: String,
    name: Option<String>,
    /// Masked.
    id_card: Option<String>,
    course_id: i64,
    course_name: String,
    started_at: i64,
    last_beat_at: i64,
    ended_at: Option<i64>,
    end_reason: Option<String>,
    user_agent: String,
    address: String,
    credited_ms: i64,
    discarded_ms: i64,
    /// self (本人), other (非本人); null when not reviewed.
    verdict: Option<String>,
    snapshots: Vec<SnapshotView>,
    references: Vec<ReferenceView>,
    reviews: Vec<ReviewEntry>,
    /// Whether a face matcher compares the stills; false: 「未自动比对」.
    matcher: bool,
}

impl From<ReviewSheet> for ReviewView {
    fn from(r: ReviewSheet) -> Self {
        let s = r.session;
        Self {
            id: s.id,
            user_id: s.user_id,
            username: r.learner.username,
            name: r.learner.name,
            id_card: r.learner.id_card.as_deref().map(masked_id_card),
            course_id: s.course_id,
            course_name: r.course_name,
            started_at: s.started_at,
            last_beat_at: s.last_beat_at,
            ended_at: s.ended_at,
            end_reason: s.end_reason,
            user_agent: s.user_agent,
            address: s.address,
            credited_ms: s.credited_ms,
            discarded_ms: s.discarded_ms,
            verdict: s.verdict,
            snapshots: r
                .snapshots
                .into_iter()
                .map(|(p, file)| SnapshotView {
                    id: p.id,
                    requested_at: p.requested_at,
                    deadline: p.deadline,
                    taken_at: p.taken_at,
                    file: file.map(FileView::from),
                    deleted_at: p.deleted_at,
                    match_score: p.match_score,
                })
                .collect(),
            references: camera::REFERENCE_SLOTS
                .iter()
                .filter_map(|slot| {
                    let file = r.references.get(*slot)?.clone();
                    Some(ReferenceView {
                        slot: (*slot).into(),
                        file: FileView::from(file),
                    })
                })
                .collect(),
            reviews: r
                .reviews
                .into_iter()
                .map(|(v, reviewer_name)| ReviewEntry {
                    from_verdict: v.from_verdict,
                    verdict: v.verdict,
                    reason: v.reason,
                    withdrawn_ms: v.withdrawn_ms,
                    reviewer_name,
                    at: v.at,
                })
                .collect(),
            matcher: r.matcher,
        }
    }
}

/// A study session for review (study:verify): its stills beside the application's photo and ID
/// card, and the verdicts so far.
#[utoipa::path(get, path = "/api/v0/admin/study/session/{id}", tag = "study", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = ReviewView), (status = 401), (status = 403), (status = 404, description = "学习记录不存在")))]
pub async fn review_sheet(
    State(state): State<AppState>,
    StudyVerifier(_): StudyVerifier,
    Path(id): Path<i64>,
) -> Answer {
    Ok(ok(ReviewView::from(camera::sheet(&state, id).await?)))
}

/// Marks an ended session 本人 or 非本人 (with a reason; required for 非本人). 非本人 is final: the
/// session's credit is withdrawn and the learner is told.
#[utoipa::path(post, path = "/api/v0/admin/study/session/{id}/review", tag = "study", security(("bearer" = [])),
    params(("id" = i64, Path)), request_body = VerdictBody,
    responses((status = 200, body = ReviewView), (status = 400, description = "请选择本人或非本人 / 判定为非本人时请填写理由"),
        (status = 401), (status = 403), (status = 404),
        (status = 409, description = "学习尚未结束，请在本次学习结束后再核验 / 已判定为非本人的学习记录不能改判 / 该学习记录已是此判定")))]
pub async fn review(
    State(state): State<AppState>,
    StudyVerifier(session): StudyVerifier,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<VerdictBody>,
) -> Answer {
    Ok(ok(ReviewView::from(
        camera::decide(&state, &session, id, body).await?,
    )))
}
