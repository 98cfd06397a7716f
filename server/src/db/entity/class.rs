use sea_orm::entity::prelude::*;

/// A class (开班) of one course: when and where it is taught, by whom, for how many.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "classes")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub course_id: i64,
    pub name: String,
    /// YYYY-MM-DD.
    pub starts_on: String,
    /// YYYY-MM-DD.
    pub ends_on: String,
    pub teacher_id: Option<i64>,
    pub place: String,
    pub capacity: i32,
    pub created_by: Option<i64>,
    pub created_at: i64,
    pub updated_at: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
