//! Career referrals: the fields of an employer's position, the statuses of a referral and the
//! changes a referral may go through.

use super::rules::{at_most, present};
use crate::refusals::{self, Refusal};

pub const COMPANY_MAX: usize = 100;
pub const TITLE_MAX: usize = 100;
pub const CITY_MAX: usize = 50;
pub const CONTACT_MAX: usize = 100;
pub const REQUIREMENTS_MAX: usize = 2000;
pub const NOTES_MAX: usize = 500;
/// Monthly salary in yuan.
pub const SALARY_MAX: i64 = 1_000_000;

/// Whether a position takes referrals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PositionStatus {
    Open,
    Closed,
}

impl PositionStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Open => "open",
            Self::Closed => "closed",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "open" => Some(Self::Open),
            "closed" => Some(Self::Closed),
            _ => None,
        }
    }
}

/// Where a referral stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Recommended,
    Interviewing,
    Hired,
    Declined,
}

impl Status {
    pub const ALL: [Status; 4] = [
        Self::Recommended,
        Self::Interviewing,
        Self::Hired,
        Self::Declined,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Recommended => "recommended",
            Self::Interviewing => "interviewing",
            Self::Hired => "hired",
            Self::Declined => "declined",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.as_str() == text)
    }

    pub fn label(self) -> &'static str {
        match self {
            Self::Recommended => "已推荐",
            Self::Interviewing => "面试中",
            Self::Hired => "已录用",
            Self::Declined => "未录用",
        }
    }

    /// May a referral go from `self` to `to`? Forward only; hired and declined are final.
    pub fn may_become(self, to: Status) -> bool {
        matches!(
            (self, to),
            (
                Self::Recommended,
                Self::Interviewing | Self::Hired | Self::Declined
            ) | (Self::Interviewing, Self::Hired | Self::Declined)
        )
    }
}

/// A required text of at most `max` characters, trimmed.
pub fn required(
    value: &Option<String>,
    max: usize,
    missing: Refusal,
    too_long: Refusal,
) -> Result<String, Refusal> {
    let text = present(value).ok_or(missing)?;
    at_most(text, max).map_err(|_| too_long)?;
    Ok(text.to_string())
}

/// An optional text of at most `max` characters, trimmed (empty: none).
pub fn optional(
    value: &Option<String>,
    max: usize,
    too_long: Refusal,
) -> Result<Option<String>, Refusal> {
    match present(value) {
        Some(text) => at_most(text, max)
            .map(|()| Some(text.to_string()))
            .map_err(|_| too_long),
        None => Ok(None),
    }
}

/// A monthly salary in yuan: none, or a whole number 0–1 000 000.
pub fn salary(value: Option<i64>) -> Result<Option<i64>, Refusal> {
    match value {
        Some(v) if !(0..=SALARY_MAX).contains(&v) => Err(refusals::CAREER_SALARY_RANGE),
        v => Ok(v),
    }
}

/// The upper bound of a range is not below the lower one.
pub fn salary_order(min: Option<i64>, max: Option<i64>) -> Result<(), Refusal> {
    match (min, max) {
        (Some(lo), Some(hi)) if hi < lo => Err(refusals::CAREER_SALARY_ORDER),
        _ => Ok(()),
    }
}

/// How a salary range reads in a message: "8000–12000 元/月", "8000 元/月起", "面议".
pub fn salary_text(min: Option<i64>, max: Option<i64>) -> String {
    match (min, max) {
        (Some(lo), Some(hi)) if lo == hi => format!("{lo} 元/月"),
        (Some(lo), Some(hi)) => format!("{lo}–{hi} 元/月"),
        (Some(lo), None) => format!("{lo} 元/月起"),
        (None, Some(hi)) => format!("最高 {hi} 元/月"),
        (None, None) => "面议".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn referrals_move_forward_only_and_end_when_decided() {
        use Status::*;
        for (from, to) in [
            (Recommended, Interviewing),
            (Recommended, Hired),
            (Recommended, Declined),
            (Interviewing, Hired),
            (Interviewing, Declined),
        ] {
            assert!(from.may_become(to), "{from:?} → {to:?}");
        }
        for (from, to) in [
            (Interviewing, Recommended),
            (Hired, Declined),
            (Hired, Interviewing),
            (Declined, Hired),
            (Declined, Recommended),
        ] {
            assert!(!from.may_become(to), "{from:?} → {to:?}");
        }
        for s in Status::ALL {
            assert!(!s.may_become(s));
            assert_eq!(Status::parse(s.as_str()), Some(s));
        }
        assert_eq!(Status::parse("Hired"), None);
    }

    #[test]
    fn position_texts_are_trimmed_required_and_limited() {
        let r = |v: Option<&str>| {
            required(
                &v.map(str::to_string),
                COMPANY_MAX,
                refusals::CAREER_COMPANY_REQUIRED,
                refusals::CAREER_COMPANY_TOO_LONG,
            )
        };
        assert_eq!(r(Some("  华为 ")), Ok("华为".into()));
        assert_eq!(r(Some("  ")), Err(refusals::CAREER_COMPANY_REQUIRED));
        assert_eq!(r(None), Err(refusals::CAREER_COMPANY_REQUIRED));
        assert!(r(Some(&"企".repeat(100))).is_ok());
        assert_eq!(
            r(Some(&"企".repeat(101))),
            Err(refusals::CAREER_COMPANY_TOO_LONG)
        );
        let notes = |v: &str| optional(&Some(v.into()), NOTES_MAX, refusals::CAREER_NOTES_TOO_LONG);
        assert_eq!(notes(" "), Ok(None));
        assert_eq!(
            notes(&"字".repeat(501)),
            Err(refusals::CAREER_NOTES_TOO_LONG)
        );
    }

    #[test]
    fn salaries_are_whole_yuan_in_range_and_ordered() {
        assert_eq!(salary(None), Ok(None));
        assert_eq!(salary(Some(0)), Ok(Some(0)));
        assert_eq!(salary(Some(SALARY_MAX)), Ok(Some(SALARY_MAX)));
        assert_eq!(salary(Some(-1)), Err(refusals::CAREER_SALARY_RANGE));
        assert_eq!(
            salary(Some(SALARY_MAX + 1)),
            Err(refusals::CAREER_SALARY_RANGE)
        );
        assert_eq!(
            salary_order(Some(9000), Some(8000)),
            Err(refusals::CAREER_SALARY_ORDER)
        );
        assert_eq!(salary_order(Some(8000), Some(8000)), Ok(()));
        assert_eq!(salary_order(None, Some(1)), Ok(()));
        assert_eq!(salary_text(Some(8000), Some(12000)), "8000–12000 元/月");
        assert_eq!(salary_text(None, None), "面议");
        assert_eq!(salary_text(Some(5000), None), "5000 元/月起");
    }
}
