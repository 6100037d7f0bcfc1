//! Reading records: the file checked and decoded, its records one by one, each
//! record's tags and moves replayed by the engine, bounded in work.

use super::errors::{LineColumn, RecordError, RecordErrorKind};
use super::header::{Header, Tag, parse_tag};
use super::recorded::{MoveNote, Notes, RecordedGame, split_judgement};
use super::scanner::Scanner;
use super::tags::{GameResult, MAX_FILE_BYTES, MAX_FILE_LAPS, Reason};
use super::writer::move_number;
use crate::rules::position::quoted;
use crate::rules::{Game, LapBudget, Move, PlayError, Side, Stopped};
use std::collections::HashSet;
use std::io::Read;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// Reads a record file: at most 1 MiB (checked before reading, and the read
/// itself stops after 1 MiB + 1 byte, should the file grow), UTF-8, every
/// record valid, at most [`MAX_FILE_LAPS`] laps of sowing to replay.
pub fn read_file(path: &Path) -> Result<Vec<RecordedGame>, RecordError> {
    read_file_watched(path, &ReadWatch::default())
}

/// [`read_file`] for a reader on another thread: `watch` can cancel it and
/// shows how far it got (see [`parse_records_watched`]).
pub fn read_file_watched(path: &Path, watch: &ReadWatch) -> Result<Vec<RecordedGame>, RecordError> {
    parse_records_watched(&read_text(path)?, watch)
}

/// How a read running on another thread is followed and stopped.
#[derive(Debug, Default)]
pub struct ReadWatch {
    /// Set it to stop the read: it then ends with
    /// [`RecordErrorKind::Cancelled`] within a few milliseconds (checked
    /// before every tag line and move, and every
    /// [`LAPS_PER_CHECK`](crate::rules::LAPS_PER_CHECK) laps of a long move).
    pub cancel: AtomicBool,
    /// Bytes of the text read so far (the file's size once done; a byte
    /// order mark counts), for a progress line.
    pub bytes_done: AtomicUsize,
}

impl ReadWatch {
    pub(super) fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    pub(super) fn reached(&self, bytes: usize) {
        self.bytes_done.store(bytes, Ordering::Relaxed);
    }
}

/// The text of a record file, refused when over 1 MiB or not UTF-8,
/// without ever holding more than 1 MiB + 1 byte of it.
pub fn read_text(path: &Path) -> Result<String, RecordError> {
    let whole = |kind| RecordError {
        record: None,
        at: None,
        kind,
    };
    let io = |e: std::io::Error| whole(RecordErrorKind::Io(e.to_string()));
    let file = std::fs::File::open(path).map_err(io)?;
    if file.metadata().map_err(io)?.len() > MAX_FILE_BYTES {
        return Err(whole(RecordErrorKind::TooLarge));
    }
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(io)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(whole(RecordErrorKind::TooLarge));
    }
    decode(bytes)
}

/// The bytes as text, or where the first byte that is not UTF-8 is.
pub fn decode(bytes: Vec<u8>) -> Result<String, RecordError> {
    String::from_utf8(bytes).map_err(|e| {
        let valid = e.utf8_error().valid_up_to();
        let before = std::str::from_utf8(&e.as_bytes()[..valid]).unwrap_or_default();
        let line = 1 + before.matches('\n').count();
        let column = 1 + before
            .rsplit('\n')
            .next()
            .map_or(0, |last| last.chars().count());
        RecordError {
            record: None,
            at: Some(LineColumn { line, column }),
            kind: RecordErrorKind::NotUtf8,
        }
    })
}

/// Reads every record of a text; the first error refuses the whole text.
pub fn parse_records(text: &str) -> Result<Vec<RecordedGame>, RecordError> {
    records(text).collect()
}

/// [`parse_records`] for a reader on another thread: it stops with
/// [`RecordErrorKind::Cancelled`] soon after `watch.cancel` is set, and
/// keeps `watch.bytes_done` up to date.
pub fn parse_records_watched(
    text: &str,
    watch: &ReadWatch,
) -> Result<Vec<RecordedGame>, RecordError> {
    let games = records_watched(text, Some(watch)).collect::<Result<Vec<_>, _>>()?;
    watch.reached(text.len());
    Ok(games)
}

/// The records of a text one by one, each replayed; after an error, no more
/// (a record's end cannot be trusted past it). All of them together cost
/// at most [`MAX_FILE_LAPS`] laps of sowing.
pub fn records(text: &str) -> Records<'_> {
    records_watched(text, None)
}

/// [`records`], followed and stopped by `watch`.
pub fn records_watched<'a>(text: &'a str, watch: Option<&'a ReadWatch>) -> Records<'a> {
    Records {
        scanner: Scanner::new(text),
        read: 0,
        done: false,
        work: Work {
            watch,
            budget: LapBudget::new(MAX_FILE_LAPS, watch.map(|w| &w.cancel)),
        },
    }
}

/// The iterator of [`records`].
pub struct Records<'a> {
    pub(super) scanner: Scanner<'a>,
    pub(super) read: usize,
    pub(super) done: bool,
    pub(super) work: Work<'a>,
}

/// What replaying a file may still cost, and how it is watched.
pub(super) struct Work<'a> {
    pub(super) watch: Option<&'a ReadWatch>,
    /// [`MAX_FILE_LAPS`] for the whole file; it remembers the long moves
    /// proven, so copies of one cost it once.
    pub(super) budget: LapBudget<'a>,
}

impl Work<'_> {
    pub(super) fn cancelled(&self) -> bool {
        self.watch.is_some_and(ReadWatch::cancelled)
    }

    pub(super) fn reached(&self, bytes: usize) {
        if let Some(watch) = self.watch {
            watch.reached(bytes);
        }
    }

    /// Why the budget stopped a play.
    pub(super) fn stopped(&self) -> RecordErrorKind {
        match self.budget.stopped() {
            Some(Stopped::RanOut) => RecordErrorKind::TooManyLaps,
            _ => RecordErrorKind::Cancelled,
        }
    }

    /// Plays the legal move `mv` within the file's budget.
    pub(super) fn play(&mut self, game: &mut Game, mv: Move) -> Result<(), RecordErrorKind> {
        match game.play_budgeted(mv, &mut self.budget) {
            Ok(Some(_)) => Ok(()),
            Ok(None) => Err(self.stopped()),
            Err(e) => Err(play_error(e)),
        }
    }

    /// Replays a move token read up to byte `read_to` (a move, perhaps with
    /// its judgement: `A6<?!`) within the file's budget: the move and its
    /// judgement, or the error at `at`.
    fn replay<'t>(
        &mut self,
        game: &mut Game,
        text: &'t str,
        at: LineColumn,
        read_to: usize,
    ) -> Result<(Move, Option<&'t str>), (LineColumn, RecordErrorKind)> {
        if game.status().is_over() {
            return Err((
                at,
                RecordErrorKind::MoveAfterEnd {
                    text: quoted(text),
                    status: game.status(),
                },
            ));
        }
        self.reached(read_to);
        let (text, judgement) = split_judgement(text);
        let mv = game.parse_move(text).map_err(|e| (at, play_error(e)))?;
        self.play(game, mv).map_err(|kind| (at, kind))?;
        Ok((mv, judgement))
    }
}

impl Iterator for Records<'_> {
    type Item = Result<RecordedGame, RecordError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let number = self.read + 1;
        let result = self.next_record(number);
        match &result {
            Ok(Some(_)) => self.read = number,
            _ => self.done = true,
        }
        result.transpose()
    }
}

impl<'a> Records<'a> {
    pub(super) fn next_record(
        &mut self,
        number: usize,
    ) -> Result<Option<RecordedGame>, RecordError> {
        let fail = |at: LineColumn, kind| RecordError {
            record: Some(number),
            at: Some(at),
            kind,
        };
        let s = &mut self.scanner;
        let work = &self.work;
        work.reached(s.pos);
        s.skip_blanks_and_comments()
            .map_err(|(at, kind)| fail(at, kind))?;
        if s.peek().is_none() {
            if self.read == 0 {
                return Err(RecordError {
                    record: None,
                    at: None,
                    kind: RecordErrorKind::NoRecord,
                });
            }
            return Ok(None);
        }
        let begin = s.at();
        if s.peek() != Some('[') {
            let found = quoted(s.token());
            return Err(fail(begin, RecordErrorKind::ExpectedTags(found)));
        }
        // The tags: every line that begins with `[` (decision 6).
        let mut tags: Vec<Tag<'a>> = Vec::new();
        // The names so far, so a repeat is found in linear time.
        let mut names: HashSet<&'a str> = HashSet::new();
        loop {
            s.skip_spaces();
            if s.peek() != Some('[') {
                break;
            }
            let at = s.at();
            if work.cancelled() {
                return Err(fail(at, RecordErrorKind::Cancelled));
            }
            work.reached(s.pos);
            let line = s.rest_of_line();
            let (name, value) = parse_tag(line).map_err(|(offset, why)| {
                let at = LineColumn {
                    line: at.line,
                    column: at.column + offset,
                };
                fail(at, RecordErrorKind::MalformedTag(why))
            })?;
            if !names.insert(name) {
                return Err(fail(at, RecordErrorKind::DuplicateTag(name.to_string())));
            }
            tags.push(Tag { name, value, at });
        }
        let header = Header::read(&tags, begin).map_err(|(at, kind)| fail(at, kind))?;
        let replayed = self.moves(&header).map_err(|(at, kind)| fail(at, kind))?;
        Ok(Some(replayed))
    }

    /// Reads and replays the moves up to the result token, then checks the
    /// result against the game's end.
    pub(super) fn moves(
        &mut self,
        header: &Header,
    ) -> Result<RecordedGame, (LineColumn, RecordErrorKind)> {
        let s = &mut self.scanner;
        let work = &mut self.work;
        let start = header.record.start_position();
        let mut game =
            Game::from_position_budgeted(start, header.record.rules.takasia, &mut work.budget)
                .ok_or_else(|| (s.at(), work.stopped()))?;
        let mut positions = vec![start];
        let mut moves = Vec::new();
        // Comments before the moves (after the tags) belong to the start.
        let mut notes = Notes {
            before: s.take_comments(),
            moves: Vec::new(),
        };
        let first = start.side;
        // A number read and waiting for its move: where, and its text.
        let mut number: Option<(LineColumn, &str)> = None;
        let (result, result_at) = loop {
            s.skip_blanks_and_comments()?;
            let comments = s.take_comments();
            match notes.moves.last_mut() {
                Some(note) => note.comments.extend(comments),
                None => notes.before.extend(comments),
            }
            let at = s.at();
            if matches!(s.peek(), None | Some('[')) {
                return Err((at, RecordErrorKind::MissingResult));
            }
            let token = s.token();
            if let Some(result) = GameResult::parse(token) {
                if let Some((at, text)) = number {
                    return Err((at, number_without_move(text)));
                }
                break (result, at);
            }
            let (mut move_text, mut move_at) = (token, at);
            if token.starts_with(|c: char| c.is_ascii_digit()) {
                if let Some((at, text)) = number {
                    return Err((at, number_without_move(text)));
                }
                let text = move_number_in(token, at, &game, first, moves.len())?;
                // `1.A6<` (no space) is read as `1. A6<` (decision 7).
                move_text = &token[text.len()..];
                move_at = LineColumn {
                    line: at.line,
                    column: at.column + text.chars().count(),
                };
                if move_text.is_empty() {
                    number = Some((at, text));
                    continue;
                }
            }
            number = None;
            let (mv, judgement) = work.replay(&mut game, move_text, move_at, s.pos)?;
            moves.push(mv);
            positions.push(*game.position());
            notes.moves.push(MoveNote {
                judgement: judgement.map(str::to_string),
                comments: Vec::new(),
                line: Some(move_at.line),
            });
        };
        check_the_end(header, result, result_at, &mut game, moves.len())?;
        let mut record = header.record.clone();
        record.moves = moves;
        Ok(RecordedGame {
            record,
            positions,
            game,
            notes,
        })
    }
}

/// The move number that begins `token` (digits, then `.` for South's move
/// or `...` for North's), checked against the ply it numbers.
fn move_number_in<'t>(
    token: &'t str,
    at: LineColumn,
    game: &Game,
    first: Side,
    ply: usize,
) -> Result<&'t str, (LineColumn, RecordErrorKind)> {
    let digits = token.len() - token.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let after_digits = &token[digits..];
    let dots = after_digits.len() - after_digits.trim_start_matches('.').len();
    let text = &token[..digits + dots];
    if dots == 0 {
        return Err((at, RecordErrorKind::BadToken(quoted(token))));
    }
    if game.status().is_over() {
        return Err((
            at,
            RecordErrorKind::MoveAfterEnd {
                text: quoted(token),
                status: game.status(),
            },
        ));
    }
    let due = move_number(first, ply);
    let expected = match first.at_ply(ply) {
        Side::South => format!("{due}."),
        Side::North => format!("{due}..."),
    };
    if text != expected {
        return Err((
            at,
            RecordErrorKind::MoveNumber {
                found: quoted(text),
                expected,
            },
        ));
    }
    Ok(text)
}

/// Checks the result token against the `Result` tag and the replayed game's
/// end, and the `Plies` tag against the moves. A game the moves leave
/// unfinished may have ended as its `Reason` says (decision 8).
fn check_the_end(
    header: &Header,
    result: GameResult,
    result_at: LineColumn,
    game: &mut Game,
    plies: usize,
) -> Result<(), (LineColumn, RecordErrorKind)> {
    let record = &header.record;
    if result != record.result {
        return Err((
            result_at,
            RecordErrorKind::ResultToken {
                token: result,
                tag: record.result,
            },
        ));
    }
    let wrong = RecordErrorKind::WrongResult {
        result,
        reason: record.reason,
        engine: game.status(),
    };
    let status = game.status();
    if status.is_over() {
        let reason_fits = record.reason.is_none_or(|r| Some(r) == Reason::of(status));
        if result != GameResult::of(status) || !reason_fits {
            return Err((result_at, wrong));
        }
    } else {
        // The moves cannot show a time limit or an abandoned game: such a
        // record is taken at its word (decision 8).
        match (result, record.reason) {
            (GameResult::Unfinished, None) | (GameResult::Unranked, Some(Reason::Abandoned)) => {}
            (GameResult::Unranked, Some(Reason::TimeLimit)) => game.end_by_time_limit(),
            _ => return Err((result_at, wrong)),
        }
    }
    if let Some((tag, at)) = header.plies
        && tag != plies
    {
        return Err((at, RecordErrorKind::PliesMismatch { tag, moves: plies }));
    }
    Ok(())
}

pub(super) fn number_without_move(text: &str) -> RecordErrorKind {
    RecordErrorKind::MoveNumber {
        found: quoted(text),
        expected: "a move after it".to_string(),
    }
}

pub(super) fn play_error(error: PlayError) -> RecordErrorKind {
    match error {
        PlayError::GameOver(status) => RecordErrorKind::MoveAfterEnd {
            text: String::new(),
            status,
        },
        PlayError::Notation(why) => RecordErrorKind::NotAMove(why),
        PlayError::Illegal { mv, legal } => RecordErrorKind::IllegalMove { mv, legal },
    }
}
