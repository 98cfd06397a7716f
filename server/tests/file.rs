//! Files: upload checks (type from the bytes, size, who may upload what), Range reads, privacy.

use crate::common;

use crate::common::spawn_app;

/// A real PNG (the server reads a learner's image's size) padded to `size` bytes.
fn png(size: usize) -> Vec<u8> {
    let mut bytes = common::png();
    bytes.resize(size.max(bytes.len()), 7);
    bytes
}

fn pdf() -> Vec<u8> {
    let mut bytes = b"%PDF-1.4\n".to_vec();
    bytes.extend_from_slice(&[b'x'; 500]);
    bytes
}

#[tokio::test]
async fn uploads_are_checked_by_content_size_and_role() {
    let app = spawn_app().await;
    let teacher = app.staff("teacher").await;
    let learner = app.learner("learner01", "13912345678").await;
    let guest = app.guest().await;

    let cover = app.upload(&teacher, "cover", "封面.png", png(1000)).await;
    let file = cover.ok();
    assert_eq!(file["type"], "image/png");
    assert_eq!(file["size"], 1000);
    assert_eq!(file["name"], "封面.png");
    assert_eq!(
        file["url"],
        format!("/files/{}", file["sha256"].as_str().unwrap())
    );
    assert_eq!(file["public"], true);

    app.upload(
        &teacher,
        "cover",
        "renamed.png",
        b"just some text, not an image".to_vec(),
    )
    .await
    .fails(400, "不支持的文件类型");
    app.upload(&teacher, "cover", "doc.pdf", pdf())
        .await
        .fails(400, "不支持的文件类型");
    app.upload(&teacher, "nonsense", "a.png", png(100))
        .await
        .fails(400, "上传用途无效");
    app.upload(&learner, "course", "a.png", png(100))
        .await
        .fails(403, "无权上传此类文件");
    app.upload(&guest, "avatar", "a.png", png(100))
        .await
        .fails(403, "游客无权执行此操作，请先注册登录");
    app.upload(None, "avatar", "a.png", png(100))
        .await
        .fails(401, "请先登录");
    app.upload(&learner, "avatar", "big.png", png(5 * 1024 * 1024 + 1))
        .await
        .fails(413, "文件过大，最大 5 MB");
    app.upload(&learner, "avatar", "a.png", png(1000))
        .await
        .ok();
    app.upload(&learner, "material", "身份证.pdf", pdf())
        .await
        .ok();
    let tmp = std::fs::read_dir(app.data_dir.join("files/tmp"))
        .unwrap()
        .count();
    assert_eq!(tmp, 0, "refused uploads leave no temporary files");
}

#[tokio::test]
async fn files_are_served_with_ranges_and_content_types() {
    let app = spawn_app().await;
    let teacher = app.staff("teacher").await;
    let uploaded = app
        .upload(&teacher, "course", "lesson.png", png(5000))
        .await;
    let url = uploaded.ok()["url"].as_str().unwrap().to_string();

    let full = app.fetch_file(None, &url, None).await;
    assert_eq!(full.status(), 200);
    assert_eq!(full.headers()["content-type"], "image/png");
    assert_eq!(full.headers()["accept-ranges"], "bytes");
    let full_etag = full.headers()["etag"].to_str().unwrap().to_string();
    assert_eq!(full.bytes().await.unwrap().len(), 5000);

    let part = app.fetch_file(None, &url, Some("bytes=100-199")).await;
    assert_eq!(part.status(), 206);
    assert_eq!(part.headers()["content-range"], "bytes 100-199/5000");
    assert_eq!(part.bytes().await.unwrap().len(), 100);
    let tail = app.fetch_file(None, &url, Some("bytes=4990-")).await;
    assert_eq!(tail.headers()["content-range"], "bytes 4990-4999/5000");
    let beyond = app.fetch_file(None, &url, Some("bytes=9000-9999")).await;
    assert_eq!(beyond.status(), 416);
    assert_eq!(beyond.headers()["content-range"], "bytes */5000");
    let several = app.fetch_file(None, &url, Some("bytes=0-9,20-29")).await;
    assert_eq!(several.status(), 200, "several ranges get the whole file");
    assert_eq!(several.bytes().await.unwrap().len(), 5000);

    let sha = url.trim_start_matches("/files/");
    assert_eq!(full_etag, format!("\"{sha}\""));
    let unchanged = app
        .client
        .get(format!("{}{url}", app.base))
        .header("If-None-Match", &full_etag)
        .send()
        .await
        .unwrap();
    assert_eq!(unchanged.status(), 304);
    assert_eq!(
        unchanged.headers()["cache-control"],
        "public, max-age=31536000, immutable"
    );
    let head = app
        .client
        .head(format!("{}{url}", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(head.status(), 200);
    assert_eq!(head.headers()["content-length"], "5000");

    let download = app
        .fetch_file(None, &format!("{url}?download=1"), None)
        .await;
    assert_eq!(
        download.headers()["content-disposition"],
        "attachment; filename*=UTF-8''lesson.png"
    );
    let missing = format!("/files/{}", "0".repeat(64));
    assert_eq!(app.fetch_file(None, &missing, None).await.status(), 404);
    assert_eq!(
        app.fetch_file(None, "/files/..%2F..%2Fetc%2Fpasswd", None)
            .await
            .status(),
        404
    );
}

#[tokio::test]
async fn private_files_are_read_only_by_their_owner_and_reviewing_staff() {
    let app = spawn_app().await;
    let owner = app.learner("learner01", "13912345678").await;
    let other = app.learner("learner02", "13912345679").await;
    let reviewer = app.staff("reviewer").await;
    let teacher = app.staff("teacher").await;
    let uploaded = app
        .upload(&owner, "material", "身份证正面.pdf", pdf())
        .await;
    let file = uploaded.ok().clone();
    let id = file["id"].as_i64().unwrap();
    let url = file["url"].as_str().unwrap().to_string();
    assert_eq!(file["public"], false);

    for (who, status) in [
        (None, 401),
        (Some(&other), 403),
        (Some(&teacher), 403),
        (Some(&owner), 200),
        (Some(&reviewer), 200),
    ] {
        let who = who.map(String::as_str);
        let read = app.fetch_file(who, &url, None).await;
        assert_eq!(read.status(), status, "{who:?}");
    }

    app.file_info(&other, id).await.fails(403, "无权访问此文件");
    assert_eq!(
        app.file_info(&owner, id).await.ok()["name"],
        "身份证正面.pdf"
    );
    assert_eq!(app.file_exists(&other, id).await.ok()["exists"], false);
    assert_eq!(app.file_exists(&reviewer, id).await.ok()["exists"], true);
    app.file_info(None, id).await.fails(401, "请先登录");
    app.delete_file(&other, id)
        .await
        .fails(403, "无权删除此文件");
    app.delete_file(&owner, id).await.ok();
    assert_eq!(app.fetch_file(&owner, &url, None).await.status(), 404);
}

#[tokio::test]
async fn deleting_an_account_deletes_its_private_files() {
    let app = spawn_app().await;
    let owner = app.learner("learner01", "13912345678").await;
    let reviewer = app.staff("reviewer").await;
    let url = app
        .upload(&owner, "material", "学历证书.pdf", pdf())
        .await
        .ok()["url"]
        .as_str()
        .unwrap()
        .to_string();
    let sha = url.trim_start_matches("/files/").to_string();
    let id = app.user_id(&owner).await;
    app.delete_account(&owner, id).await.ok();
    let res = app.fetch_file(&reviewer, &url, None).await;
    assert_eq!(res.status(), 404);
    assert!(
        !app.data_dir
            .join("files")
            .join(&sha[..2])
            .join(&sha)
            .exists(),
        "the bytes are gone"
    );
}

/// One learner deletes their only copy of some bytes while another uploads the same bytes: the
/// upload finds them stored and only adds its record, so the deletion must not take them away
/// from under it. Round after round, the second learner's file is served whole.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_upload_racing_the_deletion_of_the_same_bytes_keeps_them() {
    let app = spawn_app().await;
    let first = app.learner("learner01", "13912345678").await;
    let second = app.learner("learner02", "13912345679").await;
    for round in 0..60u32 {
        let mut bytes = pdf();
        bytes.extend_from_slice(format!("round {round}").as_bytes());
        let id = app
            .upload(&first, "material", "学历证书.pdf", bytes.clone())
            .await
            .ok()["id"]
            .as_i64()
            .unwrap();
        let (deleted, uploaded) = tokio::join!(
            app.delete_file(&first, id),
            app.upload(&second, "material", "学历证书.pdf", bytes.clone())
        );
        deleted.ok();
        let url = uploaded.ok()["url"].as_str().unwrap().to_string();
        let served = app.fetch_file(&second, &url, None).await;
        assert_eq!(served.status(), 200, "round {round}");
        assert_eq!(served.bytes().await.unwrap().as_ref(), bytes.as_slice());
    }
}

/// A PDF of exactly `size` bytes, different for each `seed`.
fn pdf_of(size: usize, seed: usize) -> Vec<u8> {
    let mut bytes = format!("%PDF-1.4\n%{seed}\n").into_bytes();
    bytes.resize(size, b'x');
    bytes
}

const MB: usize = 1024 * 1024;

/// Issue 27 item 6: a learner's private files have a quota the administrator sets (200 MB by
/// default); a burst of uploads cannot pass it together, and what is refused is not kept.
#[tokio::test]
async fn private_files_have_a_quota_that_holds_under_a_burst() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let learner = app.learner("learner01", "13912345678").await;
    let learner_id = app.user_id(&learner).await;
    let all = app.settings(&admin).await;
    assert_eq!(all.ok()["privateFilesQuotaMb"], "200");
    app.save_settings(&admin, serde_json::json!({"privateFilesQuotaMb": "20"}))
        .await
        .ok();

    let app = &app;
    let learner = learner.as_str();
    let replies = futures_util::future::join_all((0..50).map(|n| async move {
        app.upload(learner, "material", "证明.pdf", pdf_of(MB, n))
            .await
    }))
    .await;
    let kept = replies.iter().filter(|r| r.status == 200).count();
    assert_eq!(kept, 20, "20 files of 1 MB fill a quota of 20 MB");
    for refused in replies.iter().filter(|r| r.status != 200) {
        refused.fails(
            413,
            "您的私人文件已达上限 20 MB，请删除不再需要的文件后再上传",
        );
    }
    let used = skillcert::db::files::private_bytes_of(&app.db, learner_id)
        .await
        .unwrap();
    assert_eq!(used, 20 * MB as i64);
    // Refused uploads left no bytes behind: every stored blob has a record.
    let blobs = std::fs::read_dir(app.data_dir.join("files"))
        .unwrap()
        .flatten()
        .filter(|d| d.file_name().len() == 2)
        .flat_map(|d| std::fs::read_dir(d.path()).unwrap().flatten())
        .count();
    assert_eq!(blobs, 20);
    // Public files do not count; deleting a private one makes room.
    app.upload(learner, "avatar", "头像.png", common::png())
        .await
        .ok();
    let first = replies.iter().find(|r| r.status == 200).unwrap().id();
    app.delete_file(learner, first).await.ok();
    app.upload(learner, "payment", "凭证.pdf", pdf_of(MB, 99))
        .await
        .ok();
}

/// Issue 27 item 6: until the `source` field is read, a file may be no larger than the tightest
/// limit (5 MB), so a body cannot stream half a gigabyte to disk before it is refused.
#[tokio::test]
async fn a_file_sent_before_its_source_gets_the_tightest_limit() {
    let app = spawn_app().await;
    let teacher = app.staff("teacher").await;
    // The file first, its source as a field after it.
    let file_then_source = |bytes: Vec<u8>| {
        let part = reqwest::multipart::Part::bytes(bytes).file_name("讲义.pdf");
        let form = reqwest::multipart::Form::new()
            .part("file", part)
            .text("source", "course");
        app.client
            .post(format!("{}/api/v0/file/upload", app.base))
            .bearer_auth(&teacher)
            .multipart(form)
            .send()
    };
    let fits = file_then_source(pdf_of(2 * MB, 1)).await.unwrap();
    assert_eq!(fits.status(), 200);
    let refused = file_then_source(pdf_of(2 * MB + 1, 2)).await.unwrap();
    assert_eq!(refused.status(), 413);
    let body: serde_json::Value = refused.json().await.unwrap();
    assert_eq!(body["message"], "文件过大，最大 2 MB");
    // Named first (in the query, as the web app and the test client do), the source's own
    // limit holds.
    app.upload(&teacher, "course", "讲义.pdf", pdf_of(6 * MB, 3))
        .await
        .ok();
}
