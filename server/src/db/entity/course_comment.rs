use sea_orm::entity::prelude::*;

/// A learner's rating (1–5) and comment on a course; one per learner per course.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "course_comments")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub course_id: i64,
    pub user_id: i64,
    pub rating: i16,
    pub content: String,
    /// published or hidden.
    pub status: String,
    pub reply: Option<String>,
    pub replied_by: Option<i64>,
    pub replied_at: Option<i64>,
    pub created_at: i64,
    pub updated_at: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
