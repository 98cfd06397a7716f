//! Classes (开班), their learners and their trail; the record of bulk learner imports.

use sea_orm::sea_query::OnConflict;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, FromQueryResult, QueryFilter,
    QuerySelect, Set,
};

use super::entity::{class, class_event, class_member, learner_import};
use super::{DbResult, Params, statement};
use crate::domain::audit::{Actor, Entry, Kind, Object};

pub use class::Model as Class;
pub use class_event::Model as ClassEvent;
pub use learner_import::Model as LearnerImport;

/// What staff write of a class.
#[derive(Clone, Debug)]
pub struct ClassFields {
    pub course_id: i64,
    pub name: String,
    pub starts_on: String,
    pub ends_on: String,
    pub teacher_id: Option<i64>,
    pub place: String,
    pub capacity: i32,
}

pub async fn insert(
    db: &impl ConnectionTrait,
    f: ClassFields,
    by: i64,
    now: i64,
) -> DbResult<Class> {
    Ok(class::ActiveModel {
        course_id: Set(f.course_id),
        name: Set(f.name),
        starts_on: Set(f.starts_on),
        ends_on: Set(f.ends_on),
        teacher_id: Set(f.teacher_id),
        place: Set(f.place),
        capacity: Set(f.capacity),
        created_by: Set(Some(by)),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await?)
}

/// Writes a class's fields (its course stays).
pub async fn update(
    db: &impl ConnectionTrait,
    id: i64,
    f: ClassFields,
    now: i64,
) -> DbResult<Class> {
    Ok(class::ActiveModel {
        id: Set(id),
        name: Set(f.name),
        starts_on: Set(f.starts_on),
        ends_on: Set(f.ends_on),
        teacher_id: Set(f.teacher_id),
        place: Set(f.place),
        capacity: Set(f.capacity),
        updated_at: Set(now),
        ..Default::default()
    }
    .update(db)
    .await?)
}

pub async fn find(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<Class>> {
    Ok(class::Entity::find_by_id(id).one(db).await?)
}

/// Finds a class and holds its row until the commit (PostgreSQL; SQLite's write lock already
/// holds everything), so two additions to one class count its seats one after the other.
pub async fn lock(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<Class>> {
    let mut find = class::Entity::find_by_id(id);
    if db.get_database_backend() == sea_orm::DatabaseBackend::Postgres {
        find = find.lock_exclusive();
    }
    Ok(find.one(db).await?)
}

pub async fn delete(db: &impl ConnectionTrait, id: i64) -> DbResult<()> {
    class::Entity::delete_by_id(id).exec(db).await?;
    Ok(())
}

/// A class as the list shows it.
#[derive(Debug, Clone, FromQueryResult)]
pub struct ClassRow {
    pub id: i64,
    pub course_id: i64,
    pub course_name: String,
    pub name: String,
    pub starts_on: String,
    pub ends_on: String,
    pub teacher_id: Option<i64>,
    pub teacher_name: Option<String>,
    pub place: String,
    pub capacity: i32,
    pub members: i64,
    pub created_at: i64,
}

const ROW: &str = "SELECT c.id, c.course_id, co.name AS course_name, c.name, c.starts_on, \
     c.ends_on, c.teacher_id, COALESCE(t.name, t.username) AS teacher_name, c.place, c.capacity, \
     (SELECT COUNT(*) FROM class_members m WHERE m.class_id = c.id) AS members, c.created_at \
     FROM classes c JOIN courses co ON co.id = c.course_id LEFT JOIN users t ON t.id = c.teacher_id";

/// Which classes a list covers.
#[derive(Debug, Default)]
pub struct ClassFilter {
    pub course_id: Option<i64>,
    /// Only the classes this teacher teaches.
    pub teacher_id: Option<i64>,
    /// Part of the class's or the course's name.
    pub q: Option<String>,
}

/// A page of classes, newest first, and how many there are.
pub async fn page(
    db: &impl ConnectionTrait,
    f: &ClassFilter,
    page: crate::domain::page::Page,
) -> DbResult<(Vec<ClassRow>, u64)> {
    let mut params = Params::default();
    let mut clauses = Vec::new();
    if let Some(course) = f.course_id {
        clauses.push(format!("c.course_id = {}", params.bind(course)));
    }
    if let Some(teacher) = f.teacher_id {
        clauses.push(format!("c.teacher_id = {}", params.bind(teacher)));
    }
    if let Some(q) = f.q.as_deref() {
        let pattern = params.bind(super::contains_pattern(q));
        clauses.push(format!(
            "(LOWER(c.name) LIKE {pattern} ESCAPE '\\' OR LOWER(co.name) LIKE {pattern} ESCAPE '\\')"
        ));
    }
    let filter = if clauses.is_empty() {
        String::new()
    } else {
        format!(" WHERE {}", clauses.join(" AND "))
    };
    super::page_of(
        db,
        &format!(
            "SELECT COUNT(*) AS n FROM classes c JOIN courses co ON co.id = c.course_id{filter}"
        ),
        &format!("{ROW}{filter} ORDER BY c.id DESC"),
        params,
        page,
    )
    .await
}

/// One class as the list shows it.
pub async fn row(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<ClassRow>> {
    Ok(ClassRow::find_by_statement(statement(
        db,
        &format!("{ROW} WHERE c.id = $1"),
        vec![id.into()],
    ))
    .one(db)
    .await?)
}

/// A learner of a class with what the roster and the list show of them: the account's profile,
/// and the course's enrolment, application and current certificate when there are any.
#[derive(Debug, Clone, FromQueryResult)]
pub struct MemberRow {
    pub user_id: i64,
    pub source: String,
    pub added_at: i64,
    pub username: String,
    pub name: Option<String>,
    pub gender: Option<String>,
    pub id_card: Option<super::sealed::Sealed>,
    pub phone: Option<String>,
    pub education: Option<String>,
    pub work_unit: Option<String>,
    pub status: Option<i16>,
    pub application_id: Option<i64>,
    pub form: Option<super::sealed::Form>,
    pub exam_completed: Option<bool>,
    pub certificate_issued: Option<bool>,
    pub certificate_number: Option<String>,
}

/// A class's learners in the order they joined.
pub async fn members(db: &impl ConnectionTrait, class_id: i64) -> DbResult<Vec<MemberRow>> {
    Ok(MemberRow::find_by_statement(statement(
        db,
        "SELECT m.user_id, m.source, m.added_at, u.username, u.name, u.gender, u.id_card, \
         u.phone, u.education, u.work_unit, e.status, a.id AS application_id, a.form, \
         a.exam_completed, a.certificate_issued, a.certificate_number \
         FROM class_members m JOIN users u ON u.id = m.user_id \
         LEFT JOIN enrolments e ON e.user_id = m.user_id AND e.course_id = m.course_id \
         LEFT JOIN applications a ON a.user_id = m.user_id AND a.course_id = m.course_id \
         WHERE m.class_id = $1 ORDER BY m.added_at, m.user_id",
        vec![class_id.into()],
    ))
    .all(db)
    .await?)
}

pub async fn member_count(db: &impl ConnectionTrait, class_id: i64) -> DbResult<i64> {
    super::count(
        db,
        "SELECT COUNT(*) AS n FROM class_members WHERE class_id = $1",
        vec![class_id.into()],
    )
    .await
}

/// Of these learners, those already in a class of the course: (learner, class name).
pub async fn placed(
    db: &impl ConnectionTrait,
    course_id: i64,
    users: &[i64],
) -> DbResult<Vec<(i64, String)>> {
    let mut placed = Vec::new();
    for chunk in users.chunks(500) {
        let mut params = Params::default();
        let course = params.bind(course_id);
        let ids: Vec<String> = chunk.iter().map(|id| params.bind(*id)).collect();
        let rows = db
            .query_all_raw(statement(
                db,
                &format!(
                    "SELECT m.user_id, c.name FROM class_members m JOIN classes c ON c.id = m.class_id \
                     WHERE m.course_id = {course} AND m.user_id IN ({})",
                    ids.join(", ")
                ),
                params.0,
            ))
            .await?;
        for row in rows {
            placed.push((row.try_get("", "user_id")?, row.try_get("", "name")?));
        }
    }
    Ok(placed)
}

/// Puts learners in a class (the caller checked they are in no class of its course).
pub async fn add(
    db: &impl ConnectionTrait,
    class: &Class,
    users: &[i64],
    source: &str,
    by: i64,
    now: i64,
) -> DbResult<()> {
    for chunk in users.chunks(500) {
        class_member::Entity::insert_many(chunk.iter().map(|&user_id| class_member::ActiveModel {
            class_id: Set(class.id),
            user_id: Set(user_id),
            course_id: Set(class.course_id),
            source: Set(source.to_string()),
            added_by: Set(Some(by)),
            added_at: Set(now),
        }))
        .on_conflict(
            OnConflict::columns([class_member::Column::ClassId, class_member::Column::UserId])
                .do_nothing()
                .to_owned(),
        )
        .exec_without_returning(db)
        .await?;
    }
    Ok(())
}

/// Takes a learner out of a class; false when they were not in it.
pub async fn remove(db: &impl ConnectionTrait, class_id: i64, user_id: i64) -> DbResult<bool> {
    Ok(class_member::Entity::delete_many()
        .filter(class_member::Column::ClassId.eq(class_id))
        .filter(class_member::Column::UserId.eq(user_id))
        .exec(db)
        .await?
        .rows_affected
        == 1)
}

/// Records one step of a class's trail by `actor`, with its entry in the audit log (an export
/// of the roster or the archives is one of personal data).
pub async fn event(
    db: &impl ConnectionTrait,
    class_id: i64,
    actor: &Actor,
    action: &str,
    user_id: Option<i64>,
    detail: Option<String>,
    now: i64,
) -> DbResult<()> {
    let (kind, what) = match action {
        "create" => (Kind::Content, "开班"),
        "update" => (Kind::Content, "修改班级"),
        "add" => (Kind::Content, "添加学员"),
        "remove" => (Kind::Content, "移出学员"),
        "export" => (Kind::Export, "导出班级资料"),
        _ => (Kind::Content, "修改班级"),
    };
    let name = find(db, class_id)
        .await?
        .map(|c| c.name)
        .unwrap_or_default();
    let label = match user_id {
        Some(user) => format!("{name} · {}", super::courses::name_of(db, user).await?),
        None => name,
    };
    let entry = Entry::new(kind, what, Object::Class, Some(class_id))
        .label(label)
        .change(None::<&str>, detail.as_deref());
    super::audit::record(db, actor, now, entry).await?;
    class_event::ActiveModel {
        class_id: Set(class_id),
        actor_id: Set(actor.id),
        at: Set(now),
        action: Set(action.to_string()),
        user_id: Set(user_id),
        detail: Set(detail),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

/// A step of a class's trail with the names of who did it and to whom.
#[derive(Debug, Clone, FromQueryResult)]
pub struct EventRow {
    pub id: i64,
    pub at: i64,
    pub action: String,
    pub actor_name: Option<String>,
    pub learner_name: Option<String>,
    pub detail: Option<String>,
}

/// A class's trail, newest first (the latest 200).
pub async fn events(db: &impl ConnectionTrait, class_id: i64) -> DbResult<Vec<EventRow>> {
    Ok(EventRow::find_by_statement(statement(
        db,
        "SELECT e.id, e.at, e.action, COALESCE(a.name, a.username) AS actor_name, \
         COALESCE(l.name, l.username) AS learner_name, e.detail FROM class_events e \
         LEFT JOIN users a ON a.id = e.actor_id LEFT JOIN users l ON l.id = e.user_id \
         WHERE e.class_id = $1 ORDER BY e.id DESC LIMIT 200",
        vec![class_id.into()],
    ))
    .all(db)
    .await?)
}

/// An import to record.
pub struct NewImport {
    pub file_id: i64,
    pub file_name: String,
    pub row_count: i32,
    pub created_count: i32,
    pub class_id: Option<i64>,
    pub course_id: Option<i64>,
    pub status: Option<i16>,
    pub delivery: &'static str,
}

/// Records an import by `actor`, with its entry in the audit log.
pub async fn record_import(
    db: &impl ConnectionTrait,
    actor: &Actor,
    i: NewImport,
    now: i64,
) -> DbResult<LearnerImport> {
    let entry = Entry::new(Kind::Account, "批量导入学员", Object::File, Some(i.file_id))
        .label(&i.file_name)
        .change(
            None::<&str>,
            Some(format!(
                "{} 行，新建 {} 个账号",
                i.row_count, i.created_count
            )),
        );
    super::audit::record(db, actor, now, entry).await?;
    Ok(learner_import::ActiveModel {
        created_by: Set(actor.id),
        created_at: Set(now),
        file_id: Set(Some(i.file_id)),
        file_name: Set(i.file_name),
        row_count: Set(i.row_count),
        created_count: Set(i.created_count),
        class_id: Set(i.class_id),
        course_id: Set(i.course_id),
        status: Set(i.status),
        delivery: Set(i.delivery.to_string()),
        ..Default::default()
    }
    .insert(db)
    .await?)
}

/// An import as the list shows it.
#[derive(Debug, Clone, FromQueryResult)]
pub struct ImportRow {
    pub id: i64,
    pub created_at: i64,
    pub created_by_name: Option<String>,
    pub file_name: String,
    pub row_count: i32,
    pub created_count: i32,
    pub class_id: Option<i64>,
    pub class_name: Option<String>,
    pub course_id: Option<i64>,
    pub course_name: Option<String>,
    pub status: Option<i16>,
    pub delivery: String,
}

const IMPORT_ROW: &str = "SELECT i.id, i.created_at, COALESCE(u.name, u.username) AS created_by_name, \
     i.file_name, i.row_count, i.created_count, i.class_id, c.name AS class_name, i.course_id, \
     co.name AS course_name, i.status, i.delivery FROM learner_imports i \
     LEFT JOIN users u ON u.id = i.created_by LEFT JOIN classes c ON c.id = i.class_id \
     LEFT JOIN courses co ON co.id = i.course_id";

/// A page of imports, newest first.
pub async fn imports(
    db: &impl ConnectionTrait,
    page: crate::domain::page::Page,
) -> DbResult<(Vec<ImportRow>, u64)> {
    super::page_of(
        db,
        "SELECT COUNT(*) AS n FROM learner_imports",
        &format!("{IMPORT_ROW} ORDER BY i.id DESC"),
        Params::default(),
        page,
    )
    .await
}

pub async fn import_row(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<ImportRow>> {
    Ok(ImportRow::find_by_statement(statement(
        db,
        &format!("{IMPORT_ROW} WHERE i.id = $1"),
        vec![id.into()],
    ))
    .one(db)
    .await?)
}

/// Of these learners, those in the class already.
pub async fn members_among(
    db: &impl ConnectionTrait,
    class_id: i64,
    users: &[i64],
) -> DbResult<Vec<i64>> {
    let mut found = Vec::new();
    for chunk in users.chunks(500) {
        found.extend(
            class_member::Entity::find()
                .filter(class_member::Column::ClassId.eq(class_id))
                .filter(class_member::Column::UserId.is_in(chunk.iter().copied()))
                .all(db)
                .await?
                .into_iter()
                .map(|m| m.user_id),
        );
    }
    Ok(found)
}

/// A learner who could join a class of a course.
#[derive(Debug, Clone, FromQueryResult)]
pub struct CandidateRow {
    pub user_id: i64,
    pub username: String,
    pub name: Option<String>,
    pub phone: Option<String>,
    pub status: Option<i16>,
}

/// Learners for a class of a course: without `q`, the course's applicants (enrolled first, then
/// the newest); with `q`, learner accounts whose name, username or phone contains it.
pub async fn candidates(
    db: &impl ConnectionTrait,
    course_id: i64,
    q: Option<&str>,
    limit: i64,
) -> DbResult<Vec<CandidateRow>> {
    let mut params = Params::default();
    let course = params.bind(course_id);
    let sql = match q {
        None => format!(
            "SELECT u.id AS user_id, u.username, u.name, u.phone, e.status FROM enrolments e \
             JOIN users u ON u.id = e.user_id WHERE e.course_id = {course} \
             AND NOT EXISTS (SELECT 1 FROM class_members m WHERE m.course_id = e.course_id \
             AND m.user_id = e.user_id) \
             ORDER BY CASE WHEN e.status = 4 THEN 0 ELSE 1 END, e.updated_at DESC LIMIT {}",
            params.bind(limit)
        ),
        Some(q) => {
            let matches = super::learner_search(&mut params, q);
            let role = params.bind(crate::domain::roles::STUDENT);
            format!(
                "SELECT u.id AS user_id, u.username, u.name, u.phone, e.status FROM users u \
                 LEFT JOIN enrolments e ON e.user_id = u.id AND e.course_id = {course} \
                 WHERE EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id \
                 WHERE ur.user_id = u.id AND r.name = {role}) \
                 AND {matches} \
                 ORDER BY u.id DESC LIMIT {}",
                params.bind(limit)
            )
        }
    };
    Ok(
        CandidateRow::find_by_statement(statement(db, &sql, params.0))
            .all(db)
            .await?,
    )
}
