use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "files")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub sha256: String,
    pub name: String,
    pub size: i64,
    pub mime: String,
    pub source: String,
    pub public: bool,
    pub owner_id: Option<i64>,
    /// Length of audio and video as measured at upload.
    pub duration_ms: Option<i64>,
    pub created_at: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
