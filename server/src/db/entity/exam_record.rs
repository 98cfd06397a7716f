use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "exam_records")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub exam_id: i64,
    pub user_id: i64,
    /// The attempt's number, 1 for the first (unique per learner and exam).
    pub attempt: i32,
    pub started_at: i64,
    pub deadline: i64,
    /// None while the attempt is open.
    pub submitted_at: Option<i64>,
    /// JSON object question id → answer (the draft until submitted).
    pub answers: String,
    pub exit_count: i32,
    pub score: Option<i32>,
    pub reviewed: bool,
    /// JSON object question id → {score, comment, auto}.
    pub grades: String,
    /// The learner's own paper (JSON list of `domain::paper::PaperEntry`), drawn and shuffled
    /// when the attempt was opened; '' for the exam's items as they are.
    pub paper: String,
    pub updated_at: i64,
    /// Voided by a teacher (it counts in no result), and why.
    pub voided_at: Option<i64>,
    pub void_reason: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
