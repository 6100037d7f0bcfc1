//! The one calendar date of the crate: a day in UTC, as the records'
//! `Date` tag, the bests and the set-aside files' names write it.

use std::fmt;

/// A day of the calendar (UTC), written `YYYY.MM.DD` as the records' `Date`
/// tag is. Always valid: year 0000–9999, month 01–12, day 01–31 (the
/// records' own check).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    year: u16,
    month: u8,
    day: u8,
}

impl Date {
    /// 1970.01.01, for a day outside the years 0–9999 (a clock gone wrong).
    pub const EPOCH: Date = Date {
        year: 1970,
        month: 1,
        day: 1,
    };

    pub fn new(year: u16, month: u8, day: u8) -> Option<Date> {
        (year <= 9999 && (1..=12).contains(&month) && (1..=31).contains(&day)).then_some(Date {
            year,
            month,
            day,
        })
    }

    /// Today in UTC, so a date does not depend on the machine's time zone.
    pub fn today() -> Date {
        let seconds = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        Date::of_day(i64::try_from(seconds / 86_400).unwrap_or(i64::MAX))
    }

    /// The day `days` after 1970-01-01 (the proleptic Gregorian calendar;
    /// Howard Hinnant's `civil_from_days`); outside years 0–9999, the epoch.
    pub fn of_day(days: i64) -> Date {
        if !(-719_528..=2_932_896).contains(&days) {
            return Date::EPOCH;
        }
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = doy - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        let year = yoe + era * 400 + i64::from(month <= 2);
        let (Ok(year), Ok(month), Ok(day)) =
            (u16::try_from(year), u8::try_from(month), u8::try_from(day))
        else {
            return Date::EPOCH;
        };
        Date::new(year, month, day).unwrap_or(Date::EPOCH)
    }

    /// `YYYY.MM.DD`, as [`Date`]'s `Display` writes it.
    pub fn parse(text: &str) -> Option<Date> {
        let bytes = text.as_bytes();
        if bytes.len() != 10 || bytes[4] != b'.' || bytes[7] != b'.' {
            return None;
        }
        let number = |range: std::ops::Range<usize>| -> Option<u16> {
            let part = text.get(range)?;
            if part.bytes().all(|b| b.is_ascii_digit()) {
                part.parse().ok()
            } else {
                None
            }
        };
        let month = u8::try_from(number(5..7)?).ok()?;
        let day = u8::try_from(number(8..10)?).ok()?;
        Date::new(number(0..4)?, month, day)
    }

    /// `YYYY-MM-DD`, for file names.
    pub fn dashed(self) -> String {
        format!("{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}.{:02}.{:02}", self.year, self.month, self.day)
    }
}

impl serde::Serialize for Date {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Date {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Date, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        Date::parse(&text).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "'{}' is not a date (YYYY.MM.DD)",
                crate::rules::position::quoted(&text)
            ))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_checked_and_written_both_ways() {
        let date = Date::new(2026, 12, 1).unwrap();
        assert_eq!(date.to_string(), "2026.12.01");
        assert_eq!(date.dashed(), "2026-12-01");
        assert_eq!(Date::parse("2026.12.01"), Some(date));
        for bad in [
            "2026-12-01",
            "2026.13.01",
            "2026.00.10",
            "2026.12.32",
            "26.12.01",
            "2026.1.011",
            "+026.12.01",
            "２０26.12.01",
            "",
        ] {
            assert_eq!(Date::parse(bad), None, "{bad}");
        }
        assert_eq!(Date::of_day(0), Date::EPOCH);
        assert_eq!(Date::of_day(20_423), Date::new(2025, 12, 1).unwrap());
        assert_eq!(Date::of_day(i64::MIN), Date::EPOCH);
        assert_eq!(Date::of_day(i64::MAX), Date::EPOCH);
        assert_eq!(Date::of_day(-719_528), Date::new(0, 1, 1).unwrap());
        assert_eq!(Date::of_day(2_932_896), Date::new(9999, 12, 31).unwrap());
        assert!(Date::today() > Date::new(2020, 1, 1).unwrap());
        let json = serde_json::to_string(&date).unwrap();
        assert_eq!(json, "\"2026.12.01\"");
        assert_eq!(serde_json::from_str::<Date>(&json).unwrap(), date);
        let wrong = serde_json::from_str::<Date>("\"yesterday\"").unwrap_err();
        assert!(
            wrong.to_string().contains("'yesterday' is not a date"),
            "{wrong}"
        );
    }
}
