//! Exam rules: question types, exam status from the clock, learners' answers and the answer
//! key as typed values, grading of objective questions.

use crate::refusals::{self, Refusal};
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

pub const DEFAULT_SCORE: i32 = 5;
/// Default exam length: 120 minutes.
pub const DEFAULT_DURATION_SECS: i64 = 120 * 60;
/// Seconds after the deadline during which a submission is still taken (network latency).
pub const GRACE_SECS: i64 = 30;
/// The default pass mark: this share of the total, in percent (rounded up).
pub const DEFAULT_PASS_PERCENT: i32 = 60;

/// The score that passes an exam: the set pass mark, else 60 % of the total rounded up.
pub fn pass_score(set: Option<i32>, total: i32) -> i32 {
    set.unwrap_or((total * DEFAULT_PASS_PERCENT + 99) / 100)
}

/// The kinds of question; the wire and the tables use the upper-case names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "UPPERCASE")]
pub enum QuestionType {
    /// Single or multiple choice.
    Choice,
    /// True or false.
    Judge,
    /// Fill in the blank: exact match against any accepted text.
    Fill,
    /// Short answer, graded by a teacher.
    Short,
}

impl QuestionType {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Choice => "CHOICE",
            Self::Judge => "JUDGE",
            Self::Fill => "FILL",
            Self::Short => "SHORT",
        }
    }

    /// Parses a type name in any case, ignoring surrounding spaces.
    pub fn parse(name: &str) -> Option<Self> {
        match name.trim().to_uppercase().as_str() {
            "CHOICE" => Some(Self::Choice),
            "JUDGE" => Some(Self::Judge),
            "FILL" => Some(Self::Fill),
            "SHORT" => Some(Self::Short),
            _ => None,
        }
    }
}

/// Where an exam stands by the server's clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum ExamStatus {
    /// Not yet open, or without both times.
    NotStarted,
    Started,
    Ended,
}

impl ExamStatus {
    /// The status at `now` (notStarted if a time is missing).
    pub fn at(started_at: Option<i64>, expired_at: Option<i64>, now: i64) -> Self {
        match (started_at, expired_at) {
            (Some(s), Some(e)) if now >= e && s <= e => Self::Ended,
            (Some(s), Some(e)) if now >= s && now < e => Self::Started,
            _ => Self::NotStarted,
        }
    }

    /// Parses the wire name (`notStarted`, `started`, `ended`).
    pub fn parse(name: &str) -> Option<Self> {
        match name {
            "notStarted" => Some(Self::NotStarted),
            "started" => Some(Self::Started),
            "ended" => Some(Self::Ended),
            _ => None,
        }
    }
}

/// When a learner sees the correct answers and explanations of their sheet (staff always see
/// them); the exam's author chooses. Stored and sent as `afterClose`, `afterGrading`, `never`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum AnswerVisibility {
    /// Once the exam has closed and no late answer can come in (the default): nobody can pass
    /// the key to someone still sitting the exam.
    #[default]
    AfterClose,
    /// Once the learner's own sheet is graded.
    AfterGrading,
    /// Never shown to learners.
    Never,
}

impl AnswerVisibility {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::AfterClose => "afterClose",
            Self::AfterGrading => "afterGrading",
            Self::Never => "never",
        }
    }

    /// Parses the wire name.
    pub fn parse(name: &str) -> Option<Self> {
        match name {
            "afterClose" => Some(Self::AfterClose),
            "afterGrading" => Some(Self::AfterGrading),
            "never" => Some(Self::Never),
            _ => None,
        }
    }

    /// When the key is shown, if a time decides it: the exam's end plus the grace in which late
    /// answers are still taken (an exam without an end never closes).
    pub fn shown_from(self, exam_expired_at: Option<i64>) -> Option<i64> {
        match self {
            Self::AfterClose => exam_expired_at.map(|end| end + GRACE_SECS * 1000),
            Self::AfterGrading | Self::Never => None,
        }
    }

    /// Is a learner's total withheld at `now`? While an exam whose key is hidden until it closes
    /// (or for good) is still open: the totals of a few throwaway attempts, each trying one
    /// option, would tell the key to someone still sitting it. An exam without an end never
    /// closes, so its totals are shown.
    pub fn withholds_score(self, exam_expired_at: Option<i64>, now: i64) -> bool {
        match self {
            Self::AfterGrading => false,
            Self::AfterClose | Self::Never => {
                exam_expired_at.is_some_and(|end| now < end + GRACE_SECS * 1000)
            }
        }
    }

    /// Does a learner see the key of their sheet at `now`?
    pub fn reveals(self, exam_expired_at: Option<i64>, sheet_graded: bool, now: i64) -> bool {
        match self {
            Self::AfterClose => self.shown_from(exam_expired_at).is_some_and(|t| now >= t),
            Self::AfterGrading => sheet_graded,
            Self::Never => false,
        }
    }
}

/// What a learner's view of their sheet shows of the answer key, and when it will.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KeyDisclosure {
    pub visibility: AnswerVisibility,
    /// Correct answers and explanations are shown (and the points of objective questions,
    /// which would tell the key as well).
    pub shown: bool,
    /// When they will be shown, if a time decides it.
    pub shown_from: Option<i64>,
}

impl KeyDisclosure {
    /// For a learner's sheet of an exam ending at `exam_expired_at`, at `now`.
    pub fn for_learner(
        visibility: AnswerVisibility,
        exam_expired_at: Option<i64>,
        sheet_graded: bool,
        now: i64,
    ) -> Self {
        Self {
            visibility,
            shown: visibility.reveals(exam_expired_at, sheet_graded, now),
            shown_from: visibility.shown_from(exam_expired_at),
        }
    }

    /// Staff see everything.
    pub fn staff(visibility: AnswerVisibility) -> Self {
        Self {
            visibility,
            shown: true,
            shown_from: None,
        }
    }
}

/// When an attempt must be in: the exam's duration after the start, but never after the exam ends.
pub fn deadline(attempt_started_at: i64, duration_secs: i64, exam_expired_at: i64) -> i64 {
    (attempt_started_at + duration_secs * 1000).min(exam_expired_at)
}

/// A learner's answer to one question: CHOICE `{selected:[labels]}`, JUDGE `{value:bool}`,
/// FILL and SHORT `{text}`. Stored and sent in that shape.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(untagged)]
pub enum Answer {
    Choice { selected: Vec<String> },
    Judge { value: bool },
    Text { text: String },
}

impl Answer {
    /// Parses a learner's answer to a question of `kind`; null is unanswered (`None`).
    pub fn parse(kind: QuestionType, value: &Value) -> Result<Option<Self>, Refusal> {
        if value.is_null() {
            return Ok(None);
        }
        let parsed = match kind {
            QuestionType::Choice => value["selected"]
                .as_array()
                .filter(|a| {
                    a.len() <= 26 && a.iter().all(|v| v.as_str().is_none_or(|l| l.len() <= 8))
                })
                .and_then(|a| a.iter().map(|v| v.as_str().map(str::to_string)).collect())
                .map(|selected| Self::Choice { selected }),
            QuestionType::Judge => value["value"].as_bool().map(|value| Self::Judge { value }),
            QuestionType::Fill | QuestionType::Short => value["text"]
                .as_str()
                .filter(|t| t.chars().count() <= 10_000)
                .map(|t| Self::Text {
                    text: t.to_string(),
                }),
        };
        parsed.map(Some).ok_or(refusals::EXAM_ANSWER_MALFORMED)
    }

    /// A choice answer names only the question's options (their labels, upper case; the
    /// answer's labels in any case), and at most one of a single-choice question. Other answers
    /// pass.
    pub fn check_options(&self, options: &[String], is_multiple: bool) -> Result<(), Refusal> {
        let Self::Choice { selected } = self else {
            return Ok(());
        };
        let chosen = labels(selected);
        if chosen.iter().any(|l| !options.contains(l)) {
            Err(refusals::EXAM_ANSWER_NOT_AN_OPTION)
        } else if !is_multiple && chosen.len() > 1 {
            Err(refusals::EXAM_ANSWER_SINGLE_CHOICE)
        } else {
            Ok(())
        }
    }
}

/// A learner's answers by question id.
pub type AnswerSheet = BTreeMap<i64, Answer>;

/// The right answer of a question: CHOICE labels, JUDGE bool, FILL accepted texts, SHORT the
/// reference text a teacher grades against.
#[derive(Clone, Debug, PartialEq)]
pub enum AnswerKey {
    Choice(Vec<String>),
    Judge(bool),
    Fill(Vec<String>),
    Short(String),
}

impl AnswerKey {
    /// Reads a stored key (the JSON the question bank keeps) for a question of `kind`.
    pub fn of(kind: QuestionType, stored: &Value) -> Self {
        let texts = |v: &Value| -> Vec<String> {
            v.as_array()
                .into_iter()
                .flatten()
                .filter_map(Value::as_str)
                .map(str::to_string)
                .collect()
        };
        match kind {
            QuestionType::Choice => Self::Choice(labels(&texts(stored))),
            QuestionType::Judge => Self::Judge(stored.as_bool().unwrap_or(false)),
            QuestionType::Fill => Self::Fill(texts(stored)),
            QuestionType::Short => Self::Short(stored.as_str().unwrap_or_default().to_string()),
        }
    }
}

/// One question's grade on a sheet: automatic for objective questions, a teacher's otherwise.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Grade {
    pub score: i32,
    pub comment: Option<String>,
    pub auto: bool,
}

/// The grades of a sheet by question id.
pub type Grades = BTreeMap<i64, Grade>;

/// Upper-case, sorted, without duplicates.
fn labels(values: &[String]) -> Vec<String> {
    let mut all: Vec<String> = values.iter().map(|s| s.trim().to_uppercase()).collect();
    all.sort();
    all.dedup();
    all
}

/// The score an answer earns, or `None` when a teacher must grade it (a SHORT answer that is
/// not blank). Objective questions give all or nothing; FILL matches any accepted text exactly
/// after trimming.
pub fn grade(key: &AnswerKey, answer: Option<&Answer>, score: i32) -> Option<i32> {
    let right = match (key, answer) {
        (AnswerKey::Choice(correct), Some(Answer::Choice { selected })) => {
            let given = labels(selected);
            !given.is_empty() && given == *correct
        }
        (AnswerKey::Judge(correct), Some(Answer::Judge { value })) => value == correct,
        (AnswerKey::Fill(accepted), Some(Answer::Text { text })) => {
            let text = text.trim();
            !text.is_empty() && accepted.iter().any(|a| a.trim() == text)
        }
        (AnswerKey::Short(_), Some(Answer::Text { text })) if !text.trim().is_empty() => {
            return None;
        }
        _ => false,
    };
    Some(if right { score } else { 0 })
}

/// Checks a question's options and answer against its type; answers field → message.
pub fn check_question(
    kind: QuestionType,
    is_multiple: bool,
    options: &[(String, String)],
    answer: &Value,
) -> Vec<(&'static str, Refusal)> {
    let mut errors = Vec::new();
    match kind {
        QuestionType::Choice => {
            if options.len() < 2 || options.iter().any(|(_, c)| c.trim().is_empty()) {
                errors.push(("options", refusals::QUESTION_OPTIONS_TOO_FEW));
            }
            let given: Vec<String> = answer
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(Value::as_str)
                .map(str::to_string)
                .collect();
            let chosen = labels(&given);
            if chosen.is_empty() {
                errors.push(("answer", refusals::QUESTION_ANSWER_REQUIRED));
            } else if chosen
                .iter()
                .any(|l| !options.iter().any(|(label, _)| label == l))
            {
                errors.push(("answer", refusals::QUESTION_ANSWER_NOT_AN_OPTION));
            } else if !is_multiple && chosen.len() > 1 {
                errors.push(("answer", refusals::QUESTION_SINGLE_CHOICE_ONE_ANSWER));
            }
        }
        QuestionType::Judge => {
            if !answer.is_boolean() {
                errors.push(("answer", refusals::QUESTION_ANSWER_REQUIRED));
            }
        }
        QuestionType::Fill => {
            let accepted = answer.as_array().map(|a| {
                a.iter()
                    .filter_map(|v| v.as_str())
                    .filter(|s| !s.trim().is_empty())
                    .count()
            });
            if accepted.unwrap_or(0) == 0 {
                errors.push(("answer", refusals::QUESTION_REFERENCE_REQUIRED));
            }
        }
        QuestionType::Short => {
            if answer.as_str().is_none_or(|s| s.trim().is_empty()) {
                errors.push(("answer", refusals::QUESTION_REFERENCE_REQUIRED));
            }
        }
    }
    errors
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pass_mark_is_the_set_one_or_sixty_percent_rounded_up() {
        assert_eq!(pass_score(None, 100), 60);
        assert_eq!(pass_score(None, 15), 9);
        assert_eq!(pass_score(None, 7), 5);
        assert_eq!(pass_score(Some(80), 100), 80);
    }
    use QuestionType::*;
    use serde_json::json;

    fn graded(kind: QuestionType, key: Value, answer: Value, score: i32) -> Option<i32> {
        let answer = Answer::parse(kind, &answer).expect("well-formed answer");
        grade(&AnswerKey::of(kind, &key), answer.as_ref(), score)
    }

    #[test]
    fn status_follows_the_clock() {
        use ExamStatus::*;
        assert_eq!(ExamStatus::at(None, Some(10), 5), NotStarted);
        assert_eq!(ExamStatus::at(Some(10), None, 50), NotStarted);
        assert_eq!(ExamStatus::at(Some(10), Some(20), 9), NotStarted);
        assert_eq!(ExamStatus::at(Some(10), Some(20), 10), Started);
        assert_eq!(ExamStatus::at(Some(10), Some(20), 19), Started);
        assert_eq!(ExamStatus::at(Some(10), Some(20), 20), Ended);
        assert_eq!(
            serde_json::to_value(NotStarted).unwrap(),
            json!("notStarted")
        );
        assert_eq!(ExamStatus::parse("ended"), Some(Ended));
        assert_eq!(ExamStatus::parse("over"), None);
    }

    #[test]
    fn question_types_keep_their_wire_names() {
        assert_eq!(QuestionType::parse(" choice "), Some(Choice));
        assert_eq!(QuestionType::parse("ESSAY"), None);
        assert_eq!(serde_json::to_value(Short).unwrap(), json!("SHORT"));
        assert_eq!(Fill.as_str(), "FILL");
    }

    #[test]
    fn deadline_is_the_duration_or_the_exam_end() {
        assert_eq!(deadline(1_000, 60, 1_000_000), 61_000);
        assert_eq!(deadline(1_000, 3600, 10_000), 10_000);
    }

    #[test]
    fn objective_questions_are_all_or_nothing() {
        assert_eq!(
            graded(Choice, json!(["A"]), json!({"selected": ["a"]}), 5),
            Some(5)
        );
        assert_eq!(
            graded(
                Choice,
                json!(["A", "C"]),
                json!({"selected": ["C", "A"]}),
                5
            ),
            Some(5)
        );
        assert_eq!(
            graded(Choice, json!(["A", "C"]), json!({"selected": ["A"]}), 5),
            Some(0)
        );
        assert_eq!(graded(Choice, json!(["A"]), json!(null), 5), Some(0));
        assert_eq!(
            graded(Judge, json!(true), json!({"value": true}), 2),
            Some(2)
        );
        assert_eq!(
            graded(Judge, json!(true), json!({"value": false}), 2),
            Some(0)
        );
        assert_eq!(
            graded(
                Fill,
                json!(["HTTP", "超文本传输协议"]),
                json!({"text": " 超文本传输协议 "}),
                4
            ),
            Some(4)
        );
        assert_eq!(
            graded(Fill, json!(["HTTP"]), json!({"text": "http"}), 4),
            Some(0)
        );
        assert_eq!(
            graded(Fill, json!(["HTTP"]), json!({"text": "  "}), 4),
            Some(0)
        );
    }

    #[test]
    fn short_answers_wait_for_a_teacher_unless_blank() {
        assert_eq!(
            graded(Short, json!("参考"), json!({"text": "我的回答"}), 10),
            None
        );
        assert_eq!(graded(Short, json!("参考"), json!(null), 10), Some(0));
        assert_eq!(
            graded(Short, json!("参考"), json!({"text": " "}), 10),
            Some(0)
        );
    }

    #[test]
    fn answer_shapes_are_checked() {
        assert!(Answer::parse(Choice, &json!({"selected": ["A"]})).is_ok());
        assert!(Answer::parse(Choice, &json!({"selected": "A"})).is_err());
        assert!(Answer::parse(Judge, &json!({"value": "true"})).is_err());
        assert!(Answer::parse(Fill, &json!({"text": 3})).is_err());
        assert_eq!(Answer::parse(Short, &json!(null)), Ok(None));
        let sheet: AnswerSheet = serde_json::from_value(json!({"7": {"value": true}})).unwrap();
        assert_eq!(sheet[&7], Answer::Judge { value: true });
        assert_eq!(
            serde_json::to_value(&sheet).unwrap(),
            json!({"7": {"value": true}})
        );
    }

    #[test]
    fn choice_answers_name_only_the_options() {
        let labels = vec!["A".to_string(), "B".to_string(), "C".to_string()];
        let choice = |l: &[&str]| Answer::Choice {
            selected: l.iter().map(|s| s.to_string()).collect(),
        };
        assert_eq!(choice(&["a", " C"]).check_options(&labels, true), Ok(()));
        assert_eq!(choice(&[]).check_options(&labels, false), Ok(()));
        assert_eq!(
            choice(&["A", "Z"]).check_options(&labels, true),
            Err(refusals::EXAM_ANSWER_NOT_AN_OPTION)
        );
        assert_eq!(
            choice(&["X"]).check_options(&labels, false),
            Err(refusals::EXAM_ANSWER_NOT_AN_OPTION)
        );
        assert_eq!(
            choice(&["A", "B"]).check_options(&labels, false),
            Err(refusals::EXAM_ANSWER_SINGLE_CHOICE)
        );
        assert_eq!(
            choice(&["A", "a"]).check_options(&labels, false),
            Ok(()),
            "the same label twice is one choice"
        );
        let judge = Answer::Judge { value: true };
        assert_eq!(judge.check_options(&[], false), Ok(()));
    }

    #[test]
    fn the_key_is_shown_after_the_close_after_grading_or_never() {
        use AnswerVisibility::*;
        let end = 1_000_000;
        let open_until = end + GRACE_SECS * 1000;
        assert_eq!(AnswerVisibility::default(), AfterClose);
        assert!(!AfterClose.reveals(Some(end), true, end));
        assert!(
            !AfterClose.reveals(Some(end), true, open_until - 1),
            "late answers are still taken"
        );
        assert!(AfterClose.reveals(Some(end), false, open_until));
        assert!(!AfterClose.reveals(None, true, i64::MAX));
        assert!(AfterGrading.reveals(Some(end), true, 0));
        assert!(!AfterGrading.reveals(Some(end), false, i64::MAX));
        assert!(!Never.reveals(Some(end), true, i64::MAX));
        assert!(AfterClose.withholds_score(Some(end), open_until - 1));
        assert!(!AfterClose.withholds_score(Some(end), open_until));
        assert!(Never.withholds_score(Some(end), end));
        assert!(!AfterGrading.withholds_score(Some(end), end));
        assert!(!AfterClose.withholds_score(None, end));
        assert_eq!(AfterClose.shown_from(Some(end)), Some(open_until));
        assert_eq!(Never.shown_from(Some(end)), None);
        let hidden = KeyDisclosure::for_learner(AfterClose, Some(end), true, end - 1);
        assert_eq!((hidden.shown, hidden.shown_from), (false, Some(open_until)));
        assert!(KeyDisclosure::staff(Never).shown);
        for v in [AfterClose, AfterGrading, Never] {
            assert_eq!(AnswerVisibility::parse(v.as_str()), Some(v));
            assert_eq!(serde_json::to_value(v).unwrap(), json!(v.as_str()));
        }
        assert_eq!(AnswerVisibility::parse("always"), None);
    }

    #[test]
    fn questions_are_checked_by_type() {
        let opts = vec![
            ("A".to_string(), "一".to_string()),
            ("B".to_string(), "二".to_string()),
        ];
        assert!(check_question(Choice, false, &opts, &json!(["A"])).is_empty());
        assert_eq!(
            check_question(Choice, false, &opts, &json!(["A", "B"])),
            vec![("answer", refusals::QUESTION_SINGLE_CHOICE_ONE_ANSWER)]
        );
        assert_eq!(
            check_question(Choice, true, &opts, &json!(["C"])),
            vec![("answer", refusals::QUESTION_ANSWER_NOT_AN_OPTION)]
        );
        assert_eq!(
            check_question(Choice, false, &opts[..1], &json!(["A"])),
            vec![("options", refusals::QUESTION_OPTIONS_TOO_FEW)]
        );
        assert_eq!(
            check_question(Judge, false, &[], &json!("yes")),
            vec![("answer", refusals::QUESTION_ANSWER_REQUIRED)]
        );
        assert_eq!(
            check_question(Fill, false, &[], &json!([" "])),
            vec![("answer", refusals::QUESTION_REFERENCE_REQUIRED)]
        );
        assert!(check_question(Short, false, &[], &json!("要点")).is_empty());
    }
}
