use sea_orm::entity::prelude::*;

/// One tag of a question.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "question_tags")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub question_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub tag: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
