//! The pages never link the script parser: the simulator worker runs scripts, and the pages'
//! first load must not carry it. The app is one package with four binaries (features unify per
//! package), so the linker decides what a page holds; this checks what it decided, in the built
//! wasm. A panic location names its source file, and every crate that can panic leaves such
//! names in the data: `/syn-2.0.119/src/…` is in a wasm exactly when syn's code is.
//!
//! The same check runs on the playground's simulator worker, which does link all of them: a
//! marker the worker does not show would make the check blind, so that fails too.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use crate::bundle::Bundle;

/// What links the parser, and the text its code leaves in a wasm.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Marker {
    /// A crate from the registry: `/<name>-<version>/src/` in its panic locations.
    Crate(&'static str),
    /// A module of ours: its path in the workspace.
    Module(&'static str),
}

const PARSER: [Marker; 4] = [
    Marker::Crate("syn"),
    Marker::Crate("serde_json"),
    Marker::Crate("vt100"),
    // bufscope-sim's parser, checker and interpreter.
    Marker::Module("crates/sim/src/script/"),
];

impl Marker {
    fn found_in(self, wasm: &[u8]) -> bool {
        match self {
            Marker::Module(path) => contains(wasm, path.as_bytes()),
            Marker::Crate(name) => {
                let prefix = format!("/{name}-");
                let mut rest = wasm;
                while let Some(at) = find(rest, prefix.as_bytes()) {
                    let after = &rest[at + prefix.len()..];
                    // `<version>/src/`: digits and dots, then the source folder.
                    let version = after
                        .iter()
                        .take_while(|b| b.is_ascii_digit() || **b == b'.')
                        .count();
                    if version > 0 && after[version..].starts_with(b"/src/") {
                        return true;
                    }
                    rest = after;
                }
                false
            }
        }
    }
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack
        .windows(needle.len())
        .position(|window| window == needle)
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    find(haystack, needle).is_some()
}

/// The markers found in `wasm`.
fn markers_in(wasm: &[u8]) -> Vec<Marker> {
    PARSER.into_iter().filter(|m| m.found_in(wasm)).collect()
}

/// The one wasm in `dir` whose name starts with `prefix` (`bufscope-<hash>_bg.wasm`).
fn wasm_of(dir: &Path, prefix: &str) -> Result<PathBuf> {
    let found: Vec<PathBuf> = fs::read_dir(dir)
        .with_context(|| format!("reading {} (build first: ./dev build)", dir.display()))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| {
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            name.starts_with(prefix) && name.ends_with("_bg.wasm")
        })
        .collect();
    match &found[..] {
        [one] => Ok(one.clone()),
        _ => bail!(
            "{}: expected one {prefix}…_bg.wasm, found {found:?}",
            dir.display()
        ),
    }
}

pub fn check(_root: &Path, dist: &Path) -> Result<()> {
    let worker = wasm_of(dist, "sim_worker")?;
    let in_worker = markers_in(&fs::read(&worker)?);
    let blind: Vec<Marker> = PARSER
        .into_iter()
        .filter(|m| !in_worker.contains(m))
        .collect();
    if !blind.is_empty() {
        bail!(
            "{} links the parser but shows no {blind:?}: the check cannot see them (are panic locations left out of the build?)",
            worker.display()
        );
    }
    let mut problems = Vec::new();
    for bundle in Bundle::ALL {
        let dir = bundle.folder().map_or(dist.to_path_buf(), |f| dist.join(f));
        let page = wasm_of(&dir, &format!("{}-", bundle.page_bin()))?;
        let linked = markers_in(&fs::read(&page)?);
        if linked.is_empty() {
            println!(
                "{}: no parser ({} markers, all in the worker)",
                page.display(),
                PARSER.len()
            );
        } else {
            problems.push(format!("{} links {linked:?}", page.display()));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        bail!("a page links the script parser:\n{}", problems.join("\n"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_crate_is_found_by_its_versioned_source_folder_only() {
        let worker =
            b"\0/root/.cargo/registry/src/x/syn-2.0.119/src/ty.rs\0vt100-0.18.1/src/row.rs";
        assert_eq!(markers_in(worker), [Marker::Crate("syn")]);
        let page = b"serde_json::from_reader /serde_json-docs/src/ /syn-/src/ crates/sim/src/cost/";
        assert_eq!(markers_in(page), []);
        let both = b"/vt100-0.18.1/src/a /serde_json-1.0.154/src/b crates/sim/src/script/run.rs";
        assert_eq!(
            markers_in(both),
            [
                Marker::Crate("serde_json"),
                Marker::Crate("vt100"),
                Marker::Module("crates/sim/src/script/")
            ]
        );
    }
}
