use sea_orm::entity::prelude::*;

/// A learner's consent to camera snapshots: when, for how long snapshots were then kept, and
/// from where.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "camera_consents")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: i64,
    pub consented_at: i64,
    pub retention_days: i32,
    pub address: String,
    pub user_agent: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
