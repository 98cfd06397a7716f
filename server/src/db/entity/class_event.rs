use sea_orm::entity::prelude::*;

/// One step in a class's trail: who did what when (to which learner), and the details.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "class_events")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub class_id: i64,
    pub actor_id: Option<i64>,
    pub at: i64,
    /// create | update | add | remove | export
    pub action: String,
    pub user_id: Option<i64>,
    pub detail: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
