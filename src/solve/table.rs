//! A solve's tables on disk, so a long proof is built in pieces: each run
//! loads what the last one left and saves what it adds.
//!
//! The file: `bao-solve-table 1`, the root's position string, then a section
//! for each prover: `prover S|N nodes <n> entries <m>` and `m` records of 25
//! bytes (key u64, pn u32, dn u32, work u32, proven_at u32, flags u8; all
//! little-endian).

use super::dfpn::{Entry, Table};
use crate::rules::{Position, Side};

use std::io::Write;
use std::path::Path;

const MAGIC: &str = "bao-solve-table 1";
const RECORD: usize = 25;

/// One prover's table and the nodes spent on it so far.
pub struct Saved {
    pub prover: Side,
    pub nodes: u64,
    pub table: Table,
}

pub fn to_bytes(root: &Position, sections: &[(Side, u64, &Table)]) -> Vec<u8> {
    let mut out = Vec::new();
    to_writer(&mut out, root, sections).expect("writing to memory does not fail");
    out
}

/// The file's bytes, written to `out` as they are made (a table of tens of
/// millions of entries is not copied into memory first).
pub fn to_writer(
    out: &mut impl Write,
    root: &Position,
    sections: &[(Side, u64, &Table)],
) -> std::io::Result<()> {
    write!(out, "{MAGIC}\n{root}\n")?;
    for &(prover, nodes, table) in sections {
        writeln!(
            out,
            "prover {} nodes {nodes} entries {}",
            prover.letter(),
            table.len()
        )?;
        let mut record = [0u8; RECORD];
        for (&k, e) in table {
            record[..8].copy_from_slice(&k.to_le_bytes());
            for (i, n) in [e.pn, e.dn, e.work, e.proven_at].into_iter().enumerate() {
                record[8 + 4 * i..12 + 4 * i].copy_from_slice(&n.to_le_bytes());
            }
            record[24] = e.flags;
            out.write_all(&record)?;
        }
    }
    Ok(())
}

/// Saves the tables to `path` atomically: written to a temporary file in the
/// same folder, flushed to disk, then renamed over `path`. A run killed at
/// any moment leaves the last saved table whole (and perhaps a temporary
/// file, which the next save replaces).
pub fn save(path: &Path, root: &Position, sections: &[(Side, u64, &Table)]) -> std::io::Result<()> {
    crate::atomic::write_atomic_with(path, |file| to_writer(file, root, sections))
}

/// Why a table file is refused.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum TableError {
    #[error("not a solve table (it does not begin with '{MAGIC}')")]
    NoMagic,
    #[error("not a solve table (no position line)")]
    NoPosition,
    #[error("the table was saved for another position ({0})")]
    OtherPosition(String),
    #[error("not a solve table (a section has no header)")]
    NoHeader,
    #[error("not a solve table (a bad section header: {0})")]
    BadHeader(String),
    #[error("not a solve table (it is cut short)")]
    CutShort,
}

/// Reads a table file saved for `root`; a file of another root or a broken
/// one is refused.
pub fn from_bytes(bytes: &[u8], root: &Position) -> Result<Vec<Saved>, TableError> {
    let mut rest = bytes;
    let line = |rest: &mut &[u8]| -> Option<String> {
        let end = rest.iter().take(4096).position(|&b| b == b'\n')?;
        let text = std::str::from_utf8(&rest[..end]).ok()?.to_string();
        *rest = &rest[end + 1..];
        Some(text)
    };
    if line(&mut rest).as_deref() != Some(MAGIC) {
        return Err(TableError::NoMagic);
    }
    let saved_root = line(&mut rest).ok_or(TableError::NoPosition)?;
    if saved_root != root.to_string() {
        return Err(TableError::OtherPosition(saved_root));
    }
    let mut sections = Vec::new();
    while !rest.is_empty() {
        let header = line(&mut rest).ok_or(TableError::NoHeader)?;
        let words: Vec<&str> = header.split(' ').collect();
        let (prover, nodes, count) = match words.as_slice() {
            ["prover", side, "nodes", nodes, "entries", count] => (
                Side::from_letter(side),
                nodes.parse::<u64>().ok(),
                count.parse::<usize>().ok(),
            ),
            _ => (None, None, None),
        };
        let (Some(prover), Some(nodes), Some(count)) = (prover, nodes, count) else {
            return Err(TableError::BadHeader(header));
        };
        let size = count
            .checked_mul(RECORD)
            .filter(|&n| n <= rest.len())
            .ok_or(TableError::CutShort)?;
        let mut table = Table::default();
        table.reserve(count);
        for record in rest[..size].chunks_exact(RECORD) {
            let k = u64::from_le_bytes(record[..8].try_into().expect("8 bytes"));
            let n = |i: usize| u32::from_le_bytes(record[i..i + 4].try_into().expect("4 bytes"));
            table.insert(
                k,
                Entry {
                    pn: n(8),
                    dn: n(12),
                    work: n(16),
                    proven_at: n(20),
                    flags: record[24],
                },
            );
        }
        rest = &rest[size..];
        sections.push(Saved {
            prover,
            nodes,
            table,
        });
    }
    Ok(sections)
}
