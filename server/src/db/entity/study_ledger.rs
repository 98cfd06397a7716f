use sea_orm::entity::prelude::*;

/// The milliseconds of a session accounted for one lesson under one reason within one stretch
/// between attention checks, and how many heartbeats brought them.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "study_ledger")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub session_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub segment: i32,
    #[sea_orm(primary_key, auto_increment = false)]
    pub item_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub reason: String,
    pub ms: i64,
    pub beats: i32,
    pub first_at: i64,
    pub last_at: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
