//! The game in progress, kept in `<data folder>/current.bao` so the player
//! can close the game and go on later: a game record (shared/RECORDS.md)
//! with `Result "*"`, the players (a person is `South "Person"` with no level
//! tag, a bot its name and level), the start when it is not the edition's
//! (which also says who moved first), the moves, the active clock
//! (`ActiveTime`), and the marks that keep its win from counting in a tag of
//! our own, `Taints` (docs/playing.md, "Your data"). Written only when the caller
//! says so, in the folder it gives.

use super::clean_solo::{CleanSolo, Taint, is_edition_start};
use super::game::{self, GameRecord, GameResult, PlayerTags, RecordError, RecordedGame};
use super::settings::{Player, RoundConfig};
use crate::bot::Level;
use crate::rules::{Game, Side};
use crate::words::Notice;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The saved game in the data folder.
pub const FILE_NAME: &str = "current.bao";
/// Our tag for the marks of [`CleanSolo`]: their words (`undo`, `hint`,
/// `preview`, `position`, `bot`), separated by spaces; absent when there
/// are none. RECORDS.md readers keep tags they do not know.
pub const TAINTS_TAG: &str = "Taints";
/// How a person is named in the saved game (never a name the player typed).
pub const PERSON_NAME: &str = "Person";

/// Why a saved game was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ResumeError {
    /// Not a valid record (shared/RECORDS.md), with where.
    #[error(transparent)]
    Record(#[from] RecordError),
    #[error("it holds more than one record; a saved game is one")]
    SeveralRecords,
    /// A finished game: there is nothing to go on with.
    #[error("its result is {0}, not * (a game in progress)")]
    NotInProgress(GameResult),
    #[error("level {0} is not 1 to 6")]
    NotALevel(u8),
}

/// Where the saved game is kept in the data folder `dir`.
pub fn path(dir: &Path) -> PathBuf {
    dir.join(FILE_NAME)
}

/// A round being played, as saved and as loaded back.
#[derive(Clone, Debug)]
pub struct SavedGame {
    /// Who plays South and North.
    pub players: [Player; 2],
    /// The game: its rules, start (and so who moved first) and moves.
    pub game: Game,
    /// Active playing time. Kept in whole seconds (`ActiveTime`), so a
    /// fraction of a second is dropped.
    pub clock: Duration,
    /// Whether its win can still count, and why not.
    pub solo: CleanSolo,
}

impl SavedGame {
    /// The round to go on with: the game's rules, the players, and the side
    /// that moved first.
    pub fn config(&self) -> RoundConfig {
        RoundConfig {
            rules: self.game.rules(),
            players: self.players,
            first: self.game.start_position().side,
        }
    }

    /// The game record written to `current.bao`.
    pub fn to_record(&self) -> GameRecord {
        let tags = |player: Player| match player {
            Player::Person => PlayerTags::person(PERSON_NAME),
            Player::Bot(level) => PlayerTags::bot(level),
        };
        let mut record = GameRecord::from_game(
            &self.game,
            tags(self.players[Side::South.index()]),
            tags(self.players[Side::North.index()]),
        );
        record.active_seconds = Some(self.clock.as_secs());
        let mut words: Vec<&str> = self.solo.taints().filter_map(Taint::code).collect();
        // A round that said "not from the start" although its start is the
        // edition's would count once loaded back: keep that as a mark.
        if !self.solo.from_edition_start()
            && is_edition_start(self.game.start_position())
            && !self.solo.taints().any(|t| t == Taint::LoadedPosition)
        {
            words.push("position");
        }
        if self.solo.taints().any(|t| t == Taint::Unknown) {
            // Words a newer version wrote, which this one cannot name again.
            words.push("unknown");
        }
        if !words.is_empty() {
            record
                .other_tags
                .push((TAINTS_TAG.to_string(), words.join(" ")));
        }
        record
    }

    /// The text of `current.bao`.
    pub fn to_text(&self) -> String {
        self.to_record().to_text()
    }

    /// A saved game from a file's text: exactly one valid record that is
    /// still going (`Result "*"`).
    pub fn from_text(text: &str) -> Result<SavedGame, ResumeError> {
        // Two records are enough to refuse: the rest of a planted file is
        // not replayed (and all of it is bounded by the reader's budget).
        let games = game::records(text).take(2).collect::<Result<Vec<_>, _>>()?;
        let [recorded] = games.as_slice() else {
            return Err(ResumeError::SeveralRecords);
        };
        SavedGame::from_recorded(recorded)
    }

    /// A game to go on with, from a record that is still going (`Result
    /// "*"`): its players, its moves, its clock and its marks.
    pub fn from_recorded(recorded: &RecordedGame) -> Result<SavedGame, ResumeError> {
        let players = SavedGame::players_to_go_on(recorded)?;
        let record = &recorded.record;
        let mut solo = CleanSolo::for_round(players, &recorded.game);
        for (name, value) in &record.other_tags {
            if name == TAINTS_TAG {
                for word in value.split_whitespace() {
                    solo.mark(Taint::from_code(word));
                }
            }
        }
        Ok(SavedGame {
            players,
            game: recorded.game.clone(),
            clock: Duration::from_secs(record.active_seconds.unwrap_or(0)),
            solo,
        })
    }

    /// Whether a record can be gone on with (still going, its players
    /// known): what `from_recorded` checks, without copying the game.
    pub fn can_go_on(recorded: &RecordedGame) -> bool {
        SavedGame::players_to_go_on(recorded).is_ok()
    }

    /// The players of a record that is still going, or why it is not one to
    /// go on with.
    fn players_to_go_on(recorded: &RecordedGame) -> Result<[Player; 2], ResumeError> {
        let record = &recorded.record;
        if record.result != GameResult::Unfinished || recorded.game.status().is_over() {
            return Err(ResumeError::NotInProgress(record.result));
        }
        let player = |tags: &PlayerTags| match tags.level {
            None => Ok(Player::Person),
            Some(n) => Level::get(n)
                .map(Player::Bot)
                .ok_or(ResumeError::NotALevel(n)),
        };
        Ok([player(&record.south)?, player(&record.north)?])
    }

    /// Writes `dir/current.bao` atomically, creating `dir` if needed. Call
    /// it only when the player keeps the game
    /// ([`super::settings::Settings::keeps_game`]). A finished game is
    /// refused (`InvalidInput`): there is nothing to resume; [`erase`] it.
    pub fn save(&self, dir: &Path) -> std::io::Result<()> {
        if self.game.status().is_over() {
            return Err(std::io::Error::new(
                std::io::ErrorKind::InvalidInput,
                "the game is over: there is nothing to resume",
            ));
        }
        super::files::write_atomic(&path(dir), self.to_text().as_bytes())
    }
}

/// Reads `dir/current.bao`: `None` when there is none. A corrupt or foreign
/// file (not a record, several records, a finished game, a newer version's)
/// is set aside as `current.bao.corrupt-<date>` and gives `None` with a
/// one-line notice. Writes nothing else.
pub fn load(dir: &Path) -> (Option<SavedGame>, Option<Notice>) {
    super::files::load_or_set_aside(
        &path(dir),
        "file-saved-game",
        "fallback-saved-game",
        SavedGame::from_text,
    )
    .into_parts()
}

/// Removes `dir/current.bao` (the round ended, or the player started
/// another); `false` when there was none. Set-aside copies stay: see
/// [`super::erase_player_data`].
pub fn erase(dir: &Path) -> std::io::Result<bool> {
    super::files::remove_if_there(&path(dir))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Edition, Position, Rules};

    fn scratch(name: &str) -> PathBuf {
        crate::record::scratch::folder(&format!("resume-{name}"))
    }

    fn bot(n: u8) -> Player {
        Player::Bot(Level::get(n).unwrap())
    }

    /// A Kiswahili game a few moves in, person South against level 6.
    fn saved(moves: usize) -> SavedGame {
        let mut game = Game::new(Rules {
            edition: Edition::Kiswahili,
            takasia: false,
        });
        for _ in 0..moves {
            let mv = game.legal_moves()[0];
            game.play_untraced(mv).unwrap();
        }
        let players = [Player::Person, bot(6)];
        SavedGame {
            players,
            solo: CleanSolo::for_round(players, &game),
            game,
            clock: Duration::from_secs(751),
        }
    }

    #[test]
    fn the_record_is_a_records_md_record_with_our_tag() {
        let mut game = saved(3);
        game.solo.asked_hint();
        game.solo.took_back();
        let text = game.to_text();
        assert!(text.starts_with("[Version \"1\"]\n[Edition \"kiswahili\"]\n[Takasia \"off\"]\n"));
        assert!(text.contains("[South \"Person\"]\n[North \"Bingwa\"]\n[NorthLevel \"6\"]\n"));
        assert!(!text.contains("SouthLevel"));
        assert!(text.contains("[Result \"*\"]\n[Plies \"3\"]\n[ActiveTime \"0:12:31\"]\n"));
        assert!(text.contains("[Taints \"undo hint\"]\n"), "{text}");
        assert!(!text.contains("Date"), "{text}");
        assert!(text.trim_end().ends_with('*'));
        // Any RECORDS.md reader reads it, keeping our tag.
        let read = game::parse_records(&text).unwrap();
        assert_eq!(
            read[0].record.other_tags,
            [("Taints".to_string(), "undo hint".to_string())]
        );
    }

    #[test]
    fn a_saved_game_loads_back() {
        let dir = scratch("round-trip");
        let mut game = saved(5);
        game.solo.previewed_move();
        game.save(&dir).unwrap();
        let (loaded, notice) = load(&dir);
        assert_eq!(notice, None);
        let loaded = loaded.unwrap();
        assert_eq!(loaded.players, game.players);
        assert_eq!(loaded.config(), game.config());
        assert_eq!(loaded.game.position(), game.game.position());
        assert_eq!(loaded.game.moves(), game.game.moves());
        assert_eq!(loaded.clock, game.clock);
        assert_eq!(loaded.solo, game.solo);
        assert!(erase(&dir).unwrap());
        assert!(!erase(&dir).unwrap());
        assert_eq!(load(&dir).0.map(|g| g.clock), None);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_finished_game_is_not_saved() {
        let dir = scratch("finished");
        let mut game = saved(0);
        game.game.end_by_time_limit();
        let error = game.save(&dir).unwrap_err();
        assert_eq!(error.kind(), std::io::ErrorKind::InvalidInput);
        assert!(!path(&dir).exists());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_round_said_not_from_the_start_stays_so() {
        let players = [bot(2), Player::Person];
        let mut start = Position::start(Edition::Kimasai);
        start.side = Side::North;
        let game = Game::from_position(start, true);
        let saved = SavedGame {
            players,
            solo: CleanSolo::new(players, false),
            game,
            clock: Duration::ZERO,
        };
        let loaded = SavedGame::from_text(&saved.to_text()).unwrap();
        assert_eq!(loaded.config().first, Side::North);
        assert_eq!(loaded.players, players);
        let won = crate::rules::Status::Won {
            winner: Side::North,
            reason: crate::rules::WinReason::NoLegalMove,
        };
        assert!(!saved.solo.counts(won));
        assert!(!loaded.solo.counts(won));
    }

    #[test]
    fn unknown_marks_keep_the_win_from_counting() {
        let mut text = saved(2).to_text();
        text = text.replace("[Plies", "[Taints \"later-mark\"]\n[Plies");
        let loaded = SavedGame::from_text(&text).unwrap();
        assert_eq!(loaded.solo.taints().collect::<Vec<_>>(), [Taint::Unknown]);
        // And they survive being saved again.
        let again = SavedGame::from_text(&loaded.to_text()).unwrap();
        assert_eq!(again.solo.taints().collect::<Vec<_>>(), [Taint::Unknown]);
    }

    #[test]
    fn what_is_not_a_game_in_progress_is_refused() {
        let good = saved(2).to_text();
        for (text, expected) in [
            (String::new(), "holds no record"),
            ("{ just a comment }".to_string(), "holds no record"),
            (good.replace("Result \"*\"", "Result \"1-0\""), "1-0"),
            (format!("{good}\n{good}"), "more than one record"),
            (format!("{good}\n{good}\n{good}"), "more than one record"),
            (
                good.replace("[Version \"1\"]", "[Version \"2\"]"),
                "newer version",
            ),
            (
                good.replace("NorthLevel \"6\"", "NorthLevel \"9\""),
                "level is 1 to 6",
            ),
            (
                good.replace(
                    "[Result \"*\"]",
                    "[Result \"unranked\"]\n[Reason \"abandoned\"]",
                )
                .replace(" *\n", " unranked\n"),
                "not *",
            ),
        ] {
            let why = SavedGame::from_text(&text)
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default();
            assert!(why.contains(expected), "{text}: {why}");
        }
        let refused = |text: &str| SavedGame::from_text(text).err();
        let abandoned = good
            .replace(
                "[Result \"*\"]",
                "[Result \"unranked\"]\n[Reason \"abandoned\"]",
            )
            .replace(" *\n", " unranked\n");
        assert_eq!(
            refused(&abandoned),
            Some(ResumeError::NotInProgress(GameResult::Unranked))
        );
        let won = good.replace("Result \"*\"", "Result \"1-0\"");
        assert!(matches!(refused(&won), Some(ResumeError::Record(_))));
        let two = format!("{good}\n{good}");
        assert_eq!(refused(&two), Some(ResumeError::SeveralRecords));
        let level_9 = good.replace("NorthLevel \"6\"", "NorthLevel \"9\"");
        assert!(matches!(refused(&level_9), Some(ResumeError::Record(_))));
    }
}
