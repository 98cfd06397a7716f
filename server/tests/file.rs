//! Files: upload checks (type from the bytes, size, who may upload what), Range reads, privacy.

mod common;

use common::spawn_app;

fn png(size: usize) -> Vec<u8> {
    let mut bytes = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0".to_vec();
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

    let cover = app
        .upload(Some(&teacher), "cover", "封面.png", png(1000))
        .await;
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
        Some(&teacher),
        "cover",
        "renamed.png",
        b"just some text, not an image".to_vec(),
    )
    .await
    .fails(400, "不支持的文件类型");
    app.upload(Some(&teacher), "cover", "doc.pdf", pdf())
        .await
        .fails(400, "不支持的文件类型");
    app.upload(Some(&teacher), "nonsense", "a.png", png(100))
        .await
        .fails(400, "上传用途无效");
    app.upload(Some(&learner), "course", "a.png", png(100))
        .await
        .fails(403, "无权上传此类文件");
    app.upload(Some(&guest), "avatar", "a.png", png(100))
        .await
        .fails(403, "游客无权执行此操作，请先注册登录");
    app.upload(None, "avatar", "a.png", png(100))
        .await
        .fails(401, "请先登录");
    app.upload(
        Some(&learner),
        "avatar",
        "big.png",
        png(5 * 1024 * 1024 + 1),
    )
    .await
    .fails(413, "文件过大，最大 5 MB");
    app.upload(Some(&learner), "avatar", "a.png", png(1000))
        .await
        .ok();
    app.upload(Some(&learner), "material", "身份证.pdf", pdf())
        .await
        .ok();
    let tmp = std::fs::read_dir(app_dir(&app).join("files/tmp"))
        .unwrap()
        .count();
    assert_eq!(tmp, 0, "refused uploads leave no temporary files");
}

fn app_dir(app: &common::TestApp) -> std::path::PathBuf {
    app.data_dir.clone()
}

#[tokio::test]
async fn files_are_served_with_ranges_and_content_types() {
    let app = spawn_app().await;
    let teacher = app.staff("teacher").await;
    let uploaded = app
        .upload(Some(&teacher), "course", "lesson.png", png(5000))
        .await;
    let url = format!("{}{}", app.base, uploaded.ok()["url"].as_str().unwrap());

    let full = app.client.get(&url).send().await.unwrap();
    assert_eq!(full.status(), 200);
    assert_eq!(full.headers()["content-type"], "image/png");
    assert_eq!(full.headers()["accept-ranges"], "bytes");
    assert_eq!(full.bytes().await.unwrap().len(), 5000);

    let part = app
        .client
        .get(&url)
        .header("Range", "bytes=100-199")
        .send()
        .await
        .unwrap();
    assert_eq!(part.status(), 206);
    assert_eq!(part.headers()["content-range"], "bytes 100-199/5000");
    assert_eq!(part.bytes().await.unwrap().len(), 100);
    let tail = app
        .client
        .get(&url)
        .header("Range", "bytes=4990-")
        .send()
        .await
        .unwrap();
    assert_eq!(tail.headers()["content-range"], "bytes 4990-4999/5000");
    let beyond = app
        .client
        .get(&url)
        .header("Range", "bytes=9000-9999")
        .send()
        .await
        .unwrap();
    assert_eq!(beyond.status(), 416);

    let download = app
        .client
        .get(format!("{url}?download=1"))
        .send()
        .await
        .unwrap();
    assert_eq!(
        download.headers()["content-disposition"],
        "attachment; filename*=UTF-8''lesson.png"
    );
    let missing = format!("{}/files/{}", app.base, "0".repeat(64));
    assert_eq!(app.client.get(missing).send().await.unwrap().status(), 404);
    assert_eq!(
        app.client
            .get(format!("{}/files/..%2F..%2Fetc%2Fpasswd", app.base))
            .send()
            .await
            .unwrap()
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
        .upload(Some(&owner), "material", "身份证正面.pdf", pdf())
        .await;
    let file = uploaded.ok().clone();
    let id = file["id"].as_i64().unwrap();
    let url = file["url"].as_str().unwrap().to_string();
    assert_eq!(file["public"], false);

    let read = |token: Option<String>| {
        let req = app.client.get(format!("{}{}", app.base, url));
        let req = match token {
            Some(t) => req.bearer_auth(t),
            None => req,
        };
        async move { req.send().await.unwrap().status().as_u16() }
    };
    assert_eq!(read(None).await, 401);
    assert_eq!(read(Some(other.clone())).await, 403);
    assert_eq!(read(Some(teacher.clone())).await, 403);
    assert_eq!(read(Some(owner.clone())).await, 200);
    assert_eq!(read(Some(reviewer.clone())).await, 200);

    app.get(&format!("/api/v0/file/{id}/info"), Some(&other))
        .await
        .fails(403, "无权访问此文件");
    assert_eq!(
        app.get(&format!("/api/v0/file/{id}/info"), Some(&owner))
            .await
            .ok()["name"],
        "身份证正面.pdf"
    );
    assert_eq!(
        app.get(&format!("/api/v0/file/{id}/exists"), Some(&other))
            .await
            .ok()["exists"],
        false
    );
    assert_eq!(
        app.get(&format!("/api/v0/file/{id}/exists"), Some(&reviewer))
            .await
            .ok()["exists"],
        true
    );
    app.get(&format!("/api/v0/file/{id}/info"), None)
        .await
        .fails(401, "请先登录");
    app.delete(&format!("/api/v0/file/{id}"), Some(&other))
        .await
        .fails(403, "无权删除此文件");
    app.delete(&format!("/api/v0/file/{id}"), Some(&owner))
        .await
        .ok();
    assert_eq!(read(Some(owner.clone())).await, 404);
}

#[tokio::test]
async fn deleting_an_account_deletes_its_private_files() {
    let app = spawn_app().await;
    let owner = app.learner("learner01", "13912345678").await;
    let reviewer = app.staff("reviewer").await;
    let url = app
        .upload(Some(&owner), "material", "学历证书.pdf", pdf())
        .await
        .ok()["url"]
        .as_str()
        .unwrap()
        .to_string();
    let sha = url.trim_start_matches("/files/").to_string();
    let id = app.user_id(&owner).await;
    app.delete(&format!("/api/v0/user/{id}"), Some(&owner))
        .await
        .ok();
    let res = app
        .client
        .get(format!("{}{}", app.base, url))
        .bearer_auth(&reviewer)
        .send()
        .await
        .unwrap();
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
