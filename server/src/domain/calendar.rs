//! Days in China time (UTC+8, no daylight saving): the day number of a moment, a day's date text
//! and back, so reports group by the day a person in the centre would name.

const DAY_MS: i64 = 86_400_000;
const OFFSET_MS: i64 = 8 * 3_600_000;

/// The day (days since 1970-01-01, China time) a moment in ms falls on. A moment past the last
/// one `i64` holds (a number a client sent) counts as that last moment.
pub fn day_of_ms(ms: i64) -> i64 {
    ms.saturating_add(OFFSET_MS).div_euclid(DAY_MS)
}

/// The first moment (ms) of a day.
pub fn start_of_day(day: i64) -> i64 {
    day * DAY_MS - OFFSET_MS
}

/// 'YYYY-MM-DD' of a day (civil-from-days, Howard Hinnant).
pub fn date_of_day(day: i64) -> String {
    let z = day + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

/// 'YYYY-MM-DD' of the day a moment falls on.
pub fn date_of_ms(ms: i64) -> String {
    date_of_day(day_of_ms(ms))
}

/// 'YYYY-MM-DD HH:MM' of a moment, China time.
pub fn datetime_of_ms(ms: i64) -> String {
    let minutes = ms.saturating_add(OFFSET_MS).rem_euclid(DAY_MS) / 60_000;
    format!("{} {:02}:{:02}", date_of_ms(ms), minutes / 60, minutes % 60)
}

/// The day of a valid 'YYYY-MM-DD' (years 1900–2999), else None.
pub fn day_of_date(text: &str) -> Option<i64> {
    let b = text.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return None;
    }
    let num = |r: std::ops::Range<usize>| -> Option<i64> {
        let part = text.get(r)?;
        part.bytes()
            .all(|c| c.is_ascii_digit())
            .then(|| part.parse().ok())
            .flatten()
    };
    let (y, m, d) = (num(0..4)?, num(5..7)?, num(8..10)?);
    if !(1900..=2999).contains(&y) || !(1..=12).contains(&m) || d < 1 {
        return None;
    }
    // Days-from-civil (Howard Hinnant).
    let (yy, mm) = if m <= 2 { (y - 1, m + 9) } else { (y, m - 3) };
    let era = yy.div_euclid(400);
    let yoe = yy - era * 400;
    let doy = (153 * mm + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let day = era * 146_097 + doe - 719_468;
    // A day past the month's end (2026-02-30) reads back as another date.
    (date_of_day(day) == text).then_some(day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn any_moment_a_client_can_send_has_a_date() {
        for ms in [i64::MIN, -1, 0, i64::MAX - OFFSET_MS, i64::MAX] {
            let text = datetime_of_ms(ms);
            assert!(text.contains('-') && text.contains(':'), "{ms}: {text}");
        }
        assert_eq!(date_of_ms(0), "1970-01-01");
    }

    #[test]
    fn days_round_trip_in_china_time() {
        assert_eq!(date_of_day(0), "1970-01-01");
        assert_eq!(day_of_date("1970-01-01"), Some(0));
        assert_eq!(
            day_of_date("2026-11-24").map(date_of_day).as_deref(),
            Some("2026-11-24")
        );
        assert_eq!(
            day_of_date("2024-02-29").map(date_of_day).as_deref(),
            Some("2024-02-29")
        );
        for bad in [
            "2026-02-30",
            "2026-13-01",
            "2026-1-01",
            "20261124",
            "2026-11-2x",
            "１９９０-01-01",
        ] {
            assert_eq!(day_of_date(bad), None, "{bad}");
        }
        // 16:00 UTC is midnight in China: the next day starts.
        let day = day_of_date("2026-11-24").unwrap();
        assert_eq!(day_of_ms(start_of_day(day)), day);
        assert_eq!(day_of_ms(start_of_day(day) - 1), day - 1);
        assert_eq!(date_of_ms(start_of_day(day)), "2026-11-24");
    }
}
