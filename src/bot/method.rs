//! Which refinements the search uses on top of plain alpha-beta. The bots
//! use one only after it won a match against the search without it
//! (docs/maintaining.md, "Strength"); every one tried stays switchable, the
//! rejected ones too, so `bao match --a-search ...` replays those matches,
//! and `plain` is the search of the levels before them (commit 34a088f).

/// The refinements of the alpha-beta search, each on or off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Method {
    /// Principal-variation search: every move after the first is searched
    /// with a null window first, and again in full only if it may be better.
    pub pvs: bool,
    /// Late-move reductions: a quiet move late in the order is searched a
    /// ply shallower first (needs `pvs`, whose null window it reuses).
    pub lmr: bool,
    /// Quiescence at the horizon: while the side to move has a capture (a
    /// capture is compulsory in Bao), captures are searched on, up to
    /// `QUIESCE_PLIES` of them, instead of evaluating mid-exchange.
    pub quiesce: bool,
    /// Two table entries a slot: one kept by depth, one always replaced.
    pub buckets: bool,
    /// Counter-move ordering: the move that last refuted the opponent's
    /// move just played is tried right after the killers.
    pub counter: bool,
    /// Follow-up ordering: the move that last refuted the line after the
    /// side's own previous move is tried right after the counter-move.
    pub followup: bool,
    /// History malus: the moves searched before a cut-off move lose what
    /// the cut-off move gains, so history also says what failed.
    pub malus: bool,
    /// When the budget runs out in the middle of an iteration, a move that
    /// beat the previous best at the new depth is played whatever the
    /// score it had at the depth before.
    pub partial: bool,
    /// Only finished iterations count: when the budget runs out in the
    /// middle of one, its moves are forgotten (the opposite of `partial`).
    pub whole: bool,
    /// Only an iteration of even depth says which move is played (the
    /// first excepted): a search that stops after its own move scores the
    /// mover's last sowing with no answer to it.
    pub even: bool,
    /// Only an iteration of odd depth says which move is played: the
    /// search ends on the mover's own sowing, as a player counts a move.
    pub odd: bool,
    /// Null-move pruning: where passing the turn still leaves the mover
    /// at or above `beta` in a shallower search, the node is cut.
    pub null: bool,
    /// Aspiration windows: each iteration's root is searched first in a
    /// narrow window around the score of the iteration before.
    pub asp: bool,
    /// Single-reply extension: a node with one legal move is searched a
    /// ply deeper, so a forced move costs the line no depth.
    pub single: bool,
    /// Continuation history: moves are ordered by their history plus how
    /// often each cut off right after the opponent's move just played.
    pub cont: bool,
    /// Largest capture first: after the table's move, the killers, the
    /// counter-move (and the follow-up, when on), moves are ordered by the
    /// seeds their first capture takes (told without playing them), then
    /// by history.
    pub largest: bool,
    /// The table and the move order are kept from one search of a game to
    /// the next (`Memory`): entries of older searches give way first in
    /// the depth-kept slot, history is halved, killers move up two plies.
    pub keep: bool,
    /// A table score settles a node only when searched to the node's
    /// horizon ply or an even number of plies past it.
    pub parity: bool,
    /// Past the horizon a side that must capture captures: its captures
    /// are searched (up to `FORCED_PLIES`) with no standing pat. Only for
    /// the editions where a capture is compulsory (Kujifunza, Kiswahili;
    /// in Bao la Kimasai's second part a side may sow without taking).
    pub forced: bool,
}

/// The words of `bao match --a-search` and the engine's `set search`.
pub const WORDS: [&str; FLAGS] = [
    "pvs", "lmr", "qs", "buckets", "counter", "followup", "malus", "partial", "whole", "even",
    "odd", "null", "asp", "single", "cont", "largest", "keep", "parity", "forced",
];
const FLAGS: usize = 19;

impl Method {
    /// The search before the refinements.
    pub const PLAIN: Method = Method {
        pvs: false,
        lmr: false,
        quiesce: false,
        buckets: false,
        counter: false,
        followup: false,
        malus: false,
        partial: false,
        whole: false,
        even: false,
        odd: false,
        null: false,
        asp: false,
        single: false,
        cont: false,
        largest: false,
        keep: false,
        parity: false,
        forced: false,
    };

    fn flags(self) -> [bool; FLAGS] {
        [
            self.pvs,
            self.lmr,
            self.quiesce,
            self.buckets,
            self.counter,
            self.followup,
            self.malus,
            self.partial,
            self.whole,
            self.even,
            self.odd,
            self.null,
            self.asp,
            self.single,
            self.cont,
            self.largest,
            self.keep,
            self.parity,
            self.forced,
        ]
    }

    fn from_flags(flags: [bool; FLAGS]) -> Method {
        Method {
            pvs: flags[0],
            lmr: flags[1],
            quiesce: flags[2],
            buckets: flags[3],
            counter: flags[4],
            followup: flags[5],
            malus: flags[6],
            partial: flags[7],
            whole: flags[8],
            even: flags[9],
            odd: flags[10],
            null: flags[11],
            asp: flags[12],
            single: flags[13],
            cont: flags[14],
            largest: flags[15],
            keep: flags[16],
            parity: flags[17],
            forced: flags[18],
        }
    }

    /// Whether a finished iteration of `depth` says which move is played
    /// (`even` and `odd` keep the first and those of their parity).
    pub fn plays_iteration(self, depth: u32) -> bool {
        depth == 1 || !(self.even || self.odd) || depth.is_multiple_of(2) == self.even
    }

    /// `plain`, or the refinements joined by `+` (`pvs+lmr`).
    pub fn name(self) -> String {
        let on: Vec<&str> = WORDS
            .iter()
            .zip(self.flags())
            .filter(|(_, on)| *on)
            .map(|(word, _)| *word)
            .collect();
        if on.is_empty() {
            "plain".to_string()
        } else {
            on.join("+")
        }
    }

    /// Reads [`Method::name`]'s words back; `None` for an unknown word, a
    /// word twice, or `lmr` without `pvs`.
    pub fn parse(text: &str) -> Option<Method> {
        if text == "plain" {
            return Some(Method::PLAIN);
        }
        let mut flags = [false; FLAGS];
        for word in text.split('+') {
            let i = WORDS.iter().position(|w| *w == word)?;
            if flags[i] {
                return None;
            }
            flags[i] = true;
        }
        let method = Method::from_flags(flags);
        (!method.lmr || method.pvs).then_some(method)
    }
}

/// The search the bots use in each edition, each choice kept after a
/// 400-game match at 50,000 nodes a move (calibration/strength/): in Bao la
/// Kiswahili two-entry table buckets scored 54.2% against plain and 53.5%
/// against 34a088f; against 34a088f the same buckets scored 39.2% in Bao la
/// Kimasai and 49.0% in Bao la Kujifunza, so those two keep plain.
/// Counter-move ordering on top of the buckets scored 67.8% against the
/// buckets alone in Bao la Kiswahili, and playing only a finished
/// iteration's move (`whole`) on top of both 61.5%. Searching a side's
/// compulsory captures past the horizon (`forced`) on top of the three
/// scored 53.0% against them at 200,000 nodes a move, but 35 of 100
/// games at level 6's 1,500,000: it is off.
/// The review and the puzzles keep their own pinned method
/// (`review::REVIEW_METHOD`).
pub const fn default_method(edition: Edition) -> Method {
    match edition {
        // Each kept by a 400-game match (docs/maintaining.md, "Strength").
        Edition::Kiswahili => Method {
            buckets: true,
            counter: true,
            whole: true,
            ..Method::PLAIN
        },
        Edition::Kujifunza | Edition::Kimasai => Method::PLAIN,
    }
}

use crate::rules::Edition;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back() {
        for bits in 0..(1u32 << FLAGS) {
            let method = Method::from_flags(std::array::from_fn(|i| bits & (1 << i) != 0));
            let parsed = Method::parse(&method.name());
            if method.lmr && !method.pvs {
                assert_eq!(parsed, None, "{method:?}");
            } else {
                assert_eq!(parsed, Some(method), "{}", method.name());
            }
        }
        assert_eq!(Method::parse("pvs+pvs"), None);
        assert_eq!(Method::parse("fast"), None);
        assert_eq!(Method::parse(""), None);
    }

    /// The first iteration always gives a move; then `odd` keeps depths
    /// 3, 5, ..., `even` depths 2, 4, ..., and neither every depth.
    #[test]
    fn parity_says_which_iterations_play() {
        let odd = Method {
            odd: true,
            ..Method::PLAIN
        };
        let even = Method {
            even: true,
            ..Method::PLAIN
        };
        let played = |m: Method| {
            (1..=6)
                .filter(|&d| m.plays_iteration(d))
                .collect::<Vec<_>>()
        };
        assert_eq!(played(odd), [1, 3, 5]);
        assert_eq!(played(even), [1, 2, 4, 6]);
        assert_eq!(played(Method::PLAIN), [1, 2, 3, 4, 5, 6]);
    }
}
