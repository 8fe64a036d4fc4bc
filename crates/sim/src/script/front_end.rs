//! The front end every run and export goes through: parse, lower, check, and apply the
//! checker's rewrites. Nothing runs here.

use super::error::ScriptError;
use super::ir::Program;
use super::{lower, source};

/// Parses and checks a script without running it.
pub fn check(script: &str) -> Result<Program, ScriptError> {
    let mut program = lower::lower(source::parse(script)?)?;
    let lists = super::check::check_program(&program)?;
    super::check::rewrites::apply_rewrites(&mut program, &lists);
    Ok(program)
}
