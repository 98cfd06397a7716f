//! Channel dealers: their invite codes (12 characters nobody misreads) and the period a
//! dashboard covers.

use super::calendar;
use crate::refusals::{self, Refusal};

/// Letters and digits without the look-alikes I, O, 0 and 1.
pub const CODE_ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
pub const CODE_LEN: usize = 12;
pub const LABEL_MAX: usize = 30;
/// Codes one distributor may hold (active or not).
pub const CODES_MAX: u64 = 20;
/// The longest period a dashboard covers, in days.
pub const PERIOD_MAX_DAYS: i64 = 366;
/// The period when none is asked for, in days ending today.
pub const PERIOD_DEFAULT_DAYS: i64 = 30;
/// The recent days whose figures every dashboard within them is added up from.
pub const WINDOW_DAYS: i64 = 90;

/// A fresh random code.
pub fn new_code() -> String {
    (0..CODE_LEN)
        .map(|_| CODE_ALPHABET[rand::random_range(0..CODE_ALPHABET.len())] as char)
        .collect()
}

/// A code's label: none, or at most 30 characters, trimmed.
pub fn label(value: &Option<String>) -> Result<Option<String>, Refusal> {
    match value.as_deref().map(str::trim).filter(|l| !l.is_empty()) {
        Some(l) if l.chars().count() > LABEL_MAX => Err(refusals::INVITE_LABEL_TOO_LONG),
        l => Ok(l.map(str::to_string)),
    }
}

/// Days `first..=last` (China time) a dashboard covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    pub first: i64,
    pub last: i64,
}

impl Period {
    /// From the query's dates: both inclusive; the last 30 days ending `today` when both are
    /// missing; one alone reaches 30 days from it; at most 366 days.
    pub fn parse(from: Option<&str>, to: Option<&str>, today: i64) -> Result<Self, Refusal> {
        let day = |v: Option<&str>| match v.map(str::trim).filter(|d| !d.is_empty()) {
            None => Ok(None),
            Some(d) => calendar::day_of_date(d)
                .map(Some)
                .ok_or(refusals::PERIOD_INVALID),
        };
        let span = PERIOD_DEFAULT_DAYS - 1;
        let (first, last) = match (day(from)?, day(to)?) {
            (Some(f), Some(t)) => (f, t),
            (Some(f), None) => (f, f + span),
            (None, Some(t)) => (t - span, t),
            (None, None) => (today - span, today),
        };
        if first > last || last - first + 1 > PERIOD_MAX_DAYS {
            return Err(refusals::PERIOD_INVALID);
        }
        Ok(Self { first, last })
    }

    /// The days whose figures are read to show this period: the last `WINDOW_DAYS` ending
    /// `today` when the period lies within them (so the presets and every custom period of the
    /// last quarter share one reading), else the period itself.
    pub fn window(&self, today: i64) -> Self {
        let recent = Self {
            first: today - (WINDOW_DAYS - 1),
            last: today,
        };
        if self.first >= recent.first && self.last <= recent.last {
            recent
        } else {
            *self
        }
    }

    pub fn days(&self) -> i64 {
        self.last - self.first + 1
    }

    /// [start, end) in ms.
    pub fn bounds(&self) -> (i64, i64) {
        (
            calendar::start_of_day(self.first),
            calendar::start_of_day(self.last + 1),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_twelve_unambiguous_characters() {
        for _ in 0..200 {
            let code = new_code();
            assert_eq!(code.len(), CODE_LEN);
            assert!(code.bytes().all(|c| CODE_ALPHABET.contains(&c)), "{code}");
            assert!(!code.contains(['I', 'O', '0', '1']));
        }
        assert_ne!(new_code(), new_code());
    }

    #[test]
    fn periods_within_the_last_ninety_days_share_their_window() {
        let today = calendar::day_of_date("2026-11-24").unwrap();
        let recent = Period {
            first: today - 89,
            last: today,
        };
        for (from, to) in [
            (None, None),
            (Some("2026-11-18"), Some("2026-11-24")),
            (Some("2026-08-27"), Some("2026-11-24")),
            (Some("2026-09-01"), Some("2026-09-30")),
        ] {
            let p = Period::parse(from, to, today).unwrap();
            assert_eq!(p.window(today), recent, "{from:?} {to:?}");
        }
        // Older than 90 days, or reaching past today: read as asked.
        for (from, to) in [
            (Some("2026-08-26"), Some("2026-09-01")),
            (Some("2026-11-20"), Some("2026-11-30")),
        ] {
            let p = Period::parse(from, to, today).unwrap();
            assert_eq!(p.window(today), p, "{from:?} {to:?}");
        }
    }

    #[test]
    fn labels_are_optional_and_short() {
        assert_eq!(label(&None), Ok(None));
        assert_eq!(label(&Some("  ".into())), Ok(None));
        assert_eq!(label(&Some(" 双十一 ".into())), Ok(Some("双十一".into())));
        assert_eq!(
            label(&Some("字".repeat(31))),
            Err(refusals::INVITE_LABEL_TOO_LONG)
        );
    }

    #[test]
    fn periods_default_to_thirty_days_and_are_bounded() {
        let today = calendar::day_of_date("2026-11-24").unwrap();
        let p = Period::parse(None, None, today).unwrap();
        assert_eq!((p.last, p.days()), (today, 30));
        let p = Period::parse(Some("2026-11-01"), Some("2026-11-07"), today).unwrap();
        assert_eq!(p.days(), 7);
        let (start, end) = p.bounds();
        assert_eq!(end - start, 7 * 86_400_000);
        assert_eq!(calendar::date_of_ms(start), "2026-11-01");
        assert_eq!(calendar::date_of_ms(end - 1), "2026-11-07");
        for (from, to) in [
            (Some("2026-11-08"), Some("2026-11-07")),
            (Some("2025-01-01"), Some("2026-11-07")),
            (Some("2026-02-30"), None),
            (Some("yesterday"), None),
        ] {
            assert_eq!(
                Period::parse(from, to, today),
                Err(refusals::PERIOD_INVALID),
                "{from:?} {to:?}"
            );
        }
        let one_year = Period::parse(Some("2025-11-24"), Some("2026-11-24"), today).unwrap();
        assert_eq!(one_year.days(), 366);
    }
}
