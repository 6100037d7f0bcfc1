//! A solve's tables on disk, so a long proof is built in pieces: each run
//! loads what the last one left and saves what it adds.
//!
//! The file: `bao-solve-table 1`, the root's position string, then a section
//! for each prover: `prover S|N nodes <n> entries <m>` and `m` records of 25
//! bytes (key u64, pn u32, dn u32, work u32, proven_at u32, flags u8; all
//! little-endian).

use super::dfpn::{Entry, Table};
use crate::rules::{Position, Side};

const MAGIC: &str = "bao-solve-table 1";
const RECORD: usize = 25;

/// One prover's table and the nodes spent on it so far.
pub struct Saved {
    pub prover: Side,
    pub nodes: u64,
    pub table: Table,
}

pub fn to_bytes(root: &Position, sections: &[(Side, u64, &Table)]) -> Vec<u8> {
    let mut out = format!("{MAGIC}\n{root}\n").into_bytes();
    for &(prover, nodes, table) in sections {
        out.extend_from_slice(
            format!(
                "prover {} nodes {nodes} entries {}\n",
                prover.letter(),
                table.len()
            )
            .as_bytes(),
        );
        for (&k, e) in table {
            out.extend_from_slice(&k.to_le_bytes());
            for n in [e.pn, e.dn, e.work, e.proven_at] {
                out.extend_from_slice(&n.to_le_bytes());
            }
            out.push(e.flags);
        }
    }
    out
}

/// Reads a table file saved for `root`; a file of another root or a broken
/// one is a message.
pub fn from_bytes(bytes: &[u8], root: &Position) -> Result<Vec<Saved>, String> {
    let mut rest = bytes;
    let line = |rest: &mut &[u8]| -> Option<String> {
        let end = rest.iter().take(4096).position(|&b| b == b'\n')?;
        let text = std::str::from_utf8(&rest[..end]).ok()?.to_string();
        *rest = &rest[end + 1..];
        Some(text)
    };
    let broken = |why: &str| format!("not a solve table ({why})");
    if line(&mut rest).as_deref() != Some(MAGIC) {
        return Err(broken(&format!("it does not begin with '{MAGIC}'")));
    }
    let saved_root = line(&mut rest).ok_or_else(|| broken("no position line"))?;
    if saved_root != root.to_string() {
        return Err(format!(
            "the table was saved for another position ({saved_root})"
        ));
    }
    let mut sections = Vec::new();
    while !rest.is_empty() {
        let header = line(&mut rest).ok_or_else(|| broken("a section has no header"))?;
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
            return Err(broken(&format!("a bad section header: {header}")));
        };
        let size = count
            .checked_mul(RECORD)
            .filter(|&n| n <= rest.len())
            .ok_or_else(|| broken("it is cut short"))?;
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
