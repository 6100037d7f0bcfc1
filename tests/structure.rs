//! The shape of the code (read from the sources, so it stays true): the
//! engine's modules and the app's modules each import in one direction (no
//! cycle), the engine and bots never import Bevy, and the app does not
//! import the command line.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module's path from `src`, e.g. `app::board::spawn` for
/// `src/app/board/spawn.rs` and `app::board` for `src/app/board/mod.rs`.
fn module_of(file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(source_root()).unwrap();
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().unwrap();
    if last != "mod.rs" {
        parts.push(last.trim_end_matches(".rs").to_string());
    }
    parts
}

fn source_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The source without comments (line comments only: the code has no block
/// comments) and without its unit tests (a `mod tests` at the end, whose
/// `super` is the file's own module).
fn code(file: &Path) -> String {
    let text = std::fs::read_to_string(file).unwrap();
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => &text[..],
    };
    text.lines()
        .map(|line| match line.find("//") {
            Some(i) if !line[..i].contains('"') => &line[..i],
            _ => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every path the code names that starts from `super`, `self`, `crate` or a
/// child module: in `use` lines (braces expanded) and inline in code.
fn paths(code: &str, children: &BTreeSet<String>) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    // `use` statements, braces expanded.
    let mut rest = code;
    while let Some(at) = rest.find("use ") {
        let starts_word = at == 0 || !rest.as_bytes()[at - 1].is_ascii_alphanumeric();
        let after = &rest[at + 4..];
        let Some(end) = after.find(';') else { break };
        if starts_word {
            expand(&after[..end], &mut found);
        }
        rest = &after[end..];
    }
    // Inline paths: a run of `ident::` segments.
    let bytes = code.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let at_word_start = i == 0
            || !(bytes[i - 1].is_ascii_alphanumeric()
                || bytes[i - 1] == b'_'
                || bytes[i - 1] == b':');
        if at_word_start && (bytes[i].is_ascii_lowercase() || bytes[i] == b'_') {
            let mut j = i;
            let mut segments = Vec::new();
            loop {
                let start = j;
                while j < bytes.len() && (bytes[j].is_ascii_alphanumeric() || bytes[j] == b'_') {
                    j += 1;
                }
                segments.push(code[start..j].to_string());
                if code[j..].starts_with("::") {
                    j += 2;
                } else {
                    break;
                }
            }
            // `super::{` starts a `use` group, read above.
            segments.retain(|s| !s.is_empty());
            if segments.len() > 1 {
                found.push(segments);
            }
            i = j.max(i + 1);
        } else {
            i += 1;
        }
    }
    found.retain(|p| {
        matches!(p[0].as_str(), "super" | "crate" | "self") || children.contains(&p[0])
    });
    found
}

/// Expands `a::{b, c::{d, e}}` into its paths.
fn expand(tree: &str, out: &mut Vec<Vec<String>>) {
    let tree: String = tree.split_whitespace().collect::<Vec<_>>().join(" ");
    let tree = tree.replace(" as ", "@").replace(' ', "");
    let tree = tree.as_str();
    fn go(prefix: &[String], tree: &str, out: &mut Vec<Vec<String>>) {
        if let Some(open) = tree.find('{') {
            let head: Vec<String> = tree[..open]
                .split("::")
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .collect();
            let inner = &tree[open + 1..tree.rfind('}').unwrap()];
            let mut depth = 0;
            let mut start = 0;
            let base: Vec<String> = prefix.iter().cloned().chain(head).collect();
            for (k, c) in inner.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        go(&base, &inner[start..k], out);
                        start = k + 1;
                    }
                    _ => {}
                }
            }
            go(&base, &inner[start..], out);
        } else if !tree.is_empty() {
            let mut path = prefix.to_vec();
            path.extend(
                tree.split('@')
                    .next()
                    .unwrap()
                    .split("::")
                    .filter(|s| !s.is_empty())
                    .map(str::to_string),
            );
            out.push(path);
        }
    }
    go(&[], tree, out);
}

/// The import graph among the modules under `src/<top>` (`""`: the whole
/// crate): an edge from a module to each other module whose items it names.
fn graph(top: &str) -> BTreeMap<Vec<String>, BTreeSet<Vec<String>>> {
    let mut files = Vec::new();
    rust_files(&source_root().join(top), &mut files);
    let modules: BTreeSet<Vec<String>> = files.iter().map(|f| module_of(f)).collect();
    let mut edges = BTreeMap::new();
    for file in &files {
        let me = module_of(file);
        let children: BTreeSet<String> = modules
            .iter()
            .filter(|m| m.len() == me.len() + 1 && m.starts_with(&me))
            .map(|m| m.last().unwrap().clone())
            .collect();
        let mut targets = BTreeSet::new();
        for path in paths(&code(file), &children) {
            // Resolve to a path from `src`.
            let mut resolved: Vec<String> = if path[0] == "crate" {
                Vec::new()
            } else {
                me.clone()
            };
            for segment in &path {
                match segment.as_str() {
                    "crate" | "self" => {}
                    "super" => {
                        resolved.pop();
                    }
                    _ => resolved.push(segment.clone()),
                }
            }
            // The longest known module the path goes through.
            while !resolved.is_empty() && !modules.contains(&resolved) {
                resolved.pop();
            }
            let inside = top.is_empty() || resolved.first().map(String::as_str) == Some(top);
            if inside && !resolved.is_empty() && resolved != me {
                targets.insert(resolved);
            }
        }
        edges.insert(me, targets);
    }
    edges
}

/// A cycle in the graph, if there is one.
fn cycle(edges: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>) -> Option<Vec<String>> {
    fn visit(
        node: &Vec<String>,
        edges: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
        state: &mut BTreeMap<Vec<String>, u8>,
        stack: &mut Vec<Vec<String>>,
    ) -> Option<Vec<String>> {
        state.insert(node.clone(), 1);
        stack.push(node.clone());
        for next in edges.get(node).into_iter().flatten() {
            match state.get(next).copied().unwrap_or(0) {
                1 => {
                    let from = stack.iter().position(|n| n == next).unwrap();
                    let mut loop_: Vec<String> =
                        stack[from..].iter().map(|m| m.join("::")).collect();
                    loop_.push(next.join("::"));
                    return Some(loop_);
                }
                0 => {
                    if let Some(found) = visit(next, edges, state, stack) {
                        return Some(found);
                    }
                }
                _ => {}
            }
        }
        stack.pop();
        state.insert(node.clone(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for node in edges.keys() {
        if state.get(node).copied().unwrap_or(0) == 0
            && let Some(found) = visit(node, edges, &mut state, &mut Vec::new())
        {
            return Some(found);
        }
    }
    None
}

#[test]
fn the_engine_imports_in_one_direction() {
    let edges = graph("rules");
    assert!(edges.len() > 10, "{edges:?}");
    // The lap machine knows no edition; the editions do not play moves.
    let lap = edges
        .get(&vec!["rules".to_string(), "lap".to_string()])
        .unwrap();
    for edition in ["kujifunza", "kiswahili", "kimasai", "play", "game"] {
        assert!(
            !lap.contains(&vec!["rules".to_string(), edition.to_string()]),
            "lap imports {edition}"
        );
    }
    assert_eq!(cycle(&edges), None, "an import loop among src/rules");
}

#[test]
fn the_app_imports_in_one_direction() {
    let edges = graph("app");
    assert!(edges.len() > 15, "{edges:?}");
    assert_eq!(
        cycle(&edges),
        None,
        "an import loop among src/app: {edges:#?}"
    );
}

#[test]
fn the_app_does_not_import_the_command_line_nor_the_engine_bevy() {
    let mut files = Vec::new();
    rust_files(&source_root().join("app"), &mut files);
    for file in &files {
        let code = code(file);
        assert!(
            !code.contains("crate::cli"),
            "{} imports the command line",
            file.display()
        );
    }
    let mut engine = Vec::new();
    for top in ["rules", "bot", "cli", "record", "solve", "review"] {
        rust_files(&source_root().join(top), &mut engine);
    }
    engine.push(source_root().join("options.rs"));
    for file in &engine {
        assert!(
            !code(file).contains("bevy"),
            "{} names Bevy",
            file.display()
        );
    }
}

/// No module of the crate imports one that imports it back,
/// directly or through others (the words at the bottom, the engine below
/// the records, the app above them all).
#[test]
fn the_crate_imports_in_one_direction() {
    let edges = graph("");
    assert!(edges.len() > 80, "{}", edges.len());
    let loops = tangles(&edges);
    assert!(loops.is_empty(), "import loops in the crate: {loops:#?}");
    assert_eq!(cycle(&edges), None);
}

/// The groups of modules that reach each other (strongly connected
/// components of more than one module), so a failure names them all.
fn tangles(edges: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>) -> Vec<Vec<String>> {
    let reach = |from: &Vec<String>| {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.clone()];
        while let Some(node) = stack.pop() {
            for next in edges.get(&node).into_iter().flatten() {
                if seen.insert(next.clone()) {
                    stack.push(next.clone());
                }
            }
        }
        seen
    };
    let reached: BTreeMap<&Vec<String>, BTreeSet<Vec<String>>> =
        edges.keys().map(|m| (m, reach(m))).collect();
    let mut groups: BTreeSet<Vec<String>> = BTreeSet::new();
    for (module, from_it) in &reached {
        let group: Vec<String> = from_it
            .iter()
            .filter(|other| reached.get(other).is_some_and(|r| r.contains(*module)))
            .map(|m| m.join("::"))
            .collect();
        if group.len() > 1 {
            groups.insert(group);
        }
    }
    groups.into_iter().collect()
}

/// The checker itself finds a loop when there is one.
#[test]
fn the_checker_sees_a_loop() {
    let a = vec!["x".to_string(), "a".to_string()];
    let b = vec!["x".to_string(), "b".to_string()];
    let mut edges = BTreeMap::new();
    edges.insert(a.clone(), BTreeSet::from([b.clone()]));
    edges.insert(b.clone(), BTreeSet::from([a.clone()]));
    assert!(cycle(&edges).is_some());
    let mut found = Vec::new();
    expand("super::{a::{B, c::D}, e}", &mut found);
    assert_eq!(found.len(), 3, "{found:?}");
    assert_eq!(found[1], ["super", "a", "c", "D"]);
}

/// The folder a module lies in: a feature folder of the app
/// (`app::board`), else the crate's top module (`rules`, `record`, …).
fn folder(module: &[String]) -> String {
    match module {
        [app, feature, ..] if app == "app" => format!("app::{feature}"),
        [top, ..] => top.clone(),
        [] => String::new(),
    }
}

/// Which folder imports which, over the whole crate.
fn folder_graph() -> BTreeMap<String, BTreeSet<String>> {
    let mut folders: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, targets) in graph("") {
        let from = folder(&module);
        let entry = folders.entry(from.clone()).or_default();
        for target in targets {
            let to = folder(&target);
            if to != from {
                entry.insert(to);
            }
        }
    }
    folders
}

/// The floors of the crate, lowest first: a folder may import the folders
/// of the floors below its own, never one of its own floor or above. Each
/// folder of the crate is on one floor (a new one must be placed here).
const FLOORS: &[&[&str]] = &[
    &["words", "atomic"],
    &["rules"],
    &["solve"],
    &["bot"],
    &["record", "lessons"],
    &["review", "tune", "options"],
    &["puzzle"],
    &["cli"],
    // The app: its state and settings, the UI's shared pieces, the round
    // (with the animation queue it fills) and the board that shows it, the
    // modes, the window's pace, then what puts them on screen and starts
    // them. The loop's waker, which imports nothing of the game, is lowest.
    &["app::wake"],
    &["app::state"],
    &["app::settings"],
    &["app::ui"],
    &["app::round"],
    &["app::board"],
    &[
        "app::demo",
        "app::replay",
        "app::practice",
        "app::learn",
        "app::puzzles",
    ],
    &["app::pace"],
    &["app::menus"],
    &["app::screens"],
    &["app::launch"],
    &["app::plugin"],
    &["app::run"],
    &["app", "main", "lib"],
];

fn floor_of(folder: &str) -> Option<usize> {
    FLOORS.iter().position(|floor| floor.contains(&folder))
}

/// Every folder imports only from the floors below its own (the command
/// line and the app never each other), and every folder has a floor.
#[test]
fn every_folder_imports_only_from_the_floors_below() {
    let graph = folder_graph();
    assert!(graph.len() > 25, "{graph:?}");
    let mut wrong = Vec::new();
    for (from, targets) in &graph {
        let Some(mine) = floor_of(from) else {
            wrong.push(format!("{from} has no floor in FLOORS"));
            continue;
        };
        for to in targets {
            let Some(theirs) = floor_of(to) else {
                wrong.push(format!("{to} has no floor in FLOORS"));
                continue;
            };
            let app_to_cli = from.starts_with("app") && to == "cli";
            if theirs >= mine || app_to_cli {
                wrong.push(format!("{from} imports {to}"));
            }
        }
    }
    assert!(wrong.is_empty(), "imports against the floors: {wrong:#?}");
}

/// The floor rule itself: an import up a floor is caught.
#[test]
fn the_floor_rule_sees_an_import_upwards() {
    assert!(floor_of("rules") < floor_of("bot"));
    assert!(floor_of("app::ui") < floor_of("app::board"));
    assert!(floor_of("app::replay") == floor_of("app::practice"));
    assert_eq!(floor_of("nowhere"), None);
}

/// A line without its strings, characters and `//` comment, for counting
/// braces.
fn bare(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                while let Some(d) = chars.next() {
                    match d {
                        '\\' => {
                            chars.next();
                        }
                        '"' => break,
                        _ => {}
                    }
                }
            }
            // A character literal ('{', '\''), not a lifetime ('a).
            '\'' if matches!(chars.clone().nth(1), Some('\'')) => {
                chars.nth(1);
            }
            '\'' if chars.peek() == Some(&'\\') => {
                chars.nth(2);
            }
            '/' if chars.peek() == Some(&'/') => break,
            _ => out.push(c),
        }
    }
    out
}

/// Each function of `code` with a body: its name, first line and length
/// in lines, from its `fn` line to its closing brace.
fn function_lengths(code: &str) -> Vec<(String, usize, usize)> {
    let lines: Vec<&str> = code.lines().collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let text = bare(line);
        let Some(at) = text.split_whitespace().position(|w| w == "fn") else {
            continue;
        };
        let before: Vec<&str> = text.split_whitespace().take(at).collect();
        let heads = [
            "pub",
            "pub(crate)",
            "pub(super)",
            "const",
            "async",
            "unsafe",
        ];
        if !before.iter().all(|w| heads.contains(w)) {
            continue;
        }
        let Some(name) = text.split_whitespace().nth(at + 1) else {
            continue;
        };
        let name: String = name
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let (mut depth, mut opened) = (0i32, false);
        for (j, later) in lines.iter().enumerate().skip(i) {
            let s = bare(later);
            if !opened && s.contains(';') && !s.contains('{') {
                break;
            }
            depth += s.matches('{').count() as i32 - s.matches('}').count() as i32;
            opened |= s.contains('{');
            if opened && depth <= 0 {
                found.push((name.clone(), i + 1, j - i + 1));
                break;
            }
        }
    }
    found
}

/// No file of the crate over 700 lines, no function over 80: each fits in
/// a head.
#[test]
fn files_and_functions_fit_in_a_head() {
    let mut files = Vec::new();
    rust_files(&source_root(), &mut files);
    assert!(files.len() > 100, "{}", files.len());
    let mut too_long = Vec::new();
    let mut functions = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let count = text.lines().count();
        if count > 700 {
            too_long.push(format!("{}: {count} lines", file.display()));
        }
        for (name, line, length) in function_lengths(&text) {
            functions += 1;
            if length > 80 {
                too_long.push(format!("{}:{line} {name}: {length} lines", file.display()));
            }
        }
    }
    assert!(functions > 1000, "{functions} functions found");
    assert!(
        too_long.is_empty(),
        "too long to fit in a head: {too_long:#?}"
    );
}

/// The counter itself: a function's braces in strings, characters and
/// comments do not count, and a declaration without a body is none.
#[test]
fn the_function_counter_counts_from_fn_to_its_brace() {
    let code = "pub fn a() {\n    let s = \"}}\"; // }\n    let c = '{';\n}\nfn b();\n\
                pub(crate) fn c<'a>(x: &'a str) {\n    if true {\n    }\n}\n";
    let found = function_lengths(code);
    assert_eq!(
        found,
        [("a".to_string(), 1, 4), ("c".to_string(), 6, 4)],
        "{found:?}"
    );
}
