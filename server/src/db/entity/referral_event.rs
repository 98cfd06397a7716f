use sea_orm::entity::prelude::*;

/// One step of a referral: who, when, from, to and the note given.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "referral_events")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub referral_id: i64,
    pub actor_id: Option<i64>,
    pub at: i64,
    pub from_status: Option<String>,
    pub to_status: String,
    pub note: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
