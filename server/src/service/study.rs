//! Study sessions and the 学时 ledger. A learner's lesson page opens a study session (the
//! account's one active session: opening another, in another window or on another device, takes
//! over and the first earns no more), then reports every few seconds what the interval was like;
//! the server accounts each report by its own clock (`domain::study::account`), writes every
//! millisecond to the ledger under its reason, credits the lesson, and issues attention checks
//! the learner answers to it. Each step is one unit of work.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::net::IpAddr;

use sea_orm::DatabaseTransaction;
use serde::Deserialize;

use crate::auth::Session;
use crate::db;
use crate::db::study::{LedgerAdd, LedgerKey};
use crate::domain::audit::{Entry, Kind, Object};
use crate::domain::course::is_timed;
use crate::domain::enrolment::Status;
use crate::domain::study::{self, Beat, End, Lesson, Outcome, Reason, Rules};
use crate::error::{AppError, AppResult, FieldErrors};
use crate::refusals;
use crate::service::caches::Change;
use crate::service::work::Work;
use crate::service::{AppState, course_authoring, lessons, settings};

pub use crate::db::study::StudySession;

/// The lesson page opens a session for its course.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OpenBody {
    pub course_id: Option<i64>,
}

/// A session as opened (or read) with its course's rules, and the session it took over.
pub struct Opened {
    pub session: StudySession,
    pub rules: Rules,
    pub taken_over: Option<i64>,
}

/// Opens a study session on a course the caller may study; the account's active session, if
/// any, ends (taken over). Guests study without one (nothing is credited to a guest).
pub async fn open(
    state: &AppState,
    session: &Session,
    (address, user_agent): (IpAddr, &str),
    body: OpenBody,
) -> AppResult<Opened> {
    let course_id = body
        .course_id
        .ok_or_else(|| AppError::field("courseId", refusals::COURSE_NOT_FOUND))?;
    let lessons = lessons::load(state, course_id).await?;
    lessons::ensure_may_study(state, &Some(session.clone()), &lessons.course).await?;
    let rules = rules_of(state, course_id).await?;
    if rules.camera_required
        && db::camera::consent(&state.db, session.user_id)
            .await?
            .is_none()
    {
        return Err(AppError::Conflict {
            field: "consent",
            message: refusals::STUDY_CAMERA_CONSENT_REQUIRED.into(),
        });
    }
    let opening = db::study::Opening {
        user_id: session.user_id,
        course_id,
        user_agent: user_agent.chars().take(300).collect(),
        address: address.to_string(),
        next_check_at_ms: rules.next_check(0, rand::random()),
    };
    // Openings of one account run one after the other (its row is locked), so exactly one
    // session stays active however many windows open at once.
    let work = Work::begin(state).await?;
    db::users::lock(&work.tx, session.user_id).await?;
    let (mut opened, taken_over) = db::study::open(&work.tx, opening, work.now).await?;
    if rules.camera_required {
        // The first still is asked for as the session starts.
        let deadline = study::snapshot_deadline(work.now);
        let next = rules.next_snapshot(0, rand::random());
        let id = db::camera::request(&work.tx, &opened, work.now, deadline, next).await?;
        opened.snapshot_id = Some(id);
        opened.snapshot_deadline = Some(deadline);
        opened.next_snapshot_at_ms = next;
    }
    work.commit().await?;
    Ok(Opened {
        session: opened,
        rules,
        taken_over,
    })
}

/// What the page reports about the interval since its last heartbeat.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BeatBody {
    /// 1, 2, 3…: increasing within the session.
    pub seq: Option<i64>,
    /// The lesson studied.
    pub item_id: Option<i64>,
    /// The media was playing (video, audio).
    pub playing: Option<bool>,
    /// The page was visible.
    pub visible: Option<bool>,
    /// The window had the focus.
    pub focused: Option<bool>,
    /// The playback rate (1 = normal).
    pub rate: Option<f64>,
    /// Milliseconds since the learner's last click, key, scroll or touch.
    pub last_input_age_ms: Option<i64>,
}

/// A heartbeat as checked: the lesson and the interval's report.
pub struct Heartbeat {
    pub item_id: i64,
    pub beat: Beat,
}

impl TryFrom<BeatBody> for Heartbeat {
    type Error = AppError;

    fn try_from(body: BeatBody) -> AppResult<Self> {
        let mut errors = FieldErrors::new();
        let mut require = |field, ok: bool| {
            if !ok {
                errors.add(field, refusals::STUDY_BEAT_INVALID);
            }
        };
        require("seq", body.seq.is_some_and(|s| s > 0));
        require("itemId", body.item_id.is_some());
        let rate = body.rate.unwrap_or(1.0);
        require("rate", rate.is_finite() && (0.1..=16.0).contains(&rate));
        let input_age = body.last_input_age_ms.unwrap_or(0);
        require("lastInputAgeMs", input_age >= 0);
        errors.finish(|| {
            Some(Self {
                item_id: body.item_id?,
                beat: Beat {
                    seq: body.seq?,
                    playing: body.playing.unwrap_or(false),
                    visible: body.visible.unwrap_or(false),
                    focused: body.focused.unwrap_or(false),
                    rate,
                    last_input_age_ms: input_age,
                },
            })
        })
    }
}

/// A check waiting for the learner's answer.
pub struct PendingCheck {
    pub id: i64,
    pub deadline: i64,
    pub countdown_secs: i32,
}

/// What a heartbeat earned, and what the page must do next.
pub struct Accounted {
    /// False for a replayed or out-of-order heartbeat (nothing accounted).
    pub accepted: bool,
    /// Each span of the interval with its reason.
    pub spans: Vec<(Reason, i64)>,
    pub session_credited_ms: i64,
    pub lesson_credited_ms: i64,
    pub lesson_full_ms: i64,
    /// The attention check to answer, if one is waiting.
    pub check: Option<PendingCheck>,
    /// The snapshot the camera must send (id, deadline), if one is awaited.
    pub snapshot: Option<(i64, i64)>,
}

/// A session of the caller's (404 when none, 403 another learner's).
pub(super) async fn own(state: &AppState, session: &Session, id: i64) -> AppResult<StudySession> {
    let found = db::study::find(&state.db, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::STUDY_SESSION_NOT_FOUND.into()))?;
    owner_check(session, found.user_id)?;
    Ok(found)
}

fn owner_check(session: &Session, owner: i64) -> AppResult<()> {
    if owner != session.user_id {
        return Err(AppError::Forbidden(refusals::STUDY_SESSION_NOT_OWN.into()));
    }
    Ok(())
}

/// The course of a session of the caller's, as `own` checks it, remembered (a session's learner
/// and course never change): a heartbeat reads no session before the writer's.
async fn own_course(state: &AppState, session: &Session, id: i64) -> AppResult<i64> {
    let (owner, course_id) = match state.caches.study_owners.get(&id) {
        Some(known) => known,
        None => {
            let found = own(state, session, id).await?;
            state
                .caches
                .study_owners
                .insert(id, (found.user_id, found.course_id));
            (found.user_id, found.course_id)
        }
    };
    owner_check(session, owner)?;
    Ok(course_id)
}

pub(super) fn ended(end: Option<&str>) -> Option<End> {
    end.and_then(End::parse)
}

pub(super) fn refused(end: End) -> AppError {
    AppError::Conflict {
        field: "session",
        message: end.refusal().into(),
    }
}

/// Accounts a heartbeat of the caller's session (see `domain::study::account`) through the
/// writer, with the other heartbeats and progress saves waiting at that moment. A heartbeat of
/// a session that was taken over or ended is recorded and refused (409 with the reason); a
/// missed attention check withdraws the stretch's credit, ends the session and is refused.
pub async fn beat(
    state: &AppState,
    session: &Session,
    id: i64,
    body: BeatBody,
) -> AppResult<Accounted> {
    let Heartbeat { item_id, beat } = body.try_into()?;
    let course_id = own_course(state, session, id).await?;
    let lessons = lessons::load(state, course_id).await?;
    let item = lessons
        .items
        .iter()
        .find(|i| i.id == item_id)
        .ok_or_else(|| AppError::field("itemId", refusals::ITEM_NOT_FOUND))?;
    let enrolled = state
        .learner(session.user_id)
        .await?
        .statuses
        .get(&course_id)
        == Some(&Status::Enrolled.code());
    let rules = rules_of(state, course_id).await?;
    let timed = is_timed(&item.r#type);
    let full_ms = if timed {
        (item.duration.unwrap_or(0.0) * 1000.0) as i64
    } else {
        i64::from(rules.read_cap_minutes) * 60_000
    };
    state
        .writer
        .beat(Queued {
            session_id: id,
            user_id: session.user_id,
            course_id,
            item_id,
            beat,
            timed,
            full_ms,
            enrolled,
            rules,
            now: state.clock.now_ms(),
        })
        .await
}

/// A heartbeat checked by its request, waiting for the writer.
pub struct Queued {
    pub session_id: i64,
    pub user_id: i64,
    pub course_id: i64,
    pub item_id: i64,
    pub beat: Beat,
    /// A video or audio lesson, and what the lesson can earn in all.
    pub timed: bool,
    pub full_ms: i64,
    pub enrolled: bool,
    pub rules: Rules,
    /// The clock of the request.
    pub now: i64,
}

/// Accounts heartbeats in arrival order in the writer's transaction: one SELECT of their
/// sessions (locked) and one of their lessons' credits, the crediting rule applied to each in
/// memory (two heartbeats of one session one after the other), then one statement each for the
/// ledger, the sessions and the credits. A check issued or missed writes its own rows. Answers
/// each heartbeat's outcome, or the database's error when nothing may be kept.
pub(super) async fn account_beats(
    tx: &DatabaseTransaction,
    beats: &[Queued],
) -> db::DbResult<Vec<AppResult<Accounted>>> {
    if beats.is_empty() {
        return Ok(Vec::new());
    }
    let mut ids: Vec<i64> = beats.iter().map(|b| b.session_id).collect();
    ids.sort_unstable();
    ids.dedup();
    let mut sessions: BTreeMap<i64, StudySession> = db::study::find_many_locked(tx, &ids)
        .await?
        .into_iter()
        .map(|s| (s.id, s))
        .collect();
    let pairs: Vec<(i64, i64)> = beats.iter().map(|b| (b.user_id, b.item_id)).collect();
    let mut credits: HashMap<(i64, i64), i64> =
        db::study::credited(tx, &pairs).await?.into_iter().collect();
    let mut ledger: BTreeMap<LedgerKey, LedgerAdd> = BTreeMap::new();
    let mut credited: BTreeMap<(i64, i64, i64), i64> = BTreeMap::new();
    let mut changed = BTreeSet::new();
    let mut missed = Vec::new();
    let mut answers = Vec::with_capacity(beats.len());
    for queued in beats {
        let Some(found) = sessions.get_mut(&queued.session_id) else {
            answers.push(Err(AppError::NotFound(
                refusals::STUDY_SESSION_NOT_FOUND.into(),
            )));
            continue;
        };
        let (rules, now) = (&queued.rules, queued.now);
        let lesson_credited = credits
            .get(&(queued.user_id, queued.item_id))
            .copied()
            .unwrap_or(0);
        let lesson = Lesson {
            timed: queued.timed,
            full_ms: queued.full_ms,
            credited_ms: lesson_credited,
            enrolled: queued.enrolled,
        };
        let mut state_of = study::Session {
            last_beat_at: found.last_beat_at,
            last_seq: found.last_seq,
            ended: ended(found.end_reason.as_deref()),
            check_deadline: found.check_deadline,
            credited_ms: found.credited_ms,
            next_check_at_ms: found.next_check_at_ms,
            snapshot_deadline: found.snapshot_deadline,
            next_snapshot_at_ms: found.next_snapshot_at_ms,
        };
        let (spans, refusal, check_due, snapshot_due) =
            match study::account(rules, &mut state_of, &queued.beat, &lesson, now) {
                Outcome::Replay => {
                    answers.push(Ok(Accounted {
                        accepted: false,
                        spans: Vec::new(),
                        session_credited_ms: found.credited_ms,
                        lesson_credited_ms: lesson_credited,
                        lesson_full_ms: queued.full_ms,
                        check: pending(found, rules),
                        snapshot: awaited(found),
                    }));
                    continue;
                }
                Outcome::Ended { end, spans } => (spans, Some(end), false, false),
                Outcome::CheckMissed { spans } => (spans, Some(End::CheckMissed), false, false),
                Outcome::Accepted {
                    spans,
                    check_due,
                    snapshot_due,
                } => (spans, None, check_due, snapshot_due),
            };
        let credit: i64 = spans
            .iter()
            .filter(|(r, _)| *r == Reason::Credited)
            .map(|(_, ms)| ms)
            .sum();
        let discarded = spans.iter().map(|(_, ms)| ms).sum::<i64>() - credit;
        for (reason, ms) in &spans {
            let key = LedgerKey {
                session_id: found.id,
                segment: found.segment,
                item_id: queued.item_id,
                reason: reason.as_str(),
            };
            ledger
                .entry(key)
                .and_modify(|a| {
                    a.ms += ms;
                    a.beats += 1;
                    a.last_at = now;
                })
                .or_insert(LedgerAdd {
                    ms: *ms,
                    beats: 1,
                    first_at: now,
                    last_at: now,
                });
        }
        found.last_beat_at = state_of.last_beat_at;
        found.last_seq = state_of.last_seq;
        found.credited_ms += credit;
        found.discarded_ms += discarded;
        changed.insert(found.id);
        if credit > 0 {
            *credits.entry((queued.user_id, queued.item_id)).or_default() += credit;
            *credited
                .entry((queued.user_id, queued.course_id, queued.item_id))
                .or_default() += credit;
        }
        if refusal == Some(End::CheckMissed) && found.ended_at.is_none() {
            // Withdrawn once the ledger holds this batch's rows; the heartbeats after it see
            // the session ended.
            missed.push((found.clone(), now));
            found.ended_at = Some(now);
            found.end_reason = Some(End::CheckMissed.as_str().into());
            found.check_id = None;
            found.check_deadline = None;
        }
        let mut check = pending(found, rules);
        if check_due && check.is_none() {
            let deadline = rules.check_deadline(now);
            let id = db::study::issue_check(tx, found, now, deadline).await?;
            found.check_id = Some(id);
            found.check_deadline = Some(deadline);
            check = pending(found, rules);
        }
        if snapshot_due && found.snapshot_id.is_none() {
            let deadline = study::snapshot_deadline(now);
            let next = rules.next_snapshot(found.credited_ms, rand::random());
            let id = db::camera::request(tx, found, now, deadline, next).await?;
            found.snapshot_id = Some(id);
            found.snapshot_deadline = Some(deadline);
            found.next_snapshot_at_ms = next;
        }
        answers.push(match refusal {
            Some(end) => Err(refused(end)),
            None => Ok(Accounted {
                accepted: true,
                spans,
                session_credited_ms: found.credited_ms,
                lesson_credited_ms: lesson_credited + credit,
                lesson_full_ms: queued.full_ms,
                check,
                snapshot: awaited(found),
            }),
        });
    }
    let ledger: Vec<_> = ledger.into_iter().collect();
    db::study::add_to_ledger(tx, &ledger).await?;
    let changed: Vec<&StudySession> = changed.iter().filter_map(|id| sessions.get(id)).collect();
    db::study::save_accounted(tx, &changed).await?;
    let credited: Vec<_> = credited.into_iter().collect();
    let now = beats.iter().map(|b| b.now).max().unwrap_or_default();
    db::study::add_credits(tx, &credited, now).await?;
    for (session, at) in missed {
        db::study::miss_check(tx, &session, at).await?;
    }
    Ok(answers)
}

/// The snapshot the session waits for: (id, deadline).
pub fn awaited(session: &StudySession) -> Option<(i64, i64)> {
    session.snapshot_id.zip(session.snapshot_deadline)
}

fn pending(session: &StudySession, rules: &Rules) -> Option<PendingCheck> {
    Some(PendingCheck {
        id: session.check_id?,
        deadline: session.check_deadline?,
        countdown_secs: rules.check_countdown_secs,
    })
}

/// The learner answers an attention check: in time, the next stretch begins; late, the check is
/// missed (the stretch's credit withdrawn, the session ended; 409 STUDY_CHECK_MISSED).
pub async fn answer_check(
    state: &AppState,
    session: &Session,
    id: i64,
    check_id: i64,
) -> AppResult<StudySession> {
    let course_id = own(state, session, id).await?.course_id;
    let rules = rules_of(state, course_id).await?;
    let work = Work::begin(state).await?;
    let found = db::study::find_locked(&work.tx, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::STUDY_SESSION_NOT_FOUND.into()))?;
    if let Some(end) = ended(found.end_reason.as_deref()) {
        return Err(refused(end));
    }
    if found.check_id != Some(check_id) {
        return Err(AppError::NotFound(refusals::STUDY_CHECK_NOT_FOUND.into()));
    }
    let in_time = found.check_deadline.is_some_and(|d| work.now <= d);
    if in_time {
        let next = rules.next_check(found.credited_ms, rand::random());
        db::study::pass_check(&work.tx, &found, work.now, next).await?;
    } else {
        db::study::miss_check(&work.tx, &found, work.now).await?;
    }
    let answered = db::study::find(&work.tx, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::STUDY_SESSION_NOT_FOUND.into()))?;
    work.commit().await?;
    if !in_time {
        return Err(refused(End::CheckMissed));
    }
    Ok(answered)
}

/// The learner leaves the lesson page: the session ends (a taken-over or ended one stays as it is).
pub async fn leave(state: &AppState, session: &Session, id: i64) -> AppResult<()> {
    own(state, session, id).await?;
    let work = Work::begin(state).await?;
    db::study::end(&work.tx, id, End::Left, work.now).await?;
    work.commit().await
}

/// How long a session may send nothing before the sweeper ends it (a page reports at least every
/// 60 s while open; a closed tab, a sleeping phone or a lost network send nothing).
pub const SILENT_MS: i64 = 10 * 60_000;
/// The most sessions one sweep settles.
const SWEEP_MAX: u64 = 1_000;

/// Settles the sessions no heartbeat will settle (run every 10 minutes): one whose attention check
/// expired without an answer misses it — the stretch's credit is withdrawn and it ends, as a late
/// heartbeat would have done; one silent for `SILENT_MS` ends as left. Answers (missed, left).
pub async fn sweep(state: &AppState) -> AppResult<(u64, u64)> {
    let now = state.clock.now_ms();
    let stale = db::study::stale(&state.db, now, now - SILENT_MS, SWEEP_MAX).await?;
    let (mut missed, mut left) = (0, 0);
    for id in stale {
        let work = Work::begin(state).await?;
        let Some(found) = db::study::find_locked(&work.tx, id).await? else {
            continue;
        };
        if found.ended_at.is_some() {
            continue;
        }
        if found.check_deadline.is_some_and(|d| d < work.now) {
            db::study::miss_check(&work.tx, &found, work.now).await?;
            missed += 1;
        } else if found.last_beat_at < work.now - SILENT_MS {
            db::study::end(&work.tx, id, End::Left, work.now).await?;
            left += 1;
        }
        work.commit().await?;
    }
    if missed + left > 0 {
        tracing::info!(missed, left, "study sessions settled by the sweeper");
    }
    Ok((missed, left))
}

/// One of the caller's sessions with its ledger: (stretch, lesson, reason, ms, heartbeats).
pub async fn read(
    state: &AppState,
    session: &Session,
    id: i64,
) -> AppResult<(StudySession, Vec<(i32, i64, String, i64, i32)>)> {
    let found = own(state, session, id).await?;
    let ledger = db::study::ledger(&state.db, id).await?;
    Ok((found, ledger))
}

/// A course's study rules as its author writes them (every field; one left out takes the
/// default).
#[derive(Default, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RulesBody {
    /// Seconds between two heartbeats, 15–60 (30).
    pub heartbeat_secs: Option<i32>,
    /// Seconds without input after which a text or image lesson earns nothing, 60–1800 (300).
    pub idle_secs: Option<i32>,
    /// The fastest playback rate that earns, in percent, 100–200 (100).
    pub max_rate_pct: Option<i32>,
    /// Attention checks after a random 10–20 minutes of study (0 and 0: none); 1–120.
    pub check_min_minutes: Option<i32>,
    pub check_max_minutes: Option<i32>,
    /// Seconds to answer a check, 10–300 (60).
    pub check_countdown_secs: Option<i32>,
    /// The most a text or image lesson earns, in minutes, 1–120 (10).
    pub read_cap_minutes: Option<i32>,
    /// The 学时 the course requires, 0–1000 (0: none).
    pub required_periods: Option<i32>,
    /// Camera presence (随机抓拍): a still at the start of each session and after a random
    /// 5–15 minutes of study; 1–120 (false).
    pub camera_required: Option<bool>,
    pub snapshot_min_minutes: Option<i32>,
    pub snapshot_max_minutes: Option<i32>,
}

impl TryFrom<RulesBody> for Rules {
    type Error = AppError;

    fn try_from(body: RulesBody) -> AppResult<Self> {
        let d = Rules::default();
        let rules = Rules {
            heartbeat_secs: body.heartbeat_secs.unwrap_or(d.heartbeat_secs),
            idle_secs: body.idle_secs.unwrap_or(d.idle_secs),
            max_rate_pct: body.max_rate_pct.unwrap_or(d.max_rate_pct),
            check_min_minutes: body.check_min_minutes.unwrap_or(d.check_min_minutes),
            check_max_minutes: body.check_max_minutes.unwrap_or(d.check_max_minutes),
            check_countdown_secs: body.check_countdown_secs.unwrap_or(d.check_countdown_secs),
            read_cap_minutes: body.read_cap_minutes.unwrap_or(d.read_cap_minutes),
            required_periods: body.required_periods.unwrap_or(d.required_periods),
            camera_required: body.camera_required.unwrap_or(d.camera_required),
            snapshot_min_minutes: body.snapshot_min_minutes.unwrap_or(d.snapshot_min_minutes),
            snapshot_max_minutes: body.snapshot_max_minutes.unwrap_or(d.snapshot_max_minutes),
        };
        let mut errors = FieldErrors::new();
        for (field, message) in rules.problems() {
            errors.add(field, message);
        }
        errors.into_result()?;
        Ok(rules)
    }
}

/// A course's study rules, from the catalogue (reloaded when rules change).
pub(crate) async fn rules_of(state: &AppState, course_id: i64) -> AppResult<Rules> {
    Ok(state
        .caches
        .catalogue
        .get(&state.db)
        .await?
        .study_rules(course_id))
}

/// What the learner has been credited in each of these courses (ms, those with any credit; one
/// query), and the length of one 学时 in minutes.
pub async fn credited_by_course(
    state: &AppState,
    user_id: i64,
    course_ids: &[i64],
) -> AppResult<(HashMap<i64, i64>, i64)> {
    let credited = db::study::credited_by_course(&state.db, user_id, course_ids).await?;
    Ok((credited, settings::study_period_minutes(state).await?))
}

/// The study rules of a course the caller may edit.
pub async fn rules(state: &AppState, session: &Session, course_id: i64) -> AppResult<Rules> {
    course_authoring::editable(&state.db, session, course_id).await?;
    rules_of(state, course_id).await
}

/// Sets the study rules of a course the caller may edit; sessions opened from now on and the
/// heartbeats of open ones follow them.
pub async fn set_rules(
    state: &AppState,
    session: &Session,
    course_id: i64,
    body: RulesBody,
) -> AppResult<Rules> {
    let rules = Rules::try_from(body)?;
    let mut work = Work::by(state, session.actor()).await?;
    let course = course_authoring::editable(&work.tx, session, course_id).await?;
    let before = rules_text(&db::study::rules(&work.tx, course_id).await?);
    db::study::save_rules(&work.tx, course_id, rules, session.user_id, work.now).await?;
    let entry = Entry::new(Kind::Study, "修改学时规则", Object::Course, Some(course_id))
        .label(&course.name)
        .change(Some(before), Some(rules_text(&rules)));
    work.audit(entry).await?;
    work.changed(Change::Course);
    work.commit().await?;
    tracing::info!(course_id, by = session.user_id, "study rules set");
    Ok(rules)
}

/// The study rules as the audit log writes them.
fn rules_text(r: &Rules) -> String {
    format!(
        "要求 {} 学时；心跳 {} 秒；空闲 {} 秒；倍速上限 {}%；抽查间隔 {}–{} 分钟（{} 秒内作答）；图文课时每节最多 {} 分钟",
        r.required_periods,
        r.heartbeat_secs,
        r.idle_secs,
        r.max_rate_pct,
        r.check_min_minutes,
        r.check_max_minutes,
        r.check_countdown_secs,
        r.read_cap_minutes
    )
}

/// A learner's 学时 in a course: what each lesson credited, against what the course requires.
pub struct Hours {
    /// (item id, ms) by lesson.
    pub lessons: Vec<(i64, i64)>,
    pub credited_ms: i64,
    pub required_periods: i32,
    /// The length of one 学时 (the setting).
    pub period_minutes: i64,
    /// 学时 still missing (tenths rounded up), none when the requirement is met.
    pub missing: Option<String>,
}

async fn hours_of(state: &AppState, user_id: i64, course_id: i64) -> AppResult<Hours> {
    let lessons = db::study::credited_in_course(&state.db, user_id, course_id).await?;
    let credited_ms = lessons.iter().map(|(_, ms)| ms).sum();
    let required_periods = rules_of(state, course_id).await?.required_periods;
    let period_minutes = settings::study_period_minutes(state).await?;
    Ok(Hours {
        missing: study::missing_periods(required_periods, credited_ms, period_minutes),
        lessons,
        credited_ms,
        required_periods,
        period_minutes,
    })
}

/// The caller's 学时 in a course.
pub async fn hours(state: &AppState, session: &Session, course_id: i64) -> AppResult<Hours> {
    hours_of(state, session.user_id, course_id).await
}

/// An exam that requires its course's 学时 is refused to a learner who lacks them (422
/// 「学时未达到考试要求，还差{hours}学时」).
pub async fn ensure_hours(state: &AppState, user_id: i64, exam: &db::exams::Exam) -> AppResult<()> {
    let Some(course_id) = exam.course_id.filter(|_| exam.requires_hours) else {
        return Ok(());
    };
    match hours_of(state, user_id, course_id).await?.missing {
        Some(hours) => Err(AppError::Unprocessable(
            refusals::STUDY_HOURS_MISSING.with("hours", hours),
        )),
        None => Ok(()),
    }
}

/// Development mode only (browser tests): the session's next attention check comes with its next
/// credited heartbeat.
pub async fn check_due_now(state: &AppState, id: i64) -> AppResult<()> {
    let work = Work::begin(state).await?;
    if !db::study::check_due_now(&work.tx, id).await? {
        return Err(AppError::NotFound(refusals::STUDY_SESSION_NOT_FOUND.into()));
    }
    work.commit().await
}
