//! Authoring the question bank and exams. Teachers work on their own questions and exams,
//! administrators on all; every write drops the cached catalogue and papers.

use serde::Deserialize;
use serde_json::{Map, Value, json};

use crate::auth::{Scope, Session};
pub use crate::db::exams::ExamItem;
pub use crate::db::questions::QuestionFilter;
use crate::db::{self, exams::Exam, questions::Question};
use crate::domain::exam::QuestionType::{self, Choice, Fill, Judge, Short};
use crate::domain::exam::{self as rules, AnswerVisibility, DEFAULT_DURATION_SECS, DEFAULT_SCORE};
use crate::domain::paper::{self, DrawRule};
use crate::domain::question_bank as bank;
use crate::domain::rules as limits;
use crate::error::{AppError, AppResult, FieldErrors};
use crate::refusals;
use crate::service::AppState;
use crate::service::caches::Change;
use crate::service::course_authoring::is_url;
use crate::service::work::Work;
use sea_orm::ConnectionTrait;

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

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamItemBody {
    pub question_id: i64,
    /// Default: the question's score.
    pub score: Option<i32>,
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamBody {
    /// Ignored: the URL's id is the exam's id.
    pub id: Option<Value>,
    /// `name` is accepted too.
    #[serde(alias = "name")]
    pub title: Option<String>,
    pub description: Option<String>,
    pub cover: Option<String>,
    /// Seconds (default 7200).
    pub duration: Option<i64>,
    pub started_at: Option<i64>,
    pub expired_at: Option<i64>,
    pub subject: Option<String>,
    /// Learners of this course (status 4) may take it; null: every learner.
    pub course_id: Option<i64>,
    /// When learners see the correct answers and explanations: afterClose (default),
    /// afterGrading or never. Left out when updating: unchanged.
    #[schema(value_type = Option<AnswerVisibility>)]
    pub answer_visibility: Option<String>,
    /// The score that passes, 1 to the total; null or left out: 60 % of the total (rounded up).
    /// A learner whose graded score reaches it has passed the exam of their course.
    pub pass_score: Option<i32>,
    /// Learners must have the 学时 the course requires before starting it (default false; left
    /// out when updating: unchanged).
    pub requires_hours: Option<bool>,
    /// A fixed paper: these questions in this order (leave `rules` out or empty).
    pub items: Option<Vec<ExamItemBody>>,
    /// A paper drawn for each learner when they start: these rules over the exam author's
    /// questions (leave `items` out or empty). Every save sends the one or the other.
    pub rules: Option<Vec<DrawRule>>,
    /// Each learner's questions in their own order within each type section (default false;
    /// left out when updating: unchanged).
    pub shuffle_questions: Option<bool>,
    /// Each learner's options of a choice in their own order (default false; left out when
    /// updating: unchanged).
    pub shuffle_options: Option<bool>,
}

/// An exam as written, its fields checked one by one; what they name (the course, the
/// questions) is checked against the bank by `exam_fields`.
pub struct ExamDraft {
    title: String,
    description: Option<String>,
    cover: Option<String>,
    duration: i64,
    started_at: Option<i64>,
    expired_at: Option<i64>,
    subject: Option<String>,
    course_id: Option<i64>,
    /// None: as the exam being replaced has it.
    answer_visibility: Option<AnswerVisibility>,
    pass_score: Option<i32>,
    requires_hours: Option<bool>,
    items: Vec<ExamItemBody>,
    rules: Option<Vec<DrawRule>>,
    shuffle_questions: Option<bool>,
    shuffle_options: Option<bool>,
}

impl TryFrom<ExamBody> for ExamDraft {
    type Error = AppError;

    fn try_from(body: ExamBody) -> AppResult<Self> {
        let _ = body.id;
        let mut errors = FieldErrors::new();
        let text = |v: Option<String>| v.map(|s| s.trim().to_string()).filter(|s| !s.is_empty());
        let title = text(body.title);
        match title.as_deref() {
            None => errors.add("title", refusals::EXAM_TITLE_REQUIRED),
            Some(t) if t.chars().count() > 100 => {
                errors.add("title", refusals::EXAM_TITLE_TOO_LONG)
            }
            _ => {}
        }
        let duration = body.duration.unwrap_or(DEFAULT_DURATION_SECS);
        if !(60..=86_400).contains(&duration) {
            errors.add("duration", refusals::EXAM_DURATION_RANGE);
        }
        match (body.started_at, body.expired_at) {
            (Some(s), Some(e)) if e <= s => {
                errors.add("expiredAt", refusals::EXAM_END_BEFORE_START)
            }
            (Some(_), None) | (None, Some(_)) => {
                errors.add("expiredAt", refusals::EXAM_TIMES_INCOMPLETE)
            }
            _ => {}
        }
        let answer_visibility = match body.answer_visibility.as_deref() {
            None => None,
            Some(name) => errors.check(
                "answerVisibility",
                AnswerVisibility::parse(name).ok_or(refusals::EXAM_ANSWER_VISIBILITY_INVALID),
            ),
        };
        let cover = text(body.cover);
        match cover.as_deref() {
            Some(c) if !is_url(c) => errors.add("cover", refusals::COVER_INVALID),
            Some(c) => {
                errors.check("cover", limits::at_most(c, limits::URL_MAX));
            }
            None => {}
        }
        let description = text(body.description);
        if let Some(d) = &description {
            errors.check("description", limits::at_most(d, limits::DESCRIPTION_MAX));
        }
        let subject = text(body.subject);
        if let Some(s) = &subject {
            errors.check("subject", limits::at_most(s, limits::SUBJECT_MAX));
        }
        let items = body.items.unwrap_or_default();
        if items.is_empty() && body.rules.as_ref().is_none_or(Vec::is_empty) {
            errors.add("items", refusals::EXAM_ITEMS_REQUIRED);
        }
        if let Some(rules) = &body.rules {
            if rules.len() > paper::RULES_MAX {
                errors.add(
                    "rules",
                    refusals::EXAM_RULES_TOO_MANY.with("max", paper::RULES_MAX),
                );
            }
            for rule in rules {
                errors.check("rules", rule.check());
            }
        }
        if items
            .iter()
            .any(|i| i.score.is_some_and(|s| !(1..=100).contains(&s)))
        {
            errors.add("items", refusals::QUESTION_SCORE_RANGE);
        }
        errors.finish(|| {
            Some(Self {
                title: title?,
                description,
                cover,
                duration,
                started_at: body.started_at,
                expired_at: body.expired_at,
                subject,
                course_id: body.course_id,
                answer_visibility,
                pass_score: body.pass_score,
                requires_hours: body.requires_hours,
                items,
                rules: body.rules,
                shuffle_questions: body.shuffle_questions,
                shuffle_options: body.shuffle_options,
            })
        })
    }
}

/// The exam's fields from a draft, checked against the bank and the caller's scope: its course
/// and questions are the caller's to use, no question twice, a pass score within the total.
/// `current` is the exam being replaced (its settings are kept where the draft leaves them out).
async fn exam_fields(
    db: &impl ConnectionTrait,
    session: &Session,
    current: Option<&Exam>,
    draft: ExamDraft,
) -> AppResult<db::exams::ExamFields> {
    let mut errors = FieldErrors::new();
    if let Some(course_id) = draft.course_id {
        match db::courses::find(db, course_id).await? {
            None => errors.add("courseId", refusals::COURSE_NOT_FOUND),
            Some(c) if !session.authoring().covers(c.teacher_id) => {
                errors.add("courseId", refusals::EXAM_COURSE_NOT_OWN)
            }
            _ => {}
        }
    }
    let questions =
        db::questions::questions_by_ids(db, draft.items.iter().map(|i| i.question_id).collect())
            .await?;
    let mut chosen: Vec<(i64, i32)> = Vec::new();
    for item in &draft.items {
        match questions.get(&item.question_id) {
            None => errors.add("items", refusals::QUESTION_NOT_FOUND),
            Some(q) if !session.authoring().covers(q.author_id) => {
                errors.add("items", refusals::EXAM_QUESTION_NOT_OWN)
            }
            Some(_) if chosen.iter().any(|(id, _)| *id == item.question_id) => {
                errors.add("items", refusals::EXAM_QUESTION_REPEATED)
            }
            Some(q) => chosen.push((q.id, item.score.unwrap_or(q.score))),
        }
    }
    // A drawn paper's rules; a fixed paper's items win when both are sent.
    let rules = if draft.items.is_empty() {
        draft.rules.clone().unwrap_or_default()
    } else {
        Vec::new()
    };
    if !rules.is_empty() {
        let tree = crate::service::question_bank::tree_of(db).await?;
        if rules
            .iter()
            .any(|r| r.category_id.is_some_and(|c| !tree.contains(c)))
        {
            errors.add("rules", refusals::CATEGORY_NOT_FOUND);
        } else {
            let author = current.and_then(|e| e.author_id).unwrap_or(session.user_id);
            let pool = db::questions::candidates(db, Some(author)).await?;
            let sizes = paper::pool_sizes(&rules, &pool, |c| tree.subtree(c).into_iter().collect());
            if let Some((i, (rule, available))) = rules
                .iter()
                .zip(sizes)
                .enumerate()
                .find(|(_, (rule, available))| *available < rule.count as usize)
            {
                let short = paper::PoolShort {
                    rule: i + 1,
                    needed: rule.count,
                    available,
                };
                errors.add("rules", short.message());
            }
        }
    }
    let total: i32 =
        chosen.iter().map(|(_, s)| s).sum::<i32>() + rules.iter().map(DrawRule::total).sum::<i32>();
    if draft
        .pass_score
        .is_some_and(|p| !(1..=total.max(1)).contains(&p))
    {
        errors.add("passScore", refusals::EXAM_PASS_SCORE_RANGE);
    }
    errors.into_result()?;
    Ok(db::exams::ExamFields {
        title: draft.title,
        description: draft.description,
        cover: draft.cover,
        duration: draft.duration,
        started_at: draft.started_at,
        expired_at: draft.expired_at,
        subject: draft.subject,
        course_id: draft.course_id,
        answer_visibility: draft
            .answer_visibility
            .or(current.map(Exam::visibility))
            .unwrap_or_default(),
        pass_score: draft.pass_score,
        requires_hours: draft
            .requires_hours
            .or(current.map(|e| e.requires_hours))
            .unwrap_or(false),
        items: chosen,
        rules_total: rules.iter().map(DrawRule::total).sum(),
        draw_rules: if rules.is_empty() {
            String::new()
        } else {
            serde_json::to_string(&rules).map_err(anyhow::Error::from)?
        },
        shuffle_questions: draft
            .shuffle_questions
            .or(current.map(|e| e.shuffle_questions))
            .unwrap_or(false),
        shuffle_options: draft
            .shuffle_options
            .or(current.map(|e| e.shuffle_options))
            .unwrap_or(false),
    })
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
        Some(id) => {
            filter.categories = Some(
                crate::service::question_bank::tree(state)
                    .await?
                    .subtree(id),
            )
        }
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

/// An exam's paper for its editor: each item in order with its question and the question's tags.
pub async fn paper(state: &AppState, exam: &Exam) -> AppResult<Vec<(ExamItem, Tagged)>> {
    let items = db::exams::items(&state.db, exam.id).await?;
    let ids: Vec<i64> = items.iter().map(|i| i.question_id).collect();
    let mut questions = db::questions::questions_by_ids(&state.db, ids.clone()).await?;
    let mut tags = db::questions::tags_of(&state.db, ids).await?;
    Ok(items
        .into_iter()
        .filter_map(|i| {
            let q = questions.remove(&i.question_id)?;
            let t = tags.remove(&i.question_id).unwrap_or_default();
            Some((i, (q, t)))
        })
        .collect())
}

/// Adds a question to the bank.
pub async fn create_question(
    state: &AppState,
    session: &Session,
    body: QuestionBody,
) -> AppResult<Tagged> {
    let fields = db::questions::QuestionFields::try_from(body)?;
    let mut work = Work::begin(state).await?;
    check_category(&work.tx, fields.category_id).await?;
    let tags = fields.tags.clone();
    let q = db::questions::create_question(&work.tx, fields, session.user_id, work.now).await?;
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
    let mut work = Work::begin(state).await?;
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
    let q = db::questions::update_question(&work.tx, current, fields, work.now).await?;
    work.changed(Change::Exam);
    work.commit().await?;
    Ok((q, tags))
}

/// Deletes a question no exam uses.
pub async fn delete_question(state: &AppState, session: &Session, id: i64) -> AppResult<()> {
    let mut work = Work::begin(state).await?;
    own_question(&work.tx, session, id).await?;
    if db::questions::question_in_use(&work.tx, id).await? {
        return Err(AppError::Conflict {
            field: "id",
            message: refusals::QUESTION_IN_USE.into(),
        });
    }
    db::questions::delete_question(&work.tx, id).await?;
    work.changed(Change::Exam);
    work.commit().await
}

/// The exam, if the caller may edit it.
pub async fn own_exam(state: &AppState, session: &Session, id: i64) -> AppResult<Exam> {
    editable_exam(&state.db, session, id).await
}

async fn editable_exam(db: &impl ConnectionTrait, session: &Session, id: i64) -> AppResult<Exam> {
    let exam = db::exams::exam(db, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::EXAM_NOT_FOUND.into()))?;
    if !session.authoring().covers(exam.author_id) {
        return Err(AppError::Forbidden(refusals::EXAM_NOT_OWN.into()));
    }
    Ok(exam)
}

/// Creates an exam (`id` None) or replaces the caller's exam; the total score is the sum of its
/// items' scores.
pub async fn save_exam(
    state: &AppState,
    session: &Session,
    id: Option<i64>,
    body: ExamBody,
) -> AppResult<Exam> {
    if let Some(id) = id {
        own_exam(state, session, id).await?;
    }
    let draft = ExamDraft::try_from(body)?;
    let mut work = Work::begin(state).await?;
    let current = match id {
        Some(id) => Some(editable_exam(&work.tx, session, id).await?),
        None => None,
    };
    let fields = exam_fields(&work.tx, session, current.as_ref(), draft).await?;
    let exam = db::exams::save_exam(&work.tx, current, fields, session.user_id, work.now).await?;
    work.changed(Change::Exam);
    work.commit().await?;
    Ok(exam)
}

/// Deletes an exam with its records.
pub async fn delete_exam(state: &AppState, session: &Session, id: i64) -> AppResult<()> {
    let mut work = Work::begin(state).await?;
    editable_exam(&work.tx, session, id).await?;
    db::exams::delete_exam(&work.tx, id).await?;
    work.changed(Change::Exam);
    work.commit().await
}
