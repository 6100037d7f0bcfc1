//! The interface's words (English and Kiswahili): both translation files
//! parse, hold the same messages with the same arguments, and every message
//! id the code asks for is in them. A missing key fails here, not on screen.

use bao::record::settings::Language;
use bao::words::{ENGLISH, KISWAHILI, Words};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Each message id with the names of its arguments (`{ $name }`). A
/// message may go on over indented lines (Fluent's plural variants).
fn messages(text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut found: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut last: Option<String> = None;
    for (n, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            last = None;
            continue;
        }
        let args = |value: &str| -> BTreeSet<String> {
            value
                .split("{ $")
                .skip(1)
                .map(|rest| rest.split(' ').next().unwrap().to_string())
                .collect()
        };
        if line.starts_with(' ') || line.starts_with('}') {
            let id = last
                .clone()
                .unwrap_or_else(|| panic!("line {}: goes on from nothing", n + 1));
            found.get_mut(&id).unwrap().extend(args(line));
            continue;
        }
        let (id, value) = line
            .split_once(" = ")
            .unwrap_or_else(|| panic!("line {}: not `id = text`: {line}", n + 1));
        assert!(
            id.starts_with(|c: char| c.is_ascii_lowercase())
                && id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
            "line {}: {id}",
            n + 1
        );
        assert!(
            found.insert(id.to_string(), args(value)).is_none(),
            "{id} twice"
        );
        last = Some(id.to_string());
    }
    found
}

#[test]
fn every_message_exists_in_both_languages_with_the_same_arguments() {
    let english = messages(ENGLISH);
    let kiswahili = messages(KISWAHILI);
    let ids = |m: &BTreeMap<String, BTreeSet<String>>| m.keys().cloned().collect::<BTreeSet<_>>();
    let only_english: Vec<_> = ids(&english)
        .difference(&ids(&kiswahili))
        .cloned()
        .collect();
    let only_kiswahili: Vec<_> = ids(&kiswahili)
        .difference(&ids(&english))
        .cloned()
        .collect();
    assert!(
        only_english.is_empty(),
        "missing in sw.ftl: {only_english:?}"
    );
    assert!(
        only_kiswahili.is_empty(),
        "missing in en.ftl: {only_kiswahili:?}"
    );
    for (id, args) in &english {
        assert_eq!(args, &kiswahili[id], "{id}: the arguments differ");
    }
    // Fluent itself reads both without an error, and they differ.
    let en = Words::new(Language::English);
    let sw = Words::new(Language::Kiswahili);
    for id in english.keys() {
        assert_ne!(en.get(id), *id, "{id} does not format in English");
        assert_ne!(sw.get(id), *id, "{id} does not format in Kiswahili");
    }
    assert_eq!(sw.get("title-learn"), "Jifunze");
    assert_eq!(en.get("title-learn"), "Learn");
    assert_eq!(
        sw.with("bar-speed", &[("speed", &sw.get("speed-fast"))]),
        "kasi: haraka"
    );
}

/// The files whose words players read: the game window, the engine's
/// sentences, the lessons.
fn speaking_sources() -> Vec<std::path::PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    // Every file of the app's folders.
    let mut files = Vec::new();
    let mut folders = vec![root.join("app")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    for file in [
        "rules/explain.rs",
        "rules/position.rs",
        "rules/takasia.rs",
        "record/bests.rs",
        "record/summary.rs",
        "record/mod.rs",
        "record/resume.rs",
        "record/progress.rs",
        "record/settings.rs",
        "lessons.rs",
        "words.rs",
        "review/mod.rs",
        "cli/review.rs",
    ] {
        files.push(root.join(file));
    }
    files
}

/// Whether a literal looks like a message id: `word-word`, lower case.
fn is_id(literal: &str) -> bool {
    let parts: Vec<&str> = literal.split('-').collect();
    parts.len() >= 2
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_lowercase()))
}

/// Every literal in the code that looks like a message id (`speed-slow`,
/// `explain-relay`) is a message of en.ftl: a typo fails here.
#[test]
fn every_message_the_code_asks_for_exists() {
    let english = messages(ENGLISH);
    let mut asked = BTreeSet::new();
    for path in speaking_sources() {
        let code = std::fs::read_to_string(&path).unwrap();
        // The code, not its unit tests; attributes name no message.
        let code = code.split("#[cfg(test)]").next().unwrap();
        for line in code.lines() {
            let line = line.trim_start();
            if line.starts_with("//") || line.starts_with("#[") {
                continue;
            }
            for (i, literal) in line.split('"').enumerate() {
                if i % 2 == 1 && is_id(literal) {
                    asked.insert(literal.to_string());
                }
            }
        }
    }
    // Ids made from parts: the questions' windows (ui/widgets.rs `ask`).
    for question in [
        "erase", "forget", "undo", "quit", "leave", "another", "replace",
    ] {
        for part in ["", "-yes", "-no"] {
            asked.insert(format!("ask-{question}{part}"));
        }
    }
    assert!(asked.len() >= 200, "{}: {asked:?}", asked.len());
    let missing: Vec<_> = asked
        .iter()
        .filter(|id| !english.contains_key(*id))
        .collect();
    assert!(
        missing.is_empty(),
        "asked for but not in en.ftl: {missing:?}"
    );
}

/// A review's summary says "1 blunder", not "1 blunders", and the plural
/// from two on, in both languages.
#[test]
fn a_review_summary_counts_in_singular_and_plural() {
    let summary = |words: &Words, n: &str| {
        words.with(
            "review-summary",
            &[
                ("side", "South"),
                ("accuracy", "80"),
                ("good", "0"),
                ("inaccuracies", n),
                ("mistakes", n),
                ("blunders", n),
                ("moves", n),
            ],
        )
    };
    let one = summary(&bao::words::IN_ENGLISH, "1");
    assert!(
        one.contains("1 inaccuracy,") && one.contains("1 mistake,"),
        "{one}"
    );
    assert!(
        one.contains("1 blunder in 1 move") && !one.contains("blunders"),
        "{one}"
    );
    let two = summary(&bao::words::IN_ENGLISH, "2");
    assert!(two.contains("2 blunders in 2 moves"), "{two}");
    let kiswahili = Words::new(Language::Kiswahili);
    let moja = summary(&kiswahili, "1");
    assert!(
        moja.contains("kosa kubwa 1") && moja.contains("hatua 1"),
        "{moja}"
    );
    let mbili = summary(&kiswahili, "2");
    assert!(mbili.contains("makosa makubwa 2"), "{mbili}");
}
