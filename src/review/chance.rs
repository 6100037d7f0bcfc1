//! Win chance from a search score: a curve per edition, fitted to
//! self-play games (`bao record calibrate`, docs/maintaining.md "Win chance"), and the
//! fit itself, so the numbers in docs/maintaining.md can be made again.

use crate::rules::{Edition, Side};

/// The width of one step of a [`Curve`], in hundredths of a seed.
pub const STEP: i32 = 500;
/// The steps of a [`Curve`]: 0–5 seeds, 5–10, … and the last from 35 on.
pub const STEPS: usize = 8;

/// `P(South wins) = 1 / (1 + exp(-(south + f(score))))`, the score in
/// hundredths of a seed from South's point of view; for North the same
/// curve seen from the other side. `f` is odd and never falls: it rises by
/// `rise[i]` log-odds a seed of lead between `5i` and `5(i + 1)` seeds (the
/// last step on without end), so a curve may be flat where scores tell
/// nothing and steep where they decide (`Shape::Steps`).
/// With every step the same it is the logistic curve of one scale. `south`
/// is South's edge at an even score (in log-odds; below 0 when North wins
/// more often, as in Kiswahili self-play). `tempo` is log-odds added for
/// the side to move, whoever it is, where the search's score flatters or
/// sells short the side to move (docs/maintaining.md "Win chance"; small since the
/// review's score is the mean of two depths); at 0 a move that keeps the
/// score loses no chance.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Curve {
    pub south: f64,
    pub tempo: f64,
    pub rise: [f64; STEPS],
}

impl Curve {
    /// The logistic curve whose odds move by a factor of e every `scale`
    /// hundredths of a seed.
    pub const fn logistic(scale: f64, south: f64) -> Curve {
        Curve {
            south,
            tempo: 0.0,
            rise: [100.0 / scale; STEPS],
        }
    }

    /// `f(score)`: the log-odds a lead of `score` is worth.
    fn lead(self, score: i32) -> f64 {
        self.rise
            .iter()
            .zip(step_lengths(score))
            .map(|(r, x)| r * x)
            .sum()
    }

    /// The chance the side to move wins, `score` from its point of view.
    pub fn chance(self, score: i32, to_move: Side) -> f64 {
        let edge = match to_move {
            Side::South => self.south,
            Side::North => -self.south,
        };
        1.0 / (1.0 + (-(edge + self.tempo + self.lead(score))).exp())
    }
}

/// How far a lead of `score` runs into each step, in seeds, with its sign:
/// 12 seeds are `[5, 5, 2, 0, …]`, -12 the same negated.
fn step_lengths(score: i32) -> [f64; STEPS] {
    let seeds = score.unsigned_abs() as f64 / 100.0;
    let width = STEP as f64 / 100.0;
    let sign = f64::from(score.signum());
    std::array::from_fn(|i| {
        let start = width * i as f64;
        let run = if i + 1 == STEPS {
            (seeds - start).max(0.0)
        } else {
            (seeds - start).clamp(0.0, width)
        };
        sign * run
    })
}

/// The shape of an edition's curve: which parameters its fit is free to set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// One scale and South's edge.
    Logistic,
    /// One scale, South's edge held at 0.
    ScaleOnly,
    /// A rise a step (none below 0) and South's edge.
    Steps,
    /// One scale, South's edge and the side to move's tempo.
    Tempo,
}

impl Shape {
    pub const ALL: [Shape; 4] = [
        Shape::Logistic,
        Shape::ScaleOnly,
        Shape::Steps,
        Shape::Tempo,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Shape::Logistic => "logistic",
            Shape::ScaleOnly => "logistic without an edge",
            Shape::Steps => "in steps",
            Shape::Tempo => "logistic with a tempo",
        }
    }
}

/// The shipped curves (docs/maintaining.md "Win chance" gives the data and the tables),
/// for the scores of the review's search on the tuned evaluation
/// (`REVIEW_EVAL`).
pub fn curve(edition: Edition) -> Curve {
    // Each fitted on six games in ten of `calibration/tuned/*.csv`, its
    // shape chosen on two, and tested on the last two, which chose nothing
    // (`bao record fit`; docs/maintaining.md "Win chance" gives the test tables).
    match edition {
        // 56 of 300 games reach a position the proof leaves open (509
        // positions); the choosing part (15 games) preferred the steps.
        Edition::Kujifunza => Curve {
            south: -2.458,
            tempo: 0.0,
            rise: [1.904, 0.169, 0.097, 0.065, 0.048, 0.020, 0.005, 0.000],
        },
        // 493 games from openings of 6 to 12 random plies, 18,295
        // positions. The tuned scores are steep: the first 5 seeds of lead
        // are worth 0.87 log-odds a seed.
        Edition::Kiswahili => Curve {
            south: -0.221,
            tempo: 0.0,
            rise: [0.871, 0.399, 0.925, 0.112, 0.058, 0.028, 0.009, 0.002],
        },
        // 80 games, 5,616 positions.
        Edition::Kimasai => Curve::logistic(241.0, 0.0),
    }
}

/// The shape each edition's shipped curve was chosen as.
pub fn shape(edition: Edition) -> Shape {
    match edition {
        Edition::Kujifunza => Shape::Steps,
        Edition::Kiswahili => Shape::Steps,
        Edition::Kimasai => Shape::ScaleOnly,
    }
}

/// One position of a self-play game: the search's score for the side to
/// move, that side, how the game ended for it (1 won, 0 lost, ½ unranked),
/// and the game's number (to hold whole games out of a fit).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    pub score: i32,
    pub to_move: Side,
    pub result: f64,
    pub game: u64,
    /// Plies from the game's start.
    pub ply: u64,
}

/// How far a position's score, seen by its side to move, is above what the
/// next position's score gives back to it (seeds), over every pair of
/// consecutive positions of a game: the pairs, the mean and the mean size.
/// Along the engine's own moves a consistent score gives both near 0; the
/// deepest depth alone gave Kiswahili 6.0 and 9.3 (docs/maintaining.md "Win chance").
pub fn mover_gain(samples: &[Sample]) -> Option<(usize, f64, f64)> {
    let gains: Vec<f64> = consecutive(samples)
        .map(|(a, b)| f64::from(a.score + b.score) / 100.0)
        .collect();
    let n = gains.len() as f64;
    (!gains.is_empty()).then(|| {
        (
            gains.len(),
            gains.iter().sum::<f64>() / n,
            gains.iter().map(|g| g.abs()).sum::<f64>() / n,
        )
    })
}

/// The win chance the moves between consecutive positions lose on average
/// under `curve` (points): the first's mover's chance there, less its chance
/// at the next. The data's moves are the engine's own best, which the
/// grades never charge, so a curve that agrees with itself along them gives
/// about 0 (docs/maintaining.md "Win chance").
pub fn own_move_loss(curve: Curve, samples: &[Sample]) -> Option<f64> {
    let losses: Vec<f64> = consecutive(samples)
        .map(|(a, b)| {
            100.0 * (curve.chance(a.score, a.to_move) - (1.0 - curve.chance(b.score, b.to_move)))
        })
        .collect();
    (!losses.is_empty()).then(|| losses.iter().sum::<f64>() / losses.len() as f64)
}

/// Each position with the next of its game, one ply on.
fn consecutive(samples: &[Sample]) -> impl Iterator<Item = (&Sample, &Sample)> {
    samples
        .windows(2)
        .filter(|pair| pair[0].game == pair[1].game && pair[0].ply + 1 == pair[1].ply)
        .map(|pair| (&pair[0], &pair[1]))
}

/// The log-odds of a sample's side to move winning are `features · w`;
/// the features of each shape, South's edge (±1 by the side to move) first.
fn features(shape: Shape, s: &Sample) -> Vec<f64> {
    let edge = match s.to_move {
        Side::South => 1.0,
        Side::North => -1.0,
    };
    let seeds = s.score as f64 / 100.0;
    match shape {
        Shape::Logistic => vec![edge, seeds],
        Shape::Tempo => vec![edge, 1.0, seeds],
        Shape::ScaleOnly => vec![seeds],
        Shape::Steps => std::iter::once(edge).chain(step_lengths(s.score)).collect(),
    }
}

/// A weak pull of each step's rise towards 0 (per log-odds a seed,
/// squared): where the games beyond some lead were all won, the likelihood
/// alone would send that step's rise to infinity. The logistic shapes have
/// data all along their one rise and need none.
const PULL: f64 = 0.5;

/// The maximum-likelihood curve of `shape` through the samples, or `None`
/// when the data give no rising curve. Newton's method (the penalised
/// log-likelihood is concave, so it converges from zero); a step's rise
/// that would fall below 0 is held at 0 and the rest fitted again.
/// Unranked results count as half a win, which the likelihood takes as they
/// are (a fractional target).
pub fn fit(shape: Shape, samples: &[Sample]) -> Option<Curve> {
    let rows: Vec<(Vec<f64>, f64)> = samples
        .iter()
        .map(|s| (features(shape, s), s.result))
        .collect();
    let width = rows.first()?.0.len();
    let first_rise = match shape {
        Shape::ScaleOnly => 0,
        Shape::Logistic | Shape::Steps => 1,
        Shape::Tempo => 2,
    };
    let pull = if shape == Shape::Steps { PULL } else { 0.0 };
    let mut free: Vec<bool> = vec![true; width];
    let weights = loop {
        let w = newton(&rows, &free, first_rise, pull)?;
        let falling = (first_rise..width)
            .filter(|&j| free[j] && w[j] < 0.0)
            .min_by(|&i, &j| w[i].total_cmp(&w[j]));
        match falling {
            Some(j) => free[j] = false,
            None => break w,
        }
    };
    let rises = &weights[first_rise..];
    if rises.iter().all(|&r| r <= 0.0) {
        return None;
    }
    let south = if first_rise >= 1 { weights[0] } else { 0.0 };
    Some(match shape {
        Shape::Steps => Curve {
            south,
            tempo: 0.0,
            rise: std::array::from_fn(|i| rises[i]),
        },
        Shape::Tempo => Curve {
            tempo: weights[1],
            ..Curve::logistic(100.0 / rises[0], south)
        },
        _ => Curve::logistic(100.0 / rises[0], south),
    })
}

/// Newton's method on the weights marked free (the others held at 0);
/// weights from `first_rise` on are pulled towards 0 by `pull`.
fn newton(
    rows: &[(Vec<f64>, f64)],
    free: &[bool],
    first_rise: usize,
    pull: f64,
) -> Option<Vec<f64>> {
    let width = free.len();
    let index: Vec<usize> = (0..width).filter(|&j| free[j]).collect();
    let n = index.len();
    let mut w = vec![0.0; width];
    for _ in 0..200 {
        let mut gradient = vec![0.0; n];
        let mut hessian = vec![vec![0.0; n]; n];
        for (x, y) in rows {
            let z: f64 = x.iter().zip(&w).map(|(a, b)| a * b).sum();
            let p = 1.0 / (1.0 + (-z).exp());
            let v = p * (1.0 - p);
            for (a, &i) in index.iter().enumerate() {
                gradient[a] += (y - p) * x[i];
                for (b, &j) in index.iter().enumerate() {
                    hessian[a][b] += v * x[i] * x[j];
                }
            }
        }
        for (a, &i) in index.iter().enumerate() {
            if i >= first_rise {
                gradient[a] -= pull * w[i];
                hessian[a][a] += pull;
            }
        }
        let step = solve(hessian, gradient)?;
        for (a, &i) in index.iter().enumerate() {
            w[i] += step[a];
        }
        if step.iter().all(|d| d.abs() < 1e-10) {
            break;
        }
    }
    Some(w)
}

/// `x` with `m x = v`, by Gaussian elimination with partial pivoting;
/// `None` when `m` is singular.
fn solve(mut m: Vec<Vec<f64>>, mut v: Vec<f64>) -> Option<Vec<f64>> {
    let n = v.len();
    for col in 0..n {
        let pivot = (col..n).max_by(|&a, &b| m[a][col].abs().total_cmp(&m[b][col].abs()))?;
        if m[pivot][col].abs() < 1e-12 {
            return None;
        }
        m.swap(col, pivot);
        v.swap(col, pivot);
        for row in col + 1..n {
            let factor = m[row][col] / m[col][col];
            let (above, below) = m.split_at_mut(row);
            for (cell, pivot) in below[0][col..].iter_mut().zip(&above[col][col..]) {
                *cell -= factor * pivot;
            }
            v[row] -= factor * v[col];
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let tail: f64 = (row + 1..n).map(|k| m[row][k] * x[k]).sum();
        x[row] = (v[row] - tail) / m[row][row];
    }
    Some(x)
}

/// Which part of the data a game belongs to, by its number: six games in
/// ten to fit each shape of curve, two to choose among the shapes, two to
/// test the one chosen (whole games, never positions, so that a game's
/// positions, which share its result, never sit on two sides).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Split {
    Fit,
    Choose,
    Test,
}

impl Split {
    pub fn of(game: u64) -> Split {
        match game % 10 {
            0..=5 => Split::Fit,
            6 | 7 => Split::Choose,
            _ => Split::Test,
        }
    }

    /// The samples of this part.
    pub fn samples(self, samples: &[Sample]) -> Vec<Sample> {
        samples
            .iter()
            .filter(|s| Split::of(s.game) == self)
            .copied()
            .collect()
    }
}

/// The 95% Wilson interval of an observed rate over `n` outcomes.
pub fn wilson(observed: f64, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (z, n) = (1.96_f64, n as f64);
    let centre = (observed + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half =
        z / (1.0 + z * z / n) * (observed * (1.0 - observed) / n + z * z / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// One row of a calibration table: the positions whose predicted chance
/// fell in `[low, high)`, how many, the mean predicted and the observed
/// (wins plus half the unranked, over the positions).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bucket {
    pub low: f64,
    pub high: f64,
    pub positions: usize,
    pub predicted: f64,
    pub observed: f64,
    /// The scores of the bucket's positions, lowest and highest.
    pub scores: (i32, i32),
}

/// Predicted against observed in ten buckets of predicted chance.
pub fn table(curve: Curve, samples: &[Sample]) -> Vec<Bucket> {
    table_of(&scored(curve, samples))
}

/// Each sample with the curve's chance for it.
pub fn scored(curve: Curve, samples: &[Sample]) -> Vec<(f64, Sample)> {
    samples
        .iter()
        .map(|s| (curve.chance(s.score, s.to_move), *s))
        .collect()
}

/// [`table`] of samples each with its predicted chance.
pub fn table_of(scored: &[(f64, Sample)]) -> Vec<Bucket> {
    let mut buckets: Vec<Bucket> = (0..10)
        .map(|i| Bucket {
            low: i as f64 / 10.0,
            high: (i + 1) as f64 / 10.0,
            positions: 0,
            predicted: 0.0,
            observed: 0.0,
            scores: (i32::MAX, i32::MIN),
        })
        .collect();
    for (p, s) in scored {
        let bucket = &mut buckets[((p * 10.0) as usize).min(9)];
        bucket.positions += 1;
        bucket.predicted += p;
        bucket.observed += s.result;
        bucket.scores = (bucket.scores.0.min(s.score), bucket.scores.1.max(s.score));
    }
    for bucket in &mut buckets {
        if bucket.positions > 0 {
            bucket.predicted /= bucket.positions as f64;
            bucket.observed /= bucket.positions as f64;
        }
    }
    buckets
}

/// The largest gap between predicted and observed, in points, over the
/// buckets of at least `positions` positions (the goal: 5 at 200).
pub fn worst_gap(buckets: &[Bucket], positions: usize) -> f64 {
    buckets
        .iter()
        .filter(|b| b.positions >= positions)
        .map(|b| 100.0 * (b.observed - b.predicted).abs())
        .fold(0.0, f64::max)
}

/// The Brier score of predicted chances: the mean squared distance from
/// the result (0 for a perfect forecast, 0.25 for a coin's).
pub fn brier(scored: &[(f64, Sample)]) -> f64 {
    let total: f64 = scored.iter().map(|(p, s)| (p - s.result).powi(2)).sum();
    total / scored.len().max(1) as f64
}

/// A 95% interval of the Brier score, by resampling whole games (a game's
/// positions share its result, so they are not independent): 1,000 draws
/// of as many games, with replacement, from a fixed seed.
pub fn brier_interval(scored: &[(f64, Sample)]) -> (f64, f64) {
    let mut games: std::collections::BTreeMap<u64, (f64, usize)> = Default::default();
    for (p, s) in scored {
        let game = games.entry(s.game).or_default();
        game.0 += (p - s.result).powi(2);
        game.1 += 1;
    }
    let games: Vec<(f64, usize)> = games.into_values().collect();
    if games.is_empty() {
        return (0.0, 0.0);
    }
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut draw = || {
        // xorshift64*: plain, seeded, the same on every machine.
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        (state.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % games.len()
    };
    let mut briers: Vec<f64> = (0..1000)
        .map(|_| {
            let (sum, n) = (0..games.len()).fold((0.0, 0), |(sum, n), _| {
                let (s, k) = games[draw()];
                (sum + s, n + k)
            });
            sum / n.max(1) as f64
        })
        .collect();
    briers.sort_by(f64::total_cmp);
    (briers[25], briers[974])
}

#[cfg(test)]
mod tests;
