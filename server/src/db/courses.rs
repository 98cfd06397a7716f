//! Courses, their sections and items, enrolments, learning progress and notes.

use std::collections::HashMap;

use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, EntityTrait, QueryFilter,
    QueryOrder, QuerySelect, Set,
};

use super::DbResult;
use super::entity::{application, course, enrolment, item, note, progress, section, user};

pub use course::Model as Course;
pub use item::Model as Item;
pub use note::Model as Note;
pub use progress::Model as Progress;
pub use section::Model as Section;

/// The editable fields of a course.
pub struct CourseFields {
    pub name: String,
    pub cover: Option<String>,
    pub description: Option<String>,
    pub category: String,
    pub r#type: i16,
    pub fee: i64,
    pub public_course: bool,
    pub teacher_id: Option<i64>,
}

/// Every course, newest first (the catalogue reads them all; see `catalogue`).
pub async fn all(db: &impl ConnectionTrait) -> DbResult<Vec<Course>> {
    Ok(course::Entity::find()
        .order_by_desc(course::Column::Id)
        .all(db)
        .await?)
}

/// Category → number of courses.
pub async fn categories(db: &impl ConnectionTrait) -> DbResult<Vec<(String, i64)>> {
    Ok(course::Entity::find()
        .select_only()
        .column(course::Column::Category)
        .column_as(
            Expr::from(sea_orm::sea_query::Func::count(Expr::col(
                course::Column::Id,
            ))),
            "count",
        )
        .group_by(course::Column::Category)
        .order_by_asc(course::Column::Category)
        .into_tuple::<(String, i64)>()
        .all(db)
        .await?)
}

/// The courses of these ids that exist.
pub async fn find_many(db: &impl ConnectionTrait, ids: Vec<i64>) -> DbResult<Vec<Course>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    Ok(course::Entity::find()
        .filter(course::Column::Id.is_in(ids))
        .all(db)
        .await?)
}

pub async fn find(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<Course>> {
    Ok(course::Entity::find_by_id(id).one(db).await?)
}

pub async fn create(db: &impl ConnectionTrait, f: CourseFields, now: i64) -> DbResult<Course> {
    Ok(course::ActiveModel {
        name: Set(f.name),
        cover: Set(f.cover),
        description: Set(f.description),
        category: Set(f.category),
        r#type: Set(f.r#type),
        fee: Set(f.fee),
        public_course: Set(f.public_course),
        teacher_id: Set(f.teacher_id),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await?)
}

pub async fn update(
    db: &impl ConnectionTrait,
    current: Course,
    f: CourseFields,
    now: i64,
) -> DbResult<Course> {
    let mut model: course::ActiveModel = current.into();
    model.name = Set(f.name);
    model.cover = Set(f.cover);
    model.description = Set(f.description);
    model.category = Set(f.category);
    model.r#type = Set(f.r#type);
    model.fee = Set(f.fee);
    model.public_course = Set(f.public_course);
    model.teacher_id = Set(f.teacher_id);
    model.updated_at = Set(now);
    Ok(model.update(db).await?)
}

pub async fn delete(db: &impl ConnectionTrait, id: i64) -> DbResult<()> {
    course::Entity::delete_by_id(id).exec(db).await?;
    Ok(())
}

/// Display names of users (name, else username) by id.
pub async fn names_of(db: &impl ConnectionTrait, ids: Vec<i64>) -> DbResult<HashMap<i64, String>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let users = user::Entity::find()
        .filter(user::Column::Id.is_in(ids))
        .all(db)
        .await?;
    Ok(users
        .into_iter()
        .map(|u| (u.id, u.name.filter(|n| !n.is_empty()).unwrap_or(u.username)))
        .collect())
}

/// One account's display name (as `names_of`), empty when there is no such account.
pub async fn name_of(db: &impl ConnectionTrait, id: i64) -> DbResult<String> {
    Ok(names_of(db, vec![id])
        .await?
        .remove(&id)
        .unwrap_or_default())
}

/// The learner's enrolment status per course, for all their enrolments.
pub async fn statuses(db: &impl ConnectionTrait, user_id: i64) -> DbResult<HashMap<i64, i16>> {
    let rows = enrolment::Entity::find()
        .filter(enrolment::Column::UserId.eq(user_id))
        .all(db)
        .await?;
    Ok(rows.into_iter().map(|e| (e.course_id, e.status)).collect())
}

/// Sets a learner's enrolment status; the server calls it through `AppState::set_enrolment`,
/// which also drops the learner's cached facts.
pub async fn set_status(
    db: &impl ConnectionTrait,
    user_id: i64,
    course_id: i64,
    status: i16,
    now: i64,
) -> DbResult<()> {
    match enrolment::Entity::find_by_id((user_id, course_id))
        .one(db)
        .await?
    {
        Some(found) => {
            let mut model: enrolment::ActiveModel = found.into();
            model.status = Set(status);
            model.updated_at = Set(now);
            model.update(db).await?;
        }
        None => {
            enrolment::ActiveModel {
                user_id: Set(user_id),
                course_id: Set(course_id),
                status: Set(status),
                created_at: Set(now),
                updated_at: Set(now),
            }
            .insert(db)
            .await?;
        }
    }
    // The application's copy of the status (see `entity::application`).
    application::Entity::update_many()
        .col_expr(application::Column::Status, Expr::value(status))
        .filter(application::Column::UserId.eq(user_id))
        .filter(application::Column::CourseId.eq(course_id))
        .exec(db)
        .await?;
    Ok(())
}

pub async fn sections(db: &impl ConnectionTrait, course_id: i64) -> DbResult<Vec<Section>> {
    Ok(section::Entity::find()
        .filter(section::Column::CourseId.eq(course_id))
        .order_by_asc(section::Column::Position)
        .order_by_asc(section::Column::Id)
        .all(db)
        .await?)
}

pub async fn section(
    db: &impl ConnectionTrait,
    course_id: i64,
    section_id: i64,
) -> DbResult<Option<Section>> {
    Ok(section::Entity::find_by_id(section_id)
        .filter(section::Column::CourseId.eq(course_id))
        .one(db)
        .await?)
}

/// Items of a course, ordered within their sections.
pub async fn items_of_course(db: &impl ConnectionTrait, course_id: i64) -> DbResult<Vec<Item>> {
    Ok(item::Entity::find()
        .filter(item::Column::CourseId.eq(course_id))
        .order_by_asc(item::Column::Position)
        .order_by_asc(item::Column::Id)
        .all(db)
        .await?)
}

pub async fn items(db: &impl ConnectionTrait, section_id: i64) -> DbResult<Vec<Item>> {
    Ok(item::Entity::find()
        .filter(item::Column::SectionId.eq(section_id))
        .order_by_asc(item::Column::Position)
        .order_by_asc(item::Column::Id)
        .all(db)
        .await?)
}

pub async fn item(
    db: &impl ConnectionTrait,
    section_id: i64,
    item_id: i64,
) -> DbResult<Option<Item>> {
    Ok(item::Entity::find_by_id(item_id)
        .filter(item::Column::SectionId.eq(section_id))
        .one(db)
        .await?)
}

pub async fn add_section(
    db: &impl ConnectionTrait,
    course_id: i64,
    title: String,
) -> DbResult<Section> {
    let position = sections(db, course_id)
        .await?
        .iter()
        .map(|s| s.position)
        .max()
        .unwrap_or(0)
        + 1;
    Ok(section::ActiveModel {
        course_id: Set(course_id),
        title: Set(title),
        position: Set(position),
        ..Default::default()
    }
    .insert(db)
    .await?)
}

pub async fn rename_section(
    db: &impl ConnectionTrait,
    found: Section,
    title: String,
) -> DbResult<Section> {
    let mut model: section::ActiveModel = found.into();
    model.title = Set(title);
    Ok(model.update(db).await?)
}

pub async fn delete_section(db: &impl ConnectionTrait, id: i64) -> DbResult<()> {
    section::Entity::delete_by_id(id).exec(db).await?;
    Ok(())
}

/// Puts sections in the given order (every id must be one of the course's sections).
pub async fn order_sections(db: &impl ConnectionTrait, ids: &[i64]) -> DbResult<()> {
    for (i, id) in ids.iter().enumerate() {
        section::Entity::update_many()
            .col_expr(section::Column::Position, Expr::value(i as i32 + 1))
            .filter(section::Column::Id.eq(*id))
            .exec(db)
            .await?;
    }
    Ok(())
}

pub struct ItemFields {
    pub title: String,
    pub r#type: String,
    pub content: String,
    pub duration: Option<f64>,
}

pub async fn add_item(db: &impl ConnectionTrait, s: &Section, f: ItemFields) -> DbResult<Item> {
    let position = items(db, s.id)
        .await?
        .iter()
        .map(|i| i.position)
        .max()
        .unwrap_or(0)
        + 1;
    Ok(item::ActiveModel {
        section_id: Set(s.id),
        course_id: Set(s.course_id),
        title: Set(f.title),
        r#type: Set(f.r#type),
        content: Set(f.content),
        duration: Set(f.duration),
        position: Set(position),
        ..Default::default()
    }
    .insert(db)
    .await?)
}

pub async fn update_item(db: &impl ConnectionTrait, found: Item, f: ItemFields) -> DbResult<Item> {
    let mut model: item::ActiveModel = found.into();
    model.title = Set(f.title);
    model.r#type = Set(f.r#type);
    model.content = Set(f.content);
    model.duration = Set(f.duration);
    Ok(model.update(db).await?)
}

pub async fn delete_item(db: &impl ConnectionTrait, id: i64) -> DbResult<()> {
    item::Entity::delete_by_id(id).exec(db).await?;
    Ok(())
}

pub async fn order_items(db: &impl ConnectionTrait, ids: &[i64]) -> DbResult<()> {
    for (i, id) in ids.iter().enumerate() {
        item::Entity::update_many()
            .col_expr(item::Column::Position, Expr::value(i as i32 + 1))
            .filter(item::Column::Id.eq(*id))
            .exec(db)
            .await?;
    }
    Ok(())
}

/// The learner's progress on every item of a course.
/// A learner's progress on every lesson they opened, by item id.
pub async fn progress_of_learner(
    db: &impl ConnectionTrait,
    user_id: i64,
) -> DbResult<HashMap<i64, Progress>> {
    let rows = progress::Entity::find()
        .filter(progress::Column::UserId.eq(user_id))
        .all(db)
        .await?;
    Ok(rows.into_iter().map(|p| (p.item_id, p)).collect())
}

pub async fn progress_of_course(
    db: &impl ConnectionTrait,
    user_id: i64,
    course_id: i64,
) -> DbResult<HashMap<i64, Progress>> {
    let rows = progress::Entity::find()
        .filter(progress::Column::UserId.eq(user_id))
        .filter(progress::Column::CourseId.eq(course_id))
        .all(db)
        .await?;
    Ok(rows.into_iter().map(|p| (p.item_id, p)).collect())
}

pub async fn progress(
    db: &impl ConnectionTrait,
    user_id: i64,
    item_id: i64,
) -> DbResult<Option<Progress>> {
    Ok(progress::Entity::find_by_id((user_id, item_id))
        .one(db)
        .await?)
}

fn progress_model(row: Progress) -> progress::ActiveModel {
    progress::ActiveModel {
        user_id: Set(row.user_id),
        item_id: Set(row.item_id),
        course_id: Set(row.course_id),
        progress: Set(row.progress),
        completed: Set(row.completed),
        position: Set(row.position),
        furthest: Set(row.furthest),
        updated_at: Set(row.updated_at),
    }
}

/// The stored progress of these (learner, item) pairs.
pub async fn progress_of_pairs(
    db: &impl ConnectionTrait,
    pairs: &[(i64, i64)],
) -> DbResult<Vec<Progress>> {
    if pairs.is_empty() {
        return Ok(Vec::new());
    }
    let mut any = Condition::any();
    for (user_id, item_id) in pairs {
        any = any.add(
            Condition::all()
                .add(progress::Column::UserId.eq(*user_id))
                .add(progress::Column::ItemId.eq(*item_id)),
        );
    }
    Ok(progress::Entity::find().filter(any).all(db).await?)
}

/// Inserts or replaces these progress rows (one per learner and item) in one statement.
pub async fn upsert_progress(db: &impl ConnectionTrait, rows: Vec<Progress>) -> DbResult<()> {
    if rows.is_empty() {
        return Ok(());
    }
    use progress::Column as C;
    progress::Entity::insert_many(rows.into_iter().map(progress_model))
        .on_conflict(
            OnConflict::columns([C::UserId, C::ItemId])
                .update_columns([
                    C::CourseId,
                    C::Progress,
                    C::Completed,
                    C::Position,
                    C::Furthest,
                    C::UpdatedAt,
                ])
                .to_owned(),
        )
        .exec(db)
        .await?;
    Ok(())
}

/// Inserts or replaces the learner's progress on an item.
pub async fn save_progress(
    db: &impl ConnectionTrait,
    row: Progress,
    exists: bool,
) -> DbResult<Progress> {
    let model = progress_model(row);
    Ok(if exists {
        model.update(db).await?
    } else {
        model.insert(db).await?
    })
}

pub async fn note(
    db: &impl ConnectionTrait,
    user_id: i64,
    item_id: i64,
) -> DbResult<Option<note::Model>> {
    Ok(note::Entity::find_by_id((user_id, item_id)).one(db).await?)
}

/// Saves a note; an empty note is deleted.
pub async fn save_note(
    db: &impl ConnectionTrait,
    user_id: i64,
    item_id: i64,
    content: String,
    now: i64,
) -> DbResult<Option<note::Model>> {
    let existing = note(db, user_id, item_id).await?;
    if content.trim().is_empty() {
        note::Entity::delete_by_id((user_id, item_id))
            .exec(db)
            .await?;
        return Ok(None);
    }
    let model = note::ActiveModel {
        user_id: Set(user_id),
        item_id: Set(item_id),
        content: Set(content),
        updated_at: Set(now),
    };
    Ok(Some(if existing.is_some() {
        model.update(db).await?
    } else {
        model.insert(db).await?
    }))
}
