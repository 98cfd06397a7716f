//! Demo data, made through the same domain functions the API uses.

use crate::auth::password;
use crate::db::{self, Db, users::User};
use crate::domain::rules;
use crate::error::{AppError, AppResult, FieldErrors};
use crate::state::AppState;

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

/// Creates an account with one role after checking the same rules as registration.
pub async fn create_account(
    db: &Db,
    username: &str,
    pass: &str,
    phone: &str,
    email: &str,
    role: &str,
) -> AppResult<User> {
    let some = |v: &str| Some(v.to_string());
    let mut errors = FieldErrors::new();
    errors.check("username", rules::username(&some(username)));
    errors.check(
        "phone",
        rules::phone(&some(phone), "请输入手机号", "请输入正确的手机号"),
    );
    errors.check(
        "email",
        rules::email(&some(email), "请输入邮箱", "请输入正确的邮箱格式"),
    );
    errors.check("password", rules::new_password(&some(pass)));
    if let Err(AppError::Validation(_)) = errors.clone().into_result() {
        return Err(AppError::Internal(anyhow::anyhow!(
            "invalid account data: {errors:?}"
        )));
    }
    let new = db::users::NewUser {
        username: username.into(),
        phone: some(phone),
        email: some(&email.to_lowercase()),
        password_hash: password::hash(pass.into()).await?,
        invite_code: None,
    };
    db::users::create_user(db, new, &[role]).await
}

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
            let user = create_account(
                db,
                username,
                DEMO_PASSWORD,
                phone,
                &format!("{username}@skillcert.cn"),
                role,
            )
            .await?;
            let change = db::users::ProfileChange {
                name: Some(name.into()),
                ..Default::default()
            };
            db::users::update_profile(db, user.id, change).await?;
            ids.push(user.id);
        }
        let second_teacher = create_account(
            db,
            "teacher2",
            DEMO_PASSWORD,
            "13800000007",
            "teacher2@skillcert.cn",
            "teacher",
        )
        .await?;
        let change = db::users::ProfileChange {
            name: Some("李老师".into()),
            ..Default::default()
        };
        db::users::update_profile(db, second_teacher.id, change).await?;
        let (teacher, student) = (ids[2], ids[5]);
        let courses = demo_courses(state, teacher, second_teacher.id, student).await?;
        demo_exams(state, teacher, student, courses[0]).await?;
        demo_messages(state, ids[0], student, courses[0]).await?;
    }
    println!("demo accounts (password {DEMO_PASSWORD}):");
    for (username, role, _, phone) in DEMO_ACCOUNTS {
        println!("  {role:<12} username {username:<12} phone {phone}");
    }
    println!("  guest        the 游客登录 button on /login (no password)");
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
    state.storage.put(&sha, &out).await?;
    db::files::insert(
        &state.db,
        db::files::NewFile {
            sha256: &sha,
            name,
            size: bytes.len() as i64,
            mime,
            source,
            public: true,
            owner_id: owner,
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
    teacher: i64,
    second_teacher: i64,
    student: i64,
) -> anyhow::Result<Vec<i64>> {
    let db = &state.db;
    let mut ids = Vec::new();
    let media = make_media(state, teacher).await?;
    for (n, (name, category, kind, fee, public, second, status)) in
        DEMO_COURSES.into_iter().enumerate()
    {
        let course = db::courses::create(
            db,
            db::courses::CourseFields {
                name: name.into(),
                cover: (!media.images.is_empty())
                    .then(|| media.images[n % media.images.len()].clone()),
                description: (n % 5 != 4).then(|| {
                    format!(
                        "{name}：面向职业技能等级认定的系统课程，涵盖理论知识、实操技能与考前辅导。"
                    )
                }),
                category: category.into(),
                r#type: kind,
                fee,
                public_course: public,
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
            let section = db::courses::add_section(db, course.id, title.into()).await?;
            let mut lessons: Vec<db::courses::ItemFields> = vec![db::courses::ItemFields {
                title: format!("{}.1 学习要点", c + 1),
                r#type: "TEXT".into(),
                content: format!(
                    "本节介绍《{name}》{title}的学习要点。\n\n一、明确学习目标与考核要求。\n二、掌握本章的基本概念与操作规范。\n三、完成课后练习，巩固所学内容。"
                ),
                duration: None,
            }];
            if let Some(url) = media.images.get(c) {
                lessons.push(db::courses::ItemFields {
                    title: format!("{}.2 知识图解", c + 1),
                    r#type: "IMAGE".into(),
                    content: url.clone(),
                    duration: None,
                });
            }
            if let Some(url) = &media.video {
                lessons.push(db::courses::ItemFields {
                    title: format!("{}.3 视频讲解", c + 1),
                    r#type: "VIDEO".into(),
                    content: url.clone(),
                    duration: Some(30.0),
                });
            }
            if let (Some(url), 1) = (&media.audio, c) {
                lessons.push(db::courses::ItemFields {
                    title: format!("{}.4 音频精讲", c + 1),
                    r#type: "AUDIO".into(),
                    content: url.clone(),
                    duration: Some(20.0),
                });
            }
            for lesson in lessons {
                db::courses::add_item(db, &section, lesson).await?;
            }
        }
        if let Some(status) = status {
            db::courses::set_status(db, student, course.id, status).await?;
        }
        ids.push(course.id);
    }
    Ok(ids)
}

/// One question of every type (five in all) for a subject.
fn demo_questions(subject: &str) -> Vec<db::exams::QuestionFields> {
    let q = |kind: &str,
             content: String,
             options: serde_json::Value,
             multiple: bool,
             answer: serde_json::Value,
             score: i32,
             explanation: &str| {
        db::exams::QuestionFields {
            r#type: kind.into(),
            content,
            options: options.to_string(),
            is_multiple: multiple,
            answer: answer.to_string(),
            score,
            explanation: Some(explanation.into()),
            subject: Some(subject.into()),
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
    use serde_json::{Map, json};
    let db = &state.db;
    let now = db::now_ms();
    let day = 86_400_000;
    let subjects = ["JavaWeb", "Python爬虫", "区块链搭建与运维", "智能合约"];
    let mut banks = Vec::new();
    for subject in subjects {
        let mut ids = Vec::new();
        for fields in demo_questions(subject) {
            ids.push(db::exams::create_question(db, fields, teacher).await?.id);
        }
        banks.push(ids);
    }
    let items = |bank: &Vec<i64>| {
        bank.iter()
            .map(|id| (*id, if *id == bank[4] { 10 } else { 5 }))
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
        let exam = db::exams::save_exam(
            db,
            None,
            db::exams::ExamFields {
                title: title.into(),
                description: (bank != 1).then(|| {
                    format!("{title}：题型包含单选、多选、判断、填空与简答，请在规定时间内完成。")
                }),
                cover: None,
                duration: crate::domain::exam::DEFAULT_DURATION_SECS,
                started_at: Some(now + start * day),
                expired_at: Some(now + end * day),
                subject: Some(subjects[bank].into()),
                course_id,
                items: items(&banks[bank]),
            },
            teacher,
        )
        .await?;
        let Some(graded) = answered else { continue };
        let q = &banks[bank];
        let mut answers = Map::new();
        answers.insert(q[0].to_string(), json!({"selected": ["A"]}));
        answers.insert(q[1].to_string(), json!({"selected": ["A", "B"]}));
        answers.insert(q[2].to_string(), json!({"value": true}));
        answers.insert(q[3].to_string(), json!({"text": "高级工"}));
        answers.insert(
            q[4].to_string(),
            json!({"text": "先准备实验环境，再按操作规范逐步完成，最后检查结果并总结问题。"}),
        );
        let record = db::exams::open_record(db, exam.id, student, now).await?;
        crate::api::v0::exam::finalize(state, &exam, &record, answers).await?;
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
            crate::api::v0::admin_exam::apply_grades(db, &record, &exam, entries).await?;
        }
    }
    Ok(())
}

/// (type, title, content, details, audience, recipients, read by the demo student)
type DemoMessage<'a> = (
    &'a str,
    &'a str,
    &'a str,
    serde_json::Value,
    &'a str,
    &'a [i64],
    bool,
);

/// One message of every type for the demo student (two already read).
async fn demo_messages(
    state: &AppState,
    admin: i64,
    student: i64,
    javaweb_course: i64,
) -> anyhow::Result<()> {
    use serde_json::json;
    let db = &state.db;
    let everyone = db::messages::everyone(db, state.guest_user_id).await?;
    let learners = db::messages::learners_of(db, javaweb_course).await?;
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
            &everyone,
            true,
        ),
        (
            "system",
            "欢迎使用技能认证培训平台",
            "完善个人资料后即可报名认证课程。",
            json!({}),
            "users",
            &[student],
            true,
        ),
        (
            "course",
            "JavaWeb 课程更新",
            "第三章新增实操演练视频，请及时学习。",
            json!({}),
            "course",
            &learners,
            false,
        ),
        (
            "exam",
            "JavaWeb 应用开发（四级）考证开班通知",
            "开班考试安排如下，请点击前往报名。",
            exam_details,
            "users",
            &[student],
            false,
        ),
        (
            "certificate",
            "职业技能等级证书领取通知",
            "您的证书已制作完成，请按时领取。",
            certificate_details,
            "users",
            &[student],
            false,
        ),
        (
            "other",
            "学习经验分享会",
            "本周五 19:30 线上分享会，欢迎参加。",
            json!({}),
            "all",
            &everyone,
            false,
        ),
    ];
    for (kind, title, content, details, audience, recipients, read) in plan {
        let sent = db::messages::send(
            db,
            db::messages::NewMessage {
                r#type: kind.into(),
                title: title.into(),
                content: content.into(),
                details: details.to_string(),
                audience: audience.into(),
                audience_value: match audience {
                    "course" => Some(javaweb_course.to_string()),
                    "users" => Some(student.to_string()),
                    _ => None,
                },
                sender_id: Some(admin),
            },
            recipients,
        )
        .await?;
        if read {
            db::messages::mark_read(db, sent.id, student).await?;
        }
    }
    Ok(())
}
