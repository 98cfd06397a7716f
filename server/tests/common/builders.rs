//! Shared arrangements: the question bank of one question per type, a running exam and its
//! full-marks sheet, a learner sitting it, a course with lessons, an application waiting for
//! review.

use serde_json::{Value, json};

use super::TestApp;

/// The time limit of `running_exam`, which ends when its time limit does.
pub const EXAM_DURATION_SECS: i64 = 3600;

/// A real 24 × 32 PNG (the server reads the size of a learner's images).
pub fn png() -> Vec<u8> {
    png_of(24, 32)
}

/// A stand-in camera still (a real PNG, distinct per `n`).
pub fn still(n: u32) -> Vec<u8> {
    let mut bytes = png();
    bytes.extend_from_slice(format!("still {n}").as_bytes());
    bytes
}

/// A real PNG of this size (one colour, so even a large one is small).
pub fn png_of(width: u32, height: u32) -> Vec<u8> {
    let picture = image::RgbImage::from_pixel(width, height, image::Rgb([200, 220, 240]));
    let mut bytes = std::io::Cursor::new(Vec::new());
    picture
        .write_to(&mut bytes, image::ImageFormat::Png)
        .expect("encode a PNG");
    bytes.into_inner()
}

pub fn pdf() -> Vec<u8> {
    let mut bytes = b"%PDF-1.4\n".to_vec();
    bytes.extend_from_slice(&[b'x'; 300]);
    bytes
}

/// Every field the download and the submission need.
pub fn complete_form() -> Value {
    json!({
        "name": "张三丰", "gender": "男", "birth": "1990-05-01", "idType": "居民身份证",
        "idNumber": "440101199005011234", "phone": "13912345678", "education": "大专", "job": "电工",
        "level": "四级工/中级工", "examType": "正考", "examSubject": ["理论", "技能"],
        "examCity": "广州", "examDistrict": "天河区", "examPlace": "广东省广州市天河区",
        "certificateGetType": "自取", "address": "广州市天河区体育西路1号",
        "declareCondition": "累计从事本职业或相关职业工作满4年",
        "eduTime1": "2008.09-2011.07", "eduSchool1": "广州市技师学院", "eduMajor1": "电气自动化", "eduType1": "大专",
        "workYear": "8", "workTime1": "2011.08-至今", "workCompany1": "广州电力工程有限公司",
        "workJob1": "电工", "workContact1": "李经理", "signDate": "2026", "signMonth": "11", "signDay": "23"
    })
}

/// One question of each type, by id.
#[derive(Clone, Copy, Debug)]
pub struct QuestionBank {
    /// Single choice, 5 points, answer A.
    pub choice: i64,
    /// Multiple choice, 5 points, answer A and B.
    pub multiple: i64,
    /// Judge, 2 points, answer true.
    pub judge: i64,
    /// Fill in the blank, 5 points, with an explanation.
    pub fill: i64,
    /// Short answer, 10 points: a teacher grades it.
    pub short: i64,
}

impl QuestionBank {
    /// The ids in paper order.
    pub fn ids(&self) -> [i64; 5] {
        [
            self.choice,
            self.multiple,
            self.judge,
            self.fill,
            self.short,
        ]
    }

    /// Right answers to every objective question and a short answer for the teacher.
    pub fn full_marks(&self) -> Value {
        json!({
            self.choice.to_string(): {"selected": ["A"]},
            self.multiple.to_string(): {"selected": ["B", "A"]},
            self.judge.to_string(): {"value": true},
            self.fill.to_string(): {"text": " 超文本传输协议 "},
            self.short.to_string(): {"text": "初始化、处理请求、销毁"},
        })
    }
}

/// A running exam of the whole bank by teacherA, which learner01 has started.
pub struct ExamSitting {
    pub teacher: String,
    pub bank: QuestionBank,
    pub exam: i64,
    pub learner: String,
}

/// A lesson's address: course, section and item.
#[derive(Clone, Copy, Debug)]
pub struct Lesson {
    pub course: i64,
    pub section: i64,
    pub item: i64,
}

impl Lesson {
    /// Under `/api/v0`, as learners reach it.
    pub(super) fn path(&self) -> String {
        let Lesson {
            course,
            section,
            item,
        } = self;
        format!("/course/{course}/section/{section}/item/{item}")
    }
    /// Under `/api/v0`, as its editor reaches it.
    pub(super) fn admin_path(&self) -> String {
        format!("/admin{}", self.path())
    }
}

/// A course with one section holding a text and a video (100 s) lesson.
#[derive(Clone, Copy, Debug)]
pub struct CourseWithLessons {
    pub id: i64,
    pub section: i64,
    pub text: Lesson,
    pub video: Lesson,
}

impl TestApp {
    /// A learner's six documents of a certification class, uploaded as private material.
    pub async fn application_documents(&self, learner: &str) -> Value {
        let mut out = serde_json::Map::new();
        for (slot, bytes, name) in [
            ("declaration", pdf(), "申报表.pdf"),
            ("workingProof", png(), "工作证明.png"),
            ("idFront", png(), "身份证正面.png"),
            ("idBack", png(), "身份证反面.png"),
            ("educationCert", png(), "学历证书.png"),
            ("photo", png(), "照片.png"),
        ] {
            // Distinct bytes per slot, so each is its own file.
            let mut bytes = bytes;
            bytes.extend_from_slice(slot.as_bytes());
            let id = self.upload(learner, "material", name, bytes).await.id();
            out.insert(slot.into(), id.into());
        }
        Value::Object(out)
    }

    /// A learner whose application to `course` waits for review; answers (token, application id).
    pub async fn submitted_application(
        &self,
        course: i64,
        username: &str,
        phone: &str,
    ) -> (String, i64) {
        let learner = self.learner(username, phone).await;
        let docs = self.application_documents(&learner).await;
        let application = json!({"form": complete_form(), "documents": docs});
        let reply = self.submit_application(&learner, course, application).await;
        let id = reply.ok()["id"].as_i64().unwrap();
        (learner, id)
    }

    /// One question of each type by `author`.
    pub async fn question_bank(&self, author: &str) -> QuestionBank {
        let bodies = [
            json!({"type": "CHOICE", "content": "HTTP 默认端口是？", "metadata": {"isMultiple": false, "options": {"A": "80", "B": "21", "C": "22"}}, "answer": ["A"], "subject": "JavaWeb"}),
            json!({"type": "CHOICE", "content": "哪些是 Java 关键字？", "metadata": "{\"isMultiple\":true,\"options\":{\"A\":\"class\",\"B\":\"goto\",\"C\":\"func\"}}", "answer": ["A", "B"], "subject": "JavaWeb"}),
            json!({"type": "JUDGE", "content": "Servlet 是单例的。", "answer": true, "score": 2, "subject": "JavaWeb"}),
            json!({"type": "FILL", "content": "HTTP 的全称是____。", "answer": ["超文本传输协议", "HyperText Transfer Protocol"], "explanation": "HTTP 即超文本传输协议", "subject": "JavaWeb"}),
            json!({"type": "SHORT", "content": "简述 Servlet 的生命周期。", "answer": "init、service、destroy", "score": 10, "subject": "JavaWeb"}),
        ];
        let mut ids = [0; 5];
        for (id, body) in ids.iter_mut().zip(bodies) {
            *id = self.create_question(author, body).await.id();
        }
        let [choice, multiple, judge, fill, short] = ids;
        QuestionBank {
            choice,
            multiple,
            judge,
            fill,
            short,
        }
    }

    /// "JavaWeb 期末考试" of the whole bank, started a minute ago, ending with its time limit;
    /// for all learners, or a course's.
    pub async fn running_exam(
        &self,
        author: &str,
        bank: &QuestionBank,
        course: Option<i64>,
    ) -> i64 {
        let now = self.now_ms();
        let body = json!({
            "title": "JavaWeb 期末考试", "duration": EXAM_DURATION_SECS, "subject": "JavaWeb", "courseId": course,
            "startedAt": now - 60_000, "expiredAt": now + EXAM_DURATION_SECS * 1000,
            "items": bank.ids().iter().map(|id| json!({"questionId": id})).collect::<Vec<_>>(),
        });
        self.create_exam(author, body).await.ok()["exam"]["id"]
            .as_i64()
            .unwrap()
    }

    /// "JavaWeb 随堂测验" of the bank's four objective questions (graded at submit), running
    /// like `running_exam`, with an answer visibility (`None`: the default).
    pub async fn objective_exam(
        &self,
        author: &str,
        bank: &QuestionBank,
        answer_visibility: Option<&str>,
    ) -> i64 {
        let now = self.now_ms();
        let items = [bank.choice, bank.multiple, bank.judge, bank.fill];
        let body = json!({
            "title": "JavaWeb 随堂测验", "duration": EXAM_DURATION_SECS, "subject": "JavaWeb",
            "startedAt": now - 60_000, "expiredAt": now + EXAM_DURATION_SECS * 1000,
            "answerVisibility": answer_visibility,
            "items": items.iter().map(|id| json!({"questionId": id})).collect::<Vec<_>>(),
        });
        self.create_exam(author, body).await.ok()["exam"]["id"]
            .as_i64()
            .unwrap()
    }

    /// The bank's four objective questions (17 points), open for ten hours, answers shown once
    /// graded, with `settings` (any exam field, the title too) laid over.
    pub async fn objective_exam_with(
        &self,
        author: &str,
        bank: &QuestionBank,
        settings: Value,
    ) -> i64 {
        let now = self.now_ms();
        let items: Vec<Value> = [bank.choice, bank.multiple, bank.judge, bank.fill]
            .iter()
            .map(|id| json!({ "questionId": id }))
            .collect();
        let mut body = json!({
            "title": "JavaWeb 随堂测验", "duration": EXAM_DURATION_SECS, "answerVisibility": "afterGrading",
            "startedAt": now - 60_000, "expiredAt": now + 36_000_000, "items": items,
        });
        for (k, v) in settings.as_object().expect("settings are an object") {
            body[k] = v.clone();
        }
        self.create_exam(author, body).await.ok()["exam"]["id"]
            .as_i64()
            .unwrap()
    }

    /// teacherA's `running_exam`, started by learner01 (13912345678).
    pub async fn exam_sitting(&self) -> ExamSitting {
        let teacher = self.account("teacherA", "teacher").await;
        let bank = self.question_bank(&teacher).await;
        let exam = self.running_exam(&teacher, &bank, None).await;
        let learner = self.learner("learner01", "13912345678").await;
        self.start_exam(&learner, exam).await.ok();
        ExamSitting {
            teacher,
            bank,
            exam,
            learner,
        }
    }

    /// "补考" of one question, starting in an hour.
    pub async fn upcoming_exam(&self, author: &str, question: i64) -> i64 {
        let now = self.now_ms();
        let body = json!({"title": "补考", "startedAt": now + 3_600_000, "expiredAt": now + 7_200_000, "items": [{"questionId": question}]});
        self.create_exam(author, body).await.ok()["exam"]["id"]
            .as_i64()
            .unwrap()
    }

    /// "JavaWeb" (计算机), with no sections.
    pub async fn empty_course(&self, teacher: &str) -> i64 {
        let body = json!({"name": "JavaWeb", "category": "计算机"});
        self.create_course(teacher, body).await.id()
    }

    /// "JavaWeb应用开发" (128000 fee) with one section, "第一章", holding a text lesson ("1.1 要点")
    /// and a video lesson ("1.2 视频", 100 s); a trial course when `public`.
    pub async fn course_with_lessons(&self, teacher: &str, public: bool) -> CourseWithLessons {
        let body = json!({"name": "JavaWeb应用开发", "category": "计算机", "type": 0, "fee": 128000, "publicCourse": public});
        let id = self.create_course(teacher, body).await.id();
        let section = self.add_section(teacher, id, "第一章").await.id();
        let text = json!({"title": "1.1 要点", "type": "TEXT", "content": "正文"});
        let video = json!({"title": "1.2 视频", "type": "VIDEO", "content": "/files/abc", "duration": 100.0});
        let lesson = |item| Lesson {
            course: id,
            section,
            item,
        };
        CourseWithLessons {
            id,
            section,
            text: lesson(self.add_item(teacher, id, section, text).await.id()),
            video: lesson(self.add_item(teacher, id, section, video).await.id()),
        }
    }
}

/// The text of a PDF as poppler's pdftotext reads it, without whitespace.
pub fn pdf_text(bytes: &[u8]) -> String {
    let dir = std::env::temp_dir().join(format!("skillcert-pdf-{}", super::unique_name()));
    std::fs::create_dir_all(&dir).unwrap();
    let pdf = dir.join("document.pdf");
    std::fs::write(&pdf, bytes).unwrap();
    let out = std::process::Command::new("pdftotext")
        .arg(&pdf)
        .arg("-")
        .output()
        .expect("pdftotext (`make office` installs poppler-utils)");
    String::from_utf8_lossy(&out.stdout)
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect()
}

/// The content type of a workbook.
pub const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// The rows of a downloaded workbook's first sheet, as text.
pub async fn sheet_rows(res: reqwest::Response) -> Vec<Vec<String>> {
    use calamine::Reader;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], XLSX);
    let bytes = res.bytes().await.unwrap().to_vec();
    let mut book: calamine::Xlsx<_> =
        calamine::open_workbook_from_rs(std::io::Cursor::new(bytes)).unwrap();
    let range = book.worksheet_range_at(0).unwrap().unwrap();
    range
        .rows()
        .map(|r| r.iter().map(|c| c.to_string()).collect())
        .collect()
}
