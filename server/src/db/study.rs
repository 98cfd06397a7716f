//! The study ledger's queries: course rules, sessions (one active per account), the ledger rows
//! each heartbeat adds to, attention checks and the credited time per lesson.

use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseBackend, EntityTrait, QueryFilter,
    QuerySelect, Set,
};

use super::entity::{attention_check, study_rule, study_session};
use super::{DbError, DbResult, statement};
use crate::domain::study::{End, Reason, Rules};

pub use super::entity::study_session::Model as StudySession;

/// A course's rules (the defaults when it set none).
pub async fn rules(db: &impl ConnectionTrait, course_id: i64) -> DbResult<Rules> {
    Ok(study_rule::Entity::find_by_id(course_id)
        .one(db)
        .await?
        .map_or_else(Rules::default, |r| Rules {
            heartbeat_secs: r.heartbeat_secs,
            idle_secs: r.idle_secs,
            max_rate_pct: r.max_rate_pct,
            check_min_minutes: r.check_min_minutes,
            check_max_minutes: r.check_max_minutes,
            check_countdown_secs: r.check_countdown_secs,
            read_cap_minutes: r.read_cap_minutes,
            required_periods: r.required_periods,
        }))
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

/// Ends the account's active session (taken over: its id) and opens a new one. Two openings at
/// once cannot both stay active: the second insert breaks the unique index (`DbError::Unique`).
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
         check_id = NULL, check_deadline = NULL WHERE id = $1 AND ended_at IS NULL",
        vec![id.into(), now.into(), end.as_str().into()],
    )
    .await
}

/// What a heartbeat changed of its session.
pub struct Accounted {
    pub last_beat_at: i64,
    pub last_seq: i64,
    pub credited_ms: i64,
    pub discarded_ms: i64,
}

pub async fn save_accounted(db: &impl ConnectionTrait, id: i64, a: Accounted) -> DbResult<()> {
    statement_exec(
        db,
        "UPDATE study_sessions SET last_beat_at = $2, last_seq = $3, \
         credited_ms = credited_ms + $4, discarded_ms = discarded_ms + $5 WHERE id = $1",
        vec![
            id.into(),
            a.last_beat_at.into(),
            a.last_seq.into(),
            a.credited_ms.into(),
            a.discarded_ms.into(),
        ],
    )
    .await
}

/// Adds a heartbeat's spans to the session's ledger rows (one row per stretch, lesson and reason).
pub async fn record(
    db: &impl ConnectionTrait,
    session: &StudySession,
    item_id: i64,
    spans: &[(Reason, i64)],
    now: i64,
) -> DbResult<()> {
    for (reason, ms) in spans {
        statement_exec(
            db,
            "INSERT INTO study_ledger (session_id, segment, item_id, reason, ms, beats, first_at, last_at) \
             VALUES ($1, $2, $3, $4, $5, 1, $6, $6) \
             ON CONFLICT (session_id, segment, item_id, reason) DO UPDATE SET \
               ms = study_ledger.ms + excluded.ms, beats = study_ledger.beats + 1, \
               last_at = excluded.last_at",
            vec![
                session.id.into(),
                session.segment.into(),
                item_id.into(),
                reason.as_str().into(),
                (*ms).into(),
                now.into(),
            ],
        )
        .await?;
    }
    Ok(())
}

/// Adds (or, negative, takes away) credited time of a learner's lesson.
pub async fn credit(
    db: &impl ConnectionTrait,
    (user_id, course_id, item_id): (i64, i64, i64),
    ms: i64,
    now: i64,
) -> DbResult<()> {
    statement_exec(
        db,
        "INSERT INTO study_credits (user_id, item_id, course_id, credited_ms, updated_at) \
         VALUES ($1, $2, $3, $4, $5) \
         ON CONFLICT (user_id, item_id) DO UPDATE SET \
           credited_ms = study_credits.credited_ms + excluded.credited_ms, \
           updated_at = excluded.updated_at",
        vec![
            user_id.into(),
            item_id.into(),
            course_id.into(),
            ms.into(),
            now.into(),
        ],
    )
    .await
}

/// What a learner has been credited for a lesson.
pub async fn credited(db: &impl ConnectionTrait, user_id: i64, item_id: i64) -> DbResult<i64> {
    let row = db
        .query_one_raw(statement(
            db,
            "SELECT credited_ms FROM study_credits WHERE user_id = $1 AND item_id = $2",
            vec![user_id.into(), item_id.into()],
        ))
        .await?;
    Ok(match row {
        Some(row) => row.try_get("", "credited_ms")?,
        None => 0,
    })
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
    let rows = db
        .query_all_raw(statement(
            db,
            "SELECT item_id, ms, beats, first_at, last_at FROM study_ledger \
             WHERE session_id = $1 AND segment = $2 AND reason = $3",
            vec![
                session.id.into(),
                session.segment.into(),
                Reason::Credited.as_str().into(),
            ],
        ))
        .await?;
    let mut withdrawn = 0;
    for row in rows {
        let item_id: i64 = row.try_get("", "item_id")?;
        let ms: i64 = row.try_get("", "ms")?;
        withdrawn += ms;
        credit(db, (session.user_id, session.course_id, item_id), -ms, now).await?;
        statement_exec(
            db,
            "INSERT INTO study_ledger (session_id, segment, item_id, reason, ms, beats, first_at, last_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
             ON CONFLICT (session_id, segment, item_id, reason) DO UPDATE SET \
               ms = study_ledger.ms + excluded.ms, beats = study_ledger.beats + excluded.beats, \
               last_at = excluded.last_at",
            vec![
                session.id.into(),
                session.segment.into(),
                item_id.into(),
                Reason::CheckMissed.as_str().into(),
                ms.into(),
                row.try_get::<i32>("", "beats")?.into(),
                row.try_get::<i64>("", "first_at")?.into(),
                row.try_get::<i64>("", "last_at")?.into(),
            ],
        )
        .await?;
    }
    statement_exec(
        db,
        "DELETE FROM study_ledger WHERE session_id = $1 AND segment = $2 AND reason = $3",
        vec![
            session.id.into(),
            session.segment.into(),
            Reason::Credited.as_str().into(),
        ],
    )
    .await?;
    statement_exec(
        db,
        "UPDATE study_sessions SET credited_ms = credited_ms - $2, discarded_ms = discarded_ms + $2 \
         WHERE id = $1",
        vec![session.id.into(), withdrawn.into()],
    )
    .await?;
    end(db, session.id, End::CheckMissed, now).await?;
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
