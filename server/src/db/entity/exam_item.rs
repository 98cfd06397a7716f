use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "exam_items")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub exam_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub question_id: i64,
    pub position: i32,
    pub score: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
