use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "questions")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// CHOICE, JUDGE, FILL or SHORT.
    pub r#type: String,
    pub content: String,
    /// JSON object label → option text (CHOICE).
    pub options: String,
    pub is_multiple: bool,
    /// JSON: labels (CHOICE), bool (JUDGE), accepted texts (FILL), reference text (SHORT).
    pub answer: String,
    pub score: i32,
    pub explanation: Option<String>,
    pub subject: Option<String>,
    /// The category (知识点), if filed under one.
    pub category_id: Option<i64>,
    /// 1 易, 2 中, 3 难.
    pub difficulty: i32,
    pub author_id: Option<i64>,
    pub created_at: i64,
    pub updated_at: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
