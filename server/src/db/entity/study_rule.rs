use sea_orm::entity::prelude::*;

/// A course's study rules (a course without a row has the defaults of `domain::study::Rules`).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "study_rules")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub course_id: i64,
    pub heartbeat_secs: i32,
    pub idle_secs: i32,
    pub max_rate_pct: i32,
    pub check_min_minutes: i32,
    pub check_max_minutes: i32,
    pub check_countdown_secs: i32,
    pub read_cap_minutes: i32,
    /// 学时 the course requires (0: none).
    pub required_periods: i32,
    /// Camera presence: snapshots after a random share of study between these minutes.
    pub camera_required: bool,
    pub snapshot_min_minutes: i32,
    pub snapshot_max_minutes: i32,
    pub updated_by: Option<i64>,
    pub updated_at: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
