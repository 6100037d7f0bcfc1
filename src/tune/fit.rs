//! `bao tune fit`: the evaluation's weights fitted to who won (Texel's
//! method). For each stage, a logistic model of the mover's result on the
//! position's features, `P(win) = 1/(1+e^(−eval/SCALE))`, fitted by Newton's
//! method with an L2 penalty on the fit split; the penalty chosen on the
//! choose split; everything reported on the test split. The splits go by
//! game (its number modulo 10), never by position.

use crate::bot::features::{FEATURES, HAND, NAMES, Stage, features, weighed};
use crate::rules::{Position, PositionError, Rules, legal_moves};
use std::path::{Path, PathBuf};

/// Hundredths of a seed a unit of the logistic's argument: the tuned
/// evaluation is `SCALE` times the fitted log-odds.
pub const SCALE: f64 = 400.0;

/// The penalties tried, a position each (the fit's sum of squares of the
/// weights is multiplied by `penalty × positions`).
pub const PENALTIES: [f64; 5] = [1e-6, 1e-5, 1e-4, 1e-3, 1e-2];

/// One position of the data, ready for the fit.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    pub game: u64,
    pub stage: Stage,
    pub features: [f64; FEATURES],
    /// The mover's result: 1 won, 0 lost, 0.5 unranked.
    pub result: f64,
    /// The hand-set evaluation of the position, for the comparison.
    pub hand: f64,
}

/// Which split a game is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Split {
    Fit,
    Choose,
    Test,
}

impl Split {
    pub fn of(game: u64) -> Split {
        match game % 10 {
            8 => Split::Choose,
            9 => Split::Test,
            _ => Split::Fit,
        }
    }
}

/// Why the data could not be read.
#[derive(Debug, thiserror::Error)]
pub enum DataError {
    #[error("{}: {error}", path.display())]
    Read {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error("{} line {line}: {why}", path.display())]
    Line {
        path: PathBuf,
        line: usize,
        why: LineError,
    },
}

/// What is wrong with a line of a shard.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    #[error("not nine fields")]
    Fields,
    #[error(transparent)]
    Position(#[from] PositionError),
    #[error("an unknown stage")]
    UnknownStage,
    #[error("the stage is not the position's")]
    WrongStage,
    #[error("the result is not a number")]
    ResultNotANumber,
    #[error("the result is not 0, 0.5 or 1")]
    ResultOutOfRange,
    #[error("the game is not a number")]
    GameNotANumber,
}

/// The samples of one shard's text (`bao tune gen`'s format).
pub fn parse_shard(text: &str, path: &Path) -> Result<Vec<Sample>, DataError> {
    let mut samples = Vec::new();
    for (n, line) in text.lines().enumerate().skip(1) {
        let bad = |why: LineError| DataError::Line {
            path: path.to_path_buf(),
            line: n + 1,
            why,
        };
        // The position string holds commas: it is the last field, whole.
        let fields: Vec<&str> = line.splitn(9, ',').collect();
        let [game, _, stage, _, _, _, _, result, position] = fields[..] else {
            return Err(bad(LineError::Fields));
        };
        let position = Position::parse(position).map_err(|e| bad(e.into()))?;
        let stage = Stage::parse(stage).ok_or_else(|| bad(LineError::UnknownStage))?;
        if stage != Stage::of(&position) {
            return Err(bad(LineError::WrongStage));
        }
        let result: f64 = result
            .parse()
            .map_err(|_| bad(LineError::ResultNotANumber))?;
        if ![0.0, 0.5, 1.0].contains(&result) {
            return Err(bad(LineError::ResultOutOfRange));
        }
        let moves = legal_moves(&position, &Rules::new(position.edition)).len();
        let raw = features(&position, moves);
        samples.push(Sample {
            game: game.parse().map_err(|_| bad(LineError::GameNotANumber))?,
            stage,
            features: raw.map(f64::from),
            result,
            hand: f64::from(weighed(&HAND, &raw)),
        });
    }
    Ok(samples)
}

/// The shard files of `edition` in `folder`, sorted, and their samples.
pub fn read_edition(
    folder: &Path,
    edition: &str,
) -> Result<(Vec<PathBuf>, Vec<Sample>), DataError> {
    let read = |error| DataError::Read {
        path: folder.to_path_buf(),
        error,
    };
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .map_err(read)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(&format!("{edition}-")) && n.ends_with(".csv"))
        })
        .collect();
    files.sort();
    let mut samples = Vec::new();
    for path in &files {
        let text = crate::record::read_bounded(path, MOST_SHARD_BYTES).map_err(|error| {
            DataError::Read {
                path: path.clone(),
                error,
            }
        })?;
        samples.extend(parse_shard(&text, path)?);
    }
    Ok((files, samples))
}

/// The largest shard read: a shard of 50 games is about 3 MB.
const MOST_SHARD_BYTES: u64 = 64 << 20;

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The mean log-loss of `predict` on `samples` (results of 0.5 count half
/// each way).
pub fn log_loss(samples: &[&Sample], predict: impl Fn(&Sample) -> f64) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| {
            let p = predict(s).clamp(1e-9, 1.0 - 1e-9);
            -(s.result * p.ln() + (1.0 - s.result) * (1.0 - p).ln())
        })
        .sum();
    total / samples.len().max(1) as f64
}

// The matrix code indexes rows and columns as the algebra writes them.
#[allow(clippy::needless_range_loop)]
/// Solves `a x = b` by Gaussian elimination with partial pivoting; `None`
/// when `a` is singular.
fn solve(mut a: Vec<[f64; FEATURES]>, mut b: [f64; FEATURES]) -> Option<[f64; FEATURES]> {
    for col in 0..FEATURES {
        let pivot = (col..FEATURES).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        for row in col + 1..FEATURES {
            let factor = a[row][col] / a[col][col];
            for k in col..FEATURES {
                a[row][k] -= factor * a[col][k];
            }
            b[row] -= factor * b[col];
        }
    }
    let mut x = [0.0; FEATURES];
    for row in (0..FEATURES).rev() {
        let rest: f64 = (row + 1..FEATURES).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    Some(x)
}

#[allow(clippy::needless_range_loop)]
/// The log-odds weights that fit `samples` best with the penalty
/// `penalty × n × |w|²` (the tempo, feature 0, not penalised); features
/// `unused` are held at 0.
pub fn fit(samples: &[&Sample], penalty: f64, unused: &[usize]) -> [f64; FEATURES] {
    let n = samples.len().max(1) as f64;
    let lambda = penalty * n;
    let mut w = [0.0; FEATURES];
    for _ in 0..25 {
        let mut gradient = [0.0; FEATURES];
        let mut hessian = vec![[0.0; FEATURES]; FEATURES];
        for s in samples {
            let p = sigmoid(dot(&w, &s.features));
            let weight = (p * (1.0 - p)).max(1e-6);
            for i in 0..FEATURES {
                gradient[i] += (p - s.result) * s.features[i];
                for j in i..FEATURES {
                    hessian[i][j] += weight * s.features[i] * s.features[j];
                }
            }
        }
        for i in 0..FEATURES {
            for j in 0..i {
                hessian[i][j] = hessian[j][i];
            }
            let l = if i == 0 { 1e-9 * n } else { lambda };
            gradient[i] += l * w[i];
            hessian[i][i] += l;
        }
        // A feature left out keeps its weight at 0: its row and column
        // become the identity's, its gradient 0.
        for &i in unused {
            gradient[i] = 0.0;
            for (k, row) in hessian.iter_mut().enumerate() {
                row[i] = (k == i) as u8 as f64;
            }
            hessian[i] = [0.0; FEATURES];
            hessian[i][i] = 1.0;
        }
        let Some(step) = solve(hessian, gradient) else {
            break;
        };
        let mut largest: f64 = 0.0;
        for i in 0..FEATURES {
            w[i] -= step[i];
            largest = largest.max(step[i].abs());
        }
        if largest < 1e-9 {
            break;
        }
    }
    w
}

pub fn dot(w: &[f64; FEATURES], x: &[f64; FEATURES]) -> f64 {
    w.iter().zip(x).map(|(a, b)| a * b).sum()
}

/// The weights in hundredths of a seed, as the evaluation uses them.
pub fn to_eval(w: &[f64; FEATURES]) -> [i32; FEATURES] {
    w.map(|x| (x * SCALE).round() as i32)
}

/// The best scale for the hand-set evaluation's log-odds, fitted on the
/// fit split (so the comparison is the hand weights at their best).
pub fn hand_scale(samples: &[&Sample]) -> f64 {
    let mut best = (f64::INFINITY, 100.0);
    let mut scale = 50.0;
    while scale < 5000.0 {
        let loss = log_loss(samples, |s| sigmoid(s.hand / scale));
        if loss < best.0 {
            best = (loss, scale);
        }
        scale *= 1.05;
    }
    best.1
}

/// A hash of the data files, for the generated file's header (FNV-1a over
/// each file's name and bytes, in order).
pub fn data_hash(files: &[PathBuf]) -> std::io::Result<u64> {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for file in files {
        let name = file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let bytes = crate::record::read_bytes_bounded(file, MOST_SHARD_BYTES)?;
        for byte in name.bytes().chain(bytes) {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    Ok(hash)
}

/// The names, for a report.
pub fn name(feature: usize) -> &'static str {
    NAMES[feature]
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::Xoshiro256PlusPlus;
    use rand::{RngExt, SeedableRng};

    #[test]
    fn a_bad_shard_line_is_refused_with_its_line_and_fault() {
        let path = Path::new("kiswahili-0.csv");
        let refused = parse_shard("header\n1,2,3\n", path).unwrap_err();
        assert!(matches!(
            refused,
            DataError::Line {
                line: 2,
                why: LineError::Fields,
                ..
            }
        ));
        assert_eq!(
            refused.to_string(),
            "kiswahili-0.csv line 2: not nine fields"
        );
        let text = "header\n0,1,opening,0,0,0,0,1,not a position\n";
        let refused = parse_shard(text, path).unwrap_err();
        assert!(matches!(
            refused,
            DataError::Line {
                why: LineError::Position(_),
                ..
            }
        ));
    }

    /// Data drawn from known weights: the fit finds them again, within a
    /// few hundredths of a log-odds unit, and a broken fit (no steps) would
    /// leave them at 0.
    #[test]
    fn the_fit_recovers_the_weights_the_data_were_drawn_from() {
        let mut known = [0.0; FEATURES];
        for (i, w) in known.iter_mut().enumerate() {
            *w = [0.3, -0.2, 0.1, 0.0][i % 4];
        }
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
        let samples: Vec<Sample> = (0..40_000)
            .map(|n| {
                let mut features = [0.0; FEATURES];
                features[0] = 1.0;
                for f in features.iter_mut().skip(1) {
                    *f = rng.random_range(-3..=3) as f64;
                }
                let p = sigmoid(dot(&known, &features));
                Sample {
                    game: n,
                    stage: Stage::Kujifunza,
                    features,
                    result: if rng.random_range(0.0..1.0) < p {
                        1.0
                    } else {
                        0.0
                    },
                    hand: 0.0,
                }
            })
            .collect();
        let all: Vec<&Sample> = samples.iter().collect();
        let found = fit(&all, 1e-6, &[]);
        for i in 0..FEATURES {
            assert!(
                (found[i] - known[i]).abs() < 0.05,
                "{}: {} found, {} known",
                name(i),
                found[i],
                known[i]
            );
        }
        // A feature left out stays at 0, and the others still fit.
        let without = fit(&all, 1e-6, &[2]);
        assert_eq!(without[2], 0.0);
        assert!((without[1] - known[1]).abs() < 0.05);
        // The fitted weights predict better than the hand-set scale of 0.
        assert!(log_loss(&all, |s| sigmoid(dot(&found, &s.features))) < 0.69);
    }

    #[test]
    fn a_shard_line_that_is_not_data_is_refused_with_its_line() {
        let path = Path::new("x.csv");
        let good = "game,ply,stage,south,north,depth,score,result,position\n\
                    3,0,kujifunza,l4,l5,4,12,1,kujifunza S 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0,0\n";
        let samples = parse_shard(good, path).unwrap();
        assert_eq!(samples.len(), 1);
        assert_eq!(samples[0].features[0], 1.0);
        for bad in [
            good.replace(",1,kujifunza S", ",2,kujifunza S"),
            good.replace("kujifunza,l4", "namua,l4"),
            good.replace("2,2 0,0", "2,2 0"),
        ] {
            let refused = parse_shard(&bad, path).unwrap_err().to_string();
            assert!(refused.starts_with("x.csv line 2:"), "{refused}");
        }
    }
}
