//! `bao tune fit`'s report and the generated weights file.

use super::error::CliError;
use crate::bot::features::{FEATURES, HAND, Stage};
use crate::tune::fit::{self, PENALTIES, SCALE, Sample, Split};
use std::fmt::Write as _;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The groups of features a player would name, for "what carried the gain".
const GROUPS: [(&str, &[usize]); 6] = [
    ("material (seeds, front, store)", &[1, 2, 3]),
    (
        "shape (occupied, startable, danger, kichwa)",
        &[4, 5, 13, 15],
    ),
    ("threats (all, largest)", &[6, 7, 8, 9]),
    ("nyumba (working, owned, seeds)", &[10, 11, 12]),
    ("mobility", &[14]),
    ("tempo", &[0]),
];

/// One stage's fit: its weights (log-odds), the penalty chosen, and the
/// test figures.
struct StageFit {
    stage: Stage,
    weights: [f64; FEATURES],
    penalty: f64,
    counts: [usize; 3],
    tuned_loss: f64,
    hand_loss: f64,
}

fn split<'a>(samples: &'a [&'a Sample], which: Split) -> Vec<&'a Sample> {
    samples
        .iter()
        .copied()
        .filter(|s| Split::of(s.game) == which)
        .collect()
}

/// The penalty with the least log-loss on the choose split, and its weights.
fn fit_stage(fitted: &[&Sample], chosen: &[&Sample], unused: &[usize]) -> ([f64; FEATURES], f64) {
    let mut best: Option<(f64, [f64; FEATURES], f64)> = None;
    for penalty in PENALTIES {
        let w = fit::fit(fitted, penalty, unused);
        let loss = fit::log_loss(chosen, |s| sigmoid(fit::dot(&w, &s.features)));
        if best.as_ref().is_none_or(|(l, _, _)| loss < *l) {
            best = Some((loss, w, penalty));
        }
    }
    let (_, w, penalty) = best.expect("a penalty");
    (w, penalty)
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn stage_fit(stage: Stage, all: &[Sample]) -> Option<StageFit> {
    let mine: Vec<&Sample> = all.iter().filter(|s| s.stage == stage).collect();
    let (fitted, chosen, test) = (
        split(&mine, Split::Fit),
        split(&mine, Split::Choose),
        split(&mine, Split::Test),
    );
    if fitted.len() < 100 || chosen.is_empty() || test.is_empty() {
        return None;
    }
    let (weights, penalty) = fit_stage(&fitted, &chosen, &[]);
    let scale = fit::hand_scale(&fitted);
    Some(StageFit {
        stage,
        weights,
        penalty,
        counts: [fitted.len(), chosen.len(), test.len()],
        tuned_loss: fit::log_loss(&test, |s| sigmoid(fit::dot(&weights, &s.features))),
        hand_loss: fit::log_loss(&test, |s| sigmoid(s.hand / scale)),
    })
}

fn report(out: &mut impl Write, f: &StageFit) -> std::io::Result<()> {
    writeln!(
        out,
        "{}: {} / {} / {} positions (fit / choose / test), penalty {:e}",
        f.stage.name(),
        f.counts[0],
        f.counts[1],
        f.counts[2],
        f.penalty
    )?;
    writeln!(
        out,
        "  test log-loss: tuned {:.4}, hand {:.4} (at its best scale), {:+.2}%",
        f.tuned_loss,
        f.hand_loss,
        100.0 * (f.tuned_loss - f.hand_loss) / f.hand_loss
    )?;
    let weights = fit::to_eval(&f.weights);
    let line: Vec<String> = (0..FEATURES)
        .map(|i| format!("{} {}", fit::name(i), weights[i]))
        .collect();
    writeln!(out, "  weights (hundredths of a seed): {}", line.join(", "))
}

/// The shares of the fit split's games the learning curve is drawn at:
/// an eighth needs at least eight games.
const SHARES: [usize; 4] = [8, 4, 2, 1];

/// The learning curve and the groups left out, for one stage; too few
/// games for the curve's smallest share is an error, not an empty share.
fn study(out: &mut impl Write, stage: Stage, all: &[Sample]) -> Result<(), CliError> {
    let mine: Vec<&Sample> = all.iter().filter(|s| s.stage == stage).collect();
    let (fitted, chosen, test) = (
        split(&mine, Split::Fit),
        split(&mine, Split::Choose),
        split(&mine, Split::Test),
    );
    if fitted.len() < 100 || test.is_empty() {
        return Ok(());
    }
    let test_loss =
        |w: &[f64; FEATURES]| fit::log_loss(&test, |s| sigmoid(fit::dot(w, &s.features)));
    // The fit split's games in order, each once (a shard need not be sorted).
    let mut games: Vec<u64> = fitted.iter().map(|s| s.game).collect();
    games.sort_unstable();
    games.dedup();
    if games.len() < SHARES[0] {
        return Err(CliError::StudyTooSmall {
            stage: stage.name(),
            games: games.len(),
            needed: SHARES[0],
        });
    }
    for share in SHARES {
        // The first games of the fit split: whole games, never positions.
        let last = games[games.len() / share - 1];
        let part: Vec<&Sample> = fitted.iter().copied().filter(|s| s.game <= last).collect();
        let (w, _) = fit_stage(&part, &chosen, &[]);
        writeln!(
            out,
            "  {}: {} positions -> test log-loss {:.4}",
            stage.name(),
            part.len(),
            test_loss(&w)
        )
        .map_err(CliError::Io)?;
    }
    for (name, group) in GROUPS {
        let (w, _) = fit_stage(&fitted, &chosen, group);
        writeln!(
            out,
            "  {}: without {name} -> test log-loss {:.4}",
            stage.name(),
            test_loss(&w)
        )
        .map_err(CliError::Io)?;
    }
    Ok(())
}

/// The weights as Rust source, with where they came from.
fn source(fits: &[StageFit], data: &Path, (hash, files): (u64, usize)) -> String {
    let mut text = String::new();
    let _ = writeln!(
        text,
        "//! The tuned evaluation's weights, one set a stage, in hundredths of a\n\
         //! seed a unit of each feature (`features::NAMES`). Generated by\n\
         //! `bao tune fit --data {} --write src/bot/tuned.rs` from\n\
         //! {files} shard files (FNV-1a {hash:016x}); log-odds times {SCALE}.\n\
         //! A stage without data keeps the hand-set weights. Do not edit.\n\n\
         use super::features::FEATURES;\n\n\
         pub const TUNED: [[i32; FEATURES]; 5] = [",
        data.display()
    );
    for stage in Stage::ALL {
        let weights = fits
            .iter()
            .find(|f| f.stage == stage)
            .map_or(HAND, |f| fit::to_eval(&f.weights));
        let list: Vec<String> = weights.iter().map(i32::to_string).collect();
        let _ = writeln!(text, "    // {}\n    [{}],", stage.name(), list.join(", "));
    }
    text.push_str("];\n");
    text
}

pub fn run(
    data: &Path,
    write: Option<&Path>,
    with_study: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let mut fits = Vec::new();
    let mut files: Vec<PathBuf> = Vec::new();
    for edition in crate::rules::Edition::ALL {
        let (found, samples) = fit::read_edition(data, edition.name())?;
        files.extend(found);
        for stage in Stage::ALL {
            if let Some(f) = stage_fit(stage, &samples) {
                report(out, &f).map_err(CliError::Io)?;
                if with_study {
                    study(out, stage, &samples)?;
                }
                fits.push(f);
            }
        }
    }
    if fits.is_empty() {
        return Err(CliError::NoData {
            folder: data.to_path_buf(),
        });
    }
    files.sort();
    if let Some(path) = write {
        let hash = fit::data_hash(&files).map_err(CliError::Io)?;
        let text = source(&fits, data, (hash, files.len()));
        crate::record::write_atomic(path, text.as_bytes()).map_err(|error| CliError::Write {
            path: path.to_path_buf(),
            error,
        })?;
        writeln!(out, "wrote {}", path.display()).map_err(CliError::Io)?;
    }
    Ok(())
}
