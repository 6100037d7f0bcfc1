//! docs/maintaining.md's table "Perft from the start positions" is what the engine
//! counts: every depth of it (1 to 6), for all three editions, read from the
//! page itself so the two cannot drift apart. The deepest row is 151,316
//! Kimasai sequences, well under a second even in a test build.

use bao::rules::perft::perft;
use bao::rules::{Edition, Position, Rules};

/// The table's rows: depth, then the counts in its column order.
fn readme_table() -> (Vec<Edition>, Vec<(u32, Vec<u64>)>) {
    let readme = include_str!("../docs/maintaining.md");
    let table = readme
        .split("### Perft from the start positions")
        .nth(1)
        .expect("docs/maintaining.md has the perft table");
    let mut lines = table
        .lines()
        .map(str::trim)
        .skip_while(|l| !l.starts_with('|'));
    let cells = |line: &str| -> Vec<String> {
        line.trim_matches('|')
            .split('|')
            .map(|cell| cell.trim().to_string())
            .collect()
    };
    let header = cells(lines.next().expect("a header row"));
    assert_eq!(header[0], "depth", "{header:?}");
    let editions: Vec<Edition> = header[1..]
        .iter()
        .map(|name| Edition::parse(name).unwrap_or_else(|| panic!("edition {name}")))
        .collect();
    let rows = lines
        .skip(1) // the alignment row
        .take_while(|l| l.starts_with('|'))
        .map(|line| {
            let cells = cells(line);
            let number = |cell: &String| cell.replace(',', "").parse::<u64>().expect(cell);
            let depth = number(&cells[0]) as u32;
            (depth, cells[1..].iter().map(number).collect())
        })
        .collect();
    (editions, rows)
}

#[test]
fn the_readme_perft_table_is_the_engines() {
    let (editions, rows) = readme_table();
    assert_eq!(editions, Edition::ALL);
    assert_eq!(
        rows.iter().map(|(d, _)| *d).collect::<Vec<_>>(),
        [1, 2, 3, 4, 5, 6]
    );
    for (depth, counts) in rows {
        assert_eq!(counts.len(), editions.len(), "depth {depth}");
        for (&edition, &count) in editions.iter().zip(&counts) {
            let engine = perft(&Position::start(edition), &Rules::new(edition), depth);
            assert_eq!(engine, Some(count), "{edition:?} depth {depth}");
        }
    }
}
