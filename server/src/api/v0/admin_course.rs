//! `/api/v0/admin/course`: authoring courses, sections and items. Teachers edit their own
//! courses, administrators all of them.

use axum::Router;
use axum::extract::{Path, State};
use axum::routing::{get, post, put};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::course::CourseView;
use crate::api::{Answer, ApiJson, ApiQuery, ok};
use crate::auth::{Author, Session};
use crate::catalogue::{CourseFilter, course_entry};
use crate::db::{self, Db, courses::Course};
use crate::domain::course::ITEM_TYPES;
use crate::domain::roles;
use crate::error::{AppError, AppResult, FieldErrors};
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/admin/course", get(list).post(create))
        .route("/admin/course/teachers", get(teachers))
        .route("/admin/course/{id}", get(detail).put(update).delete(remove))
        .route("/admin/course/{id}/section", post(add_section))
        .route("/admin/course/{id}/section/order", put(order_sections))
        .route(
            "/admin/course/{id}/section/{sid}",
            put(rename_section).delete(delete_section),
        )
        .route("/admin/course/{id}/section/{sid}/item", post(add_item))
        .route(
            "/admin/course/{id}/section/{sid}/item/order",
            put(order_items),
        )
        .route(
            "/admin/course/{id}/section/{sid}/item/{iid}",
            put(update_item).delete(delete_item),
        )
}

fn is_admin(session: &Session) -> bool {
    session.has_role(roles::ADMIN)
}

/// The course, if the caller may edit it.
async fn editable(db: &Db, session: &Session, id: i64) -> AppResult<Course> {
    let course = db::courses::find(db, id)
        .await?
        .ok_or_else(|| AppError::NotFound("课程不存在".into()))?;
    if !is_admin(session) && course.teacher_id != Some(session.user_id) {
        return Err(AppError::Forbidden("只能编辑自己的课程".into()));
    }
    Ok(course)
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct ListQuery {
    search: Option<String>,
    page: Option<u64>,
    size: Option<u64>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuthoredList {
    courses: Vec<CourseView>,
    total_count: u64,
}

/// Courses the caller may edit (a teacher's own; all for an administrator), newest first.
#[utoipa::path(get, path = "/api/v0/admin/course", tag = "authoring", security(("bearer" = [])), params(ListQuery),
    responses((status = 200, body = AuthoredList), (status = 401), (status = 403)))]
pub async fn list(
    State(state): State<AppState>,
    Author(session): Author,
    ApiQuery(q): ApiQuery<ListQuery>,
) -> Answer {
    let filter = CourseFilter {
        search: q.search,
        teacher_id: (!is_admin(&session)).then_some(session.user_id),
        ..Default::default()
    };
    let size = q.size.unwrap_or(20).clamp(1, 100);
    let catalogue = state.catalogue.get(&state.db).await?;
    let (entries, total_count) = catalogue.courses(&filter, q.page.unwrap_or(0), size);
    Ok(ok(AuthoredList {
        courses: entries
            .into_iter()
            .map(|e| CourseView::new(e, None))
            .collect(),
        total_count,
    }))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Teacher {
    id: i64,
    name: Option<String>,
    username: String,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct TeacherList {
    teachers: Vec<Teacher>,
}

/// Accounts with the teacher role (for assigning a course's teacher).
#[utoipa::path(get, path = "/api/v0/admin/course/teachers", tag = "authoring", security(("bearer" = [])),
    responses((status = 200, body = TeacherList), (status = 401), (status = 403)))]
pub async fn teachers(State(state): State<AppState>, _: Author) -> Answer {
    let users = db::users::with_role(&state.db, roles::TEACHER).await?;
    Ok(ok(TeacherList {
        teachers: users
            .into_iter()
            .map(|u| Teacher {
                id: u.id,
                name: u.name,
                username: u.username,
            })
            .collect(),
    }))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CourseBody {
    name: Option<String>,
    /// A URL from the upload call (`/files/…`) or an http(s) URL.
    cover: Option<String>,
    description: Option<String>,
    category: Option<String>,
    /// 0 certification class, 1 special-topic class.
    r#type: Option<i16>,
    /// Fee in fen.
    fee: Option<i64>,
    public_course: Option<bool>,
    /// Administrators choose the teacher; a teacher's courses are always their own.
    teacher_id: Option<i64>,
}

fn is_url(value: &str) -> bool {
    value.starts_with("/files/") || value.starts_with("https://") || value.starts_with("http://")
}

async fn course_fields(
    db: &Db,
    session: &Session,
    body: CourseBody,
) -> AppResult<db::courses::CourseFields> {
    let mut errors = FieldErrors::new();
    let text = |v: Option<String>| v.map(|s| s.trim().to_string()).filter(|s| !s.is_empty());
    let name = text(body.name);
    match name.as_deref() {
        None => errors.add("name", "请输入课程名称"),
        Some(n) if n.chars().count() > 100 => errors.add("name", "课程名称不能超过100个字符"),
        _ => {}
    }
    let category = text(body.category);
    match category.as_deref() {
        None => errors.add("category", "请输入课程分类"),
        Some(c) if c.chars().count() > 32 => errors.add("category", "课程分类不能超过32个字符"),
        _ => {}
    }
    let kind = body.r#type.unwrap_or(0);
    if !(0..=1).contains(&kind) {
        errors.add("type", "课程类型无效");
    }
    let fee = body.fee.unwrap_or(0);
    if fee < 0 {
        errors.add("fee", "费用不能为负数");
    }
    let cover = text(body.cover);
    if cover.as_deref().is_some_and(|c| !is_url(c)) {
        errors.add("cover", "封面地址无效");
    }
    let description = text(body.description);
    if description
        .as_deref()
        .is_some_and(|d| d.chars().count() > 5000)
    {
        errors.add("description", "课程描述不能超过5000个字符");
    }
    let teacher_id = if is_admin(session) {
        body.teacher_id
    } else {
        Some(session.user_id)
    };
    if let Some(tid) = teacher_id.filter(|_| is_admin(session)) {
        let holds = db::users::roles_of(db, tid).await?;
        if !holds
            .iter()
            .any(|r| r == roles::TEACHER || r == roles::ADMIN)
        {
            errors.add("teacherId", "教师不存在");
        }
    }
    errors.into_result()?;
    Ok(db::courses::CourseFields {
        name: name.unwrap_or_default(),
        cover,
        description,
        category: category.unwrap_or_default(),
        r#type: kind,
        fee,
        public_course: body.public_course.unwrap_or(false),
        teacher_id,
    })
}

async fn view(db: &Db, course: Course) -> AppResult<CourseView> {
    Ok(CourseView::new(&course_entry(db, course).await?, None))
}

/// Creates a course.
#[utoipa::path(post, path = "/api/v0/admin/course", tag = "authoring", security(("bearer" = [])), request_body = CourseBody,
    responses((status = 200, body = CourseView), (status = 400), (status = 401), (status = 403)))]
pub async fn create(
    State(state): State<AppState>,
    Author(session): Author,
    ApiJson(body): ApiJson<CourseBody>,
) -> Answer {
    let fields = course_fields(&state.db, &session, body).await?;
    let course = db::courses::create(&state.db, fields).await?;
    tracing::info!(
        course_id = course.id,
        by = session.user_id,
        "course created"
    );
    Ok(ok(view(&state.db, course).await?))
}

/// Changes a course.
#[utoipa::path(put, path = "/api/v0/admin/course/{id}", tag = "authoring", security(("bearer" = [])), request_body = CourseBody,
    params(("id" = i64, Path)), responses((status = 200, body = CourseView), (status = 400), (status = 401), (status = 403), (status = 404)))]
pub async fn update(
    State(state): State<AppState>,
    Author(session): Author,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<CourseBody>,
) -> Answer {
    let current = editable(&state.db, &session, id).await?;
    let mut fields = course_fields(&state.db, &session, body).await?;
    if !is_admin(&session) {
        fields.teacher_id = current.teacher_id;
    }
    let course = db::courses::update(&state.db, current, fields).await?;
    Ok(ok(view(&state.db, course).await?))
}

/// Deletes a course with its sections, items, enrolments, progress and notes.
#[utoipa::path(delete, path = "/api/v0/admin/course/{id}", tag = "authoring", security(("bearer" = [])),
    params(("id" = i64, Path)), responses((status = 200), (status = 401), (status = 403), (status = 404), (status = 409, description = "该课程下还有考试")))]
pub async fn remove(
    State(state): State<AppState>,
    Author(session): Author,
    Path(id): Path<i64>,
) -> Answer {
    editable(&state.db, &session, id).await?;
    if db::exams::exams_of_course(&state.db, id).await? > 0 {
        return Err(AppError::Conflict {
            field: "id",
            message: "该课程下还有考试，请先删除考试".into(),
        });
    }
    db::courses::delete(&state.db, id).await?;
    tracing::info!(course_id = id, by = session.user_id, "course deleted");
    Ok(ok(Value::Null))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct AuthoredItem {
    id: i64,
    title: String,
    r#type: String,
    contents: Vec<Value>,
    duration: Option<f64>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct AuthoredSection {
    id: i64,
    title: String,
    items: Vec<AuthoredItem>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct AuthoredCourse {
    course: CourseView,
    sections: Vec<AuthoredSection>,
}

fn authored_item(i: db::courses::Item) -> AuthoredItem {
    AuthoredItem {
        contents: vec![serde_json::json!({ "type": i.r#type, "content": i.content })],
        id: i.id,
        title: i.title,
        r#type: i.r#type,
        duration: i.duration,
    }
}

/// A course with its whole outline, for the editor.
#[utoipa::path(get, path = "/api/v0/admin/course/{id}", tag = "authoring", security(("bearer" = [])),
    params(("id" = i64, Path)), responses((status = 200, body = AuthoredCourse), (status = 401), (status = 403), (status = 404)))]
pub async fn detail(
    State(state): State<AppState>,
    Author(session): Author,
    Path(id): Path<i64>,
) -> Answer {
    let course = editable(&state.db, &session, id).await?;
    let sections = db::courses::sections(&state.db, id).await?;
    let mut items = db::courses::items_of_course(&state.db, id).await?;
    let sections = sections
        .into_iter()
        .map(|s| {
            let (mine, rest): (Vec<_>, Vec<_>) = std::mem::take(&mut items)
                .into_iter()
                .partition(|i| i.section_id == s.id);
            items = rest;
            AuthoredSection {
                id: s.id,
                title: s.title,
                items: mine.into_iter().map(authored_item).collect(),
            }
        })
        .collect();
    Ok(ok(AuthoredCourse {
        course: view(&state.db, course).await?,
        sections,
    }))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct SectionBody {
    title: Option<String>,
}

fn section_title(body: SectionBody) -> AppResult<String> {
    match body
        .title
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty())
    {
        None => Err(AppError::field("title", "请输入章节标题")),
        Some(t) if t.chars().count() > 100 => {
            Err(AppError::field("title", "章节标题不能超过100个字符"))
        }
        Some(t) => Ok(t),
    }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct SectionView {
    id: i64,
    title: String,
    position: i32,
}

impl From<db::courses::Section> for SectionView {
    fn from(s: db::courses::Section) -> Self {
        Self {
            id: s.id,
            title: s.title,
            position: s.position,
        }
    }
}

/// Adds a section at the end of the course.
#[utoipa::path(post, path = "/api/v0/admin/course/{id}/section", tag = "authoring", security(("bearer" = [])),
    params(("id" = i64, Path)), request_body = SectionBody, responses((status = 200, body = SectionView), (status = 400), (status = 401), (status = 403)))]
pub async fn add_section(
    State(state): State<AppState>,
    Author(session): Author,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<SectionBody>,
) -> Answer {
    editable(&state.db, &session, id).await?;
    let title = section_title(body)?;
    Ok(ok(SectionView::from(
        db::courses::add_section(&state.db, id, title).await?,
    )))
}

async fn editable_section(
    db: &Db,
    session: &Session,
    id: i64,
    sid: i64,
) -> AppResult<db::courses::Section> {
    editable(db, session, id).await?;
    db::courses::section(db, id, sid)
        .await?
        .ok_or_else(|| AppError::NotFound("章节不存在".into()))
}

/// Renames a section.
#[utoipa::path(put, path = "/api/v0/admin/course/{id}/section/{sid}", tag = "authoring", security(("bearer" = [])),
    params(("id" = i64, Path), ("sid" = i64, Path)), request_body = SectionBody, responses((status = 200, body = SectionView), (status = 400), (status = 403), (status = 404)))]
pub async fn rename_section(
    State(state): State<AppState>,
    Author(session): Author,
    Path((id, sid)): Path<(i64, i64)>,
    ApiJson(body): ApiJson<SectionBody>,
) -> Answer {
    let section = editable_section(&state.db, &session, id, sid).await?;
    let title = section_title(body)?;
    Ok(ok(SectionView::from(
        db::courses::rename_section(&state.db, section, title).await?,
    )))
}

/// Deletes a section with its items.
#[utoipa::path(delete, path = "/api/v0/admin/course/{id}/section/{sid}", tag = "authoring", security(("bearer" = [])),
    params(("id" = i64, Path), ("sid" = i64, Path)), responses((status = 200), (status = 403), (status = 404)))]
pub async fn delete_section(
    State(state): State<AppState>,
    Author(session): Author,
    Path((id, sid)): Path<(i64, i64)>,
) -> Answer {
    editable_section(&state.db, &session, id, sid).await?;
    db::courses::delete_section(&state.db, sid).await?;
    Ok(ok(Value::Null))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct OrderBody {
    /// Every id, in the new order.
    ids: Vec<i64>,
}

/// True when `ids` is a permutation of `existing`.
fn same_set(mut ids: Vec<i64>, mut existing: Vec<i64>) -> bool {
    ids.sort_unstable();
    existing.sort_unstable();
    ids == existing
}

/// Puts the course's sections in a new order.
#[utoipa::path(put, path = "/api/v0/admin/course/{id}/section/order", tag = "authoring", security(("bearer" = [])),
    params(("id" = i64, Path)), request_body = OrderBody, responses((status = 200), (status = 400), (status = 403)))]
pub async fn order_sections(
    State(state): State<AppState>,
    Author(session): Author,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<OrderBody>,
) -> Answer {
    editable(&state.db, &session, id).await?;
    let existing = db::courses::sections(&state.db, id)
        .await?
        .into_iter()
        .map(|s| s.id)
        .collect();
    if !same_set(body.ids.clone(), existing) {
        return Err(AppError::field("ids", "排序须包含本课程的全部章节"));
    }
    db::courses::order_sections(&state.db, &body.ids).await?;
    Ok(ok(Value::Null))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ItemBody {
    title: Option<String>,
    /// TEXT, IMAGE, VIDEO or AUDIO.
    r#type: Option<String>,
    /// The text of a TEXT lesson; the media URL (from the upload call) otherwise.
    content: Option<String>,
    /// Length in seconds of a video or audio lesson.
    duration: Option<f64>,
}

fn item_fields(body: ItemBody) -> AppResult<db::courses::ItemFields> {
    let mut errors = FieldErrors::new();
    let title = body
        .title
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty());
    match title.as_deref() {
        None => errors.add("title", "请输入小节标题"),
        Some(t) if t.chars().count() > 100 => errors.add("title", "小节标题不能超过100个字符"),
        _ => {}
    }
    let kind = body
        .r#type
        .map(|t| t.trim().to_uppercase())
        .unwrap_or_default();
    if !ITEM_TYPES.contains(&kind.as_str()) {
        errors.add("type", "课程内容类型无效");
    }
    let content = body.content.unwrap_or_default();
    if kind == "TEXT" {
        if content.trim().is_empty() {
            errors.add("content", "请输入课程内容");
        } else if content.chars().count() > 200_000 {
            errors.add("content", "课程内容过长");
        }
    } else if !is_url(content.trim()) {
        errors.add("content", "请先上传文件");
    }
    let duration = body.duration.filter(|d| d.is_finite() && *d > 0.0);
    if body.duration.is_some_and(|d| !d.is_finite() || d < 0.0) {
        errors.add("duration", "时长无效");
    }
    errors.into_result()?;
    let content = if kind == "TEXT" {
        content
    } else {
        content.trim().to_string()
    };
    Ok(db::courses::ItemFields {
        title: title.unwrap_or_default(),
        r#type: kind,
        content,
        duration,
    })
}

/// Adds an item at the end of a section.
#[utoipa::path(post, path = "/api/v0/admin/course/{id}/section/{sid}/item", tag = "authoring", security(("bearer" = [])),
    params(("id" = i64, Path), ("sid" = i64, Path)), request_body = ItemBody, responses((status = 200, body = AuthoredItem), (status = 400), (status = 403), (status = 404)))]
pub async fn add_item(
    State(state): State<AppState>,
    Author(session): Author,
    Path((id, sid)): Path<(i64, i64)>,
    ApiJson(body): ApiJson<ItemBody>,
) -> Answer {
    let section = editable_section(&state.db, &session, id, sid).await?;
    let fields = item_fields(body)?;
    Ok(ok(authored_item(
        db::courses::add_item(&state.db, &section, fields).await?,
    )))
}

async fn editable_item(
    db: &Db,
    session: &Session,
    id: i64,
    sid: i64,
    iid: i64,
) -> AppResult<db::courses::Item> {
    editable_section(db, session, id, sid).await?;
    db::courses::item(db, sid, iid)
        .await?
        .ok_or_else(|| AppError::NotFound("课程内容不存在".into()))
}

/// Changes an item.
#[utoipa::path(put, path = "/api/v0/admin/course/{id}/section/{sid}/item/{iid}", tag = "authoring", security(("bearer" = [])),
    params(("id" = i64, Path), ("sid" = i64, Path), ("iid" = i64, Path)), request_body = ItemBody,
    responses((status = 200, body = AuthoredItem), (status = 400), (status = 403), (status = 404)))]
pub async fn update_item(
    State(state): State<AppState>,
    Author(session): Author,
    Path((id, sid, iid)): Path<(i64, i64, i64)>,
    ApiJson(body): ApiJson<ItemBody>,
) -> Answer {
    let item = editable_item(&state.db, &session, id, sid, iid).await?;
    let fields = item_fields(body)?;
    Ok(ok(authored_item(
        db::courses::update_item(&state.db, item, fields).await?,
    )))
}

/// Deletes an item (and learners' progress and notes on it).
#[utoipa::path(delete, path = "/api/v0/admin/course/{id}/section/{sid}/item/{iid}", tag = "authoring", security(("bearer" = [])),
    params(("id" = i64, Path), ("sid" = i64, Path), ("iid" = i64, Path)), responses((status = 200), (status = 403), (status = 404)))]
pub async fn delete_item(
    State(state): State<AppState>,
    Author(session): Author,
    Path((id, sid, iid)): Path<(i64, i64, i64)>,
) -> Answer {
    editable_item(&state.db, &session, id, sid, iid).await?;
    db::courses::delete_item(&state.db, iid).await?;
    Ok(ok(Value::Null))
}

/// Puts a section's items in a new order.
#[utoipa::path(put, path = "/api/v0/admin/course/{id}/section/{sid}/item/order", tag = "authoring", security(("bearer" = [])),
    params(("id" = i64, Path), ("sid" = i64, Path)), request_body = OrderBody, responses((status = 200), (status = 400), (status = 403)))]
pub async fn order_items(
    State(state): State<AppState>,
    Author(session): Author,
    Path((id, sid)): Path<(i64, i64)>,
    ApiJson(body): ApiJson<OrderBody>,
) -> Answer {
    editable_section(&state.db, &session, id, sid).await?;
    let existing = db::courses::items(&state.db, sid)
        .await?
        .into_iter()
        .map(|i| i.id)
        .collect();
    if !same_set(body.ids.clone(), existing) {
        return Err(AppError::field("ids", "排序须包含本章节的全部内容"));
    }
    db::courses::order_items(&state.db, &body.ids).await?;
    Ok(ok(Value::Null))
}
