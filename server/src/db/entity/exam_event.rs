use sea_orm::entity::prelude::*;

/// One event of an attempt's conduct record: reported by the exam page (at the server's time)
/// or a teacher's decision (`by_user`, why in `detail`).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "exam_events")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub record_id: i64,
    /// `domain::conduct::EventKind`.
    pub kind: String,
    pub at: i64,
    /// It counted as a leave toward the exam's limit.
    pub counted: bool,
    pub by_user: Option<i64>,
    pub detail: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
