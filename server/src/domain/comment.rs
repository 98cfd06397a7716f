//! Course comments: the rules of a rating and its text, the moderation statuses and how an
//! author's name is shown to others.

use crate::refusals::{self, Refusal};

/// Stars a rating may have.
pub const RATINGS: std::ops::RangeInclusive<i64> = 1..=5;
/// The longest comment, reply and moderation reason (characters).
pub const CONTENT_MAX: usize = 500;
pub const REPLY_MAX: usize = 500;
pub const REASON_MAX: usize = 200;

/// Whether others see a comment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Published,
    /// Hidden by staff: only its author (and staff) see it.
    Hidden,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Published => "published",
            Self::Hidden => "hidden",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "published" => Some(Self::Published),
            "hidden" => Some(Self::Hidden),
            _ => None,
        }
    }
}

/// A rating of 1–5 stars.
pub fn rating(value: Option<i64>) -> Result<i16, Refusal> {
    match value {
        Some(v) if RATINGS.contains(&v) => Ok(v as i16),
        _ => Err(refusals::COMMENT_RATING_RANGE),
    }
}

/// The comment's plain text, trimmed: present and at most `CONTENT_MAX` characters. Markup is
/// not interpreted anywhere; it is kept and shown as typed.
pub fn content(value: &Option<String>) -> Result<String, Refusal> {
    let text = value.as_deref().map(str::trim).unwrap_or_default();
    if text.is_empty() {
        Err(refusals::COMMENT_CONTENT_REQUIRED)
    } else if text.chars().count() > CONTENT_MAX {
        Err(refusals::COMMENT_CONTENT_TOO_LONG)
    } else {
        Ok(text.to_string())
    }
}

/// An author's name as other learners see it: the first and last characters, the rest masked
/// ("张三丰" → "张*丰", "李四" → "李*").
pub fn masked_name(name: &str) -> String {
    let chars: Vec<char> = name.trim().chars().collect();
    match chars.len() {
        0 => "学员".into(),
        1 => "*".into(),
        2 => format!("{}*", chars[0]),
        n => format!("{}{}{}", chars[0], "*".repeat(n - 2), chars[n - 1]),
    }
}

/// The average of `sum` over `count` ratings to one decimal; none without ratings.
pub fn average(sum: i64, count: i64) -> Option<f64> {
    (count > 0).then(|| (sum as f64 / count as f64 * 10.0).round() / 10.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_are_one_to_five_stars() {
        assert_eq!(rating(Some(1)), Ok(1));
        assert_eq!(rating(Some(5)), Ok(5));
        for bad in [None, Some(0), Some(6), Some(-1), Some(i64::MAX)] {
            assert_eq!(rating(bad), Err(refusals::COMMENT_RATING_RANGE));
        }
    }

    #[test]
    fn content_is_trimmed_present_and_limited() {
        assert_eq!(content(&Some("  很好 ".into())), Ok("很好".into()));
        assert_eq!(
            content(&Some("   ".into())),
            Err(refusals::COMMENT_CONTENT_REQUIRED)
        );
        assert_eq!(content(&None), Err(refusals::COMMENT_CONTENT_REQUIRED));
        assert_eq!(
            content(&Some("好".repeat(500))).map(|c| c.chars().count()),
            Ok(500)
        );
        assert_eq!(
            content(&Some("好".repeat(501))),
            Err(refusals::COMMENT_CONTENT_TOO_LONG)
        );
        assert_eq!(content(&Some("<b>粗</b>".into())), Ok("<b>粗</b>".into()));
    }

    #[test]
    fn names_are_masked_but_recognisable() {
        assert_eq!(masked_name("张三丰"), "张*丰");
        assert_eq!(masked_name("李四"), "李*");
        assert_eq!(masked_name("learner01"), "l*******1");
        assert_eq!(masked_name("王"), "*");
        assert_eq!(masked_name(" "), "学员");
    }

    #[test]
    fn averages_round_to_one_decimal() {
        assert_eq!(average(0, 0), None);
        assert_eq!(average(14, 3), Some(4.7));
        assert_eq!(average(10, 2), Some(5.0));
    }
}
