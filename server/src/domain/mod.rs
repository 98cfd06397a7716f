//! Validated values and pure rules of the domain, free of I/O.

pub mod analysis;
pub mod attempts;
pub mod audit;
pub mod calendar;
pub mod career;
pub mod comment;
pub mod conduct;
pub mod course;
pub mod distributor;
pub mod enrolment;
pub mod exam;
pub mod identity;
pub mod learner_import;
pub mod message;
pub mod page;
pub mod paper;
pub mod question_bank;
pub mod roles;
pub mod rules;
pub mod study;
pub mod upload;
pub mod vocabulary;
