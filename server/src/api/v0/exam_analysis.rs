//! `/api/v0/admin/exam/{id}/analysis`: the item analysis of the caller's exam (administrators:
//! any), on screen and as an .xlsx workbook.

use axum::Router;
use axum::extract::{Path, State};
use axum::response::Response;
use axum::routing::get;
use serde::Serialize;

use crate::api::{Answer, ok, xlsx_attachment};
use crate::auth::ExamAuthor;
use crate::domain::analysis::Flag;
use crate::error::AppError;
use crate::service::AppState;
use crate::service::exam_analysis;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/admin/exam/{id}/analysis", get(analysis))
        .route("/admin/exam/{id}/analysis/export", get(export))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnalysisSummary {
    /// Graded attempts that count (voided ones do not).
    attempts: usize,
    mean: f64,
    median: f64,
    /// Standard deviation of the totals.
    sd: f64,
    min: f64,
    max: f64,
    total_score: i32,
    pass_score: i32,
    /// Share of attempts at or above the pass mark.
    pass_rate: f64,
    /// Attempts per tenth of the possible points (0–10 %, …, 90–100 %).
    histogram: Vec<usize>,
    /// Cronbach's α (KR-20 for right/wrong questions) over the questions every attempt had;
    /// null below two such questions or without variance.
    alpha: Option<f64>,
    alpha_items: usize,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OptionCount {
    label: String,
    text: String,
    count: usize,
    /// The option is (part of) the key.
    correct: bool,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ItemAnalysis {
    question_id: i64,
    content: String,
    #[schema(value_type = crate::domain::exam::QuestionType)]
    r#type: String,
    is_multiple: bool,
    max_score: f64,
    /// Attempts that had the question.
    n: usize,
    /// Mean share of its points (0–1): the higher, the easier.
    facility: Option<f64>,
    /// Upper 27 % minus lower 27 % (−1 to 1).
    discrimination: Option<f64>,
    /// Correlation of its score with the rest of the paper.
    point_biserial: Option<f64>,
    /// A choice's options with how often each was chosen.
    options: Vec<OptionCount>,
    unanswered: usize,
    flags: Vec<Flag>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ExamAnalysis {
    summary: AnalysisSummary,
    items: Vec<ItemAnalysis>,
}

/// The item analysis of the caller's exam over its graded attempts that count: facility,
/// discrimination (upper and lower 27 %), point-biserial, option counts, reliability, flags.
#[utoipa::path(get, path = "/api/v0/admin/exam/{id}/analysis", tag = "exam authoring", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = ExamAnalysis), (status = 401), (status = 403), (status = 404)))]
pub async fn analysis(
    State(state): State<AppState>,
    ExamAuthor(session): ExamAuthor,
    Path(id): Path<i64>,
) -> Answer {
    let a = exam_analysis::analyse(&state, &session, id).await?;
    let s = a.summary;
    let items = a
        .items
        .into_iter()
        .map(|(stats, q, max)| {
            let key = q.as_ref().map(|q| q.answer_json()).unwrap_or_default();
            let correct = |label: &str| {
                key.as_array()
                    .is_some_and(|k| k.iter().any(|v| v.as_str() == Some(label)))
            };
            let options = q
                .as_ref()
                .filter(|q| q.kind() == crate::domain::exam::QuestionType::Choice)
                .map(|q| {
                    q.option_map()
                        .into_iter()
                        .map(|(label, text)| OptionCount {
                            count: stats.options.get(&label).copied().unwrap_or(0),
                            correct: correct(&label),
                            label,
                            text: text
                                .as_str()
                                .map_or_else(|| text.to_string(), str::to_string),
                        })
                        .collect()
                })
                .unwrap_or_default();
            ItemAnalysis {
                question_id: stats.question_id,
                content: q.as_ref().map(|q| q.content.clone()).unwrap_or_default(),
                r#type: q.as_ref().map(|q| q.r#type.clone()).unwrap_or_default(),
                is_multiple: q.as_ref().is_some_and(|q| q.is_multiple),
                max_score: max,
                n: stats.n,
                facility: stats.facility,
                discrimination: stats.discrimination,
                point_biserial: stats.point_biserial,
                options,
                unanswered: stats.unanswered,
                flags: stats.flags,
            }
        })
        .collect();
    Ok(ok(ExamAnalysis {
        summary: AnalysisSummary {
            attempts: s.attempts,
            mean: s.mean,
            median: s.median,
            sd: s.sd,
            min: s.min,
            max: s.max,
            total_score: a.exam.total_score,
            pass_score: a.exam.pass(),
            pass_rate: s.pass_rate,
            histogram: s.histogram.to_vec(),
            alpha: s.alpha,
            alpha_items: s.alpha_items,
        },
        items,
    }))
}

/// The item analysis as an .xlsx workbook, one row per question.
#[utoipa::path(get, path = "/api/v0/admin/exam/{id}/analysis/export", tag = "exam authoring", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, description = "试题分析-{考试}.xlsx", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (status = 401), (status = 403), (status = 404)))]
pub async fn export(
    State(state): State<AppState>,
    ExamAuthor(session): ExamAuthor,
    Path(id): Path<i64>,
) -> Result<Response, AppError> {
    let (name, bytes) = exam_analysis::workbook(&state, &session, id).await?;
    Ok(xlsx_attachment(bytes, &name))
}
