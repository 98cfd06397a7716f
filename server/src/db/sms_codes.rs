//! One-time SMS codes, stored hashed.

use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set,
};

use super::DbResult;
use super::entity::sms_code;

pub use sms_code::Model as SmsCode;

/// The newest code for a phone and purpose (the only one that can still be used).
pub async fn latest(
    db: &impl ConnectionTrait,
    phone: &str,
    purpose: &str,
) -> DbResult<Option<SmsCode>> {
    Ok(sms_code::Entity::find()
        .filter(sms_code::Column::Phone.eq(phone))
        .filter(sms_code::Column::Purpose.eq(purpose))
        .order_by_desc(sms_code::Column::Id)
        .one(db)
        .await?)
}

pub async fn insert(
    db: &impl ConnectionTrait,
    phone: &str,
    purpose: &str,
    code_hash: String,
    created_at: i64,
    expires_at: i64,
) -> DbResult<()> {
    sms_code::ActiveModel {
        phone: Set(phone.into()),
        purpose: Set(purpose.into()),
        code_hash: Set(code_hash),
        attempts: Set(0),
        consumed: Set(false),
        created_at: Set(created_at),
        expires_at: Set(expires_at),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

/// Counts one try of the code, unless it already had `max` tries or was used: false then.
pub async fn count_try(db: &impl ConnectionTrait, id: i64, max: i32) -> DbResult<bool> {
    let result = sms_code::Entity::update_many()
        .col_expr(
            sms_code::Column::Attempts,
            Expr::col(sms_code::Column::Attempts).add(1),
        )
        .filter(sms_code::Column::Id.eq(id))
        .filter(sms_code::Column::Attempts.lt(max))
        .filter(sms_code::Column::Consumed.eq(false))
        .exec(db)
        .await?;
    Ok(result.rows_affected == 1)
}

/// Takes back a try that was right (only wrong tries count).
pub async fn give_back_try(db: &impl ConnectionTrait, id: i64) -> DbResult<()> {
    sms_code::Entity::update_many()
        .col_expr(
            sms_code::Column::Attempts,
            Expr::col(sms_code::Column::Attempts).sub(1),
        )
        .filter(sms_code::Column::Id.eq(id))
        .filter(sms_code::Column::Attempts.gt(0))
        .exec(db)
        .await?;
    Ok(())
}

/// Marks the code used; false when another request used it first.
pub async fn consume(db: &impl ConnectionTrait, id: i64) -> DbResult<bool> {
    let result = sms_code::Entity::update_many()
        .col_expr(sms_code::Column::Consumed, Expr::value(true))
        .filter(sms_code::Column::Id.eq(id))
        .filter(sms_code::Column::Consumed.eq(false))
        .exec(db)
        .await?;
    Ok(result.rows_affected == 1)
}
