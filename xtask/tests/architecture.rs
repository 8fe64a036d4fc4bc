//! ARCHITECTURE.md names only files that exist (issue 13: "ARCHITECTURE.md matches the tree").
//! Every `name.rs` it quotes is a file of the repository, found by its path's tail: a moved or
//! renamed file fails here until the document follows. Patterns the document writes for a
//! family of files (`pages/{course,lesson}.rs`, `tests/format_*.rs`, `<id>.rs`) stand for
//! each file they spell, or for at least one file they match.

use std::path::{Path, PathBuf};
use std::process::Command;

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The repository's files, as git lists them: tracked, or new and not ignored (build output
/// is ignored).
fn tracked_files() -> Vec<String> {
    let output = Command::new("git")
        .args(["ls-files", "--cached", "--others", "--exclude-standard"])
        .current_dir(repository())
        .output()
        .expect("git runs");
    assert!(output.status.success(), "git ls-files failed");
    String::from_utf8(output.stdout)
        .expect("paths are UTF-8")
        .lines()
        .map(String::from)
        .collect()
}

/// The `.rs` paths quoted in backticks: `kernel/totals.rs`, `tests/format_*.rs`.
fn quoted_rust_paths(text: &str) -> Vec<String> {
    let mut found: Vec<String> = text
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|quoted| quoted.ends_with(".rs") && !quoted.contains(' '))
        .map(String::from)
        .collect();
    found.sort();
    found.dedup();
    found
}

/// `a/{b,c}.rs` → `a/b.rs`, `a/c.rs`.
fn expand_braces(pattern: &str) -> Vec<String> {
    match (pattern.find('{'), pattern.find('}')) {
        (Some(open), Some(close)) if open < close => pattern[open + 1..close]
            .split(',')
            .flat_map(|choice| {
                expand_braces(&format!(
                    "{}{}{}",
                    &pattern[..open],
                    choice.trim(),
                    &pattern[close + 1..]
                ))
            })
            .collect(),
        _ => vec![pattern.to_string()],
    }
}

/// Whether `path` ends with the segments of `tail`, where `*` in a segment and a whole `<…>`
/// segment match any text.
fn ends_with(path: &str, tail: &str) -> bool {
    let path: Vec<&str> = path.split('/').collect();
    let tail: Vec<&str> = tail.split('/').collect();
    tail.len() <= path.len()
        && path[path.len() - tail.len()..]
            .iter()
            .zip(&tail)
            .all(|(have, want)| segment_matches(have, want))
}

fn segment_matches(have: &str, want: &str) -> bool {
    if want.starts_with('<') && want.ends_with(".rs") {
        return have.ends_with(".rs");
    }
    match want.split_once('*') {
        Some((start, end)) => {
            have.len() >= start.len() + end.len() && have.starts_with(start) && have.ends_with(end)
        }
        None => have == want,
    }
}

#[test]
fn every_rust_file_the_architecture_names_exists() {
    let text =
        std::fs::read_to_string(repository().join("ARCHITECTURE.md")).expect("ARCHITECTURE.md");
    let files = tracked_files();
    let named = quoted_rust_paths(&text);
    assert!(
        named.len() > 100,
        "the document names {} files",
        named.len()
    );
    let missing: Vec<String> = named
        .iter()
        .flat_map(|quoted| expand_braces(quoted))
        .filter(|wanted| !files.iter().any(|file| ends_with(file, wanted)))
        .collect();
    assert_eq!(
        missing,
        Vec::<String>::new(),
        "named in ARCHITECTURE.md, not in the tree"
    );
}

#[test]
fn the_matching_finds_what_it_should_and_nothing_else() {
    assert_eq!(
        expand_braces("pages/{course, lesson}.rs"),
        ["pages/course.rs", "pages/lesson.rs"]
    );
    assert!(ends_with(
        "crates/sim/src/kernel/totals.rs",
        "kernel/totals.rs"
    ));
    assert!(ends_with("crates/sim/src/kernel/totals.rs", "totals.rs"));
    assert!(!ends_with(
        "crates/sim/src/trace/totals.rs",
        "kernel/totals.rs"
    ));
    assert!(!ends_with(
        "crates/sim/src/kernel/subtotals.rs",
        "totals.rs"
    ));
    assert!(ends_with(
        "crates/sim/tests/format_errors.rs",
        "tests/format_*.rs"
    ));
    assert!(!ends_with(
        "crates/sim/tests/formats.rs",
        "tests/format_*.rs"
    ));
    assert!(ends_with("examples/println_loop.rs", "<id>.rs"));
    assert_eq!(
        quoted_rust_paths("a `x.rs`, `b/y.rs` and `not code` or `z.rs`, `x.rs`"),
        ["b/y.rs", "x.rs", "z.rs"]
    );
}
