//! The interface's words (issue 15, Kiswahili): both translation files
//! parse, hold the same messages with the same arguments, and every message
//! id the code asks for is in them. A missing key fails here, not on screen.
#![cfg(feature = "app")]

use bao::app::{ENGLISH, KISWAHILI, Words};
use bao::record::settings::Language;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Each message id with the names of its arguments (`{ $name }`).
fn messages(text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut found = BTreeMap::new();
    for (n, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let (id, value) = line
            .split_once(" = ")
            .unwrap_or_else(|| panic!("line {}: not `id = text`: {line}", n + 1));
        assert!(
            id.chars().all(|c| c.is_ascii_lowercase() || c == '-'),
            "line {}: {id}",
            n + 1
        );
        let args: BTreeSet<String> = value
            .split("{ $")
            .skip(1)
            .map(|rest| rest.split(" }").next().unwrap().to_string())
            .collect();
        assert!(found.insert(id.to_string(), args).is_none(), "{id} twice");
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

/// Every id the game's code asks for (`words.get("…")`, `words.with("…"`,
/// and the ids of `speed_id`) is a message of en.ftl.
#[test]
fn every_message_the_code_asks_for_exists() {
    let english = messages(ENGLISH);
    let mut asked = BTreeSet::new();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app");
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let code = std::fs::read_to_string(&path).unwrap();
        let is_id =
            |id: &str| id.contains('-') && id.chars().all(|c| c.is_ascii_lowercase() || c == '-');
        // On a line that asks `words`, every literal that looks like an id.
        for line in code.lines().filter(|l| l.contains("words.")) {
            for (i, literal) in line.split('"').enumerate() {
                if i % 2 == 1 && (is_id(literal) || english.contains_key(literal)) {
                    asked.insert(literal.to_string());
                }
            }
        }
        // A call whose id is on the next line.
        for opener in ["words.get(", "words.with("] {
            for rest in code.split(opener).skip(1) {
                if let Some(literal) = rest.trim_start().strip_prefix('"') {
                    asked.insert(literal.split('"').next().unwrap().to_string());
                }
            }
        }
        // Match arms that name an id (`Speed::Slow => "speed-slow"`).
        for rest in code.split("=> \"").skip(1) {
            let id = rest.split('"').next().unwrap();
            if is_id(id) {
                asked.insert(id.to_string());
            }
        }
    }
    assert!(asked.len() >= 40, "{asked:?}");
    let missing: Vec<_> = asked
        .iter()
        .filter(|id| !english.contains_key(*id))
        .collect();
    assert!(
        missing.is_empty(),
        "asked for but not in en.ftl: {missing:?}"
    );
}
