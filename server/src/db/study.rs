//! The study ledger's queries: course rules, sessions (one active per account), the ledger rows
//! each heartbeat adds to, attention checks and the credited time per lesson.

use std::collections::{BTreeMap, HashMap};

use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseBackend, EntityTrait, QueryFilter,
    QueryOrder, QuerySelect, Set,
};

use super::entity::{attention_check, study_rule, study_session};
use super::{DbError, DbResult, Params, statement};
use crate::domain::study::{End, Reason, Rules};

pub use super::entity::study_session::Model as StudySession;

fn rules_of(r: study_rule::Model) -> Rules {
    Rules {
        heartbeat_secs: r.heartbeat_secs,
        idle_secs: r.idle_secs,
        max_rate_pct: r.max_rate_pct,
        check_min_minutes: r.check_min_minutes,
        check_max_minutes: r.check_max_minutes,
        check_countdown_secs: r.check_countdown_secs,
        read_cap_minutes: r.read_cap_minutes,
        required_periods: r.required_periods,
        camera_required: r.camera_required,
        snapshot_min_minutes: r.snapshot_min_minutes,
        snapshot_max_minutes: r.snapshot_max_minutes,
    }
}

/// A course's rules (the defaults when it set none).
pub async fn rules(db: &impl ConnectionTrait, course_id: i64) -> DbResult<Rules> {
    Ok(study_rule::Entity::find_by_id(course_id)
        .one(db)
        .await?
        .map_or_else(Rules::default, rules_of))
}

/// The rules of every course that set its own.
pub async fn all_rules(db: &impl ConnectionTrait) -> DbResult<HashMap<i64, Rules>> {
    Ok(study_rule::Entity::find()
        .all(db)
        .await?
        .into_iter()
        .map(|r| (r.course_id, rules_of(r)))
        .collect())
}

/// Sets a course's rules.
pub async fn save_rules(
    db: &impl ConnectionTrait,
    course_id: i64,
    rules: Rules,
    by: i64,
    now: i64,
) -> DbResult<()> {
    use study_rule::Column as C;
    let model = study_rule::ActiveModel {
        course_id: Set(course_id),
        heartbeat_secs: Set(rules.heartbeat_secs),
        idle_secs: Set(rules.idle_secs),
        max_rate_pct: Set(rules.max_rate_pct),
        check_min_minutes: Set(rules.check_min_minutes),
        check_max_minutes: Set(rules.check_max_minutes),
        check_countdown_secs: Set(rules.check_countdown_secs),
        read_cap_minutes: Set(rules.read_cap_minutes),
        required_periods: Set(rules.required_periods),
        camera_required: Set(rules.camera_required),
        snapshot_min_minutes: Set(rules.snapshot_min_minutes),
        snapshot_max_minutes: Set(rules.snapshot_max_minutes),
        updated_by: Set(Some(by)),
        updated_at: Set(now),
    };
    study_rule::Entity::insert(model)
        .on_conflict(
            sea_orm::sea_query::OnConflict::column(C::CourseId)
                .update_columns([
                    C::HeartbeatSecs,
                    C::IdleSecs,
                    C::MaxRatePct,
                    C::CheckMinMinutes,
                    C::CheckMaxMinutes,
                    C::CheckCountdownSecs,
                    C::ReadCapMinutes,
                    C::RequiredPeriods,
                    C::CameraRequired,
                    C::SnapshotMinMinutes,
                    C::SnapshotMaxMinutes,
                    C::UpdatedBy,
                    C::UpdatedAt,
                ])
                .to_owned(),
        )
        .exec(db)
        .await?;
    Ok(())
}

/// Where a session is opened from.
pub struct Opening {
    pub user_id: i64,
    pub course_id: i64,
    pub user_agent: String,
    pub address: String,
    pub next_check_at_ms: Option<i64>,
}

/// Ends the account's active session (taken over: its id) and opens a new one. The caller locks
/// the account first (`users::lock`); should two openings still meet, the unique index keeps
/// one active (`DbError::Unique` for the other).
pub async fn open(
    db: &impl ConnectionTrait,
    opening: Opening,
    now: i64,
) -> DbResult<(StudySession, Option<i64>)> {
    let taken_over = study_session::Entity::find()
        .filter(study_session::Column::ActiveUserId.eq(opening.user_id))
        .one(db)
        .await?;
    if let Some(old) = &taken_over {
        end(db, old.id, End::Superseded, now).await?;
    }
    let session = study_session::ActiveModel {
        user_id: Set(opening.user_id),
        course_id: Set(opening.course_id),
        active_user_id: Set(Some(opening.user_id)),
        started_at: Set(now),
        last_beat_at: Set(now),
        last_seq: Set(0),
        ended_at: Set(None),
        end_reason: Set(None),
        segment: Set(0),
        credited_ms: Set(0),
        discarded_ms: Set(0),
        next_check_at_ms: Set(opening.next_check_at_ms),
        snapshot_id: Set(None),
        snapshot_deadline: Set(None),
        next_snapshot_at_ms: Set(None),
        verdict: Set(None),
        check_id: Set(None),
        check_deadline: Set(None),
        user_agent: Set(opening.user_agent),
        address: Set(opening.address),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok((session, taken_over.map(|s| s.id)))
}

/// A session, locked for the rest of the transaction on PostgreSQL (a SQLite write transaction
/// holds the database already), so two heartbeats of one session are accounted one after the
/// other.
pub async fn find_locked(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<StudySession>> {
    let query = study_session::Entity::find_by_id(id);
    Ok(if db.get_database_backend() == DatabaseBackend::Postgres {
        query.lock_exclusive().one(db).await?
    } else {
        query.one(db).await?
    })
}

pub async fn find(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<StudySession>> {
    Ok(study_session::Entity::find_by_id(id).one(db).await?)
}

/// Ends an active session (no longer the account's active one).
pub async fn end(db: &impl ConnectionTrait, id: i64, end: End, now: i64) -> DbResult<()> {
    statement_exec(
        db,
        "UPDATE study_sessions SET active_user_id = NULL, ended_at = $2, end_reason = $3, \
         check_id = NULL, check_deadline = NULL, snapshot_id = NULL, snapshot_deadline = NULL \
         WHERE id = $1 AND ended_at IS NULL",
        vec![id.into(), now.into(), end.as_str().into()],
    )
    .await
}

/// Sessions by id, in id order, locked for the rest of the transaction on PostgreSQL (see
/// [`find_locked`]).
pub async fn find_many_locked(
    db: &impl ConnectionTrait,
    ids: &[i64],
) -> DbResult<Vec<StudySession>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let query = study_session::Entity::find()
        .filter(study_session::Column::Id.is_in(ids.iter().copied()))
        .order_by_asc(study_session::Column::Id);
    Ok(if db.get_database_backend() == DatabaseBackend::Postgres {
        query.lock_exclusive().all(db).await?
    } else {
        query.all(db).await?
    })
}

/// Writes what heartbeats changed of their sessions (the last heartbeat, its number, the
/// credited and discarded totals) in one statement.
pub async fn save_accounted(db: &impl ConnectionTrait, sessions: &[&StudySession]) -> DbResult<()> {
    if sessions.is_empty() {
        return Ok(());
    }
    let mut params = Params::default();
    let rows: Vec<String> = sessions
        .iter()
        .map(|s| {
            params.row(vec![
                s.id.into(),
                s.last_beat_at.into(),
                s.last_seq.into(),
                s.credited_ms.into(),
                s.discarded_ms.into(),
            ])
        })
        .collect();
    statement_exec(
        db,
        &format!(
            "WITH v (id, last_beat_at, last_seq, credited_ms, discarded_ms) AS (VALUES {}) \
             UPDATE study_sessions SET last_beat_at = v.last_beat_at, last_seq = v.last_seq, \
               credited_ms = v.credited_ms, discarded_ms = v.discarded_ms \
             FROM v WHERE study_sessions.id = v.id",
            rows.join(", ")
        ),
        params.0,
    )
    .await
}

/// One ledger row's addition: the time of a stretch, lesson and reason, over so many heartbeats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LedgerKey {
    pub session_id: i64,
    pub segment: i32,
    pub item_id: i64,
    pub reason: &'static str,
}

#[derive(Clone, Copy, Debug)]
pub struct LedgerAdd {
    pub ms: i64,
    pub beats: i32,
    pub first_at: i64,
    pub last_at: i64,
}

/// Adds to the session's ledger rows (one row per stretch, lesson and reason) in one statement;
/// each key appears once.
pub async fn add_to_ledger(
    db: &impl ConnectionTrait,
    rows: &[(LedgerKey, LedgerAdd)],
) -> DbResult<()> {
    if rows.is_empty() {
        return Ok(());
    }
    let mut params = Params::default();
    let values: Vec<String> = rows
        .iter()
        .map(|(k, a)| {
            params.row(vec![
                k.session_id.into(),
                k.segment.into(),
                k.item_id.into(),
                k.reason.into(),
                a.ms.into(),
                a.beats.into(),
                a.first_at.into(),
                a.last_at.into(),
            ])
        })
        .collect();
    statement_exec(
        db,
        &format!(
            "INSERT INTO study_ledger (session_id, segment, item_id, reason, ms, beats, first_at, last_at) \
             VALUES {} \
             ON CONFLICT (session_id, segment, item_id, reason) DO UPDATE SET \
               ms = study_ledger.ms + excluded.ms, beats = study_ledger.beats + excluded.beats, \
               last_at = excluded.last_at",
            values.join(", ")
        ),
        params.0,
    )
    .await
}

/// Adds (or, negative, takes away) credited time of learners' lessons, keyed by (learner,
/// course, lesson), each key once, in one statement.
pub async fn add_credits(
    db: &impl ConnectionTrait,
    rows: &[((i64, i64, i64), i64)],
    now: i64,
) -> DbResult<()> {
    if rows.is_empty() {
        return Ok(());
    }
    let mut params = Params::default();
    let values: Vec<String> = rows
        .iter()
        .map(|((user_id, course_id, item_id), ms)| {
            params.row(vec![
                (*user_id).into(),
                (*item_id).into(),
                (*course_id).into(),
                (*ms).into(),
                now.into(),
            ])
        })
        .collect();
    statement_exec(
        db,
        &format!(
            "INSERT INTO study_credits (user_id, item_id, course_id, credited_ms, updated_at) \
             VALUES {} \
             ON CONFLICT (user_id, item_id) DO UPDATE SET \
               credited_ms = study_credits.credited_ms + excluded.credited_ms, \
               updated_at = excluded.updated_at",
            values.join(", ")
        ),
        params.0,
    )
    .await
}

/// What learners have been credited for lessons: ((learner, lesson), ms) for those credited.
pub async fn credited(
    db: &impl ConnectionTrait,
    pairs: &[(i64, i64)],
) -> DbResult<Vec<((i64, i64), i64)>> {
    if pairs.is_empty() {
        return Ok(Vec::new());
    }
    let mut params = Params::default();
    let any: Vec<String> = pairs
        .iter()
        .map(|(user_id, item_id)| {
            format!(
                "(user_id = {} AND item_id = {})",
                params.bind(*user_id),
                params.bind(*item_id)
            )
        })
        .collect();
    let rows = db
        .query_all_raw(statement(
            db,
            &format!(
                "SELECT user_id, item_id, credited_ms FROM study_credits WHERE {}",
                any.join(" OR ")
            ),
            params.0,
        ))
        .await?;
    rows.iter()
        .map(|r| {
            Ok((
                (r.try_get("", "user_id")?, r.try_get("", "item_id")?),
                r.try_get("", "credited_ms")?,
            ))
        })
        .collect()
}

/// What each of these learners has been credited in one course (ms, those with any credit).
pub async fn credited_of_users(
    db: &impl ConnectionTrait,
    course_id: i64,
    users: &[i64],
) -> DbResult<HashMap<i64, i64>> {
    let mut credited = HashMap::new();
    for chunk in users.chunks(500) {
        let mut params = Params::default();
        let course = params.bind(course_id);
        let ids: Vec<String> = chunk.iter().map(|id| params.bind(*id)).collect();
        let rows = db
            .query_all_raw(statement(
                db,
                &format!(
                    "SELECT user_id, CAST(SUM(credited_ms) AS BIGINT) AS ms FROM study_credits \
                     WHERE course_id = {course} AND user_id IN ({}) GROUP BY user_id",
                    ids.join(", ")
                ),
                params.0,
            ))
            .await?;
        for r in rows {
            credited.insert(r.try_get("", "user_id")?, r.try_get("", "ms")?);
        }
    }
    Ok(credited)
}

/// What a learner has been credited in each of these courses (those with any credit).
pub async fn credited_by_course(
    db: &impl ConnectionTrait,
    user_id: i64,
    course_ids: &[i64],
) -> DbResult<HashMap<i64, i64>> {
    if course_ids.is_empty() {
        return Ok(HashMap::new());
    }
    let mut params = Params::default();
    let user = params.bind(user_id);
    let ids: Vec<String> = course_ids.iter().map(|id| params.bind(*id)).collect();
    let rows = db
        .query_all_raw(statement(
            db,
            &format!(
                "SELECT course_id, CAST(SUM(credited_ms) AS BIGINT) AS ms FROM study_credits \
                 WHERE user_id = {user} AND course_id IN ({}) GROUP BY course_id",
                ids.join(", ")
            ),
            params.0,
        ))
        .await?;
    rows.iter()
        .map(|r| Ok((r.try_get("", "course_id")?, r.try_get("", "ms")?)))
        .collect()
}

/// What a learner has been credited in a course, by lesson.
pub async fn credited_in_course(
    db: &impl ConnectionTrait,
    user_id: i64,
    course_id: i64,
) -> DbResult<Vec<(i64, i64)>> {
    let rows = db
        .query_all_raw(statement(
            db,
            "SELECT item_id, credited_ms FROM study_credits WHERE user_id = $1 AND course_id = $2 \
             ORDER BY item_id",
            vec![user_id.into(), course_id.into()],
        ))
        .await?;
    rows.iter()
        .map(|r| Ok((r.try_get("", "item_id")?, r.try_get("", "credited_ms")?)))
        .collect()
}

/// Issues an attention check in the session's current stretch.
pub async fn issue_check(
    db: &impl ConnectionTrait,
    session: &StudySession,
    now: i64,
    deadline: i64,
) -> DbResult<i64> {
    let check = attention_check::ActiveModel {
        session_id: Set(session.id),
        segment: Set(session.segment),
        issued_at: Set(now),
        deadline: Set(deadline),
        answered_at: Set(None),
        outcome: Set("pending".into()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    statement_exec(
        db,
        "UPDATE study_sessions SET check_id = $2, check_deadline = $3 WHERE id = $1",
        vec![session.id.into(), check.id.into(), deadline.into()],
    )
    .await?;
    Ok(check.id)
}

/// A check answered in time: the next stretch begins (what the last one credited is safe from a
/// later miss) and the next check's draw is stored.
pub async fn pass_check(
    db: &impl ConnectionTrait,
    session: &StudySession,
    now: i64,
    next_check_at_ms: Option<i64>,
) -> DbResult<()> {
    let check_id = session.check_id.ok_or(DbError::NotFound)?;
    settle_check(db, check_id, "passed", Some(now)).await?;
    statement_exec(
        db,
        "UPDATE study_sessions SET check_id = NULL, check_deadline = NULL, segment = segment + 1, \
         next_check_at_ms = $2 WHERE id = $1",
        vec![session.id.into(), next_check_at_ms.into()],
    )
    .await
}

/// A check not answered in time: it is missed, the stretch's credit is withdrawn (from the
/// lessons and the session; its ledger rows become `check_missed`) and the session ends.
/// Answers the milliseconds withdrawn.
pub async fn miss_check(
    db: &impl ConnectionTrait,
    session: &StudySession,
    now: i64,
) -> DbResult<i64> {
    if let Some(check_id) = session.check_id {
        settle_check(db, check_id, "missed", None).await?;
    }
    let withdrawn = withdraw(db, session, Some(session.segment), Reason::CheckMissed, now).await?;
    end(db, session.id, End::CheckMissed, now).await?;
    Ok(withdrawn)
}

/// Withdraws what a session credited (in one stretch, or in all): the lessons' credit and the
/// session's go down by it, and its ledger rows move from `credited` to `reason`. Answers the
/// milliseconds withdrawn.
pub async fn withdraw(
    db: &impl ConnectionTrait,
    session: &StudySession,
    segment: Option<i32>,
    reason: Reason,
    now: i64,
) -> DbResult<i64> {
    let mut params = Params::default();
    let mut clause = format!(
        "session_id = {} AND reason = {}",
        params.bind(session.id),
        params.bind(Reason::Credited.as_str())
    );
    if let Some(segment) = segment {
        clause = format!("{clause} AND segment = {}", params.bind(segment));
    }
    let rows = db
        .query_all_raw(statement(
            db,
            &format!(
                "SELECT segment, item_id, ms, beats, first_at, last_at FROM study_ledger \
                 WHERE {clause}"
            ),
            params.0.clone(),
        ))
        .await?;
    let mut withdrawn = 0;
    let mut credits: BTreeMap<(i64, i64, i64), i64> = BTreeMap::new();
    let mut moved = Vec::with_capacity(rows.len());
    for row in rows {
        let item_id: i64 = row.try_get("", "item_id")?;
        let ms: i64 = row.try_get("", "ms")?;
        withdrawn += ms;
        *credits
            .entry((session.user_id, session.course_id, item_id))
            .or_default() -= ms;
        let key = LedgerKey {
            session_id: session.id,
            segment: row.try_get("", "segment")?,
            item_id,
            reason: reason.as_str(),
        };
        let add = LedgerAdd {
            ms,
            beats: row.try_get("", "beats")?,
            first_at: row.try_get("", "first_at")?,
            last_at: row.try_get("", "last_at")?,
        };
        moved.push((key, add));
    }
    let credits: Vec<_> = credits.into_iter().collect();
    add_credits(db, &credits, now).await?;
    add_to_ledger(db, &moved).await?;
    statement_exec(
        db,
        &format!("DELETE FROM study_ledger WHERE {clause}"),
        params.0,
    )
    .await?;
    statement_exec(
        db,
        "UPDATE study_sessions SET credited_ms = credited_ms - $2, discarded_ms = discarded_ms + $2 \
         WHERE id = $1",
        vec![session.id.into(), withdrawn.into()],
    )
    .await?;
    Ok(withdrawn)
}

async fn settle_check(
    db: &impl ConnectionTrait,
    id: i64,
    outcome: &str,
    answered_at: Option<i64>,
) -> DbResult<()> {
    statement_exec(
        db,
        "UPDATE attention_checks SET outcome = $2, answered_at = $3 WHERE id = $1 AND outcome = 'pending'",
        vec![id.into(), outcome.into(), answered_at.into()],
    )
    .await
}

/// Active sessions whose attention check expired (`check_deadline` before `now`) or which sent no
/// heartbeat since `silent_before`, at most `limit`, oldest heartbeat first.
pub async fn stale(
    db: &impl ConnectionTrait,
    now: i64,
    silent_before: i64,
    limit: u64,
) -> DbResult<Vec<i64>> {
    let rows = db
        .query_all_raw(statement(
            db,
            "SELECT id FROM study_sessions WHERE active_user_id IS NOT NULL \
             AND (check_deadline < $1 OR last_beat_at < $2) ORDER BY last_beat_at, id LIMIT $3",
            vec![now.into(), silent_before.into(), (limit as i64).into()],
        ))
        .await?;
    rows.iter().map(|r| Ok(r.try_get("", "id")?)).collect()
}

/// Makes the session's next attention check due at its next credited heartbeat (`--dev`).
pub async fn check_due_now(db: &impl ConnectionTrait, id: i64) -> DbResult<bool> {
    let done = db
        .execute_raw(statement(
            db,
            "UPDATE study_sessions SET next_check_at_ms = credited_ms WHERE id = $1 AND ended_at IS NULL",
            vec![id.into()],
        ))
        .await?;
    Ok(done.rows_affected() > 0)
}

/// A session's ledger: (stretch, lesson, reason, ms, heartbeats), in that order.
pub async fn ledger(
    db: &impl ConnectionTrait,
    session_id: i64,
) -> DbResult<Vec<(i32, i64, String, i64, i32)>> {
    let rows = db
        .query_all_raw(statement(
            db,
            "SELECT segment, item_id, reason, ms, beats FROM study_ledger WHERE session_id = $1 \
             ORDER BY segment, item_id, reason",
            vec![session_id.into()],
        ))
        .await?;
    rows.iter()
        .map(|r| {
            Ok((
                r.try_get("", "segment")?,
                r.try_get("", "item_id")?,
                r.try_get("", "reason")?,
                r.try_get("", "ms")?,
                r.try_get("", "beats")?,
            ))
        })
        .collect()
}

async fn statement_exec(
    db: &impl ConnectionTrait,
    sql: &str,
    values: Vec<sea_orm::Value>,
) -> DbResult<()> {
    db.execute_raw(statement(db, sql, values)).await?;
    Ok(())
}
