//! Stored files: a record per upload, the bytes once per SHA-256.

use crate::auth::Session;
use crate::db::{self, files::FileRecord};
use crate::domain::roles;
use crate::error::{AppError, AppResult};
use crate::refusals;
use crate::state::AppState;

/// Removes a record and, when it was the last one, the stored bytes.
pub async fn delete_record(state: &AppState, record: FileRecord) -> AppResult<()> {
    db::files::delete(&state.db, record.id).await?;
    if db::files::count_by_sha(&state.db, &record.sha256).await? == 0 {
        state.storage.delete(&record.sha256).await?;
    }
    Ok(())
}

/// Deletes a file record as its owner or an administrator.
pub async fn remove(state: &AppState, session: &Session, id: i64) -> AppResult<()> {
    let record = db::files::find(&state.db, id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::FILE_NOT_FOUND.into()))?;
    if record.owner_id != Some(session.user_id) && !session.has_role(roles::ADMIN) {
        return Err(AppError::Forbidden(refusals::FILE_DELETE_FORBIDDEN.into()));
    }
    delete_record(state, record).await
}
