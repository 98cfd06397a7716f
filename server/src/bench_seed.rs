//! The data set of `make bench`: many learners, courses, exams, records and messages. Courses,
//! questions, exams and messages go through the services (the API's rules); the hundreds of
//! thousands of learners, enrolments, progress rows and records are written in bulk through the
//! access layer with the domain's rules (grading, roles, statuses).

use std::time::Instant;

use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect, Set,
};
use serde_json::json;

use crate::auth::Session;
use crate::db;
use crate::db::entity::{
    application, enrolment, exam_record, message_read, message_recipient, progress, session,
    study_session, user, user_role,
};
use crate::domain::audit::Actor;
use crate::domain::exam::{self as exam_rules, Answer, AnswerSheet, Grade, Grades};
use crate::domain::{enrolment::Status, roles};
use crate::service::AppState;
use crate::service::{course_authoring, exam_authoring, messaging, question_bank};

/// The learners and messages at scale 1; `BENCH_SCALE=5` multiplies them (and so the
/// enrolments, applications, progress rows and exam records, which are per learner). The
/// catalogue (courses, exams, questions) is a training centre's and stays.
pub const LEARNERS: usize = 20_000;
pub const COURSES: usize = 200;
pub const SECTIONS: usize = 10;
pub const ITEMS: usize = 10;
pub const EXAMS: usize = 100;
pub const QUESTIONS_PER_EXAM: usize = 50;
pub const RECORDS_PER_LEARNER: usize = 10;
pub const MESSAGES: usize = 50_000;
/// Announcements to everyone and to the learners (found by audience when read); every other
/// learner has read the first of each.
pub const BROADCASTS: usize = 20;
pub const TOKENS: usize = 2_000;
/// Every bench learner may study these courses (ids of the first courses created).
pub const STUDY_COURSES: usize = 5;
/// The exam the exam-session case takes: running, open to all, never pre-filled with records.
pub const SESSION_EXAM_TITLE: &str = "压测考试场次";

const CHUNK: usize = 400;

fn step(label: &str, started: Instant) {
    println!("  {label:<40} {:>7.1} s", started.elapsed().as_secs_f64());
}

/// `BENCH_SCALE` (1 when unset): how many times the scale-1 data set.
fn scale() -> anyhow::Result<usize> {
    match std::env::var("BENCH_SCALE") {
        Err(_) => Ok(1),
        Ok(v) => match v.trim().parse::<usize>() {
            Ok(n @ 1..=20) => Ok(n),
            _ => anyhow::bail!("BENCH_SCALE must be a whole number from 1 to 20, not {v:?}"),
        },
    }
}

pub async fn run(state: &AppState) -> anyhow::Result<()> {
    let scale = scale()?;
    let (learner_count, message_count) = (LEARNERS * scale, MESSAGES * scale);
    let db = &state.db;
    if db::users::find_by_login(db, "bench00001").await?.is_some() {
        println!("bench data already present");
        return Ok(());
    }
    let all = Instant::now();
    let now = state.clock.now_ms();
    println!("seeding the bench data set (scale {scale}):");

    let t = Instant::now();
    let hash = crate::auth::password::hash("bench12345".into()).await?;
    let teacher = crate::service::accounts::create_account(
        state,
        "benchteacher",
        "bench12345",
        "13700000000",
        "benchteacher@skillcert.cn",
        roles::TEACHER,
    )
    .await?;
    let author = Session::acting_as(teacher.id, roles::TEACHER);
    let admin = crate::service::accounts::create_account(
        state,
        "benchadmin",
        "bench12345",
        "13700000001",
        "benchadmin@skillcert.cn",
        roles::ADMIN,
    )
    .await?;
    let student_role = crate::db::entity::role::Entity::find()
        .filter(crate::db::entity::role::Column::Name.eq(roles::STUDENT))
        .one(db)
        .await?
        .ok_or_else(|| anyhow::anyhow!("student role"))?;
    for chunk in (1..=learner_count).collect::<Vec<_>>().chunks(CHUNK) {
        let rows = chunk.iter().map(|n| user::ActiveModel {
            username: Set(format!("bench{n:05}")),
            phone: Set(Some(format!("139{n:08}"))),
            email: Set(Some(format!("bench{n:05}@example.cn"))),
            password_hash: Set(hash.clone()),
            name: Set(Some(format!("学员{n:05}"))),
            created_at: Set(now),
            updated_at: Set(now),
            ..Default::default()
        });
        user::Entity::insert_many(rows).exec(db).await?;
    }
    let learners: Vec<i64> = user::Entity::find()
        .select_only()
        .column(user::Column::Id)
        .filter(user::Column::Username.starts_with("bench"))
        .filter(user::Column::Id.is_not_in([teacher.id, admin.id]))
        .order_by_asc(user::Column::Id)
        .into_tuple()
        .all(db)
        .await?;
    for chunk in learners.chunks(CHUNK) {
        let rows = chunk.iter().map(|id| user_role::ActiveModel {
            user_id: Set(*id),
            role_id: Set(student_role.id),
        });
        user_role::Entity::insert_many(rows).exec(db).await?;
    }
    step(&format!("{learner_count} learners"), t);

    let t = Instant::now();
    let mut courses = Vec::new();
    let mut first_items = Vec::new();
    for c in 0..COURSES {
        let course = course_authoring::create(
            state,
            &author,
            course_authoring::CourseBody {
                name: Some(format!("压测课程 {c:03}")),
                cover: None,
                description: Some("用于性能测试的课程。".into()),
                category: Some(
                    ["计算机", "区块链", "电子商务", "人工智能", "职业技能"][c % 5].into(),
                ),
                r#type: Some((c % 2) as i16),
                fee: Some(100_000),
                public_course: Some(c % 20 == 0),
                teacher_id: None,
            },
        )
        .await?;
        for s in 0..SECTIONS {
            let title = Some(format!("第{}章", s + 1));
            let body = course_authoring::SectionBody { title };
            let section = course_authoring::add_section(state, &author, course.id, body).await?;
            for i in 0..ITEMS {
                let item = course_authoring::add_item(
                    state,
                    &author,
                    course.id,
                    section.id,
                    course_authoring::ItemBody {
                        title: Some(format!("{}.{} 课时", s + 1, i + 1)),
                        r#type: Some("TEXT".into()),
                        content: Some("课时正文。".repeat(20)),
                        duration: None,
                    },
                )
                .await?;
                if s == 0 && i == 0 {
                    first_items.push((course.id, section.id, item.id));
                }
            }
        }
        courses.push(course.id);
    }
    step(
        &format!("{COURSES} courses x {SECTIONS} sections x {ITEMS} items"),
        t,
    );

    let t = Instant::now();
    let mut enrolled = 0;
    let mut progressed = 0;
    let mut applied = 0;
    // The applications behind the statuses 1-4 (the reviewer queue's rows): a filled form, the
    // review and payment times the status implies.
    let form = db::json_text(&crate::domain::enrolment::ApplicationForm {
        name: "压测学员".into(),
        level: crate::domain::enrolment::LEVELS[0].0.into(),
        ..Default::default()
    });
    for chunk in learners.chunks(CHUNK / 4) {
        let mut rows = Vec::new();
        let mut marks = Vec::new();
        let mut applications = Vec::new();
        for (k, uid) in chunk.iter().enumerate() {
            for c in 0..STUDY_COURSES + 3 {
                let course = if c < STUDY_COURSES {
                    courses[c]
                } else {
                    courses[(STUDY_COURSES + (*uid as usize + c * 7) % (COURSES - STUDY_COURSES))
                        % COURSES]
                };
                let status = if c < STUDY_COURSES {
                    Status::Enrolled.code()
                } else {
                    [1, 2, 3, 4][(k + c) % 4]
                };
                rows.push(enrolment::ActiveModel {
                    user_id: Set(*uid),
                    course_id: Set(course),
                    status: Set(status),
                    created_at: Set(now),
                    updated_at: Set(now),
                });
                if c >= STUDY_COURSES {
                    let submitted = now - (*uid * 10 + c as i64) * 1_000;
                    let reviewed = (status > 1).then_some(submitted + 60_000);
                    let paid = (status == Status::Enrolled.code()).then_some(submitted + 120_000);
                    applications.push(application::ActiveModel {
                        user_id: Set(*uid),
                        course_id: Set(course),
                        status: Set(Some(status)),
                        form: Set(form.clone().into()),
                        documents: Set("{}".into()),
                        submitted_at: Set(Some(submitted)),
                        reviewed_at: Set(reviewed),
                        review_reason: Set((status == 3).then(|| "材料不清晰".into())),
                        paid_at: Set(paid),
                        payment_submitted_at: Set(paid),
                        enrolment_number: Set(paid.map(|_| format!("B{uid:07}{course:05}"))),
                        created_at: Set(submitted),
                        updated_at: Set(paid.or(reviewed).unwrap_or(submitted)),
                        ..Default::default()
                    });
                }
                if c < STUDY_COURSES {
                    marks.push(progress::ActiveModel {
                        user_id: Set(*uid),
                        item_id: Set(first_items[c].2),
                        course_id: Set(course),
                        progress: Set(100),
                        completed: Set(true),
                        position: Set(0.0),
                        furthest: Set(0.0),
                        updated_at: Set(now),
                    });
                }
            }
        }
        enrolled += rows.len();
        progressed += marks.len();
        applied += applications.len();
        enrolment::Entity::insert_many(rows).exec(db).await?;
        progress::Entity::insert_many(marks).exec(db).await?;
        application::Entity::insert_many(applications)
            .exec(db)
            .await?;
    }
    step(
        &format!("{enrolled} enrolments, {applied} applications, {progressed} progress rows"),
        t,
    );

    let t = Instant::now();
    let subjects = ["JavaWeb", "Python爬虫", "区块链搭建与运维", "智能合约"];
    let mut exams = Vec::new();
    for e in 0..=EXAMS {
        let subject = subjects[e % subjects.len()];
        let mut items = Vec::new();
        let mut bank = Vec::new();
        for q in 0..QUESTIONS_PER_EXAM {
            let (kind, options, multiple, answer) = match q % 5 {
                0 => (
                    "CHOICE",
                    json!({"A": "甲", "B": "乙", "C": "丙", "D": "丁"}),
                    false,
                    json!(["A"]),
                ),
                1 => (
                    "CHOICE",
                    json!({"A": "甲", "B": "乙", "C": "丙", "D": "丁"}),
                    true,
                    json!(["A", "C"]),
                ),
                2 => ("JUDGE", json!({}), false, json!(true)),
                3 => ("FILL", json!({}), false, json!(["答案"])),
                _ => ("SHORT", json!({}), false, json!("参考答案")),
            };
            let question = question_bank::create_question(
                state,
                &author,
                question_bank::QuestionBody {
                    r#type: Some(kind.into()),
                    content: Some(format!("压测题目 {e}-{q}")),
                    metadata: Some(json!({ "isMultiple": multiple, "options": options })),
                    answer: Some(answer),
                    score: Some(2),
                    explanation: None,
                    subject: Some(subject.into()),
                    category_id: None,
                    difficulty: None,
                    tags: None,
                },
            )
            .await?
            .0;
            items.push(exam_authoring::ExamItemBody {
                question_id: question.id,
                score: Some(2),
            });
            bank.push(question);
        }
        // The last exam is the one the exam-session case takes: running, no records yet.
        let session_exam = e == EXAMS;
        let (start, end) = if session_exam || e % 3 == 0 {
            (now - 86_400_000, now + 30 * 86_400_000)
        } else {
            (now - 30 * 86_400_000, now - 86_400_000)
        };
        let exam = exam_authoring::save_exam(
            state,
            &author,
            None,
            exam_authoring::ExamBody {
                id: None,
                title: Some(if session_exam {
                    SESSION_EXAM_TITLE.into()
                } else {
                    format!("压测考试 {e:03}")
                }),
                description: None,
                cover: None,
                duration: None,
                started_at: Some(start),
                expired_at: Some(end),
                subject: Some(subject.into()),
                course_id: None,
                pass_score: None,
                answer_visibility: None,
                requires_hours: None,
                items: Some(items),
                rules: None,
                // The exam-session case: each learner's own order of questions and options,
                // drawn and stored when they start.
                shuffle_questions: Some(session_exam),
                shuffle_options: Some(session_exam),
                attempts_allowed: None,
                grading_method: None,
                attempt_wait: None,
                exit_limit: None,
                require_fullscreen: None,
                camera_required: None,
            },
        )
        .await?;
        if !session_exam {
            exams.push((exam, bank));
        }
    }
    step(
        &format!("{} exams x {QUESTIONS_PER_EXAM} questions", EXAMS + 1),
        t,
    );

    let t = Instant::now();
    let mut records = 0;
    for (x, (exam, bank)) in exams.iter().enumerate() {
        // Learners take exams in a rotation: each learner has RECORDS_PER_LEARNER records.
        let takers: Vec<i64> = learners
            .iter()
            .enumerate()
            .filter(|(n, _)| (n + x) % (EXAMS / RECORDS_PER_LEARNER) == 0)
            .map(|(_, id)| *id)
            .collect();
        for chunk in takers.chunks(CHUNK / 2) {
            let rows = chunk.iter().enumerate().map(|(k, uid)| {
                let mut answers = AnswerSheet::new();
                let mut grades = Grades::new();
                let mut score = 0;
                for (q, question) in bank.iter().enumerate() {
                    let answer = match q % 5 {
                        0 => json!({"selected": [if (k + q) % 3 == 0 { "B" } else { "A" }]}),
                        1 => json!({"selected": ["A", "C"]}),
                        2 => json!({"value": (k + q) % 4 != 0}),
                        3 => json!({"text": "答案"}),
                        _ => json!({"text": "我的回答"}),
                    };
                    let answer = Answer::parse(question.kind(), &answer)
                        .ok()
                        .flatten()
                        .expect("bench answers have their type's shape");
                    let key = question.answer_key();
                    if let Some(s) = exam_rules::grade(&key, Some(&answer), 2) {
                        score += s;
                        let grade = Grade {
                            score: s,
                            comment: None,
                            auto: true,
                        };
                        grades.insert(question.id, grade);
                    } else if x == 0 || k % 2 == 0 {
                        score += 1;
                        let comment = Some("压测批阅".into());
                        grades.insert(
                            question.id,
                            Grade {
                                score: 1,
                                comment,
                                auto: false,
                            },
                        );
                    }
                    answers.insert(question.id, answer);
                }
                // The first exam is graded throughout: `make bench` analyses its 2 000 attempts.
                let reviewed = x == 0 || k % 2 == 0;
                let started = exam.started_at.unwrap_or(now) + 3_600_000;
                exam_record::ActiveModel {
                    exam_id: Set(exam.id),
                    user_id: Set(*uid),
                    started_at: Set(started),
                    deadline: Set(started + exam.duration * 1000),
                    submitted_at: Set(Some(started + 1_800_000)),
                    answers: Set(db::json_text(&answers)),
                    exit_count: Set(0),
                    score: Set(Some(score)),
                    reviewed: Set(reviewed),
                    grades: Set(db::json_text(&grades)),
                    updated_at: Set(started + 1_800_000),
                    ..Default::default()
                }
            });
            let rows: Vec<_> = rows.collect();
            records += rows.len();
            exam_record::Entity::insert_many(rows).exec(db).await?;
        }
    }
    step(&format!("{records} exam records"), t);

    let t = Instant::now();
    for m in 0..message_count {
        let recipient = learners[m % learners.len()];
        let body = messaging::ComposeBody {
            r#type: Some(["system", "course", "other"][m % 3].into()),
            title: Some(format!("压测消息 {m}")),
            content: Some("性能测试消息内容。".into()),
            details: None,
            audience: Some(messaging::Audience {
                kind: Some("users".into()),
                role: None,
                course_id: None,
                user_ids: Some(vec![recipient]),
            }),
        };
        let (sent, _) = messaging::compose(state, Actor::person(admin.id, None), body).await?;
        if m % 2 == 0 {
            message_recipient::Entity::update_many()
                .col_expr(
                    message_recipient::Column::ReadAt,
                    sea_orm::sea_query::Expr::value(now),
                )
                .filter(message_recipient::Column::MessageId.eq(sent.id))
                .exec(db)
                .await?;
        }
    }
    let mut first_reads = Vec::new();
    for b in 0..BROADCASTS {
        let to_learners = b % 2 == 1;
        let body = messaging::ComposeBody {
            r#type: Some("announcement".into()),
            title: Some(format!("压测公告 {b}")),
            content: Some("性能测试公告内容。".into()),
            details: None,
            audience: Some(messaging::Audience {
                kind: Some(if to_learners { "role" } else { "all" }.into()),
                role: to_learners.then(|| roles::STUDENT.into()),
                course_id: None,
                user_ids: None,
            }),
        };
        let (sent, _) = messaging::compose(state, Actor::person(admin.id, None), body).await?;
        if b < 2 {
            first_reads.push(sent.id);
        }
    }
    for message_id in first_reads {
        for chunk in learners.iter().step_by(2).collect::<Vec<_>>().chunks(CHUNK) {
            let rows = chunk.iter().map(|uid| message_read::ActiveModel {
                message_id: Set(message_id),
                user_id: Set(**uid),
                read_at: Set(now),
            });
            message_read::Entity::insert_many(rows).exec(db).await?;
        }
    }
    step(
        &format!("{message_count} messages, {BROADCASTS} broadcasts"),
        t,
    );

    let t = Instant::now();
    let mut tokens = String::new();
    for (c, chunk) in learners[..TOKENS].chunks(CHUNK).enumerate() {
        let mut rows = Vec::new();
        for (k, uid) in chunk.iter().enumerate() {
            let (token, token_hash) = crate::auth::new_token();
            tokens.push_str(&format!("{uid} bench{:05} {token}\n", c * CHUNK + k + 1));
            rows.push(session::ActiveModel {
                token_hash: Set(token_hash),
                user_id: Set(*uid),
                created_at: Set(now),
                expires_at: Set(now + db::sessions::LIFETIME_MS),
                ..Default::default()
            });
        }
        session::Entity::insert_many(rows).exec(db).await?;
    }
    // Every learner came through the bench distributor's two codes, registered over 90 days.
    let distributor = crate::service::accounts::create_account(
        state,
        "benchdistributor",
        "bench12345",
        "13700000002",
        "benchdistributor@skillcert.cn",
        roles::PRIORITY[1],
    )
    .await?;
    let dealer = Session::acting_as(distributor.id, roles::PRIORITY[1]);
    let mut codes = Vec::new();
    for label in ["压测渠道一", "压测渠道二"] {
        let body = crate::service::distributors::CodeBody {
            label: Some(label.into()),
            active: None,
        };
        codes.push(
            crate::service::distributors::create_code(state, &dealer, distributor.id, body)
                .await?
                .code
                .id,
        );
    }
    db.execute_raw(db::statement(
        db,
        "UPDATE users SET distributor_id = $1, \
         invite_code_id = CASE WHEN id % 3 = 0 THEN $2 ELSE $3 END, \
         created_at = $4 - (id % 90) * 86400000 - (id % 24) * 3600000 \
         WHERE username LIKE 'bench0%' OR username LIKE 'bench1%' OR username LIKE 'bench2%'",
        vec![
            distributor.id.into(),
            codes[0].into(),
            codes[1].into(),
            now.into(),
        ],
    ))
    .await?;
    let (admin_token, admin_hash) = crate::auth::new_token();
    session::ActiveModel {
        token_hash: Set(admin_hash),
        user_id: Set(admin.id),
        created_at: Set(now),
        expires_at: Set(now + db::sessions::LIFETIME_MS),
        ..Default::default()
    }
    .insert(db)
    .await?;
    let dir = &state.settings.data_dir;
    std::fs::write(dir.join("bench-tokens.txt"), &tokens)?;
    // Each learner with a token has a study session open on a study course: "uid session item
    // token" per line, for the heartbeat case. Opened now, at the end of the seed (an attention
    // check falls due 10 minutes into a session: a slow seed must not have aged them that much).
    let opened_at = state.clock.now_ms();
    let mut beats = String::new();
    for chunk in learners[..TOKENS].chunks(CHUNK) {
        let rows = chunk.iter().map(|uid| study_session::ActiveModel {
            user_id: Set(*uid),
            course_id: Set(first_items[*uid as usize % STUDY_COURSES].0),
            active_user_id: Set(Some(*uid)),
            started_at: Set(opened_at),
            last_beat_at: Set(opened_at),
            last_seq: Set(0),
            segment: Set(0),
            credited_ms: Set(0),
            discarded_ms: Set(0),
            user_agent: Set("bench".into()),
            address: Set("127.0.0.1".into()),
            ..Default::default()
        });
        study_session::Entity::insert_many(rows).exec(db).await?;
    }
    let opened = study_session::Entity::find()
        .order_by_asc(study_session::Column::Id)
        .all(db)
        .await?;
    let token_of: std::collections::HashMap<&str, &str> = tokens
        .lines()
        .filter_map(|l| {
            let mut parts = l.split(' ');
            Some((parts.next()?, parts.nth(1)?))
        })
        .collect();
    for session in opened {
        let uid = session.user_id.to_string();
        let item = first_items[session.user_id as usize % STUDY_COURSES].2;
        if let Some(token) = token_of.get(uid.as_str()) {
            beats.push_str(&format!("{uid} {} {item} {token}\n", session.id));
        }
    }
    std::fs::write(dir.join("bench-study.txt"), beats)?;
    let session_exam = crate::db::entity::exam::Entity::find()
        .filter(crate::db::entity::exam::Column::Title.eq(SESSION_EXAM_TITLE))
        .one(db)
        .await?
        .ok_or_else(|| anyhow::anyhow!("session exam"))?;
    let paper: Vec<i64> = db::exams::items(db, session_exam.id)
        .await?
        .into_iter()
        .map(|i| i.question_id)
        .collect();
    let info = json!({
        "adminToken": admin_token,
        "distributorId": distributor.id,
        "sessionExamId": session_exam.id,
        "sessionQuestionIds": paper,
        "studyCourseIds": &courses[..STUDY_COURSES],
        "firstItems": &first_items[..STUDY_COURSES],
    });
    std::fs::write(dir.join("bench-info.json"), info.to_string())?;
    std::fs::write(dir.join("bench-import.xlsx"), import_workbook(IMPORT_ROWS)?)?;
    std::fs::write(
        dir.join("bench-learners.xlsx"),
        learner_workbook(LEARNER_ROWS)?,
    )?;
    step(&format!("{TOKENS} sessions"), t);
    println!("seeded in {:.1} s", all.elapsed().as_secs_f64());
    Ok(())
}

/// Learners in the workbook the bench imports.
const LEARNER_ROWS: usize = 5_000;

/// Learners in the import template: valid, distinct phones (136…) and ID numbers (their check
/// digits computed), every optional column filled.
fn learner_workbook(rows: usize) -> anyhow::Result<Vec<u8>> {
    use crate::documents::sheet::{Cell, build};
    const WEIGHTS: [u32; 17] = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
    let id = |i: usize| {
        let body = format!(
            "3201021985{:02}{:02}{:03}",
            1 + (i / 28_000) % 12,
            1 + (i / 1000) % 28,
            i % 1000
        );
        let sum: u32 = body
            .bytes()
            .zip(WEIGHTS)
            .map(|(d, w)| u32::from(d - b'0') * w)
            .sum();
        format!("{body}{}", b"10X98765432"[(sum % 11) as usize] as char)
    };
    let all: Vec<Vec<Cell>> = (0..rows)
        .map(|i| {
            vec![
                Cell::from(format!("压测学员{i}")),
                Cell::from(format!("136{i:08}")),
                Cell::from(id(i)),
                Cell::from(if i % 2 == 1 { "男" } else { "女" }),
                Cell::from(["高中", "中专", "大专", "本科"][i % 4]),
                Cell::from(format!("压测建筑工程有限公司第{}项目部", i % 50)),
                Cell::from(format!("bench.learner{i}@example.cn")),
            ]
        })
        .collect();
    let columns: Vec<(&str, f64)> = crate::domain::learner_import::COLUMNS
        .iter()
        .map(|c| (*c, 16.0))
        .collect();
    build(crate::domain::learner_import::SHEET, &columns, all)
}

/// Questions in the workbook the bench imports.
const IMPORT_ROWS: usize = 2_000;

/// A question bank in the import template: every type, ten 知识点 of two levels, tags.
fn import_workbook(rows: usize) -> anyhow::Result<Vec<u8>> {
    let s = |v: &str| v.to_string();
    let all: Vec<[String; 14]> = (0..rows)
        .map(|i| {
            let (kind, options, answer) = match i % 5 {
                0 => ("单选题", ["甲", "乙", "丙", "丁"], "B"),
                1 => ("多选题", ["甲", "乙", "丙", "丁"], "AC"),
                2 => ("判断题", ["", "", "", ""], "对"),
                3 => ("填空题", ["", "", "", ""], "答案|答"),
                _ => ("简答题", ["", "", "", ""], "参考答案"),
            };
            [
                s(kind),
                format!("压测导入题目 {i}：下列说法哪一项符合安全操作规程？"),
                s(options[0]),
                s(options[1]),
                s(options[2]),
                s(options[3]),
                String::new(),
                String::new(),
                s(answer),
                (1 + i % 10).to_string(),
                s("依据操作规程。"),
                format!("压测知识点{}/第{}节", i % 10, i % 3),
                s(["易", "中", "难"][i % 3]),
                format!("压测,批次{}", i % 4),
            ]
        })
        .collect();
    crate::documents::question_files::write(&all, false)
}
