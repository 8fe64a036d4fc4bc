//! The workspace's crates have no import circles between their modules (issue 13), by `use`
//! or by a path written inline.

use std::collections::BTreeMap;
use std::path::PathBuf;

use bufscope_module_cycles::{ModuleGraph, ModulePath, name};

fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn the_app_has_no_import_circles() {
    let circles = ModuleGraph::of(&workspace().join("src")).circles();
    assert_eq!(circles, Vec::<String>::new());
}

#[test]
fn the_other_crates_have_no_import_circles() {
    let mut circles = Vec::new();
    let crates = ["sim", "cli", "course", "reference", "module-cycles"]
        .map(|krate| (krate, workspace().join("crates").join(krate).join("src")));
    for (krate, src) in crates
        .into_iter()
        .chain([("xtask", workspace().join("xtask/src"))])
    {
        for circle in ModuleGraph::of(&src).circles() {
            circles.push(format!("{krate}: {circle}"));
        }
    }
    assert_eq!(circles, Vec::<String>::new());
}

#[test]
fn the_checker_reads_uses_and_finds_circles() {
    // A tree written for the checker: `a` and `b::inner` use each other (a circle between
    // `a` and `b` at the root; none below `b`, as `b::other` uses nothing); `b`
    // re-exports its child and `b::inner` uses its parent (no circle); `c` and `a` use each
    // other only in test code (no circle), also under `cfg(all(test, …))`; groups, renames,
    // `self` and `super::super` resolve; `c` names `b`'s children inline, in code and in a
    // macro's arguments.
    let dir = std::env::temp_dir().join(format!("bufscope-module-cycles-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("b")).expect("a temporary directory");
    let write = |name: &str, text: &str| std::fs::write(dir.join(name), text).expect("a file");
    write("lib.rs", "pub mod a;\npub mod b;\npub mod c;\n");
    write("main.rs", "use bufscope::a;\nfn main() {}\n");
    write(
        "a.rs",
        "use crate::b::inner::Thing;\n#[cfg(test)]\nuse crate::c::Helper;\npub fn g() {}\n\
         #[cfg(all(test, unix))]\nmod more { fn f() { crate::c::k(); } }\n",
    );
    write(
        "b.rs",
        "pub mod inner;\npub mod other;\npub use inner::Thing;\n",
    );
    write(
        "b/inner.rs",
        "use super::super::a::g;\nuse super::{Thing as _, other::{self, h}};\npub struct Thing;\n",
    );
    write("b/other.rs", "use std::io;\npub fn h() {}\n");
    write(
        "c.rs",
        "use crate::a as first;\npub struct Helper;\n#[cfg(test)]\nmod tests { use crate::c::Helper; }\n\
         pub fn k() { crate::b::other::h(); }\n\
         pub fn m() -> String { format!(\"{:?}\", crate::b::inner::Thing) }\n",
    );
    let graph = ModuleGraph::of(&dir);
    let _ = std::fs::remove_dir_all(&dir);
    let module = |path: &str| -> ModulePath {
        path.split("::")
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect()
    };
    let edges: BTreeMap<String, Vec<String>> = graph
        .edges
        .iter()
        .map(|(from, to)| (name(from), to.iter().map(name).collect()))
        .collect();
    let expected: BTreeMap<String, Vec<String>> = [
        ("crate", vec![]),
        ("a", vec!["b::inner"]),
        ("b", vec![]),
        ("b::inner", vec!["a", "b", "b::other"]),
        ("b::other", vec![]),
        ("c", vec!["a", "b::inner", "b::other"]),
    ]
    .into_iter()
    .map(|(from, to)| (from.to_string(), to.into_iter().map(String::from).collect()))
    .collect();
    assert_eq!(edges, expected);
    assert!(graph.modules.contains(&module("b::other")));
    assert_eq!(graph.circles(), vec!["crate: a → b → a".to_string()]);
}
