//! skillcert: vocational training and skill-certification platform (API, files and web app).

pub mod api;
pub mod auth;
pub mod backup;
pub mod bench_seed;
pub mod cache;
pub mod catalogue;
pub mod clock;
pub mod config;
pub mod db;
pub mod documents;
pub mod domain;
pub mod error;
pub mod face;
pub mod headers;
pub mod metrics;
pub mod queue_tally;
pub mod refusals;
pub mod seed;
pub mod service;
pub mod sms;
pub mod startup;
pub mod storage;
pub mod web;
