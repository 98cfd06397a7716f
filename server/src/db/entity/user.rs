use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "users")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub username: String,
    pub phone: Option<String>,
    pub email: Option<String>,
    #[serde(skip)]
    pub password_hash: String,
    pub name: Option<String>,
    pub gender: Option<String>,
    /// Sealed in the database (`db::sealed`).
    pub id_card: Option<crate::db::sealed::Sealed>,
    /// The keyed hash of the ID number it is found by.
    #[serde(skip)]
    pub id_card_hash: Option<String>,
    pub birth_date: Option<String>,
    pub education: Option<String>,
    pub degree: Option<String>,
    pub work_unit: Option<String>,
    pub work_experience: Option<i32>,
    pub address: Option<String>,
    pub invite_code: Option<String>,
    /// The distributor whose invite code the account registered with.
    pub distributor_id: Option<i64>,
    pub invite_code_id: Option<i64>,
    /// An imported account's initial password: changed at the first login before anything else.
    pub must_change_password: bool,
    pub created_at: i64,
    pub updated_at: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
