//! Uploaded files: their records (the bytes are in `Storage`).

use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, Set,
};

use super::DbResult;
use super::entity::file;
use super::now_ms;

pub use file::Model as FileRecord;

pub struct NewFile<'a> {
    pub sha256: &'a str,
    pub name: &'a str,
    pub size: i64,
    pub mime: &'a str,
    pub source: &'a str,
    pub public: bool,
    pub owner_id: i64,
    pub duration_ms: Option<i64>,
}

pub async fn insert(db: &impl ConnectionTrait, new: NewFile<'_>) -> DbResult<FileRecord> {
    Ok(file::ActiveModel {
        sha256: Set(new.sha256.into()),
        name: Set(new.name.into()),
        size: Set(new.size),
        mime: Set(new.mime.into()),
        source: Set(new.source.into()),
        public: Set(new.public),
        owner_id: Set(Some(new.owner_id)),
        duration_ms: Set(new.duration_ms),
        created_at: Set(now_ms()),
        ..Default::default()
    }
    .insert(db)
    .await?)
}

pub async fn find(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<FileRecord>> {
    Ok(file::Entity::find_by_id(id).one(db).await?)
}

/// Every record of the same bytes (several users may upload the same file).
pub async fn by_sha(db: &impl ConnectionTrait, sha256: &str) -> DbResult<Vec<FileRecord>> {
    Ok(file::Entity::find()
        .filter(file::Column::Sha256.eq(sha256))
        .all(db)
        .await?)
}

pub async fn count_by_sha(db: &impl ConnectionTrait, sha256: &str) -> DbResult<u64> {
    Ok(file::Entity::find()
        .filter(file::Column::Sha256.eq(sha256))
        .count(db)
        .await?)
}

pub async fn delete(db: &impl ConnectionTrait, id: i64) -> DbResult<()> {
    file::Entity::delete_by_id(id).exec(db).await?;
    Ok(())
}

/// Private files of a user (deleted with the account).
pub async fn private_of(db: &impl ConnectionTrait, owner_id: i64) -> DbResult<Vec<FileRecord>> {
    Ok(file::Entity::find()
        .filter(file::Column::OwnerId.eq(owner_id))
        .filter(file::Column::Public.eq(false))
        .all(db)
        .await?)
}
