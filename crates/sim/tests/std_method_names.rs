//! `src/script/std_method_names.txt` is the method names std 1.95 documents for each type of
//! the std surface (and the primitives), read from the toolchain's own rustdoc pages (the
//! `rust-docs` component). The checker uses it to never claim rustc's E0599 for a method std
//! has: such a method is "not supported by bufscope", a misspelling is E0599.
//!
//! `BUFSCOPE_BLESS=1 cargo test -p bufscope-sim --test std_method_names` rewrites the file.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use bufscope_sim::script::surface::surface;

const FILE: &str = "src/script/std_method_names.txt";

/// The primitive families and the rustdoc pages whose methods they have.
const PRIMITIVES: &[(&str, &[&str])] = &[
    (
        "int",
        &[
            "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32", "u64", "u128", "usize",
        ],
    ),
    ("float", &["f32", "f64"]),
    ("char", &["char"]),
    ("bool", &["bool"]),
    ("str", &["str"]),
    ("slice", &["slice"]),
    ("array", &["array"]),
    ("tuple", &["tuple"]),
    ("unit", &["unit"]),
];

/// Surface types that stand for several std types: the pages of each.
const STAND_INS: &[(&str, &[&str])] = &[
    (
        "FromStrErr",
        &[
            "num/struct.ParseIntError.html",
            "num/struct.ParseFloatError.html",
            "str/struct.ParseBoolError.html",
            "char/struct.ParseCharError.html",
        ],
    ),
    ("Iterator", &["iter/trait.Iterator.html"]),
];

fn std_docs() -> PathBuf {
    let sysroot = Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()
        .expect("rustc runs");
    let sysroot = String::from_utf8(sysroot.stdout).expect("utf-8");
    let docs = Path::new(sysroot.trim()).join("share/doc/rust/html/std");
    assert!(
        docs.join("index.html").exists(),
        "{} is missing: `rustup component add rust-docs` (rustup's default profile has it)",
        docs.display()
    );
    docs
}

/// The method names a rustdoc page lists (inherent, trait impls, blanket impls).
fn methods_of(page: &Path, into: &mut BTreeSet<String>) -> bool {
    let Ok(html) = std::fs::read_to_string(page) else {
        return false;
    };
    for prefix in ["id=\"method.", "id=\"tymethod."] {
        for (at, _) in html.match_indices(prefix) {
            let name: String = html[at + prefix.len()..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            into.insert(name);
        }
    }
    true
}

/// The page of a std path (`std::collections::HashMap`), whatever its kind.
fn page_of(docs: &Path, path: &str) -> Option<PathBuf> {
    let mut parts: Vec<&str> = path.split("::").collect();
    if parts.first() != Some(&"std") {
        return None;
    }
    parts.remove(0);
    let name = parts.pop()?;
    let dir = parts
        .iter()
        .fold(docs.to_path_buf(), |dir, part| dir.join(part));
    ["struct", "enum", "trait", "type"]
        .iter()
        .map(|kind| dir.join(format!("{kind}.{name}.html")))
        .find(|page| page.exists())
}

fn generated() -> String {
    let docs = std_docs();
    let mut lines = vec![format!(
        "# Method names std documents per type; generated from {} by tests/std_method_names.rs.",
        String::from_utf8(
            Command::new("rustc")
                .arg("--version")
                .output()
                .expect("rustc")
                .stdout
        )
        .expect("utf-8")
        .trim()
    )];
    let mut rows: Vec<(String, BTreeSet<String>)> = Vec::new();
    for (key, prims) in PRIMITIVES {
        let mut names = BTreeSet::new();
        for prim in *prims {
            assert!(methods_of(
                &docs.join(format!("primitive.{prim}.html")),
                &mut names
            ));
        }
        rows.push((key.to_string(), names));
    }
    for (key, pages) in STAND_INS {
        let mut names = BTreeSet::new();
        for page in *pages {
            assert!(methods_of(&docs.join(page), &mut names), "{page}");
        }
        rows.push((key.to_string(), names));
    }
    let table = surface();
    let mut types: Vec<_> = table.types.values().collect();
    types.sort_by(|a, b| a.name.cmp(&b.name));
    for ty in types {
        if STAND_INS.iter().any(|(key, _)| *key == ty.name) {
            continue;
        }
        let mut names = BTreeSet::new();
        match page_of(&docs, &ty.path) {
            Some(page) => assert!(methods_of(&page, &mut names)),
            // serde_json's types: their docs are not the toolchain's.
            None => continue,
        }
        rows.push((ty.name.clone(), names));
    }
    let mut traits: Vec<_> = table.traits.values().filter(|t| t.path.is_some()).collect();
    traits.sort_by(|a, b| a.name.cmp(&b.name));
    for tr in traits {
        let mut names = BTreeSet::new();
        if let Some(page) = page_of(&docs, tr.path.as_deref().unwrap_or_default()) {
            assert!(methods_of(&page, &mut names));
            rows.push((format!("dyn {}", tr.name), names));
        }
    }
    for (key, names) in rows {
        let names: Vec<String> = names.into_iter().collect();
        lines.push(format!("{key}: {}", names.join(" ")));
    }
    lines.join("\n") + "\n"
}

#[test]
fn the_method_names_are_those_of_the_toolchains_std_docs() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(FILE);
    let wanted = generated();
    if std::env::var_os("BUFSCOPE_BLESS").is_some() {
        std::fs::write(&path, &wanted).expect("write the names");
    }
    let written = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        written == wanted,
        "{FILE} is stale: run `BUFSCOPE_BLESS=1 cargo test -p bufscope-sim --test std_method_names`"
    );
}
