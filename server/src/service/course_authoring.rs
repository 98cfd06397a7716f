//! Authoring courses, sections and items. Teachers edit their own courses, administrators all
//! of them; every write drops the cached catalogue.

use serde::Deserialize;

use crate::auth::{Scope, Session};
pub use crate::db::courses::{Item, Section};
use crate::db::{self, courses::Course, users::User};
use crate::domain::audit::{Entry, Kind, Object};
use crate::domain::course::{self, ITEM_TYPES, is_timed};
use crate::domain::roles::{self, perm};
use crate::domain::rules;
use crate::error::{AppError, AppResult, FieldErrors};
use crate::refusals;
use crate::service::AppState;
use crate::service::caches::Change;
use crate::service::files;
use crate::service::work::Work;
use sea_orm::ConnectionTrait;

/// Accounts with the teacher role, for assigning a course's teacher.
pub async fn teachers(state: &AppState) -> AppResult<Vec<User>> {
    Ok(db::users::with_role(&state.db, roles::TEACHER).await?)
}

/// A course the caller may edit, with its outline: each section in order with its items.
pub async fn outline(
    state: &AppState,
    session: &Session,
    id: i64,
) -> AppResult<(Course, Vec<(Section, Vec<Item>)>)> {
    let course = editable(&state.db, session, id).await?;
    let sections = db::courses::sections(&state.db, id).await?;
    let mut items = db::courses::items_of_course(&state.db, id).await?;
    let outline = sections
        .into_iter()
        .map(|s| {
            let (mine, rest): (Vec<_>, Vec<_>) = std::mem::take(&mut items)
                .into_iter()
                .partition(|i| i.section_id == s.id);
            items = rest;
            (s, mine)
        })
        .collect();
    Ok((course, outline))
}

/// True for an uploaded file's URL (`/files/…`) or an http(s) URL.
pub fn is_url(value: &str) -> bool {
    value.starts_with("/files/") || value.starts_with("https://") || value.starts_with("http://")
}

/// The course, if the caller may edit it.
pub async fn editable(db: &impl ConnectionTrait, session: &Session, id: i64) -> AppResult<Course> {
    let course = db::courses::find(db, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::COURSE_NOT_FOUND.into()))?;
    if !session.authoring().covers(course.teacher_id) {
        return Err(AppError::Forbidden(refusals::COURSE_NOT_OWN.into()));
    }
    Ok(course)
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CourseBody {
    pub name: Option<String>,
    /// A URL from the upload call (`/files/…`) or an http(s) URL.
    pub cover: Option<String>,
    pub description: Option<String>,
    pub category: Option<String>,
    /// 0 certification class, 1 special-topic class.
    #[schema(value_type = Option<crate::domain::vocabulary::CourseType>)]
    pub r#type: Option<i16>,
    /// Fee in fen.
    pub fee: Option<i64>,
    pub public_course: Option<bool>,
    /// Administrators choose the teacher; a teacher's courses are always their own.
    pub teacher_id: Option<i64>,
}

impl TryFrom<CourseBody> for db::courses::CourseFields {
    type Error = AppError;

    /// The course as written; `teacher_id` is the one asked for, which the caller's scope decides
    /// on (`with_teacher`).
    fn try_from(body: CourseBody) -> AppResult<Self> {
        let mut errors = FieldErrors::new();
        let text = |v: Option<String>| v.map(|s| s.trim().to_string()).filter(|s| !s.is_empty());
        let name = text(body.name);
        match name.as_deref() {
            None => errors.add("name", refusals::COURSE_NAME_REQUIRED),
            Some(n) if n.chars().count() > 100 => {
                errors.add("name", refusals::COURSE_NAME_TOO_LONG)
            }
            _ => {}
        }
        let category = text(body.category);
        match category.as_deref() {
            None => errors.add("category", refusals::COURSE_CATEGORY_REQUIRED),
            Some(c) if c.chars().count() > 32 => {
                errors.add("category", refusals::COURSE_CATEGORY_TOO_LONG)
            }
            _ => {}
        }
        let kind = body.r#type.unwrap_or(course::CERTIFICATION);
        if ![course::CERTIFICATION, course::SPECIAL].contains(&kind) {
            errors.add("type", refusals::COURSE_TYPE_INVALID);
        }
        let fee = body.fee.unwrap_or(0);
        if fee < 0 {
            errors.add("fee", refusals::COURSE_FEE_NEGATIVE);
        }
        let cover = text(body.cover);
        match cover.as_deref() {
            Some(c) if !is_url(c) => errors.add("cover", refusals::COVER_INVALID),
            Some(c) => {
                errors.check("cover", rules::at_most(c, rules::URL_MAX));
            }
            None => {}
        }
        let description = text(body.description);
        if description
            .as_deref()
            .is_some_and(|d| d.chars().count() > 5000)
        {
            errors.add("description", refusals::COURSE_DESCRIPTION_TOO_LONG);
        }
        errors.finish(|| {
            Some(Self {
                name: name?,
                cover,
                description,
                category: category?,
                r#type: kind,
                fee,
                public_course: body.public_course.unwrap_or(false),
                teacher_id: body.teacher_id,
            })
        })
    }
}

/// The course's teacher as the caller's scope decides: who works on every teacher's courses
/// chooses one (holding course:manage), a teacher's courses are their own.
async fn with_teacher(
    db: &impl ConnectionTrait,
    session: &Session,
    mut fields: db::courses::CourseFields,
) -> AppResult<db::courses::CourseFields> {
    match session.authoring() {
        Scope::Own(me) => fields.teacher_id = Some(me),
        Scope::All => {
            if let Some(tid) = fields.teacher_id {
                let holds = db::users::permissions_of(db, tid).await?;
                if !holds.iter().any(|p| p == perm::COURSE_MANAGE) {
                    return Err(AppError::field("teacherId", refusals::TEACHER_NOT_FOUND));
                }
            }
        }
    }
    Ok(fields)
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct SectionBody {
    pub title: Option<String>,
}

/// A section's title as checked: trimmed, 1–100 characters.
pub struct SectionTitle(pub String);

impl TryFrom<SectionBody> for SectionTitle {
    type Error = AppError;

    fn try_from(body: SectionBody) -> AppResult<Self> {
        match body
            .title
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty())
        {
            None => Err(AppError::field("title", refusals::SECTION_TITLE_REQUIRED)),
            Some(t) if t.chars().count() > 100 => {
                Err(AppError::field("title", refusals::SECTION_TITLE_TOO_LONG))
            }
            Some(t) => Ok(Self(t)),
        }
    }
}

pub async fn editable_section(
    db: &impl ConnectionTrait,
    session: &Session,
    id: i64,
    sid: i64,
) -> AppResult<db::courses::Section> {
    editable(db, session, id).await?;
    db::courses::section(db, id, sid)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::SECTION_NOT_FOUND.into()))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct OrderBody {
    /// Every id, in the new order.
    pub ids: Vec<i64>,
}

/// True when `ids` is a permutation of `existing`.
fn same_set(mut ids: Vec<i64>, mut existing: Vec<i64>) -> bool {
    ids.sort_unstable();
    existing.sort_unstable();
    ids == existing
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ItemBody {
    pub title: Option<String>,
    /// TEXT, IMAGE, VIDEO or AUDIO.
    #[schema(value_type = Option<crate::domain::vocabulary::ItemType>)]
    pub r#type: Option<String>,
    /// The text of a TEXT lesson; the media URL (from the upload call) otherwise.
    pub content: Option<String>,
    /// Length in seconds of a video or audio lesson, as the author's browser read it; the length
    /// the server measured at upload takes precedence for `/files/…` media.
    pub duration: Option<f64>,
}

/// A lesson's fields; a video or audio lesson takes the length the server measured at upload
/// and, when it has none (an external URL, an unreadable file), the author's, and needs one.
async fn lesson_fields(state: &AppState, body: ItemBody) -> AppResult<db::courses::ItemFields> {
    let mut fields = db::courses::ItemFields::try_from(body)?;
    if is_timed(&fields.r#type) {
        let measured = files::measured_seconds(state, &fields.content).await?;
        fields.duration = measured.or(fields.duration);
        if fields.duration.is_none() {
            return Err(AppError::field(
                "duration",
                refusals::ITEM_DURATION_REQUIRED,
            ));
        }
    }
    Ok(fields)
}

impl TryFrom<ItemBody> for db::courses::ItemFields {
    type Error = AppError;

    fn try_from(body: ItemBody) -> AppResult<Self> {
        let mut errors = FieldErrors::new();
        let title = body
            .title
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty());
        match title.as_deref() {
            None => errors.add("title", refusals::ITEM_TITLE_REQUIRED),
            Some(t) if t.chars().count() > 100 => {
                errors.add("title", refusals::ITEM_TITLE_TOO_LONG)
            }
            _ => {}
        }
        let kind = body
            .r#type
            .map(|t| t.trim().to_uppercase())
            .unwrap_or_default();
        if !ITEM_TYPES.contains(&kind.as_str()) {
            errors.add("type", refusals::ITEM_TYPE_INVALID);
        }
        let content = body.content.unwrap_or_default();
        if kind == "TEXT" {
            if content.trim().is_empty() {
                errors.add("content", refusals::ITEM_CONTENT_REQUIRED);
            } else if content.chars().count() > 200_000 {
                errors.add("content", refusals::ITEM_CONTENT_TOO_LONG);
            }
        } else if !is_url(content.trim()) {
            errors.add("content", refusals::ITEM_FILE_REQUIRED);
        } else {
            errors.check("content", rules::at_most(content.trim(), rules::URL_MAX));
        }
        let duration = body.duration.filter(|d| d.is_finite() && *d > 0.0);
        if body.duration.is_some_and(|d| !d.is_finite() || d < 0.0) {
            errors.add("duration", refusals::ITEM_DURATION_INVALID);
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
}

pub async fn editable_item(
    db: &impl ConnectionTrait,
    session: &Session,
    id: i64,
    sid: i64,
    iid: i64,
) -> AppResult<db::courses::Item> {
    editable_section(db, session, id, sid).await?;
    db::courses::item(db, sid, iid)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::ITEM_NOT_FOUND.into()))
}

/// Creates a course.
pub async fn create(state: &AppState, session: &Session, body: CourseBody) -> AppResult<Course> {
    let fields = db::courses::CourseFields::try_from(body)?;
    let mut work = Work::by(state, session.actor()).await?;
    let fields = with_teacher(&work.tx, session, fields).await?;
    let course = db::courses::create(&work.tx, fields, work.now).await?;
    let entry = Entry::new(Kind::Content, "创建课程", Object::Course, Some(course.id));
    work.audit(entry.label(&course.name)).await?;
    work.changed(Change::Course);
    work.commit().await?;
    tracing::info!(
        course_id = course.id,
        by = session.user_id,
        "course created"
    );
    Ok(course)
}

/// Changes a course; a teacher's course stays theirs.
pub async fn update(
    state: &AppState,
    session: &Session,
    id: i64,
    body: CourseBody,
) -> AppResult<Course> {
    let fields = db::courses::CourseFields::try_from(body)?;
    let mut work = Work::by(state, session.actor()).await?;
    let current = editable(&work.tx, session, id).await?;
    let mut fields = with_teacher(&work.tx, session, fields).await?;
    if session.authoring() != Scope::All {
        fields.teacher_id = current.teacher_id;
    }
    let before = current.name.clone();
    let course = db::courses::update(&work.tx, current, fields, work.now).await?;
    let entry = Entry::new(Kind::Content, "修改课程", Object::Course, Some(id))
        .label(&course.name)
        .change(Some(before), Some(&course.name));
    work.audit(entry).await?;
    work.changed(Change::Course);
    work.commit().await?;
    Ok(course)
}

/// Deletes a course with its sections, items, enrolments, progress and notes; refused while
/// exams belong to it.
pub async fn remove(state: &AppState, session: &Session, id: i64) -> AppResult<()> {
    let mut work = Work::by(state, session.actor()).await?;
    let course = editable(&work.tx, session, id).await?;
    if db::exams::exams_of_course(&work.tx, id).await? > 0 {
        return Err(AppError::Conflict {
            field: "id",
            message: refusals::COURSE_HAS_EXAMS.into(),
        });
    }
    db::courses::delete(&work.tx, id).await?;
    let entry = Entry::new(Kind::Deletion, "删除课程", Object::Course, Some(id));
    work.audit(entry.label(&course.name)).await?;
    work.changed(Change::Course);
    work.commit().await?;
    tracing::info!(course_id = id, by = session.user_id, "course deleted");
    Ok(())
}

/// Adds a section at the end of the course.
pub async fn add_section(
    state: &AppState,
    session: &Session,
    id: i64,
    body: SectionBody,
) -> AppResult<db::courses::Section> {
    let mut work = Work::by(state, session.actor()).await?;
    let course = editable(&work.tx, session, id).await?;
    let SectionTitle(title) = body.try_into()?;
    let section = db::courses::add_section(&work.tx, id, title).await?;
    let entry = Entry::new(Kind::Content, "添加章节", Object::Section, Some(section.id));
    let label = format!("{} · {}", course.name, section.title);
    work.audit(entry.label(label)).await?;
    work.changed(Change::Course);
    work.commit().await?;
    Ok(section)
}

/// Renames a section.
pub async fn rename_section(
    state: &AppState,
    session: &Session,
    id: i64,
    sid: i64,
    body: SectionBody,
) -> AppResult<db::courses::Section> {
    let mut work = Work::by(state, session.actor()).await?;
    let section = editable_section(&work.tx, session, id, sid).await?;
    let SectionTitle(title) = body.try_into()?;
    let before = section.title.clone();
    let section = db::courses::rename_section(&work.tx, section, title).await?;
    let entry = Entry::new(Kind::Content, "修改章节", Object::Section, Some(sid))
        .label(&section.title)
        .change(Some(before), Some(&section.title));
    work.audit(entry).await?;
    work.changed(Change::Course);
    work.commit().await?;
    Ok(section)
}

/// Deletes a section with its items.
pub async fn delete_section(
    state: &AppState,
    session: &Session,
    id: i64,
    sid: i64,
) -> AppResult<()> {
    let mut work = Work::by(state, session.actor()).await?;
    let section = editable_section(&work.tx, session, id, sid).await?;
    db::courses::delete_section(&work.tx, sid).await?;
    let entry = Entry::new(Kind::Deletion, "删除章节", Object::Section, Some(sid));
    work.audit(entry.label(&section.title)).await?;
    work.changed(Change::Course);
    work.commit().await
}

/// Puts the course's sections in a new order (every section, once).
pub async fn order_sections(
    state: &AppState,
    session: &Session,
    id: i64,
    body: OrderBody,
) -> AppResult<()> {
    let mut work = Work::by(state, session.actor()).await?;
    let course = editable(&work.tx, session, id).await?;
    let existing = db::courses::sections(&work.tx, id)
        .await?
        .into_iter()
        .map(|s| s.id)
        .collect();
    if !same_set(body.ids.clone(), existing) {
        return Err(AppError::field("ids", refusals::SECTION_ORDER_INCOMPLETE));
    }
    db::courses::order_sections(&work.tx, &body.ids).await?;
    let entry = Entry::new(Kind::Content, "调整章节顺序", Object::Course, Some(id));
    work.audit(entry.label(&course.name)).await?;
    work.changed(Change::Course);
    work.commit().await
}

/// Adds an item at the end of a section.
pub async fn add_item(
    state: &AppState,
    session: &Session,
    id: i64,
    sid: i64,
    body: ItemBody,
) -> AppResult<db::courses::Item> {
    editable_section(&state.db, session, id, sid).await?;
    // The media's length is read before the work begins (it may read the file).
    let fields = lesson_fields(state, body).await?;
    let mut work = Work::by(state, session.actor()).await?;
    let section = editable_section(&work.tx, session, id, sid).await?;
    let item = db::courses::add_item(&work.tx, &section, fields).await?;
    let entry = Entry::new(Kind::Content, "添加课时", Object::Lesson, Some(item.id));
    work.audit(entry.label(&item.title)).await?;
    work.changed(Change::Course);
    work.commit().await?;
    Ok(item)
}

/// Changes an item.
pub async fn update_item(
    state: &AppState,
    session: &Session,
    (id, sid, iid): (i64, i64, i64),
    body: ItemBody,
) -> AppResult<db::courses::Item> {
    editable_item(&state.db, session, id, sid, iid).await?;
    let fields = lesson_fields(state, body).await?;
    let mut work = Work::by(state, session.actor()).await?;
    let item = editable_item(&work.tx, session, id, sid, iid).await?;
    let before = item.title.clone();
    let item = db::courses::update_item(&work.tx, item, fields).await?;
    let entry = Entry::new(Kind::Content, "修改课时", Object::Lesson, Some(iid))
        .label(&item.title)
        .change(Some(before), Some(&item.title));
    work.audit(entry).await?;
    work.changed(Change::Course);
    work.commit().await?;
    Ok(item)
}

/// Deletes an item (and learners' progress and notes on it).
pub async fn delete_item(
    state: &AppState,
    session: &Session,
    (id, sid, iid): (i64, i64, i64),
) -> AppResult<()> {
    let mut work = Work::by(state, session.actor()).await?;
    let item = editable_item(&work.tx, session, id, sid, iid).await?;
    db::courses::delete_item(&work.tx, iid).await?;
    let entry = Entry::new(Kind::Deletion, "删除课时", Object::Lesson, Some(iid));
    work.audit(entry.label(&item.title)).await?;
    work.changed(Change::Course);
    work.commit().await
}

/// Puts a section's items in a new order (every item, once).
pub async fn order_items(
    state: &AppState,
    session: &Session,
    id: i64,
    sid: i64,
    body: OrderBody,
) -> AppResult<()> {
    let mut work = Work::by(state, session.actor()).await?;
    let section = editable_section(&work.tx, session, id, sid).await?;
    let existing = db::courses::items(&work.tx, sid)
        .await?
        .into_iter()
        .map(|i| i.id)
        .collect();
    if !same_set(body.ids.clone(), existing) {
        return Err(AppError::field("ids", refusals::ITEM_ORDER_INCOMPLETE));
    }
    db::courses::order_items(&work.tx, &body.ids).await?;
    let entry = Entry::new(Kind::Content, "调整课时顺序", Object::Section, Some(sid));
    work.audit(entry.label(&section.title)).await?;
    work.changed(Change::Course);
    work.commit().await
}
