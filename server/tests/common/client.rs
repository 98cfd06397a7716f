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

/// `path` with a query string (`a=1&b=2`, as given) when there is one.
fn listing(path: &str, query: &str) -> String {
    if query.is_empty() {
        path.to_string()
    } else {
        format!("{path}?{query}")
    }
}

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
    /// The public certificate check by a QR code's token.
    pub async fn verify_token(&self, token: &str) -> Reply {
        let path = format!("{API}/certificate/verify/{token}");
        self.app
            .call_from(Some(&self.address), Method::GET, &path, None, None)
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
    /// A non-JSON answer (a document, a spreadsheet, an image) as it arrives.
    async fn download(&self, who: impl Caller, path: &str) -> reqwest::Response {
        self.fetch_file(who, &format!("{API}{path}"), None).await
    }

    // The server.

    pub async fn health_check(&self) -> Reply {
        self.get("/healthz", None).await
    }
    pub async fn openapi(&self) -> Reply {
        self.read(None, "/openapi.json").await
    }
    /// The site's public settings (name, enrolment switches…).
    pub async fn site(&self, who: impl Caller) -> Reply {
        self.read(who, "/site").await
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
    /// Everything held about the caller as a .zip.
    pub async fn personal_data(&self, who: impl Caller) -> reqwest::Response {
        self.download(who, "/user/data-export").await
    }
    pub async fn delete_account(&self, who: impl Caller, user_id: i64) -> Reply {
        self.remove(who, &format!("/user/{user_id}")).await
    }
    /// The caller's certificates.
    pub async fn certificates(&self, who: impl Caller) -> Reply {
        self.read(who, "/user/certificate").await
    }

    // Accounts, as the administrator manages them.

    /// Accounts matching a query (`id`, `username`, `phone`, `email`, `page`, `size`).
    pub async fn users(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/admin/user", query)).await
    }
    pub async fn create_user(&self, who: impl Caller, user: Value) -> Reply {
        self.send(Method::POST, who, "/admin/user", user).await
    }
    pub async fn user_statistics(&self, who: impl Caller) -> Reply {
        self.read(who, "/admin/user/statistics").await
    }
    /// An account with its profile, roles and permissions.
    pub async fn user_detail(&self, who: impl Caller, id: i64) -> Reply {
        self.read(who, &format!("/admin/user/{id}")).await
    }
    pub async fn edit_user(&self, who: impl Caller, id: i64, changes: Value) -> Reply {
        self.send(Method::PUT, who, &format!("/admin/user/{id}"), changes)
            .await
    }
    pub async fn delete_user(&self, who: impl Caller, id: i64) -> Reply {
        self.remove(who, &format!("/admin/user/{id}")).await
    }

    // Roles and permissions.

    /// The catalogue of permissions.
    pub async fn permissions(&self, who: impl Caller) -> Reply {
        self.read(who, "/admin/permission/permission").await
    }
    /// Roles, a page at a time (`page`, `size`).
    pub async fn roles(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/admin/permission/role", query))
            .await
    }
    pub async fn create_role(&self, who: impl Caller, role: Value) -> Reply {
        self.send(Method::POST, who, "/admin/permission/role", role)
            .await
    }
    /// Changes the role the body names (`{id, …}`).
    pub async fn update_role(&self, who: impl Caller, role: Value) -> Reply {
        self.send(Method::PUT, who, "/admin/permission/role", role)
            .await
    }
    pub async fn update_role_at(&self, who: impl Caller, id: i64, role: Value) -> Reply {
        let path = format!("/admin/permission/role/{id}");
        self.send(Method::PUT, who, &path, role).await
    }
    pub async fn delete_role(&self, who: impl Caller, id: i64) -> Reply {
        let body = json!({ "id": id });
        self.send(Method::DELETE, who, "/admin/permission/role", body)
            .await
    }
    /// The roles of one account.
    pub async fn user_roles(&self, who: impl Caller, user: i64) -> Reply {
        self.read(who, &format!("/admin/permission/user/role?userId={user}"))
            .await
    }
    /// Replaces an account's roles (`{roles: [...]}`).
    pub async fn set_user_roles(&self, who: impl Caller, user: i64, roles: Value) -> Reply {
        let path = format!("/admin/permission/user/role/{user}");
        self.send(Method::PUT, who, &path, roles).await
    }

    // Settings.

    pub async fn settings(&self, who: impl Caller) -> Reply {
        self.read(who, "/admin/settings").await
    }
    pub async fn save_settings(&self, who: impl Caller, settings: Value) -> Reply {
        self.send(Method::PUT, who, "/admin/settings", settings)
            .await
    }
    /// The trail of settings changes.
    pub async fn settings_changes(&self, who: impl Caller) -> Reply {
        self.read(who, "/admin/settings/changes").await
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
    /// The dev outbox's messages to a phone, newest first.
    pub async fn sms_outbox(&self, phone: &str) -> Reply {
        self.read(None, &format!("/dev/sms/outbox?phone={phone}"))
            .await
    }
    /// The newest code the dev outbox holds for a phone.
    pub async fn sms_code(&self, phone: &str) -> String {
        self.sms_outbox(phone).await.ok()["messages"][0]["code"]
            .as_str()
            .expect("a code in the outbox")
            .to_string()
    }

    // Courses, as learners see them.

    pub async fn courses(&self, who: impl Caller) -> Reply {
        self.courses_where(who, "").await
    }
    /// Courses matching a query (`search`, `category`, `type`, `publicCourse`, `page`, `size`).
    pub async fn courses_where(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/course", query)).await
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

    // Comments.

    /// A course's published comments (and the caller's own), a page at a time (`page`, `size`).
    pub async fn course_comments(&self, who: impl Caller, course: i64, query: &str) -> Reply {
        self.read(who, &listing(&format!("/course/{course}/comment"), query))
            .await
    }
    /// Saves the caller's comment on a course (`{rating, content}`).
    pub async fn save_comment(&self, who: impl Caller, course: i64, comment: Value) -> Reply {
        let path = format!("/course/{course}/comment");
        self.send(Method::PUT, who, &path, comment).await
    }
    pub async fn delete_own_comment(&self, who: impl Caller, course: i64) -> Reply {
        self.remove(who, &format!("/course/{course}/comment")).await
    }
    /// The comment center (`courseId`, `status`, `rating`, `q`, `page`, `size`).
    pub async fn comment_center(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/admin/comment", query)).await
    }
    /// A comment with its moderation trail.
    pub async fn comment_detail(&self, who: impl Caller, id: i64) -> Reply {
        self.read(who, &format!("/admin/comment/{id}")).await
    }
    /// Hides or publishes a comment (`{status, reason?}`).
    pub async fn moderate_comment(&self, who: impl Caller, id: i64, decision: Value) -> Reply {
        self.send(Method::PUT, who, &format!("/admin/comment/{id}"), decision)
            .await
    }
    pub async fn remove_comment(&self, who: impl Caller, id: i64, reason: Option<&str>) -> Reply {
        let path = match reason {
            Some(r) => format!("/admin/comment/{id}?reason={}", encode(r)),
            None => format!("/admin/comment/{id}"),
        };
        self.remove(who, &path).await
    }

    // Course authoring.

    pub async fn create_course(&self, who: impl Caller, course: Value) -> Reply {
        self.send(Method::POST, who, "/admin/course", course).await
    }
    /// The courses the caller may edit.
    pub async fn managed_courses(&self, who: impl Caller) -> Reply {
        self.managed_courses_where(who, "").await
    }
    /// The courses the caller may edit, matching a query (`search`, `page`, `size`).
    pub async fn managed_courses_where(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/admin/course", query)).await
    }
    /// Every course with its figures (`q`, `sort`, `order`, `page`, `size`).
    pub async fn course_center(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/admin/course-center", query))
            .await
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
        self.questions_where(who, "").await
    }
    /// The caller's questions matching a query (`search`, `type`, `subject`, `categoryId`,
    /// `difficulty`, `tag`, `page`, `size`).
    pub async fn questions_where(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/admin/question", query)).await
    }
    pub async fn update_question(&self, who: impl Caller, id: i64, question: Value) -> Reply {
        self.send(Method::PUT, who, &format!("/admin/question/{id}"), question)
            .await
    }
    pub async fn delete_question(&self, who: impl Caller, id: i64) -> Reply {
        self.remove(who, &format!("/admin/question/{id}")).await
    }
    /// Every 知识点 of the bank with the caller's counts.
    pub async fn question_categories(&self, who: impl Caller) -> Reply {
        self.read(who, "/admin/question/category").await
    }
    /// Adds a 知识点 (`{name, parentId}`).
    pub async fn create_category(&self, who: impl Caller, category: Value) -> Reply {
        self.send(Method::POST, who, "/admin/question/category", category)
            .await
    }
    pub async fn update_category(&self, who: impl Caller, id: i64, category: Value) -> Reply {
        let path = format!("/admin/question/category/{id}");
        self.send(Method::PUT, who, &path, category).await
    }
    pub async fn delete_category(&self, who: impl Caller, id: i64) -> Reply {
        self.remove(who, &format!("/admin/question/category/{id}"))
            .await
    }
    /// Files questions under a 知识点 (`{ids, categoryId}`).
    pub async fn move_questions(&self, who: impl Caller, body: Value) -> Reply {
        self.send(Method::POST, who, "/admin/question/move", body)
            .await
    }
    /// The .xlsx import template.
    pub async fn question_template(&self, who: impl Caller) -> reqwest::Response {
        self.download(who, "/admin/question/template").await
    }
    /// The caller's questions as .xlsx (`categoryId=…` or all).
    pub async fn export_questions(&self, who: impl Caller, query: &str) -> reqwest::Response {
        self.download(who, &listing("/admin/question/export", query))
            .await
    }
    /// Reads an uploaded bank without saving anything.
    pub async fn preview_import(&self, who: impl Caller, file_id: i64) -> Reply {
        let body = json!({ "fileId": file_id });
        self.send(Method::POST, who, "/admin/question/import/preview", body)
            .await
    }
    /// Imports an uploaded bank, all or nothing.
    pub async fn import_questions(&self, who: impl Caller, file_id: i64) -> Reply {
        let body = json!({ "fileId": file_id });
        self.send(Method::POST, who, "/admin/question/import", body)
            .await
    }
    pub async fn create_exam(&self, who: impl Caller, exam: Value) -> Reply {
        self.send(Method::POST, who, "/admin/exam", exam).await
    }
    /// The exams the caller manages (`search`, `page`, `size`).
    pub async fn managed_exams(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/admin/exam", query)).await
    }
    /// An exam as its author sees it (items included).
    /// How many questions of the bank each draw rule could take (`{rules, examId?}`).
    pub async fn exam_pool(&self, who: impl Caller, body: Value) -> Reply {
        self.send(Method::POST, who, "/admin/exam/pool", body).await
    }
    pub async fn managed_exam(&self, who: impl Caller, id: i64) -> Reply {
        self.read(who, &format!("/admin/exam/{id}")).await
    }
    pub async fn update_exam(&self, who: impl Caller, id: i64, exam: Value) -> Reply {
        self.send(Method::POST, who, &format!("/admin/exam/{id}"), exam)
            .await
    }
    pub async fn delete_exam(&self, who: impl Caller, id: i64) -> Reply {
        self.remove(who, &format!("/admin/exam/{id}")).await
    }

    // Grading.

    /// The submitted records of the caller's exams.
    pub async fn submitted_records(&self, who: impl Caller) -> Reply {
        self.submitted_records_where(who, "").await
    }
    /// Submitted records matching a query (`reviewed`, `examId`, `page`, `size`).
    pub async fn submitted_records_where(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/admin/exam/record", query)).await
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
        self.exams_where(who, "").await
    }
    /// The caller's exams matching a query (`status`, `page`, `size`).
    pub async fn exams_where(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/exam", query)).await
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
        self.exam_records_where(who, "").await
    }
    /// The caller's records matching a query (`subject`, `page`, `size`).
    pub async fn exam_records_where(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/exam/record", query)).await
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
        self.sent_notices_where(who, "").await
    }
    /// The notices sent, matching a query (`origin`, `page`, `size`).
    pub async fn sent_notices_where(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/admin/notification", query)).await
    }
    /// The accounts a notice may be addressed to, matching `q`.
    pub async fn notice_recipients(&self, who: impl Caller, q: &str) -> Reply {
        let path = format!("/admin/notification/recipient?q={}", encode(q));
        self.read(who, &path).await
    }
    pub async fn delete_notice(&self, who: impl Caller, id: i64) -> Reply {
        self.remove(who, &format!("/admin/notification/{id}")).await
    }
    pub async fn announcements(&self, who: impl Caller) -> Reply {
        self.announcements_where(who, "").await
    }
    /// The caller's announcements matching a query (`unread`, `page`, `size`).
    pub async fn announcements_where(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/announcement", query)).await
    }
    pub async fn notices(&self, who: impl Caller) -> Reply {
        self.notices_where(who, "").await
    }
    /// The caller's notices matching a query (`unread`, `page`, `size`).
    pub async fn notices_where(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/notice", query)).await
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

    // Classes and learner imports.

    pub async fn create_class(&self, who: impl Caller, class: Value) -> Reply {
        self.send(Method::POST, who, "/admin/class", class).await
    }
    pub async fn update_class(&self, who: impl Caller, id: i64, class: Value) -> Reply {
        self.send(Method::PUT, who, &format!("/admin/class/{id}"), class)
            .await
    }
    pub async fn delete_class(&self, who: impl Caller, id: i64) -> Reply {
        self.call(
            Method::DELETE,
            &format!("{API}/admin/class/{id}"),
            who.token(),
            None,
        )
        .await
    }
    /// The classes (`courseId`, `q`, `page`, `size`).
    pub async fn classes(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/admin/class", query)).await
    }
    pub async fn class(&self, who: impl Caller, id: i64) -> Reply {
        self.read(who, &format!("/admin/class/{id}")).await
    }
    pub async fn class_events(&self, who: impl Caller, id: i64) -> Reply {
        self.read(who, &format!("/admin/class/{id}/events")).await
    }
    pub async fn class_candidates(&self, who: impl Caller, id: i64, query: &str) -> Reply {
        self.read(
            who,
            &listing(&format!("/admin/class/{id}/candidates"), query),
        )
        .await
    }
    pub async fn add_to_class(&self, who: impl Caller, id: i64, body: Value) -> Reply {
        self.send(
            Method::POST,
            who,
            &format!("/admin/class/{id}/members"),
            body,
        )
        .await
    }
    pub async fn remove_from_class(&self, who: impl Caller, id: i64, user: i64) -> Reply {
        let path = format!("{API}/admin/class/{id}/members/{user}");
        self.call(Method::DELETE, &path, who.token(), None).await
    }
    pub async fn class_roster(&self, who: impl Caller, id: i64) -> reqwest::Response {
        self.download(who, &format!("/admin/class/{id}/roster"))
            .await
    }
    pub async fn class_archive(&self, who: impl Caller, id: i64, user: i64) -> reqwest::Response {
        self.download(who, &format!("/admin/class/{id}/archive/{user}"))
            .await
    }
    pub async fn class_archives(&self, who: impl Caller, id: i64) -> reqwest::Response {
        self.download(who, &format!("/admin/class/{id}/archives"))
            .await
    }
    pub async fn learner_template(&self, who: impl Caller) -> reqwest::Response {
        self.download(who, "/admin/learner-import/template").await
    }
    pub async fn preview_learners(&self, who: impl Caller, body: Value) -> Reply {
        self.send(Method::POST, who, "/admin/learner-import/preview", body)
            .await
    }
    pub async fn import_learners(&self, who: impl Caller, body: Value) -> Reply {
        self.send(Method::POST, who, "/admin/learner-import", body)
            .await
    }
    pub async fn learner_imports(&self, who: impl Caller) -> Reply {
        self.read(who, "/admin/learner-import").await
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
    /// `upload` with the query as given (`source=…&slot=…&course_type=…`).
    pub async fn upload_with(
        &self,
        who: impl Caller,
        query: &str,
        name: &str,
        bytes: Vec<u8>,
    ) -> Reply {
        let part = reqwest::multipart::Part::bytes(bytes).file_name(name.to_string());
        let form = reqwest::multipart::Form::new().part("file", part);
        let req = self
            .client
            .post(format!("{}{API}/file/upload?{query}", self.base))
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
    /// Every file with its uploader and uses (`source`, `q`, `page`, `size`).
    pub async fn file_center(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/admin/file", query)).await
    }
    /// Deletes a file from the file center.
    pub async fn delete_from_file_center(&self, who: impl Caller, id: i64) -> Reply {
        self.remove(who, &format!("/admin/file/{id}")).await
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

    // Enrolment.

    /// What an application form offers (levels, exam types, cities…).
    pub async fn enrolment_options(&self, who: impl Caller) -> Reply {
        self.read(who, "/enrolment/options").await
    }
    /// The enrolment settings a signed-in learner sees (payment details…).
    pub async fn enrolment_settings(&self, who: impl Caller) -> Reply {
        self.read(who, "/enrolment/settings").await
    }
    /// The caller's application to a course.
    pub async fn application(&self, who: impl Caller, course: i64) -> Reply {
        self.read(who, &format!("/enrolment/{course}")).await
    }
    /// Saves the caller's draft application (`{form, documents?}`).
    pub async fn save_application(&self, who: impl Caller, course: i64, draft: Value) -> Reply {
        self.send(Method::PUT, who, &format!("/enrolment/{course}"), draft)
            .await
    }
    /// Submits the caller's application (`{form, documents}`).
    pub async fn submit_application(
        &self,
        who: impl Caller,
        course: i64,
        application: Value,
    ) -> Reply {
        let path = format!("/enrolment/{course}/submit");
        self.send(Method::POST, who, &path, application).await
    }
    /// Reports the caller's payment (`{method, proof…}`).
    pub async fn pay(&self, who: impl Caller, course: i64, payment: Value) -> Reply {
        let path = format!("/enrolment/{course}/payment");
        self.send(Method::POST, who, &path, payment).await
    }
    /// The caller's filled-in application form (.docx).
    pub async fn application_form(&self, who: impl Caller, course: i64) -> reqwest::Response {
        self.download(who, &format!("/enrolment/{course}/form.docx"))
            .await
    }

    // Material review.

    /// Applications matching a query (`courseName`, `reviewedResult`, … `page`, `size`).
    pub async fn materials(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/reviewer/material", query)).await
    }
    /// One application as the reviewer sees it.
    pub async fn material_record(&self, who: impl Caller, course: i64, id: i64) -> Reply {
        self.read(who, &format!("/reviewer/material/{course}/record/{id}"))
            .await
    }
    /// Approves or rejects an application's materials (`{result, reason?}`).
    pub async fn decide_materials(
        &self,
        who: impl Caller,
        course: i64,
        id: i64,
        decision: Value,
    ) -> Reply {
        let path = format!("/reviewer/material/{course}/record/{id}");
        self.send(Method::PUT, who, &path, decision).await
    }
    pub async fn issue_certificate(
        &self,
        who: impl Caller,
        course: i64,
        id: i64,
        certificate: Value,
    ) -> Reply {
        let path = format!("/reviewer/material/{course}/record/{id}/certificate");
        self.send(Method::PUT, who, &path, certificate).await
    }
    /// Records the registration code and exam outcome of an application.
    pub async fn record_exam(&self, who: impl Caller, course: i64, id: i64, exam: Value) -> Reply {
        let path = format!("/reviewer/material/{course}/record/{id}/exam");
        self.send(Method::PUT, who, &path, exam).await
    }
    /// An application's filled-in form (.docx), for the reviewer.
    pub async fn record_form(&self, who: impl Caller, course: i64, id: i64) -> reqwest::Response {
        self.download(
            who,
            &format!("/reviewer/material/{course}/record/{id}/form.docx"),
        )
        .await
    }
    /// A certificate's PDF: the holder's own (`staff` false) or any (the desks).
    pub async fn certificate_pdf(
        &self,
        who: impl Caller,
        id: i64,
        staff: bool,
    ) -> reqwest::Response {
        let area = if staff { "admin" } else { "user" };
        self.download(who, &format!("/{area}/certificate/{id}/pdf"))
            .await
    }
    /// An application's certificates (the desks).
    pub async fn certificate_history(&self, who: impl Caller, application: i64) -> Reply {
        self.read(
            who,
            &format!("/admin/certificate?applicationId={application}"),
        )
        .await
    }
    /// Revokes a certificate (`{reason}`).
    pub async fn revoke_certificate(&self, who: impl Caller, id: i64, body: Value) -> Reply {
        self.send(
            Method::POST,
            who,
            &format!("/admin/certificate/{id}/revoke"),
            body,
        )
        .await
    }
    /// The public check by serial number and name (no login).
    pub async fn verify_certificate(&self, number: &str, name: &str) -> Reply {
        let encode = |text: &str| -> String {
            text.bytes()
                .map(|b| match b {
                    b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' => (b as char).to_string(),
                    _ => format!("%{b:02X}"),
                })
                .collect()
        };
        let query = format!(
            "/certificate/verify?number={}&name={}",
            encode(number),
            encode(name)
        );
        self.read(None::<&str>, &query).await
    }
    /// The public check by the QR code's token (no login).
    pub async fn verify_token(&self, token: &str) -> Reply {
        self.read(None::<&str>, &format!("/certificate/verify/{token}"))
            .await
    }
    /// The reviewer's counts.
    pub async fn review_summary(&self, who: impl Caller) -> Reply {
        self.read(who, "/reviewer/summary").await
    }

    // Finance.

    /// Payments matching a query (`courseName`, `state`, `page`, `size`).
    pub async fn payments(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/finance/payment", query)).await
    }
    pub async fn payment(&self, who: impl Caller, id: i64) -> Reply {
        self.read(who, &format!("/finance/payment/{id}")).await
    }
    /// Confirms or rejects a payment (`{result, reason?}`).
    pub async fn decide_payment(&self, who: impl Caller, id: i64, decision: Value) -> Reply {
        self.send(
            Method::PUT,
            who,
            &format!("/finance/payment/{id}"),
            decision,
        )
        .await
    }
    pub async fn issue_invoice(&self, who: impl Caller, id: i64) -> Reply {
        let path = format!("/finance/payment/{id}/invoice");
        self.send(Method::PUT, who, &path, json!({})).await
    }

    // Learning progress, as staff follow it.

    /// The progress table (`courseId`, `status`, `q`, `page`, `size`).
    pub async fn progress_table(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/admin/progress", query)).await
    }
    /// The courses the caller may follow.
    pub async fn progress_courses(&self, who: impl Caller) -> Reply {
        self.read(who, "/admin/progress/course").await
    }
    /// The progress table as a spreadsheet (`courseId`, `status`, `q`).
    pub async fn export_progress(&self, who: impl Caller, query: &str) -> reqwest::Response {
        self.download(who, &listing("/admin/progress/export", query))
            .await
    }
    /// The study-hours report as .xlsx (`courseId=…&from=…`).
    pub async fn export_study_report(&self, who: impl Caller, query: &str) -> reqwest::Response {
        self.download(who, &listing("/admin/study/report/export", query))
            .await
    }
    /// Sends learners a reminder (`{courseId, userIds, …}`).
    pub async fn message_learners(&self, who: impl Caller, message: Value) -> Reply {
        self.send(Method::POST, who, "/admin/progress/message", message)
            .await
    }
    /// One learner's progress in a course, lesson by lesson.
    pub async fn learner_progress(&self, who: impl Caller, course: i64, user: i64) -> Reply {
        self.read(who, &format!("/admin/progress/{course}/learner/{user}"))
            .await
    }

    // Careers.

    /// Positions matching a query (`status`, `q`, `page`, `size`).
    pub async fn positions(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/admin/career/position", query))
            .await
    }
    pub async fn create_position(&self, who: impl Caller, position: Value) -> Reply {
        self.send(Method::POST, who, "/admin/career/position", position)
            .await
    }
    pub async fn update_position(&self, who: impl Caller, id: i64, changes: Value) -> Reply {
        let path = format!("/admin/career/position/{id}");
        self.send(Method::PUT, who, &path, changes).await
    }
    pub async fn delete_position(&self, who: impl Caller, id: i64) -> Reply {
        self.remove(who, &format!("/admin/career/position/{id}"))
            .await
    }
    /// Learners who may be referred (`q`, `page`, `size`).
    pub async fn candidates(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/admin/career/candidate", query))
            .await
    }
    /// Referrals matching a query (`status`, `positionId`, `q`, `page`, `size`).
    pub async fn referrals(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/admin/career/referral", query))
            .await
    }
    /// Refers a learner to a position (`{positionId, userId, courseId, notes?}`).
    pub async fn refer(&self, who: impl Caller, referral: Value) -> Reply {
        self.send(Method::POST, who, "/admin/career/referral", referral)
            .await
    }
    /// A referral with its trail.
    pub async fn referral(&self, who: impl Caller, id: i64) -> Reply {
        self.read(who, &format!("/admin/career/referral/{id}"))
            .await
    }
    /// Moves a referral on or changes its notes (`{status?, notes?}`).
    pub async fn update_referral(&self, who: impl Caller, id: i64, changes: Value) -> Reply {
        let path = format!("/admin/career/referral/{id}");
        self.send(Method::PUT, who, &path, changes).await
    }
    /// The caller's own referrals.
    pub async fn own_referrals(&self, who: impl Caller) -> Reply {
        self.read(who, "/user/career/referral").await
    }

    // Distributors, as they see their own.

    /// The caller's dashboard (`from`, `to`).
    pub async fn own_dashboard(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/distributor/dashboard", query))
            .await
    }
    pub async fn own_invite_codes(&self, who: impl Caller) -> Reply {
        self.read(who, "/distributor/invite-code").await
    }
    pub async fn create_invite_code(&self, who: impl Caller, code: Value) -> Reply {
        self.send(Method::POST, who, "/distributor/invite-code", code)
            .await
    }
    pub async fn update_invite_code(&self, who: impl Caller, id: i64, changes: Value) -> Reply {
        let path = format!("/distributor/invite-code/{id}");
        self.send(Method::PUT, who, &path, changes).await
    }
    /// An invite code's QR image (SVG).
    pub async fn invite_code_qr(&self, who: impl Caller, id: i64) -> reqwest::Response {
        self.download(who, &format!("/distributor/invite-code/{id}/qr.svg"))
            .await
    }
    /// The learners the caller brought (`q`, `page`, `size`).
    pub async fn own_learners(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/distributor/learner", query))
            .await
    }

    // Distributors, as the administrator sees them.

    /// Every distributor's figures side by side (`from`, `to`).
    pub async fn distributors(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/admin/distributor", query)).await
    }
    /// The comparison as a spreadsheet (`from`, `to`).
    pub async fn export_distributors(&self, who: impl Caller, query: &str) -> reqwest::Response {
        self.download(who, &listing("/admin/distributor/export", query))
            .await
    }
    /// A distributor's dashboard (`from`, `to`).
    pub async fn distributor_dashboard(&self, who: impl Caller, user: i64, query: &str) -> Reply {
        let path = format!("/admin/distributor/{user}/dashboard");
        self.read(who, &listing(&path, query)).await
    }
    pub async fn distributor_codes(&self, who: impl Caller, user: i64) -> Reply {
        self.read(who, &format!("/admin/distributor/{user}/invite-code"))
            .await
    }
    pub async fn create_distributor_code(&self, who: impl Caller, user: i64, code: Value) -> Reply {
        let path = format!("/admin/distributor/{user}/invite-code");
        self.send(Method::POST, who, &path, code).await
    }
    pub async fn update_distributor_code(
        &self,
        who: impl Caller,
        user: i64,
        id: i64,
        changes: Value,
    ) -> Reply {
        let path = format!("/admin/distributor/{user}/invite-code/{id}");
        self.send(Method::PUT, who, &path, changes).await
    }
    /// A distributor's invite code's QR image (SVG).
    pub async fn distributor_code_qr(
        &self,
        who: impl Caller,
        user: i64,
        id: i64,
    ) -> reqwest::Response {
        self.download(
            who,
            &format!("/admin/distributor/{user}/invite-code/{id}/qr.svg"),
        )
        .await
    }
    // Study hours.

    /// Opens a study session on a course.
    pub async fn open_study(&self, who: impl Caller, course: i64) -> Reply {
        let body = json!({ "courseId": course });
        self.send(Method::POST, who, "/study/session", body).await
    }
    pub async fn study_session(&self, who: impl Caller, id: i64) -> Reply {
        self.read(who, &format!("/study/session/{id}")).await
    }
    /// A heartbeat of a session.
    pub async fn beat(&self, who: impl Caller, id: i64, report: Value) -> Reply {
        let path = format!("/study/session/{id}/beat");
        self.send(Method::POST, who, &path, report).await
    }
    pub async fn answer_check(&self, who: impl Caller, id: i64, check: i64) -> Reply {
        let path = format!("/study/session/{id}/check/{check}");
        self.send(Method::POST, who, &path, json!({})).await
    }
    pub async fn end_study(&self, who: impl Caller, id: i64) -> Reply {
        let path = format!("/study/session/{id}/end");
        self.send(Method::POST, who, &path, json!({})).await
    }
    pub async fn study_credits(&self, who: impl Caller, course: i64) -> Reply {
        self.read(who, &format!("/study/course/{course}/credits"))
            .await
    }
    pub async fn study_rules(&self, who: impl Caller, course: i64) -> Reply {
        self.read(who, &format!("/admin/course/{course}/study-rules"))
            .await
    }
    pub async fn set_study_rules(&self, who: impl Caller, course: i64, rules: Value) -> Reply {
        let path = format!("/admin/course/{course}/study-rules");
        self.send(Method::PUT, who, &path, rules).await
    }
    pub async fn study_consent(&self, who: impl Caller) -> Reply {
        self.read(who, "/study/consent").await
    }
    pub async fn consent_to_camera(&self, who: impl Caller) -> Reply {
        self.send(Method::POST, who, "/study/consent", json!({}))
            .await
    }
    /// Hands in the still a session asked for (`{fileId}`).
    pub async fn send_snapshot(
        &self,
        who: impl Caller,
        id: i64,
        snapshot: i64,
        still: Value,
    ) -> Reply {
        let path = format!("/study/session/{id}/snapshot/{snapshot}");
        self.send(Method::POST, who, &path, still).await
    }

    // The study-hours report and the review of sessions (study:verify, or a teacher's own courses).

    /// The courses the caller may report on.
    pub async fn study_report_courses(&self, who: impl Caller) -> Reply {
        self.read(who, "/admin/study/course").await
    }
    /// A page of a course's learners with their hours (`courseId`, `from`, `to`, `q`, `page`, `size`).
    pub async fn study_report(&self, who: impl Caller, query: &str) -> Reply {
        self.read(who, &listing("/admin/study/report", query)).await
    }
    /// One learner's sessions in a course (`courseId`, `from`, `to`).
    pub async fn study_report_learner(&self, who: impl Caller, user: i64, query: &str) -> Reply {
        let path = format!("/admin/study/report/learner/{user}");
        self.read(who, &listing(&path, query)).await
    }
    /// A session with its snapshots beside the application's photo and ID images.
    pub async fn study_session_sheet(&self, who: impl Caller, id: i64) -> Reply {
        self.read(who, &format!("/admin/study/session/{id}")).await
    }
    /// 本人 or 非本人 on a session (`{verdict, reason}`).
    pub async fn review_study_session(&self, who: impl Caller, id: i64, verdict: Value) -> Reply {
        let path = format!("/admin/study/session/{id}/review");
        self.send(Method::POST, who, &path, verdict).await
    }

    /// The learners a distributor brought (`q`, `page`, `size`).
    pub async fn distributor_learners(&self, who: impl Caller, user: i64, query: &str) -> Reply {
        let path = format!("/admin/distributor/{user}/learner");
        self.read(who, &listing(&path, query)).await
    }
}

/// A query value, percent-encoded.
fn encode(value: &str) -> String {
    let mut out = String::new();
    for byte in value.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}
