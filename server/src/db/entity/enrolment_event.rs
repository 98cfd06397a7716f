use sea_orm::entity::prelude::*;

/// One step in an application's audit trail: who did what when, from which status to which, why.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "enrolment_events")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub application_id: i64,
    pub actor_id: Option<i64>,
    pub at: i64,
    pub action: String,
    pub from_status: Option<i16>,
    pub to_status: Option<i16>,
    pub reason: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
