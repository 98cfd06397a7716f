//! Learning progress and the course center for staff with course:manage (a teacher: their own
//! courses; content:all: every course): the courses to follow, the progress table with its
//! .xlsx export, one learner's lessons, messages to a course's learners, and the course
//! center's figures. The rules are `service::progress`.

use axum::Router;
use axum::extract::{Path, State};
use axum::response::Response;
use axum::routing::{get, post};
use serde::{Deserialize, Serialize};

use crate::api::{Answer, ApiJson, ApiQuery, PageParams, Paging, ok};
use crate::auth::CourseAuthor;
use crate::domain::course::percent;
use crate::error::AppError;
use crate::service::AppState;
use crate::service::caches::Row;
use crate::service::progress::{
    self, CourseMessageBody, CourseSort, CourseStats, ProgressFilter, RecordResult,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/admin/progress", get(table))
        .route("/admin/progress/course", get(courses))
        .route("/admin/progress/export", get(export))
        .route("/admin/progress/message", post(message))
        .route(
            "/admin/progress/{course_id}/learner/{user_id}",
            get(learner),
        )
        .route("/admin/course-center", get(course_center))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FollowedCourse {
    id: i64,
    name: String,
    /// 0 certification class, 1 special-topic class.
    #[schema(value_type = crate::domain::vocabulary::CourseType)]
    r#type: i16,
    /// Enrolments in any status.
    learners: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct FollowedCourses {
    courses: Vec<FollowedCourse>,
}

/// The courses the caller follows (a teacher: their own), by name, with their learners.
#[utoipa::path(get, path = "/api/v0/admin/progress/course", tag = "learning progress", security(("bearer" = [])),
    responses((status = 200, body = FollowedCourses), (status = 401), (status = 403)))]
pub async fn courses(State(state): State<AppState>, CourseAuthor(session): CourseAuthor) -> Answer {
    let courses = progress::courses(&state, &session).await?;
    Ok(ok(FollowedCourses {
        courses: courses
            .into_iter()
            .map(|c| FollowedCourse {
                id: c.id,
                name: c.name,
                r#type: c.r#type,
                learners: c.learners,
            })
            .collect(),
    }))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ProgressQuery {
    course_id: Option<i64>,
    /// Enrolment status 1–4.
    #[param(value_type = Option<crate::domain::vocabulary::EnrolmentStatus>)]
    status: Option<i16>,
    /// A part of the learner's username or name, the visible digits of their masked phone
    /// (138****0006), or their whole number (at most 30 such searches an hour).
    q: Option<String>,
}

impl ProgressQuery {
    fn filter(self) -> ProgressFilter {
        ProgressFilter {
            course_id: self.course_id,
            status: self.status,
            text: self.q,
            ..Default::default()
        }
    }
}

/// One learner in one course.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgressRowView {
    user_id: i64,
    username: String,
    name: Option<String>,
    course_id: i64,
    course_name: String,
    /// Enrolment status 1–4.
    #[schema(value_type = crate::domain::vocabulary::EnrolmentStatus)]
    status: i16,
    enrolled_at: i64,
    items_done: i64,
    items_total: i64,
    /// Lessons done out of all, whole percent.
    percent: i64,
    last_studied_at: Option<i64>,
    /// Seconds of study the server credited (the study ledger), not the furthest point reached.
    seconds_studied: i64,
    /// The latest submitted record of an exam of the course: its score (null while a teacher
    /// has not graded it), the exam's total and whether it reached the pass mark.
    exam_score: Option<i32>,
    exam_total: Option<i32>,
    exam_passed: Option<bool>,
    /// The enrolment records the exam passed (graded at the pass mark, or by a reviewer).
    exam_completed: bool,
}

impl From<Row> for ProgressRowView {
    fn from((r, record): Row) -> Self {
        Self {
            percent: percent(r.items_done, r.items_total),
            exam_score: record.as_ref().and_then(|x| x.score.filter(|_| x.reviewed)),
            exam_total: record.as_ref().map(|x| x.total_score),
            exam_passed: record.as_ref().and_then(RecordResult::passed),
            user_id: r.user_id,
            username: r.username,
            name: r.name,
            course_id: r.course_id,
            course_name: r.course_name,
            status: r.status,
            enrolled_at: r.enrolled_at,
            items_done: r.items_done,
            items_total: r.items_total,
            last_studied_at: r.last_studied_at,
            seconds_studied: r.seconds_studied.unwrap_or(0.0).round() as i64,
            exam_completed: r.exam_completed.unwrap_or(false),
        }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgressTable {
    rows: Vec<ProgressRowView>,
    total_count: u64,
}

/// The progress table: enrolled learners of the caller's courses (newest enrolments first).
#[utoipa::path(get, path = "/api/v0/admin/progress", tag = "learning progress", security(("bearer" = [])),
    params(ProgressQuery, PageParams),
    responses((status = 200, body = ProgressTable), (status = 400), (status = 401), (status = 403), (status = 404)))]
pub async fn table(
    State(state): State<AppState>,
    CourseAuthor(session): CourseAuthor,
    ApiQuery(q): ApiQuery<ProgressQuery>,
    Paging(page): Paging<20>,
) -> Answer {
    let (rows, total_count) = progress::table(&state, &session, q.filter(), page).await?;
    Ok(ok(ProgressTable {
        rows: rows.into_iter().map(Into::into).collect(),
        total_count,
    }))
}

/// The filtered table as an Excel workbook (sheet 学习进度, at most 20 000 rows).
#[utoipa::path(get, path = "/api/v0/admin/progress/export", tag = "learning progress", security(("bearer" = [])),
    params(ProgressQuery),
    responses((status = 200, description = "the .xlsx", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (status = 400), (status = 401), (status = 403), (status = 404)))]
pub async fn export(
    State(state): State<AppState>,
    CourseAuthor(session): CourseAuthor,
    ApiQuery(q): ApiQuery<ProgressQuery>,
) -> Result<Response, AppError> {
    let (bytes, name) = progress::export(&state, &session, q.filter()).await?;
    Ok(crate::api::xlsx_attachment(bytes, &name))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LearnerRef {
    user_id: i64,
    username: String,
    name: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct CourseRef {
    id: i64,
    name: String,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LessonProgress {
    id: i64,
    title: String,
    /// TEXT, IMAGE, VIDEO or AUDIO.
    #[schema(value_type = crate::domain::vocabulary::ItemType)]
    r#type: String,
    /// Seconds (video and audio).
    duration: Option<f64>,
    /// 0–100.
    progress: i16,
    completed: bool,
    /// The furthest second watched.
    furthest: f64,
    updated_at: Option<i64>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct SectionProgress {
    id: i64,
    title: String,
    items: Vec<LessonProgress>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamResult {
    exam_id: i64,
    title: String,
    submitted_at: Option<i64>,
    /// Null while a teacher has not graded it.
    score: Option<i32>,
    total_score: i32,
    pass_score: i32,
    reviewed: bool,
    passed: Option<bool>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct LearnerProgressView {
    learner: LearnerRef,
    course: CourseRef,
    summary: ProgressRowView,
    sections: Vec<SectionProgress>,
    exams: Vec<ExamResult>,
}

/// One learner's progress in a course, lesson by lesson, and their exam records of it.
#[utoipa::path(get, path = "/api/v0/admin/progress/{course_id}/learner/{user_id}", tag = "learning progress", security(("bearer" = [])),
    params(("course_id" = i64, Path), ("user_id" = i64, Path)),
    responses((status = 200, body = LearnerProgressView), (status = 401), (status = 403), (status = 404)))]
pub async fn learner(
    State(state): State<AppState>,
    CourseAuthor(session): CourseAuthor,
    Path((course_id, user_id)): Path<(i64, i64)>,
) -> Answer {
    let found = progress::learner(&state, &session, course_id, user_id).await?;
    let row = &found.row.0;
    Ok(ok(LearnerProgressView {
        learner: LearnerRef {
            user_id: row.user_id,
            username: row.username.clone(),
            name: row.name.clone(),
        },
        course: CourseRef {
            id: found.course.id,
            name: found.course.name,
        },
        summary: found.row.into(),
        sections: found
            .sections
            .into_iter()
            .map(|(s, items)| SectionProgress {
                id: s.id,
                title: s.title,
                items: items
                    .into_iter()
                    .map(|(i, p)| LessonProgress {
                        id: i.id,
                        title: i.title,
                        r#type: i.r#type,
                        duration: i.duration,
                        progress: p.as_ref().map_or(0, |p| p.progress),
                        completed: p.as_ref().is_some_and(|p| p.completed),
                        furthest: p.as_ref().map_or(0.0, |p| p.furthest),
                        updated_at: p.map(|p| p.updated_at),
                    })
                    .collect(),
            })
            .collect(),
        exams: found
            .records
            .into_iter()
            .map(|r| ExamResult {
                passed: r.passed(),
                pass_score: r.pass(),
                exam_id: r.exam_id,
                title: r.title,
                submitted_at: r.submitted_at,
                score: r.score.filter(|_| r.reviewed),
                total_score: r.total_score,
                reviewed: r.reviewed,
            })
            .collect(),
    }))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct MessageSent {
    /// How many learners were told.
    sent: usize,
}

/// Sends a course message (title ≤ 50, content ≤ 2000) to the chosen learners of a course, or to
/// all of them; they find it under 消息中心.
#[utoipa::path(post, path = "/api/v0/admin/progress/message", tag = "learning progress", security(("bearer" = [])),
    request_body = CourseMessageBody,
    responses((status = 200, body = MessageSent), (status = 400), (status = 401), (status = 403), (status = 404)))]
pub async fn message(
    State(state): State<AppState>,
    CourseAuthor(session): CourseAuthor,
    ApiJson(body): ApiJson<CourseMessageBody>,
) -> Answer {
    let sent = progress::message(&state, &session, body).await?;
    Ok(ok(MessageSent { sent }))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct CourseCenterQuery {
    /// A part of the course's or the teacher's name.
    q: Option<String>,
    #[param(inline)]
    sort: Option<CourseSort>,
    /// asc or desc (default).
    order: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LearnerCounts {
    pending: i64,
    approved: i64,
    rejected: i64,
    enrolled: i64,
    total: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CourseStatsView {
    id: i64,
    name: String,
    cover: Option<String>,
    /// 0 certification class, 1 special-topic class.
    #[schema(value_type = crate::domain::vocabulary::CourseType)]
    r#type: i16,
    /// Fen.
    fee: i64,
    teacher_id: Option<i64>,
    teacher_name: Option<String>,
    learners: LearnerCounts,
    /// Enrolled learners who finished every lesson, in percent of the enrolled.
    completion_rate: i64,
    /// The enrolled learners' average completion, in percent.
    average_progress: i64,
    rating: Option<f64>,
    rating_count: i64,
    /// Fen: the payments the finance desk confirmed.
    revenue: i64,
    paid_count: i64,
    created_at: i64,
}

impl From<CourseStats> for CourseStatsView {
    fn from(c: CourseStats) -> Self {
        let [pending, approved, rejected, enrolled] = c.figures.by_status;
        Self {
            learners: LearnerCounts {
                pending,
                approved,
                rejected,
                enrolled,
                total: c.learners(),
            },
            completion_rate: c.completion_rate(),
            average_progress: c.average_progress(),
            rating: c.rating(),
            rating_count: c.entry.ratings.0,
            revenue: c.figures.revenue,
            paid_count: c.figures.paid_count,
            id: c.entry.course.id,
            name: c.entry.course.name,
            cover: c.entry.course.cover,
            r#type: c.entry.course.r#type,
            fee: c.entry.course.fee,
            teacher_id: c.entry.course.teacher_id,
            teacher_name: c.entry.teacher_name,
            created_at: c.entry.course.created_at,
        }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct CourseCenterTotals {
    courses: u64,
    learners: i64,
    /// Fen.
    revenue: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CourseCenter {
    courses: Vec<CourseStatsView>,
    total_count: u64,
    totals: CourseCenterTotals,
}

/// The course center: the caller's courses (every course with content:all) with learners by
/// status, completion, rating and confirmed revenue; sortable, searchable, paged.
#[utoipa::path(get, path = "/api/v0/admin/course-center", tag = "learning progress", security(("bearer" = [])),
    params(CourseCenterQuery, PageParams),
    responses((status = 200, body = CourseCenter), (status = 400), (status = 401), (status = 403)))]
pub async fn course_center(
    State(state): State<AppState>,
    CourseAuthor(session): CourseAuthor,
    ApiQuery(q): ApiQuery<CourseCenterQuery>,
    Paging(page): Paging<20>,
) -> Answer {
    let descending = match q.order.as_deref() {
        None | Some("desc") => true,
        Some("asc") => false,
        Some(_) => {
            return Err(AppError::field(
                "order",
                crate::refusals::SORT_ORDER_INVALID,
            ));
        }
    };
    let (rows, total_count, (courses, learners, revenue)) = progress::course_center(
        &state,
        &session,
        q.q,
        q.sort.unwrap_or_default(),
        descending,
        page,
    )
    .await?;
    Ok(ok(CourseCenter {
        courses: rows.into_iter().map(Into::into).collect(),
        total_count,
        totals: CourseCenterTotals {
            courses,
            learners,
            revenue,
        },
    }))
}
