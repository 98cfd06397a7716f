use sea_orm::entity::prelude::*;

/// A certificate issued on an application: what it says, the token of its QR code, whether it
/// was revoked (and what replaced it), and how often it was verified.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "certificates")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub application_id: i64,
    pub user_id: i64,
    pub course_id: i64,
    pub number: String,
    pub level: String,
    /// YYYY-MM-DD.
    pub issue_date: String,
    pub authority: String,
    pub token: String,
    pub issued_at: i64,
    pub issued_by: Option<i64>,
    pub revoked_at: Option<i64>,
    pub revoked_by: Option<i64>,
    pub revoke_reason: Option<String>,
    pub replaced_by: Option<i64>,
    pub verifications: i64,
    pub last_verified_at: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
