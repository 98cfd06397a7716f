//! The built React app, embedded in the binary (or read from `--web-dir`): hashed assets cached
//! for a year, every other path that is not a file answered with `index.html` (the SPA decides
//! what to show).

use std::borrow::Cow;
use std::path::{Component, Path};

use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use rust_embed::Embed;

use crate::service::AppState;

#[derive(Embed)]
#[folder = "../web/dist"]
struct Assets;

async fn read(web_dir: Option<&Path>, path: &str) -> Option<Cow<'static, [u8]>> {
    match web_dir {
        Some(dir) => {
            let relative = Path::new(path);
            if relative
                .components()
                .any(|c| !matches!(c, Component::Normal(_)))
            {
                return None;
            }
            tokio::fs::read(dir.join(relative))
                .await
                .ok()
                .map(Cow::Owned)
        }
        None => Assets::get(path).map(|f| f.data),
    }
}

async fn asset(web_dir: Option<&Path>, path: &str) -> Option<Response> {
    if path.is_empty() {
        return None;
    }
    let data = read(web_dir, path).await?;
    let mime = mime_guess::from_path(path).first_or_octet_stream();
    let cache = if path.starts_with("assets/") {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    };
    let mut response = Response::new(Body::from(data.into_owned()));
    let headers = response.headers_mut();
    if let Ok(v) = HeaderValue::from_str(mime.as_ref()) {
        headers.insert(header::CONTENT_TYPE, v);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    Some(response)
}

pub async fn serve(State(state): State<AppState>, uri: Uri) -> Response {
    let web_dir = state.settings.web_dir.as_deref();
    let path = uri.path().trim_start_matches('/');
    if let Some(found) = asset(web_dir, path).await {
        return found;
    }
    // A missing hashed asset is a real 404; anything else is a client-side route.
    if path.starts_with("assets/") {
        return StatusCode::NOT_FOUND.into_response();
    }
    match asset(web_dir, "index.html").await {
        Some(index) => index,
        None => (
            StatusCode::NOT_FOUND,
            "web app not built: run `make run` or `npm --prefix web run build`",
        )
            .into_response(),
    }
}
