//! `/api/v0/admin/class` and `/api/v0/admin/learner-import`: classes (开班) with their learners,
//! trail, roster (花名册) and training archives (培训档案); learners imported in bulk from the
//! .xlsx template (preview, then all or nothing) and the record of the imports.

use axum::Router;
use axum::extract::{Path, State};
use axum::response::Response;
use axum::routing::{delete, get, post};
use serde::{Deserialize, Serialize};

use crate::api::views::ImportError;
use crate::api::{
    Answer, ApiJson, ApiQuery, PageParams, Paging, attachment, ok, streamed, xlsx_attachment,
};
use crate::auth::{ClassAdmin, ClassReader, LearnerImporter};
use crate::db::classes::{ClassFilter, ClassRow, EventRow, ImportRow};
use crate::error::AppError;
use crate::service::classes::{self, ClassBody, ClassMembersBody, Member};
use crate::service::learner_import::{self, Created, LearnerImportBody, RowReport};
use crate::service::{AppState, archives};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/admin/class", get(list).post(create))
        .route("/admin/class/choices", get(choices))
        .route(
            "/admin/class/{id}",
            get(read).put(update).delete(remove_class),
        )
        .route("/admin/class/{id}/events", get(events))
        .route("/admin/class/{id}/candidates", get(candidates))
        .route("/admin/class/{id}/members", post(add_members))
        .route("/admin/class/{id}/members/{user_id}", delete(remove_member))
        .route("/admin/class/{id}/roster", get(roster))
        .route("/admin/class/{id}/archive/{user_id}", get(archive))
        .route("/admin/class/{id}/archives", get(archives))
        .route("/admin/learner-import", get(imports).post(commit))
        .route("/admin/learner-import/template", get(template))
        .route("/admin/learner-import/preview", post(preview))
}

/// A class as the lists show it.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClassView {
    id: i64,
    course_id: i64,
    course_name: String,
    name: String,
    /// YYYY-MM-DD.
    starts_on: String,
    ends_on: String,
    teacher_id: Option<i64>,
    teacher_name: Option<String>,
    place: String,
    capacity: i32,
    /// Learners in it.
    members: i64,
    created_at: i64,
}

impl From<ClassRow> for ClassView {
    fn from(c: ClassRow) -> Self {
        Self {
            id: c.id,
            course_id: c.course_id,
            course_name: c.course_name,
            name: c.name,
            starts_on: c.starts_on,
            ends_on: c.ends_on,
            teacher_id: c.teacher_id,
            teacher_name: c.teacher_name,
            place: c.place,
            capacity: c.capacity,
            members: c.members,
            created_at: c.created_at,
        }
    }
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ClassQuery {
    course_id: Option<i64>,
    /// Part of the class's or the course's name.
    q: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClassList {
    classes: Vec<ClassView>,
    total_count: u64,
}

/// Classes, newest first: every class (class:manage), or those the caller teaches (course:manage).
#[utoipa::path(get, path = "/api/v0/admin/class", tag = "class", security(("bearer" = [])),
    params(ClassQuery, PageParams), responses((status = 200, body = ClassList), (status = 401), (status = 403)))]
pub async fn list(
    State(state): State<AppState>,
    ClassReader(session): ClassReader,
    ApiQuery(q): ApiQuery<ClassQuery>,
    Paging(page): Paging<20>,
) -> Answer {
    let filter = ClassFilter {
        course_id: q.course_id,
        teacher_id: None,
        q: q.q.map(|t| t.trim().to_string()).filter(|t| !t.is_empty()),
    };
    let (rows, total_count) = classes::list(&state, &session, filter, page).await?;
    Ok(ok(ClassList {
        classes: rows.into_iter().map(Into::into).collect(),
        total_count,
    }))
}

/// Opens a class of a course (class:manage).
#[utoipa::path(post, path = "/api/v0/admin/class", tag = "class", security(("bearer" = [])),
    request_body = ClassBody, responses((status = 200, body = ClassView),
        (status = 400, description = "请输入班级名称（不超过 50 字） …"), (status = 401), (status = 403)))]
pub async fn create(
    State(state): State<AppState>,
    ClassAdmin(session): ClassAdmin,
    ApiJson(body): ApiJson<ClassBody>,
) -> Answer {
    Ok(ok(ClassView::from(
        classes::create(&state, &session, body).await?,
    )))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ClassChoice {
    id: i64,
    name: String,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ClassChoices {
    /// Every course, newest first.
    courses: Vec<ClassChoice>,
    /// Every teacher (the head teacher of a class).
    teachers: Vec<ClassChoice>,
}

/// What a class can be opened for and who can lead it (class:manage).
#[utoipa::path(get, path = "/api/v0/admin/class/choices", tag = "class", security(("bearer" = [])),
    responses((status = 200, body = ClassChoices), (status = 401), (status = 403)))]
pub async fn choices(State(state): State<AppState>, _: ClassAdmin) -> Answer {
    let c = classes::choices(&state).await?;
    let view = |list: Vec<(i64, String)>| {
        list.into_iter()
            .map(|(id, name)| ClassChoice { id, name })
            .collect()
    };
    Ok(ok(ClassChoices {
        courses: view(c.courses),
        teachers: view(c.teachers),
    }))
}

/// A learner of a class: who they are, how they stand in the course.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClassMemberView {
    user_id: i64,
    username: String,
    name: String,
    gender: String,
    /// In full for user:manage and material:review, else masked.
    id_card: String,
    /// In full for user:manage and material:review, else masked.
    phone: String,
    education: String,
    work_unit: String,
    /// application | search | import
    source: String,
    added_at: i64,
    /// The enrolment's status in the class's course (1–4), none without an application.
    status: Option<i16>,
    application_id: Option<i64>,
    /// 学时 credited by the study ledger.
    hours: i64,
    /// The best exam result of the course.
    score: Option<i32>,
    /// At an exam's pass mark, or recorded as passed by staff.
    passed: bool,
    certificate_number: Option<String>,
}

impl From<Member> for ClassMemberView {
    fn from(m: Member) -> Self {
        Self {
            user_id: m.user_id,
            username: m.username,
            name: m.name,
            gender: m.gender,
            id_card: m.id_card,
            phone: m.phone,
            education: m.education,
            work_unit: m.work_unit,
            source: m.source,
            added_at: m.added_at,
            status: m.status.map(|s| s.code()),
            application_id: m.application_id,
            hours: m.standing.periods,
            score: m.standing.score,
            passed: m.passed,
            certificate_number: m.certificate_number,
        }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClassDetailView {
    class: ClassView,
    members: Vec<ClassMemberView>,
    /// The course's required 学时.
    required_hours: i64,
    /// ID numbers and phones are shown in full.
    full_identity: bool,
}

/// A class and its learners with status, hours, result and certificate (class:manage, or its
/// teacher).
#[utoipa::path(get, path = "/api/v0/admin/class/{id}", tag = "class", security(("bearer" = [])),
    params(("id" = i64, Path)), responses((status = 200, body = ClassDetailView), (status = 401),
        (status = 403, description = "只能查看自己任教的班级"), (status = 404, description = "班级不存在")))]
pub async fn read(
    State(state): State<AppState>,
    ClassReader(session): ClassReader,
    Path(id): Path<i64>,
) -> Answer {
    let d = classes::detail(&state, &session, id).await?;
    Ok(ok(ClassDetailView {
        class: d.class.into(),
        members: d.members.into_iter().map(Into::into).collect(),
        required_hours: d.required_periods,
        full_identity: d.full_identity,
    }))
}

/// Changes a class (class:manage); its course stays, its capacity cannot go below its learners.
#[utoipa::path(put, path = "/api/v0/admin/class/{id}", tag = "class", security(("bearer" = [])),
    params(("id" = i64, Path)), request_body = ClassBody, responses((status = 200, body = ClassView),
        (status = 400), (status = 401), (status = 403), (status = 404, description = "班级不存在")))]
pub async fn update(
    State(state): State<AppState>,
    ClassAdmin(session): ClassAdmin,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<ClassBody>,
) -> Answer {
    Ok(ok(ClassView::from(
        classes::update(&state, &session, id, body).await?,
    )))
}

/// Deletes a class without learners (class:manage).
#[utoipa::path(delete, path = "/api/v0/admin/class/{id}", tag = "class", security(("bearer" = [])),
    params(("id" = i64, Path)), responses((status = 200), (status = 401), (status = 403),
        (status = 404, description = "班级不存在"), (status = 409, description = "班级中还有学员，请先移出学员再删除班级")))]
pub async fn remove_class(
    State(state): State<AppState>,
    ClassAdmin(session): ClassAdmin,
    Path(id): Path<i64>,
) -> Answer {
    classes::delete(&state, &session, id).await?;
    Ok(ok(serde_json::Value::Null))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClassEventView {
    id: i64,
    at: i64,
    /// create | update | add | remove | export
    action: String,
    actor_name: Option<String>,
    learner_name: Option<String>,
    detail: Option<String>,
}

impl From<EventRow> for ClassEventView {
    fn from(e: EventRow) -> Self {
        Self {
            id: e.id,
            at: e.at,
            action: e.action,
            actor_name: e.actor_name,
            learner_name: e.learner_name,
            detail: e.detail,
        }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ClassEvents {
    events: Vec<ClassEventView>,
}

/// A class's trail, newest first (the latest 200): who opened, changed, filled and exported it.
#[utoipa::path(get, path = "/api/v0/admin/class/{id}/events", tag = "class", security(("bearer" = [])),
    params(("id" = i64, Path)), responses((status = 200, body = ClassEvents), (status = 401), (status = 403),
        (status = 404, description = "班级不存在")))]
pub async fn events(
    State(state): State<AppState>,
    ClassReader(session): ClassReader,
    Path(id): Path<i64>,
) -> Answer {
    let events = classes::events(&state, &session, id).await?;
    Ok(ok(ClassEvents {
        events: events.into_iter().map(Into::into).collect(),
    }))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CandidateQuery {
    /// Part of a learner's name or username, or their phone as staff see it masked (a whole phone
    /// number finds its account; rate limited for those who see phones masked).
    q: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClassCandidate {
    user_id: i64,
    username: String,
    name: String,
    /// Masked.
    phone: String,
    /// The enrolment's status in the class's course, if any.
    status: Option<i16>,
    /// The class of the course they are in already.
    placed_in: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ClassCandidates {
    learners: Vec<ClassCandidate>,
}

/// Learners who could join a class (class:manage): without `q` the course's applicants not in a
/// class (enrolled first), with `q` learner accounts matching it; at most 50.
#[utoipa::path(get, path = "/api/v0/admin/class/{id}/candidates", tag = "class", security(("bearer" = [])),
    params(("id" = i64, Path), CandidateQuery), responses((status = 200, body = ClassCandidates), (status = 401),
        (status = 403), (status = 404, description = "班级不存在"), (status = 429)))]
pub async fn candidates(
    State(state): State<AppState>,
    ClassAdmin(session): ClassAdmin,
    Path(id): Path<i64>,
    ApiQuery(q): ApiQuery<CandidateQuery>,
) -> Answer {
    let found = classes::candidates(&state, &session, id, q.q.as_deref()).await?;
    Ok(ok(ClassCandidates {
        learners: found
            .into_iter()
            .map(|c| ClassCandidate {
                user_id: c.user_id,
                username: c.username,
                name: c.name,
                phone: c.phone,
                status: c.status.map(|s| s.code()),
                placed_in: c.placed_in,
            })
            .collect(),
    }))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ClassMembersAdded {
    /// Learners who joined (those in the class already are skipped).
    added: usize,
}

/// Puts learners in a class (class:manage): learner accounts only, none already in another class
/// of the course, within the capacity.
#[utoipa::path(post, path = "/api/v0/admin/class/{id}/members", tag = "class", security(("bearer" = [])),
    params(("id" = i64, Path)), request_body = ClassMembersBody, responses((status = 200, body = ClassMembersAdded),
        (status = 400, description = "请选择 1–1000 名学员 / 只能添加学员账号"), (status = 401), (status = 403),
        (status = 404, description = "班级不存在"),
        (status = 409, description = "班级人数已满 / 以下学员已在本课程的其他班级中")))]
pub async fn add_members(
    State(state): State<AppState>,
    ClassAdmin(session): ClassAdmin,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<ClassMembersBody>,
) -> Answer {
    let added = classes::add_members(&state, &session, id, body).await?;
    Ok(ok(ClassMembersAdded { added }))
}

/// Takes a learner out of a class (class:manage); their records stay.
#[utoipa::path(delete, path = "/api/v0/admin/class/{id}/members/{user_id}", tag = "class", security(("bearer" = [])),
    params(("id" = i64, Path), ("user_id" = i64, Path)), responses((status = 200), (status = 401), (status = 403),
        (status = 404, description = "班级不存在 / 该学员不在此班级中")))]
pub async fn remove_member(
    State(state): State<AppState>,
    ClassAdmin(session): ClassAdmin,
    Path((id, user_id)): Path<(i64, i64)>,
) -> Answer {
    classes::remove_member(&state, &session, id, user_id).await?;
    Ok(ok(serde_json::Value::Null))
}

/// The class's roster (花名册) as .xlsx: 序号, 姓名, 性别, 身份证号, 手机号, 学历, 工作单位, 学时,
/// 考试成绩, 是否合格, 证书编号 (ID numbers and phones in full for user:manage and
/// material:review, else masked). Recorded in the class's trail.
#[utoipa::path(get, path = "/api/v0/admin/class/{id}/roster", tag = "class", security(("bearer" = [])),
    params(("id" = i64, Path)), responses((status = 200, description = "the workbook",
        content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (status = 401), (status = 403), (status = 404, description = "班级不存在")))]
pub async fn roster(
    State(state): State<AppState>,
    ClassReader(session): ClassReader,
    Path(id): Path<i64>,
) -> Result<Response, AppError> {
    let (name, bytes) = classes::roster(&state, &session, id).await?;
    Ok(xlsx_attachment(bytes, &name))
}

/// A learner's training archive (培训档案) for the class's course as one PDF: identity, the
/// application and its trail, the documents, hours, exams, certificate.
#[utoipa::path(get, path = "/api/v0/admin/class/{id}/archive/{user_id}", tag = "class", security(("bearer" = [])),
    params(("id" = i64, Path), ("user_id" = i64, Path)), responses((status = 200, description = "the PDF",
        content_type = "application/pdf"), (status = 401), (status = 403),
        (status = 404, description = "班级不存在 / 该学员不在此班级中")))]
pub async fn archive(
    State(state): State<AppState>,
    ClassReader(session): ClassReader,
    Path((id, user_id)): Path<(i64, i64)>,
) -> Result<Response, AppError> {
    let (name, bytes) = archives::one(&state, &session, id, user_id).await?;
    Ok(attachment(bytes, "application/pdf", &name))
}

/// Every learner's training archive of a class as one .zip of PDFs.
#[utoipa::path(get, path = "/api/v0/admin/class/{id}/archives", tag = "class", security(("bearer" = [])),
    params(("id" = i64, Path)), responses((status = 200, description = "the archive", content_type = "application/zip"),
        (status = 401), (status = 403), (status = 404, description = "班级不存在")))]
pub async fn archives(
    State(state): State<AppState>,
    ClassReader(session): ClassReader,
    Path(id): Path<i64>,
) -> Result<Response, AppError> {
    let (name, body) = archives::all(&state, &session, id).await?;
    Ok(streamed(body, "application/zip", &name))
}

/// The learner import template (.xlsx) with an example row and how to fill it in (user:manage).
#[utoipa::path(get, path = "/api/v0/admin/learner-import/template", tag = "class", security(("bearer" = [])),
    responses((status = 200, description = "the workbook",
        content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"), (status = 401), (status = 403)))]
pub async fn template(_: LearnerImporter) -> Result<Response, AppError> {
    Ok(xlsx_attachment(
        learner_import::template()?,
        "学员导入模板.xlsx",
    ))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportPreviewRow {
    /// The sheet's row number.
    row: usize,
    name: String,
    phone: String,
    id_card: String,
    gender: String,
    errors: Vec<ImportError>,
}

impl From<RowReport> for ImportPreviewRow {
    fn from(r: RowReport) -> Self {
        Self {
            row: r.at,
            name: r.name,
            phone: r.phone,
            id_card: r.id_card,
            gender: r.gender,
            errors: r
                .errors
                .iter()
                .map(|(field, m)| ImportError::new(*field, m))
                .collect(),
        }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LearnerImportPreview {
    rows: Vec<ImportPreviewRow>,
    /// Rows with an error (nothing is imported while any has one).
    errors: usize,
    class_name: Option<String>,
    course_name: Option<String>,
    /// The enrolment's status after the import (2 or 4) when a course is chosen.
    status: Option<i16>,
    /// Seats left in the chosen class.
    seats_left: Option<i64>,
}

/// Reads an uploaded template and checks every row (account rules, ID check digit and birth date,
/// duplicates in the file and against existing accounts) without writing anything (user:manage;
/// a class or course also class:manage).
#[utoipa::path(post, path = "/api/v0/admin/learner-import/preview", tag = "class", security(("bearer" = [])),
    request_body = LearnerImportBody, responses((status = 200, body = LearnerImportPreview),
        (status = 400, description = "无法读取该文件 / 未找到表头 / 表格中没有学员 / 一次最多导入 5000 名学员"),
        (status = 401), (status = 403), (status = 429, description = "导入学员过于频繁，请稍后再试")))]
pub async fn preview(
    State(state): State<AppState>,
    LearnerImporter(session): LearnerImporter,
    ApiJson(body): ApiJson<LearnerImportBody>,
) -> Answer {
    let p = learner_import::preview(&state, &session, body).await?;
    Ok(ok(LearnerImportPreview {
        rows: p.rows.into_iter().map(Into::into).collect(),
        errors: p.errors,
        class_name: p.class_name,
        course_name: p.course_name,
        status: p.status.map(|s| s.code()),
        seats_left: p.seats_left,
    }))
}

/// An import as recorded.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LearnerImportView {
    id: i64,
    created_at: i64,
    created_by_name: Option<String>,
    file_name: String,
    row_count: i32,
    created_count: i32,
    class_id: Option<i64>,
    class_name: Option<String>,
    course_id: Option<i64>,
    course_name: Option<String>,
    status: Option<i16>,
    /// sms | sheet
    delivery: String,
}

impl From<ImportRow> for LearnerImportView {
    fn from(i: ImportRow) -> Self {
        Self {
            id: i.id,
            created_at: i.created_at,
            created_by_name: i.created_by_name,
            file_name: i.file_name,
            row_count: i.row_count,
            created_count: i.created_count,
            class_id: i.class_id,
            class_name: i.class_name,
            course_id: i.course_id,
            course_name: i.course_name,
            status: i.status,
            delivery: i.delivery,
        }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportedAccount {
    row: usize,
    user_id: i64,
    name: String,
    username: String,
    phone: String,
    /// The initial password, answered this once when it is to be printed (`delivery: sheet`).
    password: Option<String>,
}

impl From<Created> for ImportedAccount {
    fn from(c: Created) -> Self {
        Self {
            row: c.at,
            user_id: c.user_id,
            name: c.name,
            username: c.username,
            phone: c.phone,
            password: c.password,
        }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct LearnerImportDone {
    import: LearnerImportView,
    accounts: Vec<ImportedAccount>,
}

/// Imports every row or none (user:manage; a class or course also class:manage): the accounts
/// (each to change its initial password at the first login), their enrolment at the chosen status,
/// their places in the class, and the record of the import. With `delivery: sms` the passwords are
/// sent to the phones; with `sheet` they are answered this once.
#[utoipa::path(post, path = "/api/v0/admin/learner-import", tag = "class", security(("bearer" = [])),
    request_body = LearnerImportBody, responses((status = 200, body = LearnerImportDone),
        (status = 400, description = "有 N 行存在错误，请修改后重新上传，本次未导入任何学员"),
        (status = 401), (status = 403), (status = 409, description = "班级人数已满"),
        (status = 429, description = "导入学员过于频繁，请稍后再试")))]
pub async fn commit(
    State(state): State<AppState>,
    LearnerImporter(session): LearnerImporter,
    ApiJson(body): ApiJson<LearnerImportBody>,
) -> Answer {
    let done = learner_import::commit(&state, &session, body).await?;
    Ok(ok(LearnerImportDone {
        import: done.import.into(),
        accounts: done.accounts.into_iter().map(Into::into).collect(),
    }))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LearnerImportList {
    imports: Vec<LearnerImportView>,
    total_count: u64,
}

/// The imports, newest first: who, when, which file, how many rows and accounts, where to.
#[utoipa::path(get, path = "/api/v0/admin/learner-import", tag = "class", security(("bearer" = [])),
    params(PageParams), responses((status = 200, body = LearnerImportList), (status = 401), (status = 403)))]
pub async fn imports(
    State(state): State<AppState>,
    _: LearnerImporter,
    Paging(page): Paging<20>,
) -> Answer {
    let (rows, total_count) = learner_import::list(&state, page).await?;
    Ok(ok(LearnerImportList {
        imports: rows.into_iter().map(Into::into).collect(),
        total_count,
    }))
}
