//! Accounts without a name take the name their learner wrote on their earliest submitted
//! application form, so the desks, the user table and the progress lists show names (from now on
//! the submission does this itself).

use sea_orm::ConnectionTrait;
use sea_orm_migration::prelude::*;

use crate::db::statement;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        let rows = db
            .query_all_raw(statement(
                db,
                "SELECT a.user_id, a.form FROM applications a JOIN users u ON u.id = a.user_id \
                 WHERE (u.name IS NULL OR u.name = '') AND a.submitted_at IS NOT NULL \
                 ORDER BY a.submitted_at ASC, a.id ASC",
                vec![],
            ))
            .await?;
        let mut named = std::collections::HashSet::new();
        for row in rows {
            let user_id: i64 = row.try_get("", "user_id")?;
            let form: String = row.try_get("", "form")?;
            let name = serde_json::from_str::<serde_json::Value>(&form)
                .ok()
                .and_then(|v| v["name"].as_str().map(|n| n.trim().to_string()))
                .filter(|n| !n.is_empty());
            if let Some(name) = name
                && named.insert(user_id)
            {
                db.execute_raw(statement(
                    db,
                    "UPDATE users SET name = $1 WHERE id = $2",
                    vec![name.into(), user_id.into()],
                ))
                .await?;
            }
        }
        Ok(())
    }

    async fn down(&self, _: &SchemaManager) -> Result<(), DbErr> {
        Ok(())
    }
}
