//! The question bank: questions written one by one (each checked by the same rules as an
//! import's rows), organised for drawing papers in categories (知识点) that nest, moved between
//! them in bulk, and whole banks imported from the .xlsx template or a .docx paper (a preview of
//! every row's errors, then all or nothing) and exported to the template.
//!
//! The 知识点 tree is the centre's: every question author sees and files under every category;
//! a category is renamed, moved or deleted by whoever made it and by administrators, and only
//! deleted when nothing (no question of anyone's, no sub-category) is filed under it. Questions
//! stay their authors' own, as elsewhere in the bank.

use std::collections::HashMap;

use sea_orm::ConnectionTrait;
use serde::Deserialize;
use serde_json::{Map, Value, json};

use crate::auth::{Scope, Session};
pub use crate::db::questions::QuestionFilter;
use crate::db::{
    self,
    questions::{Category, Question},
};
use crate::documents::question_files::{self, ReadError};
use crate::domain::audit::{Entry, Kind, Object};
use crate::domain::exam::QuestionType::{self, Choice, Fill, Judge, Short};
use crate::domain::exam::{self as rules, DEFAULT_SCORE};
use crate::domain::question_bank::{self as bank, Draft, Tree};
use crate::domain::rules as limits;
use crate::domain::upload;
use crate::error::{AppError, AppResult, FieldErrors};
use crate::refusals::{self, Message};
use crate::service::AppState;
use crate::service::caches::Change;
use crate::service::limits as throttles;
use crate::service::work::Work;

/// The most questions one bulk move takes.
pub const MOVE_MAX: usize = 500;
/// The most questions one export holds.
pub const EXPORT_MAX: u64 = 20_000;

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionBody {
    #[schema(value_type = Option<crate::domain::exam::QuestionType>)]
    pub r#type: Option<String>,
    pub content: Option<String>,
    /// `{isMultiple, options: {label: text}}`; a JSON string is accepted too.
    #[schema(value_type = Object)]
    pub metadata: Option<Value>,
    #[schema(value_type = Object)]
    pub answer: Option<Value>,
    /// Default 5.
    pub score: Option<i32>,
    pub explanation: Option<String>,
    pub subject: Option<String>,
    /// The category (知识点); 0 files it under none. Left out when updating: unchanged.
    pub category_id: Option<i64>,
    /// 1 易, 2 中 (the default), 3 难. Left out when updating: unchanged.
    pub difficulty: Option<i32>,
    /// At most 10, each at most 20 characters. Left out when updating: unchanged.
    pub tags: Option<Vec<String>>,
}

/// A JSON value sent as a string is parsed (the spec's client rule); an invalid string becomes empty.
fn parsed(value: Option<Value>) -> Value {
    match value {
        Some(Value::String(s)) => serde_json::from_str(&s).unwrap_or(Value::String(s)),
        Some(v) => v,
        None => Value::Null,
    }
}

impl TryFrom<QuestionBody> for db::questions::QuestionFields {
    type Error = AppError;

    fn try_from(body: QuestionBody) -> AppResult<Self> {
        let mut errors = FieldErrors::new();
        let kind = body.r#type.as_deref().and_then(QuestionType::parse);
        if kind.is_none() {
            errors.add("type", refusals::QUESTION_TYPE_INVALID);
        }
        let content = body
            .content
            .map(|c| c.trim().to_string())
            .unwrap_or_default();
        if content.is_empty() {
            errors.add("content", refusals::QUESTION_CONTENT_REQUIRED);
        } else if content.chars().count() > 5000 {
            errors.add("content", refusals::QUESTION_CONTENT_TOO_LONG);
        }
        let meta = match parsed(body.metadata) {
            Value::Object(m) => Value::Object(m),
            _ => json!({}),
        };
        let is_multiple = kind == Some(Choice) && meta["isMultiple"].as_bool().unwrap_or(false);
        let mut options: Vec<(String, String)> = meta["options"]
            .as_object()
            .map(|o| {
                o.iter()
                    .map(|(k, v)| {
                        (
                            k.trim().to_uppercase(),
                            v.as_str().unwrap_or_default().trim().to_string(),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default();
        options.sort();
        if options
            .iter()
            .any(|(label, _)| label.len() != 1 || !label.chars().all(|c| c.is_ascii_uppercase()))
        {
            errors.add("options", refusals::QUESTION_OPTION_LABEL_INVALID);
        }
        let answer = parsed(body.answer);
        let answer = match (kind, answer) {
            (Some(Choice | Fill), Value::String(s)) => json!([s]),
            (Some(Judge), Value::String(s)) if s == "true" || s == "false" => json!(s == "true"),
            (_, a) => a,
        };
        if let Some(kind) = kind {
            for (field, message) in rules::check_question(kind, is_multiple, &options, &answer) {
                errors.add(field, message);
            }
        }
        let score = body.score.unwrap_or(DEFAULT_SCORE);
        if !(1..=100).contains(&score) {
            errors.add("score", refusals::QUESTION_SCORE_RANGE);
        }
        if options
            .iter()
            .any(|(_, text)| text.chars().count() > limits::OPTION_MAX)
        {
            errors.add(
                "options",
                refusals::TEXT_TOO_LONG.with("max", limits::OPTION_MAX),
            );
        }
        let too_long = match (kind, &answer) {
            (Some(Fill), Value::Array(accepted)) => accepted
                .iter()
                .filter_map(Value::as_str)
                .any(|a| a.trim().chars().count() > limits::OPTION_MAX)
                .then_some(limits::OPTION_MAX),
            (Some(Short), Value::String(reference)) => {
                (reference.chars().count() > limits::REFERENCE_MAX).then_some(limits::REFERENCE_MAX)
            }
            _ => None,
        };
        if let Some(max) = too_long {
            errors.add("answer", refusals::TEXT_TOO_LONG.with("max", max));
        }
        let text = |v: Option<String>| v.map(|s| s.trim().to_string()).filter(|s| !s.is_empty());
        let explanation = text(body.explanation);
        if let Some(e) = &explanation {
            errors.check("explanation", limits::at_most(e, limits::EXPLANATION_MAX));
        }
        let subject = text(body.subject);
        if let Some(s) = &subject {
            errors.check("subject", limits::at_most(s, limits::SUBJECT_MAX));
        }
        let difficulty = body.difficulty.unwrap_or(bank::DEFAULT_DIFFICULTY);
        if !(1..=3).contains(&difficulty) {
            errors.add("difficulty", refusals::QUESTION_DIFFICULTY_INVALID);
        }
        let tags = errors
            .check("tags", bank::tags(&body.tags.unwrap_or_default()))
            .unwrap_or_default();
        errors.into_result()?;
        let kind = kind.unwrap_or(Short);
        let answer = match kind {
            Choice => {
                let mut labels: Vec<String> = answer
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|v| v.as_str())
                    .map(|s| s.trim().to_uppercase())
                    .collect();
                labels.sort();
                labels.dedup();
                json!(labels)
            }
            Fill => json!(
                answer
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|v| v.as_str())
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .collect::<Vec<_>>()
            ),
            _ => answer,
        };
        let options_json: Map<String, Value> = if kind == Choice {
            options
                .into_iter()
                .map(|(k, v)| (k, Value::String(v)))
                .collect()
        } else {
            Map::new()
        };
        Ok(db::questions::QuestionFields {
            r#type: kind.as_str().into(),
            content,
            options: Value::Object(options_json).to_string(),
            is_multiple,
            answer: answer.to_string(),
            score,
            explanation,
            subject,
            category_id: body.category_id.filter(|c| *c > 0),
            difficulty,
            tags,
        })
    }
}

/// A question's category exists (any author's: the 知识点 tree is the centre's).
async fn check_category(db: &impl ConnectionTrait, id: Option<i64>) -> AppResult<()> {
    match id {
        Some(id) if db::questions::category(db, id).await?.is_none() => {
            Err(AppError::field("categoryId", refusals::CATEGORY_NOT_FOUND))
        }
        _ => Ok(()),
    }
}

async fn own_question(
    db: &impl ConnectionTrait,
    session: &Session,
    id: i64,
) -> AppResult<Question> {
    let q = db::questions::question(db, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::QUESTION_NOT_FOUND.into()))?;
    if !session.authoring().covers(q.author_id) {
        return Err(AppError::Forbidden(refusals::QUESTION_NOT_OWN.into()));
    }
    Ok(q)
}

/// A page of the question bank with each question's tags, how many match, and the subjects and
/// tags the scope's questions use (for the filters).
pub struct QuestionPage {
    pub rows: Vec<(Question, Vec<String>)>,
    pub total: u64,
    pub subjects: Vec<String>,
    pub tags: Vec<String>,
}

/// What the bank's list is filtered by, as asked: a category means it and those under it
/// (0: questions under none).
pub struct QuestionQuery {
    pub filter: QuestionFilter,
    pub category_id: Option<i64>,
}

/// A page of the question bank within the scope (the filter's author is the scope's).
pub async fn questions(
    state: &AppState,
    scope: Scope,
    query: QuestionQuery,
    page: crate::domain::page::Page,
) -> AppResult<QuestionPage> {
    let mut filter = query.filter;
    filter.author_id = scope.author();
    match query.category_id {
        Some(0) => filter.uncategorised = true,
        Some(id) => filter.categories = Some(tree(state).await?.subtree(id)),
        None => {}
    }
    let (rows, total) = db::questions::questions(&state.db, &filter, page).await?;
    let mut tags = db::questions::tags_of(&state.db, rows.iter().map(|q| q.id).collect()).await?;
    let subjects = db::questions::question_subjects(&state.db, scope.author()).await?;
    Ok(QuestionPage {
        rows: rows
            .into_iter()
            .map(|q| {
                let t = tags.remove(&q.id).unwrap_or_default();
                (q, t)
            })
            .collect(),
        total,
        subjects,
        tags: db::questions::tags_in_use(&state.db, scope.author()).await?,
    })
}

/// A question with its tags.
pub type Tagged = (Question, Vec<String>);

/// Adds a question to the bank.
pub async fn create_question(
    state: &AppState,
    session: &Session,
    body: QuestionBody,
) -> AppResult<Tagged> {
    let fields = db::questions::QuestionFields::try_from(body)?;
    let mut work = Work::by(state, session.actor()).await?;
    check_category(&work.tx, fields.category_id).await?;
    let tags = fields.tags.clone();
    let q = db::questions::create_question(&work.tx, fields, session.user_id, work.now).await?;
    let entry = Entry::new(Kind::Content, "添加题目", Object::Question, Some(q.id));
    work.audit(entry.label(&q.content)).await?;
    work.changed(Change::Exam);
    work.commit().await?;
    Ok((q, tags))
}

/// Changes a question (exams that use it show the change).
pub async fn update_question(
    state: &AppState,
    session: &Session,
    id: i64,
    body: QuestionBody,
) -> AppResult<Tagged> {
    own_question(&state.db, session, id).await?;
    let kept = (
        body.category_id.is_none(),
        body.difficulty.is_none(),
        body.tags.is_none(),
    );
    let mut fields = db::questions::QuestionFields::try_from(body)?;
    let mut work = Work::by(state, session.actor()).await?;
    let current = own_question(&work.tx, session, id).await?;
    if kept.0 {
        fields.category_id = current.category_id;
    }
    if kept.1 {
        fields.difficulty = current.difficulty;
    }
    if kept.2 {
        fields.tags = db::questions::tags_of(&work.tx, vec![id])
            .await?
            .remove(&id)
            .unwrap_or_default();
    }
    check_category(&work.tx, fields.category_id).await?;
    let tags = fields.tags.clone();
    let before = current.content.clone();
    let q = db::questions::update_question(&work.tx, current, fields, work.now).await?;
    let entry = Entry::new(Kind::Content, "修改题目", Object::Question, Some(id))
        .label(&q.content)
        .change(Some(before), Some(&q.content));
    work.audit(entry).await?;
    work.changed(Change::Exam);
    work.commit().await?;
    Ok((q, tags))
}

/// Deletes a question no exam uses.
pub async fn delete_question(state: &AppState, session: &Session, id: i64) -> AppResult<()> {
    let mut work = Work::by(state, session.actor()).await?;
    let question = own_question(&work.tx, session, id).await?;
    if db::questions::question_in_use(&work.tx, id).await? {
        return Err(AppError::Conflict {
            field: "id",
            message: refusals::QUESTION_IN_USE.into(),
        });
    }
    db::questions::delete_question(&work.tx, id).await?;
    let entry = Entry::new(Kind::Deletion, "删除题目", Object::Question, Some(id));
    work.audit(entry.label(&question.content)).await?;
    work.changed(Change::Exam);
    work.commit().await
}

/// The whole 知识点 tree.
pub async fn tree(state: &AppState) -> AppResult<Tree> {
    tree_of(&state.db).await
}

/// The whole 知识点 tree as a connection (a transaction) reads it.
pub async fn tree_of(db: &impl ConnectionTrait) -> AppResult<Tree> {
    Ok(Tree::new(
        db::questions::categories(db)
            .await?
            .into_iter()
            .map(|c| (c.id, c.parent_id, c.name)),
    ))
}

/// A category with how many of the caller's questions (all, for administrators) it holds
/// directly and with those under it.
pub struct CategoryEntry {
    pub category: Category,
    pub path: String,
    pub own: u64,
    pub total: u64,
    /// The caller may rename, move and delete it.
    pub editable: bool,
}

/// Every category, by name, with the counts of the caller's scope.
pub async fn categories(state: &AppState, session: &Session) -> AppResult<Vec<CategoryEntry>> {
    let scope = session.authoring();
    let all = db::questions::categories(&state.db).await?;
    let counts = db::questions::category_counts(&state.db, scope.author()).await?;
    let tree = Tree::new(all.iter().map(|c| (c.id, c.parent_id, c.name.clone())));
    Ok(all
        .into_iter()
        .map(|c| {
            let total = tree
                .subtree(c.id)
                .iter()
                .map(|id| counts.get(id).copied().unwrap_or(0))
                .sum();
            CategoryEntry {
                path: tree.path(c.id),
                own: counts.get(&c.id).copied().unwrap_or(0),
                total,
                editable: scope.covers(c.author_id),
                category: c,
            }
        })
        .collect())
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionCategoryBody {
    pub name: Option<String>,
    /// The category it sits under; null or 0: at the top.
    pub parent_id: Option<i64>,
}

fn parent_of(body: &QuestionCategoryBody) -> Option<i64> {
    body.parent_id.filter(|p| *p > 0)
}

/// Checks a category's name and parent against the tree (`id`: the one being changed).
fn check_place(tree: &Tree, id: Option<i64>, name: &str, parent: Option<i64>) -> AppResult<()> {
    let mut errors = FieldErrors::new();
    if let Some(p) = parent {
        if !tree.contains(p) {
            errors.add("parentId", refusals::CATEGORY_NOT_FOUND);
        } else if let Some(id) = id {
            errors.check("parentId", tree.check_move(id, Some(p)));
        } else if tree.ancestry(p).len() >= bank::CATEGORY_DEPTH_MAX {
            errors.add("parentId", refusals::CATEGORY_TOO_DEEP);
        }
    }
    errors.into_result()?;
    if tree.name_taken(parent, name, id) {
        return Err(AppError::Conflict {
            field: "name",
            message: refusals::CATEGORY_NAME_TAKEN.into(),
        });
    }
    Ok(())
}

/// Adds a category.
pub async fn create_category(
    state: &AppState,
    session: &Session,
    body: QuestionCategoryBody,
) -> AppResult<Category> {
    let name = bank::category_name(body.name.as_deref().unwrap_or_default())
        .map_err(|r| AppError::field("name", r))?;
    let parent = parent_of(&body);
    let work = Work::by(state, session.actor()).await?;
    check_place(&tree_of(&work.tx).await?, None, &name, parent)?;
    let c =
        db::questions::create_category(&work.tx, name, parent, session.user_id, work.now).await?;
    let entry = Entry::new(Kind::Content, "添加题目分类", Object::Category, Some(c.id));
    work.audit(entry.label(&c.name)).await?;
    work.commit().await?;
    Ok(c)
}

async fn own_category(
    db: &impl ConnectionTrait,
    session: &Session,
    id: i64,
) -> AppResult<Category> {
    let c = db::questions::category(db, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::CATEGORY_NOT_FOUND.into()))?;
    if !session.authoring().covers(c.author_id) {
        return Err(AppError::Forbidden(refusals::CATEGORY_NOT_OWN.into()));
    }
    Ok(c)
}

/// Renames a category or moves it under another (never under itself or its own).
pub async fn update_category(
    state: &AppState,
    session: &Session,
    id: i64,
    body: QuestionCategoryBody,
) -> AppResult<Category> {
    own_category(&state.db, session, id).await?;
    let name = bank::category_name(body.name.as_deref().unwrap_or_default())
        .map_err(|r| AppError::field("name", r))?;
    let parent = parent_of(&body);
    let work = Work::by(state, session.actor()).await?;
    let current = own_category(&work.tx, session, id).await?;
    check_place(&tree_of(&work.tx).await?, Some(id), &name, parent)?;
    let before = current.name.clone();
    let c = db::questions::update_category(&work.tx, current, name, parent, work.now).await?;
    let entry = Entry::new(Kind::Content, "修改题目分类", Object::Category, Some(id))
        .label(&c.name)
        .change(Some(before), Some(&c.name));
    work.audit(entry).await?;
    let mut work = work;
    // A drawn exam's rule takes the questions under a 知识点: moving one changes what it draws.
    work.changed(Change::Exam);
    work.commit().await?;
    Ok(c)
}

/// Deletes a category nothing is filed under.
pub async fn delete_category(state: &AppState, session: &Session, id: i64) -> AppResult<()> {
    let work = Work::by(state, session.actor()).await?;
    let category = own_category(&work.tx, session, id).await?;
    if tree_of(&work.tx).await?.subtree(id).len() > 1
        || db::questions::category_in_use(&work.tx, id).await?
    {
        return Err(AppError::Conflict {
            field: "id",
            message: refusals::CATEGORY_IN_USE.into(),
        });
    }
    db::questions::delete_category(&work.tx, id).await?;
    let entry = Entry::new(Kind::Deletion, "删除题目分类", Object::Category, Some(id));
    work.audit(entry.label(&category.name)).await?;
    work.commit().await
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionMoveBody {
    /// The questions (the caller's own; at most 500).
    pub ids: Option<Vec<i64>>,
    /// Where to: a category, or 0 / null for none.
    pub category_id: Option<i64>,
}

/// Files the caller's questions under a category (or none); answers how many moved. Every id
/// must be one of the caller's questions, or nothing moves.
pub async fn move_questions(
    state: &AppState,
    session: &Session,
    body: QuestionMoveBody,
) -> AppResult<u64> {
    let mut ids = body.ids.unwrap_or_default();
    ids.sort_unstable();
    ids.dedup();
    if ids.is_empty() {
        return Err(AppError::field("ids", refusals::QUESTION_MOVE_EMPTY));
    }
    if ids.len() > MOVE_MAX {
        return Err(AppError::field(
            "ids",
            refusals::QUESTION_MOVE_TOO_MANY.with("max", MOVE_MAX),
        ));
    }
    let target = body.category_id.filter(|c| *c > 0);
    let mut work = Work::by(state, session.actor()).await?;
    if let Some(c) = target
        && db::questions::category(&work.tx, c).await?.is_none()
    {
        return Err(AppError::field("categoryId", refusals::CATEGORY_NOT_FOUND));
    }
    let scope = session.authoring();
    let owned = db::questions::owned_ids(&work.tx, &ids, scope.author()).await?;
    if owned.len() != ids.len() {
        let all = db::questions::owned_ids(&work.tx, &ids, None).await?;
        return Err(if all.len() != ids.len() {
            AppError::NotFound(refusals::QUESTION_NOT_FOUND.into())
        } else {
            AppError::Forbidden(refusals::QUESTION_NOT_OWN.into())
        });
    }
    let moved = db::questions::move_questions(&work.tx, ids, target, work.now).await?;
    let entry = Entry::new(Kind::Content, "移动题目", Object::Category, target)
        .label(format!("{moved} 道题目"));
    work.audit(entry).await?;
    work.changed(Change::Exam);
    work.commit().await?;
    Ok(moved)
}

/// One question of an import as the preview shows it.
pub struct ImportRow {
    /// The sheet row or the paragraph where it starts.
    pub at: usize,
    pub kind: Option<QuestionType>,
    pub is_multiple: bool,
    pub content: String,
    pub category: String,
    pub difficulty: i32,
    /// (field, message) of every error; none: it will be imported.
    pub errors: Vec<(String, Message)>,
}

/// What an import found: every question with its errors, and the categories it will create.
pub struct ImportReport {
    pub format: &'static str,
    pub rows: Vec<ImportRow>,
    pub new_categories: Vec<String>,
    /// Questions imported (0 for a preview).
    pub imported: u64,
}

impl ImportReport {
    pub fn error_count(&self) -> usize {
        self.rows.iter().filter(|r| !r.errors.is_empty()).count()
    }
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionImportBody {
    /// A file the caller uploaded with source `question-import` (.xlsx or .docx).
    pub file_id: Option<i64>,
}

/// Reads an uploaded file into drafts (off the async threads: a large workbook takes a while).
async fn read_file(
    state: &AppState,
    session: &Session,
    file_id: Option<i64>,
) -> AppResult<(&'static str, Vec<Draft>)> {
    let Some(file_id) = file_id else {
        return Err(AppError::field("fileId", refusals::FILE_MISSING));
    };
    let record = crate::service::files::readable(state, file_id, session).await?;
    if record.source != upload::QUESTION_IMPORT || record.owner_id != Some(session.user_id) {
        return Err(AppError::field("fileId", refusals::QUESTION_IMPORT_SOURCE));
    }
    let bytes = state
        .storage
        .read_all(&record.sha256)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::FILE_NOT_FOUND.into()))?;
    let docx = record.mime.contains("wordprocessingml");
    let read =
        tokio::task::spawn_blocking(move || -> Result<Result<Vec<Draft>, Message>, ReadError> {
            if docx {
                let paragraphs = question_files::read_docx(&bytes)?;
                Ok(Ok(bank::read_paper(
                    paragraphs.iter().map(|(t, n)| (t.as_str(), *n)),
                )))
            } else {
                let rows = question_files::read_xlsx(&bytes)?;
                let mut rows = rows
                    .into_iter()
                    .skip_while(|(_, cells)| cells.iter().all(|c| c.trim().is_empty()));
                let Some(columns) = rows
                    .next()
                    .and_then(|(_, header)| bank::header_columns(&header))
                else {
                    return Ok(Err(refusals::QUESTION_IMPORT_NO_HEADER.into()));
                };
                Ok(Ok(rows
                    .filter_map(|(at, cells)| bank::read_row(&columns, &cells, at))
                    .take(bank::IMPORT_MAX + 1)
                    .collect()))
            }
        })
        .await
        .map_err(anyhow::Error::from)?;
    let drafts = match read {
        Err(ReadError::Unreadable) => {
            return Err(AppError::field(
                "fileId",
                refusals::QUESTION_IMPORT_FILE_INVALID,
            ));
        }
        Ok(Err(message)) => return Err(AppError::field("fileId", message)),
        Ok(Ok(drafts)) => drafts,
    };
    if drafts.is_empty() {
        return Err(AppError::field("fileId", refusals::QUESTION_IMPORT_EMPTY));
    }
    if drafts.len() > bank::IMPORT_MAX {
        return Err(AppError::field(
            "fileId",
            refusals::QUESTION_IMPORT_TOO_MANY.with("max", bank::IMPORT_MAX),
        ));
    }
    Ok((if docx { "docx" } else { "xlsx" }, drafts))
}

/// A draft checked by the same rules as the question editor, with its category's path.
struct Checked {
    fields: Option<db::questions::QuestionFields>,
    row: ImportRow,
    path: Vec<String>,
}

fn check(draft: Draft) -> Checked {
    let mut errors: Vec<(String, Message)> = draft
        .errors
        .iter()
        .map(|(f, m)| (f.to_string(), m.clone()))
        .collect();
    let options: serde_json::Map<String, Value> = draft
        .options
        .iter()
        .map(|(l, t)| (l.clone(), json!(t)))
        .collect();
    let body = QuestionBody {
        r#type: draft.kind.map(|k| k.as_str().to_string()),
        content: Some(draft.content.clone()),
        metadata: Some(json!({ "isMultiple": draft.is_multiple, "options": options })),
        answer: Some(draft.answer.clone()),
        score: draft.score,
        explanation: draft.explanation.clone(),
        subject: None,
        category_id: None,
        difficulty: draft.difficulty,
        tags: Some(draft.tags.clone()),
    };
    let fields = match db::questions::QuestionFields::try_from(body) {
        Ok(f) => Some(f),
        Err(AppError::Validation(found)) => {
            for (field, message) in found.entries() {
                // The reading's own error of a field says more than the rule's.
                if !errors.iter().any(|(f, _)| f == field) {
                    errors.push((field.to_string(), message.clone()));
                }
            }
            None
        }
        Err(_) => None,
    };
    let content: String = draft.content.chars().take(120).collect();
    Checked {
        fields: fields.filter(|_| errors.is_empty()),
        row: ImportRow {
            at: draft.at,
            kind: draft.kind,
            is_multiple: draft.is_multiple,
            content,
            category: draft.category.join("/"),
            difficulty: draft.difficulty.unwrap_or(bank::DEFAULT_DIFFICULTY),
            errors,
        },
        path: draft.category,
    }
}

/// Reads an uploaded bank and checks every question; with `commit`, imports them all (creating
/// the categories their 知识点 name) in one transaction, or none when any has an error.
pub async fn import(
    state: &AppState,
    session: &Session,
    body: QuestionImportBody,
    commit: bool,
) -> AppResult<ImportReport> {
    throttles::QUESTION_IMPORT
        .take(state, &session.user_id.to_string())
        .await?;
    let (format, drafts) = read_file(state, session, body.file_id).await?;
    let checked: Vec<Checked> = drafts.into_iter().map(check).collect();
    let tree = tree(state).await?;
    let mut new_categories: Vec<String> = Vec::new();
    for c in &checked {
        for depth in 1..=c.path.len() {
            let prefix = &c.path[..depth];
            let path = prefix.join("/");
            if tree.find(prefix).is_none() && !new_categories.contains(&path) {
                new_categories.push(path);
            }
        }
    }
    let mut report = ImportReport {
        format,
        rows: Vec::new(),
        new_categories,
        imported: 0,
    };
    if !commit {
        report.rows = checked.into_iter().map(|c| c.row).collect();
        return Ok(report);
    }
    let errors = checked.iter().filter(|c| c.fields.is_none()).count();
    if errors > 0 {
        return Err(AppError::field(
            "fileId",
            refusals::QUESTION_IMPORT_HAS_ERRORS.with("count", errors),
        ));
    }
    let mut work = Work::by(state, session.actor()).await?;
    // The tree again inside the transaction: someone may have added a category meanwhile.
    let tree = tree_of(&work.tx).await?;
    let mut made: HashMap<String, i64> = HashMap::new();
    let mut all = Vec::with_capacity(checked.len());
    for c in checked {
        let mut fields = c.fields.expect("checked above");
        let mut parent: Option<i64> = None;
        for depth in 1..=c.path.len() {
            let prefix = &c.path[..depth];
            let key = prefix.join("/");
            let id = match tree.find(prefix).or_else(|| made.get(&key).copied()) {
                Some(id) => id,
                None => {
                    let created = db::questions::create_category(
                        &work.tx,
                        prefix[depth - 1].clone(),
                        parent,
                        session.user_id,
                        work.now,
                    )
                    .await?;
                    made.insert(key, created.id);
                    created.id
                }
            };
            parent = Some(id);
        }
        fields.category_id = parent;
        all.push(fields);
    }
    report.imported =
        db::questions::create_questions(&work.tx, all, session.user_id, work.now).await?;
    let entry = Entry::new(Kind::Content, "导入题目", Object::Question, None)
        .label(format!("{} 道题目", report.imported));
    work.audit(entry).await?;
    work.changed(Change::Exam);
    work.commit().await?;
    Ok(report)
}

/// The template's 14 cells of a question.
fn template_row(q: &db::questions::Question, tags: &[String], tree: &Tree) -> [String; 14] {
    let kind = match (q.kind(), q.is_multiple) {
        (QuestionType::Choice, false) => "单选题",
        (QuestionType::Choice, true) => "多选题",
        (QuestionType::Judge, _) => "判断题",
        (QuestionType::Fill, _) => "填空题",
        (QuestionType::Short, _) => "简答题",
    };
    let options = q.option_map();
    let option = |l: &str| {
        options
            .get(l)
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string()
    };
    let answer = q.answer_json();
    let texts = |v: &Value| -> Vec<String> {
        v.as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .map(str::to_string)
            .collect()
    };
    let answer = match q.kind() {
        QuestionType::Choice => texts(&answer).concat(),
        QuestionType::Judge => if answer.as_bool().unwrap_or(false) {
            "对"
        } else {
            "错"
        }
        .to_string(),
        QuestionType::Fill => texts(&answer).join("|"),
        QuestionType::Short => answer.as_str().unwrap_or_default().to_string(),
    };
    [
        kind.to_string(),
        q.content.clone(),
        option("A"),
        option("B"),
        option("C"),
        option("D"),
        option("E"),
        option("F"),
        answer,
        q.score.to_string(),
        q.explanation.clone().unwrap_or_default(),
        q.category_id.map(|c| tree.path(c)).unwrap_or_default(),
        bank::difficulty_name(q.difficulty).to_string(),
        tags.join(","),
    ]
}

/// The caller's questions of a category and those under it (all of the scope for None) in the
/// template's columns, oldest first, and the file's name.
pub async fn export(
    state: &AppState,
    scope: Scope,
    category_id: Option<i64>,
) -> AppResult<(Vec<u8>, String)> {
    let tree = tree(state).await?;
    let mut filter = QuestionFilter {
        author_id: scope.author(),
        ..Default::default()
    };
    let name = match category_id.filter(|c| *c > 0) {
        Some(c) if !tree.contains(c) => {
            return Err(AppError::NotFound(refusals::CATEGORY_NOT_FOUND.into()));
        }
        Some(c) => {
            filter.categories = Some(tree.subtree(c));
            tree.path(c).replace('/', "-")
        }
        None => "全部".to_string(),
    };
    let questions = db::questions::all_questions(&state.db, &filter, EXPORT_MAX).await?;
    let mut tags =
        db::questions::tags_of(&state.db, questions.iter().map(|q| q.id).collect()).await?;
    let rows: Vec<[String; 14]> = questions
        .iter()
        .map(|q| template_row(q, &tags.remove(&q.id).unwrap_or_default(), &tree))
        .collect();
    let bytes = tokio::task::spawn_blocking(move || question_files::write(&rows, false))
        .await
        .map_err(anyhow::Error::from)??;
    let date = crate::domain::calendar::date_of_ms(state.clock.now_ms());
    Ok((bytes, format!("题库-{name}-{date}.xlsx")))
}

/// The empty template with its notes and examples.
pub fn template() -> AppResult<Vec<u8>> {
    Ok(question_files::write(&[], true)?)
}

/// The sample Word paper: the layout a .docx import reads.
pub fn sample_paper() -> AppResult<Vec<u8>> {
    Ok(question_files::sample_paper()?)
}
