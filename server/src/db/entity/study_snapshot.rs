use sea_orm::entity::prelude::*;

/// A still the server asked a session's camera for: when, until when, when it arrived and as
/// which private file (NULL once deleted after the retention period), and a face-match score
/// when a matcher is configured.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "study_snapshots")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub session_id: i64,
    pub user_id: i64,
    pub requested_at: i64,
    pub deadline: i64,
    pub taken_at: Option<i64>,
    pub file_id: Option<i64>,
    pub match_score: Option<i32>,
    pub deleted_at: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
