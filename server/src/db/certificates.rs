//! Certificates as issued (`certificates`): the current one of an application and its history,
//! look-ups by the QR code's token and by serial number, revocation, and the verification count.

use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set,
};

use super::DbResult;
use super::entity::certificate;

pub use certificate::Model as CertificateRow;

/// A certificate to record.
pub struct NewCertificate {
    pub application_id: i64,
    pub user_id: i64,
    pub course_id: i64,
    pub number: String,
    pub level: String,
    pub issue_date: String,
    pub authority: String,
    pub token: String,
    pub issued_by: Option<i64>,
}

pub async fn insert(
    db: &impl ConnectionTrait,
    c: NewCertificate,
    now: i64,
) -> DbResult<CertificateRow> {
    Ok(certificate::ActiveModel {
        application_id: Set(c.application_id),
        user_id: Set(c.user_id),
        course_id: Set(c.course_id),
        number: Set(c.number),
        level: Set(c.level),
        issue_date: Set(c.issue_date),
        authority: Set(c.authority),
        token: Set(c.token),
        issued_at: Set(now),
        issued_by: Set(c.issued_by),
        revoked_at: Set(None),
        revoked_by: Set(None),
        revoke_reason: Set(None),
        replaced_by: Set(None),
        verifications: Set(0),
        last_verified_at: Set(None),
        ..Default::default()
    }
    .insert(db)
    .await?)
}

pub async fn find(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<CertificateRow>> {
    Ok(certificate::Entity::find_by_id(id).one(db).await?)
}

/// An application's certificates, newest first (the first is the current one unless revoked).
pub async fn of_application(
    db: &impl ConnectionTrait,
    application_id: i64,
) -> DbResult<Vec<CertificateRow>> {
    Ok(certificate::Entity::find()
        .filter(certificate::Column::ApplicationId.eq(application_id))
        .order_by_desc(certificate::Column::Id)
        .all(db)
        .await?)
}

/// A learner's certificates, newest first.
pub async fn of_user(db: &impl ConnectionTrait, user_id: i64) -> DbResult<Vec<CertificateRow>> {
    Ok(certificate::Entity::find()
        .filter(certificate::Column::UserId.eq(user_id))
        .order_by_desc(certificate::Column::Id)
        .all(db)
        .await?)
}

pub async fn by_token(db: &impl ConnectionTrait, token: &str) -> DbResult<Option<CertificateRow>> {
    Ok(certificate::Entity::find()
        .filter(certificate::Column::Token.eq(token))
        .one(db)
        .await?)
}

/// The certificates issued under a serial number, newest first.
pub async fn by_number(db: &impl ConnectionTrait, number: &str) -> DbResult<Vec<CertificateRow>> {
    Ok(certificate::Entity::find()
        .filter(certificate::Column::Number.eq(number))
        .order_by_desc(certificate::Column::Id)
        .all(db)
        .await?)
}

/// Marks a certificate revoked (once: false when it already was).
pub async fn revoke(
    db: &impl ConnectionTrait,
    id: i64,
    by: Option<i64>,
    reason: &str,
    replaced_by: Option<i64>,
    now: i64,
) -> DbResult<bool> {
    let done = certificate::Entity::update_many()
        .col_expr(certificate::Column::RevokedAt, Expr::value(now))
        .col_expr(certificate::Column::RevokedBy, Expr::value(by))
        .col_expr(certificate::Column::RevokeReason, Expr::value(reason))
        .col_expr(certificate::Column::ReplacedBy, Expr::value(replaced_by))
        .filter(certificate::Column::Id.eq(id))
        .filter(certificate::Column::RevokedAt.is_null())
        .exec(db)
        .await?;
    Ok(done.rows_affected > 0)
}

/// One more verification of a certificate.
pub async fn count_verification(db: &impl ConnectionTrait, id: i64, now: i64) -> DbResult<()> {
    certificate::Entity::update_many()
        .col_expr(
            certificate::Column::Verifications,
            Expr::col(certificate::Column::Verifications).add(1),
        )
        .col_expr(certificate::Column::LastVerifiedAt, Expr::value(now))
        .filter(certificate::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}
