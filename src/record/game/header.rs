//! A record's tags, read and checked: each `[Name "value"]` line, then the
//! record they describe without its moves (RECORDS.md §2–3).

use super::errors::{LineColumn, RecordErrorKind};
use super::tags::{GameRecord, GameResult, PlayerTags, Reason, VERSION, valid_tag_name};
use crate::rules::position::quoted;
use crate::rules::{Edition, Position, Rules};

/// A tag as read: name, value, where its line starts.
pub(super) struct Tag<'a> {
    pub(super) name: &'a str,
    pub(super) value: String,
    pub(super) at: LineColumn,
}

/// `[Name "value"]` alone on its line; on error, the character offset in the
/// line and what is wrong.
pub(super) fn parse_tag(line: &str) -> Result<(&str, String), (usize, String)> {
    let chars: Vec<char> = line.chars().collect();
    let mut i = 1; // past the `[`
    let name_start = i;
    while chars
        .get(i)
        .is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_')
    {
        i += 1;
    }
    // The name is ASCII, so its characters are its bytes.
    let name = &line[name_start..i];
    if !valid_tag_name(name) {
        return Err((
            name_start,
            "a tag name (a letter, then letters, digits or _) must follow '['".to_string(),
        ));
    }
    let spaces = i;
    while matches!(chars.get(i), Some(' ' | '\t')) {
        i += 1;
    }
    if i == spaces || chars.get(i) != Some(&'"') {
        return Err((
            i,
            format!("expected a space and a quoted value after the tag name {name}"),
        ));
    }
    i += 1;
    let mut value = String::new();
    loop {
        match chars.get(i) {
            None => return Err((i, "the value's closing quote is missing".to_string())),
            Some('"') => break,
            Some('\\') => match chars.get(i + 1) {
                Some(c @ ('"' | '\\')) => {
                    value.push(*c);
                    i += 1;
                }
                _ => {
                    return Err((
                        i,
                        "in a value, '\\' is written only as \\\" (a quote) or \\\\ (a backslash)"
                            .to_string(),
                    ));
                }
            },
            Some(c) if c.is_control() && *c != '\t' => {
                return Err((
                    i,
                    format!("control character '{}' in the value", c.escape_default()),
                ));
            }
            Some(c) => value.push(*c),
        }
        i += 1;
    }
    i += 1;
    while matches!(chars.get(i), Some(' ' | '\t')) {
        i += 1;
    }
    if chars.get(i) != Some(&']') {
        return Err((i, "expected ']' after the value".to_string()));
    }
    i += 1;
    while matches!(chars.get(i), Some(' ' | '\t' | '\r')) {
        i += 1;
    }
    if i < chars.len() {
        return Err((i, "text after the tag (one tag a line)".to_string()));
    }
    Ok((name, value))
}

/// The tags of a record, checked: the record without its moves, and where
/// its `Plies` tag said what.
pub(super) struct Header {
    pub(super) record: GameRecord,
    pub(super) plies: Option<(usize, LineColumn)>,
}

impl Header {
    pub(super) fn read(
        tags: &[Tag<'_>],
        begin: LineColumn,
    ) -> Result<Header, (LineColumn, RecordErrorKind)> {
        let find = |name: &'static str| tags.iter().find(|t| t.name == name);
        let required =
            |name: &'static str| find(name).ok_or((begin, RecordErrorKind::MissingTag(name)));
        // The version first: a newer version may have editions or tags this
        // one does not know, and saying so is the useful message.
        check_version(required("Version")?)?;
        let edition_tag = required("Edition")?;
        let edition = Edition::parse(&edition_tag.value).ok_or_else(|| {
            (
                edition_tag.at,
                RecordErrorKind::UnknownEdition(quoted(&edition_tag.value)),
            )
        })?;
        required("Result")?;
        let mut header = Header {
            record: GameRecord {
                rules: Rules::new(edition),
                start: None,
                south: PlayerTags::default(),
                north: PlayerTags::default(),
                date: None,
                result: GameResult::Unfinished,
                reason: None,
                active_seconds: None,
                event: None,
                other_tags: Vec::new(),
                moves: Vec::new(),
            },
            plies: None,
        };
        for tag in tags {
            header.read_tag(tag, edition)?;
        }
        Ok(header)
    }

    /// Takes one tag's value into the header, in the record's `edition`
    /// (read first, with the version, by [`Header::read`]).
    fn read_tag(
        &mut self,
        tag: &Tag<'_>,
        edition: Edition,
    ) -> Result<(), (LineColumn, RecordErrorKind)> {
        let record = &mut self.record;
        let bad = |why: &str| bad_value(tag, why);
        let value = tag.value.as_str();
        match tag.name {
            "Version" | "Edition" => {}
            "Takasia" => {
                record.rules.takasia = match value {
                    "on" => true,
                    "off" => false,
                    _ => return Err(bad("must be on or off")),
                };
            }
            "Position" => record.start = start_of(tag, edition)?,
            "South" => record.south.name = Some(tag.value.clone()),
            "North" => record.north.name = Some(tag.value.clone()),
            "SouthLevel" | "NorthLevel" => {
                let level = plain_number(value)
                    .filter(|n| (1..=6).contains(n))
                    .ok_or_else(|| bad("a bot's level is 1 to 6"))?
                    as u8;
                if tag.name == "SouthLevel" {
                    record.south.level = Some(level);
                } else {
                    record.north.level = Some(level);
                }
            }
            "Date" => {
                if !valid_date(value) {
                    return Err(bad("a date is written YYYY.MM.DD"));
                }
                record.date = Some(tag.value.clone());
            }
            "Result" => {
                record.result = GameResult::parse(value)
                    .ok_or_else(|| bad("must be 1-0, 0-1, unranked or *"))?;
            }
            "Reason" => {
                record.reason = Some(Reason::parse(value).ok_or_else(|| {
                    bad(
                        "must be front row empty, no legal move, never-ending move, \
                         repeated position, 2000 moves, four active hours or abandoned",
                    )
                })?);
            }
            "Plies" => {
                let count = plain_number(value)
                    .and_then(|n| usize::try_from(n).ok())
                    .ok_or_else(|| bad("must be a number of plies"))?;
                self.plies = Some((count, tag.at));
            }
            "ActiveTime" => {
                record.active_seconds = Some(
                    parse_active_time(value)
                        .ok_or_else(|| bad("an active time is written H:MM:SS"))?,
                );
            }
            "Event" => record.event = Some(tag.value.clone()),
            _ => record
                .other_tags
                .push((tag.name.to_string(), tag.value.clone())),
        }
        Ok(())
    }
}

/// The `Version` tag: digits, not all zeros, and this version (any other
/// number is a newer one).
fn check_version(version: &Tag<'_>) -> Result<(), (LineColumn, RecordErrorKind)> {
    let value = &version.value;
    if !is_digits(value) || value.trim_start_matches('0').is_empty() {
        return Err((version.at, RecordErrorKind::UnknownVersion(quoted(value))));
    }
    // Digits too many for a u64 are a (much) newer version too.
    if plain_number(value) != Some(VERSION) {
        return Err((version.at, RecordErrorKind::NewerVersion(quoted(value))));
    }
    Ok(())
}

/// The start a `Position` tag gives, which must be of the record's edition;
/// `None` for the edition's own start, which is no `Position` (decision 3).
fn start_of(
    tag: &Tag<'_>,
    edition: Edition,
) -> Result<Option<Position>, (LineColumn, RecordErrorKind)> {
    let position = Position::parse(&tag.value)
        .map_err(|e| bad_value(tag, &format!("not a position string: {e}")))?;
    if position.edition != edition {
        return Err((
            tag.at,
            RecordErrorKind::PositionEdition {
                position: position.edition,
                edition,
            },
        ));
    }
    Ok((position != Position::start(edition)).then_some(position))
}

/// A tag whose value is wrong, and `why`.
fn bad_value(tag: &Tag<'_>, why: &str) -> (LineColumn, RecordErrorKind) {
    (
        tag.at,
        RecordErrorKind::BadValue {
            tag: tag.name.to_string(),
            value: quoted(&tag.value),
            why: why.to_string(),
        },
    )
}

pub(super) fn is_digits(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

/// Plain decimal digits, no sign or space.
pub(super) fn plain_number(text: &str) -> Option<u64> {
    if is_digits(text) {
        text.parse().ok()
    } else {
        None
    }
}

/// `YYYY.MM.DD` with a month 01–12 and a day 01–31.
pub(super) fn valid_date(text: &str) -> bool {
    let parts: Vec<&str> = text.split('.').collect();
    let [year, month, day] = parts[..] else {
        return false;
    };
    let field = |text: &str, width: usize, range: std::ops::RangeInclusive<u64>| {
        text.len() == width && plain_number(text).is_some_and(|n| range.contains(&n))
    };
    field(year, 4, 0..=9999) && field(month, 2, 1..=12) && field(day, 2, 1..=31)
}

/// `H:MM:SS` as seconds; hours of any length up to nine digits.
pub(super) fn parse_active_time(text: &str) -> Option<u64> {
    let parts: Vec<&str> = text.split(':').collect();
    let [hours, minutes, seconds] = parts[..] else {
        return None;
    };
    if hours.len() > 9 || minutes.len() != 2 || seconds.len() != 2 {
        return None;
    }
    let (h, m, s) = (
        plain_number(hours)?,
        plain_number(minutes)?,
        plain_number(seconds)?,
    );
    (m < 60 && s < 60).then_some(h * 3600 + m * 60 + s)
}
