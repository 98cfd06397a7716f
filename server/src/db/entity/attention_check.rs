use sea_orm::entity::prelude::*;

/// An attention check the server issued in a session: when, until when, and how it ended
/// (pending, passed or missed).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "attention_checks")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub session_id: i64,
    pub segment: i32,
    pub issued_at: i64,
    pub deadline: i64,
    pub answered_at: Option<i64>,
    pub outcome: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
