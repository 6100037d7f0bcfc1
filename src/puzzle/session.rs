//! A sitting of puzzles: which puzzle comes next (matched to the player's
//! rating, of a theme, or a streak of rising ratings until the first miss),
//! whether a move answers it, and what the sitting came to.

use super::rating::{Outcome, Rating, after_attempt};
use super::{Puzzle, Theme};
use crate::review;
use crate::rules::{Move, MoveEnd, Position, Rules, play_traced, play_untraced, seeds_captured};
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

/// How the puzzles are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Way {
    /// The unsolved puzzle nearest the player's rating.
    Matched,
    /// Puzzles of one theme, nearest the player's rating.
    Theme(Theme),
    /// Rising ratings from the easiest; the sitting ends at the first miss.
    Streak,
    /// The player's own mistakes, newest first (the set is theirs alone).
    Mine,
}

/// One attempt's end.
#[derive(Clone, Debug, PartialEq)]
pub struct Attempt {
    pub id: String,
    /// Solved without help.
    pub solved: bool,
    /// Whether it moved the ratings: not a replay of a puzzle seen before.
    pub rated: bool,
    pub rating_before: f64,
    pub rating_after: f64,
}

/// The sitting: its puzzles, the way, the player's rating and what was tried.
#[derive(Clone, Debug)]
pub struct Sitting {
    pub puzzles: Vec<Puzzle>,
    pub way: Way,
    pub player: Rating,
    pub attempts: Vec<Attempt>,
    /// Puzzles rated before this sitting (their ratings kept): trying one
    /// again is practice, unrated.
    pub seen: HashSet<String>,
}

/// What recording an attempt did: the player's change, and the puzzle's
/// new rating to keep (`None` for an unrated replay).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Recorded {
    pub change: f64,
    pub puzzle: Option<Rating>,
}

/// What a move played in a puzzle was.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// The solution's move: the opponent's reply follows (`None` when this
    /// was the last move of the solution).
    Right { reply: Option<Move> },
    /// Another move: the opponent's best reply to it, the seeds that reply
    /// takes, and the mover's win chance after the right move and after it.
    Wrong {
        refutation: Option<Move>,
        takes: u32,
        chance_right: f64,
        chance_played: f64,
    },
}

/// Nodes for the refutation of a wrong move: enough to see the capture
/// that punishes it, quick on the main thread.
const REFUTING_NODES: u64 = 20_000;

impl Sitting {
    pub fn new(puzzles: Vec<Puzzle>, way: Way, player: Rating) -> Sitting {
        Sitting {
            puzzles,
            way,
            player,
            attempts: Vec::new(),
            seen: HashSet::new(),
        }
    }

    fn tried(&self, id: &str) -> bool {
        self.attempts.iter().any(|a| a.id == id)
    }

    /// The next puzzle's index in the set, `None` when the way has none left
    /// (or a streak missed).
    pub fn next(&self) -> Option<usize> {
        let open = |p: &&Puzzle| !self.tried(&p.id);
        let target = self.player.rating;
        let nearest = |candidates: Vec<(usize, &Puzzle)>| {
            candidates
                .into_iter()
                .min_by(|a, b| {
                    (a.1.rating - target)
                        .abs()
                        .total_cmp(&(b.1.rating - target).abs())
                        .then(a.0.cmp(&b.0))
                })
                .map(|(k, _)| k)
        };
        let indexed = self.puzzles.iter().enumerate().filter(|(_, p)| open(p));
        match self.way {
            Way::Matched => nearest(indexed.collect()),
            Way::Theme(theme) => {
                nearest(indexed.filter(|(_, p)| p.themes.contains(&theme)).collect())
            }
            Way::Mine => indexed.map(|(k, _)| k).next_back(),
            Way::Streak => {
                if self.attempts.iter().any(|a| !a.solved) {
                    return None;
                }
                // The easiest not yet tried above the last one solved.
                let floor = self.attempts.len() as f64 * 50.0;
                indexed
                    .filter(|(_, p)| p.rating >= floor)
                    .min_by(|a, b| a.1.rating.total_cmp(&b.1.rating).then(a.0.cmp(&b.0)))
                    .map(|(k, _)| k)
            }
        }
    }

    /// Records an attempt at puzzle `index`. A first attempt moves the
    /// player's rating and the puzzle's by Glicko-2; a puzzle already tried
    /// (in this sitting, or rated before it) is unrated. The puzzle's rating
    /// in the sitting stays as it was shown: its new one is returned, to
    /// keep for the next sitting.
    pub fn record(&mut self, index: usize, outcome: Outcome) -> Recorded {
        let puzzle = &self.puzzles[index];
        let before = self.player.rating;
        let rated = !self.seen.contains(&puzzle.id) && !self.tried(&puzzle.id);
        let mut new_rating = None;
        if rated {
            let shown = Rating::puzzle(puzzle.rating, puzzle.deviation);
            let (player, puzzle) = after_attempt(self.player, shown, outcome);
            self.player = player;
            new_rating = Some(puzzle);
        }
        self.attempts.push(Attempt {
            id: self.puzzles[index].id.clone(),
            solved: outcome == Outcome::Solved,
            rated,
            rating_before: before,
            rating_after: self.player.rating,
        });
        Recorded {
            change: self.player.rating - before,
            puzzle: new_rating,
        }
    }

    pub fn solved(&self) -> usize {
        self.attempts.iter().filter(|a| a.solved).count()
    }

    pub fn failed(&self) -> Vec<String> {
        self.attempts
            .iter()
            .filter(|a| !a.solved)
            .map(|a| a.id.clone())
            .collect()
    }
}

/// Whether `played`, the solver's move at `at` (the solution's `step`th
/// move), answers the puzzle.
pub fn answer(puzzle: &Puzzle, step: usize, at: &Position, played: Move) -> Answer {
    let rules = puzzle.rules;
    let right = puzzle.solution[step];
    // A move that leaves the very position the solution leaves (a pit of 16
    // seeds sown either way round) is the same answer reached another way.
    if played == right || play_untraced(at, played, &rules) == play_untraced(at, right, &rules) {
        return Answer::Right {
            reply: puzzle.solution.get(step + 1).copied(),
        };
    }
    let stop = AtomicBool::new(false);
    let after = |mv: Move| -> (Option<Move>, u32, f64) {
        let (next, outcome) = play_untraced(at, mv, &rules);
        if outcome.ending != MoveEnd::Done {
            let won = matches!(outcome.ending, MoveEnd::GameOver { loser } if loser != at.side);
            return (None, 0, if won { 1.0 } else { 0.0 });
        }
        let Some(standing) = review::assess(&next, rules, REFUTING_NODES, &stop) else {
            return (None, 0, 0.5);
        };
        let chance = standing.value.chance(rules.edition, next.side, at.side);
        let reply = standing.line.first().copied();
        let takes = reply.map_or(0, |r| taken(&next, r, &rules));
        (reply, takes, chance)
    };
    let (_, _, chance_right) = after(right);
    let (refutation, takes, chance_played) = after(played);
    Answer::Wrong {
        refutation,
        takes,
        chance_right,
        chance_played,
    }
}

/// Seeds a move captures.
fn taken(at: &Position, mv: Move, rules: &Rules) -> u32 {
    let (_, _, events) = play_traced(at, mv, rules);
    seeds_captured(&events)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Kind;
    use crate::rules::{Dir, Edition};

    fn puzzle(id: &str, rating: f64, themes: Vec<Theme>) -> Puzzle {
        Puzzle {
            id: id.into(),
            rules: Rules::new(Edition::Kujifunza),
            before: Position::start(Edition::Kujifunza),
            setup: Move::new(0, Dir::Clockwise),
            solution: vec![Move::new(1, Dir::Clockwise)],
            kind: Kind::Clear,
            margins: vec![0.4],
            themes,
            rating,
            deviation: 250.0,
            source: "test".into(),
            found_nodes: 1,
            verified_nodes: 10,
            deep: None,
        }
    }

    /// Issue 48, an equal answer is accepted: in Bao la Kujifunza a pit of
    /// 16 seeds sown either way puts one seed in each of the player's 16
    /// pits and ends in the emptied pit (RULES.md, sowing), so both
    /// directions leave one position.
    #[test]
    fn a_move_leaving_the_solutions_position_is_right_too() {
        let text =
            "kujifunza S 0,0,0,16,0,0,0,0/0,0,0,0,0,0,0,0 3,3,3,3,3,3,3,3/3,3,3,3,3,3,3,3 0,0";
        let at = Position::parse(text).expect("a position");
        let rules = Rules::new(Edition::Kujifunza);
        let legal = crate::rules::legal_moves(&at, &rules);
        let from = |dir| {
            *legal
                .iter()
                .find(|m| m.dir == dir)
                .expect("both directions are legal")
        };
        let (right, other) = (from(Dir::Clockwise), from(Dir::Anticlockwise));
        let mut shipped = puzzle("sixteen", 1500.0, vec![]);
        shipped.solution = vec![right];
        assert_eq!(
            answer(&shipped, 0, &at, right),
            Answer::Right { reply: None }
        );
        assert_eq!(legal.len(), 2, "{legal:?}");
        assert_eq!(
            answer(&shipped, 0, &at, other),
            Answer::Right { reply: None }
        );
    }

    fn set() -> Vec<Puzzle> {
        vec![
            puzzle("a", 800.0, vec![Theme::Chain]),
            puzzle("b", 1500.0, vec![Theme::End]),
            puzzle("c", 1300.0, vec![Theme::Chain]),
            puzzle("d", 2000.0, vec![]),
        ]
    }

    #[test]
    fn matched_puzzles_come_nearest_the_players_rating_first() {
        let mut sitting = Sitting::new(set(), Way::Matched, Rating::newcomer());
        assert_eq!(sitting.next(), Some(1), "1500 is nearest a newcomer's 1500");
        let recorded = sitting.record(1, Outcome::Solved);
        assert!(recorded.change > 0.0);
        assert_ne!(sitting.next(), Some(1), "a puzzle tried is not drawn again");
    }

    /// The puzzle's rating stays as shown for the rest of the sitting; a
    /// second attempt, or one at a puzzle rated before, moves nothing.
    #[test]
    fn a_puzzle_keeps_its_rating_and_a_replay_is_unrated() {
        let mut sitting = Sitting::new(set(), Way::Matched, Rating::newcomer());
        let recorded = sitting.record(1, Outcome::Missed);
        assert!(recorded.change < 0.0);
        let kept = recorded.puzzle.expect("a first attempt is rated");
        assert!(kept.rating > 1500.0);
        assert_eq!(sitting.puzzles[1].rating, 1500.0, "the shown rating moved");
        let player = sitting.player;
        let again = sitting.record(1, Outcome::Solved);
        assert_eq!((again.change, again.puzzle), (0.0, None));
        assert_eq!(sitting.player, player);
        sitting.seen.insert("c".into());
        let seen = sitting.record(2, Outcome::Solved);
        assert_eq!((seen.change, seen.puzzle), (0.0, None));
        assert!(!sitting.attempts[1].rated && !sitting.attempts[2].rated);
        assert!(sitting.attempts[0].rated);
    }

    #[test]
    fn a_theme_draws_only_its_puzzles() {
        let mut sitting = Sitting::new(set(), Way::Theme(Theme::Chain), Rating::newcomer());
        assert_eq!(sitting.next(), Some(2));
        sitting.record(2, Outcome::Solved);
        assert_eq!(sitting.next(), Some(0));
        sitting.record(0, Outcome::Missed);
        assert_eq!(sitting.next(), None);
        assert_eq!(
            (sitting.solved(), sitting.failed()),
            (1, vec!["a".to_string()])
        );
    }

    #[test]
    fn a_streak_rises_and_ends_at_the_first_miss() {
        let mut sitting = Sitting::new(set(), Way::Streak, Rating::newcomer());
        assert_eq!(sitting.next(), Some(0));
        sitting.record(0, Outcome::Solved);
        assert_eq!(sitting.next(), Some(2));
        sitting.record(2, Outcome::Missed);
        assert_eq!(sitting.next(), None);
    }

    #[test]
    fn the_players_own_puzzles_come_newest_first_whatever_their_rating() {
        let mut sitting = Sitting::new(set(), Way::Mine, Rating::newcomer());
        assert_eq!(sitting.next(), Some(3), "the last one kept is the newest");
        sitting.record(3, Outcome::Missed);
        assert_eq!(sitting.next(), Some(2));
        for k in [2, 1, 0] {
            sitting.record(k, Outcome::Solved);
        }
        assert_eq!(sitting.next(), None);
    }
}
