//! How bare statements become a program: the `main` and imports the export wraps them in.
//! The simulator reads the same facts (the imports in scope for the checker, the line offset
//! for panic locations), so they live here, below both the export and the run.

use super::source::{Source, parse};

/// Lines the wrapper adds before a bare-statement script.
pub const STATEMENTS_LINE_OFFSET: u32 = 12;

pub(crate) const PREAMBLE: &str = "\
// Exported by bufscope: the script below, wrapped as a program.
#![allow(unused_imports, unused_mut, unused_variables, unused_must_use)]
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Cursor, IoSlice, LineWriter, Read, Write};
use std::net::TcpStream;
use std::os::fd::{AsRawFd, FromRawFd, IntoRawFd, OwnedFd};
use std::time::{Duration, Instant};
use std::{mem, process, thread};

#[rustfmt::skip]
fn main() -> std::io::Result<()> {
    {
";

pub(crate) const POSTAMBLE: &str = "
    }
    Ok(())
}
";

/// The imports the wrapper gives bare statements, as `use` trees (the checker resolves names
/// and traits in scope by them, exactly as rustc will in the exported program).
pub fn statement_uses() -> Vec<syn::UseTree> {
    PREAMBLE
        .lines()
        .filter(|line| line.starts_with("use "))
        .filter_map(|line| syn::parse_str::<syn::ItemUse>(line).ok())
        .map(|item| item.tree)
        .collect()
}

/// Lines added before the script's first line when it is exported.
pub fn line_offset(script: &str) -> u32 {
    match parse(script) {
        Ok(Source::Statements(_)) => STATEMENTS_LINE_OFFSET,
        _ => 0,
    }
}
