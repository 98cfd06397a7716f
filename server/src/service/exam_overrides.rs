//! One learner's own terms for an exam, given by its author (or an administrator): extra time,
//! extra attempts, their own window. Each change is recorded with who, when, from, to and why,
//! and the learner is told, in one unit of work.

use std::collections::HashMap;

use serde::Deserialize;

use crate::auth::Session;
use crate::db::{
    self,
    overrides::{Override, OverrideChange},
    users::User,
};
use crate::domain::attempts::{REASON_MAX, Terms};
use crate::error::{AppError, AppResult, FieldErrors};
use crate::refusals;
use crate::service::AppState;
use crate::service::caches::Change;
use crate::service::exam_authoring::own_exam;
use crate::service::messaging;
use crate::service::work::Work;

/// The latest changes an exam's list shows.
const CHANGES_SHOWN: u64 = 100;

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OverrideBody {
    /// The learner: username, phone or e-mail.
    pub learner: Option<String>,
    /// Seconds added to the exam's duration, 0–86400 (default 0).
    pub extra_time: Option<i64>,
    /// Attempts added to the exam's, 0–10 (default 0).
    pub extra_attempts: Option<i32>,
    /// The learner's own window in place of the exam's (both or neither).
    pub started_at: Option<i64>,
    pub expired_at: Option<i64>,
    /// Why (1–200 characters).
    pub reason: Option<String>,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ReasonQuery {
    /// Why (1–200 characters).
    pub reason: Option<String>,
}

/// A learner's terms with the learner, who gave them, and their attempts so far.
pub struct Granted {
    pub terms: Override,
    pub learner: Option<User>,
    pub granted_by: Option<User>,
    pub attempts_used: i32,
}

/// The trail of an exam's terms with the people it names (by user id).
pub struct Trail {
    pub changes: Vec<OverrideChange>,
    pub people: HashMap<i64, User>,
}

fn reason(text: Option<String>, errors: &mut FieldErrors) -> Option<String> {
    let text = text.map(|r| r.trim().to_string()).filter(|r| !r.is_empty());
    match text {
        Some(r) if r.chars().count() <= REASON_MAX => Some(r),
        _ => {
            errors.add("reason", refusals::OVERRIDE_REASON_REQUIRED);
            None
        }
    }
}

/// The exam's learners with their own terms, latest change first, and the latest changes.
pub async fn list(
    state: &AppState,
    session: &Session,
    exam_id: i64,
) -> AppResult<(Vec<Granted>, Trail)> {
    own_exam(state, session, exam_id).await?;
    let rows = db::overrides::of_exam(&state.db, exam_id).await?;
    let changes = db::overrides::changes(&state.db, exam_id, CHANGES_SHOWN).await?;
    let mut ids: Vec<i64> = rows
        .iter()
        .flat_map(|o| [Some(o.user_id), o.granted_by])
        .chain(changes.iter().flat_map(|c| [Some(c.user_id), c.changed_by]))
        .flatten()
        .collect();
    ids.sort_unstable();
    ids.dedup();
    let people: HashMap<i64, User> = db::users::find_many(&state.db, ids)
        .await?
        .into_iter()
        .map(|u| (u.id, u))
        .collect();
    let mut granted = Vec::with_capacity(rows.len());
    for terms in rows {
        let used = db::exams::attempts(&state.db, exam_id, terms.user_id)
            .await?
            .len() as i32;
        granted.push(Granted {
            learner: people.get(&terms.user_id).cloned(),
            granted_by: terms.granted_by.and_then(|id| people.get(&id).cloned()),
            attempts_used: used,
            terms,
        });
    }
    Ok((granted, Trail { changes, people }))
}

/// Gives a learner their own terms for the caller's exam (replacing any they had).
pub async fn set(
    state: &AppState,
    session: &Session,
    exam_id: i64,
    body: OverrideBody,
) -> AppResult<()> {
    let exam = own_exam(state, session, exam_id).await?;
    let mut errors = FieldErrors::new();
    let why = reason(body.reason, &mut errors);
    let terms = Terms {
        extra_time: body.extra_time.unwrap_or(0),
        extra_attempts: body.extra_attempts.unwrap_or(0),
        started_at: body.started_at,
        expired_at: body.expired_at,
    };
    if let Err((field, refusal)) = terms.check() {
        errors.add(field, refusal);
    }
    let login = body
        .learner
        .map(|l| l.trim().to_string())
        .unwrap_or_default();
    let learner = match login.as_str() {
        "" => None,
        login if login.chars().count() > 100 => None,
        login => db::users::find_by_login(&state.db, login).await?,
    };
    if learner.is_none() {
        errors.add("learner", refusals::OVERRIDE_LEARNER_NOT_FOUND);
    }
    let (learner, why) = errors.finish(|| Some((learner?, why?)))?;
    let mut work = Work::by(state, session.actor()).await?;
    let current = db::overrides::find(&work.tx, exam_id, learner.id).await?;
    let from = current.map(|o| o.terms());
    let change = db::overrides::Change {
        exam_id,
        user_id: learner.id,
        from: from.as_ref(),
        to: Some(&terms),
        reason: &why,
        by: &work.actor,
        at: work.now,
    };
    db::overrides::change(&work.tx, change).await?;
    let text = format!(
        "您的考试《{}》安排已调整：{}。原因：{}",
        exam.title,
        terms.describe(),
        why
    );
    messaging::notify(&mut work, &[learner.id], "system", "考试安排调整", &text).await?;
    work.changed(Change::Exam);
    work.commit().await?;
    tracing::info!(
        exam_id,
        learner = learner.id,
        by = session.user_id,
        "exam terms set"
    );
    Ok(())
}

/// Takes a learner's own terms away (they have the exam's again).
pub async fn remove(
    state: &AppState,
    session: &Session,
    exam_id: i64,
    user_id: i64,
    reason_text: Option<String>,
) -> AppResult<()> {
    let exam = own_exam(state, session, exam_id).await?;
    let mut errors = FieldErrors::new();
    let why = reason(reason_text, &mut errors);
    let why = errors.finish(|| why)?;
    let mut work = Work::by(state, session.actor()).await?;
    let current = db::overrides::find(&work.tx, exam_id, user_id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::OVERRIDE_NOT_FOUND.into()))?;
    let from = current.terms();
    let change = db::overrides::Change {
        exam_id,
        user_id,
        from: Some(&from),
        to: None,
        reason: &why,
        by: &work.actor,
        at: work.now,
    };
    db::overrides::change(&work.tx, change).await?;
    let text = format!(
        "您的考试《{}》的单独安排已取消，按考试的统一安排进行。原因：{}",
        exam.title, why
    );
    messaging::notify(&mut work, &[user_id], "system", "考试安排调整", &text).await?;
    work.changed(Change::Exam);
    work.commit().await?;
    tracing::info!(
        exam_id,
        learner = user_id,
        by = session.user_id,
        "exam terms removed"
    );
    Ok(())
}
