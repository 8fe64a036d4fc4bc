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
}

impl ScriptError {
    pub fn new(span: Span, message: impl Into<String>) -> ScriptError {
        ScriptError {
            span,
            message: message.into(),
            help: None,
        }
    }

    pub fn with_help(mut self, help: impl Into<String>) -> ScriptError {
        self.help = Some(help.into());
        self
    }
}

impl fmt::Display for ScriptError {
    /// `3:5: error: …` then `  help: …`, like a compiler.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}: error: {}",
            self.span.line, self.span.column, self.message
        )?;
        if let Some(help) = &self.help {
            write!(f, "\n  help: {help}")?;
        }
        Ok(())
    }
}

impl std::error::Error for ScriptError {}
