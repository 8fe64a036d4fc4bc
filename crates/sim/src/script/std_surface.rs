//! The std items a script may use, as one table written in Rust's own declaration syntax.
//!
//! This is the only place that says which std paths, types, traits and methods exist for the
//! checker and with which signatures (parsed by [`super::surface`]). The checker resolves every
//! call and method against it; the README's subset section is generated from it.
//!
//! Conventions:
//! - `#[path = "std::fs::File"]` on a type, trait or function is the path a program names it
//!   by. Types are named here by a short unique name (`IoError` is `std::io::Error`).
//! - `#[prelude]` marks what every program sees without a `use`.
//! - `#[unsupported]` marks a real std method bufscope does not simulate yet: calling it is
//!   refused as "not supported by bufscope", never as "no such method".
//! - `fn next` in `Iterator` impls and `fn into_iter` in `IntoIterator` impls say what a
//!   `for` loop yields; where scripts cannot call them yet they are marked unsupported.
//! - `#[copy]` marks `Copy` types; `#[kind = "enum"]` how rustc names the type in messages.
//! - Internal marker traits (`AsRefPath`, `ToSocketAddrs`, `IntoString`, `Deserialize`,
//!   `Serialize`, `JsonIndex`, `AsRefBytes`) stand for std's generic bounds.
//! - Method bodies are empty; only signatures matter. Lifetimes are left out.
//!
//! The table is split by area into one file each; [`STD_SURFACE`] lists them in order and the
//! surface parser reads their concatenation as one file.

mod core_methods;
mod fs_net;
mod int_methods;
mod io;
mod json;
mod prelude_types;
mod runtime;
mod trait_impls;

/// The table, by area, in order: concatenated, one file in Rust's declaration syntax.
/// The integer types' methods, generated for each type (`int_methods.rs`).
pub fn int_methods() -> String {
    int_methods::int_methods()
}

/// Each area's text as [`compact`] leaves it: the source's comments stay out of the wasm.
pub const STD_SURFACE: &[&str] = &[
    compact!(prelude_types::PRELUDE_TYPES),
    compact!(core_methods::CORE_METHODS),
    compact!(io::IO),
    compact!(fs_net::FS_NET),
    compact!(runtime::RUNTIME),
    compact!(json::SERDE_JSON),
    compact!(trait_impls::TRAIT_IMPLS),
];

/// `$text` without its `//` comment lines, blank lines and indentation, made at compile time
/// (only the result is in the binary). The parser skips all three, so the table reads the same.
macro_rules! compact {
    ($text:expr) => {{
        const BYTES: [u8; kept_len($text.as_bytes())] = compacted($text.as_bytes());
        match std::str::from_utf8(&BYTES) {
            Ok(text) => text,
            Err(_) => panic!("the table is UTF-8"),
        }
    }};
}
use compact;

/// Where the line starting at `start` ends (its `\n` or the end), and whether it is kept:
/// not blank and not a `//` comment (a `///` doc comment is kept, it is an attribute).
const fn line_at(text: &[u8], start: usize) -> (usize, usize, bool) {
    let mut first = start;
    while first < text.len() && (text[first] == b' ' || text[first] == b'\t') {
        first += 1;
    }
    let mut end = first;
    while end < text.len() && text[end] != b'\n' {
        end += 1;
    }
    let comment =
        slash(text, first, end) && slash(text, first + 1, end) && !slash(text, first + 2, end);
    (first, end, end > first && !comment)
}

/// Whether the byte at `at`, before `end`, is a `/`.
const fn slash(text: &[u8], at: usize, end: usize) -> bool {
    at < end && text[at] == b'/'
}

/// The length of the compacted text: every kept line without its indentation, and its `\n`.
const fn kept_len(text: &[u8]) -> usize {
    let (mut start, mut len) = (0, 0);
    while start < text.len() {
        let (first, end, kept) = line_at(text, start);
        if kept {
            len += end - first + 1;
        }
        start = end + 1;
    }
    len
}

/// The compacted text (`N` is its [`kept_len`]).
const fn compacted<const N: usize>(text: &[u8]) -> [u8; N] {
    let mut out = [0; N];
    let (mut start, mut at) = (0, 0);
    while start < text.len() {
        let (first, end, kept) = line_at(text, start);
        if kept {
            let mut i = first;
            while i < end {
                out[at] = text[i];
                at += 1;
                i += 1;
            }
            out[at] = b'\n';
            at += 1;
        }
        start = end + 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_compacted_table_parses_as_the_source_text_does() {
        let source = [
            prelude_types::PRELUDE_TYPES,
            core_methods::CORE_METHODS,
            io::IO,
            fs_net::FS_NET,
            runtime::RUNTIME,
            json::SERDE_JSON,
            trait_impls::TRAIT_IMPLS,
        ]
        .concat();
        let compacted = STD_SURFACE.concat();
        let parsed = |text: &str| syn::parse_file(text).expect("the table parses");
        assert_eq!(parsed(&compacted), parsed(&source));
        assert!(
            source
                .lines()
                .any(|line| line.trim_start().starts_with("// "))
        );
        assert!(compacted.lines().all(|line| {
            !line.is_empty() && !line.starts_with([' ', '\t']) && !line.starts_with("// ")
        }));
    }
}
