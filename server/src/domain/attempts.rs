//! Several attempts at an exam: how the attempts make a learner's result, when the next attempt
//! may open, and one learner's own terms (extra time, extra attempts, their own window).

use serde::{Deserialize, Serialize};

use crate::domain::calendar::datetime_of_ms;
use crate::refusals::{self, Refusal};

/// The most attempts an exam allows.
pub const ATTEMPTS_MAX: i32 = 20;
/// The longest wait between two attempts: seven days, in seconds.
pub const ATTEMPT_WAIT_MAX: i64 = 7 * 86_400;
/// The most time a teacher adds for one learner: one day, in seconds.
pub const EXTRA_TIME_MAX: i64 = 86_400;
/// The most attempts a teacher adds for one learner.
pub const EXTRA_ATTEMPTS_MAX: i32 = 10;
/// The longest reason of a change of terms, in characters.
pub const REASON_MAX: usize = 200;

/// How a learner's attempts make their result. Stored and sent as `highest`, `last`, `first`,
/// `average`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum GradingMethod {
    /// The best graded attempt (the default).
    #[default]
    Highest,
    /// The latest attempt, once graded.
    Last,
    /// The first attempt, once graded.
    First,
    /// The mean of every submitted attempt, rounded half up, once all are graded.
    Average,
}

/// A submitted attempt as the result reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scored {
    pub attempt: i32,
    pub score: Option<i32>,
    /// No answer waits for a teacher.
    pub graded: bool,
}

impl GradingMethod {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Highest => "highest",
            Self::Last => "last",
            Self::First => "first",
            Self::Average => "average",
        }
    }

    pub fn parse(name: &str) -> Option<Self> {
        match name {
            "highest" => Some(Self::Highest),
            "last" => Some(Self::Last),
            "first" => Some(Self::First),
            "average" => Some(Self::Average),
            _ => None,
        }
    }

    /// The learner's result from their submitted attempts; None while the attempts it takes
    /// are not graded (or there are none).
    pub fn result(self, attempts: &[Scored]) -> Option<i32> {
        let graded = |a: &Scored| if a.graded { a.score } else { None };
        match self {
            Self::Highest => attempts.iter().filter_map(graded).max(),
            Self::First => attempts.iter().min_by_key(|a| a.attempt).and_then(graded),
            Self::Last => attempts.iter().max_by_key(|a| a.attempt).and_then(graded),
            Self::Average => {
                let scores: Option<Vec<i32>> = attempts.iter().map(graded).collect();
                let scores = scores.filter(|s| !s.is_empty())?;
                let (sum, n) = (
                    scores.iter().map(|&s| s as i64).sum::<i64>(),
                    scores.len() as i64,
                );
                Some(((2 * sum + n) / (2 * n)) as i32)
            }
        }
    }
}

/// One learner's own terms for an exam, given by a teacher: time added to the duration
/// (seconds), attempts added, and their own window in place of the exam's (both ends or none).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Terms {
    pub extra_time: i64,
    pub extra_attempts: i32,
    pub started_at: Option<i64>,
    pub expired_at: Option<i64>,
}

impl Terms {
    /// The terms are within their limits and change something; answers the field at fault.
    pub fn check(&self) -> Result<(), (&'static str, Refusal)> {
        if !(0..=EXTRA_TIME_MAX).contains(&self.extra_time) {
            return Err(("extraTime", refusals::OVERRIDE_EXTRA_TIME_RANGE));
        }
        if !(0..=EXTRA_ATTEMPTS_MAX).contains(&self.extra_attempts) {
            return Err(("extraAttempts", refusals::OVERRIDE_EXTRA_ATTEMPTS_RANGE));
        }
        match (self.started_at, self.expired_at) {
            (None, None) => {}
            (Some(s), Some(e)) if e > s => {}
            _ => return Err(("expiredAt", refusals::OVERRIDE_WINDOW_INVALID)),
        }
        if *self == Self::default() {
            return Err(("extraTime", refusals::OVERRIDE_EMPTY));
        }
        Ok(())
    }
}

impl Terms {
    /// The terms as the learner is told them: 「延长30分钟；增加1次作答机会；单独考试时间 … 至 …」.
    pub fn describe(&self) -> String {
        let mut parts = Vec::new();
        if self.extra_time > 0 {
            parts.push(format!("延长{}分钟", (self.extra_time + 59) / 60));
        }
        if self.extra_attempts > 0 {
            parts.push(format!("增加{}次作答机会", self.extra_attempts));
        }
        if let (Some(s), Some(e)) = (self.started_at, self.expired_at) {
            parts.push(format!(
                "单独考试时间 {} 至 {}",
                datetime_of_ms(s),
                datetime_of_ms(e)
            ));
        }
        parts.join("；")
    }
}

/// What one learner may do with an exam: the exam's settings with their terms applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Policy {
    pub attempts: i32,
    /// Milliseconds between an attempt's submission and the next start.
    pub wait_ms: i64,
    pub duration_secs: i64,
    pub started_at: Option<i64>,
    pub expired_at: Option<i64>,
}

impl Policy {
    /// The exam's settings (attempts, wait in seconds, duration in seconds, window) with the
    /// learner's terms, if any.
    pub fn new(
        attempts: i32,
        wait_secs: i64,
        duration_secs: i64,
        window: (Option<i64>, Option<i64>),
        terms: Option<&Terms>,
    ) -> Self {
        let own = terms.filter(|t| t.started_at.is_some() && t.expired_at.is_some());
        let (started_at, expired_at) = own.map_or(window, |t| (t.started_at, t.expired_at));
        Self {
            attempts: attempts + terms.map_or(0, |t| t.extra_attempts),
            wait_ms: wait_secs * 1000,
            duration_secs: duration_secs + terms.map_or(0, |t| t.extra_time),
            started_at,
            expired_at,
        }
    }

    /// May a learner who has opened `used` attempts (the latest submitted at
    /// `last_submitted_at`) and whose result `passed` open another at `now`?
    pub fn next_attempt(
        &self,
        used: i32,
        last_submitted_at: Option<i64>,
        passed: bool,
        now: i64,
    ) -> NextAttempt {
        if used > 0 && passed {
            NextAttempt::Passed
        } else if used >= self.attempts {
            NextAttempt::NoneLeft
        } else if let Some(at) = last_submitted_at
            .map(|t| t + self.wait_ms)
            .filter(|&at| used > 0 && now < at)
        {
            NextAttempt::WaitUntil(at)
        } else {
            NextAttempt::Open(used + 1)
        }
    }
}

/// Whether another attempt may open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextAttempt {
    /// Yes: this is its number.
    Open(i32),
    /// The result already passes.
    Passed,
    /// Every attempt is used.
    NoneLeft,
    /// Not before this time (ms).
    WaitUntil(i64),
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scored(attempt: i32, score: i32, graded: bool) -> Scored {
        Scored {
            attempt,
            score: Some(score),
            graded,
        }
    }

    #[test]
    fn each_method_makes_the_result_from_the_attempts_it_takes() {
        let attempts = [
            scored(1, 50, true),
            scored(2, 80, true),
            scored(3, 61, true),
        ];
        assert_eq!(GradingMethod::Highest.result(&attempts), Some(80));
        assert_eq!(GradingMethod::First.result(&attempts), Some(50));
        assert_eq!(GradingMethod::Last.result(&attempts), Some(61));
        // (50 + 80 + 61) / 3 = 63.67 → 64.
        assert_eq!(GradingMethod::Average.result(&attempts), Some(64));
        // 50 and 51 → 50.5 rounds half up.
        let two = [scored(1, 50, true), scored(2, 51, true)];
        assert_eq!(GradingMethod::Average.result(&two), Some(51));
        assert_eq!(GradingMethod::Highest.result(&[]), None);
        assert_eq!(GradingMethod::Average.result(&[]), None);
    }

    #[test]
    fn an_attempt_waiting_for_a_teacher_counts_only_once_graded() {
        let attempts = [scored(1, 40, true), scored(2, 90, false)];
        assert_eq!(GradingMethod::Highest.result(&attempts), Some(40));
        assert_eq!(GradingMethod::First.result(&attempts), Some(40));
        assert_eq!(GradingMethod::Last.result(&attempts), None);
        assert_eq!(GradingMethod::Average.result(&attempts), None);
    }

    #[test]
    fn the_method_names_round_trip() {
        for m in [
            GradingMethod::Highest,
            GradingMethod::Last,
            GradingMethod::First,
            GradingMethod::Average,
        ] {
            assert_eq!(GradingMethod::parse(m.as_str()), Some(m));
        }
        assert_eq!(GradingMethod::parse("best"), None);
    }

    #[test]
    fn terms_are_checked_field_by_field() {
        let ok = Terms {
            extra_time: 600,
            ..Default::default()
        };
        assert_eq!(ok.check(), Ok(()));
        let field = |t: Terms| t.check().unwrap_err().0;
        assert_eq!(field(Terms::default()), "extraTime");
        assert_eq!(
            field(Terms {
                extra_time: EXTRA_TIME_MAX + 1,
                ..Default::default()
            }),
            "extraTime"
        );
        assert_eq!(
            field(Terms {
                extra_attempts: -1,
                ..Default::default()
            }),
            "extraAttempts"
        );
        assert_eq!(
            field(Terms {
                started_at: Some(10),
                expired_at: Some(10),
                ..Default::default()
            }),
            "expiredAt"
        );
        assert_eq!(
            field(Terms {
                started_at: Some(10),
                ..Default::default()
            }),
            "expiredAt"
        );
    }

    #[test]
    fn terms_are_told_in_chinese_in_china_time() {
        let terms = Terms {
            extra_time: 1_800,
            extra_attempts: 1,
            // 2026-11-29 01:00 and 03:30 UTC.
            started_at: Some(1_795_914_000_000),
            expired_at: Some(1_795_923_000_000),
        };
        assert_eq!(
            terms.describe(),
            "延长30分钟；增加1次作答机会；单独考试时间 2026-11-29 09:00 至 2026-11-29 11:30"
        );
    }

    #[test]
    fn terms_add_to_the_exam_and_replace_its_window() {
        let terms = Terms {
            extra_time: 600,
            extra_attempts: 1,
            started_at: Some(5_000),
            expired_at: Some(9_000),
        };
        let p = Policy::new(2, 60, 3_600, (Some(1_000), Some(2_000)), Some(&terms));
        assert_eq!((p.attempts, p.duration_secs, p.wait_ms), (3, 4_200, 60_000));
        assert_eq!((p.started_at, p.expired_at), (Some(5_000), Some(9_000)));
        let plain = Policy::new(2, 0, 3_600, (Some(1_000), Some(2_000)), None);
        assert_eq!(
            (plain.started_at, plain.expired_at),
            (Some(1_000), Some(2_000))
        );
    }

    #[test]
    fn the_next_attempt_waits_stops_at_the_limit_and_after_a_pass() {
        let p = Policy::new(3, 600, 3_600, (None, None), None);
        assert_eq!(p.next_attempt(0, None, false, 0), NextAttempt::Open(1));
        assert_eq!(
            p.next_attempt(1, Some(1_000), false, 1_000),
            NextAttempt::WaitUntil(601_000)
        );
        assert_eq!(
            p.next_attempt(1, Some(1_000), false, 601_000),
            NextAttempt::Open(2)
        );
        assert_eq!(
            p.next_attempt(3, Some(1_000), false, 10_000_000),
            NextAttempt::NoneLeft
        );
        assert_eq!(
            p.next_attempt(1, Some(1_000), true, 10_000_000),
            NextAttempt::Passed
        );
    }
}
