//! `bufscope export`: the script as a complete Rust program that does what the simulation did.
//!
//! A whole program is exported as written. Bare statements are wrapped in a `main` returning
//! `io::Result<()>`, inside a block so their values are dropped where the simulator drops them,
//! with every import the subset may need. The wrapper puts the script's first line on line
//! [`STATEMENTS_LINE_OFFSET`] + 1, which the simulator uses for panic locations.

use crate::script::error::ScriptError;
use crate::script::source::{Source, parse};
use crate::script::statement_wrapper::{POSTAMBLE, PREAMBLE};
pub use crate::script::statement_wrapper::{STATEMENTS_LINE_OFFSET, line_offset, statement_uses};

/// The exported `main.rs`, and how many lines precede the script's first line in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Export {
    pub main_rs: String,
    pub line_offset: u32,
}

/// Exports `script`, or says why it is not a script bufscope runs.
pub fn export(script: &str) -> Result<Export, ScriptError> {
    // Reject what the simulator rejects: the export must do what the simulation did.
    crate::script::front_end::check(script)?;
    wrap(script)
}

/// The program rustc compiles for `script`, whether or not bufscope would run it (the
/// refusal tests hand rustc exactly what a learner's script becomes).
pub fn wrap(script: &str) -> Result<Export, ScriptError> {
    Ok(match parse(script)? {
        Source::Program(_) => Export {
            main_rs: script.to_string(),
            line_offset: 0,
        },
        Source::Statements(_) => {
            debug_assert_eq!(PREAMBLE.lines().count() as u32, STATEMENTS_LINE_OFFSET);
            let mut main_rs = String::from(PREAMBLE);
            main_rs.push_str(script);
            if !script.ends_with('\n') {
                main_rs.push('\n');
            }
            main_rs.push_str(POSTAMBLE);
            Export {
                main_rs,
                line_offset: STATEMENTS_LINE_OFFSET,
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statements_are_wrapped_with_the_script_at_the_documented_line() {
        let export = export("println!(\"hi\");").expect("export");
        assert_eq!(export.line_offset, STATEMENTS_LINE_OFFSET);
        let line = export.main_rs.lines().nth(STATEMENTS_LINE_OFFSET as usize);
        assert_eq!(line, Some("println!(\"hi\");"));
        assert!(export.main_rs.ends_with("    }\n    Ok(())\n}\n"));
    }

    #[test]
    fn statement_imports_are_the_preamble_use_lines() {
        assert_eq!(statement_uses().len(), 6);
    }

    #[test]
    fn programs_are_exported_as_written() {
        let program = "fn main() {\n    println!(\"hi\");\n}\n";
        assert_eq!(
            export(program).expect("export"),
            Export {
                main_rs: program.to_string(),
                line_offset: 0
            }
        );
    }
}
