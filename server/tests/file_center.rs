//! The file center on the real server: every file with its uploader and uses, filters, storage,
//! the 409 on deleting a file in use (through either delete call), private files only for those
//! who may read them, refusals and a burst of concurrent deletes.

use crate::common;

use crate::common::{TestApp, spawn_app};
use futures_util::future::join_all;
use serde_json::{Value, json};

/// A real PNG (the server reads a learner's image's size), different for each tag.
fn png(tag: &str) -> Vec<u8> {
    let mut bytes = common::png();
    bytes.extend_from_slice(tag.as_bytes());
    bytes
}

/// The files of the center's first page, by name.
async fn center(app: &TestApp, who: &str, query: &str) -> (Vec<Value>, Value) {
    let reply = app.file_center(who, &format!("size=100{query}")).await;
    let data = reply.ok().clone();
    (data["files"].as_array().unwrap().clone(), data)
}

fn named<'a>(files: &'a [Value], name: &str) -> &'a Value {
    files
        .iter()
        .find(|f| f["name"] == name)
        .unwrap_or_else(|| panic!("{name} listed"))
}

struct Scene {
    admin: String,
    teacher: String,
    learner: String,
    course: i64,
    cover: i64,
    lesson_image: i64,
    document: i64,
    unused: i64,
}

/// A course with a cover and an image lesson, a learner's draft with an ID-card scan, and an
/// upload nothing uses.
async fn scene(app: &TestApp) -> Scene {
    let admin = app.staff("admin").await;
    let teacher = app.staff("teacher").await;
    let learner = app.learner("learner01", "13900000001").await;
    let cover = app
        .upload(&teacher, "cover", "封面.png", png("cover"))
        .await;
    let lesson_image = app
        .upload(&teacher, "course", "插图.png", png("lesson"))
        .await;
    let unused = app
        .upload(&teacher, "course", "草稿.png", png("unused"))
        .await;
    let course = app
        .create_course(
            &teacher,
            json!({"name": "电工基础", "category": "电工", "type": 0, "fee": 100,
                   "cover": cover.ok()["url"]}),
        )
        .await
        .id();
    let section = app.add_section(&teacher, course, "第一章").await.id();
    app.add_item(
        &teacher,
        course,
        section,
        json!({"title": "1.1 电路图", "type": "IMAGE", "content": lesson_image.ok()["url"]}),
    )
    .await
    .ok();
    let document = app
        .upload(&learner, "material", "身份证正面.png", png("id"))
        .await
        .id();
    app.save_application(
        &learner,
        course,
        json!({"documents": {"idFront": document}}),
    )
    .await
    .ok();
    Scene {
        admin,
        teacher,
        learner,
        course,
        cover: cover.id(),
        lesson_image: lesson_image.id(),
        document,
        unused: unused.id(),
    }
}

#[tokio::test]
async fn every_file_is_listed_with_its_uploader_and_where_it_is_used() {
    let app = spawn_app().await;
    let s = scene(&app).await;
    let (files, data) = center(&app, &s.admin, "").await;
    assert_eq!(data["totalCount"], 4);
    let cover = named(&files, "封面.png");
    assert_eq!(cover["id"], s.cover);
    assert_eq!(cover["source"], "cover");
    assert_eq!(cover["type"], "image/png");
    assert_eq!(cover["uploader"], "teacher1");
    assert_eq!(
        cover["uses"],
        json!([{"kind": "cover", "kindLabel": "课程封面", "courseId": s.course,
                "targetId": s.course.to_string(), "label": "电工基础"}])
    );
    let lesson = named(&files, "插图.png");
    assert_eq!(lesson["uses"][0]["kind"], "courseItem");
    assert_eq!(lesson["uses"][0]["label"], "电工基础 · 1.1 电路图");
    let document = named(&files, "身份证正面.png");
    assert_eq!(document["public"], false);
    assert_eq!(document["uses"][0]["kind"], "document");
    assert_eq!(document["uses"][0]["kindLabel"], "报名材料");
    assert_eq!(named(&files, "草稿.png")["uses"], json!([]));
    // Newest first.
    assert_eq!(files[0]["id"], s.document);
    // Storage: records per source and the bytes stored.
    let sizes: i64 = files.iter().map(|f| f["size"].as_i64().unwrap()).sum();
    assert_eq!(data["storage"]["storedBytes"], sizes);
    let course_source = data["storage"]["bySource"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["source"] == "course")
        .unwrap()
        .clone();
    assert_eq!(course_source["count"], 2);

    // Filters: by source, by a part of the name, by the uploader.
    let (by_source, data) = center(&app, &s.admin, "&source=course").await;
    assert_eq!(data["totalCount"], 2);
    assert!(by_source.iter().all(|f| f["source"] == "course"));
    let (by_name, _) = center(&app, &s.admin, "&q=%E5%B0%81%E9%9D%A2").await;
    assert_eq!(by_name.len(), 1);
    assert_eq!(by_name[0]["id"], s.cover);
    let (by_uploader, _) = center(&app, &s.admin, "&q=LEARNER").await;
    assert_eq!(by_uploader.len(), 1);
    assert_eq!(by_uploader[0]["id"], s.document);
    let (nothing, data) = center(&app, &s.admin, "&q=%25_").await;
    assert!(nothing.is_empty());
    assert_eq!(data["totalCount"], 0);
}

#[tokio::test]
async fn a_file_in_use_cannot_be_deleted_by_either_call() {
    let app = spawn_app().await;
    let s = scene(&app).await;
    for id in [s.cover, s.lesson_image, s.document] {
        let reply = app.delete_from_file_center(&s.admin, id).await;
        assert_eq!(reply.status.as_u16(), 409, "{}", reply.body);
        assert!(reply.message().contains("不能删除"), "{}", reply.message());
    }
    let reply = app.delete_from_file_center(&s.admin, s.cover).await;
    assert_eq!(
        reply.message(),
        "文件正在使用中（课程封面：电工基础），不能删除"
    );
    // The learner cannot pull their document from under their application either.
    let own = app.delete_file(&s.learner, s.document).await;
    assert_eq!(own.status.as_u16(), 409, "{}", own.body);
    // Unused: deleted, gone from the list and from storage.
    app.delete_from_file_center(&s.admin, s.unused).await.ok();
    let (files, _) = center(&app, &s.admin, "").await;
    assert!(files.iter().all(|f| f["id"] != s.unused));
    // A course without its cover frees the file.
    app.update_course(
        &s.teacher,
        s.course,
        json!({"name": "电工基础", "category": "电工", "type": 0, "fee": 100, "cover": ""}),
    )
    .await
    .ok();
    app.delete_from_file_center(&s.admin, s.cover).await.ok();
    // The same bytes uploaded twice: the lesson's use holds both records, and the lesson works.
    let twin = app
        .upload(&s.teacher, "course", "插图副本.png", png("lesson"))
        .await
        .id();
    for id in [s.lesson_image, twin] {
        let held = app.delete_from_file_center(&s.admin, id).await;
        assert_eq!(held.status.as_u16(), 409, "{}", held.body);
    }
    let (files, _) = center(&app, &s.admin, "").await;
    assert_eq!(
        named(&files, "插图副本.png")["uses"][0]["kind"],
        "courseItem"
    );
    let url = named(&files, "插图.png")["url"]
        .as_str()
        .unwrap()
        .to_string();
    let served = app.fetch_file(None, &url, None).await;
    assert_eq!(served.status(), 200);
}

#[tokio::test]
async fn private_files_are_listed_only_to_those_who_may_read_them() {
    let app = spawn_app().await;
    let s = scene(&app).await;
    // A role with the file center only: public files, never the learner's documents.
    let permission = app.permissions(&s.admin).await.ok()["permissions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "file:manage")
        .unwrap()["id"]
        .clone();
    app.create_role(
        &s.admin,
        json!({"name": "filekeeper", "description": "文件管理", "permissions": [permission]}),
    )
    .await
    .ok();
    let keeper = app.account("keeper", "filekeeper").await;
    let (files, data) = center(&app, &keeper, "").await;
    assert_eq!(data["totalCount"], 3);
    assert!(files.iter().all(|f| f["public"] == true), "{files:?}");
    let (hidden, _) = center(&app, &keeper, "&source=material").await;
    assert!(hidden.is_empty());
    // They may delete an unused public file.
    app.delete_from_file_center(&keeper, s.unused).await.ok();
}

#[tokio::test]
async fn only_file_managers_reach_the_center_and_bad_queries_are_400() {
    let app = spawn_app().await;
    let s = scene(&app).await;
    let mut callers = vec![(None, 401)];
    callers.push((Some(app.guest().await), 403));
    callers.push((Some(s.learner.clone()), 403));
    callers.push((Some(s.teacher.clone()), 403));
    for role in ["reviewer", "finance", "distributor"] {
        callers.push((Some(app.staff(role).await), 403));
    }
    for (who, status) in &callers {
        let who = who.as_deref();
        let replies = [
            ("list", app.file_center(who, "").await),
            ("delete", app.delete_from_file_center(who, s.unused).await),
        ];
        for (call, reply) in replies {
            assert_eq!(reply.status.as_u16(), *status, "{call}: {}", reply.body);
        }
    }
    for query in ["page=-1", "size=abc", "page=99999999999999999999"] {
        let reply = app.file_center(&s.admin, query).await;
        assert_eq!(reply.status.as_u16(), 400, "{query}: {}", reply.body);
    }
    let (none, _) = center(&app, &s.admin, "&source=nonsense").await;
    assert!(none.is_empty());
    // Not an id, and an id of nothing: the first is no typed call.
    for path in ["/api/v0/admin/file/abc", "/api/v0/admin/file/99999999"] {
        let reply = app.delete(path, Some(&s.admin)).await;
        assert!(
            [400, 404].contains(&reply.status.as_u16()),
            "{path}: {}",
            reply.body
        );
    }
}

#[tokio::test]
async fn of_fifty_concurrent_deletes_of_one_file_one_succeeds() {
    let app = spawn_app().await;
    let s = scene(&app).await;
    let replies = join_all((0..50).map(|_| app.delete_from_file_center(&s.admin, s.unused))).await;
    let statuses: Vec<u16> = replies.iter().map(|r| r.status.as_u16()).collect();
    assert!(
        statuses.iter().all(|s| [200, 404].contains(s)),
        "{statuses:?}"
    );
    assert!(statuses.iter().filter(|s| **s == 200).count() >= 1);
    let (files, _) = center(&app, &s.admin, "").await;
    assert!(files.iter().all(|f| f["id"] != s.unused));
}
