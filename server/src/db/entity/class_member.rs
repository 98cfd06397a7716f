use sea_orm::entity::prelude::*;

/// A learner in a class (at most one class of a course), how they came in and who put them there.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "class_members")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub class_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: i64,
    pub course_id: i64,
    /// application | search | import
    pub source: String,
    pub added_by: Option<i64>,
    pub added_at: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
