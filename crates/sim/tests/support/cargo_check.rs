//! rustc's verdict on programs that use serde and serde_json: all are checked at once as the
//! binaries of one cargo project (offline, the project `real_run::write_project` writes for the
//! differential test), so the crates compile once.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

/// `cargo check --keep-going` of every `(name, main.rs)`: each program's diagnostics at level
/// `error`, in rustc's order (none: it compiles).
pub fn errors_with_the_crates(
    work: &Path,
    programs: &[(String, String)],
) -> BTreeMap<String, Vec<serde_json::Value>> {
    let lockfile = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../Cargo.lock");
    let project =
        crate::real_run::write_project(work, &lockfile, programs).unwrap_or_else(|e| panic!("{e}"));
    let output = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
        .args(["check", "--offline", "--bins", "--keep-going", "--quiet"])
        .arg("--message-format=json")
        .current_dir(&project)
        .env("CARGO_TARGET_DIR", work.join("target"))
        .env_remove("RUSTFLAGS")
        .output()
        .expect("cargo runs");
    let mut errors: BTreeMap<String, Vec<serde_json::Value>> = programs
        .iter()
        .map(|(name, _)| (name.clone(), Vec::new()))
        .collect();
    for line in String::from_utf8_lossy(&output.stdout).lines() {
        let Ok(message) = serde_json::from_str::<serde_json::Value>(line) else {
            continue;
        };
        if message["reason"] != "compiler-message" || message["message"]["level"] != "error" {
            continue;
        }
        let Some(name) = message["target"]["name"].as_str() else {
            continue;
        };
        if let Some(list) = errors.get_mut(name) {
            list.push(message["message"].clone());
        }
    }
    assert!(
        output.status.success() || errors.values().any(|list| !list.is_empty()),
        "cargo check failed without a program's error:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    errors
}
