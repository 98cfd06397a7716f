//! Versioned schema migrations; run at start-up and by `skillcert migrate`. Never edit a landed one.

use sea_orm_migration::prelude::*;

mod m20261121_000001_identity;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![Box::new(m20261121_000001_identity::Migration)]
    }
}
