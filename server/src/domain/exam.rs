//! Exam rules: status from the clock, answer shapes, grading of objective questions.

use serde_json::Value;

pub const QUESTION_TYPES: [&str; 4] = ["CHOICE", "JUDGE", "FILL", "SHORT"];
pub const DEFAULT_SCORE: i32 = 5;
/// Default exam length: 120 minutes.
pub const DEFAULT_DURATION_SECS: i64 = 120 * 60;
/// Seconds after the deadline during which a submission is still taken (network latency).
pub const GRACE_SECS: i64 = 30;
pub const EXIT_LIMIT: i32 = 3;

/// notStarted, started or ended, from the server's clock (notStarted if a time is missing).
pub fn status(started_at: Option<i64>, expired_at: Option<i64>, now: i64) -> &'static str {
    match (started_at, expired_at) {
        (Some(s), Some(e)) if now >= e && s <= e => "ended",
        (Some(s), Some(e)) if now >= s && now < e => "started",
        _ => "notStarted",
    }
}

/// When an attempt must be in: the exam's duration after the start, but never after the exam ends.
pub fn deadline(attempt_started_at: i64, duration_secs: i64, exam_expired_at: i64) -> i64 {
    (attempt_started_at + duration_secs * 1000).min(exam_expired_at)
}

/// Checks a learner's answer against the question type: CHOICE `{selected:[labels]}`, JUDGE
/// `{value:bool}`, FILL and SHORT `{text}`; null means unanswered.
pub fn check_answer_shape(kind: &str, answer: &Value) -> Result<(), &'static str> {
    if answer.is_null() {
        return Ok(());
    }
    let ok = match kind {
        "CHOICE" => answer["selected"]
            .as_array()
            .is_some_and(|a| a.iter().all(Value::is_string) && a.len() <= 26),
        "JUDGE" => answer["value"].is_boolean(),
        "FILL" | "SHORT" => answer["text"]
            .as_str()
            .is_some_and(|t| t.chars().count() <= 10_000),
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        Err("答案格式错误")
    }
}

fn labels(value: &Value) -> Vec<String> {
    let mut all: Vec<String> = value
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|v| v.as_str())
                .map(|s| s.trim().to_uppercase())
                .collect()
        })
        .unwrap_or_default();
    all.sort();
    all.dedup();
    all
}

/// The score an answer earns, or `None` when a teacher must grade it (SHORT).
/// Objective questions give all or nothing; FILL matches any accepted text exactly after trimming.
pub fn grade(kind: &str, correct: &Value, answer: &Value, score: i32) -> Option<i32> {
    let right = match kind {
        "CHOICE" => {
            let given = labels(&answer["selected"]);
            !given.is_empty() && given == labels(correct)
        }
        "JUDGE" => answer["value"].is_boolean() && answer["value"] == *correct,
        "FILL" => match answer["text"].as_str().map(str::trim) {
            Some(text) if !text.is_empty() => correct.as_array().is_some_and(|accepted| {
                accepted
                    .iter()
                    .filter_map(|a| a.as_str())
                    .any(|a| a.trim() == text)
            }),
            _ => false,
        },
        "SHORT" => {
            return if answer.is_null()
                || answer["text"].as_str().is_none_or(|t| t.trim().is_empty())
            {
                Some(0)
            } else {
                None
            };
        }
        _ => false,
    };
    Some(if right { score } else { 0 })
}

/// Checks a question's options and answer against its type; answers field → message.
pub fn check_question(
    kind: &str,
    is_multiple: bool,
    options: &[(String, String)],
    answer: &Value,
) -> Vec<(&'static str, &'static str)> {
    let mut errors = Vec::new();
    match kind {
        "CHOICE" => {
            if options.len() < 2 || options.iter().any(|(_, c)| c.trim().is_empty()) {
                errors.push(("options", "请至少填写两个选项"));
            }
            let chosen = labels(answer);
            if chosen.is_empty() {
                errors.push(("answer", "请选择正确答案"));
            } else if chosen
                .iter()
                .any(|l| !options.iter().any(|(label, _)| label == l))
            {
                errors.push(("answer", "正确答案必须是已有选项"));
            } else if !is_multiple && chosen.len() > 1 {
                errors.push(("answer", "单选题只能有一个正确答案"));
            }
        }
        "JUDGE" => {
            if !answer.is_boolean() {
                errors.push(("answer", "请选择正确答案"));
            }
        }
        "FILL" => {
            let accepted = answer.as_array().map(|a| {
                a.iter()
                    .filter_map(|v| v.as_str())
                    .filter(|s| !s.trim().is_empty())
                    .count()
            });
            if accepted.unwrap_or(0) == 0 {
                errors.push(("answer", "请输入参考答案"));
            }
        }
        "SHORT" => {
            if answer.as_str().is_none_or(|s| s.trim().is_empty()) {
                errors.push(("answer", "请输入参考答案"));
            }
        }
        _ => errors.push(("type", "题目类型无效")),
    }
    errors
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn status_follows_the_clock() {
        assert_eq!(status(None, Some(10), 5), "notStarted");
        assert_eq!(status(Some(10), None, 50), "notStarted");
        assert_eq!(status(Some(10), Some(20), 9), "notStarted");
        assert_eq!(status(Some(10), Some(20), 10), "started");
        assert_eq!(status(Some(10), Some(20), 19), "started");
        assert_eq!(status(Some(10), Some(20), 20), "ended");
    }

    #[test]
    fn deadline_is_the_duration_or_the_exam_end() {
        assert_eq!(deadline(1_000, 60, 1_000_000), 61_000);
        assert_eq!(deadline(1_000, 3600, 10_000), 10_000);
    }

    #[test]
    fn objective_questions_are_all_or_nothing() {
        assert_eq!(
            grade("CHOICE", &json!(["A"]), &json!({"selected": ["a"]}), 5),
            Some(5)
        );
        assert_eq!(
            grade(
                "CHOICE",
                &json!(["A", "C"]),
                &json!({"selected": ["C", "A"]}),
                5
            ),
            Some(5)
        );
        assert_eq!(
            grade("CHOICE", &json!(["A", "C"]), &json!({"selected": ["A"]}), 5),
            Some(0)
        );
        assert_eq!(grade("CHOICE", &json!(["A"]), &json!(null), 5), Some(0));
        assert_eq!(
            grade("JUDGE", &json!(true), &json!({"value": true}), 2),
            Some(2)
        );
        assert_eq!(
            grade("JUDGE", &json!(true), &json!({"value": false}), 2),
            Some(0)
        );
        assert_eq!(
            grade(
                "FILL",
                &json!(["HTTP", "超文本传输协议"]),
                &json!({"text": " 超文本传输协议 "}),
                4
            ),
            Some(4)
        );
        assert_eq!(
            grade("FILL", &json!(["HTTP"]), &json!({"text": "http"}), 4),
            Some(0)
        );
        assert_eq!(
            grade("FILL", &json!(["HTTP"]), &json!({"text": "  "}), 4),
            Some(0)
        );
    }

    #[test]
    fn short_answers_wait_for_a_teacher_unless_blank() {
        assert_eq!(
            grade("SHORT", &json!("参考"), &json!({"text": "我的回答"}), 10),
            None
        );
        assert_eq!(grade("SHORT", &json!("参考"), &json!(null), 10), Some(0));
        assert_eq!(
            grade("SHORT", &json!("参考"), &json!({"text": " "}), 10),
            Some(0)
        );
    }

    #[test]
    fn answer_shapes_are_checked() {
        assert!(check_answer_shape("CHOICE", &json!({"selected": ["A"]})).is_ok());
        assert!(check_answer_shape("CHOICE", &json!({"selected": "A"})).is_err());
        assert!(check_answer_shape("JUDGE", &json!({"value": "true"})).is_err());
        assert!(check_answer_shape("FILL", &json!({"text": 3})).is_err());
        assert!(check_answer_shape("SHORT", &json!(null)).is_ok());
    }

    #[test]
    fn questions_are_checked_by_type() {
        let opts = vec![
            ("A".to_string(), "一".to_string()),
            ("B".to_string(), "二".to_string()),
        ];
        assert!(check_question("CHOICE", false, &opts, &json!(["A"])).is_empty());
        assert_eq!(
            check_question("CHOICE", false, &opts, &json!(["A", "B"])),
            vec![("answer", "单选题只能有一个正确答案")]
        );
        assert_eq!(
            check_question("CHOICE", true, &opts, &json!(["C"])),
            vec![("answer", "正确答案必须是已有选项")]
        );
        assert_eq!(
            check_question("CHOICE", false, &opts[..1], &json!(["A"])),
            vec![("options", "请至少填写两个选项")]
        );
        assert_eq!(
            check_question("JUDGE", false, &[], &json!("yes")),
            vec![("answer", "请选择正确答案")]
        );
        assert_eq!(
            check_question("FILL", false, &[], &json!([" "])),
            vec![("answer", "请输入参考答案")]
        );
        assert!(check_question("SHORT", false, &[], &json!("要点")).is_empty());
    }
}
