//! HTTP API: the envelope, the JSON extractor and the versioned routers.

pub mod v0;
pub mod views;

use axum::Json;
use axum::extract::{FromRequest, FromRequestParts};
use serde::Serialize;
use serde_json::{Value, json};

use crate::error::AppError;

/// `{"code":0,"message":"ok","data":…}`: the answer of every successful JSON call.
pub fn ok<T: Serialize>(data: T) -> Json<Value> {
    Json(json!({ "code": 0, "message": "ok", "data": data }))
}

/// A JSON body whose rejection speaks the envelope (400 '请求数据格式错误').
#[derive(FromRequest)]
#[from_request(via(axum::Json), rejection(AppError))]
pub struct ApiJson<T>(pub T);

/// A query string whose rejection speaks the envelope.
#[derive(FromRequestParts)]
#[from_request(via(axum::extract::Query), rejection(AppError))]
pub struct ApiQuery<T>(pub T);

pub type Answer = Result<Json<Value>, AppError>;
