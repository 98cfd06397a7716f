//! Security headers: every answer forbids framing, sniffing and inline script; uploaded files
//! are sandboxed and downloaded unless they are images or media the app shows.

use crate::common;

use crate::common::spawn_app;
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

/// The app's files go out as the brotli or gzip copy made at build time when the browser takes
/// it (brotli first), the file itself otherwise; hashed assets are cached for a year, every answer
/// varies by `Accept-Encoding`, and a route of the app is `index.html` (compressed the same way),
/// or its own page when the build prerendered it (`/login`).
#[tokio::test]
async fn app_files_are_sent_precompressed_as_the_browser_accepts() {
    let web = std::env::temp_dir().join(format!("web-{}", std::process::id()));
    std::fs::create_dir_all(web.join("assets")).unwrap();
    let script = "console.log('skillcert');".repeat(100);
    std::fs::write(web.join("assets/app-1a2b.js"), &script).unwrap();
    std::fs::write(web.join("assets/app-1a2b.js.br"), b"BROTLI").unwrap();
    std::fs::write(web.join("assets/app-1a2b.js.gz"), b"GZIP").unwrap();
    std::fs::write(web.join("index.html"), "<!doctype html><div id=root></div>").unwrap();
    std::fs::write(web.join("index.html.br"), b"BROTLI INDEX").unwrap();
    std::fs::create_dir_all(web.join("prerendered")).unwrap();
    std::fs::write(
        web.join("prerendered/login.html"),
        "<!doctype html><div id=root data-prerendered=/login></div>",
    )
    .unwrap();
    std::fs::write(
        web.join("prerendered/login.html.gz"),
        b"PRERENDERED LOGIN GZ",
    )
    .unwrap();
    let dir = web.clone();
    let app = common::spawn_app_with(move |s| s.web_dir = Some(dir)).await;
    let get = |path: &'static str, accept: Option<&'static str>| {
        let mut request = app.client.get(format!("{}{path}", app.base));
        if let Some(accept) = accept {
            request = request.header("Accept-Encoding", accept);
        }
        async move {
            let response = request.send().await.unwrap();
            let headers = response.headers().clone();
            (headers, response.bytes().await.unwrap())
        }
    };

    let (headers, body) = get("/assets/app-1a2b.js", Some("gzip, deflate, br, zstd")).await;
    assert_eq!(&body[..], b"BROTLI");
    assert_eq!(header(&headers, "content-encoding"), "br");
    assert_eq!(header(&headers, "content-type"), "text/javascript");
    assert_eq!(
        header(&headers, "cache-control"),
        "public, max-age=31536000, immutable"
    );
    assert_eq!(header(&headers, "vary"), "accept-encoding");

    let (headers, body) = get("/assets/app-1a2b.js", Some("gzip;q=1, br;q=0")).await;
    assert_eq!(&body[..], b"GZIP");
    assert_eq!(header(&headers, "content-encoding"), "gzip");

    let (headers, body) = get("/assets/app-1a2b.js", Some("identity")).await;
    assert_eq!(body, script.as_bytes());
    assert_eq!(header(&headers, "content-encoding"), "");
    assert_eq!(header(&headers, "vary"), "accept-encoding");

    let (headers, body) = get("/studenthome", Some("br")).await;
    assert_eq!(&body[..], b"BROTLI INDEX");
    assert_eq!(header(&headers, "content-encoding"), "br");
    assert_eq!(header(&headers, "cache-control"), "no-cache");
    assert_eq!(header(&headers, "content-type"), "text/html");

    let (headers, body) = get("/register", None).await;
    assert_eq!(&body[..], b"<!doctype html><div id=root></div>");
    assert_eq!(header(&headers, "content-encoding"), "");

    // A page the build prerendered is its own HTML, whatever the route's case; any other
    // route, deeper paths included, is index.html.
    for path in ["/login", "/LOGIN", "/login/"] {
        let (headers, body) = get(path, Some("gzip")).await;
        assert_eq!(&body[..], b"PRERENDERED LOGIN GZ", "{path}");
        assert_eq!(header(&headers, "content-encoding"), "gzip");
        assert_eq!(header(&headers, "cache-control"), "no-cache");
        assert_eq!(header(&headers, "content-type"), "text/html");
    }
    let (_, body) = get("/login", None).await;
    assert_eq!(
        &body[..],
        b"<!doctype html><div id=root data-prerendered=/login></div>"
    );
    for path in ["/login/x", "/prerendered/login", "/log%69n"] {
        let (_, body) = get(path, None).await;
        assert_eq!(&body[..], b"<!doctype html><div id=root></div>", "{path}");
    }

    let missing = app
        .client
        .get(format!("{}/assets/missing-0000.js", app.base))
        .header("Accept-Encoding", "br")
        .send()
        .await
        .unwrap();
    assert_eq!(missing.status(), 404);
    std::fs::remove_dir_all(&web).unwrap();
}
