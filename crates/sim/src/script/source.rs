//! From source text to `syn`'s syntax tree: a whole program or a bare list of statements.

use proc_macro2::LineColumn;
use syn::spanned::Spanned;

use super::error::ScriptError;
use crate::trace::Span;

/// The parsed source.
#[derive(Debug)]
pub enum Source {
    /// `use …; fn main() { … }` and helper functions.
    Program(syn::File),
    /// Statements, taken as the body of `main`.
    Statements(Vec<syn::Stmt>),
}

/// A script span from a `syn` span: 1-based lines and columns, as rustc prints them.
pub fn span_of(node: &impl Spanned) -> Span {
    let span = node.span();
    let (start, end) = (span.start(), span.end());
    from_line_columns(start, end)
}

pub fn from_line_columns(start: LineColumn, end: LineColumn) -> Span {
    Span {
        line: start.line as u32,
        column: start.column as u32 + 1,
        end_line: end.line as u32,
        end_column: end.column as u32 + 1,
    }
}

fn syn_error(error: &syn::Error) -> ScriptError {
    let span = error.span();
    ScriptError::new(
        from_line_columns(span.start(), span.end()),
        error.to_string(),
    )
}

/// Parses `text` as a program if it defines `fn main`, else as statements.
pub fn parse(text: &str) -> Result<Source, ScriptError> {
    let looks_like_program = text.lines().any(|line| {
        let line = line.trim_start();
        line.starts_with("fn ") || line.starts_with("use ") || line.starts_with("pub fn ")
    });
    if looks_like_program {
        let file = syn::parse_file(text).map_err(|e| syn_error(&e))?;
        return Ok(Source::Program(file));
    }
    syn::parse::Parser::parse_str(syn::Block::parse_within, text)
        .map(Source::Statements)
        .map_err(|e| syn_error(&e))
}
