//! The integration tests, one subject per file beside this one (`access.rs`, `enrolment.rs`, …):
//! each starts the real server on SQLite, or on PostgreSQL when SKILLCERT_TEST_DATABASE_URL names
//! one, and talks to it over HTTP. They are modules of one test binary (`--test it`), so the
//! server is linked once rather than once per file; nextest still runs every test in its own
//! process. One file's tests: `cargo nextest run --test it personal::`.

mod common;

mod access;
mod administration;
mod analysis;
mod attempts;
mod audit;
mod backup;
mod careers;
mod certificates;
mod classes;
mod comments;
mod conduct;
mod contract;
mod course;
mod crash;
mod delegation;
mod distributors;
mod enrolment;
mod exam;
mod file;
mod file_center;
mod headers;
mod input;
mod instances;
mod limits;
mod media;
mod message;
mod metrics;
mod papers;
mod personal;
mod photo_memory;
mod progress;
mod question_bank;
mod server;
mod settings;
mod sms;
mod storage_s3;
mod study;
mod user;
