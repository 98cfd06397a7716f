//! Item analysis of an exam for its author (administrators: any): the graded attempts that count
//! (not voided), each question's facility, discrimination, point-biserial and option counts, the
//! paper's reliability and flags (`domain::analysis`), on screen and as an .xlsx workbook.

use std::collections::{BTreeSet, HashMap};

use crate::auth::Session;
use crate::db::{self, questions::Question};
use crate::documents::sheet::{self, Cell};
use crate::domain::analysis::{self, Attempt, Choices, Flag, ItemResponse, ItemStats, Summary};
use crate::domain::exam::QuestionType;
use crate::error::{AppError, AppResult};
use crate::service::AppState;
use crate::service::exam_authoring::own_exam;
use crate::service::exam_session::paper_of;

/// The most attempts one analysis reads (the latest).
pub const ATTEMPTS_MAX: u64 = 20_000;

/// An exam's analysis: the figures, and each question as the bank has it.
pub struct Analysis {
    pub exam: db::exams::Exam,
    pub summary: Summary,
    pub items: Vec<(ItemStats, Option<Question>, f64)>,
}

/// The analysis of the caller's exam.
pub async fn analyse(state: &AppState, session: &Session, exam_id: i64) -> AppResult<Analysis> {
    let exam = own_exam(state, session, exam_id).await?;
    // Each attempt's paper as (question, points): its own (drawn or shuffled), else the exam's
    // items; the kinds of its questions read once for all attempts (as `exam_session::seats`
    // reads them: the exam's paper, then the bank; a question gone from both is left out).
    let fixed = paper_of(state, exam_id).await?;
    let shared: Vec<(i64, i32)> = fixed.iter().map(|(item, q)| (q.id, item.score)).collect();
    let mut kinds: HashMap<i64, QuestionType> =
        fixed.iter().map(|(_, q)| (q.id, q.kind())).collect();
    // The records are read one at a time and kept only as their points; what was chosen is
    // counted as they are read, and kept for the questions that turn out to be choices.
    let mut attempts = Vec::new();
    let mut choices = Choices::default();
    db::exams::graded_of_exam(&state.db, exam_id, ATTEMPTS_MAX, |record| {
        let marks = record.marks();
        let paper = if marks.paper.is_empty() {
            &shared
        } else {
            &marks.paper
        };
        let items = paper
            .iter()
            .map(|&(id, points)| {
                if let Some(selected) = marks.selected.get(&id) {
                    choices.record(id, selected);
                }
                ItemResponse {
                    question_id: id,
                    score: marks.scores.get(&id).copied().unwrap_or(0).into(),
                    max: points.into(),
                }
            })
            .collect();
        attempts.push(Attempt::new(items));
    })
    .await?;
    let missing: BTreeSet<i64> = attempts
        .iter()
        .flat_map(|a| a.items())
        .map(|i| i.question_id)
        .filter(|id| !kinds.contains_key(id))
        .collect();
    if !missing.is_empty() {
        let bank =
            db::questions::questions_by_ids(&state.db, missing.into_iter().collect()).await?;
        kinds.extend(bank.into_iter().map(|(id, q)| (id, q.kind())));
    }
    // A question gone from both the paper and the bank is left out.
    let mut maxima: HashMap<i64, f64> = HashMap::new();
    for attempt in &mut attempts {
        attempt.retain(|i| kinds.contains_key(&i.question_id));
        maxima.extend(attempt.items().iter().map(|i| (i.question_id, i.max)));
    }
    let is_choice = |id| kinds.get(&id) == Some(&QuestionType::Choice);
    let (summary, stats) = analysis::analyse(&attempts, &choices, is_choice, exam.pass() as f64);
    let mut questions =
        db::questions::questions_by_ids(&state.db, stats.iter().map(|s| s.question_id).collect())
            .await?;
    let items = stats
        .into_iter()
        .map(|s| {
            let max = maxima.get(&s.question_id).copied().unwrap_or(0.0);
            let q = questions.remove(&s.question_id);
            (s, q, max)
        })
        .collect();
    Ok(Analysis {
        exam,
        summary,
        items,
    })
}

/// The flags as the workbook says them.
pub fn flag_text(flag: Flag) -> &'static str {
    match flag {
        Flag::TooHard => "过难",
        Flag::TooEasy => "过易",
        Flag::LowDiscrimination => "区分度低",
        Flag::NegativeDiscrimination => "区分度为负（请检查答案）",
    }
}

/// The analysis as a workbook: one row per question (its figures, option counts and flags).
pub async fn workbook(
    state: &AppState,
    session: &Session,
    exam_id: i64,
) -> AppResult<(String, Vec<u8>)> {
    let a = analyse(state, session, exam_id).await?;
    let columns = [
        ("序号", 6.0),
        ("题目", 48.0),
        ("题型", 10.0),
        ("分值", 8.0),
        ("作答人次", 10.0),
        ("难度系数（得分率）", 18.0),
        ("区分度（27%）", 14.0),
        ("点二列相关", 12.0),
        ("选项分布", 30.0),
        ("未作答", 8.0),
        ("提示", 24.0),
    ];
    let number = |v: Option<f64>| {
        v.map_or(Cell::from("—"), |x| {
            Cell::Number((x * 1000.0).round() / 1000.0)
        })
    };
    let rows = a
        .items
        .iter()
        .enumerate()
        .map(|(i, (s, q, max))| {
            let options = s
                .options
                .iter()
                .map(|(label, count)| format!("{label}:{count}"))
                .collect::<Vec<_>>()
                .join(" ");
            vec![
                Cell::from(i as i64 + 1),
                Cell::from(q.as_ref().map_or(String::new(), |q| q.content.clone())),
                Cell::from(q.as_ref().map_or("", |q| q.kind().as_str())),
                Cell::Number(*max),
                Cell::from(s.n as i64),
                number(s.facility),
                number(s.discrimination),
                number(s.point_biserial),
                Cell::from(options),
                Cell::from(s.unanswered as i64),
                Cell::from(
                    s.flags
                        .iter()
                        .map(|f| flag_text(*f))
                        .collect::<Vec<_>>()
                        .join("、"),
                ),
            ]
        })
        .collect();
    let bytes = sheet::build("题目分析", &columns, rows).map_err(AppError::Internal)?;
    Ok((format!("试题分析-{}.xlsx", a.exam.title), bytes))
}
