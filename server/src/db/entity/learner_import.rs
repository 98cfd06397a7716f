use sea_orm::entity::prelude::*;

/// One bulk import of learners: who, when, from which file, how many rows and new accounts,
/// into which class and course with which status, and how the initial passwords were given.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "learner_imports")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub created_by: Option<i64>,
    pub created_at: i64,
    pub file_id: Option<i64>,
    pub file_name: String,
    pub row_count: i32,
    pub created_count: i32,
    pub class_id: Option<i64>,
    pub course_id: Option<i64>,
    pub status: Option<i16>,
    /// sms | sheet
    pub delivery: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
