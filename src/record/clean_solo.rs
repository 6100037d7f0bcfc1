//! A clean solo win: what a round carries ([`CleanSolo`]) to know whether
//! its win may count in the personal bests, and why not (a [`Taint`]).

use super::bests::CleanWin;
use super::date::Date;
use super::settings::Player;
use crate::bot::Level;
use crate::rules::{Game, Position, Side, Status};
use crate::words::Words;
use std::time::Duration;

/// Something done during a game that keeps its win from counting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Taint {
    /// A move was taken back (undo).
    TookBack,
    /// The player asked for a hint.
    Hint,
    /// The player previewed a move's sowing before playing it.
    Preview,
    /// A position was loaded into the game.
    LoadedPosition,
    /// The bot's level was changed during the game.
    BotChanged,
    /// A saved game marked by a newer version of Bao in a way this one does
    /// not know.
    Unknown,
}

impl Taint {
    pub const ALL: [Taint; 6] = [
        Taint::TookBack,
        Taint::Hint,
        Taint::Preview,
        Taint::LoadedPosition,
        Taint::BotChanged,
        Taint::Unknown,
    ];

    /// The message id of its plain words for the end window.
    pub const fn message_id(self) -> &'static str {
        match self {
            Taint::TookBack => "taint-took-back",
            Taint::Hint => "taint-hint",
            Taint::Preview => "taint-preview",
            Taint::LoadedPosition => "taint-loaded-position",
            Taint::BotChanged => "taint-bot-changed",
            Taint::Unknown => "taint-unknown",
        }
    }

    /// The word the saved game's `Taints` tag writes (docs/playing.md, "Your
    /// data"); `Unknown` has none: it stands for words this version does not
    /// know.
    pub const fn code(self) -> Option<&'static str> {
        match self {
            Taint::TookBack => Some("undo"),
            Taint::Hint => Some("hint"),
            Taint::Preview => Some("preview"),
            Taint::LoadedPosition => Some("position"),
            Taint::BotChanged => Some("bot"),
            Taint::Unknown => None,
        }
    }

    /// The taint a `Taints` word names; any other word is `Unknown`.
    pub fn from_code(word: &str) -> Taint {
        Taint::ALL
            .into_iter()
            .find(|t| t.code() == Some(word))
            .unwrap_or(Taint::Unknown)
    }

    const fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// Whether a round's win counts as a clean solo win: a ranked win of the
/// person against a bot, from the edition's start position (either side to
/// move), with no undo, no hint, no move preview, no loaded position and no
/// change of the bot. The round builds it at its start with
/// [`CleanSolo::for_round`] (or [`CleanSolo::new`]), marks what happens with
/// [`CleanSolo::mark`], and asks at its end with [`CleanSolo::clean_win`] or
/// [`CleanSolo::why_not_counted`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CleanSolo {
    /// The person's side and the bot's level, when one person plays one bot.
    solo: Option<(Side, Level)>,
    from_start: bool,
    /// One bit a [`Taint`].
    taints: u8,
}

impl CleanSolo {
    /// From the round's setup: who plays each side (South, North), and
    /// whether the game starts from the edition's start position.
    pub fn new(players: [Player; 2], from_edition_start: bool) -> CleanSolo {
        let solo = match players {
            [Player::Person, Player::Bot(level)] => Some((Side::South, level)),
            [Player::Bot(level), Player::Person] => Some((Side::North, level)),
            _ => None,
        };
        CleanSolo {
            solo,
            from_start: from_edition_start,
            taints: 0,
        }
    }

    /// From a round's players and its game as it starts (its start position
    /// decides "from the edition's start").
    pub fn for_round(players: [Player; 2], game: &Game) -> CleanSolo {
        CleanSolo::new(players, is_edition_start(game.start_position()))
    }

    /// Notes something that keeps the win from counting. Marks stay for the
    /// rest of the game (and are saved with it, see [`super::resume`]).
    pub fn mark(&mut self, taint: Taint) {
        self.taints |= taint.bit();
    }

    /// A move was taken back.
    pub fn took_back(&mut self) {
        self.mark(Taint::TookBack);
    }

    /// The player asked for a hint.
    pub fn asked_hint(&mut self) {
        self.mark(Taint::Hint);
    }

    /// The player previewed a move.
    pub fn previewed_move(&mut self) {
        self.mark(Taint::Preview);
    }

    /// A position was loaded into the game.
    pub fn loaded_position(&mut self) {
        self.mark(Taint::LoadedPosition);
    }

    /// The bot was changed during the game.
    pub fn changed_bot(&mut self) {
        self.mark(Taint::BotChanged);
    }

    /// The marks made, in [`Taint::ALL`] order.
    pub fn taints(&self) -> impl Iterator<Item = Taint> + '_ {
        Taint::ALL
            .into_iter()
            .filter(|t| self.taints & t.bit() != 0)
    }

    pub fn is_tainted(&self) -> bool {
        self.taints != 0
    }

    /// The person's side and the bot's level, when one person plays one bot.
    pub fn solo(&self) -> Option<(Side, Level)> {
        self.solo
    }

    pub fn from_edition_start(&self) -> bool {
        self.from_start
    }

    /// Every reason a game that ended with `status` does not count, in
    /// plain words; empty when it counts.
    pub fn reasons(&self, status: Status) -> Vec<&'static str> {
        let mut reasons = Vec::new();
        match self.solo {
            None => reasons.push("not-counted-not-solo"),
            Some((person, _)) => match status {
                Status::Ongoing => reasons.push("not-counted-unfinished"),
                Status::Unranked(_) => reasons.push("not-counted-unranked"),
                Status::Won { winner, .. } if winner != person => {
                    reasons.push("not-counted-bot-won")
                }
                Status::Won { .. } => {}
            },
        }
        if !self.from_start {
            reasons.push("not-counted-not-from-start");
        }
        reasons.extend(self.taints().map(Taint::message_id));
        reasons
    }

    /// Why a game that ended with `status` does not count as a clean win,
    /// in plain words for the end window ("you took a move back and you
    /// asked for a hint"); `None` when it counts.
    pub fn why_not_counted(&self, status: Status, words: &Words) -> Option<String> {
        let reasons: Vec<String> = self
            .reasons(status)
            .into_iter()
            .map(|id| words.get(id))
            .collect();
        match reasons.as_slice() {
            [] => None,
            [one] => Some(one.clone()),
            [first @ .., last] => {
                Some(words.with("list-and", &[("first", &first.join(", ")), ("last", last)]))
            }
        }
    }

    /// Whether a game that ended with `status` counts.
    pub fn counts(&self, status: Status) -> bool {
        self.reasons(status).is_empty()
    }

    /// The clean win to record, when `game` ended in one: its rules, the
    /// bot's level, its moves, the active time (whole seconds) and `date`.
    pub fn clean_win(&self, game: &Game, active: Duration, date: Date) -> Option<CleanWin> {
        let (_, level) = self.solo?;
        // The game itself must agree with the setup the round described.
        if !self.counts(game.status()) || !is_edition_start(game.start_position()) {
            return None;
        }
        Some(CleanWin {
            rules: game.rules(),
            level,
            moves: u32::try_from(game.moves().len()).unwrap_or(u32::MAX),
            active_seconds: active.as_secs(),
            date,
        })
    }
}

/// Whether a game starting at `position` starts from its edition's start:
/// the same board, stores and flags, with either side to move (who moves
/// first is the round's choice, not a loaded position).
pub fn is_edition_start(position: &Position) -> bool {
    let mut start = Position::start(position.edition);
    start.side = position.side;
    *position == start
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::Level;
    use crate::rules::Edition;
    use crate::words::IN_ENGLISH;

    fn bot(n: u8) -> Player {
        Player::Bot(Level::get(n).unwrap())
    }

    fn won(winner: Side) -> Status {
        Status::Won {
            winner,
            reason: crate::rules::WinReason::FrontRowEmpty,
        }
    }

    #[test]
    fn only_a_ranked_win_of_a_person_against_a_bot_from_the_start_counts() {
        let solo = CleanSolo::new([Player::Person, bot(6)], true);
        assert_eq!(solo.solo(), Some((Side::South, Level::get(6).unwrap())));
        assert!(solo.counts(won(Side::South)));
        assert_eq!(solo.why_not_counted(won(Side::South), &IN_ENGLISH), None);
        assert_eq!(
            solo.why_not_counted(won(Side::North), &IN_ENGLISH)
                .as_deref(),
            Some("the bot won")
        );
        assert_eq!(
            solo.why_not_counted(Status::Ongoing, &IN_ENGLISH)
                .as_deref(),
            Some("the game is not finished")
        );
        let unranked = Status::Unranked(crate::rules::UnrankedReason::Repetition);
        assert_eq!(
            solo.why_not_counted(unranked, &IN_ENGLISH).as_deref(),
            Some("unranked games do not count")
        );
        let north = CleanSolo::new([bot(2), Player::Person], true);
        assert!(north.counts(won(Side::North)) && !north.counts(won(Side::South)));
        for players in [[Player::Person, Player::Person], [bot(1), bot(6)]] {
            let other = CleanSolo::new(players, true);
            assert_eq!(other.solo(), None);
            assert!(!other.counts(won(Side::South)) && !other.counts(won(Side::North)));
        }
        let set = CleanSolo::new([Player::Person, bot(6)], false);
        assert_eq!(
            set.why_not_counted(won(Side::South), &IN_ENGLISH)
                .as_deref(),
            Some("the game did not start from the edition's start position")
        );
    }

    #[test]
    fn each_taint_keeps_a_win_from_counting_and_says_why() {
        for taint in Taint::ALL {
            let mut solo = CleanSolo::new([Player::Person, bot(3)], true);
            match taint {
                Taint::TookBack => solo.took_back(),
                Taint::Hint => solo.asked_hint(),
                Taint::Preview => solo.previewed_move(),
                Taint::LoadedPosition => solo.loaded_position(),
                Taint::BotChanged => solo.changed_bot(),
                Taint::Unknown => solo.mark(Taint::Unknown),
            }
            assert!(solo.is_tainted());
            assert_eq!(solo.taints().collect::<Vec<_>>(), [taint]);
            assert_eq!(
                solo.why_not_counted(won(Side::South), &IN_ENGLISH)
                    .as_deref(),
                Some(IN_ENGLISH.get(taint.message_id()).as_str())
            );
            assert_eq!(Taint::from_code(taint.code().unwrap_or("later")), taint);
        }
        let mut solo = CleanSolo::new([Player::Person, bot(3)], true);
        solo.took_back();
        solo.asked_hint();
        solo.changed_bot();
        solo.took_back();
        assert_eq!(
            solo.why_not_counted(won(Side::South), &IN_ENGLISH)
                .as_deref(),
            Some(
                "you took a move back, you asked for a hint and the bot was changed during the game"
            )
        );
    }

    #[test]
    fn a_clean_win_carries_the_game_s_facts() {
        // A won game: the first legal move each ply, from the first start
        // (of several editions and sides) that ends in a win.
        let game = Edition::ALL
            .into_iter()
            .flat_map(|e| [Side::South, Side::North].map(|side| (e, side)))
            .find_map(|(edition, side)| {
                let mut start = Position::start(edition);
                start.side = side;
                let mut game = Game::from_position(start, true);
                while !game.status().is_over() {
                    let mv = game.legal_moves()[0];
                    game.play_untraced(mv).ok()?;
                }
                matches!(game.status(), Status::Won { .. }).then_some(game)
            })
            .expect("a won game");
        let Status::Won { winner, .. } = game.status() else {
            unreachable!("found as won")
        };
        let mut players = [bot(4), bot(4)];
        players[winner.index()] = Player::Person;
        let solo = CleanSolo::for_round(players, &Game::new(game.rules()));
        let cleaned = solo
            .clean_win(
                &game,
                Duration::from_millis(61_900),
                Date::new(2026, 5, 8).unwrap(),
            )
            .expect("a clean win");
        assert_eq!(cleaned.level, Level::get(4).unwrap());
        assert_eq!(cleaned.moves as usize, game.moves().len());
        assert_eq!(cleaned.active_seconds, 61);
        assert_eq!(cleaned.date, Date::new(2026, 5, 8).unwrap());
        let mut tainted = solo;
        tainted.asked_hint();
        assert_eq!(
            tainted.clean_win(&game, Duration::ZERO, Date::new(2026, 5, 8).unwrap()),
            None
        );
        let mut loser = [bot(4), bot(4)];
        loser[winner.other().index()] = Player::Person;
        let lost = CleanSolo::for_round(loser, &game);
        assert_eq!(
            lost.clean_win(&game, Duration::ZERO, Date::new(2026, 5, 8).unwrap()),
            None
        );
    }

    #[test]
    fn the_edition_start_allows_either_side_to_move_first() {
        for edition in Edition::ALL {
            let mut start = Position::start(edition);
            assert!(is_edition_start(&start));
            start.side = Side::North;
            assert!(is_edition_start(&start));
            start.stores[0] = start.stores[0].wrapping_add(1);
            assert!(!is_edition_start(&start));
        }
    }
}
