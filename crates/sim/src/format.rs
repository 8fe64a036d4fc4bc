//! Formatting lowering: run a `write!`/`print!` whose format string is only known at run time
//! and produce exactly the `write_str`/`write_all` calls the compiled macro makes.
//!
//! * [`template`] parses the format string with rustc's grammar and error messages;
//! * [`lower`] does rustc's compile-time work: argument resolution and checks, literal folding,
//!   the trailing `"\n"`, merging and cutting literal pieces;
//! * [`value`] holds runtime values, each formatted by the genuine std impl of its type;
//! * [`render`] writes the pieces through the real `core::fmt` machinery.

pub mod lower;
pub mod opaque;
pub mod render;
pub mod spec;
pub mod template;
pub mod value;
