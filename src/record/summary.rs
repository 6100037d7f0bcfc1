//! The one-line summary a player may share, e.g.
//! `Bao la Kiswahili (takasia on) · South won in 45 moves · 12:31 active ·
//! against Bingwa (level 6)`. It is built only from the engine's facts and
//! the bots' names: its inputs have no place for a name the player typed or
//! anything else personal (a record's names are ignored, only its levels
//! read).

use super::clean_solo::is_edition_start;
use super::game::{GameRecord, GameResult, Reason};
use super::settings::Player;
use crate::bot::Level;
use crate::rules::{Edition, Game, Rules, Side};
use crate::words::{IN_ENGLISH, Words};
use std::fmt;
use std::time::Duration;

/// What the summary says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    pub rules: Rules,
    /// The game started from a position other than the edition's start
    /// (who moved first aside).
    pub from_set_position: bool,
    /// Who played South and North: a person, or a bot by its level.
    pub players: [Player; 2],
    pub result: GameResult,
    /// Why an unranked game ended (for the other results it is not shown).
    pub reason: Option<Reason>,
    /// The game's moves, counted as the records count them (a move is
    /// South's ply and North's).
    pub moves: usize,
    /// Active playing time, when there was a player's clock.
    pub active: Option<Duration>,
}

impl Summary {
    /// The summary of a game as it stands.
    pub fn of_game(game: &Game, players: [Player; 2], active: Option<Duration>) -> Summary {
        Summary {
            rules: game.rules(),
            from_set_position: !is_edition_start(game.start_position()),
            players,
            result: GameResult::of(game.status()),
            reason: Reason::of(game.status()),
            moves: game.start_position().side.moves_in(game.moves().len()),
            active,
        }
    }

    /// The summary of a record. Its `South`/`North` names are never read: a
    /// player with a level is that bot, one without is a person.
    pub fn of_record(record: &GameRecord) -> Summary {
        let player = |side: Side| {
            record
                .player(side)
                .level
                .and_then(Level::get)
                .map_or(Player::Person, Player::Bot)
        };
        Summary {
            rules: record.rules,
            from_set_position: !is_edition_start(&record.start_position()),
            players: [player(Side::South), player(Side::North)],
            result: record.result,
            reason: record.reason,
            moves: record.start_position().side.moves_in(record.plies()),
            active: record.active_seconds.map(Duration::from_secs),
        }
    }

    /// The line to share.
    pub fn text(&self) -> String {
        self.to_string()
    }

    /// The line in the reader's language.
    pub fn said(&self, words: &Words) -> String {
        let mut line = self.rules.edition.title().to_string();
        if self.rules.edition == Edition::Kiswahili {
            line.push_str(" (");
            line.push_str(&words.takasia(self.rules.takasia));
            line.push(')');
        }
        if self.from_set_position {
            line.push(' ');
            line.push_str(&words.get("summary-from-set-position"));
        }
        let moves = self.moves.to_string();
        let moves = [("moves", moves.as_str())];
        let result = match self.result {
            GameResult::SouthWon => words.with("summary-south-won", &moves),
            GameResult::NorthWon => words.with("summary-north-won", &moves),
            GameResult::Unranked => match self.reason {
                Some(reason) => words.with(
                    "summary-unranked-why",
                    &[
                        ("why", &words.get(reason_id(reason))),
                        ("moves", moves[0].1),
                    ],
                ),
                None => words.with("summary-unranked", &moves),
            },
            GameResult::Unfinished => words.with("summary-unfinished", &moves),
        };
        line.push_str(" · ");
        line.push_str(&result);
        if let Some(active) = self.active {
            line.push_str(" · ");
            line.push_str(&words.with(
                "summary-active",
                &[("clock", &crate::words::short_clock_text(active.as_secs()))],
            ));
        }
        line.push_str(" · ");
        line.push_str(&opponents(self.players, words));
        line
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said(&IN_ENGLISH))
    }
}

/// The message id of an unranked end in words that read after "unranked:".
pub fn reason_id(reason: Reason) -> &'static str {
    match reason {
        Reason::FrontRowEmpty => "summary-reason-front-row-empty",
        Reason::NoLegalMove => "summary-reason-no-legal-move",
        Reason::NeverEndingMove => "summary-reason-never-ending",
        Reason::RepeatedPosition => "summary-reason-repeated",
        Reason::MoveLimit => "summary-reason-move-limit",
        Reason::TimeLimit => "summary-reason-time-limit",
        Reason::Abandoned => "summary-reason-abandoned",
    }
}

/// The bots by name and level; a bot playing South (not its usual seat) is
/// said to, so "South won" can be read.
fn opponents(players: [Player; 2], words: &Words) -> String {
    let bot = |level: Level| {
        words.with(
            "summary-bot",
            &[("name", level.name), ("level", &level.number.to_string())],
        )
    };
    match players {
        [Player::Person, Player::Bot(north)] => {
            words.with("summary-against", &[("bot", &bot(north))])
        }
        [Player::Bot(south), Player::Person] => {
            words.with("summary-against-as-south", &[("bot", &bot(south))])
        }
        [Player::Bot(south), Player::Bot(north)] => words.with(
            "summary-bots",
            &[("south", &bot(south)), ("north", &bot(north))],
        ),
        [Player::Person, Player::Person] => words.get("summary-two-players"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::game::PlayerTags;

    fn bot(n: u8) -> Player {
        Player::Bot(Level::get(n).unwrap())
    }

    fn summary(result: GameResult, moves: usize) -> Summary {
        Summary {
            rules: Rules::new(Edition::Kiswahili),
            from_set_position: false,
            players: [Player::Person, bot(6)],
            result,
            reason: None,
            moves,
            active: Some(Duration::from_secs(751)),
        }
    }

    #[test]
    fn the_example_line() {
        assert_eq!(
            summary(GameResult::SouthWon, 45).text(),
            "Bao la Kiswahili (takasia on) · South won in 45 moves · 12:31 active · against Bingwa (level 6)"
        );
    }

    #[test]
    fn plurals_results_times_and_players() {
        let mut s = summary(GameResult::NorthWon, 1);
        s.rules = Rules::new(Edition::Kimasai);
        s.players = [bot(1), Player::Person];
        s.active = Some(Duration::from_secs(3723));
        assert_eq!(
            s.text(),
            "Bao la Kimasai · North won in 1 move · 1:02:03 active · against Mwanafunzi (level 1) as South"
        );
        let mut s = summary(GameResult::Unranked, 2000);
        s.reason = Some(Reason::MoveLimit);
        s.rules.takasia = false;
        s.active = None;
        s.players = [bot(4), bot(6)];
        assert_eq!(
            s.text(),
            "Bao la Kiswahili (takasia off) · unranked: move limit · 2000 moves · Fundi (level 4) as South against Bingwa (level 6)"
        );
        let mut s = summary(GameResult::Unfinished, 0);
        s.rules = Rules::new(Edition::Kujifunza);
        s.from_set_position = true;
        s.players = [Player::Person, Player::Person];
        s.active = Some(Duration::from_secs(5));
        assert_eq!(
            s.text(),
            "Bao la Kujifunza from a set position · unfinished · 0 moves · 0:05 active · two players"
        );
        let mut s = summary(GameResult::Unranked, 12);
        s.reason = Some(Reason::RepeatedPosition);
        assert!(
            s.text()
                .contains(" · unranked: repeated position · 12 moves · ")
        );
        s.reason = Some(Reason::TimeLimit);
        assert!(s.text().contains(" · unranked: time limit · "));
    }

    #[test]
    fn a_record_s_names_are_never_shown() {
        let game = Game::new(Rules::new(Edition::Kujifunza));
        let mut record = GameRecord::from_game(
            &game,
            PlayerTags::person("Amina \"secret\" Mwangi"),
            PlayerTags {
                name: Some("My brother".to_string()),
                level: Some(3),
            },
        );
        record.event = Some("Family night".to_string());
        record.date = Some("2026.05.01".to_string());
        let text = Summary::of_record(&record).text();
        assert_eq!(
            text,
            "Bao la Kujifunza · unfinished · 0 moves · against Hodari (level 3)"
        );
        assert_eq!(
            Summary::of_record(&record),
            Summary::of_game(&game, [Player::Person, bot(3)], None)
        );
    }
}
