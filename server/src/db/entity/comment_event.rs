use sea_orm::entity::prelude::*;

/// One moderation step on a comment (hide, show, reply, delete): who, when, from, to, why.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "comment_events")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub comment_id: i64,
    pub course_id: i64,
    pub actor_id: Option<i64>,
    pub at: i64,
    pub action: String,
    pub from_status: Option<String>,
    pub to_status: Option<String>,
    pub reason: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
