//! Security headers on every response: the web app runs under a Content-Security-Policy with no
//! inline script and cannot be framed; uploaded files under `/files/` get a sandboxing policy of
//! their own (set by the file handler) and are downloaded unless they are images or media.

use axum::Router;
use axum::http::{HeaderName, HeaderValue, header};
use tower_http::set_header::SetResponseHeaderLayer;

/// The app's policy. antd writes its styles at run time, hence `'unsafe-inline'` for styles
/// only; scripts come from the app's own origin and nowhere else.
pub const APP_POLICY: &str = "default-src 'self'; script-src 'self'; \
    style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' blob:; \
    font-src 'self' data:; connect-src 'self'; frame-src 'self' blob:; object-src 'none'; base-uri 'self'; \
    form-action 'self'; frame-ancestors 'none'";

/// The policy of an uploaded file opened on its own: nothing in it runs, nothing it loads.
pub const FILE_POLICY: &str =
    "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'";

/// Adds the headers to every response that has not set them itself.
pub fn secure<S: Clone + Send + Sync + 'static>(router: Router<S>) -> Router<S> {
    let headers: [(HeaderName, &'static str); 5] = [
        (header::CONTENT_SECURITY_POLICY, APP_POLICY),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::X_FRAME_OPTIONS, "DENY"),
        (header::REFERRER_POLICY, "strict-origin-when-cross-origin"),
        (
            HeaderName::from_static("cross-origin-opener-policy"),
            "same-origin",
        ),
    ];
    headers.into_iter().fold(router, |router, (name, value)| {
        router.layer(SetResponseHeaderLayer::if_not_present(
            name,
            HeaderValue::from_static(value),
        ))
    })
}

/// Whether the browser may show an uploaded file of this type in place (the app shows images,
/// audio and video); anything else is answered as an attachment.
pub fn shown_inline(mime: &str) -> bool {
    ["image/", "audio/", "video/"]
        .iter()
        .any(|kind| mime.starts_with(kind))
        && mime != "image/svg+xml"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_images_and_media_are_shown_in_place() {
        for mime in ["image/png", "image/webp", "audio/mpeg", "video/mp4"] {
            assert!(shown_inline(mime), "{mime}");
        }
        for mime in [
            "application/pdf",
            "text/html",
            "image/svg+xml",
            "application/octet-stream",
        ] {
            assert!(!shown_inline(mime), "{mime}");
        }
    }
}
