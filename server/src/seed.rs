//! Demo data, made through the same domain functions the API uses.

mod integrity;

use crate::auth::Session;
use crate::db;
use crate::domain::audit::Actor;
use crate::domain::exam::{Answer, AnswerSheet};
use crate::domain::roles;
use crate::error::AppResult;
use crate::service::AppState;
use crate::service::{
    accounts, camera, careers, certificates, classes, course_authoring, distributors, enrolment,
    exam_authoring, exam_session, grading, lessons, messaging, question_bank, settings, study,
    work::Work,
};

/// The password of every demo account (printed by `make run`, listed in the README).
pub const DEMO_PASSWORD: &str = "Skill2026demo";

/// One account per role: (username, role, name, phone).
pub const DEMO_ACCOUNTS: [(&str, &str, &str, &str); 6] = [
    ("admin", "admin", "系统管理员", "13800000001"),
    ("distributor", "distributor", "渠道商演示", "13800000002"),
    ("teacher", "teacher", "王老师", "13800000003"),
    ("finance", "finance", "财务审核演示", "13800000004"),
    ("reviewer", "reviewer", "材料审核演示", "13800000005"),
    ("student", "student", "张同学", "13800000006"),
];

/// Demo data on an empty database: one account per role, courses of both types with sections
/// and lessons of every kind (media made here with ffmpeg), and the demo learner in every
/// enrolment status.
pub async fn demo(state: &AppState) -> anyhow::Result<()> {
    let db = &state.db;
    if db::users::find_by_login(db, DEMO_ACCOUNTS[0].0)
        .await?
        .is_some()
    {
        println!("demo data already present");
    } else {
        let mut ids = Vec::new();
        for (username, role, name, phone) in DEMO_ACCOUNTS {
            let user = accounts::create_account(
                state,
                username,
                DEMO_PASSWORD,
                phone,
                &format!("{username}@skillcert.cn"),
                role,
            )
            .await?;
            set_name(state, user.id, role, name).await?;
            ids.push(user.id);
        }
        let second_teacher = accounts::create_account(
            state,
            "teacher2",
            DEMO_PASSWORD,
            "13800000007",
            "teacher2@skillcert.cn",
            "teacher",
        )
        .await?;
        set_name(state, second_teacher.id, roles::TEACHER, "李老师").await?;
        let (admin, teacher, student) = (ids[0], ids[2], ids[5]);
        let desks = Desks {
            reviewer: Session::acting_as(ids[4], roles::REVIEWER),
            finance: Session::acting_as(ids[3], roles::FINANCE),
        };
        let (courses, statuses) = demo_courses(state, admin, teacher, second_teacher.id).await?;
        demo_settings(state, admin).await?;
        student_enrolments(state, &desks, student, &statuses).await?;
        demo_exams(state, teacher, student, courses[0]).await?;
        demo_messages(state, ids[0], student, courses[0]).await?;
        let enrolled = demo_enrolments(state, &desks, &courses[1..3]).await?;
        demo_careers(state, admin, &desks, &enrolled).await?;
        demo_classes(state, admin, teacher, &enrolled).await?;
        let mut studying = enrolled.clone();
        studying.extend(
            statuses
                .iter()
                .filter(|(_, _, status)| *status == 4)
                .map(|(course, _, _)| (student, *course)),
        );
        demo_study(state, admin, &studying).await?;
        demo_distributor(state, ids[1], &desks, &courses[1..4]).await?;
        integrity::demo(state, teacher).await?;
    }
    println!("demo accounts (password {DEMO_PASSWORD}):");
    for (username, role, _, phone) in DEMO_ACCOUNTS {
        println!("  {role:<12} username {username:<12} phone {phone}");
    }
    println!("  guest        the 游客登录 button on /login (no password)");
    Ok(())
}

/// Sets an account's display name through the profile change every user makes.
async fn set_name(state: &AppState, user_id: i64, role: &str, name: &str) -> AppResult<()> {
    let body = accounts::ProfileBody {
        name: Some(name.into()),
        ..Default::default()
    };
    accounts::update_profile(state, &Session::acting_as(user_id, role), body).await?;
    Ok(())
}

/// Demo media, generated with ffmpeg (Debian's `ffmpeg` package; `make run` installs it).
struct Media {
    video: Option<String>,
    audio: Option<String>,
    images: Vec<String>,
}

async fn store_generated(
    state: &AppState,
    owner: i64,
    name: &str,
    source: &str,
    args: &[&str],
) -> anyhow::Result<Option<String>> {
    let dir = state.storage.temp_dir();
    let out = dir.join(format!("seed-{}", name));
    let status = tokio::process::Command::new("ffmpeg")
        .args(["-v", "error", "-y"])
        .args(args)
        .arg(&out)
        .status()
        .await;
    match status {
        Ok(s) if s.success() => {}
        _ => return Ok(None),
    }
    let bytes = tokio::fs::read(&out).await?;
    let sha = hex::encode(<sha2::Sha256 as sha2::Digest>::digest(&bytes));
    let mime = crate::domain::upload::sniff(&bytes)
        .ok_or_else(|| anyhow::anyhow!("unknown type of {name}"))?;
    crate::service::files::keep(
        state,
        &out,
        db::files::NewFile {
            sha256: &sha,
            name,
            size: bytes.len() as i64,
            mime,
            source,
            public: crate::domain::upload::policy(source).is_some_and(|p| p.public),
            owner_id: owner,
            duration_ms: None,
        },
    )
    .await?;
    Ok(Some(format!("/files/{sha}")))
}

async fn make_media(state: &AppState, owner: i64) -> anyhow::Result<Media> {
    let video = store_generated(
        state,
        owner,
        "demo-lesson.mp4",
        "course",
        &[
            "-f",
            "lavfi",
            "-i",
            "testsrc2=size=480x270:rate=25:duration=30",
            "-f",
            "lavfi",
            "-i",
            "sine=frequency=440:duration=30",
            "-c:v",
            "libx264",
            "-preset",
            "veryfast",
            "-pix_fmt",
            "yuv420p",
            "-crf",
            "30",
            "-c:a",
            "aac",
            "-b:a",
            "64k",
            "-movflags",
            "+faststart",
            "-shortest",
            "-f",
            "mp4",
        ],
    )
    .await?;
    let audio = store_generated(
        state,
        owner,
        "demo-lesson.mp3",
        "course",
        &[
            "-f",
            "lavfi",
            "-i",
            "sine=frequency=523:duration=20",
            "-c:a",
            "libmp3lame",
            "-b:a",
            "64k",
            "-f",
            "mp3",
        ],
    )
    .await?;
    let mut images = Vec::new();
    for (i, (c0, c1)) in [
        ("0x1677ff", "0x69b1ff"),
        ("0x13c2c2", "0x87e8de"),
        ("0x722ed1", "0xb37feb"),
        ("0xfa8c16", "0xffd591"),
        ("0x52c41a", "0x95de64"),
        ("0xeb2f96", "0xff85c0"),
    ]
    .iter()
    .enumerate()
    {
        let source = format!(
            "gradients=size=640x360:c0={c0}:c1={c1}:x0=0:y0=0:x1=640:y1=360:duration=1,drawgrid=w=40:h=40:t=1:c=white@0.12"
        );
        let name = format!("cover-{i}.png");
        if let Some(url) = store_generated(
            state,
            owner,
            &name,
            "cover",
            &[
                "-f",
                "lavfi",
                "-i",
                &source,
                "-frames:v",
                "1",
                "-f",
                "image2",
            ],
        )
        .await?
        {
            images.push(url);
        }
    }
    if video.is_none() || images.is_empty() {
        println!(
            "warning: ffmpeg is missing or failed: demo courses get text lessons only (apt-get install ffmpeg)"
        );
    }
    Ok(Media {
        video,
        audio,
        images,
    })
}

/// (name, category, type, fee in fen, public course, by the second teacher, demo student's status)
type DemoCourse = (
    &'static str,
    &'static str,
    i16,
    i64,
    bool,
    bool,
    Option<i16>,
);

const DEMO_COURSES: [DemoCourse; 13] = [
    (
        "JavaWeb应用开发（四级/中级工）",
        "计算机",
        0,
        128_000,
        false,
        false,
        Some(4),
    ),
    (
        "Python爬虫工程师（三级/高级工）",
        "计算机",
        0,
        158_000,
        false,
        false,
        Some(4),
    ),
    (
        "区块链搭建与运维（四级/中级工）",
        "区块链",
        0,
        198_000,
        false,
        false,
        Some(1),
    ),
    (
        "智能合约开发（三级/高级工）",
        "区块链",
        0,
        218_000,
        false,
        true,
        Some(2),
    ),
    (
        "电子商务师（四级/中级工）",
        "电子商务",
        0,
        98_000,
        false,
        true,
        Some(3),
    ),
    (
        "人工智能训练师（四级/中级工）",
        "人工智能",
        0,
        168_000,
        false,
        false,
        None,
    ),
    (
        "网络与信息安全管理员（四级/中级工）",
        "计算机",
        0,
        138_000,
        false,
        true,
        None,
    ),
    ("区块链应用专题班", "区块链", 1, 58_000, false, false, None),
    (
        "直播电商运营专题班",
        "电子商务",
        1,
        39_900,
        false,
        true,
        None,
    ),
    (
        "数据标注实务专题班",
        "人工智能",
        1,
        29_900,
        false,
        false,
        None,
    ),
    ("Web前端入门体验课", "计算机", 1, 0, true, false, None),
    (
        "职业素养与安全生产体验课",
        "职业技能",
        1,
        0,
        true,
        true,
        None,
    ),
    ("Python编程体验课", "计算机", 1, 0, true, false, Some(4)),
];

/// Creates the demo courses; answers their ids in [`DEMO_COURSES`] order.
async fn demo_courses(
    state: &AppState,
    admin: i64,
    teacher: i64,
    second_teacher: i64,
) -> anyhow::Result<(Vec<i64>, Vec<DemoStatus>)> {
    let admin = Session::acting_as(admin, roles::ADMIN);
    let mut ids = Vec::new();
    let mut statuses = Vec::new();
    let media = make_media(state, teacher).await?;
    for (n, (name, category, kind, fee, public, second, status)) in
        DEMO_COURSES.into_iter().enumerate()
    {
        let course = course_authoring::create(
            state,
            &admin,
            course_authoring::CourseBody {
                name: Some(name.into()),
                cover: (!media.images.is_empty())
                    .then(|| media.images[n % media.images.len()].clone()),
                description: (n % 5 != 4).then(|| {
                    format!(
                        "{name}：面向职业技能等级认定的系统课程，涵盖理论知识、实操技能与考前辅导。"
                    )
                }),
                category: Some(category.into()),
                r#type: Some(kind),
                fee: Some(fee),
                public_course: Some(public),
                // One course has no teacher assigned, to show the default name.
                teacher_id: if n == 9 {
                    None
                } else if second {
                    Some(second_teacher)
                } else {
                    Some(teacher)
                },
            },
        )
        .await?;
        let chapters = [
            ("第一章 课程导学", 0),
            ("第二章 核心知识", 1),
            ("第三章 实操演练", 2),
        ];
        for (title, c) in chapters {
            let body = course_authoring::SectionBody {
                title: Some(title.into()),
            };
            let section = course_authoring::add_section(state, &admin, course.id, body).await?;
            let lesson = |title: String, kind: &str, content: String, duration: Option<f64>| {
                course_authoring::ItemBody {
                    title: Some(title),
                    r#type: Some(kind.into()),
                    content: Some(content),
                    duration,
                }
            };
            let mut lessons = vec![lesson(
                format!("{}.1 学习要点", c + 1),
                "TEXT",
                format!(
                    "本节介绍《{name}》{title}的学习要点。\n\n一、明确学习目标与考核要求。\n二、掌握本章的基本概念与操作规范。\n三、完成课后练习，巩固所学内容。"
                ),
                None,
            )];
            if let Some(url) = media.images.get(c) {
                let title = format!("{}.2 知识图解", c + 1);
                lessons.push(lesson(title, "IMAGE", url.clone(), None));
            }
            if let Some(url) = &media.video {
                let title = format!("{}.3 视频讲解", c + 1);
                lessons.push(lesson(title, "VIDEO", url.clone(), Some(30.0)));
            }
            if let (Some(url), 1) = (&media.audio, c) {
                let title = format!("{}.4 音频精讲", c + 1);
                lessons.push(lesson(title, "AUDIO", url.clone(), Some(20.0)));
            }
            for body in lessons {
                course_authoring::add_item(state, &admin, course.id, section.id, body).await?;
            }
        }
        if let Some(status) = status {
            statuses.push((course.id, kind, status));
        }
        ids.push(course.id);
    }
    Ok((ids, statuses))
}

/// The registration notice and payment accounts the wizard shows (the administrator's settings;
/// the QR images are left for the administrator to upload).
async fn demo_settings(state: &AppState, admin: i64) -> AppResult<()> {
    let values = [
        (
            "registrationNotice",
            "一、报名前请确认符合所报级别的申报条件，并如实填写报名表。\n二、报名材料经审核通过后，请在 7 日内完成缴费，逾期视为放弃。\n三、缴费确认后系统发放报名号，凭报名号参加培训与考试。\n四、已缴费用一经确认，除考试取消外不予退还。",
        ),
        ("wechatAccount", "技能认证培训中心（微信号 skillcert-pay）"),
        ("alipayAccount", "pay@skillcert.cn（技能认证培训中心）"),
        ("bankName", "中国工商银行广州天河支行"),
        ("bankAccountName", "广州技能认证培训中心有限公司"),
        ("bankAccount", "3602 0012 0920 0123 456"),
        (
            "paymentNote",
            "转账时请在附言中注明报名人姓名与手机号，并上传转账凭证。",
        ),
    ];
    let values = values
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    settings::save(state, &Session::acting_as(admin, roles::ADMIN), values).await?;
    Ok(())
}

/// The demo learner's status in a course: (course id, course type, status).
type DemoStatus = (i64, i16, i16);

/// The demo learner's enrolments: in a certification class through the same application,
/// review and payment as anyone's (a status 1, 2 and 3 and two enrolled courses); in the free
/// trial class set directly, as nothing is reviewed or paid there.
async fn student_enrolments(
    state: &AppState,
    desks: &Desks,
    student: i64,
    statuses: &[DemoStatus],
) -> anyhow::Result<()> {
    let (_, _, name, phone) = DEMO_ACCOUNTS[5];
    let applicant = Applicant {
        session: Session::acting_as(student, roles::STUDENT),
        name,
        phone,
    };
    for (n, &(course, kind, status)) in statuses.iter().enumerate() {
        if kind == 0 {
            let progress = match status {
                1 => Progress::Submitted,
                2 => Progress::Approved,
                3 => Progress::Rejected,
                _ => Progress::Enrolled,
            };
            demo_application(state, desks, &applicant, n, course, progress).await?;
        } else {
            enrolment::set_status(state, student, course, status).await?;
        }
    }
    Ok(())
}

/// One question of every type (five in all) for a subject.
fn demo_questions(subject: &str) -> Vec<question_bank::QuestionBody> {
    let q = |kind: &str,
             content: String,
             options: serde_json::Value,
             multiple: bool,
             answer: serde_json::Value,
             score: i32,
             explanation: &str| {
        question_bank::QuestionBody {
            r#type: Some(kind.into()),
            content: Some(content),
            metadata: Some(serde_json::json!({ "isMultiple": multiple, "options": options })),
            answer: Some(answer),
            score: Some(score),
            explanation: Some(explanation.into()),
            subject: Some(subject.into()),
            category_id: None,
            difficulty: None,
            tags: None,
        }
    };
    use serde_json::json;
    vec![
        q(
            "CHOICE",
            format!("【{subject}】下列哪一项是本课程考核的核心能力？"),
            json!({"A": "规范操作与问题分析", "B": "记忆所有参数", "C": "只看视频不练习", "D": "跳过实操"}),
            false,
            json!(["A"]),
            5,
            "职业技能考核重在规范操作与分析解决问题。",
        ),
        q(
            "CHOICE",
            format!("【{subject}】以下哪些做法有助于通过技能考核？（多选）"),
            json!({"A": "按规范完成实操", "B": "整理学习笔记", "C": "考前不复习", "D": "完成模拟练习"}),
            true,
            json!(["A", "B", "D"]),
            5,
            "规范操作、笔记整理和模拟练习都能提高通过率。",
        ),
        q(
            "JUDGE",
            format!("【{subject}】职业技能等级认定包括理论知识考试和技能考核。"),
            json!({}),
            false,
            json!(true),
            5,
            "等级认定一般由理论知识考试与操作技能考核组成。",
        ),
        q(
            "FILL",
            format!("【{subject}】职业技能等级分为五个等级，其中三级对应____工。"),
            json!({}),
            false,
            json!(["高级", "高级工"]),
            5,
            "三级/高级工，四级/中级工。",
        ),
        q(
            "SHORT",
            format!("【{subject}】请简述你在本课程实操环节中最重要的三个步骤。"),
            json!({}),
            false,
            json!("准备环境、按规范操作、检查与总结"),
            10,
            "言之有理、步骤清楚即可得分。",
        ),
    ]
}

/// (title, bank, start and end in days from now, course, the demo student's sheet: none, pending, graded)
type DemoExam = (&'static str, usize, i64, i64, Option<i64>, Option<bool>);

/// A bank per subject, exams that ended, are running and have not started, and the demo
/// student's records, graded and pending.
async fn demo_exams(
    state: &AppState,
    teacher: i64,
    student: i64,
    javaweb_course: i64,
) -> anyhow::Result<()> {
    let db = &state.db;
    let author = Session::acting_as(teacher, roles::TEACHER);
    let now = state.clock.now_ms();
    let day = 86_400_000;
    let subjects = ["JavaWeb", "Python爬虫", "区块链搭建与运维", "智能合约"];
    let mut banks = Vec::new();
    for subject in subjects {
        let mut ids = Vec::new();
        for fields in demo_questions(subject) {
            ids.push(
                question_bank::create_question(state, &author, fields)
                    .await?
                    .0
                    .id,
            );
        }
        banks.push(ids);
    }
    let items = |bank: &Vec<i64>| {
        bank.iter()
            .map(|id| exam_authoring::ExamItemBody {
                question_id: *id,
                score: Some(if *id == bank[4] { 10 } else { 5 }),
            })
            .collect::<Vec<_>>()
    };
    let plan: [DemoExam; 6] = [
        ("JavaWeb 应用开发 期末考试", 0, -10, -9, None, Some(true)),
        ("Python爬虫 阶段测验", 1, -6, -5, None, Some(false)),
        ("区块链搭建与运维 模拟考试", 2, -3, -2, None, Some(true)),
        ("智能合约开发 模拟考试", 3, -1, 30, None, None),
        (
            "JavaWeb 综合测评（课程学员）",
            0,
            -1,
            30,
            Some(javaweb_course),
            None,
        ),
        ("区块链 职业技能等级认定 理论考试", 2, 7, 8, None, None),
    ];
    for (title, bank, start, end, course_id, answered) in plan {
        let exam = exam_authoring::save_exam(
            state,
            &author,
            None,
            exam_authoring::ExamBody {
                id: None,
                title: Some(title.into()),
                description: (bank != 1).then(|| {
                    format!("{title}：题型包含单选、多选、判断、填空与简答，请在规定时间内完成。")
                }),
                cover: None,
                duration: None,
                started_at: Some(now + start * day),
                expired_at: Some(now + end * day),
                subject: Some(subjects[bank].into()),
                course_id,
                pass_score: None,
                answer_visibility: None,
                requires_hours: None,
                items: Some(items(&banks[bank])),
                rules: None,
                shuffle_questions: None,
                shuffle_options: None,
                attempts_allowed: None,
                grading_method: None,
                attempt_wait: None,
                exit_limit: None,
                require_fullscreen: None,
                camera_required: None,
            },
        )
        .await?;
        let Some(graded) = answered else { continue };
        let q = &banks[bank];
        let text = |t: &str| Answer::Text { text: t.into() };
        let choice = |labels: &[&str]| Answer::Choice {
            selected: labels.iter().map(|l| l.to_string()).collect(),
        };
        let answers = AnswerSheet::from([
            (q[0], choice(&["A"])),
            (q[1], choice(&["A", "B"])),
            (q[2], Answer::Judge { value: true }),
            (q[3], text("高级工")),
            (
                q[4],
                text("先准备实验环境，再按操作规范逐步完成，最后检查结果并总结问题。"),
            ),
        ]);
        let record =
            db::exams::open_record(db, exam.id, student, 1, now, String::new(), now).await?;
        exam_session::finalize(state, &exam, &record, answers).await?;
        let started = now + start * day + 3_600_000;
        db::exams::backdate(db, record.id, started, started + 50 * 60_000).await?;
        if graded {
            let record = db::exams::record_by_id(db, record.id)
                .await?
                .ok_or_else(|| anyhow::anyhow!("record"))?;
            let entries = vec![(
                q[4].to_string(),
                Some(8),
                Some("步骤清楚，可再补充安全注意事项。".to_string()),
            )];
            let mut work = crate::service::work::Work::begin(state).await?;
            grading::apply_grades(&mut work, &record, &exam, entries).await?;
            work.commit().await?;
        }
    }
    Ok(())
}

/// (type, title, content, details, audience, read by the demo student)
type DemoMessage<'a> = (&'a str, &'a str, &'a str, serde_json::Value, &'a str, bool);

/// One message of every type for the demo student (two already read), sent as the administrator
/// sends them.
async fn demo_messages(
    state: &AppState,
    admin: i64,
    student: i64,
    javaweb_course: i64,
) -> anyhow::Result<()> {
    use serde_json::json;
    let exam_details = json!({
        "issuingAuthority": "广东省人力资源和社会保障厅", "examLocation": "广州市天河区职业技能鉴定中心",
        "trainingInstitution": "技能认证培训中心", "classroom": "A301", "occupation": "计算机程序设计员",
        "evaluationLevel": "四级/中级工", "examTime": "2026-12-20 09:00", "examId": javaweb_course.to_string(),
        "examName": "JavaWeb应用开发", "examLevel": "四级",
    });
    let certificate_details = json!({
        "certificateName": "计算机程序设计员（四级/中级工）职业技能等级证书", "issuingAuthority": "广东省人力资源和社会保障厅",
        "pickupLocation": "培训中心一楼服务大厅", "pickupTime": "工作日 9:00-17:00", "requiredMaterials": "身份证原件、准考证",
    });
    let plan: [DemoMessage; 6] = [
        (
            "announcement",
            "平台维护公告",
            "本周六 22:00-24:00 平台例行维护，期间暂停服务。",
            json!({}),
            "all",
            true,
        ),
        (
            "system",
            "欢迎使用技能认证培训平台",
            "完善个人资料后即可报名认证课程。",
            json!({}),
            "users",
            true,
        ),
        (
            "course",
            "JavaWeb 课程更新",
            "第三章新增实操演练视频，请及时学习。",
            json!({}),
            "course",
            false,
        ),
        (
            "exam",
            "JavaWeb 应用开发（四级）考证开班通知",
            "开班考试安排如下，请点击前往报名。",
            exam_details,
            "users",
            false,
        ),
        (
            "certificate",
            "职业技能等级证书领取通知",
            "您的证书已制作完成，请按时领取。",
            certificate_details,
            "users",
            false,
        ),
        (
            "other",
            "学习经验分享会",
            "本周五 19:30 线上分享会，欢迎参加。",
            json!({}),
            "all",
            false,
        ),
    ];
    for (kind, title, content, details, audience, read) in plan {
        let body = messaging::ComposeBody {
            r#type: Some(kind.into()),
            title: Some(title.into()),
            content: Some(content.into()),
            details: Some(details),
            audience: Some(messaging::Audience {
                kind: Some(audience.into()),
                role: None,
                course_id: (audience == "course").then_some(javaweb_course),
                user_ids: (audience == "users").then(|| vec![student]),
            }),
        };
        let (sent, _) = messaging::compose(state, Actor::person(admin, None), body).await?;
        if read {
            let reader = messaging::reader(state, &Session::acting_as(student, roles::STUDENT));
            messaging::mark_read(state, &reader, sent.id).await?;
        }
    }
    Ok(())
}

/// Demo learners with applications in every state, so each desk has work on first start:
/// (username, name, phone, how far their application goes).
const DEMO_APPLICANTS: [(&str, &str, &str, Progress); 6] = [
    ("zhangsan", "张三", "13800000011", Progress::Submitted),
    ("lisi", "李四", "13800000012", Progress::Submitted),
    ("wangwu", "王五", "13800000013", Progress::Rejected),
    ("zhaoliu", "赵六", "13800000014", Progress::Approved),
    ("sunqi", "孙七", "13800000015", Progress::Paid),
    ("zhouba", "周八", "13800000016", Progress::Enrolled),
];

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Progress {
    Submitted,
    Rejected,
    Approved,
    Paid,
    Enrolled,
}

/// A one-page PDF with a line of (ASCII) text, for the demo documents.
fn demo_pdf(text: &str) -> Vec<u8> {
    let stream = format!("BT /F1 18 Tf 72 720 Td ({text}) Tj ET");
    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>".to_string(),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_string(),
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>".to_string(),
        format!("<< /Length {} >>\nstream\n{stream}\nendstream", stream.len()),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".to_string(),
    ];
    let mut pdf = b"%PDF-1.4\n".to_vec();
    let mut offsets = Vec::new();
    for (i, body) in objects.iter().enumerate() {
        offsets.push(pdf.len());
        pdf.extend_from_slice(format!("{} 0 obj\n{body}\nendobj\n", i + 1).as_bytes());
    }
    let xref = pdf.len();
    pdf.extend_from_slice(
        format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes(),
    );
    for offset in offsets {
        pdf.extend_from_slice(format!("{offset:010} 00000 n \n").as_bytes());
    }
    pdf.extend_from_slice(
        format!(
            "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
            objects.len() + 1
        )
        .as_bytes(),
    );
    pdf
}

/// Keeps demo bytes as a private upload of `owner` and answers the file id.
async fn demo_file(
    state: &AppState,
    owner: i64,
    source: &str,
    name: &str,
    bytes: Vec<u8>,
) -> anyhow::Result<i64> {
    let temp = state
        .storage
        .temp_dir()
        .join(format!("seed-{owner}-{name}"));
    tokio::fs::write(&temp, &bytes).await?;
    let sha = hex::encode(<sha2::Sha256 as sha2::Digest>::digest(&bytes));
    let mime = crate::domain::upload::sniff(&bytes)
        .ok_or_else(|| anyhow::anyhow!("unknown type of {name}"))?;
    let record = crate::service::files::keep(
        state,
        &temp,
        db::files::NewFile {
            sha256: &sha,
            name,
            size: bytes.len() as i64,
            mime,
            source,
            public: false,
            owner_id: owner,
            duration_ms: None,
        },
    )
    .await?;
    Ok(record.id)
}

/// A small card image (PNG) of one colour with a light grid: the demo ID card, certificate…
fn demo_picture(colour: [u8; 3]) -> anyhow::Result<Vec<u8>> {
    let picture = image::RgbImage::from_fn(320, 200, |x, y| {
        if x % 32 == 0 || y % 20 == 0 {
            image::Rgb(colour.map(|c| c / 2 + 127))
        } else {
            image::Rgb(colour)
        }
    });
    let mut png = std::io::Cursor::new(Vec::new());
    picture.write_to(&mut png, image::ImageFormat::Png)?;
    Ok(png.into_inner())
}

/// The material reviewer and finance reviewer who decide the demo applications.
struct Desks {
    reviewer: Session,
    finance: Session,
}

/// A demo learner filing an application.
struct Applicant<'a> {
    session: Session,
    name: &'a str,
    phone: &'a str,
}

/// Files the demo applications; answers the (learner, course) pairs that ended enrolled.
async fn demo_enrolments(
    state: &AppState,
    desks: &Desks,
    courses: &[i64],
) -> anyhow::Result<Vec<(i64, i64)>> {
    let mut enrolled = Vec::new();
    for (n, (username, name, phone, progress)) in DEMO_APPLICANTS.into_iter().enumerate() {
        let user = accounts::create_account(
            state,
            username,
            DEMO_PASSWORD,
            phone,
            &format!("{username}@skillcert.cn"),
            roles::STUDENT,
        )
        .await?;
        set_name(state, user.id, roles::STUDENT, name).await?;
        let applicant = Applicant {
            session: Session::acting_as(user.id, roles::STUDENT),
            name,
            phone,
        };
        let course = courses[n % courses.len()];
        demo_application(state, desks, &applicant, n, course, progress).await?;
        if progress == Progress::Enrolled {
            enrolled.push((user.id, course));
        }
    }
    Ok(enrolled)
}

/// The demo distributor's two invite codes and 36 learners who registered with them over the
/// last 90 days, their applications in every state (through the same moves as anyone's), so the
/// dashboard shows real curves on first start.
async fn demo_distributor(
    state: &AppState,
    distributor: i64,
    desks: &Desks,
    courses: &[i64],
) -> anyhow::Result<()> {
    let me = Session::acting_as(distributor, "distributor");
    let mut codes = Vec::new();
    for label in ["抖音直播间", "线下招生会"] {
        let body = distributors::CodeBody {
            label: Some(label.into()),
            active: None,
        };
        codes.push(distributors::create_code(state, &me, distributor, body).await?);
    }
    let hash = crate::auth::password::hash(DEMO_PASSWORD.to_string()).await?;
    const SURNAMES: [&str; 12] = [
        "陈", "林", "黄", "吴", "刘", "郑", "梁", "谢", "何", "罗", "许", "冯",
    ];
    const GIVEN: [&str; 6] = ["志强", "秀英", "建华", "丽娟", "国平", "晓燕"];
    let now = state.clock.now_ms();
    for n in 0..36usize {
        let code = &codes[n % 3 / 2];
        let username = format!("channel{:02}", n + 1);
        let phone = format!("1390000{:04}", 8800 + n);
        let name = format!("{}{}", SURNAMES[n % 12], GIVEN[n % 6]);
        let new = db::users::NewUser {
            username: crate::domain::identity::Username::parse(&username).expect("a demo username"),
            phone: crate::domain::identity::Phone::parse(&phone),
            email: None,
            password_hash: hash.clone(),
            invite_code: Some(code.code.code.clone()),
            attribution: Some(db::distributors::Attribution {
                distributor_id: distributor,
                code_id: code.code.id,
            }),
        };
        let mut work = Work::begin(state).await?;
        let user = accounts::create_user(&mut work, new, &[roles::STUDENT]).await?;
        work.commit().await?;
        set_name(state, user.id, roles::STUDENT, &name).await?;
        // Every status: none yet, submitted, rejected, approved, paid, enrolled (some passed).
        let progress = match n % 6 {
            0 => None,
            1 => Some(Progress::Submitted),
            2 => Some(Progress::Rejected),
            3 => Some(Progress::Approved),
            4 => Some(Progress::Paid),
            _ => Some(Progress::Enrolled),
        };
        let course = courses[(n / 6) % courses.len()];
        if let Some(progress) = progress {
            let applicant = Applicant {
                session: Session::acting_as(user.id, roles::STUDENT),
                name: &name,
                phone: &phone,
            };
            demo_application(state, desks, &applicant, n % 6, course, progress).await?;
            if progress == Progress::Enrolled && n % 12 == 5 {
                let found = db::applications::find(&state.db, user.id, course).await?;
                if let Some(application) = found {
                    let exam = certificates::ExamResultBody {
                        exam_completed: Some(true),
                        reason: Some("线下实操考核通过".into()),
                    };
                    certificates::record_exam(state, &desks.reviewer, course, application.id, exam)
                        .await?;
                }
            }
        }
        // Registered 90–6 days ago, each later step a day after the one before.
        let registered = now - (90 - (n as i64 * 12 / 5)) * 86_400_000 - (n as i64 % 7) * 3_600_000;
        db::distributors::backdate(&state.db, user.id, registered).await?;
    }
    Ok(())
}

/// Employers' positions (two open, one closed) and the certified demo learners referred, one
/// of them already interviewing: the reviewer records their exam and issues the certificate
/// first, as staff do.
async fn demo_careers(
    state: &AppState,
    admin: i64,
    desks: &Desks,
    enrolled: &[(i64, i64)],
) -> anyhow::Result<()> {
    let staff = Session::acting_as(admin, roles::ADMIN);
    let mut positions = Vec::new();
    for (n, (company, title, city, salary, status)) in [
        (
            "广州市城建电力工程有限公司",
            "低压电工",
            "广州",
            (6500, 9000),
            "open",
        ),
        (
            "深圳前海智能楼宇科技有限公司",
            "电气维修技师",
            "深圳",
            (8000, 12000),
            "open",
        ),
        (
            "佛山顺德家电制造有限公司",
            "设备电工",
            "佛山",
            (5500, 7500),
            "closed",
        ),
    ]
    .into_iter()
    .enumerate()
    {
        let body = careers::PositionBody {
            company: Some(company.into()),
            title: Some(title.into()),
            city: Some(city.into()),
            salary_min: Some(salary.0),
            salary_max: Some(salary.1),
            requirements: Some(format!(
                "持有效特种作业操作证（低压电工）；{}年以上相关工作经验；责任心强，服从安排。",
                n + 1
            )),
            contact: Some(format!("人事部 陈女士 1380013{:04}", 8000 + n)),
            status: Some(status.into()),
        };
        positions.push(careers::create_position(state, &staff, body).await?.id);
    }
    for (n, &(learner, course)) in enrolled.iter().enumerate() {
        let Some(application) = db::applications::find(&state.db, learner, course).await? else {
            continue;
        };
        let exam = certificates::ExamResultBody {
            exam_completed: Some(true),
            reason: Some("线下实操考核通过".into()),
        };
        certificates::record_exam(state, &desks.reviewer, course, application.id, exam).await?;
        let certificate = certificates::CertificateBody {
            number: Some(format!("4401202600{:04}", n + 1)),
            level: Some(crate::domain::enrolment::CERTIFICATE_LEVELS[1].into()),
            date: Some(crate::domain::calendar::date_of_ms(state.clock.now_ms())),
            authority: Some("广东省职业技能鉴定指导中心".into()),
        };
        certificates::issue_certificate(
            state,
            &desks.reviewer,
            course,
            application.id,
            certificate,
        )
        .await?;
        let refer = careers::ReferBody {
            position_id: Some(positions[0]),
            user_id: Some(learner),
            course_id: Some(course),
            notes: Some("持证上岗，实操成绩优秀".into()),
        };
        let referral = careers::refer(state, &staff, refer).await?;
        let change = careers::ReferralChange {
            status: Some("interviewing".into()),
            notes: Some("已约 11 月 28 日上午面试".into()),
        };
        careers::change(state, &staff, referral.id, change).await?;
    }
    Ok(())
}

/// A class (开班) of each course the enrolled demo learners study, led by the demo teacher, with
/// those learners in it (the list, roster and archives then have something to show).
async fn demo_classes(
    state: &AppState,
    admin: i64,
    teacher: i64,
    enrolled: &[(i64, i64)],
) -> anyhow::Result<()> {
    let staff = Session::acting_as(admin, roles::ADMIN);
    let mut courses: Vec<i64> = enrolled.iter().map(|(_, course)| *course).collect();
    courses.sort_unstable();
    courses.dedup();
    for (n, course) in courses.into_iter().enumerate() {
        let body = classes::ClassBody {
            course_id: Some(course),
            name: Some(format!("2026年冬季{}班", ["一", "二", "三", "四"][n % 4])),
            starts_on: Some("2026-12-01".into()),
            ends_on: Some("2026-12-25".into()),
            teacher_id: Some(teacher),
            place: Some("广州市天河区体育西路 1 号 培训楼 301".into()),
            capacity: Some(40),
        };
        let class = classes::create(state, &staff, body).await?;
        let learners: Vec<i64> = enrolled
            .iter()
            .filter(|(_, c)| *c == course)
            .map(|(learner, _)| *learner)
            .collect();
        let members = classes::ClassMembersBody {
            user_ids: Some(learners),
            source: Some(classes::ClassSource::Application),
        };
        classes::add_members(state, &staff, class.id, members).await?;
    }
    Ok(())
}

/// One application to a certification class, with real small documents, taken as far as
/// `progress` through the service moves people make (`n` varies the form).
async fn demo_application(
    state: &AppState,
    desks: &Desks,
    applicant: &Applicant<'_>,
    n: usize,
    course: i64,
    progress: Progress,
) -> anyhow::Result<()> {
    use crate::domain::enrolment::{ApplicationForm, LEVELS, exam_place};
    let (me, name, phone) = (&applicant.session, applicant.name, applicant.phone);
    let owner = me.user_id;
    let mut documents = std::collections::BTreeMap::new();
    let declaration = demo_file(
        state,
        owner,
        "material",
        "申报表.pdf",
        demo_pdf("Declaration"),
    )
    .await?;
    documents.insert("declaration".to_string(), declaration);
    for (slot, label, colour) in [
        ("workingProof", "工作证明", [70, 130, 180]),
        ("idFront", "身份证正面", [0, 128, 128]),
        ("idBack", "身份证反面", [112, 128, 144]),
        ("educationCert", "学历证书", [139, 0, 0]),
        ("photo", "证件照", [250, 250, 250]),
    ] {
        let bytes = demo_picture(colour)?;
        let file = demo_file(state, owner, "material", &format!("{label}.png"), bytes).await?;
        documents.insert(slot.to_string(), file);
    }
    let (city, districts) = crate::domain::enrolment::GUANGDONG[n % 4];
    let district = districts[n % districts.len()];
    let form = ApplicationForm {
        name: name.into(),
        gender: if n.is_multiple_of(2) { "男" } else { "女" }.into(),
        birth: format!("199{n}-0{}-1{n}", n + 1),
        id_type: "居民身份证".into(),
        id_number: format!("44010119900{}01123{n}", n + 1),
        phone: phone.into(),
        education: "大专".into(),
        job: "电工".into(),
        level: LEVELS[0].0.into(),
        exam_type: "正考".into(),
        exam_subject: vec!["理论".into(), "技能".into()],
        exam_city: city.into(),
        exam_district: district.into(),
        exam_place: exam_place(city, district),
        certificate_get_type: "自取".into(),
        address: format!("广东省{city}市{district}建设路{}号", n + 8),
        declare_condition: LEVELS[0].1[0].into(),
        edu_time1: "2009.09-2012.07".into(),
        edu_school1: format!("{city}市技师学院"),
        edu_major1: "电气自动化技术".into(),
        edu_type1: "大专".into(),
        work_year: format!("{}", 5 + n),
        work_time1: "2012.08-至今".into(),
        work_company1: format!("{city}电力工程有限公司"),
        work_job1: "电工".into(),
        work_contact1: "陈经理".into(),
        sign_date: "2026".into(),
        sign_month: "11".into(),
        sign_day: "20".into(),
        ..Default::default()
    };
    let body = enrolment::DraftBody {
        form: Some(form),
        documents: Some(documents),
    };
    let application = enrolment::submit(state, me, course, body)
        .await?
        .application;
    let decide = |result: &str, reason: Option<&str>| enrolment::DecisionBody {
        result: Some(result.into()),
        reason: reason.map(str::to_string),
        version: None,
    };
    if progress == Progress::Rejected {
        let reason = "身份证照片不清晰，请重新上传";
        enrolment::decide_materials(
            state,
            &desks.reviewer,
            course,
            application.id,
            decide("reject", Some(reason)),
        )
        .await?;
        return Ok(());
    }
    if progress < Progress::Approved {
        return Ok(());
    }
    enrolment::decide_materials(
        state,
        &desks.reviewer,
        course,
        application.id,
        decide("approve", None),
    )
    .await?;
    if progress < Progress::Paid {
        return Ok(());
    }
    let proof = demo_picture([46, 139, 87])?;
    let proof = demo_file(state, owner, "payment", "转账凭证.png", proof).await?;
    let payment = enrolment::PaymentBody {
        method: Some("bank".into()),
        reference: Some(format!("20261120{:06}", 100 + n + owner as usize * 10)),
        proof_file_id: Some(proof),
    };
    enrolment::submit_payment(state, me, course, payment).await?;
    if progress == Progress::Enrolled {
        enrolment::decide_payment(
            state,
            &desks.finance,
            application.id,
            decide("confirm", None),
        )
        .await?;
    }
    Ok(())
}

/// Where and with what the demo learners studied.
const DEMO_STUDY_FROM: (std::net::IpAddr, &str) = (
    std::net::IpAddr::V4(std::net::Ipv4Addr::new(113, 108, 36, 21)),
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
);

/// Study ledgers on first start: four enrolments (the demo learner's among them) studied on four
/// of the last days through the same sessions, heartbeats, attention checks and stills as anyone
/// (the seed's clock is moved back to each day and on by each heartbeat, then put back): reading
/// lessons, now and then another tab. The first course asks for camera stills and checks
/// attention every 5–8 minutes; one of its checks was missed, and the administrator marked one
/// of its sessions 本人 and another 非本人.
async fn demo_study(state: &AppState, admin: i64, enrolled: &[(i64, i64)]) -> anyhow::Result<()> {
    let Some(&(_, camera_course)) = enrolled.first() else {
        return Ok(());
    };
    let staff = Session::acting_as(admin, roles::ADMIN);
    let rules = study::RulesBody {
        camera_required: Some(true),
        check_min_minutes: Some(5),
        check_max_minutes: Some(8),
        ..Default::default()
    };
    study::set_rules(state, &staff, camera_course, rules).await?;
    let origin = state.clock.now_ms();
    let mut reviewable = Vec::new();
    for (n, &(learner, course)) in enrolled.iter().take(4).enumerate() {
        let who = Session::acting_as(learner, roles::STUDENT);
        let camera = course == camera_course;
        if camera {
            camera::consent(state, &who, DEMO_STUDY_FROM).await?;
        }
        for (day, minutes) in [(6, 14), (4, 18), (2, 12), (1, 10)] {
            let at = origin - day * 86_400_000 - n as i64 * 5_400_000;
            state.clock.advance(at - state.clock.now_ms());
            let missed = camera && day == 4;
            let id = demo_session(state, &who, course, minutes, missed, camera).await?;
            if camera {
                reviewable.push(id);
            }
        }
    }
    state.clock.advance(origin - state.clock.now_ms());
    for (id, verdict, reason) in [
        (reviewable.first(), camera::SELF, "抓拍照片与报名照片一致"),
        (
            reviewable.get(2),
            camera::OTHER,
            "抓拍照片与报名照片、身份证照片均不是同一人",
        ),
    ] {
        if let Some(&id) = id {
            let body = camera::VerdictBody {
                verdict: Some(verdict.into()),
                reason: Some(reason.into()),
            };
            camera::decide(state, &staff, id, body).await?;
        }
    }
    Ok(())
}

/// One demo study session of about `minutes`: a heartbeat each 30 s on the course's reading
/// lessons (the next one once a lesson is credited in full), every seventeenth in another tab,
/// the attention checks answered (or one let pass: `miss`), the stills sent when `camera`.
/// Answers the session's id.
async fn demo_session(
    state: &AppState,
    who: &Session,
    course: i64,
    minutes: i64,
    miss: bool,
    camera: bool,
) -> anyhow::Result<i64> {
    let lessons = lessons::load(state, course).await?;
    let reading: Vec<i64> = lessons
        .items
        .iter()
        .filter(|i| !crate::domain::course::is_timed(&i.r#type))
        .map(|i| i.id)
        .collect();
    let body = study::OpenBody {
        course_id: Some(course),
    };
    let opened = study::open(state, who, DEMO_STUDY_FROM, body).await?;
    let id = opened.session.id;
    let mut still = study::awaited(&opened.session);
    let mut lesson = 0;
    for seq in 1..=minutes * 2 {
        if let (true, Some((snapshot, _))) = (camera, still) {
            let picture = demo_picture([150 + (seq % 50) as u8, 170, 190])?;
            let file = demo_file(state, who.user_id, "snapshot", "抓拍.png", picture).await?;
            let body = camera::SnapshotBody {
                file_id: Some(file),
            };
            camera::take(state, who, id, snapshot, body).await?;
        }
        state.clock.advance(30_000);
        let away = seq % 17 == 0;
        let beat = study::BeatBody {
            seq: Some(seq),
            item_id: reading.get(lesson % reading.len().max(1)).copied(),
            playing: Some(false),
            visible: Some(!away),
            focused: Some(!away),
            rate: Some(1.0),
            last_input_age_ms: Some(20_000),
        };
        let Ok(answer) = study::beat(state, who, id, beat).await else {
            // The check was missed: the session ended.
            return Ok(id);
        };
        if answer.lesson_credited_ms >= answer.lesson_full_ms {
            lesson += 1;
        }
        still = answer.snapshot;
        if let Some(check) = answer.check {
            if miss {
                state.clock.advance(90_000);
            } else {
                study::answer_check(state, who, id, check.id).await?;
            }
        }
    }
    study::leave(state, who, id).await?;
    Ok(id)
}
