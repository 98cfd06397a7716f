//! Issue 27 item 5: one photo must not take the server's memory. A learner's image larger than
//! 4 096 pixels a side is refused at upload; a huge photo stored before uploads were measured is
//! not decoded when the application form is made, however many forms are asked for at once. The
//! test is alone in its process, so the process's peak resident memory is the server's (and the
//! client's): it is reset after the photo is made and read after four forms at once.

use crate::common::{complete_form, png_of, spawn_app};
use futures_util::future::join_all;
use image::ImageEncoder;
use serde_json::json;

/// The peak resident memory of this process so far, in MiB (VmHWM).
fn peak_mib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let kb: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .unwrap()
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .unwrap();
    kb / 1024
}

/// A valid grey PNG of `side` × `side` pixels (small on disk, `side`² bytes when decoded).
fn huge_png(side: u32) -> Vec<u8> {
    let picture = image::GrayImage::from_pixel(side, side, image::Luma([230]));
    let mut bytes = Vec::new();
    image::codecs::png::PngEncoder::new_with_quality(
        &mut bytes,
        image::codecs::png::CompressionType::Best,
        image::codecs::png::FilterType::NoFilter,
    )
    .write_image(picture.as_raw(), side, side, image::ExtendedColorType::L8)
    .unwrap();
    bytes
}

#[tokio::test]
async fn a_huge_photo_is_refused_at_upload_and_never_decoded_for_the_form() {
    let app = spawn_app().await;
    let teacher = app.staff("teacher").await;
    let course = app.empty_course(&teacher).await;
    let learner = app.learner("photo01", "13912340001").await;
    let learner_id = app.user_id(&learner).await;

    // At upload: the size is read from the header and a learner's image over 4096 px refused.
    let wide = app
        .upload(&learner, "material", "照片.png", png_of(4097, 8))
        .await;
    wide.fails(
        400,
        "图片尺寸过大，宽和高都不能超过 4096 像素，请缩小后再上传",
    );
    app.upload(&learner, "avatar", "头像.png", png_of(8, 5000))
        .await
        .fails(
            400,
            "图片尺寸过大，宽和高都不能超过 4096 像素，请缩小后再上传",
        );
    app.upload(&learner, "material", "照片.png", png_of(4096, 8))
        .await
        .ok();
    // Staff media is not measured (a teacher's lesson picture may be large).
    app.upload(&teacher, "cover", "封面.png", png_of(5000, 8))
        .await
        .ok();

    // A 12 000 × 12 000 photo kept before uploads were measured (144 MB decoded, 2 bytes a
    // pixel more once converted): stored as an upload would have stored it.
    let bytes = huge_png(12_000);
    let sha = {
        use sha2::Digest;
        hex::encode(sha2::Sha256::digest(&bytes))
    };
    let temp = app.data_dir.join("huge-photo.png");
    std::fs::write(&temp, &bytes).unwrap();
    app.state.storage.put(&sha, &temp).await.unwrap();
    skillcert::db::files::insert(
        &app.db,
        skillcert::db::files::NewFile {
            sha256: &sha,
            name: "照片.png",
            size: bytes.len() as i64,
            mime: "image/png",
            source: "material",
            public: false,
            owner_id: learner_id,
            duration_ms: None,
        },
        app.now_ms(),
    )
    .await
    .unwrap();
    eprintln!("huge photo: {} bytes", bytes.len());
    drop(bytes);
    let mut form = complete_form();
    form["photo"] = json!(format!("/files/{sha}"));
    app.save_application(&learner, course, json!({"form": form}))
        .await
        .ok();

    // Forget the peak of making the photo; then four forms at once.
    std::fs::write("/proc/self/clear_refs", "5").unwrap();
    let before = peak_mib();
    let forms = join_all((0..4).map(|_| app.application_form(&learner, course))).await;
    for form in forms {
        assert_eq!(form.status(), 200);
        let docx = form.bytes().await.unwrap();
        assert!(docx.starts_with(b"PK"), "a .docx");
    }
    let peak = peak_mib();
    assert!(
        peak < 300,
        "the process peaked at {peak} MiB making four forms (from {before} MiB)"
    );
}
