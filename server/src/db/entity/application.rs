use sea_orm::entity::prelude::*;

/// A learner's application to one course; its status is the enrolment's.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "applications")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub user_id: i64,
    pub course_id: i64,
    /// The application form (JSON of `domain::enrolment::ApplicationForm`); its ID number sealed
    /// in the database (`db::sealed`).
    pub form: crate::db::sealed::Form,
    /// The documents: slot name → file id (JSON object).
    pub documents: String,
    pub submitted_at: Option<i64>,
    pub reviewer_id: Option<i64>,
    pub reviewed_at: Option<i64>,
    pub review_reason: Option<String>,
    pub payment_method: Option<String>,
    pub payment_reference: Option<String>,
    pub payment_proof_id: Option<i64>,
    pub payment_submitted_at: Option<i64>,
    pub payment_refusal: Option<String>,
    pub finance_id: Option<i64>,
    pub paid_at: Option<i64>,
    pub enrolment_number: Option<String>,
    pub invoice_issued: bool,
    pub certificate_issued: bool,
    /// The learner passed the course's exam (a graded score at the pass mark, or recorded by staff).
    pub exam_completed: bool,
    pub exam_completed_at: Option<i64>,
    pub certificate_number: Option<String>,
    pub certificate_level: Option<String>,
    /// YYYY-MM-DD.
    pub certificate_date: Option<String>,
    pub certificate_authority: Option<String>,
    pub certificate_issued_at: Option<i64>,
    /// Fen, as confirmed by the finance desk (the course's fee at the time).
    pub paid_amount: Option<i64>,
    /// A copy of the enrolment's status (None while there is no enrolment), written with it, so
    /// the reviewers' queue counts its filters in this table alone (`db::applications`).
    pub status: Option<i16>,
    pub created_at: i64,
    pub updated_at: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
