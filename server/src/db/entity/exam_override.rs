use sea_orm::entity::prelude::*;

/// One learner's own terms for an exam, given by a teacher (why in `reason`).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "exam_overrides")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub exam_id: i64,
    pub user_id: i64,
    /// Seconds added to the exam's duration.
    pub extra_time: i64,
    /// Attempts added to the exam's.
    pub extra_attempts: i32,
    /// The learner's own window (both or neither), in place of the exam's.
    pub started_at: Option<i64>,
    pub expired_at: Option<i64>,
    pub reason: String,
    pub granted_by: Option<i64>,
    pub updated_at: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
