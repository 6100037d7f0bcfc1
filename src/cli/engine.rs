//! `bao engine`: a line-based text interface on stdin and stdout for scripts,
//! tests and other programs. One command a line; each answers one line unless
//! said otherwise; a malformed command answers `error: <why>` and the session
//! goes on.
//!
//! A search (`go`) runs on a thread of its own and prints an `info` line as
//! each depth completes, then `bestmove`. While it runs, `stop` ends it at
//! once (with the best move so far) and `quit` ends it and the session; any
//! other command waits its turn and is answered after `bestmove`, in order.
//!
//! Where the search keeps its memory (`set search ...+keep`; no edition's
//! default does yet), each `go` goes on from what the one before learnt in the same game; `new`
//! and `position` forget it, so a game's answers depend only on its own
//! commands since then.

use super::{parse_edition, parse_takasia};
use crate::bot::{self, DEFAULT_EVAL, Eval, Iteration, Level, Memory, Method, default_method};
use crate::options::OptionError;
use crate::rules::position::quoted;
use crate::rules::{Edition, Game, Move, PlayError, Position, PositionError, Rules, Status};
use std::io::{self, BufRead, BufReader, Read, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::thread;

pub const HELP: &str = "commands: new <edition> [takasia=on|off], position <position string> [takasia=on|off], \
play <move> [<move> ...], legal, show, status, trace <move>, set eval hand|tuned, set search <method>|default, go level <n>, go nodes <n>, stop, quit";

/// Why a command of the session was refused: the session answers
/// `error: <why>` with its text and goes on.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum EngineError {
    #[error("unknown command '{}'; {HELP}", quoted(.0))]
    UnknownCommand(String),
    #[error("unknown option '{}' (takasia=on|off)", quoted(.0))]
    UnknownOption(String),
    #[error("new needs an edition")]
    NoEdition,
    #[error("play needs at least one move")]
    NoMoves,
    #[error("trace needs a move")]
    TraceNeedsAMove,
    #[error("trace takes one move")]
    TraceTakesOneMove,
    #[error("go needs 'level <1..6>' or 'nodes <n>'")]
    GoNeeds,
    #[error("'{}' is not a number", quoted(.0))]
    NotANumber(String),
    #[error("level {0}: the levels are 1 to 6")]
    NoSuchLevel(u64),
    #[error("go nodes needs at least 1 node")]
    NoNodes,
    #[error("the game is over ({0})")]
    GameOver(Status),
    #[error("'{}' is not an evaluation: hand or tuned", quoted(.0))]
    Eval(String),
    #[error("'{}' is not a search: plain, default, or refinements joined by + (buckets+counter)", quoted(.0))]
    Search(String),
    #[error("set needs 'eval hand|tuned' or 'search <method>|default'")]
    SetNeeds,
    /// An edition or a takasia value the options' parsers refuse.
    #[error(transparent)]
    Option(#[from] OptionError),
    #[error(transparent)]
    Position(#[from] PositionError),
    /// A move that is not one, or not legal.
    #[error(transparent)]
    Play(#[from] PlayError),
}

/// The longest command line read (bytes, newline included). Longer lines are
/// skipped without being kept and answered with an error.
pub const MAX_LINE: usize = 64 * 1024;

pub struct Session {
    game: Game,
    /// The evaluation of the searches `go` starts (`set eval`).
    eval: Eval,
    /// The search's refinements (`set search`); `None`: the edition's default
    /// (a level's own for `go level`).
    method: Option<Method>,
    /// What the searches of this game keep for the next (`keep`); forgotten
    /// at `new` and `position`. Only one search runs at a time.
    memory: Arc<Mutex<Memory>>,
}

impl Default for Session {
    fn default() -> Self {
        Session {
            game: Game::new(Rules::new(Edition::Kujifunza)),
            eval: DEFAULT_EVAL,
            method: None,
            memory: Arc::default(),
        }
    }
}

/// What a command asks of the loop.
pub enum Reply {
    Lines(Vec<String>),
    /// Start a search and answer with its `info` and `bestmove` lines.
    Search(Box<SearchRequest>),
    Quit,
}

/// A search to run: what `go` asked for, on a copy of the game.
pub struct SearchRequest {
    pub game: Game,
    pub budget: Budget,
    pub eval: Eval,
    /// `None`: the edition's default search (a level's own, `Level::method`).
    pub method: Option<Method>,
    pub memory: Arc<Mutex<Memory>>,
}

#[derive(Clone, Copy)]
pub enum Budget {
    Level(Level),
    Nodes(u64),
}

impl SearchRequest {
    /// Runs the search, passing each line of the answer to `say` as it is
    /// known; `stop` ends it with the best move so far.
    pub fn run(&self, stop: &AtomicBool, say: &mut dyn FnMut(String)) {
        let position = *self.game.position();
        let rules = self.game.rules();
        let mut report = |it: &Iteration| {
            say(format!(
                "info depth {} nodes {} score {} pv {}",
                it.depth,
                it.nodes,
                it.score,
                pv_text(&position, rules, &it.pv)
            ))
        };
        let default = match self.budget {
            Budget::Level(level) => level.method(rules.edition),
            Budget::Nodes(_) => default_method(rules.edition),
        };
        let how = (self.eval, self.method.unwrap_or(default));
        // A search that panicked left nothing half-kept worth keeping.
        let mut memory = self.memory.lock().unwrap_or_else(|poisoned| {
            let mut memory = poisoned.into_inner();
            memory.forget();
            memory
        });
        let memory_stop = (&mut *memory, stop);
        let result = match self.budget {
            Budget::Level(level) => {
                bot::choose_with_method(&position, rules, level, how, memory_stop, &mut report)
            }
            Budget::Nodes(nodes) => {
                let report = &mut report;
                bot::choose_with_nodes_method(&position, rules, nodes, how, memory_stop, report)
            }
        };
        say(format!("bestmove {}", self.game.move_text(result.best)));
    }

    /// The whole answer at once (for a caller without a thread).
    pub fn answer(&self) -> Vec<String> {
        let mut lines = Vec::new();
        self.run(&AtomicBool::new(false), &mut |line| lines.push(line));
        lines
    }
}

impl Session {
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Answers one command line.
    pub fn command(&mut self, line: &str) -> Reply {
        let line = line.trim();
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        let answer = match word {
            "" | "stop" => return Reply::Lines(Vec::new()),
            "quit" => return Reply::Quit,
            "new" => self.new_game(rest),
            "position" => self.position(rest),
            "play" => self.play(rest),
            "legal" => Ok(vec![self.legal()]),
            "show" => Ok(vec![format!("position {}", self.game.position())]),
            "status" => Ok(vec![format!("status {}", self.game.status())]),
            "trace" => self.trace(rest),
            "go" => match self.go(rest) {
                Ok(request) => return Reply::Search(Box::new(request)),
                Err(why) => Err(why),
            },
            "set" => self.set(rest),
            "help" => Ok(vec![HELP.to_string()]),
            _ => Err(EngineError::UnknownCommand(word.to_string())),
        };
        Reply::Lines(answer.unwrap_or_else(|why| vec![format!("error: {why}")]))
    }

    /// A new game's searches start afresh.
    fn forget(&mut self) {
        self.memory = Arc::default();
    }

    fn new_game(&mut self, args: &str) -> Result<Vec<String>, EngineError> {
        let mut words = args.split_whitespace();
        let edition = parse_edition(words.next().ok_or(EngineError::NoEdition)?)?;
        let mut takasia = true;
        for word in words {
            takasia = option(word)?;
        }
        self.game = Game::new(Rules { edition, takasia });
        self.forget();
        Ok(vec!["ok".into()])
    }

    fn position(&mut self, args: &str) -> Result<Vec<String>, EngineError> {
        // The options follow the position string; `position` keeps the
        // options in force unless it is given new ones (RULES.md §7).
        let mut takasia = self.game.rules().takasia;
        let mut text = args;
        if let Some((head, last)) = args.rsplit_once(char::is_whitespace)
            && let Some(value) = last.strip_prefix("takasia=")
            && matches!(value, "on" | "off")
        {
            takasia = parse_takasia(value)?;
            text = head;
        }
        let position = Position::parse(text)?;
        self.game = Game::from_position(position, takasia);
        self.forget();
        Ok(vec!["ok".into()])
    }

    fn play(&mut self, args: &str) -> Result<Vec<String>, EngineError> {
        if args.is_empty() {
            return Err(EngineError::NoMoves);
        }
        // All or nothing: play on a copy, keep it only if every move is legal.
        let mut game = self.game.clone();
        for text in args.split_whitespace() {
            let mv = game.parse_move(text)?;
            game.play_untraced(mv)?;
        }
        self.game = game;
        Ok(vec!["ok".into()])
    }

    fn legal(&self) -> String {
        let mut line = String::from("legal");
        for &mv in self.game.legal_moves() {
            line.push(' ');
            line.push_str(&self.game.move_text(mv));
        }
        line
    }

    fn trace(&self, args: &str) -> Result<Vec<String>, EngineError> {
        let mut words = args.split_whitespace();
        let text = words.next().ok_or(EngineError::TraceNeedsAMove)?;
        if words.next().is_some() {
            return Err(EngineError::TraceTakesOneMove);
        }
        let mv = self.game.parse_move(text)?;
        let events = self.game.preview(mv)?;
        let mut lines: Vec<String> = events
            .iter()
            .map(|e| serde_json::to_string(e).expect("events serialise"))
            .collect();
        lines.push("ok".into());
        Ok(lines)
    }

    fn go(&mut self, args: &str) -> Result<SearchRequest, EngineError> {
        let mut words = args.split_whitespace();
        let (kind, n) = match (words.next(), words.next(), words.next()) {
            (Some(kind @ ("level" | "nodes")), Some(n), None) => (
                kind,
                n.parse::<u64>()
                    .map_err(|_| EngineError::NotANumber(n.to_string()))?,
            ),
            _ => return Err(EngineError::GoNeeds),
        };
        if self.game.status().is_over() {
            return Err(EngineError::GameOver(self.game.status()));
        }
        let budget = if kind == "level" {
            let level = u8::try_from(n)
                .ok()
                .and_then(Level::get)
                .ok_or(EngineError::NoSuchLevel(n))?;
            Budget::Level(level)
        } else {
            if n == 0 {
                return Err(EngineError::NoNodes);
            }
            Budget::Nodes(n)
        };
        Ok(SearchRequest {
            game: self.game.clone(),
            budget,
            eval: self.eval,
            method: self.method,
            memory: self.memory.clone(),
        })
    }

    /// `set eval hand|tuned` and `set search <method>|default`: the
    /// evaluation and the search of the `go` commands after it.
    fn set(&mut self, args: &str) -> Result<Vec<String>, EngineError> {
        let mut words = args.split_whitespace();
        match (words.next(), words.next(), words.next()) {
            (Some("eval"), Some(name), None) => {
                self.eval = Eval::parse(name).ok_or_else(|| EngineError::Eval(name.to_string()))?;
                Ok(vec![format!("eval {}", self.eval.name())])
            }
            (Some("search"), Some("default"), None) => {
                self.method = None;
                Ok(vec!["search default".to_string()])
            }
            (Some("search"), Some(name), None) => {
                let method =
                    Method::parse(name).ok_or_else(|| EngineError::Search(name.to_string()))?;
                self.method = Some(method);
                Ok(vec![format!("search {}", method.name())])
            }
            _ => Err(EngineError::SetNeeds),
        }
    }
}

/// The moves of a principal variation as text, each by the side that plays it.
pub fn pv_text(position: &Position, rules: Rules, pv: &[Move]) -> String {
    let mut words = Vec::new();
    let mut pos = *position;
    for &mv in pv {
        words.push(mv.text(rules.edition, pos.side));
        let (next, outcome) =
            crate::rules::play_for_search(&pos, mv, &rules, bot::search::SEARCH_LAP_CAP);
        if outcome.ending != crate::rules::MoveEnd::Done {
            break;
        }
        pos = next;
    }
    words.join(" ")
}

fn option(word: &str) -> Result<bool, EngineError> {
    match word.strip_prefix("takasia=") {
        Some(value) => Ok(parse_takasia(value)?),
        None => Err(EngineError::UnknownOption(word.to_string())),
    }
}

/// One line of input, read within [`MAX_LINE`].
#[derive(Debug, PartialEq, Eq)]
pub enum Input {
    Line(String),
    /// A line longer than [`MAX_LINE`] bytes, skipped; its length.
    TooLong(u64),
}

/// Reads the next line without keeping more than `max` bytes of it: the rest
/// of a longer line is read and thrown away. `None` at the end of the input.
pub fn read_line_bounded(input: &mut impl BufRead, max: usize) -> io::Result<Option<Input>> {
    let mut line = Vec::new();
    let mut length: u64 = 0;
    let mut too_long = false;
    loop {
        let buf = match input.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            break;
        }
        let (chunk, ends) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (&buf[..=i], true),
            None => (buf, false),
        };
        length += chunk.len() as u64;
        if !too_long {
            if line.len() + chunk.len() > max {
                too_long = true;
                line = Vec::new();
            } else {
                line.extend_from_slice(chunk);
            }
        }
        let used = chunk.len();
        input.consume(used);
        if ends {
            break;
        }
    }
    if length == 0 {
        return Ok(None);
    }
    Ok(Some(if too_long {
        Input::TooLong(length)
    } else {
        // Bytes that are not UTF-8 make a malformed command, not a dead session.
        Input::Line(String::from_utf8_lossy(&line).into_owned())
    }))
}

/// What the session's loop waits for: a line read, or a search finished.
enum Wake {
    Input(io::Result<Option<Input>>),
    SearchDone,
}

/// Runs a session until `quit` or the end of the input (a search still
/// running then is finished and answered first).
pub fn run(
    input: impl Read + Send + 'static,
    output: impl Write + Send + 'static,
) -> io::Result<()> {
    let output = Arc::new(Mutex::new(output));
    let (wake, woken) = mpsc::channel();
    let reader = wake.clone();
    thread::spawn(move || {
        let mut input = BufReader::new(input);
        loop {
            let read = read_line_bounded(&mut input, MAX_LINE);
            let last = !matches!(read, Ok(Some(_)));
            if reader.send(Wake::Input(read)).is_err() || last {
                break;
            }
        }
    });
    let mut session = Session::default();
    let mut searching: Option<(Arc<AtomicBool>, thread::JoinHandle<()>)> = None;
    // Commands read while a search runs, answered once it is done.
    let mut waiting: std::collections::VecDeque<Input> = Default::default();
    let mut input_ended = false;
    loop {
        if searching.is_none()
            && let Some(next) = waiting.pop_front()
        {
            match answer(&mut session, next, &output)? {
                Next::Continue => {}
                Next::Quit => return Ok(()),
                Next::Search(request) => {
                    let stop = Arc::new(AtomicBool::new(false));
                    let (flag, out, done) = (stop.clone(), output.clone(), wake.clone());
                    let handle = thread::spawn(move || {
                        request.run(&flag, &mut |line| {
                            let mut out = out.lock().expect("no writer panics");
                            // A closed output ends the session at the next write of the loop.
                            let _ = writeln!(out, "{line}").and_then(|()| out.flush());
                        });
                        let _ = done.send(Wake::SearchDone);
                    });
                    searching = Some((stop, handle));
                }
            }
            continue;
        }
        if input_ended && searching.is_none() {
            return Ok(());
        }
        match woken.recv().expect("the loop holds a sender") {
            Wake::SearchDone => {
                if let Some((_, handle)) = searching.take() {
                    handle.join().expect("a search does not panic");
                }
            }
            Wake::Input(Err(e)) => return Err(e),
            Wake::Input(Ok(None)) => input_ended = true,
            Wake::Input(Ok(Some(line))) => {
                let word = match &line {
                    Input::Line(text) => text.split_whitespace().next().unwrap_or(""),
                    Input::TooLong(_) => "",
                };
                match (&searching, word) {
                    (Some((stop, _)), "stop") => stop.store(true, Ordering::Relaxed),
                    (Some((stop, handle)), "quit") if waiting.is_empty() => {
                        stop.store(true, Ordering::Relaxed);
                        while !handle.is_finished() {
                            thread::yield_now();
                        }
                        return Ok(());
                    }
                    _ => waiting.push_back(line),
                }
            }
        }
    }
}

enum Next {
    Continue,
    Quit,
    Search(Box<SearchRequest>),
}

fn answer(session: &mut Session, input: Input, output: &Mutex<impl Write>) -> io::Result<Next> {
    let reply = match input {
        Input::Line(line) => session.command(&line),
        Input::TooLong(length) => Reply::Lines(vec![format!(
            "error: a line of {length} bytes is longer than the {MAX_LINE} bytes a command may have; it was skipped"
        )]),
    };
    let lines = match reply {
        Reply::Quit => return Ok(Next::Quit),
        Reply::Search(request) => return Ok(Next::Search(request)),
        Reply::Lines(lines) => lines,
    };
    let mut out = output.lock().expect("no writer panics");
    for line in lines {
        writeln!(out, "{line}")?;
    }
    out.flush()?;
    Ok(Next::Continue)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_all(text: &[u8], max: usize) -> Vec<Input> {
        let mut input = io::BufReader::with_capacity(7, text);
        std::iter::from_fn(|| read_line_bounded(&mut input, max).unwrap()).collect()
    }

    #[test]
    fn long_lines_are_skipped_whole_and_the_next_one_is_read() {
        let lines = read_all(b"show\nxxxxxxxxxxxxxxxxxxxx\nlegal\nlast", 10);
        assert_eq!(
            lines,
            vec![
                Input::Line("show\n".into()),
                Input::TooLong(21),
                Input::Line("legal\n".into()),
                Input::Line("last".into()),
            ]
        );
    }

    #[test]
    fn errors_quote_input_short_and_escaped() {
        let mut session = Session::default();
        let long = format!("\u{1b}[31m{}", "z".repeat(100_000));
        let Reply::Lines(lines) = session.command(&long) else {
            panic!("an error line");
        };
        assert!(lines[0].len() < 400, "{}", lines[0]);
        assert!(!lines[0].contains('\u{1b}'), "{}", lines[0]);
    }
}
