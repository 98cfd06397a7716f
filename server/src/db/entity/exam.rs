use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "exams")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub title: String,
    pub description: Option<String>,
    pub cover: Option<String>,
    /// Seconds.
    pub duration: i64,
    pub started_at: Option<i64>,
    pub expired_at: Option<i64>,
    pub subject: Option<String>,
    /// Learners of this course (status 4) may take it; none: every learner.
    pub course_id: Option<i64>,
    pub total_score: i32,
    /// The score that passes (null: 60 % of the total, see `domain::exam::pass_score`).
    pub pass_score: Option<i32>,
    /// When learners see the correct answers: afterClose, afterGrading or never.
    pub answer_visibility: String,
    /// A learner must have the 学时 the course requires before starting it.
    pub requires_hours: bool,
    /// JSON list of draw rules (`domain::paper::DrawRule`); '' for a fixed paper (the items).
    pub draw_rules: String,
    /// Each learner's questions in their own order within each type section.
    pub shuffle_questions: bool,
    /// Each learner's options of a choice in their own order.
    pub shuffle_options: bool,
    /// How many attempts a learner has (1 to `domain::attempts::ATTEMPTS_MAX`).
    pub attempts_allowed: i32,
    /// How the attempts make the result: highest, last, first or average.
    pub grading_method: String,
    /// Seconds a learner waits after an attempt before the next.
    pub attempt_wait: i64,
    /// The latest end of a learner's own window (`exam_overrides`), when later than the exam's.
    pub overrides_end: Option<i64>,
    /// The count of leaves (hidden, blur, exit, full screen left when required) that submits an
    /// attempt; 0: none does.
    pub exit_limit: i32,
    /// The exam is sat in full screen: leaving it counts as a leave.
    pub require_fullscreen: bool,
    /// Camera stills are taken at the start of each attempt and at random moments (考试抓拍).
    pub camera_required: bool,
    pub author_id: Option<i64>,
    pub created_at: i64,
    pub updated_at: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
