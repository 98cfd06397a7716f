//! Validated values and pure rules of the domain, free of I/O.

pub mod roles;
pub mod rules;
