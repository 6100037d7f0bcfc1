//! `bao engine`: a line-based text interface on stdin and stdout for scripts,
//! tests and other programs. One command a line; each answers one line unless
//! said otherwise; a malformed command answers `error: <why>` and the session
//! goes on.

use super::{parse_edition, parse_takasia};
use crate::bot::{self, Level};
use crate::rules::{Edition, Game, Position, Rules};
use std::io::{self, BufRead, Write};
use std::sync::atomic::AtomicBool;

pub const HELP: &str = "commands: new <edition> [takasia=on|off], position <position string> [takasia=on|off], \
play <move> [<move> ...], legal, show, status, trace <move>, go level <n>, go nodes <n>, quit";

pub struct Session {
    game: Game,
}

impl Default for Session {
    fn default() -> Self {
        Session {
            game: Game::new(Rules::new(Edition::Kujifunza)),
        }
    }
}

/// What a command asks of the loop.
pub enum Reply {
    Lines(Vec<String>),
    Quit,
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
            "" => return Reply::Lines(Vec::new()),
            "quit" => return Reply::Quit,
            "new" => self.new_game(rest),
            "position" => self.position(rest),
            "play" => self.play(rest),
            "legal" => Ok(vec![self.legal()]),
            "show" => Ok(vec![format!("position {}", self.game.position())]),
            "status" => Ok(vec![format!("status {}", self.game.status())]),
            "trace" => self.trace(rest),
            "go" => self.go(rest),
            "help" => Ok(vec![HELP.to_string()]),
            _ => Err(format!("unknown command '{word}'; {HELP}")),
        };
        Reply::Lines(answer.unwrap_or_else(|why| vec![format!("error: {why}")]))
    }

    fn new_game(&mut self, args: &str) -> Result<Vec<String>, String> {
        let mut words = args.split_whitespace();
        let edition = parse_edition(words.next().ok_or("new needs an edition")?)?;
        let mut takasia = true;
        for word in words {
            takasia = option(word)?;
        }
        self.game = Game::new(Rules { edition, takasia });
        Ok(vec!["ok".into()])
    }

    fn position(&mut self, args: &str) -> Result<Vec<String>, String> {
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
        Ok(vec!["ok".into()])
    }

    fn play(&mut self, args: &str) -> Result<Vec<String>, String> {
        if args.is_empty() {
            return Err("play needs at least one move".into());
        }
        // All or nothing: play on a copy, keep it only if every move is legal.
        let mut game = self.game.clone();
        for text in args.split_whitespace() {
            let mv = game.parse_move(text)?;
            game.play_untraced(mv).map_err(|e| e.to_string())?;
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

    fn trace(&self, args: &str) -> Result<Vec<String>, String> {
        let mut words = args.split_whitespace();
        let text = words.next().ok_or("trace needs a move")?;
        if words.next().is_some() {
            return Err("trace takes one move".into());
        }
        let mv = self.game.parse_move(text)?;
        let mut game = self.game.clone();
        let events = game.play(mv).map_err(|e| e.to_string())?;
        let mut lines: Vec<String> = events
            .iter()
            .map(|e| serde_json::to_string(e).expect("events serialise"))
            .collect();
        lines.push("ok".into());
        Ok(lines)
    }

    fn go(&mut self, args: &str) -> Result<Vec<String>, String> {
        let mut words = args.split_whitespace();
        let (kind, n) = match (words.next(), words.next(), words.next()) {
            (Some(kind @ ("level" | "nodes")), Some(n), None) => (
                kind,
                n.parse::<u64>()
                    .map_err(|_| format!("'{n}' is not a number"))?,
            ),
            _ => return Err("go needs 'level <1..6>' or 'nodes <n>'".into()),
        };
        if self.game.status().is_over() {
            return Err(format!("the game is over ({})", self.game.status()));
        }
        let position = *self.game.position();
        let rules = self.game.rules();
        let stop = AtomicBool::new(false);
        let result = if kind == "level" {
            let level = u8::try_from(n)
                .ok()
                .and_then(Level::get)
                .ok_or_else(|| format!("level {n}: the levels are 1 to 6"))?;
            bot::choose(&position, rules, level, &stop)
        } else {
            if n == 0 {
                return Err("go nodes needs at least 1 node".into());
            }
            bot::choose_with_nodes(&position, rules, n, &stop)
        };
        let mut lines: Vec<String> = result
            .iterations
            .iter()
            .map(|it| {
                format!(
                    "info depth {} nodes {} score {} pv {}",
                    it.depth,
                    it.nodes,
                    it.score,
                    pv_text(&position, rules, &it.pv)
                )
            })
            .collect();
        lines.push(format!("bestmove {}", self.game.move_text(result.best)));
        Ok(lines)
    }
}

/// The moves of a principal variation as text, each by the side that plays it.
pub fn pv_text(position: &Position, rules: Rules, pv: &[crate::rules::Move]) -> String {
    let mut words = Vec::new();
    let mut pos = *position;
    for &mv in pv {
        words.push(mv.text(rules.edition, pos.side));
        let (next, outcome) =
            crate::rules::play_for_search(&pos, mv, &rules, bot::search::SEARCH_LAP_CAP);
        if outcome.ending != crate::rules::Ending::Done {
            break;
        }
        pos = next;
    }
    words.join(" ")
}

fn option(word: &str) -> Result<bool, String> {
    match word.strip_prefix("takasia=") {
        Some(value) => parse_takasia(value),
        None => Err(format!("unknown option '{word}' (takasia=on|off)")),
    }
}

/// Runs a session until `quit` or the end of the input.
pub fn run(input: impl BufRead, mut output: impl Write) -> io::Result<()> {
    let mut session = Session::default();
    let mut input = input;
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        if input.read_until(b'\n', &mut bytes)? == 0 {
            break;
        }
        // Bytes that are not UTF-8 make a malformed command, not a dead session.
        let line = String::from_utf8_lossy(&bytes);
        match session.command(&line) {
            Reply::Quit => break,
            Reply::Lines(lines) => {
                for l in lines {
                    writeln!(output, "{l}")?;
                }
                output.flush()?;
            }
        }
    }
    Ok(())
}
