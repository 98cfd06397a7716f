use sea_orm::entity::prelude::*;

/// A reviewer's verdict on a study session (self: 本人, other: 非本人), from which verdict, why,
/// and the credit it withdrew.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "study_reviews")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub session_id: i64,
    pub reviewer_id: Option<i64>,
    pub from_verdict: Option<String>,
    pub verdict: String,
    pub reason: String,
    pub withdrawn_ms: i64,
    pub at: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
