use sea_orm::entity::prelude::*;

/// A study session the server opened: its times, where from, what it credited and discarded,
/// the attention check it waits for and the next one's draw, the snapshot it waits for, and
/// the reviewer's verdict.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "study_sessions")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub user_id: i64,
    pub course_id: i64,
    /// The account's id while the session is active (unique), NULL once it ended.
    pub active_user_id: Option<i64>,
    pub started_at: i64,
    pub last_beat_at: i64,
    pub last_seq: i64,
    pub ended_at: Option<i64>,
    pub end_reason: Option<String>,
    /// The stretch since the last passed attention check.
    pub segment: i32,
    pub credited_ms: i64,
    pub discarded_ms: i64,
    pub next_check_at_ms: Option<i64>,
    pub check_id: Option<i64>,
    pub check_deadline: Option<i64>,
    pub user_agent: String,
    pub address: String,
    /// The snapshot awaited from the camera, and by when (camera presence).
    pub snapshot_id: Option<i64>,
    pub snapshot_deadline: Option<i64>,
    /// When (in credited milliseconds) the next snapshot is asked for.
    pub next_snapshot_at_ms: Option<i64>,
    /// The reviewer's verdict: self (本人) or other (非本人).
    pub verdict: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
