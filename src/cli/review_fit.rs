//! `bao record fit`: the win-chance curves fitted to calibration data
//! (`bao record calibrate`), in three parts by game: each shape of curve
//! fitted on six games in ten, the shape chosen on two, and the chosen
//! curve tested on the last two, which chose nothing. Every table row
//! has its count and a 95% interval, so a claim reads off the test part.

use super::error::CliError;
use super::review::read_samples;
use crate::review::chance::{self, Curve, Sample, Shape, Split};
use crate::rules::Edition;
use std::io::Write;
use std::path::PathBuf;

/// Fits, chooses and tests a curve an edition, then scores the shipped
/// curve on the same test part.
pub fn run_fit(files: &[PathBuf], out: &mut impl Write) -> Result<(), CliError> {
    let mut all = Vec::new();
    for file in files {
        all.extend(read_samples(file)?);
    }
    for edition in [Edition::Kujifunza, Edition::Kiswahili, Edition::Kimasai] {
        let samples: Vec<Sample> = all
            .iter()
            .filter(|(e, _)| *e == edition)
            .map(|(_, s)| *s)
            .collect();
        if !samples.is_empty() {
            fit_edition(edition, &samples, out)?;
        }
    }
    Ok(())
}

/// One edition's report.
fn fit_edition(edition: Edition, samples: &[Sample], out: &mut impl Write) -> Result<(), CliError> {
    let [fitting, choosing, testing] =
        [Split::Fit, Split::Choose, Split::Test].map(|p| p.samples(samples));
    let games = |part: &[Sample]| {
        let mut numbers: Vec<u64> = part.iter().map(|s| s.game).collect();
        numbers.dedup();
        numbers.sort_unstable();
        numbers.dedup();
        numbers.len()
    };
    writeln!(
        out,
        "{edition}: {} positions; to fit {} games ({} positions), to choose {} ({}), to test {} ({})",
        samples.len(),
        games(&fitting),
        fitting.len(),
        games(&choosing),
        choosing.len(),
        games(&testing),
        testing.len()
    )
    .map_err(CliError::Output)?;
    if let Some((pairs, mean, size)) = chance::mover_gain(samples) {
        writeln!(
            out,
            "{edition}: a mover's score is {mean:.2} seeds above what the next position's gives back to it (mean size {size:.2}; {pairs} pairs of positions)"
        )
        .map_err(CliError::Output)?;
    }
    let mut chosen: Option<(f64, Shape, Curve)> = None;
    for shape in Shape::ALL {
        let Some(curve) = chance::fit(shape, &fitting) else {
            writeln!(
                out,
                "{edition} {}: the fit part gives no rising curve",
                shape.name()
            )
            .map_err(CliError::Output)?;
            continue;
        };
        let brier = chance::brier(&chance::scored(curve, &choosing));
        writeln!(
            out,
            "{edition} {}: {}; Brier on the choosing part {brier:.4}",
            shape.name(),
            describe(curve)
        )
        .map_err(CliError::Output)?;
        if chosen.is_none_or(|(best, ..)| brier < best) {
            chosen = Some((brier, shape, curve));
        }
    }
    if let Some((_, shape, curve)) = chosen {
        let title = format!(
            "{edition} chosen {} on the test part: {}",
            shape.name(),
            describe(curve)
        );
        for line in table_lines(&title, &chance::scored(curve, &testing)) {
            writeln!(out, "{line}").map_err(CliError::Output)?;
        }
        own_move_loss_line(out, "chosen", curve, &testing)?;
    }
    let shipped = chance::curve(edition);
    let title = format!(
        "{edition} shipped ({}) on the test part: {}",
        chance::shape(edition).name(),
        describe(shipped)
    );
    for line in table_lines(&title, &chance::scored(shipped, &testing)) {
        writeln!(out, "{line}").map_err(CliError::Output)?;
    }
    own_move_loss_line(out, "shipped", shipped, &testing)
}

/// What the games' own moves lose by a curve: about nothing, if the
/// curve reads the search's scores the way the search plays.
fn own_move_loss_line(
    out: &mut impl Write,
    which: &str,
    curve: Curve,
    testing: &[Sample],
) -> Result<(), CliError> {
    match chance::own_move_loss(curve, testing) {
        Some(loss) => writeln!(
            out,
            "the test part's own moves lose {loss:.2} points of win chance on average by the {which} curve"
        )
        .map_err(CliError::Output),
        None => Ok(()),
    }
}

/// A curve's parameters, as `src/review/chance.rs` writes them.
fn describe(curve: Curve) -> String {
    let first = curve.rise[0];
    let mut edge = format!("South's edge {:.3}", curve.south);
    if curve.tempo != 0.0 {
        edge.push_str(&format!(", the mover's tempo {:.3}", curve.tempo));
    }
    if curve.rise.iter().all(|&r| r == first) {
        format!("scale {:.1} (hundredths of a seed), {edge}", 100.0 / first)
    } else {
        let rises: Vec<String> = curve.rise.iter().map(|r| format!("{r:.3}")).collect();
        format!(
            "rise a seed, a step of 5 seeds each, [{}], {edge}",
            rises.join(", ")
        )
    }
}

/// A calibration table: each bucket of predicted chance with its count,
/// its observed rate and that rate's 95% interval, and whether the
/// interval holds the prediction; then the worst gap and the Brier score.
fn table_lines(title: &str, scored: &[(f64, Sample)]) -> Vec<String> {
    let buckets = chance::table_of(scored);
    let mut lines = vec![
        title.to_string(),
        "| predicted | scores | positions | mean predicted | observed (95%) | difference |"
            .to_string(),
        "|---|---|---|---|---|---|".to_string(),
    ];
    for b in buckets.iter().filter(|b| b.positions > 0) {
        let (low, high) = chance::wilson(b.observed, b.positions);
        let within = if (low..=high).contains(&b.predicted) {
            ""
        } else {
            " (outside)"
        };
        lines.push(format!(
            "| {:.1}–{:.1} | {} to {} | {} | {:.3} | {:.3} ({:.3}–{:.3}) | {:+.1} points{within} |",
            b.low,
            b.high,
            b.scores.0,
            b.scores.1,
            b.positions,
            b.predicted,
            b.observed,
            low,
            high,
            100.0 * (b.observed - b.predicted)
        ));
    }
    let (low, high) = chance::brier_interval(scored);
    lines.push(format!(
        "{} positions; worst gap in a bucket of at least 200 positions: {:.1} points; Brier score {:.4} (95%, by games: {low:.4}–{high:.4})",
        scored.len(),
        chance::worst_gap(&buckets, 200),
        chance::brier(scored)
    ));
    lines
}
