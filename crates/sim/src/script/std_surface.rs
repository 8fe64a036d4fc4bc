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

pub const STD_SURFACE: &[&str] = &[
    prelude_types::PRELUDE_TYPES,
    core_methods::CORE_METHODS,
    io::IO,
    fs_net::FS_NET,
    runtime::RUNTIME,
    json::SERDE_JSON,
    trait_impls::TRAIT_IMPLS,
];
