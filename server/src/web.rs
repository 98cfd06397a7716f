//! The built React app, embedded in the binary (or read from `--web-dir`): hashed assets cached
//! for a year, each file sent as its brotli or gzip copy made at build time when the browser
//! takes one, every other path that is not a file answered with `index.html` (the SPA decides
//! what to show), or with the page's own HTML when the build prerendered it
//! (`web/scripts/prerender.mjs`: `/login` is `prerendered/login.html`).

use std::borrow::Cow;
use std::path::{Component, Path};

use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
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

/// The encodings of precompressed copies (`web/scripts/compress.mjs`), preferred first.
const PRECOMPRESSED: [(&str, &str); 2] = [("br", ".br"), ("gzip", ".gz")];

/// Does the request's `Accept-Encoding` name this encoding (with a weight above 0)?
fn accepts(headers: &HeaderMap, encoding: &str) -> bool {
    headers
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|part| {
            let mut fields = part.split(';').map(str::trim);
            let named = fields
                .next()
                .is_some_and(|name| name.eq_ignore_ascii_case(encoding));
            let weight = fields
                .find_map(|p| p.strip_prefix("q="))
                .map_or(1.0, |q| q.trim().parse::<f32>().unwrap_or(0.0));
            named && weight > 0.0
        })
}

/// A file of the app, as the precompressed copy the browser accepts when there is one.
async fn asset(web_dir: Option<&Path>, path: &str, headers: &HeaderMap) -> Option<Response> {
    if path.is_empty() {
        return None;
    }
    let mut found = None;
    for (encoding, suffix) in PRECOMPRESSED {
        if accepts(headers, encoding)
            && let Some(data) = read(web_dir, &format!("{path}{suffix}")).await
        {
            found = Some((data, Some(encoding)));
            break;
        }
    }
    let (data, encoding) = match found {
        Some(found) => found,
        None => (read(web_dir, path).await?, None),
    };
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
    headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    if let Some(encoding) = encoding {
        headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
    }
    Some(response)
}

/// The prerendered HTML a route of one segment would have (routes match case-insensitively).
fn prerendered(path: &str) -> Option<String> {
    let route = path.trim_end_matches('/').to_ascii_lowercase();
    let plain = !route.is_empty()
        && route
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    plain.then(|| format!("prerendered/{route}.html"))
}

pub async fn serve(State(state): State<AppState>, uri: Uri, headers: HeaderMap) -> Response {
    let web_dir = state.settings.web_dir.as_deref();
    let path = uri.path().trim_start_matches('/');
    if let Some(found) = asset(web_dir, path, &headers).await {
        return found;
    }
    // A missing hashed asset is a real 404; anything else is a client-side route.
    if path.starts_with("assets/") {
        return StatusCode::NOT_FOUND.into_response();
    }
    if let Some(page) = prerendered(path)
        && let Some(found) = asset(web_dir, &page, &headers).await
    {
        return found;
    }
    match asset(web_dir, "index.html", &headers).await {
        Some(index) => index,
        None => (
            StatusCode::NOT_FOUND,
            "web app not built: run `make run` or `npm --prefix web run build`",
        )
            .into_response(),
    }
}
