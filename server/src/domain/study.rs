//! Study hours (学时): the rules by which the server credits a study session. The page reports,
//! every few seconds, what the interval since its last report was like (playing, visible, focused,
//! at which rate, how long since the last input); the server credits each accepted report with
//! at most the wall-clock time since the last accepted report of that session — its own clock,
//! never the page's — and records every millisecond it does not credit with the reason.

use serde::Serialize;

use crate::refusals::{self, Refusal};

/// Slack for the network between two heartbeats: the most a heartbeat can account for is the
/// interval plus this.
pub const GRACE_MS: i64 = 5_000;

/// Why time was credited or not: every accounted millisecond of a session has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// Credited to the lesson.
    Credited,
    /// The page was hidden (another tab, the screen off).
    Hidden,
    /// The window had no focus.
    Unfocused,
    /// A text or image lesson with no input for the course's idle time.
    Idle,
    /// Played faster than the course allows.
    Rate,
    /// A video or audio lesson not playing.
    Paused,
    /// The lesson is already credited in full.
    Complete,
    /// The learner is not enrolled in the course (a trial course).
    NotEnrolled,
    /// Time beyond the heartbeat interval: the page was away (asleep, offline, throttled).
    Gap,
    /// Reported after the session was taken over by another window or device.
    Superseded,
    /// Waiting for the answer to an attention check.
    CheckPending,
    /// The stretch since the last passed attention check, withdrawn when a check was missed.
    CheckMissed,
    /// Reported after the session had ended.
    Ended,
    /// The snapshot the server asked the camera for did not arrive in time (camera refused).
    Camera,
    /// Withdrawn when a reviewer marked the session 非本人 (not the learner).
    NotSelf,
}

impl Reason {
    pub const ALL: [Reason; 15] = [
        Self::Credited,
        Self::Hidden,
        Self::Unfocused,
        Self::Idle,
        Self::Rate,
        Self::Paused,
        Self::Complete,
        Self::NotEnrolled,
        Self::Gap,
        Self::Superseded,
        Self::CheckPending,
        Self::CheckMissed,
        Self::Ended,
        Self::Camera,
        Self::NotSelf,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Credited => "credited",
            Self::Hidden => "hidden",
            Self::Unfocused => "unfocused",
            Self::Idle => "idle",
            Self::Rate => "rate",
            Self::Paused => "paused",
            Self::Complete => "complete",
            Self::NotEnrolled => "not_enrolled",
            Self::Gap => "gap",
            Self::Superseded => "superseded",
            Self::CheckPending => "check_pending",
            Self::CheckMissed => "check_missed",
            Self::Ended => "ended",
            Self::Camera => "camera",
            Self::NotSelf => "not_self",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|r| r.as_str() == text)
    }
}

/// Why a study session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The learner opened a lesson in another window or on another device.
    Superseded,
    /// An attention check was not answered in time.
    CheckMissed,
    /// The learner left the lesson page.
    Left,
}

impl End {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Superseded => "superseded",
            Self::CheckMissed => "check_missed",
            Self::Left => "left",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        [Self::Superseded, Self::CheckMissed, Self::Left]
            .into_iter()
            .find(|e| e.as_str() == text)
    }

    /// What a page that reports for an ended session is told.
    pub fn refusal(self) -> Refusal {
        match self {
            Self::Superseded => refusals::STUDY_SUPERSEDED,
            Self::CheckMissed => refusals::STUDY_CHECK_MISSED,
            Self::Left => refusals::STUDY_SESSION_ENDED,
        }
    }

    /// The reason time reported after this end is recorded under.
    fn reason(self) -> Reason {
        match self {
            Self::Superseded => Reason::Superseded,
            Self::CheckMissed => Reason::CheckMissed,
            Self::Left => Reason::Ended,
        }
    }
}

/// A course's study rules; a course that set none has the defaults.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Rules {
    /// Seconds between two heartbeats (15–60).
    pub heartbeat_secs: i32,
    /// Seconds without input after which a text or image lesson earns nothing (60–1800).
    pub idle_secs: i32,
    /// The fastest playback rate that still earns, in percent (100–200).
    pub max_rate_pct: i32,
    /// Attention checks come after a random share of study time between these minutes (0 and 0:
    /// no checks; else 1–120, the least not above the most).
    pub check_min_minutes: i32,
    pub check_max_minutes: i32,
    /// Seconds the learner has to answer a check (10–300).
    pub check_countdown_secs: i32,
    /// The most a text or image lesson earns, in minutes (1–120).
    pub read_cap_minutes: i32,
    /// The 学时 the course requires (0: none; at most 1000).
    pub required_periods: i32,
    /// Camera presence (随机抓拍): a still at the start of each session and after a random share
    /// of study between these minutes (1–120, the least not above the most).
    pub camera_required: bool,
    pub snapshot_min_minutes: i32,
    pub snapshot_max_minutes: i32,
}

impl Default for Rules {
    fn default() -> Self {
        Self {
            heartbeat_secs: 30,
            idle_secs: 300,
            max_rate_pct: 100,
            check_min_minutes: 10,
            check_max_minutes: 20,
            check_countdown_secs: 60,
            read_cap_minutes: 10,
            required_periods: 0,
            camera_required: false,
            snapshot_min_minutes: 5,
            snapshot_max_minutes: 15,
        }
    }
}

impl Rules {
    /// Each field outside its range, with the spec's message (field, refusal).
    pub fn problems(&self) -> Vec<(&'static str, refusals::Message)> {
        let range = |field, value: i32, lo: i32, hi: i32| {
            (!(lo..=hi).contains(&value)).then(|| {
                (
                    field,
                    refusals::STUDY_RULE_RANGE.with("min", lo).with("max", hi),
                )
            })
        };
        let checks_off = self.check_min_minutes == 0 && self.check_max_minutes == 0;
        let mut out: Vec<_> = [
            range("heartbeatSecs", self.heartbeat_secs, 15, 60),
            range("idleSecs", self.idle_secs, 60, 1800),
            range("maxRatePct", self.max_rate_pct, 100, 200),
            range("checkCountdownSecs", self.check_countdown_secs, 10, 300),
            range("readCapMinutes", self.read_cap_minutes, 1, 120),
            range("requiredPeriods", self.required_periods, 0, 1000),
            range("snapshotMinMinutes", self.snapshot_min_minutes, 1, 120),
            range("snapshotMaxMinutes", self.snapshot_max_minutes, 1, 120),
        ]
        .into_iter()
        .flatten()
        .collect();
        if !checks_off {
            out.extend(range("checkMinMinutes", self.check_min_minutes, 1, 120));
            out.extend(range("checkMaxMinutes", self.check_max_minutes, 1, 120));
            if self.check_min_minutes > self.check_max_minutes {
                out.push(("checkMaxMinutes", refusals::STUDY_CHECK_RANGE_ORDER.into()));
            }
        }
        if self.snapshot_min_minutes > self.snapshot_max_minutes {
            out.push((
                "snapshotMaxMinutes",
                refusals::STUDY_SNAPSHOT_RANGE_ORDER.into(),
            ));
        }
        out
    }

    pub fn checks(&self) -> bool {
        self.check_max_minutes > 0
    }

    /// The most one heartbeat accounts for.
    pub fn span_cap_ms(&self) -> i64 {
        i64::from(self.heartbeat_secs) * 1000 + GRACE_MS
    }

    /// When the next attention check is due, in credited milliseconds of the session: `credited`
    /// plus a share of the range drawn by `draw` (0 ≤ draw < 1). None without checks.
    pub fn next_check(&self, credited_ms: i64, draw: f64) -> Option<i64> {
        self.checks().then(|| {
            drawn(
                credited_ms,
                (self.check_min_minutes, self.check_max_minutes),
                draw,
            )
        })
    }

    /// When the next snapshot is asked for, in credited milliseconds of the session: `credited`
    /// plus a share of the range drawn by `draw` (0 ≤ draw < 1). None without camera presence.
    pub fn next_snapshot(&self, credited_ms: i64, draw: f64) -> Option<i64> {
        self.camera_required.then(|| {
            drawn(
                credited_ms,
                (self.snapshot_min_minutes, self.snapshot_max_minutes),
                draw,
            )
        })
    }

    /// The deadline of a check issued now.
    pub fn check_deadline(&self, now: i64) -> i64 {
        now + i64::from(self.check_countdown_secs) * 1000 + GRACE_MS
    }
}

/// `credited_ms` plus a share `draw` (0 ≤ draw < 1) of the range between `minutes`, in ms.
fn drawn(credited_ms: i64, (min, max): (i32, i32), draw: f64) -> i64 {
    let (lo, hi) = (i64::from(min) * 60_000, i64::from(max) * 60_000);
    credited_ms + lo + ((hi - lo) as f64 * draw.clamp(0.0, 1.0)) as i64
}

/// How long the page has to send the still the server asked for, from the moment it was asked.
pub const SNAPSHOT_WINDOW_MS: i64 = 60_000;

/// The deadline of a snapshot asked for at `now`.
pub fn snapshot_deadline(now: i64) -> i64 {
    now + SNAPSHOT_WINDOW_MS + GRACE_MS
}

/// What the page reports about the interval since its previous heartbeat.
#[derive(Clone, Copy, Debug)]
pub struct Beat {
    /// Increasing within the session; a heartbeat not above the last accepted one is a replay.
    pub seq: i64,
    pub playing: bool,
    pub visible: bool,
    pub focused: bool,
    /// The playback rate (1 = normal speed).
    pub rate: f64,
    /// Milliseconds since the learner's last input (click, key, scroll, touch).
    pub last_input_age_ms: i64,
}

/// The lesson a heartbeat is for.
#[derive(Clone, Copy, Debug)]
pub struct Lesson {
    /// A video or audio lesson (else text or image).
    pub timed: bool,
    /// What the lesson can earn in all: its length, or the course's cap for reading.
    pub full_ms: i64,
    /// What the learner has been credited for it so far.
    pub credited_ms: i64,
    /// Is the learner enrolled (a trial course is open to learners who are not)?
    pub enrolled: bool,
}

/// A session as the crediting rule sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Session {
    /// The server's time of the last accepted heartbeat (the opening, before the first).
    pub last_beat_at: i64,
    pub last_seq: i64,
    pub ended: Option<End>,
    /// The deadline of the attention check waiting for an answer.
    pub check_deadline: Option<i64>,
    /// What the session has credited.
    pub credited_ms: i64,
    /// When (in credited milliseconds) the next check is due.
    pub next_check_at_ms: Option<i64>,
    /// The deadline of the snapshot the server waits for.
    pub snapshot_deadline: Option<i64>,
    /// When (in credited milliseconds) the next snapshot is due.
    pub next_snapshot_at_ms: Option<i64>,
}

/// What the server makes of a heartbeat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Not above the last accepted heartbeat: nothing is accounted.
    Replay,
    /// The session had ended: the time is recorded under the end's reason, nothing credited.
    Ended { end: End, spans: Vec<(Reason, i64)> },
    /// The waiting check's deadline passed: the session ends and the stretch since the last
    /// passed check is withdrawn (by the caller, from what it recorded).
    CheckMissed { spans: Vec<(Reason, i64)> },
    /// Accounted: each span with its reason (what is credited under `Credited`), and whether an
    /// attention check or a snapshot is now due.
    Accepted {
        spans: Vec<(Reason, i64)>,
        check_due: bool,
        snapshot_due: bool,
    },
}

impl Outcome {
    /// Milliseconds credited.
    pub fn credited_ms(&self) -> i64 {
        match self {
            Self::Accepted { spans, .. } => spans
                .iter()
                .filter(|(r, _)| *r == Reason::Credited)
                .map(|(_, ms)| ms)
                .sum(),
            _ => 0,
        }
    }
}

/// Accounts a heartbeat received at `now` (the server's clock). The time since the last accepted
/// heartbeat is accounted once: up to the interval (plus `GRACE_MS`) under the interval's reason,
/// the rest as `Gap`; so however many heartbeats arrive, a session never earns more than the
/// wall-clock time.
pub fn account(
    rules: &Rules,
    session: &mut Session,
    beat: &Beat,
    lesson: &Lesson,
    now: i64,
) -> Outcome {
    if beat.seq <= session.last_seq {
        return Outcome::Replay;
    }
    let elapsed = (now - session.last_beat_at).max(0);
    let span = elapsed.min(rules.span_cap_ms());
    let gap = (elapsed - span, Reason::Gap);
    session.last_beat_at = now.max(session.last_beat_at);
    session.last_seq = beat.seq;
    let spans = |pairs: &[(i64, Reason)]| -> Vec<(Reason, i64)> {
        pairs
            .iter()
            .filter(|(ms, _)| *ms > 0)
            .map(|(ms, r)| (*r, *ms))
            .collect()
    };
    if let Some(end) = session.ended {
        return Outcome::Ended {
            end,
            spans: spans(&[(elapsed, end.reason())]),
        };
    }
    if let Some(deadline) = session.check_deadline {
        if now > deadline {
            session.ended = Some(End::CheckMissed);
            session.check_deadline = None;
            return Outcome::CheckMissed {
                spans: spans(&[(elapsed, Reason::CheckMissed)]),
            };
        }
        return Outcome::Accepted {
            spans: spans(&[(span, Reason::CheckPending), gap]),
            check_due: false,
            snapshot_due: false,
        };
    }
    if session.snapshot_deadline.is_some_and(|d| now > d) {
        return Outcome::Accepted {
            spans: spans(&[(span, Reason::Camera), gap]),
            check_due: false,
            snapshot_due: false,
        };
    }
    let fast = beat.rate * 100.0 > f64::from(rules.max_rate_pct) + 1.0;
    let discard = [
        (!lesson.enrolled, Reason::NotEnrolled),
        (!beat.visible, Reason::Hidden),
        (!beat.focused, Reason::Unfocused),
        (fast || !beat.rate.is_finite(), Reason::Rate),
        (lesson.timed && !beat.playing, Reason::Paused),
        (
            !lesson.timed && beat.last_input_age_ms > i64::from(rules.idle_secs) * 1000,
            Reason::Idle,
        ),
    ]
    .into_iter()
    .find_map(|(holds, reason)| holds.then_some(reason));
    if let Some(reason) = discard {
        return Outcome::Accepted {
            spans: spans(&[(span, reason), gap]),
            check_due: false,
            snapshot_due: false,
        };
    }
    let credit = span.min((lesson.full_ms - lesson.credited_ms).max(0));
    session.credited_ms += credit;
    let due = |at: Option<i64>| at.is_some_and(|due| session.credited_ms >= due);
    Outcome::Accepted {
        spans: spans(&[
            (credit, Reason::Credited),
            (span - credit, Reason::Complete),
            gap,
        ]),
        check_due: due(session.next_check_at_ms),
        snapshot_due: session.snapshot_deadline.is_none() && due(session.next_snapshot_at_ms),
    }
}

/// `tenths` of a 学时 written with at most one decimal ("2", "2.5").
fn tenths_text(tenths: i64) -> String {
    if tenths % 10 == 0 {
        (tenths / 10).to_string()
    } else {
        format!("{}.{}", tenths / 10, tenths % 10)
    }
}

/// The 学时 `credited_ms` make when one 学时 is `period_minutes` long: tenths rounded down
/// ("2.5"), so a learner is never shown more than was credited.
pub fn credited_periods(credited_ms: i64, period_minutes: i64) -> String {
    let period_ms = period_minutes.max(1) * 60_000;
    tenths_text(credited_ms.max(0) * 10 / period_ms)
}

/// How many 学时 are still missing of `required` when `credited_ms` are credited and one 学时 is
/// `period_minutes` long: tenths rounded up ("2.5"), None when none is missing.
pub fn missing_periods(required: i32, credited_ms: i64, period_minutes: i64) -> Option<String> {
    let period_ms = period_minutes.max(1) * 60_000;
    let missing_ms = i64::from(required) * period_ms - credited_ms;
    if required <= 0 || missing_ms <= 0 {
        return None;
    }
    Some(tenths_text((missing_ms * 10 + period_ms - 1) / period_ms))
}

/// Whether an answer to the waiting check at `now` passes it (in time) or misses it.
pub fn answer_in_time(session: &Session, now: i64) -> bool {
    session
        .check_deadline
        .is_some_and(|deadline| now <= deadline)
}

#[cfg(test)]
mod tests {
    use super::*;

    const T0: i64 = 1_800_000_000_000;

    fn session() -> Session {
        Session {
            last_beat_at: T0,
            last_seq: 0,
            ended: None,
            check_deadline: None,
            credited_ms: 0,
            next_check_at_ms: None,
            snapshot_deadline: None,
            next_snapshot_at_ms: None,
        }
    }

    fn beat(seq: i64) -> Beat {
        Beat {
            seq,
            playing: true,
            visible: true,
            focused: true,
            rate: 1.0,
            last_input_age_ms: 0,
        }
    }

    const VIDEO: Lesson = Lesson {
        timed: true,
        full_ms: 600_000,
        credited_ms: 0,
        enrolled: true,
    };

    fn spans(outcome: &Outcome) -> Vec<(Reason, i64)> {
        match outcome {
            Outcome::Accepted { spans, .. }
            | Outcome::Ended { spans, .. }
            | Outcome::CheckMissed { spans } => spans.clone(),
            Outcome::Replay => Vec::new(),
        }
    }

    #[test]
    fn a_heartbeat_earns_at_most_the_interval_and_the_rest_is_a_gap() {
        let rules = Rules::default();
        let mut s = session();
        let o = account(&rules, &mut s, &beat(1), &VIDEO, T0 + 30_000);
        assert_eq!(spans(&o), vec![(Reason::Credited, 30_000)]);
        let o = account(&rules, &mut s, &beat(2), &VIDEO, T0 + 150_000);
        assert_eq!(
            spans(&o),
            vec![(Reason::Credited, 35_000), (Reason::Gap, 85_000)]
        );
        assert_eq!(s.credited_ms, 65_000);
        assert_eq!(s.last_beat_at, T0 + 150_000);
    }

    #[test]
    fn hidden_unfocused_too_fast_paused_and_idle_earn_nothing() {
        let rules = Rules::default();
        let text = Lesson {
            timed: false,
            ..VIDEO
        };
        let cases = [
            (
                Beat {
                    visible: false,
                    ..beat(1)
                },
                VIDEO,
                Reason::Hidden,
            ),
            (
                Beat {
                    focused: false,
                    ..beat(1)
                },
                VIDEO,
                Reason::Unfocused,
            ),
            (
                Beat {
                    rate: 1.5,
                    ..beat(1)
                },
                VIDEO,
                Reason::Rate,
            ),
            (
                Beat {
                    rate: f64::NAN,
                    ..beat(1)
                },
                VIDEO,
                Reason::Rate,
            ),
            (
                Beat {
                    playing: false,
                    ..beat(1)
                },
                VIDEO,
                Reason::Paused,
            ),
            (
                Beat {
                    last_input_age_ms: 301_000,
                    ..beat(1)
                },
                text,
                Reason::Idle,
            ),
            (
                beat(1),
                Lesson {
                    enrolled: false,
                    ..VIDEO
                },
                Reason::NotEnrolled,
            ),
        ];
        for (b, lesson, reason) in cases {
            let mut s = session();
            let o = account(&rules, &mut s, &b, &lesson, T0 + 20_000);
            assert_eq!(spans(&o), vec![(reason, 20_000)], "{reason:?}");
            assert_eq!(s.credited_ms, 0);
        }
        // A video plays without input; a text lesson read (paused is the video's word) earns.
        let mut s = session();
        let idle_video = Beat {
            last_input_age_ms: 3_600_000,
            ..beat(1)
        };
        assert_eq!(
            account(&rules, &mut s, &idle_video, &VIDEO, T0 + 20_000).credited_ms(),
            20_000
        );
        let mut s = session();
        let reading = Beat {
            playing: false,
            ..beat(1)
        };
        assert_eq!(
            account(&rules, &mut s, &reading, &text, T0 + 20_000).credited_ms(),
            20_000
        );
        // Twice the speed earns where the course allows it.
        let fast = Rules {
            max_rate_pct: 200,
            ..rules
        };
        let mut s = session();
        let double = Beat {
            rate: 2.0,
            ..beat(1)
        };
        assert_eq!(
            account(&fast, &mut s, &double, &VIDEO, T0 + 20_000).credited_ms(),
            20_000
        );
    }

    #[test]
    fn a_replayed_or_out_of_order_heartbeat_accounts_nothing() {
        let rules = Rules::default();
        let mut s = session();
        account(&rules, &mut s, &beat(5), &VIDEO, T0 + 30_000);
        let before = s;
        for seq in [5, 4, 1] {
            let o = account(&rules, &mut s, &beat(seq), &VIDEO, T0 + 60_000);
            assert_eq!(o, Outcome::Replay);
            assert_eq!(s, before, "nothing moves");
        }
    }

    #[test]
    fn fifty_heartbeats_at_one_instant_earn_the_wall_clock_once() {
        let rules = Rules::default();
        let mut s = session();
        let total: i64 = (1..=50)
            .map(|seq| account(&rules, &mut s, &beat(seq), &VIDEO, T0 + 30_000).credited_ms())
            .sum();
        assert_eq!(total, 30_000);
        assert_eq!(s.credited_ms, 30_000);
    }

    #[test]
    fn a_lesson_earns_up_to_its_length() {
        let rules = Rules::default();
        let mut s = session();
        let nearly = Lesson {
            credited_ms: 590_000,
            ..VIDEO
        };
        let o = account(&rules, &mut s, &beat(1), &nearly, T0 + 30_000);
        assert_eq!(
            spans(&o),
            vec![(Reason::Credited, 10_000), (Reason::Complete, 20_000)]
        );
    }

    #[test]
    fn a_taken_over_session_earns_nothing_and_says_so() {
        let rules = Rules::default();
        let mut s = Session {
            ended: Some(End::Superseded),
            ..session()
        };
        let o = account(&rules, &mut s, &beat(1), &VIDEO, T0 + 30_000);
        assert_eq!(
            o,
            Outcome::Ended {
                end: End::Superseded,
                spans: vec![(Reason::Superseded, 30_000)]
            }
        );
        assert_eq!(End::Superseded.refusal(), refusals::STUDY_SUPERSEDED);
    }

    #[test]
    fn a_check_comes_due_pauses_the_credit_and_a_missed_one_ends_the_session() {
        let rules = Rules::default();
        let mut s = Session {
            next_check_at_ms: rules.next_check(0, 0.0),
            ..session()
        };
        assert_eq!(s.next_check_at_ms, Some(600_000));
        let mut now = T0;
        let mut due = false;
        for seq in 1..=20 {
            now += 30_000;
            if let Outcome::Accepted { check_due, .. } = account(
                &rules,
                &mut s,
                &beat(seq),
                &Lesson {
                    full_ms: i64::MAX,
                    ..VIDEO
                },
                now,
            ) {
                due = check_due;
            }
        }
        assert!(due, "due once 10 minutes are credited");
        s.check_deadline = Some(rules.check_deadline(now));
        now += 30_000;
        let o = account(&rules, &mut s, &beat(21), &VIDEO, now);
        assert_eq!(spans(&o), vec![(Reason::CheckPending, 30_000)]);
        assert!(answer_in_time(&s, now));
        now += 60_000;
        assert!(!answer_in_time(&s, now));
        let o = account(&rules, &mut s, &beat(22), &VIDEO, now);
        assert_eq!(
            o,
            Outcome::CheckMissed {
                spans: vec![(Reason::CheckMissed, 60_000)]
            }
        );
        assert_eq!(s.ended, Some(End::CheckMissed));
    }

    #[test]
    fn an_overdue_snapshot_credits_nothing_and_the_next_comes_due_with_the_credit() {
        let rules = Rules {
            camera_required: true,
            ..Rules::default()
        };
        assert_eq!(Rules::default().next_snapshot(0, 0.5), None);
        assert_eq!(rules.next_snapshot(1_000, 0.0), Some(301_000));
        assert_eq!(rules.next_snapshot(1_000, 1.0), Some(901_000));
        let mut s = Session {
            snapshot_deadline: Some(snapshot_deadline(T0)),
            next_snapshot_at_ms: Some(60_000),
            ..session()
        };
        // Before its deadline the still may still come: the interval earns, and no second
        // still is asked for while one is awaited.
        let o = account(&rules, &mut s, &beat(1), &VIDEO, T0 + 30_000);
        assert_eq!(spans(&o), vec![(Reason::Credited, 30_000)]);
        let o = account(&rules, &mut s, &beat(2), &VIDEO, T0 + 65_000);
        assert!(matches!(
            o,
            Outcome::Accepted {
                snapshot_due: false,
                ..
            }
        ));
        // Past it: nothing, whatever the page reports.
        let o = account(&rules, &mut s, &beat(3), &VIDEO, T0 + 95_000);
        assert_eq!(spans(&o), vec![(Reason::Camera, 30_000)]);
        // The still arrived: the next is due once the session credited a minute.
        s.snapshot_deadline = None;
        let o = account(&rules, &mut s, &beat(4), &VIDEO, T0 + 125_000);
        assert_eq!(s.credited_ms, 95_000);
        assert!(matches!(
            o,
            Outcome::Accepted {
                snapshot_due: true,
                ..
            }
        ));
        let bad = Rules {
            snapshot_min_minutes: 20,
            snapshot_max_minutes: 10,
            ..rules
        };
        assert_eq!(
            bad.problems(),
            vec![(
                "snapshotMaxMinutes",
                refusals::STUDY_SNAPSHOT_RANGE_ORDER.into()
            )]
        );
    }

    #[test]
    fn checks_are_drawn_within_the_courses_range() {
        let rules = Rules::default();
        assert_eq!(rules.next_check(1_000, 0.0), Some(601_000));
        assert_eq!(rules.next_check(1_000, 1.0), Some(1_201_000));
        let off = Rules {
            check_min_minutes: 0,
            check_max_minutes: 0,
            ..rules
        };
        assert_eq!(off.next_check(0, 0.5), None);
        assert!(off.problems().is_empty());
    }

    #[test]
    fn the_hours_still_missing_are_rounded_up_to_a_tenth() {
        assert_eq!(missing_periods(0, 0, 45), None);
        assert_eq!(missing_periods(2, 2 * 45 * 60_000, 45), None);
        assert_eq!(missing_periods(2, 0, 45).as_deref(), Some("2"));
        assert_eq!(
            missing_periods(2, 45 * 60_000 + 1, 45).as_deref(),
            Some("1")
        );
        assert_eq!(
            missing_periods(3, 45 * 60_000 + 60_000, 45).as_deref(),
            Some("2")
        );
        assert_eq!(
            missing_periods(3, 45 * 60_000 - 60_000, 45).as_deref(),
            Some("2.1")
        );
    }

    #[test]
    fn the_hours_credited_are_rounded_down_to_a_tenth() {
        assert_eq!(credited_periods(0, 45), "0");
        assert_eq!(credited_periods(45 * 60_000 - 1, 45), "0.9");
        assert_eq!(credited_periods(45 * 60_000, 45), "1");
        assert_eq!(credited_periods(2 * 45 * 60_000 + 27 * 60_000, 45), "2.6");
        assert_eq!(credited_periods(-5, 45), "0");
    }

    #[test]
    fn rules_out_of_range_are_named_field_by_field() {
        let bad = Rules {
            heartbeat_secs: 5,
            max_rate_pct: 300,
            check_min_minutes: 30,
            check_max_minutes: 20,
            ..Rules::default()
        };
        let fields: Vec<&str> = bad.problems().iter().map(|(f, _)| *f).collect();
        assert_eq!(
            fields,
            vec!["heartbeatSecs", "maxRatePct", "checkMaxMinutes"]
        );
        assert!(Rules::default().problems().is_empty());
    }
}
