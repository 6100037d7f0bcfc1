//! A side's accuracy over a game, as lichess computes it: each move scores
//! `103.1668·e^(−0.04354·loss) − 3.1669` (the loss in points of win
//! chance, 0 to 100), and the game's figure is the mean of two means of
//! those scores: one weighted by how much the win chance swung around the
//! move (a calm stretch counts less than a sharp one), and the harmonic
//! mean, which a single blunder pulls down hard. A plain mean of the chance
//! kept did not: one blunder among thirty good moves still read 98%.

use crate::rules::Side;

/// What the accuracy reads of one move: who made it, their win chance
/// before and after it, and the chance it gave away (0 to 1).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveLoss {
    pub mover: Side,
    pub chances: (f64, f64),
    pub loss: f64,
}

/// One move's accuracy, 0 to 100, from the win chance it gave away (0 to 1).
pub fn of_move(loss: f64) -> f64 {
    let points = 100.0 * loss.clamp(0.0, 1.0);
    (103.1668 * (-0.04354 * points).exp() - 3.1669).clamp(0.0, 100.0)
}

/// South's win chance, in points, before every move and after the last.
fn south_points(moves: &[MoveLoss]) -> Vec<f64> {
    let south = |mover: Side, chance: f64| match mover {
        Side::South => chance,
        Side::North => 1.0 - chance,
    };
    let mut points: Vec<f64> = moves
        .iter()
        .map(|m| 100.0 * south(m.mover, m.chances.0))
        .collect();
    if let Some(last) = moves.last() {
        points.push(100.0 * south(last.mover, last.chances.1));
    }
    points
}

fn standard_deviation(values: &[f64]) -> f64 {
    let n = values.len().max(1) as f64;
    let mean = values.iter().sum::<f64>() / n;
    (values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / n).sqrt()
}

/// Each move's weight: the spread of the win chance over a window of
/// positions around it (a tenth of the game, 2 to 8 positions), between
/// 0.5 and 12 points.
fn volatility_weights(moves: &[MoveLoss]) -> Vec<f64> {
    let points = south_points(moves);
    let size = (moves.len() / 10).clamp(2, 8).min(points.len());
    let first = &points[..size];
    let mut windows: Vec<&[f64]> = vec![first; size.saturating_sub(2)];
    windows.extend(points.windows(size));
    windows
        .iter()
        .take(moves.len())
        .map(|w| standard_deviation(w).clamp(0.5, 12.0))
        .collect()
}

/// `side`'s accuracy over the game's moves, 0 to 1 (1 with no move).
pub fn of_side(moves: &[MoveLoss], side: Side) -> f64 {
    let weights = volatility_weights(moves);
    let mine: Vec<(f64, f64)> = moves
        .iter()
        .zip(weights)
        .filter(|(m, _)| m.mover == side)
        .map(|(m, w)| (of_move(m.loss), w))
        .collect();
    if mine.is_empty() {
        return 1.0;
    }
    let weighted =
        mine.iter().map(|(a, w)| a * w).sum::<f64>() / mine.iter().map(|(_, w)| w).sum::<f64>();
    // As lichess: a move scored under 1 counts as 1, so one lost game's
    // worth of a move does not make the whole figure 0.
    let harmonic = mine.len() as f64 / mine.iter().map(|(a, _)| 1.0 / a.max(1.0)).sum::<f64>();
    (weighted + harmonic) / 200.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(losses: &[(Side, f64)]) -> Vec<MoveLoss> {
        let mut south = 0.5;
        losses
            .iter()
            .map(|&(mover, loss)| {
                let mine = if mover == Side::South {
                    south
                } else {
                    1.0 - south
                };
                let after = (mine - loss).max(0.0);
                south = if mover == Side::South {
                    after
                } else {
                    1.0 - after
                };
                MoveLoss {
                    mover,
                    chances: (mine, after),
                    loss,
                }
            })
            .collect()
    }

    #[test]
    fn a_move_that_gives_nothing_away_is_100() {
        assert!((of_move(0.0) - 100.0).abs() < 1e-3);
        assert!(of_move(0.05) < 80.0 && of_move(0.05) > 75.0);
        assert_eq!(of_move(1.0), 0.0);
    }

    /// Each blunder takes the side's accuracy down clearly; the other
    /// side's, which made none, stays high.
    #[test]
    fn every_blunder_costs_accuracy_clearly() {
        let mut previous = 1.0;
        for blunders in 0..4 {
            let mut game = Vec::new();
            for i in 0..30 {
                let loss = if i % 7 == 3 && i / 7 < blunders {
                    0.2
                } else {
                    0.0
                };
                game.push((Side::South, loss));
                game.push((Side::North, 0.0));
            }
            let game = moves(&game);
            let south = of_side(&game, Side::South);
            assert!(of_side(&game, Side::North) > 0.99);
            if blunders > 0 {
                assert!(
                    previous - south > 0.02,
                    "{blunders} blunders: {south:.3} after {previous:.3}"
                );
            }
            previous = south;
        }
        assert!(previous < 0.88, "three blunders in 30 moves: {previous:.3}");
    }
}
