//! Authoring exams: fixed papers from the bank or draw rules over it, and their settings.
//! Teachers work on their own exams, administrators on all; every write drops the cached
//! catalogue and papers. The questions themselves are `service::question_bank`'s.

use serde::Deserialize;
use serde_json::Value;

use crate::auth::Session;
pub use crate::db::exams::ExamItem;
use crate::db::{self, exams::Exam};
use crate::domain::attempts::{self, GradingMethod};
use crate::domain::audit::{Entry, Kind, Object};
use crate::domain::conduct;
use crate::domain::exam::{AnswerVisibility, DEFAULT_DURATION_SECS};
use crate::domain::paper::{self, DrawRule};
use crate::domain::rules as limits;
use crate::error::{AppError, AppResult, FieldErrors};
use crate::refusals;
use crate::service::AppState;
use crate::service::caches::Change;
use crate::service::course_authoring::is_url;
use crate::service::question_bank::Tagged;
use crate::service::work::Work;
use sea_orm::ConnectionTrait;

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
    /// Attempts each learner has, 1–20 (default 1; left out when updating: unchanged).
    pub attempts_allowed: Option<i32>,
    /// How the attempts make the result: highest (default), last, first or average (left out
    /// when updating: unchanged).
    #[schema(value_type = Option<GradingMethod>)]
    pub grading_method: Option<String>,
    /// Seconds a learner waits after an attempt before the next, 0–604800 (default 0; left out
    /// when updating: unchanged).
    pub attempt_wait: Option<i64>,
    /// The leaves (page hidden, window blurred, another page, full screen left when required)
    /// that submit an attempt, 0–20; 0: leaving never submits (default 3; left out when
    /// updating: unchanged).
    pub exit_limit: Option<i32>,
    /// The exam is sat in full screen (default false; left out when updating: unchanged).
    pub require_fullscreen: Option<bool>,
    /// Camera stills at the start of each attempt and at random moments, with the learner's
    /// consent (default false; left out when updating: unchanged).
    pub camera_required: Option<bool>,
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
    attempts_allowed: Option<i32>,
    grading_method: Option<GradingMethod>,
    attempt_wait: Option<i64>,
    exit_limit: Option<i32>,
    require_fullscreen: Option<bool>,
    camera_required: Option<bool>,
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
        if body
            .attempts_allowed
            .is_some_and(|n| !(1..=attempts::ATTEMPTS_MAX).contains(&n))
        {
            errors.add("attemptsAllowed", refusals::EXAM_ATTEMPTS_RANGE);
        }
        let grading_method = match body.grading_method.as_deref() {
            None => None,
            Some(name) => errors.check(
                "gradingMethod",
                GradingMethod::parse(name).ok_or(refusals::EXAM_GRADING_METHOD_INVALID),
            ),
        };
        if body
            .attempt_wait
            .is_some_and(|w| !(0..=attempts::ATTEMPT_WAIT_MAX).contains(&w))
        {
            errors.add("attemptWait", refusals::EXAM_ATTEMPT_WAIT_RANGE);
        }
        if body
            .exit_limit
            .is_some_and(|n| !(0..=conduct::EXIT_LIMIT_MAX).contains(&n))
        {
            errors.add("exitLimit", refusals::EXAM_EXIT_LIMIT_RANGE);
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
                attempts_allowed: body.attempts_allowed,
                grading_method,
                attempt_wait: body.attempt_wait,
                exit_limit: body.exit_limit,
                require_fullscreen: body.require_fullscreen,
                camera_required: body.camera_required,
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
        let author = current.and_then(|e| e.author_id).unwrap_or(session.user_id);
        match pool_sizes(db, &rules, author).await? {
            Err(refusal) => errors.add("rules", refusal),
            Ok(sizes) => {
                if let Some(short) = shortfall(&rules, &sizes) {
                    errors.add("rules", short.message());
                }
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
        attempts_allowed: draft
            .attempts_allowed
            .or(current.map(|e| e.attempts_allowed))
            .unwrap_or(1),
        grading_method: draft
            .grading_method
            .or(current.map(Exam::grading))
            .unwrap_or_default(),
        attempt_wait: draft
            .attempt_wait
            .or(current.map(|e| e.attempt_wait))
            .unwrap_or(0),
        exit_limit: draft
            .exit_limit
            .or(current.map(|e| e.exit_limit))
            .unwrap_or(conduct::DEFAULT_EXIT_LIMIT),
        require_fullscreen: draft
            .require_fullscreen
            .or(current.map(|e| e.require_fullscreen))
            .unwrap_or(false),
        camera_required: draft
            .camera_required
            .or(current.map(|e| e.camera_required))
            .unwrap_or(false),
    })
}

/// How many of an author's questions each rule could take, the rules before it having taken
/// theirs; a rule naming a 知识点 that does not exist is refused.
async fn pool_sizes(
    db: &impl ConnectionTrait,
    rules: &[DrawRule],
    author: i64,
) -> AppResult<Result<Vec<usize>, crate::refusals::Refusal>> {
    let tree = crate::service::question_bank::tree_of(db).await?;
    if rules
        .iter()
        .any(|r| r.category_id.is_some_and(|c| !tree.contains(c)))
    {
        return Ok(Err(refusals::CATEGORY_NOT_FOUND));
    }
    let pool = db::questions::candidates(db, Some(author)).await?;
    Ok(Ok(paper::pool_sizes(rules, &pool, |c| {
        tree.subtree(c).into_iter().collect()
    })))
}

/// The first rule the pool cannot satisfy.
fn shortfall(rules: &[DrawRule], sizes: &[usize]) -> Option<paper::PoolShort> {
    rules
        .iter()
        .zip(sizes)
        .enumerate()
        .find(|(_, (rule, available))| **available < rule.count as usize)
        .map(|(i, (rule, available))| paper::PoolShort {
            rule: i + 1,
            needed: rule.count,
            available: *available,
        })
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PoolBody {
    pub rules: Option<Vec<DrawRule>>,
    /// The exam being edited (its author's bank is the pool); left out: the caller's.
    pub exam_id: Option<i64>,
}

/// How many questions of the pool each rule could take (the authoring page's check), the
/// rules before it having taken theirs: the caller's bank, or the edited exam's author's.
pub async fn pool(state: &AppState, session: &Session, body: PoolBody) -> AppResult<Vec<usize>> {
    let rules = body.rules.unwrap_or_default();
    let mut errors = FieldErrors::new();
    if rules.len() > paper::RULES_MAX {
        errors.add(
            "rules",
            refusals::EXAM_RULES_TOO_MANY.with("max", paper::RULES_MAX),
        );
    }
    for rule in &rules {
        errors.check("rules", rule.check());
    }
    errors.into_result()?;
    let author = match body.exam_id {
        Some(id) => own_exam(state, session, id)
            .await?
            .author_id
            .unwrap_or(session.user_id),
        None => session.user_id,
    };
    pool_sizes(&state.db, &rules, author)
        .await?
        .map_err(|r| AppError::field("rules", r))
}

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
    let mut work = Work::by(state, session.actor()).await?;
    let current = match id {
        Some(id) => Some(editable_exam(&work.tx, session, id).await?),
        None => None,
    };
    let fields = exam_fields(&work.tx, session, current.as_ref(), draft).await?;
    let (action, before) = match &current {
        Some(c) => ("修改考试", Some(c.title.clone())),
        None => ("创建考试", None),
    };
    let exam = db::exams::save_exam(&work.tx, current, fields, session.user_id, work.now).await?;
    let entry = Entry::new(Kind::Content, action, Object::Exam, Some(exam.id))
        .label(&exam.title)
        .change(before, Some(&exam.title));
    work.audit(entry).await?;
    work.changed(Change::Exam);
    work.commit().await?;
    Ok(exam)
}

/// Deletes an exam with its records.
pub async fn delete_exam(state: &AppState, session: &Session, id: i64) -> AppResult<()> {
    let mut work = Work::by(state, session.actor()).await?;
    let exam = editable_exam(&work.tx, session, id).await?;
    db::exams::delete_exam(&work.tx, id).await?;
    let entry = Entry::new(Kind::Deletion, "删除考试", Object::Exam, Some(id));
    work.audit(entry.label(&exam.title)).await?;
    work.changed(Change::Exam);
    work.commit().await
}
