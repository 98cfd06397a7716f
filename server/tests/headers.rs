//! Security headers: every answer forbids framing, sniffing and inline script; uploaded files
//! are sandboxed and downloaded unless they are images or media the app shows.

mod common;

use common::spawn_app;
use reqwest::header::HeaderMap;

fn header<'a>(headers: &'a HeaderMap, name: &str) -> &'a str {
    headers
        .get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
}

#[track_caller]
fn assert_protected(what: &str, headers: &HeaderMap) {
    let policy = header(headers, "content-security-policy");
    assert!(
        policy.contains("frame-ancestors 'none'"),
        "{what}: {policy}"
    );
    assert!(policy.contains("script-src 'self';"), "{what}: {policy}");
    assert!(!policy.contains("unsafe-eval"), "{what}: {policy}");
    assert_eq!(
        header(headers, "x-content-type-options"),
        "nosniff",
        "{what}"
    );
    assert_eq!(header(headers, "x-frame-options"), "DENY", "{what}");
    assert_eq!(
        header(headers, "referrer-policy"),
        "strict-origin-when-cross-origin",
        "{what}"
    );
}

#[tokio::test]
async fn every_answer_carries_the_security_headers() {
    let app = spawn_app().await;
    let learner = app.learner("learner01", "13912345678").await;
    for (what, path, token) in [
        ("api", "/api/v0/user", Some(learner.as_str())),
        ("refusal", "/api/v0/user", None),
        ("unknown api", "/api/v0/nothing", None),
        ("health", "/healthz", None),
        ("login page", "/login", None),
        ("deep link", "/exam/7", None),
    ] {
        let reply = app.get(path, token).await;
        assert_protected(what, &reply.headers);
    }
}

#[tokio::test]
async fn uploaded_files_are_sandboxed_and_only_images_and_media_open_in_place() {
    let app = spawn_app().await;
    let teacher = app.staff("teacher").await;
    let learner = app.learner("learner01", "13912345678").await;
    // A PNG with HTML and script after its header: served as image/png, never sniffed as HTML.
    let mut png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0".to_vec();
    png.extend_from_slice(b"<html><script>alert(document.cookie)</script></html>");
    let image = app.upload(&teacher, "cover", "封面.png", png).await;
    let url = image.ok()["url"].as_str().unwrap().to_string();
    let read = app.fetch_file(None, &url, None).await;
    assert_eq!(read.status(), 200);
    let headers = read.headers().clone();
    assert_eq!(header(&headers, "content-type"), "image/png");
    assert_eq!(header(&headers, "content-disposition"), "");
    assert_eq!(header(&headers, "x-content-type-options"), "nosniff");
    let policy = header(&headers, "content-security-policy");
    assert!(policy.starts_with("sandbox;"), "{policy}");
    assert!(policy.contains("default-src 'none'"), "{policy}");

    // A PDF with JavaScript in it is a download, also sandboxed.
    let mut pdf = b"%PDF-1.4\n".to_vec();
    pdf.extend_from_slice(b"<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\n");
    let doc = app.upload(&learner, "material", "学历证书.pdf", pdf).await;
    let url = doc.ok()["url"].as_str().unwrap().to_string();
    let read = app.fetch_file(&learner, &url, None).await;
    assert_eq!(read.status(), 200);
    let headers = read.headers().clone();
    assert_eq!(
        header(&headers, "content-disposition"),
        "attachment; filename*=UTF-8''%E5%AD%A6%E5%8E%86%E8%AF%81%E4%B9%A6.pdf"
    );
    assert!(header(&headers, "content-security-policy").starts_with("sandbox;"));

    // A range read of a file keeps the headers.
    let part = app.fetch_file(&learner, &url, Some("bytes=0-3")).await;
    assert_eq!(part.status(), 206);
    assert!(header(part.headers(), "content-security-policy").starts_with("sandbox;"));
}
