//! `bao solve match`: the player that plays the shipped proof (Bingwa,
//! level 6) against a level or random play, over many distinct games.
//!
//! The bots are deterministic, so a thousand games of one level against
//! another from the start are one game a thousand times. Here the opponent
//! plays its level's move except that, with a seeded probability, it plays a
//! random legal move instead; pure random play is an opponent too. Each game
//! has its own generator (the seed and the game's number), so a match is the
//! same on every run and every machine, and its games differ.
//!
//! The proven player takes South from the start (the start's proof), or
//! North after a losing first move of South's, drawn from the twelve at
//! random (the proofs after South's first moves).

use super::error::CliError;
use crate::bot::{self, Level, PROVEN_LEVEL, proven::proven};
use crate::rules::{Edition, Game, Move, Rules, Side, Status, legal_moves, play_untraced};
use crate::solve::{SHIPPED, count_lines, read_proofs, verify};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use std::collections::{BTreeMap, HashSet};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// Who plays against the proven player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    Level(Level),
    /// A random legal move every time.
    Random,
    /// Every legal reply in turn: one game for each line the proven player
    /// allows (`--games` and `--seed` do not apply).
    All,
}

impl Opponent {
    /// `1` to `6`, or `random`.
    pub fn parse(text: &str) -> Result<Opponent, CliError> {
        match text {
            "random" => return Ok(Opponent::Random),
            "all" => return Ok(Opponent::All),
            _ => {}
        }
        text.parse::<u8>()
            .ok()
            .and_then(Level::get)
            .map(Opponent::Level)
            .ok_or_else(|| CliError::Opponent(text.to_string()))
    }

    fn words(self) -> String {
        match self {
            Opponent::Level(level) => format!(
                "level {} {} ({} nodes a move)",
                level.number, level.name, level.nodes
            ),
            Opponent::Random => "random play".to_string(),
            Opponent::All => "every legal reply in turn (every line)".to_string(),
        }
    }
}

#[derive(Clone, Copy, Debug)]
pub struct ProvenMatch {
    pub opponent: Opponent,
    pub games: u64,
    pub seed: u64,
    /// The chance, at each of the opponent's moves, that it plays a random
    /// legal move instead of its level's.
    pub deviate: f64,
    /// The most nodes the opponent's search may spend a move (its level's
    /// budget when lower).
    pub nodes: Option<u64>,
    /// The proven player's side.
    pub side: Side,
}

/// What the games came to, from the proven player's side.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct ProvenReport {
    pub games: u64,
    pub wins: u64,
    pub losses: u64,
    pub unranked: u64,
    /// Games in which every move of the proven player came from a proof.
    pub on_proof: u64,
    /// Games that differ in at least one move.
    pub distinct: u64,
    /// The opponent's moves, and how many of them were random.
    pub opponent_moves: u64,
    pub random_moves: u64,
    /// Positions where the opponent moved, told apart.
    pub opponent_positions: u64,
    /// Plies of the shortest and the longest game.
    pub shortest: usize,
    pub longest: usize,
    pub endings: BTreeMap<String, u64>,
}

impl ProvenMatch {
    /// The opponent's level with its budget cut to `nodes`.
    fn level(&self) -> Option<Level> {
        match self.opponent {
            Opponent::Level(level) => Some(Level {
                nodes: self.nodes.map_or(level.nodes, |n| n.min(level.nodes)),
                ..level
            }),
            Opponent::Random | Opponent::All => None,
        }
    }

    pub fn check(&self) -> Result<(), CliError> {
        if !(0.0..=1.0).contains(&self.deviate) {
            return Err(CliError::Deviate(self.deviate));
        }
        if self.nodes == Some(0) {
            return Err(CliError::ZeroNodes);
        }
        Ok(())
    }

    /// Plays the games, one after the other, on this thread.
    pub fn run(&self, mut progress: impl FnMut(u64, &ProvenReport)) -> ProvenReport {
        let rules = Rules::new(Edition::Kujifunza);
        let proven_level = Level::get(PROVEN_LEVEL).expect("the proven level exists");
        let opponent = self.level();
        let stop = AtomicBool::new(false);
        let start = Game::new(rules);
        // South's first moves that lose: where the proven player as North begins.
        let losing: Vec<Move> = legal_moves(start.position(), &rules)
            .iter()
            .copied()
            .filter(|&mv| proven(&play_untraced(start.position(), mv, &rules).0, rules).is_some())
            .collect();
        if self.opponent == Opponent::All {
            let starts = match self.side {
                Side::South => vec![start],
                Side::North => losing
                    .iter()
                    .map(|&mv| {
                        let mut game = start.clone();
                        game.play_untraced(mv).expect("a listed move");
                        game
                    })
                    .collect(),
            };
            return self.every_line(starts, self.games);
        }
        let mut report = ProvenReport {
            shortest: usize::MAX,
            ..ProvenReport::default()
        };
        let mut seen = HashSet::new();
        let mut met = HashSet::new();
        for number in 0..self.games {
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(
                self.seed
                    .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                    .wrapping_add(number),
            );
            let mut game = start.clone();
            if self.side == Side::North {
                let Some(&first) = losing.get(rng.random_range(0..losing.len().max(1))) else {
                    break;
                };
                game.play_untraced(first).expect("a listed move");
            }
            let mut stayed = true;
            while !game.status().is_over() {
                let position = *game.position();
                let mv = if position.side == self.side {
                    stayed &= proven(&position, rules).is_some();
                    bot::choose(&position, rules, proven_level, &stop).best
                } else {
                    report.opponent_moves += 1;
                    if met.insert(position) {
                        report.opponent_positions += 1;
                    }
                    let legal = game.legal_moves();
                    match opponent {
                        Some(level) if !rng.random_bool(self.deviate) => {
                            bot::choose(&position, rules, level, &stop).best
                        }
                        _ => {
                            report.random_moves += 1;
                            legal[rng.random_range(0..legal.len())]
                        }
                    }
                };
                game.play_untraced(mv).expect("a legal move");
            }
            self.count(&mut report, &game, stayed, &mut seen);
            progress(number + 1, &report);
        }
        if report.games == 0 {
            report.shortest = 0;
        }
        report
    }

    /// Adds a finished game to the report.
    fn count(
        &self,
        report: &mut ProvenReport,
        game: &Game,
        stayed: bool,
        seen: &mut HashSet<Vec<Move>>,
    ) {
        report.games += 1;
        match game.status() {
            Status::Won { winner, .. } if winner == self.side => report.wins += 1,
            Status::Won { .. } => report.losses += 1,
            _ => report.unranked += 1,
        }
        report.on_proof += stayed as u64;
        if seen.insert(game.moves().to_vec()) {
            report.distinct += 1;
        }
        report.shortest = report.shortest.min(game.moves().len());
        report.longest = report.longest.max(game.moves().len());
        *report.endings.entry(game.status().to_string()).or_default() += 1;
    }

    /// Every game the proven player allows: at each of the opponent's
    /// turns every legal reply, the proven player moving as Bingwa does,
    /// each line played as a game (the game's own rules of repetition and
    /// length apply). Stops after `most` games.
    fn every_line(&self, starts: Vec<Game>, most: u64) -> ProvenReport {
        let rules = Rules::new(Edition::Kujifunza);
        let proven_level = Level::get(PROVEN_LEVEL).expect("the proven level exists");
        let stop = AtomicBool::new(false);
        let mut report = ProvenReport {
            shortest: usize::MAX,
            ..ProvenReport::default()
        };
        let mut seen = HashSet::new();
        let mut met = HashSet::new();
        // Depth first, by an explicit stack: (game, every proven move so far).
        let mut stack: Vec<(Game, bool)> = starts.into_iter().rev().map(|g| (g, true)).collect();
        while let Some((mut game, mut stayed)) = stack.pop() {
            if report.games >= most {
                break;
            }
            // The proven player's moves up to the opponent's turn or the end.
            while !game.status().is_over() && game.position().side == self.side {
                let position = *game.position();
                stayed &= proven(&position, rules).is_some();
                let mv = bot::choose(&position, rules, proven_level, &stop).best;
                game.play_untraced(mv).expect("a legal move");
            }
            if game.status().is_over() {
                self.count(&mut report, &game, stayed, &mut seen);
                continue;
            }
            let position = *game.position();
            if met.insert(position) {
                report.opponent_positions += 1;
            }
            for &mv in game.legal_moves().iter().rev() {
                let mut next = game.clone();
                next.play_untraced(mv).expect("a legal move");
                report.opponent_moves += 1;
                stack.push((next, stayed));
            }
        }
        if report.games == 0 {
            report.shortest = 0;
        }
        report
    }

    /// What the shipped proofs allow the opponent: the distinct games in
    /// all, and the positions where it replies (every line of the verify).
    pub fn possible(&self) -> Result<(u64, usize), CliError> {
        let rules = Rules::new(Edition::Kujifunza);
        let start = *Game::new(rules).position();
        let proofs = read_proofs(SHIPPED)?;
        let mut games = 0u64;
        let mut replies = 0usize;
        for proof in proofs.iter().filter(|p| p.winner == self.side) {
            let ours = match self.side {
                Side::South => proof.root == start,
                Side::North => legal_moves(&start, &rules)
                    .iter()
                    .any(|&mv| play_untraced(&start, mv, &rules).0 == proof.root),
            };
            if ours {
                replies += verify(proof, rules)?.loser_positions;
                games = games.saturating_add(count_lines(proof, rules)?);
            }
        }
        Ok((games, replies))
    }

    pub fn lines(&self, report: &ProvenReport, seconds: f64) -> Vec<String> {
        let me = self.side.name();
        let mut opponent = self.opponent.words();
        if let (Some(level), Opponent::Level(_)) = (self.level(), self.opponent) {
            opponent = format!(
                "level {} {} ({} nodes a move), a random move with probability {}",
                level.number, level.name, level.nodes, self.deviate
            );
        }
        if self.opponent == Opponent::All {
            opponent = self.opponent.words();
        }
        let from = match self.side {
            Side::South => "from the start".to_string(),
            Side::North if self.opponent == Opponent::All => {
                "after each losing first move of South's".to_string()
            }
            Side::North => "after a random losing first move of South's".to_string(),
        };
        let mut lines = vec![
            format!(
                "proven match: Bingwa (proven moves) as {me} {from} against {opponent}; {} games{}",
                report.games,
                if self.opponent == Opponent::All {
                    String::new()
                } else {
                    format!(", seed {}", self.seed)
                }
            ),
            format!(
                "{me} wins {}, loses {}, unranked {}",
                report.wins, report.losses, report.unranked
            ),
            format!(
                "on the proof: {} of {} games (every one of {me}'s moves a proven one)",
                report.on_proof, report.games
            ),
            format!(
                "distinct games {}; {} to {} plies; the opponent played {} moves, {} of them random; {seconds:.1} s",
                report.distinct,
                report.shortest,
                report.longest,
                report.opponent_moves,
                report.random_moves
            ),
        ];
        if let Ok((games, replies)) = self.possible() {
            lines.push(format!(
                "the proof allows {games} distinct games and has {replies} positions where the opponent replies; these games met {} of them",
                report.opponent_positions
            ));
        }
        for (ending, count) in &report.endings {
            lines.push(format!("ended: {ending}: {count}"));
        }
        lines
    }
}

/// `bao solve match`: plays, prints the report, and fails if the proven
/// player lost or drew a game or left the proof.
pub fn run(config: &ProvenMatch) -> Result<(), CliError> {
    config.check()?;
    let started = Instant::now();
    let mut last = Instant::now();
    let report = config.run(|done, report| {
        if last.elapsed().as_secs() >= 10 {
            last = Instant::now();
            eprintln!(
                "proven match: {done} games, {} wins, {} losses, {} unranked",
                report.wins, report.losses, report.unranked
            );
        }
    });
    for line in config.lines(&report, started.elapsed().as_secs_f64()) {
        println!("{line}");
    }
    if report.wins != report.games || report.on_proof != report.games {
        return Err(CliError::ProvenMatchLost {
            wins: report.wins,
            on_proof: report.on_proof,
            games: report.games,
        });
    }
    Ok(())
}
