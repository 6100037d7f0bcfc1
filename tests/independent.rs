//! `tests/independent/kujifunza_perft.py` (the independent cross-check of
//! the Kujifunza move generator) runs the binary it is given and no other:
//! every one of its 41 `bao perft` runs goes through a wrapper that counts
//! them, so a run of any other build (one in root's home, say) fails here.

use std::process::Command;

#[test]
fn the_cross_check_runs_only_the_binary_it_is_given() {
    let dir = std::env::temp_dir().join(format!("bao-test-{}-independent", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let log = dir.join("calls");
    let wrapper = dir.join("bao");
    std::fs::write(
        &wrapper,
        format!(
            "#!/bin/sh\necho \"$*\" >> '{}'\nexec '{}' \"$@\"\n",
            log.display(),
            env!("CARGO_BIN_EXE_bao")
        ),
    )
    .unwrap();
    let mode = std::os::unix::fs::PermissionsExt::from_mode(0o755);
    std::fs::set_permissions(&wrapper, mode).unwrap();
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/independent/kujifunza_perft.py"
    );
    let run = Command::new("python3")
        .arg(script)
        .arg(&wrapper)
        .output()
        .expect("python3 runs (CI has it: .ci/test runs this script)");
    let out = String::from_utf8_lossy(&run.stdout);
    assert!(
        run.status.success(),
        "{out}{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(out.contains("mismatches: 0"), "{out}");
    let calls = std::fs::read_to_string(&log).unwrap();
    let calls: Vec<&str> = calls.lines().collect();
    assert_eq!(calls.len(), 41, "{calls:?}");
    assert_eq!(calls[0], "perft 6");
    assert!(
        calls[1..]
            .iter()
            .all(|c| c.starts_with("perft 3 --position kujifunza "))
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
