use sea_orm::entity::prelude::*;

/// An employer's position that learners are referred to.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "career_positions")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub company: String,
    pub title: String,
    pub city: String,
    /// Monthly salary in yuan.
    pub salary_min: Option<i64>,
    pub salary_max: Option<i64>,
    pub requirements: String,
    pub contact: String,
    /// open or closed.
    pub status: String,
    pub created_by: Option<i64>,
    pub created_at: i64,
    pub updated_at: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
