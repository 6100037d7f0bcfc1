//! Writing records: the tags, then the moves with their numbers (RECORDS.md §4).

use super::recorded::*;
use super::tags::*;
use crate::rules::{Edition, Position, Side};
use std::path::Path;

impl GameRecord {
    /// The record as RECORDS.md writes it: the tags, a blank line, the moves
    /// in lines of at most 80 characters ending with the result token, `\n`
    /// line ends.
    pub fn to_text(&self) -> String {
        self.to_text_with(&Notes::default())
    }

    /// [`GameRecord::to_text`] with comments and judgements: `notes.before`
    /// before the first move, each move's judgement after it and its
    /// comments behind it. A comment is one unit of a line, so one longer
    /// than a line goes on a line of its own; a `}` in a comment, which
    /// would end it early, is left out.
    pub fn to_text_with(&self, notes: &Notes) -> String {
        let mut out = String::new();
        self.write_tags(&mut out);
        out.push('\n');
        write_lines(&mut out, self.units_with(notes));
        out
    }

    /// The tag lines, `[Name "value"]`, in RECORDS.md's order; a tag with
    /// nothing to say (a start position, a name, a level not given) is left
    /// out, and so is an unknown tag that no reader could read back.
    fn write_tags(&self, out: &mut String) {
        let mut tag = |name: &str, value: &str| {
            out.push('[');
            out.push_str(name);
            out.push_str(" \"");
            out.push_str(&escape(value));
            out.push_str("\"]\n");
        };
        let edition = self.rules.edition;
        tag("Version", &VERSION.to_string());
        tag("Edition", edition.name());
        if edition == Edition::Kiswahili {
            tag("Takasia", if self.rules.takasia { "on" } else { "off" });
        }
        if let Some(start) = self.start.filter(|s| *s != Position::start(edition)) {
            tag("Position", &start.to_string());
        }
        for (name, player) in [("South", &self.south), ("North", &self.north)] {
            if let Some(value) = &player.name {
                tag(name, value);
            }
        }
        for (name, player) in [("SouthLevel", &self.south), ("NorthLevel", &self.north)] {
            if let Some(level) = player.level {
                tag(name, &level.to_string());
            }
        }
        if let Some(date) = &self.date {
            tag("Date", date);
        }
        tag("Result", self.result.token());
        // A game still going has no reason to give (decision 8).
        if let Some(reason) = self
            .reason
            .filter(|_| self.result != GameResult::Unfinished)
        {
            tag("Reason", reason.words());
        }
        tag("Plies", &self.moves.len().to_string());
        if let Some(seconds) = self.active_seconds {
            tag("ActiveTime", &crate::words::clock_text(seconds));
        }
        if let Some(event) = &self.event {
            tag("Event", event);
        }
        for (name, value) in &self.other_tags {
            // A name no reader could read, or one that would repeat a known
            // tag, would make the whole record unreadable (decision 4).
            if valid_tag_name(name) && !KNOWN_TAGS.contains(&name.as_str()) {
                tag(name, value);
            }
        }
    }

    /// The units of the move text, none split at a line end: the comments
    /// before the first move, each numbered move with its judgement (a known
    /// one only) and its comments, then the result token.
    fn units_with(&self, notes: &Notes) -> Vec<String> {
        let comment = |text: &String| format!("{{{}}}", text.replace('}', ""));
        let mut units: Vec<String> = notes.before.iter().map(comment).collect();
        for (ply, unit) in self.move_units().into_iter().enumerate() {
            let note = notes.moves.get(ply);
            let judgement = note
                .and_then(|n| n.judgement.as_deref())
                .filter(|j| JUDGEMENTS.contains(j))
                .unwrap_or("");
            units.push(format!("{unit}{judgement}"));
            units.extend(note.iter().flat_map(|n| n.comments.iter().map(comment)));
        }
        units.push(self.result.token().to_string());
        units
    }

    /// Each move with its number, if it has one: `3. A6<`, `a5<`, or
    /// `1... a5<` for a record that starts with North to move. A number is
    /// never split from its move at a line end (decision 14).
    pub(super) fn move_units(&self) -> Vec<String> {
        let side = self.start_position().side;
        self.move_texts()
            .into_iter()
            .enumerate()
            .map(|(ply, text)| {
                let number = move_number(side, ply);
                match side.at_ply(ply) {
                    Side::South => format!("{number}. {text}"),
                    Side::North if ply == 0 => format!("{number}... {text}"),
                    Side::North => text,
                }
            })
            .collect()
    }
}

/// The units into lines of at most [`LINE_WIDTH`] characters, a space
/// between units and `\n` after each line; a unit longer than a line goes
/// on a line of its own.
fn write_lines(out: &mut String, units: Vec<String>) {
    let mut line = String::new();
    for unit in units {
        if !line.is_empty() && line.len() + 1 + unit.len() > LINE_WIDTH {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&unit);
    }
    out.push_str(&line);
    out.push('\n');
}

/// Several records in one text, separated by a blank line (RECORDS.md).
pub fn records_to_text(records: &[GameRecord]) -> String {
    records
        .iter()
        .map(GameRecord::to_text)
        .collect::<Vec<_>>()
        .join("\n")
}

/// Writes the records to `path` atomically (a temporary file in the same
/// folder, then renamed), so a reader never meets a half-written file.
pub fn write_records(path: &Path, records: &[GameRecord]) -> std::io::Result<()> {
    crate::record::files::write_atomic(path, records_to_text(records).as_bytes())
}

/// The number written before move `ply`: it goes up before each South move.
pub(super) fn move_number(first: Side, ply: usize) -> usize {
    first.move_number(ply)
}

/// A tag value as written: `\` and `"` escaped; a control character, which
/// would break the line-based format, becomes a space (decision 4).
pub(super) fn escape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}
