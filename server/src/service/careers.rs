//! Career referrals (permission career:manage): staff keep employers' positions, refer learners
//! who passed a course's exam, hold its certificate or finished every lesson of it, and follow
//! each referral recommended → interviewing → hired or declined. Every step is recorded (who,
//! when, from, to, note) and the learner is told by message when referred and at each change.

use sea_orm::ConnectionTrait;
use serde::Deserialize;

use crate::auth::Session;
pub use crate::db::careers::{Candidate, PositionRow, ReferralFilter, ReferralRow};
use crate::db::{
    self,
    careers::{Event, PositionFields},
};
use crate::domain::audit::{Entry, Kind, Object};
use crate::domain::career::{self as rules, PositionStatus, Status};
use crate::domain::page::Page;
use crate::error::{AppError, AppResult, FieldErrors};
use crate::refusals;
use crate::service::AppState;
use crate::service::work::Work;
use crate::service::{limits, messaging};

/// A page of positions (of one status, containing the text, when asked), how many match, and
/// how many there are of each status.
pub async fn positions(
    state: &AppState,
    status: Option<PositionStatus>,
    text: Option<&str>,
    page: Page,
) -> AppResult<(
    Vec<PositionRow>,
    u64,
    std::collections::HashMap<String, i64>,
)> {
    Ok(db::careers::positions(&state.db, status, text, page).await?)
}

/// A position as an administrator writes it (every field; PUT replaces them all).
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PositionBody {
    /// At most 100 characters.
    pub company: Option<String>,
    /// The position's name, at most 100 characters.
    pub title: Option<String>,
    /// At most 50 characters.
    pub city: Option<String>,
    /// Monthly salary in yuan, 0–1 000 000; none: negotiable.
    pub salary_min: Option<i64>,
    pub salary_max: Option<i64>,
    /// At most 2 000 characters.
    pub requirements: Option<String>,
    /// Whom to contact at the employer, at most 100 characters.
    pub contact: Option<String>,
    /// open (default) or closed.
    pub status: Option<String>,
}

impl TryFrom<PositionBody> for PositionFields {
    type Error = AppError;

    fn try_from(body: PositionBody) -> AppResult<Self> {
        let this = &body;
        let mut errors = FieldErrors::new();
        let text = |v: &Option<String>, max, missing, long| rules::required(v, max, missing, long);
        let company = errors.check(
            "company",
            text(
                &this.company,
                rules::COMPANY_MAX,
                refusals::CAREER_COMPANY_REQUIRED,
                refusals::CAREER_COMPANY_TOO_LONG,
            ),
        );
        let title = errors.check(
            "title",
            text(
                &this.title,
                rules::TITLE_MAX,
                refusals::CAREER_TITLE_REQUIRED,
                refusals::CAREER_TITLE_TOO_LONG,
            ),
        );
        let city = errors.check(
            "city",
            text(
                &this.city,
                rules::CITY_MAX,
                refusals::CAREER_CITY_REQUIRED,
                refusals::CAREER_CITY_TOO_LONG,
            ),
        );
        let salary_min = errors.check("salaryMin", rules::salary(this.salary_min));
        let salary_max = errors.check("salaryMax", rules::salary(this.salary_max));
        if let (Some(lo), Some(hi)) = (salary_min, salary_max) {
            errors.check("salaryMax", rules::salary_order(lo, hi));
        }
        let requirements = errors.check(
            "requirements",
            rules::optional(
                &this.requirements,
                rules::REQUIREMENTS_MAX,
                refusals::CAREER_REQUIREMENTS_TOO_LONG,
            ),
        );
        let contact = errors.check(
            "contact",
            text(
                &this.contact,
                rules::CONTACT_MAX,
                refusals::CAREER_CONTACT_REQUIRED,
                refusals::CAREER_CONTACT_TOO_LONG,
            ),
        );
        let status = errors.check(
            "status",
            match this.status.as_deref() {
                None => Ok(PositionStatus::Open),
                Some(s) => PositionStatus::parse(s).ok_or(refusals::CAREER_POSITION_STATUS_INVALID),
            },
        );
        errors.finish(|| {
            Some(PositionFields {
                company: company?,
                title: title?,
                city: city?,
                salary_min: salary_min?,
                salary_max: salary_max?,
                requirements: requirements?.unwrap_or_default(),
                contact: contact?,
                status: status?,
            })
        })
    }
}

/// A referral's notes: at most `NOTES_MAX` characters.
fn notes_of(notes: &Option<String>) -> Result<Option<String>, refusals::Refusal> {
    rules::optional(notes, rules::NOTES_MAX, refusals::CAREER_NOTES_TOO_LONG)
}

/// How the audit log names a position: the employer and the title.
fn position_label(row: &PositionRow) -> String {
    format!("{} · {}", row.company, row.title)
}

fn position_not_found() -> AppError {
    AppError::NotFound(refusals::CAREER_POSITION_NOT_FOUND.into())
}

fn referral_not_found() -> AppError {
    AppError::NotFound(refusals::CAREER_REFERRAL_NOT_FOUND.into())
}

pub async fn create_position(
    state: &AppState,
    session: &Session,
    body: PositionBody,
) -> AppResult<PositionRow> {
    let fields = PositionFields::try_from(body)?;
    let work = Work::by(state, session.actor()).await?;
    let id = db::careers::insert_position(&work.tx, fields, session.user_id, work.now).await?;
    let row = position(&work.tx, id).await?;
    let entry = Entry::new(Kind::Content, "发布招聘岗位", Object::Position, Some(id));
    work.audit(entry.label(position_label(&row))).await?;
    work.commit().await?;
    Ok(row)
}

/// Replaces a position's fields (closing or reopening it too).
pub async fn update_position(
    state: &AppState,
    session: &Session,
    id: i64,
    body: PositionBody,
) -> AppResult<PositionRow> {
    let fields = PositionFields::try_from(body)?;
    let work = Work::by(state, session.actor()).await?;
    let before = position(&work.tx, id).await?;
    if !db::careers::update_position(&work.tx, id, fields, work.now).await? {
        return Err(position_not_found());
    }
    let row = position(&work.tx, id).await?;
    let entry = Entry::new(Kind::Content, "修改招聘岗位", Object::Position, Some(id))
        .label(position_label(&row))
        .change(Some(position_label(&before)), Some(position_label(&row)));
    work.audit(entry).await?;
    work.commit().await?;
    Ok(row)
}

async fn position(db: &impl ConnectionTrait, id: i64) -> AppResult<PositionRow> {
    db::careers::position_row(db, id)
        .await?
        .ok_or_else(position_not_found)
}

/// Deletes a position nobody was referred to; one with referrals is closed instead (409).
pub async fn delete_position(state: &AppState, session: &Session, id: i64) -> AppResult<()> {
    let work = Work::by(state, session.actor()).await?;
    let found = position(&work.tx, id).await?;
    if db::careers::delete_position(&work.tx, id).await? {
        let entry = Entry::new(Kind::Deletion, "删除招聘岗位", Object::Position, Some(id));
        work.audit(entry.label(position_label(&found))).await?;
        return work.commit().await;
    }
    Err(AppError::Conflict {
        field: "id",
        message: refusals::CAREER_POSITION_IN_USE.into(),
    })
}

/// What a staff member sends to refer a learner.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReferBody {
    pub position_id: Option<i64>,
    pub user_id: Option<i64>,
    /// The course through which the learner qualifies.
    pub course_id: Option<i64>,
    /// At most 500 characters.
    pub notes: Option<String>,
}

/// A referral as checked: the position, the learner with the course they qualify through, and
/// the notes.
pub struct Referral {
    pub position_id: i64,
    pub user_id: i64,
    pub course_id: i64,
    pub notes: Option<String>,
}

impl TryFrom<ReferBody> for Referral {
    type Error = AppError;

    fn try_from(body: ReferBody) -> AppResult<Self> {
        let mut errors = FieldErrors::new();
        let position_id = errors.check(
            "positionId",
            body.position_id.ok_or(refusals::CAREER_POSITION_REQUIRED),
        );
        let learner = errors.check(
            "userId",
            body.user_id
                .zip(body.course_id)
                .ok_or(refusals::CAREER_LEARNER_REQUIRED),
        );
        let notes = errors.check("notes", notes_of(&body.notes));
        errors.finish(|| {
            let (user_id, course_id) = learner?;
            Some(Self {
                position_id: position_id?,
                user_id,
                course_id,
                notes: notes?,
            })
        })
    }
}

/// Refers a qualifying learner to an open position and tells them.
pub async fn refer(state: &AppState, session: &Session, body: ReferBody) -> AppResult<ReferralRow> {
    let Referral {
        position_id,
        user_id,
        course_id,
        notes,
    } = body.try_into()?;
    let position = db::careers::find_position(&state.db, position_id)
        .await?
        .ok_or_else(|| AppError::field("positionId", refusals::CAREER_POSITION_NOT_FOUND))?;
    if position.status != PositionStatus::Open.as_str() {
        return Err(AppError::Conflict {
            field: "positionId",
            message: refusals::CAREER_POSITION_CLOSED.into(),
        });
    }
    let (found, _) =
        db::careers::candidates(&state.db, None, Some((user_id, course_id)), Page::first(1))
            .await?;
    if found.is_empty() {
        return Err(AppError::Conflict {
            field: "userId",
            message: refusals::CAREER_NOT_QUALIFIED.into(),
        });
    }
    let mut work = Work::by(state, session.actor()).await?;
    let Some(id) = db::careers::insert_referral(
        &work.tx,
        position_id,
        user_id,
        course_id,
        notes.clone(),
        session.user_id,
        work.now,
    )
    .await?
    else {
        return Err(AppError::Conflict {
            field: "userId",
            message: refusals::CAREER_REFERRAL_TAKEN.into(),
        });
    };
    db::careers::record(
        &work.tx,
        id,
        &work.actor,
        None,
        Status::Recommended,
        notes.as_deref(),
        work.now,
    )
    .await?;
    let row = referral(&work.tx, id).await?;
    messaging::notify(
        &mut work,
        &[user_id],
        "system",
        "就业推荐",
        &format!(
            "您已被推荐至「{}」的「{}」岗位（{}，{}）。我们会及时告知进展，请留意消息。",
            row.company,
            row.position_title,
            row.city,
            rules::salary_text(row.salary_min, row.salary_max)
        ),
    )
    .await?;
    work.commit().await?;
    Ok(row)
}

/// A staff member's change of a referral: a new status and/or notes ('' removes them).
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReferralChange {
    /// recommended, interviewing, hired or declined; forward only, hired and declined are final.
    pub status: Option<String>,
    /// At most 500 characters; kept on the referral and in the trail of a status change.
    pub notes: Option<String>,
}

/// A referral's change as checked: the status asked for, and the notes when sent (`Some(None)`
/// removes them).
pub struct Move {
    pub to: Option<Status>,
    pub notes: Option<Option<String>>,
}

impl TryFrom<ReferralChange> for Move {
    type Error = AppError;

    fn try_from(body: ReferralChange) -> AppResult<Self> {
        let mut errors = FieldErrors::new();
        let to = match body.status.as_deref() {
            None => None,
            Some(s) => errors.check(
                "status",
                Status::parse(s).ok_or(refusals::CAREER_STATUS_INVALID),
            ),
        };
        let notes = errors.check("notes", notes_of(&body.notes));
        let sent = body.notes.is_some();
        errors.finish(|| {
            let notes = notes?;
            Some(Self {
                to,
                notes: sent.then_some(notes),
            })
        })
    }
}

/// Moves a referral on (recorded, the learner told) and/or sets its notes. A change that lost a
/// race with another staff member is 409.
pub async fn change(
    state: &AppState,
    session: &Session,
    id: i64,
    body: ReferralChange,
) -> AppResult<ReferralRow> {
    let current = db::careers::find_referral(&state.db, id)
        .await?
        .ok_or_else(referral_not_found)?;
    let Move { to, notes } = body.try_into()?;
    let from = Status::parse(&current.status).unwrap_or(Status::Recommended);
    match to.filter(|to| *to != from) {
        Some(to) => {
            if !from.may_become(to) {
                return Err(AppError::Conflict {
                    field: "status",
                    message: refusals::CAREER_STATUS_MOVE
                        .with("from", from.label())
                        .with("to", to.label()),
                });
            }
            let mut work = Work::by(state, session.actor()).await?;
            if !db::careers::move_referral(&work.tx, id, from, to, notes.clone(), work.now).await? {
                return Err(AppError::Conflict {
                    field: "status",
                    message: refusals::CAREER_CHANGED_ELSEWHERE.into(),
                });
            }
            db::careers::record(
                &work.tx,
                id,
                &work.actor,
                Some(from),
                to,
                notes.flatten().as_deref(),
                work.now,
            )
            .await?;
            let row = referral(&work.tx, id).await?;
            let text = progress_text(&row, to);
            messaging::notify(&mut work, &[row.user_id], "system", "就业推荐进展", &text).await?;
            work.commit().await?;
            Ok(row)
        }
        None => {
            let Some(notes) = notes else {
                return referral(&state.db, id).await;
            };
            let work = Work::by(state, session.actor()).await?;
            db::careers::set_notes(&work.tx, id, notes.clone(), work.now).await?;
            let row = referral(&work.tx, id).await?;
            let learner = row.name.clone().unwrap_or_else(|| row.username.clone());
            let entry = Entry::new(Kind::Content, "修改推荐备注", Object::Referral, Some(id))
                .label(format!(
                    "{learner} · {} {}",
                    row.company, row.position_title
                ))
                .change(None::<&str>, notes);
            work.audit(entry).await?;
            work.commit().await?;
            Ok(row)
        }
    }
}

/// What the learner is told when their referral moves to `to`.
fn progress_text(row: &ReferralRow, to: Status) -> String {
    let position = format!("「{}」的「{}」岗位", row.company, row.position_title);
    match to {
        Status::Interviewing => format!("您推荐的{position}已进入面试阶段，企业将与您联系。"),
        Status::Hired => format!("恭喜！您已被{position}录用。"),
        Status::Declined => format!("很遗憾，您未被{position}录用。我们会继续为您推荐合适的岗位。"),
        Status::Recommended => format!("您已被推荐至{position}。"),
    }
}

pub async fn referral(db: &impl ConnectionTrait, id: i64) -> AppResult<ReferralRow> {
    db::careers::referral_row(db, id)
        .await?
        .ok_or_else(referral_not_found)
}

/// A referral with its trail, each step with the actor's name.
pub async fn detail(
    state: &AppState,
    id: i64,
) -> AppResult<(ReferralRow, Vec<(Event, Option<String>)>)> {
    let row = referral(&state.db, id).await?;
    let events = db::careers::events(&state.db, id).await?;
    let events = super::with_actors(&state.db, events, |e| e.actor_id).await?;
    Ok((row, events))
}

/// A page of referrals with the counts by status (a search by a whole phone number counts
/// against the caller's `limits::PHONE_LOOKUP`).
pub async fn referrals(
    state: &AppState,
    caller: i64,
    filter: ReferralFilter,
    page: Page,
) -> AppResult<(Vec<ReferralRow>, u64, [(Status, i64); 4])> {
    limits::phone_lookup(state, caller, filter.text.as_deref()).await?;
    let (rows, total, counts) = db::careers::referrals(&state.db, &filter, page).await?;
    Ok((
        rows,
        total,
        Status::ALL.map(|s| (s, counts.get(s.as_str()).copied().unwrap_or(0))),
    ))
}

/// The learners who may be referred (a search by a whole phone number counts against the
/// caller's `limits::PHONE_LOOKUP`).
pub async fn candidates(
    state: &AppState,
    caller: i64,
    text: Option<&str>,
    page: Page,
) -> AppResult<(Vec<Candidate>, u64)> {
    limits::phone_lookup(state, caller, text).await?;
    Ok(db::careers::candidates(&state.db, text, None, page).await?)
}

/// The caller's own referrals (every one: a learner has few).
pub async fn own(state: &AppState, session: &Session) -> AppResult<Vec<ReferralRow>> {
    let filter = ReferralFilter {
        user_id: Some(session.user_id),
        ..Default::default()
    };
    Ok(db::careers::referrals(&state.db, &filter, Page::first(100))
        .await?
        .0)
}
