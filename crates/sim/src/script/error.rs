//! Why a script was rejected or stopped, with where.

use std::fmt;

use crate::trace::Span;

/// A script the simulator will not run, or a run that could not go on.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ScriptError {
    pub span: Span,
    /// What is wrong, in one sentence.
    pub message: String,
    /// What is supported instead, or how to fix it.
    pub help: Option<String>,
    /// rustc's error code when rustc refuses the program the same way (`E0599`).
    pub code: Option<String>,
}

impl ScriptError {
    pub fn new(span: Span, message: impl Into<String>) -> ScriptError {
        ScriptError {
            span,
            message: message.into(),
            help: None,
            code: None,
        }
    }

    /// A refusal rustc makes too, with its error code.
    pub fn rustc(code: &str, span: Span, message: impl Into<String>) -> ScriptError {
        ScriptError {
            code: Some(code.to_string()),
            ..ScriptError::new(span, message)
        }
    }

    /// A path into a crate other than std and serde_json (`rand`, `tempfile`): rustc compiles
    /// it when the project depends on that crate, so it is never refused with rustc's code.
    pub fn external_crate(name: &str, span: Span) -> ScriptError {
        ScriptError::new(
            span,
            format!("the crate `{name}` is not supported by bufscope"),
        )
        .with_help("a script may use std and serde_json")
    }

    pub fn with_help(mut self, help: impl Into<String>) -> ScriptError {
        self.help = Some(help.into());
        self
    }
}

impl fmt::Display for ScriptError {
    /// `3:5: error: …` then `  help: …`, like a compiler.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let code = self
            .code
            .as_deref()
            .map(|code| format!("[{code}]"))
            .unwrap_or_default();
        write!(
            f,
            "{}:{}: error{code}: {}",
            self.span.line, self.span.column, self.message
        )?;
        if let Some(help) = &self.help {
            write!(f, "\n  help: {help}")?;
        }
        Ok(())
    }
}

impl std::error::Error for ScriptError {}
