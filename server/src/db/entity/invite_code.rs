use sea_orm::entity::prelude::*;

/// A distributor's invite code: learners who register with it are attributed to them.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "invite_codes")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub code: String,
    pub distributor_id: i64,
    pub label: Option<String>,
    pub active: bool,
    pub created_by: Option<i64>,
    pub created_at: i64,
    pub disabled_at: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
