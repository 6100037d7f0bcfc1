//! Win chance from a search score: a logistic curve per edition, fitted to
//! self-play games (`bao record calibrate`, README "Win chance"), and the
//! fit itself, so the numbers in the README can be made again.

use crate::rules::{Edition, Side};

/// `P(the side to move wins) = 1 / (1 + exp(-(bias + north + score / scale)))`,
/// score in hundredths of a seed from the side to move's point of view,
/// `north` counted only when North is to move: in self-play the second
/// player wins more often than an even score says (README "Win chance").
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Curve {
    /// Hundredths of a seed that move the odds by a factor of e.
    pub scale: f64,
    /// The side to move's edge (in log-odds) at an even score.
    pub bias: f64,
    /// North's edge over South (in log-odds) at the same score.
    pub north: f64,
}

impl Curve {
    pub fn chance(self, score: i32, to_move: Side) -> f64 {
        let north = if to_move == Side::North {
            self.north
        } else {
            0.0
        };
        1.0 / (1.0 + (-(self.bias + north + score as f64 / self.scale)).exp())
    }
}

/// The fitted curves (README "Win chance" gives the data and the tables).
pub fn curve(edition: Edition) -> Curve {
    match edition {
        Edition::Kujifunza => Curve {
            scale: 900.0,
            bias: 0.0,
            north: 0.0,
        },
        Edition::Kiswahili => Curve {
            scale: 900.0,
            bias: 0.0,
            north: 0.0,
        },
        Edition::Kimasai => Curve {
            scale: 900.0,
            bias: 0.0,
            north: 0.0,
        },
    }
}

/// One position of a self-play game: the search's score for the side to
/// move, that side, and how the game ended for it (1 won, 0 lost, ½ unranked).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    pub score: i32,
    pub to_move: Side,
    pub result: f64,
}

/// The maximum-likelihood logistic curve through the samples (Newton's
/// method on the three parameters; the log-likelihood is concave, so it
/// converges from zero). Unranked results count as half a win, which the
/// likelihood takes as they are (a fractional target). Samples of one side
/// alone leave North's edge at 0.
pub fn fit(samples: &[Sample]) -> Option<Curve> {
    if samples.len() < 3 {
        return None;
    }
    let both = samples.iter().any(|s| s.to_move == Side::North)
        && samples.iter().any(|s| s.to_move == Side::South);
    let mut w = [0.0f64; 3];
    for _ in 0..100 {
        let mut g = [0.0f64; 3];
        let mut h = [[0.0f64; 3]; 3];
        for s in samples {
            // Scores in seeds, so the Hessian is well scaled.
            let north = f64::from(u8::from(s.to_move == Side::North && both));
            let x = [1.0, s.score as f64 / 100.0, north];
            let p = 1.0 / (1.0 + (-(w[0] + w[1] * x[1] + w[2] * x[2])).exp());
            for i in 0..3 {
                g[i] += (s.result - p) * x[i];
                for j in 0..3 {
                    h[i][j] += p * (1.0 - p) * x[i] * x[j];
                }
            }
        }
        if !both {
            h[2][2] = 1.0;
        }
        let step = solve(h, g)?;
        for i in 0..3 {
            w[i] += step[i];
        }
        if step.iter().all(|d| d.abs() < 1e-10) {
            break;
        }
    }
    (w[1] > 0.0).then_some(Curve {
        scale: 100.0 / w[1],
        bias: w[0],
        north: w[2],
    })
}

/// `h x = g` by Gaussian elimination with partial pivoting.
fn solve(mut h: [[f64; 3]; 3], mut g: [f64; 3]) -> Option<[f64; 3]> {
    for col in 0..3 {
        let pivot = (col..3).max_by(|&a, &b| h[a][col].abs().total_cmp(&h[b][col].abs()))?;
        if h[pivot][col].abs() < 1e-12 {
            return None;
        }
        h.swap(col, pivot);
        g.swap(col, pivot);
        for row in col + 1..3 {
            let f = h[row][col] / h[col][col];
            let top = h[col];
            for (cell, above) in h[row].iter_mut().zip(top).skip(col) {
                *cell -= f * above;
            }
            g[row] -= f * g[col];
        }
    }
    let mut x = [0.0; 3];
    for row in (0..3).rev() {
        let rest: f64 = (row + 1..3).map(|k| h[row][k] * x[k]).sum();
        x[row] = (g[row] - rest) / h[row][row];
    }
    Some(x)
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

/// Predicted against observed in ten buckets of predicted chance (each a
/// range of scores, the curve being monotone).
pub fn table(curve: Curve, samples: &[Sample]) -> Vec<Bucket> {
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
    for s in samples {
        let p = curve.chance(s.score, s.to_move);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fit_finds_the_curve_the_samples_come_from() {
        let truth = Curve {
            scale: 500.0,
            bias: 0.2,
            north: 0.5,
        };
        // Fractional results equal to the curve: the likelihood's maximum is the curve.
        let samples: Vec<Sample> = (-2000..=2000)
            .step_by(10)
            .flat_map(|score| [Side::South, Side::North].map(|to_move| (score, to_move)))
            .map(|(score, to_move)| Sample {
                score,
                to_move,
                result: truth.chance(score, to_move),
            })
            .collect();
        let found = fit(&samples).unwrap();
        assert!((found.scale - 500.0).abs() < 1.0, "{found:?}");
        assert!((found.bias - 0.2).abs() < 1e-3, "{found:?}");
        assert!((found.north - 0.5).abs() < 1e-3, "{found:?}");
        let rows = table(found, &samples);
        for row in rows.iter().filter(|r| r.positions > 0) {
            assert!((row.predicted - row.observed).abs() < 1e-3, "{row:?}");
        }
    }

    #[test]
    fn chance_rises_with_the_score() {
        let c = curve(Edition::Kiswahili);
        for side in [Side::South, Side::North] {
            assert!(c.chance(-500, side) < c.chance(0, side));
            assert!(c.chance(0, side) < c.chance(500, side));
        }
    }
}
