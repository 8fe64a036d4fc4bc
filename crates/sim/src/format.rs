//! Formatting lowering: run a `write!`/`print!` whose format string is only known at run time
//! and produce exactly the `write_str`/`write_all` calls the compiled macro makes.
//!
//! * [`template`] parses the format string with rustc's grammar and error messages;
//! * [`lower`] does rustc's compile-time work: argument resolution and checks, literal folding,
//!   the trailing `"\n"`, merging and cutting literal pieces, into the types of [`lowered`];
//! * [`value`] holds runtime values, each formatted by the genuine std impl of its type;
//! * [`render`] writes the pieces through the real `core::fmt` machinery.
//!
//! ```
//! use std::io::Write;
//! use bufscope_sim::format::lower::{ArgSyntax, Lowered, lower};
//! use bufscope_sim::format::render::write_lowered;
//! use bufscope_sim::format::template::parse_template;
//! use bufscope_sim::format::value::FmtValue;
//!
//! // println!("line {} of {}", i, 3) with i = 1
//! let parts = parse_template("line {} of {}").expect("valid template");
//! let lowering = lower(&parts, &[ArgSyntax::Other, ArgSyntax::Int("3".into())], &[], true).expect("valid call");
//! assert!(matches!(lowering.lowered, Lowered::Pieces(_))); // "line ", {0}, " of 3\n"
//! let mut out = Vec::new(); // any genuine writer: LineWriter, BufWriter, Stderr…
//! write_lowered(&mut out, &lowering.lowered, &[FmtValue::I32(1), FmtValue::I32(3)])
//!     .expect("the values fit the placeholders")
//!     .expect("a Vec never fails");
//! assert_eq!(out, b"line 1 of 3\n");
//! ```

pub mod lower;
pub mod lowered;
pub mod opaque;
pub mod render;
pub mod spec;
pub mod template;
pub mod value;
