//! The question bank: questions with their categories (知识点), difficulty and tags.

use std::collections::{HashMap, HashSet};

use sea_orm::sea_query::{Expr, ExprTrait, Query};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, EntityTrait, PaginatorTrait,
    QueryFilter, QueryOrder, QuerySelect, Set,
};
use serde_json::{Map, Value};

use super::DbResult;
use super::entity::{exam_item, exam_record, question, question_category, question_tag};
use crate::domain::exam::{AnswerKey, QuestionType};
use crate::domain::page::Page;

pub use question::Model as Question;
pub use question_category::Model as Category;

impl Question {
    /// The stored type; the bank only stores the four known names.
    pub fn kind(&self) -> QuestionType {
        QuestionType::parse(&self.r#type).unwrap_or(QuestionType::Short)
    }
    /// The right answer, typed by the question's kind.
    pub fn answer_key(&self) -> AnswerKey {
        AnswerKey::of(self.kind(), &self.answer_json())
    }
    /// The stored answer as the editor shows it.
    pub fn answer_json(&self) -> Value {
        super::json_column(&self.answer, "question.answer")
    }
    /// Choice options, label → text.
    pub fn option_map(&self) -> Map<String, Value> {
        super::json_column(&self.options, "question.options")
    }
}

pub struct QuestionFields {
    pub r#type: String,
    pub content: String,
    pub options: String,
    pub is_multiple: bool,
    pub answer: String,
    pub score: i32,
    pub explanation: Option<String>,
    pub subject: Option<String>,
    pub category_id: Option<i64>,
    pub difficulty: i32,
    /// Distinct, checked by `domain::question_bank::tags`.
    pub tags: Vec<String>,
}

#[derive(Default)]
pub struct QuestionFilter {
    pub search: Option<String>,
    pub r#type: Option<String>,
    pub subject: Option<String>,
    pub author_id: Option<i64>,
    /// In one of these categories (a category and those under it).
    pub categories: Option<Vec<i64>>,
    /// Filed under no category.
    pub uncategorised: bool,
    pub difficulty: Option<i32>,
    pub tag: Option<String>,
}

fn questions_filtered(f: &QuestionFilter) -> sea_orm::Select<question::Entity> {
    let mut cond = Condition::all();
    if let Some(s) = f.search.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        cond = cond.add(question::Column::Content.contains(s));
    }
    if let Some(t) = f.r#type.as_deref().filter(|t| !t.is_empty()) {
        cond = cond.add(question::Column::Type.eq(t));
    }
    if let Some(s) = f.subject.as_deref().filter(|s| !s.is_empty()) {
        cond = cond.add(question::Column::Subject.eq(s));
    }
    if let Some(a) = f.author_id {
        cond = cond.add(question::Column::AuthorId.eq(a));
    }
    if let Some(ids) = &f.categories {
        cond = cond.add(question::Column::CategoryId.is_in(ids.iter().copied()));
    }
    if f.uncategorised {
        cond = cond.add(question::Column::CategoryId.is_null());
    }
    if let Some(d) = f.difficulty {
        cond = cond.add(question::Column::Difficulty.eq(d));
    }
    if let Some(tag) = f.tag.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        cond = cond.add(
            question::Column::Id.in_subquery(
                Query::select()
                    .column(question_tag::Column::QuestionId)
                    .from(question_tag::Entity)
                    .and_where(Expr::col(question_tag::Column::Tag).eq(tag))
                    .to_owned(),
            ),
        );
    }
    question::Entity::find().filter(cond)
}

pub async fn questions(
    db: &impl ConnectionTrait,
    f: &QuestionFilter,
    page: Page,
) -> DbResult<(Vec<Question>, u64)> {
    let total = questions_filtered(f).count(db).await?;
    let rows = questions_filtered(f)
        .order_by_desc(question::Column::Id)
        .offset(page.offset())
        .limit(page.size())
        .all(db)
        .await?;
    Ok((rows, total))
}

/// Distinct subjects of the questions a filter allows (for the subject filter).
pub async fn question_subjects(
    db: &impl ConnectionTrait,
    author_id: Option<i64>,
) -> DbResult<Vec<String>> {
    let f = QuestionFilter {
        author_id,
        ..Default::default()
    };
    let rows: Vec<Option<String>> = questions_filtered(&f)
        .select_only()
        .column(question::Column::Subject)
        .distinct()
        .order_by_asc(question::Column::Subject)
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows
        .into_iter()
        .flatten()
        .filter(|s| !s.is_empty())
        .collect())
}

pub async fn question(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<Question>> {
    Ok(question::Entity::find_by_id(id).one(db).await?)
}

pub async fn questions_by_ids(
    db: &impl ConnectionTrait,
    ids: Vec<i64>,
) -> DbResult<HashMap<i64, Question>> {
    let rows = question::Entity::find()
        .filter(question::Column::Id.is_in(ids))
        .all(db)
        .await?;
    Ok(rows.into_iter().map(|q| (q.id, q)).collect())
}

pub async fn create_question(
    db: &impl ConnectionTrait,
    mut f: QuestionFields,
    author_id: i64,
    now: i64,
) -> DbResult<Question> {
    let tags = std::mem::take(&mut f.tags);
    let q = insert(db, f, author_id, now).await?;
    add_tags(db, vec![(q.id, tags)]).await?;
    Ok(q)
}

pub async fn update_question(
    db: &impl ConnectionTrait,
    current: Question,
    f: QuestionFields,
    now: i64,
) -> DbResult<Question> {
    let mut m: question::ActiveModel = current.into();
    m.r#type = Set(f.r#type);
    m.content = Set(f.content);
    m.options = Set(f.options);
    m.is_multiple = Set(f.is_multiple);
    m.answer = Set(f.answer);
    m.score = Set(f.score);
    m.explanation = Set(f.explanation);
    m.subject = Set(f.subject);
    m.category_id = Set(f.category_id);
    m.difficulty = Set(f.difficulty);
    m.updated_at = Set(now);
    let q = m.update(db).await?;
    question_tag::Entity::delete_many()
        .filter(question_tag::Column::QuestionId.eq(q.id))
        .exec(db)
        .await?;
    add_tags(db, vec![(q.id, f.tags)]).await?;
    Ok(q)
}

/// Does an exam use the question, or an attempt's own paper hold it (a drawn paper)?
pub async fn question_in_use(db: &impl ConnectionTrait, id: i64) -> DbResult<bool> {
    let used = exam_item::Entity::find()
        .filter(exam_item::Column::QuestionId.eq(id))
        .count(db)
        .await?;
    if used > 0 {
        return Ok(true);
    }
    // `PaperEntry` is stored as {"questionId":N,"score":…}: the id is always followed by a comma.
    let drawn = exam_record::Entity::find()
        .filter(exam_record::Column::Paper.like(format!("%\"questionId\":{id},%")))
        .count(db)
        .await?;
    Ok(drawn > 0)
}

pub async fn delete_question(db: &impl ConnectionTrait, id: i64) -> DbResult<()> {
    question::Entity::delete_by_id(id).exec(db).await?;
    Ok(())
}

/// Inserts one question (its tags apart).
async fn insert(
    db: &impl ConnectionTrait,
    f: QuestionFields,
    author_id: i64,
    now: i64,
) -> DbResult<Question> {
    Ok(question::ActiveModel {
        r#type: Set(f.r#type),
        content: Set(f.content),
        options: Set(f.options),
        is_multiple: Set(f.is_multiple),
        answer: Set(f.answer),
        score: Set(f.score),
        explanation: Set(f.explanation),
        subject: Set(f.subject),
        category_id: Set(f.category_id),
        difficulty: Set(f.difficulty),
        author_id: Set(Some(author_id)),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await?)
}

/// Adds many questions at once (an import), in order; answers how many.
pub async fn create_questions(
    db: &impl ConnectionTrait,
    all: Vec<QuestionFields>,
    author_id: i64,
    now: i64,
) -> DbResult<u64> {
    let mut tags = Vec::new();
    let count = all.len() as u64;
    for mut f in all {
        let tags_of = std::mem::take(&mut f.tags);
        let q = insert(db, f, author_id, now).await?;
        tags.push((q.id, tags_of));
    }
    add_tags(db, tags).await?;
    Ok(count)
}

async fn add_tags(db: &impl ConnectionTrait, tags: Vec<(i64, Vec<String>)>) -> DbResult<()> {
    let rows: Vec<question_tag::ActiveModel> = tags
        .into_iter()
        .flat_map(|(id, tags)| {
            tags.into_iter().map(move |tag| question_tag::ActiveModel {
                question_id: Set(id),
                tag: Set(tag),
            })
        })
        .collect();
    for chunk in rows.chunks(500) {
        question_tag::Entity::insert_many(chunk.to_vec())
            .exec(db)
            .await?;
    }
    Ok(())
}

/// The tags of these questions, each question's in order.
pub async fn tags_of(
    db: &impl ConnectionTrait,
    ids: Vec<i64>,
) -> DbResult<HashMap<i64, Vec<String>>> {
    let mut out: HashMap<i64, Vec<String>> = HashMap::new();
    for chunk in ids.chunks(1000) {
        let rows = question_tag::Entity::find()
            .filter(question_tag::Column::QuestionId.is_in(chunk.iter().copied()))
            .order_by_asc(question_tag::Column::Tag)
            .all(db)
            .await?;
        for r in rows {
            out.entry(r.question_id).or_default().push(r.tag);
        }
    }
    Ok(out)
}

/// The tags the questions of an author (all for None) use, most used first (at most 200).
pub async fn tags_in_use(
    db: &impl ConnectionTrait,
    author_id: Option<i64>,
) -> DbResult<Vec<String>> {
    let mut q = question_tag::Entity::find()
        .select_only()
        .column(question_tag::Column::Tag)
        .group_by(question_tag::Column::Tag)
        .order_by_desc(Expr::col(question_tag::Column::QuestionId).count())
        .order_by_asc(question_tag::Column::Tag)
        .limit(200);
    if let Some(a) = author_id {
        q = q.filter(
            question_tag::Column::QuestionId.in_subquery(
                Query::select()
                    .column(question::Column::Id)
                    .from(question::Entity)
                    .and_where(Expr::col(question::Column::AuthorId).eq(a))
                    .to_owned(),
            ),
        );
    }
    Ok(q.into_tuple().all(db).await?)
}

/// Files these questions under a category (None: under none); answers how many moved.
pub async fn move_questions(
    db: &impl ConnectionTrait,
    ids: Vec<i64>,
    category_id: Option<i64>,
    now: i64,
) -> DbResult<u64> {
    let done = question::Entity::update_many()
        .col_expr(question::Column::CategoryId, Expr::value(category_id))
        .col_expr(question::Column::UpdatedAt, Expr::value(now))
        .filter(question::Column::Id.is_in(ids))
        .exec(db)
        .await?;
    Ok(done.rows_affected)
}

/// Every category of the bank (a few hundred at most), by name.
pub async fn categories(db: &impl ConnectionTrait) -> DbResult<Vec<Category>> {
    Ok(question_category::Entity::find()
        .order_by_asc(question_category::Column::Name)
        .order_by_asc(question_category::Column::Id)
        .all(db)
        .await?)
}

pub async fn category(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<Category>> {
    Ok(question_category::Entity::find_by_id(id).one(db).await?)
}

pub async fn create_category(
    db: &impl ConnectionTrait,
    name: String,
    parent_id: Option<i64>,
    author_id: i64,
    now: i64,
) -> DbResult<Category> {
    Ok(question_category::ActiveModel {
        name: Set(name),
        parent_id: Set(parent_id),
        author_id: Set(Some(author_id)),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await?)
}

pub async fn update_category(
    db: &impl ConnectionTrait,
    current: Category,
    name: String,
    parent_id: Option<i64>,
    now: i64,
) -> DbResult<Category> {
    let mut m: question_category::ActiveModel = current.into();
    m.name = Set(name);
    m.parent_id = Set(parent_id);
    m.updated_at = Set(now);
    Ok(m.update(db).await?)
}

/// How many questions (of an author, all for None) each category holds directly.
pub async fn category_counts(
    db: &impl ConnectionTrait,
    author_id: Option<i64>,
) -> DbResult<HashMap<i64, u64>> {
    let mut q = question::Entity::find()
        .select_only()
        .column(question::Column::CategoryId)
        .column_as(question::Column::Id.count(), "n")
        .filter(question::Column::CategoryId.is_not_null())
        .group_by(question::Column::CategoryId);
    if let Some(a) = author_id {
        q = q.filter(question::Column::AuthorId.eq(a));
    }
    let rows: Vec<(Option<i64>, i64)> = q.into_tuple().all(db).await?;
    Ok(rows
        .into_iter()
        .filter_map(|(c, n)| Some((c?, u64::try_from(n).unwrap_or(0))))
        .collect())
}

/// Does any question (of anyone) sit in the category?
pub async fn category_in_use(db: &impl ConnectionTrait, id: i64) -> DbResult<bool> {
    Ok(question::Entity::find()
        .filter(question::Column::CategoryId.eq(id))
        .count(db)
        .await?
        > 0)
}

pub async fn delete_category(db: &impl ConnectionTrait, id: i64) -> DbResult<()> {
    question_category::Entity::delete_by_id(id).exec(db).await?;
    Ok(())
}

/// The ids among these that are questions of the author (all for None).
pub async fn owned_ids(
    db: &impl ConnectionTrait,
    ids: &[i64],
    author_id: Option<i64>,
) -> DbResult<HashSet<i64>> {
    let mut q = question::Entity::find()
        .select_only()
        .column(question::Column::Id)
        .filter(question::Column::Id.is_in(ids.iter().copied()));
    if let Some(a) = author_id {
        q = q.filter(question::Column::AuthorId.eq(a));
    }
    let rows: Vec<i64> = q.into_tuple().all(db).await?;
    Ok(rows.into_iter().collect())
}

/// Every question of the filter, oldest first (an export; at most `limit`).
pub async fn all_questions(
    db: &impl ConnectionTrait,
    f: &QuestionFilter,
    limit: u64,
) -> DbResult<Vec<Question>> {
    Ok(questions_filtered(f)
        .order_by_asc(question::Column::Id)
        .limit(limit)
        .all(db)
        .await?)
}

/// The questions of an author as the draw rules see them (a drawn paper's pool).
pub async fn candidates(
    db: &impl ConnectionTrait,
    author_id: Option<i64>,
) -> DbResult<Vec<crate::domain::paper::Candidate>> {
    let rows: Vec<(i64, String, bool, Option<i64>, i32, String)> = question::Entity::find()
        .select_only()
        .column(question::Column::Id)
        .column(question::Column::Type)
        .column(question::Column::IsMultiple)
        .column(question::Column::CategoryId)
        .column(question::Column::Difficulty)
        .column(question::Column::Options)
        .filter(match author_id {
            Some(a) => question::Column::AuthorId.eq(a),
            None => question::Column::AuthorId.is_null(),
        })
        .order_by_asc(question::Column::Id)
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows
        .into_iter()
        .map(
            |(id, kind, is_multiple, category_id, difficulty, options)| {
                let options: Map<String, Value> = super::json_column(&options, "question.options");
                crate::domain::paper::Candidate {
                    id,
                    kind: QuestionType::parse(&kind).unwrap_or(QuestionType::Short),
                    is_multiple,
                    category_id,
                    difficulty,
                    labels: options.keys().cloned().collect(),
                }
            },
        )
        .collect())
}
