//! The server measures audio and video at upload (ffprobe), and a media lesson's length is the
//! measured one: an author's browser cannot shorten it, and a learner cannot finish it at once.

use crate::common;

use crate::common::spawn_app;
use serde_json::json;

/// A mono 16-bit PCM WAV file of `seconds` of silence at 8 kHz.
fn wav(seconds: u32) -> Vec<u8> {
    let rate = 8_000u32;
    let data = seconds * rate * 2;
    let mut b = Vec::new();
    b.extend_from_slice(b"RIFF");
    b.extend_from_slice(&(36 + data).to_le_bytes());
    b.extend_from_slice(b"WAVEfmt ");
    b.extend_from_slice(&16u32.to_le_bytes());
    b.extend_from_slice(&1u16.to_le_bytes()); // PCM
    b.extend_from_slice(&1u16.to_le_bytes()); // mono
    b.extend_from_slice(&rate.to_le_bytes());
    b.extend_from_slice(&(rate * 2).to_le_bytes());
    b.extend_from_slice(&2u16.to_le_bytes());
    b.extend_from_slice(&16u16.to_le_bytes());
    b.extend_from_slice(b"data");
    b.extend_from_slice(&data.to_le_bytes());
    b.resize(b.len() + data as usize, 0);
    b
}

#[tokio::test]
async fn media_lessons_take_the_length_the_server_measured() {
    let app = spawn_app().await;
    let teacher = app.staff("teacher").await;
    let learner = app.learner("learner01", "13912345678").await;
    let uploaded = app.upload(&teacher, "course", "朗读.wav", wav(120)).await;
    let file = uploaded.ok();
    assert_eq!(file["type"], "audio/x-wav");
    let measured = file["duration"].as_f64().expect("a measured duration");
    assert!((measured - 120.0).abs() < 0.1, "{measured}");
    let url = file["url"].as_str().unwrap().to_string();

    let course = app
        .create_course(
            &teacher,
            json!({"name": "听力", "category": "语言", "type": 0}),
        )
        .await
        .id();
    let section = app.add_section(&teacher, course, "第一章").await.id();
    // The author's browser claims one second: the measured two minutes are kept.
    let lesson = app
        .add_item(
            &teacher,
            course,
            section,
            json!({"title": "1.1 朗读", "type": "AUDIO", "content": url, "duration": 1.0}),
        )
        .await;
    let item = lesson.id();
    assert!((lesson.ok()["duration"].as_f64().unwrap() - 120.0).abs() < 0.1);

    // A learner cannot finish it at once: one second of listening is under 1 %.
    app.enrol(&learner, course, 4).await;
    let at = common::Lesson {
        course,
        section,
        item,
    };
    let saved = app
        .save_progress(
            &learner,
            at,
            json!({"position": 1.0, "furthest": 1.0, "progress": 100, "completed": true}),
        )
        .await;
    assert_eq!(saved.ok()["completed"], false, "{}", saved.body);
    assert!(saved.ok()["progress"].as_i64().unwrap() < 2);

    // A media lesson whose length nobody knows is refused; an external URL keeps the author's.
    app.add_item(
        &teacher,
        course,
        section,
        json!({"title": "1.2 外链", "type": "VIDEO", "content": "https://media.example.cn/a.mp4"}),
    )
    .await
    .fails(400, "无法读取媒体时长，请重新上传文件");
    let external = app
        .add_item(
            &teacher,
            course,
            section,
            json!({"title": "1.2 外链", "type": "VIDEO", "content": "https://media.example.cn/a.mp4", "duration": 300.0}),
        )
        .await;
    assert_eq!(external.ok()["duration"], 300.0);
}
