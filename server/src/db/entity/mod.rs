//! SeaORM entities, one module per table.

pub mod permission;
pub mod role;
pub mod role_permission;
pub mod session;
pub mod sms_code;
pub mod throttle;
pub mod user;
pub mod user_permission;
pub mod user_role;
