//! Files on an S3-compatible store (`--storage s3://bucket/prefix`), through the HTTP API: a
//! multipart upload, whole and ranged reads, privacy, deletion and the application form's photo.
//! The tests are ignored (with the reason) unless asked for: `make test-s3` starts moto and runs
//! them with `--ignored`, naming it in SKILLCERT_TEST_S3_ENDPOINT (a store that accepts unsigned
//! bucket creation; the AWS_* variables reach it). Asked for without a store, they fail.

use crate::common;

use std::io::Read;

use crate::common::{TestApp, spawn_app_with};
use object_store::aws::AmazonS3Builder;
use object_store::path::Path as ObjectPath;
use object_store::{ObjectStore, ObjectStoreExt};
use serde_json::json;
use skillcert::storage::StorageLocation;

/// The store's endpoint (these tests run only when it is named).
fn endpoint() -> String {
    std::env::var("SKILLCERT_TEST_S3_ENDPOINT")
        .expect("SKILLCERT_TEST_S3_ENDPOINT names the S3 test store (make test-s3 starts moto)")
}

/// A new bucket on the test store (moto accepts an unsigned `PUT /bucket`).
async fn new_bucket(endpoint: &str) -> String {
    let bucket = format!("skillcert-test-{:016x}", rand::random::<u64>());
    let created = reqwest::Client::new()
        .put(format!("{}/{bucket}", endpoint.trim_end_matches('/')))
        .send()
        .await
        .expect("the S3 test store answers");
    assert!(
        created.status().is_success(),
        "creating bucket {bucket}: {}",
        created.status()
    );
    bucket
}

/// The app on a fresh bucket (keys under `files/`), and a client of the same bucket to look
/// at what was stored.
async fn app_on_s3(endpoint: &str) -> (TestApp, Box<dyn ObjectStore>) {
    let bucket = new_bucket(endpoint).await;
    let location = StorageLocation::S3 {
        bucket: bucket.clone(),
        prefix: "files".into(),
    };
    let app = spawn_app_with(|s| s.storage = location).await;
    let store = AmazonS3Builder::from_env()
        .with_bucket_name(&bucket)
        .with_allow_http(true)
        .build()
        .expect("a client of the test bucket");
    (app, Box::new(store))
}

fn key(sha: &str) -> ObjectPath {
    ObjectPath::from(format!("files/{}/{sha}", &sha[..2]))
}

/// A PDF of `size` bytes that compress poorly (so no layer can shortcut them).
fn pdf(size: usize) -> Vec<u8> {
    let mut bytes = b"%PDF-1.4\n".to_vec();
    let mut state = rand::random::<u64>() | 1;
    while bytes.len() < size {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        bytes.extend_from_slice(&state.to_le_bytes());
    }
    bytes.truncate(size);
    bytes
}

fn files_left_in(dir: &std::path::Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default()
}

#[tokio::test]
#[ignore = "needs an S3 store: make test-s3 runs it against moto"]
async fn a_large_upload_goes_to_the_bucket_in_parts_and_is_read_back_with_ranges() {
    let endpoint = endpoint();
    let (app, store) = app_on_s3(&endpoint).await;
    let teacher = app.staff("teacher").await;
    const SIZE: usize = 12 * 1024 * 1024 + 123;
    let bytes = pdf(SIZE);

    let uploaded = app
        .upload(&teacher, "course", "第一章.pdf", bytes.clone())
        .await;
    let file = uploaded.ok().clone();
    let sha = file["sha256"].as_str().unwrap().to_string();
    let url = file["url"].as_str().unwrap().to_string();
    assert_eq!(file["size"], SIZE);

    // In the bucket, in more than one part (a multipart ETag ends in -<parts>), and nowhere on
    // the local disk but for the empty temporary directory.
    let object = store.head(&key(&sha)).await.expect("the object is stored");
    assert_eq!(object.size, SIZE as u64);
    let etag = object.e_tag.unwrap_or_default();
    assert!(etag.trim_matches('"').ends_with("-2"), "{etag}");
    assert_eq!(files_left_in(&app.data_dir.join("files")), ["tmp"]);
    assert!(files_left_in(&app.data_dir.join("files/tmp")).is_empty());

    let whole = app.fetch_file(None, &url, None).await;
    assert_eq!(whole.status(), 200);
    assert_eq!(whole.headers()["accept-ranges"], "bytes");
    assert_eq!(whole.headers()["content-length"], SIZE.to_string().as_str());
    assert_eq!(whole.headers()["content-type"], "application/pdf");
    let etag = whole.headers()["etag"].to_str().unwrap().to_string();
    assert!(
        whole.bytes().await.unwrap() == bytes,
        "the whole file reads back"
    );

    let from = 9 * 1024 * 1024 - 50;
    let part = app
        .fetch_file(None, &url, Some(&format!("bytes={from}-{}", from + 99)))
        .await;
    assert_eq!(part.status(), 206);
    assert_eq!(
        part.headers()["content-range"],
        format!("bytes {from}-{}/{SIZE}", from + 99).as_str()
    );
    assert_eq!(part.bytes().await.unwrap(), bytes[from..from + 100]);
    let tail = app.fetch_file(None, &url, Some("bytes=-1000")).await;
    assert_eq!(tail.status(), 206);
    assert_eq!(tail.bytes().await.unwrap(), bytes[SIZE - 1000..]);
    let open_ended = app
        .fetch_file(None, &url, Some(&format!("bytes={}-", SIZE - 10)))
        .await;
    assert_eq!(open_ended.bytes().await.unwrap(), bytes[SIZE - 10..]);

    let beyond = app
        .fetch_file(None, &url, Some(&format!("bytes={SIZE}-")))
        .await;
    assert_eq!(beyond.status(), 416);
    assert_eq!(
        beyond.headers()["content-range"],
        format!("bytes */{SIZE}").as_str()
    );
    let unchanged = app
        .client
        .get(format!("{}{url}", app.base))
        .header("If-None-Match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(unchanged.status(), 304);

    // Deleting the record takes the object out of the store; its bytes wait, unserved, under
    // `deleted/` for the purge.
    app.delete_file(&teacher, file["id"].as_i64().unwrap())
        .await
        .ok();
    assert!(matches!(
        store.head(&key(&sha)).await,
        Err(object_store::Error::NotFound { .. })
    ));
    assert_eq!(app.fetch_file(None, &url, None).await.status(), 404);
    let kept = ObjectPath::from(format!("files/deleted/{sha}"));
    assert_eq!(store.head(&kept).await.expect("kept").size, SIZE as u64);

    // The same bytes uploaded again are stored and served again, and the purge keeps what was
    // deleted less than an hour ago.
    let again = app
        .upload(&teacher, "course", "第一章.pdf", bytes.clone())
        .await;
    assert_eq!(again.ok()["sha256"], sha.as_str());
    assert_eq!(app.fetch_file(None, &url, None).await.status(), 200);
    app.state.storage.purge_deleted().await.unwrap();
    assert_eq!(
        store.head(&key(&sha)).await.expect("stored").size,
        SIZE as u64
    );
}

#[tokio::test]
#[ignore = "needs an S3 store: make test-s3 runs it against moto"]
async fn private_files_in_the_bucket_are_read_only_by_their_owner_and_reviewing_staff() {
    let endpoint = endpoint();
    let (app, store) = app_on_s3(&endpoint).await;
    let owner = app.learner("learner01", "13912345678").await;
    let other = app.learner("learner02", "13912345679").await;
    let reviewer = app.staff("reviewer").await;
    let bytes = pdf(3000);
    let uploaded = app
        .upload(&owner, "material", "身份证正面.pdf", bytes.clone())
        .await;
    let file = uploaded.ok().clone();
    assert_eq!(file["public"], false);
    let url = file["url"].as_str().unwrap();
    store
        .head(&key(file["sha256"].as_str().unwrap()))
        .await
        .expect("the object is stored");

    assert_eq!(app.fetch_file(None, url, None).await.status(), 401);
    assert_eq!(app.fetch_file(&other, url, None).await.status(), 403);
    assert_eq!(
        app.fetch_file(&other, url, Some("bytes=0-9"))
            .await
            .status(),
        403
    );
    for who in [&owner, &reviewer] {
        let read = app.fetch_file(who, url, None).await;
        assert_eq!(read.status(), 200);
        assert_eq!(read.headers()["cache-control"], "private, max-age=3600");
        assert_eq!(read.bytes().await.unwrap(), bytes);
    }
}

/// A real 3 × 4 PNG image (the Word document decodes it).
fn photo() -> Vec<u8> {
    let image =
        image::RgbImage::from_fn(3, 4, |x, y| image::Rgb([x as u8 * 80, y as u8 * 60, 200]));
    let mut bytes = std::io::Cursor::new(Vec::new());
    image
        .write_to(&mut bytes, image::ImageFormat::Png)
        .expect("encode a PNG");
    bytes.into_inner()
}

#[tokio::test]
#[ignore = "needs an S3 store: make test-s3 runs it against moto"]
async fn the_application_form_takes_the_learners_photo_from_the_bucket() {
    let endpoint = endpoint();
    let (app, _store) = app_on_s3(&endpoint).await;
    let teacher = app.staff("teacher").await;
    let course = app
        .create_course(
            &teacher,
            json!({"name": "低压电工作业", "category": "电工", "type": 0, "fee": 128000}),
        )
        .await
        .id();
    let learner = app.learner("learner01", "13912345678").await;
    let photo = app.upload(&learner, "material", "照片.png", photo()).await;
    let url = photo.ok()["url"].clone();
    app.save_application(
        &learner,
        course,
        json!({"form": {"name": "张三丰", "photo": url}}),
    )
    .await
    .ok();
    let document = app.application_form(&learner, course).await;
    assert_eq!(document.status(), 200);
    let bytes = document.bytes().await.unwrap();
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).expect("a .docx");
    let media: Vec<String> = zip
        .file_names()
        .filter_map(|n| n.ok().map(|n| n.to_string()))
        .filter(|n| n.starts_with("word/media/") && n.ends_with(".png"))
        .collect();
    assert_eq!(media.len(), 1, "the photo is in the document: {media:?}");
    let mut xml = String::new();
    zip.by_name("word/document.xml")
        .unwrap()
        .read_to_string(&mut xml)
        .unwrap();
    assert!(xml.contains("张三丰"));
}

#[tokio::test]
#[ignore = "needs an S3 store: make test-s3 runs it against moto"]
async fn a_bucket_that_does_not_exist_stops_the_start_up_with_the_reason() {
    endpoint();
    let (dir, mut settings) = common::fresh_settings().await;
    settings.dev = false;
    settings.storage = StorageLocation::S3 {
        bucket: format!("skillcert-absent-{:016x}", rand::random::<u64>()),
        prefix: String::new(),
    };
    let refused = skillcert::startup::build_state(settings).await;
    let _ = std::fs::remove_dir_all(&dir);
    let err = format!("{:#}", refused.err().expect("the start-up is refused"));
    assert!(
        err.contains("cannot list the S3 bucket `skillcert-absent-"),
        "{err}"
    );
    assert!(err.contains("AWS_ENDPOINT_URL"), "{err}");
}
