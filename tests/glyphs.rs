//! Every character the interface writes (the lessons' ✓ among them) has a glyph
//! in the fonts it ships. The game draws with egui's default fonts; a character
//! none of them maps is drawn as egui's replacement box. egui's own `has_glyph`
//! cannot tell: it answers no for every character of the face that holds the
//! replacement glyph, so the charmaps are read here.

use skrifa::{FontRef, MetadataProvider};
use std::collections::BTreeMap;
use std::path::Path;

/// The faces egui falls back through for proportional text, in its order.
fn faces() -> Vec<FontRef<'static>> {
    [
        epaint_default_fonts::UBUNTU_LIGHT,
        epaint_default_fonts::NOTO_EMOJI_REGULAR,
        epaint_default_fonts::EMOJI_ICON,
    ]
    .into_iter()
    .map(|bytes| FontRef::new(bytes).expect("egui's font parses"))
    .collect()
}

fn drawable(faces: &[FontRef], c: char) -> bool {
    c.is_control() || faces.iter().any(|face| face.charmap().map(c).is_some())
}

/// The text inside the string literals of a Rust source line (comments
/// and doc comments are not drawn).
fn literals(line: &str) -> String {
    let code = line.trim_start();
    if code.starts_with("//") {
        return String::new();
    }
    let mut inside = String::new();
    let mut in_string = false;
    let mut escaped = false;
    for c in code.chars() {
        match (in_string, escaped, c) {
            (true, false, '\\') => escaped = true,
            (true, false, '"') => in_string = false,
            (true, _, c) => {
                inside.push(c);
                escaped = false;
            }
            (false, _, '"') => in_string = true,
            _ => {}
        }
    }
    inside
}

fn rust_files(dir: &Path, found: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// Each character the interface may draw, with one place it comes from.
fn characters() -> BTreeMap<char, String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut seen = BTreeMap::new();
    let mut note = |text: &str, place: String| {
        for c in text.chars().filter(|c| !c.is_ascii()) {
            seen.entry(c).or_insert_with(|| place.clone());
        }
    };
    for language in ["en", "sw"] {
        let path = root.join(format!("assets/locales/{language}.ftl"));
        let text = std::fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            if !line.starts_with('#') {
                note(line, format!("{language}.ftl:{}", n + 1));
            }
        }
    }
    let mut sources = Vec::new();
    rust_files(&root.join("src/app"), &mut sources);
    rust_files(&root.join("src/rules"), &mut sources);
    rust_files(&root.join("src/review"), &mut sources);
    assert!(sources.len() > 20, "the sources were found");
    for path in sources {
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.strip_prefix(root).unwrap().display().to_string();
        for (n, line) in text.lines().enumerate() {
            note(&literals(line), format!("{name}:{}", n + 1));
        }
    }
    seen
}

#[test]
fn every_character_of_the_interface_has_a_glyph() {
    let faces = faces();
    let seen = characters();
    // The check can fail: a character no shipped font has is found missing.
    assert!(!drawable(&faces, '\u{10FFFD}'));
    // … and the characters are found: the clock's, the lessons' done mark.
    assert!(
        seen.contains_key(&'⏱') && seen.contains_key(&'✔'),
        "{seen:?}"
    );
    let missing: Vec<String> = seen
        .iter()
        .filter(|(c, _)| !drawable(&faces, **c))
        .map(|(c, place)| format!("{c:?} (U+{:04X}) at {place}", *c as u32))
        .collect();
    assert!(
        missing.is_empty(),
        "no shipped font draws:\n{}",
        missing.join("\n")
    );
}
