//! The typed test client: one method per endpoint the tests call, named in the domain's words,
//! each answering the `Reply` so tests assert status, message and fields themselves.

use reqwest::Method;
use serde_json::{Value, json};

use super::builders::Lesson;
use super::{Reply, TestApp, reply_to, with_token};

/// Who makes a call: a session token (`&token`), or nobody (`None`).
pub trait Caller {
    fn token(&self) -> Option<&str>;
}
impl Caller for &str {
    fn token(&self) -> Option<&str> {
        Some(*self)
    }
}
impl Caller for &String {
    fn token(&self) -> Option<&str> {
        Some(self.as_str())
    }
}
impl Caller for Option<&str> {
    fn token(&self) -> Option<&str> {
        *self
    }
}

const API: &str = "/api/v0";

/// Calls made from one client address (`app.at("10.0.0.7")`); the app must trust the proxy
/// header (`spawn_app_with(|s| s.trust_proxy = true)`).
pub struct At<'a> {
    app: &'a TestApp,
    address: String,
}

impl At<'_> {
    async fn send(&self, path: &str, body: Value) -> Reply {
        let path = format!("{API}{path}");
        self.app
            .call_from(Some(&self.address), Method::POST, &path, None, Some(body))
            .await
    }
    pub async fn login(&self, login: &str, password: &str) -> Reply {
        self.send(
            "/user/login",
            json!({ "username": login, "password": password }),
        )
        .await
    }
    pub async fn register(&self, username: &str, phone: &str) -> Reply {
        let email = format!("{username}@example.cn");
        let form = json!({ "username": username, "phone": phone, "email": email, "password": super::LEARNER_PASSWORD });
        self.send("/user/register", form).await
    }
    pub async fn enter_as_guest(&self) -> Reply {
        self.send("/user/guest", json!({})).await
    }
    pub async fn send_sms_code(&self, phone: &str, purpose: &str) -> Reply {
        self.send("/sms/code", json!({ "phone": phone, "purpose": purpose }))
            .await
    }
}

impl TestApp {
    /// Calls from the client address `address`.
    pub fn at(&self, address: &str) -> At<'_> {
        At {
            app: self,
            address: address.to_string(),
        }
    }

    async fn read(&self, who: impl Caller, path: &str) -> Reply {
        self.call(Method::GET, &format!("{API}{path}"), who.token(), None)
            .await
    }
    async fn send(&self, method: Method, who: impl Caller, path: &str, body: Value) -> Reply {
        self.call(method, &format!("{API}{path}"), who.token(), Some(body))
            .await
    }
    async fn remove(&self, who: impl Caller, path: &str) -> Reply {
        self.call(Method::DELETE, &format!("{API}{path}"), who.token(), None)
            .await
    }

    // The server.

    pub async fn health_check(&self) -> Reply {
        self.get("/healthz", None).await
    }
    pub async fn openapi(&self) -> Reply {
        self.read(None, "/openapi.json").await
    }

    // Accounts.

    pub async fn register(
        &self,
        username: &str,
        phone: &str,
        email: &str,
        password: &str,
    ) -> Reply {
        self.register_with(json!({ "username": username, "phone": phone, "email": email, "password": password, "inviteCode": null }))
            .await
    }
    /// Registers with a form as given (missing or invalid fields included).
    pub async fn register_with(&self, form: Value) -> Reply {
        self.send(Method::POST, None, "/user/register", form).await
    }
    pub async fn login(&self, login: &str, password: &str) -> Reply {
        self.login_with(json!({ "username": login, "password": password }))
            .await
    }
    /// Logs in with a form as given.
    pub async fn login_with(&self, form: Value) -> Reply {
        self.send(Method::POST, None, "/user/login", form).await
    }
    pub async fn enter_as_guest(&self) -> Reply {
        self.send(Method::POST, None, "/user/guest", json!({}))
            .await
    }
    pub async fn logout(&self, who: impl Caller) -> Reply {
        self.send(Method::POST, who, "/user/logout", json!({}))
            .await
    }
    pub async fn profile(&self, who: impl Caller) -> Reply {
        self.read(who, "/user").await
    }
    pub async fn update_profile(&self, who: impl Caller, changes: Value) -> Reply {
        self.send(Method::PUT, who, "/user", changes).await
    }
    /// Changes the password with `{oldPassword, newPassword}`.
    pub async fn change_password(&self, who: impl Caller, form: Value) -> Reply {
        self.send(Method::POST, who, "/user/password", form).await
    }
    pub async fn delete_account(&self, who: impl Caller, user_id: i64) -> Reply {
        self.remove(who, &format!("/user/{user_id}")).await
    }

    // SMS codes.

    pub async fn send_sms_code(&self, phone: &str, purpose: &str) -> Reply {
        let body = json!({"phone": phone, "purpose": purpose});
        self.send(Method::POST, None, "/sms/code", body).await
    }
    pub async fn verify_sms_code(&self, phone: &str, purpose: &str, code: &str) -> Reply {
        let body = json!({"phone": phone, "purpose": purpose, "code": code});
        self.send(Method::POST, None, "/sms/verify", body).await
    }
    pub async fn phone_login(&self, phone: &str, code: &str) -> Reply {
        let body = json!({"phone": phone, "code": code});
        self.send(Method::POST, None, "/user/login/phone", body)
            .await
    }
    pub async fn reset_password(&self, phone: &str, code: &str, new_password: &str) -> Reply {
        let body = json!({"phone": phone, "code": code, "newPassword": new_password});
        self.send(Method::POST, None, "/user/password/reset", body)
            .await
    }
    /// The newest code the dev outbox holds for a phone.
    pub async fn sms_code(&self, phone: &str) -> String {
        self.read(None, &format!("/dev/sms/outbox?phone={phone}"))
            .await
            .ok()["messages"][0]["code"]
            .as_str()
            .expect("a code in the outbox")
            .to_string()
    }

    // Courses, as learners see them.

    pub async fn courses(&self, who: impl Caller) -> Reply {
        self.read(who, "/course").await
    }
    pub async fn course_categories(&self) -> Reply {
        self.read(None, "/course/categories").await
    }
    pub async fn course(&self, who: impl Caller, course: i64) -> Reply {
        self.read(who, &format!("/course/{course}")).await
    }
    /// The sections of a course with their lessons and the caller's progress.
    pub async fn outline(&self, who: impl Caller, course: i64) -> Reply {
        self.read(who, &format!("/course/{course}/section")).await
    }
    pub async fn section_items(&self, who: impl Caller, course: i64, section: i64) -> Reply {
        self.read(who, &format!("/course/{course}/section/{section}/item"))
            .await
    }
    pub async fn read_progress(&self, who: impl Caller, lesson: Lesson) -> Reply {
        self.read(who, &format!("{}/progress", lesson.path())).await
    }
    pub async fn save_progress(&self, who: impl Caller, lesson: Lesson, report: Value) -> Reply {
        self.send(
            Method::PUT,
            who,
            &format!("{}/progress", lesson.path()),
            report,
        )
        .await
    }
    pub async fn read_note(&self, who: impl Caller, lesson: Lesson) -> Reply {
        self.read(who, &format!("{}/note", lesson.path())).await
    }
    pub async fn save_note(&self, who: impl Caller, lesson: Lesson, content: &str) -> Reply {
        let body = json!({ "content": content });
        self.send(Method::PUT, who, &format!("{}/note", lesson.path()), body)
            .await
    }

    // Course authoring.

    pub async fn create_course(&self, who: impl Caller, course: Value) -> Reply {
        self.send(Method::POST, who, "/admin/course", course).await
    }
    /// The courses the caller may edit.
    pub async fn managed_courses(&self, who: impl Caller) -> Reply {
        self.read(who, "/admin/course").await
    }
    pub async fn course_teachers(&self, who: impl Caller) -> Reply {
        self.read(who, "/admin/course/teachers").await
    }
    /// A course as its editor sees it (sections and items included).
    pub async fn managed_course(&self, who: impl Caller, course: i64) -> Reply {
        self.read(who, &format!("/admin/course/{course}")).await
    }
    pub async fn update_course(&self, who: impl Caller, course: i64, changes: Value) -> Reply {
        self.send(
            Method::PUT,
            who,
            &format!("/admin/course/{course}"),
            changes,
        )
        .await
    }
    pub async fn delete_course(&self, who: impl Caller, course: i64) -> Reply {
        self.remove(who, &format!("/admin/course/{course}")).await
    }
    pub async fn add_section(&self, who: impl Caller, course: i64, title: &str) -> Reply {
        let path = format!("/admin/course/{course}/section");
        self.send(Method::POST, who, &path, json!({ "title": title }))
            .await
    }
    pub async fn rename_section(
        &self,
        who: impl Caller,
        course: i64,
        section: i64,
        title: &str,
    ) -> Reply {
        let path = format!("/admin/course/{course}/section/{section}");
        self.send(Method::PUT, who, &path, json!({ "title": title }))
            .await
    }
    pub async fn order_sections(&self, who: impl Caller, course: i64, ids: &[i64]) -> Reply {
        let path = format!("/admin/course/{course}/section/order");
        self.send(Method::PUT, who, &path, json!({ "ids": ids }))
            .await
    }
    pub async fn delete_section(&self, who: impl Caller, course: i64, section: i64) -> Reply {
        self.remove(who, &format!("/admin/course/{course}/section/{section}"))
            .await
    }
    pub async fn add_item(
        &self,
        who: impl Caller,
        course: i64,
        section: i64,
        item: Value,
    ) -> Reply {
        let path = format!("/admin/course/{course}/section/{section}/item");
        self.send(Method::POST, who, &path, item).await
    }
    pub async fn order_items(
        &self,
        who: impl Caller,
        course: i64,
        section: i64,
        ids: &[i64],
    ) -> Reply {
        let path = format!("/admin/course/{course}/section/{section}/item/order");
        self.send(Method::PUT, who, &path, json!({ "ids": ids }))
            .await
    }
    pub async fn update_item(&self, who: impl Caller, lesson: Lesson, item: Value) -> Reply {
        self.send(Method::PUT, who, &lesson.admin_path(), item)
            .await
    }
    pub async fn delete_item(&self, who: impl Caller, lesson: Lesson) -> Reply {
        self.remove(who, &lesson.admin_path()).await
    }

    // Question bank and exam authoring.

    pub async fn create_question(&self, who: impl Caller, question: Value) -> Reply {
        self.send(Method::POST, who, "/admin/question", question)
            .await
    }
    /// The caller's questions.
    pub async fn questions(&self, who: impl Caller) -> Reply {
        self.read(who, "/admin/question").await
    }
    pub async fn update_question(&self, who: impl Caller, id: i64, question: Value) -> Reply {
        self.send(Method::PUT, who, &format!("/admin/question/{id}"), question)
            .await
    }
    pub async fn delete_question(&self, who: impl Caller, id: i64) -> Reply {
        self.remove(who, &format!("/admin/question/{id}")).await
    }
    pub async fn create_exam(&self, who: impl Caller, exam: Value) -> Reply {
        self.send(Method::POST, who, "/admin/exam", exam).await
    }
    /// An exam as its author sees it (items included).
    pub async fn managed_exam(&self, who: impl Caller, id: i64) -> Reply {
        self.read(who, &format!("/admin/exam/{id}")).await
    }
    pub async fn update_exam(&self, who: impl Caller, id: i64, exam: Value) -> Reply {
        self.send(Method::POST, who, &format!("/admin/exam/{id}"), exam)
            .await
    }

    // Grading.

    /// The submitted records of the caller's exams.
    pub async fn submitted_records(&self, who: impl Caller) -> Reply {
        self.read(who, "/admin/exam/record").await
    }
    /// One submitted answer sheet, for grading.
    pub async fn record_sheet(&self, who: impl Caller, record: i64) -> Reply {
        self.read(who, &format!("/admin/exam/record/{record}"))
            .await
    }
    /// Grades answers: `{questionId: {score, comment?}}`.
    pub async fn grade(&self, who: impl Caller, record: i64, grades: Value) -> Reply {
        let path = format!("/admin/exam/record/{record}/grade");
        self.send(Method::PUT, who, &path, json!({ "grades": grades }))
            .await
    }

    // Taking exams.

    pub async fn exams(&self, who: impl Caller) -> Reply {
        self.read(who, "/exam").await
    }
    pub async fn paper(&self, who: impl Caller, exam: i64) -> Reply {
        self.read(who, &format!("/exam/{exam}")).await
    }
    pub async fn start_exam(&self, who: impl Caller, exam: i64) -> Reply {
        self.send(Method::POST, who, &format!("/exam/{exam}/start"), json!({}))
            .await
    }
    /// Autosaves the draft answer sheet.
    pub async fn save_answers(&self, who: impl Caller, exam: i64, answers: Value) -> Reply {
        let body = json!({ "answers": answers });
        self.send(Method::PUT, who, &format!("/exam/{exam}/answers"), body)
            .await
    }
    /// Counts one exit from the exam page.
    pub async fn exit_exam(&self, who: impl Caller, exam: i64) -> Reply {
        self.send(Method::POST, who, &format!("/exam/{exam}/exit"), json!({}))
            .await
    }
    pub async fn submit(&self, who: impl Caller, exam: i64, answers: Value) -> Reply {
        let body = json!({ "answers": answers });
        self.send(Method::POST, who, &format!("/exam/{exam}/submit"), body)
            .await
    }
    /// The caller's records of every exam.
    pub async fn exam_records(&self, who: impl Caller) -> Reply {
        self.read(who, "/exam/record").await
    }
    /// The caller's submitted record of one exam, answer by answer.
    pub async fn exam_record(&self, who: impl Caller, exam: i64) -> Reply {
        self.read(who, &format!("/exam/{exam}/record")).await
    }

    // Messages.

    pub async fn send_notice(&self, who: impl Caller, notice: Value) -> Reply {
        self.send(Method::POST, who, "/admin/notification", notice)
            .await
    }
    /// The notices sent, with recipient and read counts.
    pub async fn sent_notices(&self, who: impl Caller) -> Reply {
        self.read(who, "/admin/notification").await
    }
    pub async fn delete_notice(&self, who: impl Caller, id: i64) -> Reply {
        self.remove(who, &format!("/admin/notification/{id}")).await
    }
    pub async fn announcements(&self, who: impl Caller) -> Reply {
        self.read(who, "/announcement").await
    }
    pub async fn notices(&self, who: impl Caller) -> Reply {
        self.read(who, "/notice").await
    }
    pub async fn unread_count(&self, who: impl Caller) -> Reply {
        self.read(who, "/announcement/unread").await
    }
    pub async fn mark_read(&self, who: impl Caller, id: i64) -> Reply {
        self.send(
            Method::POST,
            who,
            &format!("/announcement/{id}/read"),
            json!({}),
        )
        .await
    }
    pub async fn mark_all_read(&self, who: impl Caller) -> Reply {
        self.send(Method::POST, who, "/announcement/read-all", json!({}))
            .await
    }

    // Files.

    /// Uploads bytes as a multipart file for a use (`source`: cover, course, avatar, material…),
    /// naming the use in the query as the web app does (before the file's bytes arrive).
    pub async fn upload(
        &self,
        who: impl Caller,
        source: &str,
        name: &str,
        bytes: Vec<u8>,
    ) -> Reply {
        let part = reqwest::multipart::Part::bytes(bytes).file_name(name.to_string());
        let form = reqwest::multipart::Form::new().part("file", part);
        let req = self
            .client
            .post(format!("{}{API}/file/upload?source={source}", self.base))
            .multipart(form);
        reply_to(with_token(req, who.token())).await
    }
    pub async fn file_info(&self, who: impl Caller, id: i64) -> Reply {
        self.read(who, &format!("/file/{id}/info")).await
    }
    pub async fn file_exists(&self, who: impl Caller, id: i64) -> Reply {
        self.read(who, &format!("/file/{id}/exists")).await
    }
    pub async fn delete_file(&self, who: impl Caller, id: i64) -> Reply {
        self.remove(who, &format!("/file/{id}")).await
    }
    /// A file's bytes at its URL (`/files/…`), or the part a `Range` header names.
    pub async fn fetch_file(
        &self,
        who: impl Caller,
        url: &str,
        range: Option<&str>,
    ) -> reqwest::Response {
        let mut req = with_token(self.client.get(format!("{}{url}", self.base)), who.token());
        if let Some(r) = range {
            req = req.header("Range", r);
        }
        req.send().await.expect("request")
    }
}
