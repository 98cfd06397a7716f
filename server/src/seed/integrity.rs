//! Demo data of exam integrity: a bank of 240 generated questions filed under 知识点 with
//! difficulties and tags; a drawn, shuffled exam of two attempts that closed yesterday, sat by
//! the demo's learners through the same calls as anyone (each answering by an ability of their
//! own, so the item analysis has something to say), with leaves on their conduct records, one
//! learner's extra time, a second attempt, and a voided attempt.

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use serde_json::{Map, Value, json};

use crate::auth::Session;
use crate::db;
use crate::domain::conduct::EventKind;
use crate::domain::exam::{Answer, QuestionType};
use crate::domain::roles;
use crate::service::AppState;
use crate::service::exam_overrides::{self, OverrideBody};
use crate::service::grading::{self, DecisionBody};
use crate::service::question_bank::{self, QuestionBody, QuestionCategoryBody};
use crate::service::{exam_authoring, exam_session};

/// The demo's drawn exam.
pub const DRAWN_EXAM_TITLE: &str = "低压电工作业 随机抽题考试（演示）";

const TOPICS: [(&str, [&str; 2]); 2] = [
    ("电工基础", ["直流电路", "交流电路"]),
    ("安全用电", ["触电急救", "电气防火"]),
];

/// Questions per leaf 知识点: single choices, multiple choices, judgements.
const SINGLE: usize = 40;
const MULTIPLE: usize = 10;
const JUDGE: usize = 10;

fn question(
    kind: &str,
    content: String,
    options: Option<Vec<String>>,
    answer: Value,
    category: i64,
    n: usize,
) -> QuestionBody {
    let metadata = options.map(|o| {
        let labels: Map<String, Value> = o
            .into_iter()
            .enumerate()
            .map(|(i, text)| (((b'A' + i as u8) as char).to_string(), Value::String(text)))
            .collect();
        json!({"isMultiple": answer.as_array().is_some_and(|a| a.len() > 1), "options": labels})
    });
    QuestionBody {
        r#type: Some(kind.into()),
        content: Some(content),
        metadata,
        answer: Some(answer),
        score: Some(2),
        explanation: None,
        subject: Some("低压电工".into()),
        category_id: Some(category),
        difficulty: Some((n % 3) as i32 + 1),
        tags: Some(vec![
            if n.is_multiple_of(2) {
                "理论"
            } else {
                "实操"
            }
            .into(),
        ]),
    }
}

/// Sixty questions of one 知识点, generated from its subject (numbers vary, keys are computed).
fn generated(topic: &str, category: i64) -> Vec<QuestionBody> {
    let mut out = Vec::new();
    for n in 0..SINGLE {
        let (u, r) = (6 * (n as i64 % 7 + 2), n as i64 % 5 + 2);
        let (content, right, wrong) = match topic {
            "直流电路" => (
                format!(
                    "电阻 {r}Ω 两端电压为 {u}V，流过的电流约为多少？（第{}题）",
                    n + 1
                ),
                format!("{:.1}A", u as f64 / r as f64),
                [u as f64 * r as f64, r as f64 / u as f64, (u + r) as f64],
            ),
            "交流电路" => (
                format!(
                    "我国工频交流电的频率为多少？有效值 {u}V 对应的峰值约为多少？（第{}题）",
                    n + 1
                ),
                format!("50Hz，{:.0}V", u as f64 * 1.414),
                [60.0, 100.0, 25.0],
            ),
            "触电急救" => (
                format!("发现有人触电（现场编号{}），首先应当怎样做？", n + 1),
                "立即切断电源或用绝缘物使其脱离电源".into(),
                [1.0, 2.0, 3.0],
            ),
            _ => (
                format!("电气设备起火（现场编号{}），应选用哪种灭火器？", n + 1),
                "二氧化碳或干粉灭火器".into(),
                [1.0, 2.0, 3.0],
            ),
        };
        let wrong: Vec<String> = match topic {
            "直流电路" => wrong.iter().map(|w| format!("{w:.1}A")).collect(),
            "交流电路" => wrong.iter().map(|w| format!("{w:.0}Hz，{u}V")).collect(),
            "触电急救" => vec![
                "直接用手把人拉开".into(),
                "先打电话再观察".into(),
                "往触电者身上泼水".into(),
            ],
            _ => vec![
                "泡沫灭火器".into(),
                "清水灭火器".into(),
                "用湿毛巾扑打".into(),
            ],
        };
        // The key sits at a different letter from question to question.
        let at = n % 4;
        let mut options = wrong;
        options.insert(at, right);
        let label = ((b'A' + at as u8) as char).to_string();
        out.push(question(
            "CHOICE",
            content,
            Some(options),
            json!([label]),
            category,
            n,
        ));
    }
    for n in 0..MULTIPLE {
        let content = format!("关于「{topic}」，下列说法正确的有（第{}题）", n + 1);
        let options = vec![
            format!("{topic}作业须持证上岗"),
            "作业前应验电、挂接地线".into(),
            "可以带电更换熔断器".into(),
            "发现隐患应及时报告".into(),
        ];
        out.push(question(
            "CHOICE",
            content,
            Some(options),
            json!(["A", "B", "D"]),
            category,
            n,
        ));
    }
    for n in 0..JUDGE {
        let truth = n.is_multiple_of(2);
        let content = if truth {
            format!("{topic}：安全电压一般不超过 36V。（第{}题）", n + 1)
        } else {
            format!(
                "{topic}：潮湿环境中可以使用 220V 手持照明灯。（第{}题）",
                n + 1
            )
        };
        out.push(question("JUDGE", content, None, json!(truth), category, n));
    }
    out
}

/// The bank and the drawn exam, sat and closed.
pub async fn demo(state: &AppState, teacher: i64) -> anyhow::Result<()> {
    let author = Session::acting_as(teacher, roles::TEACHER);
    let mut leaves = Vec::new();
    let mut tops = Vec::new();
    for (top, children) in TOPICS {
        let body = QuestionCategoryBody {
            name: Some(top.into()),
            parent_id: None,
        };
        let parent = question_bank::create_category(state, &author, body)
            .await?
            .id;
        tops.push(parent);
        for child in children {
            let body = QuestionCategoryBody {
                name: Some(child.into()),
                parent_id: Some(parent),
            };
            let id = question_bank::create_category(state, &author, body)
                .await?
                .id;
            leaves.push((child, id));
        }
    }
    for (topic, id) in &leaves {
        for body in generated(topic, *id) {
            question_bank::create_question(state, &author, body).await?;
        }
    }

    let now = state.clock.now_ms();
    let rules = json!([
        {"type": "CHOICE", "multiple": false, "categoryId": tops[0], "count": 10, "score": 3},
        {"type": "CHOICE", "multiple": false, "categoryId": tops[1], "count": 10, "score": 3},
        {"type": "CHOICE", "multiple": true, "categoryId": tops[1], "count": 5, "score": 4},
        {"type": "JUDGE", "categoryId": tops[0], "count": 10, "score": 2},
    ]);
    let exam = exam_authoring::save_exam(
        state,
        &author,
        None,
        exam_authoring::ExamBody {
            id: None,
            title: Some(DRAWN_EXAM_TITLE.into()),
            description: Some(
                "每位考生按规则从题库随机抽题，题目与选项顺序各不相同；可作答两次，取最高分；切屏三次自动交卷。"
                    .into(),
            ),
            cover: None,
            duration: Some(60 * 60),
            started_at: Some(now - 60_000),
            expired_at: Some(now + 86_400_000),
            subject: Some("低压电工".into()),
            course_id: None,
            answer_visibility: Some("afterClose".into()),
            pass_score: None,
            requires_hours: None,
            items: None,
            rules: Some(serde_json::from_value(rules)?),
            shuffle_questions: Some(true),
            shuffle_options: Some(true),
            attempts_allowed: Some(2),
            grading_method: Some("highest".into()),
            attempt_wait: None,
            exit_limit: None,
            require_fullscreen: None,
            camera_required: None,
        },
    )
    .await?;
    let id = exam.id;

    let learners = db::users::with_role(&state.db, roles::STUDENT).await?;
    let mut rng = StdRng::seed_from_u64(2026);
    let mut records = Vec::new();
    for (n, learner) in learners.iter().take(40).enumerate() {
        let session = Session::acting_as(learner.id, roles::STUDENT);
        if n == 1 {
            let body = OverrideBody {
                learner: Some(learner.username.clone()),
                extra_time: Some(20 * 60),
                extra_attempts: None,
                started_at: None,
                expired_at: None,
                reason: Some("听力障碍考生，按规定延长考试时间".into()),
            };
            exam_overrides::set(state, &author, id, body).await?;
        }
        let ability: f64 = 0.35 + 0.6 * rng.random::<f64>();
        let sittings = if n.is_multiple_of(9) { 2 } else { 1 };
        for sitting in 0..sittings {
            // A second attempt only for a learner whose first did not pass.
            let (_, seats) = match exam_session::start(state, &session, id).await {
                Ok(opened) => opened,
                Err(_) if sitting > 0 => break,
                Err(e) => return Err(e.into()),
            };
            let mut answers = Map::new();
            for (entry, q) in &seats {
                let hardness = 0.12 * (q.difficulty as f64 - 2.0);
                let right = rng.random::<f64>() < ability - hardness;
                let answer = match q.kind() {
                    QuestionType::Judge => {
                        let truth = q.answer_json().as_bool().unwrap_or(true);
                        Answer::Judge {
                            value: if right { truth } else { !truth },
                        }
                    }
                    _ => {
                        let key: Vec<String> = q
                            .answer_json()
                            .as_array()
                            .map(|a| {
                                a.iter()
                                    .filter_map(|v| v.as_str().map(str::to_string))
                                    .collect()
                            })
                            .unwrap_or_default();
                        let selected = if right {
                            key
                        } else {
                            let others: Vec<String> = q
                                .option_map()
                                .into_iter()
                                .map(|(l, _)| l)
                                .filter(|l| !key.contains(l))
                                .collect();
                            vec![others[rng.random_range(0..others.len())].clone()]
                        };
                        Answer::Choice { selected }
                    }
                };
                answers.insert(
                    q.id.to_string(),
                    serde_json::to_value(entry.shown_answer(answer))?,
                );
            }
            // Some learners leave the page on the way: the server keeps each time.
            if n.is_multiple_of(4) {
                exam_session::report(state, &session, id, EventKind::Hidden).await?;
            }
            if n.is_multiple_of(7) {
                exam_session::report(state, &session, id, EventKind::Copy).await?;
            }
            let (_, record) = exam_session::submit(state, &session, id, Some(answers)).await?;
            records.push((record.id, n));
        }
    }
    if let Some((rid, _)) = records.iter().find(|(_, n)| *n == 3) {
        let teacher_session = Session::acting_as(teacher, roles::TEACHER);
        let body = DecisionBody {
            reason: Some("监控显示考试期间有他人在旁提示".into()),
        };
        grading::void(state, &teacher_session, *rid, body).await?;
    }

    // The sitting took place last week and the exam has closed: its answers are shown, and its
    // analysis is the one a teacher reads after an exam.
    let day = 86_400_000;
    for (k, (rid, _)) in records.iter().enumerate() {
        let started = now - 6 * day + (k as i64) * 600_000;
        db::exams::backdate(&state.db, *rid, started, started + 45 * 60_000).await?;
    }
    db::exams::reschedule(&state.db, id, now - 7 * day, now - day).await?;
    state.caches.changed(crate::service::caches::Change::Exam);
    Ok(())
}
