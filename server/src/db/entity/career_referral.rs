use sea_orm::entity::prelude::*;

/// A learner referred to a position (one per learner per position), through a course they
/// completed or were certified in.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "career_referrals")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub position_id: i64,
    pub user_id: i64,
    pub course_id: Option<i64>,
    /// recommended, interviewing, hired or declined.
    pub status: String,
    pub notes: Option<String>,
    pub referred_by: Option<i64>,
    pub created_at: i64,
    pub updated_at: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
