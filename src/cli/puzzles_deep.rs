//! `bao puzzles deepen`: the deep second opinion (issue 48) run over a
//! whole file, its figures written into the tags, the puzzles that fail
//! dropped with the reason.

use super::puzzles::{PuzzlesCliError, read_file, write_set};
use crate::puzzle::Puzzle;
use crate::puzzle::deep::{self, Deep, DeepFault};
use std::io::Write;
use std::path::Path;
use std::sync::atomic::AtomicBool;

/// Confirms every puzzle of `file` without deep figures at `nodes`,
/// `jobs` at a time, rewriting the file after each batch.
pub fn deepen(
    file: &Path,
    nodes: u64,
    jobs: usize,
    out: &mut impl Write,
) -> Result<(), PuzzlesCliError> {
    let mut puzzles = read_file(file)?;
    let stop = AtomicBool::new(false);
    let waiting: Vec<String> = puzzles
        .iter()
        .filter(|p| p.deep.is_none())
        .map(|p| p.id.clone())
        .collect();
    let (mut kept, mut dropped) = (0, 0);
    for batch in waiting.chunks(jobs.max(1)) {
        let judged = confirm_in_parallel(&puzzles, batch, nodes, &stop);
        for (id, result) in judged {
            match result {
                Ok(figures) => {
                    if let Some(puzzle) = puzzles.iter_mut().find(|p| p.id == id) {
                        puzzle.deep = Some(figures);
                    }
                    kept += 1;
                }
                Err(DeepFault::Stopped) => {}
                Err(fault) => {
                    let _ = writeln!(out, "{id}: dropped: {fault}");
                    puzzles.retain(|p| p.id != id);
                    dropped += 1;
                }
            }
        }
        write_set(file, &puzzles)?;
        let _ = writeln!(
            out,
            "{}: {kept} confirmed, {dropped} dropped, {} to go",
            file.display(),
            waiting.len() - kept - dropped
        );
    }
    Ok(())
}

/// The deep confirmation of each puzzle named in `ids`, one thread each.
fn confirm_in_parallel(
    puzzles: &[Puzzle],
    ids: &[String],
    nodes: u64,
    stop: &AtomicBool,
) -> Vec<(String, Result<Deep, DeepFault>)> {
    std::thread::scope(|scope| {
        let handles: Vec<_> = ids
            .iter()
            .filter_map(|id| puzzles.iter().find(|p| &p.id == id))
            .map(|puzzle| {
                scope.spawn(move || (puzzle.id.clone(), deep::confirm(puzzle, nodes, stop)))
            })
            .collect();
        handles.into_iter().filter_map(|h| h.join().ok()).collect()
    })
}
