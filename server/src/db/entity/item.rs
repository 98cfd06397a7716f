use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "items")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub section_id: i64,
    pub course_id: i64,
    pub title: String,
    /// TEXT, IMAGE, VIDEO or AUDIO.
    pub r#type: String,
    /// The text of a TEXT lesson, else the media URL.
    pub content: String,
    /// Length in seconds of a video or audio lesson, as the author's browser measured it.
    pub duration: Option<f64>,
    pub position: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
