//! `/api/v0/admin/course`: authoring courses, sections and items. Teachers edit their own
//! courses, administrators all of them.

use axum::Router;
use axum::extract::{Path, State};
use axum::routing::{get, post, put};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::api::views::CourseView;
use crate::api::{Answer, ApiJson, ApiQuery, PageParams, Paging, ok};
use crate::auth::CourseAuthor;
use crate::catalogue::{CourseFilter, course_entry};
use crate::error::AppResult;
use crate::service::AppState;
use crate::service::course_authoring::{
    self, CourseBody, Item, ItemBody, OrderBody, Section, SectionBody,
};
use crate::service::{Course, Db};

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

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListQuery {
    search: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuthoredList {
    courses: Vec<CourseView>,
    total_count: u64,
}

/// Courses the caller may edit (a teacher's own; all for an administrator), newest first.
#[utoipa::path(get, path = "/api/v0/admin/course", tag = "authoring", security(("bearer" = [])), params(ListQuery, PageParams),
    responses((status = 200, body = AuthoredList), (status = 401), (status = 403)))]
pub async fn list(
    State(state): State<AppState>,
    CourseAuthor(session): CourseAuthor,
    ApiQuery(q): ApiQuery<ListQuery>,
    Paging(page): Paging<20>,
) -> Answer {
    let filter = CourseFilter {
        search: q.search,
        teacher_id: session.authoring().author(),
        ..Default::default()
    };
    let catalogue = state.caches.catalogue.get(&state.db).await?;
    let (entries, total_count) = catalogue.courses(&filter, page);
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
pub async fn teachers(State(state): State<AppState>, _: CourseAuthor) -> Answer {
    let users = course_authoring::teachers(&state).await?;
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

async fn view(db: &Db, course: Course) -> AppResult<CourseView> {
    Ok(CourseView::new(&course_entry(db, course).await?, None))
}

/// Creates a course.
#[utoipa::path(post, path = "/api/v0/admin/course", tag = "authoring", security(("bearer" = [])), request_body = CourseBody,
    responses((status = 200, body = CourseView), (status = 400), (status = 401), (status = 403)))]
pub async fn create(
    State(state): State<AppState>,
    CourseAuthor(session): CourseAuthor,
    ApiJson(body): ApiJson<CourseBody>,
) -> Answer {
    let course = course_authoring::create(&state, &session, body).await?;
    Ok(ok(view(&state.db, course).await?))
}

/// Changes a course.
#[utoipa::path(put, path = "/api/v0/admin/course/{id}", tag = "authoring", security(("bearer" = [])), request_body = CourseBody,
    params(("id" = i64, Path)), responses((status = 200, body = CourseView), (status = 400), (status = 401), (status = 403), (status = 404)))]
pub async fn update(
    State(state): State<AppState>,
    CourseAuthor(session): CourseAuthor,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<CourseBody>,
) -> Answer {
    let course = course_authoring::update(&state, &session, id, body).await?;
    Ok(ok(view(&state.db, course).await?))
}

/// Deletes a course with its sections, items, enrolments, progress and notes.
#[utoipa::path(delete, path = "/api/v0/admin/course/{id}", tag = "authoring", security(("bearer" = [])),
    params(("id" = i64, Path)), responses((status = 200), (status = 401), (status = 403), (status = 404), (status = 409, description = "该课程下还有考试")))]
pub async fn remove(
    State(state): State<AppState>,
    CourseAuthor(session): CourseAuthor,
    Path(id): Path<i64>,
) -> Answer {
    course_authoring::remove(&state, &session, id).await?;
    Ok(ok(Value::Null))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct AuthoredItem {
    id: i64,
    title: String,
    #[schema(value_type = crate::domain::vocabulary::ItemType)]
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

fn authored_item(i: Item) -> AuthoredItem {
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
    CourseAuthor(session): CourseAuthor,
    Path(id): Path<i64>,
) -> Answer {
    let (course, outline) = course_authoring::outline(&state, &session, id).await?;
    let sections = outline
        .into_iter()
        .map(|(s, items)| AuthoredSection {
            id: s.id,
            title: s.title,
            items: items.into_iter().map(authored_item).collect(),
        })
        .collect();
    Ok(ok(AuthoredCourse {
        course: view(&state.db, course).await?,
        sections,
    }))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct SavedSection {
    id: i64,
    title: String,
    position: i32,
}

impl From<Section> for SavedSection {
    fn from(s: Section) -> Self {
        Self {
            id: s.id,
            title: s.title,
            position: s.position,
        }
    }
}

/// Adds a section at the end of the course.
#[utoipa::path(post, path = "/api/v0/admin/course/{id}/section", tag = "authoring", security(("bearer" = [])),
    params(("id" = i64, Path)), request_body = SectionBody, responses((status = 200, body = SavedSection), (status = 400), (status = 401), (status = 403)))]
pub async fn add_section(
    State(state): State<AppState>,
    CourseAuthor(session): CourseAuthor,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<SectionBody>,
) -> Answer {
    let section = course_authoring::add_section(&state, &session, id, body).await?;
    Ok(ok(SavedSection::from(section)))
}

/// Renames a section.
#[utoipa::path(put, path = "/api/v0/admin/course/{id}/section/{sid}", tag = "authoring", security(("bearer" = [])),
    params(("id" = i64, Path), ("sid" = i64, Path)), request_body = SectionBody, responses((status = 200, body = SavedSection), (status = 400), (status = 403), (status = 404)))]
pub async fn rename_section(
    State(state): State<AppState>,
    CourseAuthor(session): CourseAuthor,
    Path((id, sid)): Path<(i64, i64)>,
    ApiJson(body): ApiJson<SectionBody>,
) -> Answer {
    let section = course_authoring::rename_section(&state, &session, id, sid, body).await?;
    Ok(ok(SavedSection::from(section)))
}

/// Deletes a section with its items.
#[utoipa::path(delete, path = "/api/v0/admin/course/{id}/section/{sid}", tag = "authoring", security(("bearer" = [])),
    params(("id" = i64, Path), ("sid" = i64, Path)), responses((status = 200), (status = 403), (status = 404)))]
pub async fn delete_section(
    State(state): State<AppState>,
    CourseAuthor(session): CourseAuthor,
    Path((id, sid)): Path<(i64, i64)>,
) -> Answer {
    course_authoring::delete_section(&state, &session, id, sid).await?;
    Ok(ok(Value::Null))
}

/// Puts the course's sections in a new order.
#[utoipa::path(put, path = "/api/v0/admin/course/{id}/section/order", tag = "authoring", security(("bearer" = [])),
    params(("id" = i64, Path)), request_body = OrderBody, responses((status = 200), (status = 400), (status = 403)))]
pub async fn order_sections(
    State(state): State<AppState>,
    CourseAuthor(session): CourseAuthor,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<OrderBody>,
) -> Answer {
    course_authoring::order_sections(&state, &session, id, body).await?;
    Ok(ok(Value::Null))
}

/// Adds an item at the end of a section.
#[utoipa::path(post, path = "/api/v0/admin/course/{id}/section/{sid}/item", tag = "authoring", security(("bearer" = [])),
    params(("id" = i64, Path), ("sid" = i64, Path)), request_body = ItemBody, responses((status = 200, body = AuthoredItem), (status = 400), (status = 403), (status = 404)))]
pub async fn add_item(
    State(state): State<AppState>,
    CourseAuthor(session): CourseAuthor,
    Path((id, sid)): Path<(i64, i64)>,
    ApiJson(body): ApiJson<ItemBody>,
) -> Answer {
    let item = course_authoring::add_item(&state, &session, id, sid, body).await?;
    Ok(ok(authored_item(item)))
}

/// Changes an item.
#[utoipa::path(put, path = "/api/v0/admin/course/{id}/section/{sid}/item/{iid}", tag = "authoring", security(("bearer" = [])),
    params(("id" = i64, Path), ("sid" = i64, Path), ("iid" = i64, Path)), request_body = ItemBody,
    responses((status = 200, body = AuthoredItem), (status = 400), (status = 403), (status = 404)))]
pub async fn update_item(
    State(state): State<AppState>,
    CourseAuthor(session): CourseAuthor,
    Path((id, sid, iid)): Path<(i64, i64, i64)>,
    ApiJson(body): ApiJson<ItemBody>,
) -> Answer {
    let item = course_authoring::update_item(&state, &session, (id, sid, iid), body).await?;
    Ok(ok(authored_item(item)))
}

/// Deletes an item (and learners' progress and notes on it).
#[utoipa::path(delete, path = "/api/v0/admin/course/{id}/section/{sid}/item/{iid}", tag = "authoring", security(("bearer" = [])),
    params(("id" = i64, Path), ("sid" = i64, Path), ("iid" = i64, Path)), responses((status = 200), (status = 403), (status = 404)))]
pub async fn delete_item(
    State(state): State<AppState>,
    CourseAuthor(session): CourseAuthor,
    Path((id, sid, iid)): Path<(i64, i64, i64)>,
) -> Answer {
    course_authoring::delete_item(&state, &session, (id, sid, iid)).await?;
    Ok(ok(Value::Null))
}

/// Puts a section's items in a new order.
#[utoipa::path(put, path = "/api/v0/admin/course/{id}/section/{sid}/item/order", tag = "authoring", security(("bearer" = [])),
    params(("id" = i64, Path), ("sid" = i64, Path)), request_body = OrderBody, responses((status = 200), (status = 400), (status = 403)))]
pub async fn order_items(
    State(state): State<AppState>,
    CourseAuthor(session): CourseAuthor,
    Path((id, sid)): Path<(i64, i64)>,
    ApiJson(body): ApiJson<OrderBody>,
) -> Answer {
    course_authoring::order_items(&state, &session, id, sid, body).await?;
    Ok(ok(Value::Null))
}
