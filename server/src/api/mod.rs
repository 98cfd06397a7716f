//! HTTP API: the envelope, the JSON and query extractors (where the input rule for control
//! characters holds for every request) and the versioned routers.

pub mod v0;
pub mod views;

use axum::Json;
use axum::extract::{FromRequest, FromRequestParts, Query, Request};
use axum::http::header;
use axum::http::request::Parts;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::domain::page::Page;
use crate::domain::rules;
use crate::error::AppError;
use crate::refusals;

/// `{"code":0,"message":"ok","data":…}`: the answer of every successful JSON call, serialized
/// once, straight from the handler's view into the body (no `serde_json::Value` in between).
pub fn ok<T: Serialize>(data: T) -> Reply {
    #[derive(Serialize)]
    struct Envelope<T> {
        code: u8,
        message: &'static str,
        data: T,
    }
    let envelope = Envelope {
        code: 0,
        message: "ok",
        data,
    };
    Reply(serde_json::to_vec(&envelope).map_err(|e| AppError::Internal(e.into())))
}

/// A successful JSON answer (see [`ok`]).
pub struct Reply(Result<Vec<u8>, AppError>);

impl IntoResponse for Reply {
    fn into_response(self) -> Response {
        match self.0 {
            Ok(body) => ([(header::CONTENT_TYPE, "application/json")], body).into_response(),
            Err(e) => e.into_response(),
        }
    }
}

/// A JSON body whose rejection speaks the envelope: 400 '请求数据格式错误' when it is not JSON of
/// the expected shape, 413 '请求数据过大' over the body limit, and 400 with the top-level field's
/// '不能包含控制字符' when any string in it (a key or a value, at any depth) holds a control
/// character.
pub struct ApiJson<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for ApiJson<T> {
    type Rejection = AppError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let Json(value) = Json::<Value>::from_request(req, state).await?;
        if let Some(field) = field_with_control_character(&value) {
            return Err(AppError::field(field, refusals::TEXT_CONTROL_CHARACTER));
        }
        serde_json::from_value(value).map(Self).map_err(|err| {
            tracing::debug!(%err, "json body of the wrong shape");
            AppError::BadRequest(refusals::BODY_MALFORMED.into())
        })
    }
}

/// The top-level field of a JSON body under which a string holds a control character (`body`
/// when the body itself is not an object).
fn field_with_control_character(value: &Value) -> Option<String> {
    fn holds(value: &Value) -> bool {
        match value {
            Value::String(s) => rules::has_control_character(s),
            Value::Array(items) => items.iter().any(holds),
            Value::Object(map) => map
                .iter()
                .any(|(k, v)| rules::has_control_character(k) || holds(v)),
            _ => false,
        }
    }
    match value {
        Value::Object(map) => map
            .iter()
            .find(|(k, v)| rules::has_control_character(k) || holds(v))
            .map(|(k, _)| k.chars().filter(|c| !c.is_control()).collect()),
        other => holds(other).then(|| "body".to_string()),
    }
}

/// A query string whose rejection speaks the envelope; a parameter holding a control character
/// is that parameter's 400 '不能包含控制字符', as in a JSON body.
pub struct ApiQuery<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequestParts<S> for ApiQuery<T> {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        let Query(pairs) = Query::<Vec<(String, String)>>::try_from_uri(&parts.uri)?;
        if let Some((name, _)) = pairs.iter().find(|(name, value)| {
            rules::has_control_character(name) || rules::has_control_character(value)
        }) {
            let name: String = name.chars().filter(|c| !c.is_control()).collect();
            return Err(AppError::field(name, refusals::TEXT_CONTROL_CHARACTER));
        }
        let Query(query) = Query::<T>::try_from_uri(&parts.uri)?;
        Ok(Self(query))
    }
}

/// The `page` and `size` of a list's query string, as documented in the OpenAPI document.
#[derive(serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageParams {
    /// Zero-based page number (default 0); a page beyond any list is refused with 400.
    page: Option<u64>,
    /// Rows per page (each list has its default), clamped to 1..=100 (1..=200 for the question bank).
    size: Option<u64>,
}

/// The page a list call asks for: `?page=` (zero-based) and `?size=` (default `DEFAULT`,
/// clamped to 1..=`MAX`). A malformed value is 400 '请求参数格式错误'; a page beyond any list
/// is 400 '页码超出范围' on `page`.
pub struct Paging<const DEFAULT: u64, const MAX: u64 = 100>(pub Page);

impl<const DEFAULT: u64, const MAX: u64, S: Send + Sync> FromRequestParts<S>
    for Paging<DEFAULT, MAX>
{
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let ApiQuery(p) = ApiQuery::<PageParams>::from_request_parts(parts, state).await?;
        Page::new(p.page, p.size, DEFAULT, MAX)
            .map(Self)
            .map_err(|refusal| AppError::field("page", refusal))
    }
}

pub type Answer = Result<Reply, AppError>;

/// The site's address as the request reached it (`https://host` behind a proxy that says so),
/// for links printed in QR codes.
pub fn origin(headers: &axum::http::HeaderMap) -> String {
    use axum::http::header;
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .filter(|h| {
            h.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b".-:[]".contains(&b))
        })
        .unwrap_or("localhost");
    let scheme = headers
        .get("x-forwarded-proto")
        .and_then(|h| h.to_str().ok())
        .filter(|p| *p == "https")
        .unwrap_or("http");
    format!("{scheme}://{host}")
}

/// A downloaded Excel workbook.
pub fn xlsx_attachment(bytes: Vec<u8>, name: &str) -> axum::response::Response {
    attachment(
        bytes,
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        name,
    )
}

/// A downloaded document: its content type, the file name (RFC 5987, so Chinese names survive)
/// and no caching of private data.
pub fn attachment(
    bytes: Vec<u8>,
    content_type: &'static str,
    name: &str,
) -> axum::response::Response {
    streamed(axum::body::Body::from(bytes), content_type, name)
}

/// A downloaded document whose body is made while it is sent (see `attachment`).
pub fn streamed(
    body: axum::body::Body,
    content_type: &'static str,
    name: &str,
) -> axum::response::Response {
    use axum::http::{HeaderValue, header};
    use axum::response::IntoResponse;
    let mut response = body.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    let encoded: String = name
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect();
    if let Ok(value) = HeaderValue::from_str(&format!("attachment; filename*=UTF-8''{encoded}")) {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("private, no-store"),
    );
    response
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[tokio::test]
    async fn ok_is_the_envelope_with_the_view_as_data() {
        #[derive(Serialize)]
        #[serde(rename_all = "camelCase")]
        struct View<'a> {
            section_id: i64,
            title: &'a str,
        }
        let response = ok(View {
            section_id: 7,
            title: "第一章",
        })
        .into_response();
        assert_eq!(response.headers()[header::CONTENT_TYPE], "application/json");
        let body = axum::body::to_bytes(response.into_body(), usize::MAX)
            .await
            .unwrap();
        let value: Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(
            value,
            json!({"code": 0, "message": "ok", "data": {"sectionId": 7, "title": "第一章"}})
        );
    }

    #[test]
    fn a_control_character_anywhere_names_its_top_level_field() {
        assert_eq!(
            field_with_control_character(&json!({"a": "ok\n\tfine\r", "b": 1})),
            None
        );
        assert_eq!(
            field_with_control_character(&json!({"a": "ok", "name": "x\u{0}y"})),
            Some("name".into())
        );
        assert_eq!(
            field_with_control_character(&json!({"metadata": {"options": {"A": "\u{7f}"}}})),
            Some("metadata".into())
        );
        assert_eq!(
            field_with_control_character(&json!({"answers": {"1\u{1}": "x"}})),
            Some("answers".into())
        );
        assert_eq!(
            field_with_control_character(&json!({"ids": [1, 2], "items": [{"t": "\u{1b}"}]})),
            Some("items".into())
        );
        assert_eq!(
            field_with_control_character(&json!(["\u{0}"])),
            Some("body".into())
        );
    }
}
