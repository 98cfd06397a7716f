//! `/api/v0/admin/question/category`, `/move`, `/template`, `/export` and `/import`: the
//! question bank's 知识点 tree, bulk moves, and the .xlsx / .docx import and .xlsx export
//! (question:manage; teachers their own questions, administrators all).

use axum::Router;
use axum::extract::{Path, State};
use axum::response::Response;
use axum::routing::{get, post, put};
use serde::{Deserialize, Serialize};

use crate::api::views::ImportError;
use crate::api::{Answer, ApiJson, ApiQuery, ok, xlsx_attachment};
use crate::auth::QuestionAuthor;
use crate::domain::exam::QuestionType;
use crate::error::AppError;
use crate::service::AppState;
use crate::service::question_bank::{
    self, CategoryEntry, ImportReport, QuestionCategoryBody, QuestionImportBody, QuestionMoveBody,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route(
            "/admin/question/category",
            get(categories).post(create_category),
        )
        .route(
            "/admin/question/category/{id}",
            put(update_category).delete(delete_category),
        )
        .route("/admin/question/move", post(move_questions))
        .route("/admin/question/template", get(template))
        .route("/admin/question/template/paper", get(sample_paper))
        .route("/admin/question/export", get(export))
        .route("/admin/question/import/preview", post(preview))
        .route("/admin/question/import", post(import))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionCategoryView {
    id: i64,
    name: String,
    parent_id: Option<i64>,
    /// 「电工基础/安全用电」.
    path: String,
    /// The caller's questions (all, for administrators) filed directly under it…
    count: u64,
    /// …and under it or any category below it.
    total: u64,
    /// The caller may rename, move and delete it (its maker and administrators).
    editable: bool,
}

impl From<CategoryEntry> for QuestionCategoryView {
    fn from(e: CategoryEntry) -> Self {
        Self {
            id: e.category.id,
            name: e.category.name,
            parent_id: e.category.parent_id,
            path: e.path,
            count: e.own,
            total: e.total,
            editable: e.editable,
        }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionCategoryList {
    categories: Vec<QuestionCategoryView>,
}

/// Every category (知识点) of the bank, by name, with the caller's question counts.
#[utoipa::path(get, path = "/api/v0/admin/question/category", tag = "exam authoring", security(("bearer" = [])),
    responses((status = 200, body = QuestionCategoryList), (status = 401), (status = 403)))]
pub async fn categories(
    State(state): State<AppState>,
    QuestionAuthor(session): QuestionAuthor,
) -> Answer {
    let all = question_bank::categories(&state, &session).await?;
    Ok(ok(QuestionCategoryList {
        categories: all.into_iter().map(Into::into).collect(),
    }))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavedQuestionCategory {
    id: i64,
    name: String,
    parent_id: Option<i64>,
}

/// Adds a category, at the top or under another (at most five levels; names unique among
/// siblings).
#[utoipa::path(post, path = "/api/v0/admin/question/category", tag = "exam authoring", security(("bearer" = [])),
    request_body = QuestionCategoryBody,
    responses((status = 200, body = SavedQuestionCategory), (status = 400), (status = 401), (status = 403), (status = 409)))]
pub async fn create_category(
    State(state): State<AppState>,
    QuestionAuthor(session): QuestionAuthor,
    ApiJson(body): ApiJson<QuestionCategoryBody>,
) -> Answer {
    let c = question_bank::create_category(&state, &session, body).await?;
    Ok(ok(SavedQuestionCategory {
        id: c.id,
        name: c.name,
        parent_id: c.parent_id,
    }))
}

/// Renames a category or moves it (never under itself or a category below it).
#[utoipa::path(put, path = "/api/v0/admin/question/category/{id}", tag = "exam authoring", security(("bearer" = [])),
    params(("id" = i64, Path)), request_body = QuestionCategoryBody,
    responses((status = 200, body = SavedQuestionCategory), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409)))]
pub async fn update_category(
    State(state): State<AppState>,
    QuestionAuthor(session): QuestionAuthor,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<QuestionCategoryBody>,
) -> Answer {
    let c = question_bank::update_category(&state, &session, id, body).await?;
    Ok(ok(SavedQuestionCategory {
        id: c.id,
        name: c.name,
        parent_id: c.parent_id,
    }))
}

/// Deletes a category no question and no category is filed under.
#[utoipa::path(delete, path = "/api/v0/admin/question/category/{id}", tag = "exam authoring", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200), (status = 401), (status = 403), (status = 404), (status = 409)))]
pub async fn delete_category(
    State(state): State<AppState>,
    QuestionAuthor(session): QuestionAuthor,
    Path(id): Path<i64>,
) -> Answer {
    question_bank::delete_category(&state, &session, id).await?;
    Ok(ok(()))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionsMoved {
    moved: u64,
}

/// Files up to 500 of the caller's questions under a category (0: none); all or nothing.
#[utoipa::path(post, path = "/api/v0/admin/question/move", tag = "exam authoring", security(("bearer" = [])),
    request_body = QuestionMoveBody,
    responses((status = 200, body = QuestionsMoved), (status = 400), (status = 401), (status = 403), (status = 404)))]
pub async fn move_questions(
    State(state): State<AppState>,
    QuestionAuthor(session): QuestionAuthor,
    ApiJson(body): ApiJson<QuestionMoveBody>,
) -> Answer {
    let moved = question_bank::move_questions(&state, &session, body).await?;
    Ok(ok(QuestionsMoved { moved }))
}

/// The import template (.xlsx): the sheet 题目 with the columns 题型, 题干, 选项A–F, 正确答案,
/// 分值, 解析, 知识点, 难度, 标签, a sheet of notes and a sheet of examples.
#[utoipa::path(get, path = "/api/v0/admin/question/template", tag = "exam authoring", security(("bearer" = [])),
    responses((status = 200, description = "题库导入模板.xlsx", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (status = 401), (status = 403)))]
pub async fn template(QuestionAuthor(_session): QuestionAuthor) -> Result<Response, AppError> {
    Ok(xlsx_attachment(
        question_bank::template()?,
        "题库导入模板.xlsx",
    ))
}

/// A sample Word paper (.docx) in the layout the import reads: numbered stems, 「A.」 options,
/// 「答案：」 and 「解析：」 lines, sections such as 「一、单选题（每题2分）」.
#[utoipa::path(get, path = "/api/v0/admin/question/template/paper", tag = "exam authoring", security(("bearer" = [])),
    responses((status = 200, description = "题库导入示例.docx", content_type = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
        (status = 401), (status = 403)))]
pub async fn sample_paper(QuestionAuthor(_session): QuestionAuthor) -> Result<Response, AppError> {
    Ok(crate::api::attachment(
        question_bank::sample_paper()?,
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "题库导入示例.docx",
    ))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct QuestionExportQuery {
    /// A category (with those under it); left out: the caller's whole bank.
    category_id: Option<i64>,
}

/// The caller's questions (all, for administrators) of a category or the whole bank in the
/// template's columns (at most 20 000), ready to import again.
#[utoipa::path(get, path = "/api/v0/admin/question/export", tag = "exam authoring", security(("bearer" = [])),
    params(QuestionExportQuery),
    responses((status = 200, description = "题库-{知识点}-{日期}.xlsx", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (status = 401), (status = 403), (status = 404)))]
pub async fn export(
    State(state): State<AppState>,
    QuestionAuthor(session): QuestionAuthor,
    ApiQuery(q): ApiQuery<QuestionExportQuery>,
) -> Result<Response, AppError> {
    let (bytes, name) = question_bank::export(&state, session.authoring(), q.category_id).await?;
    Ok(xlsx_attachment(bytes, &name))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionImportRow {
    /// The sheet row (the header is row 1) or the paragraph of the document where it starts.
    at: usize,
    r#type: Option<QuestionType>,
    is_multiple: bool,
    /// The stem's first 120 characters.
    content: String,
    /// The 知识点 path, '' for none.
    category: String,
    difficulty: i32,
    errors: Vec<ImportError>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionImportView {
    /// xlsx or docx.
    format: &'static str,
    /// Questions found.
    total: usize,
    /// Questions with at least one error (nothing is imported while any has one).
    error_count: usize,
    /// Categories the import creates (paths).
    new_categories: Vec<String>,
    /// Questions imported (0 for a preview).
    imported: u64,
    /// Every question found (a preview; empty once imported).
    rows: Vec<QuestionImportRow>,
}

impl From<ImportReport> for QuestionImportView {
    fn from(r: ImportReport) -> Self {
        Self {
            format: r.format,
            total: if r.imported > 0 {
                r.imported as usize
            } else {
                r.rows.len()
            },
            error_count: r.error_count(),
            new_categories: r.new_categories,
            imported: r.imported,
            rows: r
                .rows
                .into_iter()
                .map(|row| QuestionImportRow {
                    at: row.at,
                    r#type: row.kind,
                    is_multiple: row.is_multiple,
                    content: row.content,
                    category: row.category,
                    difficulty: row.difficulty,
                    errors: row
                        .errors
                        .into_iter()
                        .map(|(field, m)| ImportError::new(field, &m))
                        .collect(),
                })
                .collect(),
        }
    }
}

/// Reads an uploaded bank (a file uploaded with source `question-import`: the .xlsx template or
/// a .docx paper, see the README) and answers every question found with its errors in Chinese;
/// nothing is saved. 30 reads in 10 minutes per account.
#[utoipa::path(post, path = "/api/v0/admin/question/import/preview", tag = "exam authoring", security(("bearer" = [])),
    request_body = QuestionImportBody,
    responses((status = 200, body = QuestionImportView), (status = 400, description = "unreadable, no header, empty, more than 5 000 questions"),
        (status = 401), (status = 403), (status = 404), (status = 429)))]
pub async fn preview(
    State(state): State<AppState>,
    QuestionAuthor(session): QuestionAuthor,
    ApiJson(body): ApiJson<QuestionImportBody>,
) -> Answer {
    let report = question_bank::import(&state, &session, body, false).await?;
    Ok(ok(QuestionImportView::from(report)))
}

/// Imports every question of an uploaded bank in one transaction, creating the 知识点 they name;
/// when any question has an error nothing is imported (400 QUESTION_IMPORT_HAS_ERRORS).
#[utoipa::path(post, path = "/api/v0/admin/question/import", tag = "exam authoring", security(("bearer" = [])),
    request_body = QuestionImportBody,
    responses((status = 200, body = QuestionImportView), (status = 400), (status = 401), (status = 403), (status = 404), (status = 429)))]
pub async fn import(
    State(state): State<AppState>,
    QuestionAuthor(session): QuestionAuthor,
    ApiJson(body): ApiJson<QuestionImportBody>,
) -> Answer {
    let report = question_bank::import(&state, &session, body, true).await?;
    Ok(ok(QuestionImportView::from(report)))
}
