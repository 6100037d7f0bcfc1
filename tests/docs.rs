//! The front door and docs/ checked against the program (issue 53): every
//! relative link resolves (to a file, and to a heading where it names
//! one), every `bao …` command shown exists (its `--help` runs), the code
//! blocks marked `sh runnable` run, and docs/command-line.md's generated
//! part is what `--help` says today. `BAO_WRITE_DOCS=1 cargo test --test
//! docs` rewrites that part after a change to the options.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const GENERATED: &str = "<!-- Generated from `bao … --help` by tests/docs.rs: \
BAO_WRITE_DOCS=1 cargo test --test docs rewrites it. -->";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// README.md and every page of docs/, with their text.
fn pages() -> Vec<(PathBuf, String)> {
    let mut paths = vec![root().join("README.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .expect("docs/ exists")
        .map(|entry| entry.expect("a docs entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    paths.extend(docs);
    paths
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("a page reads");
            (path, text)
        })
        .collect()
}

/// A heading's anchor as GitHub makes it: lower case, punctuation dropped,
/// spaces to hyphens.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

fn anchors(text: &str) -> BTreeSet<String> {
    text.lines()
        .filter(|l| l.starts_with('#'))
        .map(|l| slug(l.trim_start_matches('#')))
        .collect()
}

/// The targets of `[text](target)` links in `text`.
fn links(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("](") {
        let after = &rest[at + 2..];
        let Some(end) = after.find(')') else { break };
        found.push(after[..end].to_string());
        rest = &after[end..];
    }
    found
}

#[test]
fn every_relative_link_resolves() {
    let mut checked = 0;
    for (page, text) in pages() {
        for link in links(&text) {
            if link.starts_with("http://") || link.starts_with("https://") {
                continue;
            }
            let (file, anchor) = link.split_once('#').unwrap_or((&link, ""));
            let target = if file.is_empty() {
                page.clone()
            } else {
                page.parent().unwrap().join(file)
            };
            assert!(
                target.exists(),
                "{}: the link {link} leads nowhere",
                page.display()
            );
            if !anchor.is_empty() {
                let heads = anchors(&std::fs::read_to_string(&target).unwrap());
                assert!(
                    heads.contains(anchor),
                    "{}: {link}: no heading #{anchor} in {}",
                    page.display(),
                    target.display()
                );
            }
            checked += 1;
        }
    }
    assert!(
        checked >= 20,
        "only {checked} links: the pages lost theirs?"
    );
}

fn help(args: &[&str]) -> Option<String> {
    let out = Command::new(env!("CARGO_BIN_EXE_bao"))
        .args(args)
        .arg("--help")
        .env("COLUMNS", "100")
        .env_remove("DISPLAY")
        .output()
        .expect("bao runs");
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).to_string())
}

/// The commands a `--help` text lists under "Commands:" (not `help`).
fn commands_of(help: &str) -> Vec<String> {
    help.lines()
        .skip_while(|l| l.trim() != "Commands:")
        .skip(1)
        .take_while(|l| !l.trim().is_empty())
        .filter(|l| l.starts_with("  ") && !l.starts_with("   "))
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .filter(|c| c != "help")
        .collect()
}

/// The text inside backticks and code blocks of a page.
fn code_of(text: &str) -> Vec<String> {
    let mut code = Vec::new();
    let mut block: Option<String> = None;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            match block.take() {
                Some(done) => code.push(done),
                None => block = Some(String::new()),
            }
            continue;
        }
        if let Some(open) = block.as_mut() {
            open.push_str(line);
            open.push('\n');
            continue;
        }
        code.extend(line.split('`').skip(1).step_by(2).map(str::to_string));
    }
    code
}

/// Each `bao <command> [<subcommand>]` named in code, as words.
fn named_commands(code: &str) -> Vec<Vec<String>> {
    let words: Vec<&str> = code.split_whitespace().collect();
    let is_word =
        |w: &&&str| !w.starts_with('-') && w.chars().all(|c| c.is_ascii_lowercase() || c == '-');
    words
        .iter()
        .enumerate()
        .filter(|(_, w)| **w == "bao")
        .map(|(i, _)| {
            words[i + 1..]
                .iter()
                .take(2)
                .take_while(is_word)
                .map(|w| w.to_string())
                .collect::<Vec<_>>()
        })
        .filter(|c| !c.is_empty())
        .collect()
}

#[test]
fn every_bao_command_shown_exists() {
    let top = commands_of(&help(&[]).expect("bao --help runs"));
    assert!(top.contains(&"engine".to_string()), "{top:?}");
    let mut seen = BTreeSet::new();
    for (page, text) in pages() {
        for code in code_of(&text) {
            for words in named_commands(&code) {
                let first = &words[0];
                assert!(
                    top.contains(first),
                    "{}: `bao {}` is not a command ({top:?})",
                    page.display(),
                    words.join(" ")
                );
                let subs = commands_of(&help(&[first]).expect("its help runs"));
                let named: Vec<&str> = match words.get(1) {
                    Some(sub) if !subs.is_empty() => {
                        assert!(
                            subs.contains(sub),
                            "{}: `bao {first} {sub}` is not a command ({subs:?})",
                            page.display()
                        );
                        vec![first, sub]
                    }
                    _ => vec![first],
                };
                assert!(help(&named).is_some(), "bao {named:?} --help fails");
                seen.insert(named.join(" "));
            }
        }
    }
    assert!(seen.len() >= 15, "only {seen:?}");
}

/// Every command and subcommand, as `bao … --help` lists them.
fn all_commands() -> Vec<Vec<String>> {
    let mut all = vec![Vec::new()];
    let mut k = 0;
    while k < all.len() {
        let path = all[k].clone();
        let args: Vec<&str> = path.iter().map(String::as_str).collect();
        for sub in commands_of(&help(&args).expect("help runs")) {
            let mut longer = path.clone();
            longer.push(sub);
            all.push(longer);
        }
        k += 1;
    }
    all
}

fn generated_help() -> String {
    let mut text = format!("{GENERATED}\n");
    for path in all_commands() {
        let args: Vec<&str> = path.iter().map(String::as_str).collect();
        let name = if path.is_empty() {
            "bao".to_string()
        } else {
            format!("bao {}", path.join(" "))
        };
        let said = help(&args).expect("help runs");
        text.push_str(&format!("\n### {name}\n\n```text\n{}```\n", said));
    }
    text
}

#[test]
fn the_command_line_page_is_what_help_says() {
    let path = root().join("docs/command-line.md");
    let page = std::fs::read_to_string(&path).expect("docs/command-line.md");
    let (written, generated) = page
        .split_once(GENERATED)
        .map(|(head, tail)| (head.to_string(), format!("{GENERATED}{tail}")))
        .unwrap_or((page.clone(), String::new()));
    let fresh = generated_help();
    if std::env::var_os("BAO_WRITE_DOCS").is_some() {
        std::fs::write(&path, format!("{written}{fresh}")).expect("written");
        return;
    }
    assert!(
        generated == fresh,
        "docs/command-line.md's options differ from `--help`: run \
         BAO_WRITE_DOCS=1 cargo test --test docs"
    );
    for needed in [
        "### bao puzzles deepen",
        "### bao engine",
        "### bao record review",
    ] {
        assert!(fresh.contains(needed), "{needed}");
    }
}

/// The lines of every code block whose info string is `sh runnable`.
fn runnable_blocks(text: &str) -> Vec<String> {
    let mut blocks = Vec::new();
    let mut block: Option<String> = None;
    for line in text.lines() {
        let fence = line.trim_start();
        match block.as_mut() {
            None if fence.starts_with("```") && fence[3..].trim() == "sh runnable" => {
                block = Some(String::new())
            }
            Some(_) if fence.starts_with("```") => blocks.extend(block.take()),
            Some(open) => {
                open.push_str(line);
                open.push('\n');
            }
            None => {}
        }
    }
    blocks
}

/// Each `sh runnable` block runs in a fresh folder holding the repository's
/// `assets`, with `bao` the binary under test, and ends well within 4
/// minutes.
#[test]
fn the_runnable_blocks_run() {
    let work = std::env::temp_dir().join(format!("bao-docs-{}", std::process::id()));
    let bin = work.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let link = bin.join("bao");
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_bao"), &link).unwrap();
    let assets = work.join("assets");
    if !assets.exists() {
        std::os::unix::fs::symlink(root().join("assets"), &assets).unwrap();
    }
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut ran = 0;
    for (page, text) in pages() {
        for block in runnable_blocks(&text) {
            run_block(&page, &block, &work, &path);
            ran += 1;
        }
    }
    std::fs::remove_dir_all(&work).ok();
    assert!(ran >= 3, "only {ran} runnable blocks");
}

fn run_block(page: &Path, block: &str, work: &Path, path: &str) {
    let mut child = Command::new("bash")
        .args(["-euo", "pipefail", "-c", block])
        .current_dir(work)
        .env("PATH", path)
        .env_remove("DISPLAY")
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(work.join("stderr.txt")).expect("a file"))
        .spawn()
        .expect("bash runs");
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().expect("waits") {
            let err = std::fs::read_to_string(work.join("stderr.txt")).unwrap_or_default();
            assert!(
                status.success(),
                "{}: this block failed:\n{block}\n{err}",
                page.display()
            );
            return;
        }
        if start.elapsed() > Duration::from_secs(240) {
            let _ = child.kill();
            panic!(
                "{}: this block ran past 4 minutes:\n{block}",
                page.display()
            );
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}
