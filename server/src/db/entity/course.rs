use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "courses")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub name: String,
    pub cover: Option<String>,
    pub description: Option<String>,
    pub category: String,
    /// 0 certification class, 1 special-topic class.
    pub r#type: i16,
    /// Fee in fen.
    pub fee: i64,
    pub public_course: bool,
    pub teacher_id: Option<i64>,
    pub created_at: i64,
    pub updated_at: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
