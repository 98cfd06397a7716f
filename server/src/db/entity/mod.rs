//! SeaORM entities, one module per table.

pub mod application;
pub mod course;
pub mod enrolment;
pub mod enrolment_event;
pub mod exam;
pub mod exam_item;
pub mod exam_record;
pub mod file;
pub mod item;
pub mod message;
pub mod message_read;
pub mod message_recipient;
pub mod note;
pub mod permission;
pub mod progress;
pub mod question;
pub mod role;
pub mod role_permission;
pub mod section;
pub mod session;
pub mod setting;
pub mod sms_code;
pub mod throttle;
pub mod user;
pub mod user_permission;
pub mod user_role;
