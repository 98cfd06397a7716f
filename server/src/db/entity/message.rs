use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "messages")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// system, course, exam, certificate, other or announcement.
    pub r#type: String,
    pub title: String,
    pub content: String,
    /// JSON object: the fields of an exam-class-opening or certificate-pickup notice.
    pub details: String,
    /// all, role, course or users.
    pub audience: String,
    /// The role name, the course id, or the user ids (comma-separated).
    pub audience_value: Option<String>,
    pub sender_id: Option<i64>,
    pub created_at: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
