//! `/api/v0/course`: the course catalogue with each learner's enrolment status, course outlines,
//! lesson content, learning progress and notes.

use axum::Router;
use axum::extract::{Path, State};
use axum::routing::get;
use serde::{Deserialize, Serialize};

use crate::api::{Answer, ApiJson, ApiQuery, ok};
use crate::auth::{Member, Session};
use crate::catalogue::{self, CourseEntry, CourseFilter};
use crate::db::{self, Db, courses::Course, now_ms};
use crate::domain::course::{self as rules, Report, STUDYING, Stored};
use crate::domain::roles;
use crate::error::{AppError, AppResult};
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/course", get(list))
        .route("/course/categories", get(categories))
        .route("/course/{id}", get(detail))
        .route("/course/{id}/section", get(sections))
        .route("/course/{id}/section/{sid}/item", get(items))
        .route(
            "/course/{id}/section/{sid}/item/{iid}/progress",
            get(read_progress).put(save_progress),
        )
        .route(
            "/course/{id}/section/{sid}/item/{iid}/note",
            get(read_note).put(save_note),
        )
}

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
    pub r#type: i16,
    /// Fee in fen (integer); the UI shows yuan.
    pub fee: i64,
    pub public_course: bool,
    /// The caller's enrolment: 1 pending review, 2 approved awaiting payment, 3 rejected,
    /// 4 may study; null when not enrolled (and for anonymous callers and guests).
    pub status: Option<i16>,
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
            created_at: c.created_at,
            updated_at: c.updated_at,
        }
    }
}

fn learner_id(session: &Option<Session>) -> Option<i64> {
    session
        .as_ref()
        .filter(|s| !s.is_guest())
        .map(|s| s.user_id)
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct ListQuery {
    /// Part of the course name.
    search: Option<String>,
    category: Option<String>,
    r#type: Option<i16>,
    /// Only trial courses (publicCourse true).
    public_course: Option<bool>,
    /// Zero-based page (default 0).
    page: Option<u64>,
    /// Page size (default 100, at most 100).
    size: Option<u64>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CourseList {
    courses: Vec<CourseView>,
    total_count: u64,
}

/// Courses, newest first, each with the caller's enrolment status.
#[utoipa::path(get, path = "/api/v0/course", tag = "course", params(ListQuery), responses((status = 200, body = CourseList)))]
pub async fn list(
    State(state): State<AppState>,
    session: Option<Session>,
    ApiQuery(q): ApiQuery<ListQuery>,
) -> Answer {
    let filter = CourseFilter {
        search: q.search,
        category: q.category.filter(|c| !c.is_empty()),
        r#type: q.r#type,
        teacher_id: None,
        public_only: q.public_course == Some(true),
    };
    let size = q.size.unwrap_or(100).clamp(1, 100);
    let catalogue = state.catalogue.get(&state.db).await?;
    let (entries, total_count) = catalogue.courses(&filter, q.page.unwrap_or(0), size);
    let facts = match learner_id(&session) {
        Some(uid) => Some(state.learner(uid).await?),
        None => None,
    };
    let status = |id| facts.as_ref().and_then(|f| f.statuses.get(&id).copied());
    Ok(ok(CourseList {
        courses: entries
            .into_iter()
            .map(|e| CourseView::new(e, status(e.course.id)))
            .collect(),
        total_count,
    }))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Category {
    name: String,
    count: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct CategoryList {
    categories: Vec<Category>,
}

/// Course categories with the number of courses in each.
#[utoipa::path(get, path = "/api/v0/course/categories", tag = "course", responses((status = 200, body = CategoryList)))]
pub async fn categories(State(state): State<AppState>) -> Answer {
    let categories = db::courses::categories(&state.db).await?;
    Ok(ok(CategoryList {
        categories: categories
            .into_iter()
            .map(|(name, count)| Category { name, count })
            .collect(),
    }))
}

async fn course_or_404(db: &Db, id: i64) -> AppResult<Course> {
    db::courses::find(db, id)
        .await?
        .ok_or_else(|| AppError::NotFound("课程不存在".into()))
}

/// One course with the caller's status.
#[utoipa::path(get, path = "/api/v0/course/{id}", tag = "course", params(("id" = i64, Path)),
    responses((status = 200, body = CourseView), (status = 404)))]
pub async fn detail(
    State(state): State<AppState>,
    session: Option<Session>,
    Path(id): Path<i64>,
) -> Answer {
    let entry = catalogue::course_entry(&state.db, course_or_404(&state.db, id).await?).await?;
    let status = match learner_id(&session) {
        Some(uid) => state.learner(uid).await?.statuses.get(&id).copied(),
        None => None,
    };
    Ok(ok(CourseView::new(&entry, status)))
}

/// May the caller open the lessons? Trial courses: anyone; others: learners with status 4, the
/// course's teacher and administrators.
async fn ensure_may_study(
    state: &AppState,
    session: &Option<Session>,
    course: &Course,
) -> AppResult<()> {
    if course.public_course {
        return Ok(());
    }
    let Some(s) = session else {
        return Err(AppError::unauthorized());
    };
    if s.has_role(roles::ADMIN) || course.teacher_id == Some(s.user_id) {
        return Ok(());
    }
    if state.learner(s.user_id).await?.statuses.get(&course.id) == Some(&STUDYING) {
        return Ok(());
    }
    Err(AppError::Forbidden("请先报名并完成缴费后再学习".into()))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Content {
    r#type: String,
    content: String,
}

/// A lesson with the caller's progress.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ItemView {
    id: i64,
    section_id: i64,
    title: String,
    /// TEXT, IMAGE, VIDEO or AUDIO.
    r#type: String,
    /// `contents[0]` holds the text or the media URL.
    contents: Vec<Content>,
    /// Seconds, for video and audio.
    duration: Option<f64>,
    completed: bool,
    progress: i16,
    /// Where playback stopped, seconds.
    position: f64,
    /// The furthest second watched.
    furthest: f64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct SectionView {
    id: i64,
    title: String,
    items: Vec<ItemView>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct SectionList {
    sections: Vec<SectionView>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ItemList {
    items: Vec<ItemView>,
}

fn item_views(
    items: Vec<db::courses::Item>,
    progress: &std::collections::HashMap<i64, db::courses::Progress>,
) -> Vec<ItemView> {
    items
        .into_iter()
        .map(|i| {
            let p = progress.get(&i.id);
            ItemView {
                id: i.id,
                section_id: i.section_id,
                title: i.title,
                contents: vec![Content {
                    r#type: i.r#type.clone(),
                    content: i.content,
                }],
                r#type: i.r#type,
                duration: i.duration,
                completed: p.is_some_and(|p| p.completed),
                progress: p.map_or(0, |p| p.progress),
                position: p.map_or(0.0, |p| p.position),
                furthest: p.map_or(0.0, |p| p.furthest),
            }
        })
        .collect()
}

async fn progress_map(
    db: &Db,
    session: &Option<Session>,
    course_id: i64,
) -> AppResult<std::collections::HashMap<i64, db::courses::Progress>> {
    match learner_id(session) {
        Some(uid) => db::courses::progress_of_course(db, uid, course_id).await,
        None => Ok(Default::default()),
    }
}

/// The course outline: sections in order, each with its items and the caller's progress.
#[utoipa::path(get, path = "/api/v0/course/{id}/section", tag = "course", params(("id" = i64, Path)),
    responses((status = 200, body = SectionList), (status = 401), (status = 403, description = "not enrolled with status 4"), (status = 404)))]
pub async fn sections(
    State(state): State<AppState>,
    session: Option<Session>,
    Path(id): Path<i64>,
) -> Answer {
    let course = course_or_404(&state.db, id).await?;
    ensure_may_study(&state, &session, &course).await?;
    let sections = db::courses::sections(&state.db, id).await?;
    let items = db::courses::items_of_course(&state.db, id).await?;
    let progress = progress_map(&state.db, &session, id).await?;
    let mut views: Vec<SectionView> = sections
        .into_iter()
        .map(|s| SectionView {
            id: s.id,
            title: s.title,
            items: Vec::new(),
        })
        .collect();
    for item in item_views(items, &progress) {
        if let Some(section) = views.iter_mut().find(|s| s.id == item.section_id) {
            section.items.push(item);
        }
    }
    Ok(ok(SectionList { sections: views }))
}

async fn section_of(
    state: &AppState,
    session: &Option<Session>,
    id: i64,
    sid: i64,
) -> AppResult<(Course, db::courses::Section)> {
    let course = course_or_404(&state.db, id).await?;
    ensure_may_study(state, session, &course).await?;
    let section = db::courses::section(&state.db, id, sid)
        .await?
        .ok_or_else(|| AppError::NotFound("章节不存在".into()))?;
    Ok((course, section))
}

/// The items of one section with the caller's progress.
#[utoipa::path(get, path = "/api/v0/course/{id}/section/{sid}/item", tag = "course",
    params(("id" = i64, Path), ("sid" = i64, Path)), responses((status = 200, body = ItemList), (status = 403), (status = 404)))]
pub async fn items(
    State(state): State<AppState>,
    session: Option<Session>,
    Path((id, sid)): Path<(i64, i64)>,
) -> Answer {
    section_of(&state, &session, id, sid).await?;
    let items = db::courses::items(&state.db, sid).await?;
    let progress = progress_map(&state.db, &session, id).await?;
    Ok(ok(ItemList {
        items: item_views(items, &progress),
    }))
}

async fn item_of(
    state: &AppState,
    session: &Session,
    id: i64,
    sid: i64,
    iid: i64,
) -> AppResult<(Course, db::courses::Item)> {
    let (course, _) = section_of(state, &Some(session.clone()), id, sid).await?;
    let item = db::courses::item(&state.db, sid, iid)
        .await?
        .ok_or_else(|| AppError::NotFound("课程内容不存在".into()))?;
    Ok((course, item))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ProgressView {
    completed: bool,
    progress: i16,
    position: f64,
    furthest: f64,
    updated_at: i64,
}

impl From<db::courses::Progress> for ProgressView {
    fn from(p: db::courses::Progress) -> Self {
        Self {
            completed: p.completed,
            progress: p.progress,
            position: p.position,
            furthest: p.furthest,
            updated_at: p.updated_at,
        }
    }
}

/// The learner's progress on a lesson. Opening a lesson for the first time starts its clock: the
/// furthest second watched may only grow as fast as time passes from here.
#[utoipa::path(get, path = "/api/v0/course/{id}/section/{sid}/item/{iid}/progress", tag = "course", security(("bearer" = [])),
    params(("id" = i64, Path), ("sid" = i64, Path), ("iid" = i64, Path)),
    responses((status = 200, body = ProgressView), (status = 401), (status = 403), (status = 404)))]
pub async fn read_progress(
    State(state): State<AppState>,
    Member(session): Member,
    Path((id, sid, iid)): Path<(i64, i64, i64)>,
) -> Answer {
    let (course, item) = item_of(&state, &session, id, sid, iid).await?;
    if let Some(found) = db::courses::progress(&state.db, session.user_id, item.id).await? {
        return Ok(ok(ProgressView::from(found)));
    }
    let start = db::courses::Progress {
        user_id: session.user_id,
        item_id: item.id,
        course_id: course.id,
        progress: 0,
        completed: false,
        position: 0.0,
        furthest: 0.0,
        updated_at: now_ms(),
    };
    Ok(ok(ProgressView::from(
        db::courses::save_progress(&state.db, start, false).await?,
    )))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgressBody {
    /// 0-100 (for text and image lessons; derived from `furthest` for timed ones with a duration).
    progress: Option<f64>,
    completed: Option<bool>,
    /// Current playback second (alias `currentTime`).
    #[serde(alias = "currentTime")]
    position: Option<f64>,
    /// Furthest second watched (defaults to `position`).
    furthest: Option<f64>,
}

/// Saves the learner's progress. A timed lesson cannot claim more than could have been watched
/// since the last save (422); progress never goes back and completion (at 90 %) sticks.
#[utoipa::path(put, path = "/api/v0/course/{id}/section/{sid}/item/{iid}/progress", tag = "course", security(("bearer" = [])),
    params(("id" = i64, Path), ("sid" = i64, Path), ("iid" = i64, Path)), request_body = ProgressBody,
    responses((status = 200, body = ProgressView), (status = 400, description = "保存进度参数有误"), (status = 401), (status = 403),
        (status = 422, description = "学习进度异常：超出实际观看时长")))]
pub async fn save_progress(
    State(state): State<AppState>,
    Member(session): Member,
    Path((id, sid, iid)): Path<(i64, i64, i64)>,
    ApiJson(body): ApiJson<ProgressBody>,
) -> Answer {
    let (course, item) = item_of(&state, &session, id, sid, iid).await?;
    let existing = db::courses::progress(&state.db, session.user_id, item.id).await?;
    let now = now_ms();
    let stored = existing.as_ref().map_or(
        Stored {
            furthest: 0.0,
            progress: 0,
            completed: false,
            updated_at: now,
        },
        |p| Stored {
            furthest: p.furthest,
            progress: p.progress,
            completed: p.completed,
            updated_at: p.updated_at,
        },
    );
    let position = body.position.unwrap_or(0.0);
    let report = Report {
        position,
        furthest: body.furthest.unwrap_or(position),
        progress: body.progress.unwrap_or(0.0),
        completed: body.completed.unwrap_or(false),
    };
    let timed = matches!(item.r#type.as_str(), "VIDEO" | "AUDIO");
    let next =
        rules::next_progress(timed, item.duration, stored, report, now).map_err(|message| {
            if message == "保存进度参数有误" {
                AppError::BadRequest(message.into())
            } else {
                AppError::Unprocessable(message.into())
            }
        })?;
    let row = db::courses::Progress {
        user_id: session.user_id,
        item_id: item.id,
        course_id: course.id,
        progress: next.progress,
        completed: next.completed,
        position: position.min(item.duration.unwrap_or(f64::MAX)),
        furthest: next.furthest,
        updated_at: next.updated_at,
    };
    Ok(ok(ProgressView::from(
        db::courses::save_progress(&state.db, row, existing.is_some()).await?,
    )))
}

#[derive(Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NoteView {
    content: String,
    updated_at: Option<i64>,
}

/// The learner's note on a lesson (empty when none).
#[utoipa::path(get, path = "/api/v0/course/{id}/section/{sid}/item/{iid}/note", tag = "course", security(("bearer" = [])),
    params(("id" = i64, Path), ("sid" = i64, Path), ("iid" = i64, Path)), responses((status = 200, body = NoteView), (status = 401), (status = 403)))]
pub async fn read_note(
    State(state): State<AppState>,
    Member(session): Member,
    Path((id, sid, iid)): Path<(i64, i64, i64)>,
) -> Answer {
    let (_, item) = item_of(&state, &session, id, sid, iid).await?;
    let note = db::courses::note(&state.db, session.user_id, item.id).await?;
    Ok(ok(NoteView {
        content: note.as_ref().map(|n| n.content.clone()).unwrap_or_default(),
        updated_at: note.map(|n| n.updated_at),
    }))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct NoteBody {
    /// The note; empty clears it. At most 20 000 characters.
    content: Option<String>,
}

/// Saves (or, when empty, clears) the learner's note on a lesson.
#[utoipa::path(put, path = "/api/v0/course/{id}/section/{sid}/item/{iid}/note", tag = "course", security(("bearer" = [])),
    params(("id" = i64, Path), ("sid" = i64, Path), ("iid" = i64, Path)), request_body = NoteBody,
    responses((status = 200, body = NoteView), (status = 400), (status = 401), (status = 403), (status = 404, description = "笔记保存失败，当前章节不存在")))]
pub async fn save_note(
    State(state): State<AppState>,
    Member(session): Member,
    Path((id, sid, iid)): Path<(i64, i64, i64)>,
    ApiJson(body): ApiJson<NoteBody>,
) -> Answer {
    let (_, item) = item_of(&state, &session, id, sid, iid).await.map_err(|e| {
        if matches!(e, AppError::NotFound(_)) {
            AppError::NotFound("笔记保存失败，当前章节不存在".into())
        } else {
            e
        }
    })?;
    let content = body.content.unwrap_or_default();
    if content.chars().count() > 20_000 {
        return Err(AppError::field("content", "笔记不能超过20000个字符"));
    }
    let saved = db::courses::save_note(&state.db, session.user_id, item.id, content).await?;
    Ok(ok(NoteView {
        content: saved
            .as_ref()
            .map(|n| n.content.clone())
            .unwrap_or_default(),
        updated_at: saved.map(|n| n.updated_at),
    }))
}
