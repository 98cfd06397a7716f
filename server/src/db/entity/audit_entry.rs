use sea_orm::entity::prelude::*;

/// One change in the audit log: when, who (id and name then) from which address, the kind and
/// what was done, the object (type, id and label then), from → to, and why.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "audit_log")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub at: i64,
    pub actor_id: Option<i64>,
    pub actor_name: Option<String>,
    pub address: Option<String>,
    pub kind: String,
    pub action: String,
    pub object_type: String,
    pub object_id: Option<i64>,
    pub object_label: String,
    pub from_value: Option<String>,
    pub to_value: Option<String>,
    pub reason: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
