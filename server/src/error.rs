//! The one error type of the API: each variant maps to an HTTP status and an enveloped answer.

use std::borrow::Cow;

use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Map, Value, json};

use crate::db::DbError;
use crate::refusals::{self, Message, Refusal};

/// A request field's name: a known one, or one taken from the request (a JSON key).
pub type FieldName = Cow<'static, str>;

/// Field name → refusal, in the order the fields were checked.
#[derive(Debug, Default, Clone)]
pub struct FieldErrors(Vec<(FieldName, Message)>);

impl FieldErrors {
    pub fn new() -> Self {
        Self::default()
    }
    /// Records the first error of a field; later errors of the same field are ignored.
    pub fn add(&mut self, field: impl Into<FieldName>, message: impl Into<Message>) {
        let field = field.into();
        if !self.0.iter().any(|(f, _)| *f == field) {
            self.0.push((field, message.into()));
        }
    }
    /// The value of a rule that held, or `None` with the field's error recorded.
    pub fn check<T, E: Into<Message>>(
        &mut self,
        field: &'static str,
        result: Result<T, E>,
    ) -> Option<T> {
        result.map_err(|message| self.add(field, message)).ok()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// (field, message) of each error, in the order checked.
    pub fn entries(&self) -> impl Iterator<Item = (&str, &Message)> {
        self.0.iter().map(|(f, m)| (f.as_ref(), m))
    }
    /// (field, text) of each error, for tests.
    #[cfg(test)]
    pub fn pairs(&self) -> Vec<(String, String)> {
        self.0
            .iter()
            .map(|(f, m)| (f.to_string(), m.to_string()))
            .collect()
    }
    /// The parsed value when no field failed, else a 400 with every field's error. `parsed`
    /// assembles it from the checked values (each `Some` when its check held, e.g.
    /// `|| Some(Fields { name: name?, phone: phone? })`), so no value is unwrapped by hand; a
    /// value missing without an error recorded is a 400 too, never a panic.
    pub fn finish<T>(self, parsed: impl FnOnce() -> Option<T>) -> Result<T, AppError> {
        match parsed() {
            Some(value) if self.0.is_empty() => Ok(value),
            _ => Err(AppError::Validation(self)),
        }
    }
    /// `Ok(())` when no field failed, else a 400 whose message is the first field's message.
    pub fn into_result(self) -> Result<(), AppError> {
        if self.0.is_empty() {
            Ok(())
        } else {
            Err(AppError::Validation(self))
        }
    }
    /// `fields` (field → text) and `codes` (field → code) of the answer's `data`.
    fn to_json(&self) -> (Value, Value) {
        let texts: Map<String, Value> = self
            .0
            .iter()
            .map(|(f, m)| (f.to_string(), Value::String(m.to_string())))
            .collect();
        let codes: Map<String, Value> = self
            .0
            .iter()
            .map(|(f, m)| (f.to_string(), Value::String(m.code().into())))
            .collect();
        (Value::Object(texts), Value::Object(codes))
    }
    fn first(&self) -> Message {
        self.0
            .first()
            .map(|(_, m)| m.clone())
            .unwrap_or_else(|| refusals::REQUEST_INVALID.into())
    }
}

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("validation failed")]
    Validation(FieldErrors),
    /// 400 without a field, e.g. a malformed body.
    #[error("{0}")]
    BadRequest(Message),
    #[error("{0}")]
    Unauthorized(Message),
    #[error("{0}")]
    Forbidden(Message),
    #[error("{0}")]
    NotFound(Message),
    /// Unique value taken, or a state that forbids the change; the field names what.
    #[error("{message}")]
    Conflict {
        field: &'static str,
        message: Message,
    },
    #[error("{0}")]
    PayloadTooLarge(Message),
    #[error("{0}")]
    Unprocessable(Message),
    #[error("{message}")]
    TooManyRequests {
        message: Message,
        retry_after_secs: u64,
    },
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl AppError {
    pub fn unauthorized() -> Self {
        Self::Unauthorized(refusals::LOGIN_REQUIRED.into())
    }
    pub fn field(field: impl Into<FieldName>, message: impl Into<Message>) -> Self {
        let mut errors = FieldErrors::new();
        errors.add(field, message);
        Self::Validation(errors)
    }

    fn status_and_code(&self) -> (StatusCode, i32) {
        match self {
            Self::Validation(_) | Self::BadRequest(_) => (StatusCode::BAD_REQUEST, 40000),
            Self::Unauthorized(_) => (StatusCode::UNAUTHORIZED, 40100),
            Self::Forbidden(_) => (StatusCode::FORBIDDEN, 40300),
            Self::NotFound(_) => (StatusCode::NOT_FOUND, 40400),
            Self::Conflict { .. } => (StatusCode::CONFLICT, 40900),
            Self::PayloadTooLarge(_) => (StatusCode::PAYLOAD_TOO_LARGE, 41300),
            Self::Unprocessable(_) => (StatusCode::UNPROCESSABLE_ENTITY, 42200),
            Self::TooManyRequests { .. } => (StatusCode::TOO_MANY_REQUESTS, 42900),
            Self::Internal(_) => (StatusCode::INTERNAL_SERVER_ERROR, 50000),
        }
    }
}

impl AppError {
    /// The refusal the answer carries (the first field's for a validation error).
    fn message(&self) -> Message {
        match self {
            Self::Validation(fields) => fields.first(),
            Self::BadRequest(m)
            | Self::Unauthorized(m)
            | Self::Forbidden(m)
            | Self::NotFound(m)
            | Self::PayloadTooLarge(m)
            | Self::Unprocessable(m)
            | Self::Conflict { message: m, .. }
            | Self::TooManyRequests { message: m, .. } => m.clone(),
            Self::Internal(_) => refusals::INTERNAL.into(),
        }
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let (status, code) = self.status_and_code();
        let message = self.message();
        metrics::counter!(crate::metrics::REFUSALS, "code" => message.code()).increment(1);
        let mut data = match &self {
            Self::Validation(fields) => {
                let (texts, codes) = fields.to_json();
                json!({ "fields": texts, "codes": codes })
            }
            Self::Conflict { field, message } => json!({
                "fields": { *field: message.to_string() },
                "codes": { *field: message.code() },
            }),
            Self::TooManyRequests {
                retry_after_secs, ..
            } => json!({ "retryAfter": retry_after_secs }),
            Self::Internal(err) => {
                tracing::error!(error = ?err, "internal error");
                Value::Null
            }
            _ => Value::Null,
        };
        if !message.params.is_empty() {
            let params: Map<String, Value> = message
                .params
                .iter()
                .map(|(name, value)| ((*name).to_string(), Value::String(value.clone())))
                .collect();
            match data.as_object_mut() {
                Some(object) => {
                    object.insert("params".into(), Value::Object(params));
                }
                None => data = json!({ "params": params }),
            }
        }
        let mut response = (
            status,
            axum::Json(json!({
                "code": code,
                "message": message.to_string(),
                "error": message.code(),
                "data": data,
            })),
        )
            .into_response();
        if let Self::TooManyRequests {
            retry_after_secs, ..
        } = self
            && let Ok(value) = HeaderValue::from_str(&retry_after_secs.to_string())
        {
            response.headers_mut().insert(header::RETRY_AFTER, value);
        }
        response
    }
}

impl From<DbError> for AppError {
    /// What a service did not map itself: a missing row is a 404, a unique value taken a 409,
    /// anything else a 500 (logged with its detail).
    fn from(err: DbError) -> Self {
        match err {
            DbError::NotFound => Self::NotFound(refusals::NOT_FOUND.into()),
            DbError::Unique { .. } => Self::Conflict {
                field: "id",
                message: refusals::CONFLICT.into(),
            },
            DbError::Other(e) => Self::Internal(e.into()),
        }
    }
}

impl From<sea_orm::DbErr> for AppError {
    fn from(err: sea_orm::DbErr) -> Self {
        DbError::from(err).into()
    }
}

/// A value that must be unique: the table and column, the request field, the 409 message.
pub type UniqueField = (&'static str, &'static str, &'static str, Refusal);

impl AppError {
    /// The one place a unique violation becomes a field error: a violation on one of `fields`
    /// is that field's 409 with its message; any other error maps as usual.
    pub fn unique_field(err: DbError, fields: &[UniqueField]) -> Self {
        match fields
            .iter()
            .find(|(table, column, _, _)| err.is_unique_on(table, column))
        {
            Some((_, _, field, message)) => Self::Conflict {
                field,
                message: (*message).into(),
            },
            None => err.into(),
        }
    }
}

impl From<JsonRejection> for AppError {
    fn from(rejection: JsonRejection) -> Self {
        tracing::debug!(%rejection, "bad json body");
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            return Self::PayloadTooLarge(refusals::BODY_TOO_LARGE.into());
        }
        Self::BadRequest(refusals::BODY_MALFORMED.into())
    }
}

impl From<QueryRejection> for AppError {
    fn from(rejection: QueryRejection) -> Self {
        tracing::debug!(%rejection, "bad query");
        Self::BadRequest(refusals::QUERY_MALFORMED.into())
    }
}

impl From<PathRejection> for AppError {
    fn from(rejection: PathRejection) -> Self {
        tracing::debug!(%rejection, "bad path");
        Self::NotFound(refusals::NOT_FOUND.into())
    }
}

pub type AppResult<T> = Result<T, AppError>;
