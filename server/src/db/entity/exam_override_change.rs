use sea_orm::entity::prelude::*;

/// The trail of a learner's terms for an exam: who changed them when, from what to what
/// (JSON of `domain::attempts::Terms`; null when there were none), and why.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "exam_override_changes")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub exam_id: i64,
    pub user_id: i64,
    pub from_value: Option<String>,
    pub to_value: Option<String>,
    pub reason: String,
    pub changed_by: Option<i64>,
    pub changed_at: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
