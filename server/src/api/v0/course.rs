//! `/api/v0/course`: the course catalogue with each learner's enrolment status, course outlines,
//! lesson content, learning progress and notes.

use std::collections::HashMap;

use axum::Router;
use axum::extract::{Path, State};
use axum::routing::get;
use serde::{Deserialize, Serialize};

use crate::api::views::CourseView;
use crate::api::{Answer, ApiJson, ApiQuery, PageParams, Paging, ok};
use crate::auth::{Member, Session};
use crate::catalogue::{self, CourseFilter};
use crate::error::AppResult;
use crate::service::AppState;
use crate::service::learning::{self, Item, Note, Progress, ProgressBody};
use crate::service::{lessons, study};

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

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ListQuery {
    /// Part of the course name.
    search: Option<String>,
    category: Option<String>,
    #[param(value_type = Option<crate::domain::vocabulary::CourseType>)]
    r#type: Option<i16>,
    /// Only trial courses (publicCourse true).
    public_course: Option<bool>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CourseList {
    courses: Vec<CourseView>,
    total_count: u64,
}

/// Courses, newest first, each with the caller's enrolment status.
#[utoipa::path(get, path = "/api/v0/course", tag = "course", params(ListQuery, PageParams), responses((status = 200, body = CourseList), (status = 400)))]
pub async fn list(
    State(state): State<AppState>,
    session: Option<Session>,
    ApiQuery(q): ApiQuery<ListQuery>,
    Paging(page): Paging<100>,
) -> Answer {
    let filter = CourseFilter {
        search: q.search,
        category: q.category.filter(|c| !c.is_empty()),
        r#type: q.r#type,
        teacher_id: None,
        public_only: q.public_course == Some(true),
    };
    let catalogue = state.caches.catalogue.get(&state.db).await?;
    let (entries, total_count) = catalogue.courses(&filter, page);
    let facts = match learning::learner_id(&session) {
        Some(uid) => Some(state.learner(uid).await?),
        None => None,
    };
    let status = |id| facts.as_ref().and_then(|f| f.statuses.get(&id).copied());
    let views: Vec<CourseView> = entries
        .into_iter()
        .map(|e| CourseView::new(e, status(e.course.id)))
        .collect();
    let credited = credited(&state, &session, &views).await?;
    Ok(ok(CourseList {
        courses: views
            .into_iter()
            .map(|v| v.with_credit(&credited))
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
    let categories = learning::categories(&state).await?;
    Ok(ok(CategoryList {
        categories: categories
            .into_iter()
            .map(|(name, count)| Category { name, count })
            .collect(),
    }))
}

/// One course with the caller's status.
#[utoipa::path(get, path = "/api/v0/course/{id}", tag = "course", params(("id" = i64, Path)),
    responses((status = 200, body = CourseView), (status = 404)))]
pub async fn detail(
    State(state): State<AppState>,
    session: Option<Session>,
    Path(id): Path<i64>,
) -> Answer {
    let entry =
        catalogue::course_entry(&state.db, lessons::course_or_404(&state, id).await?).await?;
    let status = match learning::learner_id(&session) {
        Some(uid) => state.learner(uid).await?.statuses.get(&id).copied(),
        None => None,
    };
    let view = CourseView::new(&entry, status);
    let credited = credited(&state, &session, std::slice::from_ref(&view)).await?;
    Ok(ok(view.with_credit(&credited)))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Content<'a> {
    r#type: &'a str,
    content: &'a str,
}

/// A lesson with the caller's progress.
// Borrowed from the cached lessons: an outline copies no text.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ItemView<'a> {
    id: i64,
    section_id: i64,
    title: &'a str,
    /// TEXT, IMAGE, VIDEO or AUDIO.
    r#type: &'a str,
    /// `contents[0]` holds the text or the media URL.
    contents: [Content<'a>; 1],
    /// Seconds, for video and audio.
    duration: Option<f64>,
    completed: bool,
    progress: i16,
    /// Where playback stopped, seconds.
    position: f64,
    /// The furthest second watched.
    furthest: f64,
}

impl<'a> ItemView<'a> {
    fn new(item: &'a Item, outline: &learning::Outline) -> Self {
        let p = outline.progress.get(&item.id);
        ItemView {
            id: item.id,
            section_id: item.section_id,
            title: &item.title,
            r#type: &item.r#type,
            contents: [Content {
                r#type: &item.r#type,
                content: &item.content,
            }],
            duration: item.duration,
            completed: p.is_some_and(|p| p.completed),
            progress: p.map_or(0, |p| p.progress),
            position: p.map_or(0.0, |p| p.position),
            furthest: p.map_or(0.0, |p| p.furthest),
        }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct SectionView<'a> {
    id: i64,
    title: &'a str,
    items: Vec<ItemView<'a>>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct SectionList<'a> {
    sections: Vec<SectionView<'a>>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ItemList<'a> {
    items: Vec<ItemView<'a>>,
}

/// The course outline: sections in order, each with its items and the caller's progress.
#[utoipa::path(get, path = "/api/v0/course/{id}/section", tag = "course", params(("id" = i64, Path)),
    responses((status = 200, body = SectionList), (status = 401), (status = 403, description = "not enrolled with status 4"), (status = 404)))]
pub async fn sections(
    State(state): State<AppState>,
    session: Option<Session>,
    Path(id): Path<i64>,
) -> Answer {
    let outline = learning::outline(&state, &session, id).await?;
    let sections = (outline.lessons.sections.iter())
        .map(|s| SectionView {
            id: s.id,
            title: &s.title,
            items: outline
                .items_of(s.id)
                .map(|i| ItemView::new(i, &outline))
                .collect(),
        })
        .collect();
    Ok(ok(SectionList { sections }))
}

/// The items of one section with the caller's progress.
#[utoipa::path(get, path = "/api/v0/course/{id}/section/{sid}/item", tag = "course",
    params(("id" = i64, Path), ("sid" = i64, Path)), responses((status = 200, body = ItemList), (status = 403), (status = 404)))]
pub async fn items(
    State(state): State<AppState>,
    session: Option<Session>,
    Path((id, sid)): Path<(i64, i64)>,
) -> Answer {
    let outline = learning::section_items(&state, &session, id, sid).await?;
    let items = outline
        .items_of(sid)
        .map(|i| ItemView::new(i, &outline))
        .collect();
    Ok(ok(ItemList { items }))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ProgressView {
    completed: bool,
    progress: i16,
    position: f64,
    furthest: f64,
    updated_at: i64,
}

impl From<Progress> for ProgressView {
    fn from(p: Progress) -> Self {
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
    let found = learning::read_progress(&state, &session, (id, sid, iid)).await?;
    Ok(ok(ProgressView::from(found)))
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
    let saved = learning::save_progress(&state, &session, (id, sid, iid), body).await?;
    Ok(ok(ProgressView::from(saved)))
}

#[derive(Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NoteView {
    content: String,
    updated_at: Option<i64>,
}

impl From<Option<Note>> for NoteView {
    fn from(note: Option<Note>) -> Self {
        Self {
            content: note.as_ref().map(|n| n.content.clone()).unwrap_or_default(),
            updated_at: note.map(|n| n.updated_at),
        }
    }
}

/// The learner's note on a lesson (empty when none).
#[utoipa::path(get, path = "/api/v0/course/{id}/section/{sid}/item/{iid}/note", tag = "course", security(("bearer" = [])),
    params(("id" = i64, Path), ("sid" = i64, Path), ("iid" = i64, Path)), responses((status = 200, body = NoteView), (status = 401), (status = 403)))]
pub async fn read_note(
    State(state): State<AppState>,
    Member(session): Member,
    Path((id, sid, iid)): Path<(i64, i64, i64)>,
) -> Answer {
    let note = learning::read_note(&state, &session, (id, sid, iid)).await?;
    Ok(ok(NoteView::from(note)))
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
    let saved = learning::save_note(&state, &session, (id, sid, iid), body.content).await?;
    Ok(ok(NoteView::from(saved)))
}

/// The caller's credited time in those of the courses that require 学时 and that they study (one
/// query, none when there are no such courses).
async fn credited(
    state: &AppState,
    session: &Option<Session>,
    views: &[CourseView],
) -> AppResult<(HashMap<i64, i64>, i64)> {
    let wanted: Vec<i64> = views
        .iter()
        .filter(|v| v.counts_hours())
        .map(|v| v.id)
        .collect();
    match learning::learner_id(session) {
        Some(uid) if !wanted.is_empty() => study::credited_by_course(state, uid, &wanted).await,
        _ => Ok((HashMap::new(), 0)),
    }
}
