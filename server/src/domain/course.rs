//! Course rules: lesson types, enrolment status and the learning-progress check.

use crate::refusals::{self, Refusal};

/// Kinds of lesson an item can be.
pub const ITEM_TYPES: [&str; 4] = ["TEXT", "IMAGE", "VIDEO", "AUDIO"];

/// Whether lessons of this type are watched or listened to over time (and need a duration).
pub fn is_timed(item_type: &str) -> bool {
    matches!(item_type, "VIDEO" | "AUDIO")
}

/// Course types (`type` of a course; schema `CourseType`): a certification class (认证班), whose
/// application asks for the certification documents, or a special-topic class (专题班).
pub const CERTIFICATION: i16 = 0;
pub const SPECIAL: i16 = 1;

/// A learner's completion of a course: lessons done out of all, in whole percent (rounded down,
/// so 100 means every lesson; a course without lessons is 0).
pub fn percent(done: i64, total: i64) -> i64 {
    if total <= 0 {
        return 0;
    }
    (done.clamp(0, total) * 100) / total
}

/// A timed lesson counts as completed once this share of it has been watched.
pub const COMPLETE_PERCENT: f64 = 90.0;
/// Seconds of slack for clock jitter and save latency.
pub const TOLERANCE_SECS: f64 = 10.0;
/// The fastest playback rate a player offers.
pub const MAX_RATE: f64 = 2.0;

/// What the learner's player reports.
#[derive(Debug, Clone, Copy)]
pub struct Report {
    pub position: f64,
    pub furthest: f64,
    pub progress: f64,
    pub completed: bool,
}

/// What is stored for the learner and item.
#[derive(Debug, Clone, Copy)]
pub struct Stored {
    pub furthest: f64,
    pub progress: i16,
    pub completed: bool,
    pub updated_at: i64,
}

/// The progress to store after a report, or why it is refused.
///
/// For a timed lesson (video, audio) with a known duration the furthest watched second cannot grow
/// faster than wall-clock time since the last save (at the fastest playback rate) plus a
/// tolerance, and the percentage follows from it; completion comes at 90 %. Progress never goes
/// back: the stored figures are kept when a report is lower.
pub fn next_progress(
    timed: bool,
    duration: Option<f64>,
    stored: Stored,
    report: Report,
    now: i64,
) -> Result<Stored, Refusal> {
    let finite = [report.position, report.furthest, report.progress]
        .iter()
        .all(|v| v.is_finite());
    if !finite
        || report.position < 0.0
        || report.furthest < 0.0
        || !(0.0..=100.0).contains(&report.progress)
    {
        return Err(refusals::PROGRESS_INVALID);
    }
    if !timed {
        let progress = (report.progress.round() as i16).max(stored.progress);
        let completed = stored.completed || report.completed || progress >= 100;
        let progress = if completed { 100 } else { progress };
        return Ok(Stored {
            furthest: 0.0,
            progress,
            completed,
            updated_at: now,
        });
    }
    let elapsed = ((now - stored.updated_at).max(0) as f64) / 1000.0;
    let allowed = stored.furthest + elapsed * MAX_RATE + TOLERANCE_SECS;
    if report.furthest > allowed && !stored.completed {
        return Err(refusals::PROGRESS_AHEAD_OF_CLOCK);
    }
    if let Some(d) = duration.filter(|d| *d > 0.0)
        && (report.furthest > d + TOLERANCE_SECS || report.position > d + TOLERANCE_SECS)
    {
        return Err(refusals::PROGRESS_INVALID);
    }
    let furthest = report.furthest.max(stored.furthest);
    // Without a known duration nothing proves the end was reached: such a lesson (made before
    // durations were measured) stops short of completion until its author saves it again.
    let watched = match duration.filter(|d| *d > 0.0) {
        Some(d) => (furthest / d * 100.0).min(100.0),
        None => report.progress.min(COMPLETE_PERCENT - 1.0),
    };
    let completed = stored.completed || watched >= COMPLETE_PERCENT;
    let progress = if completed {
        100
    } else {
        (watched.floor() as i16).max(stored.progress)
    };
    Ok(Stored {
        furthest,
        progress,
        completed,
        updated_at: now,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn completion_is_whole_percent_rounded_down() {
        assert_eq!(percent(0, 0), 0);
        assert_eq!(percent(2, 3), 66);
        assert_eq!(percent(3, 3), 100);
        assert_eq!(percent(5, 3), 100);
    }

    const T0: i64 = 1_000_000;

    fn fresh() -> Stored {
        Stored {
            furthest: 0.0,
            progress: 0,
            completed: false,
            updated_at: T0,
        }
    }

    fn report(furthest: f64) -> Report {
        Report {
            position: furthest,
            furthest,
            progress: 0.0,
            completed: false,
        }
    }

    #[test]
    fn a_timed_lesson_without_a_duration_is_never_completed_by_reports() {
        let claim = Report {
            position: 1.0,
            furthest: 1.0,
            progress: 100.0,
            completed: true,
        };
        let s = next_progress(true, None, fresh(), claim, T0 + 1_000).unwrap();
        assert_eq!((s.progress, s.completed), (89, false));
    }

    #[test]
    fn watching_in_real_time_is_accepted_and_completes_at_90_percent() {
        let s = next_progress(true, Some(100.0), fresh(), report(5.0), T0 + 5_000).unwrap();
        assert_eq!((s.progress, s.completed), (5, false));
        let s = next_progress(true, Some(100.0), s, report(50.0), T0 + 50_000).unwrap();
        assert_eq!(s.progress, 50);
        let s = next_progress(true, Some(100.0), s, report(90.0), T0 + 90_000).unwrap();
        assert_eq!((s.progress, s.completed), (100, true));
    }

    #[test]
    fn a_jump_ahead_of_the_clock_is_refused() {
        let err = next_progress(true, Some(600.0), fresh(), report(300.0), T0 + 5_000).unwrap_err();
        assert_eq!(err, refusals::PROGRESS_AHEAD_OF_CLOCK);
        // Double speed plus tolerance is the ceiling.
        assert!(next_progress(true, Some(600.0), fresh(), report(20.0), T0 + 5_000).is_ok());
        assert!(next_progress(true, Some(600.0), fresh(), report(20.5), T0 + 5_000).is_err());
    }

    #[test]
    fn progress_never_goes_back_and_completion_sticks() {
        let done = Stored {
            furthest: 95.0,
            progress: 100,
            completed: true,
            updated_at: T0,
        };
        let s = next_progress(true, Some(100.0), done, report(10.0), T0 + 1_000).unwrap();
        assert!(s.completed);
        assert_eq!(s.furthest, 95.0);
        let half = Stored {
            furthest: 50.0,
            progress: 50,
            completed: false,
            updated_at: T0,
        };
        let s = next_progress(true, Some(100.0), half, report(20.0), T0 + 1_000).unwrap();
        assert_eq!((s.furthest, s.progress), (50.0, 50));
    }

    #[test]
    fn nonsense_is_refused() {
        for bad in [
            Report {
                position: -1.0,
                furthest: 1.0,
                progress: 0.0,
                completed: false,
            },
            Report {
                position: 1.0,
                furthest: f64::NAN,
                progress: 0.0,
                completed: false,
            },
            Report {
                position: 1.0,
                furthest: 1.0,
                progress: 101.0,
                completed: false,
            },
        ] {
            assert_eq!(
                next_progress(true, None, fresh(), bad, T0).unwrap_err(),
                refusals::PROGRESS_INVALID
            );
        }
        assert!(next_progress(true, Some(30.0), fresh(), report(45.0), T0 + 60_000).is_err());
    }

    #[test]
    fn text_lessons_complete_when_saved_at_100() {
        let r = Report {
            position: 0.0,
            furthest: 0.0,
            progress: 100.0,
            completed: true,
        };
        let s = next_progress(false, None, fresh(), r, T0).unwrap();
        assert_eq!((s.progress, s.completed), (100, true));
    }
}
