//! The conduct record of an attempt: what the exam page reports, which reports count as leaving
//! the exam, and the exam's rule (a warning at each leave, the attempt submitted at the limit).

use serde::{Deserialize, Serialize};

/// The leaves that submit an attempt unless the exam sets another number (the specification's
/// three exits).
pub const DEFAULT_EXIT_LIMIT: i32 = 3;
/// The highest limit of leaves an exam may set (0: leaving never submits).
pub const EXIT_LIMIT_MAX: i32 = 20;
/// The events one attempt stores; later ones still count, unstored.
pub const EVENTS_MAX: u64 = 300;
/// Leaves reported within this many ms of the last counted one are one leave (a page hidden
/// is also a window blurred, a tab closed also a page hidden); only two exits the learner
/// confirmed one after the other are always two.
pub const DEBOUNCE_MS: i64 = 1_000;

/// What happened during an attempt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum EventKind {
    /// The learner left the exam page for another page (the spec's exit).
    Exit,
    /// The page was hidden (another tab or app, the screen off).
    Hidden,
    /// The window lost focus (another window in front).
    Blur,
    /// Full screen was left.
    FullscreenExit,
    /// A copy was tried.
    Copy,
    /// A paste was tried.
    Paste,
    /// The context menu was opened.
    ContextMenu,
    /// The camera an exam asks for was refused, missing or lost.
    CameraOff,
    /// A teacher voided the attempt (recorded by the server only).
    Voided,
    /// A teacher reopened the attempt (recorded by the server only).
    Reopened,
}

impl EventKind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Exit => "exit",
            Self::Hidden => "hidden",
            Self::Blur => "blur",
            Self::FullscreenExit => "fullscreenExit",
            Self::Copy => "copy",
            Self::Paste => "paste",
            Self::ContextMenu => "contextMenu",
            Self::CameraOff => "cameraOff",
            Self::Voided => "voided",
            Self::Reopened => "reopened",
        }
    }

    pub fn parse(name: &str) -> Option<Self> {
        [
            Self::Exit,
            Self::Hidden,
            Self::Blur,
            Self::FullscreenExit,
            Self::Copy,
            Self::Paste,
            Self::ContextMenu,
            Self::CameraOff,
            Self::Voided,
            Self::Reopened,
        ]
        .into_iter()
        .find(|k| k.as_str() == name)
    }

    /// May the exam page report it (the teacher's decisions are the server's)?
    pub fn reported(self) -> bool {
        !matches!(self, Self::Voided | Self::Reopened)
    }

    /// Is it leaving the exam? Full screen left only when the exam requires it.
    pub fn leaves(self, require_fullscreen: bool) -> bool {
        match self {
            Self::Exit | Self::Hidden | Self::Blur => true,
            Self::FullscreenExit => require_fullscreen,
            _ => false,
        }
    }
}

/// Does a report at `now` count toward the limit, the last counted leave being `last` (its
/// kind and time)?
pub fn counts(
    kind: EventKind,
    require_fullscreen: bool,
    last: Option<(EventKind, i64)>,
    now: i64,
) -> bool {
    kind.leaves(require_fullscreen)
        && last.is_none_or(|(previous, at)| {
            now - at >= DEBOUNCE_MS || (kind == EventKind::Exit && previous == EventKind::Exit)
        })
}

/// Does the `count`th leave submit the attempt under the exam's `limit`?
pub fn ends(count: i32, limit: i32) -> bool {
    limit > 0 && count >= limit
}

/// An attempt of an exam that asks for the camera is given one random still per started
/// `SNAPSHOT_SPACING_MS` of its time (besides the one at its start), at most `SNAPSHOTS_RANDOM`.
pub const SNAPSHOT_SPACING_MS: i64 = 20 * 60_000;
pub const SNAPSHOTS_RANDOM: i64 = 5;
/// No random still falls this close to the attempt's start or deadline.
pub const SNAPSHOT_MARGIN_MS: i64 = 60_000;

/// When an attempt from `start` to `deadline` is asked for its stills: at its start, then at one
/// random moment in each of equal slices of its time (less the margins), `draw` giving a number
/// in [0, 1) per slice. An attempt too short for the margins has the first still only.
pub fn snapshot_moments(start: i64, deadline: i64, mut draw: impl FnMut() -> f64) -> Vec<i64> {
    let mut moments = vec![start];
    let (low, high) = (start + SNAPSHOT_MARGIN_MS, deadline - SNAPSHOT_MARGIN_MS);
    if high <= low {
        return moments;
    }
    let slices = ((deadline - start + SNAPSHOT_SPACING_MS - 1) / SNAPSHOT_SPACING_MS)
        .clamp(1, SNAPSHOTS_RANDOM);
    let width = (high - low) / slices;
    for slice in 0..slices {
        let offset = (draw().clamp(0.0, 1.0) * width as f64) as i64;
        moments.push(low + slice * width + offset.min(width - 1).max(0));
    }
    moments
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leaves_count_once_per_moment_and_full_screen_only_when_required() {
        let hidden = |at| Some((EventKind::Hidden, at));
        assert!(counts(EventKind::Hidden, false, None, 10_000));
        assert!(
            !counts(EventKind::Blur, false, hidden(9_500), 10_000),
            "the same leave"
        );
        assert!(counts(EventKind::Blur, false, hidden(8_000), 10_000));
        assert!(
            !counts(EventKind::Exit, false, hidden(9_990), 10_000),
            "a tab closed"
        );
        let exit = Some((EventKind::Exit, 9_999));
        assert!(
            counts(EventKind::Exit, false, exit, 10_000),
            "two confirmed exits"
        );
        assert!(!counts(EventKind::Hidden, false, exit, 10_000));
        assert!(!counts(EventKind::FullscreenExit, false, None, 10_000));
        assert!(counts(EventKind::FullscreenExit, true, None, 10_000));
        for kind in [EventKind::Copy, EventKind::Paste, EventKind::ContextMenu] {
            assert!(
                !counts(kind, true, None, 10_000),
                "{kind:?} is recorded only"
            );
        }
    }

    #[test]
    fn stills_fall_one_per_slice_inside_the_margins() {
        let minute = 60_000;
        // 60 minutes: three slices of (60 - 2) / 3 minutes after the first minute.
        let at_start = snapshot_moments(0, 60 * minute, || 0.0);
        assert_eq!(
            at_start,
            vec![
                0,
                minute,
                minute + 58 * minute / 3,
                minute + 2 * (58 * minute / 3)
            ]
        );
        let late = snapshot_moments(0, 60 * minute, || 0.999_999);
        assert_eq!(late.len(), 4);
        for (slice, at) in late[1..].iter().enumerate() {
            let width = 58 * minute / 3;
            let slice_start = minute + slice as i64 * width;
            assert!(
                (slice_start..slice_start + width).contains(at),
                "{at} in slice {slice}"
            );
        }
        assert!(late.iter().all(|&at| at <= 59 * minute));
        // A long exam has at most five random stills; a very short one the first only.
        assert_eq!(snapshot_moments(0, 300 * minute, || 0.5).len(), 6);
        assert_eq!(snapshot_moments(0, 2 * minute, || 0.5), vec![0]);
        assert_eq!(snapshot_moments(1_000, 10 * minute, || 0.5).len(), 2);
        // Different draws, different moments.
        let mut n = 0.0;
        let a = snapshot_moments(0, 60 * minute, || 0.1);
        let b = snapshot_moments(0, 60 * minute, || {
            n += 0.3;
            n
        });
        assert_ne!(a, b);
    }

    #[test]
    fn the_limit_submits_and_zero_never_does() {
        assert!(!ends(2, 3));
        assert!(ends(3, 3));
        assert!(!ends(100, 0));
    }

    #[test]
    fn names_round_trip_and_decisions_are_the_server_s() {
        for name in [
            "exit",
            "hidden",
            "blur",
            "fullscreenExit",
            "copy",
            "paste",
            "contextMenu",
            "cameraOff",
            "voided",
            "reopened",
        ] {
            assert_eq!(EventKind::parse(name).map(EventKind::as_str), Some(name));
        }
        assert_eq!(EventKind::parse("print"), None);
        assert!(EventKind::Copy.reported());
        assert!(!EventKind::Voided.reported());
    }
}
