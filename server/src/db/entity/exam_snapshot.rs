use sea_orm::entity::prelude::*;

/// A camera still an attempt is given: due at its start or at a random moment the server drew,
/// to be taken by `deadline`; the file once taken (None again after the retention period,
/// `deleted_at`).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "exam_snapshots")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub record_id: i64,
    pub due_at: i64,
    pub deadline: i64,
    pub taken_at: Option<i64>,
    pub file_id: Option<i64>,
    pub deleted_at: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
