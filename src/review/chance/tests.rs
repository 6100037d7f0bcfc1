//! The win-chance curves, their fit and the fit's checks, on samples made
//! from known curves.

use super::*;

/// Samples whose results are a curve's own chances, over even scores
/// and both sides, from 20 games.
fn samples_of(truth: Curve) -> Vec<Sample> {
    (-5000..=5000)
        .step_by(10)
        .flat_map(|score| [Side::South, Side::North].map(|to_move| (score, to_move)))
        .enumerate()
        .map(|(n, (score, to_move))| Sample {
            score,
            to_move,
            result: truth.chance(score, to_move),
            game: (n / 2) as u64 % 20,
            ply: n as u64,
        })
        .collect()
}

#[test]
fn the_mover_gain_pairs_consecutive_positions_of_a_game() {
    let at = |game, ply: u64, score| Sample {
        score,
        to_move: if ply.is_multiple_of(2) {
            Side::South
        } else {
            Side::North
        },
        result: 1.0,
        game,
        ply,
    };
    // Game 0: 3 seeds flattered, then 1 given back; the jump from ply 2
    // to 4 and the change of game pair nothing.
    let samples = [
        at(0, 0, 500),
        at(0, 1, -200),
        at(0, 2, 100),
        at(0, 4, 900),
        at(1, 5, -900),
    ];
    let (pairs, mean, size) = mover_gain(&samples).unwrap();
    assert_eq!(pairs, 2);
    assert!((mean - 1.0).abs() < 1e-9, "{mean}");
    assert!((size - 2.0).abs() < 1e-9, "{size}");
    assert_eq!(mover_gain(&samples[2..]), None);
    // The mover at ply 0 (South, 5 seeds up) and at ply 1 (North, 2
    // down, so South 2 up): South's chance falls, from both plies' view.
    let curve = Curve::logistic(500.0, 0.0);
    let south_before = curve.chance(500, Side::South);
    let south_after = 1.0 - curve.chance(-200, Side::North);
    let north_before = curve.chance(-200, Side::North);
    let north_after = 1.0 - curve.chance(100, Side::South);
    let expected = 50.0 * ((south_before - south_after) + (north_before - north_after));
    let loss = own_move_loss(curve, &samples).unwrap();
    assert!((loss - expected).abs() < 1e-9, "{loss} {expected}");
    assert!(loss > 1.0, "{loss}");
}

#[test]
fn the_fit_finds_the_curve_the_samples_come_from() {
    let truth = Curve::logistic(500.0, -0.4);
    // Fractional results equal to the curve: the likelihood's maximum is the curve.
    let samples = samples_of(truth);
    let found = fit(Shape::Logistic, &samples).unwrap();
    assert!((100.0 / found.rise[0] - 500.0).abs() < 1.0, "{found:?}");
    assert!((found.south + 0.4).abs() < 1e-3, "{found:?}");
    let even = samples_of(Curve::logistic(500.0, 0.0));
    let scale = fit(Shape::ScaleOnly, &even).unwrap();
    assert!(
        (100.0 / scale.rise[0] - 500.0).abs() < 1.0 && scale.south == 0.0,
        "{scale:?}"
    );
    let rows = table(found, &samples);
    assert!(worst_gap(&rows, 1) < 0.1, "{rows:?}");
}

#[test]
fn the_fit_with_a_tempo_finds_it() {
    let truth = Curve {
        tempo: -0.3,
        ..Curve::logistic(900.0, -0.5)
    };
    let samples = samples_of(truth);
    let found = fit(Shape::Tempo, &samples).unwrap();
    assert!((found.tempo + 0.3).abs() < 1e-3, "{found:?}");
    assert!((found.south + 0.5).abs() < 1e-3, "{found:?}");
    assert!((100.0 / found.rise[0] - 900.0).abs() < 1.0, "{found:?}");
    // Without the term the fit cannot follow it as well.
    let logistic = fit(Shape::Logistic, &samples).unwrap();
    let with_tempo = brier(&scored(found, &samples));
    assert!(with_tempo < brier(&scored(logistic, &samples)) - 0.001);
    assert!(worst_gap(&table(found, &samples), 200) < 0.1);
}

#[test]
fn the_fit_in_steps_finds_a_flat_curve_with_a_cliff() {
    // Kiswahili's kind: nothing told below 15 seeds, then a cliff.
    let truth = Curve {
        south: -0.9,
        tempo: 0.0,
        rise: [0.02, 0.0, 0.0, 0.9, 0.1, 0.1, 0.1, 0.1],
    };
    let samples = samples_of(truth);
    let found = fit(Shape::Steps, &samples).unwrap();
    assert!((found.south + 0.9).abs() < 0.01, "{found:?}");
    for (got, want) in found.rise.iter().zip(truth.rise) {
        assert!((got - want).abs() < 0.02, "{found:?}");
        assert!(*got >= 0.0, "{found:?}");
    }
    // A logistic curve cannot follow it; the steps can, and on games
    // the fit did not see too.
    let logistic = fit(Shape::Logistic, &samples).unwrap();
    let steps_brier = brier(&scored(found, &samples));
    assert!(steps_brier < brier(&scored(logistic, &samples)) - 0.001);
    assert!(worst_gap(&table(found, &samples), 200) < 1.0);
    let fitted = fit(Shape::Steps, &Split::Fit.samples(&samples)).unwrap();
    let unseen = scored(fitted, &Split::Test.samples(&samples));
    assert!(!unseen.is_empty());
    assert!(worst_gap(&table_of(&unseen), 200) < 1.0);
}

#[test]
fn the_three_parts_hold_whole_games_in_six_two_two() {
    let parts: Vec<Split> = (0..20).map(Split::of).collect();
    let count = |p| parts.iter().filter(|&&q| q == p).count();
    assert_eq!(
        (count(Split::Fit), count(Split::Choose), count(Split::Test)),
        (12, 4, 4)
    );
    assert_eq!(Split::of(18), Split::Test);
    assert_eq!(Split::of(1006), Split::Choose);
}

#[test]
fn the_brier_interval_holds_the_brier_score_and_narrows_with_more_games() {
    let truth = Curve::logistic(500.0, 0.0);
    // Games of neighbouring scores, so that games differ.
    let samples: Vec<Sample> = samples_of(truth)
        .into_iter()
        .map(|s| Sample {
            game: s.ply / 50,
            // Won or lost, as often as the curve says.
            result: f64::from(u8::from((s.ply * 7919 % 1000) as f64 / 1000.0 < s.result)),
            ..s
        })
        .collect();
    let middle: Vec<Sample> = samples
        .iter()
        .filter(|s| (18..24).contains(&s.game))
        .copied()
        .collect();
    let few = scored(truth, &middle);
    // The same middle games four times over: four times the games.
    let all: Vec<(f64, Sample)> = (0..4)
        .flat_map(|copy| {
            few.iter().map(move |&(p, s)| {
                (
                    p,
                    Sample {
                        game: s.game + 100 * copy,
                        ..s
                    },
                )
            })
        })
        .collect();
    for data in [&few, &all] {
        let (low, high) = brier_interval(data);
        assert!(low <= brier(data) && brier(data) <= high, "{low} {high}");
    }
    let width = |d: &[(f64, Sample)]| {
        let (low, high) = brier_interval(d);
        high - low
    };
    assert!(width(&all) < width(&few));
}

#[test]
fn wilson_intervals_hold_the_rate_and_narrow_with_more_data() {
    let (low, high) = wilson(0.5, 100);
    assert!(
        (low - 0.404).abs() < 0.001 && (high - 0.596).abs() < 0.001,
        "{low} {high}"
    );
    let (low2, high2) = wilson(0.5, 10_000);
    assert!(high2 - low2 < (high - low) / 5.0);
    assert_eq!(wilson(0.0, 50).0, 0.0);
    assert!(wilson(1.0, 50).1 <= 1.0);
}

#[test]
fn a_step_the_data_would_make_fall_is_held_flat() {
    // Won more often 3 seeds ahead than 8 ahead: an unheld fit falls.
    let samples: Vec<Sample> = (-2000..=2000)
        .step_by(10)
        .map(|score: i32| Sample {
            score,
            to_move: Side::South,
            result: 0.5
                + f64::from(score.signum())
                    * match score.abs() {
                        0..500 => 0.3,
                        500..1000 => 0.1,
                        _ => 0.45,
                    },
            game: 0,
            ply: 0,
        })
        .collect();
    let rows: Vec<(Vec<f64>, f64)> = samples
        .iter()
        .map(|s| (features(Shape::Steps, s), s.result))
        .collect();
    let unheld = newton(&rows, &[true; STEPS + 1], 1, PULL).unwrap();
    assert!(unheld[1..].iter().any(|&r| r < 0.0), "{unheld:?}");
    let found = fit(Shape::Steps, &samples).unwrap();
    assert!(found.rise.iter().all(|&r| r >= 0.0), "{found:?}");
    let mut last = 0.0;
    for score in -4000..=4000 {
        let p = found.chance(score, Side::South);
        assert!(p >= last, "falls at {score}: {found:?}");
        last = p;
    }
}

#[test]
fn the_steps_of_a_lead() {
    assert_eq!(step_lengths(1200), [5.0, 5.0, 2.0, 0.0, 0.0, 0.0, 0.0, 0.0]);
    assert_eq!(
        step_lengths(-4000),
        [-5.0, -5.0, -5.0, -5.0, -5.0, -5.0, -5.0, -5.0]
    );
    assert_eq!(step_lengths(0), [0.0; STEPS]);
    // The logistic curve as steps is the curve of one scale.
    let c = Curve::logistic(627.0, -1.4);
    for score in [-6000, -900, 0, 37, 2400] {
        let direct = 1.0 / (1.0 + (-(-1.4 + score as f64 / 627.0)).exp());
        assert!((c.chance(score, Side::South) - direct).abs() < 1e-12);
    }
}

#[test]
fn chance_never_falls_with_the_score_and_the_sides_agree() {
    for edition in [Edition::Kujifunza, Edition::Kiswahili, Edition::Kimasai] {
        let c = curve(edition);
        for side in [Side::South, Side::North] {
            assert!(c.chance(-3000, side) < c.chance(3000, side), "{edition}");
            let mut last = 0.0;
            for score in (-8000..=8000).step_by(25) {
                let p = c.chance(score, side);
                assert!(p >= last, "{edition} falls at {score}");
                // The other side to move with the score turned: the
                // same chances, but for the tempo, which both movers get.
                let other = c.chance(-score, side.other());
                let untempoed = Curve { tempo: 0.0, ..c };
                let sum = untempoed.chance(score, side) + untempoed.chance(-score, side.other());
                assert!((sum - 1.0).abs() < 1e-12, "{edition} {score}");
                let gap = p + other - 1.0;
                if c.tempo == 0.0 {
                    assert!(gap.abs() < 1e-12, "{edition} {score}");
                } else {
                    assert_eq!(gap > 0.0, c.tempo > 0.0, "{edition} {score}");
                }
                last = p;
            }
        }
    }
}
